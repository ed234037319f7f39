"""A team's last changes on /team show: who, what (before → after), and where it came from."""

import discord

from records.models import AuditEntry
from render.team_history import add_history, change_line

BEFORE = {"name": "Orques de Fer", "treasury": 50000, "rerolls": 2, "apothecary": 0, "archived_at": None}


def entry(action="team.update", op="update", before=BEFORE, **after):
    return AuditEntry(1, 1, 1, 77, "2026-11-30T12:00:00.000Z", action, op, "teams", 5, before, {**BEFORE, **after})


def test_a_change_names_each_field_before_and_after():
    line = change_line(entry(treasury=60000, rerolls=3, apothecary=1), lang="fr")
    assert "<@77>" in line
    assert "Trésorerie 50\u202f000\u00a0po → 60\u202f000\u00a0po" in line and "Relances 2 → 3" in line
    assert "Apothicaire non → oui" in line


def test_where_the_change_came_from():
    assert change_line(entry("postmatch", treasury=95000), lang="fr").endswith("(après-match)")
    assert change_line(entry("revert:team.update", treasury=40000), lang="fr").endswith("(annulation)")
    assert "équipe créée" in change_line(entry(op="insert", before=None), lang="fr")
    assert "équipe archivée" in change_line(entry(archived_at="2026-11-30T12:00:00.000Z"), lang="fr")


def test_the_field_lists_newest_first_and_is_left_out_when_empty():
    embed = add_history(discord.Embed(), [entry(rerolls=4), entry(rerolls=3)], lang="fr")
    assert embed.fields[0].name == "Derniers changements (2)"
    assert embed.fields[0].value.index("2 → 4") < embed.fields[0].value.index("2 → 3")
    assert not add_history(discord.Embed(), [], lang="fr").fields
