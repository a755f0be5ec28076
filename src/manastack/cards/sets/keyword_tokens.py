"""Token definitions the abilities keywords stand for create (111.4, 111.10): afterlife's Spirits
(702.135a) and fabricate's Servos (702.123a).  A "create" instruction describing one of them
compiles to it too (cards/oracle/vocab.py, TOKEN_DESCRIPTIONS)."""

from manastack.cards import dsl
from manastack.cards.registry import register


def _token(key: str, subtypes: tuple, types: tuple, colors: tuple, abilities: tuple = ()) -> None:
    """A 1/1 token; `key` tells it apart from other tokens with the same name (111.4: its name
    is its subtypes plus "Token")."""
    face = dsl.Face(name=f"{' '.join(subtypes)} Token", types=types, subtypes=subtypes, colors=colors, power="1",
                    toughness="1", abilities=abilities)
    register(dsl.CardDef(name=key, faces=(face,), layout="token", source="token"))


_token("White and Black Spirit", ("Spirit",), ("Creature",), ("W", "B"), (dsl.Keyword("flying"),))
_token("Servo", ("Servo",), ("Artifact", "Creature"), ())

# 702.92a: living weapon's "0/0 black Phyrexian Germ creature token".
register(dsl.CardDef(name="Phyrexian Germ", faces=(dsl.Face(
    name="Phyrexian Germ Token", types=("Creature",), subtypes=("Phyrexian", "Germ"), colors=("B",), power="0",
    toughness="0"),), layout="token", source="token"))
