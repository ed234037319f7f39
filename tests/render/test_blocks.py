"""The block's embed once its Les Deux Plaqués is applied: the tree reads what was applied."""

import discord

from locales import t
from render.blocks import chosen_embed, resolution_embed
from render.embeds import roll_embed
from rules import block
from rules.block import BlockSkills, block_faces, roll_block
from rules.dice import Dice

R = "block.result."
SKILLS = BlockSkills(attacker_wrestle=True, juggernaut=True, blitz=True)


def _block(faces, lang="fr"):
    result = roll_block(Dice.manual(faces), attacker_st=4 if len(faces) > 1 else 3, defender_st=3, skills=SKILLS)
    embed = roll_embed(result, title=t("title.block", lang), roller="Gaspard", roll_id=12, notes=("x",), lang=lang)
    return result.root, embed


def test_the_tree_reads_the_way_applied_and_no_longer_au_choix():
    root, embed = _block([2])
    waiting = t("block.note.both_down_choice", "fr")
    suggested = t(R + "both_down_juggernaut", "fr")
    assert waiting in embed.description and suggested in embed.description
    applied = block.apply_both_down(root, 0, R + "both_down")
    chosen = chosen_embed(embed, applied, 0, "ligue", chooser="Ludo", lang="fr")
    assert waiting not in chosen.description and suggested not in chosen.description
    assert t(R + "both_down", "fr") in chosen.description
    assert chosen.description.splitlines()[0] == embed.description.splitlines()[0]
    assert chosen.footer.text == embed.footer.text and chosen.author.name == embed.author.name
    names = [f.name for f in chosen.fields]
    assert names == ["Notes", t("ui.block.both_down.chosen", "fr", name="Ludo")]
    assert t(R + "both_down", "fr") in chosen.fields[-1].value


def test_a_kept_die_waiting_for_the_choice_no_longer_says_au_choix_in_english_too():
    root, embed = _block([3, 2], "en")
    kept = resolution_embed(embed, block_faces(root)[1], 1, "ligue", chooser="Gaspard", lang="en")
    waiting = t("block.note.both_down_choice", "en")
    assert waiting in kept.fields[-1].value
    applied = block.apply_both_down(root, 1, R + "both_down_juggernaut")
    chosen = chosen_embed(kept, applied, 1, "ligue", chooser="Ludo", lang="en")
    assert all(waiting not in (f.value or "") for f in chosen.fields) and waiting not in chosen.description
    assert chosen.fields[-2].name == kept.fields[-1].name  # the kept die's field stays, without the note
    assert t(R + "both_down_juggernaut", "en") in chosen.fields[-1].value


def test_no_original_embed_gives_the_block_as_applied():
    root, _ = _block([2])
    applied = block.apply_both_down(root, 0, R + "both_down_wrestle_attacker")
    chosen = chosen_embed(None, applied, 0, "ligue", chooser="Ludo", lang="fr")
    assert isinstance(chosen, discord.Embed) and t(R + "both_down_wrestle_attacker", "fr") in chosen.description
