"""The scenario format's extensions (issue 13 item 6, docs/scenarios.md): what `state` and
`expect` can say beyond the original contract, and the clear errors their bad values give."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from manastack.cards import registry
from manastack.cards.db import card_file_records
from manastack.scenario import Result, check_file
from manastack.scenario.loader import ScenarioFileError, load


def run(tmp_path: Path, text: str) -> Result:
    path = tmp_path / "case.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return check_file(path)


# ------------------------------------------------------------ card types, attacking and blocking

def test_item6_expect_card_types_subtypes_and_supertypes(tmp_path) -> None:
    """205: a permanent's card types, subtypes and supertypes, in any order and any case."""
    text = """
        name: types
        state:
          alice:
            battlefield: [Ornithopter, "Jace, the Mind Sculptor"]
        expect:
          permanents:
            Ornithopter: {types: [creature, Artifact], subtypes: [Thopter], supertypes: []}
            Jace, the Mind Sculptor: {types: [Planeswalker], subtypes: [Jace], supertypes: [Legendary]}
    """
    assert run(tmp_path, text).passed, run(tmp_path, text).reason
    wrong = run(tmp_path, text.replace("subtypes: [Thopter]", "subtypes: [Bird]"))
    assert not wrong.passed
    assert "permanents.Ornithopter.subtypes: expected [Bird], got [Thopter]" in wrong.reason


def test_item6_expect_attacking_and_blocking_status(tmp_path) -> None:
    """506.3, 508.1, 509.1: attacking and blocking creatures, checked during combat."""
    text = """
        name: in combat
        state:
          alice:
            battlefield: [Grizzly Bears, Savannah Lions]
          bob:
            battlefield: [Eager Cadet, Glory Seeker]
        do:
          - alice attacks: [Grizzly Bears]
          - bob blocks: {Eager Cadet: Grizzly Bears}
          - expect:
              permanents:
                Grizzly Bears: {attacking: true, blocking: false}
                Savannah Lions: {attacking: false}
                Eager Cadet: {blocking: true, attacking: false}
                Glory Seeker: {blocking: false}
    """
    result = run(tmp_path, text)
    assert result.passed, result.reason
    wrong = run(tmp_path, text.replace("Glory Seeker: {blocking: false}", "Glory Seeker: {blocking: true}"))
    assert not wrong.passed
    assert "permanents.Glory Seeker.blocking: expected True, got False" in wrong.reason


# ------------------------------------------------------------ copies and links in `state`

def test_item6_state_copy_of_sets_up_the_copy_effect(tmp_path) -> None:
    """707.2, 613.2: a Clone set up as a copy of Serra Angel has the Angel's copiable values
    (layer 1), and a copy of that copy copies the Angel too (707.3); the cards stay Clones, so
    each goes to the graveyard as a Clone card."""
    result = run(tmp_path, """
        name: clone of an angel
        state:
          alice:
            hand: [Wrath of God]
            battlefield: [{card: Plains, count: 4}, {card: Clone, copy_of: angel, as: c1}, {card: Clone, copy_of: c1, as: c2}]
          bob:
            battlefield: [{card: Serra Angel, as: angel}]
        do:
          - expect:
              permanents:
                c1: {name: Serra Angel, power: 4, toughness: 4, abilities: [flying, vigilance], mana_cost: "{3}{W}{W}",
                     subtypes: [Angel]}
                c2: {name: Serra Angel, power: 4, toughness: 4, abilities: [flying, vigilance]}
          - alice casts: Wrath of God
          - resolve: all
        expect:
          alice:
            graveyard: {Clone: 2, Wrath of God: 1}
          bob:
            graveyard: [Serra Angel]
    """)
    assert result.passed, result.reason


def test_item6_state_exiled_until_a_permanent_leaves_returns_when_it_leaves(tmp_path) -> None:
    """610.3, 610.3c: a card set up as exiled until Banishing Light leaves comes back under its
    owner's control when Banishing Light is destroyed; without the link it stays in exile."""
    text = """
        name: banished angel comes back
        state:
          alice:
            hand: [Disenchant]
            battlefield: [Plains, Plains]
          bob:
            battlefield: [{card: Banishing Light, as: light}]
            exile: [{card: Serra Angel, until_leaves: light}]
        do:
          - alice casts: Disenchant
            targets: [light]
          - resolve: all
        expect:
          bob:
            battlefield: [Serra Angel]
            graveyard: [Banishing Light]
            exile: []
    """
    result = run(tmp_path, text)
    assert result.passed, result.reason
    unlinked = run(tmp_path, text.replace(", until_leaves: light", ""))
    assert not unlinked.passed
    assert "bob.exile: expected [], got [Serra Angel]" in unlinked.reason


