"""Card definitions as readable English, and as an indented tree (`manastack cards show`).

Pure functions of DSL values (manastack.cards.dsl): nothing here reads the registry or a game.
One function per node family (values, objects, players, filters, targets, costs, effects,
triggers, conditions, static and replacement effects, keywords, abilities, cards), each a
dispatch table from node type to a rendering; a node without one renders as its class name,
and `has_rendering` says which types have one (a test checks every node a registered card
uses).  The text is the engine's understanding of the card, not its printed Oracle text.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from manastack.cards import dsl

__all__ = [
    "RenderContext",
    "face_context",
    "has_rendering",
    "render_ability",
    "render_card",
    "render_condition",
    "render_cost",
    "render_effect",
    "render_effects",
    "render_face",
    "render_filter",
    "render_keyword",
    "render_legacy_option",
    "render_object",
    "render_player",
    "render_replacement",
    "render_static",
    "render_target",
    "render_tree",
    "render_trigger",
    "render_value",
    "trigger_event_has_rendering",
]

_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_REVEAL_FOUND = {"hand": "into its owner's hand", "battlefield": "onto the battlefield", "graveyard": "into a graveyard"}
_REVEAL_REST = {"bottom": "the rest on the bottom of that library in any order",
                "random": "the rest on the bottom of that library in a random order",
                "graveyard": "all other cards revealed this way into a graveyard",
                "exile": "exile all other cards revealed this way"}
_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_IRREGULAR_PLURALS = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Mouse": "Mice",
    "Fungus": "Fungi",
    "Ox": "Oxen",
    "sorcery": "sorceries",
    "Aurochs": "Aurochs",
}
_STEPS = {
    "upkeep": "upkeep",
    "draw": "draw step",
    "end": "end step",
    "beginning_of_combat": "combat",
    "precombat_main": "precombat main phase",
    "postcombat_main": "postcombat main phase",
    "cleanup": "cleanup step",
    "main1": "precombat main phase",
}
_WHOSE = {"you": "your", "any": "each", "opponent": "each opponent's", "chosen": "the chosen player's",
          "enchanted": "enchanted player's"}
_ZONES = {
    "hand": "your hand",
    "battlefield": "the battlefield",
    "graveyard": "your graveyard",
    "library": "your library",
    "exile": "exile",
}


# --------------------------------------------------------------------------------------------
# Context: what "this", "target", "it" and "enchanted" refer to inside one ability
# --------------------------------------------------------------------------------------------


@dataclass
class RenderContext:
    """What the references inside one ability mean: the source's noun ("this creature"), the
    ability's target slots, and the nouns for the triggering and sacrificed objects.  Targets
    already mentioned are "that creature" afterwards: rendering an ability records them in
    `mentioned`, so each ability gets its own context (`for_ability`)."""

    self_noun: str = "this card"
    targets: tuple[dsl.TargetSpec, ...] = ()
    triggering_noun: str = "it"
    sacrificed_noun: str = "the sacrificed permanent"
    attached_noun: str = "the attached permanent"
    triggering_player_noun: str = "that player"
    printed_power: int = 0
    printed_toughness: int = 0
    mentioned: set[int] = field(default_factory=set)

    def for_ability(self, targets: tuple[dsl.TargetSpec, ...] = (), **changes: str) -> RenderContext:
        """A fresh context for another ability of the same face."""
        return dataclasses.replace(self, targets=targets, mentioned=set(), **changes)


def face_context(face: dsl.Face) -> RenderContext:
    """The context of a face's abilities: "this creature", "enchanted creature", ..."""
    types = [t.lower() for t in face.types]
    if "creature" in types:
        noun = "this creature"
    elif "instant" in types or "sorcery" in types:
        noun = "this spell"
    elif types:
        noun = f"this {types[-1]}"
    else:
        noun = "this card"
    attached = "the attached permanent"
    if "Aura" in face.subtypes:
        enchant = next(
            (k for k in face.abilities if isinstance(k, dsl.Keyword) and k.name == "enchant"), None
        )
        attached = f"enchanted {enchant.qualities[0] if enchant and enchant.qualities else 'permanent'}"
    elif "Equipment" in face.subtypes:
        attached = "equipped creature"
    return RenderContext(
        self_noun=noun,
        attached_noun=attached,
        printed_power=_printed(face.power),
        printed_toughness=_printed(face.toughness),
    )


def _printed(value: str | None) -> int:
    """The number in a printed power or toughness ("1+*" -> 1, "*" -> 0, "-1" -> -1)."""
    number = re.match(r"-?\d+", value or "")
    return int(number.group(0)) if number else 0


def _dispatch(table: dict[type, Callable], node: object, *args: object) -> str:
    renderer = table.get(type(node))
    return type(node).__name__ if renderer is None else renderer(node, *args)


def _number(n: int) -> str:
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentence(text: str) -> str:
    text = _capitalise(text.strip())
    return text if text.endswith((".", "!", "?", "”", '"')) else text + "."


def _plural(noun: str) -> str:
    words = noun.split(" ")
    last = words[-1]
    if last in _IRREGULAR_PLURALS:
        last = _IRREGULAR_PLURALS[last]
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    elif last.endswith(("s", "x", "ch", "sh")):
        last += "es"
    else:
        last += "s"
    return " ".join([*words[:-1], last])


def _possessive(noun: str) -> str:
    """ "that creature's", "its", "your", "their"."""
    return {"it": "its", "you": "your", "they": "their", "them": "their"}.get(noun, f"{noun}'s")


def _each(flt: dsl.Filter) -> str:
    """ "each other creature you control": "each" takes "other", not "another"."""
    described = render_filter(flt)
    return "each " + (described.replace("another ", "other ", 1) if flt.other else described)


def _plural_noun(noun: str) -> str:
    """A description's noun in the plural: "artifact or enchantment" -> "artifacts and
    enchantments" (all of either kind)."""
    if " or " in noun and " " not in noun.replace(" or ", "").replace(", ", ""):
        return _join([_plural(part) for part in re.split(r", (?:or )?| or ", noun)], "and")
    return _plural(noun)


def _article(noun: str) -> str:
    if noun.startswith(("another ", "one or more ")):
        return noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def _join(items: Iterable[str], word: str = "and") -> str:
    items = list(items)
    if len(items) <= 2:
        return f" {word} ".join(items)
    return ", ".join(items[:-1]) + f", {word} " + items[-1]


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


# --------------------------------------------------------------------------------------------
# Values (107.1, 107.3)
# --------------------------------------------------------------------------------------------

_VALUES: dict[type, Callable[..., str]] = {
    int: lambda v, ctx: str(v),
    dsl.X: lambda v, ctx: "X",
    dsl.PowerOf: lambda v, ctx: f"{_possessive(render_object(v.ref, ctx))} power",
    dsl.CreaturesBlocking: lambda v, ctx: f"the number of creatures blocking {ctx.self_noun}",
    dsl.OpponentsAttacked: lambda v, ctx: "the number of opponents you attacked with a creature this combat",
    dsl.ToughnessOf: lambda v, ctx: f"{_possessive(render_object(v.ref, ctx))} toughness",
    dsl.ManaValueOf: lambda v, ctx: f"{_possessive(render_object(v.ref, ctx))} mana value",
    dsl.CountersOn: lambda v, ctx: f"the number of {v.kind} counters on {render_object(v.ref, ctx)}",
    dsl.GreatestAmong: lambda v, ctx: f"the greatest {v.characteristic} among {render_filter(v.filter, plural=True)}",
    dsl.CountOf: lambda v, ctx: (
        f"the number of {render_filter(v.filter, plural=True)}"
        + ("" if v.filter.controller or v.filter.owner else " on the battlefield")
    ),
    dsl.CardTypesInGraveyards: lambda v, ctx: (
        f"the number of card types among cards in {'your graveyard' if v.yours else 'all graveyards'}"
        + (f" plus {v.plus}" if v.plus else "")
    ),
    dsl.CardsIn: lambda v, ctx: f"the number of cards in your {v.zone}",
    dsl.LifeTotal: lambda v, ctx: "your life total",
    dsl.TaxPaid: lambda v, ctx: "the amount of mana that player paid as the tax",
    dsl.Times: lambda v, ctx: f"{v.factor} times {render_value(v.value, ctx)}",
    dsl.CardsDiscardedThisTurn: lambda v, ctx: "the number of cards you've cycled or discarded this turn",
    dsl.CardsOfTypeIn: lambda v, ctx: (
        f"the number of {' and '.join(t.lower() for t in v.any_types)} cards in your {v.zone}"
    ),
    dsl.EventAmount: lambda v, ctx: "that much",
    dsl.SpellsCastThisTurn: lambda v, ctx: "the number of spells you've cast this turn",
    dsl.ReturnedToHandThisWay: lambda v, ctx: "the number of cards returned to your hand this way",
    dsl.NamedInGraveyards: lambda v, ctx: f"the number of cards named {ctx.self_noun} in each graveyard",
    dsl.ColorsSpent: lambda v, ctx: "the number of colors of mana spent to cast this spell",
    dsl.ValueIf: lambda v, ctx: (
        f"{render_value(v.then, ctx)} if {render_condition(v.condition, ctx)}, else {render_value(v.otherwise, ctx)}"),
    dsl.Difference: lambda v, ctx: f"{render_value(v.first, ctx)} minus {render_value(v.second, ctx)}",
    dsl.DestroyedThisWay: lambda v, ctx: (
        f"the number of {_join([t.lower() + 's' for t in v.types], 'and') if v.types else 'permanents'} "
        "destroyed this way"
    ),
}


def render_value(value: dsl.Value, ctx: RenderContext | None = None) -> str:
    """A number an effect computes: "3", "X", "the sacrificed creature's power"."""
    return _dispatch(_VALUES, value, ctx or RenderContext())


def _amount(value: dsl.Value, noun: str, ctx: RenderContext) -> str:
    """An amount of something: "3 damage", "X life", "life equal to its power"."""
    if isinstance(value, int | dsl.X | dsl.EventAmount):
        return f"{render_value(value, ctx)} {noun}"
    return f"{noun} equal to {render_value(value, ctx)}"


def _mana_amount(value: dsl.Value, ctx: RenderContext) -> str:
    """A mana payment: "{1}", "{X}", "{X}, where X is this creature's power"."""
    if isinstance(value, int | dsl.X):
        return f"{{{render_value(value, ctx)}}}"
    return f"{{X}}, where X is {render_value(value, ctx)}"


def _count(value: dsl.Value, noun: str, ctx: RenderContext) -> str:
    """A number of things: "a card", "three cards", "X cards", "a number of cards equal to ..."."""
    many = _plural_token(noun) if re.search(r"\btoken with\b", noun) else _plural(noun)
    if isinstance(value, int):
        return _article(noun) if value == 1 else f"{_number(value)} {many}"
    if isinstance(value, dsl.X):
        return f"X {many}"
    if isinstance(value, dsl.EventAmount):
        return f"that many {many}"
    return f"a number of {many} equal to {render_value(value, ctx)}"


def _plural_token(noun: str) -> str:
    """ "2/2 black Zombie creature token with deathtouch" -> "... tokens with deathtouch"."""
    return re.sub(r"\btoken with\b", "tokens with", noun, count=1)


# --------------------------------------------------------------------------------------------
# References to objects and players
# --------------------------------------------------------------------------------------------


def _target_ref(ref: dsl.Target, ctx: RenderContext) -> str:
    if ref.index >= len(ctx.targets):
        return _nth_target(ref.index)
    spec = ctx.targets[ref.index]
    if ref.index in ctx.mentioned:
        return "that player" if spec.kind == "player" else f"that {_target_noun(spec)}"
    ctx.mentioned.add(ref.index)
    return render_target(spec)


_OBJECTS: dict[type, Callable[..., str]] = {
    dsl.Target: _target_ref,
    dsl.Self: lambda ref, ctx: ctx.self_noun,
    dsl.Triggering: lambda ref, ctx: ctx.triggering_noun,
    dsl.Attached: lambda ref, ctx: ctx.attached_noun,
    dsl.Sacrificed: lambda ref, ctx: ctx.sacrificed_noun,
    dsl.Each: lambda ref, ctx: _each(ref.filter) + (
        f" {render_player(ref.controlled_by, ctx)} controls" if ref.controlled_by is not None else ""),
}


def render_object(ref: dsl.ObjRef, ctx: RenderContext | None = None) -> str:
    """An object an ability refers to: "target creature", "this creature", "it"."""
    ctx = ctx or RenderContext()
    if isinstance(
        ref,
        dsl.You
        | dsl.EachOpponent
        | dsl.EachPlayer
        | dsl.ControllerOf
        | dsl.OwnerOf
        | dsl.TriggeringPlayer
        | dsl.TargetPlayer,
    ):
        return render_player(ref, ctx)
    return _dispatch(_OBJECTS, ref, ctx)


def _target_player(ref: dsl.TargetPlayer, ctx: RenderContext) -> str:
    return _target_ref(dsl.Target(ref.index), ctx)


_PLAYERS: dict[type, Callable[..., str]] = {
    dsl.You: lambda ref, ctx: "you",
    dsl.EachOpponent: lambda ref, ctx: "each opponent",
    dsl.EachPlayer: lambda ref, ctx: "each player",
    dsl.ControllerOf: lambda ref, ctx: f"{_possessive(render_object(ref.ref, ctx))} controller",
    dsl.OwnerOf: lambda ref, ctx: f"{_possessive(render_object(ref.ref, ctx))} owner",
    dsl.TriggeringPlayer: lambda ref, ctx: ctx.triggering_player_noun,
    dsl.TargetPlayer: _target_player,
}


def render_player(ref: dsl.PlayerRef, ctx: RenderContext | None = None) -> str:
    """A player an ability refers to: "you", "each opponent", "target player"."""
    ctx = ctx or RenderContext()
    if type(ref) in _OBJECTS:
        return render_object(ref, ctx)
    return _dispatch(_PLAYERS, ref, ctx)


def _shuffled_zones(e: dsl.ShuffleZonesIntoLibrary) -> str:
    return " and ".join(zone for zone, shuffled in (("hand", e.hand), ("graveyard", e.graveyard)) if shuffled)


def _reveal_top_card_sort(e: dsl.RevealTopCardSort, ctx: RenderContext) -> str:
    """701.20a: "reveal the top card of your library; if it's a creature card, put it into your hand"."""
    you = isinstance(e.who, dsl.You)

    def where(zone: str) -> str:
        return "onto the battlefield" if zone == "battlefield" else "into " + (_ZONES[zone] if you else f"their {zone}")

    put = "put it" if you else "that player puts it"
    text = (f"{_acts(e.who, 'reveal the top card of your library', 'reveals the top card of their library', ctx)}; "
            f"if it's {_article(render_filter(e.filter, default='card', zone='library'))}, {put} {where(e.to)}")
    return text + (f"; otherwise, {put} {where(e.otherwise)}" if e.otherwise else "")


def _acts(who: dsl.PlayerRef, you: str, other: str, ctx: RenderContext) -> str:
    """A player's action: imperative for you ("draw", as Oracle text reads), "each opponent draws"
    otherwise."""
    return you if isinstance(who, dsl.You) else f"{render_player(who, ctx)} {other}"


# --------------------------------------------------------------------------------------------
# Filters and targets (115)
# --------------------------------------------------------------------------------------------


def _filter_noun(flt: dsl.Filter, default: str, cards: bool = False) -> str:
    """The noun of a filter: "Knight", "Island", "Golem artifact creature", "artifact or
    enchantment"; a subtype stands for its one card type, except that a creature card keeps
    it ("Vampire creature card")."""
    types = [t.lower() for t in flt.types]
    if flt.subtypes:
        subtypes = _join(flt.subtypes, "or")
        alone = not types or (len(types) == 1 and not (cards and types == ["creature"]))
        return subtypes if alone else f"{subtypes} {' '.join(types)}"
    if types:
        return " ".join(types)
    if flt.any_types:
        return _join((t.lower() for t in flt.any_types), "or")
    return default


