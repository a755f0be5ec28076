"""Hidden information (400.2, 401.2, 402.3, 406.3, 701.20; issue 14 item 1): at every decision
of random games between all the bundled decks, nothing a player is given -- their view, their
log (`events_for`), and the decisions they answer (prompt, option labels and values, context)
-- names a card in an opponent's hand or in a library, or a card exiled face down, by its name
or by its object id.

The forbidden set is built from the full state at each decision: the ids of those objects, and
their names unless the name is known to the player some other way (a card of their own deck, a
name that has been public: on the battlefield, the stack, in a graveyard or face-up exile, cast,
played or revealed).
"""

from __future__ import annotations

import random
import re

import pytest
from support import bundled, position

from manastack.cards import dsl
from manastack.cards.registry import ability_from_ref
from manastack.decks import decklist
from manastack.engine.game import Game

GAMES = 12
TURN_CAP = 15
PUBLIC = {"battlefield", "stack", "graveyard", "exile", "command"}
# Fields of views and events that hold one object's id, or lists of them.
ID_KEYS = {"id", "obj", "new", "source", "by", "by_obj", "attacker", "attached_to", "item", "to"}
ID_LIST_KEYS = {"affected", "attackers"}
# Option kinds whose value is an object, and those whose value starts with one.
OBJECT_OPTIONS = {"card", "object", "self", "keep", "replacement"}
LEADING_OBJECT_OPTIONS = {"cast", "play", "activate", "attack", "block"}


def _walk(data, key=None):
    """(key, value) for every atom inside `data`, with the key of the dict it is in."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _walk(v, k)
    elif isinstance(data, (list, tuple)):
        if len(data) == 2 and data[0] == "obj":
            yield "obj", data[1]
        for v in data:
            yield from _walk(v, key)
    else:
        yield key, data


def _ids(data) -> set[int]:
    return {v for k, v in _walk(data) if type(v) is int and (k in ID_KEYS or k in ID_LIST_KEYS)}


def _strings(data) -> list[str]:
    return [v for _k, v in _walk(data) if isinstance(v, str)]


def _option_ids(option) -> set[int]:
    value = option.value
    found = {value} if option.kind in OBJECT_OPTIONS and type(value) is int else set()
    if option.kind in LEADING_OBJECT_OPTIONS and isinstance(value, (list, tuple)) and value:
        found.add(value[0])
        if option.kind == "block":
            found.add(value[1])
    return found | {v for k, v in _walk(value) if k == "obj" and type(v) is int}


def _looked_at(game: Game) -> set[int]:
    """The cards the resolving ability lets its controller look at (701.20e): the top card of
    the target player's library (MayPutTopOnBottom); its decision may name that card."""
    state = game.state
    if not state.stack or state.stack[-1].kind == "spell":
        return set()
    item = state.stack[-1]
    if len(item.ability) != 4:  # a keyword's ability: no looking
        return set()
    effects = getattr(ability_from_ref(item.ability), "effects", ())
    if not any(isinstance(effect, dsl.MayPutTopOnBottom) for effect in effects):
        return set()
    players = [t[1] for slot in item.targets for t in slot if t[0] == "player"]
    return {state.players[p].library[0] for p in players if state.players[p].library}


def _learn_public_names(events: list[dict], names: set[str]) -> None:
    """Add the names that these events of the full log made public."""
    for e in events:
        kind = e["type"]
        if kind == "zone_change" and ({e["from"], e["to"]} & PUBLIC) and not e.get("face_down"):
            names.add(e["card"])
            names.add((e.get("lki") or {}).get("name"))
        elif kind in ("cast", "reveal", "play_land", "discard"):
            names.add(e.get("card"))
            names.add(e.get("name"))
        elif kind == "activate":
            names.add(e["ability"][0])
    names.discard(None)


