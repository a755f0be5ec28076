"""`manastack analyze DECK`: a deck's mana, measured by goldfishing it with the real engine.

A goldfish game is a real game against an opponent that does nothing (it keeps its hand and
passes).  The deck's player keeps or mulligans by the London mulligan (103.5) as the heuristic
agent decides (seven cards with two to five lands and a spell of mana value three or less, or
one land and a spell of mana value one; six with two to five lands; five with at least one
land; four or fewer always), plays a land each turn (one that adds a colour the deck needs, if
it can) and casts only the spells that develop its mana or dig for it: those with a mana
ability, or whose spell or enters ability searches, draws, scries or looks at the top of the
library (judged from the card's text), and none that deal damage or cost the opponent life.
It never attacks, so the games run to the turn asked for.

At each of its turns, after its land drop and before it casts anything, the referee (this
module, which sees the whole state) notes the lands it controls and its untapped mana sources
(a creature only once it can tap, 302.6).  From those notes, over thousands of seeded games
(game i has seed S + i; even seeds are on the play, odd ones on the draw):

- the probability of hitting each land drop on time (at least N lands at turn N);
- for each card, the probability that the sources at turn N = its mana value can pay its cost,
  colours included, and the same given N lands in play, as in Frank Karsten's method (each
  source makes one mana of one of its colours; hybrid costs take either colour, Phyrexian mana
  may be paid with life, X is 0);
- the lands among the first seven cards (before any mulligan) beside the hypergeometric value,
  a closed form that checks the simulation.

Also the mana curve, and the coloured sources against the colour requirements of each card.
`--lands N` builds the same deck with N lands (`with_lands`) and measures it alongside.
"""

from __future__ import annotations

import functools
import math
import multiprocessing
import re
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field

from manastack.agents.heuristic import HeuristicAgent
from manastack.cards import dsl
from manastack.cards.mana_cost import COLORS, parse_mana_cost
from manastack.cards.registry import card_def, resolve_name
from manastack.decks.decklist import Deck, DeckEntry
from manastack.engine import rng
from manastack.engine.decision import Decision, Option
from manastack.engine.game import Game
from manastack.sim.runner import MAX_SEED, SimError
from manastack.sim.stats import card_key, wilson

DEFAULT_GAMES = 1000
DEFAULT_TURNS = 6  # at least; more when the deck has dearer cards
MAX_TURNS = 15
OPENING_HAND = 7  # 103.5
GOLDFISH_DECK = ["Plains"] * 60  # the opponent's: it never plays a card, and never runs out
MANA_TYPES = (*COLORS, "C")
DIGGING = (
    dsl.Draw,
    dsl.Scry,
    dsl.SearchLibrary,
    dsl.LookAtTopMayReveal,
    dsl.RevealTopCardSort,
    dsl.AddMana,
    dsl.MayPutTopOnBottom,
)
HURTING = (dsl.DealDamage, dsl.DamageEach, dsl.LoseLife, dsl.Fight)
SYMBOL = re.compile(r"\{([^{}]*)\}")


# ---------------------------------------------------------------------------- what the cards say


@dataclass(frozen=True)
class CardFacts:
    """What the analysis needs of a card, from its definition (its printed text)."""

    key: str
    land: bool
    basic: bool
    cost: str | None  # the printed mana cost
    mana_value: int
    pips: dict[str, int]  # coloured mana symbols by colour ({G/W} counts for both)
    produces: tuple[int, str]  # (mana per activation, the colours it can make), (0, "") for none
    develops: bool  # a spell the goldfish player casts


def card_facts(name: str, legacy: tuple = ()) -> CardFacts:
    definition = card_def(resolve_name(name), tuple(legacy))
    face = definition.front
    cost = parse_mana_cost(face.mana_cost)
    pips: Counter = Counter()
    if cost is not None:
        for symbol, count in cost.colored:
            pips[symbol] += count
        for symbol in cost.hybrid:
            for part in symbol.split("/"):
                if part in MANA_TYPES:
                    pips[part] += 1
    produces = _production(face)
    land = "Land" in face.types
    return CardFacts(
        card_key(definition.name, legacy),
        land,
        "Basic" in face.supertypes,
        face.mana_cost,
        cost.mana_value if cost is not None else 0,
        dict(pips),
        produces,
        not land and (produces[0] > 0 or _digs(face)),
    )


