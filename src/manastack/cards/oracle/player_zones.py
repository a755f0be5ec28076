"""Instructions about players' zones (400.1): graveyards ("exile target player's graveyard",
406.2; "put target creature card from a graveyard onto the battlefield", 400.7), libraries
(looking at the top cards, 401.5; searching, 701.23; revealing the top card, 701.20a) and hands
("look at target player's hand", 402.3)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.verbs import search_filter


@clause(r"(?P<verb>put|return) (?P<obj>target .+? from (?:a|your) graveyard) (?P<prep>onto|to) the battlefield "
        r"under (?P<under>your|its owner's) control")
def _put_from_a_graveyard(scope: Scope, m: re.Match) -> tuple:
    """"Put target creature card from a graveyard onto the battlefield under its owner's
    control", "Return target creature card from a graveyard to the battlefield under your
    control" (400.7: the card becomes a new permanent; 110.2a: "under its owner's control")."""
    if (m["verb"].lower() == "put") != (m["prep"].lower() == "onto"):
        raise NoMatch(m[0])
    ref = phrases.obj(m["obj"], scope)
    if not isinstance(ref, dsl.Target) or scope.targets[ref.index].zone != "graveyard":
        raise NoMatch(m[0])
    under = dsl.You() if m["under"].lower() == "your" else dsl.OwnerOf(ref)
    return (dsl.PutOntoBattlefield(ref, under=under),)


_REST = {"on the bottom of your library in any order": "bottom",
         "on the bottom of your library in a random order": "random", "into your graveyard": "graveyard"}