class Secrets:
    """What `viewer` must not be told, at one moment of the game."""

    def __init__(self, game: Game, viewer: int, public: set[str], looking_at: set[int] = frozenset()) -> None:
        state = game.state
        objects = state.objects
        opponents = [p for p in state.players if p.index != viewer]
        secret = [o for p in opponents for o in p.hand + p.library]
        secret += [o for o in state.exile if objects[o].face_down]
        secret = [o for o in secret if o not in looking_at]
        # Ids: also the viewer's own library, in their view and log (not in their own search).
        self.option_ids = set(secret)
        self.ids = set(secret) | set(state.players[viewer].library)
        known = public | {n for o in looking_at for n in (objects[o].card, game.chars(o).name)} | {objects[o].card for o in objects if objects[o].owner == viewer}
        known |= {game.chars(o).name for o in objects if objects[o].zone in PUBLIC and not objects[o].face_down}
        known |= {face for name in known for face in name.split(" // ")}  # a card's name tells its faces' names
        names = {n for o in secret for n in (objects[o].card, game.chars(o).name)} - known
        self.names = names
        self.pattern = re.compile("|".join(rf"\b{re.escape(n)}\b" for n in sorted(names))) if names else None

    def named(self, texts: list[str]) -> list[str]:
        if self.pattern is None:
            return []
        return sorted({m.group(0) for text in texts for m in self.pattern.finditer(text)})


def _check(game: Game, viewer: int, log: list[dict], public: set[str], where: str) -> None:
    decision = game.decision
    deciding = decision is not None and decision.player == viewer
    secrets = Secrets(game, viewer, public, _looked_at(game) if deciding else set())
    view = game.view(viewer)
    for what, data in (("view", view), ("log", log)):
        leaked = _ids(data) & secrets.ids
        assert not leaked, f"{where}: player {viewer}'s {what} has the ids {sorted(leaked)} of hidden objects"
        names = secrets.named(_strings(data))
        assert not names, f"{where}: player {viewer}'s {what} names hidden cards {names}"
    if deciding:
        texts = [decision.prompt] + [o.label for o in decision.options] + _strings(decision.context)
        names = secrets.named(texts)
        assert not names, f"{where}: player {viewer}'s {decision.kind} decision names hidden cards {names}"
        leaked = set().union(*(_option_ids(o) for o in decision.options)) | _ids(decision.context)
        leaked &= secrets.option_ids
        assert not leaked, f"{where}: player {viewer}'s {decision.kind} decision has hidden ids {sorted(leaked)}"


def _pairs() -> list[tuple[str, str]]:
    names = decklist.bundled_names()
    return [(names[i % len(names)], names[(i + 1 + i // len(names)) % len(names)]) for i in range(GAMES)]


@pytest.mark.parametrize(("number", "decks"), list(enumerate(_pairs())))
def test_no_view_log_or_decision_names_a_hidden_card(number: int, decks: tuple[str, str]) -> None:
    """400.2, 401.2, 402.3, 406.3: at every decision of a random game, for both players."""
    game = Game.new([bundled(decks[0]), bundled(decks[1])], seed=number, max_turns=TURN_CAP)
    rng = random.Random(number)
    seen = [0, 0]
    public: set[str] = set()
    decisions = 0
    while not game.over:
        _learn_public_names(game.log.since(seen[0]), public)
        for viewer in (0, 1):
            new = game.events_for(viewer, seen[viewer])
            seen[viewer] += len(new)
            _check(game, viewer, new, public, f"{decks} game {number}, decision {decisions}")
        decision = game.decision
        game.choose(decision.options[rng.randrange(len(decision.options))])
        decisions += 1
    for viewer in (0, 1):  # an object stays in its zone for good (400.7): none in the whole log
        log = game.events_for(viewer)
        assert len(log) == len(game.log)
        assert not _ids(log) & Secrets(game, viewer, public).ids
    assert decisions > 50


def test_the_full_log_would_fail_the_check() -> None:
    """The check finds what the full log tells: the opponent's draws by name and id (so the
    test above can fail)."""
    game = Game.new([bundled("red-aggro"), bundled("green-stompy")], seed=1)
    while game.state.turn == 0:  # the opening hands are drawn
        game.choose(0)
    public: set[str] = set()
    _learn_public_names(game.events, public)
    secrets = Secrets(game, 0, public)
    assert _ids(game.events) & secrets.ids
    assert secrets.named(_strings(game.events))


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
    _learn_public_names(game.events, public)
    assert Secrets(game, 0, public).named([game.decision.prompt]) == ["Serra Angel"]
    _check(game, 0, game.events_for(0), public, "Jace's +2")
    _check(game, 1, game.events_for(1), public, "Jace's +2")