def render_filter(
    flt: dsl.Filter,
    default: str = "permanent",
    zone: str = "battlefield",
    plural: bool = False,
    kind: str = "",
) -> str:
    """A description of objects: "another nonblack creature with power 2 or less you control";
    `plural` for "all" and "each" ("other Golems you control"); `kind` a noun the description
    ends with ("spell": "noncreature spell")."""
    before: list[str] = []
    if flt.other:
        before.append("other" if plural else "another")
    if flt.tapped is not None:
        before.append("tapped" if flt.tapped else "untapped")
    if flt.attacking_or_blocking:
        before.append("attacking or blocking")
    elif flt.attacking:
        before.append("attacking")
    if flt.blocking:
        before.append("blocking")
    if flt.blocked is not None:
        before.append("blocked" if flt.blocked else "unblocked")
    if flt.basic:
        before.append("basic")
    before.extend(s.lower() for s in flt.supertypes)
    before.extend(f"non{s.lower()}" for s in flt.not_supertypes)
    if flt.colors:
        before.append(_join((_COLOR_WORDS.get(c, c) for c in flt.colors), "or"))
    before.extend(f"non{_COLOR_WORDS.get(c, c)}" for c in flt.not_colors)
    if flt.multicolored is not None:
        before.append("multicolored" if flt.multicolored else "non-multicolored")
    if flt.monocolored is not None:
        before.append("monocolored" if flt.monocolored else "non-monocolored")
    if flt.colorless is not None:
        before.append("colorless" if flt.colorless else "noncolorless")
    before.extend(f"non{t.lower()}" for t in flt.not_types)
    before.extend(f"non-{s}" for s in flt.not_subtypes)
    if flt.token is not None:
        before.append("token" if flt.token else "nontoken")
    noun = _filter_noun(flt, default, cards=zone != "battlefield")
    if zone != "battlefield" and noun not in ("card", "spell"):
        noun += " card"
    if kind and not noun.endswith(kind):
        noun += f" {kind}"
    after: list[str] = []
    if flt.name is not None:
        after.append(f"named {flt.name}")
    if flt.keywords:
        after.append("with " + _join(flt.keywords))
    if flt.without_keywords:
        after.append("without " + _join(flt.without_keywords, "or"))
    if flt.any_keywords:
        after.append("with " + _join(flt.any_keywords, "or"))
    if flt.chosen_color:
        after.append("of the chosen color")
    if flt.chosen_type:
        after.append("of the chosen type")
    if flt.power_less_than_source:
        after.append("with power less than this creature's power")
    if flt.single_target:
        after.append("with a single target")
    if flt.nonmana_activated:
        after.append("with an activated ability that isn't a mana ability")
    if flt.blocked_by_source:
        after.append("it's blocking")
    if flt.blocking_source:
        after.append("blocking this creature")
    if _fixed_pt(flt):
        noun = f"{flt.power_ge}/{flt.toughness_ge} {noun}"
    else:
        after.extend(_stat_phrases(flt))
    if plural:
        noun = _plural_noun(noun)
    opponents = "your opponents" if plural else "an opponent"
    owner = {"you": "you own", "opponent": f"{opponents} own{'' if plural else 's'}"}.get(flt.owner or "")
    controller = {"you": "you control", "opponent": f"{opponents} control{'' if plural else 's'}",
                  "defending": "defending player controls", dsl.THAT_PLAYER: "that player controls",
                  dsl.CHOOSER: "they control"}.get(
        flt.controller or ""
    )
    if zone == "graveyard":
        after.append("from your graveyard" if flt.owner == "you" else "from a graveyard")
    elif owner:
        after.append(owner)
    if controller:
        after.append(controller)
    if flt.attacked_this_turn:
        after.append("that attacked this turn")
    if flt.from_battlefield_this_turn:
        after.append("that were put there from the battlefield this turn")
    return " ".join([*before, noun, *after])


def _fixed_pt(flt: dsl.Filter) -> bool:
    """Whether power and toughness are both fixed to one number ("a 1/1 creature")."""
    return (
        flt.power_ge is not None
        and flt.power_ge == flt.power_le
        and flt.toughness_ge is not None
        and flt.toughness_ge == flt.toughness_le
        and flt.mana_value_le is None
        and flt.mana_value_ge is None
        and flt.total_pt_le is None
    )


def _stat_phrases(flt: dsl.Filter) -> list[str]:
    phrases = []
    if flt.mana_value_le is not None and flt.mana_value_le == flt.mana_value_ge:
        phrases.append(f"with mana value {flt.mana_value_le}")
    elif flt.mana_value_le is not None:
        phrases.append(f"with mana value {flt.mana_value_le} or less")
    elif flt.mana_value_ge is not None:
        phrases.append(f"with mana value {flt.mana_value_ge} or greater")
    if flt.mana_cost_in:
        phrases.append(f"with mana cost {' or '.join(flt.mana_cost_in)}")
    for stat, low, high in (
        ("power", flt.power_ge, flt.power_le),
        ("toughness", flt.toughness_ge, flt.toughness_le),
    ):
        if low is not None and low == high:
            phrases.append(f"with {stat} {low}")
        else:
            if low is not None:
                phrases.append(f"with {stat} {low} or greater")
            if high is not None:
                phrases.append(f"with {stat} {high} or less")
    if flt.total_pt_le is not None:
        phrases.append(f"with total power and toughness {flt.total_pt_le} or less")
    if flt.mana_value_is is not None:
        phrases.append(f"with mana value equal to {render_value(flt.mana_value_is)}")
    return phrases


def _nth_target(index: int) -> str:
    """A target slot by its position: "the first target"."""
    ordinals = ("first", "second", "third", "fourth", "fifth")
    return f"the {ordinals[index]} target" if index < len(ordinals) else f"target {index + 1}"


def _target_noun(spec: dsl.TargetSpec) -> str:
    """The bare noun of a target slot, for "that creature" after its first mention."""
    if spec.kind == "any":
        return "permanent or player" if spec.filter.types else "target"
    default = {"spell": "spell", "card": "card"}.get(spec.kind, "permanent")
    noun = _filter_noun(spec.filter, default)
    return f"{noun} spell" if spec.kind == "spell" and noun != "spell" else noun


def render_target(spec: dsl.TargetSpec) -> str:
    """One target slot: "target creature an opponent controls", "up to two target cards"."""
    if spec.kind == "player" and spec.relative_to:  # 603.3d: relative to the player the event names
        return ("target player who " + ("controls more creatures than that player and " if spec.more_creatures else "")
                + ("is that player's opponent" if spec.player == "opponent" else "is that player"))
    if spec.kind == "player":
        noun = {"opponent": "opponent", "you": "player (you)"}.get(spec.player or "", "player")
        return f"target {noun}"
    if spec.kind == "ability":
        kinds = " or ".join(spec.abilities)
        source = f" from {_article(render_filter(spec.filter))} source" if spec.filter.types else ""
        return f"target {kinds} ability{source}" + (" you don't control" if spec.player == "opponent" else "")
    if spec.kind == "any":
        if spec.filter.types == ("Planeswalker",):
            description = f"target {'opponent' if spec.player == 'opponent' else 'player'} or planeswalker"
        elif spec.filter.types == ("Creature",):
            description = "target creature or player"
        else:
            description = "any target"
    else:
        default = {"card": "card", "spell": "spell"}.get(spec.kind, "permanent")
        described = render_filter(
            dataclasses.replace(spec.filter, other=False),
            default=default,
            zone=spec.zone,
            plural=spec.max_count > 1,
            kind="spell" if spec.kind == "spell" else "",
        )
        count = (
            f"up to X (X: {render_value(spec.max_value, RenderContext())}) " if spec.max_value is not None
            else "any number of " if spec.max_count >= dsl.ANY_NUMBER
            else f"{'up to ' if spec.up_to else ''}{_number(spec.max_count)} "
            if spec.max_count > 1 or spec.up_to
            else ""
        )
        description = f"{'another ' if spec.filter.other else ''}{count}target {described}"
    if spec.different_from:
        description += " (not the same as " + _join(_nth_target(i) for i in spec.different_from) + ")"
    if spec.chooser == "opponent":
        description += " (of an opponent's choice)"
    return description


# --------------------------------------------------------------------------------------------
# Costs (118)
# --------------------------------------------------------------------------------------------


def render_cost(cost: dsl.Cost, ctx: RenderContext | None = None) -> str:
    """A cost as Oracle text writes it: "{1}{W}, {T}, Sacrifice this creature"."""
    ctx = ctx or RenderContext()
    parts = []
    if cost.loyalty is not None:
        parts.append(_signed(cost.loyalty) if cost.loyalty else "0")
    if cost.mana:
        parts.append(cost.mana)
    if cost.tap:
        parts.append("{T}")
    if cost.untap:
        parts.append("{Q}")
    if cost.life:
        parts.append(f"Pay {cost.life} life")
    if cost.energy:
        parts.append("Pay " + "{E}" * cost.energy)
    if cost.sacrifice_self:
        parts.append(f"Sacrifice {ctx.self_noun}")
    if cost.sacrifice is not None and cost.sacrifice_count > 1:
        count = {2: "two", 3: "three"}.get(cost.sacrifice_count, str(cost.sacrifice_count))
        parts.append(f"Sacrifice {count} {render_filter(cost.sacrifice, plural=True)}")
    elif cost.sacrifice is not None:
        parts.append(f"Sacrifice {_article(render_filter(cost.sacrifice))}")
    if cost.discard_self:
        parts.append("Discard this card")
    if cost.discard and cost.discard_filter is not None:
        noun = render_filter(cost.discard_filter, default="card", kind="card")
        also = " and another card" if cost.discard_also == 1 else f" and {_number(cost.discard_also)} other cards" \
            if cost.discard_also else ""
        parts.append(f"Discard {_article(noun) if cost.discard == 1 else _number(cost.discard) + ' ' + noun}{also}")
    elif cost.discard:
        noun = f"{cost.discard_type.lower()} card" if cost.discard_type else "card"
        parts.append(f"Discard {_count(cost.discard, noun, ctx)}")
    if cost.discard_x:
        parts.append("Discard X cards")
    if cost.discard_hand:
        parts.append("Discard your hand")
    if cost.exile_self_from_graveyard:
        parts.append("Exile this card from your graveyard")
    if cost.return_to_hand is not None:
        returned = render_filter(cost.return_to_hand, plural=cost.return_count > 1)
        how_many = {2: "two", 3: "three"}.get(cost.return_count, str(cost.return_count))
        parts.append(f"Return {_article(returned) if cost.return_count == 1 else how_many + ' ' + returned}"
                     f" to {'its' if cost.return_count == 1 else 'their'} owner's hand")
    if cost.crew:
        parts.append(f"Tap any number of other untapped creatures you control with total power {cost.crew} or greater")
    if cost.remove_counters:
        kind, count = cost.remove_counters
        counters = f"{_number(count)} {kind} counters" if count > 1 else _article(f"{kind} counter")
        parts.append(f"Remove {counters} from {ctx.self_noun}")
    if cost.put_counter:
        parts.append(f"Put {_article(cost.put_counter + ' counter')} on {ctx.self_noun}")
    if cost.tap_untapped is not None:
        flt, count = cost.tap_untapped
        noun = render_filter(flt, plural=count > 1)
        parts.append(f"Tap {_number(count) if count > 1 else 'an'} untapped {noun} you control")
    if cost.return_self:
        parts.append(f"Return {ctx.self_noun} to its owner's hand")
    if cost.exile_self_from_hand:
        parts.append("Exile this card from your hand")
    if cost.exile_self:
        parts.append(f"Exile {ctx.self_noun}")
    if cost.return_chosen is not None:
        parts.append(f"Return {_article(render_filter(cost.return_chosen))} to its owner's hand")
    if cost.discard_random:
        parts.append(f"Discard {_count(cost.discard_random, 'card', ctx)} at random")
    if cost.exile_chosen is not None:
        parts.append(f"Exile {_article(render_filter(cost.exile_chosen))}")
    if cost.exile_from_graveyard is not None:
        flt, count = cost.exile_from_graveyard
        noun = render_filter(flt, default="card", plural=count > 1, kind="card" if flt != dsl.Filter() else "")
        parts.append(f"Exile {_number(count) if count > 1 else _article(noun).split(' ')[0]} {noun} from your graveyard")
    if cost.exile_from_hand is not None:
        flt, count = cost.exile_from_hand
        noun = render_filter(flt, default="card", plural=count > 1, kind="card" if flt != dsl.Filter() else "")
        parts.append(f"Exile {_number(count) if count > 1 else _article(noun).split(' ')[0]} {noun} from your hand")
    return ", ".join(parts) if parts else "{0}"


# --------------------------------------------------------------------------------------------
# Effects: one-shot actions
# --------------------------------------------------------------------------------------------


def _deal_damage(e: dsl.DealDamage, ctx: RenderContext) -> str:
    return f"{render_object(e.source, ctx)} deals {_amount(e.amount, 'damage', ctx)} to {render_object(e.to, ctx)}"


def _damage_each(e: dsl.DamageEach, ctx: RenderContext) -> str:
    victims = []
    if e.permanents is not None:
        victims.append(_each(e.permanents))
    if e.players is not None:
        victims.append(render_player(e.players, ctx))
    return f"{ctx.self_noun} deals {_amount(e.amount, 'damage', ctx)} to {_join(victims) or 'nothing'}"


def _put_onto_battlefield(e: dsl.PutOntoBattlefield, ctx: RenderContext) -> str:
    text = f"put {render_object(e.what, ctx)} onto the battlefield"
    if e.tapped:
        text += " tapped"
    if not isinstance(e.under, dsl.You):
        text += f" under {_possessive(render_player(e.under, ctx))} control"
    if e.as_non_creature_enchantment:
        text += "; it's an enchantment, not a creature"
    if e.attach_to is not None:
        text += f", then attach it to {render_object(e.attach_to, ctx)}"
    return text


def _modify_pt(e: dsl.ModifyPT, ctx: RenderContext) -> str:
    what = render_object(e.what, ctx)
    changes = []
    if e.power != 0 or e.toughness != 0 or not e.keywords:
        changes.append(f"gets {_pt_change(e.power, ctx)}/{_pt_change(e.toughness, ctx)}")
    if e.keywords:
        changes.append("gains " + _join(e.keywords))
    duration = {"end_of_turn": " until end of turn", "your_next_upkeep": " until your next upkeep",
                "your_next_turn": " until your next turn"}.get(e.duration, "")
    computed = [render_value(v, ctx) for v in (e.power, e.toughness) if not _is_x_multiple(v)]
    where = f", where X is {computed[0]}" if computed else ""
    return f"{what} {' and '.join(changes)}{duration}{where}"


def _animate(e: dsl.Animate, ctx: RenderContext) -> str:
    words = [" and ".join(_COLOR_WORDS[c] for c in e.colors)] if e.colors else []
    words += [*e.subtypes, *(t.lower() for t in e.types)]
    with_keywords = f" with {_join(e.keywords)}" if e.keywords else ""
    duration = " until end of turn" if e.duration == "end_of_turn" else ""
    return (f"{render_object(e.what, ctx)} becomes a {e.power}/{e.toughness} {' '.join(words)}{with_keywords}{duration}, "
            "in addition to its other types")


def _pt_change(value: dsl.Value, ctx: RenderContext) -> str:
    """A power or toughness change: "+3", "−1", "+X", "−X", "+2X" (X chosen, or computed as the
    effect resolves)."""
    if isinstance(value, int):
        return _signed(value)
    if isinstance(value, dsl.Times) and isinstance(value.value, dsl.X):
        factor = abs(value.factor)
        return f"{'+' if value.factor >= 0 else '−'}{factor if factor != 1 else ''}X"
    return "+X"


def _is_x_multiple(value: dsl.Value) -> bool:
    """A number, X, or a multiple of X: nothing to explain with "where X is"."""
    return isinstance(value, int | dsl.X) or (isinstance(value, dsl.Times) and isinstance(value.value, dsl.X))


def _search_library(e: dsl.SearchLibrary, ctx: RenderContext) -> str:
    searcher = (
        "search your library"
        if isinstance(e.who, dsl.You)
        else f"{render_player(e.who, ctx)} searches their library"
    )
    if isinstance(e.optional_for, dsl.You):
        searcher = "you may search your library"
    elif e.optional_for is not None:
        searcher = f"{render_player(e.optional_for, ctx)} may search their library"
    found = f"for {_article(render_filter(e.filter, default='card', zone='library'))}"
    them = "it"
    if e.count != 1:
        found = f"for up to {_top_count(e.count, ctx)} {render_filter(e.filter, default='card', zone='library', plural=True)}"
        them = "them"
    destination = "onto the battlefield" if e.to == "battlefield" else f"into {_ZONES.get(e.to, e.to)}"
    reveal = f", reveal {them}," if e.reveal else ","
    if e.to == "top":
        return f"{searcher} {found}{reveal} then shuffle and put that card on top of it"
    tapped = " tapped" if e.tapped else ""
    return f"{searcher} {found}{reveal} put {them} {destination}{tapped}, then shuffle"


def _add_mana(e: dsl.AddMana, ctx: RenderContext) -> str:
    text = _mana_added(e, ctx)
    if e.spend is not None:
        text += f". {_spend_restriction(e.spend)}"
    if e.kept_this_turn:
        text += ". Until end of turn, you don't lose this mana as steps and phases end"
    return text


def _spend_restriction(rule: dsl.SpendRestriction) -> str:
    """106.6: "Spend this mana only to cast Dragon spells or activate abilities of Dragons"."""
    if rule.except_spells is not None:
        return f"This mana can't be spent to cast {render_filter(rule.except_spells, 'spell', plural=True, kind='spell')}"
    uses = []
    if rule.spells is not None:
        uses.append(f"cast {render_filter(rule.spells, 'spell', plural=True, kind='spell')}")
    if rule.abilities is not None:
        uses.append(f"activate abilities of {render_filter(rule.abilities, 'permanent', plural=True)}")
    return f"Spend this mana only to {' or '.join(uses)}"


def _mana_added(e: dsl.AddMana, ctx: RenderContext) -> str:
    if e.combination:
        return f"add {_number(e.combination)} mana in any combination of colors"
    if e.could_produce is not None:
        kind = "type" if e.any_type else "color"
        whose = "you control" if e.could_produce == "you" else "an opponent controls"
        return f"add one mana of any {kind} that a land {whose} could produce"
    if e.produced_by_trigger:
        return "that player adds one mana of any type that land produced"
    if e.any_color:
        return f"add {_number(e.any_color)} mana of any one color"
    if e.chosen_color:
        return "add one mana of the chosen color"
    if e.commander_identity:
        return "add one mana of any color in your commander's color identity (none without a commander)"
    if e.one_of:
        return f"add {_join(e.one_of, 'or')}"
    if e.count != 1:
        return f"add {e.mana} a number of times equal to {render_value(e.count, ctx)}"
    return f"add {e.mana}"


