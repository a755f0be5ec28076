"""A sensible player that sees only its view (DESIGN.md principle 8) and the public card
texts.  It makes its land drop, casts the best spell it can afford, aims harmful effects at
the opponent's best creature it can actually remove (or face), helpful ones at its own,
counters the opponent's spells and keeps board wipes for when they favour it.  In combat
(agents/combat.py) it blocks to survive, never leaving lethal damage unblocked when a block
prevents it, and to kill attackers (with gangs of first strikers or deathtouch creatures
too); it attacks when the attack scores well against the opponent's best blocks and the
crack-back, so it races when ahead and doesn't hold everything back while losing.  It keeps
opening hands with two to five lands and something cheap to cast (a seven with one land and a
one-drop too), fewer the more it has mulliganed (103.5).  It never aims removal at its own
permanents when it can help it, and doesn't fire a second removal spell at a creature that one
of its spells on the stack already targets.  With `noise` it answers that share of its
decisions at random instead (the easy level)."""

from __future__ import annotations

import random
import re
from itertools import combinations

from manastack.agents import combat
from manastack.cards import dsl
from manastack.cards.mana_cost import parse_mana_cost
from manastack.cards.registry import UnsupportedCardError, card_cache, card_def, resolve_name
from manastack.engine.decision import Decision, Option
from manastack.engine.steps import MAIN_PHASES

HARMFUL = (
    dsl.DealDamage,
    dsl.Destroy,
    dsl.Exile,
    dsl.ReturnToHand,
    dsl.Tap,
    dsl.CounterSpell,
    dsl.CounterUnlessPays,
    dsl.Fight,
)
HELPFUL = (dsl.ModifyPT, dsl.PutCounters, dsl.Untap, dsl.Attach)
COUNTERS = (dsl.CounterSpell, dsl.CounterUnlessPays)
REMOVING = (dsl.Destroy, dsl.Exile, dsl.ReturnToHand, dsl.Tap)  # effects that take a blocker out of a combat
UNTARGETABLE = ("hexproof", "shroud")
PERMANENT_SPELLS = ("Creature", "Artifact", "Enchantment", "Planeswalker", "Battle")
SPREAD = 8.0  # what each Equipment or Aura already on a creature takes from its worth as a target for one more
COMBAT_MATTERS = 10  # while creatures wait for the second main phase, only what scores this much is cast before combat
DEVELOP = 9.0  # removal aimed at a creature worth less than a creature spell castable now: below that spell (10 + its mana value)
ETB_WORTH = 3.0  # what an ability that triggers as a permanent enters adds to its worth (about a card)
RECURRING = 3.0  # a creature that returns from the graveyard is worth this many times less in a fight
MANA_WORTH = 3.0  # what a creature's mana ability adds to its worth in a fight (about a card)


# ---------------------------------------------------------------- what the card texts say


@card_cache(maxsize=4096)
def _definition(name: str):
    try:
        return card_def(resolve_name(name))
    except (UnsupportedCardError, KeyError, ValueError):
        return None


@card_cache(maxsize=4096)
def _abilities(name: str, face: int = 0) -> tuple:
    definition = _definition(name)
    if definition is None or not definition.faces:
        return ()
    return tuple(definition.faces[min(face, len(definition.faces) - 1)].abilities)


def _flatten(effects) -> list:
    """Effects, looking inside "you may" and conditional wrappers."""
    out = []
    for e in effects:
        while isinstance(e, (dsl.Optional, dsl.Conditional)):
            e = e.effect
        out.append(e)
    return out


@card_cache(maxsize=4096)
def _spell_effects(name: str, face: int = 0) -> tuple:
    """The effects of a card's spell ability (all modes together)."""
    found = []
    for ability in _abilities(name, face):
        if isinstance(ability, dsl.SpellAbility):
            found.extend(_flatten(ability.effects))
            for mode in ability.modes:
                found.extend(_flatten(mode.effects))
    return tuple(found)


@card_cache(maxsize=4096)
def _etb_abilities(name: str, face: int = 0) -> tuple:
    return tuple(
        a
        for a in _abilities(name, face)
        if isinstance(a, dsl.Triggered) and a.trigger.event == "enters" and a.trigger.self_only
    )


@card_cache(maxsize=4096)
def _attacking_bonus(name: str) -> tuple[int, int, tuple[str, ...]]:
    """What a creature gets as it attacks, by its own text: "whenever this creature attacks,
    it gets +N/+M" (Charging Paladin) and "has KEYWORD as long as it's attacking" (Blood Petal
    Celebrant)."""
    power = toughness = 0
    keywords: list[str] = []
    for ability in _abilities(name):
        if (
            isinstance(ability, dsl.Triggered)
            and ability.trigger.event == "attacks"
            and ability.trigger.self_only
            and not ability.optional
            and not ability.targets
        ):
            for effect in _flatten(ability.effects):
                if isinstance(effect, dsl.ModifyPT) and isinstance(effect.what, dsl.Self):
                    power += _number(effect.power, 0)
                    toughness += _number(effect.toughness, 0)
                    keywords += effect.keywords
        elif (
            isinstance(ability, dsl.Static)
            and isinstance(ability.effect, dsl.Anthem)
            and ability.effect.affects == "self"
            and isinstance(ability.effect.condition, dsl.SelfAttacking)
        ):
            power += ability.effect.power
            toughness += ability.effect.toughness
            keywords += ability.effect.keywords
    return power, toughness, tuple(keywords)


def _refers(effect, slot: int) -> bool:
    """Whether an effect acts on target number `slot`."""
    for attr in ("what", "to", "first", "second", "on"):
        ref = getattr(effect, attr, None)
        if isinstance(ref, dsl.Target) and ref.index == slot:
            return True
    return False


@card_cache(maxsize=4096)
def _aura_intent(name: str) -> str | None:
    """"help" or "harm": what an Aura does to the object it enchants (303.4a: an Aura spell
    targets what it will enchant, by its enchant keyword, not by a spell ability), or None for
    a card that isn't an Aura.  It helps when everything it gives the enchanted object is a
    bonus (Rancor: +2/+0 and trample); anything else harms."""
    abilities = _abilities(name)
    if not any(isinstance(a, dsl.Keyword) and a.name == "enchant" for a in abilities):
        return None
    given = [
        a.effect for a in abilities if isinstance(a, dsl.Static) and getattr(a.effect, "affects", None) == "attached"
    ]
    bonus = all(
        isinstance(e, dsl.Anthem) and e.power >= 0 and e.toughness >= 0 and "defender" not in e.keywords
        for e in given
    )
    return "help" if given and bonus else "harm"


@card_cache(maxsize=4096)
def _counters_creatures(name: str) -> bool:
    """Whether a counterspell's target may be a creature spell (Counterspell, Essence Scatter;
    Negate's "noncreature spell" may not)."""
    spell = next((a for a in _abilities(name) if isinstance(a, dsl.SpellAbility)), None)
    specs = [s for s in (spell.targets if spell is not None else ()) if s.kind == "spell"]
    return any(
        "Creature" not in s.filter.not_types and (not s.filter.types or "Creature" in s.filter.types) for s in specs
    )


def _kept_in_hand(first: Option, second: Option, in_hand: set[int]) -> bool:
    """Whether casting `second` rather than `first`, scored alike, keeps a card in hand: the same
    card cast from exile (715.4: a card on an Adventure) or another zone that permits it, rather
    than from the hand, where it keeps every way of casting it (Lovestruck Beast from exile, the
    other one kept for its Adventure)."""
    return (
        first.kind == second.kind == "cast"
        and first.value[0] in in_hand
        and second.value[0] not in in_hand
        and first.label.split(" from ")[0] == second.label.split(" from ")[0]
    )


@card_cache(maxsize=4096)
def _recurs(name: str) -> bool:
    """Whether a card has an ability that works from its owner's graveyard to bring the card
    itself back (113.6m: Gutterbones' "{1}{B}: Return this card from your graveyard to your
    hand"): destroyed or dealt lethal damage, it returns; exiled, it doesn't."""
    return any(
        isinstance(a, (dsl.Activated, dsl.Triggered))
        and a.zone == "graveyard"
        and any(isinstance(getattr(e, "what", None), dsl.Self) for e in _flatten(a.effects))
        for a in _abilities(name)
    )


def _comes_back(o: dict, effects) -> bool:
    """Whether removal with these effects would leave the object `o` free to return from the
    graveyard (`_recurs`): it doesn't exile it (406)."""
    return _recurs(o.get("name", "")) and not any(isinstance(e, dsl.Exile) for e in effects)


def _fighter(o: dict) -> combat.Fighter:
    """`combat.fighter`, a creature that returns from the graveyard (`_recurs`) worth RECURRING
    times less: losing one in a block or an attack costs little, killing one gains little; and
    one with a mana ability (605.1a: Llanowar Elves) worth MANA_WORTH more, the mana it makes."""
    f = combat.fighter(o)
    name = o.get("name", "")
    value = f.value / RECURRING if _recurs(name) else f.value
    if any(getattr(a, "mana", False) for a in _abilities(name)):
        value += MANA_WORTH
    return f if value == f.value else combat.Fighter(f.id, f.power, f.toughness, f.keywords, value)


