"""Hidden information (400.2, 401.2, 402.3, 406.3, 701.20; issue 14 item 1): at every decision
of random games between all the bundled decks, nothing a player is given -- their view, their
log (`events_for`), and the decisions they answer (prompt, option labels and values, context)
-- names a card in an opponent's hand or in a library, or a card exiled face down, by its name
or by its object id.  The check itself is manastack.hidden_info, which the fuzzer also runs at
every decision.
"""

from __future__ import annotations

import random

import pytest
from support import bundled, position

from manastack.decks import decklist
from manastack.engine.game import Game
from manastack.hidden_info import Secrets, Watcher, ids_in, leak, learn_public_names, strings_in

GAMES = 12
TURN_CAP = 15


def _pairs() -> list[tuple[str, str]]:
    names = decklist.bundled_names()
    return [(names[i % len(names)], names[(i + 1 + i // len(names)) % len(names)]) for i in range(GAMES)]


@pytest.mark.parametrize(("number", "decks"), list(enumerate(_pairs())))
def test_no_view_log_or_decision_names_a_hidden_card(number: int, decks: tuple[str, str]) -> None:
    """400.2, 401.2, 402.3, 406.3: at every decision of a random game, for both players."""
    game = Game.new([bundled(decks[0]), bundled(decks[1])], seed=number, max_turns=TURN_CAP)
    rng = random.Random(number)
    watcher = Watcher(game)
    decisions = 0
    while not game.over:
        problem = watcher.problem()
        assert problem is None, f"{decks} game {number}, decision {decisions}: {problem}"
        decision = game.decision
        game.choose(decision.options[rng.randrange(len(decision.options))])
        decisions += 1
    for viewer in (0, 1):  # an object stays in its zone for good (400.7): none in the whole log
        log = game.events_for(viewer)
        assert len(log) == len(game.log)
        assert not ids_in(log) & Secrets(game, viewer, watcher.public).ids
    assert decisions > 50


def test_the_full_log_would_fail_the_check() -> None:
    """The check finds what the full log tells: the opponent's draws by name and id (so the
    test above can fail)."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=1)
    while game.state.turn == 0:  # the opening hands are drawn
        game.choose(0)
    public: set[str] = set()
    learn_public_names(game.events, public)
    secrets = Secrets(game, 0, public)
    assert ids_in(game.events) & secrets.ids
    assert secrets.named(strings_in(game.events))


def test_a_card_looked_at_may_be_named_in_its_decision_only_701_20e() -> None:
    """701.20e, Jace's +2 ("Look at the top card of target player's library"): its decision
    names that card to its controller, and the check allows it there and nowhere else."""
    d = position({"alice": {"battlefield": [{"card": "Jace, the Mind Sculptor"}]},
                  "bob": {"library": ["Serra Angel", "Swamp"]}})
    game = d.game
    d.act("alice", "activates", "Jace, the Mind Sculptor", ability=1, targets=["bob"])
    d.pass_once()
    assert game.decision.kind == "may" and "Serra Angel" in game.decision.prompt
    public: set[str] = set()
    learn_public_names(game.events, public)
    assert Secrets(game, 0, public).named([game.decision.prompt]) == ["Serra Angel"]
    assert leak(game, 0, game.events_for(0), public) is None
    assert leak(game, 1, game.events_for(1), public) is None


def test_cards_a_spell_revealed_may_be_named_in_its_decision_701_20a() -> None:
    """701.20a, "Target opponent reveals their hand. You choose a nonland card from it.": the
    choice names bob's revealed cards to alice, and the check allows it (they were revealed while
    the spell resolves); before the reveal the same ids would be a leak."""
    from manastack.cards import dsl, registry
    from manastack.cards.oracle import compile_text

    text = "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
    registry.register(dsl.CardDef(name="Test Peek Duress", faces=(dsl.Face(
        name="Test Peek Duress", mana_cost="{0}", types=("Sorcery",),
        abilities=compile_text("Test Peek Duress", text, ("Sorcery",))),), source="test"))
    d = position({"alice": {"hand": ["Test Peek Duress"]}, "bob": {"hand": ["Shock", "Serra Angel", "Forest"]}})
    game = d.game
    hand = set(game.state.players[1].hand)
    assert Secrets(game, 0, set()).option_ids & hand == hand  # hidden before
    d.act("alice", "casts", "Test Peek Duress", targets=["bob"])
    d.pass_until(lambda: game.decision.kind == "card")
    public: set[str] = set()
    learn_public_names(game.events, public)
    assert leak(game, 0, game.events_for(0), public) is None
    assert leak(game, 1, game.events_for(1), public) is None


def test_a_creature_type_that_is_also_a_hidden_cards_name_is_not_a_leak_205_3() -> None:
    """205.3m: "Scarecrow" is a creature type and a card's name.  Choosing a creature type lists
    every type (the check allows it, corpus fuzz seed 5307), but the same word as a card's name in
    a view, or in a prompt or an object's label, is still found."""
    from support import compiled_card

    compiled_card("Scarecrow", "{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures with flying.",
                  ("Artifact", "Creature"), subtypes=("Scarecrow",), power="2", toughness="2")
    compiled_card("Test Tribal Banner", "As Test Tribal Banner enters the battlefield, choose a creature type.\n"
                  "Creatures you control of the chosen type get +1/+1.", ("Enchantment",))
    d = position({"alice": {"hand": ["Test Tribal Banner"]}, "bob": {"hand": ["Scarecrow"]}})
    game = d.game
    d.act("alice", "casts", "Test Tribal Banner")
    d.pass_until(lambda: game.decision.kind == "creature_type")
    assert "Scarecrow" in [o.label for o in game.decision.options]
    public: set[str] = set()
    learn_public_names(game.events, public)
    assert leak(game, 0, game.events_for(0), public) is None
    secrets = Secrets(game, 0, public)
    assert secrets.named(['{"name":"Scarecrow","types":["Creature"]}']) == ["Scarecrow"]
    assert secrets.named([], ["Cast Scarecrow"]) == ["Scarecrow"]
    assert secrets.named(['["Rogue","Scarecrow","Scout"]']) == []


def test_a_known_name_containing_a_hidden_creature_type_name_is_not_a_leak_205_3() -> None:
    """205.3m: "Juggernaut" is a creature type and a card's name.  Alice's own Galvanic Juggernaut
    in her discard labels doesn't name Bob's hidden Juggernaut (corpus fuzz seed 9460); the hidden
    card's own name in a label still does."""
    from support import compiled_card

    compiled_card("Juggernaut", "Juggernaut attacks each combat if able.", ("Artifact", "Creature"),
                  subtypes=("Juggernaut",), power="5", toughness="3")
    compiled_card("Galvanic Juggernaut", "Galvanic Juggernaut attacks each combat if able.", ("Artifact", "Creature"),
                  subtypes=("Juggernaut",), power="5", toughness="5")
    d = position({"alice": {"hand": ["Galvanic Juggernaut"]}, "bob": {"library": ["Juggernaut"]}})
    secrets = Secrets(d.game, 0, set())
    assert "Juggernaut" in secrets.names
    assert secrets.named([], ["Galvanic Juggernaut"]) == []
    assert secrets.named([], ["discard Juggernaut"]) == ["Juggernaut"]


def test_a_word_of_known_rules_text_that_is_a_hidden_cards_name_is_not_a_leak() -> None:
    """A card may be named by a word of rules text ("Remove"). Alice's own Balduvian-style
    creature's "Remove a +1/+0 counter ..." in her view doesn't name Bob's hidden Remove (corpus
    fuzz seed 10760); the hidden card as a name (a "name" field, a card option's label) still does."""
    from support import compiled_card

    compiled_card("Test Remove", "Return target creature to its owner's hand.", ("Instant",), cost="{U}")
    compiled_card("Remove", "Return target attacking creature to its owner's hand.", ("Instant",), cost="{U}")
    compiled_card("Test Counter Hydra", "Remove a +1/+0 counter from ~: ~ gets +1/+1 until end of turn.",
                  ("Creature",), power="2", toughness="2")
    d = position({"alice": {"battlefield": ["Test Counter Hydra"]}, "bob": {"library": ["Remove"]}})
    secrets = Secrets(d.game, 0, set())
    assert "Remove" in secrets.names
    assert secrets.named(["activate Test Counter Hydra: Remove a +1/+0 counter from ~"]) == []
    assert secrets.named(['{"name":"Remove"}']) == ["Remove"]
    assert secrets.named([], ["Remove"]) == ["Remove"]


def test_known_rules_text_is_read_from_a_card_with_an_overload_ability() -> None:
    """702.96a: an overload card's overloaded spell ability has no text of its own; the checker
    reads the card's rules text instead (corpus fuzz seed range 20000 on a889680 stopped with
    an AttributeError). Alice's Electrickery-like card in hand makes its words known."""
    from support import compiled_card

    reminder = ("Overload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by "
                "replacing all instances of \"target\" with \"each.\")")
    compiled_card("Test Sparkery", f"Test Sparkery deals 1 damage to target creature you don't control.\n{reminder}",
                  ("Instant",), cost="{R}")
    compiled_card("Overload", "Return target creature to its owner's hand.", ("Instant",), cost="{U}")
    d = position({"alice": {"hand": ["Test Sparkery"]}, "bob": {"library": ["Overload"]}})
    secrets = Secrets(d.game, 0, set())
    assert "Overload" in secrets.names
    assert secrets.named(["cast Test Sparkery: Overload {1}{R}"]) == []
    assert secrets.named([], ["Overload"]) == ["Overload"]


def test_a_keyword_of_known_rules_text_that_is_a_hidden_cards_name_is_not_a_leak() -> None:
    """702.39: Alice's Sliver lord gives her Slivers provoke (lowercase in its text); the keyword's
    prompt "Provoke: do it?" doesn't name Bob's hidden instant Provoke (corpus fuzz seed 20268,
    Hunter Sliver). The hidden card as a name still counts."""
    from support import compiled_card

    compiled_card("Provoke", "Return target attacking creature to its owner's hand.", ("Instant",), cost="{U}")
    compiled_card("Test Goading Sliver", "All Sliver creatures have provoke.", ("Creature",), subtypes=("Sliver",),
                  power="1", toughness="1")
    d = position({"alice": {"battlefield": ["Test Goading Sliver"]}, "bob": {"library": ["Provoke"]}})
    secrets = Secrets(d.game, 0, set())
    assert "Provoke" in secrets.names
    assert secrets.named(["Provoke: do it?"], ["Provoke: do it?"]) == []
    assert secrets.named(['{"card":"Provoke"}']) == ["Provoke"]
    assert secrets.named([], ["Provoke"]) == ["Provoke"]
