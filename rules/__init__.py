"""Blood Bowl rules for Arbitre: pure Python, no Discord, no I/O, no clock.

Everything a command needs is rolled here from injectable dice and returned as a
tree of steps (see :mod:`rules.model`), so a result can be shown, stored,
replayed and tested without Discord.
"""