def _blocked_by(view: dict) -> dict[int, list[int]]:
    """509.1a: each blocked attacker of the view's combat and the creatures blocking it."""
    found: dict[int, list[int]] = {}
    for blocker, attacked in ((view.get("combat") or {}).get("blockers") or {}).items():
        for attacker in attacked if isinstance(attacked, list) else [attacked]:
            found.setdefault(int(attacker), []).append(int(blocker))
    return found


def _harmful(effect) -> bool:
    if isinstance(effect, dsl.ModifyPT):
        return _number(effect.power) < 0 or _number(effect.toughness) < 0
    if isinstance(effect, dsl.PutCounters):
        return effect.kind.startswith("-")
    return isinstance(effect, HARMFUL)


BASIC_COLOURS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@card_cache(maxsize=4096)
def _face_mana_value(name: str, face: int) -> int:
    """The mana value of a card's face (202.3), such as an Adventure's (715.3b)."""
    definition = _definition(name)
    if definition is None or not 0 <= face < len(definition.faces):
        return 0
    cost = parse_mana_cost(definition.faces[face].mana_cost)
    return cost.mana_value if cost is not None else 0


@card_cache(maxsize=4096)
def _pips(name: str) -> dict[str, int]:
    """Coloured mana symbols in a card's (front face's) mana cost."""
    definition = _definition(name)
    if definition is None or not definition.faces:
        return {}
    cost = definition.faces[0].mana_cost or ""
    found: dict[str, int] = {}
    for colour in "WUBRG":
        n = cost.count("{" + colour + "}")
        if n:
            found[colour] = n
    return found


@card_cache(maxsize=4096)
def _colours(name: str) -> frozenset:
    """A card's printed colours (from its colour indicator or mana cost)."""
    definition = _definition(name)
    if definition is None or not definition.faces:
        return frozenset()
    face = definition.faces[0]
    return frozenset(face.colors) if face.colors is not None else frozenset(_pips(name))


def _fits(flt: dsl.Filter, o: dict) -> bool:
    """Roughly whether a permanent in a view passes a target filter (what the view shows)."""
    types, subtypes = set(o.get("types", [])), set(o.get("subtypes") or [])
    power, toughness = o.get("power"), o.get("toughness")
    colours = _colours(o.get("name", ""))
    checks = (
        not (set(flt.not_types) & types),
        not (set(flt.not_subtypes) & subtypes),
        not flt.subtypes or set(flt.subtypes) <= subtypes,
        not (set(flt.not_colors) & colours),
        not flt.colors or bool(set(flt.colors) & colours),
        flt.mana_value_le is None or o.get("mana_value", 0) <= flt.mana_value_le,
        flt.power_le is None or (power or 0) <= flt.power_le,
        flt.power_ge is None or (power or 0) >= flt.power_ge,
        flt.toughness_le is None or (toughness or 0) <= flt.toughness_le,
        flt.toughness_ge is None or (toughness or 0) >= flt.toughness_ge,
        flt.total_pt_le is None or (power or 0) + (toughness or 0) <= flt.total_pt_le,
        flt.tapped is None or bool(o.get("tapped")) == flt.tapped,
        not flt.keywords or set(flt.keywords) <= set(o.get("keywords", [])),
    )
    return all(checks)


def _number(value, default: int = 2) -> int:
    return value if isinstance(value, int) else default


def _intent(effects, specs, slot: int) -> str:
    """ "harm", "help" or "unknown": what the effects do to target number `slot`."""
    relevant = [e for e in effects if _refers(e, slot)]
    if any(_harmful(e) for e in relevant):
        return "harm"
    if any(
        isinstance(e, HELPFUL) or isinstance(e, (dsl.CastFromGraveyardFree, dsl.PutOntoBattlefield))
        for e in relevant
    ):
        return "help"
    if slot < len(specs):
        owner = specs[slot].filter.controller or specs[slot].filter.owner or specs[slot].player
        if owner == "opponent":
            return "harm"
        if owner == "you":
            return "help"
    if any(isinstance(e, (dsl.Draw, dsl.GainLife, dsl.ReturnToHand)) for e in effects):
        return "help"
    return "harm"


