"""A browser game's session without the server: rewinds, mana payment plans, auto-pass, the
board's marks (summoning sickness, declared attackers), conceding."""

from __future__ import annotations

import pytest
from web_helpers import (
    LANDS_AND_BEARS,
    PLAINS,
    RED,
    choose,
    counterspell_ready,
    drive,
    labels,
    lands_first,
    mine,
    option,
    session,
)

from manastack.web.session import SessionError


def until_castable(name: str):
    return lambda message: message["decision"] is not None and option(message, f"cast {name}") is not None


def test_cancelling_a_spell_before_payment_returns_everything() -> None:
    """601.2, 733.1: a spell begun (on the stack, its target chosen) and cancelled before its
    cost is paid goes back: the game is byte-identical to the moment before it was begun, and
    the log the player is shown is the log of that moment."""
    game = session([RED, PLAINS], seed=3)
    before = drive(game, 0, lands_first, until_castable("Shock"))
    saved = game.game.to_json()
    actions = list(game.game.actions)
    cast = choose(game, 0, option(before, "cast Shock"))
    assert cast["decision"]["kind"] == "target" and cast["cancellable"]
    shock = [o["id"] for o in cast["view"]["players"][0]["hand"] if o["name"] == "Shock"]
    assert len(shock) == len([o for o in before["view"]["players"][0]["hand"] if o["name"] == "Shock"]) - 1
    game.act(game.seats[0], {"type": "cancel"})
    after = game.message(game.seats[0])
    assert game.game.to_json() == saved
    assert game.game.actions == actions
    assert after["decision"] == before["decision"] and not after["cancellable"]
    assert after["epoch"] == before["epoch"] + 1 and after["log"]["lines"] == before["log"]["lines"]
    with pytest.raises(SessionError, match="nothing to cancel"):
        game.act(game.seats[0], {"type": "cancel"})


def test_a_spell_that_is_cast_can_no_longer_be_cancelled() -> None:
    """601.2i: once the cost is paid the spell is cast: there is nothing to take back."""
    game = session([RED, PLAINS], seed=3)
    before = drive(game, 0, lands_first, until_castable("Shock"))
    message = choose(game, 0, option(before, "cast Shock"))
    target = next(o["i"] for o in message["decision"]["options"] if o["players"] == [1])
    message = choose(game, 0, target)  # one Mountain: the only payment is made at once
    assert not message["cancellable"]
    assert "alice casts Shock" in message["log"]["lines"]
    with pytest.raises(SessionError, match="nothing to cancel"):
        game.act(game.seats[0], {"type": "cancel"})


def test_cancelling_a_declaration_of_attackers_takes_back_every_attacker() -> None:
    """508.1, 733.1: attackers picked one by one can be taken back until they are declared."""
    game = session([RED, PLAINS], seed=5)

    def two_attackers(message: dict) -> bool:
        decision = message["decision"]
        return (
            decision is not None
            and decision["kind"] == "attackers"
            and sum(o["kind"] == "attack" for o in decision["options"]) >= 2
        )

    first = drive(game, 0, lands_first, two_attackers)
    saved = game.game.to_json()
    picked = choose(game, 0, option(first, "attack bob with"))
    assert picked["cancellable"] and picked["picks"][0]["kind"] == "attack"
    attacker = picked["picks"][0]["refs"][0]
    assert attacker in {o["id"] for o in mine(picked, "Goblin Guide")}
    game.act(game.seats[0], {"type": "cancel"})
    assert game.game.to_json() == saved
    assert game.message(game.seats[0])["picks"] == []


