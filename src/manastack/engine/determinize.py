"""Determinization: a full Game that agrees with everything one player knows (issue 18).

`game.determinize(player, rng)` (or `determinize(game, player, rng)`) returns a new Game, built from a clone, in which the cards
`player` can't see are dealt again at random: the other players' hands, every library, the
other players' cards outside the game but a revealed companion (400.11b, 103.2b), and cards
exiled face down (406.3).  What the player knows stays as it is:

- everything in their view (the battlefield, graveyards, face-up exile, the stack, their own
  hand, every zone's size) and their log (`game.events_for(player)`): the determinized game's
  view and log for that player are the real ones;
- cards known to be in a hidden place, learnt from that log: a card returned to an opponent's
  hand, revealed there, or found by a revealed search; a card put on top of a library (their
  own Brainstorm, a revealed top card, as Goblin Guide and Delver of Secrets reveal it) stays
  at its place from the top until the library is shuffled or reordered (then it is only known
  to be somewhere in the library); a card put into a library is known to be there;
- the cards of their own library that their pending decision names (a search shows them).

Where a hidden card may come from.  The cards dealt are the cards the player hasn't seen, as
open decklists make them known: each player's deck less the cards that are public or in the
viewer's hand.  Each player's hidden cards are dealt only into that player's hidden zones.
Which hidden object gets which card, and which objects make up a hand and a library, follow
from the generator alone: two games that the player can't tell apart (the same view and log)
give the same determinized games for the same generator.  An opponent's face-down spells and
permanents (708.5) are dealt again too, from the same cards, one with a morph ability where
there is one (702.37c: a card cast face down has morph).  The game's own generator is replaced
by one drawn from `rng` too, so nothing the determinized game shuffles or picks at random
foretells the real game's.

The determinized game's event log is the player's own log (hidden cards and their ids left
out), so no view or log of the determinized game, for any seat, names a card the player
didn't see.  A `Determinizer` computes what the player knows once and deals any number of
determinized games from it (a search agent samples one per iteration)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import rng as engine_rng
from manastack.engine.state import EXILE, HAND, LIBRARY, GameState, replaced_object


class Game(Protocol):
    """What determinization needs of a game (the facade, engine/game.py, which this module can't
    import: the facade's `Game.determinize` uses it)."""

    @property
    def state(self) -> GameState: ...

    def events_for(self, player: int, since: int = 0) -> list[dict]: ...

    def view(self, player: int, log: bool = True) -> dict: ...

    def fork(self) -> Game: ...

    def with_log(self, events: list[dict]) -> Game: ...


# Zone changes that take the top card of a library (121.2 drawing, 701.13 milling).
_FROM_TOP = frozenset({"draw", "mill"})
# Events after which a library's order is no longer known (701.20a: a shuffle; 701.22 scry;
# 701.25a surveil), as engine/player_log.py has them.
_REORDERING = frozenset({"shuffle", "scry", "surveil", "library_reorder"})
# Option kinds whose value is an object, or a tuple that starts with one.
_OBJECT_VALUE = frozenset({"card", "object", "self", "keep"})
_LEADING_OBJECT = frozenset({"cast", "play", "activate", "attack", "block"})


@dataclass
class PlayerKnowledge:
    """What the viewer knows of one player's hidden zones."""

    hand: Counter = field(default_factory=Counter)  # cards known to be in the hand (another player's)
    top: list = field(default_factory=list)  # the library from the top: a card name, or None for unknown
    inside: Counter = field(default_factory=Counter)  # cards known to be in the library, place unknown

    def forget_order(self) -> None:
        """The library's order is lost (a shuffle): its known cards are only known to be in it."""
        self.inside.update(name for name in self.top if name is not None)
        self.top = []

    def forget_library(self) -> None:
        self.top = []
        self.inside = Counter()

    def take_from_library(self, name: str | None, from_top: bool) -> str | None:
        """A card left the library (named, or None if the viewer didn't see which): returns the
        card known to have left, if any."""
        if from_top:
            front = self.top.pop(0) if self.top else None
            if name is not None and front not in (None, name):
                self.forget_library()  # what was known doesn't fit what happened: know less
                return name
            known = front if front is not None else name
            if known is not None and front is None and self.inside[known] > 0:
                self.inside[known] -= 1
            return known
        if name is None:  # an unseen card taken from anywhere in it: any known card may be gone
            self.forget_library()
            return None
        if name in self.top:
            self.top.remove(name)
        elif self.inside[name] > 0:
            self.inside[name] -= 1
        return name


class Knowledge:
    """What `viewer` knows of every player's hidden zones, learnt from their log."""

    def __init__(self, players: int, viewer: int) -> None:
        self.viewer = viewer
        self.players = [PlayerKnowledge() for _ in range(players)]
        self._reveal: tuple[int, str, str] | None = None  # (owner, zone, card) revealed just now

    @classmethod
    def from_events(cls, events: list[dict], players: int, viewer: int) -> Knowledge:
        knowledge = cls(players, viewer)
        for event in events:
            knowledge.learn(event)
        knowledge._settle_reveal(None)
        return knowledge

    def learn(self, event: dict) -> None:
        kind = event["type"]
        self._settle_reveal(event)
        if kind == "zone_change":
            self._zone_change(event)
        elif kind in _REORDERING:
            self.players[event["player"]].forget_order()
        elif kind == "reveal" and event.get("zone") in (HAND, LIBRARY) and event.get("card") is not None:
            self._reveal = (event["player"], event["zone"], event["card"])

    def _settle_reveal(self, event: dict | None) -> None:
        """A revealed card that the next event doesn't move stays where it was revealed: in a
        hand, or on top of a library (the cards that reveal a library's top card)."""
        if self._reveal is None:
            return
        owner, zone, name = self._reveal
        if event is not None and event["type"] == "reveal":
            return  # the reveal event itself
        self._reveal = None
        if (
            event is not None
            and event["type"] == "zone_change"
            and event["owner"] == owner
            and event["from"] == zone
            and event.get("card") == name
        ):
            return  # it moves now: the zone change says where to
        known = self.players[owner]
        if zone == HAND:
            if owner != self.viewer:
                known.hand[name] = max(known.hand[name], 1)
        elif not known.top or known.top[0] is None:
            known.top[:1] = [name]
        elif known.top[0] != name:
            known.forget_library()

    def _zone_change(self, event: dict) -> None:
        owner, name, cause = event["owner"], event.get("card"), event.get("cause", "")
        if owner is None or not 0 <= owner < len(self.players):
            return
        known = self.players[owner]
        source, destination = event["from"], event["to"]
        moved = name
        if source == HAND and owner != self.viewer:
            if name is not None and known.hand[name] > 0:
                known.hand[name] -= 1
            elif name is None and +known.hand:
                known.hand = Counter()  # an unseen card left: it may have been a known one
        elif source == LIBRARY:
            moved = known.take_from_library(name, cause in _FROM_TOP)
        if destination == HAND and owner != self.viewer and moved is not None:
            known.hand[moved] += 1
        elif destination == LIBRARY:
            if cause == "put_back":  # on top of the library, the last put back on top
                known.top.insert(0, moved)
            else:  # anywhere (shuffled in, put on the bottom): the order above is lost
                known.forget_order()
                if moved is not None:
                    known.inside[moved] += 1


class Determinizer:
    """Deals determinized games for one player at one moment of a game.  What the player knows
    is computed at the first `sample` (not at all for an agent that answers without sampling)."""

    def __init__(self, game: Game, player: int) -> None:
        game.events_for(player, len(game.log))  # IllegalAction for a player who isn't in the game
        self.game = game
        self.player = player
        self._base: Game | None = None
        self._knowledge: Knowledge | None = None
        self._shown_hands: frozenset[int] = frozenset()

    def _prepare(self) -> tuple[Game, Knowledge]:
        if self._base is None or self._knowledge is None:
            events = self.game.events_for(self.player)
            self._knowledge = Knowledge.from_events(events, len(self.game.state.players), self.player)
            # a plain Game, whatever subclass records the real one, whose log is the player's own
            base = self.game.with_log(events)
            view = base.view(self.player)  # builds the per-player logs once: each sample's clone shares them
            # 402.3: hands the player sees (their own; others played revealed) are kept as they are
            self._shown_hands = frozenset(p["index"] for p in view["players"] if "hand" in p)
            self._base = base
        return self._base, self._knowledge

    def sample(self, rng: random.Random) -> Game:
        """A new Game consistent with what the player knows, its hidden cards dealt by `rng`."""
        base, knowledge = self._prepare()
        game = base.fork()
        state = game.state
        fixed = self._named_by_decision(game)
        for p in state.players:
            _deal(game, p.index, knowledge, fixed, rng, p.index in self._shown_hands)
        state.rng = engine_rng.from_seed(rng.getrandbits(256))
        if state.decision is not None and state.decision.player != self.player:
            state.decision = None  # another player's options named their real cards: asked again
        return game

    def _named_by_decision(self, game: Game) -> set[int]:
        """Objects of the player's own library that their pending decision shows them, or that
        the answers already given in the same stage of the effect named: cards looked at and
        chosen before this decision, still in the library until the effect moves them (Augur of
        Bolas's revealed card while the rest are ordered for the bottom).  The engine replays the
        stage's answers when the decision is answered, so they must be where they were."""
        decision = game.state.decision
        if decision is None or decision.player != self.player:
            return set()
        library = set(game.state.players[self.player].library)
        found = set()
        stage = game.state.agenda[-1].answers if game.state.agenda else []
        for option in (*stage, *decision.options):
            value = option.value
            if option.kind in _LEADING_OBJECT and type(value) is tuple and value:
                value = value[0]
            if option.kind in _OBJECT_VALUE | _LEADING_OBJECT and type(value) is int and value in library:
                found.add(value)
        return found


def determinize(game: Game, player: int, rng: random.Random) -> Game:
    """A full Game consistent with everything `player` knows (their view and their log), the
    cards they haven't seen dealt at random by `rng` (see the module's text)."""
    return Determinizer(game, player).sample(rng)


def _has_morph(card: str, legacy: tuple) -> bool:
    """702.37a-b: whether a card has morph or megamorph."""
    return any(isinstance(a, dsl.Keyword) and a.name in ("morph", "megamorph") for a in card_def(card, legacy).front.abilities)


def _deal(game: Game, owner: int, knowledge: Knowledge, fixed: set[int], rng: random.Random,
          hand_shown: bool) -> None:
    """Deal again the hidden cards of one player: their hand (unless the viewer sees it: their
    own, or one played revealed), library and face-down exile, keeping the known ones in their
    places."""
    state = game.state
    objects = state.objects
    player = state.players[owner]
    viewer = knowledge.viewer
    known = knowledge.players[owner]
    hand = [] if hand_shown else list(player.hand)
    # 400.11b: another player's cards outside the game, but a revealed companion (103.2b)
    sideboard = [oid for oid in player.sideboard if oid != player.companion] if owner != viewer else []
    library = list(player.library)
    face_down = [oid for oid in state.exile if objects[oid].owner == owner and objects[oid].face_down]
    in_play = [oid for oid in (*state.battlefield, *(item.obj for item in state.stack if item.obj is not None))
               if owner != viewer and objects[oid].owner == owner and objects[oid].face_down]  # 708.5
    movable = sorted(oid for oid in hand + library + sideboard if oid not in fixed)
    if not movable and not face_down and not in_play:
        return
    pool = sorted((objects[oid].card, objects[oid].legacy) for oid in movable + face_down + in_play)
    cards: dict[str, list[tuple]] = {}
    for card in pool:
        cards.setdefault(card[0], []).append(card)

    def take(name: str | None) -> tuple | None:
        found = cards.get(name) if name is not None else None
        return found.pop() if found else None

    # Slots: ("hand", i) and ("library", position); the fixed objects keep theirs.
    library_slots = [i for i, oid in enumerate(library) if oid not in fixed]
    dealt: dict[tuple[str, int], tuple] = {}
    for position, name in zip(library_slots, known.top, strict=False):
        card = take(name)
        if card is not None:
            dealt[("library", position)] = card
    hand_slots = list(range(len(hand)))
    wanted = sorted(known.hand.elements())
    for slot, name in zip(hand_slots, wanted, strict=False):
        card = take(name)
        if card is not None:
            dealt[("hand", slot)] = card
    open_library = [("library", i) for i in library_slots if ("library", i) not in dealt]
    rng.shuffle(open_library)
    for name in sorted(known.inside.elements()):
        if open_library:
            card = take(name)
            if card is not None:
                dealt[open_library.pop()] = card
    for oid in in_play:  # 702.37c: a card with morph, where one is left
        left = sorted(card for group in cards.values() for card in group)
        with_morph = [card for card in left if _has_morph(*card)]
        card = rng.choice(with_morph or left)
        cards[card[0]].remove(card)
        objects[oid] = replaced_object(objects[oid], card=card[0], legacy=card[1])
    rest = sorted(card for group in cards.values() for card in group)
    rng.shuffle(rest)
    slots = [("hand", i) for i in hand_slots if ("hand", i) not in dealt] + sorted(open_library)
    slots += [("exile", i) for i in range(len(face_down))]
    slots += [("sideboard", i) for i in range(len(sideboard))]
    for slot, card in zip(slots, rest, strict=True):
        dealt[slot] = card
    # Which object is which: the movable ids in order, hand first, then the library from the top.
    ids = iter(movable)
    new_hand = [next(ids) for _ in hand_slots]
    new_library = [oid if oid in fixed else next(ids) for oid in library]
    new_sideboard = [next(ids) for _ in sideboard]
    for slot, oid in (
        [(("hand", i), oid) for i, oid in enumerate(new_hand)]
        + [(("library", i), oid) for i, oid in enumerate(new_library) if oid not in fixed]
        + [(("exile", i), oid) for i, oid in enumerate(face_down)]
        + [(("sideboard", i), oid) for i, oid in enumerate(new_sideboard)]
    ):
        card, legacy = dealt[slot]  # a new object in its place: the clone shares the original's
        objects[oid] = replaced_object(objects[oid], card=card, legacy=legacy,
                                       zone=EXILE if slot[0] == "exile" else slot[0])
    if not hand_shown:
        player.hand[:] = new_hand
        player.sideboard[:] = new_sideboard + [oid for oid in player.sideboard if oid == player.companion]
    player.library[:] = new_library
    game.invalidate()
