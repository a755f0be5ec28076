"""Hand-written definitions for the cards the seed rulings name or need, where the text is one
of a kind.  Each says in one line why the Oracle-text compiler doesn't build it."""

from manastack.cards import dsl
from manastack.cards.script import hand_written

hand_written("Upwelling", (
    dsl.Static(dsl.KeepMana(), text="Players don't lose unspent mana as steps and phases end."),
), reason="changes rule 500.5")
