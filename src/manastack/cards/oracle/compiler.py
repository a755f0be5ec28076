"""The Oracle-text compiler: a card's rules text compiled to abilities (cards/dsl.py).

Each line of a face's text is one ability (113.2) or, on an instant or sorcery, part of its
spell ability (113.3a).  A line is a keyword line (702), an activated ability "COST: EFFECT"
(602.1) or loyalty ability (606), a triggered ability "When/Whenever/At ..." (603.1), or a
static ability (604) or replacement effect (614).  Text the compiler doesn't understand is
never skipped: the card is refused with the lines it couldn't compile.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, fields, is_dataclass, replace

from manastack.cards import dsl
from manastack.cards.build import from_record
from manastack.cards.db import CardRecord
from manastack.cards.oracle import (  # noqa: F401  (they register clauses)
    ability_changes,
    activation_counts,
    amounts,
    cast_without_paying,
    characteristic_changes,
    commander,
    conjure,
    copies,
    copy_effects,
    damage_equal_to,
    designations,
    dice,
    emblems,
    enchant_player,
    exile_instead,
    exiling_a_library,
    extra_turns,
    graveyard,
    keyword_actions,
    keyword_filters,
    leaving_the_battlefield,
    library,
    linked_abilities,
    look_keep_on_top,
    losing,
    mana_costs,
    mana_value_animation,
    manifest,
    named_tokens,
    phrases,
    pipeline,
    player_zones,
    productions,
    reflexive_triggers,
    restrictions,
    return_at_end_step,
    revealed_this_way,
    sacrificed_this_way,
    split_layout,
    top_card_to_bottom,
    vocab,
)
from manastack.cards.oracle.abilities_of_cards import abilities_of_cards_line
from manastack.cards.oracle.attack_taxes import attack_tax_static
from manastack.cards.oracle.blocking import blocking_static
from manastack.cards.oracle.casting_limits import casting_line, conflicting_costs
from manastack.cards.oracle.characteristic_defining import defined_pt_line
from manastack.cards.oracle.combat_triggers import ambiguous_it, combat_trigger
from manastack.cards.oracle.commander import can_be_your_commander
from manastack.cards.oracle.cost_parts import cost_part, spell_additional_cost_ok
from manastack.cards.oracle.counter_replacements import counter_replacement_line
from manastack.cards.oracle.damage_assignment import damage_assignment_static
from manastack.cards.oracle.descriptions import parse as parse_ir
from manastack.cards.oracle.discard_instead_of_draw import discard_instead_of_draw_line
from manastack.cards.oracle.effects import parse_effects
from manastack.cards.oracle.entering import entering_line, unmade_choices
from manastack.cards.oracle.entering_as_a_copy import entering_as_a_copy_line
from manastack.cards.oracle.face_down_exile import unlinked_returns
from manastack.cards.oracle.graveyard_exile import exile_graveyard  # noqa: F401  (registers its clause)
from manastack.cards.oracle.ir import Permanents
from manastack.cards.oracle.keyword_mechanics import (
    ENTERS_OR_HAUNTED_DIES,
    PAIRED,
    haunt_trigger,
    monstrous_static,
    paired_static,
    with_cipher,
)
from manastack.cards.oracle.levelers import split_striations, striation
from manastack.cards.oracle.mana_replacements import mana_replacement_line
from manastack.cards.oracle.once_each_turn_batches import once_each_turn_batch
from manastack.cards.oracle.outside_the_game import companion_line
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import keyword_line
from manastack.cards.oracle.play_permissions import permission_static
from manastack.cards.oracle.player_statics import player_static_line
from manastack.cards.oracle.prevention import prevention_static
from manastack.cards.oracle.return_as_enchantment import returns_as_enchantment
from manastack.cards.oracle.sagas import chapters
from manastack.cards.oracle.sagas import intrinsic as saga_intrinsic
from manastack.cards.oracle.static_replacements import from_anywhere_trigger, static_replacement_line
from manastack.cards.oracle.text import normalise, self_names, sentences, strip_ability_word, strip_reminder
from manastack.cards.oracle.token_status import token_status_static
from manastack.cards.oracle.trigger_events import is_mana_trigger, link_exiles, trigger_event
from manastack.cards.oracle.type_additions import type_addition_static, union_subject
from manastack.cards.oracle.untap_step import untap_choice_line

__all__ = ["UncompilableText", "compile_record", "compile_text", "coverage"]

MANA_SYMBOLS = r"(?:\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+"


class UncompilableText(Exception):
    """Some of a card's text isn't understood; `phrases` lists the lines concerned."""

    def __init__(self, card: str, phrases: list[str]) -> None:
        super().__init__(f"{card}: can't compile: " + " | ".join(phrases))
        self.card = card
        self.phrases = list(phrases)


@dataclass(frozen=True)
class _Face:
    """What the compiler needs to know about a face besides its text."""

    name: str
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    mana_cost: str | None = None
    toughness: str | None = None  # as printed: "1+*" (208.2)

    @property
    def is_spell(self) -> bool:
        return "Instant" in self.types or "Sorcery" in self.types

    def scope(self, *, x: bool = False) -> Scope:
        has_x = x and "{X}" in (self.mana_cost or "")
        return Scope(card=self.name, x=dsl.X() if has_x else None)


# -------------------------------------------------------------------------------- API

#: Layouts whose faces the engine knows how to play (709 split, 710 flip, 711 leveler, 712
#: double-faced, 714 saga, 715 adventure); others (meld...) are refused even if each face's text
#: compiles.
_LAYOUTS = frozenset({"normal", "modal_dfc", "transform", "adventure", "split", "leveler", "saga", "flip"})


def compile_text(name: str, text: str, face_types: Iterable[str] = (), *, subtypes: Iterable[str] = (),
                 supertypes: Iterable[str] = (), mana_cost: str | None = None, toughness: str | None = None) -> tuple:
    """The abilities of one face with this name, types, printed toughness and text.  Raises
    UncompilableText."""
    face = _Face(name, tuple(face_types), tuple(subtypes), tuple(supertypes), mana_cost, toughness)
    with productions.compiling() as found:
        abilities, failures = _compile_face(face, text)
    productions.compiled(None if failures else abilities, found)
    if failures:
        raise UncompilableText(name, failures)
    return abilities


def compile_record(record: CardRecord) -> dsl.CardDef:
    """The definition of a database card, every face compiled.  Raises UncompilableText
    listing every line of any face that isn't understood: never a partial card."""
    faces_abilities: list[tuple] = []
    failures: list[str] = [] if record.layout in _LAYOUTS else [f"(a card with the {record.layout} layout)"]
    with productions.compiling() as found:
        for face in record.faces:
            info = _Face(face.name, tuple(face.types), tuple(face.subtypes), tuple(face.supertypes), face.mana_cost,
                         face.toughness)
            abilities, failed = _compile_face(info, face.text)
            faces_abilities.append(abilities)
            failures.extend(failed)
    failures.extend(split_layout.layout_problems(record, faces_abilities))
    if failures:
        productions.compiled(None, found)
        raise UncompilableText(record.name, failures)
    definition = from_record(record, faces_abilities, source="compiled")
    productions.compiled(definition, found)
    return definition


#: 701.6b: "~ can't be countered"; the older wording "... by spells or abilities" says the same
#: (only a spell or an ability counters anything: 701.6a).
_CANT_BE_COUNTERED = r"(?:~|this spell) can't be countered(?: by spells or abilities)?\.?"


def coverage(records: Iterable[CardRecord]) -> tuple[list[str], dict[str, list[str]]]:
    """Which cards compile: their names (in the order given), and for the others the lines
    that don't."""
    supported: list[str] = []
    failures: dict[str, list[str]] = {}
    for record in records:
        try:
            compile_record(record)
        except UncompilableText as err:
            failures[record.name] = err.phrases
        else:
            supported.append(record.name)
    return supported, failures


# -------------------------------------------------------------------------------- faces


