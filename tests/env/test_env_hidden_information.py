"""No observation carries an opponent's hidden card (400.2, 401.2, 402.3, 406.3; issue 17):
observations are built from game.view(player) and game.events_for(player) only.

Three checks, at every agent step of random games through both environments, for both players:
the card indexes in the entity tables are those of cards the player may see, never more copies
of a card than are in zones they see; the text observation names no hidden card and no hidden
object's id (manastack.hidden_info.Secrets, as the fuzzer checks views); and replacing every
card the player can't see by another card changes neither observation."""

from __future__ import annotations

import re
from collections import Counter

import numpy as np

from manastack import hidden_info
from manastack.decks import decklist
from manastack.env import aec_env
from manastack.env.encoding import CARD_TABLES, Encoder, card_index
from manastack.env.options import Presenter
from manastack.env.session import Session
from manastack.env.text import LogReader, render

PUBLIC = ("battlefield", "stack", "graveyard", "exile")


def _visible_cards(game, viewer: int) -> Counter:
    """Card indexes of the objects `viewer` may see (trusted test code reads the state)."""
    state = game.state
    seen: Counter = Counter()
    for obj in state.objects.values():
        if obj.zone in PUBLIC and not obj.face_down or obj.zone == "hand" and obj.owner == viewer:
            seen[card_index(game.chars(obj.id).name)] += 1
    for item in state.stack:  # abilities on the stack show their source's card
        if item.obj is None and item.source in state.objects:
            seen[card_index(game.chars(item.source).name)] += 1
        elif item.obj is None and item.source_lki:
            seen[card_index(item.source_lki.get("name"))] += 1
    return seen


def _hidden_names(game, viewer: int) -> set[str]:
    state = game.state
    opponent = state.players[1 - viewer]
    return {state.objects[o].card for o in opponent.hand + opponent.library}


def test_card_indexes_are_only_of_cards_the_player_sees() -> None:
    """Every card index in every table is a card in a zone the viewer sees, counted no more
    times than it is there: a card of the opponent's hand or a library never shows."""
    checked = 0
    for game_number, pair in enumerate(
        [
            ("red-aggro", "white-blue-control"),
            ("black-midrange", "green-stompy"),
            ("mystery-booster-playtest", "white-weenie"),
        ]
    ):
        env = aec_env(decks=pair, max_turns=14)
        env.reset(seed=game_number)
        rng = np.random.default_rng(game_number)
        for _agent in env.agent_iter(500):
            game = env.session.game
            for viewer, name in enumerate(env.possible_agents):
                if name not in env.agents:
                    continue
                obs = env.observe(name)["observation"]
                shown = Counter(int(c) for table in CARD_TABLES for c in obs[f"{table}_card"] if c)
                visible = _visible_cards(game, viewer)
                assert not shown - visible, (game_number, viewer, shown - visible)
                hand_rows = obs["hand"][:, 0] == 1
                assert sorted(obs["hand_card"][hand_rows]) == sorted(
                    card_index(game.chars(o).name) for o in game.state.players[viewer].hand
                )
                checked += 1
            obs, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert checked > 300


def test_text_observations_name_no_hidden_card_and_no_hidden_id() -> None:
    """The text observation (view, log, numbered options) passes the fuzzer's hidden-information
    check: no name of a card in the opponent's hand or a library, exiled face down, unless
    public some other way, and no id of such an object (hidden_info.Secrets)."""
    deck = decklist.load("white-blue-control").game_cards()
    other = decklist.load("mystery-booster-playtest").game_cards()
    checked = 0
    for seed in range(3):
        session = Session.new([deck, other], seed, (0, 1), {}, Presenter(), max_turns=12)
        readers = {0: LogReader(), 1: LogReader()}
        public: set[str] = set()
        read = 0
        rng = np.random.default_rng(seed)
        while not session.over:
            game = session.game
            hidden_info.learn_public_names(game.log.since(read), public)
            read = len(game.log)
            for viewer in (0, 1):
                text = render(game, viewer, session.offer, readers[viewer])
                secrets = hidden_info.Secrets(game, viewer, public)
                assert not secrets.named([text]), (seed, viewer, secrets.named([text]))
                ids = {int(found) for found in re.findall(r"\[([0-9]+)\]", text)}
                assert not ids & secrets.ids, (seed, viewer, ids & secrets.ids)
                checked += 1
            session.act(int(rng.integers(len(session.offer.options))))
    assert checked > 100


def _disguised(game, viewer: int):
    """A copy of the game in which every card `viewer` can't see is another card: changed in
    the copy only (`Game.edit_object`: the clone shares its libraries' and hands' objects, frozen)."""
    copy = game.clone()
    state = copy.state
    hidden = [o for p in state.players for o in p.library] + state.players[1 - viewer].hand
    hidden += [o for o in state.exile if state.objects[o].face_down]
    for oid in hidden:
        copy.edit_object(oid).card = "Grizzly Bears" if state.objects[oid].card != "Grizzly Bears" else "Shock"
    copy.invalidate()
    assert all(game.state.objects[oid].card != state.objects[oid].card for oid in hidden)
    return copy


def test_observations_do_not_change_when_the_hidden_cards_do() -> None:
    """The same position with every hidden card replaced gives the same array and text
    observations to the player who can't see them."""
    decks = [decklist.load("green-stompy").game_cards(), decklist.load("red-aggro").game_cards()]
    compared = 0
    for seed in range(2):
        session = Session.new(decks, seed, (0, 1), {}, Presenter(), max_turns=10)
        rng = np.random.default_rng(seed)
        steps = 0
        while not session.over and steps < 120:
            viewer = session.deciding
            other = 1 - viewer
            for who in (viewer, other):
                offer = session.offer if who == viewer else None
                real, disguised = session.game, _disguised(session.game, who)
                hand = real.state.players[1 - who].hand
                assert not hand or [real.chars(o).name for o in hand] != [
                    disguised.chars(o).name for o in hand
                ]
                a, b = Encoder().encode(real, who, offer), Encoder().encode(disguised, who, offer)
                assert all(np.array_equal(a[k], b[k]) for k in a), (seed, steps, who)
                assert render(real, who, offer, None) == render(disguised, who, offer, None)
                compared += 1
            session.act(int(rng.integers(len(session.offer.options))))
            steps += 1
    assert compared > 100
