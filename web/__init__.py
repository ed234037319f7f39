"""The league's read-only web pages (issue 30): standings, teams, players, matches, the graveyard, leaderboards and
past seasons, for people outside the Discord server.

aiohttp's web server (installed with discord.py) serves them, in the bot's process (``WEB_PORT``) or on their own
(``python -m web``, for PostgreSQL); Jinja2 templates escape every name a user typed. A server opts in with
``/settings web:on``: its pages live under an unguessable token (:class:`league.settings.WebPages`). Pages read the
league through its repositories only, answer GET and HEAD only, and carry no script.
"""
