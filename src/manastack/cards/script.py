"""What the hand-written card scripts (cards/sets/) are made with: a definition from the
database's characteristics plus abilities written in the DSL, and token definitions; each is
registered as it is made."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.build import from_record
from manastack.cards.db import load_database
from manastack.cards.registry import register


def hand_written(name: str, *faces_abilities: tuple, reason: str, legacy: tuple = ()) -> dsl.CardDef:
    """A hand-written definition: the database's characteristics plus these abilities (one
    tuple per face).  `reason` says in one line why the compiler can't do it."""
    record = load_database().get(name)
    if len(faces_abilities) != len(record.faces):
        raise ValueError(f"{name}: give abilities for each of its {len(record.faces)} faces")
    return register(from_record(record, list(faces_abilities), source="hand-written", reason=reason, legacy=legacy))


def token(name: str, types: tuple, subtypes: tuple = (), colors: tuple = (), power: str | None = None,
          toughness: str | None = None, abilities: tuple = (), text: str = "") -> dsl.CardDef:
    """A token definition (111.4: its name is its subtypes plus "Token" unless named)."""
    face = dsl.Face(name=f"{name} Token", types=types, subtypes=subtypes, colors=colors, power=power, toughness=toughness,
                    abilities=abilities, text=text)
    return register(dsl.CardDef(name=name, faces=(face,), layout="token", source="token"))
