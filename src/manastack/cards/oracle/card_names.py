"""Choosing a card name (201.4) and revealing until a card with it (701.20a): "Choose a card
name. Exile the top six cards of your library, then reveal cards from the top of your library
until you reveal a card with the chosen name. Put that card into your hand and exile all other
cards revealed this way." (Demonic Consultation, Divining Witch).  "The chosen name" is read only
right after the choice in the same instructions; a choice whose name nothing reads is refused."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _consult(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Choose a card name. [Exile the top N cards of your library, then] reveal cards from the
    top of your library until you reveal a card with the chosen name. Put that card into your
    hand and exile all other cards revealed this way.": (the effects, 3) or None."""
    if not fullmatch(r"choose a card name", text_sentences[0]):
        return None
    if len(text_sentences) < 3:
        raise NoMatch(text_sentences[0])
    until = fullmatch(r"(?:exile the top (?P<n>\w+) cards of your library, then )?reveal cards from the top of your "
                      r"library until you reveal a card with the chosen name", text_sentences[1])
    put = fullmatch(r"put that card into your hand and exile all other cards revealed this way", text_sentences[2])
    if not until or not put:
        raise NoMatch(text_sentences[1] if not until else text_sentences[2])
    found: list = [dsl.ChooseCardName()]
    if until["n"]:
        count = phrases.count(until["n"])
        if count < 2:
            raise NoMatch(text_sentences[1])
        found.append(dsl.ExileTopOfLibrary(dsl.You(), count))
    found.append(dsl.RevealUntil(dsl.Filter(), "hand", "exile", named=True))
    return found, 3


effects.SENTENCE_GROUPS.insert(0, _consult)
