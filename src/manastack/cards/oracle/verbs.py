"""Lowering of the instruction verbs (the typed IR of oracle/ir.py, "instruction verbs") to the
engine's effect nodes (cards/dsl.py): one function per verb.

A player's instruction ("draw", "each opponent discards") has the player of `player_subject`; an
object's ("~ deals") the object of `phrases.obj`.  Each records what a clause after "and" calls
its subject (`Scope.subject`: "target player draws a card and loses 1 life")."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import ir, phrases, vocab
from manastack.cards.oracle.lowering import PERMANENT, Unsupported, duration, quantity
from manastack.cards.oracle.phrases import NoMatch, Scope

__all__ = ["copy_spell", "counter", "create_tokens", "damage_to_equal_to", "deal_damage", "destroy", "discard", "draw", "exile", "fight", "gain_control", "gain_life",
           "in_your_graveyard", "life_equal_to", "lose_life", "mill", "player_subject", "prevent_next_damage", "put_from_hand", "put_into_library", "return_chosen", "regenerate",
           "return_to_battlefield", "return_to_hand", "sacrifice_chosen", "scry", "search_filter", "search_library", "surveil", "tap", "untap"]


def player_subject(who: ir.PlayerRef | None, scope: Scope) -> object:
    """The player carrying out an instruction: the controller for an imperative or "you"
    (608.2c), else the player named (109.5); "target player" is "that player" to a later clause."""
    if who is None or who.phrase == "you":
        scope.subject = "you"
        return dsl.You()
    found = phrases.player(who.text(), scope)
    scope.subject = "that player" if who.phrase.startswith("target ") else who.text()
    return found


def draw(scope: Scope, clause: ir.Draw) -> tuple:
    """121.1, 121.2: the player draws N cards, one at a time."""
    who = player_subject(clause.who, scope)
    return (dsl.Draw(quantity(clause.amount, scope), who),)


def gain_life(scope: Scope, clause: ir.GainLife) -> tuple:
    """119.3: the player's life total goes up by N."""
    who = player_subject(clause.who, scope)
    return (dsl.GainLife(quantity(clause.amount, scope), who),)


def lose_life(scope: Scope, clause: ir.LoseLife) -> tuple:
    """119.3: the player's life total goes down by N."""
    who = player_subject(clause.who, scope)
    return (dsl.LoseLife(quantity(clause.amount, scope), who),)


def return_chosen(scope: Scope, clause: ir.ReturnChosen) -> tuple:
    """400.3: N permanents of yours of the description, chosen as it resolves, return to your
    hand: "a land ... to its owner's hand", "two Islands ... to their owner's hands"."""
    amount = quantity(clause.amount, scope)
    described = phrases.desc(clause.described, scope)
    several = amount > 1
    if described.noun not in ("", "permanent") or described.plural != several or described.filter.controller \
            or clause.hands != several or (clause.whose == "their") != several:
        raise NoMatch(clause.text())
    return (dsl.ReturnChosen(replace(described.filter, controller="you"), amount),)


def put_from_hand(scope: Scope, clause: ir.PutFromHand) -> tuple:
    """A card put onto the battlefield from your hand (not cast), chosen as it resolves."""
    described = phrases.desc(clause.described, scope, zone="hand")
    if described.noun != "card" or described.plural:
        raise NoMatch(clause.text())
    return (dsl.PutFromHand(described.filter, optional=False, tapped=clause.tapped),)


def _doer(ref: ir.ObjectRef, scope: Scope) -> object:
    """The object doing a verb ("~ deals", "target creature fights"); a later clause's subject is
    it ("it" when it is a target: 608.2c)."""
    found = phrases.obj(ref.text(), scope)
    scope.subject = "it" if "target" in ref.text() else ref.text()
    return found


def damage_to_equal_to(scope: Scope, clause: ir.DamageToEqualTo) -> tuple:
    """120.3: damage by an amount computed as the effect resolves (608.2h); "itself" is the source
    doing the dealing; "its power" is the source's; "the number of cards in that player's hand"
    is the hand of the player dealt the damage."""
    source = _doer(clause.source, scope)
    if clause.to is None and isinstance(source, dsl.Each):
        raise NoMatch(clause.text())
    to = source if clause.to is None else _recipient(clause.to, scope)
    if clause.value.text() == "the number of cards in that player's hand":
        if scope.that_player is None or to != scope.that_player:
            raise NoMatch(clause.value.text())
        return (dsl.DealDamage(dsl.CardsInHandOf(scope.that_player), to, source),)
    scope.it = source  # "its power": the source's, whatever "it" was before (Rabid Bite's subject)
    amount = phrases.amount(clause.value, scope)
    scope.it = to
    if source == dsl.Self() and isinstance(amount, dsl.PowerOf | dsl.ToughnessOf) and amount.ref == dsl.Self():
        raise NoMatch(clause.text())  # a spell has no power; a permanent's own is read no further here
    return (dsl.DealDamage(amount, to, source),)


