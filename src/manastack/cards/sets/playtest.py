"""Mystery Booster 2 playtest cards (their rulings: shared/seeds 000-003).  Each is
hand-written: their texts change the rules of the game."""

from manastack.cards import dsl
from manastack.cards.script import hand_written

hand_written("Built Bear", (), reason="Legacy: the circled options are printed characteristics (its rulings)", legacy=(
    dsl.LegacyOption("flash", 1, dsl.Keyword("flash")),
    dsl.LegacyOption("deathtouch", 1, dsl.Keyword("deathtouch")),
    dsl.LegacyOption("reach", 1, dsl.Keyword("reach")),
    dsl.LegacyOption("vigilance", 1, dsl.Keyword("vigilance")),
    dsl.LegacyOption("ward", 1, dsl.Keyword("ward", cost="{2}")),
    dsl.LegacyOption("mana", 2, dsl.Activated(dsl.Cost(tap=True), (dsl.AddMana(any_color=1),), mana=True,
                                              text="{T}: Add one mana of any color.")),
    dsl.LegacyOption("+1/+1", 3, power=1, toughness=1),
    dsl.LegacyOption("+0/+2", 3, toughness=2),
    dsl.LegacyOption("draw", 4, dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.Draw(1),),
                                              text="When this creature enters the battlefield, draw a card.")),
))

hand_written("Runed Terror", (
    dsl.Static(dsl.SequentialPhases(), text="Instead of taking turns as normal, players take their phases sequentially."),
), reason="changes the turn structure (500.1)")

hand_written("Tax Taker", (
    dsl.Triggered(dsl.Trigger("payment"), (dsl.CreateToken("Treasure", dsl.TaxPaid()),),
                  text="Whenever an opponent pays a tax from a spell or permanent you control, create a number of Treasure tokens"),
), reason="reacts to tax payment events")

hand_written("Toofer, Keeper of the Full Grip", (
    dsl.Triggered(dsl.Trigger("card_advantage"), (dsl.LoseLife(2, dsl.EachOpponent()),),
                  text="Whenever a spell you control causes you to gain card advantage, each opponent loses 2 life."),
), reason="card advantage is a rule the engine defines (engine/card_advantage.py)")