def _create_token(e: dsl.CreateToken, ctx: RenderContext) -> str:
    noun = e.token if re.search(r"\btoken\b", e.token) else f"{e.token} token"  # "1/1 green Insect creature token"
    made = e.token if e.count == 1 and re.match(r"[A-Z][\w' -]*, an? ", e.token) else _count(e.count, noun, ctx)  # 111.4: named
    if e.size is not None:  # 111.4: "an X/X ... token, where X is ..."
        made += f", where X is {render_value(e.size, ctx)}"
    return _acts(e.controller, f"create {made}", f"creates {made}", ctx)


_NEXT_STEPS = {"upkeep": "the next turn's upkeep", "end": "the next end step"}


_REST_WORDS = {"bottom": "on the bottom of your library in any order",
               "random": "on the bottom of your library in a random order", "graveyard": "into your graveyard"}


def _look_at_top(e: dsl.LookAtTopMayReveal, ctx: RenderContext) -> str:
    looked = f"look at the top {_number(e.count)} cards of your library; "
    if e.must and e.count - e.take == 1:
        other = "on the bottom of your library" if e.rest == "bottom" else _REST_WORDS[e.rest]
        return looked + f"put {_number(e.take)} of them into your hand and the other {other}"
    if e.must:
        return looked + f"put {_number(e.take)} of them into your hand and the rest {_REST_WORDS[e.rest]}"
    found = _article(render_filter(e.filter, default="card", zone="library"))
    return looked + f"you may reveal {found} from among them and put it into your hand; put the rest {_REST_WORDS[e.rest]}"


_IF_WON = {("clash", True): "if you win, ", ("clash", False): "otherwise, ", ("flip", True): "if you win the flip, ",
           ("flip", False): "if you lose the flip, "}


def _top_count(count: dsl.Value, ctx: RenderContext) -> str:
    return _number(count) if isinstance(count, int) else render_value(count, ctx)


def _delayed_trigger(e: dsl.CreateDelayedTrigger, ctx: RenderContext) -> str:
    """603.7: a delayed triggered ability triggers the next time its event happens."""
    if e.trigger.event == "step" and e.trigger.step == "end_of_combat":  # 511.2
        return f"{render_effects(e.effects, ctx, sentences=False)} at end of combat"
    if e.that_extra_turn:
        return f"at the beginning of that turn's {_STEPS.get(e.trigger.step, e.trigger.step)}, " \
               f"{render_effects(e.effects, ctx, sentences=False)}"
    if e.trigger.event == "step" and e.trigger.whose == "you" and e.trigger.step in _NEXT_STEPS:
        step = "upkeep" if e.trigger.step == "upkeep" else "end step"
        return f"at the beginning of your next {step}, {render_effects(e.effects, ctx, sentences=False)}"
    if e.trigger.event == "step" and e.trigger.step in _NEXT_STEPS:
        return f"{render_effects(e.effects, ctx, sentences=False)} at the beginning of {_NEXT_STEPS[e.trigger.step]}"
    return f"{render_trigger(e.trigger, ctx)}, {render_effects(e.effects, ctx, sentences=False)}"


_COMBAT_RESTRICTION_TEXT = {"cant_attack": "can't attack", "cant_block": "can't block",
                            "cant_attack_or_block": "can't attack or block", "cant_be_blocked": "can't be blocked"}


def _combat_requirement(e: dsl.CombatRequirement, ctx: RenderContext) -> str:
    """508.1d, 509.1c: a requirement until end of turn."""
    what = render_object(e.what, ctx)
    if e.requirement == "lure":
        return f"all creatures able to block {what} this turn do so"
    verb = {"attack": "attacks", "block": "blocks", "block_source": f"blocks {ctx.self_noun}",
            "must_be_blocked": "must be blocked"}[e.requirement]
    return f"{what} {verb} this {'combat' if e.this_combat else 'turn'} if able"


def _doesnt_untap_next(e: dsl.DoesntUntapNext, ctx: RenderContext) -> str:
    """502.3: one object, or each object of a target slot for several ("those creatures")."""
    spec = ctx.targets[e.what.index] if isinstance(e.what, dsl.Target) and e.what.index < len(ctx.targets) else None
    if spec is not None and spec.max_count > 1:
        known = e.what.index in ctx.mentioned
        subject = "those creatures" if known else render_object(e.what, ctx)
        return f"{subject} don't untap during their controller's next untap step"
    whose = "your" if e.whose == "you" else "its controller's"
    return f"{render_object(e.what, ctx)} doesn't untap during {whose} next untap step"


def _attack_tax_until(e: dsl.AttackTaxUntilYourNextTurn, ctx: RenderContext) -> str:
    return "until your next turn, " + _attack_tax_text(e.mana, e.life, e.protects_planeswalkers)


_EFFECTS: dict[type, Callable[..., str]] = {
    dsl.DealDamage: _deal_damage,
    dsl.DamageEach: _damage_each,
    dsl.Fight: lambda e, ctx: f"{render_object(e.first, ctx)} fights {render_object(e.second, ctx)}",
    dsl.Destroy: lambda e, ctx: (
        f"destroy {render_object(e.what, ctx)}" + (". It can't be regenerated" if e.cant_regenerate else "")
    ),
    dsl.Regenerate: lambda e, ctx: f"regenerate {render_object(e.what, ctx)}",
    dsl.DestroyAll: lambda e, ctx: (
        f"destroy all {render_filter(e.filter, plural=True)}"
        + (f" {render_player(e.controlled_by, ctx)} controls" if e.controlled_by is not None else "")
        + (". They can't be regenerated" if e.cant_regenerate else "")
    ),
    dsl.Exile: lambda e, ctx: (
        f"exile {render_object(e.what, ctx)}"
        + (f" until {ctx.self_noun} leaves the battlefield" if e.until_source_leaves else "")
    ),
    dsl.ReturnToHand: lambda e, ctx: f"return {render_object(e.what, ctx)} to its owner's hand",
    dsl.PutOntoBattlefield: _put_onto_battlefield,
    dsl.CounterSpell: lambda e, ctx: f"counter {render_object(e.what, ctx)}",
    dsl.CopySpell: lambda e, ctx: (
        (f"{render_player(e.by, ctx)} may copy {render_object(e.what, ctx)}" if e.by is not None else
         {"storm": "copy it for each other spell cast before it this turn",
          "replicate": "copy it for each time its replicate cost was paid"}.get(e.count, f"copy {render_object(e.what, ctx)}"))
        + (" and may choose new targets for the copy" if e.new_targets and e.by is not None else
           f". You may choose new targets for the cop{'ies' if e.count else 'y'}" if e.new_targets else "")
    ),
    dsl.CounterUnlessPays: lambda e, ctx: (
        f"counter {render_object(e.what, ctx)} unless its controller pays {_mana_amount(e.mana, ctx)}"
    ),
    dsl.Draw: lambda e, ctx: _acts(
        e.who, f"draw {_count(e.count, 'card', ctx)}", f"draws {_count(e.count, 'card', ctx)}", ctx
    ),
    dsl.DrawUnlessPays: lambda e, ctx: (
        f"draw {_count(e.count, 'card', ctx)} unless {render_player(e.payer, ctx)} "
        f"pays {_mana_amount(e.mana, ctx)}"
    ),
    dsl.Discard: lambda e, ctx: (
        _acts(e.who, "discard your hand", "discards their hand", ctx)
        if e.whole_hand
        else _acts(
            e.who, f"discard {_count(e.count, 'card', ctx)}", f"discards {_count(e.count, 'card', ctx)}", ctx
        ) + (" at random" if e.at_random else "")
    ),
    dsl.Mill: lambda e, ctx: _acts(
        e.who, f"mill {_count(e.count, 'card', ctx)}", f"mills {_count(e.count, 'card', ctx)}", ctx
    ),
    dsl.Manifest: lambda e, ctx: _acts(  # 701.34a
        e.who, f"manifest the top {_count(e.count, 'card', ctx).removeprefix('a ')} of your library",
        f"manifests the top {_count(e.count, 'card', ctx).removeprefix('a ')} of their library", ctx
    ),
    dsl.GainLife: lambda e, ctx: (
        f"{render_player(e.who, ctx)} "
        f"{'gain' if isinstance(e.who, dsl.You) else 'gains'} {_amount(e.amount, 'life', ctx)}"
    ),
    dsl.LoseLife: lambda e, ctx: (
        f"{render_player(e.who, ctx)} "
        f"{'lose' if isinstance(e.who, dsl.You) else 'loses'} {_amount(e.amount, 'life', ctx)}"
    ),
    dsl.PutCounters: lambda e, ctx: (
        f"put {_count(e.count, f'{e.kind} counter', ctx)} on {render_object(e.on, ctx)}"
    ),
    dsl.EachPlayerMayPutFromHand: lambda e, ctx: (
        f"each player may put {_article(render_filter(e.filter, zone='hand'))} from their hand onto the battlefield"
        + (", then each opponent who didn't draws a card" if e.opponents_who_didnt_draw else "")
    ),
    dsl.BlockUnblockedAttackers: lambda e, ctx: f"all unblocked creatures attacking you become blocked by {ctx.self_noun}",
    dsl.PutCounterOnChosen: lambda e, ctx: (
        f"put {_article(f'{e.kind} counter')} on {_article(render_filter(e.filter))}"
    ),
    dsl.CreateToken: _create_token,
    dsl.MayPay: lambda e, ctx: _acts(e.payer or dsl.You(), f"you may pay {e.mana}", f"may pay {e.mana}", ctx),
    dsl.DrainOpponents: lambda e, ctx: (
        f"each opponent loses {_amount(e.amount, 'life', ctx)}; you gain life equal to the life lost this way"),
    dsl.Clash: lambda e, ctx: "clash with an opponent",
    dsl.FlipCoin: lambda e, ctx: "flip a coin",
    dsl.IfWon: lambda e, ctx: _IF_WON[(e.contest, e.won)] + render_effect(e.effect, ctx),
    dsl.ExileGraveyards: lambda e, ctx: "exile all graveyards",
    dsl.ExtraTurn: lambda e, ctx: _acts(e.who, f"take {_count(e.count, 'extra turn', ctx)} after this one",
                                        f"takes {_count(e.count, 'extra turn', ctx)} after this one", ctx),
    dsl.IfYouDo: lambda e, ctx: ("if you do, " if e.did else "if you don't, ") + render_effect(e.effect, ctx),
    dsl.SacrificeChosen: lambda e, ctx: _acts(
        e.who, f"sacrifice {_count(e.count, render_filter(e.filter), ctx)}",
        f"sacrifices {_count(e.count, render_filter(e.filter), ctx)}", ctx),
    dsl.WinGame: lambda e, ctx: "you win the game",
    dsl.PreventNextDamage: lambda e, ctx: (
        f"prevent the next {render_value(e.amount, ctx)} damage that would be dealt to {render_object(e.to, ctx)}"
        " this turn"),
    dsl.ReturnAllFromGraveyard: lambda e, ctx: (
        f"return all {render_filter(e.filter, default='card', plural=True, kind='card')} from "
        f"{'your graveyard' if e.whose == 'you' else 'all graveyards'} to "
        f"{'the battlefield' + (' tapped' if e.tapped else '') + (' under their owners' + chr(39) + ' control' if e.whose == 'all' else '') if e.to == 'battlefield' else ('your hand' if e.whose == 'you' else 'their owners' + chr(39) + ' hands')}"),
    dsl.RevealUntil: lambda e, ctx: (
        f"{'reveal' if e.who == dsl.You() else render_player(e.who, ctx) + ' reveals'} cards from the top of "
        f"{'your' if e.who == dsl.You() else 'their'} library until a "
        f"{render_filter(e.until, default='card', kind='card')}{' with the chosen name' if e.named else ''} is revealed; "
        f"put that card {_REVEAL_FOUND[e.found_to]} and {_REVEAL_REST[e.rest_to]}"),
    dsl.ChooseCardName: lambda e, ctx: "choose a card name",
    dsl.SpellsCantBeCountered: lambda e, ctx: (
        f"spells {'you control' if e.who == dsl.You() else render_player(e.who, ctx) + ' controls'} can't be countered "
        "this turn"),
    dsl.GainHexproofFrom: lambda e, ctx: (
        f"{' and '.join(part for part in ('you' if e.players is not None else '', 'permanents you control' if e.what is not None else '') if part)} "
        f"gain{'s' if e.players is None and e.what is None else ''} hexproof from "
        f"{' and from '.join(e.qualities)} until end of turn"),
    dsl.ExileSelfAndNamed: lambda e, ctx: (
        f"exile {ctx.self_noun} and {_number(e.count)} cards with the same name from your graveyard"),
    dsl.BlockLimitThisCombat: lambda e, ctx: (
        f"{render_player(e.who, ctx)} can't block with more than {_number(e.count)} creature this combat"),
    dsl.LookPayAgain: lambda e, ctx: (
        f"look at the top {_number(e.count)} cards of your library; as many times as you choose, you may pay {e.life} "
        f"life, put those cards on the bottom of your library in any order, then look at the top {_number(e.count)} "
        "cards of your library; then shuffle and put the last cards you looked at this way on top in any order"),
    dsl.EachPlayerThird: lambda e, ctx: {
        "lose_life": "each player loses a third of their life, rounded up",
        "discard": "each player discards a third of the cards in their hand, rounded up",
        "sacrifice": f"each player sacrifices a third of the {render_filter(e.filter, plural=True) if e.filter else 'permanents'}"
                     " they control of their choice, rounded up"}[e.action],
    dsl.PutAllFromHand: lambda e, ctx: (
        f"{'reveal your hand and ' if e.reveal else ''}put all {render_filter(e.filter, default='card', plural=True, kind='card')}"
        f" from {'it' if e.reveal else 'your hand'} onto the battlefield"),
    dsl.RedirectNextDamage: lambda e, ctx: (
        f"the next {render_value(e.amount, ctx)} damage that would be dealt to {render_object(e.frm, ctx)} this turn "
        f"is dealt to {render_object(e.to, ctx)} instead"),
    dsl.PreventCombatDamage: lambda e, ctx: "prevent all combat damage that would be dealt this turn",
    dsl.GainControl: lambda e, ctx: (
        f"gain control of {render_object(e.what, ctx)}" + (" until end of turn" if e.until_end_of_turn else "")),
    dsl.PutIntoLibrary: lambda e, ctx: (
        f"put {render_object(e.what, ctx)} into its owner's library {e.position} from the top"
        if e.position in ("second", "third") else
        f"put {render_object(e.what, ctx)} on {'top' if e.position == 'top' else 'the bottom'} of its owner's library"),
    dsl.ReturnChosen: lambda e, ctx: (
        f"return {_count(e.count, render_filter(e.filter), ctx)} to "
        + ("its owner's hand" if e.count == 1 else "their owners' hands")),
    dsl.PutFromHand: lambda e, ctx: (
        ("" if e.who is None else f"{render_player(e.who, ctx)} ")
        + ("you may put " if e.optional and e.who is None else "may put " if e.optional else "put ")
        + f"{_article(render_filter(e.filter, default='card', zone='hand'))} from "
        + ("your" if e.who is None else "their") + " hand onto the battlefield"
        + (" tapped" if e.tapped else "")),
    dsl.RevealHandChoose: lambda e, ctx: (
        f"{render_player(e.who, ctx)} reveals their hand; you choose "
        f"{_article(render_filter(e.filter, default='card', zone='hand'))} from it; "
        + ("that player discards that card" if e.then == "discard" else "exile that card")),
    dsl.ModifyPT: _modify_pt,
    dsl.Bolster: lambda e, ctx: f"bolster {render_value(e.count, ctx)}",
    dsl.GetEnergy: lambda e, ctx: f"you get {render_value(e.amount, ctx)} energy ({{E}})",
    dsl.MayPayEnergy: lambda e, ctx: f"you may pay {'{E}' * e.amount}",
    dsl.Animate: _animate,
    dsl.Tap: lambda e, ctx: f"tap {render_object(e.what, ctx)}",
    dsl.CombatRestriction: lambda e, ctx: (
        f"{render_object(e.what, ctx)} {_COMBAT_RESTRICTION_TEXT[e.restriction]} this turn"
    ),
    dsl.DoesntUntapNext: _doesnt_untap_next,
    dsl.Untap: lambda e, ctx: f"untap {render_object(e.what, ctx)}",
    dsl.Attach: lambda e, ctx: f"attach {ctx.self_noun} to {render_object(e.to, ctx)}",
    dsl.Sacrifice: lambda e, ctx: f"sacrifice {render_object(e.what, ctx)}",
    dsl.ReturnLinkedToBattlefield: lambda e, ctx: "return the exiled card to the battlefield under its owner's control",
    dsl.SacrificeUnlessCost: lambda e, ctx: (
        f"sacrifice {ctx.self_noun} unless you {_lower_first(render_cost(e.cost, ctx))}"
    ),
    dsl.SacrificeUnlessPays: lambda e, ctx: (
        f"sacrifice {ctx.self_noun} unless you pay {e.mana}"
        + ("" if e.times == 1 else f" for each time in {render_value(e.times, ctx)}")
    ),
    dsl.SearchLibrary: _search_library,
    dsl.Shuffle: lambda e, ctx: _acts(e.who, "shuffle your library", "shuffles their library", ctx),
    dsl.Scry: lambda e, ctx: f"scry {e.count}",
    dsl.Surveil: lambda e, ctx: f"surveil {e.count}",
    dsl.PutFromHandOnTop: lambda e, ctx: (
        f"put {_count(e.count, 'card', ctx)} from your hand on top of your library in any order"
    ),
    dsl.LookAtTopMayReveal: _look_at_top,
    dsl.LookAtTopPutBack: lambda e, ctx: (
        f"look at the top {_top_count(e.count, ctx)} cards of your library, then put them back in any order"),
    dsl.RevealTopPutMatching: lambda e, ctx: (
        f"reveal the top {_top_count(e.count, ctx)} cards of your library; put all "
        f"{render_filter(e.filter, default='card', zone='library', plural=True)} revealed this way into your hand "
        f"and the rest {_REST_WORDS[e.rest]}"),
    dsl.Explore: lambda e, ctx: f"{render_object(e.what, ctx)} explores",
    dsl.RevealHand: lambda e, ctx: _acts(e.who, "reveal your hand", "reveals their hand", ctx),
    dsl.ShuffleZonesIntoLibrary: lambda e, ctx: _acts(
        e.who, f"shuffle your {_shuffled_zones(e)} into your library", f"shuffles their {_shuffled_zones(e)} into their library",
        ctx),
    dsl.RevealTopCardSort: lambda e, ctx: _reveal_top_card_sort(e, ctx),
    dsl.RevealTopSharingType: lambda e, ctx: (
        f"you may look at the top card of your library; if it shares a creature type with {ctx.self_noun}, you may "
        "reveal it"),
    dsl.ShuffleIntoLibrary: lambda e, ctx: f"shuffle {render_object(e.what, ctx)} into its owner's library",
    dsl.AddMana: _add_mana,
    dsl.Transform: lambda e, ctx: f"transform {render_object(e.what, ctx)}",
    dsl.Flip: lambda e, ctx: f"flip {render_object(e.what, ctx)}",
    dsl.MayRevealTopCard: lambda e, ctx: "look at the top card of your library. You may reveal that card",
    dsl.CastFromGraveyardFree: lambda e, ctx: (
        f"you may cast {render_object(e.what, ctx)} without paying its mana "
        "cost; if that spell would be put into your graveyard this turn, exile it instead"
    ),
    dsl.AttackTaxUntilYourNextTurn: _attack_tax_until,
    # The effects of abilities keywords stand for (702.62a, 702.84a, 702.128a, 702.129a).
    dsl.RemoveTimeCounter: lambda e, ctx: f"if {ctx.self_noun} is suspended, remove a time counter from it",
    dsl.CastSuspended: lambda e, ctx: (
        f"if {ctx.self_noun} is exiled, you may cast it without paying its mana cost; if you cast a creature "
        "spell this way, it gains haste until you lose control of the spell or the permanent it becomes"
    ),
    dsl.Unearth: lambda e, ctx: (
        f"return {ctx.self_noun} from your graveyard to the battlefield; it gains haste; exile it at the "
        "beginning of the next end step; if it would leave the battlefield, exile it instead of putting it "
        "anywhere else"
    ),
    dsl.ExileUnearthed: lambda e, ctx: "exile it",
    dsl.TokenCopyOfExiled: lambda e, ctx: (
        f"create a token that's a copy of {ctx.self_noun}, except it's {_join(_COLOR_WORDS[c] for c in e.colors)}"
        + (f", it's {e.power}/{e.toughness}" if e.power is not None else "")
        + ", it has no mana cost, and it's a Zombie in addition to its other types"
    ),
    dsl.CastWithMadness: lambda e, ctx: (
        "you may cast the discarded card by paying its madness cost; if you don't, "
        "put it into its owner's graveyard"
    ),
    dsl.ExileTopFaceDown: lambda e, ctx: (
        f"exile the top card of your library face down (linked to {ctx.self_noun})"
    ),
    dsl.ReturnLinkedToHand: lambda e, ctx: (
        f"put all cards exiled with {ctx.self_noun} into their owners' hands"
    ),
    dsl.ExileLibrary: lambda e, ctx: f"exile all cards from {_possessive(render_player(e.who, ctx))} library",
    dsl.MayPutTopOnBottom: lambda e, ctx: (
        f"look at the top card of {_possessive(render_player(e.who, ctx))} library; you may put that card "
        "on the bottom of that player's library"
    ),
    dsl.CreateDelayedTrigger: _delayed_trigger,
    dsl.Optional: lambda e, ctx: (f"you may {render_effect(e.effect, ctx)}" if e.who is None
                                  else f"{render_player(e.who, ctx)} may have this happen: {render_effect(e.effect, ctx)}"),
    dsl.Conditional: lambda e, ctx: (
        f"if {render_condition(e.condition, ctx)}, {render_effect(e.effect, ctx)}"
    ),
    dsl.CombatRequirement: lambda e, ctx: _combat_requirement(e, ctx),
    dsl.RemoveFromCombat: lambda e, ctx: f"remove {render_object(e.what, ctx)} from combat",
    dsl.BecomeArtifactCreature: lambda e, ctx: f"{ctx.self_noun} becomes an artifact creature until end of turn",
    dsl.GroupCombatRestriction: lambda e, ctx: (
        f"{render_filter(e.filter, default='creature', plural=True)} {_COMBAT_RESTRICTION_TEXT[e.restriction]} this turn"
    ),
    dsl.RemoveCounterFromSelf: lambda e, ctx: (
        f"remove {_article(e.kind + ' counter')} from {ctx.self_noun}"
        + (". If you can't, sacrifice it" if e.or_sacrifice else "")
    ),
}


