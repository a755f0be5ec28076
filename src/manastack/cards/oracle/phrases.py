"""Noun phrases of Oracle text: object descriptions (filters), targets (115), players,
numbers (107.1, 107.3), conditions and token descriptions (111.4)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from manastack.cards import dsl
from manastack.cards.mana_cost import parse_mana_cost
from manastack.cards.oracle import descriptions, grammar, ir, productions, vocab
from manastack.cards.oracle.descriptions import Described
from manastack.cards.oracle.refusals import NoMatch


@dataclass
class Scope:
    """What one ability's text has said so far: its target slots (Target(i) is slot i, in
    order of appearance: 601.2c), what "it" and "that player" refer to, and what X means."""

    card: str
    targets: list[dsl.TargetSpec] = field(default_factory=list)
    it: object | None = None
    that_player: object | None = None
    x: object | None = None
    gone: tuple = ()  # references to an object that left the battlefield: last known information only
    moved: object | None = None  # the new object it became, where an effect can find it (400.7d)
    defending: bool = False  # an attack trigger: "defending player" makes sense
    subject: str | None = None  # how a clause after "and" refers to the last clause's subject
    zone: str = "battlefield"  # where an activated ability works from (113.6)
    targeting: bool = False  # a "becomes the target" trigger: "that spell or ability" is the one targeting
    damage: bool = False  # a damage or life-gain trigger: "that much" is its amount (dsl.EventAmount)
    trigger_event: str = ""  # a triggered ability's trigger condition (dsl.Trigger.event), for the words that name its objects
    rolled: bool = False  # a die was rolled before: "the result" is its result (706.2)
    cast: bool = False  # a cast trigger (601.2i): "that spell" is the spell cast (dsl.Triggering)

    def add_target(self, spec: dsl.TargetSpec) -> int:
        self.targets.append(spec)
        return len(self.targets) - 1

    def mark(self) -> tuple:
        """What a reading that may be thrown away starts from (with the productions recorded)."""
        return len(self.targets), self.it, self.that_player, self.subject, self.rolled, productions.position()

    def reset(self, mark: tuple) -> None:
        """Throw away the reading since `mark`."""
        del self.targets[mark[0]:]
        self.it, self.that_player, self.subject, self.rolled = mark[1:5]
        productions.backtrack(mark[5])


def fullmatch(pattern: str, text: str) -> re.Match | None:
    return re.fullmatch(pattern, text, re.IGNORECASE)


# -------------------------------------------------------------------------------- numbers


def count(word: str) -> int:
    """A fixed number: "a", "two", "3"."""
    low = word.lower()
    if low in vocab.NUMBER_WORDS:
        return vocab.NUMBER_WORDS[low]
    if low.isdigit():
        return int(low)
    raise NoMatch(word)


def number(word: str, scope: Scope) -> object:
    """A number or X (107.1, 107.3), read by the pipeline (grammar.number): X is what the cost
    or a "where X is" clause defines."""
    return amount(descriptions.parse(word, "number"), scope)


def value(text: str, scope: Scope) -> object:
    """A number an effect computes (107.1): "its power", "the number of creatures you control",
    "X minus 1", read by the pipeline (grammar.amount) and lowered by `amount`."""
    parsed = descriptions.parse(text, "amount")
    found = amount(parsed, scope)
    ir.traced("amount", text, parsed)
    return found


_CHARACTERISTICS = {"power": dsl.PowerOf, "toughness": dsl.ToughnessOf, "mana value": dsl.ManaValueOf}


def amount(parsed: object, scope: Scope) -> object:
    """The value node of an amount's IR (`ir.Quantity` without "for each", `ir.CharacteristicOf`,
    `ir.GreatestAmong`, `ir.Devotion`, `ir.NumberOf`, `ir.FixedAmount`, `ir.Difference`, `ir.Plus`), or an
    int; what the engine can't count as written doesn't match."""
    if isinstance(parsed, ir.Quantity):  # 107.1, 107.3: X is what the cost or "where X is" defines
        if parsed.x and scope.x is not None:
            return scope.x
        if parsed.x or parsed.that_many or parsed.that_much or parsed.per is not None:
            raise NoMatch(parsed.text())
        return parsed.n
    if isinstance(parsed, ir.CharacteristicOf):  # 208.1, 202.3, as the effect happens (608.2h)
        ref = dsl.Self() if parsed.of == "~'s" else dsl.Sacrificed() if parsed.of.startswith("the sacrificed") \
            else scope.it
        if ref is None or (ref in scope.gone and ref != dsl.Self()):
            raise NoMatch(parsed.text())  # Triggering() after a zone change is the new object, not last known information
        return _CHARACTERISTICS[parsed.what](ref)
    if isinstance(parsed, ir.GreatestAmong):  # 202.3, 208.1: the largest among the permanents described
        described = _lowered_description(parsed.among, scope)
        if not described.plural or described.noun not in ("", "permanent"):
            raise NoMatch(parsed.text())
        return dsl.GreatestAmong(described.filter, parsed.what)
    if isinstance(parsed, ir.Devotion):  # 700.5, 700.5a
        if any(c.name not in vocab.COLORS for c in parsed.colors):
            raise NoMatch(parsed.text())
        return dsl.Devotion(tuple(vocab.COLORS[c.name] for c in parsed.colors))
    if isinstance(parsed, ir.FixedAmount):
        return _fixed_amount(parsed.phrase, scope)
    if isinstance(parsed, ir.Difference):  # 107.1b: a negative result is 0
        first, second = (side if isinstance(side, int) else amount(side, scope) for side in (parsed.first, parsed.second))
        if isinstance(first, int) and isinstance(second, int):
            raise NoMatch(parsed.text())  # a fixed difference isn't written this way
        return dsl.Minus(first, second) if isinstance(second, int) else dsl.Difference(first, second)
    if isinstance(parsed, ir.Plus):
        added = amount(parsed.amount, scope)
        if isinstance(added, int):
            raise NoMatch(parsed.text())  # a fixed sum isn't written this way
        return dsl.Sum((added, parsed.n))
    return _number_of(parsed.counted, scope)


def _fixed_amount(phrase: str, scope: Scope) -> object:
    if phrase == "the number of opponents you have":  # 102.2
        return dsl.OpponentCount()
    if phrase == "your life total":  # 119.1
        return dsl.LifeTotal()
    if phrase == "the number of card types among cards in all graveyards":  # 205.2a, 404.1
        return dsl.CardTypesInGraveyards()
    if phrase == "the result":  # 706.2: a die rolled before
        if not scope.rolled:
            raise NoMatch(phrase)
        return dsl.DieResult()
    return dsl.ColorsSpent()  # 601.2h: the colors of mana spent to cast it


def _number_of(counted: ir.Permanents | ir.CardsInZone | ir.CountersOnRef, scope: Scope) -> object:
    """"the number of ...": permanents, cards in a zone (402.3, 404.1) or counters (122.1)."""
    if isinstance(counted, ir.CountersOnRef):
        return _counters_on(counted, scope)
    if isinstance(counted, ir.Permanents):
        return dsl.CountOf(_permanents(counted, scope))
    if isinstance(counted, ir.LandTypesAmong):
        return _land_types(counted, scope, plural=True)
    return _cards_in_zone(counted, scope, plural=True)


def _land_types(counted: ir.LandTypesAmong, scope: Scope, *, plural: bool) -> dsl.BasicLandTypesAmong:
    """205.3i: the basic land types among permanents described in the plural ("lands you control")."""
    described = _lowered_description(counted.among, scope)
    if counted.plural != plural or not described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(counted.text())
    return dsl.BasicLandTypesAmong(described.filter)


def _cards_in_zone(counted: ir.CardsInZone, scope: Scope, *, plural: bool) -> object:
    """Cards counted in a zone: "cards in your hand" (402), "creature cards in your graveyard"
    (404.1), "cards in that player's hand" (402.3), "... in all graveyards"; a singular noun
    after "for each" ("for each card in your hand")."""
    every_player = counted.whose == "all"  # 404.1: every player's graveyard
    if counted.described == ir.Description(noun="cards" if plural else "card"):
        if every_player:
            return dsl.CardsMatching(dsl.Filter(), every_player=True)
        if counted.whose == "your":
            return dsl.CardsIn(counted.zone)
        if counted.zone == "hand" and scope.that_player is not None:  # 402.3
            return dsl.CardsInHandOf(scope.that_player)
        raise NoMatch(counted.text())
    if counted.zone != "graveyard" or counted.whose not in ("your", "all"):
        raise NoMatch(counted.text())
    matching = _cards_matching(_lowered_description(counted.described, scope, zone="graveyard"), counted.text(),
                               plural=plural)
    return replace(matching, every_player=every_player)


def cards_in_graveyard(text: str, scope: Scope, *, plural: bool) -> dsl.CardsMatching:
    """"creature cards" in "the number of creature cards in your graveyard" (404.1)."""
    return _cards_matching(desc(text, scope, zone="graveyard"), text, plural=plural)


def _cards_matching(described: Described, text: str, *, plural: bool) -> dsl.CardsMatching:
    if described.noun != "card" or described.plural != plural or described.filter == dsl.Filter():
        raise NoMatch(text)
    return dsl.CardsMatching(described.filter)


def _permanents(counted: ir.Permanents, scope: Scope) -> dsl.Filter:
    """Permanents counted by "the number of ..." or "for each ...": described with a controller
    or where they are in combat, or said to be "on the battlefield"."""
    described = _lowered_description(counted.described, scope)
    flt = described.filter
    combat = flt.attacking or flt.attacking_or_blocking or flt.blocking or flt.blocked is not None  # where they are
    if (not counted.on_battlefield and flt.controller is None and not combat) or described.noun not in ("", "permanent"):
        raise NoMatch(counted.text())
    return flt


def _lowered_description(description: ir.Description, scope: Scope, *, zone: str = "battlefield") -> Described:
    """A description read within a larger phrase, lowered (oracle/descriptions.py) and recorded."""
    found = descriptions.lower(description, zone=zone, card=scope.card, it=scope.it, defending=scope.defending,
                               value=lambda counted: amount(counted, scope))
    ir.traced("description", description.text(), description)
    return found


def counter_kind(word: str) -> str:
    """A kind of counter (122.1): a P/T counter (122.1a), a keyword counter whose keyword the
    engine implements (122.1b), a loyalty, shield or stun counter, or a kind with no rules
    meaning of its own; a kind whose meaning the engine lacks (a lore or exalted counter)
    doesn't match."""
    kind = word.lower()
    if kind in vocab.COUNTERS_WITH_UNIMPLEMENTED_MEANING or not ir.is_counter_kind(kind):  # 122.1: a closed list
        raise NoMatch(word)
    return kind


