"""What an environment's agent is offered at a decision: the engine's options, filtered for
`mana="auto"` and split into pages of at most `max_options` (docs/env.md, "Actions").

Nothing here invents a game action: every option offered is one of the decision's own, except
the paging entry, which only turns the page and never reaches the game.  Pure Python (no numpy),
so the agent server works on the base install.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from manastack.cards import dsl, registry
from manastack.engine.decision import Decision, Option

MANA_MODES = ("auto", "manual")
DEFAULT_MAX_OPTIONS = 64

# Decision kinds and option kinds the engine asks and offers (index 0: any other).  The
# observation encodes them as indexes into these tuples; tests/env check the engine's source
# against them, so a new kind is noticed.
DECISION_KINDS = (
    "other",
    "priority",
    "attackers",
    "blockers",
    "target",
    "pay_mana",
    "mulligan",
    "bottom",
    "discard",
    "starting_player",
    "search",
    "damage_assignment",
    "trigger_order",
    "may",
    "sacrifice",
    "replacement_order",
    "scry",
    "order",
    "card",
    "color",
    "x",
    "mode",
    "permanent_type",
    "legend_rule",
    "surveil",
    "choose",
    "optional_cost",  # 601.2b: kicker, multikicker, buyback
    "alternative_payment",  # 601.2h: convoke, improvise, delve
    "creature_type",  # 614.12c: "as ~ enters, choose a creature type"
    "exile",  # cards a player chooses to exile from their own graveyard (406.2)
    "number",  # how many cards to draw ("may draw up to two cards", 121.1)
    "untap",  # which permanents untap (502.3: "untap up to two lands")
    "source",  # "a source of your choice" (609.7a)
    "companion",  # 103.2b: which card to reveal as a companion
)
OPTION_KINDS = (
    "other",
    "page",
    "pass",
    "play",
    "cast",
    "activate",
    "attack",
    "block",
    "done",
    "target",
    "pay",
    "decline",
    "keep",
    "mulligan",
    "card",
    "object",
    "self",
    "none",
    "yes",
    "no",
    "player",
    "assign",
    "trigger",
    "replacement",
    "order",
    "top",
    "bottom",
    "mana",
    "x",
    "mode",
    "type",
    "graveyard",
    "times",  # how many times to pay multikicker (702.33c)
    "unit",  # a creature, artifact or card that pays part of a cost (702.51a, 702.126a, 702.66a)
    "turn_face_up",  # 116.2b, 702.37e: the special action of turning a face-down permanent face up
    "suspend",  # 702.62a: the special action of exiling a card with suspend from hand
    "number",  # a number of cards to draw ("each player may draw up to two cards", 121.1)
    "companion",  # 702.139a, 116.2g: the special action of putting the companion into its owner's hand
    "name",  # 201.4: a card name chosen ("choose a card name")
)
DECISION_INDEX = {kind: i for i, kind in enumerate(DECISION_KINDS)}
OPTION_INDEX = {kind: i for i, kind in enumerate(OPTION_KINDS)}

# What `Game._distinct_labels` appends to tell alike options apart: " [traits]" and " #N".
_LABEL_SUFFIX = re.compile(r"( \[[^\]]*\])?( #[0-9]+)?$")


class EnvError(ValueError):
    """An environment asked for something it can't do: bad settings, an action out of range, a
    step after the game ended.  The message names the problem."""


@dataclass(frozen=True, slots=True)
class Offer:
    """The options an agent is offered at one decision, on one page: engine options, and the
    paging entry last when there is more than one page."""

    decision: Decision
    options: tuple[Option, ...]
    page: int
    pages: int
    hidden: int  # engine options that mana="auto" does not offer

    @property
    def trivial(self) -> bool:
        """A single option and a single page: nothing to choose."""
        return len(self.options) == 1 and self.pages == 1


def page_option(page: int, pages: int) -> Option:
    """The entry that turns to the next page (the first after the last)."""
    following = page + 1 if page + 1 < pages else 0
    return Option("page", f"more options: page {following + 1} of {pages}", following)


_MANA_TEXTS: list[frozenset[str]] = []  # computed once, forgotten when a card definition changes


def _forget() -> None:
    _MANA_TEXTS.clear()


def mana_ability_texts() -> frozenset[str]:
    """The texts of the mana abilities (605.1a) of the registered cards, as activation labels
    show them (public card text)."""
    if not _MANA_TEXTS:
        texts = set()
        for definition in registry.all_definitions().values():
            for face in definition.faces:
                for ability in face.abilities:
                    if isinstance(ability, dsl.Activated) and ability.mana:
                        texts.add(ability.text or "mana ability")
        _MANA_TEXTS.append(frozenset(texts))
    return _MANA_TEXTS[0]


@registry.card_cache(maxsize=4096)
def _mana_label(label: str) -> bool:
    base = _LABEL_SUFFIX.sub("", label, count=1)
    return any(base.endswith(": " + text) for text in mana_ability_texts())


registry.on_change(_forget)


def is_mana_ability(option: Option) -> bool:
    """Whether a priority option activates a mana ability (605.1a): its label,
    "activate NAME: TEXT", ends with the text of a mana ability of a registered card."""
    return option.kind == "activate" and _mana_label(option.label)


def _mana_made(option: Option) -> tuple[int, int]:
    """(mana produced by abilities, activations) of a payment plan: ("pool", type, amount)
    steps spend mana already in the pool, ("ability", ..., mana) steps make new mana."""
    made = activations = 0
    for step in option.value or ():
        if step[0] == "ability":
            made += len(step[-1])
            activations += 1
    return made, activations


def least_waste(options: tuple[Option, ...]) -> Option:
    """The payment plan that makes the least new mana (the pool's mana first), then taps the
    fewest sources; among equals, the engine's own order, which spends the flexible sources last
    and the colours the hand needs least first (engine/mana.py `_plan_cost`)."""
    plans = [o for o in options if o.kind == "pay"]
    return min(plans, key=lambda o: _mana_made(o))


class Presenter:
    """Turns a decision into the options offered (`offer`) and an action index back into one
    of them."""

    def __init__(self, mana: str = "auto", max_options: int = DEFAULT_MAX_OPTIONS) -> None:
        if mana not in MANA_MODES:
            raise EnvError(f"mana must be one of {', '.join(MANA_MODES)}, not {mana!r}")
        if type(max_options) is not int or max_options < 2:
            raise EnvError(f"max_options must be a whole number >= 2, not {max_options!r}")
        self.mana = mana
        self.max_options = max_options

    def choices(self, decision: Decision) -> tuple[tuple[Option, ...], int]:
        """The decision's options this agent is offered, in the engine's order, and how many are
        not offered.  mana="auto": no mana abilities at priority (payment activates them), and a
        payment decision offers one plan, the least wasteful (plus "don't pay" if optional)."""
        options = decision.options
        if self.mana == "manual":
            return options, 0
        if decision.kind == "priority":
            kept = tuple(o for o in options if not is_mana_ability(o))
            return kept, len(options) - len(kept)
        if decision.kind == "pay_mana":
            plans = [o for o in options if o.kind == "pay"]
            if len(plans) > 1:
                best = least_waste(options)
                kept = tuple(o for o in options if o.kind != "pay" or o is best)
                return kept, len(options) - len(kept)
        return options, 0

    def offer(self, decision: Decision, page: int = 0) -> Offer:
        """Page `page` of the decision's offered options.  More than `max_options` of them are
        split into pages of `max_options - 1`, each ending with an entry to the next page."""
        options, hidden = self.choices(decision)
        size = self.max_options
        if len(options) <= size:
            return Offer(decision, options, 0, 1, hidden)
        per_page = size - 1
        pages = -(-len(options) // per_page)
        page %= pages
        shown = options[page * per_page : (page + 1) * per_page] + (page_option(page, pages),)
        return Offer(decision, shown, page, pages, hidden)
