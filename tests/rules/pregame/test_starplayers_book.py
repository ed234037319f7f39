"""The Star Players' data against the book's pages: every cell of docs/bb2025-starplayers.md read here, on its own,
and who may hire whom against the Star Players each Team Roster's page lists."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rules import rosters, skills
from rules.characteristics import Profile
from rules.pregame import starplayers
from rules.typed import fold

DOCUMENT = Path(__file__).resolve().parents[3] / "docs" / "bb2025-starplayers.md"
_ROW = re.compile(r"^\| (?P<cells>.*) \|$")
_PLAYER = re.compile(r"^(?P<name>.+?) \*\((?P<keywords>[^)]*)\)\*$")
_EXCEPT = re.compile(r"^Any team except those from (?P<leagues>.+)$")


@dataclass
class BookStar:
    """One Star Player's page (a pair's: one page, two rows), as the document prints it."""

    name: str
    lines: dict[str, str] = field(default_factory=dict)
    rows: list[list[str]] = field(default_factory=list)


@dataclass
class BookTeam:
    """One Team Roster's line of the document's last table."""

    name: str
    leagues: tuple[str, ...]
    favoured: str
    stars: tuple[str, ...]


def _book() -> tuple[list[BookStar], list[BookTeam]]:
    stars: list[BookStar] = []
    teams: list[BookTeam] = []
    in_teams = False
    for line in DOCUMENT.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            in_teams = line == "## Team Rosters"
            if not in_teams:
                stars.append(BookStar(line[3:]))
        elif (row := _ROW.match(line)) and not line.startswith(("| Player", "|---", "| Team")):
            cells = [cell.strip() for cell in row["cells"].split(" | ")]
            if in_teams:
                team, leagues, favoured, names = cells
                teams.append(BookTeam(team, tuple(leagues.split(" or ")), favoured, tuple(names.split(", "))))
            else:
                stars[-1].rows.append(cells)
        elif line.startswith("- ") and ": " in line and stars and not in_teams:
            label, text = line[2:].split(": ", 1)
            stars[-1].lines[label] = text
    return stars, teams


STARS, TEAMS = _book()


def _key(name: str) -> str:
    return fold(name).replace(" ", "_")


def _gold(text: str) -> int:
    assert re.fullmatch(r"\d+K", text), text
    return int(text[:-1]) * 1000


def _target(text: str) -> int | None:
    if text == "-":
        return None
    assert re.fullmatch(r"\d+\+", text), text
    return int(text[:-1])


def _skill(printed: str) -> str:
    """A printed skill (« Loner (4+) ») as the data carries it (``loner (4+)``), read by the skills catalogue."""
    reading = skills.read(printed)
    assert reading.key is not None, printed
    return f"{reading.key} ({reading.raw})" if reading.raw else reading.key


def _plays_for(printed: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """« Plays For » as the data carries it: (plays_for, excluded)."""
    entries: list[str] = []
    excluded: tuple[str, ...] = ()
    for entry in printed.split("; "):
        if entry == "Any team" or entry == "Any Team":
            entries.append(starplayers.ANY_TEAM)
        elif match := _EXCEPT.match(entry):
            entries.append(starplayers.ANY_TEAM)
            excluded = tuple(_key(league) for league in match["leagues"].split(", "))
        elif entry.startswith("Favoured of "):
            entries.append(starplayers.FAVOURED_OF + _key(entry.removeprefix("Favoured of ")))
        else:
            assert _key(entry) in starplayers.LEAGUES, entry
            entries.append(_key(entry))
    return tuple(entries), excluded


def test_the_document_holds_the_63_pages_and_their_66_players():
    assert len(STARS) == len(starplayers.HIRES) == 63
    assert sum(len(b.rows) for b in STARS) == len(starplayers.STAR_PLAYERS) == 66
    # the book's order; a heading's capitals aside (« Akhorne The Squirrel »: the rosters' pages print « the »)
    assert [fold(b.name) for b in STARS] == [fold(starplayers.name_of(h)) for h in starplayers.HIRES.values()]


@pytest.mark.parametrize("book", STARS, ids=lambda b: b.name)
def test_every_cell_of_every_star_player(book: BookStar):
    hire = starplayers.find(book.name)
    assert hire is not None, book.name
    assert len(hire) == len(book.rows)
    plays_for, excluded = _plays_for(book.lines["Plays For"])
    for row, star in zip(book.rows, hire, strict=True):
        player, ma, st, ag, pa, av, printed_skills, rule = row
        printed = _PLAYER.match(player)
        assert printed is not None, player
        assert fold(star.name) == fold(printed["name"])
        assert star.keywords == tuple(k.strip() for k in printed["keywords"].split(","))
        assert star.profile == Profile(
            int(ma), int(st), int(ag.removesuffix("+")), _target(pa), int(av.removesuffix("+"))
        )
        assert star.skills == tuple(_skill(s) for s in printed_skills.split(", ")), star.name
        assert star.special_rule == rule
        assert star.cost == _gold(book.lines["Cost"])
        assert star.plays_for == plays_for and star.excluded == excluded, star.name
        assert star.pair == (book.name if len(book.rows) > 1 else "")


@pytest.mark.parametrize("team", TEAMS, ids=lambda t: t.name)
def test_each_rosters_leagues_and_powers(team: BookTeam):
    leagues = starplayers.TEAM_LEAGUES[_key(team.name)]
    assert tuple(leagues) == tuple(_key(league) for league in team.leagues)
    gods = {god for powers in leagues.values() for god in powers}
    if team.favoured == "-":
        assert gods == set()
    elif team.favoured == "Favoured of...":  # the roster's page names no power: the team chooses any
        assert leagues == {"chaos_clash": starplayers.GODS}
    else:
        printed = re.findall(r"Favoured of (\w+)(?: \(([^)]*)\))?", team.favoured)
        assert gods == {_key(god) for god, _ in printed}
        for god, only_in in printed:  # « Favoured of Khorne (Chaos Clash) »: in that League only
            assert {name for name, powers in leagues.items() if _key(god) in powers} == (
                {_key(only_in)} if only_in else set(leagues)
            )


#: Where a roster's page leaves out a Star Player whose « Plays For » names one of its Leagues: the Star Player
#: pages' rule wins (« Star Players can only play for teams that have the same League as them »).
LEFT_OUT: dict[str, set[str]] = {
    "bretonnian": {"josef_bugman"},
    "dwarf": {"josef_bugman"},
    "old_world_alliance": {"josef_bugman"},
}


@pytest.mark.parametrize("team", TEAMS, ids=lambda t: t.name)
def test_who_may_hire_whom_as_each_rosters_page_lists(team: BookTeam):
    roster = rosters.BY_KEY[_key(team.name)]
    hired = {star.hire for star in starplayers.available_to(roster)}
    assert hired - LEFT_OUT.get(roster.key, set()) == {_key(name) for name in team.stars}


def test_the_exceptions_are_still_true():
    for roster, keys in LEFT_OUT.items():
        assert keys <= {star.hire for star in starplayers.available_to(rosters.BY_KEY[roster])}
        assert not keys & {_key(n) for t in TEAMS if _key(t.name) == roster for n in t.stars}