def test_the_least_waste_payment_is_offered_first_and_another_can_be_chosen() -> None:
    """601.2g-h: Grizzly Bears ({1}{G}) with two Forests and a Mountain: the first plan keeps
    a Forest (green is what the hand needs) and is highlighted on the permanents it taps; the
    player may pay another way, and that way is the one used."""
    game = session([LANDS_AND_BEARS, PLAINS], seed=2)
    game.act(
        game.seats[0], {"type": "settings", "settings": {"skip_trivial": False}}
    )  # stop again after paying

    def pick(message: dict) -> int:
        lands = {name: len(mine(message, name)) for name in ("Forest", "Mountain")}
        wanted = "play Mountain" if lands["Mountain"] == 0 else "play Forest"
        found = option(message, wanted)
        if found is not None:
            return found
        if (
            lands["Forest"] >= 2
            and lands["Mountain"] >= 1
            and option(message, "cast Grizzly Bears") is not None
        ):
            return option(message, "cast Grizzly Bears")
        return 0

    def paying(message: dict) -> bool:
        return message["decision"] is not None and message["decision"]["kind"] == "pay_mana"

    message = drive(game, 0, pick, paying)
    plans = message["decision"]["options"]
    assert len(plans) >= 2
    forests = {o["id"] for o in mine(message, "Forest") if not o["tapped"]}
    mountain = {o["id"] for o in mine(message, "Mountain") if not o["tapped"]}
    assert sorted(plans[0]["label"].removeprefix("pay: ").split(", ")) == [
        "Forest for {G}",
        "Mountain for {R}",
    ]
    assert (
        len(plans[0]["taps"]) == 2
        and set(plans[0]["taps"]) & mountain
        and set(plans[0]["taps"]) <= forests | mountain
    )
    two_forests = next(p for p in plans if p["label"] == "pay: Forest for {G}, Forest for {G}")
    assert set(two_forests["taps"]) <= forests
    paid = choose(game, 0, two_forests["i"])
    assert all(o["tapped"] for o in mine(paid, "Forest") if o["id"] in two_forests["taps"])
    assert not any(o["tapped"] for o in mine(paid, "Mountain"))
    assert "alice casts Grizzly Bears" in paid["log"]["lines"]


def test_auto_pay_pays_with_the_least_waste_plan_without_asking() -> None:
    """The auto-pay setting answers the payment with the engine's first plan."""
    game = session([LANDS_AND_BEARS, PLAINS], seed=2)
    game.act(game.seats[0], {"type": "settings", "settings": {"auto_pay": True}})

    def pick(message: dict) -> int:
        for wanted in ("play Mountain", "play Forest", "cast Grizzly Bears"):
            if option(message, wanted) is not None and (
                wanted != "play Mountain" or not mine(message, "Mountain")
            ):
                return option(message, wanted)
        return 0

    message = drive(
        game, 0, pick, lambda m: any("alice casts Grizzly Bears" in line for line in m["log"]["lines"])
    )
    assert message["decision"] is None or message["decision"]["kind"] != "pay_mana"


def test_priority_stops_only_at_the_chosen_steps() -> None:
    """117.3d, 500: with a stop at the upkeep of one's own turns only (and no passing of
    'nothing to do' priority), the human is asked for priority in their upkeep and in no other
    step while the stack is empty."""
    game = session([PLAINS, PLAINS], seed=1)
    game.act(
        game.seats[0],
        {
            "type": "settings",
            "settings": {"stops_mine": ["upkeep"], "stops_theirs": [], "skip_trivial": False},
        },
    )
    asked = []
    message = game.message(game.seats[0])
    while message["view"]["turn"] < 8:
        decision = message["decision"]
        if decision["kind"] == "priority":
            asked.append((message["view"]["active"], message["view"]["step"]))
        message = choose(game, 0, 0)
    assert asked and set(asked) == {(0, "upkeep")}


def test_nothing_to_do_but_pass_is_passed_for_the_human() -> None:
    """With only lands in hand and the land played, priority (pass or tap for mana) is passed
    by the skip setting, at every step: the human is asked only to play lands."""
    game = session([PLAINS, PLAINS], seed=1)
    message = game.message(game.seats[0])
    kinds = []
    while message["view"]["turn"] < 7:
        decision = message["decision"]
        kinds.append((decision["kind"], tuple(o["kind"] for o in decision["options"])))
        message = choose(
            game, 0, option(message, "play Plains") if option(message, "play Plains") is not None else 0
        )
    priority = [k for k in kinds if k[0] == "priority"]
    assert priority and all("play" in options for _, options in priority)