_COUNTERS_CONDITION = grammar.matcher(grammar.counters_condition, ("there are ", "~ has "))


def _counters_on(counted: ir.CountersOnRef, scope: Scope) -> dsl.CountersOn:
    """122.1: the counters of a kind on an object (its last known information if it's gone)."""
    return dsl.CountersOn(obj(counted.on.text(), scope, gone_ok=True), counter_kind(counted.kind.name))


def for_each(text: str, scope: Scope) -> object:
    """The count in "... for each X" (608.2h), read by the pipeline (grammar.per)."""
    parsed = descriptions.parse(text, "per")
    found = _per(parsed, scope)
    ir.traced("for each", text, parsed)
    return found


def _per(parsed: ir.CountersOnRef | ir.PerPhrase | ir.Permanents | ir.CardsInZone | ir.LandTypesAmong,
         scope: Scope) -> object:
    if isinstance(parsed, ir.CountersOnRef):  # 122.1
        return _counters_on(parsed, scope)
    if isinstance(parsed, ir.Permanents):
        return dsl.CountOf(_permanents(parsed, scope))
    if isinstance(parsed, ir.CardsInZone):
        return _cards_in_zone(parsed, scope, plural=False)
    if isinstance(parsed, ir.LandTypesAmong):
        return _land_types(parsed, scope, plural=False)
    phrase = parsed.phrase
    if phrase.startswith("creature blocking"):  # 509.1h: blocking the source
        if phrase.endswith("it") and scope.it != dsl.Self():
            raise NoMatch(phrase)
        return dsl.CreaturesBlocking()
    if phrase.startswith("card named ~"):  # 201.2
        return dsl.NamedInGraveyards()
    return dsl.SpellsCastThisTurn()  # 601.2i


