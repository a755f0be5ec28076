"""A sensible player that sees only its view (DESIGN.md principle 8) and the public card
texts.  It makes its land drop, casts the most expensive spell it can, aims harmful effects
at the opponent's best creature (or face), helpful ones at its own, attacks when the attack
is safe or the race favours it, and blocks to survive or trade well."""

from __future__ import annotations

import random

from manastack.cards import dsl
from manastack.cards.registry import UnsupportedCardError, card_def, resolve_name
from manastack.engine.decision import Decision, Option

HARMFUL = (dsl.DealDamage, dsl.Destroy, dsl.Exile, dsl.ReturnToHand, dsl.Tap, dsl.CounterSpell,
           dsl.CounterUnlessPays, dsl.Fight)
HELPFUL = (dsl.ModifyPT, dsl.PutCounters, dsl.Untap, dsl.Attach)


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # ------------------------------------------------------------ helpers on the view

    @staticmethod
    def _objects(view: dict) -> dict[int, dict]:
        found = {o["id"]: o for o in view["battlefield"]}
        me = view["players"][view["viewer"]]
        for o in me.get("hand", []):
            found[o["id"]] = o
        for p in view["players"]:
            for o in p["graveyard"]:
                found.setdefault(o["id"], o)
        return found

    @staticmethod
    def _creatures(view: dict, controller: int) -> list[dict]:
        return [o for o in view["battlefield"] if o.get("controller") == controller and "Creature" in o["types"]]

    @staticmethod
    def _value(o: dict) -> float:
        return (o.get("power") or 0) * 1.5 + (o.get("toughness") or 0) + o.get("mana_value", 0) + len(o.get("keywords", []))

    @staticmethod
    def _definition(name: str):
        try:
            return card_def(resolve_name(name))
        except UnsupportedCardError:
            return None

    def _effects(self, name: str, face: int = 0) -> list:
        definition = self._definition(name)
        if definition is None:
            return []
        face_def = definition.faces[min(face, len(definition.faces) - 1)]
        found = []
        for ability in face_def.abilities:
            for attr in ("effects",):
                found.extend(getattr(ability, attr, ()))
        return found

    # ------------------------------------------------------------ the decision

    def pick(self, view: dict, decision: Decision) -> Option:
        handler = getattr(self, f"_on_{decision.kind}", None)
        if handler is not None:
            choice = handler(view, decision)
            if choice is not None:
                return choice
        return self._default(decision)

    def _default(self, decision: Decision) -> Option:
        for kind in ("yes", "keep", "pay", "done"):
            for o in decision.options:
                if o.kind == kind:
                    return o
        return decision.options[0]

    def _on_mulligan(self, view: dict, d: Decision) -> Option | None:
        me = view["players"][view["viewer"]]
        lands = sum(1 for c in me.get("hand", []) if "Land" in c["types"])
        size = len(me.get("hand", []))
        keep = 2 <= lands <= 5 or size <= 5
        return next((o for o in d.options if o.kind == ("keep" if keep else "mulligan")), None)

    def _on_bottom(self, view: dict, d: Decision) -> Option | None:
        me = view["players"][view["viewer"]]
        hand = {c["id"]: c for c in me.get("hand", [])}
        lands = sum(1 for c in hand.values() if "Land" in c["types"])
        def cost(o: Option) -> float:
            card = hand.get(o.value, {})
            if "Land" in card.get("types", []):
                return 10 if lands > 3 else -10
            return card.get("mana_value", 0)
        return max(d.options, key=cost)

    def _on_starting_player(self, view: dict, d: Decision) -> Option | None:
        return next((o for o in d.options if o.value == view["viewer"]), None)

    def _on_priority(self, view: dict, d: Decision) -> Option | None:
        me = view["viewer"]
        my_turn = view["active"] == me
        objects = self._objects(view)
        plays = [o for o in d.options if o.kind == "play"]
        if plays and my_turn:
            return plays[0]
        best: tuple[float, Option] | None = None
        for o in d.options:
            if o.kind != "cast":
                continue
            card = objects.get(o.value[0])
            if card is None:
                continue
            score = self._cast_score(view, card, o.value[1])
            if score is not None and (best is None or score > best[0]):
                best = (score, o)
        if best is not None:
            return best[1]
        for o in d.options:
            if o.kind == "activate" and "mana ability" not in o.label and "Add" not in o.label and my_turn \
                    and view["step"] in ("main1", "main2") and not view["stack"] and self.rng.random() < 0.5:
                return o
        return next(o for o in d.options if o.kind == "pass")

    def _cast_score(self, view: dict, card: dict, face: int) -> float | None:
        me = view["viewer"]
        opponent = 1 - me if len(view["players"]) == 2 else (me + 1) % len(view["players"])
        my_turn = view["active"] == me
        main = view["step"] in ("main1", "main2") and not view["stack"]
        effects = self._effects(card["name"], face)
        types = card["types"] if face == 0 else []
        if "Creature" in types or "Artifact" in types or "Enchantment" in types or "Planeswalker" in types:
            if "Aura" in (card.get("subtypes") or []) and not self._creatures(view, me):
                return None
            return card.get("mana_value", 0) + 1 if (my_turn and main) or "flash" in card.get("keywords", []) else None
        if any(isinstance(e, (dsl.CounterSpell, dsl.CounterUnlessPays)) for e in effects):
            theirs = [s for s in view["stack"] if s["controller"] != me and s["kind"] == "spell"]
            return 5 if theirs else None
        if any(isinstance(e, HARMFUL) for e in effects):
            targets = self._creatures(view, opponent)
            burn = any(isinstance(e, dsl.DealDamage) for e in effects)
            if targets or burn:
                return card.get("mana_value", 0) + 2
            return None
        if any(isinstance(e, dsl.ModifyPT) for e in effects):
            attacking = view.get("combat") and any(int(a) in {o["id"] for o in self._creatures(view, me)}
                                                  for a in view["combat"]["attackers"])
            return 1 if attacking and view["step"] == "declare_blockers" else None
        if my_turn and main:
            return card.get("mana_value", 0)
        return None

    def _on_target(self, view: dict, d: Decision) -> Option | None:
        me = view["viewer"]
        objects = {o["id"]: o for o in view["battlefield"]}
        stack = view["stack"]
        harmful = True
        if stack:
            top = stack[0]
            effects = self._effects(top["name"]) if top["kind"] == "spell" else []
            if effects and all(isinstance(e, HELPFUL) for e in effects[:1]):
                harmful = False
        scored = []
        for o in d.options:
            if o.kind == "done":
                scored.append((0.5 if not harmful else -1, o))
                continue
            kind, ident = o.value
            if kind == "player":
                scored.append(((3 if ident != me else -100) if harmful else (1 if ident == me else -100), o))
                continue
            target = objects.get(ident)
            if target is None:
                scored.append((0, o))
                continue
            mine = target.get("controller") == me
            value = self._value(target)
            scored.append(((-value if mine else value) if harmful else (value if mine else -value), o))
        return max(scored, key=lambda t: t[0])[1]

    def _on_attackers(self, view: dict, d: Decision) -> Option | None:
        me = view["viewer"]
        opponent_ids = [p["index"] for p in view["players"] if p["index"] != me]
        blockers = [o for o in view["battlefield"] if o.get("controller") in opponent_ids and "Creature" in o["types"]
                    and not o.get("tapped")]
        objects = {o["id"]: o for o in view["battlefield"]}
        for o in d.options:
            if o.kind != "attack":
                continue
            attacker = objects.get(o.value[0])
            if attacker is not None and self._safe_attack(attacker, blockers):
                return o
        return next((o for o in d.options if o.kind == "done"), None)

    @staticmethod
    def _safe_attack(attacker: dict, blockers: list[dict]) -> bool:
        power, toughness = attacker.get("power") or 0, attacker.get("toughness") or 0
        if power <= 0:
            return False
        flying = "flying" in attacker.get("keywords", [])
        for b in blockers:
            if flying and not ({"flying", "reach"} & set(b.get("keywords", []))):
                continue
            bpow, btough = b.get("power") or 0, b.get("toughness") or 0
            if bpow >= toughness and btough > power:
                return False  # it would die for nothing
            if bpow >= toughness and power < btough + 1 and "deathtouch" not in attacker.get("keywords", []):
                return False
        return True

    def _on_blockers(self, view: dict, d: Decision) -> Option | None:
        me = view["viewer"]
        objects = {o["id"]: o for o in view["battlefield"]}
        my_life = view["players"][me]["life"]
        attackers = [objects[int(a)] for a in (view.get("combat") or {}).get("attackers", {}) if int(a) in objects]
        incoming = sum(a.get("power") or 0 for a in attackers)
        best: tuple[float, Option] | None = None
        for o in d.options:
            if o.kind != "block":
                continue
            blocker, attacker = objects.get(o.value[0]), objects.get(o.value[1])
            if blocker is None or attacker is None:
                continue
            bpow, btough = blocker.get("power") or 0, blocker.get("toughness") or 0
            apow, atough = attacker.get("power") or 0, attacker.get("toughness") or 0
            kills = bpow >= atough or "deathtouch" in blocker.get("keywords", [])
            survives = apow < btough and "deathtouch" not in attacker.get("keywords", [])
            score = None
            if kills and survives:
                score = 10 + self._value(attacker)
            elif survives:
                score = 3
            elif kills and self._value(attacker) >= self._value(blocker):
                score = 5 + self._value(attacker) - self._value(blocker)
            elif incoming >= my_life:
                score = 1
            if score is not None and (best is None or score > best[0]):
                best = (score, o)
        if best is not None:
            return best[1]
        return next((o for o in d.options if o.kind == "done"), None)

    def _on_damage_assignment(self, view: dict, d: Decision) -> Option | None:
        return d.options[-1]

    def _on_pay_mana(self, view: dict, d: Decision) -> Option | None:
        plans = [o for o in d.options if o.kind == "pay"]
        if not plans:
            return None
        return min(plans, key=lambda o: (sum(1 for s in o.value if s[0] == "ability" and "Treasure" in s[1]), len(o.value)))

    def _on_discard(self, view: dict, d: Decision) -> Option | None:
        me = view["players"][view["viewer"]]
        hand = {c["id"]: c for c in me.get("hand", [])}
        lands = sum(1 for c in hand.values() if "Land" in c["types"])
        def keep_value(o: Option) -> float:
            card = hand.get(o.value, {})
            if "Land" in card.get("types", []):
                return 0 if lands > 3 else 10
            return card.get("mana_value", 0)
        return min(d.options, key=keep_value)

    def _on_legend_rule(self, view: dict, d: Decision) -> Option | None:
        return d.options[0]
