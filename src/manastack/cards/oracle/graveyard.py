"""Effects of abilities that work from the graveyard (113.6, 602.1): "Return ~ from your
graveyard to the battlefield [tapped]" (Reassembling Skeleton).  The ability's source is the card
there; one that has left the graveyard is a new object and stays where it is (400.7)."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle.effects import clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"return ~ from your graveyard to the battlefield, then attach it to that creature")
def _return_and_attach(scope: Scope, m: re.Match) -> tuple:
    """"Whenever a 1/1 creature enters under your control, you may return ~ from your graveyard to
    the battlefield, then attach it to that creature." (Sword of the Meek): 701.3, in a trigger
    whose "that creature" is the creature that entered."""
    if scope.zone not in ("battlefield", "graveyard") or scope.it != dsl.Triggering():
        raise NoMatch(m[0])
    scope.zone = "graveyard"
    return (dsl.PutOntoBattlefield(dsl.Self(), attach_to=dsl.Triggering()),)


@clause(r"return ~ from your graveyard to the battlefield(?P<tapped> tapped)?")
def _self_from_graveyard_to_battlefield(scope: Scope, m: re.Match) -> tuple:
    """An activated ability of the card in its owner's graveyard: it returns under their control."""
    if scope.zone not in ("battlefield", "graveyard"):
        raise NoMatch(m[0])  # a cost that works in another zone ("discard ~")
    scope.zone = "graveyard"
    return (dsl.PutOntoBattlefield(dsl.Self(), tapped=bool(m["tapped"])),)