# -------------------------------------------------------------------------------- descriptions


def desc(text: str, scope: Scope, *, zone: str = "battlefield") -> Described:
    """An object description such as "nonblack creature", "attacking or blocking creature",
    "creature card with mana value 3 or less", "Golems you control" (109.2), read by the
    pipeline (oracle/descriptions.py).  A bare creature type on the battlefield means a creature
    of that type."""
    return descriptions.describe(text, zone=zone, card=scope.card, it=scope.it, defending=scope.defending,
                                 value=lambda counted: amount(counted, scope))


# -------------------------------------------------------------------------------- objects


_ATTACHED = ("enchanted creature", "equipped creature", "enchanted permanent", "enchanted land",
             "enchanted artifact", "enchanted enchantment")
ATTACHED_NOUNS = _ATTACHED  # what an Aura or Equipment calls the permanent it's attached to (303.4, 301.5)


def target_spec(text: str, scope: Scope, *, plural: bool = False) -> dsl.TargetSpec:
    """The slot for "target DESC" (115.1): a permanent, a spell, or a card in a graveyard.
    Players are `player()`'s business."""
    low = text.lower()
    if low in ("player or planeswalker", "opponent or planeswalker"):  # 115.4
        return dsl.TargetSpec(kind="any", filter=dsl.Filter(types=("Planeswalker",)),
                              player="opponent" if low.startswith("opponent") else None)
    if low == "creature or player":
        return dsl.TargetSpec(kind="any", filter=dsl.Filter(types=("Creature",)))
    m = fullmatch(r"(.+) from (your|a) graveyard|(.+) from graveyards", text)
    if m:  # "up to two target cards from graveyards": each from any graveyard
        described = desc(m[1] or m[3], scope, zone="graveyard")
        if described.noun != "card" or described.plural != plural or (m[3] is not None and not plural):
            raise NoMatch(text)
        owner = "you" if (m[2] or "").lower() == "your" else None
        return dsl.TargetSpec(kind="card", zone="graveyard", filter=replace(described.filter, owner=owner))
    if re.search(r"\bspells?\b", low):
        described = desc(text, scope, zone="stack")
        if described.noun != "spell" or described.plural != plural:
            raise NoMatch(text)
        return dsl.TargetSpec(kind="spell", filter=described.filter)
    choice = fullmatch(r"(?P<desc>.+?) of an opponent's choice(?P<they> they control)?(?P<rest> .+)?", text)
    if choice and not (choice["they"] and choice["rest"]):  # 601.2c: an opponent chooses the target
        spec = target_spec(choice["desc"] + (choice["rest"] or ""), scope, plural=plural)
        if spec.kind not in ("permanent", "card", "any") or spec.chooser:
            raise NoMatch(text)
        if choice["they"]:
            if spec.kind != "permanent" or spec.filter.controller is not None:
                raise NoMatch(text)
            spec = replace(spec, filter=replace(spec.filter, controller=dsl.CHOOSER))
        return replace(spec, chooser="opponent")
    that = fullmatch(r"(?P<desc>.+) that player controls", text)
    if that and scope.that_player == dsl.TriggeringPlayer():  # the player the trigger event names (603.2)
        described = desc(that["desc"], scope)
        if described.noun not in ("", "permanent") or described.plural != plural or described.filter.controller:
            raise NoMatch(text)
        return dsl.TargetSpec(filter=replace(described.filter, controller=dsl.THAT_PLAYER))
    described = desc(text, scope)
    if described.noun not in ("", "permanent") or described.plural != plural:
        raise NoMatch(text)
    return dsl.TargetSpec(filter=described.filter)