_EFFECTS.update({
    dsl.LoseGame: lambda e, ctx: f"{render_player(e.who, ctx)} {'lose' if e.who == dsl.You() else 'loses'} the game",
    dsl.ExileGraveyard: lambda e, ctx: (
        "exile all graveyards" if e.who == dsl.EachPlayer() else f"exile {render_player(e.who, ctx)}'s graveyard"
        if e.who != dsl.You() else "exile your graveyard"
    ),
    dsl.AdditionalPhases: lambda e, ctx: (
        f"after this {'main ' if e.after_main else ''}phase, there is an additional combat phase"
        + (" followed by an additional main phase" if "main2" in e.phases else "")
    ),
    dsl.NewHand: lambda e, ctx: (
        _acts(e.who, "shuffle the cards from your hand into your library" if e.how == "shuffle"
              else "discard all the cards in your hand",
              "shuffles the cards from their hand into their library" if e.how == "shuffle"
              else "discards all the cards in their hand", ctx)
        + (", then draw that many cards" if e.who == dsl.You() else ", then draws that many cards")
        + {0: "", 1: " plus one", -1: " minus one"}[e.plus]
    ),
    dsl.GetPoison: lambda e, ctx: _acts(e.who, f"get {_count(e.count, 'poison counter', ctx)}",
                                        f"gets {_count(e.count, 'poison counter', ctx)}", ctx),
    dsl.UntapChosen: lambda e, ctx: f"untap up to {_number(e.count)} {render_filter(e.filter, plural=True)}",
    dsl.GainProtection: lambda e, ctx: (
        f"{render_object(e.what, ctx)} gains protection from "
        + " and from ".join(q.lower() + ("s" if q[:1].isupper() else "") for q in e.qualities)
        + (" until end of turn" if e.duration == "end_of_turn" else "")
    ),
    dsl.LoseKeywords: lambda e, ctx: (
        f"{render_object(e.what, ctx)} loses {_join(e.keywords)}"
        + (" until end of turn" if e.duration == "end_of_turn" else "")
    ),
    dsl.DrawUpTo: lambda e, ctx: (
        f"{render_player(e.who, ctx)} may draw up to {_number(e.most)} cards"
        + (f"; for each card less than {_number(e.most)} a player draws this way, that player gains {e.life} life"
           if e.life else "")
    ),
    dsl.CounterAbility: lambda e, ctx: f"counter {render_object(e.what, ctx)}",
    dsl.LoseUnspentMana: lambda e, ctx: _acts(e.who, "lose all unspent mana", "loses all unspent mana", ctx),
    dsl.ExileFromOwnGraveyard: lambda e, ctx: (
        f"{render_player(e.who, ctx)} {'exile' if e.who == dsl.You() else 'exiles'} {_number(e.count)} "
        f"card{'s' if e.count != 1 else ''} from {'your' if e.who == dsl.You() else 'their'} graveyard"
    ),
})


def render_effect(effect: dsl.Effect, ctx: RenderContext | None = None) -> str:
    """One effect as a clause, lower case: "destroy target creature"."""
    return _dispatch(_EFFECTS, effect, ctx or RenderContext())


def render_effects(
    effects: Iterable[dsl.Effect], ctx: RenderContext | None = None, sentences: bool = True
) -> str:
    """A sequence of effects: one sentence each ("Draw three cards. Put two cards ..."), or one
    clause joined with "then" (`sentences=False`, inside another sentence)."""
    ctx = ctx or RenderContext()
    clauses, before = [], None
    for effect in effects:
        if isinstance(effect, dsl.IfYouDo) and (isinstance(before, dsl.MayPay) and before.payer is not None
                                                or isinstance(before, dsl.MaySacrificeOne)
                                                and not isinstance(before.who, dsl.You)):
            # another player's payment (608.2c): "if that player doesn't, ..."
            did = "does" if effect.did else "doesn't"
            clauses.append(f"if that player {did}, {render_effect(effect.effect, ctx)}")
        elif isinstance(effect, dsl.IfYouDo) and effect.did and isinstance(before, dsl.MayRevealTopCard):
            revealed = _article(render_filter(before.filter, default="card", zone="library"))
            clauses.append(f"if {revealed} is revealed this way, {render_effect(effect.effect, ctx)}")
            continue
        else:
            clauses.append(render_effect(effect, ctx))
        before = effect
    if not sentences:
        return ", then ".join(clauses) if clauses else "do nothing"
    return " ".join(_sentence(c) for c in clauses) if clauses else "Do nothing."


# --------------------------------------------------------------------------------------------
# Triggers (603.1)
# --------------------------------------------------------------------------------------------


def _subject(trigger: dsl.Trigger, ctx: RenderContext, default: str = "permanent") -> str:
    """The object a trigger event is about: "this creature", "a creature you control",
    "one or more other creatures"."""
    if trigger.self_only:
        return ctx.self_noun
    if trigger.attached:
        return ctx.attached_noun
    subject = trigger.subject or dsl.Filter()
    if trigger.one_or_more:
        return f"one or more {render_filter(subject, default=default, plural=True)}"
    return _article(render_filter(subject, default=default))


def _verb(trigger: dsl.Trigger, singular: str, plural: str) -> str:
    return plural if trigger.one_or_more else singular


def _when(trigger: dsl.Trigger) -> str:
    return "When" if trigger.self_only else "Whenever"


def _step_trigger(t: dsl.Trigger, ctx: RenderContext) -> str:
    if t.step == "beginning_of_combat" and t.whose == "you":
        return "At the beginning of combat on your turn"
    if t.step == "end_of_combat" and t.whose == "any":
        return "At end of combat"
    if t.whose == "attached_controller":
        return f"At the beginning of the {_STEPS.get(t.step, t.step)} of {ctx.attached_noun}'s controller"
    return f"At the beginning of {_WHOSE.get(t.whose, t.whose)} {_STEPS.get(t.step, t.step)}"


def _cast_trigger(t: dsl.Trigger, ctx: RenderContext) -> str:
    who = {"you": "you cast", "any": "a player casts", "opponent": "an opponent casts",
           "enchanted": "enchanted player casts"}.get(
        t.who, f"{t.who} casts"
    )
    spell = render_filter(t.spell, default="spell") if t.spell is not None else "spell"
    if not spell.endswith("spell"):
        spell += " spell"
    if t.first_each_turn:
        whose = "your" if t.who == "you" else "their"
        text = f"Whenever {who} {whose} first {spell} each turn"
    else:
        text = f"Whenever {who} {_article(spell)}"
    if t.from_zone:
        text += f" from {'a' if t.who != 'you' else 'your'} {t.from_zone}"
    return text


def _leaves_trigger(t: dsl.Trigger, ctx: RenderContext) -> str:
    where = {
        "dies": _verb(t, "dies", "die"),
        "put_into_graveyard": f"{_verb(t, 'is', 'are')} put into a graveyard from the battlefield",
        "leaves": f"{_verb(t, 'leaves', 'leave')} the battlefield",
    }[t.event]
    default = "creature" if t.event == "dies" else "permanent"
    return f"{_when(t)} {_subject(t, ctx, default)} {where}"


_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}  # 714.2a: chapter symbols

_TRIGGERS: dict[str, Callable[..., str]] = {
    "exerted": lambda t, ctx: f"You may exert {ctx.self_noun} as it attacks. When you do",
    "put_into_graveyard_elsewhere": lambda t, ctx: (
        f"When {ctx.self_noun} is put into a graveyard from anywhere other than the battlefield"
    ),
    "enters": lambda t, ctx: f"{_when(t)} {_subject(t, ctx)} {_verb(t, 'enters', 'enter')}",
    "dies": _leaves_trigger,
    "put_into_graveyard": _leaves_trigger,
    "leaves": _leaves_trigger,
    "attacks": lambda t, ctx: f"Whenever {_subject(t, ctx, 'creature')} {_verb(t, 'attacks', 'attack')}",
    "combat_damage_to_player": lambda t, ctx: (
        f"Whenever {_subject(t, ctx, 'creature')} {_verb(t, 'deals', 'deal')} combat damage to a player"
    ),
    "combat_damage_to_opponent": lambda t, ctx: (
        f"Whenever {_subject(t, ctx, 'creature')} {_verb(t, 'deals', 'deal')} combat damage to one of your opponents"),
    "damage_to_player": lambda t, ctx: f"Whenever {_subject(t, ctx, 'creature')} {_verb(t, 'deals', 'deal')} damage to a player",
    "damage_to_opponent": lambda t, ctx: (
        f"Whenever {_subject(t, ctx, 'creature')} {_verb(t, 'deals', 'deal')} damage to an opponent"),
    "step": _step_trigger,
    "cast": _cast_trigger,
    "state": lambda t, ctx: "When its state holds (603.8)",
    "tapped_for_mana": lambda t, ctx: (
        f"Whenever a player taps {_article(render_filter(t.subject, default='land'))} for mana"
        if t.subject
        else "Whenever you tap a land for mana" if t.who == "you" else "Whenever a player taps a land for mana"
    ),
    "cast_targeting_permanents": lambda t, ctx: "Whenever you cast a spell that targets one or more permanents",
    "draw": lambda t, ctx: {"you": "Whenever you draw a card", "opponent": "Whenever an opponent draws a card"}.get(
        t.who, "Whenever a player draws a card"),
    "cycle": lambda t, ctx: (
        f"Whenever {'you' if t.who == 'you' else 'a player'} cycle"
        f"{'' if t.who == 'you' else 's'} {'another' if t.subject is not None and t.subject.other else 'a'} card"
    ),
    "becomes_target": lambda t, ctx: (
        f"Whenever {ctx.self_noun} becomes the target of a spell or ability an opponent controls"
    ),
    "payment": lambda t, ctx: "Whenever an opponent pays a tax from a spell or permanent you control",
    "card_advantage": lambda t, ctx: "Whenever a spell you control causes you to gain card advantage",
    "turned_face_up": lambda t, ctx: f"{_when(t)} {_subject(t, ctx, 'permanent')} {_verb(t, 'is', 'are')} turned face up",
    "transforms_into": lambda t, ctx: f"When {ctx.self_noun} transforms into this face",
    "chapter": lambda t, ctx: (  # 714.2b
        f"{_ROMAN.get(t.chapter, t.chapter)} — When one or more lore counters are put onto {ctx.self_noun}, if it had "
        f"fewer than {t.chapter} and now has {t.chapter} or more"),
    "becomes_blocked": lambda t, ctx: f"Whenever {ctx.self_noun} becomes blocked",
    "blocks": lambda t, ctx: (
        f"Whenever {ctx.self_noun} blocks" if t.self_only
        else f"Whenever {_article(render_filter(t.subject or dsl.Filter(), default='creature'))} blocks"),
    "attacks_or_blocks": lambda t, ctx: f"Whenever {ctx.self_noun} attacks or blocks",
    "blocks_or_becomes_blocked": lambda t, ctx: f"Whenever {ctx.self_noun} blocks or becomes blocked",
    "blocks_or_blocked_by": lambda t, ctx: (
        f"Whenever {ctx.self_noun} blocks or becomes blocked by "
        f"{_article(render_filter(t.subject or dsl.Filter(), default='creature'))}"
    ),
    "combat_damage_to_creature": lambda t, ctx: f"Whenever {ctx.self_noun} deals combat damage to a creature",
    "blocks_creature": lambda t, ctx: (
        f"Whenever {ctx.self_noun} blocks {_article(render_filter(t.subject or dsl.Filter(), default='creature'))}"
    ),
    "attacks_unblocked": lambda t, ctx: f"Whenever {ctx.self_noun} attacks and isn't blocked",
    "blocked_by": lambda t, ctx: (
        f"Whenever {ctx.self_noun} becomes blocked by {_article(render_filter(t.subject or dsl.Filter(), default='creature'))}"
    ),
    "targeted": lambda t, ctx: (
        f"{_when(t)} {_subject(t, ctx)} becomes the target of a spell or ability"
        f"{' an opponent controls' if t.who == 'opponent' else ''}{' for the first time each turn' if t.first_each_turn else ''}"),
    "cast_targeting_self": lambda t, ctx: f"Whenever you cast a spell that targets {ctx.self_noun}",
    "cast_self": lambda t, ctx: "When you cast this spell",
    "enters_or_dies": lambda t, ctx: f"When {ctx.self_noun} enters or dies",
    "enters_or_upkeep": lambda t, ctx: f"When {ctx.self_noun} enters and at the beginning of your upkeep",
    "reflexive": lambda t, ctx: "When you do",  # 603.12
    "enters_or_attacks": lambda t, ctx: f"Whenever {ctx.self_noun} enters or attacks",
    "cycle_self": lambda t, ctx: f"When you cycle {ctx.self_noun}",
    "you_dealt_damage": lambda t, ctx: "Whenever you're dealt damage",
    "card_to_graveyard": lambda t, ctx: (
        f"Whenever a card is put into {'your' if t.who == 'you' else 'an opponent' + chr(39) + 's'} graveyard from anywhere"),
    "to_graveyard_from_anywhere": lambda t, ctx: f"When {ctx.self_noun} is put into a graveyard from anywhere",
    "attached_targeted": lambda t, ctx: f"When {ctx.attached_noun} becomes the target of a spell or ability",
    "dies_self_or": lambda t, ctx: (
        f"Whenever {ctx.self_noun} or another {render_filter(dataclasses.replace(t.subject or dsl.Filter(), other=False))} dies"),
    "damage_to_you": lambda t, ctx: f"Whenever {_subject(t, ctx, 'creature')} deals damage to you",
    "combat_damage_to_you": lambda t, ctx: f"Whenever {_subject(t, ctx, 'creature')} deals combat damage to you",
    "discards": lambda t, ctx: (
        f"Whenever {dict(you='you discard', opponent='an opponent discards').get(t.who, 'a player discards')} a card"),
    "gain_life": lambda t, ctx: (
        f"Whenever {dict(you='you gain', opponent='an opponent gains').get(t.who, 'a player gains')} life"),
    "deals_damage": lambda t, ctx: f"Whenever {ctx.self_noun} deals damage",
    "becomes_tapped": lambda t, ctx: f"{_when(t)} {_subject(t, ctx)} becomes tapped",
    "attached_becomes_tapped": lambda t, ctx: f"Whenever {ctx.attached_noun} becomes tapped",
    "attached_deals_damage": lambda t, ctx: f"Whenever {ctx.attached_noun} deals damage",
    "dealt_damage": lambda t, ctx: f"Whenever {ctx.self_noun} is dealt damage",
    "attached_dealt_damage": lambda t, ctx: f"Whenever {ctx.attached_noun} is dealt damage",
    "damaged_by_self_dies": lambda t, ctx: f"Whenever a creature dealt damage by {ctx.self_noun} this turn dies",
    "enters_self_or": lambda t, ctx: (
        f"Whenever {ctx.self_noun} or another {render_filter(dataclasses.replace(t.subject or dsl.Filter(), other=False))} "
        "enters"),
}


