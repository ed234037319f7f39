"""Guided sequences: each an ordered registry of step modules, each step owning its rules call, screen and actions.

A layer between the pure parts and the cogs (docs/design.md): a step may import ``rules`` (its stage, its inputs'
edits), ``records``, ``locales`` and ``render`` (its screen), and ``discord`` (its embed); the cogs import a
sequence's registry to draw its screens and dispatch its clicks. The engine itself is pure:
:mod:`rules.sequence`.

- :mod:`sequences.postmatch`: the post-match, in the book's order.
"""
