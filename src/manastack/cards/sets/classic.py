"""Hand-written definitions for classic cards whose text is one of a kind.  Each says in one
line why the Oracle-text compiler doesn't build it."""

from manastack.cards import dsl
from manastack.cards.script import hand_written

hand_written("Enduring Innocence", (
    dsl.Keyword("lifelink"),
    dsl.Triggered(dsl.Trigger("enters", subject=dsl.Filter(types=("Creature",), controller="you", other=True, power_le=2)),
                  (dsl.Draw(1),), once_each_turn=True,
                  text="Whenever one or more other creatures you control with power 2 or less enter, draw a card."),
    dsl.Triggered(dsl.Trigger("dies", self_only=True),
                  (dsl.PutOntoBattlefield(dsl.Triggering(), as_non_creature_enchantment=True),),
                  condition=dsl.TriggeringWasCreature(),
                  text="When Enduring Innocence dies, if it was a creature, return it to the battlefield"),
), reason="returns as a non-creature enchantment: a type-changing effect")