def _look_put_onto_battlefield(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Look at the top six cards of your library. Put up to two creature cards with mana value 3
    or less from among them onto the battlefield. Put the rest on the bottom of your library in
    any order." (Collected Company): (the effect, 3) or None for other sentences."""
    if len(text_sentences) < 3:
        return None
    look = fullmatch(r"look at the top (?P<n>\S+) cards of your library", text_sentences[0])
    put = fullmatch(r"put up to (?P<k>one|two|three|four) (?P<desc>.+) from among them onto the battlefield",
                    text_sentences[1])
    rest = fullmatch(rf"(?:then )?put the rest (?P<rest>{'|'.join(_REST)})", text_sentences[2])
    if not (look and put and rest):
        return None
    count, up_to = phrases.count(look["n"]), phrases.count(put["k"])
    described = phrases.desc(put["desc"], scope, zone="library")
    if described.noun != "card" or described.plural != (up_to > 1) or up_to >= count:
        raise NoMatch(text_sentences[1])
    return dsl.LookAtTopPutOntoBattlefield(count, described.filter, up_to, _REST[rest["rest"].lower()]), 3


effects.SENTENCE_GROUPS.insert(0, _look_put_onto_battlefield)  # before the look-and-reveal reader


@clause(r"(?P<who>its controller|that player|target player) may search their library for (?:a|an) (?P<desc>.+?), "
        r"put (?:it|that card) (?P<dest>onto the battlefield(?P<tapped> tapped)?|into their hand), then shuffle")
def _another_player_may_search(scope: Scope, m: re.Match) -> tuple:
    """701.23: "Its controller may search their library for a basic land card, put it onto the
    battlefield, then shuffle." (Ghost Quarter, Path to Exile): that player chooses whether to
    search; if they do, the card goes where the text says, then they shuffle."""
    who = phrases.player(m["who"], scope)
    if isinstance(who, dsl.You):
        raise NoMatch(m[0])
    to = "battlefield" if m["dest"].lower().startswith("onto") else "hand"
    return (dsl.SearchLibrary(search_filter(m["desc"], scope), to=to, tapped=bool(m["tapped"]), who=who,
                              optional_for=who),)


@clause(r"reveal the top card of your library")
def _reveal_top(scope: Scope, m: re.Match) -> tuple:
    """701.20a: the top card is shown to every player and stays where it is."""
    return (dsl.RevealTopOfLibrary(),)


@clause(r"counter (?P<obj>that spell|it) if it has the same mana value as the revealed card")
def _counter_if_same_mana_value(scope: Scope, m: re.Match) -> tuple:
    """701.6a, 202.3: "counter that spell if it has the same mana value as the revealed card"
    (Counterbalance), checked as it resolves."""
    ref = phrases.obj(m["obj"], scope)
    if not isinstance(ref, dsl.Triggering):
        raise NoMatch(m[0])
    return (dsl.Conditional(dsl.SameManaValueAsRevealed(ref), dsl.CounterSpell(ref)),)


@clause(r"search your library for any number of (?P<desc>.+?), reveal them, then shuffle and put those cards on top "
        r"in any order")
def _search_any_number_to_top(scope: Scope, m: re.Match) -> tuple:
    """701.23, 701.24b: "search your library for any number of Goblin cards, reveal them, then
    shuffle and put those cards on top in any order" (Goblin Recruiter): as many as the library
    holds, one at a time (the order found is the order on top), the rest shuffled beneath."""
    flt = search_filter(m["desc"], scope, plural=True)
    return (dsl.SearchLibrary(flt, to="top", reveal=True, count=dsl.CardsIn("library")),)


@clause(r"look at (?P<whose>target player's|target opponent's|each opponent's|that player's) hand")
def _look_at_hand(scope: Scope, m: re.Match) -> tuple:
    """402.3: "look at target player's hand" (Gitaxian Probe): its controller sees the cards."""
    whose = m["whose"].lower()[:-2]
    return (dsl.LookAtHand(phrases.player(whose, scope)),)


def _keep_from_library_and_graveyard(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Search your library and graveyard for five cards and exile the rest. Put the chosen cards
    on top of your library in any order." (Doomsday, 701.23): (the effect, 2) or None."""
    search = fullmatch(r"search your library and graveyard for (?P<n>\S+) cards and exile the rest", text_sentences[0])
    if not search:
        return None
    if len(text_sentences) < 2 or not fullmatch(r"put the chosen cards on top of your library in any order",
                                                 text_sentences[1]):
        raise NoMatch(text_sentences[0])
    count = phrases.count(search["n"])
    if count < 2:
        raise NoMatch(text_sentences[0])
    return dsl.KeepFromLibraryAndGraveyard(count), 2


effects.SENTENCE_GROUPS.insert(0, _keep_from_library_and_graveyard)


_FOUND_TO = {"into your hand": "hand", "onto the battlefield": "battlefield", "into your graveyard": "graveyard",
             "into their hand": "hand", "into their graveyard": "graveyard"}
_REST_TO = {"the rest on the bottom of your library in any order": "bottom",
            "the rest on the bottom of your library in a random order": "random",
            "the rest on the bottom of their library in any order": "bottom",
            "the rest on the bottom of their library in a random order": "random",
            "all other cards revealed this way into your graveyard": "graveyard",
            "all other cards revealed this way into their graveyard": "graveyard"}


def _reveal_until(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """701.20a: "Reveal cards from the top of your library until you reveal a creature card. Put
    that card into your hand and the rest on the bottom of your library in a random order.",
    "... and all other cards revealed this way into your graveyard", "... and exile all other
    cards revealed this way", "That creature's controller reveals cards from the top of their
    library until they reveal a creature card. The player puts that card onto the battlefield and
    the rest on the bottom of their library in any order.": (the effect, 2) or None."""
    first = fullmatch(r"(?:(?P<who>.+?) reveals|reveal) cards from the top of (?P<whose>your|their) library until "
                      r"(?P<they>you|they) reveal an? (?P<desc>.+? card)", text_sentences[0])
    if not first or len(text_sentences) < 2:
        return None
    yours = first["who"] is None
    if yours != (first["whose"].lower() == "your" and first["they"].lower() == "you"):
        raise NoMatch(text_sentences[0])
    who = dsl.You() if yours else phrases.player(first["who"], scope)
    mine = "your" if yours else "their"
    put = fullmatch(rf"(?:(?P<subj>the player|that player) puts|put) that card (?P<to>into {mine} hand|onto the battlefield|"
                    rf"into {mine} graveyard) and (?P<rest>.+)", text_sentences[1])
    exile = fullmatch(rf"put that card (?P<to>into {mine} hand|onto the battlefield|into {mine} graveyard) and exile all "
                      r"other cards revealed this way", text_sentences[1]) if yours else None
    if exile:
        rest_to = "exile"
    elif put and bool(put["subj"]) != yours and put["rest"].lower() in _REST_TO \
            and (f" {mine} " in f" {put['rest'].lower()} "):
        rest_to = _REST_TO[put["rest"].lower()]
    else:
        raise NoMatch(text_sentences[1])
    to = (exile or put)["to"].lower()
    described = phrases.desc(first["desc"], scope, zone="library")
    if described.noun != "card" or described.plural or described.filter == dsl.Filter():
        raise NoMatch(text_sentences[0])
    return dsl.RevealUntil(described.filter, _FOUND_TO[to], rest_to, who), 2


def _reveal_until_damage(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Reveal cards from the top of your library until you reveal a land card. ~ deals damage
    equal to the number of nonland cards revealed this way to any target. If the revealed land card
    was a Mountain, ~ deals double that damage instead. Put the revealed cards on the bottom of your
    library in any order." (Goblin Charbelcher): (the effect, 4) or None."""
    until = fullmatch(r"reveal cards from the top of your library until you reveal an? (?P<desc>\w+) card",
                      text_sentences[0])
    if not until:
        return None
    rest = text_sentences[1:4]
    word = until["desc"].lower()
    damage = len(rest) > 0 and fullmatch(rf"~ deals damage equal to the number of non{word} cards revealed this way to "
                                         r"any target", rest[0])
    double = len(rest) > 1 and fullmatch(rf"if the revealed {word} card was an? (?P<kind>\w+), ~ deals double that "
                                         r"damage instead", rest[1])
    bottom = len(rest) > 2 and fullmatch(r"put the revealed cards on the bottom of your library in any order", rest[2])
    if not damage:
        return None  # another instruction of revealing until (_reveal_until)
    if not (double and bottom):
        raise NoMatch(text_sentences[0])
    until_filter = phrases.desc(f"{word} card", scope, zone="library").filter
    doubled = phrases.desc(f"{double['kind']} card", scope, zone="library").filter
    if not until_filter.types or not doubled.subtypes:
        raise NoMatch(rest[1])
    target = dsl.Target(scope.add_target(dsl.TargetSpec(kind="any")))
    return dsl.RevealUntilDamage(until_filter, doubled, target), 4


effects.SENTENCE_GROUPS.insert(0, _reveal_until_damage)
effects.SENTENCE_GROUPS.append(_reveal_until)
