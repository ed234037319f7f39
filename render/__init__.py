"""Turns result trees into what people see: embeds, buttons, pictures.

The rules know nothing of how they are shown; every French word comes from
:mod:`locales`. This is the only package that assembles user-facing text.
"""
