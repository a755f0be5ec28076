"""Mutations of static abilities (604) and a replacement (614.12) the audit found exercised by no
mutation test: casting "as though it had flash" with a sacrifice or a condition (601.3d), "must
be blocked if able" (509.1c), "can block an additional creature" (509.1a), an additional land
(305.2), "can't attack its owner" (508.1c), "choose not to untap" (502.3), "can't spend mana to
cast this spell" (601.2h), the top card of a library seen (401.5), "enters under the control of
an opponent of your choice" (614.12) and "base power and toughness become" (613.4b).  One word
changed compiles to a different node (asserted on its field) or is refused, quoting the line."""

from __future__ import annotations

import pytest

from manastack.cards import dsl
from manastack.cards.oracle import UncompilableText, compile_text


def _compiled(text: str, types: tuple[str, ...] = ("Creature",)) -> tuple:
    return compile_text("Test Static", text, types)


def _effect(text: str, types: tuple[str, ...] = ("Creature",)):
    return _compiled(text, types)[0].effect


def _refused(text: str, types: tuple[str, ...] = ("Creature",)) -> None:
    with pytest.raises(UncompilableText) as refusal:
        compile_text("Test Static", text, types)
    assert text in str(refusal.value)


RAIDER = ("You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, the "
          "controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.")
LURE = "~ must be blocked if able."
PHALANX = "Each creature you control can block an additional creature each combat."
ORACLE = "You may play an additional land on each of your turns."
FEROCIOUS = "If you control a creature with power 4 or greater, you may cast ~ as though it had flash."
SLEEPER = "~ attacks each combat if able and can't attack its owner or planeswalkers its owner controls."
PRISON = "You may choose not to untap ~ during your untap step."
NECROPOLIS = "You can't spend mana to cast this spell."
CITADEL = "You may look at the top card of your library any time."
SIGHT = "Play with the top card of your library revealed."
AGENT = "~ enters under the control of an opponent of your choice."
HUMBLE = "Target creature's base power and toughness become 1/1 until end of turn."

ORIGINALS = [(RAIDER, dsl.FlashWithSacrifice), (LURE, dsl.MustBeBlocked), (PHALANX, dsl.CreaturesCanBlockAdditional),
             (ORACLE, dsl.ExtraLandPlays), (FEROCIOUS, dsl.FlashIf), (PRISON, dsl.MayChooseNotToUntap),
             (NECROPOLIS, dsl.NoManaSpent), (CITADEL, dsl.LibraryTopVisible), (SIGHT, dsl.LibraryTopVisible),
             (AGENT, dsl.EntersUnderOpponentsControl)]


@pytest.mark.parametrize(("original", "effect"), ORIGINALS)
def test_static_mutations_start_from_the_unmutated_text(original: str, effect: type) -> None:
    """604.1, 614.1: each unmutated line compiles to its own effect."""
    assert isinstance(_effect(original), effect)


def test_sleeper_mutations_start_from_the_unmutated_text() -> None:
    """508.1c, 508.1d: one line, two static abilities: it attacks if able, not its owner."""
    assert [type(a.effect) for a in _compiled(SLEEPER)] == [dsl.MustAttack, dsl.CantAttackOwner]


def test_extra_land_mutations_two_lands_or_each_player() -> None:
    """305.2: "two additional lands" is another number; "Each player may ... on each of their
    turns" (Rites of Flourishing) is another player."""
    original = _effect(ORACLE)
    assert (original.count, original.who) == (1, "you")
    two = _effect(ORACLE.replace("an additional land", "two additional lands"))
    each = _effect(ORACLE.replace("You may", "Each player may").replace("your turns", "their turns"))
    assert (two.count, two.who) == (2, "you") and (each.count, each.who) == (1, "each")


@pytest.mark.parametrize(("mutated", "types", "controller"), [
    (PHALANX.replace("creature you control", "artifact creature you control"), ("Artifact", "Creature"), "you"),
    (PHALANX.replace("you control", "an opponent controls"), ("Creature",), "opponent"),
])
def test_block_additional_mutations_are_another_group(mutated: str, types: tuple, controller: str) -> None:
    """509.1a: the group of creatures that may block an additional creature is read."""
    assert (_effect(PHALANX).filter.types, _effect(PHALANX).filter.controller) == (("Creature",), "you")
    found = _effect(mutated).filter
    assert (found.types, found.controller) == (types, controller)


def test_block_additional_mutation_of_itself_is_another_effect() -> None:
    """509.1a: "~ can block an additional creature" is the creature's own ability."""
    assert isinstance(_effect("~ can block an additional creature each combat."), dsl.CanBlockAdditional)


