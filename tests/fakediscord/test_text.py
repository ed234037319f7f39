"""Rendering messages as terminal text (fakediscord.text)."""

from __future__ import annotations

from fakediscord.text import clean_markdown, render_message

NAMES = {("user", 7): "Gaspard", ("channel", 8): "matchs", ("role", 9): "Coach"}


def names(kind, ident):
    return NAMES.get((kind, ident))


def test_content_markdown_and_mentions():
    text = clean_markdown("**Sonné** pour <@7> dans <#8> (<@&9>) *couché* <:dice:123> <@!42>", names)
    assert text == "Sonné pour @Gaspard dans #matchs (@Coach) couché :dice: <@!42>"
    assert clean_markdown("# Titre\n-# petit\n```\ncode\n```") == "Titre\npetit\ncode"
    assert clean_markdown("2*3*4 reste") == "2*3*4 reste"


def test_embed_title_description_fields_footer():
    msg = {
        "content": "",
        "flags": 0,
        "embeds": [
            {
                "author": {"name": "Lancé par Marie"},
                "title": "Jet de Blessure",
                "description": "🎲 3 + 1 = 4 → Sonné",
                "fields": [
                    {"name": "Minus", "value": "oui", "inline": True},
                    {"name": "Conséquences", "value": "Rate le match.\nSéquelle possible."},
                ],
                "footer": {"text": "Jet n° 1"},
            }
        ],
    }
    assert render_message(msg, author="Arbitre").splitlines() == [
        "Arbitre :",
        "│ Lancé par Marie",
        "│ Jet de Blessure",
        "│ 🎲 3 + 1 = 4 → Sonné",
        "│",
        "│ Minus : oui",
        "│ Conséquences",
        "│   Rate le match.",
        "│   Séquelle possible.",
        "│",
        "│ — Jet n° 1",
    ]


def test_ephemeral_edited_and_loading_marks():
    assert (
        render_message({"content": "chut", "flags": 64}, author="Arbitre") == "Arbitre (visible par vous seul) :\nchut"
    )
    assert render_message({"content": "chut", "flags": 64}) == "(visible par vous seul)\nchut"
    edited = {"content": "x", "flags": 0, "edited_timestamp": "2026-01-01T00:00:00+00:00"}
    assert render_message(edited, author="Arbitre").startswith("Arbitre (modifié) :")
    assert render_message({"content": "", "flags": 128}, author="Arbitre") == "Arbitre :\nArbitre réfléchit…"


def test_buttons_selects_and_files():
    msg = {
        "content": "Choisissez",
        "flags": 0,
        "attachments": [{"filename": "feuille.pdf", "size": 2048}],
        "components": [
            {
                "type": 1,
                "components": [
                    {"type": 2, "style": 1, "label": "Relancer", "custom_id": "a"},
                    {"type": 2, "style": 2, "label": "Garder", "custom_id": "b", "disabled": True},
                    {"type": 2, "style": 5, "label": "Règles", "url": "https://example.org/regles"},
                ],
            },
            {
                "type": 1,
                "components": [
                    {
                        "type": 3,
                        "custom_id": "s",
                        "placeholder": "Joueur",
                        "options": [
                            {"label": "Grom", "value": "1", "description": "Blitzer"},
                            {"label": "Urg", "value": "2"},
                        ],
                    }
                ],
            },
            {"type": 1, "components": [{"type": 5, "custom_id": "u"}]},
        ],
    }
    assert render_message(msg).splitlines() == [
        "Choisissez",
        "[fichier joint : feuille.pdf (2,0 Ko)]",
        "[Relancer] [Garder] (grisé) [Règles ↗ https://example.org/regles]",
        "Menu « Joueur » :",
        "  1) Grom — Blitzer",
        "  2) Urg",
        "Menu « Choisissez » : un membre — tapez « Choisissez » pour choisir",
    ]


def test_options_numbered_across_the_message_with_how_many_to_pick():
    def select(custom_id, labels, **kw):
        options = [{"label": label, "value": label.casefold(), "default": label == "Snik"} for label in labels]
        return {"type": 1, "components": [{"type": 3, "custom_id": custom_id, "options": options, **kw}]}

    msg = {
        "content": "",
        "components": [
            select("a", ["Grak", "Gorbag"], placeholder="Nominés — Orques", min_values=1, max_values=2),
            {"type": 17, "components": [select("b", ["Snik", "Élise"], placeholder="Nominés — Élus", max_values=2)]},
            select("c", ["Oui"], placeholder="Fin", disabled=True, min_values=0),
        ],
    }
    assert render_message(msg).splitlines() == [
        "Menu « Nominés — Orques » — de 1 à 2 choix, séparés par des virgules :",
        "  1) Grak",
        "  2) Gorbag",
        "│ Menu « Nominés — Élus » — de 1 à 2 choix, séparés par des virgules :",
        "│   3) Snik (choisi)",
        "│   4) Élise",
        "Menu « Fin » — un choix ou aucun (grisé) :",
        "  5) Oui",
    ]


def test_components_v2_text_and_container():
    msg = {
        "flags": 1 << 15,
        "content": "",
        "components": [
            {"type": 10, "content": "## Résultat"},
            {
                "type": 17,
                "components": [
                    {"type": 10, "content": "Sonné"},
                    {"type": 14},
                    {
                        "type": 9,
                        "components": [{"type": 10, "content": "Relance ?"}],
                        "accessory": {"type": 2, "style": 1, "label": "Oui", "custom_id": "y"},
                    },
                ],
            },
        ],
    }
    assert render_message(msg).splitlines() == ["Résultat", "│ Sonné", "│ " + "─" * 20, "│ Relance ?", "│ [Oui]"]


def test_message_objects_render_through_payload(fake):
    from fakediscord.models import Message

    msg = Message(id=1, channel_id=2, guild_id=3, author=fake.bot_user, origin="channel", content="salut")
    assert msg.text == "salut"


def test_escaped_markdown_spacer_fields_and_aligned_numbers():
    assert (
        clean_markdown(r"À faire : \#4 Gorbag, \*pas gras\*, **gras**, 3\\4")
        == "À faire : #4 Gorbag, *pas gras*, gras, 3\\4"
    )
    assert clean_markdown(r"\# pas un titre") == "# pas un titre"
    embed = {"fields": [{"name": "Score", "value": "2 - 1"}, {"name": "\u200b", "value": "Appliqué par Marie."}]}
    assert render_message({"embeds": [embed]}).splitlines() == ["│", "│ Score : 2 - 1", "│ Appliqué par Marie."]
    options = [{"label": f"#{n} Orque", "value": str(n)} for n in range(1, 11)]
    lines = render_message(
        {"components": [{"type": 1, "components": [{"type": 3, "custom_id": "s", "options": options}]}]}
    )
    assert lines.splitlines()[1:3] == ["   1) #1 Orque", "   2) #2 Orque"] and lines.endswith("  10) #10 Orque")


def test_a_command_mention_shows_as_the_readers_client_names_it():
    """Discord shows ``</player add:id>`` with the command's name in the reader's language; the console asks
    ``names`` for it, and shows the code name when it has none."""

    def names(kind: str, ident: int) -> str | None:
        return "/joueur ajouter" if (kind, ident) == ("/player add", 12) else None

    assert clean_markdown("</player add:12> ou </player list:13>", names) == "/joueur ajouter ou /player list"
    assert clean_markdown("</player add:12>") == "/player add"
