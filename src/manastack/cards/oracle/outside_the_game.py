"""Cards outside the game (400.11) and companions (702.139).

- "You may reveal an instant card you own from outside the game and put it into your hand."
  (Cunning Wish), the older "You may choose a sorcery card you own from outside the game, reveal
  that card, and put it into your hand." (Burning Wish), without "reveal" ("You may choose a card
  you own from outside the game and put it into your hand.", Death Wish), and without "you may"
  ("Choose a card you own from outside the game and put it into your hand.");
- "You may reveal an artifact card you own from outside the game or choose a face-up artifact card
  you own in exile. Put that card into your hand." (Karn, the Great Creator);
- "You may play a card you own from outside the game this turn." (Wish);
- "Companion — Your starting deck contains only cards with mana value 3 or greater and land
  cards." and "Companion — Your starting deck contains at least twenty cards more than the minimum
  deck size." (702.139a-b: Keruga, the Macrosage; Yorion, Sky Nomad)."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import effects, verbs
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope, count, fullmatch
from manastack.cards.oracle.pipeline import DURATION, duration

_OUTSIDE = "you own from outside the game"


def _card(text: str, scope: Scope) -> dsl.Filter:
    """"an instant card", "a card", "an artifact or enchantment card": one card of a description."""
    article = fullmatch(r"(?:a|an) (?P<rest>.+)", text)
    if not article:
        raise NoMatch(text)
    return verbs.search_filter(article["rest"], scope)


@clause(rf"(?P<verb>reveal|choose) (?P<what>an? [^,]+?) {_OUTSIDE}(?P<old>, reveal that card,)? and put it into your hand")
def _from_outside(scope: Scope, m: re.Match) -> tuple:
    """400.11: one card of the player's sideboard into their hand, revealed (701.20a) if the text
    says so: "reveal X ... and put it", or "choose X ..., reveal that card, and put it" ("you
    may ...": the choice includes none, effects.py)."""
    reveal = m["verb"].lower() == "reveal"
    if reveal and m["old"]:
        raise NoMatch(m[0])  # "reveal ..., reveal that card"
    return (dsl.FromOutsideToHand(_card(m["what"], scope), reveal=reveal or bool(m["old"])),)


def _from_outside_or_exile(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"You may reveal an artifact card you own from outside the game or choose a face-up artifact
    card you own in exile. Put that card into your hand." (406.3: a face-down card can't be
    chosen; the same description both times)."""
    first = fullmatch(rf"you may reveal (?P<what>an? [^,]+?) {_OUTSIDE} or choose a face-up (?P<exiled>[^,]+?) "
                      r"you own in exile", text_sentences[0])
    if not first:
        return None
    if len(text_sentences) < 2 or text_sentences[1].lower() != "put that card into your hand":
        raise NoMatch(text_sentences[0])
    flt = _card(first["what"], scope)
    if verbs.search_filter(first["exiled"], scope) != flt:
        raise NoMatch(text_sentences[0])
    return [dsl.FromOutsideToHand(flt, reveal=True, exile=True, optional=True)], 2


effects.SENTENCE_GROUPS.append(_from_outside_or_exile)


@clause(r"cast (?P<what>an? [^,]+?) spell from your sideboard")
def _cast_from_sideboard(scope: Scope, m: re.Match) -> tuple:
    """400.11b: "cast an instant or sorcery spell from your sideboard", as it resolves."""
    return (dsl.CastFromOutside(_card(f"{m['what']} card", scope)),)


def _cast_with_additional_mode(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"... from your sideboard. If you cast a modal spell this way, you may choose an additional
    mode." (700.2)."""
    if len(text_sentences) < 2 or text_sentences[1].lower() != "if you cast a modal spell this way, you may choose an additional mode":
        return None
    may = fullmatch(r"(?P<may>you may )?(?P<body>.+)", text_sentences[0])
    first = effects.parse_sentence(may["body"], scope)
    if len(first) != 1 or not isinstance(first[0], dsl.CastFromOutside):
        raise NoMatch(text_sentences[1])
    return [replace(first[0], additional_mode=True, optional=bool(may["may"]))], 2


effects.SENTENCE_GROUPS.append(_cast_with_additional_mode)


@clause(rf"play a card {_OUTSIDE}{DURATION}")
def _play_from_outside(scope: Scope, m: re.Match) -> tuple:
    """Wish: "you may play ...", a permission to play one card of the sideboard this turn (only
    with its "you may": effects.py)."""
    duration(m, "end_of_turn")
    return (dsl.PlayFromOutside(),)


def companion_line(norm: str) -> dsl.Static | None:
    """702.139a: "Companion — [condition]" with a condition the engine checks (702.139b: of the
    starting deck); None for a line that isn't a companion ability; NoMatch for a condition it
    can't check."""
    m = fullmatch(r"companion\s*[—-]\s*(?P<condition>.+?)\.?", norm)
    if not m:
        return None
    condition = m["condition"]
    low = fullmatch(r"your starting deck contains only cards with mana value (?P<n>\w+) or greater and land cards",
                    condition)
    if low:
        return dsl.Static(dsl.Companion(dsl.StartingDeckManaValues(count(low["n"]))))
    size = fullmatch(r"your starting deck contains at least (?P<n>\w+) cards more than the minimum deck size", condition)
    if size:
        return dsl.Static(dsl.Companion(dsl.StartingDeckSize(count(size["n"]))))
    raise NoMatch(norm)

