"""Hand-written definitions for the cards the seed rulings name or need, where the text is one
of a kind.  Each says in one line why the Oracle-text compiler doesn't build it."""

from manastack.cards import dsl
from manastack.cards.script import hand_written

hand_written("Muldrotha, the Gravetide", (
    dsl.Static(dsl.PlayFromGraveyard(lands=True, permanent_types=("Artifact", "Creature", "Enchantment", "Planeswalker", "Battle"),
                                     once_each_turn=True),
               text="During each of your turns, you may play a land and cast a permanent spell of each permanent type"),
), reason="a per-type, per-turn permission to play from the graveyard")


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
