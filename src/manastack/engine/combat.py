"""Combat (506-511): declaring attackers with restrictions and costs (508.1), declaring
blockers (509.1), and combat damage with first strike, double strike, trample, deathtouch
and lifelink (510, 702)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from functools import partial
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import (
    aura_restrictions,
    blocking,
    costs,
    damage_events,
    group_restrictions,
    keywords,
    mana,
    queries,
    requirements,
    restricted_mana,
    restrictions,
    zones,
)
from manastack.engine.aspects import Aspect
from manastack.engine.damage_assignment import combat_damage_amount
from manastack.engine.decision import Option
from manastack.engine.kernel import procedure
from manastack.engine.queries import lki, static_effects
from manastack.engine.state import BLOCK_LIMIT, Progress, Task

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def defenders(game: Kernel, attacker_controller: int) -> list[tuple]:
    """508.1b: each opponent, and each planeswalker an opponent controls."""
    found: list[tuple] = []
    for p in game.opponents(attacker_controller):
        found.append(("player", p))
    permanents = game.permanents_chars()
    for oid in game.state.battlefield:
        chars = permanents[oid]
        if "Planeswalker" in chars.types and chars.controller != attacker_controller:
            found.append(("obj", oid))
    return found


def attack_problem(game: Kernel, oid: int) -> str | None:
    """Why a creature can't attack (508.1a, 302.6, 702.3b), or None."""
    chars = game.chars(oid)
    obj = game.state.objects[oid]
    if "Creature" not in chars.types:
        return "it isn't a creature"
    if chars.controller != game.state.active:
        return "you don't control it"
    if obj.tapped:
        return f"{chars.name} is tapped"
    if costs.is_summoning_sick(game, oid):
        return costs.sick_reason(game, oid)
    if chars.has("defender"):
        return f"{chars.name} has defender (702.3b)"
    if aura_restrictions.cant_attack(game, oid):
        return f"{chars.name} can't attack (508.1c)"
    if restrictions.forbidden(game, oid, "attack"):
        return f"{chars.name} can't attack this turn (508.1c)"
    if blocking.group_forbids(game, oid, "attack") or group_restrictions.forbidden(game, oid, "attack"):
        return f"{chars.name} can't attack (508.1c)"
    for effect in chars.table.statics.get(dsl.CantAttackUnless, ()):
        if not queries.condition_holds(game, effect.condition, oid, chars.controller):
            return f"{chars.name} can't attack unless its condition is met"
    if all(defender_problem(game, oid, d) for d in defenders(game, chars.controller)):
        return f"{chars.name} can't attack any defender (508.1c)"
    return None


def defender_problem(game: Kernel, oid: int, defender: tuple) -> str | None:
    """Why a creature can't attack this defender (508.1c: "~ can't attack unless defending
    player controls an Island", 506.2), or None."""
    chars = game.chars(oid)
    if chars.table.statics.get(dsl.CantAttackOwner) and defending_player(game, defender) == game.state.objects[oid].owner:
        return f"{chars.name} can't attack its owner or planeswalkers its owner controls (508.1c)"
    restrictions_here = chars.table.statics.get(dsl.CantAttackUnlessDefenderControls, ())
    if not restrictions_here:
        return None
    player = defending_player(game, defender)
    for effect in restrictions_here:
        if not any(game.chars(o).controller == player and queries.matches(game, effect.filter, o, oid, chars.controller)
                   for o in game.state.battlefield):
            return f"{chars.name} can't attack unless defending player controls a matching permanent (508.1c)"
    return None


def _attack_taxes(game: Kernel, defender: tuple) -> list[tuple[int | None, int, str, int]]:
    """(source, its controller, mana per creature, life per creature) for each effect that
    makes attacking `defender` cost something (508.1d, 508.1h)."""
    taxes = []
    if defender[0] == "player":
        protected_player = defender[1]
        is_planeswalker = False
    else:
        protected_player = game.chars(defender[1]).controller
        is_planeswalker = True
    for oid, controller, tax in static_effects(game, dsl.AttackTax):
        if controller == protected_player and (not is_planeswalker or tax.protects_planeswalkers):
            taxes.append((oid, controller, tax.mana, tax.life))
    for effect in game.state.effects:
        if effect.kind == "attack_tax" and effect.controller == protected_player:
            if not is_planeswalker or effect.params.get("protects_planeswalkers"):
                taxes.append((effect.source, effect.controller, effect.params.get("mana", ""), effect.params.get("life", 0)))
    return taxes


