"""Small text helpers shared by every embed: dice, modifiers, safe names."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Mapping, Sequence

import discord

from locales import DEFAULT_LANGUAGE, has, t, t_map, tn
from rules.characteristics import CHARACTERISTICS, Profile, format_value
from rules.dice import Die
from rules.model import Modifier, Step
from rules.payloads import Facts


@functools.lru_cache(maxsize=4096)
def safe(name: str, limit: int = 100) -> str:
    """A user-typed name made harmless: no markdown, no mention, bounded length (the same names come back on
    every roll of a match night: each is escaped once)."""
    text = discord.utils.escape_mentions(discord.utils.escape_markdown(name.strip()))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def page_link(name: str, url: str | None, limit: int = 100) -> str:
    """A user-typed name as a Markdown link to its league page (``url``), or as :func:`safe` text without one. The
    name is escaped as everywhere (no mention, no markdown) and its square brackets too: a ``]`` typed in a name
    cannot close the link early and turn the rest into another one."""
    text = safe(name, limit)
    if url is None:
        return text
    out: list[str] = []
    escaped = False
    for char in text:  # a bracket markdown escaping left bare gets its backslash; an escaped one keeps its own
        if not escaped and char in "[]":
            out.append("\\")
        out.append(char)
        escaped = not escaped and char == "\\"
    return "[" + "".join(out) + "](" + url + ")"


def label(key: str, ruleset: str | None = None, *, lang: str, **fmt: object) -> str:
    """Catalogue text, with the ruleset's variant when it names things differently."""
    return t_map(key, fmt, lang, variant=ruleset)


def maybe(key: str, ruleset: str | None = None, *, lang: str) -> str | None:
    """Catalogue text when the key exists (optional details)."""
    if has(key, lang) or (ruleset is not None and has(f"{key}@{ruleset}", lang)):
        return t(key, lang, variant=ruleset)
    return None


