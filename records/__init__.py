"""The league's records: teams, players, matches, casualties, audit rows and the statistics' views.

Frozen dataclasses that validate themselves, with no I/O: :mod:`league` stores and reads them,
:mod:`render` shows them, :mod:`cogs` passes them between the two. They may import :mod:`rules` only.
"""