def total_attack_cost(game: Kernel, assignments: list[tuple[int, tuple]]) -> tuple[int, int, list[dict]]:
    """508.1h: the total mana and life to attack this way, and each tax source's share."""
    generic = 0
    life = 0
    shares: dict = {}
    for _attacker, defender in assignments:
        for source, controller, mana_text, life_cost in _attack_taxes(game, defender):
            amount = mana.requirement(mana_text).total if mana_text else 0
            generic += amount
            life += life_cost
            key = source
            share = shares.setdefault(key, {"id": source, "controller": controller, "mana": 0, "life": 0})
            share["mana"] += amount
            share["life"] += life_cost
    return generic, life, list(shares.values())


def _tapped_by_attacking(game: Kernel, assignments: list) -> frozenset:
    """508.1f: the attackers without vigilance (702.20b) become tapped before the cost to
    attack is paid (508.1j), so their mana abilities can't help pay it."""
    return frozenset(a for a, _ in assignments if not game.chars(a).has("vigilance"))


def _must_attack(game: Kernel, oid: int) -> bool:
    return requirements.must_attack(game, oid)


def _cost_per_attacker(game: Kernel, defender: tuple) -> tuple[int, int, bool]:
    """508.1d, 508.1h: the mana and life it costs to attack `defender` with one creature, and
    whether anything taxes attacking it at all."""
    taxes = _attack_taxes(game, defender)
    generic = life = 0
    for _, _, mana_text, life_cost in taxes:
        generic += mana.requirement(mana_text).total if mana_text else 0
        life += life_cost
    return generic, life, bool(taxes)


def _attack_options(game: Kernel, player: int, candidates: list[int], targets: list[tuple],
                    chosen: list[tuple[int, tuple]]) -> list[Option]:
    """508.1a-d: declare the attackers so far (unless a requirement is unmet), or add one
    attacking one of the defenders, if the total cost to attack stays payable (508.1h-j).
    Each defender's cost is looked up once, so a decision costs O(creatures x defenders)."""
    used = {a for a, _ in chosen}
    costs_to_attack = {defender: _cost_per_attacker(game, defender) for defender in targets}
    options = []
    generic = life = 0
    for _, defender in chosen:
        generic += costs_to_attack[defender][0]
        life += costs_to_attack[defender][1]
    tapped = _tapped_by_attacking(game, chosen)
    names = {defender: _describe_defender(game, defender) for defender in targets}
    limits = attack_limits(game)
    for oid in candidates:
        if oid in used:
            continue
        chars = game.chars(oid)
        # Only a permanent with mana abilities could help pay: the others' payments are the same.
        exclude = tapped | {oid} if chars.table.mana and not chars.has("vigilance") else tapped
        for defender in targets:
            if defender_problem(game, oid, defender):
                continue
            if limits and not _within_limits(game, limits, chosen, oid, defender, candidates, targets):
                continue  # 508.1c: no more than N creatures can attack (you) each combat
            more_generic, more_life, _ = costs_to_attack[defender]
            if life + more_life and game.state.players[player].life < life + more_life:  # 119.4
                continue
            if generic + more_generic and not mana.can_pay(game, player, mana.ManaReq((), generic + more_generic),
                                                           exclude, restricted_mana.for_other(game, player)):
                continue
            options.append(Option("attack", f"attack {names[defender]} with {chars.name}", (oid, tuple(defender))))
    if not chosen:  # 506.5: one that can't attack alone is offered first only if another can join it
        options = [o for o in options if not blocking.cant_attack_alone(game, o.value[0]) or any(
            other.kind == "attack" for other in _attack_options(game, player, candidates, targets, [o.value]))]
    # 508.1d: a creature that must attack if able, could without a cost, and isn't declared yet;
    # 506.5: a creature that can't attack alone isn't the only attacker
    required = any(_must_attack(game, o.value[0]) and not costs_to_attack[o.value[1]][2] for o in options)
    if not required and not (len(chosen) == 1 and blocking.cant_attack_alone(game, chosen[0][0])):
        options.insert(0, Option("done", "declare these attackers" if chosen else "no attack", None))
    return options


def attack_limits(game: Kernel) -> list[tuple[int, int | None]]:
    """508.1c: (most attackers, the player they mustn't exceed attacking, or None for all)."""
    found = []
    for perm, controller, effect in static_effects(game, dsl.AttackLimit):
        if effect.while_tapped and not game.state.objects[perm].tapped:
            continue
        found.append((effect.count, controller if effect.defender == "you" else None))
    return found