class HeuristicAgent:
    name = "heuristic"
    needs_view = True

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise is a share of the decisions, from 0 to 1, not {noise!r}")
        self.rng = random.Random(seed)
        self.noise = noise
        self._acting: tuple | None = None  # (source name, effects, target specs) being cast or activated
        self._activations: dict[tuple, int] = {}
        self._plans: dict[tuple, object] = {}  # combat plans by what they were made from (`_fingerprint`)
        self._ready: tuple[int, frozenset] | None = None  # (turn, its creatures then): they may attack (302.6)
        self._trick: tuple[int, int] | None = (
            None  # (turn, blocker) a pump in hand is kept for (`_with_trick`)
        )

    # ------------------------------------------------------------ helpers on the view

    @staticmethod
    def _objects(view: dict) -> dict[int, dict]:
        found = {o["id"]: o for o in view["battlefield"]}
        me = view["players"][view["viewer"]]
        for o in me.get("hand", []):
            found[o["id"]] = o
        for p in view["players"]:
            for o in p["graveyard"]:
                found.setdefault(o["id"], o)
        for o in view.get("exile", []):
            if "name" in o:
                found.setdefault(o["id"], o)
        return found

    @staticmethod
    def _creatures(view: dict, controller: int) -> list[dict]:
        return [
            o for o in view["battlefield"] if o.get("controller") == controller and "Creature" in o["types"]
        ]

    @staticmethod
    def _opponent(view: dict) -> int:
        me = view["viewer"]
        alive = [p["index"] for p in view["players"] if p["index"] != me and not p["lost"]]
        return alive[0] if alive else (me + 1) % len(view["players"])

    @staticmethod
    def _value(o: dict) -> float:
        return combat.creature_value(o)

    def _targeted_by_me(self, view: dict) -> set[int]:
        """Objects that my spells and abilities on the stack already target."""
        found = set()
        for item in view["stack"]:
            if item["controller"] == view["viewer"]:
                for slot in item.get("targets") or []:
                    for t in slot:
                        if t and t[0] == "obj":
                            found.add(t[1])
        return found

    def _threatened(self, view: dict) -> set[int]:
        """My objects that an opponent's spell or ability on the stack targets."""
        me = view["viewer"]
        mine = {o["id"] for o in view["battlefield"] if o.get("controller") == me}
        found = set()
        for item in view["stack"]:
            if item["controller"] != me:
                for slot in item.get("targets") or []:
                    for t in slot:
                        if t and t[0] == "obj" and t[1] in mine:
                            found.add(t[1])
        return found

    def _behind_on_board(self, view: dict) -> bool:
        """Whether the opponent's creatures are worth more than the viewer's (`creature_value`):
        then it needs creatures of its own more than counter mana."""
        theirs = sum(self._value(o) for o in self._creatures(view, self._opponent(view)))
        return theirs > sum(self._value(o) for o in self._creatures(view, view["viewer"]))

    def _pressed(self, view: dict) -> bool:
        """Whether the opponent's creatures' power is half the viewer's life or more: then even
        a creature that returns from the graveyard (`_recurs`) is worth removing for a while."""
        power = sum(max(0, o.get("power") or 0) for o in self._creatures(view, self._opponent(view)))
        return power * 2 >= view["players"][view["viewer"]]["life"]

    @staticmethod
    def _untapped_lands(view: dict) -> int:
        me = view["viewer"]
        return sum(
            1
            for o in view["battlefield"]
            if o.get("controller") == me and "Land" in o["types"] and not o.get("tapped")
        )

    @staticmethod
    def _may_draw(view: dict, keep: int) -> bool:
        """Whether drawing extra cards leaves at least `keep` in the library."""
        return view["players"][view["viewer"]]["library"] > keep

    @staticmethod
    def _holding_counter(view: dict, creatures: bool = False) -> bool:
        """Whether the viewer holds a counterspell (701.6); with `creatures`, one that can
        counter a creature spell (Counterspell, Essence Scatter; not Negate)."""
        hand = view["players"][view["viewer"]].get("hand", [])
        return any(
            any(isinstance(e, COUNTERS) for e in _spell_effects(c["name"]))
            and (not creatures or _counters_creatures(c["name"]))
            for c in hand
        )

    @staticmethod
    def _removable(o: dict) -> bool:
        return not any(k in o.get("keywords", []) for k in UNTARGETABLE)

    # ------------------------------------------------------------ the decision

    def pick(self, view: dict, decision: Decision) -> Option:
        if self.noise and len(decision.options) > 1 and self.rng.random() < self.noise:
            return decision.options[self.rng.randrange(len(decision.options))]
        handler = getattr(self, f"_on_{decision.kind}", None)
        if handler is not None:
            choice = handler(view, decision)
            if choice is not None:
                return choice
        return self._default(decision)

    def _default(self, decision: Decision) -> Option:
        for kind in ("yes", "keep", "pay", "done"):
            for o in decision.options:
                if o.kind == kind:
                    return o
        return decision.options[0]

    def _on_mulligan(self, view: dict, d: Decision) -> Option | None:
        """103.5: keep a hand of seven with two to five lands and a spell of mana value three
        or less, or with one land and a spell of mana value one (it can cast that on turn one
        and draws toward a second land: in benchmarks/mulligans.py's playouts such a hand won
        10 points more often than a mulligan to six, at every bundled deck, on the play and on
        the draw); of six with two to five lands; of five with at least one land; four or fewer
        always.  The London mulligan always shows seven cards: the option says how many would
        be kept after another mulligan."""
        mulligan = next((o for o in d.options if o.kind == "mulligan"), None)
        keep = next((o for o in d.options if o.kind == "keep"), None)
        if mulligan is None or keep is None:
            return keep
        found = re.search(r"to (\d+)", mulligan.label)
        size = int(found.group(1)) + 1 if found else 7
        hand = view["players"][view["viewer"]].get("hand", [])
        lands = sum(1 for c in hand if "Land" in c["types"])
        spells = [c.get("mana_value", 0) for c in hand if "Land" not in c["types"]]
        if size <= 4:
            good = True
        elif size == 5:
            good = 1 <= lands <= 6
        elif size == 6:
            good = 2 <= lands <= 5
        elif lands == 1:
            good = any(value <= 1 for value in spells)
        else:
            good = 2 <= lands <= 5 and any(value <= 3 for value in spells)
        return keep if good else mulligan

    def _on_bottom(self, view: dict, d: Decision) -> Option | None:
        """103.5: put on the bottom a land while the hand kept would have more than about
        four in ten lands (at least two, at most four), else the most expensive spell."""
        me = view["players"][view["viewer"]]
        hand = {c["id"]: c for c in me.get("hand", [])}
        cards = [hand[o.value] for o in d.options if o.value in hand]
        kept = len(cards) - 1
        lands = sum(1 for c in cards if "Land" in c["types"])
        wanted = min(4, max(2, round(kept * 0.42)))

        def cost(o: Option) -> float:
            card = hand.get(o.value, {})
            if "Land" in card.get("types", []):
                return 100 if lands > wanted else -100
            return card.get("mana_value", 0)

        return max(d.options, key=cost)

    def _on_starting_player(self, view: dict, d: Decision) -> Option | None:
        return next((o for o in d.options if o.value == view["viewer"]), None)

    def _on_x(self, view: dict, d: Decision) -> Option | None:
        return max(d.options, key=lambda o: o.value if isinstance(o.value, int) else -1)

    # ------------------------------------------------------------ priority

    def expect(self, view: dict, option: Option) -> None:
        """Be told that `option` was chosen at priority for this player by someone else (the
        search agent): what it casts or activates is then known to the target decisions that
        follow (`_target_context`)."""
        if option.kind not in ("cast", "activate"):
            return
        objects = self._objects(view)
        source = objects.get(option.value[0])
        self._acting = None
        if source is None:
            return
        name, index = source["name"], option.value[1]
        if option.kind == "cast":
            spell = next((a for a in _abilities(name, index) if isinstance(a, dsl.SpellAbility)), None)
            specs = tuple(spell.targets) if spell is not None else ()
            for mode in spell.modes if spell is not None else ():
                specs += tuple(mode.targets)
            self._acting = (name, tuple(_spell_effects(name, index)), specs)
            return
        abilities = _abilities(name)
        if 0 <= index < len(abilities) and isinstance(abilities[index], dsl.Activated):
            ability = abilities[index]
            self._acting = (name, tuple(_flatten(ability.effects)), tuple(ability.targets))

    def _on_priority(self, view: dict, d: Decision) -> Option | None:
        me = view["viewer"]
        my_turn = view["active"] == me
        main = view["step"] in MAIN_PHASES and not view["stack"]
        objects = self._objects(view)
        self._acting = None
        if my_turn and main:
            plays = [o for o in d.options if o.kind == "play"]
            if plays:
                return self._land_to_play(view, plays, objects)
        best: tuple[float, Option, tuple | None] | None = None
        in_hand = {c["id"] for c in view["players"][me].get("hand", [])}
        later = my_turn and main and self._after_combat(view, d, objects)
        develop = self._develop_worth(view, d, objects) if my_turn and main and not later else 0.0
        for o in d.options:
            scored: tuple[float, tuple | None] | None = None
            if o.kind == "cast":
                card = objects.get(o.value[0])
                if card is not None and not (later and "Creature" in card["types"]):
                    scored = self._cast_score(view, card, o.value[1], develop)
                    if later and scored is not None and scored[0] < COMBAT_MATTERS:
                        scored = None  # (a sorcery such as Rampant Growth waits too: the mana is the creatures')
            elif o.kind == "activate":
                scored = self._activation_score(view, objects.get(o.value[0]), o.value[1])
                if (
                    scored is not None
                    and self._activations.get((view["turn"], o.value[0], o.value[1]), 0) >= 3
                ):
                    scored = None
            if scored is not None and (
                best is None or scored[0] > best[0] or scored[0] == best[0] and _kept_in_hand(best[1], o, in_hand)
            ):
                best = (scored[0], o, scored[1])
        if best is not None:
            _, option, acting = best
            if option.kind == "cast" and my_turn and main:
                option, acting = self._mana_efficient(view, d, objects, option, acting)
                option, acting = self._adventure_first(view, d, objects, option, acting)
            self._acting = acting
            if option.kind == "activate":
                key = (view["turn"], option.value[0], option.value[1])
                self._activations[key] = self._activations.get(key, 0) + 1
            return option
        return next(o for o in d.options if o.kind == "pass")

    def _mana_efficient(
        self, view: dict, d: Decision, objects: dict[int, dict], option: Option, acting: tuple | None
    ) -> tuple[Option, tuple | None]:
        """601.2g-h: of the permanent spells the hand can cast this main phase, the first of the
        set that spends the most of the mana available (then the fewest spells, then the most
        valuable set by `_card_worth`), rather than the most expensive spell alone: two
        two-drops on four lands, not a three-drop; Kalonian Tusker rather than Grizzly Bears.
        Only when `option`, the best-scoring play, is a permanent spell."""
        spells: dict[int, tuple[Option, int, float]] = {}
        for o in d.options:
            card = objects.get(o.value[0]) if o.kind == "cast" else None
            if card is None or o.value[0] in spells or o.value[1] != 0:
                continue
            if not any(t in card["types"] for t in PERMANENT_SPELLS) or "Land" in card["types"]:
                continue
            scored = self._cast_score(view, card, 0)
            if scored is not None and scored[0] == 10 + card.get("mana_value", 0):
                spells[o.value[0]] = (o, card.get("mana_value", 0), self._card_worth(card))
        if option.value[0] not in spells or len(spells) < 2:
            return option, acting
        mana = self._mana_available(view)
        best: tuple | None = None
        in_hand = {c["id"] for c in view["players"][view["viewer"]].get("hand", [])}
        chosen = sorted(
            spells.values(), key=lambda spell: (-spell[1], -spell[2], spell[0].value[0] in in_hand, spell[0].label)
        )[:8]
        for size in range(1, len(chosen) + 1):
            for group in combinations(chosen, size):
                spent = sum(mv for _, mv, _ in group)
                if spent <= mana:
                    key = (spent, -size, group[0][1], sum(worth for _, _, worth in group))
                    if best is None or key > best[0]:
                        best = (key, group)
        if best is None:
            return option, acting
        first = best[1][0][0]
        if first is option:
            return option, acting
        card = objects[first.value[0]]
        return first, (card["name"], (), ())

    def _adventure_first(
        self, view: dict, d: Decision, objects: dict[int, dict], option: Option, acting: tuple | None
    ) -> tuple[Option, tuple | None]:
        """715.3-4: a card cast as its Adventure is exiled and may then be cast as the permanent:
        when the mana available pays for both, the Adventure first (Heart's Desire's 1/1 token,
        then Lovestruck Beast from exile, which can then attack), if the Adventure is worth
        casting now."""
        if option.value[1] != 0:
            return option, acting
        card = objects.get(option.value[0])
        adventure = next(
            (o for o in d.options if o.kind == "cast" and o.value[0] == option.value[0] and o.value[1] != 0),
            None,
        )
        if card is None or adventure is None:
            return option, acting
        scored = self._cast_score(view, card, adventure.value[1])
        both = card.get("mana_value", 0) + _face_mana_value(card["name"], adventure.value[1])
        if scored is None or self._mana_available(view) < both:
            return option, acting
        return adventure, scored[1]

    @staticmethod
    def _card_worth(card: dict) -> float:
        """What a permanent card in hand adds once cast: its worth on the battlefield
        (`combat.creature_value`), and ETB_WORTH more for an ability that triggers as it enters
        (Viashino Pyromancer's 2 damage, Blade Splicer's Golem)."""
        return combat.creature_value(card) + ETB_WORTH * bool(_etb_abilities(card["name"]))

    @staticmethod
    def _mana_available(view: dict) -> int:
        """The mana the viewer could make now: its untapped lands and untapped permanents with
        a mana ability (a creature's summoning sickness, 302.6, isn't in the view), and its
        mana pool."""
        me = view["viewer"]
        total = len(view["players"][me].get("mana_pool") or "") // 3
        for o in view["battlefield"]:
            if o.get("controller") != me or o.get("tapped"):
                continue
            if "Land" in o["types"] or any(getattr(a, "mana", False) for a in _abilities(o["name"])):
                total += 1
        return total

    @staticmethod
    def _colours_available(view: dict, name: str) -> bool:
        """106.1, 601.2g-h: whether the viewer's untapped permanents could pay the coloured mana
        symbols of a card's cost: a basic land type makes its colour (305.6), any other
        untapped land or mana permanent counts as any colour (a Mystery Booster deck's Giant
        Growth with only Plains and Swamps untapped can't be cast).  The pool isn't counted."""
        pips = _pips(name)
        if not pips:
            return True
        me = view["viewer"]
        fixed: dict[str, int] = {}
        wild = 0
        for o in view["battlefield"]:
            if o.get("controller") != me or o.get("tapped"):
                continue
            colours = {BASIC_COLOURS[t] for t in o.get("subtypes") or [] if t in BASIC_COLOURS}
            if "Land" in o["types"] and len(colours) == 1:
                colour = colours.pop()
                fixed[colour] = fixed.get(colour, 0) + 1
            elif "Land" in o["types"] or any(getattr(a, "mana", False) for a in _abilities(o["name"])):
                wild += 1
        short = sum(max(0, n - fixed.get(colour, 0)) for colour, n in pips.items())
        return short <= wild

    def _reach(self, view: dict, spent: int = 0, this_turn: bool = False) -> int:
        """120.3, 104.3a: the damage the burn spells in hand that can aim at a player could deal
        now with the mana available less `spent` (instants, and sorceries in the viewer's main
        phase with an empty stack; with `this_turn`, sorceries in its second main phase too),
        the most damage per mana first."""
        me = view["viewer"]
        main = view["active"] == me and (
            view["step"] in MAIN_PHASES and not view["stack"] or this_turn and view["step"] != "main2"
        )
        burn = []
        for card in view["players"][me].get("hand", []):
            if "Instant" not in card["types"] and not ("Sorcery" in card["types"] and main):
                continue
            spell = next((a for a in _abilities(card["name"]) if isinstance(a, dsl.SpellAbility)), None)
            if spell is None or not any(s.kind in ("any", "player") for s in spell.targets):
                continue
            damage = sum(_number(e.amount) for e in _spell_effects(card["name"]) if isinstance(e, dsl.DealDamage))
            if damage:
                burn.append((damage, card.get("mana_value", 0)))
        mana = self._mana_available(view) - spent
        total = self._aimed_at_opponent(view)
        for damage, cost in sorted(burn, key=lambda b: -b[0] / max(1, b[1])):
            if cost <= mana:
                mana -= cost
                total += damage
        return total

    def _aimed_at_opponent(self, view: dict) -> int:
        """The damage the viewer's spells on the stack will deal to the opponent (608.2)."""
        opponent = self._opponent(view)
        total = 0
        for item in view["stack"]:
            if item["controller"] != view["viewer"] or item["kind"] != "spell":
                continue
            if any(t == ["player", opponent] or t == ("player", opponent) for slot in item.get("targets") or [] for t in slot):
                total += sum(
                    _number(e.amount) for e in _spell_effects(item.get("name", "")) if isinstance(e, dsl.DealDamage)
                )
        return total

    def _land_to_play(self, view: dict, plays: list[Option], objects: dict[int, dict]) -> Option:
        """305.1: the land that makes the colour the hand's spells lack most (their coloured
        mana symbols against the basic land types already on the battlefield), else the first."""
        me = view["viewer"]
        sources: dict[str, int] = {}
        for o in view["battlefield"]:
            if o.get("controller") == me and "Land" in o["types"]:
                for subtype in o.get("subtypes") or []:
                    colour = BASIC_COLOURS.get(subtype)
                    if colour:
                        sources[colour] = sources.get(colour, 0) + 1
        need: dict[str, int] = {}
        wanted: dict[str, int] = {}
        for card in view["players"][me].get("hand", []):
            if "Land" not in card["types"]:
                for colour, count in _pips(card["name"]).items():
                    need[colour] = max(need.get(colour, 0), count)
                    wanted[colour] = wanted.get(colour, 0) + count

        def worth(option: Option) -> tuple:
            land = objects.get(option.value[0], {})
            colours = {BASIC_COLOURS[t] for t in land.get("subtypes") or [] if t in BASIC_COLOURS}
            short = sum(1 for c in colours if need.get(c, 0) > sources.get(c, 0))
            return (short, sum(wanted.get(c, 0) for c in colours))

        return max(plays, key=worth)

    def _removal_targets(self, view: dict, specs, effects) -> list[dict]:
        """The opponent's objects a harmful targeted effect could usefully hit."""
        opponent = self._opponent(view)
        taken = self._targeted_by_me(view)
        kinds = {s.kind for s in specs}
        wanted = {t for s in specs for t in (*s.filter.types, *s.filter.any_types)}
        pressed = self._pressed(view)
        found = []
        for o in view["battlefield"]:
            if (
                o.get("controller") != opponent
                or o["id"] in taken
                or not self._removable(o)
                or "Land" in o["types"]
            ):
                continue
            if wanted and not set(wanted) & set(o["types"]):
                continue
            if not wanted and "Creature" not in o["types"] and "permanent" not in kinds:
                continue
            if specs and specs[0].kind in ("permanent", "any") and not _fits(specs[0].filter, o):
                continue
            if _comes_back(o, effects) and not pressed:
                continue  # it would come back from the graveyard
            found.append(o)
        damage = [e for e in effects if isinstance(e, dsl.DealDamage)]
        if damage:
            amount = _number(damage[0].amount)
            found = [
                o
                for o in found
                if "Creature" not in o["types"]
                or (o.get("toughness") or 0) - (o.get("damage") or 0) <= amount
            ]
        return found

    def _develop_worth(self, view: dict, d: Decision, objects: dict[int, dict]) -> float:
        """The worth (`_card_worth`) of the best creature spell the viewer can cast now: a removal
        spell aimed at a creature worth less waits for it (`_cast_score`)."""
        return max(
            (
                self._card_worth(objects[o.value[0]])
                for o in d.options
                if o.kind == "cast"
                and o.value[0] in objects
                and "Creature" in objects[o.value[0]]["types"]
                and self._cast_score(view, objects[o.value[0]], o.value[1]) is not None
            ),
            default=0.0,
        )

    def _cast_score(
        self, view: dict, card: dict, face: int, develop: float = 0.0
    ) -> tuple[float, tuple] | None:
        """How much casting `card` (its face `face`) is worth now, and what it does (for its
        targets), or None not to cast it.  `develop`: the worth of the best creature spell the
        viewer could cast instead in its main phase; removal aimed at no creature worth as much
        scores below it (DEVELOP), the creature first and the removal with the mana left or later
        (the search preferred a Gifted Aetherborn to a Walk the Plank on a 1/2 Tarmogoyf, and an
        Eye Collector to a Cut Down on a 1/1 token)."""
        me = view["viewer"]
        opponent = self._opponent(view)
        my_turn = view["active"] == me
        main = view["step"] in MAIN_PHASES and not view["stack"]
        name = card["name"]
        mv = card.get("mana_value", 0)
        abilities = _abilities(name, face)
        spell = next((a for a in abilities if isinstance(a, dsl.SpellAbility)), None)
        effects = list(_spell_effects(name, face))
        specs = tuple(spell.targets) if spell is not None else ()
        for mode in spell.modes if spell is not None else ():
            specs += tuple(mode.targets)
        types = card["types"] if face == 0 else self._face_types(name, face)
        keywords = card.get("keywords", [])
        acting = (name, tuple(effects), specs)
        if any(t in types for t in ("Creature", "Artifact", "Enchantment", "Planeswalker", "Battle")):
            if not (
                (my_turn and main)
                or ("flash" in keywords and (view["step"] == "end" and not my_turn or self._threatened(view)))
            ):
                return None
            if "Aura" in (card.get("subtypes") or []) and not self._creatures(
                view, me if _aura_intent(name) == "help" else opponent
            ):
                return None  # nothing to enchant the way it means to (303.4a)
            removal = self._removal_on_entering(view, name, face, types)
            if removal is not None:  # Banishing Light: removal, weighed as removal spells are
                best = max(self._value(o) for o in removal)
                return (DEVELOP if best < develop else 20 + min(best, 12) / 3 - mv / 10, (name, (), ()))
            if (
                mv >= 3
                and my_turn
                and self._holding_counter(view, creatures=True)
                and not self._behind_on_board(view)
                and self._untapped_lands(view) - mv < 2
                and view["players"][opponent]["hand_size"] > 0
                and view["turn"] < 30
            ):
                return None  # keep counter mana up for their threats rather than tap out (not for a Negate,
                # nor behind on board: the search cast Serra Angel against Leatherback Baloths)
            for trigger in _etb_abilities(name, face):
                trigger_effects = _flatten(trigger.effects)
                if (
                    trigger.targets
                    and _intent(trigger_effects, trigger.targets, 0) == "harm"
                    and not trigger.optional
                    and not trigger.targets[0].up_to
                    and not self._removal_targets(view, trigger.targets, trigger_effects)
                    and trigger.targets[0].kind not in ("any", "player")
                ):
                    return None  # Banishing Light with nothing of theirs to exile
            return (10 + mv, (name, (), ()))
        stack = view["stack"]
        if any(isinstance(e, COUNTERS) for e in effects):
            if (
                stack
                and stack[0]["controller"] != me
                and stack[0]["kind"] == "spell"
                and self._worth_countering(view, stack[0])
            ):
                return (30 + mv, acting)
            return None
        if any(isinstance(e, dsl.DestroyAll) for e in effects):
            return self._wipe_score(view, [e for e in effects if isinstance(e, dsl.DestroyAll)], acting)
        harmful = [e for e in effects if _harmful(e) and any(_refers(e, i) for i in range(len(specs)))]
        if harmful:
            early = my_turn and view["step"] in ("untap", "upkeep", "draw") and not stack
            if any(isinstance(e, dsl.DealDamage) for e in harmful):
                amount = _number(next(e for e in harmful if isinstance(e, dsl.DealDamage)).amount)
                face_ok = any(s.kind in ("any", "player") for s in specs)
                if face_ok and view["players"][opponent]["life"] <= max(amount, self._reach(view)):
                    return (50, acting)  # lethal, alone or with the rest of the burn in hand
                if early:
                    return None  # 505.1: removal waits for the main phase, where it is weighed against creatures
                killed = self._removal_targets(view, specs, harmful)
                if killed:  # the cheapest burn that kills the most valuable creature it can
                    best = max(self._value(o) for o in killed)
                    if best < develop:
                        return (DEVELOP, acting)
                    return (20 + min(best, 12) / 3 - amount / 10, acting)
                if face_ok and (
                    "Instant" not in types and my_turn and main or view["step"] == "end" and not my_turn
                ):
                    return (2 + mv, acting)  # an instant waits for their end step: it may kill a creature yet
                return None
            targets = self._removal_targets(view, specs, harmful)
            if not targets or early:
                return None
            best = max(self._value(o) for o in targets)
            if best < 3 and not my_turn:
                return None
            if best < develop:
                return (DEVELOP, acting)
            # The most valuable target first; for the same target the cheapest spell (the mana
            # left may pay for another: Doom Blade and Walk the Plank on four lands, not Murder
            # alone), and in its own main phase a sorcery-speed one before an instant, which
            # keeps (a Walk the Plank now, the Murder for their turn).
            held = 0.5 if "Instant" in types and my_turn and main else 0.0
            return (20 + min(best, 12) / 3 - mv / 10 - held / 10, acting)
        helpful = [
            e for e in effects if isinstance(e, HELPFUL) and any(_refers(e, i) for i in range(len(specs)))
        ]
        if helpful:
            if self._pump_saves(view, helpful):
                return (25, acting)
            if self._pump_matters(view, helpful):
                return (15, acting)
            return None
        if any(
            isinstance(e, dsl.Draw) and isinstance(e.who, dsl.You) for e in effects
        ) and not self._may_draw(view, 8):
            return None  # don't draw yourself out of cards (704.5b)
        if "Instant" in types:  # card draw and the like at the end of the opponent's turn
            if not my_turn and view["step"] == "end" and not stack:
                return (5 + mv, acting)
            if my_turn and view["step"] == "main2" and not stack and not self._holding_counter(view):
                return (5 + mv, acting)
            return None
        if my_turn and main:
            return (5 + mv, acting)
        return None

    def _removal_on_entering(self, view: dict, name: str, face: int, types) -> list[dict] | None:
        """The opponent's objects a noncreature permanent spell's ability that triggers as it
        enters (603.6a) would remove, when that removal is what the spell is for (Banishing
        Light: "exile target nonland permanent an opponent controls"), else None.  Such a spell
        is weighed as a removal spell (it had been scored as a permanent, below the removal
        spells, and kept back for counter mana: the search preferred it to Swords to Plowshares
        and to Jace's -1)."""
        if "Creature" in types:
            return None
        for trigger in _etb_abilities(name, face):
            effects = _flatten(trigger.effects)
            if (
                trigger.targets
                and not trigger.optional
                and not trigger.targets[0].up_to
                and trigger.targets[0].kind not in ("any", "player")
                and _intent(effects, trigger.targets, 0) == "harm"
            ):
                return self._removal_targets(view, trigger.targets, effects) or None
        return None

    def _after_combat(self, view: dict, d: Decision, objects: dict[int, dict]) -> bool:
        """Whether the creature spells wait for the second main phase (505.1a): in the first
        main phase of the viewer's turn, with a creature of its own untapped that may attack
        (one it controlled at its first look at the turn's first main phase, 302.6: the view
        doesn't show summoning sickness), when every creature card it could cast is one
        without haste (it couldn't attack this turn, 302.6) and with nothing but keywords and
        a characteristic-defining ability (604.3: no ability that triggers as it enters, no
        static ability that might change the combat):
        such a creature adds nothing to the attack, and cast afterwards it keeps the mana for
        the combat's tricks.  All of them or none, so that the mana is spent on the same set of
        spells after combat (`_mana_efficient`); while they wait, spells that score less than a
        creature (COMBAT_MATTERS: a Rampant Growth, a card draw) wait too, not to spend the
        creatures' mana, and what matters to the combat (removal, Auras and Equipment, burn)
        is cast before it."""
        if view["step"] != "main1":
            return False
        creatures = [
            objects[o.value[0]]
            for o in d.options
            if o.kind == "cast" and o.value[0] in objects and "Creature" in objects[o.value[0]]["types"]
        ]
        mine = self._creatures(view, view["viewer"])
        if self._ready is None or self._ready[0] != view["turn"]:  # the first look this turn, before casting
            self._ready = (view["turn"], frozenset(o["id"] for o in mine))
        if not creatures or not any(
            o["id"] in self._ready[1] and not o.get("tapped") and (o.get("power") or 0) > 0 for o in mine
        ):
            return False
        return all(
            _definition(card["name"]) is not None
            and "haste" not in card.get("keywords", [])
            and all(
                isinstance(a, dsl.Keyword)
                or isinstance(a, dsl.Static) and isinstance(a.effect, dsl.CharacteristicDefiningPT)
                for a in _abilities(card["name"])
            )
            for card in creatures
        )

    def _worth_countering(self, view: dict, item: dict) -> bool:
        """A spell that aims at me or my permanents, or one that adds to their board; not a
        removal spell that can only hit their own creatures."""
        me = view["viewer"]
        mine = {o["id"] for o in view["battlefield"] if o.get("controller") == me}
        aimed = [t for slot in item.get("targets") or [] for t in slot if t]
        if aimed:
            return any((t[0] == "player" and t[1] == me) or (t[0] == "obj" and t[1] in mine) for t in aimed)
        definition = _definition(item["name"])
        types = definition.faces[0].types if definition is not None and definition.faces else ()
        if any(t in types for t in ("Creature", "Planeswalker", "Artifact", "Enchantment", "Battle")):
            return True
        effects = _spell_effects(item["name"])
        return not effects or any(
            isinstance(
                e, (dsl.DestroyAll, dsl.DamageEach, dsl.Discard, dsl.Draw, dsl.CreateToken, dsl.LoseLife)
            )
            for e in effects
        )

    @staticmethod
    def _face_types(name: str, face: int) -> list[str]:
        definition = _definition(name)
        if definition is None:
            return []
        f = definition.faces[min(face, len(definition.faces) - 1)]
        return list(getattr(f, "types", ()) or ())

    def _wipe_score(self, view: dict, wipes, acting) -> tuple[float, tuple] | None:
        me = view["viewer"]
        opponent = self._opponent(view)
        creature_wipe = any("Creature" in (w.filter.types or ("Creature",)) for w in wipes)
        if not creature_wipe:
            return None
        theirs = sum(self._value(o) for o in self._creatures(view, opponent))
        mine = sum(self._value(o) for o in self._creatures(view, me))
        pressure = sum(o.get("power") or 0 for o in self._creatures(view, opponent))
        if theirs - mine >= 8 or (pressure * 2 >= view["players"][me]["life"] and theirs > mine):
            return (40, acting)
        return None

    def _pump_saves(self, view: dict, helpful) -> bool:
        """Whether a pump answers a spell of theirs on the stack that targets a creature of mine:
        hexproof or shroud makes it lose its target (702.11, 608.2b), more toughness saves the
        creature from damage that would no longer be lethal (704.5g); a pump doesn't answer
        exile, destroy or an ability whose effect the view doesn't tell."""
        me = view["viewer"]
        mine = {o["id"]: o for o in self._creatures(view, me)}
        grants = {k for e in helpful if isinstance(e, dsl.ModifyPT) for k in e.keywords}
        boost = max((_number(e.toughness, 0) for e in helpful if isinstance(e, dsl.ModifyPT)), default=0)
        for item in view["stack"]:
            if item["controller"] == me:
                continue
            aimed = [
                mine[t[1]]
                for slot in item.get("targets") or []
                for t in slot
                if t and t[0] == "obj" and t[1] in mine
            ]
            if not aimed:
                continue
            if grants & set(UNTARGETABLE):
                return True
            if item["kind"] != "spell":
                continue
            damage = sum(
                _number(e.amount) for e in _spell_effects(item["name"]) if isinstance(e, dsl.DealDamage)
            )
            for o in aimed:
                left = (o.get("toughness") or 0) - (o.get("damage") or 0)
                if left <= damage < left + boost:
                    return True
        return False

    def _pump_matters(self, view: dict, helpful) -> bool:
        """A pump during combat that wins a fight or finishes the opponent, or, holding two
        pumps or more, one on an unblocked attacker of the viewer's: the damage it adds
        (510.1a), with one pump left for a fight or a removal spell later."""
        combat = view.get("combat")
        if not combat or view["step"] not in ("declare_blockers",):
            return False
        me = view["viewer"]
        objects = {o["id"]: o for o in view["battlefield"]}
        boost = max((_number(e.power, 1) for e in helpful if isinstance(e, dsl.ModifyPT)), default=0)
        attackers = {int(a) for a in combat["attackers"]}
        blocked_by = _blocked_by(view)
        for a in attackers:
            obj = objects.get(a)
            if obj is None:
                continue
            if obj.get("controller") == me:
                if a in blocked_by:
                    return True
                unblocked = sum(
                    (objects[x].get("power") or 0)
                    for x in attackers
                    if x in objects and x not in blocked_by and objects[x].get("controller") == me
                )
                if unblocked + boost >= view["players"][self._opponent(view)]["life"]:
                    return True
                if self._spare_pumps(view) >= 2:
                    return True  # one of two pumps or more is damage now (510.1a); one stays for defence
            elif a in blocked_by and any(objects.get(b, {}).get("controller") == me for b in blocked_by[a]):
                return True
        return False

    @staticmethod
    def _spare_pumps(view: dict) -> int:
        """The pump spells in the viewer's hand: instants whose spell gives +N/+M (N more than
        0) to a creature it targets (Giant Growth)."""
        count = 0
        for card in view["players"][view["viewer"]].get("hand", []):
            if "Instant" in card["types"] and any(
                isinstance(e, dsl.ModifyPT) and _number(e.power, 0) > 0 and _refers(e, 0)
                for e in _spell_effects(card["name"])
            ):
                count += 1
        return count

    def _activation_score(self, view: dict, source: dict | None, index: int) -> tuple[float, tuple] | None:
        if source is None:
            return None
        me = view["viewer"]
        my_turn = view["active"] == me
        main = view["step"] in MAIN_PHASES and not view["stack"]
        abilities = _abilities(source["name"])
        if not 0 <= index < len(abilities):
            return None
        ability = abilities[index]
        if isinstance(ability, dsl.Keyword):
            if (
                ability.name == "equip"
                and my_turn
                and main
                and source.get("attached_to") is None
                and self._creatures(view, me)
            ):
                return (4, (source["name"], (dsl.Attach(),), ()))
            return None
        if not isinstance(ability, dsl.Activated) or ability.mana:
            return None
        effects = _flatten(ability.effects)
        specs = tuple(ability.targets)
        acting = (source["name"], tuple(effects), specs)
        if any(isinstance(e, dsl.ExileLibrary) and not isinstance(e.who, dsl.You) for e in effects):
            return (60, acting)
        harmful = [e for e in effects if _harmful(e) and any(_refers(e, i) for i in range(len(specs)))]
        if harmful:
            if not self._removal_targets(view, specs, harmful):
                return None
            return (18, acting) if ability.cost.loyalty is not None or my_turn else (12, acting)
        if ability.cost.loyalty is not None:
            hand = view["players"][me].get("hand", [])
            if any(isinstance(e, dsl.Draw) for e in effects):
                if not self._may_draw(view, 10):
                    return None
                nothing_to_do = not self._creatures(view, me) and not any(
                    "Creature" in c["types"] for c in hand
                )
                return (11, acting) if nothing_to_do else (6, acting)
            return (8 + ability.cost.loyalty, acting) if ability.cost.loyalty > 0 else None
        if any(isinstance(e, dsl.Draw) for e in effects):
            if not self._may_draw(view, 15) or len(view["players"][me].get("hand", [])) >= 6:
                return None
            return (3, acting) if (not my_turn and view["step"] == "end" and not view["stack"]) else None
        if any(isinstance(e, dsl.ReturnToHand) and isinstance(e.what, dsl.Self) for e in effects):
            return (3, acting) if (my_turn and main and ability.zone != "battlefield") else None
        if my_turn and main:
            return (1, acting)
        return None

    # ------------------------------------------------------------ targets

    def _target_context(self, view: dict, d: Decision) -> tuple[str, tuple, tuple]:
        """The effects and target specs of what is choosing targets now."""
        label = d.prompt.split(": choose", 1)[0]
        if self._acting is not None and self._acting[0] == label and (self._acting[1] or self._acting[2]):
            return self._acting
        for ability in _abilities(label):
            if isinstance(ability, dsl.Triggered) and ability.targets:
                return (label, tuple(_flatten(ability.effects)), tuple(ability.targets))
        if self._acting is not None and self._acting[0] == label:
            return self._acting
        return (label, (), ())

    def _on_target(self, view: dict, d: Decision) -> Option | None:
        me = view["viewer"]
        objects = self._objects(view)
        name, effects, specs = self._target_context(view, d)
        slot = d.context.get("slot", 0)
        aura = _aura_intent(name) if not effects and not specs else None
        intent = aura or _intent(effects, specs, slot)
        damage = next(
            (_number(e.amount) for e in effects if isinstance(e, dsl.DealDamage) and _refers(e, slot)), None
        )
        taken = self._targeted_by_me(view)
        threatened = self._threatened(view)
        attaching = any(isinstance(a, dsl.Keyword) and a.name in ("equip", "enchant") for a in _abilities(name))
        combat = view.get("combat") or {}
        in_combat = {int(a) for a in combat.get("attackers", {})} | {
            int(b) for b in combat.get("blockers", {})
        }
        scored = []
        for o in d.options:
            if o.kind == "done":
                scored.append((-20, o))
                continue
            kind, ident = o.value[0], o.value[1]
            if kind == "player":
                if intent == "harm":
                    life = view["players"][ident]["life"]
                    lethal = damage is not None and damage + self._reach(view, _face_mana_value(name, 0)) >= life
                    score = (100 if lethal else 4) if ident != me else -200
                else:
                    score = 5 if ident == me else -200
                scored.append((score, o))
                continue
            target = objects.get(ident)
            if target is None:  # a spell on the stack: its label names its owner
                theirs = not o.label.endswith(f"({view['players'][me]['name']}'s)")
                scored.append(((10 if theirs else -100) if intent == "harm" else (-100 if theirs else 10), o))
                continue
            mine = target.get("controller", target.get("owner")) == me
            value = self._value(target)
            if intent == "harm":
                if mine:
                    score = -100 - value
                else:
                    score = value
                    if ident in taken:
                        score -= 50
                    if _comes_back(target, effects) and not self._pressed(view):
                        score -= 20  # destroyed or dealt lethal damage, it returns from the graveyard
                    left = (target.get("toughness") or 0) - (target.get("damage") or 0)
                    if damage is not None and "Creature" in target["types"]:
                        score += 10 if damage >= left else -30
                    removes = damage >= left if damage is not None else any(
                        isinstance(e, REMOVING) and _refers(e, slot) for e in effects
                    )
                    if (
                        removes
                        and "Creature" in target["types"]
                        and not target.get("tapped")
                        and self._opens_lethal(view, ident, _face_mana_value(name, 0))
                    ):
                        score += 60  # the blocker whose removal makes the attack lethal
            else:
                if not mine:
                    score = -100 - value
                else:
                    score = value + (50 if ident in threatened else 0) + (10 if ident in in_combat else 0)
                    if in_combat and ident not in in_combat and ident not in threatened:
                        score -= 40  # 506.4: a pump in combat is for a creature fighting in it
                    if ident in in_combat:
                        score += 2 * self._fight_won(view, ident, effects, slot)
                        if combat.get("blockers") and ident not in threatened:
                            score -= 0.75 * value  # 510.1: once blocks are made, the fight counts, not the worth
                            score += 100 if self._pump_lethal(view, ident, effects, slot) else 0
                    if attaching:  # 301.5, 303.4: spread Equipment and Auras over its creatures
                        score -= SPREAD * sum(1 for a in view["battlefield"] if a.get("attached_to") == ident)
                    score += 30 if (view["turn"], ident) == self._trick and ident in in_combat else 0
            scored.append((score, o))
        return max(scored, key=lambda t: t[0])[1]

    def _pump_lethal(self, view: dict, ident: int, effects, slot: int) -> bool:
        """Whether the pump (the +N of `effects` on target `slot`) on the viewer's unblocked
        attacker `ident` makes the unblocked attackers' damage lethal (510.1a, 104.3b)."""
        combat_view = view.get("combat") or {}
        blocked = _blocked_by(view)
        objects = {o["id"]: o for o in view["battlefield"]}
        attackers = [int(a) for a in combat_view.get("attackers", {})]
        if ident in blocked or ident not in attackers:
            return False
        boost = sum(_number(e.power, 0) for e in effects if isinstance(e, dsl.ModifyPT) and _refers(e, slot))
        damage = sum(
            max(0, objects[a].get("power") or 0)
            for a in attackers
            if a in objects and a not in blocked and objects[a].get("controller") == view["viewer"]
        )
        return damage + boost >= view["players"][self._opponent(view)]["life"]

    # ------------------------------------------------------------ combat

    def _on_attackers(self, view: dict, d: Decision) -> Option | None:
        """508.1a: attack as `combat.plan_attack` plans, the opponent (or a planeswalker)
        being attacked.  The plan is made at the declaration's first decision, when every
        creature that can attack is offered, and followed at the next ones."""
        me = view["viewer"]
        opponent = self._opponent(view)
        attack_options = [o for o in d.options if o.kind == "attack"]
        key = ("attack", self._fingerprint(view))
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = self._attack_plan(view, {o.value[0] for o in attack_options})
        for o in attack_options:
            if o.value[0] in plan and o.value[1][0] == "player" and o.value[1][1] == opponent:
                return o
        for o in attack_options:  # a planeswalker or another defender
            if o.value[0] in plan and not (o.value[1][0] == "player" and o.value[1][1] == me):
                return o
        return next((o for o in d.options if o.kind == "done"), None)

    def _attack_plan(self, view: dict, able: set[int]) -> set[int]:
        return set(combat.plan_attack(self._attack_board(view, able)))

    def _attack_board(self, view: dict, able: set[int], gone: int | None = None, spent: int = 0) -> combat.Board:
        """The Board of an attack by the creatures `able` (`combat.plan_attack`), as if the
        opponent's creature `gone` weren't there and with `spent` of the mana used already."""
        me = view["viewer"]
        opponent = self._opponent(view)
        mine = self._creatures(view, me)
        theirs = [o for o in self._creatures(view, opponent) if o["id"] != gone]
        return combat.Board(
            candidates=tuple(_fighter(self._attacking(o)) for o in mine if o["id"] in able),
            resting=tuple(_fighter(o) for o in mine if o["id"] in able),
            home=tuple(_fighter(o) for o in mine if o["id"] not in able and not o.get("tapped")),
            blockers=tuple(_fighter(o) for o in theirs if not o.get("tapped")),
            theirs=tuple(_fighter(o) for o in theirs),
            my_life=view["players"][me]["life"],
            their_life=view["players"][opponent]["life"],
            reach=self._reach(view, spent, this_turn=True),
        )

    def _opens_lethal(self, view: dict, ident: int, spent: int) -> bool:
        """Whether removing the opponent's untapped creature `ident` before combat, in the
        viewer's first main phase, turns its attack lethal (508.1a, 509.1a: one blocker fewer):
        Go for the Throat on the Leatherback Baloth that would block, not on the tapped
        Lovestruck Beast worth more, with the opponent at 3 and two fliers and a 2/1 to attack.
        The creatures that may attack are those of the turn's first look (`_ready`)."""
        if view["active"] != view["viewer"] or view["step"] != "main1" or view.get("combat"):
            return False
        if self._ready is None or self._ready[0] != view["turn"]:
            return False
        able = {
            o["id"]
            for o in self._creatures(view, view["viewer"])
            if o["id"] in self._ready[1] and not o.get("tapped") and (o.get("power") or 0) > 0
        }
        if not able:
            return False
        if combat.lethal_attack(self._attack_board(view, able, spent=spent)):
            return False
        return combat.lethal_attack(self._attack_board(view, able, ident, spent))

    @staticmethod
    def _attacking(o: dict) -> dict:
        """A creature of the view as it will be once it attacks (`_attacking_bonus`)."""
        power, toughness, keywords = _attacking_bonus(o.get("name", ""))
        if not (power or toughness or keywords):
            return o
        return {
            **o,
            "power": (o.get("power") or 0) + power,
            "toughness": (o.get("toughness") or 0) + toughness,
            "keywords": sorted(set(o.get("keywords", [])) | set(keywords)),
        }

    def _on_blockers(self, view: dict, d: Decision) -> Option | None:
        """509.1a: block as `combat.plan_blocks` plans.  The view doesn't change while blocks
        are declared, so the plan is the same at each decision: the next planned block whose
        blocker is still free is declared, then "done"."""
        me = view["viewer"]
        key = ("block", self._fingerprint(view))
        plan = self._plans.get(key)
        if plan is None:
            objects = {o["id"]: o for o in view["battlefield"]}
            attacks = (view.get("combat") or {}).get("attackers", {})
            attackers = [_fighter(objects[int(a)]) for a in attacks if int(a) in objects]
            at_me = {int(a) for a, defender in attacks.items() if defender == ["player", me]}
            blockers = [_fighter(o) for o in self._creatures(view, me) if not o.get("tapped")]
            plan = combat.plan_blocks(attackers, blockers, view["players"][me]["life"], at_me)
            plan = self._plans[key] = self._with_trick(view, plan, attackers, blockers)
        offered = {o.value: o for o in d.options if o.kind == "block"}
        for pair in plan:
            if pair in offered:
                return offered[pair]
        return next((o for o in d.options if o.kind == "done"), None)

    def _with_trick(
        self, view: dict, plan: list[tuple[int, int]], attackers: list, blockers: list
    ) -> list[tuple[int, int]]:
        """The block plan, and one block more that a pump in hand wins (Giant Growth on a Grizzly
        Bears blocking a 4/4): an attacker left unblocked and a free blocker that would die
        without killing it, but with the pump kills it and survives.  The pump is cast after
        blocks (`_pump_matters`), on that blocker (`_on_target`, `self._trick`)."""
        self._trick = None
        pump = self._pump_in_hand(view)
        if pump is None:
            return plan
        blocked = {a for _, a in plan}
        used = {b for b, _ in plan}
        best: tuple[float, tuple[int, int]] | None = None
        for attacker in attackers:
            if attacker.id in blocked:
                continue
            for blocker in blockers:
                if blocker.id in used or not combat.can_block(blocker, attacker):
                    continue
                plain = combat.clash(attacker, [blocker])
                if plain.attacker_dies and blocker.id not in plain.dead:
                    continue
                pumped = combat.Fighter(
                    blocker.id,
                    blocker.power + pump[0],
                    blocker.toughness + pump[1],
                    blocker.keywords,
                    blocker.value,
                )
                fight = combat.clash(attacker, [pumped])
                if fight.attacker_dies and blocker.id not in fight.dead:
                    if best is None or attacker.value > best[0]:
                        best = (attacker.value, (blocker.id, attacker.id))
        if best is None:
            return plan
        self._trick = (view["turn"], best[1][0])
        return [*plan, best[1]]

    def _pump_in_hand(self, view: dict) -> tuple[int, int] | None:
        """The largest +N/+M of an instant in hand that pumps a target creature and that the
        mana available pays for, its coloured symbols too (`_colours_available`), or None."""
        mana = self._mana_available(view)
        found = None
        for card in view["players"][view["viewer"]].get("hand", []):
            if "Instant" not in card["types"] or card.get("mana_value", 0) > mana:
                continue
            if not self._colours_available(view, card["name"]):
                continue
            for e in _spell_effects(card["name"]):
                if isinstance(e, dsl.ModifyPT) and _refers(e, 0):
                    boost = (_number(e.power, 0), _number(e.toughness, 0))
                    if boost[1] > 0 and (found is None or boost > found):
                        found = boost
        return found

    def _fight_won(self, view: dict, ident: int, effects, slot: int) -> float:
        """510.1-510.2: what a pump (the +N/+M and keywords of `effects` on target `slot`) on
        the viewer's creature `ident` changes in its fight once blockers are declared: the worth
        of the creatures of theirs it then kills and of its own it then saves (Giant Growth on the
        Grizzly Bears a Kalonian Tusker blocks, not on the unblocked Leatherback Baloth)."""
        blocked_by = _blocked_by(view)
        objects = {o["id"]: o for o in view["battlefield"]}
        if ident in blocked_by:
            attacker, blockers = ident, blocked_by[ident]
        else:
            attacker = next((a for a, bs in blocked_by.items() if ident in bs), None)
            blockers = blocked_by.get(attacker, [])
        if attacker is None or attacker not in objects or not all(b in objects for b in blockers):
            return 0.0
        power = sum(_number(e.power, 0) for e in effects if isinstance(e, dsl.ModifyPT) and _refers(e, slot))
        toughness = sum(
            _number(e.toughness, 0) for e in effects if isinstance(e, dsl.ModifyPT) and _refers(e, slot)
        )
        keywords = {k for e in effects if isinstance(e, dsl.ModifyPT) and _refers(e, slot) for k in e.keywords}

        def fighters(pumped: bool) -> tuple[combat.Fighter, list[combat.Fighter]]:
            found = {}
            for i in (attacker, *blockers):
                f = combat.fighter(objects[i])
                if pumped and i == ident:
                    f = combat.Fighter(f.id, f.power + power, f.toughness + toughness, f.keywords | keywords, f.value)
                found[i] = f
            return found[attacker], [found[b] for b in blockers]

        before, after = combat.clash(*fighters(False)), combat.clash(*fighters(True))
        me = view["viewer"]

        def lost(result: combat.Clash, mine: bool) -> float:
            dead = set(result.dead) | ({attacker} if result.attacker_dies else set())
            return sum(
                combat.creature_value(objects[i]) for i in dead if (objects[i].get("controller") == me) == mine
            )

        return (lost(after, False) - lost(before, False)) + (lost(before, True) - lost(after, True))

    def _fingerprint(self, view: dict) -> tuple:
        """What a combat plan depends on: the turn, the step, the life totals and the permanents
        as the view shows them (unchanged while attackers or blockers are declared)."""
        if len(self._plans) > 64:  # forget the plans of earlier turns (a declaration's own is kept)
            self._plans = {key: plan for key, plan in self._plans.items() if key[1][0] == view["turn"]}
        return (
            view["turn"],
            view["step"],
            view["active"],
            tuple(p["life"] for p in view["players"]),
            tuple(
                (
                    o["id"],
                    o.get("controller"),
                    o.get("tapped"),
                    o.get("power"),
                    o.get("toughness"),
                    o.get("damage"),
                    tuple(o.get("keywords", ())),
                )
                for o in view["battlefield"]
            ),
        )

    # ------------------------------------------------------------ combat plans for the search

    PLAN_KEYS = {"attackers": "attack", "blockers": "block"}
    MAX_PLANS = 12  # the most combat plans `combat_plans` offers

    def combat_plans(self, view: dict, d: Decision) -> dict[str, object]:
        """508.1a, 509.1a: at the first decision of an attack or block declaration, the whole
        declarations worth comparing, by a label naming the creatures: this agent's own plan
        first, then none, every creature that can attack (or no block), and its plan with one
        attacker (one block) fewer or one more.  `follow` makes the agent declare one of them."""
        key = (self.PLAN_KEYS[d.kind], self._fingerprint(view))
        if key not in self._plans:
            self._on_attackers(view, d) if d.kind == "attackers" else self._on_blockers(view, d)
        own = self._plans[key]
        if d.kind == "attackers":
            able = sorted({o.value[0] for o in d.options if o.kind == "attack"})
            plans = [frozenset(own), frozenset(), frozenset(able)]
            plans += [frozenset(own) - {a} for a in sorted(own)]
            plans += [frozenset(own) | {a} for a in able if a not in own]
            labelled = {f"attack with {sorted(p)}": set(p) for p in plans}
        else:
            offered = [o.value for o in d.options if o.kind == "block"]
            plans = [tuple(own), ()]
            plans += [tuple(p for p in own if p != pair) for pair in own]
            used = {blocker for blocker, _ in own}
            plans += [(*own, pair) for pair in offered if pair[0] not in used]
            labelled = {f"block with {sorted(p)}": list(p) for p in plans}
        return dict(list(labelled.items())[: self.MAX_PLANS])

    def follow(self, view: dict, d: Decision, plan: object) -> None:
        """Declare `plan` (one of `combat_plans`) at this declaration's decisions from now on."""
        self._plans[(self.PLAN_KEYS[d.kind], self._fingerprint(view))] = plan

    def _on_damage_assignment(self, view: dict, d: Decision) -> Option | None:
        """510.1c-d: divide a creature's combat damage so that it kills the most valuable of the
        creatures it deals damage to (lethal damage: toughness less damage marked, 702.19b, or
        any from a source with deathtouch, 702.2c; none kills an indestructible one, 702.12b),
        then so that the most goes to the player (trample, 702.19c); `combat.clash` plans
        combats on the same assumption."""
        objects = {o["id"]: o for o in view["battlefield"]}
        blocking = {int(k): set(v) for k, v in ((view.get("combat") or {}).get("blockers") or {}).items()}
        # Every option divides among the same creatures: the attacker's blockers, or the
        # attackers one blocker blocks; the source is the creature they have in common.
        ids = set(next((o.value[0] for o in d.options if o.value[0]), ()))
        if ids and ids <= blocking.keys():
            blocked = set.intersection(*(blocking[i] for i in ids))
            source = objects.get(blocked.pop(), {}) if len(blocked) == 1 else {}
        else:
            source = next((objects.get(b, {}) for b, attacked in blocking.items() if ids <= attacked), {})
        deathtouch = "deathtouch" in source.get("keywords", ())

        def score(o: Option) -> tuple[float, int]:
            killed = 0.0
            for oid, amount in zip(o.value[0], o.value[1], strict=True):
                other = objects.get(oid, {})
                if "indestructible" in other.get("keywords", ()) or not amount:
                    continue
                if deathtouch or amount >= (other.get("toughness") or 0) - other.get("damage", 0):
                    killed += combat.creature_value(other)
            return killed, o.value[2]

        return max(reversed(d.options), key=score)

    # ------------------------------------------------------------ paying and cards

    def _on_pay_mana(self, view: dict, d: Decision) -> Option | None:
        plans = [o for o in d.options if o.kind == "pay"]
        if not plans:
            return None
        me = view["viewer"]
        need: dict[str, int] = {}
        for card in view["players"][me].get("hand", []):
            if "Land" in card["types"]:
                continue
            for colour, count in _pips(card["name"]).items():
                need[colour] = max(need.get(colour, 0), count)
        untapped: dict[str, int] = {}
        for o in view["battlefield"]:
            if o.get("controller") == me and "Land" in o["types"] and not o.get("tapped"):
                for subtype, colour in BASIC_COLOURS.items():
                    if subtype in (o.get("subtypes") or []):
                        untapped[colour] = untapped.get(colour, 0) + 1

        def cost(o: Option) -> tuple:
            left = dict(untapped)
            for step in o.value:
                if step[0] == "ability" and len(step) > 6:
                    for colour in step[6]:
                        if colour in left:
                            left[colour] -= 1
            short = sum(max(0, n - left.get(c, 0)) for c, n in need.items())
            treasures = sum(1 for s in o.value if s[0] == "ability" and "Treasure" in str(s[1]))
            return (treasures, short, len(o.value))

        return min(plans, key=cost)

    def _keep_value(self, view: dict, card: dict) -> float:
        me = view["players"][view["viewer"]]
        hand = me.get("hand", [])
        lands_in_play = sum(
            1 for o in view["battlefield"] if o.get("controller") == view["viewer"] and "Land" in o["types"]
        )
        lands = sum(1 for c in hand if "Land" in c["types"]) + lands_in_play
        if "Land" in card.get("types", []):
            return 1 if lands > 5 else 12 - lands
        return 3 + card.get("mana_value", 0) + (3 if "Creature" in card.get("types", []) else 0)

    def _on_discard(self, view: dict, d: Decision) -> Option | None:
        hand = {c["id"]: c for c in view["players"][view["viewer"]].get("hand", [])}
        return min(d.options, key=lambda o: self._keep_value(view, hand.get(o.value, {})))

    def _on_card(self, view: dict, d: Decision) -> Option | None:
        hand = {c["id"]: c for c in view["players"][view["viewer"]].get("hand", [])}
        if "put a card on top" in d.prompt:  # Brainstorm, Jace: put back the least useful
            return min(d.options, key=lambda o: self._keep_value(view, hand.get(o.value, {})))
        return None

    def _on_legend_rule(self, view: dict, d: Decision) -> Option | None:
        return d.options[0]
