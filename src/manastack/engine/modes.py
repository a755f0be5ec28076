"""Modal spells and abilities (700.2): "Choose one —", "Choose two —", "Choose one or both —",
"Choose one or more —".  The modes are chosen as a spell is cast (601.2b), as an activated
ability is activated (602.2b) and as a triggered ability is put on the stack (603.3c); a mode
whose targets can't be chosen can't be chosen (700.2a), and a mode is chosen at most once
(700.2d).  Every modal ability, whatever its kind, goes through these functions."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING

from manastack.cards import dsl
from manastack.engine import targets
from manastack.engine.decision import Option

if TYPE_CHECKING:
    from manastack.engine.kernel import Kernel


def most_modes(ability) -> int:
    """The most modes `ability` lets its controller choose: `choose_modes`, or `max_modes`
    for "one or both" / "one or more" (700.2d)."""
    return min(max(ability.choose_modes, ability.max_modes), len(ability.modes))


def legal_modes(game: Kernel, ability, source: int | None, player: int, source_info: dict | None = None) -> list[int]:
    """The modes whose targets can be chosen (700.2a)."""
    return [i for i, mode in enumerate(ability.modes)
            if targets.can_choose_all(game, mode.targets, source, player, source_info)]


def can_choose(game: Kernel, ability, source: int | None, player: int, source_info: dict | None = None) -> bool:
    """Whether enough modes can be chosen for the ability to be cast, activated or put on the
    stack (700.2a, 601.2c); one legal mode is enough if a mode may be chosen more than once
    (700.2d)."""
    least = 1 if repeats(ability) else min(ability.choose_modes, len(ability.modes))
    return len(legal_modes(game, ability, source, player, source_info)) >= least


def repeats(ability) -> bool:
    """700.2d: whether the ability says "You may choose the same mode more than once"."""
    return getattr(ability, "repeat_modes", False)


def choose(game: Kernel, ability, source: int | None, player: int, source_info: dict | None = None,
           most: int | None = None, additional: int = 0) -> list[int]:
    """Ask `player` for the modes, one at a time: at least `choose_modes` of them, then up to
    `most_modes` (or `most`, fewer: the modes whose escalate costs can be paid, 702.120a), and
    `additional` more that an effect lets them choose ("you may choose an additional mode"), if
    `player` wants more ("done" stops).  Returns them in printed order; fewer than the minimum
    only if no more are legal, which the caller checked beforehand."""
    legal = legal_modes(game, ability, source, player, source_info)
    chosen: list[int] = []
    limit = most_modes(ability) if most is None else min(most, most_modes(ability))
    if repeats(ability):  # 700.2d: each mode may be chosen again
        limit = ability.choose_modes if most is None else min(most, ability.choose_modes)
    limit += additional if repeats(ability) else min(additional, len(ability.modes) - limit)
    while len(chosen) < limit:
        options = [Option("mode", ability.modes[i].text or f"mode {i + 1}", i) for i in legal
                   if i not in chosen or repeats(ability)]
        if not options:
            break
        if len(chosen) >= ability.choose_modes:
            options.append(Option("done", "no more modes", None))
        answer = game.ask(player, "mode", options, "choose a mode")
        if answer.kind == "done":
            break
        chosen.append(answer.value)
    return sorted(chosen)


def parts(ability, modes) -> tuple[tuple, tuple]:
    """700.2, 601.2c: the target slots and effects of the chosen modes, in printed order.  Each
    mode numbers its own targets from 0; on the stack the slots of all chosen modes follow
    one another, so a later mode's target references are shifted past the earlier modes'
    slots (otherwise a second mode's "target player" would read the first mode's target)."""
    specs: list = []
    effects: list = []
    for m in sorted(modes):
        mode = ability.modes[m]
        offset = len(specs)
        specs.extend(shift_targets(spec, offset) for spec in mode.targets)
        effects.extend(shift_targets(node, offset) for node in mode.effects)
    return tuple(specs), tuple(effects)


def shift_targets(node, offset: int):
    """A copy of an effect node (or target spec) whose target references point `offset` slots
    further on."""
    if offset == 0:
        return node
    if isinstance(node, dsl.Target):
        return dsl.Target(node.index + offset)
    if isinstance(node, dsl.TargetPlayer):
        return dsl.TargetPlayer(node.index + offset)
    if isinstance(node, dsl.TargetSpec):
        return replace(node, different_from=tuple(i + offset for i in node.different_from))
    if isinstance(node, tuple):
        return tuple(shift_targets(n, offset) for n in node)
    if is_dataclass(node) and not isinstance(node, type):
        changes = {}
        for f in fields(node):
            value = getattr(node, f.name)
            shifted = shift_targets(value, offset)
            if shifted is not value:
                changes[f.name] = shifted
        return replace(node, **changes) if changes else node
    return node
