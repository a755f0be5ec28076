"""Driving a game through its public decision loop with named actions ("alice casts Shock
targeting bob"): what scenario steps and rules tests use.  It answers only the decisions the
action leads to, in the order the rules ask them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.registry import card_def
from manastack.engine import casting, costs, mana, targets
from manastack.engine.decision import Decision, IllegalAction, ManastackError, Option
from manastack.engine.game import Game
from manastack.engine.state import BATTLEFIELD, HAND
from manastack.scenario.position import Position, lookup

MANA_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}
ACTION_KINDS = {"casts": "cast", "plays": "play", "activates": "activate"}


class ScenarioError(ManastackError):
    """A step that can't be carried out as written."""


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

        if kind != "activate":
            return self._cast_or_play_problem(player, kind, what, face, from_zone or HAND)
        game = self.game
        try:
            oid = self.object(what)
        except ManastackError as err:
            return f"can't {kind} {what}: {err}"
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
        if not casting.sorcery_timing(self.game, player):
            return "a land is played only in your main phase with an empty stack (305.1)"
        if p.lands_played >= p.land_plays_allowed:
            return "you have no land play left this turn (305.2)"
        return f"nothing lets you play a land from your {self.game.state.objects[oid].zone}"

    def _cast_reason(self, player: int, oid: int, face: str | None, zone: str) -> str:
        game = self.game
        obj = game.state.objects[oid]
        faces = [i for i, f in enumerate(self._definition(oid).faces)
                 if face is None or f.name.lower() == face.lower()]
        methods = [(f, m) for o, f, m, _z in casting._cast_methods(game, player, True, casting._graveyard_permissions(game, player))
                   if self._identical(o, oid) and f in faces]
        if not methods:
            if all("Land" in self._definition(oid).faces[f].types for f in faces):
                return "a land isn't cast; it is played (305.1)"
            return f"nothing lets you cast it from your {zone}"
        face_index, method = methods[0]
        if not casting.sorcery_timing(game, player) and not casting._instant_speed(obj.card, obj.legacy, face_index):
            return "it can be cast only at sorcery speed: in your main phase with an empty stack (307.1)"
        cost, change = casting.spell_cost(game, player, oid, face_index, method)
        if cost is None and method != "free":
            return "it has no mana cost, which can't be paid (118.6)"
        spell = casting._spell_ability(obj.card, obj.legacy, face_index)
        if spell is not None and spell.modes:
            legal = [m for m in spell.modes if targets.can_choose_all(game, m.targets, oid, player)]
            if len(legal) < min(spell.choose_modes, len(spell.modes)):
                return "it has no legal targets for enough modes (700.2a, 601.2c)"
        elif not targets.can_choose_all(game, casting._spell_specs(game, oid, face_index), oid, player):
            return "it has no legal targets (601.2c)"
        extra = spell.additional_cost if spell is not None else None
        if extra is not None and not costs.can_pay_non_mana(game, oid, extra, player):
            return f"you can't pay its additional cost: {costs.non_mana_problem(game, oid, extra, player)} (601.2h)"
        if not any(mana.affordable(game, player, cost, change, exclude)
                   for exclude in costs.mana_exclusions(game, oid, extra, player)):
            return "you can't pay its mana cost (601.2h)"
        return "it can't be cast now"

    def _definition(self, oid: int) -> dsl.CardDef:
        obj = self.game.state.objects[oid]
        return card_def(obj.card, obj.legacy)

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
