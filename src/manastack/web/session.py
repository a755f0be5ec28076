"""A game played through the browser: its seats (humans and AIs), the decision loop, auto-pass,
rewinds, saving, and the message each seat is sent.  No web framework here: the server
(`manastack.web.server`) carries these messages over WebSockets, and the tests drive a
session directly too.

What a seat is sent (`GameSession.message`) is built from `game.view(seat)` and
`game.events_for(seat)` alone (DESIGN.md principle 8), and from the pending decision when it is
that seat's: its options' labels and kinds, with the visible objects and players each option
names (so a click on a card can answer it).  A seat answers with an option's index, which
`game.choose` validates; an illegal answer changes nothing.

Rewinds (601.2, 602.2; 508.1, 509.1): a human who begins to cast a spell, activate an ability,
declare attackers or declare blockers may cancel until the action is complete (the spell
becomes cast, the ability is activated, the declaration is made): the game goes back to the
copy made before the first choice (`Game.clone`), with everything returned.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from manastack.agents import make_agent
from manastack.engine import rng
from manastack.engine.decision import Decision, IllegalAction, ManastackError, Option
from manastack.engine.mana import mana_abilities
from manastack.play import EventWriter
from manastack.web.savefile import RecordedGame, agent_seed, write_save

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
PRIORITY_STEPS = tuple(s for s in STEPS if s not in ("untap", "cleanup"))  # 502.4, 514.3
DEFAULT_STOPS_MINE = ("main1", "declare_blockers", "main2")
DEFAULT_STOPS_THEIRS = ("declare_blockers", "end")
# Actions a human may cancel before they are complete, and the events that complete them.
REWINDABLE = frozenset({"cast", "activate", "attack", "block"})
COMPLETING = frozenset({"cast", "activate", "attackers_declared", "blockers_declared"})
# Option kinds whose value is an object, whose value begins with one, and pairs of objects.
OBJECT_OPTIONS = frozenset({"card", "object", "self", "keep"})
LEADING_OBJECT_OPTIONS = frozenset({"play", "cast", "activate", "attack"})
PICKED_KINDS = frozenset({"attack", "block", "target"})
MAX_AI_CHOICES = 200_000  # in one advance: far more than any game has
MAX_NAME = 40


class SessionError(ManastackError):
    """A client's message that can't be carried out; the message says why (nothing changed)."""


def ai_levels() -> list[str]:
    """The AI players one can play against, easiest first: the levels `make_agent` knows
    (easy, medium, hard) if it has levels, then the agents by name."""
    from manastack import agents

    levels = list(getattr(agents, "LEVELS", {}))
    return (
        levels
        + [name for name in ("random", "heuristic", "search") if name in agents.AGENTS]
        + sorted(name for name in agents.AGENTS if name not in ("random", "heuristic", "search"))
    )


def level_known(level: object, levels: list[str]) -> bool:
    """Whether `level` names an AI: a level or agent, or a spec with a budget where the agents
    take specs (hard:200it)."""
    from manastack import agents

    problem = getattr(agents, "spec_problem", None)
    if problem is not None:
        return isinstance(level, str) and problem(level) is None
    return level in levels


def default_level() -> str:
    levels = ai_levels()
    return "medium" if "medium" in levels else "heuristic"


def agent_choice(agent, game, decision: Decision) -> Option:
    """The agent's answer, given what it needs: its view, and for a searching agent its seat's
    determinizer (manastack.agents.decide, where there is one)."""
    from manastack import agents

    decide = getattr(agents, "decide", None)
    if decide is not None:
        return decide(agent, game, decision)
    view = game.view(decision.player) if getattr(agent, "needs_view", True) else None
    return agent.pick(view, decision)


@dataclass
class Settings:
    """A human seat's auto-pass settings.  Priority is passed for them unless they stop: at
    the steps they chose (of their own turn and of the other players' turns), when the
    stack holds something new of another player's, and never when they could do something
    other than pass or tap for mana with `skip_trivial` off."""

    stops_mine: set[str] = field(default_factory=lambda: set(DEFAULT_STOPS_MINE))
    stops_theirs: set[str] = field(default_factory=lambda: set(DEFAULT_STOPS_THEIRS))
    skip_trivial: bool = True  # pass when all one could do is pass or tap for mana
    auto_pay: bool = False  # pay with the least-waste plan without asking
    pass_own_spells: bool = True  # pass when one's own spell or ability is on top of the stack

    def to_json(self) -> dict:
        return {
            "stops_mine": sorted(self.stops_mine, key=STEPS.index),
            "stops_theirs": sorted(self.stops_theirs, key=STEPS.index),
            "skip_trivial": self.skip_trivial,
            "auto_pay": self.auto_pay,
            "pass_own_spells": self.pass_own_spells,
        }

    def update(self, data: dict) -> None:
        """Change the settings a client sent; refuses unknown keys and steps."""
        if not isinstance(data, dict):
            raise SessionError("settings must be an object")
        known = {"stops_mine", "stops_theirs", "skip_trivial", "auto_pay", "pass_own_spells"}
        unknown = set(data) - known
        if unknown:
            raise SessionError(f"unknown setting(s): {', '.join(sorted(map(str, unknown)))[:200]}")
        for key in ("stops_mine", "stops_theirs"):
            if key in data:
                steps = data[key]
                if not isinstance(steps, list) or not all(
                    isinstance(s, str) and s in PRIORITY_STEPS for s in steps
                ):
                    raise SessionError(
                        f"{key} must be a list of steps with priority: {', '.join(PRIORITY_STEPS)}"
                    )
        for key in ("skip_trivial", "auto_pay", "pass_own_spells"):
            if key in data and not isinstance(data[key], bool):
                raise SessionError(f"{key} must be true or false")
        for key, value in data.items():
            setattr(self, key, set(value) if key.startswith("stops") else value)


@dataclass
class Seat:
    """One player of a session: a human (who holds `token`) or an AI agent."""

    index: int
    name: str
    kind: str  # "human" | "ai"
    level: str = ""
    agent: object = None
    token: str = ""
    settings: Settings = field(default_factory=Settings)
    until_turn: tuple | None = None  # passing until the end of this turn: (turn, stack item ids)
    picks: list[dict] = field(default_factory=list)  # attackers, blockers, targets picked so far
    # The seat's log, read from game.events_for(index): lines, events read, and what the
    # summoning-sickness marks need (302.6).
    epoch: int = 0
    lines: list[str] = field(default_factory=list)
    seen: int = 0
    writer: EventWriter | None = None
    arrived: dict[int, int] = field(default_factory=dict)  # permanent id -> event index it arrived at
    turn_began: dict[int, int] = field(default_factory=dict)  # player -> event index their last turn began
    reads: list[int] = field(default_factory=list)  # the log's length at each read: the lines' batches

    def describe(self) -> dict:
        return {"kind": self.kind, "level": self.level} if self.kind == "ai" else {"kind": "human"}


class GameSession:
    """One game between seats; a server keeps one per game being played."""

    def __init__(self, game: RecordedGame, seats: list[Seat], saves: Path | None = None) -> None:
        self.id = secrets.token_urlsafe(9)
        self.game = game
        self.seats = seats
        self.saves = saves
        self.join_code = secrets.token_urlsafe(12)
        self._rewind: tuple[int, int, RecordedGame] | None = None  # (seat, log size, the game before)
        self.advance()

    # ------------------------------------------------------------------ creating

    @classmethod
    def create(
        cls,
        decks: list,
        names: list[str],
        seats: list[dict],
        seed: int | None = None,
        deck_names: list[str] | None = None,
        max_turns: int | None = None,
        saves: Path | None = None,
    ) -> GameSession:
        """A new game: `seats` says for each player {"kind": "human"} or {"kind": "ai", "level": L}."""
        if seed is None:
            seed = rng.new_seed()
        game = RecordedGame.start(decks, seed=seed, names=names, deck_names=deck_names, max_turns=max_turns)
        return cls(game, make_seats(game, seats), saves)

    def seat_for(self, token: object) -> Seat | None:
        """The human seat whose token this is."""
        if not isinstance(token, str) or not token:
            return None
        for seat in self.seats:
            if seat.kind == "human" and seat.token and secrets.compare_digest(seat.token, token):
                return seat
        return None

    def open_seat(self) -> Seat | None:
        """A human seat nobody has joined yet (the one a join link gives)."""
        return next((s for s in self.seats if s.kind == "human" and not s.token), None)

    def join(self, code: object) -> Seat:
        """Take the open human seat with the game's join code."""
        if not isinstance(code, str) or not secrets.compare_digest(code, self.join_code):
            raise SessionError("that join link is not this game's")
        seat = self.open_seat()
        if seat is None:
            raise SessionError("nobody else can join this game: every seat is taken")
        seat.token = secrets.token_urlsafe(18)
        return seat

    # ------------------------------------------------------------------ the loop

    def advance(self) -> None:
        """Answer the decisions that no human needs to see: the AI's, and the priority a human
        passes by their auto-pass settings; stop at a human's decision or the game's end."""
        game = self.game
        for _ in range(MAX_AI_CHOICES):
            if game.over:
                break
            decision = game.decision
            seat = self.seats[decision.player]
            if seat.kind == "ai":
                game.choose(agent_choice(seat.agent, game, decision))
                continue
            if self._passes_for(seat, decision):
                game.choose(0)
                continue
            if decision.kind == "pay_mana" and seat.settings.auto_pay and decision.options[0].kind == "pay":
                game.choose(0)  # the least-waste plan (the engine lists it first)
                continue
            break
        self._drop_finished_rewind()

    def _passes_for(self, seat: Seat, decision: Decision) -> bool:
        """Whether to pass this priority decision for the human by their settings."""
        if decision.kind != "priority" or decision.options[0].kind != "pass":
            return False
        view = self.game.view(seat.index)
        stack = view["stack"]
        theirs = [item["id"] for item in stack if item["controller"] != seat.index]
        if seat.until_turn is not None:
            turn, known = seat.until_turn
            if view["turn"] == turn and all(item in known for item in theirs):
                seat.until_turn = (turn, tuple(i["id"] for i in stack))
                return True
            seat.until_turn = None
        trivial = all(self._trivial(option) for option in decision.options)
        if trivial and seat.settings.skip_trivial:
            return True
        if stack:
            return stack[0]["controller"] == seat.index and seat.settings.pass_own_spells
        stops = seat.settings.stops_mine if view["active"] == seat.index else seat.settings.stops_theirs
        return view["step"] not in stops

    def _trivial(self, option: Option) -> bool:
        """Passing, or tapping a permanent for mana (a mana ability, 605)."""
        if option.kind == "pass":
            return True
        if option.kind != "activate":
            return False
        oid, index = option.value[0], option.value[1]
        return oid in self.game.state.objects and any(i == index for i, _ in mana_abilities(self.game.kernel, oid))

    # ------------------------------------------------------------------ a client's messages

    def act(self, seat: Seat, message: object) -> str | None:
        """Carry out a message from `seat`'s client: choose, cancel, concede, settings, pass
        until the end of the turn, save.  Returns a note to show (the save's file name), or
        raises SessionError, changing nothing."""
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            raise SessionError('a message is a JSON object with a "type"')
        kind = message["type"]
        if kind == "choose":
            self._choose(seat, message)
            return None
        if kind == "cancel":
            self._cancel(seat)
            return None
        if kind == "concede":
            if self.game.over:
                raise SessionError("the game is over")
            self._rewind = None
            self.game.concede(seat.index)
            self.advance()
            return None
        if kind == "settings":
            seat.settings.update(message.get("settings"))
            self.advance()
            return None
        if kind == "save":
            return self.save().name
        raise SessionError(
            f"unknown message type {kind[:40]!r}; the types are choose, cancel, concede, settings, save"
        )

    def _choose(self, seat: Seat, message: dict) -> None:
        game = self.game
        decision = game.decision
        if decision is None:
            raise SessionError("the game is over; there is nothing to choose")
        if decision.player != seat.index:
            raise SessionError(f"it is {self.seats[decision.player].name}'s decision, not yours")
        seq = message.get("seq")
        if seq is not None and seq != len(game.actions):
            raise SessionError("that decision has already been answered (the board has changed)")
        index = message.get("option")
        if not isinstance(index, int) or isinstance(index, bool):
            raise SessionError("option must be the index of one of the decision's options")
        if not 0 <= index < len(decision.options):
            raise SessionError(
                f"there is no option {index}: the options are 0 to {len(decision.options) - 1}"
            )
        option = decision.options[index]
        until = message.get("until_end_of_turn", False)
        if until is not False and (until is not True or option.kind != "pass"):
            raise SessionError("until_end_of_turn goes with passing priority")
        if option.kind in REWINDABLE and self._rewind is None:
            self._rewind = (seat.index, len(game.log), game.clone())
        try:
            game.choose(index)
        except IllegalAction as err:
            raise SessionError(str(err)) from None
        if option.kind in PICKED_KINDS:
            if seat.picks and seat.picks[-1]["kind"] != option.kind:
                seat.picks = []
            seat.picks.append({"kind": option.kind, "label": option.label, "refs": self._refs(option)[0]})
        else:
            seat.picks = []
        if until:
            seat.until_turn = (
                game.view(seat.index)["turn"],
                tuple(i["id"] for i in game.view(seat.index)["stack"]),
            )
        self.advance()

    def _rewindable_for(self, seat: Seat) -> bool:
        """Whether `seat` is in the middle of an action it may still cancel."""
        if self._rewind is None or self._rewind[0] != seat.index:
            return False
        decision = self.game.decision
        if decision is None or decision.player != seat.index or decision.kind == "priority":
            return False
        since = self.game.events_for(seat.index, self._rewind[1])
        return not any(e["type"] in COMPLETING for e in since)

    def _drop_finished_rewind(self) -> None:
        if self._rewind is not None and not self._rewindable_for(self.seats[self._rewind[0]]):
            self._rewind = None

    def _cancel(self, seat: Seat) -> None:
        if not self._rewindable_for(seat):
            raise SessionError("there is nothing to cancel: the action is complete, or none was begun")
        assert self._rewind is not None
        self.game = self._rewind[2]
        self._rewind = None
        seat.picks = []
        view_of = self.game.view
        for each in self.seats:  # each seat's log as it was: read again in the same batches
            reads = [size for size in each.reads if size <= len(self.game.log)]
            each.epoch += 1
            each.lines, each.seen, each.writer, each.reads = [], 0, None, []
            each.arrived, each.turn_began = {}, {}
            for size in reads:
                self._read_log(each, view_of(each.index), size)

    # ------------------------------------------------------------------ saving

    def save_seats(self) -> list[dict]:
        return [seat.describe() for seat in self.seats]

    def save(self) -> Path:
        """Write the game to the server's saves folder; returns the file."""
        if self.saves is None:
            raise SessionError("this server keeps no saved games (it was started without a saves folder)")
        self.saves.mkdir(parents=True, exist_ok=True)
        game = self.game
        stem = "-".join(_safe(s.name) for s in self.seats)
        path = self.saves / f"{stem}-turn{game.state.turn}-{secrets.token_hex(3)}.json"
        return write_save(path, game, self.save_seats())

    # ------------------------------------------------------------------ what a seat is sent

    def message(self, seat: Seat, lines_sent: int = 0) -> dict:
        """Everything `seat`'s client shows: its view, its log lines from `lines_sent` on,
        its decision if it has one, and how the game stands."""
        game = self.game
        view = game.view(seat.index)
        self._read_log(seat, view)
        view.pop("log", None)  # the log comes as lines (below), from the same per-player log
        decision = game.decision
        mine = decision is not None and decision.player == seat.index
        visible = visible_ids(view)
        return {
            "type": "state",
            "game": self.id,
            "seat": seat.index,
            "epoch": seat.epoch,
            "view": view,
            "log": {"from": lines_sent, "lines": seat.lines[lines_sent:]},
            "sick": sorted(self._summoning_sick(seat, view)),
            "circled": circled_options(view),
            "decision": self._decision_for(seat, decision, view, visible) if mine else None,
            "waiting_for": None if decision is None or mine else self.seats[decision.player].name,
            "cancellable": self._rewindable_for(seat),
            "picks": seat.picks if mine else [],
            "settings": seat.settings.to_json(),
            "players": [
                {
                    "name": s.name,
                    "kind": s.kind,
                    "level": s.level,
                    "deck": game.setup["deck_names"][s.index] if game.setup else "",
                }
                for s in self.seats
            ],
            "open_seat": self.open_seat() is not None,
            "result": self._result(seat, view) if view["over"] else None,
        }

    def _read_log(self, seat: Seat, view: dict, end: int | None = None) -> None:
        """Turn the seat's new events (up to `end`) into log lines, and note what the
        summoning-sickness marks need.  Lines are written a batch at a time (a run of draws
        is one line), so the batches are remembered."""
        events = self.game.events_for(seat.index, seat.seen)
        if end is not None:
            events = events[: end - seat.seen]
        if not events:
            return
        note_arrivals(events, seat.arrived, seat.turn_began)
        if seat.writer is None:
            seat.writer = EventWriter(self.game, seat.index)
        seat.writer.learn_view(view)
        seat.lines.extend(seat.writer.lines(events))
        seat.seen += len(events)
        seat.reads.append(seat.seen)

    def _summoning_sick(self, seat: Seat, view: dict) -> list[int]:
        return summoning_sick(view, seat.arrived, seat.turn_began)

    def _refs(self, option: Option, visible: set[int] | None = None) -> tuple[list[int], list[int]]:
        """The objects and players an option names, the objects only if the seat sees them."""
        objects: list[int] = []
        players: list[int] = []
        kind, value = option.kind, option.value
        if kind in OBJECT_OPTIONS and type(value) is int:
            objects.append(value)
        elif kind in LEADING_OBJECT_OPTIONS and type(value) is tuple and value:
            objects.append(value[0])
            if kind == "attack":
                _pair(value[1], objects, players)
        elif kind == "block" and type(value) is tuple and len(value) == 2:
            objects.extend(value)
        elif kind == "target" and type(value) is tuple:
            _pair(value, objects, players)
        elif kind == "assign" and type(value) is tuple and value and type(value[0]) is tuple:
            objects.extend(v for v in value[0] if type(v) is int)
        if visible is not None:
            objects = [o for o in objects if o in visible]
        return objects, players

    def _decision_for(self, seat: Seat, decision: Decision, view: dict, visible: set[int]) -> dict:
        options = []
        for index, option in enumerate(decision.options):
            objects, players = self._refs(option, visible)
            entry = {
                "i": index,
                "kind": option.kind,
                "label": option.label,
                "refs": objects,
                "players": players,
            }
            if decision.kind == "priority" and option.kind == "activate" and self._trivial(option):
                entry["mana"] = True  # tapping for mana: shown on the permanent, not among the actions
            if option.kind == "pay":
                entry["taps"], entry["pool"] = plan_sources(option.value, view, seat.index)
            options.append(entry)
        return {
            "kind": decision.kind,
            "prompt": decision.prompt,
            "seq": len(self.game.actions),
            "options": options,
        }

    def _result(self, seat: Seat, view: dict) -> dict:
        winner = view["winner"]
        lines = [
            line
            for line in seat.lines
            if " loses the game " in line
            or line.endswith(" concedes")
            or line.startswith("the game is a draw")
        ]
        if winner is None:
            headline = "The game is a draw."
        elif winner == seat.index:
            headline = "You win!"
        else:
            headline = f"You lose: {self.seats[winner].name} wins."
        return {"winner": winner, "headline": headline, "reasons": lines[-4:], "turn": view["turn"]}


def note_arrivals(events: list[dict], arrived: dict[int, int], turn_began: dict[int, int]) -> None:
    """Note from a player's log what the summoning-sickness marks need: the event at which
    each permanent arrived on the battlefield, and at which each player's last turn began."""
    for event in events:
        if event["type"] == "zone_change" and event["to"] == "battlefield" and event["new"] is not None:
            arrived[event["new"]] = event["n"]
        elif event["type"] == "turn_begin":
            turn_began[event["active"]] = event["n"]


def summoning_sick(view: dict, arrived: dict[int, int], turn_began: dict[int, int]) -> list[int]:
    """302.6: the creatures that have not been under their controller's control since that
    player's most recent turn began (without haste, 702.10), read from the log: a creature
    that arrived after that turn began (or before their first turn)."""
    sick = []
    for obj in view["battlefield"]:
        if "Creature" not in obj["types"] or "haste" in obj["keywords"]:
            continue
        began = turn_began.get(obj["controller"])
        if began is None or arrived.get(obj["id"], -1) > began:
            sick.append(obj["id"])
    return sick


def _pair(value, objects: list[int], players: list[int]) -> None:
    """An ("obj", id) or ("player", index) pair."""
    if type(value) is tuple and len(value) == 2 and type(value[1]) is int:
        if value[0] == "obj":
            objects.append(value[1])
        elif value[0] == "player":
            players.append(value[1])


def visible_ids(view: dict) -> set[int]:
    """The ids of the objects a view shows, spells on the stack included (their "obj")."""
    found = {o["id"] for o in view["battlefield"]}
    found |= {item["obj"] for item in view["stack"] if item.get("obj") is not None}
    found |= {o["id"] for o in view["exile"] if "id" in o}
    for player in view["players"]:
        found |= {o["id"] for o in player["graveyard"] + player.get("hand", [])}
    return found


def plan_sources(plan: tuple, view: dict, player: int) -> tuple[list[int], list[str]]:
    """The permanents a payment plan would tap (for highlighting) and the pool mana it spends:
    the plan names each permanent by card and number ("the nth Forest it uses"), and the
    engine uses the first matching permanents it controls, in battlefield order."""
    wanted: list[tuple[str, int]] = []
    pool: list[str] = []
    for step in plan:
        if step[0] in ("pool", "restricted"):  # mana already in the pool (106.6: restricted too)
            pool.extend([step[1]] * step[2])
        elif (step[1], step[3]) not in wanted:
            wanted.append((step[1], step[3]))
    taps: list[int] = []
    for card, _n in wanted:
        for obj in view["battlefield"]:
            if (
                obj.get("controller") == player
                and obj["name"] == card
                and not obj["tapped"]
                and obj["id"] not in taps
            ):
                taps.append(obj["id"])
                break
    return taps, pool


def make_seats(game: RecordedGame, seats: Iterable[dict]) -> list[Seat]:
    """The seats of a game: a human seat's token is made when someone takes it (the creator
    takes the first); an AI seat gets its agent, seeded from the game's seed."""
    made = []
    levels = ai_levels()
    for index, spec in enumerate(seats):
        name = game.state.players[index].name
        if spec["kind"] == "ai":
            if not level_known(spec["level"], levels):
                raise SessionError(
                    f"unknown AI level {spec['level']!r:.40}; the levels are {', '.join(levels)}"
                )
            agent = make_agent(spec["level"], agent_seed(game, index))
            made.append(Seat(index, name, "ai", spec["level"], agent))
        else:
            made.append(Seat(index, name, "human"))
    if not any(s.kind == "human" for s in made):
        raise SessionError("a game in the browser needs at least one human player")
    first = next(s for s in made if s.kind == "human")
    first.token = secrets.token_urlsafe(18)
    return made


def _safe(name: str) -> str:
    """A player name as part of a file name."""
    kept = "".join(c if c.isalnum() else "_" for c in name)[:20]
    return kept or "player"


def circled_options(view: dict) -> dict[str, list[str]]:
    """Built Bear's circled options (printed characteristics, in the view like its name) of the
    objects the view shows, by id, for the bears that have some."""
    objects = view["battlefield"] + [o for o in view["exile"] if "id" in o]
    objects += [o for p in view["players"] for o in p["graveyard"] + p.get("hand", [])]
    return {str(o["id"]): o["legacy"] for o in objects if o.get("legacy")}