# ------------------------------------------------------------ the mana a permanent could make

def test_item6_could_make_lists_each_amount_of_mana(tmp_path) -> None:
    """106.7, 605.1a: what each mana ability would add now, replacement effects applied (Mana
    Reflection doubles it; Reflecting Pool sees only the lands' types, not the Birds');
    mana is written as symbols in any form."""
    text = """
        name: could make
        state:
          alice:
            battlefield: [Birds of Paradise, Forest, Mana Reflection, Reflecting Pool, Upwelling]
        expect:
          could_make:
            Birds of Paradise: ["{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}"]
            Forest: [GG]
            Reflecting Pool: ["{G}{G}"]
            Mana Reflection: []
    """
    result = run(tmp_path, text)
    assert result.passed, result.reason
    wrong = run(tmp_path, text.replace("Forest: [GG]", "Forest: [G]"))
    assert not wrong.passed
    assert "could_make.Forest: expected [{G}], got [{G}{G}]" in wrong.reason


def test_item6_could_make_of_a_land_with_two_mana_abilities(tmp_path) -> None:
    """605.1a: Tarnished Citadel (Mystery Booster 2, imported for this test) has two mana
    abilities; could_make lists what each would add, and its second can be activated."""
    with registry.scope():
        registry.register_records(card_file_records("mb2"))
        result = run(tmp_path, """
            name: citadel
            state:
              alice:
                battlefield: [Tarnished Citadel]
            expect:
              could_make:
                Tarnished Citadel: ["{C}", "{W}", "{U}", "{B}", "{R}", "{G}"]
              alice:
                can_activate: [{card: Tarnished Citadel, ability: 2}]
        """)
    assert result.passed, result.reason


# ------------------------------------------------------------ an alias with a count

def test_item6_alias_with_a_count_names_a_group_and_each_of_it(tmp_path) -> None:
    """400.7: `bears` names the three Grizzly Bears, `bears#2` the second; a count of the group
    follows its objects into other zones, and `permanents` checks each one on the battlefield."""
    text = """
        name: a group of bears
        state:
          alice:
            battlefield: [{card: Grizzly Bears, count: 3, as: bears}, {card: Grizzly Bears, tapped: true}]
          bob:
            hand: [Shock]
            battlefield: [Mountain]
        do:
          - expect:
              permanents:
                bears: {tapped: false}
          - bob casts: Shock
            targets: [bears#2]
          - resolve: all
        expect:
          alice:
            battlefield: {bears: 2, Grizzly Bears: 3}
            graveyard: {bears: 1}
          permanents:
            bears#1: {tapped: false}
            bears#3: {tapped: false}
    """
    result = run(tmp_path, text)
    assert result.passed, result.reason
    gone = run(tmp_path, text.replace("bears#3: {tapped: false}", "bears: {tapped: false}"))
    assert not gone.passed
    assert "permanents.bears#2: no such permanent on the battlefield" in gone.reason
    ambiguous = run(tmp_path, text.replace("targets: [bears#2]", "targets: [bears]"))
    assert not ambiguous.passed
    assert "'bears' is ambiguous: it names 3 objects (use bears#1 to bears#3)" in ambiguous.reason


def test_item6_name_number_counts_a_card_under_each_face_name(tmp_path) -> None:
    """712 (MDFC), 400.7: `Tanglespan Bridgeworks#2` is the second Bridgeworks Battle card of
    the state by its back face's name, in the hand and, once played, on the battlefield."""
    result = run(tmp_path, """
        name: mdfc numbers
        state:
          alice:
            hand: [Bridgeworks Battle, Bridgeworks Battle]
        do:
          - alice plays: Tanglespan Bridgeworks#2
            choices: [no]
        expect:
          permanents:
            Bridgeworks Battle#2: {name: Tanglespan Bridgeworks, tapped: true}
          alice:
            hand: [Bridgeworks Battle]
    """)
    assert result.passed, result.reason


# ------------------------------------------------------------ tapped and untapped counts

