"""Driving a game through its public decision loop with named actions ("alice casts Shock
targeting bob"): what scenario steps and rules tests use.  It answers only the decisions the
action leads to, in the order the rules ask them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import casting, combat, player_rules, targets
from manastack.engine.decision import Decision, IllegalAction, ManastackError, Option
from manastack.engine.game import Game
from manastack.engine.state import BATTLEFIELD, HAND, STACK
from manastack.engine.steps import NO_PRIORITY, STEPS
from manastack.scenario.position import Position, lookup

MANA_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
ACTION_KINDS = {"casts": "cast", "plays": "play", "activates": "activate"}
ACCEPT_KINDS = ("yes", "keep", "pay")
# The options that decline what the rules say a player "may" do: "don't", "nothing", not paying
# (for an "unless" cost, 118.12a, sacrificing the source itself).
DECLINE_KINDS = ("no", "none", "decline", "mulligan", "self")


class ScenarioError(ManastackError):
    """A step that can't be carried out as written."""


@dataclass(frozen=True)
class Assignment:
    """An answer to a combat damage assignment (510.1c-d): amounts by blocker or defender name,
    given when the log had `since` events."""

    amounts: dict
    since: int = 0


class Driver:
    def __init__(self, position: Position) -> None:
        self.position = position
        self.game: Game = position.game
        self.queued: dict[int, list] = {}  # player -> answers waiting for their next decisions
        # Identical cards are one choice (the engine offers the first of them): acting on the
        # second by its name exchanges which of the two each name stands for (current ids).
        self.exchanged: dict[int, int] = {}

    # ------------------------------------------------------------ naming

    def player(self, name: str) -> int:
        if name not in self.position.players:
            raise ScenarioError(f"no player named {name!r} (players: {', '.join(self.position.players)})")
        return self.position.players.index(name)

    def follow(self, oid: int) -> int:
        """The current id of an object that may have changed zones since it was named (400.7:
        the new object it became, on the stack, on the battlefield or in any other zone)."""
        exchanged = self.exchanged
        oid = exchanged.get(oid, oid)
        for event in self.game.log:
            if event.get("type") == "zone_change" and event.get("obj") == oid and event.get("new") is not None:
                oid = exchanged.get(event["new"], event["new"])
        return oid

    def exchange(self, one: int, other: int) -> None:
        """From now on, the names that stood for the object `one` stand for `other` and the
        other way round (two identical cards in one zone: current ids)."""
        for key, value in list(self.exchanged.items()):
            if value in (one, other):
                self.exchanged[key] = other if value == one else one
        self.exchanged.setdefault(one, other)
        self.exchanged.setdefault(other, one)

    def object(self, name: str) -> int:
        if name in self.position.aliases or "#" in name:
            return self.follow(lookup(self.position, name))
        return lookup(self.position, name)

    def last_events(self, count: int = 8) -> list[str]:
        """The last `count` lines of the game's events, told as `manastack play` tells them
        (every card named: a scenario's reader sees all of it)."""
        from manastack.play import EventWriter  # only for a failure's report

        game = self.game
        writer = EventWriter(game, 0)
        writer.names.update({oid: game.chars(oid).name for oid in game.state.objects})
        return writer.lines(game.events)[-count:]

    # ------------------------------------------------------------ the loop

    @property
    def decision(self) -> Decision | None:
        """The pending decision; a game paused at the start of a step (`pass: until untap`)
        goes on from there first."""
        if self.game.paused and self.game.pause_before_step is None:
            self.game.resume()
        return self.game.decision

    def choose(self, option: Option) -> None:
        self.game.choose(option)

    def pass_once(self) -> None:
        """Every player passes priority once."""
        passed = 0
        living = len([p for p in self.game.state.players if not p.lost])
        while passed < living and not self.game.over:
            d = self._settle()
            if d is None or d.kind != "priority":
                return
            self.choose(_option(d, "pass"))
            passed += 1

    def _settle(self) -> Decision | None:
        """Answer pending non-priority decisions from the queue; return the decision that
        remains (priority, or one nobody has answered)."""
        while True:
            d = self.decision
            if d is None or d.kind == "priority":
                return d
            answer = self._auto_answer(d)
            if answer is None:
                return d
            self.choose(answer)

    def _auto_answer(self, d: Decision) -> Option | None:
        option = self.take(d, self.queued.get(d.player, []))
        if option is not None:
            return option
        if d.kind == "pay_mana" and not any(o.kind == "decline" for o in d.options):
            return next((o for o in d.options if o.kind == "pay"), None)  # a cost: paid automatically
        return None

    def take(self, d: Decision, answers: list) -> Option | None:
        """The option the first of `answers` names, which is then used up; None if it names none.
        The format asks "you may" as a yes/no of its own before the choice it leads to; where
        the engine asks both at once (a choice with a "nothing" option, an "unless" cost,
        118.12a), `no` picks the option that declines and `yes` is folded into the answer that
        follows it (or picks the only other option)."""
        if not answers:
            return None
        wanted = answers[0]
        if isinstance(wanted, Assignment) and d.kind != "damage_assignment" and self._assigned_as(wanted):
            del answers[:1]  # the only legal assignment, which the engine made itself
            return self.take(d, answers)
        yes = _yes_no(wanted)
        if yes and not any(o.kind in ACCEPT_KINDS or o.value is True for o in d.options):
            declines = [o for o in d.options if o.kind in DECLINE_KINDS]
            others = [o for o in d.options if o.kind not in DECLINE_KINDS]
            if declines:
                option = self.match(d, answers[1]) if len(answers) > 1 else None
                if option is not None and option.kind not in DECLINE_KINDS:
                    del answers[:2]
                    return option
                if len(others) == 1:
                    del answers[:1]
                    return others[0]
                return None
        option = self.match(d, wanted)
        if option is None and isinstance(wanted, Assignment) and d.kind == "damage_assignment":
            raise IllegalAction(f"{self._assignment_text(wanted)} is not a legal assignment of combat damage "
                                f"(510.1c-d); the legal ones are: " + "; ".join(o.label for o in d.options))
        if option is not None:
            del answers[:1]
        return option

    def pass_until(self, predicate: Callable[[], bool], limit: int = 5000) -> None:
        """Pass priority (declaring no attackers or blockers) until `predicate` holds at a
        priority decision or at the start of a step."""
        for _ in range(limit):
            if self.game.over or predicate():
                return
            d = self._settle()
            if d is None:
                return
            if predicate():
                return
            self._advance_past(d)
        raise ScenarioError("the game did not reach the requested point (loop limit)")

    def pass_to_step(self, step: str, player: int | None = None, turn: int | None = None) -> None:
        """Pass (declaring no attackers or blockers) until the next `step` to begin (of
        `player`'s turn, of turn `turn`) gives a player priority; for `untap` and `cleanup`,
        until that step has begun (502.4, 514.3: nobody receives priority in them).  Fails,
        saying why, if that step doesn't come: the game ended, the step was skipped (508.8,
        103.8a), or its turn is over (the turn limit: a full round of turns, or turn `turn`)."""
        game, state = self.game, self.game.state
        wanted = " ".join(filter(None, [f"turn {turn}" if turn is not None else "",
                                        f"{game.player_name(player)}'s" if player is not None else "", step]))
        start = len(game.log)
        last_turn = turn if turn is not None else state.turn + len(state.players)
        seen = [(state.turn, state.active, state.step)]  # the steps begun, from here on

        def matches(turn_now: int, active: int) -> bool:
            return (turn is None or turn_now == turn) and (player is None or active == player)

        def reached() -> bool:
            if step in NO_PRIORITY:
                return game.paused
            began = any(t == step and matches(n, a) for n, a, t in seen[1:])
            d = self.decision
            return began and state.step == step and d is not None and d.kind == "priority"
        if step not in NO_PRIORITY and state.step == step and matches(state.turn, state.active) and self._fresh_step():
            return  # the game came to that step's first priority on its own: it is there
        if step in NO_PRIORITY:  # stop as the step begins, before its turn-based actions (502.1, 514.1)
            game.pause_before_step = lambda now: now.step == step and matches(now.turn, now.active) and len(game.log) > start
        try:
            self._pass_to(reached, wanted, seen, start, step, matches, last_turn)
        finally:
            game.pause_before_step = None

    def _pass_to(self, reached: Callable[[], bool], wanted: str, seen: list, start: int, step: str,
                 matches: Callable[[int, int], bool], last_turn: int) -> None:
        game, state = self.game, self.game.state
        for _ in range(5000):
            d = self._settle()
            seen[1:] = [(e["turn"], e["active"], e["step"]) for e in game.log.since(start) if e["type"] == "step"]
            if reached():
                return
            if game.over:
                end = next((e for e in reversed(game.log.since(start)) if e["type"] == "game_over"), {})
                raise ScenarioError(f"never reached {wanted}: the game ended ({end.get('reason', 'over')}) "
                                    f"in turn {state.turn}, {state.step}")
            skipped = _skipped(seen, step, matches)
            if skipped:
                raise ScenarioError(f"never reached {wanted}: {skipped}")
            if state.turn > last_turn:
                raise ScenarioError(f"never reached {wanted}: turn {last_turn} ended without it (the turn limit)")
            self._advance_past(d)
        raise ScenarioError(f"never reached {wanted}: the runner gave up after 5000 decisions")

    def _fresh_step(self) -> bool:
        """Whether the active player holds the first priority of a step that began during play
        (117.3a): since the step began, nobody has passed, cast, activated or played anything,
        attacked or blocked.
        (The starting position's step didn't begin in play: a pass goes on to the next one.)"""
        d = self.decision
        if d is None or d.kind != "priority" or d.player != self.game.state.active:
            return False
        log = self.game.log
        for index in range(len(log) - 1, -1, -1):
            kind = log[index]["type"]
            if kind == "step":
                return True
            if kind in ("pass", "cast", "activate", "play_land", "attack", "block"):
                return False
        return False

    def _advance_past(self, d: Decision) -> None:
        """Move the game on the way the runner does on its own: pass priority, declare no
        attackers and no blockers; any other decision needs an answer from the script."""
        if d.kind == "priority":
            self.choose(_option(d, "pass"))
        elif d.kind in ("attackers", "blockers"):
            self.choose(_option(d, "done"))
        else:
            raise ScenarioError(f"unanswered decision: {describe(d)}")

    def until_priority(self, player: int) -> None:
        """Pass for the other players until `player` may act."""
        def ready() -> bool:
            d = self.decision
            return d is not None and d.kind == "priority" and d.player == player
        self.pass_until(ready)
        if not ready():
            raise ScenarioError(f"{self.game.player_name(player)} never received priority")

    def resolve(self, count: int | None) -> None:
        """Pass until `count` objects (or all) have left the stack.  Triggered abilities put on
        the stack meanwhile count when they leave; with `all`, the step ends only at a priority
        decision with the stack empty (603.3: triggers waiting for their targets are on their way
        onto the stack)."""
        state = self.game.state
        on_stack = {item.id for item in state.stack}
        left = 0
        for _ in range(5000):
            d = self._settle()
            now = {item.id for item in state.stack}
            left += len(on_stack - now)
            on_stack = now
            if d is None:
                if count is not None and left < count:
                    raise ScenarioError(f"the game ended after {left} of {count} objects left the stack")
                return
            if count is not None and left >= count:
                return  # (a decision the last one led to, such as a trigger's target, waits)
            if d.kind != "priority":
                raise ScenarioError(f"unanswered decision: {describe(d)}")
            if not state.stack:
                if count is not None:
                    raise ScenarioError(f"only {left} of {count} objects left the stack before it was empty")
                return
            self.choose(_option(d, "pass"))
        raise ScenarioError("the stack never emptied")

    def finish_action(self, player: int) -> None:
        """After an action: answer what it leads to until a priority decision comes back."""
        d = self._settle()
        if d is not None and d.kind != "priority":
            raise ScenarioError(f"unanswered decision: {describe(d)}")

    # ------------------------------------------------------------ matching answers

    def match(self, d: Decision, wanted) -> Option | None:
        """The option that an answer written in a scenario names."""
        if isinstance(wanted, Assignment):
            return self._assignment_option(d, wanted)
        text = str(wanted).strip()
        low = text.lower()
        yes = _yes_no(wanted)
        if yes is not None:
            for o in d.options:
                if yes and (o.kind in ACCEPT_KINDS or o.value is True):
                    return o
                if not yes and (o.kind in DECLINE_KINDS or o.value is False):
                    return o
            return None
        if isinstance(wanted, int) and not isinstance(wanted, bool):
            for o in d.options:
                if o.value == wanted and o.kind in ("x", "mode"):
                    return o
        for o in d.options:
            if o.label.lower() == low:
                return o
        symbol = low.strip("{}").upper()
        if symbol in MANA_WORDS or low in MANA_WORDS.values():
            word = MANA_WORDS.get(symbol, low)
            for o in d.options:
                if o.label.lower() == word or o.value == symbol:
                    return o
        for o in d.options:
            if o.kind in ("target", "card", "object", "keep", "trigger", "player") and self._names(o, text):
                return o
        for o in d.options:
            if low in o.label.lower():
                return o
        return None

    def _assignment_option(self, d: Decision, wanted: Assignment) -> Option | None:
        """The damage assignment option giving these amounts to these blockers and to the
        player or planeswalker attacked (510.1c-d); unnamed blockers get none."""
        if d.kind != "damage_assignment":
            return None
        for o in d.options:
            blockers, split, to_defender = o.value
            given = {b: n for b, n in zip(blockers, split, strict=True)}
            named = dict.fromkeys(blockers, 0)
            rest = 0
            for name, amount in wanted.amounts.items():
                blocker = next((b for b in blockers if self._is_object(b, str(name))), None)
                if blocker is not None:
                    named[blocker] = amount
                elif str(name) in self.position.players or self._names_defender(str(name)):
                    rest += amount
                else:
                    break
            else:
                if named == given and rest == to_defender:
                    return o
        return None

    def _names_defender(self, name: str) -> bool:
        try:
            oid = self.object(name)
        except ManastackError:
            return False
        state = self.game.state
        return state.combat is not None and ["obj", oid] in state.combat.attackers.values()

    def settle_assignments(self) -> None:
        """Use up the combat damage assignments the engine made itself (the only legal one,
        510.1c), once checked against the damage dealt."""
        for queue in self.queued.values():
            queue[:] = [a for a in queue if not (isinstance(a, Assignment) and self._assigned_as(a))]

    def _assigned_as(self, wanted: Assignment) -> bool:
        """Whether combat damage was dealt since the answer was given (the engine took the only
        legal assignment itself, 510.1c), and as it says: else the answer is refused."""
        dealt: dict = {}
        for event in self.game.log.since(wanted.since):
            if event["type"] == "damage" and event.get("combat"):
                target = tuple(event["target"])
                dealt[target] = dealt.get(target, 0) + event["amount"]
        if not dealt:
            return False
        received: dict[str, int] = {}
        for (kind, ident), n in dealt.items():
            who = self.game.player_name(ident) if kind == "player" else self._name_of(ident)
            received[who.lower()] = received.get(who.lower(), 0) + n
        for name, amount in wanted.amounts.items():
            got = received.get(self._recipient_name(str(name)).lower(), 0)
            if got != amount:
                raise IllegalAction(f"{self._assignment_text(wanted)} is not how the combat damage was assigned: the only "
                                    f"legal assignment gave {name} {got} (510.1c-d)")
        return True

    def _name_of(self, oid: int) -> str:
        """An object's name now, or as it was when it left (a blocker that died)."""
        if oid in self.game.state.objects:
            return self.game.chars(oid).name
        for event in self.game.log.since(0):
            if event["type"] == "zone_change" and event["obj"] == oid:
                return (event.get("lki") or {}).get("name") or event["card"]
        return ""

    def _recipient_name(self, name: str) -> str:
        """The name of the player or object an assignment's key names."""
        if name in self.position.players:
            return name
        try:
            return self._name_of(self.object(name))
        except ManastackError:
            return name

    def _assignment_text(self, wanted: Assignment) -> str:
        return "{" + ", ".join(f"{name}: {amount}" for name, amount in wanted.amounts.items()) + "}"

    def _names(self, option: Option, text: str) -> bool:
        value = option.value
        if option.kind == "target" and isinstance(value, tuple):
            if value[0] == "player":
                return self.game.player_name(value[1]).lower() == text.lower()
            if value[0] == "ability":  # 113.7a: named by its source ("Prodigal Sorcerer ability")
                return option.label.lower().startswith(text.lower())
            return self._is_object(value[1], text)
        if option.kind == "player":
            return self.game.player_name(value).lower() == text.lower()
        if isinstance(value, int):
            return self._is_object(value, text)
        return option.label.lower().startswith(text.lower())

    def _is_object(self, oid: int, text: str) -> bool:
        """Whether `text` names this object: an alias, `Name#N`, or a name that only one
        permanent or object on the stack has (identical cards in a hand, library or graveyard
        are one choice)."""
        try:
            return self.object(text) == oid
        except ManastackError as err:
            if "ambiguous" in str(err) and self.game.state.objects[oid].zone in (BATTLEFIELD, STACK):
                raise
            name = text.lower().removesuffix(" token")
            return oid in self.game.state.objects and self.game.chars(oid).name.lower() == name

    # ------------------------------------------------------------ actions

    def act(self, player_name: str, kind: str, what: str, *, targets=(), x=None, modes=(), face=None,
            from_zone=None, choices=(), pay=None, ability=None) -> None:
        """`alice casts/plays/activates: CARD` with its options."""
        player = self.player(player_name)
        self.until_priority(player)
        d = self.decision
        option = self._find_action(d, player, kind, what, face, from_zone, ability)
        queue = self.queued.setdefault(player, [])
        queue[:0] = list(choices or ())
        before = {item.id for item in self.game.state.stack}
        start = len(self.game.log)
        self.choose(option)
        self._answer_action(player, list(modes or ()), x, list(targets or ()), pay)
        new = [item for item in self.game.state.stack
               if item.id not in before and item.kind in ("spell", "activated") and item.controller == player]
        item = new[0] if new else None
        if modes and sorted(m - 1 for m in modes if isinstance(m, int)) != (item.modes if item else []):
            chosen = [m + 1 for m in item.modes] if item else []
            raise IllegalAction(f"modes {list(modes)} can't be used: the modes chosen are {chosen or 'none'} (700.2)")
        if x is not None and (item is None or item.x != x):
            raise IllegalAction(f"x: {x} can't be used: " + (f"X is {item.x}" if item else "there is no X to choose"))
        if targets:
            self._check_targets(item, list(targets))
        if pay is not None:
            self._check_payment(player, start, pay)

    def _check_payment(self, player: int, start: int, pay: list) -> None:
        """The permanents named in `pay` must be the ones whose mana abilities paid (601.2g),
        also where the engine took the only payment plan there was."""
        sources = [e["source"] for e in self.game.log.since(start)
                   if e["type"] == "add_mana" and e["player"] == player and e.get("source") is not None]
        names = sorted(self._mana_source_name(oid) for oid in sources)
        wanted = sorted(self.game.chars(self.object(p)).name for p in pay if p)
        named = {self.object(p) for p in pay if p and self._names_one_object(p)}
        if names != wanted or not named <= {self.follow(oid) for oid in sources}:
            raise IllegalAction(f"pay: {', '.join(map(str, pay))} is not how it was paid: the mana came from "
                                f"{', '.join(names) or 'the mana pool'}")

    def _mana_source_name(self, oid: int) -> str:
        if oid in self.game.state.objects:
            return self.game.chars(oid).name
        return self.game.chars(self.follow(oid)).name if self.follow(oid) in self.game.state.objects else "?"

    def _check_targets(self, item, names: list) -> None:
        """The targets named must be the ones chosen, also where a slot with one legal choice
        was filled automatically (a name that isn't that choice is not a legal target)."""
        if item is None:
            raise IllegalAction(f"{names[0]!r} is not a legal target: nothing on the stack targets")
        chosen = [t for slot in item.targets for t in slot]
        for i, name in enumerate(names):
            if i >= len(chosen):
                raise IllegalAction(f"{name!r} is not a legal target (no target was chosen for it)")
            kind, ident = chosen[i][0], chosen[i][1]
            if kind == "player":
                ok = self.game.player_name(ident).lower() == str(name).lower()
            elif kind == "ability":  # 113.7a: named by its source
                ok = targets.describe(self.game.kernel, tuple(chosen[i])).lower().startswith(str(name).lower())
            else:
                ok = self._is_object(ident, str(name))
            if not ok:
                label = self.game.player_name(ident) if kind == "player" else \
                    targets.describe(self.game.kernel, tuple(chosen[i])) if kind == "ability" else self.game.chars(ident).name
                raise IllegalAction(f"{name!r} is not a legal target; the only legal choice was {label}")

    def action_problem(self, player_name: str, verb: str, what: str, *, from_zone: str | None = None,
                       ability: int | str | None = None, face: str | None = None) -> str | None:
        """Why `player_name` couldn't take this action (`casts`, `plays`, `activates`) the next
        time they receive priority from here, or None if it is among their options then (117.1).
        The game is not changed: a copy is advanced to that player's priority."""
        if verb not in ACTION_KINDS:
            raise ScenarioError(f"unknown action {verb!r}; actions are {', '.join(ACTION_KINDS)}")
        probe = Driver(replace(self.position, game=self.game.clone()))
        probe.queued = {p: list(q) for p, q in self.queued.items()}
        probe.exchanged = dict(self.exchanged)
        try:
            player = probe.player(player_name)
            probe.until_priority(player)
            probe._find_action(probe.decision, player, verb, what, face, from_zone, ability)
        except ManastackError as err:
            return str(err)
        return None

    def _find_action(self, d: Decision, player: int, kind: str, what: str, face, from_zone, ability) -> Option:
        """The priority option that casts, plays or activates what `what` names: a card or face
        name, an alias or `Name#N` (that very object, 400.7)."""
        wanted_kind = ACTION_KINDS[kind]
        candidates = [o for o in d.options if o.kind == wanted_kind]
        if wanted_kind == "activate":
            matching = [o for o in candidates if self._is_object(o.value[0], what)]
            if matching:
                return self._pick_ability(matching, ability)[0]
            raise IllegalAction(self._why_not(player, wanted_kind, what, face, from_zone, ability))
        named = self.object(what) if self._names_one_object(what) else None
        zone = from_zone or HAND
        matching = []
        for o in candidates:
            oid = o.value[0]
            obj = self.game.state.objects[oid]
            if obj.zone != zone:
                continue
            label_name = o.label.split(" ", 1)[1].split(" from ")[0].split(" (")[0].lower()
            if face is not None and label_name != face.lower():
                continue
            if named is not None:
                if not self._identical(oid, named):
                    continue
            elif face is None and label_name != what.lower() and not self._card_named(obj, what):
                continue
            matching.append(o)
        if not matching:
            raise IllegalAction(self._why_not(player, wanted_kind, what, face, from_zone, ability))
        chosen = matching[0]
        if named is not None and chosen.value[0] != named:
            self.exchange(named, chosen.value[0])
        return chosen

    def _names_one_object(self, what: str) -> bool:
        """Whether `what` is an alias or `Name#N` (it names one object, not a card name)."""
        base, _, nth = what.rpartition("#")
        return what in self.position.aliases or bool(base and nth.isdigit())

    def _identical(self, oid: int, other: int) -> bool:
        """Two cards in the same zone that are one choice (same card, legacy, face down)."""
        objects = self.game.state.objects
        a, b = objects[oid], objects[other]
        return oid == other or (a.zone == b.zone and a.owner == b.owner
                                and (a.card, a.legacy, a.face_down) == (b.card, b.legacy, b.face_down))

    def _card_named(self, obj, what: str) -> bool:
        definition = card_def(obj.card, obj.legacy)
        return what.lower() in (definition.name.lower(), definition.front.name.lower())

    def _pick_ability(self, matching: list[Option], ability) -> list[Option]:
        if ability is None:
            return matching[:1] if len({o.value[0] for o in matching}) >= 1 else matching
        from manastack.engine.casting import _activated_abilities

        oid = matching[0].value[0]
        abilities = _activated_abilities(self.game.kernel, oid)
        if isinstance(ability, int):
            if not 1 <= ability <= len(abilities):
                raise IllegalAction(f"ability {ability}: it has {len(abilities)} activated abilities")
            index = abilities[ability - 1][0]
        else:
            found = [i for i, a, _ in abilities if (a.text or "").lower().startswith(str(ability).lower())]
            if not found:
                raise IllegalAction(f"no activated ability starting {ability!r}")
            index = found[0]
        picked = [o for o in matching if o.value[1] == index]
        if not picked:
            raise IllegalAction(self._activation_reason(oid, index))
        return picked

    def _activation_reason(self, oid: int, index: int) -> str:
        from manastack.engine.casting import _activated_abilities, activation_problem

        for i, a, _ in _activated_abilities(self.game.kernel, oid):
            if i == index:
                return activation_problem(self.game.kernel, self.game.chars(oid).controller, oid, a) or "it can't be activated now"
        return "it can't be activated now"

    def _why_not(self, player: int, kind: str, what: str, face, from_zone, ability) -> str:
        """The reason an action isn't offered, for clear errors (expect_error)."""
        from manastack.engine.casting import _activated_abilities, activation_problem

        if kind != "activate":
            return self._cast_or_play_problem(player, kind, what, face, from_zone or HAND)
        game = self.game
        try:
            oid = self.object(what)
        except ManastackError as err:
            return f"can't {kind} {what}: {err}"
        abilities = _activated_abilities(game.kernel, oid)
        if not abilities:
            return f"{what} has no activated abilities"
        chosen = abilities[0]
        if isinstance(ability, int) and 1 <= ability <= len(abilities):
            chosen = abilities[ability - 1]
        elif isinstance(ability, str):
            chosen = next((a for a in abilities if (a[1].text or "").lower().startswith(ability.lower())), chosen)
        problem = activation_problem(game.kernel, player, oid, chosen[1])
        return f"can't activate {what}: {problem or 'not now'}"

    def _cast_or_play_problem(self, player: int, kind: str, what: str, face: str | None, zone: str) -> str:
        """Why a card isn't among the player's casts or land plays: not in that zone, timing
        (307.1, 305.1), no legal target (601.2c), or a cost they can't pay (601.2h)."""
        game = self.game
        if self._names_one_object(what):
            try:
                candidates = [self.object(what)]
            except ManastackError as err:
                return f"can't {kind} {what}: {err}"
        else:
            candidates = [oid for oid, obj in game.state.objects.items()
                          if obj.owner == player and self._card_named(obj, face or what)]
        here = [oid for oid in candidates if game.state.objects[oid].zone == zone
                and game.state.objects[oid].owner == player]
        if not here:
            where = sorted({game.state.objects[oid].zone for oid in candidates})
            found = f" (it is in {' and '.join(where)})" if where else ""
            return f"can't {kind} {what}: it isn't in {game.player_name(player)}'s {zone}{found}"
        reason = self._play_reason(player, here[0]) if kind == "play" else self._cast_reason(player, here[0], face, zone)
        return f"can't {kind} {what} now: {reason}"

    def _play_reason(self, player: int, oid: int) -> str:
        p = self.game.state.players[player]
        if not any("Land" in f.types for f in self._definition(oid).faces):
            return "it isn't a land"
        if not casting.sorcery_timing(self.game.kernel, player):
            return "a land is played only in your main phase with an empty stack (305.1)"
        if p.lands_played >= player_rules.land_plays_allowed(self.game.kernel, player):
            return "you have no land play left this turn (305.2)"
        return f"nothing lets you play a land from your {self.game.state.objects[oid].zone}"

    def _cast_reason(self, player: int, oid: int, face: str | None, zone: str) -> str:
        """Why the card isn't offered to cast: no way to cast it from there, or the engine's
        own reason (casting.cast_problem)."""
        game = self.game
        faces = [i for i, f in enumerate(self._definition(oid).faces)
                 if face is None or f.name.lower() == face.lower()]
        methods = [(f, m) for o, f, m, _z in casting._cast_methods(game.kernel, player, True, casting._graveyard_permissions(game.kernel, player))
                   if self._identical(o, oid) and f in faces]
        if not methods:
            if all("Land" in self._definition(oid).faces[f].types for f in faces):
                return "a land isn't cast; it is played (305.1)"
            return f"nothing lets you cast it from your {zone}"
        face_index, method = methods[0]
        return casting.cast_problem(game.kernel, player, oid, face_index, method) or "it can't be cast now"

    def _definition(self, oid: int) -> dsl.CardDef:
        obj = self.game.state.objects[oid]
        return card_def(obj.card, obj.legacy)

    def _answer_action(self, player: int, modes: list, x, targets: list, pay) -> None:
        slot_seen = -1
        consumed = 0
        gave_modes = bool(modes)
        while True:
            d = self.decision
            if d is None or d.kind == "priority":
                return
            if d.player == player and d.kind == "mode" and modes:
                self.choose(_value_option(d, modes.pop(0) - 1))
                continue
            stop = next((o for o in d.options if o.kind == "done"), None) if d.kind == "mode" else None
            if d.player == player and gave_modes and stop is not None:  # 700.2d: no more modes than listed
                self.choose(stop)
                continue
            if d.player == player and d.kind == "x" and x is not None:
                self.choose(_value_option(d, x))
                x = None
                continue
            if d.player == player and d.kind == "target":
                slot = d.context.get("slot", 0)
                if slot != slot_seen:
                    # a slot with a single legal choice was taken automatically: skip its name
                    while consumed < slot and targets:
                        targets.pop(0)
                        consumed += 1
                    slot_seen = slot
                if targets:
                    consumed += 1
                    wanted = targets.pop(0)
                    option = self.match(d, wanted)
                    if option is None or option.kind != "target":
                        raise IllegalAction(f"{wanted!r} is not a legal target; the choices are: "
                                            + ", ".join(o.label for o in d.options))
                    self.choose(option)
                    continue
                done = next((o for o in d.options if o.kind == "done"), None)
                if done is not None:
                    self.choose(done)
                    continue
            if d.player == player and d.kind == "pay_mana" and pay is not None:
                self.choose(self._plan_with(d, pay))
                continue
            answer = self._auto_answer(d)
            if answer is None:
                raise ScenarioError(f"unanswered decision: {describe(d)}")
            self.choose(answer)

    def _plan_with(self, d: Decision, pay: list) -> Option:
        names = sorted(self.game.chars(self.object(p)).name if p else "" for p in pay)
        for o in d.options:
            if o.kind != "pay":
                continue
            used = sorted(step[1] for step in o.value if step[0] == "ability")
            if [self.game.chars(self.object(p)).name for p in pay] and used == [n for n in names]:
                return o
        raise IllegalAction(f"no way to pay with {', '.join(map(str, pay))}; the choices are: "
                            + ", ".join(o.label for o in d.options))

    def attack(self, player_name: str, attackers, choices=(), assign: dict | None = None) -> None:
        """508.1: advance to `player`'s declaration of attackers and declare exactly these.
        A creature whose cost to attack (508.1h) is answered `no` isn't declared.  `assign` is
        the answer to the player's next combat damage assignment (510.1c-d)."""
        player = self.player(player_name)
        self.advance_to_declaration(player, "attackers")
        pairs = list(attackers.items()) if isinstance(attackers, dict) else [(a, None) for a in attackers]
        wanted = [(self.object(a), defender) for a, defender in pairs]
        queue = self.queued.setdefault(player, [])
        queue[:0] = list(choices)
        if assign is not None:
            queue.append(Assignment(dict(assign), len(self.game.log)))
        if not self._declaring(player, "attackers"):
            if wanted:
                raise IllegalAction(self._attack_reason(wanted[0][0], declaring=False))
            return
        declared: list[tuple[int, tuple]] = []
        targets = combat.defenders(self.game.kernel, player)
        for oid, defender in wanted:
            pairs = [(oid, t) for t in targets if defender is None or self._defender_named(t, defender)]
            if pairs and self._costs_to_attack(declared, pairs[0]) and queue and _yes_no(queue[0]) is False:
                queue.pop(0)
                continue  # 508.1h: the cost isn't paid, so it isn't declared as an attacker
            options = []
            if self._declaring(player, "attackers"):  # (else the engine completed the declaration)
                options = [o for o in self.decision.options if o.kind == "attack" and o.value[0] == oid
                           and (defender is None or self._defender_named(o.value[1], defender))]
            if not options:
                raise IllegalAction(self._attack_reason(oid, declaring=True))
            pair = (oid, tuple(options[0].value[1]))
            if self._costs_to_attack(declared, pair) and queue and _yes_no(queue[0]):
                queue.pop(0)  # the cost is paid with the declaration (508.1h-j)
            self.choose(options[0])
            declared.append(pair)
        if self._declaring(player, "attackers"):
            done = next((o for o in self.decision.options if o.kind == "done"), None)
            if done is None:
                raise IllegalAction("these attackers are not a legal declaration: "
                                    "a creature that must attack isn't among them (508.1d)")
            self.choose(done)
        self._settle()
        now = self.game.state.combat
        actual = sorted(now.attackers) if now is not None else []
        if actual != sorted(oid for oid, _ in declared):
            named = ", ".join(self.game.chars(o).name for o, _ in declared) or "none"
            made = ", ".join(self.game.chars(o).name for o in actual if o in self.game.state.objects) or "none"
            raise IllegalAction(f"these attackers are not a legal declaration: declaring {named} declares {made} "
                                "(the only legal way to complete it, 508.1d)")

    def _costs_to_attack(self, declared: list[tuple[int, tuple]], pair: tuple[int, tuple]) -> bool:
        """Whether adding this attacker adds to the total cost to attack (508.1h)."""
        before = combat.total_attack_cost(self.game.kernel, declared)
        after = combat.total_attack_cost(self.game.kernel, declared + [pair])
        return after[:2] != before[:2]

    def _declaring(self, player: int, kind: str) -> bool:
        d = self.decision
        return d is not None and d.kind == kind and d.player == player

    def _attack_reason(self, oid: int, declaring: bool) -> str:
        game = self.game
        problem = combat.attack_problem(game.kernel, oid)
        if problem is None:
            player = game.chars(oid).controller
            costs = [combat.total_attack_cost(game.kernel, [(oid, d)])[:2] for d in combat.defenders(game.kernel, player)]
            if declaring or all(any(cost) for cost in costs):
                problem = "the cost to attack can't be paid (508.1h)"
            else:
                problem = "attackers were already declared this combat"
        return f"{game.chars(oid).name} can't attack: {problem}"

    def _defender_named(self, defender, name: str) -> bool:
        if defender[0] == "player":
            return self.game.player_name(defender[1]) == name
        return self._is_object(defender[1], name)

    def block(self, player_name: str, blocks: dict) -> None:
        """509.1: advance to `player`'s declaration of blockers and declare exactly these."""
        player = self.player(player_name)
        self.advance_to_declaration(player, "blockers")
        wanted = {self.object(b): self.object(a) for b, a in (blocks or {}).items()}
        game = self.game
        if not self._declaring(player, "blockers"):
            if wanted:
                now = game.state.combat
                if now is None or not now.attackers:
                    raise IllegalAction("there are no attacking creatures to block (508.8)")
                b, a = next(iter(wanted.items()))
                problem = combat.block_problem(game.kernel, b, a) if a in now.attackers else "it isn't attacking"
                raise IllegalAction(f"{game.chars(b).name} can't block {game.chars(a).name}: "
                                    f"{problem or 'blockers were already declared'}")
            return
        for b, a in wanted.items():
            if not self._declaring(player, "blockers"):
                break  # the engine completed the declaration: compared below
            option = next((o for o in self.decision.options if o.kind == "block" and tuple(o.value) == (b, a)), None)
            if option is None:
                problem = combat.block_problem(game.kernel, b, a) or "the blocks could not be completed legally (509.1c)"
                raise IllegalAction(f"{game.chars(b).name} can't block {game.chars(a).name}: {problem}")
            self.choose(option)
        if self._declaring(player, "blockers"):
            done = next((o for o in self.decision.options if o.kind == "done"), None)
            if done is None:
                raise IllegalAction("these blocks are not a legal declaration (702.111b: a creature with menace "
                                    "can't be blocked except by two or more creatures)")
            self.choose(done)
        self._settle()
        now = game.state.combat
        actual = {b: a[0] for b, a in now.blockers.items() if game.chars(b).controller == player} if now else {}
        if actual != wanted:
            made = ", ".join(f"{game.chars(b).name} blocks {game.chars(a).name}" for b, a in actual.items())
            raise IllegalAction(f"these blocks are not a legal declaration as named: the only legal way to complete "
                                f"them is {made} (509.1c; 702.111b: menace needs two or more blockers)")

    def advance_to_assignment(self, player: int) -> None:
        """Pass to `player`'s next combat damage assignment (510.1c-d), or to the end of the
        combat damage step when they have none to make."""
        state = self.game.state
        for _ in range(5000):
            d = self._settle()
            if d is None or self._declaring(player, "damage_assignment"):
                return
            if d.kind == "priority" and state.step in ("combat_damage", "end_of_combat"):
                return
            self._advance_past(d)
        raise ScenarioError(f"{self.game.player_name(player)} never came to assign combat damage")

    def assign(self, player_name: str, wanted: Assignment) -> None:
        """510.1c-d: answer the pending combat damage assignment with these amounts."""
        player = self.player(player_name)
        if not self._declaring(player, "damage_assignment"):
            raise IllegalAction(f"{player_name} has no combat damage to assign here: no blocked attacker "
                                "whose damage could be divided more than one way (510.1c-d)")
        option = self.take(self.decision, [wanted])
        if option is None:
            raise IllegalAction(f"{self._assignment_text(wanted)} is not a legal assignment of combat damage")
        self.choose(option)
        self._settle()

    def advance_to_declaration(self, player: int, kind: str) -> None:
        """Pass (declaring nothing on the way) to the moment `player` declares attackers (their
        declare attackers step) or blockers (the next declare blockers step of another player's
        turn): their declaration decision, or the priority that follows it when there was
        nothing to declare (no creature able to attack or block, 508.8)."""
        state = self.game.state
        step = "declare_attackers" if kind == "attackers" else "declare_blockers"

        def there() -> bool:
            if self._declaring(player, kind):
                return True
            d = self.decision
            if d is None or d.kind != "priority" or (state.active == player) != (kind == "attackers"):
                return False
            if kind == "blockers" and state.step in ("combat_damage", "end_of_combat"):
                return True  # nothing attacked (508.8) or the blocks were declared
            return state.step == step
        for _ in range(5000):
            d = self._settle()
            if d is None or there():
                return
            self._advance_past(d)
        raise ScenarioError(f"{self.game.player_name(player)} never came to declare {kind}")

    def on_battlefield(self, oid: int) -> bool:
        return oid in self.game.state.objects and self.game.state.objects[oid].zone == BATTLEFIELD