def _production(face: dsl.Face) -> tuple[int, str]:
    units, colours = 0, set()
    for ability in face.abilities:
        if not (isinstance(ability, dsl.Activated) and ability.mana):
            continue
        for effect in ability.effects:
            if not isinstance(effect, dsl.AddMana):
                continue
            if effect.mana or effect.one_of:
                for amount in (effect.mana, *effect.one_of):
                    symbols = [s for s in SYMBOL.findall(amount) if s in MANA_TYPES]
                    units = max(units, len(symbols))
                    colours.update(symbols)
            elif effect.any_color or effect.could_produce:
                units = max(units, effect.any_color or 1)
                colours.update(COLORS)
    return units, "".join(t for t in MANA_TYPES if t in colours)


def _digs(face: dsl.Face) -> bool:
    """Whether a spell's own effects or its enters ability dig for or make mana, hurting no one."""
    effects: list = []
    for ability in face.abilities:
        if isinstance(ability, dsl.SpellAbility):
            effects.extend(ability.effects)
            for mode in ability.modes:
                effects.extend(mode.effects)
        elif (
            isinstance(ability, dsl.Triggered)
            and ability.trigger.event == "enters"
            and ability.trigger.self_only
        ):
            effects.extend(ability.effects)
    plain = []
    for effect in effects:
        while isinstance(effect, (dsl.Optional, dsl.Conditional, dsl.IfYouDo)):
            effect = effect.effect
        plain.append(effect)
    return any(isinstance(e, DIGGING) for e in plain) and not any(isinstance(e, HURTING) for e in plain)


def deck_facts(deck: Deck) -> list[tuple[CardFacts, int]]:
    """(facts, copies) for each different card of the main deck, in decklist order."""
    found: dict[str, tuple[CardFacts, int]] = {}
    for entry in deck.main:
        facts = card_facts(entry.name, entry.legacy)
        _, copies = found.get(facts.key, (facts, 0))
        found[facts.key] = (facts, copies + entry.count)
    return list(found.values())


# ---------------------------------------------------------------------------- paying a cost


def can_pay(cost: str | None, sources: Sequence[str]) -> bool:
    """Whether mana sources (one mana each, of one of the colours in its string) can pay a
    mana cost: each coloured symbol from a different source that makes its colour (a hybrid
    symbol either colour, {2/W} also two of any; Phyrexian symbols with life; X = 0), then the
    generic mana from any sources left."""
    parsed = parse_mana_cost(cost)
    if parsed is None:
        return False  # no mana cost: it can't be cast (118.6)
    needs: list[str] = []
    for symbol, count in parsed.colored:
        needs.extend([symbol] * count)
    generic = parsed.generic + parsed.snow
    twos = []
    for symbol in parsed.hybrid:
        parts = symbol.split("/")
        if parts[-1] == "P":
            continue
        if parts[0] == "2":
            twos.append(parts[1])
        else:
            needs.append("".join(parts))
    for paid_as_two in range(len(twos) + 1):  # the first ones paid with two generic, the others by colour
        wanted = needs + twos[paid_as_two:]
        extra = generic + 2 * paid_as_two
        if len(sources) >= len(wanted) + extra and _match(wanted, sources):
            return True
    return False


def _match(wanted: list[str], sources: Sequence[str]) -> bool:
    """Whether every wanted symbol (the colours that may pay it) gets a source of its own that
    makes one of them: a bipartite matching by augmenting paths."""
    owner: dict[int, int] = {}

    def place(need: int, seen: set[int]) -> bool:
        for s, colours in enumerate(sources):
            if s in seen or not any(c in colours for c in wanted[need]):
                continue
            seen.add(s)
            if s not in owner or place(owner[s], seen):
                owner[s] = need
                return True
        return False

    return all(place(need, set()) for need in range(len(wanted)))


# ---------------------------------------------------------------------------- the players


class Passer:
    """The goldfish's opponent: keeps its hand and passes; any other decision, the first option."""

    needs_view = False

    def pick(self, view, decision: Decision) -> Option:
        for option in decision.options:
            if option.kind in ("keep", "pass", "done"):
                return option
        return decision.options[0]


