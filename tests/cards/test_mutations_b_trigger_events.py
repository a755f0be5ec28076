"""Mutations of trigger conditions (603.1, 603.2) and trigger-only effects the audit found
exercised by no mutation test: "When ~ exploits a creature" (702.110b), "enters or dies" and
"enters the battlefield or the creature it haunts dies" (603.2, 702.55c), "becomes monstrous"
(701.37b), "becomes the target ... counter that spell or ability", "create that many ... tokens",
"you're dealt damage", "a card is put into an opponent's graveyard from anywhere", "~ is put into
a graveyard from anywhere" (603.10a) and "deals combat damage to one of your opponents" (510.3).
One word changed compiles to another trigger event (asserted on the node) or is refused, quoting
the line."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text


def _triggered(text: str) -> dsl.Triggered:
    (found,) = [a for a in compile_text("Test Trigger", text, ("Creature",)) if isinstance(a, dsl.Triggered)]
    return found


def _refused(text: str) -> None:
    with pytest.raises(UncompilableText) as refusal:
        compile_text("Test Trigger", text, ("Creature",))
    assert text.split("\n")[-1] in str(refusal.value)


EXPLOIT = "Exploit\nWhen ~ exploits a creature, draw two cards."
ENTERS_OR_DIES = "When ~ enters or dies, mill three cards."
HAUNT = "When ~ enters the battlefield or the creature it haunts dies, target player loses 2 life."
MONSTROUS = "When ~ becomes monstrous, you gain 3 life."
SPINNER = "Whenever ~ becomes the target of a spell or ability for the first time each turn, counter that spell or ability."
HIVE = "Whenever ~ is dealt damage, you may create that many 1/1 green Insect creature tokens."
SPIRIT_WATCH = "Whenever you're dealt damage, you gain that much life."
SCAVENGER = "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on ~."
TITAN = "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into their library."
RAIDER = "Whenever ~ deals combat damage to one of your opponents, that player discards a card."

ORIGINALS = [(EXPLOIT, "exploits"), (ENTERS_OR_DIES, "enters_or_dies"), (HAUNT, "enters_or_haunted_dies"),
             (MONSTROUS, "becomes_monstrous"), (SPINNER, "targeted"), (HIVE, "dealt_damage"),
             (SPIRIT_WATCH, "you_dealt_damage"), (SCAVENGER, "card_to_graveyard"), (TITAN, "to_graveyard_from_anywhere"),
             (RAIDER, "combat_damage_to_opponent")]


@pytest.mark.parametrize(("original", "event"), ORIGINALS)
def test_trigger_mutations_start_from_the_unmutated_text(original: str, event: str) -> None:
    """603.1: each unmutated text compiles to its own trigger event."""
    assert _triggered(original).trigger.event == event


@pytest.mark.parametrize(("mutated", "event"), [
    (ENTERS_OR_DIES.replace("enters or dies", "dies"), "dies"),
    (ENTERS_OR_DIES.replace("enters or dies", "enters"), "enters"),
    (MONSTROUS.replace("becomes monstrous", "becomes tapped"), "becomes_tapped"),
    (HIVE.replace("is dealt damage", "deals damage"), "deals_damage"),
    (TITAN.replace("from anywhere", "from the battlefield"), "put_into_graveyard"),
    (RAIDER.replace("one of your opponents", "a player"), "combat_damage_to_player"),
])
def test_trigger_event_mutations_are_another_event(mutated: str, event: str) -> None:
    """603.2: one word of the trigger condition changed is another trigger event: "dies" alone
    doesn't trigger on entering (603.6a), "from the battlefield" isn't "from anywhere" (603.10a),
    "a player" includes you (510.3)."""
    assert _triggered(mutated).trigger.event == event


def test_scavenger_mutation_your_graveyard_listens_to_you() -> None:
    """603.2: "your graveyard" for "an opponent's graveyard" triggers on its controller's cards."""
    assert _triggered(SCAVENGER).trigger.who == "opponent"
    assert _triggered(SCAVENGER.replace("an opponent's", "your")).trigger.who == "you"


def test_spinner_mutation_without_first_time_each_turn_triggers_every_time() -> None:
    """603.2: "for the first time each turn" is read: without it the trigger isn't limited."""
    assert _triggered(SPINNER).trigger.first_each_turn
    assert not _triggered(SPINNER.replace(" for the first time each turn", "")).trigger.first_each_turn


def test_hive_mutations_another_token_is_another_token() -> None:
    """111.4: the token's power/toughness and types are read in "that many ... tokens"."""
    (original,) = _triggered(HIVE).effects
    (bigger,) = _triggered(HIVE.replace("1/1", "2/2")).effects
    (artifact,) = _triggered(HIVE.replace("Insect creature", "Insect artifact creature")).effects
    assert original.token == "1/1 green Insect creature token"
    assert (bigger.token, artifact.token) == ("2/2 green Insect creature token", "1/1 green Insect artifact creature token")