def _option(d: Decision, kind: str) -> Option:
    for o in d.options:
        if o.kind == kind:
            return o
    raise ScenarioError(f"no {kind!r} option in {describe(d)}")


def _value_option(d: Decision, value) -> Option:
    for o in d.options:
        if o.value == value:
            return o
    raise IllegalAction(f"{value!r} is not allowed here; the choices are: {', '.join(o.label for o in d.options)}")


def _skipped(seen: list[tuple[int, int, str]], step: str, matches: Callable[[int, int], bool]) -> str | None:
    """Why `step` was passed over in a matching turn, judged from the steps begun there (turn,
    active player, step), or None: a step of that turn before it and one after it, but not it."""
    index = STEPS.index(step)
    for k, (turn, active, now) in enumerate(seen):
        if not matches(turn, active) or STEPS.index(now) >= index:
            continue
        for later_turn, later_active, later in seen[k + 1:]:
            if (later_turn, later_active) != (turn, active):
                break
            if later == step:
                break
            if STEPS.index(later) > index:
                if step in ("declare_blockers", "combat_damage"):
                    return f"turn {turn} skipped it (508.8: no creatures attacked)"
                if step == "draw":
                    return f"turn {turn} skipped it (103.8a: the starting player skips their first draw step)"
                return f"turn {turn} skipped it (500.11)"
    return None


def _yes_no(answer) -> bool | None:
    """The yes or no an answer says (`decline` is a no), or None."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        low = answer.strip().lower()
        if low in ("yes", "true"):
            return True
        if low in ("no", "false", "decline"):
            return False
    return None


def describe(d: Decision) -> str:
    return f"{d.kind} for player {d.player} ({d.prompt}): " + "; ".join(o.label for o in d.options[:12])