def _compile_face(face: _Face, text: str) -> tuple[tuple, list[str]]:
    """(abilities, lines not understood) for one face."""
    names = self_names(face.name, face.supertypes)
    lines = [line for line in (strip_reminder(raw) for raw in text.split("\n")) if line]
    lines = [re.sub(r"^•(?=\S)", "• ", line) for line in lines]  # a mode's bullet (700.2) printed without its space
    lines, striations = split_striations(lines)  # 711: a leveler's level symbols
    ability_lines = {line: strip_ability_word(line) for line in lines}
    abilities: list = list(_intrinsic_mana(face))
    intrinsic = len(abilities)
    failures: list[str] = []
    spell_lines: list[str] = []
    spell_at = None
    modal_header: str | None = None  # a permanent's "..., choose one —" line, its modes following
    modal_bullets: list[tuple[str, str]] = []  # (line, normalised line)
    for line in lines:
        norm = normalise(ability_lines[line], names)
        try:
            abilities.extend(_face_keywords(face, norm))
            continue
        except NoMatch:
            pass
        try:
            companion = companion_line(norm)  # 702.139a: a keyword ability that functions outside the game
        except NoMatch:
            failures.append(line)
            continue
        if companion is not None:
            abilities.append(replace(companion, text=line))
            continue
        if face.is_spell and fullmatch(_CANT_BE_COUNTERED, norm):  # 701.6b: works on the stack
            abilities.append(dsl.Static(dsl.CantBeCountered(), text=line))
            continue
        try:
            limit = casting_line(norm, face.scope(), _cost, face.is_spell)
        except NoMatch:
            failures.append(line)
            continue
        if limit is not None:  # 601.3: "cast ~ only during ...", wherever the card is
            abilities.extend(replace(ability, text=line) for ability in (limit if isinstance(limit, tuple) else (limit,)))
            continue
        anywhere = None if face.is_spell else from_anywhere_trigger(norm, lambda text, line=line: _triggered(face, line, text))
        if anywhere is not None:  # "when ~ is put into a graveyard from anywhere": from the battlefield or elsewhere
            abilities.extend(anywhere)
            continue
        if fullmatch(r"a deck can have any number of cards named ~\.", norm):  # 100.2a: a rule of deck building
            abilities.append(dsl.Static(dsl.AnyNumberInDeck(), text=line))
            continue
        if face.is_spell and (elsewhere := _spell_card_ability(face, line, norm)) is not None:
            abilities.append(elsewhere)
            continue
        if face.is_spell:
            spell_at = len(abilities) if spell_at is None else spell_at
            spell_lines.append(line)
            continue
        try:
            found = chapters(normalise(line, names), lambda trigger, rest, line=line: _triggered_body(
                trigger, rest, face.scope(), line)) if "Saga" in face.subtypes else None
        except NoMatch:
            failures.append(line)
            continue
        if found is not None:  # 714.2: a Saga's chapter abilities
            abilities.extend(found)
            continue
        if norm.startswith("• ") and modal_header is not None:
            modal_bullets.append((line, norm))  # a mode of the modal ability above (700.2)
            continue
        if modal_header is not None:
            _close_modal(face, abilities, failures, modal_header, modal_bullets)
            modal_header = None
        if _MODE_HEADER.search(norm):
            modal_header, modal_bullets = line, []
            failures.append(line)  # until its modes are read
            continue
        try:
            found = _permanent_line(face, line, norm)
        except NoMatch:
            failures.append(line)
        else:  # a static line with two effects is two abilities (Dragon's Rage Channeler)
            abilities.extend(found) if isinstance(found, tuple) else abilities.append(found)
    if modal_header is not None:
        _close_modal(face, abilities, failures, modal_header, modal_bullets)
    if "Saga" in face.subtypes:
        abilities.extend(saga_intrinsic(abilities))  # 714.3a
    for symbol, body in striations:
        found, failed = striation(
            symbol, body, "Creature" in face.types,
            lambda line: _permanent_line(face, line, normalise(strip_ability_word(line), names)),
            lambda line: normalise(line, names))
        abilities.extend(found)
        failures.extend(failed)
    if spell_lines:
        try:
            abilities.insert(spell_at, _spell(face, spell_lines, names))
        except NoMatch:
            failures.extend(_failing_spell_lines(face, spell_lines, names))
    try:
        abilities = list(link_exiles(tuple(abilities)))  # 607.2a: "the exiled card"
    except NoMatch:
        if not failures:  # (a line that failed may be the exile)
            failures.append("(the exiled card: no ability of it exiles one card to link it to, 607.2a)")
    failures.extend(unlinked_returns(tuple(abilities)))  # 607.2a: "cards exiled with ~" need the exiling ability
    failures.extend(unmade_choices(tuple(abilities)))  # 614.12c: "the chosen color" needs the choice
    failures.extend(conflicting_costs(tuple(abilities)))  # 601.2f: two costs that would set the same part
    failures.extend(_uncompiled_token_quotes(tuple(abilities)))
    splices = any(isinstance(a, dsl.Keyword) and a.name == "splice" for a in abilities)
    if splices and not failures and not _spliceable(face, abilities):
        failures.append("(splice: the engine adds only a plain instant's or sorcery's instructions and targets)")
    if not failures:
        failures.extend(_mode_cost_problems(abilities))
    if any(isinstance(a, dsl.Keyword) and a.name == "overload" for a in abilities):
        try:
            abilities.append(_overloaded(face, spell_lines, names))
        except NoMatch:
            failures.append("(overload: the text with each \"target\" changed to \"each\" doesn't compile)")
    if any(isinstance(a, dsl.Keyword) and a.name == "cipher" for a in abilities) and not failures:
        abilities = with_cipher(abilities, failures)  # 702.99a
    if not failures and productions.active():
        for ability in abilities[intrinsic:]:
            for name in ability_productions(ability):
                productions.record(name)
    return tuple(abilities), failures


def ability_productions(ability: object) -> list[str]:
    """The productions of a line the compiler read (oracle/productions.py), named by the ability
    it compiled to: its kind and trigger event, cost parts and activation riders, or the kind of
    its static or replacement effect."""
    if isinstance(ability, dsl.Keyword):
        return [f"keyword: {ability.name}"]
    if isinstance(ability, dsl.Triggered):
        trigger = ability.trigger
        found = [f"triggered: {trigger.event}" + (f" {trigger.step}" if trigger.event == "step" else "")]
        if ability.condition is not None:
            found.append("triggered: if C (intervening, 603.4) or a state (603.8)")
        if ability.optional:
            found.append("triggered: you may")
        if ability.once_each_turn:
            found.append("triggered: only once each turn")
        return found + (["modes: triggered"] if ability.modes else [])
    if isinstance(ability, dsl.Activated):
        cost = ability.cost
        kind = "loyalty" if cost.loyalty is not None else "mana" if ability.mana else "other"
        found = [f"activated: {kind}" + ("" if ability.zone == "battlefield" else f" from the {ability.zone}")]
        found += [f"cost: {part.name}" for part in fields(cost)
                  if part.name not in ("mana", "loyalty", "return_count", "sacrifice_count")
                  and getattr(cost, part.name) != part.default]
        found += [f"activation: {rider}" for rider in ("sorcery_speed", "only_your_turn", "condition", "once_each_turn",
                                                        "only_during", "times_each_turn", "any_player")
                  if getattr(ability, rider)]
        return found + (["modes: activated"] if ability.modes else [])
    if isinstance(ability, dsl.SpellAbility):
        found = ["spell"] + (["spell: additional cost"] if ability.additional_cost is not None else [])
        return found + (["modes: spell"] if ability.modes else [])
    if isinstance(ability, (dsl.Static, dsl.Replacement)):
        return [f"{type(ability).__name__.lower()}: {type(ability.effect).__name__}"]
    return [f"ability: {type(ability).__name__}"]


def _spell_card_ability(face: _Face, line: str, norm: str) -> dsl.Activated | None:
    """113.6k (113.6): an instant's or sorcery's activated ability that moves the card out of
    its graveyard works there ("Sacrifice a snow land: Return ~ from your graveyard to your
    hand."); any other line is part of its spell ability (None)."""
    if ":" not in norm or norm.startswith("•"):
        return None
    try:
        found = _permanent_line(face, line, norm)
    except NoMatch:
        return None
    return found if isinstance(found, dsl.Activated) and found.zone == "graveyard" else None


def _spliceable(face: _Face, abilities: list) -> bool:
    """702.47a-d: a card whose text the engine can add to an Arcane spell: one instant or sorcery
    spell ability, without modes (chosen as the spell is cast), an additional cost or an X."""
    spells = [a for a in abilities if isinstance(a, dsl.SpellAbility)]
    splices = [a for a in abilities if isinstance(a, dsl.Keyword) and a.name == "splice"]
    return (face.is_spell and len(spells) == 1 and len(splices) == 1 and not spells[0].modes
            and spells[0].additional_cost is None and "{X}" not in (face.mana_cost or ""))