class GoldfishPlayer:
    """The deck's player in a goldfish game (see the module's text); it sees only its view."""

    needs_view = True

    def __init__(self, seed: int, facts: dict[str, CardFacts], demand: dict[str, int]) -> None:
        self.heuristic = HeuristicAgent(seed)
        self.facts = facts  # by card name: the printed card (Built Bear's options aren't in a view)
        self.demand = demand  # coloured symbols in the deck's spells, by colour
        self.hand: dict[int, str] = {}  # its hand's cards by object id, as its last view showed them

    def without_view(self, decision: Decision) -> Option | None:
        """The answer when it needs no new view: declare no attackers; pass when there is
        nothing to play, or only spells it won't cast among the cards its last view showed."""
        if decision.kind == "attackers":
            return next((o for o in decision.options if o.kind == "done"), None)
        if decision.kind != "priority":
            return None
        for option in decision.options:
            if option.kind == "play" or (
                option.kind == "cast"
                and (option.value[0] not in self.hand or self._develops(self.hand[option.value[0]]))
            ):
                return None
        return next((o for o in decision.options if o.kind == "pass"), None)

    def pick(self, view: dict, decision: Decision) -> Option:
        self.hand = hand = {o["id"]: o["name"] for o in view["players"][view["viewer"]].get("hand", [])}
        quick = self.without_view(decision)
        if quick is not None:
            return quick
        if decision.kind != "priority":
            return self.heuristic.pick(view, decision)
        plays = [o for o in decision.options if o.kind == "play"]
        if plays:
            return self._land(view, plays, hand)
        allowed = tuple(
            o
            for o in decision.options
            if o.kind == "pass" or (o.kind == "cast" and self._develops(hand.get(o.value[0])))
        )
        if len(allowed) == 1:
            return allowed[0]
        return self.heuristic.pick(
            view, Decision(decision.player, decision.kind, allowed, decision.prompt, decision.context)
        )

    def _develops(self, name: str | None) -> bool:
        facts = self.facts.get(name) if name is not None else None
        return facts is not None and facts.develops

    def _land(self, view: dict, plays: list[Option], hand: dict[int, str]) -> Option:
        """The land that adds the colours the deck needs most and doesn't have yet."""
        mine = [
            o["name"]
            for o in view["battlefield"]
            if o.get("controller") == view["viewer"] and "Land" in o["types"]
        ]
        have = {c for name in mine if name in self.facts for c in self.facts[name].produces[1]}

        def value(option: Option) -> int:
            facts = self.facts.get(hand.get(option.value[0], ""))
            colours = facts.produces[1] if facts is not None else ""
            return sum(self.demand.get(c, 0) for c in set(colours) - have)

        return max(plays, key=value)  # the first of the best, in hand order


# ---------------------------------------------------------------------------- one goldfish game


@dataclass(frozen=True)
class Snapshot:
    """The mana of the deck's player at one of its turns, after its land drop."""

    lands: int  # lands it controls, tapped or not
    lands_in_play: tuple[str, ...]  # its untapped lands' mana (`_source`)
    lands_in_hand: tuple[str, ...]
    others: tuple[str, ...]  # its other untapped sources

    def can_cast(self, cost: str | None) -> bool:
        """Whether it can pay `cost` now, with the best choice of lands: as many as it has
        untapped in play, picked from those and the lands in its hand (any of which it could
        have played instead, sequencing its land drops for this spell, as in Karsten's method)."""
        return _castable(cost, self.lands_in_play, self.lands_in_hand, self.others)


@functools.lru_cache(maxsize=65536)
def _castable(
    cost: str | None, in_play: tuple[str, ...], in_hand: tuple[str, ...], others: tuple[str, ...]
) -> bool:
    pool = Counter(in_play + in_hand)
    kinds = sorted(pool)

    def choices(i: int, left: int):
        if i == len(kinds):
            if left == 0:
                yield []
            return
        for n in range(min(left, pool[kinds[i]]), -1, -1):
            for rest in choices(i + 1, left - n):
                yield [kinds[i]] * n + rest

    for chosen in choices(0, len(in_play)):
        sources = [mana for source in chosen + list(others) for mana in source.split(",")]
        if can_pay(cost, sources):
            return True
    return False


