"""Driving a game through its public decision loop with named actions ("alice casts Shock
targeting bob"): what scenario steps and rules tests use.  It answers only the decisions the
action leads to, in the order the rules ask them."""

from __future__ import annotations

from collections.abc import Callable

from manastack.engine.decision import Decision, IllegalAction, ManastackError, Option
from manastack.engine.game import Game
from manastack.engine.state import BATTLEFIELD
from manastack.scenario.position import Position, lookup

MANA_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}


class ScenarioError(ManastackError):
    """A step that can't be carried out as written."""


class Driver:
    def __init__(self, position: Position) -> None:
        self.position = position
        self.game: Game = position.game
        self.queued: dict[int, list] = {}  # player -> answers waiting for their next decisions

    # ------------------------------------------------------------ naming

    def player(self, name: str) -> int:
        if name not in self.position.players:
            raise ScenarioError(f"no player named {name!r} (players: {', '.join(self.position.players)})")
        return self.position.players.index(name)

    def follow(self, oid: int) -> int:
        """The current id of an object that may have changed zones since it was named."""
        for event in self.game.log:
            if event.get("type") == "zone_change" and event.get("obj") == oid and event.get("new") is not None:
                oid = event["new"]
        return oid

    def object(self, name: str) -> int:
        if name in self.position.aliases or "#" in name:
            return self.follow(lookup(self.position, name))
        return lookup(self.position, name)

    # ------------------------------------------------------------ the loop

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    def choose(self, option: Option) -> None:
        self.game.choose(option)

    def pass_once(self) -> None:
        """Every player passes priority once."""
        start = self.game.state.priority
        passed = 0
        living = len([p for p in self.game.state.players if not p.lost])
        while passed < living and not self.game.over:
            d = self._settle()
            if d is None or d.kind != "priority":
                return
            self.choose(_option(d, "pass"))
            passed += 1
        del start

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
        queue = self.queued.get(d.player)
        if queue:
            wanted = queue[0]
            option = self.match(d, wanted)
            if option is not None:
                queue.pop(0)
                return option
            if (d.kind == "may" and len(queue) > 1 and str(wanted).strip().lower() in ("yes", "true")
                    and not any(o.kind == "yes" for o in d.options)):
                # The format asks "you may" as a yes/no of its own before the choice it leads to;
                # where the engine asks both at once ("don't copy" or "copy X"), "yes" is folded
                # into the answer that follows it.
                option = self.match(d, queue[1])
                if option is not None and option.kind != "no":
                    del queue[:2]
                    return option
        if d.kind == "pay_mana" and not any(o.kind == "decline" for o in d.options):
            return next((o for o in d.options if o.kind == "pay"), None)  # a cost: paid automatically
        return None

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
        """Pass until `count` objects (or all) have left the stack."""
        state = self.game.state
        on_stack = {item.id for item in state.stack}
        left = 0
        guard = 0
        while state.stack and not self.game.over:
            d = self._settle()
            now = {item.id for item in state.stack}
            left += len(on_stack - now)  # objects put on the stack meanwhile (triggers) count when they leave
            on_stack = now
            if d is None or not state.stack or (count is not None and left >= count):
                break  # (answering a decision of the resolving object may have finished it: don't pass on)
            if d.kind != "priority":
                raise ScenarioError(f"unanswered decision: {describe(d)}")
            self.choose(_option(d, "pass"))
            now = {item.id for item in state.stack}
            left += len(on_stack - now)
            on_stack = now
            if count is not None and left >= count:
                break
            guard += 1
            if guard > 1000:
                raise ScenarioError("the stack never emptied")
        self._settle()

    def finish_action(self, player: int) -> None:
        """After an action: answer what it leads to until a priority decision comes back."""
        d = self._settle()
        if d is not None and d.kind != "priority":
            raise ScenarioError(f"unanswered decision: {describe(d)}")

    # ------------------------------------------------------------ matching answers

    def match(self, d: Decision, wanted) -> Option | None:
        """The option that an answer written in a scenario names."""
        text = str(wanted).strip()
        low = text.lower()
        if isinstance(wanted, bool) or low in ("yes", "no", "true", "false"):
            yes = wanted if isinstance(wanted, bool) else low in ("yes", "true")
            for o in d.options:
                if o.kind in ("yes", "no", "keep", "mulligan", "pay", "decline", "self", "object", "none"):
                    if yes and o.kind in ("yes", "keep", "pay"):
                        return o
                    if not yes and o.kind in ("no", "mulligan", "decline", "none"):
                        return o
                if o.value is True and yes or (o.value is False and not yes):
                    return o
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

    def _names(self, option: Option, text: str) -> bool:
        value = option.value
        if option.kind == "target" and isinstance(value, list):
            if value[0] == "player":
                return self.game.player_name(value[1]).lower() == text.lower()
            return self._is_object(value[1], text)
        if option.kind == "player":
            return self.game.player_name(value).lower() == text.lower()
        if isinstance(value, int):
            return self._is_object(value, text)
        return option.label.lower().startswith(text.lower())

    def _is_object(self, oid: int, text: str) -> bool:
        """Whether `text` names this object: an alias, `Name#N`, or a name that only one
        object on the battlefield has (identical cards in a hand or library are one choice)."""
        try:
            return self.object(text) == oid
        except ManastackError as err:
            if "ambiguous" in str(err) and self.game.state.objects[oid].zone == BATTLEFIELD:
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
        answers: list = []
        for m in modes or ():
            answers.append(("mode", m))
        if x is not None:
            answers.append(("x", x))
        queue = self.queued.setdefault(player, [])
        queue[:0] = [a for a in (choices or ())]
        before = {item.id for item in self.game.state.stack}
        self.choose(option)
        self._answer_action(player, answers, list(targets or ()), pay)
        if targets:
            self._check_targets(player, before, list(targets))

    def _check_targets(self, player: int, before: set, names: list) -> None:
        """The targets named must be the ones chosen, also where a slot with one legal choice
        was filled automatically (a name that isn't that choice is not a legal target)."""
        new = [item for item in self.game.state.stack
               if item.id not in before and item.kind in ("spell", "activated") and item.controller == player]
        if not new:
            return
        chosen = [t for slot in new[0].targets for t in slot]
        for i, name in enumerate(names):
            if i >= len(chosen):
                raise IllegalAction(f"{name!r} is not a legal target (no target was chosen for it)")
            kind, ident = chosen[i][0], chosen[i][1]
            if kind == "player":
                ok = self.game.player_name(ident).lower() == str(name).lower()
            else:
                ok = self._is_object(ident, str(name))
            if not ok:
                label = self.game.player_name(ident) if kind == "player" else self.game.chars(ident).name
                raise IllegalAction(f"{name!r} is not a legal target; the only legal choice was {label}")

    def _find_action(self, d: Decision, player: int, kind: str, what: str, face, from_zone, ability) -> Option:
        wanted_kind = {"casts": "cast", "plays": "play", "activates": "activate"}[kind]
        candidates = [o for o in d.options if o.kind == wanted_kind]
        name = (face or what).lower()
        matching = []
        for o in candidates:
            oid = o.value[0]
            obj = self.game.state.objects[oid]
            if from_zone and obj.zone != from_zone:
                continue
            if not from_zone and wanted_kind in ("cast", "play") and obj.zone != "hand":
                continue
            if wanted_kind in ("cast", "play"):
                label_name = o.label.split(" ", 1)[1].split(" from ")[0].split(" (")[0].lower()
                if label_name != name and not (face is None and self._card_named(obj, what)):
                    continue
                if face is not None and label_name != face.lower():
                    continue
            elif not self._is_object(oid, what):
                continue
            matching.append(o)
        if wanted_kind == "activate" and matching:
            matching = self._pick_ability(matching, ability)
        if not matching:
            raise IllegalAction(self._why_not(player, wanted_kind, what, face, from_zone, ability))
        return matching[0]

    def _card_named(self, obj, what: str) -> bool:
        from manastack.cards.registry import card_def

        definition = card_def(obj.card, obj.legacy)
        return what.lower() in (definition.name.lower(), definition.front.name.lower())

    def _pick_ability(self, matching: list[Option], ability) -> list[Option]:
        if ability is None:
            return matching[:1] if len({o.value[0] for o in matching}) >= 1 else matching
        from manastack.engine.casting import _activated_abilities

        oid = matching[0].value[0]
        abilities = _activated_abilities(self.game, oid)
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

        for i, a, _ in _activated_abilities(self.game, oid):
            if i == index:
                return activation_problem(self.game, self.game.chars(oid).controller, oid, a) or "it can't be activated now"
        return "it can't be activated now"

    def _why_not(self, player: int, kind: str, what: str, face, from_zone, ability) -> str:
        """The reason an action isn't offered, for clear errors (expect_error)."""
        from manastack.engine.casting import _activated_abilities, activation_problem

        game = self.game
        try:
            oid = self.object(what)
        except ManastackError as err:
            return f"can't {kind} {what}: {err}"
        obj = game.state.objects[oid]
        if kind == "activate":
            abilities = _activated_abilities(game, oid)
            if not abilities:
                return f"{what} has no activated abilities"
            chosen = abilities[0]
            if isinstance(ability, int) and 1 <= ability <= len(abilities):
                chosen = abilities[ability - 1]
            elif isinstance(ability, str):
                chosen = next((a for a in abilities if (a[1].text or "").lower().startswith(ability.lower())), chosen)
            problem = activation_problem(game, player, oid, chosen[1])
            return f"can't activate {what}: {problem or 'not now'}"
        if obj.zone != (from_zone or "hand"):
            return f"can't {kind} {what}: it is in {obj.zone}"
        return f"can't {kind} {what} now"

    def _answer_action(self, player: int, answers: list, targets: list, pay) -> None:
        slot_seen = -1
        consumed = 0
        while True:
            d = self.decision
            if d is None or d.kind == "priority":
                return
            if d.player == player and d.kind == "mode" and answers and answers[0][0] == "mode":
                self.choose(_value_option(d, answers.pop(0)[1] - 1))
                continue
            if d.player == player and d.kind == "x" and answers and answers[0][0] == "x":
                self.choose(_value_option(d, answers.pop(0)[1]))
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

    def attack(self, player_name: str, attackers) -> None:
        player = self.player(player_name)
        self._advance_to(player, "attackers")
        if isinstance(attackers, dict):
            pairs = list(attackers.items())
        else:
            pairs = [(a, None) for a in attackers]
        for attacker, defender in pairs:
            d = self.decision
            oid = self.object(attacker)
            options = [o for o in d.options if o.kind == "attack" and o.value[0] == oid]
            if defender is not None:
                options = [o for o in options if self._defender_named(o.value[1], defender)]
            if not options:
                raise IllegalAction(self._attack_reason(oid))
            self.choose(options[0])
        d = self.decision
        if d is not None and d.kind == "attackers":
            self.choose(_option(d, "done"))
        self._settle()

    def _attack_reason(self, oid: int) -> str:
        from manastack.engine.combat import attack_problem

        problem = attack_problem(self.game, oid)
        return f"{self.game.chars(oid).name} can't attack: {problem or 'the cost to attack can not be paid'}"

    def _defender_named(self, defender, name: str) -> bool:
        if defender[0] == "player":
            return self.game.player_name(defender[1]) == name
        return self._is_object(defender[1], name)

    def block(self, player_name: str, blocks: dict) -> None:
        player = self.player(player_name)
        self._advance_to(player, "blockers")
        for blocker, attacker in (blocks or {}).items():
            d = self.decision
            b, a = self.object(blocker), self.object(attacker)
            option = next((o for o in d.options if o.kind == "block" and o.value == [b, a]), None)
            if option is None:
                from manastack.engine.combat import block_problem

                raise IllegalAction(f"{blocker} can't block {attacker}: {block_problem(self.game, b, a) or 'not allowed'}")
            self.choose(option)
        d = self.decision
        if d is not None and d.kind == "blockers":
            done = next((o for o in d.options if o.kind == "done"), None)
            if done is None:
                raise IllegalAction("these blocks are not a legal declaration (menace needs two or more blockers)")
            self.choose(done)
        self._settle()

    def _advance_to(self, player: int, kind: str) -> None:
        def there() -> bool:
            d = self.decision
            return d is not None and d.kind == kind and d.player == player
        state = self.game.state
        step = "declare_attackers" if kind == "attackers" else "declare_blockers"
        for _ in range(5000):
            if there():
                return
            d = self._settle()
            if d is None:
                break
            if there():
                return
            if state.step == step and d.kind == "priority" and (state.active == player) == (kind == "attackers"):
                # the declaration already happened (or there was nothing to declare); in another
                # player's combat, go on to the player's own (the spec: "advance to alice's
                # declare attackers step")
                break
            self._advance_past(d)
        if not there():
            if kind == "blockers":
                return
            raise ScenarioError(f"{self.game.player_name(player)} has no {kind} declaration to make here")

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


def describe(d: Decision) -> str:
    return f"{d.kind} for player {d.player} ({d.prompt}): " + "; ".join(o.label for o in d.options[:12])
