"""Library and hand instructions (401, 701.20 reveal, 701.24 shuffle, 701.36 investigate, 701.40
explore): clauses registered with `effects.clause`, and readers of the instructions that take
several sentences ("Reveal the top N cards of your library. Put all ... revealed this way into
your hand and the rest ...") registered in `effects.SENTENCE_GROUPS`."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases, verbs
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import if_you_do

_TIMES = {"twice": 2, "three times": 3}


@clause(r"investigate(?: (?P<times>twice|three times))?")
def _investigate(scope: Scope, m: re.Match) -> tuple:
    """701.36a: investigate is "create a Clue token" (111.10f)."""
    return (dsl.CreateToken("Clue", _TIMES[m["times"].lower()] if m["times"] else 1),)


@clause(r"(?P<obj>it|~) explores")
def _explore(scope: Scope, m: re.Match) -> tuple:
    """701.40a: a permanent explores ("when ~ enters the battlefield, it explores")."""
    ref = phrases.obj(m["obj"], scope)
    if not isinstance(ref, (dsl.Self, dsl.Triggering)):
        raise NoMatch(m[0])
    return (dsl.Explore(ref),)


@clause(r"look at the top (?P<n>\S+) cards of your library, then put them back in any order")
def _look_put_back(scope: Scope, m: re.Match) -> tuple:
    """401.4: look at the top N cards and put them back in any order."""
    amount = phrases.number(m["n"], scope)
    if amount == 1:
        raise NoMatch(m[0])
    return (dsl.LookAtTopPutBack(amount),)


@clause(r"(?:(?P<who>.+?) )?shuffle(?P<s>s)?(?: (?P<whose>your|their) library)?")
def _shuffle(scope: Scope, m: re.Match) -> tuple:
    """701.24a: "shuffle your library", "then shuffle", "target player shuffles their library"."""
    who = effects._subject(scope, m)
    if m["whose"] and (m["whose"].lower() == "your") != isinstance(who, dsl.You):
        raise NoMatch(m[0])
    if not m["whose"] and not isinstance(who, dsl.You):
        raise NoMatch(m[0])
    return (dsl.Shuffle(who),)


@clause(r"(?:(?P<who>.+?) )?shuffle(?P<s>s)? (?P<whose>your|their) (?P<hand>hand and )?graveyard into (?P<into>your|their) "
        r"library")
def _shuffle_graveyard(scope: Scope, m: re.Match) -> tuple:
    """701.24: "target player shuffles their graveyard into their library", "each player shuffles
    their hand and graveyard into their library"."""
    who = effects._subject(scope, m)
    yours = isinstance(who, dsl.You)
    if (m["whose"].lower() == "your") != yours or (m["into"].lower() == "your") != yours:
        raise NoMatch(m[0])
    return (dsl.ShuffleZonesIntoLibrary(who, hand=bool(m["hand"])),)


@clause(r"(?P<who>.+?) reveal(?P<s>s) their hand")
def _reveal_hand(scope: Scope, m: re.Match) -> tuple:
    """701.20a: "target player reveals their hand" (every player sees it)."""
    return (dsl.RevealHand(effects._subject(scope, m)),)


@clause(r"shuffle (?P<obj>~|it) into its owner's library")
def _shuffle_into(scope: Scope, m: re.Match) -> tuple:
    """701.24: "shuffle ~ into its owner's library" (Beacon of Destruction); "when ~ dies,
    shuffle it into its owner's library" (the card in the graveyard, 400.7d)."""
    ref = phrases.obj(m["obj"], scope)
    if not isinstance(ref, (dsl.Self, dsl.Triggering)):
        raise NoMatch(m[0])
    return (dsl.ShuffleIntoLibrary(ref),)


@clause(r"search your library for up to (?P<n>\S+) (?P<desc>.+?), (?P<reveal>reveal (?:them|those cards), )?put "
        r"(?:them|those cards) (?P<dest>onto the battlefield(?P<tapped> tapped)?|into your hand|into your graveyard), "
        r"then shuffle")
def _search_up_to(scope: Scope, m: re.Match) -> tuple:
    """701.23: "search your library for up to two basic land cards, put them onto the battlefield
    tapped, then shuffle": any number of matching cards up to N."""
    amount = phrases.number(m["n"], scope)
    if amount == 1:
        raise NoMatch(m[0])
    flt = verbs.search_filter(m["desc"], scope, plural=True)
    dest = m["dest"].lower()
    to = "battlefield" if dest.startswith("onto") else "hand" if dest.endswith("hand") else "graveyard"
    if m["reveal"] and to != "hand":
        raise NoMatch(m[0])
    return (dsl.SearchLibrary(flt, to=to, tapped=bool(m["tapped"]), reveal=bool(m["reveal"]), count=amount),)