def obj(text: str, scope: Scope, *, gone_ok: bool = False, group_ok: bool = False) -> object:
    """A reference to one object (or one target slot): "~", "it", "target creature",
    "enchanted creature"; with `group_ok` also "all creatures" or "each creature you control"
    (`group`), read by the pipeline (grammar.object_ref).  In a leaves-the-battlefield trigger
    the object itself is gone (400.7); only its last known information may be used (`gone_ok`)."""
    ref = descriptions.parse(text, "object")
    if ref.determiner in ("each", "all"):
        if not group_ok:
            raise NoMatch(text)
        return group(text, scope)[0]
    found = _object(ref, text, scope, gone_ok=gone_ok)
    ir.traced("object reference", text, ref)
    return found


def _object(ref: ir.ObjectRef, text: str, scope: Scope, *, gone_ok: bool) -> object:
    if ref.determiner in ("~", "it", "that"):  # 201.5; 608.2c: an object named before
        found = dsl.Self() if ref.determiner == "~" else scope.it
        if found is None:
            raise NoMatch(text)
        if found in scope.gone and not gone_ok:
            if scope.moved is None:
                raise NoMatch(text)
            return scope.moved
        return found
    if ref.determiner in ("enchanted", "equipped"):  # 303.4, 301.5
        if ref.text() not in _ATTACHED:
            raise NoMatch(text)
        return dsl.Attached()
    if ref.determiner == "any target":  # 115.4
        found = dsl.Target(scope.add_target(dsl.TargetSpec(kind="any")))
        scope.it = found
        return found
    return _targets(ref, text, scope)