@pytest.mark.parametrize(("mutated", "field", "value"), [
    (FEROCIOUS.replace("power 4", "power 5"), "power_ge", 5),
    (FEROCIOUS.replace("power 4 or greater", "toughness 4 or greater"), "toughness_ge", 4),
    (FEROCIOUS.replace("or greater", "or less"), "power_le", 4),
    (FEROCIOUS.replace("a creature", "an artifact"), "types", ("Artifact",)),
])
def test_flash_if_mutations_are_another_condition(mutated: str, field: str, value: object) -> None:
    """601.3d: the condition under which it may be cast as though it had flash is read."""
    assert _effect(FEROCIOUS).condition.filter.power_ge == 4
    assert getattr(_effect(mutated).condition.filter, field) == value


def test_lure_mutation_attacks_is_another_requirement() -> None:
    """508.1d for 509.1c: "attacks each combat if able" is another requirement."""
    assert isinstance(_effect("~ attacks each combat if able."), dsl.MustAttack)


def test_base_pt_mutations_another_size_or_target() -> None:
    """613.4b: the new base power and toughness and what they apply to are read."""
    (original,) = _compiled(HUMBLE, ("Instant",))
    (smaller,) = _compiled(HUMBLE.replace("1/1", "0/1"), ("Instant",))
    (artifact,) = _compiled(HUMBLE.replace("Target creature's", "Target artifact's"), ("Instant",))
    assert (original.effects[0].power, original.effects[0].toughness) == (1, 1)
    assert (smaller.effects[0].power, smaller.effects[0].toughness) == (0, 1)
    assert artifact.targets[0].filter.types == ("Artifact",) != original.targets[0].filter.types


def test_library_top_mutation_revealed_is_seen_by_everyone() -> None:
    """401.5: "You may look at" shows the top card to its controller; "Play with ... revealed"
    shows it to every player."""
    assert (_effect(CITADEL).to_all, _effect(SIGHT).to_all) == (False, True)


@pytest.mark.parametrize("mutated", [
    RAIDER.replace("cleanup step", "end step"),
    RAIDER.replace("sacrifices it", "exiles it"),
    RAIDER.replace("a sorcery", "an instant"),
    RAIDER.replace("couldn't", "could"),
    RAIDER.replace("had flash", "had haste"),
    LURE.replace("must", "can't"),
    LURE.replace("blocked", "blocked by two or more creatures"),
    LURE.replace("blocked", "blocked each combat"),
    PHALANX.replace("an additional creature", "two additional creatures"),
    PHALANX.replace("each combat", "each turn"),
    PHALANX.replace("an additional creature", "any number of creatures"),
    ORACLE.replace("your turns", "their turns"),
    ORACLE.replace("each of your turns", "each opponent's turn"),
    ORACLE.replace("land", "creature"),
    ORACLE.replace("on each of your turns", "this turn"),
    FEROCIOUS.replace("you control", "an opponent controls"),
    FEROCIOUS.replace("flash", "haste"),
    SLEEPER.replace("its owner", "its controller"),
    SLEEPER.replace("planeswalkers", "creatures"),
    SLEEPER.replace("attacks each", "blocks each"),
    SLEEPER.replace("can't attack", "can't block"),
    PRISON.replace("your untap step", "each untap step"),
    PRISON.replace("your untap step", "your upkeep"),
    PRISON.replace("not to untap", "to untap"),
    PRISON.replace("untap ~", "tap ~"),
    NECROPOLIS.replace("mana", "life"),
    NECROPOLIS.replace("cast this spell", "activate this ability"),
    NECROPOLIS.replace("You", "An opponent"),
    CITADEL.replace("your library", "an opponent's library"),
    CITADEL.replace("top card", "top two cards"),
    CITADEL.replace("top", "bottom"),
    CITADEL.replace("any time", "this turn"),
    SIGHT.replace("your library", "an opponent's library"),
    SIGHT.replace("top card", "top two cards"),
    SIGHT.replace("top", "bottom"),
    AGENT.replace("an opponent", "a player"),
    AGENT.replace("your choice", "their choice"),
    AGENT.replace("enters", "enters tapped"),
])
def test_static_one_word_changed_is_refused(mutated: str) -> None:
    """604.1, 614.1: a static ability with one word the grammar doesn't read (another step,
    another player, another number, another zone, another action) is refused, quoting the line."""
    _refused(mutated)


@pytest.mark.parametrize("mutated", [
    HUMBLE.replace("base power and", "base power"),
    HUMBLE.replace("end of turn", "your next turn"),
    HUMBLE.replace(" until end of turn", ""),
    HUMBLE.replace("base power", "power"),
    HUMBLE.replace("end of turn", "end of combat"),
])
def test_base_pt_one_word_changed_is_refused(mutated: str) -> None:
    """613.4b, 611.2a: a base power and toughness change the grammar can't read (without its
    duration, another duration, only the power) is refused."""
    _refused(mutated, ("Instant",))