def _mode_cost_problems(abilities: list) -> list[str]:
    """Entwine (702.42a) and escalate (702.120a) are read only on a modal spell (700.2) that
    doesn't already let its caster choose every mode, and not together."""
    found = [a for a in abilities if isinstance(a, dsl.Keyword) and a.name in ("entwine", "escalate")]
    spells = [a for a in abilities if isinstance(a, dsl.SpellAbility)]
    if not found:
        return []
    modal = len(spells) == 1 and spells[0].modes and len(found) == 1
    if modal and found[0].name == "entwine" and min(max(spells[0].choose_modes, spells[0].max_modes),
                                                      len(spells[0].modes)) < len(spells[0].modes):
        return []
    if modal and found[0].name == "escalate" and spells[0].max_modes > 1:
        return []
    return [a.text for a in found]


def _overloaded(face: _Face, lines: list[str], names: tuple[str, ...]) -> dsl.OverloadedSpell:
    """702.96a: an overloaded spell's text is its own with every "target" changed to "each";
    compiled as written, it must have no targets left (702.96b) and no modes."""
    if not face.is_spell or not lines:
        raise NoMatch("overload")
    changed = [re.sub(r"\b([Tt])arget\b", lambda m: "Each" if m[1] == "T" else "each", line) for line in lines]
    spell = _spell(face, changed, names)
    if spell.targets or spell.modes:
        raise NoMatch("overload")
    return dsl.OverloadedSpell(spell)


def _face_keywords(face: _Face, norm: str) -> list[dsl.Keyword]:
    """A keyword line (702) on this face: embalm and eternalize make a token copy that is a
    creature only if the card is one (702.128a, 702.129a), so on another face (a playtest land
    whose reminder says otherwise) they are refused."""
    escape = fullmatch(rf"escape—({MANA_SYMBOLS}), exile (\w+) other cards from your graveyard\.?", norm)
    if escape and "{X}" not in escape[1].upper():  # 702.138a: the cost has a mana part and an exile part
        amount = phrases.count(escape[2])
        return [dsl.Keyword("escape", cost=escape[1].upper(), amount=amount, text=norm[:1].upper() + norm[1:])]
    found = keyword_line(norm)
    if "Creature" not in face.types and any(k.name in vocab.CREATURE_COPY_KEYWORDS for k in found):
        raise NoMatch(norm)
    if not {"Instant", "Sorcery"} & set(face.types) and any(k.name in ("conspire", "cipher", "awaken") for k in found):
        raise NoMatch(norm)  # 702.78a, 702.99a: keywords of instants and sorceries (a copy of a permanent spell isn't made)
    if "Creature" not in face.types and any(k.name in ("bestow", "haunt") for k in found):
        raise NoMatch(norm)  # 702.103: a creature card's (a bestowed Aura that ceases to be bestowed is a creature)
    if "Vehicle" not in face.subtypes and any(k.name == "crew" for k in found):
        raise NoMatch(norm)  # 702.122a: a Vehicle's (its printed power and toughness apply once it's a creature, 301.7b)
    return found


def _failing_spell_lines(face: _Face, lines: list[str], names) -> list[str]:
    """The lines of a spell ability that doesn't compile to blame: those that don't compile on
    their own; if each does, the line where the text read so far stops compiling (a reference
    to an earlier line it can't follow)."""
    alone = []
    modal = any(_MODE_HEADER.search(normalise(strip_ability_word(line), names)) for line in lines)
    for line in lines:
        text = line[1:].strip() if modal and line.startswith("•") else line
        try:
            _spell(face, [text], names)
        except NoMatch:
            alone.append(line)
    if modal and any(not line.startswith("•") for line in alone) and any(line.startswith("•") for line in alone):
        alone = [line for line in alone if not _MODE_HEADER.search(normalise(strip_ability_word(line), names))]
    if alone:
        return alone
    for end in range(2, len(lines) + 1):
        try:
            _spell(face, lines[:end], names)
        except NoMatch:
            return [lines[end - 1]]
    return list(lines)


def _intrinsic_mana(face: _Face) -> list[dsl.Activated]:
    """305.6: a land with a basic land type has "{T}: Add [mana]" for that type."""
    if "Land" not in face.types:
        return []
    return [dsl.Activated(dsl.Cost(tap=True), (dsl.AddMana(mana=mana),), mana=True, text=f"{{T}}: Add {mana}.")
            for land_type, mana in vocab.BASIC_LAND_MANA.items() if land_type in face.subtypes]


_MODE_HEADER = re.compile(r"(?:^|, |: )choose (one|two|three)( or both| or more)? —$", re.IGNORECASE)
_MODE_COUNTS = {"one": 1, "two": 2, "three": 3}


def _close_modal(face: _Face, abilities: list, failures: list[str], header: str,
                 bullets: list[tuple[str, str]]) -> None:
    """A permanent's modal ability (700.2): its header line, already listed as failing, and
    its bulleted modes (line, normalised line); replaced by the ability if they compile."""
    norm = normalise(strip_ability_word(header), self_names(face.name, face.supertypes))
    try:
        ability = _permanent_line(face, header, norm, [b for _line, b in bullets])
    except NoMatch:
        failing = [line for line, b in bullets if not _mode_compiles(face, b)]
        if failing:  # blame the modes that can't be read, not the header
            failures.remove(header)
            failures.extend(failing)
        return
    failures.remove(header)
    modes = tuple(replace(mode, text=line[2:]) for mode, (line, _norm) in zip(ability.modes, bullets, strict=True))
    abilities.append(replace(ability, modes=modes, text="\n".join((header, *(line for line, _norm in bullets)))))


def _mode_compiles(face: _Face, bullet: str) -> bool:
    """Whether one mode's text can be read on its own."""
    try:
        _battlefield_effects(sentences(bullet[2:]), face.scope())
    except NoMatch:
        return False
    return True


def _modes(scope: Scope, header: str, bullets: list[str], line: str) -> dict:
    """The fields of a modal ability (700.2): "choose one —" and its bulleted modes, each mode
    with its own target slots; "choose one or both —" lets its controller choose either or
    both, "choose one or more —" any number of different ones (700.2d)."""
    m = fullmatch(r"choose (one|two|three)( or both| or more)? —", header)
    if not m or len(bullets) < 2 or any(not b.startswith("• ") for b in bullets):
        raise NoMatch(line)
    least = _MODE_COUNTS[m[1].lower()]
    most = {None: 0, " or both": 2, " or more": len(bullets)}[m[2] and m[2].lower()]
    if (m[2] and least != 1) or (m[2] and m[2].lower() == " or both" and len(bullets) != 2) or least > len(bullets):
        raise NoMatch(line)
    modes = []
    for bullet in bullets:
        mode_scope = replace(scope, targets=[], subject=None)
        effects = _battlefield_effects(sentences(bullet[2:]), mode_scope)
        modes.append(dsl.Mode(tuple(effects), tuple(mode_scope.targets), text=bullet[2:]))
    return {"modes": tuple(modes), "choose_modes": least, "max_modes": most}


@productions.backtracking
def _permanent_line(face: _Face, line: str, norm: str, bullets: list[str] | None = None) -> object:
    """One ability of a permanent; `bullets`: the modes of a modal one (700.2)."""
    haunted = haunt_trigger(norm)
    if haunted is not None and "Creature" in face.types:  # 702.55c: it triggers from the battlefield and from exile
        ability = _triggered(face, line, haunted, bullets)
        return replace(ability, trigger=dsl.Trigger(ENTERS_OR_HAUNTED_DIES, self_only=True))
    scope = face.scope()
    batched = once_each_turn_batch(norm, scope)
    if batched is not None and bullets is None:  # 603.2c, 603.2h: "one or more", only once each turn
        ability = _triggered_body(*batched, scope, line)
        if not ability.once_each_turn:
            raise NoMatch(line)
        return ability
    returning = returns_as_enchantment(norm, lambda text: _triggered(face, line, text))
    if returning is not None:  # 400.7, 614.1c: back as a non-creature enchantment
        return returning
    if re.match(r"(?:when|whenever|at) ", norm, re.IGNORECASE):
        return _triggered(face, line, norm, bullets)
    exert = fullmatch(r"you may exert ~ as it attacks\. when you do, (?P<rest>.+)", norm)
    if exert and "Creature" in face.types and bullets is None:  # 701.39a, 603.12: a reflexive trigger of exerting it
        scope = face.scope()
        scope.it = dsl.Self()
        return _triggered_body(dsl.Trigger("exerted", self_only=True), exert["rest"], scope, line)
    if ": " in _QUOTED.sub('""', norm):  # a colon in quotes is the granted ability's (113.1b)
        return _activated(face, line, norm, bullets)
    if bullets is not None:
        raise NoMatch(line)
    monstrous = monstrous_static(norm)
    if monstrous is not None:  # 701.37b: the condition written first
        return _static(face, line, monstrous)
    paired = paired_static(norm)
    if paired is not None:  # 702.95a: a soulbond pair's static ability, read as ~'s and applied to both
        ability = _static(face, line, paired)
        if not isinstance(ability, dsl.Static) or not isinstance(ability.effect, dsl.Anthem) \
                or ability.effect.affects != "self" or ability.effect.condition is not None:
            raise NoMatch(line)
        return replace(ability, effect=replace(ability.effect, affects=PAIRED))
    choice = untap_choice_line(norm[:-1] if norm.endswith(".") else norm)
    if choice is not None:  # 502.3
        return replace(choice, text=line)
    return _static(face, line, norm)


