"""Building card definitions from the card database: characteristics come from the record,
abilities from a hand-written list or the Oracle-text compiler."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.db import CardRecord, FaceRecord, load_database


def face_from_record(face: FaceRecord, abilities: tuple = ()) -> dsl.Face:
    loyalty = int(face.loyalty) if face.loyalty and face.loyalty.isdigit() else None
    return dsl.Face(
        name=face.name, mana_cost=face.mana_cost, types=tuple(face.types), subtypes=tuple(face.subtypes),
        supertypes=tuple(face.supertypes), colors=tuple(face.colors) if face.mana_cost is None else None,
        power=face.power, toughness=face.toughness, loyalty=loyalty, abilities=tuple(abilities), text=face.text,
    )


def from_record(record: CardRecord, faces_abilities: list[tuple], *, source: str, reason: str = "",
                legacy: tuple = ()) -> dsl.CardDef:
    faces = tuple(face_from_record(f, a) for f, a in zip(record.faces, faces_abilities, strict=True))
    layout = record.layout if record.layout in ("normal", "modal_dfc", "transform", "adventure") else "normal"
    return dsl.CardDef(name=record.name, faces=faces, layout=layout, playtest=record.playtest, source=source,
                       reason=reason, legacy=legacy)


def hand_written(name: str, *faces_abilities: tuple, reason: str, legacy: tuple = ()) -> dsl.CardDef:
    """A hand-written definition: the database's characteristics plus these abilities (one
    tuple per face).  `reason` says in one line why the compiler can't do it."""
    from manastack.cards.registry import register

    record = load_database().get(name)
    if len(faces_abilities) != len(record.faces):
        raise ValueError(f"{name}: give abilities for each of its {len(record.faces)} faces")
    return register(from_record(record, list(faces_abilities), source="hand-written", reason=reason, legacy=legacy))


def token(name: str, types: tuple, subtypes: tuple = (), colors: tuple = (), power: str | None = None,
          toughness: str | None = None, abilities: tuple = (), text: str = "") -> dsl.CardDef:
    """A token definition (111.4: its name is its subtypes plus "Token" unless named)."""
    from manastack.cards.registry import register

    face = dsl.Face(name=f"{name} Token", types=types, subtypes=subtypes, colors=colors, power=power, toughness=toughness,
                    abilities=abilities, text=text)
    return register(dsl.CardDef(name=name, faces=(face,), layout="token", source="token"))