def test_spirit_watch_mutation_lose_for_gain_is_another_effect() -> None:
    """119.3, 119.4: "lose" for "gain": the same trigger, the other life change."""
    (gain,) = _triggered(SPIRIT_WATCH).effects
    (loss,) = _triggered(SPIRIT_WATCH.replace("you gain", "you lose")).effects
    assert (type(gain), type(loss)) == (dsl.GainLife, dsl.LoseLife)


def test_titan_mutation_each_opponent_shuffles_is_another_player() -> None:
    """701.24: "each opponent" for "its owner" shuffles the opponents' graveyards."""
    (owner,) = _triggered(TITAN).effects
    (opponents,) = _triggered(TITAN.replace("its owner shuffles", "each opponent shuffles")).effects
    assert isinstance(owner.who, dsl.OwnerOf) and isinstance(opponents.who, dsl.EachOpponent)


@pytest.mark.parametrize("mutated", [
    EXPLOIT.replace("a creature", "a land"),
    EXPLOIT.replace("a creature", "an artifact"),
    EXPLOIT.replace("a creature", "another creature"),
    EXPLOIT.replace("exploits", "sacrifices"),
    ENTERS_OR_DIES.replace("dies", "leaves the battlefield"),
    ENTERS_OR_DIES.replace("enters", "attacks"),
    ENTERS_OR_DIES.replace("dies", "is exiled"),
    HAUNT.replace("haunts dies", "haunts is exiled"),
    HAUNT.replace("haunts", "enchants"),
    HAUNT.replace("enters the battlefield", "attacks"),
    MONSTROUS.replace("monstrous", "renowned"),
    MONSTROUS.replace("3 life", "3 life until end of turn"),
    SPINNER.replace("spell or ability for", "spell for"),
    SPINNER.replace("first", "second"),
    SPINNER.replace("counter that", "copy that"),
    SPINNER.replace("that spell or ability.", "that spell."),
    HIVE.replace("creature tokens", "creature tokens with banding"),  # a keyword a token is not granted
    HIVE.replace("that many", "twice that many"),
    HIVE.replace("that many", "that many tapped"),
    SPIRIT_WATCH.replace("you're", "an opponent is"),
    SPIRIT_WATCH.replace("you're", "a player is"),
    SPIRIT_WATCH.replace("dealt damage", "dealt combat damage"),
    SCAVENGER.replace("a card", "a creature card"),
    SCAVENGER.replace("from anywhere", "from their library"),
    SCAVENGER.replace("graveyard", "hand"),
    TITAN.replace("a graveyard", "exile"),
    TITAN.replace("a graveyard", "your graveyard"),
    RAIDER.replace("one of your opponents", "an opponent"),
    RAIDER.replace("combat damage", "damage"),
    RAIDER.replace("opponents", "creatures"),
])
def test_trigger_one_word_changed_is_refused(mutated: str) -> None:
    """603.1, 702.110b, 702.55c, 701.37b: a trigger condition or its effect with one word the
    grammar doesn't read (another card type exploited, another zone, "second time", "twice",
    "tapped" tokens, "combat" damage to you) is refused, quoting the line."""
    _refused(mutated)


FROST = ("Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or ability "
         "unless its controller pays {2}.")


def test_frost_titan_tax_mutations_another_payer_or_amount() -> None:
    """115.1, 701.6: "its controller" is the controller of the spell or ability that targets (the
    trigger event's player), not ~'s; "you pay" asks ~'s controller; another amount is read."""
    original = _triggered(FROST)
    assert original.trigger.who == "opponent"
    assert original.effects == (dsl.MayPay("{2}", dsl.TriggeringPlayer()),
                                dsl.IfYouDo(dsl.CounterSpell(dsl.Triggering()), did=False))
    assert _triggered(FROST.replace("its controller pays", "you pay")).effects[0] == dsl.MayPay("{2}", None)
    assert _triggered(FROST.replace("{2}", "{3}")).effects[0] == dsl.MayPay("{3}", dsl.TriggeringPlayer())
    assert _triggered(FROST.replace(" an opponent controls", "")).trigger.who == "any"


@pytest.mark.parametrize(("old", "new"), [
    ("{2}", "{X}"), ("{2}", "2 life"), ("an opponent controls", "you control"), ("spell or ability an", "spell an"),
    ("its controller pays", "its owner pays"), ("counter that spell or ability unless", "counter that spell unless"),
])
def test_frost_titan_tax_one_word_changed_is_refused(old: str, new: str) -> None:
    """118.12, 701.6: a tax the grammar doesn't read (X with no value, life, another payer) or a
    trigger condition it doesn't know is refused."""
    assert _triggered(FROST).effects
    _refused(FROST.replace(old, new))