def test_item6_counts_of_tapped_and_untapped_permanents(tmp_path) -> None:
    """302.6, 106.4: paying {1}{G} taps two of three Forests; counts by name, or all of them."""
    text = """
        name: tapped forests
        state:
          alice:
            hand: [Grizzly Bears]
            battlefield: [{card: Forest, count: 3}, {card: Plains, tapped: true}]
        do:
          - alice casts: Grizzly Bears
        expect:
          alice:
            tapped: {Forest: 2, Plains: 1}
            untapped: {Forest: 1}
    """
    result = run(tmp_path, text)
    assert result.passed, result.reason
    total = run(tmp_path, text.replace("untapped: {Forest: 1}", "untapped: 2"))
    assert not total.passed
    assert "alice.untapped: expected 2 cards, got 1 ([Forest])" in total.reason


# ------------------------------------------------------------ could this be done now?

def test_item6_can_and_cannot_checks_do_not_take_the_action(tmp_path) -> None:
    """117.1, 305.1, 307.1: a check that Shock could be cast, a land played and an ability
    activated, and that a sorcery can't be cast on the opponent's turn, changes nothing."""
    text = """
        name: could be done
        state:
          alice:
            hand: [Shock, Forest, Divination, Grizzly Bears]
            battlefield: [Mountain, Llanowar Elves, {card: Island, tapped: true}]
        do:
          - expect:
              alice:
                can_cast: [Shock]
                cannot_cast: [Divination]
                can_play: [Forest]
                can_activate: [{card: Llanowar Elves, ability: 1}]
                cannot_activate: [Island]
        expect:
          alice:
            hand: [Shock, Forest, Divination, Grizzly Bears]
            untapped: {Mountain: 1, Llanowar Elves: 1}
            mana_pool: ""
    """
    result = run(tmp_path, text)
    assert result.passed, result.reason
    both = "can_cast: [Shock]\n                cannot_cast: [Divination]"
    cannot = run(tmp_path, text.replace(both, "can_cast: [Shock, Divination]"))
    assert not cannot.passed
    assert "alice.can_cast: Divination: " in cannot.reason and "pay" in cannot.reason, cannot.reason
    can = run(tmp_path, text.replace(both, "cannot_cast: [Divination, Shock]"))
    assert not can.passed
    assert "alice.cannot_cast: Shock: alice could cast it" in can.reason


# ------------------------------------------------------------ the loader

def test_item6_file_with_no_steps_and_no_expect_is_an_error(tmp_path) -> None:
    """A scenario that checks nothing is refused (naming the file), not passed."""
    path = tmp_path / "empty.yaml"
    path.write_text("name: nothing\nstate:\n  alice:\n    battlefield: [Forest]\n", encoding="utf-8")
    with pytest.raises(ScenarioFileError, match="nothing to check"):
        load(path)
    result = check_file(path)
    assert not result.passed
    assert str(path) in result.reason and "nothing to check" in result.reason


def test_item6_combat_damage_assignment_steps_are_valid(tmp_path) -> None:
    """510.1c-d: `assign:` on an attacks step and `<player> assigns:` are steps of the format."""
    path = tmp_path / "assign.yaml"
    path.write_text("name: x\ndo:\n  - alice attacks: [Leatherback Baloth]\n    assign: {Grizzly Bears: 2, bob: 2}\n"
                    "  - alice assigns: {Grizzly Bears: 2, bob: 2}\n", encoding="utf-8")
    scenario = load(path)
    assert [sorted(step) for step in scenario.data["do"]] == [["alice attacks", "assign"], ["alice assigns"]]