@dataclass
class GoldfishGame:
    seed: int
    on_play: bool
    mulligans: int
    first_seven_lands: int  # lands among the first seven cards drawn, before any mulligan
    turns: list[Snapshot | None] = field(
        default_factory=list
    )  # at each own turn (index 0: turn 1); None: not seen


def goldfish_game(
    deck: Deck, seed: int, turns: int, facts: dict[str, CardFacts] | None = None
) -> GoldfishGame:
    """One goldfish game with this seed: on the play for an even seed, on the draw for an odd one."""
    facts = facts if facts is not None else _by_name(deck)
    demand = Counter()
    for f in facts.values():
        demand.update(f.pips)
    on_play = seed % 2 == 0
    game = Game.new(
        [deck, GOLDFISH_DECK],
        seed=seed,
        names=["you", "goldfish"],
        max_turns=2 * turns,
        starting_player=0 if on_play else 1,
    )
    player = GoldfishPlayer(rng.derived_seed(seed, "goldfish player"), facts, dict(demand))
    opponent = Passer()
    seen: list[Snapshot | None] = [None] * turns
    own_turn, last_turn = 0, 0
    while not game.over:
        decision = game.decision
        if decision.player == 1:
            game.choose(opponent.pick(None, decision))
            continue
        state = game.state
        if state.turn != last_turn:
            last_turn = state.turn
            own_turn += state.active == 0
        pick = player.without_view(decision) or player.pick(game.view(0), decision)
        if (
            decision.kind == "priority"
            and state.active == 0
            and state.step == "main1"
            and pick.kind != "play"
            and 0 < own_turn <= turns
            and seen[own_turn - 1] is None
        ):
            seen[own_turn - 1] = _mana_in_play(game)
        game.choose(pick)
    return _summary(game, seed, on_play, facts, seen)


def _by_name(deck: Deck) -> dict[str, CardFacts]:
    """The cards' facts by the name a view shows (the first build of a Built Bear stands for all)."""
    found: dict[str, CardFacts] = {}
    for entry in deck.main:
        real = resolve_name(entry.name)
        facts = card_facts(real, entry.legacy)
        for name in (real, card_def(real).front.name):
            found.setdefault(name, facts)
    return found


def _mana_in_play(game: Game) -> Snapshot:
    """The referee's note: the lands the player controls; the mana its untapped lands, the lands
    in its hand and its other untapped sources (a creature only once it can tap: 302.6) make."""
    state = game.state
    me = state.players[0]
    lands, in_play, others = 0, [], []
    for oid in state.battlefield:
        chars = game.chars(oid)
        if chars.controller != 0:
            continue
        land = "Land" in chars.types
        lands += land
        obj = state.objects[oid]
        sick = (
            "Creature" in chars.types and not chars.has("haste") and obj.control_since >= me.turn_began_serial
        )
        if obj.tapped or sick:
            continue
        units, colours = _production(card_def(obj.card, obj.legacy).faces[obj.face])
        if units:
            (in_play if land else others).append(_source(units, colours))
    in_hand = []
    for oid in me.hand:
        obj = state.objects[oid]
        face = card_def(obj.card, obj.legacy).front
        units, colours = _production(face)
        if "Land" in face.types and units:
            in_hand.append(_source(units, colours))
    return Snapshot(lands, tuple(sorted(in_play)), tuple(sorted(in_hand)), tuple(sorted(others)))


def _source(units: int, colours: str) -> str:
    """A source as a string: its colours, once per mana it makes ("G", "CC" for two colourless)."""
    return ",".join([colours] * units)


def _summary(game: Game, seed: int, on_play: bool, facts: dict[str, CardFacts], seen: list) -> GoldfishGame:
    first_seven, mulligans = [], 0
    for event in game.events:
        if (
            event["type"] == "zone_change"
            and event["owner"] == 0
            and event["to"] == "hand"
            and len(first_seven) < 7
        ):
            first_seven.append(event["card"])
        elif event["type"] == "mulligan" and event["player"] == 0:
            mulligans = event["count"]
    lands = sum(1 for name in first_seven if card_facts(name).land)
    return GoldfishGame(seed, on_play, mulligans, lands, seen)


