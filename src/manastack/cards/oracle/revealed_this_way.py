"""Looking at the top card and revealing it if one wishes (401.2, 701.20a): "Look at the top card
of your library. You may reveal that card. If an instant or sorcery card is revealed this way,
transform ~." (Delver of Secrets).  The card is seen by its owner alone until it's revealed; what
follows happens only if a card of that kind was revealed (dsl.MayRevealTopCard, then the
instruction as "if you do")."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _look_then_reveal(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """The three sentences, or None if the first two aren't "look at the top card of your
    library. You may reveal that card."."""
    if len(text_sentences) < 2 or not fullmatch(r"look at the top card of your library", text_sentences[0]) \
            or not fullmatch(r"you may reveal (?:that card|it)", text_sentences[1]):
        return None
    then = fullmatch(r"if (?P<art>an?) (?P<desc>.+?) is revealed this way, (?P<rest>.+)", text_sentences[2]) \
        if len(text_sentences) > 2 else None
    if not then:
        return None
    if fullmatch(r"you may .+", then["rest"]):
        raise NoMatch(" ".join(text_sentences[:3]))
    described = phrases.desc(then["desc"], scope, zone="library")
    vowel = then["desc"][:1].lower() in "aeiou"
    if described.noun != "card" or described.plural or (then["art"].lower() == "an") != vowel:
        raise NoMatch(text_sentences[2])
    found = effects.parse_sentence(then["rest"], scope)
    return [dsl.MayRevealTopCard(described.filter), *(dsl.IfYouDo(effect) for effect in found)], 3


effects.SENTENCE_GROUPS.insert(0, _look_then_reveal)