# -------------------------------------------------------------------------------- activated


@productions.backtracking
def _cost(text: str, scope: Scope) -> dsl.Cost:
    """An activation cost (602.1a, 118): parts separated by commas."""
    values: dict = {}
    mana = ""
    for part in text.split(", "):
        low = part.lower()
        m = fullmatch(r"((?:\{[^}]+\})+)", part)
        if m and m[1].upper() in ("{T}", "{Q}"):
            _set(values, "tap" if m[1].upper() == "{T}" else "untap", True, part)
        elif m and fullmatch(MANA_SYMBOLS, part) and not mana:
            mana = part.upper()
        elif low == "sacrifice ~":
            _set(values, "sacrifice_self", True, part)
        elif low == "exile ~" and scope.zone == "battlefield":  # 118.1: the permanent itself (406.2)
            _set(values, "exile_self", True, part)
        elif low == "discard ~":
            _set(values, "discard_self", True, part)
            scope.zone = "hand"
        elif low == "discard your hand":
            _set(values, "discard_hand", True, part)
        elif low == "exile ~ from your graveyard":
            _set(values, "exile_self_from_graveyard", True, part)
            scope.zone = "graveyard"
        elif low == "discard x cards":
            _set(values, "discard_x", True, part)
        elif (m := fullmatch(r"discard (\S+) (cards?)", part)) and (m[2] == "cards") == (phrases.count(m[1]) != 1):
            _set(values, "discard", phrases.count(m[1]), part)
        elif m := fullmatch(r"pay ((?:\{E\})+)", part):  # 107.14
            _set(values, "energy", m[1].upper().count("{E}"), part)
        elif m := fullmatch(r"pay (\d+) life", part):
            _set(values, "life", int(m[1]), part)
        elif m := fullmatch(r"return (an?|two|three) (.+) you control to (?:its|their) owner's hand", part):
            described = phrases.desc(m[2], scope)
            count = phrases.count(m[1])
            if described.plural != (count > 1) or described.noun not in ("", "permanent") or described.filter.controller:
                raise NoMatch(part)
            _set(values, "return_to_hand", replace(described.filter, controller="you"), part)
            values["return_count"] = count
        elif m := fullmatch(r"sacrifice (two|three|four|five|six|seven|eight|nine|ten) (.+)", part):  # that many of a kind
            described = phrases.desc(m[2], scope)
            if not described.plural or described.noun not in ("", "permanent"):
                raise NoMatch(part)
            _set(values, "sacrifice", described.filter, part)
            values["sacrifice_count"] = phrases.count(m[1])
        elif m := fullmatch(r"sacrifice (an?|another) (.+)", part):
            described = phrases.desc(m[2], scope)
            if described.plural or described.noun not in ("", "permanent"):
                raise NoMatch(part)
            flt = replace(described.filter, other=True) if m[1].lower() == "another" else described.filter
            _set(values, "sacrifice", flt, part)
        elif (found := cost_part(part, scope)) is not None:
            for name, value in found.items():
                _set(values, name, value, part)
        else:
            raise NoMatch(part)
    if "{X}" in mana:
        scope.x = dsl.X()
    if values.get("discard_x"):  # 602.2b: X announced with the ability, the number of cards discarded
        if "{X}" in mana:
            raise NoMatch(text)
        scope.x = dsl.X()
    return dsl.Cost(mana=mana, **values)


def _set(values: dict, name: str, value: object, part: str) -> None:
    if name in values:
        raise NoMatch(part)
    values[name] = value


@productions.backtracking
def _activated(face: _Face, line: str, norm: str, bullets: list[str] | None = None) -> dsl.Activated:
    """602: "COST: EFFECT." with timing riders; 606: loyalty abilities "+N: EFFECT" (written
    "[+N]: EFFECT" in newer Oracle text: the same loyalty cost, 606.4)."""
    cost_text, effect_text = norm.split(": ", 1)
    scope = face.scope()
    scope.it = dsl.Self()  # "it" before anything else is named: the source
    # 606.2: a loyalty cost, "+1" or, as MTGJSON prints it, "[+1]"
    loyalty = fullmatch(r"([+−-]?)(\d+)", cost_text) or fullmatch(r"\[([+−-]?)(\d+)\]", cost_text)
    if loyalty:
        if "Planeswalker" not in face.types:
            raise NoMatch(line)
        amount = int(loyalty[2]) * (-1 if loyalty[1] in ("−", "-") else 1)
        cost = dsl.Cost(loyalty=amount)
    else:
        cost = _cost(cost_text, scope)
    extra: dict = {}
    if bullets is not None:  # "{T}: Choose one —" (700.2, 602.2b)
        modal = _modes(scope, effect_text, bullets, line)
        if loyalty or any(isinstance(e, dsl.AddMana) for mode in modal["modes"] for e in mode.effects):
            raise NoMatch(line)  # a modal mana ability or loyalty ability isn't read
        return dsl.Activated(cost, (), zone=scope.zone, text=line, **modal)
    body = []
    for sentence in sentences(effect_text):
        rider = _rider(sentence, scope)
        if rider is None:
            if extra:
                raise NoMatch(sentence)
            body.append(sentence)
        else:
            extra.update(rider)
    effects = parse_effects(body, scope)
    targets = tuple(scope.targets)
    if any(isinstance(e, dsl.InsteadIf) and isinstance(e.effect, dsl.AddMana) for e in effects):
        raise NoMatch(line)  # a mana ability whose amount depends on a condition isn't read (605.1a)
    is_mana = any(isinstance(e, dsl.AddMana) for e in effects) and not targets and not loyalty  # 605.1a
    if is_mana and any(isinstance(e, (dsl.DoesntUntapNext, dsl.CombatRestriction)) for e in effects
                       if e != dsl.DoesntUntapNext(dsl.Self(), whose="you")):
        raise NoMatch(line)  # a mana ability's engine adds its mana and keeps only itself tapped (605.3b)
    if is_mana and cost.exile_self:
        raise NoMatch(line)  # a mana ability paid by exiling its source isn't modelled (605.3b)
    if is_mana and (extra.get("once_each_turn") or extra.get("times_each_turn") or extra.get("any_player")):
        raise NoMatch(line)  # a mana ability is activated outside the stack: its restriction isn't kept
    if is_mana and (cost.return_to_hand is not None or cost.sacrifice_count > 1):
        raise NoMatch(line)  # a mana ability's engine asks no choice of permanents to return or more to sacrifice
    if extra.get("any_player") and (cost.tap or cost.untap or cost.sacrifice_self or scope.zone != "battlefield"):
        raise NoMatch(line)  # 602.2: whether another player may pay the permanent's own costs isn't modelled
    return dsl.Activated(cost, tuple(effects), targets, mana=is_mana, zone=scope.zone, text=line, **extra)


def _rider(sentence: str, scope: Scope) -> dict | None:
    """"Activate only ..." (602.5b) and "Any player may activate this ability" (602.2): the
    restrictions on activating an ability, or None if the sentence isn't one."""
    m = fullmatch(r"activate (?:this ability )?no more than (?P<n>twice|three times) each turn", sentence)
    if m:
        return {"times_each_turn": 2 if m["n"].lower() == "twice" else 3}
    m = fullmatch(r"any player may activate this ability(?P<sorcery> but only any time they could cast a sorcery)?",
                  sentence)
    if m:
        return {"any_player": True, **({"sorcery_speed": True} if m["sorcery"] else {})}
    m = fullmatch(r"activate (?:this ability )?only (?P<parts>.+)", sentence)
    if not m:
        return None
    found: dict = {}
    for part in re.split(r" and only ", m["parts"], flags=re.IGNORECASE):
        low = part.lower()
        if low.startswith("if "):
            _set(found, "condition", phrases.condition(part[3:], scope), part)
            continue
        timing = _TIMINGS.get(low)
        if timing is None:
            raise NoMatch(sentence)
        for name, value in timing.items():
            _set(found, name, value, part)
    return found