def _limited(limit: tuple[int, int | None], defender: tuple) -> bool:
    return limit[1] is None or tuple(defender) == ("player", limit[1])


def _within_limits(game: Kernel, limits: list, chosen: list, oid: int, defender: tuple, candidates: list[int],
                   targets: list[tuple]) -> bool:
    """508.1c-d: attacking `defender` with `oid` keeps every limit, and leaves room under it for
    the creatures that must attack and could attack only there (the most requirements obeyed)."""
    chosen_ids = {a for a, _ in chosen}
    for limit in limits:
        if not _limited(limit, defender):
            continue
        used = sum(1 for _, d in chosen if _limited(limit, d))
        if used + 1 > limit[0]:
            return False
        if _must_attack(game, oid):
            continue
        pinned = [c for c in candidates if c != oid and c not in chosen_ids and _must_attack(game, c)
                  and attack_problem(game, c) is None
                  and all(_limited(limit, t) for t in targets if not defender_problem(game, c, t))]
        if pinned and used + 1 + min(len(pinned), limit[0]) > limit[0]:
            return False
    return True


def _describe_defender(game: Kernel, defender: tuple) -> str:
    if defender[0] == "player":
        return game.player_name(defender[1])
    if _defender_present(game, defender):
        return game.chars(defender[1]).name
    known = lki(game, defender[1])
    return known["name"] if known else "a planeswalker that left"


def _defender_present(game: Kernel, defender) -> bool:
    """506.4c: whether the planeswalker (or player) an attacker attacks is still there."""
    if defender[0] == "player":
        return not game.state.players[defender[1]].lost
    obj = game.state.objects.get(defender[1])
    return obj is not None and obj.zone == "battlefield"


def defending_player(game: Kernel, defender) -> int:
    """506.2: the player an attacker attacks, or who controls the planeswalker it attacks (its
    last known controller if that planeswalker has left the battlefield, 506.4c)."""
    if defender[0] == "player":
        return defender[1]
    if _defender_present(game, defender):
        return game.chars(defender[1]).controller
    known = lki(game, defender[1])
    return known["controller"] if known else 0


class AttackStage(IntEnum):
    DECLARE = 0  # 508.1a-g: the attackers are chosen; the total cost to attack is determined
    PAY = 1  # 508.1h-j: the costs are paid and the attackers become attacking


@dataclass(slots=True)
class AttackProgress(Progress):
    """508.1d-h: the attackers declared, [attacker, defender] each, and the costs to attack:
    the life to pay and each source's share of the tax."""

    attackers: list = field(default_factory=list)
    life: int = 0
    shares: list = field(default_factory=list)


@procedure("declare_attackers", progress=AttackProgress)
def declare_attackers(game: Kernel, task: Task) -> None:
    """508.1: the active player declares attackers, then pays any costs to attack."""
    state = game.state
    player = state.active
    if task.stage == AttackStage.DECLARE:
        candidates = [o for o in state.battlefield if attack_problem(game, o) is None]
        targets = defenders(game, player)
        chosen: list[tuple[int, tuple]] = []
        while True:
            # A single option ("no attack" or "declare these attackers") is taken at once.
            answer = game.ask(player, "attackers", lambda: _attack_options(game, player, candidates, targets, chosen),
                              "declare attackers")
            if answer.kind == "done":
                break
            chosen.append((answer.value[0], tuple(answer.value[1])))
        progress = task.data
        progress.attackers = [[a, list(d)] for a, d in chosen]
        generic, progress.life, progress.shares = total_attack_cost(game, chosen)
        shares = progress.shares
        if generic:
            mana_shares = [s for s in shares if s["mana"]]
            game.push("pay_mana", player=player, req=mana.ManaReq((), generic).to_list(),
                      source=mana_shares[0]["id"] if len(mana_shares) == 1 else None,  # the tax's source, if just one
                      purpose="attack_tax", tax_sources=mana_shares, label="the cost to attack",
                      exclude=sorted(_tapped_by_attacking(game, chosen)))
        game.advance_stage(task)
        return
    progress = task.data
    chosen = [(a, tuple(d)) for a, d in progress.attackers]
    exerted = [oid for oid, _ in chosen if _may_exert(game, oid) and game.ask(
        player, "may", [Option("yes", f"exert {game.chars(oid).name}", True), Option("no", "don't exert it", False)],
        f"exert {game.chars(oid).name} as it attacks? (701.39a)").value]
    if progress.life:
        zones.lose_life(game, player, progress.life, cause="cost")
        game.emit({"type": "payment", "player": player, "purpose": "attack_life", "source": None, "mana": [],
                   "amount": 0, "life": progress.life, "tax_sources": [s for s in progress.shares if s["life"]]})
    combat = state.combat
    for oid, defender in chosen:
        if not game.chars(oid).has("vigilance"):  # 508.1f, 702.20b
            zones.tap(game, oid)
        combat.attackers[oid] = list(defender)
        state.extra.setdefault("attacked_this_turn", []).append(oid)  # "creatures that attacked this turn"
        attacked = state.players[player].players_attacked_last_turn
        if defender[0] == "player" and defender[1] not in attacked:  # "attacked you during their last turn"
            attacked.append(defender[1])
            game.changed(Aspect.PLAYED)
        game.changed(Aspect.COMBAT)
    for oid in exerted:
        restrictions.exert(game, oid, player)
    for oid, defender in chosen:
        game.emit({"type": "attack", "obj": oid, "defender": list(defender),
                   "defender_player": defending_player(game, defender)})
    game.emit({"type": "attackers_declared", "attackers": [a for a, _ in chosen]})
    game.finish(task)


