"""Reflexive triggered abilities (603.12): "When ~ enters, you may sacrifice another creature.
When you do, ~ deals damage equal to that creature's power to any target." (Heart-Piercer
Manticore), "Sacrifice a creature. When you do, ~ deals X damage to any target, where X is that
creature's power. If the sacrificed creature was a Hamster, draw X cards." (Minsc & Boo),
"you may pay {2}{R}. When you do, it deals 3 damage to any target." (Sparktongue Dragon).  The
rest of the ability's text after "When you do," is the reflexive ability: its own targets, chosen
as it is put on the stack (603.3d).  The engine plays it in engine/reflexive_triggers.py."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import effects, vocab
from manastack.cards.oracle.effects import _ends_with_optional_action, parse_effects, parse_sentence
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch


def _sacrifices(effect: object) -> bool:
    inner = effect.effect if isinstance(effect, dsl.Optional) else effect
    return isinstance(inner, dsl.SacrificeChosen) and inner.who == dsl.You() and inner.count == 1


def _action(sentence: str, scope: Scope) -> list:
    """The instruction "When you do" follows: a sacrifice, or an action the player may take."""
    pay = fullmatch(r"you may pay (?P<mana>(?:\{(?:\d+|[WUBRGC])\})+)", sentence)
    may = fullmatch(r"(?:then )?you may (?P<rest>.+)", sentence)
    if pay:
        action = [dsl.MayPay(pay["mana"].upper())]
    elif may:
        found = parse_sentence(may["rest"], scope)
        action = [dsl.Optional(found[0])] if len(found) == 1 else []
    else:
        action = parse_sentence(sentence, scope)
    if not action or not (_sacrifices(action[-1]) or _ends_with_optional_action(action[-1])):
        raise NoMatch(sentence)
    return action


def _reflexive(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """An action, then "When you do, ..." (the rest of the ability)."""
    if len(text_sentences) < 2:
        return None
    when = fullmatch(r"when you do, (?P<rest>.+)", text_sentences[1])
    if not when:
        return None
    action = _action(text_sentences[0], scope)
    sacrificed = _sacrifices(action[-1])
    inner = Scope(scope.card)
    inner.it = dsl.Triggering() if sacrificed else scope.it  # "that creature": the one sacrificed (608.2h)
    rest = [when["rest"], *text_sentences[2:]]
    found: list = []
    plain: list[str] = []
    for sentence in rest:
        m = fullmatch(r"if (?:the sacrificed creature|that creature) was an? (?P<kind>\w+), (?P<body>.+)", sentence)
        if not m:
            plain.append(sentence)
            continue
        if not sacrificed:
            raise NoMatch(sentence)
        found.extend(parse_effects(plain, inner) if plain else [])
        plain = []
        condition = dsl.LastKnownMatches(dsl.Triggering(), _kind(m["kind"]))
        found.extend(dsl.Conditional(condition, effect) for effect in parse_sentence(m["body"], inner))
    found.extend(parse_effects(plain, inner) if plain else [])
    ability = dsl.Triggered(dsl.Trigger("reflexive"), tuple(found), targets=tuple(inner.targets),
                            text="When you do, " + ". ".join(rest) + ".")
    return [*action, dsl.ReflexiveTrigger(ability)], len(text_sentences)


def _kind(word: str) -> dsl.Filter:
    """"a Hamster", "an artifact": a card type or a subtype (205.2a, 205.3)."""
    card_type = vocab.CARD_TYPES.get(word.lower())
    if card_type is not None and card_type.lower() == word.lower():
        return dsl.Filter(types=(card_type,))
    if vocab.subtype(word) == word:
        return dsl.Filter(subtypes=(word,))
    raise NoMatch(word)


effects.SENTENCE_GROUPS.insert(0, _reflexive)
