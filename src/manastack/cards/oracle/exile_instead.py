"""Instructions followed by a replacement of where their object goes (614.1a, 614.6): "Counter
target spell. If that spell is countered this way, exile it instead of putting it into its
owner's graveyard." (701.6a; or "put it on top of its owner's library instead ...") and "~ deals 5 damage to target creature. If that creature would
die this turn, exile it instead." (700.4: dies is put into a graveyard from the battlefield), and
"~ deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it
instead." (only the creatures it was dealt to, 120.3)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import DURATION, duration

_COUNTERED = "if that spell is countered this way, exile it instead of putting it into its owner's graveyard"
_DIES = "if that creature would die" + DURATION + ", exile it instead"
_TO_TOP = ("if that spell is countered this way, put it on top of its owner's library instead of into that player's "
           "graveyard")
_DEALT_DAMAGE = "if a creature dealt damage this way would die" + DURATION + ", exile it instead"


def _exile_instead(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """The two sentences together; the first must be the counterspell (without a tax) or the
    damage to one target creature that the second refers to; "would die this turn": a
    replacement effect until the cleanup step (514.2)."""
    if len(text_sentences) < 2:
        return None
    dies, dealt = fullmatch(_DIES, text_sentences[1]), fullmatch(_DEALT_DAMAGE, text_sentences[1])
    if text_sentences[1].lower() not in (_COUNTERED, _TO_TOP) and not dies and not dealt:
        return None
    if dies or dealt:
        duration(dies or dealt, "end_of_turn")
    first = effects.parse_sentence(text_sentences[0], scope)
    if text_sentences[1].lower() == _TO_TOP:
        if len(first) != 1 or type(first[0]) is not dsl.CounterSpell:
            raise NoMatch(text_sentences[1])
        return [dsl.CounterToLibraryTop(first[0].what)], 2
    if dealt:  # the creatures ~ dealt damage to as it resolved
        last = first[-1] if first else None
        if not isinstance(last, (dsl.DealDamage, dsl.DamageEach)) or getattr(last, "source", dsl.Self()) != dsl.Self():
            raise NoMatch(text_sentences[1])
        return [*first, dsl.ExileDamagedIfDiesThisTurn()], 2
    if text_sentences[1].lower() == _COUNTERED:
        if len(first) != 1 or type(first[0]) is not dsl.CounterSpell:
            raise NoMatch(text_sentences[1])
        return [dsl.CounterAndExile(first[0].what)], 2
    last = first[-1] if first else None
    if not isinstance(last, dsl.DealDamage) or not isinstance(last.to, dsl.Target):
        raise NoMatch(text_sentences[1])
    spec = scope.targets[last.to.index]
    if spec.kind != "permanent" or spec.filter.types != ("Creature",) or spec.max_count != 1:
        raise NoMatch(text_sentences[1])
    return [*first, dsl.ExileIfDiesThisTurn(last.to)], 2


effects.SENTENCE_GROUPS.append(_exile_instead)