#: 602.5b: the parts of the turn an "Activate only ..." rider names, as Activated fields.
_TIMINGS: dict[str, dict] = {
    "once each turn": {"once_each_turn": True},
    "as a sorcery": {"sorcery_speed": True},
    "any time you could cast a sorcery": {"sorcery_speed": True},
    "during your turn": {"only_your_turn": True},
    "during your turn, before attackers are declared": {"only_your_turn": True, "only_during": "before_attackers"},
    "before attackers are declared": {"only_during": "before_attackers"},
    "during your upkeep": {"only_your_turn": True, "only_during": "upkeep"},
    "during any upkeep step": {"only_during": "upkeep"},
    "during combat": {"only_during": "combat"},
}


def _battlefield_effects(body: list[str], scope: Scope) -> list:
    """Effects of an ability that works only on the battlefield: triggered abilities (no
    field for another zone) and spells."""
    effects = parse_effects(body, scope)
    if scope.zone != "battlefield":
        raise NoMatch(" ".join(body))
    return effects


# -------------------------------------------------------------------------------- triggered


@productions.backtracking
def _triggered(face: _Face, line: str, norm: str, bullets: list[str] | None = None) -> dsl.Triggered:
    """603.1: "[When/Whenever/At] [trigger event], [if condition,] [effect]"; with `bullets`,
    "..., choose one —" and its modes (700.2, 603.3c)."""
    for m in re.finditer(r", ", norm):
        scope = face.scope()
        try:
            found = trigger_event(norm[: m.start()], scope)
            trigger, state = found if found is not None else (_trigger(norm[: m.start()], scope), None)
        except NoMatch:
            continue
        if ambiguous_it(trigger, norm[m.end():]):
            raise NoMatch(line)
        return _triggered_body(trigger, norm[m.end():], scope, line, bullets, state)
    raise NoMatch(line)


@productions.backtracking
def _triggered_body(trigger: dsl.Trigger, rest: str, scope: Scope, line: str,
                    bullets: list[str] | None = None, state: dsl.Condition | None = None) -> dsl.Triggered:
    condition = state  # 603.8: what a state trigger waits for
    scope.trigger_event = trigger.event
    m = fullmatch(r"if (?P<cond>.+?), (?P<rest>.+)", rest)
    if m and state is not None:
        raise NoMatch(line)
    if m:  # 603.4: an intervening "if" clause
        condition = phrases.condition(m["cond"], scope)
        rest = m["rest"]
    if bullets is not None:
        modal = _modes(scope, rest, bullets, line)
        if scope.zone != "battlefield":
            raise NoMatch(line)
        return dsl.Triggered(trigger, (), condition=condition, text=line, **modal)
    body = sentences(rest)
    once = bool(body) and body[-1].lower() == "this ability triggers only once each turn"
    if once:
        body = body[:-1]
    optional = len(body) == 1 and body[0].lower().startswith("you may ")
    if optional:
        body = [body[0][len("you may "):]]
    effects = parse_effects(body, scope)
    # 113.6m: an ability that returns ~ from the graveyard functions there, if it triggers on
    # something other than ~ itself (a leaves-the-battlefield trigger of ~ looks back, 603.10a).
    if scope.zone != "battlefield" and (scope.zone != "graveyard" or trigger.self_only) \
            and (scope.zone, trigger.event) != ("stack", "cast_self"):  # 113.6c: "when you cast this spell"
        raise NoMatch(line)
    return dsl.Triggered(trigger, tuple(effects), tuple(scope.targets), condition=condition, optional=optional,
                         once_each_turn=once, text=line, zone=scope.zone, mana=is_mana_trigger(trigger, effects))


_EVENTS = {
    "enters": "enters", "enters untapped": "enters_untapped", "dies": "dies", "attacks": "attacks",
    "is put into a graveyard from the battlefield": "put_into_graveyard",
    "leaves the battlefield": "leaves",
    "deals combat damage to a player": "combat_damage_to_player",
    "deals combat damage to one of your opponents": "combat_damage_to_opponent",
    "deals damage to a player": "damage_to_player", "deals damage to an opponent": "damage_to_opponent",
    "is turned face up": "turned_face_up",  # 708.8
    "exploits a creature": "exploits",  # 702.110b: of ~ only (engine/keyword_mechanics.py)
    "becomes monstrous": "becomes_monstrous",  # 701.37b: of ~ only (engine/keyword_mechanics.py)
}
_GONE = frozenset({"dies", "put_into_graveyard", "leaves"})
_STEPS = {"upkeep": "upkeep", "draw step": "draw", "end step": "end"}
_WHOSE = {"your": "you", "each": "any", "the": "any", "each player's": "any", "each opponent's": "opponent",
          "the chosen player's": "chosen", "enchanted player's": "enchanted"}
_CASTERS = {"you": "you", "a player": "any", "an opponent": "opponent", "enchanted player": "enchanted"}


def _trigger(text: str, scope: Scope) -> dsl.Trigger:
    """A trigger condition (603.1) and what its ability's "it" and "that player" mean."""
    m = fullmatch(r"at the beginning of (?P<whose>your|each|the|each player's|each opponent's|the chosen player's|"
                  r"enchanted player's) "
                  r"(?P<step>upkeep|draw step|end step)", text)
    if m:
        whose = _WHOSE[m["whose"].lower()]
        if whose != "you":  # "that player": the player whose step it is
            scope.that_player = dsl.TriggeringPlayer()
        return dsl.Trigger("step", step=_STEPS[m["step"].lower()], whose=whose)
    if fullmatch(r"(?:when|whenever) ~ transforms into ~", text):  # 701.27e: into this face
        scope.it = dsl.Self()
        return dsl.Trigger("transforms_into", self_only=True)
    if fullmatch(r"at the beginning of combat on your turn", text):
        return dsl.Trigger("step", step="beginning_of_combat", whose="you")
    combat = combat_trigger(text, scope)
    if combat is not None:  # 509.3
        return combat
    m = fullmatch(r"whenever (?P<who>you|a player|an opponent|enchanted player) casts? (?P<spell>.+)", text)
    if m:
        return _cast_trigger(m["who"].lower(), m["spell"], scope, text)
    m = fullmatch(r"whenever you cycle (a|another) card", text)
    if m:
        return dsl.Trigger("cycle", who="you", subject=dsl.Filter(other=True) if m[1] == "another" else None)
    m = fullmatch(rf"(?:when|whenever) (?P<subj>.+?) (?P<event>{'|'.join(_EVENTS)})(?P<yours> under your control)?", text)
    if not m:
        raise NoMatch(text)
    event = _EVENTS[m["event"].lower()]
    if m["yours"] and (event != "enters" or m["subj"] == "~"):
        raise NoMatch(text)
    if event in ("exploits", "becomes_monstrous", "enters_untapped") and m["subj"] != "~":
        raise NoMatch(text)
    if m["subj"] == "~":
        trigger = dsl.Trigger(event, self_only=True)
        scope.it = dsl.Self()
    else:
        trigger = _subject_trigger(event, m["subj"], scope, text)
        if m["yours"]:
            if trigger.subject.controller is not None:
                raise NoMatch(text)
            trigger = replace(trigger, subject=replace(trigger.subject, controller="you"))
        scope.it = dsl.Triggering()
    if event in _GONE:
        scope.gone = (scope.it,)
        if event != "leaves":  # 400.7d: the ability can find the card in the graveyard
            scope.moved = dsl.Triggering()
    scope.defending = event == "attacks"
    if event in ("combat_damage_to_player", "damage_to_player", "damage_to_opponent",
                 "combat_damage_to_opponent"):  # "that player": the one dealt the damage
        scope.that_player = dsl.TriggeringPlayer()
    return trigger


def _subject_trigger(event: str, subject: str, scope: Scope, text: str) -> dsl.Trigger:
    """"Whenever a creature you control attacks", "Whenever another creature you control dies".
    ("One or more" is refused: the engine triggers once per object, not once per batch.)"""
    m = fullmatch(r"(?P<art>an?|another) (?P<desc>.+)", subject)
    if not m:
        raise NoMatch(text)
    described = phrases.desc(m["desc"], scope)
    if described.plural or described.noun not in ("", "permanent"):
        raise NoMatch(text)
    flt = replace(described.filter, other=True) if m["art"].lower() == "another" else described.filter
    if event in _GONE and (flt.attacking or flt.attacking_or_blocking or flt.blocking or flt.blocking_source
                           or flt.blocked is not None
                           or flt.tapped is not None or flt.chosen_color
                           or flt.chosen_type):
        raise NoMatch(text)  # the engine's look-back (603.10a) doesn't record combat, tapped status or choices
    return dsl.Trigger(event, subject=flt)