def _targets(ref: ir.ObjectRef, text: str, scope: Scope) -> dsl.Target:
    """"[up to N | any number of] [another] target DESC" (115.1, 601.2c)."""
    prefix, n = ref.count or ("", 1)
    most = None
    if n == "X":  # "up to X target ..., where X is V": V counted as the targets are chosen
        if scope.x is None or isinstance(scope.x, dsl.X) or ref.other:
            raise NoMatch(text)
        most = scope.x
    n = dsl.ANY_NUMBER if prefix == "any number of" or most is not None else n
    spec = target_spec(ref.described, scope, plural=n > 1)
    if ref.other:
        # 115.3: "another target" after an earlier target slot of the same ability must be a
        # different object (Pit Fight); with no earlier slot it is another than the source.
        earlier = tuple(i for i, slot in enumerate(scope.targets) if slot.kind in (spec.kind, "any"))
        if earlier:
            spec = replace(spec, different_from=earlier)
        else:
            spec = replace(spec, filter=replace(spec.filter, other=True))
    if spec.kind == "any" and (prefix or n > 1):
        raise NoMatch(text)
    spec = replace(spec, up_to=bool(prefix), min_count=n, max_count=n, max_value=most)
    found = dsl.Target(scope.add_target(spec))
    scope.it = found
    return found


def group(text: str, scope: Scope, *, bare: bool = False) -> tuple[dsl.Each, bool]:
    """A group of permanents ("all creatures", "each creature you control", and with `bare` a
    plain plural such as "creatures you control"), and whether it reads as a plural (for the
    verb's agreement), read by the pipeline (grammar.group).  The set is locked in as the effect
    begins (611.2c).  "... target player controls": only that player's permanents (109.4);
    "... that attacked this turn": those declared as attackers this turn (508.1)."""
    found = descriptions.parse(text, "group")
    if not found.article and not bare:
        raise NoMatch(text)
    described = descriptions.lower(found.description, zone="battlefield", card=scope.card, it=scope.it,
                                   defending=scope.defending, value=lambda counted: amount(counted, scope))
    flt = described.filter
    if described.noun not in ("", "permanent") or described.plural != (found.article != "each"):
        raise NoMatch(text)
    if found.attacked:
        if flt.attacking or flt.attacking_or_blocking or flt.blocking or flt.blocked is not None:
            raise NoMatch(text)
        flt = replace(flt, attacked_this_turn=True)
    controlled_by = None
    if found.controlled_by is not None:
        if flt.controller is not None:
            raise NoMatch(text)
        controlled_by = player(found.controlled_by.text(), scope)
    ir.traced("group", text, found)
    return dsl.Each(flt, controlled_by=controlled_by), described.plural


def player(text: str, scope: Scope) -> object:
    """A reference to a player or players: "you", "each opponent", "target player"..."""
    low = text.lower()
    fixed = {"you": dsl.You(), "each opponent": dsl.EachOpponent(), "each of your opponents": dsl.EachOpponent(),
             "each player": dsl.EachPlayer()}
    if low in fixed:
        return fixed[low]
    if low in ("target player", "target opponent"):
        spec = dsl.TargetSpec(kind="player", player="opponent" if low.endswith("opponent") else None)
        ref = dsl.TargetPlayer(scope.add_target(spec))
        scope.that_player = ref
        return ref
    if low == "that player" and scope.that_player is not None:
        return scope.that_player
    if low == "~'s controller":  # 108.4: this permanent's controller (not the ability's: 602.2)
        return dsl.ControllerOf(dsl.Self())
    if low == "enchanted player":  # 303.4: the player this Aura is attached to
        return dsl.EnchantedPlayer()
    if low == "each of that player's opponents" and scope.that_player is not None:  # 102.3
        return dsl.OpponentsOf(scope.that_player)
    if low == "defending player" and scope.defending:
        return dsl.TriggeringPlayer()
    m = fullmatch(r"(its|that (?:creature|land|artifact|enchantment|permanent)'s|that spell's) (controller|owner)", text)
    if m and scope.it is not None:
        return (dsl.ControllerOf if m[2].lower() == "controller" else dsl.OwnerOf)(scope.it)
    raise NoMatch(text)