def gold(amount: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """``315 000`` in French (narrow no-break space), ``315,000`` in English: the number, without its unit."""
    grouped = f"{amount:,}"
    return grouped.replace(",", "\u202f") if lang == "fr" else grouped


def profile_text(profile: Profile, lang: str = DEFAULT_LANGUAGE) -> str:
    """The profile line in the reader's letters: ``M6 F3 AG3+ CP4+ AR9+`` / ``MA6 ST3 AG3+ PA4+ AV9+``."""
    return " ".join(
        f"{t(f'char.{char.lower()}', lang)}{format_value(char, profile.get(char))}" for char in CHARACTERISTICS
    )


def dice_text(dice: tuple[Die, ...], *, lang: str, summed: bool = True) -> str:
    """``🎲 4 + 5`` for summed dice, ``🎲 3 puis 6`` (« 3 then 6 ») for dice read one by one (a random skill's
    half of the table, then its row), ``🎲 D16 : 12`` (« D16: 12 » in English) for a lone large die."""
    if not dice:
        return ""
    if len(dice) == 1 and dice[0].sides != 6:
        return t("ui.die", lang, sides=dice[0].sides, value=dice[0].value)
    separator = " + " if summed else t("ui.dice.then", lang)
    return "🎲 " + separator.join(str(d.value) for d in dice)


def signed_text(value: int, name: str) -> str:
    """``+1 Châtaigne``, ``−1 M``: a number of something, signed with the typographic minus every screen writes."""
    sign = "+" if value >= 0 else "−"
    return f"{sign}{abs(value)} {name}"


def dice_to_roll(sides: Sequence[int]) -> str:
    """Dice still to throw, counted as the book writes them: ``1D3``, ``2D6``, ``1D6 + 1D3``."""
    groups = [(s, len(list(run))) for s, run in itertools.groupby(sides)]
    return " + ".join(f"{count}D{s}" for s, count in groups)


def modifier_text(modifier: Modifier, *, lang: str) -> str:
    """``+1 Châtaigne``, ``−2 Soutiens``; a modifier that counts things (``mod.niggling.one`` / ``.other``) is
    named by its number: « +1 Blessure Persistante », « +2 Blessures Persistantes »."""
    counted = has(f"{modifier.key}.one", lang)
    return signed_text(modifier.value, tn(modifier.key, modifier.value, lang) if counted else t(modifier.key, lang))


def char_change(char: str, value: int, *, lang: str) -> str:
    """A characteristic raised or lowered, « −1 AG », « +1 M » ("+1 MA"): written once, as a roll's modifiers are,
    for the post-match, the season end, the casualty lists and the roll embeds alike."""
    return signed_text(value, t(f"char.{char.lower()}", lang))


def _same(text: str) -> str:
    return text.casefold().replace("’", "'")


#: Steps whose outcome says what they are (a kick-off side is its team, a landing case its square, a dice
#: expression its total): the outcome comes first, with no arrow.
NAMING_KINDS = frozenset({"kickoff.side", "kickoff.case", "kickoff.victim", "dice_expr"})
#: Steps whose total sums their children's dice (a dice expression's): always written, even without a modifier.
SUM_KINDS = frozenset({"dice_expr"})
#: Steps whose extra dice are re-throws of one die (a séquelle at its minimum in ``ligue``, D2; a Most Valuable Player
#: past the list), not a sum: « 🎲 6 → 3 (relances) » by every path (a chain, the post-match).
REROLLED_KINDS = frozenset({"lasting_injury", "mvp"})
#: Steps that are one team's and say whose (a Dodgy Snack's picked player: on a tie each team rolls for one).
TEAM_KINDS = frozenset({"kickoff.snack"})


def step_line(
    step: Step, ruleset: str, names: Mapping[str, str] | None = None, *, lang: str, title: str | None = None
) -> str:
    """``**Jet d'Armure** · 🎲 4 + 5 (+1 Châtaigne) = **10** contre 9+ → **Armure percée**``.

    When the outcome already says what the step is (``Nombre de victimes`` for a
    ``Nombre``), the outcome takes the step's place: ``**Nombre de victimes** · 🎲 3``.
    Under a ``title`` that already names a step without dice (« Blocage »), the line is its outcome alone
    (« **2 dés, l’attaquant choisit** »), not « Blocage → … » again.
    """
    name, outcome = label("step." + step.kind, lang=lang), outcome_text(step, ruleset, names, lang=lang)
    facts = step.payload(Facts)
    team = facts.team
    if step.kind in TEAM_KINDS and names and f"{team}_mid" in names:
        name = label("ui.step.of_team", step=name, team=names[f"{team}_mid"], lang=lang)
    bare = not (step.dice or step.modifiers) and step.total is None and step.target is None
    if title is not None and bare and _same(name) == _same(title):
        return f"**{outcome}**"
    repeats = step.kind in NAMING_KINDS or _same(outcome).startswith(_same(name))
    line = f"**{outcome if repeats else name}**"
    table = facts.table
    if isinstance(table, str) and table.startswith("injury.table.") and table != "injury.table.standard":
        # the injury table the victim's traits chose (Minus, Crâne Épais)
        line += f" · {label(table, lang=lang)}"
    rerolled = step.kind in REROLLED_KINDS and len(step.dice) > 1
    if rerolled:
        rolled = label("ui.dice.rerolled", dice=" → ".join(str(d.value) for d in step.dice), lang=lang)
    else:
        rolled = dice_text(step.dice, lang=lang, summed=step.total is not None or len(step.dice) < 2)
    if rolled:
        line += f" · {rolled}"
    for modifier in step.modifiers:
        line += f" ({modifier_text(modifier, lang=lang)})"
    summed = step.modifiers or len(step.dice) > 1 or step.kind in SUM_KINDS
    if step.total is not None and summed and not rerolled:
        line += f" = **{step.total}**"
    if step.target is not None:
        line += " " + label("ui.against", target=step.target, lang=lang)
    return line if repeats else f"{line} → **{outcome}**"


def outcome_text(step: Step, ruleset: str, names: Mapping[str, str] | None = None, *, lang: str) -> str:
    """The outcome's label (its ``label`` fact when the step names it more closely), filled with the step's total,
    target and info facts, its ``terms`` (facts the rules hold as catalogue keys) in ``lang`` under ``ruleset``, and
    the kick-off's teams (:class:`rules.model.Step`)."""
    typed = step.payload(Facts)
    terms = {name: label(key, ruleset, lang=lang) for name, key in typed.terms.items()}
    facts = {"total": step.total, "target": step.target, **step.info, **terms, **(names or {})}
    return label(typed.label or step.outcome, ruleset, **facts, lang=lang)
