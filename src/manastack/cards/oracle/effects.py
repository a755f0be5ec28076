"""One-shot effects (the instructions of spells and abilities, 608.2c): sentences and clauses
of Oracle text compiled to effect nodes of cards/dsl.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, replace

from manastack.cards import dsl
from manastack.cards.oracle import lowering, phrases, pipeline, productions, vocab
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

Handler = Callable[[Scope, re.Match], tuple]
#: (a regular expression, or a matcher of the pipeline giving a clause's IR: oracle/pipeline.py; its handler;
#: the production's name: oracle/productions.py)
_CLAUSES: list[tuple[str | Callable[[str], object], Handler, str]] = []
# Readers of effects that take several sentences: (sentences left, scope) -> (an effect or a list
# of effects, sentences read) or None when the first sentence isn't theirs.
GroupReader = Callable[[list[str], Scope], "tuple[object, int] | None"]
SENTENCE_GROUPS: list[GroupReader] = []
# Readers of a sentence that refers to the instructions before it ("you may play that card this
# turn" after an exile): (sentence, effects so far, scope) -> an effect, or None when the sentence
# isn't theirs.
FollowingReader = Callable[[str, list, Scope], object]
FOLLOWING_SENTENCES: list[FollowingReader] = []


def clause(pattern: str | Callable[[str], object]) -> Callable[[Handler], Handler]:
    """Register a handler for clauses that match `pattern` in full (case-insensitively), or
    that a pipeline matcher reads (the handler then gets the clause's IR)."""

    def register(fn: Handler) -> Handler:
        _CLAUSES.append((pattern, fn, production_name("clause", fn)))
        return fn

    return register


def production_name(kind: str, reader: Callable) -> str:
    """The name of the production `reader` is (oracle/productions.py): "clause: effects.edict"."""
    return f"{kind}: {reader.__module__.rsplit('.', 1)[-1]}.{reader.__name__.lstrip('_')}"


def clause_productions() -> list[str]:
    """The names of the registered clause handlers, in the order they are tried."""
    return [name for _pattern, _handler, name in _CLAUSES]


def sentence_productions() -> list[str]:
    """The names of the readers of several sentences and of the sentences after an instruction."""
    return [production_name("sentences", reader) for reader in (*SENTENCE_GROUPS, *FOLLOWING_SENTENCES)]


def _subject(scope: Scope, m: re.Match) -> object:
    """The player doing a verb (`who`), checking agreement: "you draw", "each player draws";
    an imperative has the controller as its subject."""
    who, third_person = m["who"], bool(m["s"])
    if who is None or who.lower() == "you":
        if third_person:
            raise NoMatch(m[0])
        scope.subject = "you"
        return dsl.You()
    if not third_person:
        raise NoMatch(m[0])
    ref = phrases.player(who, scope)
    scope.subject = "that player" if "target" in who.lower() else who
    return ref


def _object_subject(scope: Scope, text: str, third_person: bool, *, gone_ok: bool = False,
                    group_ok: bool = False) -> object:
    """An object doing a verb ("~ deals", "target creature gets"); with `group_ok` a group of
    permanents too ("creatures you control get", "each creature you control gets")."""
    if group_ok:
        try:
            ref, plural = phrases.group(text, scope, bare=True)
        except NoMatch:
            pass
        else:
            if plural == third_person:
                raise NoMatch(text)
            scope.subject = text
            return ref
    if not third_person:
        raise NoMatch(text)
    ref = phrases.obj(text, scope, gone_ok=gone_ok)
    scope.subject = "it" if "target" in text.lower() else text
    return ref


# -------------------------------------------------------------------------------- cards and life

_WHO = r"(?:(?P<who>.+?) )?"


clause(pipeline.DRAW)(pipeline.draw)  # 121.1: on the pipeline


@clause(r"draw a card unless (?P<payer>.+) pays \{(?P<n>\w+)\}")
def _draw_unless(scope: Scope, m: re.Match) -> tuple:
    return (dsl.DrawUnlessPays(mana=phrases.number(m["n"], scope), payer=phrases.player(m["payer"], scope)),)


clause(pipeline.GAIN_LIFE)(pipeline.gain_life)  # 119.3: on the pipeline
clause(pipeline.LOSE_LIFE)(pipeline.lose_life)


clause(pipeline.life_equal_to_clause)(pipeline.life_equal_to)  # 119.3: a computed amount, on the pipeline


clause(pipeline.DISCARD)(pipeline.discard)  # 701.9: on the pipeline
clause(pipeline.MILL)(pipeline.mill)  # 701.17, and its older wording: on the pipeline


clause(pipeline.sacrifice_chosen_clause)(pipeline.sacrifice_chosen)  # 701.21a: on the pipeline


clause(pipeline.RETURN_CHOSEN)(pipeline.return_chosen)  # 400.3: on the pipeline


@clause(r"each player may put (?:a|an) (?P<desc>.+?) from their hand onto the battlefield")
def _each_puts_from_hand(scope: Scope, m: re.Match) -> tuple:
    """"Each player may put an artifact, creature, enchantment, or land card from their hand onto
    the battlefield" (Show and Tell): each chooses, in APNAP order, then the entry choices are made
    in that order (an Aura's object, 303.4f), then the cards enter."""
    described = phrases.desc(m["desc"], scope, zone="hand")
    if described.noun != "card" or described.plural or described.filter.controller:
        raise NoMatch(m[0])
    kinds = set(described.filter.types) | set(described.filter.any_types)
    if not kinds:
        raise NoMatch(m[0])
    return (dsl.PutFromHand(described.filter, optional=True, who=dsl.EachPlayer()),)


clause(pipeline.PUT_FROM_HAND)(pipeline.put_from_hand)  # on the pipeline


@clause(r"you win the game")
def _win(scope: Scope, m: re.Match) -> tuple:
    return (dsl.WinGame(),)


clause(pipeline.SCRY)(pipeline.scry)  # 701.22: on the pipeline


@clause(_WHO + r"get(?P<s>s)? (?P<energy>(?:\{E\})+)")
def _get_energy(scope: Scope, m: re.Match) -> tuple:
    """107.14: "you get {E}{E}"."""
    if _subject(scope, m) != dsl.You():
        raise NoMatch(m[0])
    return (dsl.GetEnergy(m["energy"].upper().count("{E}")),)


@clause(r"bolster (?P<n>\S+)")
def _bolster(scope: Scope, m: re.Match) -> tuple:
    """701.32a."""
    return (dsl.Bolster(phrases.number(m["n"], scope)),)


clause(pipeline.SURVEIL)(pipeline.surveil)  # 701.25: on the pipeline


clause(pipeline.create_tokens_clause)(pipeline.create_tokens)  # 111.2: on the pipeline


@clause(r"put (?P<n>\S+) cards? from your hand on top of your library in any order")
def _put_back(scope: Scope, m: re.Match) -> tuple:
    return (dsl.PutFromHandOnTop(phrases.count(m["n"])),)


clause(pipeline.SEARCH_LIBRARY)(pipeline.search_library)  # 701.23: on the pipeline


# -------------------------------------------------------------------------------- objects


clause(pipeline.DESTROY)(pipeline.destroy)  # 701.8: on the pipeline
clause(pipeline.EXILE)(pipeline.exile)  # 701.13: on the pipeline


clause(pipeline.RETURN_TO_HAND)(pipeline.return_to_hand)  # 400.3: on the pipeline


@clause(r"return ~ from your graveyard to your hand")
def _self_from_graveyard(scope: Scope, m: re.Match) -> tuple:
    """An ability that works in the graveyard (113.6): its source is the card there."""
    scope.zone = "graveyard"
    return (dsl.ReturnToHand(dsl.Self()),)


clause(pipeline.RETURN_TO_BATTLEFIELD)(pipeline.return_to_battlefield)  # on the pipeline


clause(pipeline.COUNTER)(pipeline.counter)  # 701.6: on the pipeline


clause(pipeline.COPY_SPELL)(pipeline.copy_spell)  # 707.10: on the pipeline


clause(pipeline.PREVENT_NEXT_DAMAGE)(pipeline.prevent_next_damage)  # 615.7: on the pipeline


@clause(r"the next (?P<n>\S+) damage that would be dealt to (?P<frm>.+?)" + pipeline.DURATION
        + r" is dealt to (?P<to>.+?) instead")
@clause(r"the next (?P<n>\S+) damage that would be dealt" + pipeline.DURATION
        + r" to (?P<frm>.+?) is dealt to (?P<to>.+?) instead")
def _redirect_next(scope: Scope, m: re.Match) -> tuple:
    """614.9: a redirection shield from one object or player to another, this turn."""
    pipeline.duration(m, "end_of_turn")
    amount = phrases.number(m["n"], scope)
    found = []
    for text in (m["frm"], m["to"]):
        mark = scope.mark()
        try:
            found.append(phrases.player(text, scope))
        except NoMatch:
            scope.reset(mark)
            found.append(phrases.obj(text, scope))
    if found[0] == found[1]:
        raise NoMatch(m[0])
    return (dsl.RedirectNextDamage(amount, found[0], found[1]),)


@clause(r"prevent all combat damage that would be dealt" + pipeline.DURATION)
def _fog(scope: Scope, m: re.Match) -> tuple:
    """615.1: combat damage prevented this turn."""
    pipeline.duration(m, "end_of_turn")
    return (dsl.PreventCombatDamage(),)


clause(pipeline.PUT_INTO_LIBRARY)(pipeline.put_into_library)  # 401.4: on the pipeline


@clause(r"(?:(?P<reveal>reveal your hand and )put all (?P<desc>.+?) cards from it|put all (?P<desc2>.+?) cards from "
        r"your hand) onto the battlefield")
def _put_all_from_hand(scope: Scope, m: re.Match) -> tuple:
    """"Reveal your hand and put all land cards from it onto the battlefield" (Manabond)."""
    described = phrases.desc(f"{m['desc'] or m['desc2']} cards", scope, zone="hand")
    if described.noun != "card" or not described.plural or described.filter == dsl.Filter() \
            or described.filter.controller or described.filter.owner:
        raise NoMatch(m[0])
    return (dsl.PutAllFromHand(described.filter, reveal=bool(m["reveal"])),)


_PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")  # 110.4


@clause(r"return (?:all (?P<desc>.+?) cards? from (?P<whose>your graveyard|all graveyards) to (?P<to>the battlefield|your hand|"
        r"their owners' hands)|to the battlefield all (?P<desc2>.+?) cards? in (?P<whose2>your graveyard)(?P<that> that were put "
        r"there from the battlefield this turn)?)(?P<tapped> tapped)?(?P<owners> under their owners' control)?")
def _return_all_from_graveyard(scope: Scope, m: re.Match) -> tuple:
    """Every matching card of your graveyard (or of all graveyards) returns at once."""
    whose = (m["whose"] or m["whose2"]).lower()
    to = "battlefield" if (m["to"] or "the battlefield").lower() == "the battlefield" else "hand"
    if (m["owners"] and (whose != "all graveyards" or to != "battlefield")) or (m["tapped"] and to != "battlefield") \
            or (to == "hand" and m["to"].lower() != ("your hand" if whose == "your graveyard" else "their owners' hands")):
        raise NoMatch(m[0])
    if whose == "all graveyards" and to == "battlefield" and not m["owners"]:
        raise NoMatch(m[0])
    kinds = m["desc"] or m["desc2"]
    if re.search(r"\bor\b", kinds):
        raise NoMatch(m[0])
    # "all artifact and enchantment cards": each card that is either; "permanent cards": of any permanent type (110.4)
    kinds = re.sub(r"\bpermanent\b", " or ".join(t.lower() for t in _PERMANENT_TYPES), kinds).replace(" and ", " or ")
    text = f"{kinds} cards" + (" that were put there from the battlefield this turn" if m["that"] else "")
    described = phrases.desc(text, scope, zone="graveyard")
    flt = described.filter
    if described.noun != "card" or flt.owner or flt.controller or flt == dsl.Filter():
        raise NoMatch(m[0])
    named = set(flt.types) | set(flt.any_types)
    if to == "battlefield" and not (named <= set(_PERMANENT_TYPES) and (named or set(flt.subtypes) & vocab.CREATURE_TYPES)):
        raise NoMatch(m[0])  # permanent cards only (110.4): an instant card can't be put onto the battlefield
    return (dsl.ReturnAllFromGraveyard(described.filter, "you" if whose == "your graveyard" else "all", to,
                                       bool(m["tapped"])),)


@clause(r"(?P<who>each opponent|target player|target opponent) can't block with more than one creature"
        + pipeline.DURATION)
def _block_limit_this_combat(scope: Scope, m: re.Match) -> tuple:
    """509.1b: those players declare at most one blocker this combat (until end of combat, 511.3)."""
    pipeline.duration(m, "end_of_combat")
    return (dsl.BlockLimitThisCombat(phrases.player(m["who"], scope), 1),)


@clause(r"destroy (?P<obj>two target .+?) unless either one is a color the other isn't")
def _destroy_unless_colors_differ(scope: Scope, m: re.Match) -> tuple:
    """105.2: "Destroy two target nonblack creatures unless either one is a color the other
    isn't": both, if they are exactly the same colors as it resolves."""
    ref = phrases.obj(m["obj"], scope)
    if not isinstance(ref, dsl.Target) or scope.targets[ref.index].kind != "permanent" \
            or scope.targets[ref.index].up_to:
        raise NoMatch(m[0])
    return (dsl.Conditional(dsl.SameColors(ref), dsl.Destroy(ref)),)


@clause(r"exile ~ and (?P<n>two|three|four|five|six) cards named ~ from your graveyard")
def _exile_self_and_named(scope: Scope, m: re.Match) -> tuple:
    """"Exile ~ and four cards named ~ from your graveyard" (201.2)."""
    return (dsl.ExileSelfAndNamed(phrases.count(m["n"])),)


@clause(r"gain control of those permanents" + pipeline.DURATION + "?")
def _gain_control_of_targeted(scope: Scope, m: re.Match) -> tuple:
    """613.1b: "gain control of those permanents" after "whenever you cast a spell that targets
    one or more permanents"."""
    until_end_of_turn = pipeline.duration(m, "end_of_turn", lowering.PERMANENT) == "end_of_turn"
    if scope.trigger_event != "cast_targeting_permanents":
        raise NoMatch(m[0])
    return (dsl.GainControl(dsl.TargetedPermanents(), until_end_of_turn=until_end_of_turn),)


clause(pipeline.GAIN_CONTROL)(pipeline.gain_control)  # 613.1b: on the pipeline
clause(pipeline.REGENERATE)(pipeline.regenerate)  # 701.19: on the pipeline


clause(pipeline.TAP)(pipeline.tap)  # 701.26: on the pipeline


clause(pipeline.PUT_COUNTERS)(pipeline.put_counters)  # 122.6: on the pipeline


@clause(r"sacrifice ~")
def _sacrifice(scope: Scope, m: re.Match) -> tuple:
    phrases.obj("~", scope)
    return (dsl.Sacrifice(dsl.Self()),)


@clause(r"transform ~")
def _transform(scope: Scope, m: re.Match) -> tuple:
    phrases.obj("~", scope)
    return (dsl.Transform(dsl.Self()),)


@clause(r"flip (?P<obj>~|it)")
def _flip(scope: Scope, m: re.Match) -> tuple:
    """710: "flip ~", "you may flip it" (it: this permanent)."""
    if phrases.obj(m["obj"], scope) != dsl.Self():
        raise NoMatch(m[0])
    return (dsl.Flip(dsl.Self()),)


clause(pipeline.fight_clause)(pipeline.fight)  # 701.14: on the pipeline


# -------------------------------------------------------------------------------- damage, P/T


clause(pipeline.deal_damage_clause)(pipeline.deal_damage)  # 120.3: a fixed amount on the pipeline


def _damage_recipient(text: str, scope: Scope) -> object:
    """Who or what damage is dealt to: a player, or an object (any target, a creature, ...)."""
    mark = scope.mark()
    try:
        return phrases.player(text, scope)
    except NoMatch:
        scope.reset(mark)
        return phrases.obj(text, scope)


def _pt(text: str, scope: Scope) -> tuple[object, object]:
    m = fullmatch(r"(?P<p>[+-](?:\d+|X))/(?P<t>[+-](?:\d+|X))", text)
    if not m:
        raise NoMatch(text)

    def one(part: str) -> object:
        amount = phrases.number(part[1:], scope)
        if part[0] == "+":
            return amount
        if isinstance(amount, int):
            return -amount
        return dsl.Times(amount, -1)

    return one(m["p"]), one(m["t"])


clause(pipeline.MODIFY_UNTIL)(pipeline.modify_until(_object_subject, _pt))  # 611.2: on the pipeline


# -------------------------------------------------------------------------------- mana


@clause(pipeline.LEADING_DURATION + r"?(?P<obj>.+?) becomes? an? (?P<p>\d+)/(?P<t>\d+) (?P<desc>(?:[a-z]+ )*?)"
        r"creatures?(?: with (?P<kw>.+?))?" + pipeline.DURATION + "?")
def _animate(scope: Scope, m: re.Match) -> tuple:
    """"~ becomes a 3/3 green Elemental creature with trample until end of turn" (205.1b): read
    only with a following "It's still a land." (parse_effects), since without it the new type
    would replace the old ones."""
    lasting = pipeline.duration(m, "end_of_turn", lowering.PERMANENT)
    what = phrases.obj(m["obj"], scope)
    words = m["desc"].split()
    colors: list[str] = []
    while words and (words[0].lower() in vocab.COLORS or (words[0] == "and" and colors)):
        word = words.pop(0).lower()
        if word != "and":
            colors.append(vocab.COLORS[word])
    types = ["Creature"]
    if words and words[-1].lower() == "artifact":
        types.insert(0, "Artifact")
        words.pop()
    subtypes = [vocab.subtype(w) for w in words]
    if any(s is None or vocab.subtype_card_type(s) != "Creature" for s in subtypes):
        raise NoMatch(m[0])
    keywords = phrases.keyword_list(m["kw"]) if m["kw"] else ()
    return (dsl.Animate(what, int(m["p"]), int(m["t"]), tuple(types), tuple(subtypes), tuple(colors), keywords,
                        lasting),)


_FIXED_MANA = r"(?:\{[WUBRGC]\})+"


@clause(rf"add (?P<mana>{_FIXED_MANA})")
def _add_mana(scope: Scope, m: re.Match) -> tuple:
    """106.4: add fixed mana."""
    return (dsl.AddMana(mana=m["mana"].upper()),)


@clause(rf"add (?P<first>{_FIXED_MANA})(?P<middle>(?:, {_FIXED_MANA})*),? or (?P<last>{_FIXED_MANA})")
def _add_mana_choice(scope: Scope, m: re.Match) -> tuple:
    """106.4: "Add {B} or {R}", "Add {W}, {U}, or {B}": one of the amounts, chosen as it resolves."""
    amounts = (m["first"], *re.findall(_FIXED_MANA, m["middle"]), m["last"])
    if (len(amounts) > 2) != m[0].endswith(f", or {m['last']}") or len(set(a.upper() for a in amounts)) != len(amounts):
        raise NoMatch(m[0])
    return (dsl.AddMana(one_of=tuple(a.upper() for a in amounts)),)


@clause(r"add (?P<n>one|two|three) mana of any (?:one )?color")
def _add_any(scope: Scope, m: re.Match) -> tuple:
    amount = phrases.count(m["n"])
    if (amount > 1) != (" one color" in m[0].lower()):
        raise NoMatch(m[0])
    return (dsl.AddMana(any_color=amount),)


@clause(r"add one mana of any (?P<kind>color|type) that a land (?P<who>you control|an opponent controls) could produce")
def _add_could_produce(scope: Scope, m: re.Match) -> tuple:
    """106.7: mana of a type a land could produce."""
    who = "you" if m["who"].lower() == "you control" else "opponent"
    return (dsl.AddMana(could_produce=who, any_type=m["kind"].lower() == "type"),)


# -------------------------------------------------------------------------------- sentences


def parse_clause(text: str, scope: Scope) -> list:
    """The effects of one clause; tries each known form, then "A and B"."""
    for pattern, handler, name in _CLAUSES:
        m = fullmatch(pattern, text) if isinstance(pattern, str) else pattern(text)
        if m is not None:
            mark = scope.mark()
            try:
                found = list(handler(scope, m))
            except NoMatch:
                scope.reset(mark)
                productions.refusing(name)
            else:
                productions.record(name)
                return found
    for m in re.finditer(r" and ", text):
        mark = scope.mark()
        try:
            left = parse_clause(text[: m.start()], scope)
            right = text[m.end():]
            try:
                inner = scope.mark()
                found, form = left + parse_clause(right, scope), "sentence: A and B"
            except NoMatch:
                scope.reset(inner)
                if scope.subject is None or scope.subject == "you":
                    raise
                found, form = left + parse_clause(f"{scope.subject} {right}", scope), "sentence: A and (its subject) B"
            productions.record(form)
            return found
        except NoMatch:
            scope.reset(mark)
    raise NoMatch(text)


def _amount_field(effect: object) -> str:
    for name in ("amount", "count"):
        if name in {f.name for f in fields(effect)}:
            return name
    raise NoMatch(type(effect).__name__)


@productions.backtracking
def parse_sentence(sentence: str, scope: Scope) -> list:
    """The effects of one sentence: "A, then B", "... for each X", "... where X is V"."""
    text = sentence
    m = fullmatch(r"(?P<body>.+), where X is (?P<val>.+)", text)
    if m:
        if scope.x is not None:
            raise NoMatch(text)
        scope.x = phrases.value(m["val"], scope)
        text = m["body"]
        productions.record("sentence: ..., where X is V")
    unless = fullmatch(r"(?P<body>.+) unless (?P<payer>you|its controller|that player) (?P<pay>pays?) "
                       r"(?P<mana>(?:\{(?:\d+|[WUBRGC])\})+)", text)
    if unless and unless["payer"].lower() != "you":  # a form of its own first ("counter ... unless its controller pays")
        mark = scope.mark()
        try:
            return parse_clause(text, scope)
        except NoMatch:
            scope.reset(mark)
    if unless:  # "sacrifice ~ unless you pay {2}": you may pay; if you don't, it happens (608.2c)
        inner = parse_clause(unless["body"], scope)
        if (unless["payer"].lower() == "you") != (unless["pay"].lower() == "pay"):
            raise NoMatch(text)
        payer = phrases.player(unless["payer"], scope)
        productions.record("sentence: X unless you pay")
        return [dsl.MayPay(unless["mana"].upper(), None if isinstance(payer, dsl.You) else payer),
                *(dsl.IfYouDo(effect, did=False) for effect in inner)]
    delayed = fullmatch(r"(?P<body>.+) at the beginning of the next (?P<step>turn's upkeep|end step)", text)
    if delayed:  # 603.7a: a delayed triggered ability, triggering once
        step = "upkeep" if delayed["step"].lower() == "turn's upkeep" else "end"
        inner = parse_clause(delayed["body"], scope)
        productions.record("sentence: X at the beginning of the next step")
        return [dsl.CreateDelayedTrigger(dsl.Trigger("step", step=step, whose="any"), tuple(inner))]
    have = fullmatch(r"have (?P<subj>.+?) (?P<verb>get|gain|deal|fight|become|lose|draw) (?P<rest>.+)", text)
    if have:  # "you may have target creature get +2/+0": the subject does it, as the controller has it do
        third = have["verb"] + ("es" if have["verb"].endswith("s") else "s")
        # "have it get +2/+0 and gain flying": every verb of the subject's agrees with it (... gets ... and gains)
        agreeing = re.sub(r"\band (get|gain|deal|fight|become|lose|draw)\b", lambda v: f"and {v[1]}s", have["rest"])
        for verb, rest in ((third, agreeing), (have["verb"], have["rest"])):
            mark = scope.mark()
            try:
                found = parse_sentence(f"{have['subj']} {verb} {rest}", scope)
            except NoMatch:
                scope.reset(mark)
            else:
                productions.record("sentence: have SUBJECT VERB")
                return found
        raise NoMatch(text)
    mark = scope.mark()
    try:
        return parse_clause(text, scope)
    except NoMatch:
        scope.reset(mark)
    effects: list = []
    parts = re.split(r",? then ", text)
    for i, part in enumerate(parts):
        each = fullmatch(r"(?P<body>.+) for each (?P<what>.+)", part)
        if each:
            effects.extend(_for_each(each["body"], each["what"], scope))
            productions.record("sentence: X for each Y")
        elif i and (same := _same_subject(part, scope)) is not None:
            effects.extend(same)
            productions.record("sentence: A, then (its subject) B")
        else:
            effects.extend(parse_clause(part, scope))
    if len(parts) > 1:
        productions.record("sentence: A, then B")
    return effects


def _same_subject(part: str, scope: Scope) -> list | None:
    """"Each player shuffles ..., then draws seven cards", "Target player draws two cards, then
    discards two cards": a verb after ", then" without a subject of its own is done by the
    subject of the clause before it (a player: 608.2c follows the text in order)."""
    who = (scope.subject or "").lower()
    if who not in ("each player", "each opponent", "that player") or not re.match(r"[a-z]+s\b", part):
        return None
    mark = scope.mark()
    try:
        return parse_clause(f"{who} {part}", scope)
    except NoMatch:
        scope.reset(mark)
        return None


def _for_each(body: str, what: str, scope: Scope) -> list:
    """"... N for each X": the amount is N times the number of X."""
    found = parse_clause(body, scope)
    per = phrases.for_each(what, scope)
    if len(found) != 1:
        raise NoMatch(body)
    effect = found[0]
    if isinstance(effect, dsl.ModifyPT):
        if not all(isinstance(v, int) for v in (effect.power, effect.toughness)):
            raise NoMatch(body)
        return [replace(effect, power=_times(per, effect.power), toughness=_times(per, effect.toughness))]
    if isinstance(effect, dsl.AddMana) and (not effect.mana or effect.count != 1):
        raise NoMatch(body)  # only fixed mana is added "for each" (106.4)
    name = _amount_field(effect)
    amount = getattr(effect, name)
    if not isinstance(amount, int):
        raise NoMatch(body)
    return [replace(effect, **{name: _times(per, amount)})]


def _times(per: object, amount: int) -> object:
    return amount if amount == 0 else per if amount == 1 else dsl.Times(per, amount)


def _token_with_quotes(effect, m: re.Match, sentence: str) -> dsl.CreateToken:
    """"Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature:
    Add {C}."": the token definition named with its quoted abilities (cards/oracle/tokens.py);
    "it" for one token, "they" for more."""
    if not isinstance(effect, dsl.CreateToken) or (effect.count == 1) != m["who"].lower().startswith("it"):
        raise NoMatch(sentence)
    name = phrases.token_with_quotes(effect.token, re.findall(r'"([^"]+)"', m["quotes"]))
    if name is None:  # the quotes must compile too (113.1b): the compiler checks them
        raise NoMatch(sentence)
    return replace(effect, token=name)


@productions.backtracking
def parse_effects(text_sentences: list[str], scope: Scope) -> list:
    """The effects of a sequence of sentences (608.2c: in order).  "It can't be regenerated"
    (701.19) modifies the destruction before it; "You may X" asks first (Optional); "If C, X"
    checks C as it resolves (Conditional)."""
    effects: list = []
    still_typed: list = []  # the Animate effects "It's still a land." followed
    text_sentences = list(text_sentences)
    while text_sentences:
        dig = next(((read, found) for read in SENTENCE_GROUPS if (found := read(text_sentences, scope)) is not None),
                   None)
        if dig is not None:
            reader, (effect, used) = dig
            if productions.active():
                productions.record(production_name("sentences", reader))
            effects.extend(effect if isinstance(effect, list) else [effect])
            del text_sentences[:used]
            continue
        sentence = text_sentences.pop(0)
        following = next(((read, found) for read in FOLLOWING_SENTENCES
                          if (found := read(sentence, effects, scope)) is not None), None)
        if following is not None:
            if productions.active():
                productions.record(production_name("sentences", following[0]))
            effects.append(following[1])
            continue
        if fullmatch(r"(?:it|they) can't be regenerated", sentence):
            last = effects[-1] if effects else None
            inner = last.effect if isinstance(last, dsl.Conditional) and isinstance(last.condition, dsl.SameColors) \
                else last
            if not isinstance(inner, (dsl.Destroy, dsl.DestroyAll)):
                raise NoMatch(sentence)
            plural = sentence.lower().startswith("they")
            several = isinstance(inner, dsl.DestroyAll) or (isinstance(inner, dsl.Destroy) and isinstance(
                inner.what, dsl.Target) and scope.targets[inner.what.index].min_count > 1)
            if plural != several:
                raise NoMatch(sentence)
            inner = replace(inner, cant_regenerate=True)
            effects[-1] = replace(last, effect=inner) if inner is not last and isinstance(last, dsl.Conditional) else inner
            productions.record("sentence: it can't be regenerated")
            continue
        quoted = fullmatch(r'(?P<who>it has|they have) (?P<quotes>"[^"]+"(?: and "[^"]+")?)', sentence)
        if quoted:  # 111.4, 113.1b: the tokens just created have the quoted abilities
            effects[-1] = _token_with_quotes(effects[-1] if effects else None, quoted, sentence)
            productions.record("sentence: it has \"ABILITY\"")
            continue
        if fullmatch(r"you may choose new targets for the copy", sentence):  # 707.10c
            if not effects or not isinstance(effects[-1], dsl.CopySpell) or effects[-1].new_targets:
                raise NoMatch(sentence)
            effects[-1] = replace(effects[-1], new_targets=True)
            productions.record("sentence: you may choose new targets for the copy")
            continue
        still = fullmatch(r"(?:it's|they're) still (?:an? )?(?P<type>land|artifact|enchantment)s?", sentence)
        if still:  # 205.1b: the animated permanent keeps its types
            if not effects or not isinstance(effects[-1], dsl.Animate) or effects[-1] in still_typed:
                raise NoMatch(sentence)
            still_typed.append(effects[-1])
            productions.record("sentence: it's still a TYPE")
            continue
        instead = fullmatch(r"(?P<body>.+) instead if (?P<cond>.+)", sentence)
        if instead:  # 608.2c: later text modifies the instruction before it
            effects[-1:] = [_instead_if(effects[-1] if effects else None, instead, scope)]
            productions.record("sentence: X instead if C")
            continue
        instead = fullmatch(r"if (?P<cond>.+?), you may (?P<body>.+) instead", sentence)
        if instead and effects:  # "If you weren't the starting player, you may untap ~ instead."
            found = parse_sentence(instead["body"], scope)
            if len(found) != 1 or found[0] == effects[-1] or isinstance(effects[-1], dsl.InsteadIf):
                raise NoMatch(sentence)
            effects[-1] = dsl.InsteadIf(phrases.condition(instead["cond"], scope), found[0], effects[-1], optional=True)
            productions.record("sentence: if C, you may X instead")
            continue
        energy = fullmatch(r"you may pay (?P<energy>(?:\{E\})+)", sentence)
        if energy:  # 107.14, 608.2c
            effects.append(dsl.MayPayEnergy(energy["energy"].upper().count("{E}")))
            productions.record("sentence: you may pay {E}")
            continue
        pay = fullmatch(r"you may pay (?P<mana>(?:\{(?:\d+|[WUBRGC])\})+)", sentence)
        if pay:
            effects.append(dsl.MayPay(pay["mana"].upper()))
            productions.record("sentence: you may pay MANA")
            continue
        then = pipeline.if_you_do(sentence[5:] if sentence[:5].lower() == "then " else sentence)
        if then is not None:
            did, body = then
            if not effects or not _ends_with_optional_action(effects[-1]) or body[:8].lower() == "you may ":
                raise NoMatch(sentence)
            effects.extend(dsl.IfYouDo(effect, did) for effect in parse_sentence(body, scope))
            productions.record("sentence: if you do" if did else "sentence: if you don't")
            continue
        m = fullmatch(r"(?:then )?(?:if (?P<cond>.+?), )?(?P<may>you may )?(?P<body>.+)", sentence)
        if m is None:  # an empty sentence
            raise NoMatch(sentence)
        trailing = None if m["cond"] or m["may"] else fullmatch(
            r"(?P<body>.+) if (?P<cond>it's \w+|an opponent (?:has )?cast .+ this turn|it has any abilities other than keywords)",
            m["body"])
        if trailing:  # "counter target spell if it's red", "take an extra turn ... if an opponent cast a blue
            # spell this turn": checked as it resolves (608.2c)
            found = parse_sentence(trailing["body"], scope)
            effects.append(dsl.Conditional(phrases.condition(trailing["cond"], scope), _single(found, sentence)))
            productions.record("sentence: X if C")
            continue
        found = parse_sentence(m["body"], scope)
        permission = len(found) == 1 and isinstance(found[0], dsl.PlayFromOutside)
        if any(isinstance(effect, dsl.PlayFromOutside) for effect in found) and not (permission and m["may"]):
            raise NoMatch(sentence)  # "you may play ... this turn" is a permission, never an order
        if permission:
            pass  # the permission is the "you may": nothing is chosen as it resolves
        elif m["may"] and len(found) == 1 and isinstance(found[0], (dsl.PutFromHand, dsl.FromOutsideToHand,
                                                                             dsl.CastFromOutside)):
            found = [replace(found[0], optional=True)]  # "you may put ...": the choice includes none
        elif m["may"]:
            found = [dsl.Optional(_single(found, sentence))]
        if m["cond"] and len(found) > 1 and not m["may"]:  # "if ~ is tapped, exile ... and untap ~"
            found = [dsl.ConditionalAll(phrases.condition(m["cond"], scope), tuple(found))]
        elif m["cond"]:
            found = [dsl.Conditional(phrases.condition(m["cond"], scope), _single(found, sentence))]
        if m["may"]:
            productions.record("sentence: you may X")
        if m["cond"]:
            productions.record("sentence: if C, X")
        effects.extend(found)
    if sum(isinstance(e, dsl.Animate) for e in effects) != len(still_typed):
        raise NoMatch(" ".join(text_sentences))  # an animation that would replace the old types
    return effects


_REST = {"on the bottom of your library in any order": "bottom", "on the bottom of your library in a random order": "random",
         "into your graveyard": "graveyard"}
_REST_PATTERN = "|".join(_REST)


def _dig(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Look at the top N cards of your library. You may reveal a creature card from among them
    and put it into your hand. Put the rest on the bottom of your library in any order." and
    "... Put one of them into your hand and the rest into your graveyard.": (the effect, the
    sentences it reads), or None."""
    look = fullmatch(r"look at the top (?P<n>\S+) cards of your library", text_sentences[0])
    if not look or len(text_sentences) < 2:
        return None
    count = phrases.count(look["n"])
    one = fullmatch(rf"put (?P<k>one|two) of (?:them|those cards) into your hand and the (?P<other>rest|other) "
                    rf"(?P<rest>{_REST_PATTERN}|on the bottom of your library)", text_sentences[1])
    if one:  # "the other" is one card (none to order), "the rest" more than one
        take = phrases.count(one["k"])
        single = one["other"].lower() == "other"
        where = one["rest"].lower()
        allowed = ("into your graveyard", "on the bottom of your library") if single else _REST
        if single != (count - take == 1) or where not in allowed:
            raise NoMatch(text_sentences[1])
        rest = "bottom" if where == "on the bottom of your library" else _REST[where]
        return dsl.LookAtTopMayReveal(count, dsl.Filter(), rest=rest, must=True, take=take), 2
    may = fullmatch(r"you may reveal (?P<desc>an? .+?) from among them and put (?:it|that card) into your hand",
                    text_sentences[1])
    rest = fullmatch(rf"(?:then )?put the rest (?P<rest>{_REST_PATTERN})", text_sentences[2]) \
        if may and len(text_sentences) > 2 else None
    if not rest:
        raise NoMatch(" ".join(text_sentences[:3]))
    article, _, description = may["desc"].partition(" ")
    described = phrases.desc(description, scope, zone="library")
    if described.noun != "card" or described.plural or (article.lower() == "an") != (description[:1].lower() in "aeiou"):
        raise NoMatch(text_sentences[1])
    return dsl.LookAtTopMayReveal(count, described.filter, rest=_REST[rest["rest"].lower()]), 3


def _reveal_hand(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." or "You choose a card from it and exile that card."."""
    reveal = fullmatch(r"(?P<who>target player|target opponent) reveals their hand", text_sentences[0])
    if not reveal:
        return None
    choose = fullmatch(r"you choose (?P<art>an?) (?P<desc>.+?) from it(?P<with> with .+?)?(?P<exile> and exile that card)?",
                       text_sentences[1]) if len(text_sentences) > 1 else None
    if not choose:
        return None  # the reveal alone (cards/oracle/library.py)
    who = phrases.player(reveal["who"], scope)
    # "a nonland card from it with mana value 3 or less": the "with" describes the card
    described = phrases.desc(choose["desc"] + (choose["with"] or ""), scope, zone="hand")
    vowel = choose["desc"][:1].lower() in "aeiou"
    if described.noun != "card" or described.plural or (choose["art"].lower() == "an") != vowel:
        raise NoMatch(text_sentences[1])
    if choose["exile"]:
        return dsl.RevealHandChoose(who, described.filter, "exile"), 2
    then = {"that player discards that card": "discard", "exile that card": "exile"}.get(
        text_sentences[2].lower() if len(text_sentences) > 2 else "")
    if then is None:
        raise NoMatch(text_sentences[1])
    return dsl.RevealHandChoose(who, described.filter, then), 3


def _look_pay_again(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """Lim-Dûl's Vault's three sentences (LookPayAgain)."""
    first = fullmatch(r"look at the top (?P<n>\w+) cards of your library", text_sentences[0])
    if not first or len(text_sentences) < 2 or not text_sentences[1].lower().startswith("as many times as you choose"):
        return None
    n = first["n"]
    again = fullmatch(rf"as many times as you choose, you may pay (?P<life>\d+) life, put those cards on the bottom of "
                      rf"your library in any order, then look at the top {n} cards of your library", text_sentences[1])
    last = len(text_sentences) > 2 and fullmatch(r"then shuffle and put the last cards you looked at this way on top in "
                                                 r"any order", text_sentences[2])
    if not again or not last or phrases.count(n) < 2:
        raise NoMatch(" ".join(text_sentences[:3]))
    return [dsl.LookPayAgain(phrases.count(n), int(again["life"]))], 3


def _thirds(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """Pox: "Each player loses a third of their life, then discards a third of the cards in their
    hand, then sacrifices a third of the creatures they control of their choice, ... Round up
    each time.": each part in turn (EachPlayerThird)."""
    m = fullmatch(r"each player (?P<parts>(?:loses|discards|sacrifices) a third of .+)", text_sentences[0])
    if not m:
        return None
    if len(text_sentences) < 2 or not fullmatch(r"round up each time", text_sentences[1]):
        raise NoMatch(text_sentences[0])
    found = []
    for part in re.split(r", then ", m["parts"]):
        if fullmatch(r"loses a third of their life", part):
            found.append(dsl.EachPlayerThird("lose_life"))
        elif fullmatch(r"discards a third of the cards in their hand", part):
            found.append(dsl.EachPlayerThird("discard"))
        elif sac := fullmatch(r"sacrifices a third of the (?P<desc>.+) they control(?: of their choice)?", part):  # 701.21a
            described = phrases.desc(sac["desc"], scope)
            if not described.plural or described.noun not in ("", "permanent") or described.filter.controller:
                raise NoMatch(part)
            found.append(dsl.EachPlayerThird("sacrifice", described.filter))
        else:
            raise NoMatch(part)
    return found, 2


def _tap_then_fight(text_sentences: list[str], scope: Scope) -> tuple[object, int] | None:
    """"Tap target creature you control and target creature of an opponent's choice they control.
    Those creatures fight each other." (701.14a): both are tapped, then the two fight."""
    if len(text_sentences) < 2 or not fullmatch(r"those creatures fight each other", text_sentences[1]):
        return None
    m = fullmatch(r"tap (?P<a>target .+?) and (?P<b>target .+)", text_sentences[0])
    if not m:
        raise NoMatch(text_sentences[0])
    first, second = phrases.obj(m["a"], scope), phrases.obj(m["b"], scope)
    for ref in (first, second):
        spec = scope.targets[ref.index] if isinstance(ref, dsl.Target) else None
        if spec is None or spec.kind != "permanent" or spec.max_count != 1 or "Creature" not in spec.filter.types:
            raise NoMatch(text_sentences[0])
    return [dsl.Tap(first), dsl.Tap(second), dsl.Fight(first, second)], 2


SENTENCE_GROUPS.extend((_dig, _reveal_hand, _tap_then_fight, _thirds))
SENTENCE_GROUPS.insert(0, _look_pay_again)


def _ends_with_optional_action(effect: object) -> bool:
    """"If you do" (608.2c) follows an action the player may take that is done whenever they
    choose to: a payment, or a "you may" whose effect always happens once chosen (drawing,
    gaining life, scrying); or one that may be impossible (discarding, sacrificing), which the
    engine offers only if it can be done in full.  Others are refused."""
    if isinstance(effect, (dsl.MayPay, dsl.MayPayEnergy)):
        return True
    if effect == dsl.Sacrifice(dsl.Self()):  # "sacrifice ~. If you do": it may be gone already
        return True
    if not isinstance(effect, dsl.Optional):
        return False
    action = effect.effect
    if isinstance(action, (dsl.Draw, dsl.GainLife, dsl.Scry, dsl.RevealTopOfLibrary, dsl.PutAllFromHand,
                           dsl.ExileSelfAndNamed)):
        return True
    # these may be impossible; the engine offers them only when they can be done in full
    if isinstance(action, dsl.Discard):
        return action.who == dsl.You()
    if isinstance(action, dsl.SacrificeChosen):
        return action.who == dsl.You()
    return isinstance(action, dsl.Sacrifice) and action.what == dsl.Self()


def _instead_if(previous: object, m: re.Match, scope: Scope) -> dsl.InsteadIf:
    """"EFFECT instead if CONDITION" after an instruction of the same kind (608.2c)."""
    found = parse_sentence(m["body"], scope)
    if previous is None or len(found) != 1 or type(found[0]) is not type(previous) or found[0] == previous:
        raise NoMatch(m[0])
    return dsl.InsteadIf(phrases.condition(m["cond"], scope), found[0], previous)


def _single(found: list, sentence: str) -> object:
    if len(found) != 1:
        raise NoMatch(sentence)
    return found[0]
