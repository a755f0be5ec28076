"""Token definitions the supported cards create (111.4, 111.10)."""

from manastack.cards import dsl
from manastack.cards.script import token

# 111.10a: a Treasure is a colorless artifact with "{T}, Sacrifice this artifact: Add one mana
# of any color."
token("Treasure", ("Artifact",), ("Treasure",), abilities=(
    dsl.Activated(dsl.Cost(tap=True, sacrifice_self=True), (dsl.AddMana(any_color=1),), mana=True,
                  text="{T}, Sacrifice this artifact: Add one mana of any color."),
), text="{T}, Sacrifice this artifact: Add one mana of any color.")

# 111.10g: a Blood token: "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
token("Blood", ("Artifact",), ("Blood",), abilities=(
    dsl.Activated(dsl.Cost(mana="{1}", tap=True, discard=1, sacrifice_self=True), (dsl.Draw(1),),
                  text="{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
))

# 111.10b: a Food is a colorless artifact with "{2}, {T}, Sacrifice this token: You gain 3 life."
token("Food", ("Artifact",), ("Food",), abilities=(
    dsl.Activated(dsl.Cost(mana="{2}", tap=True, sacrifice_self=True), (dsl.GainLife(3),),
                  text="{2}, {T}, Sacrifice this token: You gain 3 life."),
), text="{2}, {T}, Sacrifice this token: You gain 3 life.")

# 111.10f: a Clue is a colorless artifact with "{2}, Sacrifice this artifact: Draw a card."
token("Clue", ("Artifact",), ("Clue",), abilities=(
    dsl.Activated(dsl.Cost(mana="{2}", sacrifice_self=True), (dsl.Draw(1),),
                  text="{2}, Sacrifice this artifact: Draw a card."),
), text="{2}, Sacrifice this artifact: Draw a card.")

token("Thopter", ("Artifact", "Creature"), ("Thopter",), power="1", toughness="1",
      abilities=(dsl.Keyword("flying"),))
token("Phyrexian Golem", ("Artifact", "Creature"), ("Phyrexian", "Golem"), power="3", toughness="3")
token("Human", ("Creature",), ("Human",), colors=("W",), power="1", toughness="1")
