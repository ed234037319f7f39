"""What follows a roll, below the cogs: the state of a block's choices and re-rolls, the armour after a block, a
kick-off's victims, the Apothicaire, Joueur Déloyal and Enregistrer's reads.

A click on a roll's button reads the roll back, checks and claims what it may do (first click wins in the database)
and rolls what follows; these services do that with plain values (server and user ids, a die's index, what a form
typed) and return typed results the cogs render. Their stored state is typed dataclasses (:mod:`rolls.state`),
serialised by one generic codec (:mod:`rules.codec`); nothing here imports discord.
"""