@clause(r"search your library for (?:a|an) (?P<desc>.+?), (?P<reveal>reveal (?:it|that card), )?then shuffle and put "
        r"that card on top of it")
def _search_to_top(scope: Scope, m: re.Match) -> tuple:
    """701.23: "search your library for a card, then shuffle and put that card on top of it"."""
    return (dsl.SearchLibrary(verbs.search_filter(m["desc"], scope), to="top", reveal=bool(m["reveal"])),)


def _search_reveal_to_top(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Search your library for an instant card and reveal that card. Shuffle your library, then
    put the card on top of it." (701.23)."""
    search = fullmatch(r"search your library for (?:a|an) (?P<desc>.+?) and reveal (?:it|that card)", text_sentences[0])
    if not search:
        return None
    then = text_sentences[1].lower() if len(text_sentences) > 1 else ""
    if then not in ("shuffle your library, then put the card on top of it",
                    "shuffle your library and put that card on top of it"):
        raise NoMatch(text_sentences[0])
    return dsl.SearchLibrary(verbs.search_filter(search["desc"], scope), to="top", reveal=True), 2


_REST = {"on the bottom of your library in any order": "bottom", "into your graveyard": "graveyard"}


def _reveal_top(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Reveal the top N cards of your library. Put all Goblin cards revealed this way into your
    hand and the rest on the bottom of your library in any order" (or "... into your
    graveyard"); "creature and land cards": each card that's either."""
    reveal = fullmatch(r"reveal the top (?P<n>\S+) cards of your library", text_sentences[0])
    if not reveal:
        return None
    put = fullmatch(rf"put all (?P<desc>.+?) revealed this way into your hand and the rest (?P<rest>{'|'.join(_REST)})",
                    text_sentences[1]) if len(text_sentences) > 1 else None
    if not put:
        raise NoMatch(text_sentences[0])
    amount = phrases.number(reveal["n"], scope)
    union = fullmatch(r"(\S+) and (\S+) cards", put["desc"])
    described = phrases.desc(f"{union[1]} or {union[2]} cards" if union else put["desc"], scope, zone="library")
    if described.noun != "card" or not described.plural or amount == 1:
        raise NoMatch(text_sentences[1])
    return dsl.RevealTopPutMatching(amount, described.filter, rest=_REST[put["rest"].lower()]), 2


def _may_search(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"You may search your library for a basic land card, reveal it, and put it into your hand.
    If you do, shuffle your library." (701.23: only a library searched is shuffled)."""
    search = fullmatch(r"you may search your library for (?:a|an) (?P<desc>.+?)(?P<reveal>, reveal (?:it|that card),)? "
                       r"and put (?:it|that card) (?P<dest>onto the battlefield(?P<tapped> tapped)?|into your hand)",
                       text_sentences[0])
    if not search:
        return None
    then = if_you_do(text_sentences[1]) if len(text_sentences) > 1 else None
    if not then or not then[0] or then[1].lower() != "shuffle your library":
        raise NoMatch(text_sentences[0])
    flt = verbs.search_filter(search["desc"], scope)
    to = "battlefield" if search["dest"].lower().startswith("onto") else "hand"
    return dsl.SearchLibrary(flt, to=to, tapped=bool(search["tapped"]), reveal=bool(search["reveal"]),
                             optional_for=dsl.You()), 2


effects.SENTENCE_GROUPS.extend((_reveal_top, _may_search, _search_reveal_to_top))


@clause(effects._WHO + r"take(?P<s>s)? (?P<n>an|two) extra (?P<word>turns?) after this one")
def _extra_turn(scope: Scope, m: re.Match) -> tuple:
    """500.7: "take an extra turn after this one", "target player takes two extra turns ..."."""
    who = effects._subject(scope, m)
    amount = phrases.count(m["n"])
    if (m["word"].lower() == "turns") != (amount > 1):
        raise NoMatch(m[0])
    return (dsl.ExtraTurn(who, amount),)


# What follows a clash or a coin flip: "If you win, X." and "Otherwise, Y." (701.23d); "If you
# win the flip, X." and "If you lose the flip, Y." (705.2).
_OUTCOMES = {"clash": {"if you win": True, "otherwise": False},
             "flip": {"if you win the flip": True, "if you lose the flip": False}}


def _contest(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """"Clash with an opponent. If you win, return ~ to its owner's hand." and "Flip a coin. If
    you win the flip, X. If you lose the flip, Y.": the contest and each outcome's effects, each
    outcome read at most once, in that order."""
    first = fullmatch(r"(?:then )?(?P<what>clash with an opponent|flip a coin)", text_sentences[0])
    if not first:
        return None
    contest = "clash" if first["what"].lower().startswith("clash") else "flip"
    effects_read: list = [dsl.Clash() if contest == "clash" else dsl.FlipCoin()]
    used = 1
    outcomes = list(_OUTCOMES[contest].items())
    while used < len(text_sentences) and outcomes:
        m = fullmatch(r"(?P<when>[^,]+), (?P<body>.+)", text_sentences[used])
        known = [i for i, (when, _) in enumerate(outcomes) if m and m["when"].lower() == when]
        if not known:
            break
        won = outcomes[known[0]][1]
        del outcomes[: known[0] + 1]
        if re.match(r"you may ", m["body"], re.I):
            raise NoMatch(text_sentences[used])
        effects_read.extend(dsl.IfWon(effect, won, contest) for effect in effects.parse_sentence(m["body"], scope))
        used += 1
    if used == 1:
        raise NoMatch(text_sentences[0])  # a contest with nothing depending on it: not a form cards use
    return effects_read, used


def _drain(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Each opponent loses 3 life. You gain life equal to the life lost this way." (119.3)."""
    if len(text_sentences) < 2 or text_sentences[1].lower() != "you gain life equal to the life lost this way":
        return None
    if not re.match(r"each opponent loses ", text_sentences[0], re.I):
        raise NoMatch(text_sentences[1])
    found = effects.parse_sentence(text_sentences[0], scope)
    if len(found) != 1 or not isinstance(found[0], dsl.LoseLife) or found[0].who != dsl.EachOpponent():
        raise NoMatch(text_sentences[0])
    return dsl.DrainOpponents(found[0].amount), 2


def _kinship(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """Kinship: "You may look at the top card of your library. If it shares a creature type with
    ~, you may reveal it. If you do, X." (205.3m, 701.20a)."""
    if text_sentences[0].lower() != "you may look at the top card of your library" or len(text_sentences) < 3:
        return None
    if text_sentences[1].lower() != "if it shares a creature type with ~, you may reveal it":
        raise NoMatch(text_sentences[1])
    then = if_you_do(text_sentences[2])
    if not then or not then[0] or re.match(r"you may ", then[1], re.I):
        raise NoMatch(text_sentences[2])
    return [dsl.RevealTopSharingType(), *(dsl.IfYouDo(e) for e in effects.parse_sentence(then[1], scope))], 3


_SORT_TO = {"onto the battlefield": "battlefield", "into your hand": "hand", "into your graveyard": "graveyard"}
_THEIR_SORT_TO = {"onto the battlefield": "battlefield", "into their hand": "hand", "into their graveyard": "graveyard"}


def _reveal_top_card(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Reveal the top card of your library. If it's a creature card, put it onto the battlefield.
    Otherwise, put it into your graveyard." (701.20a); without "Otherwise", a card that doesn't
    match stays on top ("If it's a creature card, put that card into your hand.", Momir Vig);
    another player's library: "defending player reveals the top card of their library. If it's a
    land card, that player puts it into their hand." (Goblin Guide: that player moves it)."""
    first = fullmatch(r"(?:reveal the top card of your library|(?P<who>.+?) reveals the top card of their library)",
                      text_sentences[0])
    if not first:
        return None
    sort_to = _THEIR_SORT_TO if first["who"] else _SORT_TO
    where = "|".join(sort_to)
    put = r"(?:that player|the player) puts" if first["who"] else "put"
    found = fullmatch(rf"if it's (?P<art>an?) (?P<desc>.+?), {put} (?:it|that card) (?P<to>{where})",
                      text_sentences[1]) if len(text_sentences) > 1 else None
    if not found:
        if first["who"]:
            return None  # another player's reveal with something else after it: not this family
        raise NoMatch(text_sentences[0])
    who = phrases.player(first["who"], scope) if first["who"] else dsl.You()
    if first["who"] and (isinstance(who, dsl.You) or not _one_player(who)):
        raise NoMatch(text_sentences[0])
    other = fullmatch(rf"otherwise, {put} (?:it|that card) (?P<to>{where})", text_sentences[2]) \
        if len(text_sentences) > 2 else None
    described = phrases.desc(found["desc"], scope, zone="library")
    vowel = found["desc"][:1].lower() in "aeiou"
    if described.noun != "card" or described.plural or (found["art"].lower() == "an") != vowel:
        raise NoMatch(text_sentences[1])
    to = sort_to[found["to"].lower()]
    if not other:  # 701.20a: revealing doesn't move the card; one that doesn't match stays on top
        return dsl.RevealTopCardSort(described.filter, to, "", who=who), 2
    otherwise = sort_to[other["to"].lower()]
    if to == otherwise or to == "graveyard" or otherwise == "battlefield":
        raise NoMatch(text_sentences[2])
    return dsl.RevealTopCardSort(described.filter, to, otherwise, who=who), 3


def _one_player(who: object) -> bool:
    """Whether a player reference names one player (not "each player")."""
    return isinstance(who, (dsl.TriggeringPlayer, dsl.TargetPlayer))


effects.SENTENCE_GROUPS.extend((_contest, _drain, _kinship, _reveal_top_card))