# -------------------------------------------------------------------------------- keywords, conditions


def keyword_list(text: str) -> tuple[str, ...]:
    """Granted keywords: "flying", "flying and trample", "first strike, vigilance, and lifelink"
    (read by the pipeline's grammar: oracle/grammar.py)."""
    names = grammar.parse(grammar.granted_keywords, text)
    if not all(k in vocab.SIMPLE_KEYWORDS for k in names):
        raise NoMatch(text)
    return names


def condition(text: str, scope: Scope) -> object:
    """A condition (for "if", "as long as", "only if")."""
    low = text.lower()
    if low == "it's your turn":
        return dsl.DuringYourTurn()
    if low == "an opponent lost life this turn":
        return dsl.OpponentLostLifeThisTurn()
    if low in ("you're the monarch", "you are the monarch", "an opponent is the monarch"):  # 725
        return dsl.IsMonarch("opponent" if low.startswith("an opponent") else "you")
    if low in ("you have the city's blessing", "you don't have the city's blessing"):  # 702.131c
        return dsl.HasCitysBlessing(negated="don't" in low)
    if low == "~ is monstrous" or (low == "it's monstrous" and scope.it == dsl.Self()):  # 701.37b
        return dsl.IsMonstrous()
    kicked = fullmatch(r"(?:it|~|this spell) was kicked with its ((?:\{[^}]+\})+) kicker", text)
    if kicked and (not low.startswith("it ") or scope.it == dsl.Self()):  # 702.33d-e with two kicker costs
        try:
            parse_mana_cost(kicked[1])  # 107.4: mana symbols only
        except ValueError:
            raise NoMatch(text) from None
        return dsl.KickedWith(kicked[1].upper())
    if low == "tribute wasn't paid":  # 702.104b
        return dsl.TributeNotPaid()
    if low in ("its surge cost was paid", "~'s surge cost was paid") and scope.it == dsl.Self():  # 702.117a
        return dsl.AlternativeCostPaid("surge")
    if low in ("it's attacking", "~ is attacking") and scope.it == dsl.Self():
        return dsl.SelfAttacking()
    if low in ("~ is tapped", "~ is untapped"):  # 110.5
        return dsl.SourceTapped(low.endswith(" tapped"))
    if low == "you control the creature with the greatest power or tied for the greatest power":
        return dsl.ControlsGreatestPower()
    if low in ("~ was kicked", "this spell was kicked") or (low == "it was kicked" and scope.it == dsl.Self()):
        return dsl.Kicked()  # 702.33d-e
    compared = _comparison(text)
    if compared is not None:
        return compared
    m = fullmatch(r"X is greater than or equal to (?P<val>the number of .+)", text)
    if m and scope.x is not None:  # X, as a "where X is" clause defined it, compared as it resolves (608.2c)
        return dsl.NoMoreThan(value(m["val"], scope), scope.x)
    counters = _COUNTERS_CONDITION(text)  # on the pipeline
    if counters is not None and (counters.on.determiner == "~" or scope.it in (None, dsl.Self())):  # "on it": ~
        if counters.at_least < 2:
            raise NoMatch(text)
        scope.it = scope.it or dsl.Self()  # "..., you may flip it": this permanent
        return dsl.AtLeast(dsl.CountersOn(dsl.Self(), counter_kind(counters.counters.name)), counters.at_least)
    if low == "it has any abilities other than keywords" and isinstance(scope.it, dsl.Target):  # 113.1, 702
        return dsl.HasAbilityOtherThanKeywords(scope.it)
    m = fullmatch(r"it's (?P<color>white|blue|black|red|green)", text)
    if m and isinstance(scope.it, dsl.Target):
        return dsl.ObjectMatches(scope.it, dsl.Filter(colors=(vocab.COLORS[m["color"].lower()],)))
    m = fullmatch(r"an opponent (?:has )?cast (?:(?P<n>\w+) or more (?P<colors>(?:(?:white|blue|black|red|green)(?: or )?)*) ?spells|"
                  r"an? (?P<color>(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))?) spell) this turn",
                  text)
    if m:  # 601.2i: one opponent's spells cast this turn
        least = count(m["n"]) if m["n"] else 1
        colors = (m["colors"] or m["color"] or "").split(" or ") if (m["colors"] or m["color"]) else ()
        if least < 2 and m["n"]:
            raise NoMatch(text)
        return dsl.OpponentCastThisTurn(least, tuple(vocab.COLORS[c.lower()] for c in colors if c))
    if low in ("no mana was spent to cast it", "no mana was spent to cast that spell") and scope.cast:  # 601.2h
        return dsl.NoManaSpentToCast()
    if low in ("you were the starting player", "you weren't the starting player"):  # 103.1
        return dsl.WasStartingPlayer(negated="weren't" in low)
    if low == "that player attacked you during their last turn" and scope.that_player == dsl.TriggeringPlayer():
        return dsl.AttackedYouLastTurn(scope.that_player)  # 508.1
    if low == "no spells were cast last turn":
        return dsl.SpellsCastLastTurn(most=0)
    m = fullmatch(r"a player cast (?P<n>\w+) or more spells last turn", text)
    if m:
        return dsl.SpellsCastLastTurn(least=count(m["n"]), by_one_player=True)
    m = fullmatch(r"there are (?P<n>\w+) or more (?P<desc>.+) in your graveyard", text)
    if m:  # "there are three or more land cards in your graveyard" (404.1)
        return dsl.AtLeast(cards_in_graveyard(m["desc"], scope, plural=True), count(m["n"]))
    m = fullmatch(r"you control at least (?P<n>\w+) other (?P<desc>.+)", text)
    if m:  # "you control at least three other snow permanents": not counting the source itself
        described = desc(m["desc"], scope)
        at_least = count(m["n"])
        if (described.filter.controller is not None or described.noun not in ("", "permanent")
                or not described.plural or at_least < 2):
            raise NoMatch(text)
        return dsl.YouControl(replace(described.filter, controller="you", other=True), at_least=at_least)
    m = fullmatch(r"you control (?:(?P<a>an?|another) |(?P<n>\w+) or more )(?P<desc>.+)", text)
    if m:
        described = desc(m["desc"], scope)
        if described.filter.controller is not None or described.noun not in ("", "permanent"):
            raise NoMatch(text)
        at_least = count(m["n"]) if m["n"] else 1
        if described.plural != (at_least > 1):
            raise NoMatch(text)
        flt = replace(described.filter, controller="you", other=(m["a"] or "").lower() == "another")
        return dsl.YouControl(flt, at_least=at_least)
    raise NoMatch(text)


