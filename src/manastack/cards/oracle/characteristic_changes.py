"""One-shot changes to an object's characteristics (613): "Switch target creature's power and
toughness until end of turn" (613.4d, layer 7d), "Target permanent becomes white until end of
turn", "~ becomes colorless until end of turn", "~ becomes the color of your choice until end of
turn" (613.1e, layer 5).  The engine applies them in engine/characteristic_changes.py."""

from __future__ import annotations

import re

from manastack.cards import dsl
from manastack.cards.oracle import phrases, vocab
from manastack.cards.oracle.effects import _object_subject, clause
from manastack.cards.oracle.phrases import NoMatch, Scope


@clause(r"switch (?P<obj>.+?)'s power and toughness until end of turn")
def _switch(scope: Scope, m: re.Match) -> tuple:
    """613.4d: switching is applied after every other change to power and toughness."""
    return (dsl.SwitchPT(phrases.obj(m["obj"], scope)),)


_COLOR = r"(?P<color>colorless|the color of your choice|[a-z]+(?: and [a-z]+)?)"


@clause(rf"(?P<obj>.+?) become(?P<s>s)? {_COLOR} until end of turn")
def _set_color(scope: Scope, m: re.Match) -> tuple:
    """105.3, 613.1e: the object's new color replaces all its previous colors; "colorless" has
    none (105.2c); "the color of your choice" is chosen as the effect resolves (608.2d).  Only
    with "until end of turn": "becomes black and gains fear until end of turn" would be read in
    two halves, the first without its duration."""
    what = _object_subject(scope, m["obj"], bool(m["s"]))
    color = m["color"].lower()
    chosen = color == "the color of your choice"
    colors: tuple[str, ...] = ()
    if not chosen and color != "colorless":
        words = color.split(" and ")
        if not all(w in vocab.COLORS for w in words) or len(set(words)) != len(words):
            raise NoMatch(m[0])
        colors = tuple(vocab.COLORS[w] for w in words)
    return (dsl.SetColor(what, colors, chosen),)