def _cast_trigger(who: str, spell: str, scope: Scope, text: str) -> dsl.Trigger:
    """"Whenever [player] casts [spell]" (603.2, 601.2i)."""
    first = fullmatch(r"(?:their|your) first (?P<desc>.+) each turn", spell)
    if first and (first[0].lower().startswith("your")) != (who == "you"):
        raise NoMatch(text)
    from_zone = ""
    if first:
        spell = first["desc"]
    else:
        m = fullmatch(r"(?:a|an) (?P<desc>.+?)(?P<gy> from a graveyard)?", spell)
        if not m:
            raise NoMatch(text)
        spell, from_zone = m["desc"], "graveyard" if m["gy"] else ""
    described = phrases.desc(spell, scope, zone="stack")
    if described.noun != "spell" or described.plural:
        raise NoMatch(text)
    if first and described.filter != dsl.Filter(not_types=("Creature",)):
        raise NoMatch(text)  # the engine counts only noncreature spells for "first ... each turn"
    scope.it = dsl.Triggering()
    scope.that_player = dsl.TriggeringPlayer()
    scope.cast = True
    return dsl.Trigger("cast", who=_CASTERS[who], spell=described.filter if described.filter != dsl.Filter() else None,
                       from_zone=from_zone, first_each_turn=bool(first))


# -------------------------------------------------------------------------------- static


def _protection_of_chosen_color(norm: str) -> dsl.Static | None:
    """"Enchanted creature has protection from the chosen color. This effect doesn't remove ~."
    (702.16a, 614.12c): the protection its Aura grants, of the color chosen as it entered."""
    m = fullmatch(r"enchanted creature has protection from the chosen color(?P<keep>\. this effect doesn't remove ~)?\.?",
                  norm)
    if not m:
        return None
    qualities = (dsl.CHOSEN_COLOR, dsl.KEEPS_SOURCE) if m["keep"] else (dsl.CHOSEN_COLOR,)
    return dsl.Static(dsl.Anthem(affects="attached", granted=(dsl.Keyword("protection", qualities=qualities),)))


@productions.backtracking
def _static(face: _Face, line: str, norm: str) -> object:
    """Static abilities (604) and the replacement effects they generate (614)."""
    text = norm[:-1] if norm.endswith(".") else norm
    scope = face.scope()
    scope.it = dsl.Self()
    if fullmatch(r"~ enters tapped", text):
        return dsl.Replacement(dsl.EntersTapped(), text=line)
    copying = entering_as_a_copy_line(text, scope)
    if copying is not None:  # 707.5, 614.1c: entering as a copy of a permanent chosen as it would enter
        return replace(copying, text=line)
    chosen_protection = _protection_of_chosen_color(norm)
    if chosen_protection is not None:
        return replace(chosen_protection, text=line)
    m = fullmatch(r"as ~ enters, you may pay (?P<life>\d+) life\. (?P<then>if .+)", text)
    then = pipeline.if_you_do(m["then"]) if m else None
    if then is not None and not then[0] and fullmatch(r"(?:it|~) enters tapped", then[1]):  # 614.12, 608.2c
        return dsl.Replacement(dsl.EntersTapped(unless_pay_life=int(m["life"])), text=line)
    counters = pipeline.enters_with_counters(text, face.scope(x=True), line)  # 107.3m: X as it was cast
    if counters is not None:
        return counters
    entering = entering_line(text, scope)
    if entering is not None:  # 614.1c-d: enters tapped unless ..., with counters if kicked ...
        return replace(entering, text=line)
    ruled = player_static_line(text, scope)
    if ruled is not None:  # rules for players: hand size, hexproof, life, casting and drawing limits
        return replace(ruled, text=line)
    permitted = permission_static(text, scope)
    if permitted is not None:  # 601.3, 305.1: playing cards from other zones; the top of a library seen
        return dsl.Static(permitted[0], text=line)
    granted = abilities_of_cards_line(text, scope)
    if granted is not None:  # 702.35a madness of cards elsewhere; 601.2f equip costs
        return dsl.Static(granted, text=line)
    chained = discard_instead_of_draw_line(text)
    if chained is not None:  # 614.11: Chains of Mephistopheles
        return replace(chained, text=line)
    replacing = static_replacement_line(text, scope) or counter_replacement_line(text, scope) \
        or mana_replacement_line(text)
    if replacing is not None:  # 614.1a, 614.1d, 106.12b: instead of a graveyard, entering tapped, counters, mana
        return replace(replacing, text=line)
    taxed = attack_tax_static(text)
    if taxed is not None:  # 508.1d, 508.1h: attacking you or your planeswalkers costs
        return dsl.Static(taxed, text=line)
    if can_be_your_commander(text) is not None:  # 903.3d
        return dsl.Static(dsl.CanBeYourCommander(), text=line)
    m = fullmatch(r"creatures can't attack you unless their controller pays \{(\d+)\} for each creature they "
                  r"control that's attacking you", text)
    if m:  # 508.1d
        return dsl.Static(dsl.AttackTax(mana=f"{{{m[1]}}}"), text=line)
    if fullmatch(r"~ attacks each combat if able", text):  # 508.1d
        return dsl.Static(dsl.MustAttack(), text=line)
    if fullmatch(r"~ attacks each combat if able and can't attack its owner or planeswalkers its owner controls", text):
        return (dsl.Static(dsl.MustAttack(), text=line), dsl.Static(dsl.CantAttackOwner(), text=line))  # 508.1c-d
    if fullmatch(r"~ enters under the control of an opponent of your choice", text):  # 614.12
        return dsl.Replacement(dsl.EntersUnderOpponentsControl(), text=line)
    if fullmatch(_CANT_BE_COUNTERED, text):  # 701.6b
        return dsl.Static(dsl.CantBeCountered(), text=line)
    untap = _doesnt_untap(text, scope)
    if untap is not None:
        return dsl.Static(untap, text=line)
    if fullmatch(r"you control enchanted (?:creature|permanent|land|artifact)", text):  # 613.1b
        return dsl.Static(dsl.ControlAttached(), text=line)
    restriction = _attached_cant(text)
    if restriction is not None:
        return dsl.Static(restriction, text=line)
    if fullmatch(r"~ can't block", text):  # 509.1a
        return dsl.Static(dsl.CantBlock(), text=line)
    if fullmatch(r"~ can't be blocked", text):  # 509.1b
        return dsl.Static(dsl.CantBeBlocked(), text=line)
    if fullmatch(r"you may have ~ assign its combat damage as though it weren't blocked", text):  # 510.1a-c
        return dsl.Static(dsl.AssignAsThoughUnblocked(), text=line)
    m = fullmatch(r"~ can block an additional (?:(?P<n>two|three|four|five|six|seven) )?creatures? each combat", text)
    if m and (m["n"] is None) == text.endswith(" creature each combat"):  # 509.1a
        return dsl.Static(dsl.CanBlockAdditional(vocab.NUMBER_WORDS[m["n"]] if m["n"] else 1), text=line)
    if fullmatch(r"~ can block any number of creatures", text):  # 509.1a
        return dsl.Static(dsl.CanBlockAnyNumber(), text=line)
    if fullmatch(r"~ can't be blocked by more than one creature", text):  # 509.1b
        return dsl.Static(dsl.CantBeBlockedByMoreThanOne(), text=line)
    m = fullmatch(r"~ can block only (.+)", text)
    if m:  # 509.1a-b
        described = phrases.desc(m[1], scope)
        if not described.plural or described.noun not in ("", "permanent") or described.filter.types != ("Creature",):
            raise NoMatch(line)
        return dsl.Static(dsl.CanBlockOnly(described.filter), text=line)
    blocking = blocking_static(text, scope)
    if blocking is not None:  # 506.5, 509.1b
        return dsl.Static(blocking, text=line)
    tokens = token_status_static(text)
    if tokens is not None:  # 111.1
        return dsl.Static(tokens, text=line)
    adding = type_addition_static(text, scope)
    if adding is not None:  # 205.1b, 613.1d
        return dsl.Static(adding, text=line)
    text = union_subject(text)
    assigning = damage_assignment_static(text, scope)
    if assigning is not None:  # 510.1a
        return dsl.Static(assigning, text=line)
    prevention = prevention_static(text, scope)
    if prevention is not None:  # 615.1, 615.5
        return dsl.Replacement(prevention, text=line)
    m = fullmatch(r"~ can't attack unless defending player controls (?:an?) (.+)", text)
    if m:  # 508.1c, 506.2
        described = phrases.desc(m[1], scope)
        if described.plural or described.noun not in ("", "permanent") or described.filter.controller is not None:
            raise NoMatch(line)
        return dsl.Static(dsl.CantAttackUnlessDefenderControls(described.filter), text=line)
    defined = defined_pt_line(text, scope, face.toughness)
    if defined is not None:  # 604.3, 613.4a: a characteristic-defining ability, in every zone
        if "Creature" not in face.types:
            raise NoMatch(line)
        return dsl.Static(defined, text=line)
    m = fullmatch(r"~ can't attack unless (.+)", text)
    if m:
        return dsl.Static(dsl.CantAttackUnless(phrases.condition(m[1], scope)), text=line)
    m = fullmatch(r"(?P<desc>.+?)(?: (?P<who>you|your opponents) cast)? cost \{(?P<n>\d+|[WUBRG])\} (?P<dir>more|less) "
                  r"to cast", text)
    if m:  # 601.2f; "instant and sorcery spells": each spell that is either
        kinds = r"(artifact|creature|enchantment|instant|sorcery|planeswalker)"
        described = phrases.desc(re.sub(rf"^{kinds} and {kinds} spells$", r"\1 or \2 spells", m["desc"], flags=re.I),
                                 scope, zone="stack")
        if described.noun != "spell" or not described.plural:
            raise NoMatch(line)
        who = {"you": "you", "your opponents": "opponents", None: "any"}[m["who"] and m["who"].lower()]
        if not m["n"].isdigit():  # a coloured increase; a coloured reduction isn't read
            if m["dir"].lower() != "more":
                raise NoMatch(line)
            return dsl.Static(dsl.CostChange(0, described.filter, who, mana=f"{{{m['n'].upper()}}}"), text=line)
        amount = int(m["n"]) * (1 if m["dir"].lower() == "more" else -1)
        return dsl.Static(dsl.CostChange(amount, described.filter, who), text=line)
    counted = _counted_bonus(text, scope, line, face) or _anthem_where_x(text, scope, line, face)
    if counted is not None:
        return dsl.Static(counted, text=line)
    m = fullmatch(r"(?P<body>.+ (?:gets [+-]\d+/[+-]\d+|has [a-z ]+)),? and attacks each combat if able", text)
    if m:  # 611.3a, 508.1d: "as long as ..., ~ gets +2/+2, has flying, and attacks each combat if able"
        anthem = _anthem(re.sub(r", (has [a-z ]+)$", r" and \1", m["body"]), scope, line, face)
        if anthem.affects != "self" or anthem.granted:
            raise NoMatch(line)
        return dsl.Static(anthem, text=line), dsl.Static(dsl.MustAttack(condition=anthem.condition), text=line)
    return dsl.Static(_anthem(text, scope, line, face), text=line)


