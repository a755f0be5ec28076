"""401.2, 701.20a: "Look at the top card of your library. You may reveal that card. If an instant
or sorcery card is revealed this way, transform ~." (issue 16 item 2: Delver of Secrets compiles
from its text).  The card is seen by its owner alone unless revealed; what follows happens only
if a card of that kind was revealed.  Mutations: another card type and another instruction give
other trees that play as written; "you may" in the instruction, a wrong article and a look
without the reveal are refused."""

from __future__ import annotations

import pytest
from support import compiled_card, life, position

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text

PEEK = ("Look at the top card of your library. You may reveal that card. If a creature card is revealed this way, you "
        "gain 3 life.")
compiled_card("Test Peek", PEEK, ("Sorcery",))


def _cast(top: str, reveal: bool):
    d = position({"alice": {"hand": ["Test Peek"], "library": [top, "Island"]}})
    d.act("alice", "casts", "Test Peek")
    d.pass_until(lambda: d.decision is not None and d.decision.kind == "may")
    labels = [o.label for o in d.decision.options]
    d.choose(d.decision.options[0 if reveal else 1])
    d.resolve(None)
    return d, labels


def test_a_creature_card_revealed() -> None:
    d, labels = _cast("Grizzly Bears", reveal=True)
    assert labels == ["reveal Grizzly Bears", "don't reveal"]  # 401.2: its owner sees it
    assert life(d, "alice") == 23
    assert any(e["type"] == "reveal" and e["card"] == "Grizzly Bears" for e in d.game.log)


def test_not_revealed_or_another_kind() -> None:
    d, _ = _cast("Grizzly Bears", reveal=False)
    assert life(d, "alice") == 20
    assert not any(e["type"] == "reveal" for e in d.game.log)
    d, _ = _cast("Forest", reveal=True)
    assert life(d, "alice") == 20


def test_the_trees() -> None:
    (delver,) = compile_text("Test Delver", "At the beginning of your upkeep, look at the top card of your library. You "
                             "may reveal that card. If an instant or sorcery card is revealed this way, transform Test "
                             "Delver.", ("Creature",))
    assert delver.effects == (dsl.MayRevealTopCard(dsl.Filter(any_types=("Instant", "Sorcery"))),
                              dsl.IfYouDo(dsl.Transform(dsl.Self())))
    (land,) = compile_text("Test Card", PEEK.replace("a creature card", "a land card"), ("Sorcery",))
    assert land.effects[0] == dsl.MayRevealTopCard(dsl.Filter(types=("Land",)))


@pytest.mark.parametrize("text", [
    PEEK.replace("you gain 3 life", "you may draw a card"),
    PEEK.replace("a creature card", "an creature card"),
    PEEK.replace("a creature card is", "two creature cards are"),
    PEEK.replace(" You may reveal that card.", ""),
])
def test_mutations_are_refused(text: str) -> None:
    with pytest.raises(UncompilableText):
        compile_text("Test Card", text, ("Sorcery",))
