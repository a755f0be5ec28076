"""Trigger conditions beyond those of compiler._trigger (603.1, 603.2): "When ~ becomes the target
of a spell or ability [an opponent controls] [for the first time each turn]" (603.2e), heroic
"Whenever you cast a spell that targets ~" (601.2c, 601.2i), rally "Whenever ~ or another Ally
enters under your control", state triggers "When you control no Islands" (603.8), "When you cast
this spell" (a triggered ability that works on the stack, 113.6c), damage ("Whenever ~ deals
damage", "is dealt damage", "you're dealt damage": 120.3, 603.2c), "becomes tapped" (603.2e),
triggers of an Aura's or Equipment's permanent, life gain, discards, cycling (702.29c), more
steps, the triggered mana abilities of 605.1b, and linked exile (607.2a); with the effects only
these triggers give a meaning: "counter that spell or ability", "that much", "that many",
"return that card", "return the exiled card"."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import phrases
from manastack.cards.oracle.effects import clause, parse_clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def trigger_event(text: str, scope: Scope) -> tuple[dsl.Trigger, dsl.Condition | None] | None:
    """(the trigger condition, the state a state trigger waits for) for `text`, or None."""
    if fullmatch(r"when enchanted creature becomes the target of a spell or ability", text):
        scope.it = dsl.Attached()
        return dsl.Trigger("attached_targeted", who="any"), None
    m = fullmatch(r"(?:when|whenever) (?P<subj>~|an? .+?|another .+?) becomes the target of a spell or ability"
                  r"(?P<opp> an opponent controls)?(?P<first> for the first time each turn)?", text)
    if m:  # 603.2e, 115.1
        who = "opponent" if m["opp"] else "any"
        scope.targeting = True
        if m["opp"]:  # "that player": the opponent who controls the spell or ability that targets
            scope.that_player = dsl.TriggeringPlayer()
        if m["subj"] == "~":
            scope.it = dsl.Self()
            return dsl.Trigger("targeted", self_only=True, who=who, first_each_turn=bool(m["first"])), None
        # "it" isn't read: the engine's triggering object of a target event is the spell or
        # ability that targets (ward), not the permanent
        scope.it = None
        return dsl.Trigger("targeted", subject=_subject(m["subj"], scope, text), who=who,
                           first_each_turn=bool(m["first"])), None
    if fullmatch(r"when you cast ~", text):  # 113.6c, 601.2i: it triggers from the stack, as it becomes cast
        scope.it = dsl.Self()
        scope.zone = "stack"
        return dsl.Trigger("cast_self", self_only=True), None
    if fullmatch(r"whenever you cast a spell that targets one or more permanents", text):  # 601.2c, 601.2i
        scope.it = None
        return dsl.Trigger("cast_targeting_permanents", who="you"), None
    if fullmatch(r"whenever you cast a spell that targets ~", text):  # heroic
        scope.it = dsl.Self()
        return dsl.Trigger("cast_targeting_self", who="you"), None
    m = fullmatch(r"whenever ~ or another (?P<desc>.+) dies", text)
    if m:  # 603.10a: it or another one dies (looking back in time)
        flt = _subject(f"a {m['desc']}", scope, text)
        if "Creature" not in flt.types:
            flt = replace(flt, types=(*flt.types, "Creature"))
        scope.it = dsl.Triggering()
        scope.gone = (dsl.Triggering(),)
        return dsl.Trigger("dies_self_or", subject=replace(flt, other=True)), None
    m = fullmatch(r"whenever ~ or another (?P<desc>.+?) enters(?P<yours> under your control)?", text)
    if m:  # rally: the permanent itself, or another one of the kind
        flt = _subject(f"a {m['desc']}", scope, text)
        if flt.controller is not None and m["yours"]:
            raise NoMatch(text)
        scope.it = dsl.Triggering()
        flt = replace(flt, controller="you") if m["yours"] else flt
        return dsl.Trigger("enters_self_or", subject=replace(flt, other=True)), None
    m = fullmatch(r"(?:when|whenever) (?P<who>~|enchanted creature|equipped creature) "
                  r"(?P<what>deals damage|is dealt damage)", text)
    if m:  # 120.3, 603.2c: damage dealt at the same time is one event
        self_only = m["who"] == "~"
        scope.it = dsl.Self() if self_only else dsl.Attached()
        scope.damage = True
        event = "deals_damage" if m["what"].lower() == "deals damage" else "dealt_damage"
        return dsl.Trigger(event if self_only else f"attached_{event}", self_only=self_only), None
    if fullmatch(r"whenever you're dealt damage", text):  # 120.3, 603.2c: all of it at once is one event
        scope.damage = True
        return dsl.Trigger("you_dealt_damage"), None
    m = fullmatch(r"whenever a card is put into (?P<whose>an opponent's|your) graveyard from anywhere", text)
    if m:  # a card (not a token, 111.7), wherever it came from
        return dsl.Trigger("card_to_graveyard", who="opponent" if m["whose"].lower() == "an opponent's" else "you"), None
    m = fullmatch(r"whenever (?P<subj>an? .+?) deals (?P<combat>combat )?damage to you", text)
    if m:  # 120.3a: "it" is the source of the damage
        scope.it = dsl.Triggering()
        return dsl.Trigger("combat_damage_to_you" if m["combat"] else "damage_to_you",
                           subject=_subject(m["subj"], scope, text)), None
    if fullmatch(r"whenever a creature dealt damage by ~ this turn dies", text):  # 603.10a: it died
        scope.it = dsl.Triggering()
        scope.gone = (dsl.Triggering(),)
        return dsl.Trigger("damaged_by_self_dies"), None
    m = fullmatch(r"(?:when|whenever) (?:enchanted|equipped) creature (?P<event>dies|attacks|deals combat damage to a "
                  r"player|deals damage to a player|deals damage to an opponent)", text)
    if m:  # the permanent an Aura or Equipment is attached to (303.4, 301.5)
        event = _ATTACHED_EVENTS[m["event"].lower()]
        if event == "dies":  # 603.10a, 400.7d: the card it became can be found in the graveyard
            scope.it = dsl.Triggering()
            scope.gone = (dsl.Triggering(),)
            scope.moved = dsl.Triggering()
        else:
            scope.it = dsl.Attached()
            scope.defending = event == "attacks"
            if event != "attacks":  # "that player": the one dealt the damage
                scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger(event, attached=True), None
    m = fullmatch(r"(?:when|whenever) (?P<subj>~|enchanted (?:land|creature|artifact|permanent)|an? .+?|another .+?) "
                  r"becomes tapped", text)
    if m:  # 603.2e: an untapped permanent becomes tapped (not one that enters tapped)
        subj = m["subj"].lower()
        if subj == "~":
            scope.it = dsl.Self()
            return dsl.Trigger("becomes_tapped", self_only=True), None
        if subj.startswith("enchanted "):
            scope.it = dsl.Attached()
            return dsl.Trigger("attached_becomes_tapped"), None
        scope.it = dsl.Triggering()
        return dsl.Trigger("becomes_tapped", subject=_subject(m["subj"], scope, text)), None
    m = fullmatch(r"whenever (?P<who>you draw|an opponent draws|a player draws) a card", text)
    if m:  # 121.2: each card drawn is one draw (one event each)
        who = {"you draw": "you", "an opponent draws": "opponent", "a player draws": "any"}[m["who"].lower()]
        if who != "you":
            scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger("draw", who=who), None
    m = fullmatch(r"whenever (?P<who>you gain|an opponent gains|a player gains) life", text)
    if m:  # 119.9: each life gain is one event
        who = {"you gain": "you", "an opponent gains": "opponent", "a player gains": "any"}[m["who"].lower()]
        scope.damage = True
        if who != "you":
            scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger("gain_life", who=who), None
    m = fullmatch(r"at the beginning of (?P<whose>your|each player's|each) precombat main phase", text)
    if m:  # 505.1, 603.2b
        whose = "you" if m["whose"].lower() == "your" else "any"
        if whose != "you":
            scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger("step", step="main1", whose=whose), None
    if fullmatch(r"at the beginning of each combat", text):  # 507.1, 603.2b: every turn's combat
        scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger("step", step="beginning_of_combat", whose="any"), None
    if fullmatch(r"at end of combat", text):  # 511.1, 603.2b: the end of combat step of every turn
        return dsl.Trigger("step", step="end_of_combat", whose="any"), None
    if fullmatch(r"at the beginning of the upkeep of enchanted creature's controller", text):  # 603.2b
        scope.that_player = dsl.TriggeringPlayer()  # the active player, who controls the creature
        scope.it = dsl.Attached()
        return dsl.Trigger("step", step="upkeep", whose="attached_controller"), None
    if fullmatch(r"when ~ is put into a graveyard from anywhere", text):  # 113.6k, 603.10a
        scope.it = dsl.Self()
        scope.gone = (dsl.Self(),)
        scope.moved = dsl.Triggering()  # 400.7d: the card in the graveyard
        return dsl.Trigger("to_graveyard_from_anywhere", self_only=True), None
    if fullmatch(r"when you cycle ~", text):  # 702.29c
        scope.it = dsl.Self()
        return dsl.Trigger("cycle_self", self_only=True), None
    if fullmatch(r"whenever ~ enters or attacks", text):  # two trigger events, one ability (603.2)
        scope.it = dsl.Self()
        return dsl.Trigger("enters_or_attacks", self_only=True), None
    if fullmatch(r"when ~ enters (?:and|or) at the beginning of your upkeep", text):  # two trigger events, one ability (603.2)
        scope.it = dsl.Self()
        return dsl.Trigger("enters_or_upkeep", self_only=True), None
    if fullmatch(r"when ~ enters or dies", text):  # two trigger events, one ability (603.2, 603.10a)
        scope.it = dsl.Self()
        scope.gone = (dsl.Self(),)
        return dsl.Trigger("enters_or_dies", self_only=True), None
    m = fullmatch(r"whenever (?P<who>a player taps|you tap) a land for mana", text)
    if m:  # 605.1b: a triggered mana ability
        mine = m["who"].lower() == "you tap"
        scope.that_player = None if mine else dsl.TriggeringPlayer()
        return dsl.Trigger("tapped_for_mana", who="you" if mine else "any"), None
    if fullmatch(r"whenever you search your library", text):  # 701.23
        return dsl.Trigger("searches", who="you"), None
    if fullmatch(r"whenever you scry", text):  # 701.22b, 701.22d
        return dsl.Trigger("scries", who="you"), None
    m = fullmatch(r"whenever (?P<who>you discard|an opponent discards|a player discards) a card", text)
    if m:  # 701.9
        who = {"you discard": "you", "an opponent discards": "opponent", "a player discards": "any"}[m["who"].lower()]
        if who != "you":
            scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger("discards", who=who), None
    m = fullmatch(r"whenever (?P<subj>an? .+?) enters under an opponent's control", text)
    if m:  # "that player": the opponent who controls it
        flt = _subject(m["subj"], scope, text)
        if flt.controller is not None:
            raise NoMatch(text)
        scope.it = dsl.Triggering()
        scope.that_player = dsl.ControllerOf(dsl.Triggering())
        return dsl.Trigger("enters", subject=replace(flt, controller="opponent")), None
    m = fullmatch(r"when (?:(?P<you>you) cast|a player casts) (?P<spell>an? .+)", text)
    if m:
        return _when_cast("you" if m["you"] else "any", m["spell"], scope, text), None
    m = fullmatch(r"when (?:you control no (?P<yours>.+)|there are no (?P<all>.+) on the battlefield)", text)
    if m:  # 603.8: a state trigger
        described = phrases.desc(m["yours"] or m["all"], scope)
        if not described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(text)
        scope.it = dsl.Self()
        counted = dsl.CountOf(replace(described.filter, controller="you") if m["yours"] else described.filter)
        return dsl.Trigger("state"), dsl.AtLeast(counted, 0, at_most=True)
    return None


_ATTACHED_EVENTS = {"dies": "dies", "attacks": "attacks", "deals combat damage to a player": "combat_damage_to_player",
                    "deals damage to a player": "damage_to_player", "deals damage to an opponent": "damage_to_opponent"}


def _when_cast(who: str, spell: str, scope: Scope, whole: str) -> dsl.Trigger:
    """"When you cast a creature spell, sacrifice ~" (603.2, 601.2i): "when" reads as "whenever"."""
    described = phrases.desc(spell.split(" ", 1)[1], scope, zone="stack")
    if described.noun != "spell" or described.plural:
        raise NoMatch(whole)
    scope.it = dsl.Triggering()
    scope.that_player = dsl.TriggeringPlayer()
    return dsl.Trigger("cast", who=who,
                       spell=described.filter if described.filter != dsl.Filter() else None)


def _subject(text: str, scope: Scope, whole: str) -> dsl.Filter:
    """"a creature you control", "another permanent you control": one permanent."""
    m = fullmatch(r"(?P<art>an?|another) (?P<desc>.+)", text)
    if not m:
        raise NoMatch(whole)
    described = phrases.desc(m["desc"], scope)
    if described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(whole)
    return replace(described.filter, other=True) if m["art"].lower() == "another" else described.filter


@clause(r"counter that spell")
def _counter_the_spell_cast(scope: Scope, m: re.Match) -> tuple:
    """701.6a: "whenever an opponent casts a spell, ..., counter that spell": the spell cast."""
    if not scope.cast or scope.it != dsl.Triggering():
        raise NoMatch(m[0])
    return (dsl.CounterSpell(dsl.Triggering()),)


@clause(r"counter that spell or ability(?: unless its controller pays (?P<mana>(?:\{(?:\d+|[WUBRGC])\})+))?")
def _counter_the_targeting(scope: Scope, m: re.Match) -> tuple:
    """701.6: the spell or ability that made the trigger's permanent its target.  "Unless its
    controller pays {2}" (Frost Titan): "its" is that spell or ability, so the player who may pay
    is the one who controls what targets (115.1; the trigger event's player), not ~'s controller."""
    if not scope.targeting or scope.it != dsl.Self():
        raise NoMatch(m[0])
    countered = dsl.CounterSpell(dsl.Triggering())
    if m["mana"]:
        return dsl.MayPay(m["mana"].upper(), dsl.TriggeringPlayer()), dsl.IfYouDo(countered, did=False)
    return (countered,)


@clause(r"(?P<who>that player adds|add) one mana of any type that land produced")
def _mana_like_the_land(scope: Scope, m: re.Match) -> tuple:
    """605.1b (Mana Flare): one more mana of a type the tapped land produced: "that player adds"
    after "a player taps", "add" after "you tap" (is_mana_trigger checks the trigger)."""
    if (scope.that_player == dsl.TriggeringPlayer()) != m["who"].lower().startswith("that player"):
        raise NoMatch(m[0])
    return (dsl.AddMana(produced_by_trigger=True),)


@clause(r"(?:(?P<who>.+?) )?draw(?P<s>s)? an additional card")
def _additional_draw(scope: Scope, m: re.Match) -> tuple:
    """504.1, 121.1: one more card, after the turn's draw ("at the beginning of your draw step")."""
    return tuple(parse_clause(f"{m['who'] + ' ' if m['who'] else ''}draw{m['s'] or ''} a card", scope))


def is_mana_trigger(trigger: dsl.Trigger, effects: list) -> bool:
    """605.1b: whether a triggered ability is a mana ability: "whenever a player taps a land for
    mana, that player adds one mana of any type that land produced", exactly (the engine adds that
    mana as the ability resolves, at once: engine/mana.py); other instructions are refused."""
    triggered_mana = [dsl.AddMana(produced_by_trigger=True)]
    if (trigger.event == "tapped_for_mana") != (list(effects) == triggered_mana) \
            or (trigger.event != "tapped_for_mana" and triggered_mana[0] in effects):
        raise NoMatch("a triggered mana ability")
    return trigger.event == "tapped_for_mana"


@clause(r"attach ~ to (?P<obj>.+)")
def _attach_self(scope: Scope, m: re.Match) -> tuple:
    """701.3: "attach ~ to it" (the triggering creature), "attach ~ to target creature you
    control"; the engine leaves it where it is if it can't be attached there (701.3b)."""
    return (dsl.Attach(phrases.obj(m["obj"], scope)),)


@clause(r"return (?:that card|it) to the battlefield under (?P<who>your|its owner's) control")
def _return_the_card(scope: Scope, m: re.Match) -> tuple:
    """400.7d: after "dies", the card it became in the graveyard (a new object: if it has left
    the graveyard, or was a token, nothing returns)."""
    if scope.moved is None:
        raise NoMatch(m[0])
    under = dsl.You() if m["who"].lower() == "your" else dsl.OwnerOf(scope.moved)
    return (dsl.PutOntoBattlefield(scope.moved, under=under),)


@clause(r"put an? (?:(?P<desc>.+?) )?permanent card from your hand onto the battlefield")
def _permanent_card_from_hand(scope: Scope, m: re.Match) -> tuple:
    """"Put a Goblin permanent card from your hand onto the battlefield" (Goblin Lackey): a card
    with a permanent type (110.4a), so neither an instant nor a sorcery (a Kindred one included)."""
    flt = dsl.Filter()
    if m["desc"]:
        described = phrases.desc(f"{m['desc']} card", scope, zone="hand")
        if described.noun != "card" or described.plural or described.filter.types or described.filter.any_types:
            raise NoMatch(m[0])
        flt = described.filter
    return (dsl.PutFromHand(replace(flt, not_types=(*flt.not_types, "Instant", "Sorcery")), optional=False),)


@clause(r"return the exiled (?:card to the battlefield under its owner's|cards to the battlefield under their owners') "
        r"control")
def _return_the_exiled(scope: Scope, m: re.Match) -> tuple:
    """607.2a: "the exiled card" is the one the linked ability exiled (link_exiles marks it);
    only in a leaves-the-battlefield ability of the same object.  The owner agrees with the
    card: "the exiled card ... its owner's", "the exiled cards ... their owners'"."""
    if scope.gone != (dsl.Self(),):
        raise NoMatch(m[0])
    return (dsl.ReturnLinkedToBattlefield(),)


def link_exiles(abilities: tuple) -> tuple:
    """607.2a: when a face has "return the exiled card" (or names "the exiled card" otherwise:
    dsl.ExiledWith), its "exile target ..." abilities are the linked ones: their exiled cards are
    "exiled with" the object.  A face with such a return and no exile to link it to is refused;
    so is "the exiled card" (one card) linked to an exile of several."""
    names = any(has_node(a, dsl.ExiledWith) for a in abilities)
    if not names and not any(has_node(a, dsl.ReturnLinkedToBattlefield) for a in abilities):
        return abilities
    linked = tuple(_mark_exiles(a) for a in abilities)
    if linked == abilities:
        raise NoMatch("return the exiled card")
    if names and not all(_exiles_one(a) for a in abilities):
        raise NoMatch("the exiled card")
    return linked


def _exiles_one(ability) -> bool:
    """Whether each exile of an ability exiles one object at most: one target (or one card
    chosen from a hand, dsl.ExileFromHand)."""
    exiles = _found(ability, dsl.Exile)
    targets = getattr(ability, "targets", ())
    return all(isinstance(e.what, dsl.Target) and targets[e.what.index].max_count == 1 for e in exiles)


def _found(node, kind: type) -> list:
    if isinstance(node, kind):
        return [node]
    if isinstance(node, tuple):
        return [found for n in node for found in _found(n, kind)]
    fields = getattr(node, "__dataclass_fields__", None)
    return [found for name in fields for found in _found(getattr(node, name), kind)] if fields else []


def has_node(node, kind: type) -> bool:
    """Whether `node` (an ability, a tuple of them, any DSL value) holds a node of `kind`."""
    return bool(_found(node, kind))


def _mark_exiles(node):
    """`node` with each plain Exile in its effects marked as linked."""
    if (isinstance(node, dsl.Exile) and not node.until_source_leaves) or isinstance(node, dsl.ExileFromHand):
        return replace(node, linked=True)
    if isinstance(node, tuple):
        return tuple(_mark_exiles(n) for n in node)
    fields = getattr(node, "__dataclass_fields__", None)
    if not fields:
        return node
    changed = {name: _mark_exiles(getattr(node, name)) for name in fields}
    changed = {name: value for name, value in changed.items() if value != getattr(node, name)}
    return replace(node, **changed) if changed else node
