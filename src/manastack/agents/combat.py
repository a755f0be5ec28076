"""Combat arithmetic on what a view shows (506-511), for the agents: who dies and how much
damage gets through when an attacker is blocked by some creatures, and plans for blocking and
attacking built from it.

It knows first strike and double strike (510.4: a first-strike damage step, where a creature
killed deals no damage in the regular step), deathtouch (702.2), trample (702.19, including
702.19e: a blocked trampler whose blockers are all gone deals all its damage to the player),
indestructible (702.12), flying and reach (702.9, 702.17) and menace (702.111).  It doesn't
know what a player may still do (combat tricks, abilities): a plan is a good guess, not a
proof."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from manastack.caching import memo

PLANS_KEPT = 8192  # combat plans memoized (they depend only on their arguments)
MAX_GANG = 3  # at most this many blockers on one attacker in a plan
MAX_CHOICES = 6  # blockers looked at for a gang block of one attacker
PRESSURE = 0.25  # the share of an attack's damage counted as if unblocked
EXPOSED = 2.0  # the cost of each point of crack-back damage when it is half the life total or more
LETHAL = 10_000.0  # an attack's score for lethal damage, before the damage itself


def creature_value(o: dict) -> float:
    """How much a permanent in a view is worth keeping (a 2/2 for two is about 6)."""
    if "Creature" not in o.get("types", []):
        return 1.5 * o.get("mana_value", 0) + 1
    keywords = o.get("keywords", [])
    return (
        (o.get("power") or 0) * 1.5
        + (o.get("toughness") or 0)
        + 0.5 * o.get("mana_value", 0)
        + len(keywords)
        + 2 * ("flying" in keywords)
        + 2 * ("deathtouch" in keywords)
    )


@dataclass(frozen=True, slots=True)
class Fighter:
    """A creature as combat sees it: its power, the toughness it has left (toughness less the
    damage marked on it), its combat keywords and its worth."""

    id: int
    power: int
    toughness: int
    keywords: frozenset
    value: float

    @property
    def first_strike(self) -> bool:
        return "first strike" in self.keywords

    @property
    def double_strike(self) -> bool:
        return "double strike" in self.keywords

    @property
    def deathtouch(self) -> bool:
        return "deathtouch" in self.keywords

    @property
    def trample(self) -> bool:
        return "trample" in self.keywords

    @property
    def indestructible(self) -> bool:
        return "indestructible" in self.keywords

    @property
    def menace(self) -> bool:
        return "menace" in self.keywords

    @property
    def vigilance(self) -> bool:
        return "vigilance" in self.keywords

    def damage(self) -> int:
        """The damage it deals unblocked: twice its power with double strike (702.4)."""
        return max(0, self.power) * (2 if self.double_strike else 1)


def fighter(o: dict) -> Fighter:
    """The Fighter for a creature in a view."""
    toughness = (o.get("toughness") or 0) - (o.get("damage") or 0)
    return Fighter(
        o["id"], o.get("power") or 0, toughness, frozenset(o.get("keywords", [])), creature_value(o)
    )


def can_block(blocker: Fighter, attacker: Fighter) -> bool:
    """702.9b: a creature with flying can be blocked only by creatures with flying or reach."""
    return "flying" not in attacker.keywords or bool({"flying", "reach"} & blocker.keywords)


@dataclass(frozen=True, slots=True)
class Clash:
    """The result of one attacker's combat: whether it dies, which of its blockers die, and the
    damage it deals to the player or planeswalker it attacks."""

    attacker_dies: bool
    dead: tuple[int, ...]
    through: int


def clash(attacker: Fighter, blockers: Sequence[Fighter]) -> Clash:
    """510.1-510.4: the attacker's combat against these blockers (none: unblocked).  The
    attacking player is assumed to assign lethal damage to the most valuable blockers first
    (510.1c), the rest to the player if it has trample (702.19c)."""
    if not blockers:
        return Clash(False, (), attacker.damage())
    order = sorted(blockers, key=lambda b: -b.value)
    everyone = (attacker, *blockers)
    steps = (True, False) if any(f.first_strike or f.double_strike for f in everyone) else (False,)
    taken = dict.fromkeys([f.id for f in everyone], 0)
    touched: set[int] = set()  # dealt damage by a source with deathtouch
    dead: set[int] = set()
    through = 0
    for first in steps:

        def strikes(f: Fighter, first: bool = first) -> bool:
            if f.id in dead or f.power <= 0:
                return False
            return f.first_strike or f.double_strike if first else not f.first_strike or f.double_strike

        if strikes(attacker):
            power = attacker.power
            living = [b for b in order if b.id not in dead]
            if not living:
                through += power if attacker.trample else 0  # 702.19e
            else:
                for b in living:
                    need = 1 if attacker.deathtouch else max(1, b.toughness - taken[b.id])
                    give = min(power, need)
                    taken[b.id] += give
                    if attacker.deathtouch and give:
                        touched.add(b.id)
                    power -= give
                    if not power:
                        break
                if power:
                    if attacker.trample:
                        through += power
                    else:
                        taken[living[0].id] += power
        for b in blockers:
            if strikes(b):
                taken[attacker.id] += b.power
                if b.deathtouch:
                    touched.add(attacker.id)
        for f in everyone:
            if f.id not in dead and not f.indestructible and (taken[f.id] >= f.toughness or f.id in touched):
                dead.add(f.id)
    return Clash(attacker.id in dead, tuple(b.id for b in blockers if b.id in dead), through)


@dataclass
class Outcome:
    """What a set of blocks does: the damage that gets through, and the worth of the creatures
    each side loses."""

    through: int
    attackers_lost: float
    blockers_lost: float
    dead: frozenset


def outcome(attackers: Iterable[Fighter], blocks: dict[int, list[Fighter]]) -> Outcome:
    through = 0
    attackers_lost = blockers_lost = 0.0
    dead: set[int] = set()
    for a in attackers:
        group = blocks.get(a.id, [])
        result = clash(a, group)
        through += result.through
        if result.attacker_dies:
            attackers_lost += a.value
            dead.add(a.id)
        for b in group:
            if b.id in result.dead:
                blockers_lost += b.value
                dead.add(b.id)
    return Outcome(through, attackers_lost, blockers_lost, frozenset(dead))


def plan_blocks(
    attackers: Sequence[Fighter], blockers: Sequence[Fighter], life: int, at_player: set[int] | None = None
) -> list[tuple[int, int]]:
    """Blocks for the defending player at `life` (509.1a), as (blocker, attacker) pairs in the
    order to declare them.  In turn: blocks that kill an attacker and lose nothing (one blocker,
    or a gang of first strikers or deathtouch creatures); trades that lose less than they kill
    (even trades too when half the life total is coming); then, while the damage that gets
    through would be lethal, chump blocks that stop the most of it (never leaving lethal damage
    unblocked when a block prevents it); last, blocks that cost nothing.  `at_player`: the
    attackers attacking the player (default all); damage to planeswalkers isn't lethal.
    Memoized: the search agent's rollouts plan the same combats over and over."""
    attacking = tuple(attackers)
    chosen = frozenset(a.id for a in attacking) if at_player is None else frozenset(at_player)
    return list(_plan_blocks(attacking, tuple(blockers), life, chosen))


