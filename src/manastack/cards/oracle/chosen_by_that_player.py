"""A triggered ability whose target the player its event names chooses (603.3d: the targets are
chosen as it is put on the stack; here by "that player", not its controller): "At the beginning
of each player's upkeep, that player chooses target player who controls more creatures than they
do and is their opponent. The first player may reveal cards from the top of their library until
they reveal a creature card. If the first player does, that player puts that card onto the
battlefield and all other cards revealed this way into their graveyard." (Oath of Druids).  The
target is a requirement only: with none legal the ability is removed from the stack (603.3d),
and it doesn't resolve if the target is illegal then (608.2b)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _oath(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """(the effects, 3) or None."""
    chooses = fullmatch(r"that player chooses target player who controls more creatures than they do and is "
                        r"their opponent", text_sentences[0])
    if not chooses:
        return None
    if scope.that_player != dsl.TriggeringPlayer() or len(text_sentences) < 3:
        raise NoMatch(text_sentences[0])
    reveal = fullmatch(r"the first player may reveal cards from the top of their library until they reveal an? "
                       r"(?P<desc>.+ card)", text_sentences[1])
    put = fullmatch(r"if the first player does, that player puts that card onto the battlefield and all other cards "
                    r"revealed this way into their graveyard", text_sentences[2])
    if not reveal or not put:
        raise NoMatch(text_sentences[1] if not reveal else text_sentences[2])
    described = phrases.desc(reveal["desc"], scope, zone="library")
    if described.noun != "card" or described.plural or described.filter == dsl.Filter():
        raise NoMatch(text_sentences[1])
    scope.add_target(dsl.TargetSpec(kind="player", player="opponent", relative_to=dsl.THAT_PLAYER, more_creatures=True,
                                    chooser=dsl.THAT_PLAYER, label="target player who controls more creatures"))
    found = dsl.RevealUntil(described.filter, "battlefield", "graveyard", who=dsl.TriggeringPlayer())
    return dsl.Optional(found, who=dsl.TriggeringPlayer()), 3


effects.SENTENCE_GROUPS.insert(0, _oath)
