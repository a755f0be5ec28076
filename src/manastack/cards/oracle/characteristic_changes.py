"""One-shot changes to an object's characteristics (613): "Switch target creature's power and
toughness until end of turn" (613.4d, layer 7d), "Target permanent becomes white until end of
turn", "~ becomes colorless until end of turn", "~ becomes the color of your choice until end of
turn" (613.1e, layer 5); "Target creature gains protection from the color of your choice until
end of turn", "... from red", "... from artifacts" (702.16a, layer 6).  The engine applies them in engine/characteristic_changes.py."""

from __future__ import annotations

import re
from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import effects, phrases, vocab
from manastack.cards.oracle.effects import _object_subject, _pt, clause
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch
from manastack.cards.oracle.pipeline import DURATION, LEADING_DURATION, duration


@clause(r"switch (?P<obj>.+?)'s power and toughness" + DURATION)
def _switch(scope: Scope, m: re.Match) -> tuple:
    """613.4d: switching is applied after every other change to power and toughness."""
    duration(m, "end_of_turn")
    return (dsl.SwitchPT(phrases.obj(m["obj"], scope)),)


_COLOR = r"(?P<color>colorless|the color of your choice|[a-z]+(?: and [a-z]+)?)"


@clause(rf"(?P<obj>.+?) become(?P<s>s)? {_COLOR}{DURATION}")
def _set_color(scope: Scope, m: re.Match) -> tuple:
    """105.3, 613.1e: the object's new color replaces all its previous colors; "colorless" has
    none (105.2c); "the color of your choice" is chosen as the effect resolves (608.2d).  Only
    with "until end of turn": "becomes black and gains fear until end of turn" would be read in
    two halves, the first without its duration."""
    lasting = duration(m, "end_of_turn")
    what = _object_subject(scope, m["obj"], bool(m["s"]))
    color = m["color"].lower()
    chosen = color == "the color of your choice"
    colors: tuple[str, ...] = ()
    if not chosen and color != "colorless":
        words = color.split(" and ")
        if not all(w in vocab.COLORS for w in words) or len(set(words)) != len(words):
            raise NoMatch(m[0])
        colors = tuple(vocab.COLORS[w] for w in words)
    return (dsl.SetColor(what, colors, chosen, lasting),)


@clause(LEADING_DURATION + r"?(?P<obj>.+?) (?P<verb>has|have|becomes?) (?:base power and toughness |an? )"
        r"(?P<p>\S+)/(?P<t>\S+)" + DURATION + "?")
def _set_base_pt(scope: Scope, m: re.Match) -> tuple:
    """613.4b: "becomes a 0/1" and "has base power and toughness 0/1" set the base power and
    toughness; "until end of turn" exactly once, before or after."""
    duration(m, "end_of_turn")
    verb = m["verb"].lower()
    if verb.startswith("become") != (" base power" not in m[0].lower()):
        raise NoMatch(m[0])
    what = _object_subject(scope, m["obj"], verb in ("has", "becomes"), group_ok=verb in ("has", "have"))
    return (dsl.BecomeBasePT(what, phrases.number(m["p"], scope), phrases.number(m["t"], scope)),)


@clause(r"(?P<obj>.+?)'s base power and toughness become (?P<p>\S+)/(?P<t>\S+)" + DURATION)
def _base_pt_become(scope: Scope, m: re.Match) -> tuple:
    """613.4b: "target creature's base power and toughness become 1/1 until end of turn"."""
    duration(m, "end_of_turn")
    what = phrases.obj(m["obj"], scope)
    return (dsl.BecomeBasePT(what, phrases.number(m["p"], scope), phrases.number(m["t"], scope)),)


@clause(r"(?P<obj>.+?) become(?P<s>s)? the creature type of your choice" + DURATION)
def _become_creature_type(scope: Scope, m: re.Match) -> tuple:
    """205.1b, 613.1d: one creature (not a group) becomes the chosen creature type."""
    duration(m, "end_of_turn")
    what = _object_subject(scope, m["obj"], bool(m["s"]))
    return (dsl.BecomeChosenCreatureType(what),)


@clause(r"(?P<obj>(?:up to )?(?:two|three|four) target .+?) each get (?P<pt>\S+/\S+)(?: and gain (?P<kw>.+?))?"
        + DURATION)
def _each_get(scope: Scope, m: re.Match) -> tuple:
    """611.2c, 613.4c: "up to two target creatures each get +1/+0 and gain first strike until end
    of turn": each target gets the whole bonus."""
    lasting = duration(m, "end_of_turn")
    ref = phrases.obj(m["obj"], scope)
    if not isinstance(ref, dsl.Target) or scope.targets[ref.index].max_count < 2:
        raise NoMatch(m[0])
    power, toughness = _pt(m["pt"], scope)
    keywords = phrases.keyword_list(m["kw"]) if m["kw"] else ()
    return (dsl.ModifyPT(power, toughness, ref, keywords=keywords, duration=lasting),)


@clause(r"change the target of target (?P<desc>(?:.+ )?spell) with a single target")
def _change_target(scope: Scope, m: re.Match) -> tuple:
    """115.7a: the target spell must have exactly one target, as it is targeted and as this
    resolves (608.2b)."""
    spec = phrases.target_spec(m["desc"], scope)
    if spec.kind != "spell":
        raise NoMatch(m[0])
    ref = dsl.Target(scope.add_target(replace(spec, filter=replace(spec.filter, single_target=True))))
    scope.it = ref
    return (dsl.ChangeTarget(ref),)


def _x_is_its_power(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Target creature gets +X/+0 until end of turn, where X is its power" (613.4c; 608.2h: X
    is its power as the effect resolves): "its" is the object that gets the bonus, so the
    sentence is read whole, the object before X."""
    m = fullmatch(r"(?P<obj>.+?) gets \+X/\+(?P<t>0|X)" + DURATION + ", where X is its power", text_sentences[0])
    if not m:
        return None
    lasting = duration(m, "end_of_turn")
    what = _object_subject(scope, m["obj"], True)
    if isinstance(what, dsl.Each):
        raise NoMatch(text_sentences[0])
    amount = dsl.PowerOf(what)
    return dsl.ModifyPT(amount, amount if m["t"] == "X" else 0, what, duration=lasting), 1


effects.SENTENCE_GROUPS.append(_x_is_its_power)


def _chosen_type_then_becomes(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Choose a creature type other than Wall. Target creature becomes that type until end of
    turn." (205.1b, 613.1d, 608.2c): the type is chosen as it resolves, from the creature types
    (205.3m) but the ones excluded."""
    choose = fullmatch(r"choose a creature type(?: other than (?P<not>\w+))?", text_sentences[0])
    if not choose:
        return None
    becomes = fullmatch(r"(?P<obj>.+?) become(?P<s>s)? that type" + DURATION, text_sentences[1]) \
        if len(text_sentences) > 1 else None
    if not becomes:
        raise NoMatch(text_sentences[0])
    duration(becomes, "end_of_turn")
    excluded = ()
    if choose["not"]:
        if choose["not"] not in vocab.CREATURE_TYPES:
            raise NoMatch(text_sentences[0])
        excluded = (choose["not"],)
    what = effects._object_subject(scope, becomes["obj"], bool(becomes["s"]))
    return dsl.BecomeChosenCreatureType(what, excluded), 2


effects.SENTENCE_GROUPS.append(_chosen_type_then_becomes)