def _may_exert(game: Kernel, oid: int) -> bool:
    """701.39a: whether the creature has an ability that lets its controller exert it as it
    attacks ("You may exert ~ as it attacks. When you do, ...")."""
    return any(ability.trigger.event == "exerted" for _ref, ability in game.chars(oid).table.triggers_by_event.get("exert", ()))


def _blocker_problem(game: Kernel, blocker: int) -> str | None:
    """Why a permanent can't block at all (509.1a), or None."""
    chars = game.chars(blocker)
    if "Creature" not in chars.types:
        return "it isn't a creature"
    if game.state.objects[blocker].tapped:
        return f"{chars.name} is tapped (509.1a)"
    if chars.table.statics.get(dsl.CantBlock) or aura_restrictions.cant_block(game, blocker):
        return f"{chars.name} can't block (509.1a)"
    if chars.has("unleash") and game.state.objects[blocker].counters.get("+1/+1", 0) > 0:
        return f"{chars.name} can't block while it has a +1/+1 counter on it (702.98a)"
    if restrictions.forbidden(game, blocker, "block"):
        return f"{chars.name} can't block this turn (509.1c)"
    if blocking.group_forbids(game, blocker, "block") or group_restrictions.forbidden(game, blocker, "block"):
        return f"{chars.name} can't block (509.1b)"
    return None


def block_problem(game: Kernel, blocker: int, attacker: int) -> str | None:
    """Why a permanent can't block this attacker (509.1a-b), or None."""
    problem = _blocker_problem(game, blocker)
    if problem is None and not keywords.can_block(game, blocker, attacker):
        return f"{game.chars(blocker).name} can't block {game.chars(attacker).name}"
    return problem


def _matching(needs: list[int], blockers_of: dict[int, list[int]], start: dict[int, int]) -> dict[int, int] | None:
    """702.111b: a different creature for each attacker in `needs`, among those able to block
    it (blocker -> attacker), found by augmenting paths from the pairs of `start` that are for
    `needs`; None if there is no such matching."""
    owner = {b: a for b, a in start.items() if a in needs}

    def augment(a: int, seen: set[int]) -> bool:
        for b in blockers_of[a]:
            if b in seen:
                continue
            seen.add(b)
            if b not in owner or augment(owner[b], seen):
                owner[b] = a
                return True
        return False

    matched = set(owner.values())
    if all(a in matched or augment(a, set()) for a in needs):
        return owner
    return None


def _spare(needs: list[int], free: list[int], able: dict[int, set[int]], blockers_of: dict[int, list[int]],
           start: dict[int, int]) -> set[int]:
    """509.1b, 702.111b: the free creatures that each attacker in `needs` (a creature with
    menace blocked by one creature) can do without: b such that `needs` can still get
    different free creatures other than b able to block them.  Those are the creatures a
    matching leaves out, and, breadth-first, the partner of any attacker that a creature
    already found could block instead (an alternating path).  Empty if `needs` can't be met."""
    if not needs:
        return set(free)
    owner = _matching(needs, blockers_of, start)
    if owner is None:
        return set()
    partner = {a: b for b, a in owner.items()}
    queue = [b for b in free if b not in owner]
    found = set(queue)
    for spare in queue:  # the queue grows while it is read
        for a in needs:
            if a in able[spare] and partner[a] not in found:
                found.add(partner[a])
                queue.append(partner[a])
    return found