BAD_VALUES = {
    "types_not_a_list": ("expect:\n  permanents:\n    Forest: {types: Land}\n", "types: expected a list of names", 4),
    "subtypes_numbers": ("expect:\n  permanents:\n    Forest:\n      subtypes: [1]\n", "subtypes: expected a list", 5),
    "attacking_text": ("expect:\n  permanents:\n    Forest: {attacking: 'yes'}\n", "attacking: expected true or false", 4),
    "blocking_number": ("expect:\n  permanents:\n    Forest: {blocking: 1}\n", "blocking: expected true or false", 4),
    "permanent_props_list": ("expect:\n  permanents:\n    Forest: [tapped]\n", "expected a mapping of properties", 4),
    "could_make_text": ("expect:\n  could_make:\n    Forest: G\n", "could_make.Forest: expected a list of mana", 4),
    "could_make_bad_mana": ("expect:\n  could_make:\n    Forest: ['{Q}']\n", "'Q' is not a mana type", 4),
    "could_make_empty": ("expect:\n  could_make:\n    Forest: ['']\n", "'' is not mana", 4),
    "tapped_negative": ("expect:\n  alice:\n    tapped: {Forest: -1}\n", "alice.tapped: expected a count", 4),
    "untapped_text": ("expect:\n  alice:\n    untapped: lots\n", "alice.untapped: expected a count", 4),
    "can_cast_number": ("expect:\n  alice:\n    can_cast: [5]\n", "alice.can_cast: expected a card name", 4),
    "can_cast_ability": ("expect:\n  alice:\n    can_cast: [{card: Shock, ability: 1}]\n", "unknown key(s) ability", 4),
    "cannot_activate_no_card": ("expect:\n  alice:\n    cannot_activate:\n      - {ability: 1}\n", "needs 'card: NAME'", 5),
    "can_activate_bad_ability": ("expect:\n  alice:\n    can_activate: [{card: Forest, ability: 0}]\n",
                                 "takes a number from 1", 4),
    "can_play_from_list": ("expect:\n  alice:\n    can_play: [{card: Forest, from: [graveyard]}]\n",
                           "'from' and 'face' take text", 4),
    "copy_of_in_hand": ("state:\n  alice:\n    hand: [{card: Clone, copy_of: Forest}]\n", "copy_of is for an entry in battlefield", 4),
    "copy_of_number": ("state:\n  alice:\n    battlefield: [{card: Clone, copy_of: 3}]\n", "copy_of must be a name", 4),
    "until_leaves_on_battlefield": ("state:\n  alice:\n    battlefield: [{card: Clone, until_leaves: Forest}]\n",
                                    "until_leaves is for an entry in exile", 4),
    "assign_not_numbers": ("do:\n  - alice attacks: [Grizzly Bears]\n    assign: {bob: lots}\n", "assign: takes a mapping", 4),
    "assign_on_a_cast": ("do:\n  - alice casts: Shock\n    assign: {bob: 2}\n", "'alice casts' doesn't take it", 4),
    "assigns_a_list": ("do:\n  - alice assigns: [bob]\n", "alice assigns: takes a mapping", 3),
    "assigns_negative": ("do:\n  - alice assigns: {bob: -1}\n", "alice assigns: takes a mapping", 3),
    "step_expect_bad": ("do:\n  - expect:\n      alice:\n        tapped: [1]\n", "expect.alice.tapped: expected", 5),
}


IGNORED_OPTIONS = {
    "choices_on_resolve": ("  - resolve: all\n    choices: [yes, Grizzly Bears]\n", "choices: 'resolve' doesn't take it", 4),
    "targets_on_attacks": ("  - alice attacks: [Grizzly Bears]\n    targets: [bob]\n", "targets: 'alice attacks' doesn't take it", 4),
    "expect_error_on_chooses": ("  - alice chooses: yes\n    expect_error: x\n", "expect_error: 'alice chooses' doesn't", 4),
    "pay_on_blocks": ("  - bob blocks: {}\n    pay: [Forest]\n", "pay: 'bob blocks' doesn't take it", 4),
}


@pytest.mark.parametrize("case", sorted(IGNORED_OPTIONS))
def test_option_a_step_does_not_use_is_an_error(tmp_path, case: str) -> None:
    """An option on a step that doesn't use it (`choices` on `resolve`) would be silently
    ignored: it is a ScenarioFileError naming the line and the steps that take it."""
    text, problem, line = IGNORED_OPTIONS[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text("name: x\ndo:\n" + text, encoding="utf-8")
    with pytest.raises(ScenarioFileError) as err:
        load(path)
    assert problem in str(err.value), str(err.value)
    assert str(err.value).startswith(f"{path}:{line}: "), str(err.value)


@pytest.mark.parametrize("case", sorted(BAD_VALUES))
def test_item6_bad_values_in_new_keys_name_file_and_line(tmp_path, case: str) -> None:
    """A bad value in a new key is a ScenarioFileError naming the file, the line and the problem."""
    text, problem, line = BAD_VALUES[case]
    path = tmp_path / f"{case}.yaml"
    path.write_text("name: x\n" + text + ("do: [{pass: once}]\n" if not text.startswith(("do", "expect")) else ""),
                    encoding="utf-8")
    with pytest.raises(ScenarioFileError) as err:
        load(path)
    assert problem in str(err.value), str(err.value)
    assert str(err.value).startswith(f"{path}:{line}: "), str(err.value)
