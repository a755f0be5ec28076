"""The scenario runner against its contract (the scenario format; issue 13 items 1-6): what
each step's answers must do, checked against what actually happened."""

from __future__ import annotations

import textwrap
from pathlib import Path

import yaml

from manastack.scenario import Result, check_file
from manastack.scenario.driver import Driver
from manastack.scenario.position import build


def run(tmp_path: Path, text: str) -> Result:
    path = tmp_path / "case.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return check_file(path)


def driver(text: str) -> Driver:
    """A driver at the position `text` states (a scenario's `state`)."""
    return Driver(build(yaml.safe_load(textwrap.dedent(text))["state"]))


# ------------------------------------------------------------ item 1: aliases for casts and plays

def test_item1_casting_by_alias_casts_that_object_and_the_alias_follows_it(tmp_path) -> None:
    """400.7: the alias names the second, differently-optioned Built Bear; it follows the card
    onto the stack and the battlefield."""
    result = run(tmp_path, """
        name: alias cast
        state:
          alice:
            hand: [{card: Built Bear, legacy: [deathtouch]}, {card: Built Bear, legacy: [flash], as: fb}]
            battlefield: [{card: Forest, count: 4}]
        do:
          - alice casts: fb
          - resolve: all
        expect:
          permanents:
            fb: {abilities: [flash], controller: alice}
          alice:
            hand: [Built Bear]
    """)
    assert result.passed, result.reason


def test_item1_casting_by_number_casts_that_object(tmp_path) -> None:
    result = run(tmp_path, """
        name: Name#N cast
        state:
          alice:
            hand: [{card: Built Bear, legacy: [deathtouch]}, {card: Built Bear, legacy: [flash]}]
            battlefield: [{card: Forest, count: 4}]
        do:
          - alice casts: "Built Bear#2"
          - resolve: all
        expect:
          permanents:
            "Built Bear#2": {abilities: [flash]}
    """)
    assert result.passed, result.reason


def test_item1_alias_of_one_of_identical_cards_follows_the_card_cast(tmp_path) -> None:
    """Identical cards are one choice; the aliased one is the one that moves (400.7)."""
    result = run(tmp_path, """
        name: identical cards by alias
        state:
          alice:
            hand: [Grizzly Bears, {card: Grizzly Bears, as: b2}, Forest, {card: Forest, as: f2}]
            battlefield: [{card: Forest, count: 2}]
        do:
          - alice plays: f2
          - alice casts: b2
          - resolve: all
        expect:
          permanents:
            b2: {controller: alice, tapped: false}
            f2: {controller: alice}
          alice:
            hand: [Grizzly Bears, Forest]
    """)
    assert result.passed, result.reason


def test_item1_casting_by_alias_from_the_graveyard(tmp_path) -> None:
    """702.34: flashback from the graveyard, the card named by its alias."""
    result = run(tmp_path, """
        name: flashback by alias
        state:
          alice:
            graveyard: [{card: Think Twice, as: tt}]
            library: [Island, Island]
            battlefield: [{card: Island, count: 3}]
        do:
          - alice casts: tt
            from: graveyard
          - resolve: all
        expect:
          alice:
            hand: 1
            exile: [Think Twice]
            graveyard: []
    """)
    assert result.passed, result.reason


# ------------------------------------------------------------ item 6: why an action can't be taken

def test_item6_action_problem_says_why_and_changes_nothing() -> None:
    """117.1: the reason a cast or play isn't among the player's options; the game is unchanged."""
    d = driver("""
        name: x
        state:
          alice:
            hand: [Divination, Shock, Forest]
            battlefield: [Mountain, Llanowar Elves]
          bob:
            hand: [Lightning Bolt, Grizzly Bears]
            battlefield: [Mountain]
    """)
    before = d.game.to_json()
    assert d.action_problem("alice", "casts", "Shock") is None
    assert d.action_problem("alice", "plays", "Forest") is None
    assert d.action_problem("alice", "activates", "Llanowar Elves") is None
    assert d.action_problem("bob", "casts", "Lightning Bolt") is None  # once alice passes (117.3d)
    assert "can't pay its mana cost" in d.action_problem("alice", "casts", "Divination")
    assert "sorcery speed" in d.action_problem("bob", "casts", "Grizzly Bears")
    assert "isn't in alice's hand" in d.action_problem("alice", "casts", "Lightning Bolt")
    problem = d.action_problem("alice", "plays", "Forest", from_zone="graveyard")
    assert "isn't in alice's graveyard (it is in hand)" in problem
    assert d.game.to_json() == before


