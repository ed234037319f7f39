"""The post-match sequence, pure: what the book's steps change, computed from the league, the inputs and the dice.

- :mod:`~rules.postmatch.rolls`: winnings, Fan Factor, Fans Dévoués, Joueur du Match, veterans (the arithmetic).
- :mod:`~rules.postmatch.slots`: dice kept per slot, read back by every plan.
- :mod:`~rules.postmatch.snapshots`: the league as the plan reads it.
- :mod:`~rules.postmatch.inputs`: what the commissioner typed, and the functions that change it.
- :mod:`~rules.postmatch.plan`: the plan's types and the loop over the stages it is given (the registry's,
  ``sequences.postmatch``); each step's stage is its own module (:mod:`~rules.postmatch.outcome`,
  :mod:`~rules.postmatch.fans`, :mod:`~rules.postmatch.casualties`, :mod:`~rules.postmatch.spp`,
  :mod:`~rules.postmatch.advancements`, :mod:`~rules.postmatch.hiring`, :mod:`~rules.postmatch.mistakes`,
  :mod:`~rules.postmatch.next_match`).
- :mod:`~rules.postmatch.changes`: what Confirm writes, as typed values.
"""