def _anthem_where_x(text: str, scope: Scope, line: str, face: _Face) -> dsl.Anthem | None:
    """"~ gets -X/-X, where X is your life total": a P/T change applied as many times as the
    value is now (611.3a, 613.4c); None for another line."""
    m = fullmatch(r"(?P<body>.+? gets? )(?P<pt>[+-](?:\d+|X)/[+-](?:\d+|X)), where X is (?P<val>.+)", text)
    if not m:
        return None
    if "X" not in m["pt"]:
        raise NoMatch(line)
    times = phrases.value(m["val"], scope)
    if isinstance(times, int | dsl.X) or scope.targets:
        raise NoMatch(line)
    anthem = _anthem(m["body"] + m["pt"].replace("X", "1"), scope, line, face)
    if anthem.affects != "self" and _counts_other(times):
        raise NoMatch(line)  # "other" would mean other than the affected permanent, not the source
    return replace(anthem, times=times)


def _counted_bonus(text: str, scope: Scope, line: str, face: _Face) -> dsl.Anthem | None:
    """"~ gets +1/+0 for each other Rat you control", "Enchanted creature gets +1/+1 for each
    Forest you control and has trample": the bonus times a count taken as layer 7c applies
    (613.4c, 611.3a); None for another line."""
    counted = fullmatch(r"(?P<pump>.+? gets? [+-]\d+/[+-]\d+) for each (?P<each>.+?)(?P<has> and (?:has|have) .+)?", text)
    if not counted:
        return None
    anthem = _anthem(counted["pump"] + (counted["has"] or ""), scope, line, face)
    both = fullmatch(r"(?P<one>.+?) and each (?P<other>.+? cards? in your graveyard)", counted["each"])
    if both:  # "for each land you control and each land card in your graveyard": the two counts added
        one = _pump_count(both["one"], scope, line)
        if not isinstance(one, dsl.CountOf) or _counts_other(one):
            raise NoMatch(line)
        return replace(anthem, times=dsl.Sum((one, phrases.cards_in_graveyard(
            re.sub(r" in your graveyard$", "", both["other"]), scope, plural=False))))
    per = _pump_count(counted["each"], scope, line)
    if anthem.affects != "self" and _counts_other(per):
        raise NoMatch(line)  # "other" would mean other than the affected permanent, not the source
    return replace(anthem, per=per)


def _pump_count(text: str, scope: Scope, line: str) -> object:
    """What a counted bonus counts: permanents described without their power or toughness (the
    count is taken as layer 7c applies, 613.4c), or counters on the source itself."""
    per = phrases.for_each(text, scope)
    if isinstance(per, dsl.CountersOn) and per.ref == dsl.Self():
        return per
    counted = parse_ir(text, "per")  # read by for_each just now: its IR, from the cache
    singular = not counted.described.plural if isinstance(counted, Permanents) else True
    if isinstance(per, dsl.CountOf) and singular and all(getattr(per.filter, f) is None for f in
                                            ("power_ge", "power_le", "toughness_ge", "toughness_le", "total_pt_le")):
        return per
    raise NoMatch(line)


def _counts_other(value: object) -> bool:
    return isinstance(value, dsl.CountOf) and value.filter.other


def _doesnt_untap(text: str, scope: Scope) -> dsl.DoesntUntap | None:
    """502.3: "~ doesn't untap during your untap step", "enchanted creature doesn't untap during
    its controller's untap step", "artifacts don't untap during their controllers' untap steps"."""
    if fullmatch(r"~ doesn't untap during your untap step", text):
        return dsl.DoesntUntap("self")
    m = fullmatch(r"(?:enchanted|equipped) (?:creature|permanent|land|artifact) doesn't untap during its controller's "
                  r"untap step", text)
    if m:
        return dsl.DoesntUntap("attached")
    m = fullmatch(r"each (?P<one>.+) doesn't untap during its controller's untap step", text)
    if m:  # the same as "... don't untap during their controllers' untap steps"
        described = phrases.desc(m["one"], scope)
        if described.plural or described.noun not in ("", "permanent"):
            raise NoMatch(text)
        return dsl.DoesntUntap(described.filter)
    m = fullmatch(r"(?P<desc>.+) don't untap during their controllers' untap steps", text)
    if m:
        described = phrases.desc(m["desc"], scope)
        if not described.plural or described.noun not in ("", "permanent"):
            raise NoMatch(text)
        return dsl.DoesntUntap(described.filter)
    return None


def _attached_cant(text: str) -> dsl.AttachedCant | None:
    """"Enchanted creature can't attack or block, and its activated abilities can't be
    activated", "Equipped creature can't block", "Enchanted creature's activated abilities
    can't be activated" (508.1c, 509.1b, 602.5a)."""
    noun = r"(?:enchanted|equipped) (?:creature|permanent)"
    m = fullmatch(rf"{noun} can't (?P<what>attack or block|attack|block)(?P<act>, and its activated abilities can't be "
                  r"activated)?", text)
    if m:
        what = m["what"].lower()
        return dsl.AttachedCant(attack="attack" in what, block="block" in what, activate=bool(m["act"]))
    if fullmatch(rf"{noun}'s activated abilities can't be activated", text):
        return dsl.AttachedCant(activate=True)
    return None


_ANTHEM = (r"(?:(?P<during>during your turn), |as long as (?P<cond1>.+?), )?(?P<subj>.+?) "
           r"(?:get(?P<s1>s)? (?P<pt>[+-]\d+/[+-]\d+)(?: and (?:has|have) (?P<kw1>.+?))?|(?P<has>has|have) (?P<kw2>.+?))"
           r"(?: as long as (?P<cond2>.+))?")