def _block_options(game: Kernel, attackers: list[int], potential: list[int], blocks: dict[int, list[int]],
                   counts: dict[int, int], others: int = 0, blocking_limit: int | None = None) -> list[Option]:
    """509.1a-c, 702.111b: declare these blocks, if each creature with menace that is blocked
    is blocked by two or more; or add a block after which the declaration can still be made
    legal, and that gives no attacker more blockers than it may have (509.1b).  A creature
    blocks one attacker, or more if it can block additional creatures (509.1a): each block it
    has left is a slot.  Each pair is looked at once and answered from the slots each set of
    needy attackers can spare, so a decision costs O(slots x attackers), plus a matching for
    each attacker with menace (O(needy attackers x slots)).  506.5: a creature that can't block
    alone is no declaration's only blocker (`others`: the creatures other defending players
    declared as blockers before)."""
    room = {b: block_capacity(game, b, len(attackers)) - len(blocks.get(b, ())) for b in potential}
    free = [(b, k) for b in potential for k in range(room[b])]
    menace = {a for a in attackers if game.chars(a).has("menace")}
    needy = [a for a in attackers if a in menace and counts[a] == 1]
    able_b = {b: ({a for a in attackers if a not in blocks.get(b, ()) and keywords.can_block(game, b, a)}
                  if _blocker_problem(game, b) is None else set()) for b in potential if room[b] > 0}
    able = {slot: able_b[slot[0]] for slot in free}
    blockers_of = {a: [slot for slot in free if a in able[slot]] for a in menace}
    start = (_matching(needy, blockers_of, {}) or {}) if needy else {}  # the needy attackers' blockers-to-be
    spares: dict[tuple, set] = {}
    spare_for: dict[int, set] = {}  # attacker -> the free slots whose block of it leaves a legal way on
    first_of_menace: dict[int, list[int]] = {}  # attacker -> needs, when a block now is its first
    for a in attackers:
        if a not in menace or counts[a] >= 2:
            needs = needy
        elif counts[a] == 1:
            needs = [x for x in needy if x != a]  # its blocker now is its second
        else:
            needs = needy + [a]  # its blocker now is its first: it needs another
            first_of_menace[a] = needs
        key = tuple(needs)
        if key not in spares:
            spares[key] = _spare(needs, free, able, blockers_of, start)
        spare_for[a] = spares[key]
    names = {o: game.chars(o).name for o in attackers + potential}
    full = {a for a in attackers if (limit := keywords.most_blockers(game, a)) is not None and counts[a] >= limit}
    options = []
    if not needy:
        options.append(Option("done", "declare these blockers" if blocks else "no blocks", None))
    for b in (b for b in potential if room[b] > 0):
        for a in attackers:
            if a not in able_b[b] or a in full:  # 509.1b: at most that many blockers
                continue
            if room[b] > 1 and a in first_of_menace:
                legal = _completes_without(b, a, first_of_menace[a], free, blockers_of)
            else:
                legal = any((b, k) in spare_for[a] for k in range(room[b]))
            if legal and blocking_limit is not None and not _blocks_within(game, blocking_limit, blocks, counts, b, a):
                continue  # 509.1b: no more than N creatures can block
            if legal:
                options.append(Option("block", f"block {names[a]} with {names[b]}", (b, a)))
    options = _alone_blocks(game, attackers, potential, blocks, counts, others, options)
    return _required_blocks(game, attackers, potential, blocks, others, options)


def block_limit(game: Kernel, player: int, others: int) -> int | None:
    """509.1b: the most creatures `player` may block with now: "no more than N creatures can
    block each combat" (less the blockers other defending players declared), "can't block with
    more than one creature this combat"; None if nothing limits it."""
    limits = [effect.count - others for _perm, _controller, effect in static_effects(game, dsl.BlockLimit)]
    limits += [e.params["count"] for e in game.state.effects if e.kind == BLOCK_LIMIT and e.params["player"] == player]
    return max(0, min(limits)) if limits else None


def _blocks_within(game: Kernel, limit: int, blocks: dict[int, list[int]], counts: dict[int, int], b: int, a: int) -> bool:
    """509.1b, 702.111b: after this block, the creatures blocking, and one more for each creature
    with menace blocked by one, are no more than the limit."""
    distinct = len(blocks) + (b not in blocks)
    after = {**counts, a: counts[a] + 1}
    needy = sum(1 for x, n in after.items() if n == 1 and game.chars(x).has("menace"))
    return distinct + needy <= limit