def life_equal_to(scope: Scope, clause: ir.LifeEqualTo) -> tuple:
    """119.3: the player's life total goes up or down by an amount the effect computes (107.1)."""
    who = player_subject(clause.who, scope)
    value = phrases.amount(clause.value, scope)
    return ((dsl.GainLife if clause.gain else dsl.LoseLife)(value, who),)


def discard(scope: Scope, clause: ir.Discard) -> tuple:
    """701.9a: N cards of the player's choice, or the game's at random (701.9b), or the whole hand."""
    who = player_subject(clause.who, scope)
    if clause.amount is None:
        return (dsl.Discard(who=who, whole_hand=True),)
    return (dsl.Discard(quantity(clause.amount, scope), who, at_random=clause.at_random),)


def mill(scope: Scope, clause: ir.Mill) -> tuple:
    """701.17a: the top N cards of the player's library into their graveyard."""
    who = player_subject(clause.who, scope)
    return (dsl.Mill(quantity(clause.amount, scope), who),)


def scry(scope: Scope, clause: ir.Scry) -> tuple:
    """701.22a."""
    return (dsl.Scry(clause.amount.n),)


def surveil(scope: Scope, clause: ir.Surveil) -> tuple:
    """701.25a."""
    return (dsl.Surveil(clause.amount.n),)


def _acted_on(ref: ir.ObjectRef, scope: Scope, *, group_ok: bool = False) -> object:
    """The object a verb for objects acts on: never "any target", which may be a player (115.4)."""
    if ref.determiner == "any target":
        raise Unsupported("any target", "it may be a player; this verb acts on objects (115.4)")
    return phrases.obj(ref.text(), scope, group_ok=group_ok)


def destroy(scope: Scope, clause: ir.Destroy) -> tuple:
    """701.8a: one object, two targets (115.1), or every permanent of a description, at once
    ("destroy all artifacts and enchantments": each that is either; "destroy each nonland
    permanent with mana value 3 or less")."""
    if len(clause.what) > 1:
        return tuple(dsl.Destroy(_acted_on(ref, scope)) for ref in clause.what)
    (ref,) = clause.what
    if ref.determiner == "all":
        words = ref.described.split(" ")
        either = " or ".join((words[0], words[2])) if len(words) == 3 and words[1] == "and" else ref.described
        described = phrases.desc(either, scope)
        if not described.plural or described.noun not in ("", "permanent"):
            raise Unsupported(ref.text(), 'destroy all: permanents of a description, in the plural')
        return (dsl.DestroyAll(described.filter),)
    if ref.determiner == "each":
        described = phrases.desc(ref.described, scope)
        if described.plural or described.noun not in ("", "permanent"):
            raise Unsupported(ref.text(), 'destroy each: permanents of a description, in the singular')
        return (dsl.DestroyAll(described.filter),)
    return (dsl.Destroy(_acted_on(ref, scope)),)


def exile(scope: Scope, clause: ir.Exile) -> tuple:
    """701.13a; "until ~ leaves the battlefield" (610.3) returns it when the source leaves, for one
    object only; no other duration."""
    until = duration(clause.until, (PERMANENT, "source_leaves")) == "source_leaves"
    return (dsl.Exile(_acted_on(clause.what, scope, group_ok=not until), until_source_leaves=until),)


def tap(scope: Scope, clause: ir.Tap) -> tuple:
    """701.26a: one permanent, or each of a group."""
    return (dsl.Tap(_acted_on(clause.what, scope, group_ok=True)),)


def untap(scope: Scope, clause: ir.Untap) -> tuple:
    """701.26b: one permanent, or each of a group."""
    return (dsl.Untap(_acted_on(clause.what, scope, group_ok=True)),)


def counter(scope: Scope, clause: ir.Counter) -> tuple:
    """701.6a: a target spell is countered; "unless its controller pays {N}" (118.12) lets its
    controller pay to keep it.  Another object (an ability, "it") is another clause's."""
    ref = phrases.obj(clause.what.text(), scope)
    if not isinstance(ref, dsl.Target) or scope.targets[ref.index].kind != "spell":
        raise NoMatch(clause.text())
    if clause.unless_pays:
        return (dsl.CounterUnlessPays(mana=phrases.number(clause.unless_pays[1:-1], scope), what=ref),)
    return (dsl.CounterSpell(ref),)