def _anthem(text: str, scope: Scope, line: str, face: _Face) -> dsl.Anthem:
    """"~ has first strike as long as it's attacking", "Equipped creature gets +2/+0",
    "Golems you control have first strike", "Enchanted land has "{T}: Add one mana of any
    color."" (611.3a; layers 6 and 7c)."""
    m = fullmatch(_ANTHEM, text)
    if not m:
        raise NoMatch(line)
    subject = m["subj"]
    third_person = bool(m["s1"]) if m["pt"] else m["has"].lower() == "has"
    if subject == "~":
        affects: str | dsl.Filter = "self"
    elif subject.lower() in phrases.ATTACHED_NOUNS:
        affects = "attached"
    else:
        described = phrases.desc(re.sub(r"^all ", "", subject, flags=re.I), scope)  # "All Sliver creatures get"
        if not described.plural or described.noun not in ("", "permanent"):
            raise NoMatch(line)
        affects = described.filter
    if third_person != isinstance(affects, str):
        raise NoMatch(line)
    power, toughness = (int(v) for v in m["pt"].split("/")) if m["pt"] else (0, 0)
    keywords, granted = _granted_abilities(m["kw1"] or m["kw2"] or "", line, face, affects == "self")
    conditions = [c for c in (m["cond1"], m["cond2"]) if c]
    if len(conditions) + bool(m["during"]) > 1:
        raise NoMatch(line)
    condition = dsl.DuringYourTurn() if m["during"] else phrases.condition(conditions[0], scope) if conditions else None
    if isinstance(condition, dsl.SelfAttacking) and affects != "self":
        raise NoMatch(line)
    return dsl.Anthem(affects, power, toughness, keywords, condition, granted)


_QUOTED = re.compile(r'"([^"]+)"')


def _granted_abilities(text: str, line: str, face: _Face, to_self: bool) -> tuple[tuple, tuple]:
    """(keywords, abilities in quotes) a static ability grants: "flying", "flying and
    "{T}: Add {G}."", ""{T}: Add {G}." and "{1}: Draw a card."".  113.1b-c: a quoted ability
    is compiled as an ability of the permanent that gets it ("this creature" is that
    permanent, 109.5: "you" its controller).  A quote naming the granting card (Blazing Torch's
    "Sacrifice Blazing Torch") means another object than the one that has it: refused, unless
    the card grants the ability to itself."""
    if not text:
        return (), ()
    if fullmatch(r"protection from [^,\"]+", text):  # 702.16a: a keyword with qualities, granted as it is
        return (), tuple(keyword_line(text))
    m = fullmatch(r'(?:(?P<kw>[^"]+?)(?:,)? and )?(?P<quotes>"[^"]+"(?: and "[^"]+")?)', text)
    if not m:
        return phrases.keyword_list(text), ()
    keywords = phrases.keyword_list(m["kw"]) if m["kw"] else ()
    raw_quotes = _QUOTED.findall(line)
    if len(raw_quotes) != len(_QUOTED.findall(m["quotes"])):
        raise NoMatch(line)
    names = self_names(face.name, face.supertypes)
    granted = []
    for raw in raw_quotes:
        if not to_self and any(re.search(rf"(?<![\w']){re.escape(n)}(?![\w])", raw) for n in names):
            raise NoMatch(line)
        granted.extend(_quoted_ability(raw, names if to_self else (), face))
    return keywords, tuple(granted)


def _uncompiled_token_quotes(abilities: tuple) -> list[str]:
    """The abilities that create a token whose quoted abilities (113.1b) don't compile: the
    token's definition (cards/oracle/tokens.py) compiles them when it is looked up."""
    failing = []
    for ability in abilities:
        for name in _created_tokens(ability):
            try:
                for quote in re.findall(r'"([^"]+)"', name):
                    compile_quoted(quote)
            except NoMatch:
                failing.append(getattr(ability, "text", "") or name)
                break
    return failing


def _created_tokens(node) -> list[str]:
    """The names of the tokens a definition node creates, at any depth."""
    if isinstance(node, dsl.CreateToken):
        return [node.token]
    if isinstance(node, tuple):
        return [name for part in node for name in _created_tokens(part)]
    if is_dataclass(node) and not isinstance(node, type):
        return [name for f in fields(node) for name in _created_tokens(getattr(node, f.name))]
    return []


def compile_quoted(raw: str) -> tuple:
    """The abilities a quoted text gives an object with no name of its own to refer to (a
    token: "this creature" is the token, 111.4, 113.1b)."""
    try:
        return tuple(_quoted_ability(raw, (), _Face("")))
    except NoMatch:
        pass
    norm = normalise(strip_reminder(raw), ())
    ability = _permanent_line(_Face("", ("Creature",)), raw, norm)
    if isinstance(ability, dsl.Static) and isinstance(ability.effect, dsl.Anthem) and ability.effect.affects == "self" \
            and not ability.effect.granted:
        return (ability,)  # 111.4, 604.1: the token's own static ability ("this creature gets +1/+1 for each ...")
    raise NoMatch(raw)


def compile_emblem_ability(raw: str) -> object:
    """114.2: the ability of an emblem ("you" is its controller, 114.5): a triggered, static or
    replacement ability; raises NoMatch for another text."""
    norm = normalise(strip_reminder(raw), ())
    ability = _permanent_line(_Face(""), raw, norm)
    if isinstance(ability, dsl.Triggered):
        return ability
    if isinstance(ability, dsl.Static | dsl.Replacement) and isinstance(ability.effect, _EMBLEM_EFFECTS):
        return ability
    raise NoMatch(raw)  # an anthem is applied by the layers from permanents only: not read on an emblem


emblems.ABILITY_COMPILER[:] = [compile_emblem_ability]
ability_changes.QUOTED_COMPILER[:] = [compile_quoted]  # 113.1b: "~ gains "...""


#: The static and replacement effects the engine reads wherever their source is (queries.static_effects,
#: queries.replacement_effects: the command zone's emblems included) and that say nothing of their source.
_EMBLEM_EFFECTS = (dsl.CantCast, dsl.CastLimit, dsl.CostChange, dsl.DrawLimit, dsl.ExtraLandPlays, dsl.FlashPermission,
                   dsl.LifeFloor, dsl.LifeGainMultiplier, dsl.MaxHandSize, dsl.PlayerRule, dsl.SorceryTimingOnly,
                   dsl.TokenMultiplier, dsl.PlayFromGraveyard, dsl.PlayFromLibraryTop, dsl.LibraryTopVisible, dsl.KeepMana)


def _quoted_ability(raw: str, names: tuple[str, ...], face: _Face) -> list:
    """The abilities one quoted text stands for: keywords (702), or one activated or
    triggered ability.  Static and replacement abilities in quotes are refused (their effects
    would have to be applied by the layers that granted them)."""
    norm = normalise(strip_reminder(raw), names)
    try:
        return list(keyword_line(norm[:-1] if norm.endswith(".") else norm))
    except NoMatch:
        pass
    ability = _permanent_line(_Face(face.name), raw, norm)
    if not isinstance(ability, dsl.Activated | dsl.Triggered):
        raise NoMatch(raw)
    return [ability]


# -------------------------------------------------------------------------------- spells


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


@productions.backtracking
def _spell(face: _Face, lines: list[str], names: tuple[str, ...]) -> dsl.SpellAbility:
    """113.3a: an instant's or sorcery's spell ability: all its non-keyword lines, in order;
    "Choose one —" with bulleted modes (700.2)."""
    norms = [normalise(strip_ability_word(line), names) for line in lines]
    text = "\n".join(lines)
    additional = None
    m = fullmatch(r"as an additional cost to cast ~, (.+)\.", norms[0])
    if m:  # 601.2b
        additional = _cost(m[1], face.scope())
        if not spell_additional_cost_ok(additional):
            raise NoMatch(lines[0])
        norms = norms[1:]
    repeat = fullmatch(r"(choose (?:two|three))\. you may choose the same mode more than once\.", norms[0]) \
        if norms else None
    if repeat:  # 700.2d
        norms[0] = f"{repeat[1]} —"
    shared = fullmatch(r"choose one\. (?P<first>.+), then —", norms[0]) if norms else None
    if shared and len(norms) > 2 and all(n.startswith("• ") for n in norms[1:]):
        # 700.2: "Choose one. Destroy target creature, then —": each mode is the shared
        # instruction followed by that mode's, with the shared target slot in each
        norms = ["choose one —", *(f"• {shared['first']}, then {_lower_first(n[2:])}" for n in norms[1:])]
    if norms and _MODE_HEADER.match(norms[0]):
        modal = _modes(face.scope(x=True), norms[0], norms[1:], text)
        if repeat:
            modal["repeat_modes"] = True
        raw = lines[len(lines) - len(norms) + 1:]
        modal["modes"] = tuple(replace(mode, text=line[2:]) for mode, line in zip(modal["modes"], raw, strict=True))
        return dsl.SpellAbility(additional_cost=additional, text=text, **modal)
    scope = face.scope(x=True)
    effects = _battlefield_effects([s for norm in norms for s in sentences(norm)], scope)
    return dsl.SpellAbility(tuple(effects), tuple(scope.targets), additional_cost=additional, text=text)
