"""The English catalogue speaks the BB2025 book's words, with the book's capitals (issue 26, « Words of the book »).

``BOOK_WORDS`` lists the book's term and the variants it never writes; the test reads the whole English catalogue
(every key of every area) and names each key that still says a variant. Identifiers stay as they are typed
(`/postmatch`, ``ko-recovery``, ``follow_up:``), and so do an option's own name.
"""

import re

import pytest

from locales import LANGUAGES

EN = LANGUAGES["en"]

#: (the book's words, the variants it never writes (a regular expression), where the book says it)
BOOK_WORDS: tuple[tuple[str, str, str], ...] = (
    ("Knocked-out", r"KO'd|\bKO\b|[Kk]nocked [Oo]ut\b|knocked-out", "the_game_of_blood_bowl.md, Injury Table"),
    (
        "Post-game Sequence",
        r"[Pp]ost-?match|[Pp]ost-game(?! Sequence)|post-game Sequence|Post-Game",
        "league_play.md « POST-GAME SEQUENCE » (the command stays /postmatch)",
    ),
    ("MA – Move Allowance", r"Movement Allowance|MA \(Mov", "rules_and_regulations.md « 5. MA - MOVE ALLOWANCE »"),
    ("Team Value", r"\b[Tt]eam value\b", "drafting_a_blood_bowl_team.md « TEAM VALUE »"),
    ("Current Team Value", r"\b[Cc]urrent [Tt]eam value\b|\bcurrent Team Value\b", "the same"),
    ("gold pieces", r"\bgold\b(?! pieces)|(?<![\d}]) gp\b|\(gp\)", "« 50,000 gold pieces »: gp only after a figure"),
    (
        "Randomly select a Primary Skill",
        r"[Rr]andom(ly selected)? Primary|Random skill",
        "league_play.md, Advancement Table",
    ),
    ("Choose a Primary Skill", r"[Cc]hosen Primary", "league_play.md, Advancement Table"),
    ("Choose a Secondary Skill", r"[Cc]hosen Secondary", "league_play.md, Advancement Table"),
    ("Primary Skill, Secondary Skill", r"\b(Primary|Secondary) skills?\b", "league_play.md « NEW SKILLS »"),
    ("Armour Roll", r"\b[Aa]rmour roll|\barmour Roll", "the_game_of_blood_bowl.md « RISKING INJURY »"),
    ("Injury Roll", r"\b[Ii]njury roll|\binjury Roll", "the_game_of_blood_bowl.md « INJURY ROLLS »"),
    ("Special Action", r"\b[Ss]pecial action|\bspecial Action", "the_game_of_blood_bowl.md « SPECIAL ACTION »"),
    ("Tackle Zone", r"\b[Tt]ackle zone|\btackle Zone", "rules_and_regulations.md « TACKLE ZONES »"),
    ("Knocked Down", r"\b[Kk]nocked down|\bknocked Down", "rules_and_regulations.md « KNOCKED DOWN »"),
    ("Follow-up", r"\b[Ff]ollow[ -]up\b(?<!Follow-up)|\bFollow Up\b", "the_game_of_blood_bowl.md « FOLLOW-UP »"),
    ("Turnover", r"\bturn-?over|\bTurn-over", "rules_and_regulations.md « THE TURNOVER »"),
)

#: Identifiers, typed as they are: commands and their options (``name:value``), code; a placeholder stands for a
#: figure or a name.
IDENTIFIERS = re.compile(r"`[^`]*`|/\S+|\b\w+:(?=\S)\S*")
PLACEHOLDER = re.compile(r"\{\w*\}")


def _astray(pattern: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for key, text in EN.items():
        if key.endswith(".name") and key.startswith("cmd."):  # a command's or an option's own name
            continue
        bare = PLACEHOLDER.sub("0", IDENTIFIERS.sub("X", text))
        hits = [m.group(0) for m in re.finditer(pattern, bare)]
        if hits:
            found[key] = hits
    return found


@pytest.mark.parametrize(("book", "variants", "where"), BOOK_WORDS, ids=[b for b, _, _ in BOOK_WORDS])
def test_the_english_catalogue_writes_the_books_words(book, variants, where):
    assert _astray(variants) == {}, f"the book writes « {book} » ({where})"


def test_the_book_words_are_used_where_they_belong():
    """The list is not vacuous: each term the test guards is in the catalogue, as the book writes it."""
    for book in ("Knocked-out", "Post-game Sequence", "MA – Move Allowance", "Team Value", "gold pieces",
                 "Randomly select a Primary Skill", "Choose a Secondary Skill", "Armour Roll", "Special Action",
                 "Tackle Zone", "Knocked Down", "Follow-up", "Turnover"):  # fmt: skip
        assert any(book in text for text in EN.values()), book


def test_the_variants_would_be_caught():
    """Each pattern catches the slips the referees saw."""
    slips = {
        "Knocked-out": "Still KO'd",
        "Post-game Sequence": "Post-match applied",
        "MA – Move Allowance": "Movement Allowance (MA)",
        "Team Value": "Team value",
        "gold pieces": "Treasury in gp",
        "Randomly select a Primary Skill": "Random Primary skill",
        "Armour Roll": "an armour roll",
        "Special Action": "a special action",
        "Tackle Zone": "its tackle zone",
        "Knocked Down": "is knocked down",
        "Follow-up": "may follow up",
        "Turnover": "a turnover",
    }
    patterns = {book: variants for book, variants, _ in BOOK_WORDS}
    for book, slip in slips.items():
        assert re.search(patterns[book], slip), (book, slip)
    assert not re.search(patterns["gold pieces"], "0 gp · 10,000 gp · 50,000 gold pieces")
    assert not re.search(patterns["Follow-up"], "the Follow-up")