def render_trigger(trigger: dsl.Trigger, ctx: RenderContext | None = None) -> str:
    """A trigger condition: "Whenever an opponent casts a multicolored spell"."""
    ctx = ctx or RenderContext()
    renderer = _TRIGGERS.get(trigger.event)
    return f"When {trigger.event.replace('_', ' ')}" if renderer is None else renderer(trigger, ctx)


# --------------------------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------------------------


def _you_control(c: dsl.YouControl, ctx: RenderContext) -> str:
    flt = dataclasses.replace(c.filter, controller=None)
    if c.at_least == 1:
        return f"you control {_article(render_filter(flt))}"
    return f"you control {_number(c.at_least)} or more {render_filter(flt, plural=True)}"


_CONDITIONS: dict[type, Callable[..., str]] = {
    dsl.YouControl: _you_control,
    dsl.DuringYourTurn: lambda c, ctx: "it's your turn",
    dsl.SelfAttacking: lambda c, ctx: f"{ctx.self_noun} is attacking",
    dsl.OpponentLostLifeThisTurn: lambda c, ctx: "an opponent lost life this turn",
    dsl.TriggeringWasCreature: lambda c, ctx: "it was a creature",
    dsl.Kicked: lambda c, ctx: f"{ctx.self_noun} was kicked",
    dsl.AlternativeCostPaid: lambda c, ctx: f"its {c.keyword} cost was paid",
    dsl.CastWithoutSorceryTiming: lambda c, ctx: "it was cast any time a sorcery couldn't have been cast",
    dsl.FirstSpellThisGame: lambda c, ctx: "this spell is the first spell you've cast this game",
    dsl.CameUnderControlSinceLastUpkeep: lambda c, ctx: f"{ctx.self_noun} came under your control since the beginning of your last upkeep",
    dsl.AtLeast: lambda c, ctx: f"{render_value(c.value, ctx)} is {c.amount} or {'less' if c.at_most else 'more'}",
    dsl.SpellsCastLastTurn: lambda c, ctx: _spells_cast_last_turn(c),
    dsl.NoManaSpentToCast: lambda c, ctx: "no mana was spent to cast it",
    dsl.SameColors: lambda c, ctx: f"{render_object(c.what, ctx)} are exactly the same colors",
    dsl.WasStartingPlayer: lambda c, ctx: f"you {'weren' if c.negated else 'were'}{chr(39) + 't' if c.negated else ''} the starting player",
    dsl.AttackedYouLastTurn: lambda c, ctx: f"{render_player(c.who, ctx)} attacked you during their last turn",
    dsl.OpponentCastThisTurn: lambda c, ctx: (
        f"an opponent cast {_article(_join((_COLOR_WORDS[x] for x in c.colors), 'or') + ' spell')} this turn"
        if c.least == 1 else f"an opponent cast {_number(c.least)} or more "
        f"{_join((_COLOR_WORDS[x] for x in c.colors), 'or') + ' ' if c.colors else ''}spells this turn"),
    dsl.LevelCounters: lambda c, ctx: (
        f"{ctx.self_noun} has {c.least} or more level counters on it" if c.most is None
        else f"{ctx.self_noun} has from {c.least} to {c.most} level counters on it"),
    dsl.HasAbilityOtherThanKeywords: lambda c, ctx: f"{render_object(c.what, ctx)} has any abilities other than keywords",
    dsl.ObjectMatches: lambda c, ctx: f"{render_object(c.what, ctx)} is {render_filter(c.filter, default='').strip()}",
    dsl.ControlsGreatestPower: lambda c, ctx: "you control the creature with the greatest power or tied for the greatest power",
    dsl.NoMoreThan: lambda c, ctx: f"{render_value(c.value, ctx)} is less than or equal to {render_value(c.limit, ctx)}",
}


def _spells_cast_last_turn(c: dsl.SpellsCastLastTurn) -> str:
    if c.most == 0:
        return "no spells were cast last turn"
    who = "a player" if c.by_one_player else "players"
    most = "" if c.most is None else f" and at most {c.most}"
    return f"{who} cast {_number(c.least)} or more{most} spells last turn"


def render_condition(condition: dsl.Condition, ctx: RenderContext | None = None) -> str:
    """A condition, lower case: "you control a 1/1 creature", "it's your turn"."""
    return _dispatch(_CONDITIONS, condition, ctx or RenderContext())


# --------------------------------------------------------------------------------------------
# Static effects (604, 611.3)
# --------------------------------------------------------------------------------------------


def _anthem(s: dsl.Anthem, ctx: RenderContext) -> str:
    if s.affects == "self":
        who, plural = ctx.self_noun, False
    elif s.affects == "attached":
        who, plural = ctx.attached_noun, False
    elif isinstance(s.affects, dsl.Filter):
        who, plural = render_filter(s.affects, plural=True), True
    elif s.affects == "paired":  # 702.95a: a soulbond pair
        who, plural = f"{ctx.self_noun} and the creature paired with it", True
    else:
        who, plural = str(s.affects), False
    changes = []
    if (s.power or s.toughness) and s.times is not None:
        changes.append(f"{'get' if plural else 'gets'} {_signed(s.power)}/{_signed(s.toughness)} "
                       f"a number of times equal to {render_value(s.times, ctx)}")
    elif s.power or s.toughness:
        changes.append(f"{'get' if plural else 'gets'} {_signed(s.power)}/{_signed(s.toughness)}"
                       + (f" for each {_counted_each(s.per, ctx)}" if s.per is not None else ""))
    if s.keywords or s.granted:
        holder = _holder_noun(s, ctx)
        quoted = [_lower_first(render_keyword(a)) if isinstance(a, dsl.Keyword)
                  else f'"{render_ability(a, ctx.for_ability(self_noun=holder))}"' for a in s.granted]
        changes.append(f"{'have' if plural else 'has'} {_join([*s.keywords, *quoted])}")
    text = f"{who} {' and '.join(changes) or 'are unchanged'}"
    if s.condition is not None:
        text = f"as long as {render_condition(s.condition, ctx)}, {text}"
    return text


def _counted_each(per: dsl.Value, ctx: RenderContext) -> str:
    """What "for each ..." counts: "other Rat you control", "age counter on this creature"."""
    if isinstance(per, dsl.CountersOn):
        return f"{per.kind} counter on {render_object(per.ref, ctx)}"
    if isinstance(per, dsl.CountOf):
        noun = re.sub(r"^another ", "other ", render_filter(per.filter))
        return noun + ("" if per.filter.controller or per.filter.owner else " on the battlefield")
    return render_value(per, ctx)


def _attached_cant(s: dsl.AttachedCant, ctx: RenderContext) -> str:
    combat = " or ".join(w for w, on in (("attack", s.attack), ("block", s.block)) if on)
    parts = [f"{ctx.attached_noun} can't {combat}"] if combat else []
    if s.activate:
        parts.append("its activated abilities can't be activated" if parts
                     else f"{ctx.attached_noun}'s activated abilities can't be activated")
    return ", and ".join(parts)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _holder_noun(s: dsl.Anthem, ctx: RenderContext) -> str:
    """What an ability granted in quotes calls the permanent that has it ("this creature")."""
    if s.affects == "self":
        return ctx.self_noun
    if s.affects == "attached":
        return "this " + ctx.attached_noun.split()[-1]
    if s.affects == "paired":
        return "this creature"
    types = s.affects.types if isinstance(s.affects, dsl.Filter) else ()
    return f"this {types[0].lower()}" if len(types) == 1 else "this permanent"


def _defined_pt(s: dsl.CharacteristicDefiningPT, ctx: RenderContext) -> str:
    """604.3: the engine adds the value to the printed number ("1+*": that number plus 1)."""
    power = render_value(s.power, ctx) + (f" plus {ctx.printed_power}" if ctx.printed_power else "")
    if s.toughness == 0:  # only its power is defined: its toughness is the printed one
        return f"{ctx.self_noun}'s power is equal to {power}"
    if s.toughness == s.power:
        toughness = "that number" + (f" plus {ctx.printed_toughness}" if ctx.printed_toughness else "")
    else:
        toughness = render_value(s.toughness, ctx) + (
            f" plus {ctx.printed_toughness}" if ctx.printed_toughness else ""
        )
    return f"{ctx.self_noun}'s power is equal to {power} and its toughness is equal to {toughness}"


def _attack_tax_text(mana: str, life: int, planeswalkers: bool) -> str:
    whom = "you or planeswalkers you control" if planeswalkers else "you"
    price = " and ".join(p for p in (mana, f"{life} life" if life else "") if p) or "{0}"
    return f"creatures can't attack {whom} unless their controller pays {price} for each of those creatures"


def _extra_counters(r: dsl.ExtraCounters) -> str:
    many = {1: "that many", 2: "twice that many"}.get(r.factor, f"{r.factor} times that many")
    change = f" plus {r.extra}" if r.extra > 0 else f" minus {-r.extra}" if r.extra < 0 else ""
    creature = "a creature you control" if r.yours else "a creature"
    return (f"if one or more {r.kind} counters would be put on {creature}, "
            f"{many}{change} {r.kind} counters are put on it instead")


def _play_from_graveyard(s: dsl.PlayFromGraveyard, ctx: RenderContext) -> str:
    things = ["a land" if s.once_each_turn else "lands"] if s.lands else []
    if s.permanent_types:
        things.append(
            "a permanent spell of each permanent type ("
            + _join((t.lower() for t in s.permanent_types), "or")
            + ")"
        )
    text = f"you may play {_join(things)} from your graveyard"
    return f"during each of your turns, {text}" if s.once_each_turn else text


def _cost_change(s: dsl.CostChange, ctx: RenderContext) -> str:
    spells = render_filter(s.spells, default="spell", plural=True, kind="spell")
    caster = {"you": " you cast", "opponents": " your opponents cast", "any": ""}.get(s.who, f" {s.who} cast")
    if s.mana:
        return f"{spells}{caster} cost {s.mana} more to cast"
    direction = "more" if s.amount > 0 else "less"
    return f"{spells}{caster} cost {{{abs(s.amount)}}} {direction} to cast"