_COMPARISONS: tuple[tuple[str, object, bool], ...] = (
    (r"(?P<n>\w+) or more cards are in your graveyard", dsl.CardsIn("graveyard"), False),  # threshold
    (r"you have (?P<n>\w+) or more cards in hand", dsl.CardsIn("hand"), False),
    (r"you have (?P<n>no) cards in hand", dsl.CardsIn("hand"), True),  # hellbent
    (r"you have (?P<n>\d+) or more life", dsl.LifeTotal(), False),
    (r"you have (?P<n>\d+) or less life", dsl.LifeTotal(), True),
    (r"there are (?P<n>\w+) or more card types among cards in your graveyard",  # delirium
     dsl.CardTypesInGraveyards(yours=True), False),
    (r"(?P<n>no) creatures are on the battlefield", dsl.CountOf(dsl.Filter(types=("Creature",))), True),
)


def _comparison(text: str) -> dsl.AtLeast | None:
    """A count of your cards, card types or life compared with a fixed number."""
    for pattern, value, at_most in _COMPARISONS:
        m = fullmatch(pattern, text)
        if m:
            amount = 0 if m["n"].lower() == "no" else count(m["n"])
            return dsl.AtLeast(value, amount, at_most=at_most)
    return None


# -------------------------------------------------------------------------------- tokens


def token(text: str, scope: Scope) -> tuple[str, object]:
    """A token description (111.4): "a Treasure token", "two 1/1 white Human creature tokens",
    "a 1/1 colorless Thopter artifact creature token with flying", read by the pipeline
    (grammar.tokens).  Returns the name of the token definition it describes and how many."""
    return token_named(grammar.parse(grammar.tokens, text), scope)