def test_item6_cast_problem_names_missing_targets() -> None:
    """601.2c: a spell with no legal target can't be cast."""
    d = driver("""
        name: x
        state:
          alice:
            hand: [Murder]
            battlefield: [{card: Swamp, count: 3}]
    """)
    assert "no legal targets" in d.action_problem("alice", "casts", "Murder")


def test_item6_land_play_problem_says_why() -> None:
    """305.1-305.2: lands are played at sorcery timing, one a turn."""
    d = driver("""
        name: x
        state:
          step: upkeep
          alice:
            hand: [Forest]
    """)
    assert "main phase" in d.action_problem("alice", "plays", "Forest")


# ------------------------------------------------------------ item 2: resolve all

PYROMANCER = """
        name: resolve all with a trigger's targets
        state:
          alice:
            hand: [Viashino Pyromancer]
            battlefield: [{card: Mountain, count: 2}]
        do:
          - alice casts: Viashino Pyromancer
"""


def test_item2_resolve_all_waits_for_a_triggers_targets(tmp_path) -> None:
    """603.3d: the enters trigger's target is chosen from the queued answers; then it resolves."""
    result = run(tmp_path, PYROMANCER + """
            choices: [bob]
          - resolve: all
        expect:
          bob: {life: 18}
          stack: []
    """)
    assert result.passed, result.reason


def test_item2_resolve_all_fails_on_a_triggers_unanswered_targets(tmp_path) -> None:
    result = run(tmp_path, PYROMANCER + """
          - resolve: all
    """)
    assert not result.passed
    assert "unanswered decision: target" in result.reason, result.reason


# ------------------------------------------------------------ item 3: no declaration at all

def test_item3_expect_error_catches_an_attack_nothing_can_make(tmp_path) -> None:
    """302.6: the only creature is summoning sick, so no attackers decision comes; the
    refusal is caught, and "before" is alice's declare attackers step."""
    result = run(tmp_path, """
        name: no attack possible
        state:
          alice:
            battlefield: [{card: Grizzly Bears, sick: true}]
        do:
          - alice attacks: [Grizzly Bears]
            expect_error: "summoning sick"
        expect:
          step: declare_attackers
          active: alice
          bob: {life: 20}
    """)
    assert result.passed, result.reason


def test_item3_expect_error_catches_a_block_with_nothing_attacking(tmp_path) -> None:
    """508.8: without attackers there is no declare blockers step to block in."""
    result = run(tmp_path, """
        name: blocks with no attackers
        state:
          alice:
            battlefield: [Grizzly Bears]
          bob:
            battlefield: [Savannah Lions]
        do:
          - bob blocks: {Savannah Lions: Grizzly Bears}
            expect_error: "no attacking creatures"
    """)
    assert result.passed, result.reason


# ------------------------------------------------------------ item 4: answers checked

def test_item4_menace_blocked_by_one_creature_is_refused(tmp_path) -> None:
    """702.111b: the engine would complete the block with the only other blocker; the runner
    refuses the block as named and leaves the game as it was."""
    result = run(tmp_path, """
        name: menace
        state:
          alice:
            battlefield: [Goblin Dark-Dwellers]
          bob:
            battlefield: [Grizzly Bears, Savannah Lions]
        do:
          - alice attacks: [Goblin Dark-Dwellers]
          - bob blocks: {Grizzly Bears: Goblin Dark-Dwellers}
            expect_error: "menace"
          - expect:
              step: declare_blockers
              permanents:
                Grizzly Bears: {blocking: false}
          - bob blocks: {}
          - pass: until main2
        expect:
          bob: {life: 16}
    """)
    assert result.passed, result.reason