_STATICS: dict[type, Callable[..., str]] = {
    dsl.Anthem: _anthem,
    dsl.AnyNumberInDeck: lambda s, ctx: "a deck can have any number of cards with this name",
    dsl.CharacteristicDefiningPT: lambda s, ctx: _defined_pt(s, ctx),
    dsl.CantAttackUnless: lambda s, ctx: (
        f"{ctx.self_noun} can't attack unless {render_condition(s.condition, ctx)}"
    ),
    dsl.CantAttackUnlessDefenderControls: lambda s, ctx: (
        f"{ctx.self_noun} can't attack unless defending player controls {_article(render_filter(s.filter))}"
    ),
    dsl.MustAttack: lambda s, ctx: (
        (f"as long as {render_condition(s.condition, ctx)}, " if s.condition is not None else "")
        + f"{'enchanted creature' if s.attached else ctx.self_noun} attacks each combat if able"
    ),
    dsl.CantBlock: lambda s, ctx: f"{ctx.self_noun} can't block",
    dsl.MayChooseNotToUntap: lambda s, ctx: f"you may choose not to untap {ctx.self_noun} during your untap step",
    dsl.CantBeCountered: lambda s, ctx: f"{ctx.self_noun} can't be countered",
    dsl.DoesntUntap: lambda s, ctx: (
        f"{ctx.self_noun} doesn't untap during your untap step" if s.affects == "self"
        else f"{ctx.attached_noun} doesn't untap during its controller's untap step" if s.affects == "attached"
        else f"{render_filter(s.affects, plural=True)} don't untap during their controllers' untap steps"),
    dsl.AttachedCant: lambda s, ctx: _attached_cant(s, ctx),
    dsl.ControlAttached: lambda s, ctx: f"you control {ctx.attached_noun}",
    dsl.CantBeBlocked: lambda s, ctx: f"{ctx.self_noun} can't be blocked",
    dsl.AssignAsThoughUnblocked: lambda s, ctx: (
        f"you may have {ctx.self_noun} assign its combat damage as though it weren't blocked"
    ),
    dsl.CanBlockAdditional: lambda s, ctx: (
        f"{ctx.self_noun} can block an additional {'creature' if s.count == 1 else f'{s.count} creatures'} each combat"
    ),
    dsl.CanBlockAnyNumber: lambda s, ctx: f"{ctx.self_noun} can block any number of creatures",
    dsl.CantBeBlockedByMoreThanOne: lambda s, ctx: f"{ctx.self_noun} can't be blocked by more than one creature",
    dsl.CanBlockOnly: lambda s, ctx: (
        f"{ctx.self_noun} can block only {render_filter(s.filter, default='creature', plural=True)}"
    ),
    dsl.AttackTax: lambda s, ctx: _attack_tax_text(s.mana, s.life, s.protects_planeswalkers),
    dsl.CanBeYourCommander: lambda s, ctx: f"{ctx.self_noun} can be your commander (in the Commander variant)",
    dsl.PlayFromGraveyard: _play_from_graveyard,
    dsl.KeepMana: lambda s, ctx: "players don't lose unspent mana as steps and phases end",
    dsl.GrantMadness: lambda s, ctx: (
        f"each {render_filter(s.filter, default='card', zone='hand')} that isn't on "
        "the battlefield has madness (its madness cost is its mana cost)"
    ),
    dsl.GrantEscape: lambda s, ctx: (  # 702.138a
        f"each {render_filter(s.filter, default='card', zone='graveyard')} in your graveyard has escape; the escape "
        f"cost is equal to the card's mana cost plus exile {_number(s.exile)} other cards from your graveyard"
    ),
    dsl.EquipCostReduction: lambda s, ctx: (
        f"equip abilities you activate that target {ctx.self_noun} cost {{{s.amount}}} less to activate"
    ),
    dsl.CostChange: _cost_change,
    dsl.SequentialPhases: lambda s, ctx: (
        "instead of taking turns as normal, players take their phases sequentially"
    ),
    dsl.SetBasePT: lambda s, ctx: (
        (f"as long as {render_condition(s.condition, ctx)}, " if s.condition is not None else "")
        + f"{ctx.self_noun} has base power and toughness {s.power}/{s.toughness}"),
    dsl.PlayerRule: lambda s, ctx: _player_rule(s),
    dsl.MaxHandSize: lambda s, ctx: (
        f"{'your' if s.who == 'you' else 'each opponent' + chr(39) + 's'} maximum hand size is {s.count}"
    ),
    dsl.ExtraLandPlays: lambda s, ctx: (
        f"{'you' if s.who == 'you' else 'each player'} may play {'an additional land' if s.count == 1 else f'{s.count} additional lands'}"
        f" on each of {'your' if s.who == 'you' else 'their'} turns"
    ),
    dsl.UntargetableInGraveyards: lambda s, ctx: "cards in graveyards can't be the targets of spells or abilities",
    dsl.CastLimit: lambda s, ctx: (
        f"{_PLAYERS_AFFECTED[s.who]} can't cast more than one "
        f"{render_filter(s.spells, default='spell', kind='spell')} each turn"
    ),
    dsl.DrawLimit: lambda s, ctx: (
        f"{_PLAYERS_AFFECTED[s.who]} can't draw more than one card each turn" if s.most == 1
        else f"{_PLAYERS_AFFECTED[s.who]} can't draw cards"
    ),
    dsl.CantCast: lambda s, ctx: (
        f"{_PLAYERS_AFFECTED[s.who]} can't cast {render_filter(s.spells, default='spell', plural=True, kind='spell')}"
        + (f" from {' or '.join(z + 's' for z in s.from_zones)}" if s.from_zones else "")
        + {"": "", "combat": " during combat", "your_turn": " during your turn"}[s.during]
        + (" with mana value greater than the number of lands that player controls" if s.above_lands else "")
    ),
    dsl.AttackLimit: lambda s, ctx: (
        f"{'as long as ' + ctx.self_noun + ' is tapped, ' if s.while_tapped else ''}no more than {_number(s.count)} "
        f"creature{'s' if s.count > 1 else ''} can attack{' you' if s.defender == 'you' else ''} each combat"),
    dsl.BlockLimit: lambda s, ctx: f"no more than {_number(s.count)} creature{'s' if s.count > 1 else ''} can block each combat",
    dsl.CantEnterFrom: lambda s, ctx: (
        f"{render_filter(s.filter, default='card', plural=True)} in {' and '.join(z + 's' for z in s.zones)} "
        "can't enter the battlefield"
    ),
    dsl.CastOnly: lambda s, ctx: f"cast {ctx.self_noun} only {_CAST_ONLY[s.when]}",
    dsl.CantActivate: lambda s, ctx: f"activated abilities of {render_filter(s.filter, plural=True)} can't be activated",
    dsl.EnteringDoesntTrigger: lambda s, ctx: (
        f"{render_filter(s.filter, plural=True)} entering the battlefield don't cause abilities to trigger"
    ),
    dsl.SelfCostChange: lambda s, ctx: (
        f"{ctx.self_noun} costs {{{abs(s.amount)}}} {'more' if s.amount > 0 else 'less'} to cast"
        + (f" for each {render_value(s.per, ctx)}" if s.per is not None else "")
        + (f" if {render_condition(s.condition, ctx)}" if s.condition is not None else "")
    ),
    dsl.AlternativeCost: lambda s, ctx: (
        f"if {render_condition(s.condition, ctx)}, you may cast it without paying its mana cost" if s.free else
        (f"if {render_condition(s.condition, ctx)}, " if s.condition is not None else "")
        + "you may " + " and ".join(([f"pay {s.mana}"] if s.mana else [])
                                    + ([_uncapitalised(render_cost(s.cost, ctx))] if s.cost is not None else []))
        + " rather than pay this spell's mana cost"
    ),
    dsl.AdditionalCost: lambda s, ctx: (
        f"as an additional cost to cast this spell, {_uncapitalised(render_cost(s.cost, ctx))}"
    ),
    dsl.FlashForMore: lambda s, ctx: (
        f"you may cast {ctx.self_noun} as though it had flash if you pay {s.mana} more to cast it"
    ),
    dsl.FlashWithSacrifice: lambda s, ctx: f"you may cast {ctx.self_noun} as though it had flash",
    dsl.FlashIf: lambda s, ctx: (
        f"as long as {render_condition(s.condition, ctx)}, you may cast {ctx.self_noun} as though it had flash"
    ),
    dsl.FlashPermission: lambda s, ctx: (
        f"you may cast {render_filter(s.spells, default='spell', plural=True, kind='spell')} as though they had flash"
    ),
    dsl.UntapLimit: lambda s, ctx: (
        (f"as long as {ctx.self_noun} is untapped, " if s.while_untapped else "")
        + f"{ {'each': 'players', 'opponents': 'your opponents', 'you': 'you'}[s.who]} can't untap more than "
        f"{ {1: 'one', 2: 'two', 3: 'three'}[s.count]} "
        f"{render_filter(s.filter, default='permanent', plural=s.count != 1)} during their untap steps"
    ),
    dsl.ExileHandWhenYouCouldMulligan: lambda s, ctx: (
        f"any time you could mulligan and {ctx.self_noun} is in your hand, you may exile all the cards from your hand, "
        "then draw that many cards"
    ),
    dsl.BeginOnBattlefield: lambda s, ctx: (
        f"if {ctx.self_noun} is in your opening hand, you may begin the game with it on the battlefield"
    ),
    dsl.SorceryTimingOnly: lambda s, ctx: (
        f"{_PLAYERS_AFFECTED[s.who]} can cast spells only any time they could cast a sorcery"
    ),
    dsl.CantBeBlockedBy: lambda s, ctx: (
        f"{ctx.self_noun} can't be blocked {'except ' if s.only else ''}by "
        + " and/or ".join(render_filter(f, default="creature", plural=True) for f in s.filters)
    ),
    dsl.CantBeBlockedByLesserPower: lambda s, ctx: (
        f"creatures with power less than {ctx.self_noun}'s power can't block it"
    ),
    dsl.CantBlockCreatures: lambda s, ctx: (
        f"{ctx.self_noun} can't block {render_filter(s.filter, default='creature', plural=True)}"
    ),
    dsl.CantBeBlockedWhileDefenderControls: lambda s, ctx: (
        f"{ctx.self_noun} can't be blocked as long as defending player controls {_article(render_filter(s.filter))}"
    ),
    dsl.MustBeBlockedByAll: lambda s, ctx: (
        f"all creatures able to block {'enchanted creature' if s.attached else ctx.self_noun} do so"
    ),
    dsl.MustBeBlocked: lambda s, ctx: f"{ctx.self_noun} must be blocked if able",
    dsl.BlocksEachCombat: lambda s, ctx: f"{ctx.self_noun} blocks each combat if able",
    dsl.CreaturesAreTokens: lambda s, ctx: "all creatures are tokens",
    dsl.TypeAddition: lambda s, ctx: (
        f"all {render_filter(s.affects, plural=True)} are "
        f"{' '.join([*(t.lower() + 's' for t in s.types), *(t + 's' for t in s.subtypes)])} in addition to their other types"
    ),
    dsl.AssignsCombatDamageBy: lambda s, ctx: (
        f"each {render_filter(s.filter, default='creature')} assigns combat damage equal to its "
        f"{s.quantity.replace('_', ' ')} rather than its power"
    ),
    dsl.CreaturesCanBlockAdditional: lambda s, ctx: (
        f"each {render_filter(s.filter, default='creature')} can block an additional creature each combat"
    ),
    dsl.CreaturesCantBeBlockedByMoreThanOne: lambda s, ctx: (
        f"each {render_filter(s.filter, default='creature')} can't be blocked by more than one creature"
    ),
    dsl.BlockableDespiteLandwalk: lambda s, ctx: (
        f"creatures with {s.walk} can be blocked as though they didn't have {s.walk}"
    ),
    dsl.CanBlockShadow: lambda s, ctx: f"{ctx.self_noun} can block creatures with shadow as though it had shadow",
    dsl.CreaturesCant: lambda s, ctx: (
        render_filter(s.filter, default="creature", plural=True)
        + (f" with power greater than {render_value(s.power_greater_than, ctx)}" if s.power_greater_than is not None else "")
        + f" can't {' or '.join(w for w, on in (('attack', s.attack), ('block', s.block)) if on)}"
    ),
    dsl.CreaturesCanBlockOnly: lambda s, ctx: (
        ("enchanted creature" if s.attached else render_filter(s.blockers, default="creature", plural=True))
        + f" can block only {render_filter(s.attackers, default='creature', plural=True)}"
    ),
    dsl.CantAttackOrBlockAlone: lambda s, ctx: (
        f"{ctx.self_noun} can't {' or '.join(w for w, on in (('attack', s.attack), ('block', s.block)) if on)} alone"
    ),
}


def _uncapitalised(text: str) -> str:
    return text[:1].lower() + text[1:]


_CAST_ONLY = {
    "combat": "during combat", "before_blockers": "during combat before blockers are declared",
    "after_blockers": "during combat after blockers are declared", "declare_attackers": "during the declare attackers step",
    "declare_attackers_attacked": "during the declare attackers step and only if you've been attacked this step",
    "declare_blockers": "during the declare blockers step", "your_turn": "during your turn",
    "opponents_turn_after_upkeep": "during an opponent's turn after their upkeep step",
    "another_spell": "if you've cast another spell this turn",
}
_PLAYERS_AFFECTED = {"you": "you", "opponents": "each opponent", "each": "each player"}


def _player_rule(s: dsl.PlayerRule) -> str:
    if s.rule == "cant_gain_life":
        return f"{ {'you': 'you', 'opponents': 'your opponents', 'each': 'players'}[s.who]} can't gain life"
    if s.rule == "skip_draw_step":
        return "skip your draw step" if s.who == "you" else f"{_PLAYERS_AFFECTED[s.who]} skips their draw step"
    if s.rule == "draw_from_anywhere":
        return "you may draw cards from anywhere in your library"
    if s.rule == "hand_revealed":
        return f"{ {'opponents': 'your opponents', 'each': 'players'}[s.who]} play with their hands revealed"
    if s.rule == "no_loss_for_life":
        return f"{_PLAYERS_AFFECTED[s.who]} {'don' if s.who == 'you' else 'doesn'}'t lose the game for having 0 or less life"
    return f"{_PLAYERS_AFFECTED[s.who]} {'have' if s.who == 'you' else 'has'} {s.rule.replace('_', ' ')}"


def render_static(effect: dsl.StaticEffect, ctx: RenderContext | None = None) -> str:
    """A static ability's continuous effect or rule, lower case."""
    return _dispatch(_STATICS, effect, ctx or RenderContext())


# --------------------------------------------------------------------------------------------
# Replacement effects (614)
# --------------------------------------------------------------------------------------------


def _enters_tapped(r: dsl.EntersTapped, ctx: RenderContext) -> str:
    if r.unless_pay_life:
        return (
            f"as {ctx.self_noun} enters, you may pay {r.unless_pay_life} life. If you don't, it enters tapped"
        )
    if r.unless is not None:
        return f"{ctx.self_noun} enters tapped unless {render_condition(r.unless, ctx)}"
    if r.if_played_from_hand:
        return f"{ctx.self_noun} enters tapped if it was played from your hand"
    return f"{ctx.self_noun} enters tapped"


def _enters_with_counters(r: dsl.EntersWithCounters, ctx: RenderContext) -> str:
    counters = f"{_count(r.count, f'{r.kind} counter', ctx)} on it"
    if r.per_kick:
        counters += " for each time it was kicked"
    if r.condition is not None:
        counters += f" if {render_condition(r.condition, ctx)}"
    return f"{ctx.self_noun} enters with {counters}"


_REPLACEMENTS: dict[type, Callable[..., str]] = {
    dsl.EntersTapped: _enters_tapped,
    dsl.DiscardInsteadOfDraw: lambda r, ctx: (
        "if a player would draw a card except the first one they draw in each of their draw steps, that player "
        "discards a card instead. If the player discards a card this way, they draw a card. If the player doesn't "
        "discard a card this way, they mill a card"
    ),
    dsl.EntersWithCounters: _enters_with_counters,
    dsl.ChooseAsEnters: lambda r, ctx: f"as {ctx.self_noun} enters, choose {_article(r.what)}",
    dsl.EntersAsCopy: lambda r, ctx: (
        f"you may have {ctx.self_noun} enter as a copy of "
        f"{_article(render_filter(r.filter))} on the battlefield"
    ),
    dsl.ShuffleIntoLibraryInstead: lambda r, ctx: (
        f"if {ctx.self_noun} would be put into a graveyard from anywhere, "
        "reveal it and shuffle it into its owner's library instead"
    ),
    dsl.ExtraCounters: lambda r, ctx: _extra_counters(r),
    dsl.DoubleTappedMana: lambda r, ctx: (
        "if you tap a permanent for mana, it produces twice as much of that mana instead"
    ),
    dsl.LandsProduceInstead: lambda r, ctx: (
        f"if a land is tapped for mana, it produces {{{r.mana}}} instead of any other type"
        + ("" if r.keep_amount else " and amount")
    ),
    dsl.ReplaceDraw: lambda r, ctx: (
        f"if {({'you': 'you', 'opponent': 'an opponent', 'any': 'a player'}).get(r.who, r.who)} would draw a card"
        + (f" except the first one {'you' if r.who == 'you' else 'they'} draw in each of "
           f"{'your' if r.who == 'you' else 'their'} draw steps" if r.except_first else "")
        + f", {render_effects(r.effects, ctx, sentences=False)} instead"
    ),
    dsl.ExileInsteadOfGraveyard: lambda r, ctx: (
        f"if {'a card or token' if r.tokens else 'a card'} would be put into "
        f"{'a' if r.whose == 'any' else 'an opponent' + chr(39) + 's'} graveyard from anywhere, exile it instead"
    ),
    dsl.UncastCreaturesExiled: lambda r, ctx: "if a nontoken creature would enter and it wasn't cast, exile it instead",
    dsl.OthersEnterTapped: lambda r, ctx: f"{render_filter(r.filter, plural=True)} enter the battlefield tapped",
    dsl.TokenMultiplier: lambda r, ctx: (
        "if an effect would create one or more tokens under your control, it creates "
        f"{'twice' if r.factor == 2 else f'{r.factor} times'} that many of those tokens instead"
    ),
    dsl.LifeFloor: lambda r, ctx: (
        (f"if {render_condition(r.condition, ctx)}, " if r.condition is not None else "") +
        f"damage that would reduce {'your' if r.who == 'you' else 'a player' + chr(39) + 's'} life total to less than 1 "
        "reduces it to 1 instead"
    ),
    dsl.LifeGainMultiplier: lambda r, ctx: (
        f"if you would gain life, you gain {'twice' if r.factor == 2 else f'{r.factor} times'} that much life instead"
    ),
}


def render_replacement(effect: dsl.ReplacementEffect, ctx: RenderContext | None = None) -> str:
    """A replacement effect, lower case: "this land enters tapped"."""
    return _dispatch(_REPLACEMENTS, effect, ctx or RenderContext())


# --------------------------------------------------------------------------------------------
# Keywords (702) and abilities (113)
# --------------------------------------------------------------------------------------------


def render_keyword(keyword: dsl.Keyword) -> str:
    """A keyword ability: "Flying", "Ward {2}", "Protection from red and from green"."""
    name = _capitalise(keyword.name)
    if keyword.name == "protection" and keyword.qualities:
        return "Protection " + _join(f"from {_quality(q)}" for q in keyword.qualities)
    if keyword.name == "champion":  # 702.72a: "Champion a Goblin or Shaman" (its quality kept as its cost)
        return "Champion " + _article(" or ".join(keyword.cost.split("|")))
    if keyword.name == "splice":  # 702.47a: "Splice onto Arcane {1}{R}"
        return f"Splice onto {keyword.qualities[0]} {keyword.cost}"
    if keyword.name == "affinity" and keyword.qualities:  # 702.41a: "Affinity for artifacts"
        return f"Affinity for {_plural_quality(keyword.qualities[0])}"
    if keyword.filter is not None:  # 702.5a: "Enchant creature you control"
        return f"{name} {render_filter(keyword.filter, default='permanent')}"
    if keyword.qualities:
        return f"{name} {_join(keyword.qualities, 'or')}"
    if keyword.name == "escape":  # 702.138a: "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard"
        return f"Escape—{keyword.cost}, Exile {_number(keyword.amount)} other cards from your graveyard"
    if keyword.name == "suspend":  # 702.62a: "Suspend 4—{1}{U}"
        return f"{name} {keyword.amount}—{keyword.cost}"
    if keyword.amount:
        return f"{name} {keyword.amount}"
    if keyword.cost:
        # a mana cost follows the keyword after a space, any other cost a long dash ("Ward—Pay 3 life")
        return f"{name} {keyword.cost}" if keyword.cost.startswith("{") else f"{name}—{keyword.cost}"
    return name


def _plural_quality(quality: str) -> str:
    """A card type or subtype in the plural, as "affinity for" names it: "artifacts", "Plains"."""
    if quality in _CARD_TYPE_WORDS:
        return quality.lower() + "s"
    return quality if quality.endswith("s") else quality + "s"


_CARD_TYPE_WORDS = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})


def _quality(quality: str) -> str:
    if quality in ("multicolored", "monocolored", "everything"):
        return quality
    if quality.lower() in _COLOR_WORDS.values():
        return quality.lower()
    return _plural(quality)