@memo(PLANS_KEPT)
def _plan_blocks(
    attackers: tuple[Fighter, ...], blockers: tuple[Fighter, ...], life: int, at_player: frozenset
) -> tuple[tuple[int, int], ...]:
    ranked = sorted(attackers, key=lambda a: (-a.value, a.id))
    free = sorted(blockers, key=lambda b: (b.value, b.id))
    blocks: dict[int, list[Fighter]] = {a.id: [] for a in attackers}

    def through() -> int:
        return sum(clash(a, blocks[a.id]).through for a in attackers if a.id in at_player)

    def incoming() -> int:
        return sum(a.damage() for a in attackers if a.id in at_player and not blocks[a.id])

    def gangs(a: Fighter, largest: int, fit=None) -> list[tuple[Fighter, ...]]:
        """Groups of free blockers that can block `a`, smallest first: one blocker (two for
        menace) up to `largest`; for groups of two or more, only blockers `fit` allows."""
        able = [b for b in free if can_block(b, a)]
        smallest = 2 if a.menace else 1
        found = [tuple(g) for g in combinations(able, smallest)] if smallest <= largest else []
        if largest > smallest:
            able = [b for b in able if fit is None or fit(b)]
            able = sorted(able, key=lambda b: (-b.power - 10 * b.deathtouch, b.id))[:MAX_CHOICES]
            for size in range(smallest + 1, largest + 1):
                found += [tuple(sorted(g, key=lambda b: (b.value, b.id))) for g in combinations(able, size)]
        return found

    def take(a: Fighter, gang: Sequence[Fighter]) -> None:
        blocks[a.id] = list(gang)
        for b in gang:
            free.remove(b)

    for a in ranked:  # kills that lose nothing: the cheapest group

        def unhurt(b: Fighter, a: Fighter = a) -> bool:  # survives the attacker, or may strike first
            return b.first_strike or b.double_strike or (b.toughness > a.power and not a.deathtouch)

        best = None
        for gang in gangs(a, MAX_GANG, unhurt):
            result = clash(a, gang)
            if result.attacker_dies and not result.dead:
                cost = (len(gang), sum(b.value for b in gang))
                if best is None or cost < best[0]:
                    best = (cost, gang)
        if best is not None:
            take(a, best[1])
    pressed = incoming() * 2 >= life
    for a in ranked:  # trades worth making
        if blocks[a.id]:
            continue
        best = None
        for gang in gangs(a, 2):
            result = clash(a, gang)
            if not result.attacker_dies:
                continue
            lost = sum(b.value for b in gang if b.id in result.dead)
            gain = a.value - lost
            if gain >= -0.5 or (pressed and gain >= -3):
                key = (gain, -len(gang))
                if best is None or key > best[0]:
                    best = (key, gang)
        if best is not None:
            take(a, best[1])
    while through() >= life:  # survive: stop the most damage with the least worth
        best = None
        for a in ranked:
            if a.id not in at_player or blocks[a.id]:
                continue
            for gang in gangs(a, 2 if a.menace else 1):
                saved = a.damage() - clash(a, gang).through
                key = (saved, -sum(b.value for b in gang))
                if saved > 0 and (best is None or key > best[0]):
                    best = (key, a, gang)
        if best is None:
            if not _break_up_gang(blocks, free):
                break
            continue
        take(best[1], best[2])
    for a in ranked:  # blocks that cost nothing: the blocker survives
        if blocks[a.id] or a.id not in at_player:
            continue
        for gang in gangs(a, 2 if a.menace else 1):
            if not clash(a, gang).dead:
                take(a, gang)
                break
    return tuple((b.id, a.id) for a in ranked for b in blocks[a.id])