def test_item4_pay_naming_the_wrong_permanent_is_refused_with_one_plan(tmp_path) -> None:
    """601.2g: only the Forest can pay {G}; `pay: [Mountain]` isn't how it was paid."""
    result = run(tmp_path, """
        name: wrong pay
        state:
          alice:
            hand: [Llanowar Elves]
            battlefield: [Forest, Mountain]
        do:
          - alice casts: Llanowar Elves
            pay: [Mountain]
            expect_error: "not how it was paid"
          - alice casts: Llanowar Elves
            pay: [Forest]
          - resolve: all
        expect:
          permanents:
            Mountain: {tapped: false}
            Forest: {tapped: true}
    """)
    assert result.passed, result.reason


def test_item4_unusable_x_modes_and_targets_fail(tmp_path) -> None:
    """Answers that the action never asked for are refused, not dropped (700.2, 601.2b-c)."""
    result = run(tmp_path, """
        name: unused answers
        state:
          alice:
            hand: [Shock]
            battlefield: [Mountain]
        do:
          - alice casts: Shock
            targets: [bob]
            x: 3
            expect_error: "x: 3 can't be used"
          - alice casts: Shock
            targets: [bob]
            modes: [2]
            expect_error: "modes [2] can't be used"
          - alice activates: Mountain
            targets: [bob]
            expect_error: "not a legal target"
        expect:
          alice: {hand: [Shock], mana_pool: ""}
    """)
    assert result.passed, result.reason


CONTAMINATION = """
        name: unless cost
        state:
          step: untap
          alice:
            library: [Island]
            battlefield: [Contamination, Grizzly Bears, Llanowar Elves]
        do:
"""


def test_item4_yes_pays_an_unless_cost_with_the_answer_that_follows(tmp_path) -> None:
    """118.12a: "sacrifice Contamination unless you sacrifice a creature": yes, Grizzly Bears."""
    result = run(tmp_path, CONTAMINATION + """
          - alice chooses: [yes, Grizzly Bears]
          - resolve: all
        expect:
          alice: {graveyard: [Grizzly Bears]}
    """)
    assert result.passed, result.reason


def test_item4_no_declines_an_unless_cost(tmp_path) -> None:
    """118.12a: not paying the "unless" cost: Contamination itself is sacrificed."""
    result = run(tmp_path, CONTAMINATION + """
          - alice chooses: no
          - resolve: all
        expect:
          alice: {graveyard: [Contamination]}
    """)
    assert result.passed, result.reason


AUGUR = """
        name: you may reveal
        state:
          alice:
            hand: [Augur of Bolas]
            library: [Shock, Island, Forest]
            battlefield: [{card: Island, count: 2}]
        do:
          - alice casts: Augur of Bolas
"""


def test_item4_yes_folds_into_a_card_choice_with_a_nothing_option(tmp_path) -> None:
    """Augur of Bolas: "you may reveal an instant or sorcery card": yes, Shock."""
    result = run(tmp_path, AUGUR + """
            choices: [yes, Shock, Island]
          - resolve: all
        expect:
          alice: {hand: [Shock]}
    """)
    assert result.passed, result.reason


def test_item4_no_picks_the_nothing_option(tmp_path) -> None:
    result = run(tmp_path, AUGUR + """
            choices: [no, Island, Forest]
          - resolve: all
        expect:
          alice: {hand: []}
    """)
    assert result.passed, result.reason


# ------------------------------------------------------------ item 6: new step forms

COLOSSUS = """
        name: trample assignment
        state:
          alice:
            battlefield: [Darksteel Colossus]
          bob:
            battlefield: [Leatherback Baloth]
        do:
          - alice attacks: [Darksteel Colossus]
"""


def test_item6_assign_as_an_option_of_attacks(tmp_path) -> None:
    """510.1c-d, 702.19c: lethal damage to the blocker, the rest to bob."""
    result = run(tmp_path, COLOSSUS + """
            assign: {Leatherback Baloth: 5, bob: 6}
          - bob blocks: {Leatherback Baloth: Darksteel Colossus}
          - pass: until main2
        expect:
          bob: {life: 14, graveyard: [Leatherback Baloth]}
    """)
    assert result.passed, result.reason


def test_item6_assigns_step_refuses_an_illegal_assignment(tmp_path) -> None:
    """702.19c: with trample, the blocker must be assigned lethal damage before the player."""
    result = run(tmp_path, COLOSSUS + """
          - bob blocks: {Leatherback Baloth: Darksteel Colossus}
          - alice assigns: {Leatherback Baloth: 1, bob: 10}
            expect_error: "not a legal assignment"
          - alice assigns: {Leatherback Baloth: 11}
          - pass: until main2
        expect:
          bob: {life: 20, graveyard: [Leatherback Baloth]}
    """)
    assert result.passed, result.reason