def _spell_ability(a: dsl.SpellAbility, ctx: RenderContext) -> str:
    ctx = ctx.for_ability(a.targets)
    parts = []
    if a.additional_cost is not None:
        cost = render_cost(a.additional_cost, ctx)
        parts.append(
            _sentence(f"as an additional cost to cast {ctx.self_noun}, {cost[:1].lower()}{cost[1:]}")
        )
    if a.effects:
        parts.append(render_effects(a.effects, ctx))
    if a.modes:
        parts.append(_modes(a, ctx))
    return " ".join(parts) or "Spell with no effect."


def _modes(a: dsl.SpellAbility | dsl.Activated | dsl.Triggered, ctx: RenderContext, *, capital: bool = True) -> str:
    """700.2: "Choose one —", "choose two —", "choose one or both —", "choose one or more —" and
    the modes."""
    how_many = _number(a.choose_modes)
    if a.max_modes:
        how_many += " or both" if a.max_modes == 2 == len(a.modes) else " or more"
    lines = [f"{'C' if capital else 'c'}hoose {how_many} —"]
    if getattr(a, "repeat_modes", False):  # 700.2d
        lines[0] = f"{'C' if capital else 'c'}hoose {how_many}. You may choose the same mode more than once —"
    for mode in a.modes:
        mode_ctx = ctx.for_ability(ctx.targets + mode.targets)
        lines.append("• " + render_effects(mode.effects, mode_ctx))
    return " ".join(lines)


def _sacrificed_noun(cost: dsl.Cost | None) -> str:
    if cost is not None and cost.sacrifice is not None:
        return f"the sacrificed {_filter_noun(cost.sacrifice, 'permanent')}"
    return "the sacrificed permanent"


def _activated(a: dsl.Activated, ctx: RenderContext) -> str:
    ctx = ctx.for_ability(a.targets, sacrificed_noun=_sacrificed_noun(a.cost))
    text = f"{render_cost(a.cost, ctx)}: {_modes(a, ctx) if a.modes else render_effects(a.effects, ctx)}"
    restrictions = []
    if a.zone != "battlefield":
        restrictions.append(
            f"Activate only from your {a.zone}."
            if a.zone in ("graveyard", "hand")
            else f"Activate only from {a.zone}."
        )
    if a.sorcery_speed:
        restrictions.append("Activate only as a sorcery.")
    if a.only_your_turn or a.only_during:
        restrictions.append(_activation_timing(a))
    if a.once_each_turn:
        restrictions.append("Activate only once each turn.")
    if a.times_each_turn:
        restrictions.append(f"Activate no more than {_TIMES[a.times_each_turn]} each turn.")
    if a.any_player:
        restrictions.append("Any player may activate this ability.")
    if a.condition is not None:
        restrictions.append(_sentence(f"activate only if {render_condition(a.condition, ctx)}"))
    if a.mana:
        restrictions.append("(A mana ability.)")
    return " ".join([text, *restrictions])


_TIMES = {2: "twice", 3: "three times"}
_DURING = {("upkeep", True): "during your upkeep", ("upkeep", False): "during an upkeep step",
           ("combat", True): "during combat on your turn", ("combat", False): "during combat",
           ("before_attackers", True): "during your turn, before attackers are declared",
           ("before_attackers", False): "before attackers are declared", ("", True): "during your turn"}


def _activation_timing(a: dsl.Activated) -> str:
    """602.5b: the part of the turn an ability may be activated in."""
    return f"Activate only {_DURING[a.only_during, a.only_your_turn]}."


def _triggering_noun(trigger: dsl.Trigger) -> str:
    if trigger.event == "targeted" and trigger.self_only:
        return "that spell or ability"
    if trigger.subject is not None and not trigger.self_only:
        noun = _filter_noun(trigger.subject, "")
        if noun:
            return f"that {noun}"
    return "it"


def _triggered(a: dsl.Triggered, ctx: RenderContext) -> str:
    player = "defending player" if a.trigger.event == "attacks" else "that player"
    ctx = ctx.for_ability(
        a.targets, triggering_noun=_triggering_noun(a.trigger), triggering_player_noun=player
    )
    if a.trigger.event == "state" and a.condition is not None:  # 603.8: "when STATE"
        head = f"When {render_condition(a.condition, ctx)}"
    else:
        head = render_trigger(a.trigger, ctx)
        if a.condition is not None:
            head += f", if {render_condition(a.condition, ctx)}"
    if a.mana and not a.effects:
        # 605.1b: the engine's triggered mana ability adds one more mana of a type the land produced
        body = "that player adds one mana of any type that land produced"
    elif a.modes:
        body = _modes(a, ctx, capital=False)
    else:
        body = render_effects(a.effects, ctx, sentences=False)
    chosen = [render_target(spec) for spec in a.targets if spec.chooser == dsl.THAT_PLAYER]
    if chosen:  # 603.3d: a target "that player" chooses, a requirement the effects don't name
        body = f"that player chooses {' and '.join(chosen)}; {body}"
    if a.optional:
        body = f"you may {body}"
    text = f"{head}, {body}" if a.modes else _sentence(f"{head}, {body}")
    if a.once_each_turn:
        text += " This ability triggers only once each turn."
    if a.mana:
        text += " (A mana ability.)"
    return text


_ABILITIES: dict[type, Callable[..., str]] = {
    dsl.Keyword: lambda a, ctx: render_keyword(a),
    dsl.SpellAbility: _spell_ability,
    dsl.OverloadedSpell: lambda a, ctx: f"Overloaded: {_spell_ability(a.spell, ctx)}",
    dsl.Activated: _activated,
    dsl.Triggered: _triggered,
    dsl.Static: lambda a, ctx: _sentence(render_static(a.effect, ctx.for_ability())),
    dsl.Replacement: lambda a, ctx: _sentence(render_replacement(a.effect, ctx.for_ability())),
}


def render_ability(ability: dsl.Ability, ctx: RenderContext | None = None) -> str:
    """One ability as a readable sentence or two."""
    return _dispatch(_ABILITIES, ability, ctx or RenderContext())


def render_legacy_option(option: dsl.LegacyOption, ctx: RenderContext | None = None) -> str:
    """One of Built Bear's circle-able options: "ward (1 point): Ward {2}"."""
    ctx = ctx or RenderContext(self_noun="this creature")
    adds = []
    if option.power or option.toughness:
        adds.append(f"{_signed(option.power)}/{_signed(option.toughness)}")
    if option.ability is not None:
        adds.append(render_ability(option.ability, ctx))
    points = f"{option.points} point{'s' if option.points != 1 else ''}"
    return f"legacy option {option.name} ({points}): {'; '.join(adds) or 'nothing'}"


# --------------------------------------------------------------------------------------------
# Faces and cards
# --------------------------------------------------------------------------------------------


def render_face(face: dsl.Face, legacy: tuple[dsl.LegacyOption, ...] = ()) -> list[str]:
    """A face's abilities as the engine understands them, one line each."""
    ctx = face_context(face)
    lines = [render_ability(ability, ctx) for ability in face.abilities]
    lines.extend(render_legacy_option(option, ctx) for option in legacy)
    return lines or ["(no abilities)"]


def render_card(definition: dsl.CardDef) -> list[str]:
    """Every face of a definition: a heading line per face, then its abilities indented.
    Legacy options belong to the front face."""
    lines = []
    for index, face in enumerate(definition.faces):
        lines.append(f"{face.name}:")
        legacy = definition.legacy if index == 0 else ()
        lines.extend(f"  {line}" for line in render_face(face, legacy))
    return lines


# --------------------------------------------------------------------------------------------
# Coverage of the renderers, and the raw tree
# --------------------------------------------------------------------------------------------

_NON_NODES = (
    dsl.CardDef,
    dsl.Face,
    dsl.Filter,
    dsl.TargetSpec,
    dsl.Cost,
    dsl.Mode,
    dsl.Trigger,
    dsl.LegacyOption,
    dsl.SpendRestriction,  # rendered with the mana it restricts (_add_mana)
)


def has_rendering(node_type: type) -> bool:
    """Whether a DSL node type has its own rendering (rather than its class name).  The
    structural types (cards, faces, filters, targets, costs, modes, triggers, legacy options)
    have their own functions."""
    tables = (_VALUES, _OBJECTS, _PLAYERS, _EFFECTS, _CONDITIONS, _STATICS, _REPLACEMENTS, _ABILITIES)
    return node_type in _NON_NODES or any(node_type in table for table in tables)


def trigger_event_has_rendering(event: str) -> bool:
    """Whether a trigger event (dsl.Trigger.event) has its own rendering."""
    return event in _TRIGGERS


def render_tree(node: object) -> list[str]:
    """The raw tree: one node per line, indented by depth.  A line is the node's class and its
    scalar fields that differ from their defaults (a node's only field is always shown:
    `Target index=0`); nested nodes follow, one `field: Node` or `field[i]: Node` line each."""
    lines: list[str] = []
    _tree(node, "", 0, lines)
    return lines


def _is_node(value: object) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type)


def _holds_nodes(value: object) -> bool:
    return isinstance(value, tuple) and any(_is_node(item) for item in value)


def _default(f: dataclasses.Field) -> object:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def _tree(node: object, label: str, depth: int, lines: list[str]) -> None:
    indent = "  " * depth
    if not _is_node(node):
        lines.append(f"{indent}{label}{node!r}")
        return
    scalars, nested = [], []
    fields = [f for f in dataclasses.fields(node) if f.compare]
    for f in fields:
        value = getattr(node, f.name)
        if _is_node(value) or _holds_nodes(value):
            nested.append((f.name, value))
        elif len(fields) == 1 or value != _default(f):
            scalars.append((f.name, value))
    head = type(node).__name__ + "".join(f" {name}={value!r}" for name, value in scalars)
    lines.append(f"{indent}{label}{head}")
    for name, value in nested:
        if _is_node(value):
            _tree(value, f"{name}: ", depth + 1, lines)
        else:
            for index, item in enumerate(value):
                _tree(item, f"{name}[{index}]: ", depth + 1, lines)


# Keyword mechanics (702.53a, 702.115a, 702.92a): the effects of the abilities these keywords stand for.
_EFFECTS.update({
    dsl.SearchSameManaValue: lambda e, ctx: (
        "search your library for a card with the same mana value as the discarded card, reveal that card, "
        "and put it into your hand; then shuffle"
    ),
    dsl.ExileTopOfLibrary: lambda e, ctx: (
        f"{render_player(e.who, ctx)} exiles the top {render_value(e.count, ctx) + ' cards' if e.count != 1 else 'card'} "
        "of their library"
    ),
    dsl.CreateGermAndAttach: lambda e, ctx: (
        f"create a 0/0 black Phyrexian Germ creature token, then attach {ctx.self_noun} to it"
    ),
})

# Designations of players (725 the monarch, 702.131c the city's blessing).
_EFFECTS.update({
    dsl.BecomeMonarch: lambda e, ctx: (
        "you become the monarch" if e.who == dsl.You() else f"{render_player(e.who, ctx)} becomes the monarch"
    ),
    dsl.DamagingCreatureControllerBecomesMonarch: lambda e, ctx: "its controller becomes the monarch",
})
_CONDITIONS.update({
    dsl.IsMonarch: lambda c, ctx: "you're the monarch" if c.who == "you" else "an opponent is the monarch",
    dsl.HasCitysBlessing: lambda c, ctx: f"you {'don' + chr(39) + 't ' if c.negated else ''}have the city's blessing",
})

# Cipher (702.99a).
_EFFECTS.update({
    dsl.EncodeOnCreature: lambda e, ctx: (
        f"if this spell is represented by a card, you may exile {ctx.self_noun} encoded on a creature you control"
    ),
    dsl.CastEncodedCopy: lambda e, ctx: (
        "you may copy the encoded card and you may cast the copy without paying its mana cost"
    ),
})

# Ripple (702.60a).
_EFFECTS[dsl.Ripple] = lambda e, ctx: (
    f"you may reveal the top {e.amount} cards of your library; you may cast any of them with the same name as this "
    "spell without paying their mana costs, then put all revealed cards not cast this way on the bottom of your "
    "library in any order"
)

# Detain (701.35a) and exploit (702.110a).
_EFFECTS.update({
    dsl.Detain: lambda e, ctx: f"detain {render_object(e.what, ctx)}",
    dsl.Exploit: lambda e, ctx: "you may sacrifice a creature",
})
_TRIGGERS["exploits"] = lambda t, ctx: f"When {ctx.self_noun} exploits a creature"  # 702.110b

# Monstrosity (701.37).
_EFFECTS[dsl.Monstrosity] = lambda e, ctx: f"monstrosity {render_value(e.amount, ctx)}"
_CONDITIONS[dsl.IsMonstrous] = lambda c, ctx: f"{ctx.self_noun} is monstrous"
_TRIGGERS["enters_untapped"] = lambda t, ctx: f"When {ctx.self_noun} enters untapped"
_TRIGGERS["becomes_monstrous"] = lambda t, ctx: f"When {ctx.self_noun} becomes monstrous"
_EFFECTS[dsl.Proliferate] = lambda e, ctx: "proliferate"  # 701.34a
_EFFECTS[dsl.Populate] = lambda e, ctx: "populate"  # 701.36a
_CONDITIONS[dsl.TributeNotPaid] = lambda c, ctx: "tribute wasn't paid"  # 702.104b
_EFFECTS.update({  # 702.72a (champion)
    dsl.ChampionExile: lambda e, ctx: (
        f"sacrifice {ctx.self_noun} unless you exile another " + " or ".join(e.quality.split("|")) + " you control"
    ),
    dsl.ReturnChampioned: lambda e, ctx: "return the exiled card to the battlefield under its owner's control",
})
_EFFECTS[dsl.PairWithAnother] = lambda e, ctx: (  # 702.95a
    f"you may pair {ctx.self_noun} with " + ("that creature" if e.with_entering else "another unpaired creature you control")
)
_EFFECTS[dsl.ExileHaunting] = lambda e, ctx: "exile it haunting target creature"  # 702.55a
_TRIGGERS["enters_or_haunted_dies"] = lambda t, ctx: f"When {ctx.self_noun} enters or the creature it haunts dies"
_CONDITIONS[dsl.KickedWith] = lambda c, ctx: f"it was kicked with its {c.cost} kicker"  # 702.33d-e
_EFFECTS.update({
    dsl.ExileGraveyard: lambda e, ctx: f"exile all cards from {_possessive(render_player(e.who, ctx))} graveyard",
})
_VALUES.update({
    dsl.CardsMatching: lambda v, ctx: (
        f"the number of {render_filter(v.filter, default='card', zone=v.zone, plural=True)} in "
        + (f"all {v.zone}s" if v.every_player else f"your {v.zone}")
    ),
})
_EFFECTS.update({
    dsl.InsteadIf: lambda e, ctx: (
        f"{render_effect(e.otherwise, ctx)}; if {render_condition(e.condition, ctx)}, "
        f"{'you may ' if e.optional else ''}{render_effect(e.effect, ctx)} instead"
    ),
})
_EFFECTS.update({
    dsl.LookAtTopPutOntoBattlefield: lambda e, ctx: (
        f"look at the top {_number(e.count)} cards of your library; put up to {_number(e.up_to)} "
        f"{render_filter(e.filter, default='card', zone='library', plural=e.up_to != 1)} from among them onto the "
        f"battlefield; put the rest {_REST_WORDS[e.rest]}"
    ),
})
_VALUES.update({
    dsl.Minus: lambda v, ctx: f"{render_value(v.value, ctx)} minus {v.amount}",
    dsl.OpponentCount: lambda v, ctx: "the number of opponents you have",
    dsl.Sum: lambda v, ctx: " plus ".join(render_value(part, ctx) for part in v.parts),
    dsl.CardsInHandOf: lambda v, ctx: f"the number of cards in {render_player(v.who, ctx)}'s hand",
})
_EFFECTS.update({
    dsl.GainProtectionOfChoice: lambda e, ctx: (
        f"{render_object(e.what, ctx)} gains protection from {'colorless or from ' if e.colorless else ''}the color of "
        f"your choice {_DURATION_WORDS.get(e.duration, e.duration)}"
    ),
})
_DURATION_WORDS = {"end_of_turn": "until end of turn"}
_EFFECTS.update({
    dsl.Flicker: lambda e, ctx: (
        f"exile {render_object(e.what, ctx)}, then return that card to the battlefield under "
        f"{'its owner' if e.under == 'owner' else 'your'}{chr(39) + 's' if e.under == 'owner' else ''} control"
    ),
})
_EFFECTS.update({
    dsl.LoseGame: lambda e, ctx: _acts(e.who, "you lose the game", "loses the game", ctx),
})
_CONDITIONS.update({
    dsl.SourceTapped: lambda c, ctx: f"{ctx.self_noun} is {'tapped' if c.tapped else 'untapped'}",
})
_EFFECTS.update({
    dsl.ConditionalAll: lambda e, ctx: (
        f"if {render_condition(e.condition, ctx)}, {' and '.join(render_effect(x, ctx) for x in e.effects)}"
    ),
})
_CONDITIONS.update({
    dsl.SameManaValueAsRevealed: lambda c, ctx: (
        f"{render_object(c.what, ctx)} has the same mana value as the revealed card"
    ),
})
_EFFECTS.update({
    dsl.RevealTopOfLibrary: lambda e, ctx: "reveal the top card of your library",
})
_EFFECTS.update({
    dsl.LoseAndCantHaveKeywords: lambda e, ctx: (
        f"until end of turn, {render_object(e.what, ctx)} loses {_join(e.keywords)} and can't have "
        f"{_join(e.keywords, 'or')}"
    ),
})
_EFFECTS.update({
    dsl.LookAtHand: lambda e, ctx: f"look at {_possessive(render_player(e.who, ctx))} hand",
})
_EFFECTS.update({
    dsl.LoseHalfLife: lambda e, ctx: _acts(e.who, "lose half your life, rounded up", "loses half their life, rounded up",
                                           ctx),
})
_EFFECTS.update({
    dsl.KeepFromLibraryAndGraveyard: lambda e, ctx: (
        f"search your library and graveyard for {_number(e.count)} cards and exile the rest; put the chosen cards on "
        "top of your library in any order"
    ),
})
_PLAYERS.update({
    dsl.PlayerOrControllerOf: lambda ref, ctx: "that player or that permanent's controller",
})
_EFFECTS.update({
    dsl.MaySacrificeOne: lambda e, ctx: (
        f"you may sacrifice {_article(render_filter(e.filter))}" if isinstance(e.who, dsl.You)
        else f"{render_player(e.who, ctx)} may sacrifice {_article(render_filter(e.filter))} of their choice"
    ),
})
_EFFECTS.update({
    dsl.RevealUntilDamage: lambda e, ctx: (
        f"reveal cards from the top of your library until you reveal {_article(render_filter(e.until, default='card'))} "
        f"card; {ctx.self_noun} deals damage equal to the number of other cards revealed this way to "
        f"{render_object(e.to, ctx)}, double that if the revealed card was "
        f"{_article(render_filter(e.doubled_if, default='card'))}; put the revealed cards on the bottom of your library "
        "in any order"
    ),
})
_STATICS.update({
    dsl.AnyNumberInDeck: lambda s, ctx: f"a deck can have any number of cards named like {ctx.self_noun}",
})

