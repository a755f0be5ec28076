"""What some keyword abilities (702) need beyond their keyword line (which the pipeline reads:
oracle/pipeline.py): cipher's instruction (702.99a), soulbond's pair (702.95a), haunt's trigger
(702.55c) and monstrosity's condition (701.37b)."""

from __future__ import annotations

from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle.phrases import fullmatch

__all__ = ["ENTERS_OR_HAUNTED_DIES", "PAIRED", "haunt_trigger", "monstrous_static", "paired_static", "with_cipher"]

#: dsl.Anthem.affects of a soulbond pair's static ability: this creature and the one paired with it (702.95a).
PAIRED = "paired"


def with_cipher(abilities: list, failures: list[str]) -> list:
    """702.99a: cipher's spell ability is the last instruction of the spell ("you may exile this
    card encoded on a creature you control"): appended to the instant's or sorcery's spell
    ability.  A spell without one, or with modes, is refused."""
    spells = [i for i, a in enumerate(abilities) if isinstance(a, dsl.SpellAbility)]
    if len(spells) != 1 or abilities[spells[0]].modes:
        failures.append("(cipher: the engine encodes only a plain instant or sorcery)")
        return abilities
    spell = abilities[spells[0]]
    found = list(abilities)
    found[spells[0]] = replace(spell, effects=(*spell.effects, dsl.EncodeOnCreature()))
    return found


def paired_static(norm: str) -> str | None:
    """702.95a (soulbond): "As long as ~ is paired with another creature, both creatures have X" /
    "each of those creatures gets X": the same static ability written for ~ alone ("~ has X"),
    which the compiler reads and then applies to both creatures of the pair; None for another line."""
    m = fullmatch(r"as long as ~ is paired with another creature, (?:both creatures (?P<have>have)|each of those "
                  r"creatures (?P<verb>has|gets)) (?P<rest>.+)", norm)
    if not m:
        return None
    return f"~ {'has' if m['have'] else m['verb'].lower()} {m['rest']}"


#: 702.55c: the trigger event of "When ~ enters or the creature it haunts dies" (engine/haunt.py).
ENTERS_OR_HAUNTED_DIES = "enters_or_haunted_dies"


def haunt_trigger(norm: str) -> str | None:
    """702.55c: "When ~ enters the battlefield or the creature it haunts dies, X": the line read as
    "When ~ enters, X" (the compiler then changes its trigger); None otherwise."""
    m = fullmatch(r"when ~ enters(?: the battlefield)? or the creature it haunts dies, (?P<rest>.+)", norm)
    return f"when ~ enters, {m['rest']}" if m else None


def monstrous_static(norm: str) -> str | None:
    """701.37b: "As long as ~ is monstrous, it has trample" read as "~ has trample as long as ~ is
    monstrous" (the static ability with its condition); None for another line."""
    m = fullmatch(r"as long as ~ is monstrous, (?:it|~) (?P<verb>has|gets) (?P<rest>[^.]+)\.?", norm)
    return f"~ {m['verb'].lower()} {m['rest']} as long as ~ is monstrous." if m else None
