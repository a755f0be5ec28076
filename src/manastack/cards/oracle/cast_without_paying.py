"""Casting a card from a graveyard while an ability resolves, without paying its mana cost
(608.2g, 601.2b, 118.9): "you may cast target instant or sorcery card with mana value 3 or less
from your graveyard without paying its mana cost. If that card would be put into your graveyard
this turn, exile it instead." (Goblin Dark-Dwellers, Torrential Gearhulk).  Instants and sorceries
only: the rider follows the spell to the graveyard it would be put into as it resolves (614.1a)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import DURATION, duration

_SPELL_TYPES = frozenset({"Instant", "Sorcery"})


def _cast_free_then_exile(text_sentences: list[str], scope: Scope) -> tuple[list, int] | None:
    """The two sentences, or None if the first isn't "you may cast target ... from your
    graveyard without paying its mana cost"."""
    m = fullmatch(r"you may cast (?P<what>target .+? from your graveyard) without paying its mana cost",
                  text_sentences[0])
    if not m:
        return None
    rider = fullmatch(r"if that card would be put into your graveyard" + DURATION + ", exile it instead",
                      text_sentences[1]) if len(text_sentences) > 1 else None
    if rider is None:
        return None  # without the rider: not this family (the sentence alone is refused)
    duration(rider, "end_of_turn")  # 514.2: the replacement lasts until the cleanup step
    what = phrases.obj(m["what"], scope)
    spec = scope.targets[what.index] if isinstance(what, dsl.Target) else None
    kinds = set(spec.filter.types) | set(spec.filter.any_types) if spec is not None else set()
    if spec is None or spec.kind != "card" or spec.zone != "graveyard" or spec.max_count != 1 or not kinds \
            or not kinds <= _SPELL_TYPES:
        raise NoMatch(text_sentences[0])
    return [dsl.CastFromGraveyardFree(what)], 2


effects.SENTENCE_GROUPS.insert(0, _cast_free_then_exile)