def test_item6_declining_a_cost_to_attack_leaves_that_creature_home(tmp_path) -> None:
    """508.1h: Ghostly Prison's {2} is paid for Grizzly Bears, not for Savannah Lions, which
    therefore doesn't attack."""
    result = run(tmp_path, """
        name: decline a cost to attack
        state:
          alice:
            battlefield: [Grizzly Bears, Savannah Lions, {card: Plains, count: 2}]
          bob:
            battlefield: [Ghostly Prison]
        do:
          - alice attacks: [Grizzly Bears, Savannah Lions]
            choices: [yes, no]
          - pass: until main2
        expect:
          bob: {life: 18}
          permanents:
            Savannah Lions: {tapped: false}
            Grizzly Bears: {tapped: true}
    """)
    assert result.passed, result.reason


def test_item6_a_failure_ends_with_the_last_events(tmp_path) -> None:
    result = run(tmp_path, """
        name: failing
        state:
          alice:
            hand: [Shock]
            battlefield: [Mountain]
        do:
          - alice casts: Shock
            targets: [bob]
          - resolve: all
        expect:
          bob: {life: 19}
    """)
    assert not result.passed
    assert result.reason.endswith("last events: alice casts Shock / Shock resolves / "
                                  "Shock deals 2 damage to bob / bob loses 2 life]"), result.reason


def test_item6_cant_cast_says_why(tmp_path) -> None:
    """307.1: a creature spell in the opponent's turn is refused for its timing."""
    result = run(tmp_path, """
        name: timing
        state:
          active: bob
          alice:
            hand: [Grizzly Bears]
            battlefield: [{card: Forest, count: 2}]
        do:
          - alice casts: Grizzly Bears
            expect_error: "only at sorcery speed"
    """)
    assert result.passed, result.reason


def test_a_name_two_spells_on_the_stack_share_is_ambiguous(tmp_path) -> None:
    """The format: a name that matches more than one thing where one is needed fails; two Shocks
    on the stack are two objects (400.7), unlike identical cards in a hand. An alias picks one."""
    state = """
        state:
          alice:
            hand: [{card: Shock, as: first}, {card: Shock, as: second}]
            battlefield: [{card: Mountain, count: 2}]
          bob:
            hand: [Negate]
            battlefield: [{card: Island, count: 2}]
        do:
          - alice casts: first
            targets: [bob]
          - alice casts: second
            targets: [bob]
    """
    ambiguous = run(tmp_path, "\n        name: ambiguous" + state + """
          - bob casts: Negate
            targets: [Shock]
    """)
    assert not ambiguous.passed and "ambiguous" in ambiguous.reason, ambiguous.reason
    named = run(tmp_path, "\n        name: by alias" + state + """
          - bob casts: Negate
            targets: [first]
          - resolve: all
        expect:
          bob: {life: 18, graveyard: [Negate]}
          alice: {graveyard: {Shock: 2}}
    """)
    assert named.passed, named.reason


def test_an_assign_that_is_the_only_legal_assignment_is_checked_not_left_unused(tmp_path) -> None:
    """510.1c: a creature without trample blocked by one creature assigns it all its damage, the
    only legal assignment, which the engine makes itself: the `assign:` is checked against the
    damage dealt (and used up), and one that says otherwise fails the scenario."""
    scenario = """
        name: the only assignment
        state:
          alice:
            battlefield: [Grizzly Bears]
            library: [Island]
          bob:
            battlefield: [Glory Seeker]
            library: [Island]
        do:
          - alice attacks: [Grizzly Bears]
            assign: {ASSIGN}
          - bob blocks: {Glory Seeker: Grizzly Bears}
          - pass: until main2
        expect:
          bob: {life: 20, graveyard: [Glory Seeker]}
    """
    right = run(tmp_path, scenario.replace("ASSIGN", "Glory Seeker: 2"))
    assert right.passed, right.reason
    wrong = run(tmp_path, scenario.replace("ASSIGN", "bob: 2"))
    assert not wrong.passed and "not how the combat damage was assigned" in wrong.reason, wrong.reason
