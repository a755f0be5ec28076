"""Permissions to play cards from other zones (601.3, 305.1; engine/play_permissions.py).

One-shot effects: "exile the top card of your library", "shuffle your library, then exile the
top card", then "until end of turn, you may play that card (without paying its mana cost)", "you
may play the exiled card this turn", "you may cast that card for as long as it remains exiled,
and mana of any type can be spent to cast that spell" (dsl.MayPlay: the cards the instruction
before exiled); "look at the top three cards of your library. put one of them into your hand,
put one of them on the bottom of your library, and exile one of them."
(dsl.LookAtTopDistribute); "until your next turn, you may cast sorcery spells as though they
had flash" (dsl.GrantFlashUntilYourNextTurn).

Static abilities (read by `permission_static`): "you may play lands and cast spells from the
top of your library" with Bolas's Citadel's "if you cast a spell this way, pay life equal to its
mana value rather than pay its mana cost"; "play with the top card of your library revealed";
"you may look at the top card of your library any time"; "you may cast ~ from your graveyard";
"you may play lands from your graveyard" (Crucible of Worlds, Ramunap Excavator; 305.1: a land
played this way is the turn's land play); "during each of your turns, you may play a land and cast
a permanent spell of each permanent type from your graveyard" (Muldrotha: each permission once
each turn, a card of several types using one of them) and "... you may cast a creature spell from
your graveyard" (Karador).  ("You can't spend mana to cast this spell" is read with the
other lines about casting the card, cards/oracle/casting_limits.py.)
"""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.lowering import PERMANENT
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import DURATION, LEADING_DURATION, duration, if_you_do


@clause(r"exile the top (?P<n>card|\S+ cards) of (?P<whose>your|target player's|target opponent's) library")
def _exile_top(scope: Scope, m: re.Match) -> tuple:
    """"Exile the top card of your library", "exile the top X cards of target opponent's library"
    (face up, 406.3)."""
    amount = 1 if m["n"].lower() == "card" else phrases.number(m["n"].split()[0], scope)
    if amount == 1 and m["n"].lower() != "card":
        raise NoMatch(m[0])
    whose = m["whose"].lower()
    if whose == "your":
        who: object = dsl.You()
    else:
        who = phrases.player(whose.removesuffix("'s"), scope)
    return (dsl.ExileTopOfLibrary(who, amount),)


@clause(r"shuffle your library, then exile the top card")
def _shuffle_then_exile_top(scope: Scope, m: re.Match) -> tuple:
    """Urza, Lord High Artificer: "Shuffle your library, then exile the top card." (of that library)."""
    return (dsl.Shuffle(dsl.You()), dsl.ExileTopOfLibrary(dsl.You(), 1))


@clause(r"look at the top card of (?P<whose>your|target player's|target opponent's) library")
def _look_at_top(scope: Scope, m: re.Match) -> tuple:
    """401.2: "look at the top card of target player's library" (Mishra's Bauble): seen by the
    ability's controller only."""
    whose = m["whose"].lower()
    return (dsl.LookAtTopCard(dsl.You() if whose == "your" else phrases.player(whose.removesuffix("'s"), scope)),)


@clause(r"look at a card at random in (?P<whose>target player's|target opponent's) hand")
def _look_at_random(scope: Scope, m: re.Match) -> tuple:
    """402.3: "look at a card at random in target player's hand" (Urza's Bauble)."""
    return (dsl.LookAtRandomCardInHand(phrases.player(m["whose"].lower().removesuffix("'s"), scope)),)


@clause(r"sacrifice (?:it|~) unless it escaped")
def _sacrifice_unless_escaped(scope: Scope, m: re.Match) -> tuple:
    """702.138c: "When ~ enters, sacrifice it unless it escaped" (Uro): it escaped if the spell
    it was had been cast with escape."""
    if scope.it != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.Conditional(dsl.AlternativeCostNotPaid("escape"), dsl.Sacrifice(dsl.Self())),)


@clause(r"you may put (?:a|an) (?P<desc>.+?) from your hand onto the battlefield(?P<tapped> tapped)?")
def _may_put_from_hand(scope: Scope, m: re.Match) -> tuple:
    """"then you may put a land card from your hand onto the battlefield" (Uro): chosen as it
    resolves, none if its controller wishes."""
    described = phrases.desc(m["desc"], scope, zone="hand")
    if described.noun != "card" or described.plural:
        raise NoMatch(m[0])
    return (dsl.PutFromHand(described.filter, optional=True, tapped=bool(m["tapped"])),)


