"""Instructions about a player's zones as a whole (400.1): "exile target player's graveyard"
(406.2)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause, search_filter
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

_WHOSE = {"your": "you", "target player's": "target player", "target opponent's": "target opponent",
          "each opponent's": "each opponent", "each player's": "each player"}


@clause(rf"exile (?:all cards from )?(?P<whose>{'|'.join(_WHOSE)}) graveyard")
def _exile_graveyard(scope: Scope, m: re.Match) -> tuple:
    """406.2: every card in the graveyard is exiled; "each player's graveyard" each one's."""
    return (dsl.ExileGraveyard(phrases.player(_WHOSE[m["whose"].lower()], scope)),)


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


@clause(r"destroy each (?P<desc>.+)")
def _destroy_each(scope: Scope, m: re.Match) -> tuple:
    """701.8a: "destroy each nonland permanent with mana value ...": the same as "destroy all
    nonland permanents ..." (every matching permanent, at once)."""
    described = phrases.desc(m["desc"], scope)
    if described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(m[0])
    return (dsl.DestroyAll(described.filter),)


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


@clause(r"(?P<obj>.+?) (?P<gain>gains?) protection from (?P<colorless>colorless or from )?the color of your choice "
        r"until end of turn")
def _protection_of_choice(scope: Scope, m: re.Match) -> tuple:
    """702.16a: "target creature you control gains protection from the color of your choice until
    end of turn" (the color chosen as it resolves)."""
    ref = phrases.obj(m["obj"], scope)
    if isinstance(ref, dsl.Each) or m["gain"].lower() != "gains":
        raise NoMatch(m[0])
    return (dsl.GainProtectionOfChoice(ref, colorless=bool(m["colorless"])),)


@clause(r"exile (?P<obj>.+?),? then return (?P<that>that card|it|those cards|them) to the battlefield under "
        r"(?P<under>its owner's|their owners'|your) control")
def _flicker(scope: Scope, m: re.Match) -> tuple:
    """400.7: "exile up to one target nonland permanent you control, then return that card to the
    battlefield under its owner's control" (Displacer Kitten, Cloudshift)."""
    ref = phrases.obj(m["obj"], scope, group_ok=True)
    plural = isinstance(ref, dsl.Each) or (isinstance(ref, dsl.Target) and scope.targets[ref.index].max_count > 1)
    that, under = m["that"].lower(), m["under"].lower()
    if plural != (that in ("those cards", "them")) or (under == "their owners'") != plural:
        raise NoMatch(m[0])
    if isinstance(ref, dsl.Target) and scope.targets[ref.index].zone != "battlefield":
        raise NoMatch(m[0])
    return (dsl.Flicker(ref, "you" if under == "your" else "owner"),)


@clause(r"add one mana of any color in your commander's color identity")
def _commander_identity_mana(scope: Scope, m: re.Match) -> tuple:
    """903.4f: the colors of a commander's color identity are undefined for a player without a
    commander, and that part of the ability does nothing: in the engine's games (no commander
    variant) it adds no mana."""
    return (dsl.AddMana(commander_identity=True),)


@clause(r"(?:(?P<who>.+?) )?(?P<verb>lose|loses) the game")
def _lose_game(scope: Scope, m: re.Match) -> tuple:
    """104.3e: an effect may state that a player loses the game."""
    who = phrases.player(m["who"] or "you", scope)
    if (m["verb"].lower() == "lose") != (m["who"] is None or m["who"].lower() == "you"):
        raise NoMatch(m[0])
    return (dsl.LoseGame(who),)


def _extra_turn_then(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Take an extra turn after this one. At the beginning of that turn's end step, you lose the
    game." (Final Fortune): the extra turn (500.7), and a delayed triggered ability (603.7)
    that waits for the end step of that very turn."""
    if len(text_sentences) < 2 or not fullmatch(r"take an extra turn after this one", text_sentences[0]):
        return None
    later = fullmatch(r"at the beginning of that turn's end step, (?P<rest>.+)", text_sentences[1])
    if not later:
        return None
    effects_then = effects.parse_sentence(later["rest"], scope)
    return [dsl.ExtraTurn(dsl.You()), dsl.CreateDelayedTrigger(dsl.Trigger("step", step="end", whose="any"),
                                                               tuple(effects_then), that_extra_turn=True)], 2


effects.SENTENCE_GROUPS.insert(0, _extra_turn_then)


@clause(r"(?P<obj>.+?) (?P<gain>gains?) (?P<kw>.+?) until your next upkeep")
def _grant_until_your_next_upkeep(scope: Scope, m: re.Match) -> tuple:
    """611.2a: "target creature gains forestwalk until your next upkeep" (Erhnam Djinn): the
    ability lasts until its controller's next upkeep step begins."""
    ref = phrases.obj(m["obj"], scope)
    if isinstance(ref, dsl.Each) or m["gain"].lower() != "gains":
        raise NoMatch(m[0])
    return (dsl.ModifyPT(0, 0, ref, keywords=phrases.keyword_list(m["kw"]), duration="your_next_upkeep"),)


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


@clause(r"until end of turn, (?P<subj>.+?) (?P<verb>loses?) (?P<kw>[a-z ,]+?) and can't have (?P<again>[a-z ,]+)")
def _lose_and_cant_have(scope: Scope, m: re.Match) -> tuple:
    """613.1f: "until end of turn, creatures your opponents control lose hexproof and shroud and
    can't have hexproof or shroud" (Arcane Lighthouse): the group is locked in (611.2c)."""
    lost = phrases.keyword_list(m["kw"])
    again = tuple(k.strip().lower() for k in re.split(r",? or |, ", m["again"]))
    if set(again) != set(lost) or len(again) != len(lost) or (len(lost) > 1) != (" or " in m["again"]):
        raise NoMatch(m[0])
    if re.match(r"(?:all|each) ", m["subj"], re.I):
        raise NoMatch(m[0])
    try:
        ref, plural = phrases.group(m["subj"], scope, bare=True)
    except NoMatch:
        ref, plural = phrases.obj(m["subj"], scope), False
    if plural != (m["verb"].lower() == "lose"):
        raise NoMatch(m[0])
    return (dsl.LoseKeywords(ref, lost),)


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