# --------------------------------------------------------------------------------------------
# Switching power and toughness, colors, and prevention of all damage (613.1e, 613.4d, 615.1)
# --------------------------------------------------------------------------------------------


def _prevention_side(side: object, ctx: RenderContext) -> str:
    if isinstance(side, dsl.Filter):
        return render_filter(side, default="creature", plural=True)
    if side == "self":
        return ctx.self_noun
    if side == "attached":
        return ctx.attached_noun
    if side == "you":
        return "you"
    return render_object(side, ctx)


def _prevent_all(e: dsl.PreventAllDamage | dsl.PreventDamage, ctx: RenderContext, this_turn: bool) -> str:
    text = f"prevent all {'combat ' if e.combat else ''}damage that would be dealt"
    if getattr(e, "and_by", False):
        text += f" to and dealt by {_prevention_side(e.to, ctx)}"
    else:
        if e.to is not None:
            text += f" to {_prevention_side(e.to, ctx)}"
        if e.by is not None:
            text += f" by {_prevention_side(e.by, ctx)}"
    return text + (" this turn" if this_turn else "")


def _set_color(e: dsl.SetColor, ctx: RenderContext) -> str:
    color = ("the color of your choice" if e.chosen else
             " and ".join(_COLOR_WORDS[c] for c in e.colors) if e.colors else "colorless")
    return f"{render_object(e.what, ctx)} becomes {color}" + (" until end of turn" if e.duration == "end_of_turn" else "")


def _prevent_static(r: dsl.PreventDamage, ctx: RenderContext) -> str:
    if r.then_remove:
        return (f"if damage would be dealt to {ctx.self_noun}, prevent that damage. "
                f"Remove {_article(r.then_remove + ' counter')} from {ctx.self_noun}")
    return _prevent_all(r, ctx, this_turn=False)


_EFFECTS[dsl.SwitchPT] = lambda e, ctx: f"switch {render_object(e.what, ctx)}'s power and toughness until end of turn"
_EFFECTS[dsl.SetColor] = _set_color
_EFFECTS[dsl.PreventAllDamage] = lambda e, ctx: _prevent_all(e, ctx, this_turn=True)
_REPLACEMENTS[dsl.PreventDamage] = _prevent_static


def _gain_protection(e: dsl.GainProtectionUntilEndOfTurn, ctx: RenderContext) -> str:
    qualities = ["the color of your choice"] if e.chosen else [_quality(q) if q.islower() else _plural_quality(q)
                                                                for q in e.qualities]
    return f"{render_object(e.what, ctx)} gains protection from {' and from '.join(qualities)} until end of turn"


_EFFECTS[dsl.GainProtectionUntilEndOfTurn] = _gain_protection
_EFFECTS[dsl.CounterAndExile] = lambda e, ctx: (
    f"counter {render_object(e.what, ctx)}. If that spell is countered this way, exile it instead of putting it into "
    "its owner's graveyard")
_EFFECTS[dsl.ExileIfDiesThisTurn] = lambda e, ctx: (
    f"if {render_object(e.what, ctx)} would die this turn, exile it instead")
_EFFECTS[dsl.BecomeBasePT] = lambda e, ctx: (
    f"{render_object(e.what, ctx)} has base power and toughness {render_value(e.power, ctx)}/"
    f"{render_value(e.toughness, ctx)} until end of turn")
_EFFECTS[dsl.BecomeChosenCreatureType] = lambda e, ctx: (
    f"{render_object(e.what, ctx)} becomes the creature type of your choice"
    + "".join(f" other than {t}" for t in e.excluded) + " until end of turn")


def _prevent_from_chosen_source(e: dsl.PreventFromChosenSource, ctx: RenderContext) -> str:
    quality = " or ".join([_COLOR_WORDS[c] for c in e.colors] + [t.lower() for t in e.types])
    source = _article(f"{quality} source" if quality else "source") + " of your choice"
    to = f" to {render_object(e.to, ctx)}" if e.to is not None else " to any target"
    if e.next_only:
        return f"the next time {source} would deal damage{to} this turn, prevent that damage"
    return f"prevent all damage {source} would deal{to if e.to is not None else ''} this turn"


_EFFECTS[dsl.PreventFromChosenSource] = _prevent_from_chosen_source
_EFFECTS[dsl.DealDamageDivided] = lambda e, ctx: (
    f"{render_object(e.source, ctx)} deals {e.amount} damage divided as you choose among one or two targets "
    f"({render_object(e.to, ctx)})")
_EFFECTS[dsl.PutCountersDivided] = lambda e, ctx: (
    f"distribute {_number(e.amount)} {e.kind} counters among one or two targets ({render_object(e.to, ctx)})")
_EFFECTS[dsl.ExileDamagedIfDiesThisTurn] = lambda e, ctx: (
    "if a creature dealt damage this way would die this turn, exile it instead")


def _prevent_some(r: dsl.PreventSomeDamage, ctx: RenderContext) -> str:
    quality = " or ".join([_COLOR_WORDS[c] for c in r.colors] + [t.lower() for t in r.types]) or "source"
    if r.colors and not r.types:
        quality += " source"
    source = _article(quality) + (" an opponent controls" if r.opponents else "")
    to = [("you" if r.to_you else "")] + ([ctx.attached_noun] if r.to == "attached" else
                                          [_article(render_filter(r.to))] if isinstance(r.to, dsl.Filter) else [])
    return (f"if {source} would deal {'combat ' if r.combat else ''}damage to {' or '.join(t for t in to if t)}, "
            f"prevent {r.amount} of that damage")


_REPLACEMENTS[dsl.PreventSomeDamage] = _prevent_some
_EFFECTS[dsl.ChangeTarget] = lambda e, ctx: f"change the target of {render_object(e.what, ctx)}"
_EFFECTS[dsl.CounterToLibraryTop] = lambda e, ctx: (
    f"counter {render_object(e.what, ctx)}. If that spell is countered this way, put it on top of its owner's library "
    "instead of into that player's graveyard")

# Permissions to play cards from other zones (601.3, 305.1) and private looks (401.2, 402.3).
_OBJECTS[dsl.ExiledThisWay] = lambda r, ctx: "the cards exiled this way"


def _may_play(e: dsl.MayPlay, ctx: RenderContext) -> str:
    verb = "cast" if e.cast_only else "play"
    text = f"you may {verb} {render_object(e.what, ctx)}"
    if e.free:
        text += " without paying their mana costs"
    text += " this turn" if e.duration == "end_of_turn" else " for as long as they remain exiled"
    if e.any_mana:
        text += ", and mana of any type can be spent to cast them"
    return text


_EFFECTS[dsl.MayPlay] = _may_play
_EFFECTS[dsl.GrantFlashUntilYourNextTurn] = lambda e, ctx: (
    f"until your next turn, you may cast {' and '.join(t.lower() for t in e.spells.types)} spells as though they had flash")
_EFFECTS[dsl.LookAtTopDistribute] = lambda e, ctx: (
    f"look at the top {_number(len(e.destinations))} cards of your library; "
    + ", ".join({"hand": "put one of them into your hand", "bottom": "put one of them on the bottom of your library",
                 "graveyard": "put one of them into your graveyard", "exile": "exile one of them"}[d]
                for d in e.destinations))
_EFFECTS[dsl.LookAtTopCard] = lambda e, ctx: f"look at the top card of {_possessive(render_player(e.who, ctx))} library"
_EFFECTS[dsl.LookAtRandomCardInHand] = lambda e, ctx: (
    f"look at a card at random in {_possessive(render_player(e.who, ctx))} hand")
_STATICS[dsl.PlayFromLibraryTop] = lambda s, ctx: (
    "you may play lands and cast spells from the top of your library"
    + ("; if you cast a spell this way, pay life equal to its mana value rather than pay its mana cost"
       if s.life_for_mana else ""))
_STATICS[dsl.LibraryTopVisible] = lambda s, ctx: (
    "play with the top card of your library revealed" if s.to_all
    else "you may look at the top card of your library any time")
_STATICS[dsl.CastSelfFromGraveyard] = lambda s, ctx: f"you may cast {ctx.self_noun} from your graveyard"
_STATICS[dsl.NoManaSpent] = lambda s, ctx: "you can't spend mana to cast this spell"
_EFFECTS[dsl.OpponentGainsControl] = lambda e, ctx: f"an opponent gains control of {render_object(e.what, ctx)}"
_EMBLEM_PREFIX = 'Emblem with "'
_EFFECTS[dsl.GetEmblem] = lambda e, ctx: (
    ("you get" if isinstance(e.who, dsl.You) else render_player(e.who, ctx) + " gets")
    + ' an emblem with "' + e.emblem[len(_EMBLEM_PREFIX):-1] + '"')
_VALUES[dsl.Devotion] = lambda v, ctx: (  # 700.5
    "your devotion to " + " and ".join(_COLOR_WORDS[c] for c in v.colors))
_VALUES[dsl.BasicLandTypesAmong] = lambda v, ctx: (  # 205.3i
    f"the number of basic land types among {render_filter(v.filter, plural=True)}")


def _look_keep_on_top(e: dsl.LookAtTopKeepOnTop, ctx: RenderContext) -> str:
    count = _number(e.count) if isinstance(e.count, int) else "X"
    where = "" if isinstance(e.count, int) else f", where X is {render_value(e.count, ctx)}"
    return (f"look at the top {count} cards of your library{where}; put up to {_number(e.keep)} of them on top of "
            "your library and the rest on the bottom of your library in a random order")


_EFFECTS[dsl.LookAtTopKeepOnTop] = _look_keep_on_top
_EFFECTS[dsl.RollDie] = lambda e, ctx: f"roll a d{e.sides}"  # 706.1
_VALUES[dsl.DieResult] = lambda v, ctx: "the result"  # 706.2
_EFFECTS[dsl.Conjure] = lambda e, ctx: (
    f"conjure {_number(e.count) if e.count > 1 else 'a'} card{'s' if e.count > 1 else ''} named {e.card} "
    + {"hand": "into your hand", "library": "into your library", "battlefield": "onto the battlefield"}[e.zone])
_PLAYERS[dsl.OpponentsOf] = lambda ref, ctx: f"each of {_possessive(render_player(ref.who, ctx))} opponents"  # 102.3
_PLAYERS[dsl.EnchantedPlayer] = lambda ref, ctx: "enchanted player"  # 303.4
_EFFECTS[dsl.AttachToAnotherOpponent] = lambda e, ctx: (
    f"attach {ctx.self_noun} to another one of your opponents chosen at random")
_EFFECTS[dsl.DiscardThatCard] = lambda e, ctx: "discard that card"  # 701.9a

# ---------------------------------------------------------------------------- outside the game (400.11, 702.139)

_CONDITIONS[dsl.StartingDeckManaValues] = lambda c, ctx: (
    f"your starting deck contains only cards with mana value {c.minimum} or greater and land cards")
_CONDITIONS[dsl.StartingDeckSize] = lambda c, ctx: (
    f"your starting deck contains at least {c.more} cards more than the minimum deck size")
_STATICS[dsl.Companion] = lambda s, ctx: f"companion — {render_condition(s.condition, ctx)}"


def _from_outside_to_hand(e: dsl.FromOutsideToHand, ctx: RenderContext) -> str:
    noun = render_filter(e.filter, default="card")
    noun = noun if noun.endswith("card") else f"{noun} card"
    verb = "reveal" if e.reveal else "choose"
    where = f"{_article(noun)} you own from outside the game"
    if e.exile:
        where += f" or choose a face-up {noun} you own in exile"
    return f"{'you may ' if e.optional else ''}{verb} {where} and put that card into your hand"


_EFFECTS[dsl.FromOutsideToHand] = _from_outside_to_hand
_EFFECTS[dsl.PlayFromOutside] = lambda e, ctx: "you may play a card you own from outside the game this turn"


_LEADING_DURATIONS = {"your_next_turn": "until your next turn, ", "end_of_turn": "until end of turn, ", "permanent": ""}
_EFFECTS[dsl.BecomeWithManaValuePT] = lambda e, ctx: (
    f"{_LEADING_DURATIONS[e.duration]}{render_object(e.what, ctx)} becomes {_article(' '.join(t.lower() for t in e.types))} "
    "with power and toughness each equal to its mana value")
_EFFECTS[dsl.ExileChosen] = lambda e, ctx: f"exile any number of {render_filter(e.filter, plural=True)}"
_EFFECTS[dsl.ReturnExiledThisWay] = lambda e, ctx: (
    "return the cards exiled this way to the battlefield" + (" under your control" if e.under_yours else ""))
_EFFECTS[dsl.CastFromOutside] = lambda e, ctx: (
    f"{'you may ' if e.optional else ''}cast {_article(render_filter(e.filter, default='card'))} spell from your sideboard"
    + (". If you cast a modal spell this way, you may choose an additional mode" if e.additional_mode else ""))
_EFFECTS[dsl.MayPayLife] = lambda e, ctx: (
    f"{'you may' if isinstance(e.payer, dsl.You) else render_player(e.payer, ctx) + ' may'} pay {e.amount} life")
_EFFECTS[dsl.PlayExiledNow] = lambda e, ctx: (
    "you may play lands and cast spells from among the cards exiled this way without paying their mana costs "
    "(as this resolves)")
_STATICS[dsl.CantAttackOwner] = lambda e, ctx: (
    f"{ctx.self_noun} can't attack its owner or planeswalkers its owner controls")  # 508.1c
_REPLACEMENTS[dsl.EntersUnderOpponentsControl] = lambda e, ctx: (
    f"{ctx.self_noun} enters under the control of an opponent of your choice")  # 614.12
_CONDITIONS[dsl.AlternativeCostNotPaid] = lambda c, ctx: (
    "it didn't escape" if c.keyword == "escape" else f"its {c.keyword} cost wasn't paid")


def _become_copy(e: dsl.BecomeCopy, ctx: RenderContext) -> str:
    """707.2, 707.9b: "becomes a copy of ..., except it has this ability" (or "and gains this ability")."""
    text = f"{render_object(e.what, ctx)} becomes a copy of {render_object(e.of, ctx)}"
    if e.keeps_ability:
        text += ", except it has this ability"
    if e.gains_ability:
        text += " and gains this ability"
    return text + (" until end of turn" if e.duration == "end_of_turn" else "")


_EFFECTS[dsl.BecomeCopy] = _become_copy
_OBJECTS[dsl.ExiledWith] = lambda r, ctx: "the exiled card"  # 607.2a
_EFFECTS[dsl.CastCopyOf] = lambda e, ctx: (  # 707.12
    f"you may copy {render_object(e.what, ctx)}; if you do, you may cast the copy without paying its mana cost")
_EFFECTS[dsl.ExileFromHand] = lambda e, ctx: (
    f"exile {_article(render_filter(e.filter, default='card', zone='hand'))} from your hand")


def _gain_abilities(e: dsl.GainAbilities, ctx: RenderContext) -> str:
    """613.1f: "~ gains "..."" (each quoted ability rendered from its tree)."""
    quotes = " and ".join(f'"{render_ability(a, RenderContext())}"' for a in e.granted)
    return f"{render_object(e.what, ctx)} gains {quotes}" + (" until end of turn" if e.duration == "end_of_turn" else "")


_EFFECTS[dsl.GainAbilities] = _gain_abilities
_EFFECTS[dsl.ReflexiveTrigger] = lambda e, ctx: render_ability(e.ability, ctx)  # 603.12
_CONDITIONS[dsl.LastKnownMatches] = lambda c, ctx: (  # 608.2h
    f"{render_object(c.what, ctx)} was {_article(render_filter(c.filter))}")
_CONDITIONS[dsl.ActivatedThisTurn] = lambda c, ctx: (
    f"this ability has been activated {_number(c.times)} or more times this turn")