def test_passing_until_end_of_turn_stops_when_the_turn_ends() -> None:
    """500.1: "pass until end of turn" passes every priority of this turn, then the stops apply again."""
    game = session([PLAINS, PLAINS], seed=1)
    game.act(
        game.seats[0],
        {
            "type": "settings",
            "settings": {
                "stops_mine": list(("upkeep", "draw", "main1", "main2", "end")),
                "stops_theirs": ["upkeep"],
                "skip_trivial": False,
            },
        },
    )
    message = drive(
        game,
        0,
        lands_first,
        lambda m: (
            m["decision"]["kind"] == "priority" and m["view"]["active"] == 0 and m["view"]["step"] == "upkeep"
        ),
    )
    turn = message["view"]["turn"]
    message = choose(game, 0, 0, until_end_of_turn=True)
    message = drive(game, 0, lands_first, lambda m: m["decision"]["kind"] == "priority")
    assert (message["view"]["turn"], message["view"]["step"]) == (turn + 1, "upkeep")


def test_summoning_sick_creatures_are_marked_until_their_controller_s_next_turn() -> None:
    """302.6: a creature that came under its controller's control this turn is marked sick;
    one with haste (702.10) never is."""
    game = session([LANDS_AND_BEARS, RED], seed=4, level="heuristic")
    message = drive(game, 0, lands_first, lambda m: bool(mine(m, "Grizzly Bears")))
    bear = mine(message, "Grizzly Bears")[0]["id"]
    turn = message["view"]["turn"]
    assert bear in message["sick"]
    message = drive(
        game, 0, lands_first, lambda m: m["view"]["turn"] >= turn + 2 and m["view"]["active"] == 0
    )
    if any(o["id"] == bear for o in message["view"]["battlefield"]):
        assert bear not in message["sick"]
    goblins = [o["id"] for o in message["view"]["battlefield"] if o["name"] == "Goblin Guide"]
    assert not set(goblins) & set(message["sick"])


def test_conceding_ends_the_game_for_the_opponent() -> None:
    """104.3a: a player may concede at any time; the other player wins (104.2a)."""
    game = session([RED, PLAINS], seed=1)
    game.act(game.seats[0], {"type": "concede"})
    message = game.message(game.seats[0])
    assert message["result"]["winner"] == 1 and message["result"]["headline"] == "You lose: bob wins."
    assert "alice concedes" in message["result"]["reasons"]
    with pytest.raises(SessionError, match="over"):
        game.act(game.seats[0], {"type": "concede"})


def test_every_decision_kind_reaches_the_client_with_its_options() -> None:
    """Every decision a human gets carries its kind, prompt and every option's label, so each
    has a control (the page shows the options of any kind it has no special control for)."""
    game = session([RED, ["Mountain"] * 10 + ["Goblin Guide"] * 10], seed=6, level="heuristic")
    seen = {}
    message = game.message(game.seats[0])
    while message["decision"] is not None and len(seen) < 6:
        decision = message["decision"]
        seen.setdefault(decision["kind"], labels(message))
        assert len(decision["options"]) == len(game.game.decision.options)
        assert [o["label"] for o in decision["options"]] == [o.label for o in game.game.decision.options]
        message = choose(game, 0, lands_first(message))
    assert {"mulligan", "priority", "target", "attackers"} <= set(seen) | {"starting_player"}


def test_a_spell_on_the_stack_is_named_by_the_target_options_that_choose_it() -> None:
    """115.1, 601.2c: a counterspell's targets are spells on the stack; each target option
    names the spell's object (the view's stack entry "obj"), so the browser can make the
    spell clickable, as it does a permanent; an ability on the stack has no object (None)."""
    game, message = counterspell_ready()
    stack = message["view"]["stack"]
    assert [(item["name"], item["kind"]) for item in stack] == [
        ("Shock", "spell"),
        ("Grizzly Bears", "spell"),
    ]
    spells = {item["name"]: item["obj"] for item in stack}
    assert all(type(obj) is int for obj in spells.values())
    targeting = choose(game, 0, option(message, "cast Counterspell"))
    decision = targeting["decision"]
    assert decision["kind"] == "target"
    named = {o["label"].split(" (")[0]: o["refs"] for o in decision["options"]}
    assert named == {"Shock": [spells["Shock"]], "Grizzly Bears": [spells["Grizzly Bears"]]}
    countered = choose(game, 0, next(o["i"] for o in decision["options"] if o["refs"] == [spells["Shock"]]))
    while countered["decision"] is not None and countered["decision"]["kind"] == "pay_mana":
        countered = choose(game, 0, 0)
    assert "Shock is countered" in countered["log"]["lines"]  # 701.5a: the spell chosen, not the other
    assert [item["name"] for item in countered["view"]["stack"]] == ["Grizzly Bears"]
