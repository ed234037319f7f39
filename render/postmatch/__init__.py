"""The post-match on screen, one module per concept.

- :mod:`~render.postmatch.ids`: the custom ids of its components and forms (built and parsed in one place).
- :mod:`~render.postmatch.layout`: component specs, names and embed fitting shared by every screen.
- :mod:`~render.postmatch.screens`: the embed of each step (the entry point: ``sequence_screen``).
- :mod:`~render.postmatch.components`: the buttons and menus of each step.
- :mod:`~render.postmatch.forms`: the forms (dice by hand, score, casualty, PSP, advancement).
- :mod:`~render.postmatch.summary`: the league's summary once applied.
"""