def _required_blocks(game: Kernel, attackers: list[int], potential: list[int], blocks: dict[int, list[int]],
                     others: int, options: list[Option]) -> list[Option]:
    """509.1c: "declare these blockers" is offered only if the blocks obey as many requirements
    as a legal declaration can, and a block by a creature a requirement concerns only if that
    many can still be obeyed after it."""
    req = requirements.gather(game, attackers, potential)
    if req is None:
        return options
    able = {b: {a for a in attackers if keywords.can_block(game, b, a)} if _blocker_problem(game, b) is None else set()
            for b in potential}
    capacity = {b: block_capacity(game, b, len(attackers)) for b in potential}

    def legal(trial: dict[int, list[int]]) -> bool:
        return _completable(game, attackers, able, capacity, trial, others)

    def room(trial: dict[int, list[int]]) -> dict[int, int]:
        return {b: capacity[b] - len(trial.get(b, ())) for b in potential}

    most = requirements.most_obeyed(req, able, capacity, {}, legal)
    kept = []
    for option in options:
        if option.kind == "done":
            if requirements.obeyed(req, blocks) >= most:
                kept.append(option)
            continue
        b, a = option.value
        if req.wanted(b, able[b]):
            trial = {k: list(v) for k, v in blocks.items()}
            trial.setdefault(b, []).append(a)
            if requirements.most_obeyed(req, able, room(trial), trial, legal) < most:
                continue
        kept.append(option)
    return kept or options  # (the search keeps a legal way on; this only guards against a dead end)


def _completable(game: Kernel, attackers: list[int], able: dict[int, set[int]], capacity: dict[int, int],
                 trial: dict[int, list[int]], others: int) -> bool:
    """Whether these blocks can be completed into a legal declaration: no attacker has more
    blockers than it may (509.1b), each one with menace blocked by one creature can get another
    (702.111b), and a creature that can't block alone isn't the only one that could block (506.5)."""
    counts = dict.fromkeys(attackers, 0)
    for blocked in trial.values():
        for a in blocked:
            counts[a] += 1
    if any((limit := keywords.most_blockers(game, a)) is not None and counts[a] > limit for a in attackers):
        return False
    needy = [a for a in attackers if counts[a] == 1 and game.chars(a).has("menace")]
    free = [(b, k) for b in able for k in range(capacity[b] - len(trial.get(b, ())))]
    blockers_of = {a: [slot for slot in free if a in able[slot[0]] and a not in trial.get(slot[0], ())] for a in needy}
    if needy and _matching(needy, blockers_of, {}) is None:
        return False
    blockers = [b for b, blocked in trial.items() if blocked]
    if not others and len(blockers) == 1 and blocking.cant_block_alone(game, blockers[0]):
        return any(b != blockers[0] and able[b] and capacity[b] > len(trial.get(b, ())) for b in able)
    return True


def _alone_blocks(game: Kernel, attackers: list[int], potential: list[int], blocks: dict[int, list[int]],
                  counts: dict[int, int], others: int, options: list[Option]) -> list[Option]:
    """506.5: "declare these blockers" isn't offered while the only creature blocking can't block
    alone, and such a creature is offered as the first blocker only if another creature could
    then block too."""
    if others or len(blocks) > 1:
        return options
    if len(blocks) == 1:
        if blocking.cant_block_alone(game, next(iter(blocks))):
            return [o for o in options if o.kind != "done"]
        return options
    kept = []
    for option in options:
        if option.kind == "block" and blocking.cant_block_alone(game, option.value[0]):
            b, a = option.value
            after = _block_options(game, attackers, potential, {b: [a]}, {**counts, a: counts[a] + 1})
            if not any(o.kind == "block" and o.value[0] != b for o in after):
                continue
        kept.append(option)
    return kept


def _completes_without(b: int, a: int, needs: list[int], free: list, blockers_of: dict) -> bool:
    """702.111b: whether, once `b` (with more than one slot) blocks `a` as its first blocker,
    each attacker in `needs` can still get a different slot, `a`'s from another creature."""
    used = (b, max(k for blocker, k in free if blocker == b))
    left = {x: [slot for slot in blockers_of[x] if slot != used and not (x == a and slot[0] == b)] for x in needs}
    return _matching(needs, left, {}) is not None