def token_named(tokens: ir.Tokens, scope: Scope) -> tuple[str, object]:
    """The name of the token definition `tokens` describes (cards/oracle/tokens.py builds it
    from the name), and how many: a predefined token by its name (111.10), a creature token
    by its canonical description (`token_description`)."""
    if tokens.amount.that_many:  # 603.7c: the triggering event's amount ("create that many ... tokens")
        if not scope.damage:
            raise NoMatch(tokens.text())
        made = dsl.EventAmount()
    else:
        made = amount(tokens.amount, scope)
    described = tokens.token
    if described.predefined:
        if described.keywords or described.quotes:
            raise NoMatch(tokens.text())
        return described.predefined, made
    colors = [vocab.COLORS[c.name] for c in described.colors if c.name != "colorless"]
    types = tuple(t.name for t in described.types)
    if "Creature" not in types or len(set(colors)) != len(colors) or not all(k in vocab.SIMPLE_KEYWORDS
                                                                             for k in described.keywords):
        raise NoMatch(tokens.text())
    colors.sort(key=vocab.COLOR_ORDER.index)
    power, toughness = described.size.split("/")
    key = (power, toughness, tuple(colors), tuple(s.name for s in described.subtypes), types, described.keywords)
    if described.quotes:  # 113.1b: 'a 0/0 colorless Construct artifact creature token with "This creature gets ..."'
        name = token_with_quotes(token_description(key), list(described.quotes))
        if name is None:
            raise NoMatch(tokens.text())
        return name, made
    return vocab.TOKEN_DESCRIPTIONS.get(key) or token_description(key), made


def token_characteristics(body: str, keywords_text: str | None) -> tuple:
    """A creature token's characteristics from "1/1 red and white Soldier creature" and its
    keywords (111.4): (power, toughness, colours, subtypes, card types, keywords)."""
    keywords = keyword_list(keywords_text) if keywords_text else ()
    words = body.split()
    pt = fullmatch(r"(\d+)/(\d+)", words[0]) if words else None
    if not pt:
        raise NoMatch(body)
    colors: list[str] = []
    rest = words[1:]
    colorless = bool(rest) and rest[0] == "colorless"
    if colorless:
        rest = rest[1:]
    while rest and (rest[0] in vocab.COLORS or (rest[0] == "and" and colors)):
        if rest[0] != "and":
            colors.append(vocab.COLORS[rest[0]])
        rest = rest[1:]
    subs = []
    while rest and vocab.subtype(rest[0]) == rest[0] and rest[0] in vocab.CREATURE_TYPES:
        subs.append(rest.pop(0))
    types = []
    while rest and rest[0] in vocab.CARD_TYPES and vocab.CARD_TYPES[rest[0]].lower() == rest[0]:
        types.append(vocab.CARD_TYPES[rest.pop(0)])
    if rest or colorless == bool(colors) or "Creature" not in types or not subs or len(set(colors)) != len(colors):
        raise NoMatch(body)
    colors.sort(key=vocab.COLOR_ORDER.index)
    return pt[1], pt[2], tuple(colors), tuple(subs), tuple(types), keywords


def token_with_quotes(name: str, quotes: list[str]) -> str | None:
    """The name of a creature token described by `name` (a canonical description) that also has
    abilities in quotes (111.4, 113.1b): 'NAME with "Q"', or 'NAME and "Q"' after its keywords;
    None for a predefined token (Treasure), whose abilities are its own."""
    if not re.search(r" token(?: with .+)?$", name) or name in vocab.PREDEFINED_TOKENS:
        return None
    joined = " and ".join(f'"{q}"' for q in quotes)
    return f"{name} and {joined}" if " token with " in name else f"{name} with {joined}"


def token_description(key: tuple) -> str:
    """The canonical description of a creature token, which names its definition
    (cards/oracle/tokens.py builds the definition from it)."""
    power, toughness, colors, subs, types, keywords = key
    inverse = {v: k for k, v in vocab.COLORS.items()}
    color_words = " and ".join(inverse[c] for c in colors) or "colorless"
    text = f"{power}/{toughness} {color_words} {' '.join(subs)} {' '.join(t.lower() for t in types)} token"
    if keywords:
        text += " with " + (" and ".join(keywords) if len(keywords) < 3 else
                            ", ".join(keywords[:-1]) + ", and " + keywords[-1])
    return text