def _chunk(deck: Deck, seeds: Sequence[int], turns: int) -> list[GoldfishGame]:
    facts = _by_name(deck)
    return [goldfish_game(deck, s, turns, facts) for s in seeds]


def run_goldfish(
    deck: Deck,
    games: int,
    seed: int,
    turns: int,
    workers: int = 1,
    progress: Callable[[], None] | None = None,
) -> list[GoldfishGame]:
    """`games` goldfish games with seeds `seed`, `seed + 1`, ... on `workers` local processes;
    the same results, in seed order, for any number of workers."""
    seeds = list(range(seed, seed + games))
    tick = progress or (lambda: None)
    if workers == 1:
        results = []
        facts = _by_name(deck)
        for s in seeds:
            results.append(goldfish_game(deck, s, turns, facts))
            tick()
        return results
    fork = "fork" in multiprocessing.get_all_start_methods() and sys.platform.startswith("linux")
    context = multiprocessing.get_context("fork" if fork else "spawn")
    size = max(1, min(25, games // (workers * 4) or 1))
    results = []
    pool = ProcessPoolExecutor(max_workers=min(workers, games), mp_context=context)
    try:
        pending = {pool.submit(_chunk, deck, seeds[i : i + size], turns) for i in range(0, games, size)}
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                for result in future.result():
                    results.append(result)
                    tick()
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return sorted(results, key=lambda g: g.seed)


# ---------------------------------------------------------------------------- the analysis


@dataclass(frozen=True)
class Estimate:
    """A probability estimated from `hits` in `games`."""

    hits: int
    games: int

    @property
    def value(self) -> float | None:
        return self.hits / self.games if self.games else None

    def to_json(self) -> dict:
        low, high = wilson(self.hits, self.games)
        return {
            "hits": self.hits,
            "games": self.games,
            "p": self.value,
            "interval95": [low, high] if self.games else None,
        }


@dataclass(frozen=True)
class OnCurve:
    card: CardFacts
    copies: int
    turn: int  # its mana value (at least 1): the turn it is cast on curve
    play: Estimate | None  # None: beyond the turns analysed
    draw: Estimate | None
    given_lands: Estimate | None  # given at least `turn` lands then, play and draw together (Karsten)

    def to_json(self) -> dict:
        return {
            "card": self.card.key,
            "copies": self.copies,
            "cost": self.card.cost,
            "turn": self.turn,
            "on_the_play": self.play.to_json() if self.play else None,
            "on_the_draw": self.draw.to_json() if self.draw else None,
            "given_lands": self.given_lands.to_json() if self.given_lands else None,
        }


@dataclass(frozen=True)
class OpeningLands:
    """Lands among the first seven cards: simulated against the hypergeometric probability."""

    lands: int
    simulated: Estimate
    exact: float

    @property
    def z(self) -> float:
        """The difference in standard errors of the exact probability."""
        n = self.simulated.games
        error = math.sqrt(self.exact * (1 - self.exact) / n) if n else 0.0
        return 0.0 if error == 0 else (self.simulated.value - self.exact) / error

    def to_json(self) -> dict:
        return {
            "lands": self.lands,
            "simulated": self.simulated.to_json(),
            "hypergeometric": self.exact,
            "z": self.z,
        }


@dataclass(frozen=True)
class Analysis:
    name: str
    size: int
    lands: int
    seed: int
    games: list[GoldfishGame]
    turns: int
    cards: list[tuple[CardFacts, int]]
    land_drops: dict[str, list[Estimate]]  # "play"/"draw": at least N lands at turn N, N = 1..turns
    on_curve: list[OnCurve]
    opening: list[OpeningLands]

    @property
    def curve(self) -> dict[int, int]:
        """Nonland cards by mana value (copies)."""
        counts: Counter = Counter()
        for facts, copies in self.cards:
            if not facts.land:
                counts[facts.mana_value] += copies
        return dict(sorted(counts.items()))

    @property
    def sources(self) -> dict[str, tuple[int, int]]:
        """By colour: (lands, other cards) in the deck that can make it."""
        found = {}
        for colour in MANA_TYPES:
            lands = sum(n for f, n in self.cards if colour in f.produces[1] and f.land)
            others = sum(n for f, n in self.cards if colour in f.produces[1] and not f.land)
            if lands or others or any(colour in f.pips for f, _ in self.cards):
                found[colour] = (lands, others)
        return found

    @property
    def mean_mulligans(self) -> float:
        return sum(g.mulligans for g in self.games) / len(self.games) if self.games else 0.0

    @property
    def opening_agrees(self) -> bool:
        """Whether every simulated opening-hand probability is within four standard errors of
        the hypergeometric one (the check fails by chance about once in 2000 runs)."""
        return all(abs(row.z) <= 4 for row in self.opening)

    def to_json(self) -> dict:
        return {
            "deck": self.name,
            "cards": self.size,
            "lands": self.lands,
            "seed": self.seed,
            "games": len(self.games),
            "turns": self.turns,
            "mean_mulligans": self.mean_mulligans,
            "curve": {str(k): n for k, n in self.curve.items()},
            "sources": {c: {"lands": land, "others": other} for c, (land, other) in self.sources.items()},
            "requirements": [
                {"card": f.key, "copies": n, "cost": f.cost, "pips": f.pips}
                for f, n in self.cards
                if not f.land and f.pips
            ],
            "land_drops": {side: [e.to_json() for e in rows] for side, rows in self.land_drops.items()},
            "on_curve": [row.to_json() for row in self.on_curve],
            "opening_hand_lands": [row.to_json() for row in self.opening],
            "opening_hand_check_agrees": self.opening_agrees,
        }


def hypergeometric(successes: int, population: int, draws: int, hits: int) -> float:
    """The probability of exactly `hits` successes in `draws` cards drawn without replacement
    from `population` cards of which `successes` are successes."""
    if hits < 0 or hits > draws or hits > successes or draws - hits > population - successes:
        return 0.0
    return (
        math.comb(successes, hits)
        * math.comb(population - successes, draws - hits)
        / math.comb(population, draws)
    )


def default_turns(deck: Deck) -> int:
    """Turns to analyse: enough for the dearest card on curve, at least DEFAULT_TURNS."""
    dearest = max((f.mana_value for f, _ in deck_facts(deck) if not f.land), default=0)
    return max(DEFAULT_TURNS, min(MAX_TURNS, dearest))


def analyze(
    deck: Deck,
    games: int = DEFAULT_GAMES,
    seed: int | None = None,
    turns: int | None = None,
    workers: int = 1,
    progress: Callable[[], None] | None = None,
) -> Analysis:
    """Goldfish `deck` `games` times (seeds `seed`, `seed + 1`, ...) for `turns` of its own turns."""
    if not isinstance(games, int) or games < 2:
        raise SimError(f"the number of goldfish games must be at least 2, not {games!r}")
    if seed is None:
        seed = rng.new_seed()
    if not isinstance(seed, int) or seed < 0 or seed + games - 1 > MAX_SEED:
        raise SimError(f"the seeds {seed}..{seed + games - 1} must lie in 0..2**256 - 1")
    turns = default_turns(deck) if turns is None else turns
    if not isinstance(turns, int) or not 1 <= turns <= MAX_TURNS:
        raise SimError(f"the turns to analyse must be 1 to {MAX_TURNS}, not {turns!r}")
    if not isinstance(workers, int) or workers < 1:
        raise SimError(f"the number of workers must be at least 1, not {workers!r}")
    cards = deck_facts(deck)
    Game.new([deck, GOLDFISH_DECK], seed=seed)  # GameSetupError for a card the engine can't play
    played = run_goldfish(deck, games, seed, turns, workers, progress)
    return _analysis(deck, cards, seed, played, turns)


def _analysis(
    deck: Deck, cards: list[tuple[CardFacts, int]], seed: int, games: list[GoldfishGame], turns: int
) -> Analysis:
    size = sum(n for _, n in cards)
    lands = sum(n for f, n in cards if f.land)
    sides = {"play": [g for g in games if g.on_play], "draw": [g for g in games if not g.on_play]}
    drops = {
        side: [_estimate(played, t, lambda seen, t=t: seen.lands >= t) for t in range(1, turns + 1)]
        for side, played in sides.items()
    }
    on_curve = []
    for facts, copies in cards:
        if facts.land or facts.cost is None:
            continue
        turn = max(1, facts.mana_value)
        if turn > turns:
            on_curve.append(OnCurve(facts, copies, turn, None, None, None))
            continue

        def castable(seen: Snapshot, cost: str = facts.cost) -> bool:
            return seen.can_cast(cost)

        enough = [g for g in games if g.turns[turn - 1] is not None and g.turns[turn - 1].lands >= turn]
        on_curve.append(
            OnCurve(
                facts,
                copies,
                turn,
                _estimate(sides["play"], turn, castable),
                _estimate(sides["draw"], turn, castable),
                _estimate(enough, turn, castable),
            )
        )
    counts = Counter(g.first_seven_lands for g in games)
    opening = [
        OpeningLands(k, Estimate(counts[k], len(games)), hypergeometric(lands, size, OPENING_HAND, k))
        for k in range(OPENING_HAND + 1)
    ]
    return Analysis(deck.name, size, lands, seed, games, turns, cards, drops, on_curve, opening)


def _estimate(games: Sequence[GoldfishGame], turn: int, holds: Callable[[Snapshot], bool]) -> Estimate:
    seen = [g.turns[turn - 1] for g in games if g.turns[turn - 1] is not None]
    return Estimate(sum(1 for s in seen if holds(s)), len(seen))


# ---------------------------------------------------------------------------- other land counts


def with_lands(deck: Deck, lands: int) -> Deck:
    """The deck with `lands` lands and as many cards as before: its basic lands scaled in
    proportion (the largest remainders get the odd ones), and the nonland cards with the most
    copies cut one copy each in turn (the dearest first) to make room, or given one more each in
    turn (the cheapest first) to fill it."""
    facts = [(entry, card_facts(entry.name, entry.legacy)) for entry in deck.main]
    basics = [(e, f) for e, f in facts if f.land and f.basic]
    other_lands = sum(e.count for e, f in facts if f.land and not f.basic)
    spells = [(e, f) for e, f in facts if not f.land]
    current = other_lands + sum(e.count for e, _ in basics)
    if not isinstance(lands, int) or lands < 0:
        raise SimError(f"--lands takes a number of lands, not {lands!r}")
    if not basics and lands != current:
        raise SimError(f"{deck.name or 'the deck'} has no basic lands to add or remove")
    if lands < other_lands:
        raise SimError(
            f"{deck.name or 'the deck'} has {other_lands} nonbasic lands: it can't have only {lands} lands"
        )
    if lands - current > sum(e.count for e, _ in spells):
        raise SimError(f"{deck.name or 'the deck'} has {deck.size} cards: it can't have {lands} lands")
    counts = _scaled([e.count for e, _ in basics], lands - other_lands)
    new_counts = {id(e): n for (e, _), n in zip(basics, counts, strict=True)}
    spell_counts = {id(e): e.count for e, _ in spells}
    change = lands - current
    for _ in range(abs(change)):
        if change > 0:  # a cut: the most copies, the dearest
            entry = max(
                (e for e, _ in spells if spell_counts[id(e)] > 0),
                key=lambda e: (spell_counts[id(e)], _mv(facts, e)),
            )
            spell_counts[id(entry)] -= 1
        else:  # an addition: the most copies, the cheapest
            entry = max((e for e, _ in spells), key=lambda e: (spell_counts[id(e)], -_mv(facts, e)))
            spell_counts[id(entry)] += 1
    new_counts.update(spell_counts)
    main = [DeckEntry(new_counts.get(id(e), e.count), e.name, e.legacy, e.line) for e in deck.main]
    return Deck(
        name=f"{deck.name} ({lands} lands)" if deck.name else f"{lands} lands",
        main=[e for e in main if e.count > 0],
        sideboard=list(deck.sideboard),
    )


def _mv(facts: list[tuple[DeckEntry, CardFacts]], entry: DeckEntry) -> int:
    return next(f.mana_value for e, f in facts if e is entry)


def _scaled(counts: list[int], total: int) -> list[int]:
    """`counts` scaled to add up to `total`: the largest remainders round up (ties: the first)."""
    whole = sum(counts)
    exact = [c * total / whole for c in counts]
    scaled = [math.floor(x) for x in exact]
    by_remainder = sorted(range(len(counts)), key=lambda i: (-(exact[i] - scaled[i]), i))
    for i in by_remainder[: total - sum(scaled)]:
        scaled[i] += 1
    return scaled
