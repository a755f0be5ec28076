"""Hand-written definitions for the cards the seed rulings name or need, where the text is one
of a kind.  Each says in one line why the Oracle-text compiler doesn't build it."""

from manastack.cards import dsl
from manastack.cards.script import hand_written

hand_written("Sivitri, Dragon Master", (
    dsl.Activated(dsl.Cost(loyalty=1), (dsl.AttackTaxUntilYourNextTurn(life=2, protects_planeswalkers=True),),
                  text="+1: Until your next turn, creatures can't attack you or planeswalkers you control unless"),
    dsl.Activated(dsl.Cost(loyalty=-3), (dsl.SearchLibrary(dsl.Filter(subtypes=("Dragon",)), to="hand", reveal=True),),
                  text="−3: Search your library for a Dragon card"),
    dsl.Activated(dsl.Cost(loyalty=-7), (dsl.DestroyAll(dsl.Filter(types=("Creature",), not_subtypes=("Dragon",))),),
                  text="−7: Destroy all non-Dragon creatures."),
), reason="a life cost to attack until your next turn")


hand_written("Upwelling", (
    dsl.Static(dsl.KeepMana(), text="Players don't lose unspent mana as steps and phases end."),
), reason="changes rule 500.5")