def _break_up_gang(blocks: dict[int, list[Fighter]], free: list[Fighter]) -> bool:
    """Free the blockers of the least valuable gang block (for chump blocks elsewhere)."""
    gangs = [(sum(b.value for b in gang), attacker) for attacker, gang in blocks.items() if len(gang) > 1]
    if not gangs:
        return False
    _, attacker = min(gangs)
    free.extend(blocks[attacker])
    blocks[attacker] = []
    free.sort(key=lambda b: (b.value, b.id))
    return True


def blocks_by_attacker(
    attackers: Sequence[Fighter], blockers: Sequence[Fighter], pairs: Iterable[tuple[int, int]]
) -> dict[int, list[Fighter]]:
    by_id = {b.id: b for b in blockers}
    found: dict[int, list[Fighter]] = {a.id: [] for a in attackers}
    for b, a in pairs:
        found[a].append(by_id[b])
    return found


@dataclass(frozen=True)
class Board:
    """The creatures of an attack decision: the attacker's candidates and its other untapped
    creatures, the defender's untapped ones and all of them, and both life totals."""

    candidates: tuple[Fighter, ...]  # as they will be once they attack
    home: tuple[Fighter, ...]  # the attacker's untapped creatures that can't attack
    blockers: tuple[Fighter, ...]
    theirs: tuple[Fighter, ...]
    my_life: int
    their_life: int
    resting: tuple[Fighter, ...] = ()  # the candidates as they are when not attacking (default: alike)
    reach: int = 0  # the damage the attacker's burn in hand can still deal the defender this turn (120.3)


