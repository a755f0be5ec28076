"""More keyword abilities (702) read on a keyword line: cycling for life (702.29a, "Cycling—Pay
2 life."), typecycling (702.29e), transmute
(702.53a), ingest (702.115a), undaunted (702.125a), surge (702.117a), living weapon
(702.92a), ascend (702.131), conspire (702.78), cipher (702.99), ripple (702.60), exploit
(702.110), tribute (702.104), awaken (702.113, on an instant or sorcery), champion
(702.72), soulbond (702.95, with its pair's static abilities), bestow (702.103, on a creature card),
and haunt (702.55, on a creature card).  The engine gives each its full meaning (engine/abilities.py,
engine/keyword_mechanics.py, engine/casting.py, engine/city_blessing.py)."""

from __future__ import annotations

from dataclasses import replace

from manastack.cards import dsl
from manastack.cards.oracle import vocab
from manastack.cards.oracle.phrases import NoMatch, fullmatch

__all__ = ["MECHANIC_KEYWORDS", "keyword"]

_MANA = r"(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP]|2/[WUBRG])\})+"

#: The keywords without a cost or number this module reads (their meaning: engine/abilities.py,
#: engine/casting.py).
MECHANIC_KEYWORDS = frozenset({"ingest", "undaunted", "living weapon", "ascend", "conspire", "cipher", "exploit",
                               "soulbond", "haunt"})

#: dsl.Anthem.affects of a soulbond pair's static ability: this creature and the one paired with it (702.95a).
PAIRED = "paired"

#: The keywords with a mana cost (no {X}) this module reads.
MECHANIC_COST_KEYWORDS = frozenset({"transmute", "surge", "bestow"})


def keyword(item: str, text: str) -> dsl.Keyword:
    """One of these keywords, or NoMatch."""
    low = item.lower()
    if low in MECHANIC_KEYWORDS:
        return dsl.Keyword(low, text=text)
    m = fullmatch(rf"(\w+) ({_MANA})", item)
    if m and m[1].lower() in MECHANIC_COST_KEYWORDS:
        return dsl.Keyword(m[1].lower(), cost=m[2].upper(), text=text)
    m = fullmatch(rf"awaken ([1-9]\d?)—({_MANA})", item)
    if m:  # 702.113a (engine/awaken.py)
        return dsl.Keyword("awaken", amount=int(m[1]), cost=m[2].upper(), text=text)
    m = fullmatch(r"champion an? (\w+)(?: or (\w+))?", item)
    if m:  # 702.72a (engine/keyword_mechanics.py): its quality is kept as its triggers' reference
        return dsl.Keyword("champion", cost=_champion_quality([q for q in m.groups() if q], item), text=text)
    m = fullmatch(r"tribute ([1-9]\d?)", item)
    if m:  # 702.104a (engine/tribute.py)
        return dsl.Keyword("tribute", amount=int(m[1]), text=text)
    m = fullmatch(r"ripple ([1-9]\d?)", item)
    if m:  # 702.60a
        return dsl.Keyword("ripple", amount=int(m[1]), text=text)
    m = fullmatch(r"cycling—pay ([1-9]\d?) life\.?", item)
    if m:  # 702.29a with a cost that isn't mana (118.1): "Cycling—Pay 2 life."
        return dsl.Keyword("cycling", cost=f"Pay {m[1]} life", text=text.rstrip("."))
    m = fullmatch(rf"(basic land|\w+)cycling ({_MANA})", item)
    if m and typecycling_type(m[1]) is not None:
        return dsl.Keyword(f"{m[1].lower()}cycling", cost=m[2].upper(), text=text)
    raise NoMatch(item)


def _champion_quality(words: list[str], item: str) -> str:
    """702.72a: "champion a creature", or subtypes ("a Goblin or Shaman"): "creature" or "Goblin|Shaman"."""
    if [w.lower() for w in words] == ["creature"]:
        return "creature"
    found = [vocab.subtype(w) for w in words]
    if any(f is None or f.lower() != w.lower() for f, w in zip(found, words, strict=True)):
        raise NoMatch(item)
    return "|".join(found)


def typecycling_type(word: str) -> str | None:
    """702.29e: the type "[type]cycling" names: "basic land", "land", or a subtype in the
    singular ("plains", "swamp", "wizard", "sliver"); None for anything else."""
    low = word.lower()
    if low in ("basic land", "land"):
        return low
    found = vocab.subtype(low)
    return found if found is not None and found.lower() == low else None


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