@clause(r"an opponent gains control of ~")
def _opponent_gains_control(scope: Scope, m: re.Match) -> tuple:
    """613.1b: "An opponent gains control of ~" (Wishclaw Talisman): the one its controller chooses."""
    return (dsl.OpponentGainsControl(dsl.Self()),)


_DESTINATIONS = {"into your hand": "hand", "on the bottom of your library": "bottom", "into your graveyard": "graveyard"}


def _look_and_distribute(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Look at the top three cards of your library. Put one of them into your hand, put one of
    them on the bottom of your library, and exile one of them." (Expressive Iteration): as many
    cards as instructions, each instruction one card."""
    look = fullmatch(r"look at the top (?P<n>\S+) cards of your library", text_sentences[0])
    if not look or len(text_sentences) < 2:
        return None
    parts = re.split(r", (?:and )?| and ", text_sentences[1])
    if len(parts) < 2:
        return None
    destinations = []
    for part in parts:
        put = fullmatch(r"put one of them (?P<where>" + "|".join(_DESTINATIONS) + ")", part)
        if put:
            destinations.append(_DESTINATIONS[put["where"].lower()])
        elif fullmatch(r"exile one of them", part):
            destinations.append("exile")
        else:
            return None
    if phrases.count(look["n"]) != len(destinations) or len(set(destinations)) != len(destinations):
        raise NoMatch(" ".join(text_sentences[:2]))
    return dsl.LookAtTopDistribute(tuple(destinations)), 2


effects.SENTENCE_GROUPS.insert(0, _look_and_distribute)

_MAY_PLAY = re.compile(
    LEADING_DURATION + r"?you may (?P<verb>play|cast) (?P<what>that card|it|the exiled card|those cards|them)"
    + DURATION + r"?(?P<free> without paying (?P<its>its|their) mana costs?)?"
    r"(?P<remains> for as long as (?P<remain>it remains|they remain) exiled)?"
    r"(?P<any>, and mana of any type can be spent to cast (?P<spell>that spell|those spells))?", re.IGNORECASE)


def _exiled_count(effect: object) -> int | None:
    """How many cards an instruction exiles (the "that card" or "those cards" of the next
    sentence), or None if it isn't one that exiles cards it can name."""
    if isinstance(effect, dsl.ExileTopOfLibrary):
        return effect.count if isinstance(effect.count, int) else 2
    if isinstance(effect, dsl.LookAtTopDistribute) and "exile" in effect.destinations:
        return 1
    if isinstance(effect, dsl.Exile) and isinstance(effect.what, dsl.Target):
        return 1
    return None


def may_play_sentence(sentence: str, previous: list, scope: Scope) -> dsl.MayPlay | None:
    """"You may play that card this turn" and its kin (see the module's text), after the
    instruction that exiled the cards; None for another sentence."""
    m = _MAY_PLAY.fullmatch(sentence)
    if not m:
        return None
    exiled = _exiled_count(previous[-1]) if previous else None
    if exiled is None:
        raise NoMatch(sentence)
    plural = m["what"].lower() in ("those cards", "them")
    if plural != (exiled != 1) or (m["its"] and (m["its"].lower() == "their") != plural) \
            or (m["remain"] and (m["remain"].lower() == "they remain") != plural) \
            or (m["spell"] and (m["spell"].lower() == "those spells") != plural):
        raise NoMatch(sentence)
    if m["what"].lower() == "the exiled card" and not isinstance(previous[-1], dsl.LookAtTopDistribute):
        raise NoMatch(sentence)  # "the exiled card" of another instruction: a linked ability's (607.2a)
    if m["remains"] and (m["leading"] or m["duration"]):
        raise NoMatch(sentence)
    lasting = PERMANENT if m["remains"] else duration(m, "end_of_turn")  # 400.7: while the card stays exiled
    cast_only = m["verb"].lower() == "cast"
    if m["any"] and not cast_only:
        raise NoMatch(sentence)
    return dsl.MayPlay(dsl.ExiledThisWay(), lasting, cast_only=cast_only,
                       free=bool(m["free"]), any_mana=bool(m["any"]))


effects.FOLLOWING_SENTENCES.append(may_play_sentence)


def play_now_sentence(sentence: str, previous: list, scope: Scope) -> dsl.PlayExiledNow | None:
    """"You may play lands and cast spells from among cards exiled this way without paying their
    mana costs." (Gix, Yawgmoth Praetor): with no duration, the cards are played as the ability
    resolves (608.2g; its rulings); None for another sentence."""
    if not fullmatch(r"you may play lands and cast spells from among (?:the )?cards exiled this way without paying "
                     r"their mana costs", sentence):
        return None
    if not previous or not isinstance(previous[-1], dsl.ExileTopOfLibrary):
        raise NoMatch(sentence)
    return dsl.PlayExiledNow()


effects.FOLLOWING_SENTENCES.append(play_now_sentence)


def _pay_life_then(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Its controller may pay 1 life. If they do, they draw a card." (Gix, Yawgmoth Praetor) and
    "You may pay 2 life. If you do, ...": the payment (119.4) and what follows it if it was made."""
    m = fullmatch(r"(?P<who>you|its controller|that player) may pay (?P<n>\d+) life", text_sentences[0])
    if not m or len(text_sentences) < 2:
        return None
    you = m["who"].lower() == "you"
    then = if_you_do(text_sentences[1], "you" if you else "they")
    if not then or not then[0]:
        raise NoMatch(" ".join(text_sentences[:2]))
    rest = then[1]
    payer = dsl.You() if you else phrases.player(m["who"], scope)
    if you:
        body = effects.parse_sentence(rest, scope)
    else:
        draw = fullmatch(r"they draw (?P<n>a card|\S+ cards)", rest)
        if not draw:
            raise NoMatch(text_sentences[1])
        count = 1 if draw["n"].lower() == "a card" else phrases.count(draw["n"].split()[0])
        body = [dsl.Draw(count, payer)]
    return [dsl.MayPayLife(int(m["n"]), payer), *(dsl.IfYouDo(effect) for effect in body)], 2


effects.SENTENCE_GROUPS.insert(0, _pay_life_then)


def _flash_until_next_turn(scope: Scope, m: re.Match) -> tuple:
    duration(m, "your_next_turn")
    described = phrases.desc(m["desc"], scope, zone="stack")
    flt = described.filter
    if described.noun != "spell" or not described.plural or flt != dsl.Filter(types=flt.types) or not flt.types:
        raise NoMatch(m[0])
    return (dsl.GrantFlashUntilYourNextTurn(flt),)


clause(LEADING_DURATION + r"you may cast (?P<desc>.+) as though they had flash")(_flash_until_next_turn)


def permission_static(text: str, scope: Scope) -> tuple | None:
    """The static abilities of the module's text, each a dsl.Static effect (or two); None for
    another line."""
    if fullmatch(r"you may play lands and cast spells from the top of your library", text):
        return (dsl.PlayFromLibraryTop(),)
    if fullmatch(r"you may play lands and cast spells from the top of your library\. if you cast a spell this way, "
                 r"pay life equal to its mana value rather than pay its mana cost", text):
        return (dsl.PlayFromLibraryTop(life_for_mana=True),)
    if fullmatch(r"play with the top card of your library revealed", text):
        return (dsl.LibraryTopVisible(to_all=True),)
    if fullmatch(r"you may look at the top card of your library any time", text):
        return (dsl.LibraryTopVisible(),)
    if fullmatch(r"you may cast ~ from your graveyard", text):
        return (dsl.CastSelfFromGraveyard(),)
    if fullmatch(r"you may play (?:lands|land cards) from your graveyard", text):
        return (dsl.PlayFromGraveyard(lands=True),)
    if fullmatch(r"during each of your turns, you may (?:play a land and cast a permanent spell|play up to one "
                 r"permanent card) of each permanent type from your graveyard", text):
        return (dsl.PlayFromGraveyard(lands=True, permanent_types=_PERMANENT_SPELL_TYPES, once_each_turn=True),)
    m = fullmatch(r"during each of your turns, you may cast (?:a|an|one) (?P<type>\w+) (?:spell|card) from your graveyard",
                  text)
    if m:
        kind = m["type"].capitalize()
        if kind not in _PERMANENT_SPELL_TYPES:
            raise NoMatch(text)  # an instant or sorcery cast this way would need its own rules
        return (dsl.PlayFromGraveyard(lands=False, permanent_types=(kind,), once_each_turn=True),)
    m = fullmatch(r"each (?P<desc>.+?) in your graveyard has escape\. the escape cost is equal to the card's mana "
                  r"cost plus exile (?P<n>\w+) other cards from your graveyard", text)
    if m:  # 702.138a, granted: cast from the graveyard for the card's own mana cost and exiling others
        described = phrases.desc(m["desc"], scope, zone="graveyard")
        if described.noun != "card" or described.plural:
            raise NoMatch(text)
        return (dsl.GrantEscape(described.filter, phrases.count(m["n"])),)
    return None


#: 110.4: the permanent types a spell can have (a land is played, not cast).
_PERMANENT_SPELL_TYPES = ("Artifact", "Creature", "Enchantment", "Planeswalker", "Battle")