def attack_score(board: Board, attacking: Sequence[Fighter]) -> float:
    """How good an attack is, assuming the defender blocks with `plan_blocks`: the worth of the
    creatures killed less those lost, the damage dealt (worth more the lower their life), a
    large bonus for lethal damage (with the burn of `board.reach` after it, against blocks made
    knowing their life is that much lower) and a large penalty if the attack leaves the attacker dead to
    the crack-back (their creatures attacking next turn into the ones left untapped)."""
    if board.reach:  # lethal with the burn after combat: judged against blocks that fear it
        feared = plan_blocks(attacking, board.blockers, max(1, board.their_life - board.reach))
        through = outcome(attacking, blocks_by_attacker(attacking, board.blockers, feared)).through
        if through + board.reach >= board.their_life:
            return LETHAL + through
    blocks = blocks_by_attacker(
        attacking, board.blockers, plan_blocks(attacking, board.blockers, board.their_life)
    )
    result = outcome(attacking, blocks)
    if result.through >= board.their_life:
        return LETHAL + result.through
    attacked = {a.id for a in attacking}
    resting = board.resting or board.candidates
    defenders = [
        f for f in board.home + resting if f.id not in result.dead and (f.id not in attacked or f.vigilance)
    ]
    raiders = [f for f in board.theirs if f.id not in result.dead]
    crack = plan_blocks(raiders, defenders, board.my_life)
    taken = outcome(raiders, blocks_by_attacker(raiders, defenders, crack)).through
    weight = 0.5 + 10 / max(1, board.their_life - result.through)
    pressure = PRESSURE * sum(a.damage() for a in attacking)  # they may not block as modelled
    score = result.blockers_lost - result.attackers_lost + weight * (result.through + pressure)
    if taken >= board.my_life:
        score -= 1000.0
    elif taken * 2 >= board.my_life:
        score -= EXPOSED * taken
    return score


def plan_attack(board: Board) -> list[int]:
    """The attackers to declare (508.1a): the best-scoring of a few attacks (none, all, all but
    the best defenders, the ones no blocker punishes, the evasive ones), then improved by adding
    or removing one attacker at a time while that helps.  Memoized, as `plan_blocks` is."""
    return list(_plan_attack(board))


def lethal_attack(board: Board) -> bool:
    """Whether the attack `plan_attack` plans deals lethal damage, the burn of `board.reach`
    counted (`attack_score`)."""
    plan = set(_plan_attack(board))
    return attack_score(board, [f for f in board.candidates if f.id in plan]) >= LETHAL


@memo(PLANS_KEPT)
def _plan_attack(board: Board) -> tuple[int, ...]:
    candidates = sorted(board.candidates, key=lambda f: (-f.value, f.id))
    if not candidates:
        return ()
    tries: list[tuple[Fighter, ...]] = [(), tuple(candidates)]
    keepers = sorted(candidates, key=lambda f: (-(f.toughness + f.power), f.id))
    for k in range(1, len(candidates)):
        tries.append(tuple(f for f in candidates if f not in keepers[:k]))
    safe = tuple(
        a
        for a in candidates
        if a.power > 0
        and not any(
            can_block(b, a)
            and clash(a, [b]).attacker_dies
            and (not clash(a, [b]).dead or b.value + 1 < a.value)
            for b in board.blockers
        )
    )
    evasive = tuple(a for a in candidates if not any(can_block(b, a) for b in board.blockers))
    tries += [safe, evasive]
    scored: dict[frozenset, float] = {}

    def score(attack: Sequence[Fighter]) -> float:
        key = frozenset(f.id for f in attack)
        if key not in scored:
            scored[key] = attack_score(board, attack)
        return scored[key]

    best = max(tries, key=lambda t: (score(t), len(t)))
    improved = True
    while improved and len(candidates) <= 8:
        improved = False
        for f in candidates:
            other = tuple(x for x in best if x != f) if f in best else best + (f,)
            if score(other) > score(best) + 1e-9:
                best, improved = other, True
    return tuple(f.id for f in candidates if f in best)