def in_your_graveyard(scope: Scope, ref: object) -> bool:
    """Whether `ref` is a target card in its controller's own graveyard."""
    if not isinstance(ref, dsl.Target):
        return False
    spec = scope.targets[ref.index]
    return spec.kind == "card" and spec.zone == "graveyard" and spec.filter.owner == "you"


def return_to_hand(scope: Scope, clause: ir.ReturnToHand) -> tuple:
    """400.3: an object returns to its owner's hand: "its owner's hand" for one, "their owners'
    hands" for several (moved together, 603.10a), "your hand" for target cards in your own
    graveyard.  A hand that doesn't agree with the object is another clause's."""
    hand = clause.hand
    ref = phrases.obj(clause.what.text(), scope, group_ok=hand == "their owners' hands")
    several = isinstance(ref, dsl.Each) or (isinstance(ref, dsl.Target) and scope.targets[ref.index].max_count > 1)
    agrees = {"its owner's hand": not several, "their owners' hands": several,
              "your hand": not isinstance(ref, dsl.Each)}[hand]
    if not agrees or (hand == "your hand") != in_your_graveyard(scope, ref):
        raise NoMatch(clause.text())
    return (dsl.ReturnToHand(ref),)


def gain_control(scope: Scope, clause: ir.GainControl) -> tuple:
    """108.4, 613.1b: control of a target permanent, for good or until end of turn."""
    until_end_of_turn = duration(clause.until, ("end_of_turn", PERMANENT)) == "end_of_turn"
    ref = phrases.obj(clause.what.text(), scope)
    if not isinstance(ref, dsl.Target) or scope.targets[ref.index].kind != "permanent":
        raise NoMatch(clause.text())
    return (dsl.GainControl(ref, until_end_of_turn=until_end_of_turn),)


def return_to_battlefield(scope: Scope, clause: ir.ReturnToBattlefield) -> tuple:
    """A target card in your own graveyard put onto the battlefield (under your control: 110.2a),
    tapped if the text says so; another object is another clause's."""
    ref = phrases.obj(clause.what.text(), scope)
    if not in_your_graveyard(scope, ref):
        raise NoMatch(clause.text())
    return (dsl.PutOntoBattlefield(ref, tapped=clause.tapped),)


def put_into_library(scope: Scope, clause: ir.PutIntoLibrary) -> tuple:
    """401.4: an object put on top or on the bottom of its owner's library; "your library" for
    one target card in your own graveyard."""
    ref = phrases.obj(clause.what.text(), scope)
    if clause.library == "your library" and not (in_your_graveyard(scope, ref) and scope.targets[ref.index].max_count == 1):
        raise NoMatch(clause.text())
    return (dsl.PutIntoLibrary(ref, "top" if clause.where == "top" else "bottom"),)


def copy_spell(scope: Scope, clause: ir.CopySpell) -> tuple:
    """707.10: copy a target instant or sorcery spell (a copy of a permanent spell, 707.10f, is
    refused: the engine copies only spells that resolve without becoming permanents)."""
    if clause.what.determiner != "target" or clause.what.count is not None or clause.what.other:
        raise NoMatch(clause.text())
    ref = phrases.obj(clause.what.text(), scope)
    if not isinstance(ref, dsl.Target):
        raise NoMatch(clause.text())
    spec = scope.targets[ref.index]
    kinds = spec.filter.any_types or spec.filter.types
    if spec.kind != "spell" or not kinds or not set(kinds) <= {"Instant", "Sorcery"} or \
            (spec.filter.types and spec.filter.any_types):
        raise NoMatch(clause.text())
    return (dsl.CopySpell(ref),)


def fight(scope: Scope, clause: ir.Fight) -> tuple:
    """701.14a: each deals damage equal to its power to the other; a later clause's subject is
    the first ("it" when it is a target)."""
    first = _doer(clause.first, scope)
    return (dsl.Fight(first, phrases.obj(clause.second.text(), scope)),)


def create_tokens(scope: Scope, clause: ir.CreateTokens) -> tuple:
    """111.2: the player creates the tokens described (111.4), under their control."""
    who = player_subject(clause.who, scope)
    name, amount = phrases.token_named(clause.tokens, scope)
    return (dsl.CreateToken(name, amount, who),)