def block_capacity(game: Kernel, blocker: int, attackers: int) -> int:
    """509.1a: how many attackers a creature may block: one, plus each additional creature it
    can block; any number (at most every attacker)."""
    statics = game.chars(blocker).table.statics
    if statics.get(dsl.CanBlockAnyNumber):
        return max(1, attackers)
    return 1 + sum(effect.count for effect in statics.get(dsl.CanBlockAdditional, ())) + blocking.additional_blocks(game, blocker)


@procedure("declare_blockers")
def declare_blockers(game: Kernel, task: Task) -> None:
    """509.1: each defending player declares blockers, one at a time; "done" is offered only
    when the blocks are legal (menace needs two or more blockers, 702.111b), and a block is
    offered only if the declaration can still be completed legally.  The options are listed
    only when asked, not when an answer is replayed."""
    state = game.state
    combat = state.combat
    if combat is None or not combat.attackers:
        game.finish(task)
        return
    defending = sorted({defending_player(game, d) for d in combat.attackers.values()})
    declared: list[list[int]] = []
    for player in defending:
        attackers = [a for a, d in combat.attackers.items() if defending_player(game, d) == player]
        potential = [o for o in state.battlefield if game.chars(o).controller == player and "Creature" in game.chars(o).types]
        blocks: dict[int, list[int]] = {}
        counts = dict.fromkeys(attackers, 0)
        others = len({b for b, _ in declared})  # blockers other defending players declared (506.5)
        limit = block_limit(game, player, others)
        while True:
            # A single option ("no blocks" or "declare these blockers") is taken at once.
            answer = game.ask(player, "blockers", partial(_block_options, game, attackers, potential, blocks, counts, others,
                                                          limit), "declare blockers")
            if answer.kind == "done":
                break
            blocker, attacker = answer.value
            blocks.setdefault(blocker, []).append(attacker)
            counts[attacker] += 1
            declared.append([blocker, attacker])
    for b, a in declared:
        combat.blockers.setdefault(b, []).append(a)
        combat.blocked_by.setdefault(a, []).append(b)
        game.changed(Aspect.COMBAT)
        if a not in combat.blocked:
            combat.blocked.append(a)  # 509.1h
            game.changed(Aspect.COMBAT)
    for b, a in declared:
        game.emit({"type": "block", "obj": b, "attacker": a,
                   "defender_player": defending_player(game, combat.attackers[a])})
    game.emit({"type": "blockers_declared", "blocks": declared})
    game.finish(task)


def _has_first_strike(game: Kernel, oid: int) -> bool:
    chars = game.chars(oid)
    return chars.has("first strike") or chars.has("double strike")


def _strikes_now(game: Kernel, oid: int, first_step: bool) -> bool:
    """510.4, 702.4b, 702.7b-c: in the first step, creatures with first strike or double
    strike; in the second, those that had neither as the first step began (recorded in
    `first_strike_dealt`) and those that now have double strike (702.4c-d)."""
    if first_step:
        return _has_first_strike(game, oid)
    combat = game.state.combat
    return game.chars(oid).has("double strike") or oid not in combat.first_strike_dealt


def _in_combat(game: Kernel) -> list[int]:
    combat = game.state.combat
    return [o for o in list(combat.attackers) + list(combat.blockers) if o in game.state.objects]


def first_strike_applies(game: Kernel) -> bool:
    """510.4: a first combat damage step if any attacking or blocking creature has first
    strike or double strike."""
    return any(_has_first_strike(game, o) for o in _in_combat(game))


def _lethal(game: Kernel, blocker: int, attacker_has_deathtouch: bool) -> int:
    """702.19b: lethal damage accounts for damage already marked; with deathtouch, any
    nonzero amount is lethal (702.2c)."""
    if attacker_has_deathtouch:
        return 1
    chars = game.chars(blocker)
    return max(0, (chars.toughness or 0) - game.state.objects[blocker].damage)


def _divisions(power: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(power,)]
    return [(first,) + rest for first in range(power + 1) for rest in _divisions(power - first, parts - 1)]


