"""Building card definitions from the card database: characteristics come from the record,
abilities from a hand-written list or the Oracle-text compiler."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.db import CardRecord, FaceRecord


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
    layout = record.layout if record.layout in ("normal", "modal_dfc", "transform", "adventure", "split", "flip") else "normal"
    return dsl.CardDef(name=record.name, faces=faces, layout=layout, playtest=record.playtest, source=source,
                       reason=reason, legacy=legacy)