def search_filter(text: str, scope: Scope, *, plural: bool = False) -> dsl.Filter:
    """What a search looks for: cards of a description ("basic land cards" with `plural`);
    "a permanent card" (110.4a)."""
    permanent = bool(re.search(r"\bpermanent cards?\b", text, re.I))
    described = phrases.desc(re.sub(r"\bpermanent (cards?)\b", r"\1", text, flags=re.I), scope, zone="library")
    if described.noun != "card" or described.plural != plural:
        raise NoMatch(text)
    flt = described.filter
    if permanent:
        if flt.types or flt.any_types:
            raise NoMatch(text)
        flt = replace(flt, any_types=vocab.PERMANENT_TYPES)
    return flt


def search_library(scope: Scope, clause: ir.SearchLibrary) -> tuple:
    """701.23: search, put the card where the effect says (revealed first if it says so, 701.20a),
    then shuffle."""
    flt = search_filter(clause.described, scope)
    return (dsl.SearchLibrary(flt, to=clause.to, tapped=clause.tapped, reveal=bool(clause.reveal)),)


def sacrifice_chosen(scope: Scope, clause: ir.SacrificeChosen) -> tuple:
    """701.21a: the player sacrifices N permanents of the description they choose ("each opponent
    sacrifices a creature"); the noun agrees with N, and the permanents are the player's own."""
    who = player_subject(clause.who, scope)
    count = quantity(clause.amount, scope)
    described = phrases.desc(clause.described, scope)
    if described.noun not in ("", "permanent") or described.plural != (count > 1) or described.filter.controller:
        raise NoMatch(clause.text())
    return (dsl.SacrificeChosen(described.filter, count, who),)


def prevent_next_damage(scope: Scope, clause: ir.PreventNextDamage) -> tuple:
    """615.7: a prevention shield on a player or an object (any target), this turn."""
    duration(clause.until, ("end_of_turn",))
    amount = phrases.amount(clause.amount, scope)
    return (dsl.PreventNextDamage(amount, _recipient(clause.to, scope)),)


def regenerate(scope: Scope, clause: ir.Regenerate) -> tuple:
    """701.19a: a regeneration shield on one object ("regenerate ~", "regenerate target
    creature") or on each of a group ("regenerate each creature you control")."""
    return (dsl.Regenerate(phrases.obj(clause.what.text(), scope, group_ok=True)),)


def deal_damage(scope: Scope, clause: ir.DealDamage) -> tuple:
    """120.3: damage from a source (its last known information if it has left: 113.7a), a fixed
    number or an amount computed as it resolves (107.1, 608.2h), to a player or an object (and a
    second amount to a second one), or from ~ to each permanent of a description (and each player
    or opponent besides), or to each opponent and each permanent of a description they control."""
    source = phrases.obj(clause.source.text(), scope, gone_ok=True)
    scope.subject = "it" if clause.source.determiner == "target" else clause.source.text()
    amount = quantity(clause.amount, scope) if clause.amount is not None else phrases.amount(clause.equal_to, scope)
    to = clause.to
    if clause.and_theirs:  # "each opponent and each creature and planeswalker they control": either type
        described = phrases.desc(clause.and_theirs.replace(" and ", " or "), scope)
        if described.plural or described.noun not in ("", "permanent") or described.filter.controller or source != dsl.Self():
            raise Unsupported(clause.text(), "damage to each opponent and each permanent of theirs is dealt by ~")
        return (dsl.DamageEach(amount, players=dsl.EachOpponent(), permanents=replace(described.filter,
                                                                                      controller="opponent")),)
    if not isinstance(to, ir.ObjectRef) or to.determiner != "each":
        dealt = (dsl.DealDamage(amount, _recipient(to, scope), source),)
        if clause.and_to is None:
            return dealt
        more, other = clause.and_to
        return (*dealt, dsl.DealDamage(quantity(more, scope), _recipient(other, scope), source))
    if clause.and_to is not None:
        raise Unsupported(clause.text(), "damage to each of a group and another amount besides")
    described = phrases.desc(to.described, scope)
    if described.plural or described.noun not in ("", "permanent"):
        raise Unsupported(to.text(), "damage to each permanent of a description, in the singular")
    if source != dsl.Self():
        raise Unsupported(clause.source.text(), "damage to each of a group is dealt by ~")
    players = None if clause.and_each is None else phrases.player(clause.and_each.text(), scope)
    return (dsl.DamageEach(amount, players=players, permanents=described.filter),)


def _recipient(to: ir.PlayerRef | ir.ObjectRef, scope: Scope) -> object:
    return phrases.player(to.text(), scope) if isinstance(to, ir.PlayerRef) else phrases.obj(to.text(), scope)