def assignment_options(game: Kernel, attacker: int) -> list[tuple]:
    """510.1c-d: the legal ways a blocked attacker may assign its damage: (blocker ids,
    amounts, amount to the player or planeswalker it attacks)."""
    combat = game.state.combat
    chars = game.chars(attacker)
    power = max(0, combat_damage_amount(game, attacker))  # 510.1a
    blockers = [b for b in combat.blocked_by.get(attacker, []) if b in game.state.objects]
    # 506.4c: excess damage has nowhere to go if the planeswalker it attacks has left.
    present = _defender_present(game, combat.attackers[attacker])
    trample = chars.has("trample") and present
    deathtouch = chars.has("deathtouch")
    # "as though it weren't blocked": all of it to the player or planeswalker it attacks
    unblocked = [((), (), power)] if present and chars.table.statics.get(dsl.AssignAsThoughUnblocked) else []
    if not blockers:
        return list(dict.fromkeys([((), (), power if trample else 0), *unblocked]))  # 510.1c, 702.19d
    results = []
    if not trample:
        for split in _divisions(power, len(blockers)):
            results.append((tuple(blockers), split, 0))
        return results + unblocked
    lethal = [_lethal(game, b, deathtouch) for b in blockers]
    for to_player in range(power + 1):
        rest = power - to_player
        for split in _divisions(rest, len(blockers)):
            if to_player and any(s < need for s, need in zip(split, lethal, strict=True)):
                continue
            results.append((tuple(blockers), split, to_player))
    return results + unblocked


@procedure("combat_damage")
def combat_damage(game: Kernel, task: Task) -> None:
    """510.1-510.2: assign combat damage, then deal it all at once."""
    state = game.state
    combat = state.combat
    if combat is None:
        game.finish(task)
        return
    if not combat.first_strike_step and not state.extra.get("regular_damage_done") and first_strike_applies(game):
        combat.first_strike_step = True
        game.changed(Aspect.COMBAT)
        first_step = True
        # 510.4: remember who had first strike or double strike as the first step began.
        combat.first_strike_dealt = sorted(o for o in _in_combat(game) if _has_first_strike(game, o))
        game.changed(Aspect.COMBAT)
    else:
        first_step = combat.first_strike_step and not state.extra.get("regular_damage_done")
    assignments: list[tuple[int, tuple, int]] = []
    for attacker, defender in list(combat.attackers.items()):
        if attacker not in state.objects or not _strikes_now(game, attacker, first_step):
            continue
        chars = game.chars(attacker)
        amount = combat_damage_amount(game, attacker)  # 510.1a
        if amount <= 0:
            continue
        if attacker in combat.blocked:
            options = assignment_options(game, attacker)
            if len(options) > 1:
                labels = [Option("assign", _assignment_label(game, o, defender), (tuple(o[0]), tuple(o[1]), o[2])) for o in options]
                pick = game.ask(chars.controller, "damage_assignment", labels, f"assign {chars.name}'s combat damage").value
                blockers, split, to_player = pick[0], pick[1], pick[2]
            else:
                blockers, split, to_player = options[0]
            for b, amount in zip(blockers, split, strict=True):
                if amount:
                    assignments.append((attacker, ("obj", b), amount))
            if to_player:
                assignments.append((attacker, tuple(defender), to_player))
        elif _defender_present(game, defender):  # 510.1b
            assignments.append((attacker, tuple(defender), amount))
    for blocker, blocked in list(combat.blockers.items()):
        if blocker not in state.objects or not _strikes_now(game, blocker, first_step):
            continue
        chars = game.chars(blocker)
        power = combat_damage_amount(game, blocker)  # 510.1a
        alive = [a for a in blocked if a in combat.attackers]  # 510.1d
        if power <= 0 or not alive:
            continue
        split: tuple = (power,)
        if len(alive) > 1:  # 510.1d: a creature blocking several divides its damage among them
            labels = [Option("assign", ", ".join(f"{n} to {game.chars(a).name}" for a, n in zip(alive, option, strict=True)),
                             (tuple(alive), option, 0)) for option in _divisions(power, len(alive))]
            split = game.ask(chars.controller, "damage_assignment", labels, f"assign {chars.name}'s combat damage").value[1]
        for a, amount in zip(alive, split, strict=True):
            if amount:
                assignments.append((blocker, ("obj", a), amount))
    infos = {src: keywords.source_info(game, src) for src, _, _ in assignments}
    with damage_events.simultaneous(game):  # 510.2: dealt simultaneously
        zones.deal_damage_at_once(game, [(src, target, amount, infos[src]) for src, target, amount in assignments],
                                  combat=True)
    game.finish(task)


def _assignment_label(game: Kernel, option: tuple, defender) -> str:
    blockers, split, to_player = option
    parts = [f"{amount} to {game.chars(b).name}" for b, amount in zip(blockers, split, strict=True)]
    if to_player:
        parts.append(f"{to_player} to {_describe_defender(game, defender)}")
    return ", ".join(parts) or "no damage"


__all__ = ["declare_attackers", "declare_blockers", "combat_damage"]
