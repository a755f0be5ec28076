"""An object's abilities (113.1), indexed once per distinct list of abilities: its keywords
(702), triggered abilities by the event they listen to (603.2), activated and mana abilities
(602, 605.1a), and the effects of its static (604) and replacement (614) abilities by kind; and
the abilities keywords stand for (equip 702.6a, cycling 702.29a, prowess 702.108a, madness
702.35a, ward 702.21a, rampage 702.23a, cumulative upkeep 702.24a, flanking 702.25a, echo 702.30a,
bushido 702.45a, soulshift 702.46a, recover 702.59a, suspend 702.62a, evoke 702.74a, persist 702.79a,
exalted 702.83a, unearth 702.84a, battle cry 702.91a, undying 702.93a, scavenge 702.97a, evolve 702.100a,
extort 702.101a, dethrone 702.105a, dash 702.109a, renown 702.112a, fabricate 702.123a, embalm 702.128a,
eternalize 702.129a, afflict 702.130a, afterlife 702.135a, modular 702.43a, fading 702.32a, vanishing
702.63a, graft 702.58a; the counters these enter with: engine/entering.py).

An ability is identified by a stable reference (a printed ability's card, legacy, face and
index, or a granted keyword), and the abilities follow from their references, so objects with
the same references share one table and the table is built once per distinct list."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.caching import memo
from manastack.cards import dsl
from manastack.cards.registry import ability_from_ref, card_cache
from manastack.engine.state import ReadOnlyDict


@dataclass(frozen=True, slots=True)
class AbilityTable:
    """The abilities of an object, indexed by what the rules look for.  Immutable (its dicts are
    `ReadOnlyDict`s): one table is shared by every object and game with the same abilities,
    and by the caches of clones (`Kernel.warm_from`)."""

    refs: tuple
    abilities: tuple
    keywords: ReadOnlyDict  # keyword name -> its first instance (702)
    triggered: tuple  # (reference, Triggered), keyword-made ones included (prowess, ward)
    triggers_by_event: ReadOnlyDict  # event type -> ((reference, Triggered), ...)
    activated: tuple  # (index, Activated, reference), keyword-made ones included (equip, cycling)
    mana: tuple  # (index, Activated) for each mana ability (605.1a)
    statics: ReadOnlyDict  # effect class (and each base class) -> effects of static abilities
    anthems: tuple  # (Anthem, references of the abilities it grants in quotes) per Anthem ability (613.1f)
    replacements: ReadOnlyDict  # effect class (and each base class) -> effects of replacement abilities


def ref_from_data(data) -> tuple:
    """An ability reference kept in the state's data (a continuous effect's parameters), where
    its nested tuples (a card's legacy options) may have become lists (a saved game)."""
    return tuple(ref_from_data(part) if isinstance(part, (list, tuple)) else part for part in data)


def table_for(refs: tuple) -> AbilityTable:
    """The table for an object whose abilities have these references."""
    return _table(tuple(refs))


@card_cache(maxsize=16384)
def _table(refs: tuple) -> AbilityTable:
    abilities = tuple(ability_from_ref(ref) for ref in refs)
    keywords: dict = {}
    triggered: list = []
    activated: list = []
    mana: list = []
    statics: dict = {}
    anthems: list = []
    replacements: dict = {}
    for index, (ability, ref) in enumerate(zip(abilities, refs, strict=True)):
        if isinstance(ability, dsl.Keyword):
            keywords.setdefault(ability.name, ability)
            made_trigger = keyword_triggered(ability)
            if made_trigger is not None:
                triggered.append((keyword_trigger_ref(ability), made_trigger))
            for part in _SECOND_TRIGGERS.get(ability.name, ()):  # a keyword standing for two triggers
                second = dsl.Keyword(part, amount=ability.amount)
                triggered.append((keyword_trigger_ref(second), keyword_triggered(second)))
            made_activated = keyword_activated(ability)
            if made_activated is not None:
                activated.append((index, made_activated, ("kwact", ability.name, ability.cost)))
        elif isinstance(ability, dsl.Triggered):
            triggered.append((tuple(ref), ability))
        elif isinstance(ability, dsl.Activated):
            activated.append((index, ability, tuple(ref)))
            if ability.mana:
                mana.append((index, ability))
        elif isinstance(ability, dsl.Static):
            _index_by_kind(statics, ability.effect)
            if isinstance(ability.effect, dsl.Anthem):
                anthems.append((ability.effect, granted_refs(ref, ability.effect)))
        elif isinstance(ability, dsl.Replacement):
            _index_by_kind(replacements, ability.effect)
    by_event: dict = {}
    for ref, ability in triggered:
        for event_type in event_types(ability.trigger.event):
            by_event.setdefault(event_type, []).append((ref, ability))
        for more in MORE_EVENTS_OF_TRIGGER.get(ability.trigger.event, ()):
            by_event.setdefault(more, []).append((ref, ability))
    return AbilityTable(
        refs=refs, abilities=abilities, keywords=ReadOnlyDict(keywords), triggered=tuple(triggered),
        triggers_by_event=ReadOnlyDict({k: tuple(v) for k, v in by_event.items()}), activated=tuple(activated),
        mana=tuple(mana), statics=ReadOnlyDict({k: tuple(v) for k, v in statics.items()}), anthems=tuple(anthems),
        replacements=ReadOnlyDict({k: tuple(v) for k, v in replacements.items()}),
    )


def granted_refs(ref: tuple, anthem: dsl.Anthem) -> tuple:
    """The references of the abilities a static ability (at `ref`) grants in quotes (613.1f):
    each names the granting ability and the quoted ability's place in it."""
    return tuple(("granted", *ref, n) for n in range(len(anthem.granted)))


def _index_by_kind(index: dict, effect) -> None:
    for kind in type(effect).__mro__:
        index.setdefault(kind, []).append(effect)


#: The name under which suspend's second triggered ability is referred to ("When the last time
#: counter is removed from this card, ...", 702.62a): no card has a keyword of this name.
SUSPEND_CAST = "suspend cast"


def keyword_trigger_ref(keyword: dsl.Keyword) -> tuple:
    """The reference of the triggered ability a keyword stands for: ("kwtrig", name, cost), or
    ("kwtrig", name, N) for a keyword with a number (bushido N), which has no cost."""
    return ("kwtrig", keyword.name, keyword.amount if keyword.amount else keyword.cost)


def keyword_from_trigger_ref(ref: tuple) -> dsl.Keyword:
    """The keyword a `keyword_trigger_ref` reference names."""
    if isinstance(ref[2], int):
        return dsl.Keyword(ref[1], amount=ref[2])
    return dsl.Keyword(ref[1], cost=ref[2])


def keyword_triggered(keyword: dsl.Keyword) -> dsl.Triggered | None:
    """The triggered ability a keyword stands for."""
    made = _KEYWORD_TRIGGERS.get(keyword.name)
    if made is not None:
        return made(keyword)
    if keyword.name == "prowess":
        return dsl.Triggered(dsl.Trigger("cast", who="you", spell=dsl.Filter(not_types=("Creature",))),
                             (dsl.ModifyPT(1, 1, dsl.Self()),), text="Prowess")
    if keyword.name == "madness":
        return dsl.Triggered(dsl.Trigger("discard_madness"), (dsl.CastWithMadness(),), text="Madness")
    if keyword.name == "ward":
        return dsl.Triggered(dsl.Trigger("becomes_target", self_only=True),
                             (dsl.CounterUnlessPays(mana=int(keyword.cost.strip("{}") or 0), what=dsl.Triggering()),),
                             text=f"Ward {keyword.cost}")
    if keyword.name == "rebound":  # 702.88a: triggered by its owner's next upkeep (engine/rebound.py)
        return dsl.Triggered(dsl.Trigger("rebound_upkeep"), (dsl.CastSelfWithoutPaying(),), text="Rebound")
    if keyword.name == "recover":  # 702.59a: it functions in the graveyard (113.6m)
        return dsl.Triggered(dsl.Trigger("dies", subject=dsl.Filter(types=("Creature",), owner="you")),
                             (dsl.MayPay(keyword.cost), dsl.IfYouDo(dsl.ReturnToHand(dsl.Self())),
                              dsl.IfYouDo(dsl.Exile(dsl.Self()), did=False)),
                             text=f"Recover {keyword.cost}", zone="graveyard")
    if keyword.name == "suspend":  # 702.62a: triggered by its owner's upkeep while suspended (engine/suspend.py)
        return dsl.Triggered(dsl.Trigger("suspend_upkeep"), (dsl.RemoveTimeCounter(),), text="Suspend")
    if keyword.name == SUSPEND_CAST:  # 702.62a: triggered as the last time counter is removed
        return dsl.Triggered(dsl.Trigger("last_time_counter_removed"), (dsl.CastSuspended(),), text="Suspend")
    if keyword.name == "unearth":  # 702.84a: its delayed trigger, created as it resolves (engine/graveyard_keywords.py)
        return dsl.Triggered(dsl.Trigger("unearth_end_step"), (dsl.ExileUnearthed(),), text="Unearth")
    if keyword.name == "cascade":  # 702.85a: put on the stack by the cast itself (casting.cast_triggers)
        return dsl.Triggered(dsl.Trigger("cast_this_spell"), (dsl.Cascade(),), text="Cascade")
    if keyword.name == "ripple":  # 702.60a: "When you cast this spell, ..." (casting.cast_triggers)
        return dsl.Triggered(dsl.Trigger("cast_this_spell"), (dsl.Ripple(keyword.amount),), text=f"Ripple {keyword.amount}")
    if keyword.name == "conspire":  # 702.78a: "When you cast this spell, if its conspire cost was paid, copy it.
        # If the spell has any targets, you may choose new targets for the copy." (casting.cast_triggers)
        return dsl.Triggered(dsl.Trigger("cast_this_spell"), (dsl.CopySpell(dsl.Triggering(), new_targets=True),),
                             text="Conspire")
    if keyword.name in ("storm", "replicate"):  # 702.40a, 702.56a: likewise (engine/spell_copy.py makes the copies)
        copies = dsl.CopySpell(dsl.Triggering(), new_targets=True, count=keyword.name)
        return dsl.Triggered(dsl.Trigger("cast_this_spell"), (copies,), text=f"{keyword.name.capitalize()} {keyword.cost}".strip())
    if keyword.name == "evoke":  # 702.74a: "When this permanent enters, if its evoke cost was paid, ..."
        return dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.Sacrifice(dsl.Self()),),
                             condition=dsl.AlternativeCostPaid("evoke"), text=f"Evoke {keyword.cost}")
    if keyword.name == "dash":  # 702.109a: returned to its owner's hand at the beginning of the next end step
        return dsl.Triggered(dsl.Trigger("step", step="end", whose="any"), (dsl.ReturnToHand(dsl.Self()),),
                             condition=dsl.AlternativeCostPaid("dash"), text=f"Dash {keyword.cost}")
    if keyword.name == "echo":  # 702.30a
        return dsl.Triggered(dsl.Trigger("step", step="upkeep", whose="you"), (dsl.SacrificeUnlessPays(keyword.cost),),
                             condition=dsl.CameUnderControlSinceLastUpkeep(), text=f"Echo {keyword.cost}")
    if keyword.name == "cumulative upkeep":  # 702.24a
        age = dsl.CountersOn(dsl.Self(), "age")
        return dsl.Triggered(dsl.Trigger("step", step="upkeep", whose="you"),
                             (dsl.PutCounters("age", 1, dsl.Self()), dsl.SacrificeUnlessPays(keyword.cost, times=age)),
                             text=f"Cumulative upkeep {keyword.cost}")
    return None


def _pump_self(amount: int) -> dsl.ModifyPT:
    return dsl.ModifyPT(amount, amount, dsl.Self())


def _returns_with(kind: str, keyword: str) -> dsl.Triggered:
    """702.79a, 702.93a: "When this permanent is put into a graveyard from the battlefield, if it
    had no KIND counters on it, return it to the battlefield under its owner's control with a
    KIND counter on it." """
    return dsl.Triggered(dsl.Trigger("put_into_graveyard", self_only=True, no_counter=kind),
                         (dsl.ReturnWithCounter(kind),), text=keyword)


_KEYWORD_TRIGGERS = {
    # 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
    # creature blocking it beyond the first."
    "rampage": lambda k: dsl.Triggered(dsl.Trigger("becomes_blocked", self_only=True),
                                       (dsl.PumpPerBlockerBeyondFirst(k.amount),), text=f"Rampage {k.amount}"),
    # 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature
    # gets -1/-1 until end of turn."
    "flanking": lambda k: dsl.Triggered(dsl.Trigger("blocked_by", self_only=True,
                                                    subject=dsl.Filter(types=("Creature",), without_keywords=("flanking",))),
                                        (dsl.ModifyPT(-1, -1, dsl.Triggering()),), text="Flanking"),
    # 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
    "bushido": lambda k: dsl.Triggered(dsl.Trigger("blocks_or_becomes_blocked", self_only=True),
                                       (_pump_self(k.amount),), text=f"Bushido {k.amount}"),
    "persist": lambda k: _returns_with("-1/-1", "Persist"),
    # 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until
    # end of turn."
    "exalted": lambda k: dsl.Triggered(dsl.Trigger("attacks_alone", subject=dsl.Filter(controller="you")),
                                       (dsl.ModifyPT(1, 1, dsl.Triggering()),), text="Exalted"),
    "undying": lambda k: _returns_with("+1/+1", "Undying"),
    # 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
    # you attacked with a creature this combat."
    "melee": lambda k: dsl.Triggered(
        dsl.Trigger("attacks", self_only=True),
        (dsl.ModifyPT(dsl.OpponentsAttacked(), dsl.OpponentsAttacked(), dsl.Self()),), text="Melee"),
    # 702.39a: "Whenever this creature attacks, you may choose to have target creature defending
    # player controls block this creature this combat if able.  If you do, untap that creature."
    "provoke": lambda k: dsl.Triggered(
        dsl.Trigger("attacks", self_only=True),
        (dsl.CombatRequirement("block_source", dsl.Target(0), this_combat=True), dsl.Untap(dsl.Target(0))),
        (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="defending")),), optional=True,
        text="Provoke"),
    # 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature
    # with power less than this creature's power."
    "mentor": lambda k: dsl.Triggered(
        dsl.Trigger("attacks", self_only=True), (dsl.PutCounters("+1/+1", 1, dsl.Target(0)),),
        (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), attacking=True, power_less_than_source=True)),),
        text="Mentor"),
    # 702.46a: "When this creature dies, you may return target Spirit card with mana value N or
    # less from your graveyard to your hand."
    "soulshift": lambda k: dsl.Triggered(
        dsl.Trigger("dies", self_only=True), (dsl.ReturnToHand(dsl.Target(0)),),
        (dsl.TargetSpec(kind="card", zone="graveyard",
                        filter=dsl.Filter(subtypes=("Spirit",), owner="you", mana_value_le=k.amount)),),
        optional=True, text=f"Soulshift {k.amount}"),
    # 702.105a: "Whenever this creature attacks the player with the most life or tied for most
    # life, put a +1/+1 counter on it."
    "dethrone": lambda k: dsl.Triggered(dsl.Trigger("attacks_player_with_most_life", self_only=True),
                                        (dsl.PutCounters("+1/+1", 1, dsl.Self()),), text="Dethrone"),
    # 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until
    # end of turn."
    "battle cry": lambda k: dsl.Triggered(
        dsl.Trigger("attacks", self_only=True),
        (dsl.ModifyPT(1, 0, dsl.Each(dsl.Filter(types=("Creature",), other=True, attacking=True))),), text="Battle cry"),
    # 702.100a: "Whenever a creature you control enters, if that creature's power is greater
    # than this creature's power and/or that creature's toughness is greater than this
    # creature's toughness, put a +1/+1 counter on this creature."
    "evolve": lambda k: dsl.Triggered(dsl.Trigger("enters_greater", subject=dsl.Filter(types=("Creature",), controller="you")),
                                      (dsl.CounterIfGreater(),), text="Evolve"),
    # 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't,
    # create N 1/1 colorless Servo artifact creature tokens."
    "fabricate": lambda k: dsl.Triggered(dsl.Trigger("enters", self_only=True),
                                         (dsl.CountersOrTokens(k.amount, "Servo"),), text=f"Fabricate {k.amount}"),
    # 702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1
    # white and black Spirit creature tokens with flying."
    "afterlife": lambda k: dsl.Triggered(dsl.Trigger("put_into_graveyard", self_only=True),
                                         (dsl.CreateToken("White and Black Spirit", k.amount),), text=f"Afterlife {k.amount}"),
    # 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
    # life and you gain life equal to the total life lost this way."
    "extort": lambda k: dsl.Triggered(dsl.Trigger("cast", who="you"),
                                      (dsl.MayPay("{W/B}"), dsl.IfYouDo(dsl.DrainOpponents(1))), text="Extort"),
    # 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put
    # N +1/+1 counters on it and it becomes renowned."
    "renown": lambda k: dsl.Triggered(dsl.Trigger("combat_damage_to_player_unrenowned", self_only=True),
                                      (dsl.BecomeRenowned(k.amount),), text=f"Renown {k.amount}"),
    # 702.43a: "When this creature dies, you may put a +1/+1 counter on target artifact creature
    # for each +1/+1 counter on this creature." (It enters with its counters: engine/entering.py.)
    "modular": lambda k: dsl.Triggered(
        dsl.Trigger("dies", self_only=True), (dsl.PutCounters("+1/+1", dsl.CountersOn(dsl.Self(), "+1/+1"), dsl.Target(0)),),
        (dsl.TargetSpec(filter=dsl.Filter(types=("Artifact", "Creature"))),), optional=True, text=f"Modular {k.amount}"),
    # 702.32a: "At the beginning of your upkeep, remove a fade counter from this permanent. If
    # you can't, sacrifice the permanent."
    "fading": lambda k: dsl.Triggered(dsl.Trigger("step", step="upkeep", whose="you"),
                                      (dsl.RemoveCounterFromSelf("fade", or_sacrifice=True),), text=f"Fading {k.amount}"),
    # 702.63a: "At the beginning of your upkeep, if this permanent has a time counter on it,
    # remove a time counter from it" and "When the last time counter is removed from this
    # permanent, sacrifice it."
    "vanishing": lambda k: dsl.Triggered(dsl.Trigger("step", step="upkeep", whose="you"), (dsl.RemoveCounterFromSelf("time"),),
                                         condition=dsl.AtLeast(dsl.CountersOn(dsl.Self(), "time"), 1),
                                         text=f"Vanishing {k.amount}"),
    # 702.58a: "Whenever another creature enters, if this permanent has a +1/+1 counter on it,
    # you may move a +1/+1 counter from this permanent onto that creature."
    "graft": lambda k: dsl.Triggered(dsl.Trigger("enters", subject=dsl.Filter(types=("Creature",), other=True)),
                                     (dsl.MoveCounterToTriggering(),), condition=dsl.AtLeast(dsl.CountersOn(dsl.Self()), 1),
                                     optional=True, text=f"Graft {k.amount}"),
    "vanishing, last counter": lambda k: dsl.Triggered(
        dsl.Trigger("last_counter_removed", self_only=True, counter="time"), (dsl.Sacrifice(dsl.Self()),),
        text=f"Vanishing {k.amount}"),
    # 702.130a: "Whenever this creature becomes blocked, defending player loses N life."
    "afflict": lambda k: dsl.Triggered(dsl.Trigger("becomes_blocked", self_only=True),
                                       (dsl.LoseLife(k.amount, dsl.TriggeringPlayer()),), text=f"Afflict {k.amount}"),
    # 702.72a: "When this permanent enters, sacrifice it unless you exile another [object] you control"
    # (its quality kept as the keyword's cost) and "When this permanent leaves the battlefield, return the
    # exiled card to the battlefield under its owner's control."
    "champion": lambda k: dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.ChampionExile(k.cost),),
                                        text=f"Champion {k.cost}"),
    "champion, return": lambda k: dsl.Triggered(dsl.Trigger("leaves", self_only=True), (dsl.ReturnChampioned(),),
                                                text="Champion"),
    # 702.55a: "When this creature dies, exile it haunting target creature."
    "haunt": lambda k: dsl.Triggered(dsl.Trigger("dies", self_only=True), (dsl.ExileHaunting(),),
                                     (dsl.TargetSpec(filter=dsl.Filter(types=("Creature",))),), text="Haunt"),
    # 702.95a: "When this creature enters, if you control both this creature and another creature and
    # both are unpaired, you may pair this creature with another unpaired creature you control ..." and
    # "Whenever another creature you control enters, if you control both it and this creature and both
    # are unpaired, you may pair that creature with this creature ..." (engine/soulbond.py).
    "soulbond": lambda k: dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.PairWithAnother(),),
                                        condition=dsl.CanPair(), text="Soulbond"),
    "soulbond, another": lambda k: dsl.Triggered(
        dsl.Trigger("enters", subject=dsl.Filter(types=("Creature",), controller="you", other=True)),
        (dsl.PairWithAnother(with_entering=True),), condition=dsl.CanPair(with_entering=True), text="Soulbond"),
    # 702.110a: "When this creature enters, you may sacrifice a creature."
    "exploit": lambda k: dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.Exploit(),), text="Exploit"),
    # 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the
    # top card of their library."
    "ingest": lambda k: dsl.Triggered(dsl.Trigger("combat_damage_to_player", self_only=True),
                                      (dsl.ExileTopOfLibrary(dsl.TriggeringPlayer()),), text="Ingest"),
    # 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token,
    # then attach this Equipment to it."
    "living weapon": lambda k: dsl.Triggered(dsl.Trigger("enters", self_only=True), (dsl.CreateGermAndAttach(),),
                                             text="Living weapon"),
    # 702.99a: the ability a creature with an encoded card has (engine/cipher.py; the encoded card is
    # the reference's number): "Whenever this creature deals combat damage to a player, you may copy
    # the encoded card and you may cast the copy without paying its mana cost."
    "encoded card": lambda k: dsl.Triggered(
        dsl.Trigger("encoded_creature_combat_damage"), (dsl.CastEncodedCopy(),), optional=False,
        text="Whenever this creature deals combat damage to a player, you may copy the encoded card and you may "
             "cast the copy without paying its mana cost."),
    # 725.2: the monarch's inherent triggered abilities (engine/monarch.py puts them on the stack).
    "the monarch's end step": lambda k: dsl.Triggered(
        dsl.Trigger("monarch_end_step"), (dsl.Draw(1),),
        text="At the beginning of the monarch's end step, that player draws a card."),
    "the monarch's combat damage": lambda k: dsl.Triggered(
        dsl.Trigger("monarch_dealt_combat_damage"), (dsl.DamagingCreatureControllerBecomesMonarch(),),
        text="Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."),
}


#: The keywords that stand for a second triggered ability, made by the named entry of _KEYWORD_TRIGGERS.
_SECOND_TRIGGERS = {"vanishing": ("vanishing, last counter",), "champion": ("champion, return",),
                    "soulbond": ("soulbond, another",)}


# The event type each kind of trigger condition listens to (see _matches).
EVENT_OF_TRIGGER = {
    "enters": "zone_change", "dies": "zone_change", "put_into_graveyard": "zone_change", "leaves": "zone_change",
    "card_advantage": "card_advantage", "attacks": "attack", "combat_damage_to_player": "damage", "combat_damage_to_opponent": "damage",
    "step": "step_begin", "cast": "cast", "cycle": "cycle", "draw": "draw", "cast_targeting_permanents": "cast", "becomes_target": "target", "payment": "payment",
    "tapped_for_mana": "tapped_for_mana", "state": "state",
    "attacks_alone": "attack", "becomes_blocked": "block", "blocked_by": "block",
    "blocks_or_becomes_blocked": "block", "attacks_player_with_most_life": "attack", "enters_greater": "zone_change",
    "enters_untapped": "zone_change",
    "combat_damage_to_player_unrenowned": "damage", "damage_to_player": "damage", "damage_to_opponent": "damage",
    "turned_face_up": "turned_face_up", "last_counter_removed": "counters_removed", "exerted": "exert",
    "transforms_into": "transform",
    "put_into_graveyard_elsewhere": "zone_change",
    "blocks": "block", "attacks_or_blocks": ("attack", "block"), "blocks_or_blocked_by": "block",
    "combat_damage_to_creature": "damage", "blocks_creature": "block", "attacks_unblocked": "blockers_declared",
    "enters_or_haunted_dies": "zone_change",  # 702.55c: its "enters" half (engine/haunt.py triggers the other)
    "targeted": "target", "cast_targeting_self": "cast", "enters_self_or": "zone_change",
    "deals_damage": "damage", "attached_deals_damage": "damage", "dealt_damage": "damage",
    "attached_dealt_damage": "damage", "damaged_by_self_dies": "zone_change",
    "becomes_tapped": "tap", "attached_becomes_tapped": "tap", "cast_self": "cast",
    "gain_life": "gain_life", "enters_or_dies": "zone_change", "attached_targeted": "target",
    "dies_self_or": "zone_change", "discards": "discard", "searches": "search", "scries": "scry", "to_graveyard_from_anywhere": "zone_change",
    "damage_to_you": "damage", "combat_damage_to_you": "damage", "enters_or_attacks": "zone_change",
    "enters_or_upkeep": "zone_change",
    "cycle_self": "cycle", "you_dealt_damage": "damage", "card_to_graveyard": "zone_change",
}
#: Trigger conditions with two trigger events of different types ("Whenever ~ enters or attacks"):
#: the other types they listen to.
MORE_EVENTS_OF_TRIGGER = {"enters_or_attacks": ("attack",), "enters_or_upkeep": ("step_begin",)}


def event_types(trigger_event: str) -> tuple[str, ...]:
    """The event types a kind of trigger condition listens to: one, or more for "attacks or
    blocks" (508.1m, 509.1i)."""
    found = EVENT_OF_TRIGGER.get(trigger_event, ())
    return (found,) if isinstance(found, str) else found


def is_equip(ability) -> bool:
    """Whether an activated ability is the one an equip keyword stands for (702.6a)."""
    return (isinstance(ability, dsl.Activated) and ability.sorcery_speed
            and ability == keyword_activated(dsl.Keyword("equip", cost=ability.cost.mana)))


@memo(maxsize=1024)
def keyword_activated(keyword: dsl.Keyword) -> dsl.Activated | None:
    """The activated ability a keyword stands for, or None."""
    if keyword.name == "equip":
        return dsl.Activated(
            cost=dsl.Cost(mana=keyword.cost), effects=(dsl.Attach(),),
            targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Creature",), controller="you")),),
            sorcery_speed=True, text=f"Equip {keyword.cost}")
    if keyword.name == "crew":  # 702.122a
        return dsl.Activated(cost=dsl.Cost(crew=int(keyword.cost)), effects=(dsl.BecomeArtifactCreature(),),
                             text=f"Crew {keyword.cost}")
    if keyword.name == "cycling":
        return dsl.Activated(cost=_cycling_cost(keyword.cost), effects=(dsl.Draw(1),),
                             zone="hand", text=f"Cycling {keyword.cost}" if keyword.cost.startswith("{") else f"Cycling—{keyword.cost}")
    if keyword.name == "unearth":  # 702.84a
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost), effects=(dsl.Unearth(),), sorcery_speed=True,
                             zone="graveyard", text=f"Unearth {keyword.cost}")
    if keyword.name in ("embalm", "eternalize"):  # 702.128a, 702.129a
        copy = dsl.TokenCopyOfExiled(("W",)) if keyword.name == "embalm" else dsl.TokenCopyOfExiled(("B",), 4, 4)
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost, exile_self_from_graveyard=True), effects=(copy,),
                             sorcery_speed=True, zone="graveyard", text=f"{keyword.name.capitalize()} {keyword.cost}")
    if keyword.name == "scavenge":  # 702.97a: "Put a number of +1/+1 counters equal to the power of the
        # card you exiled on target creature."  The card's last known information (608.2h) gives its power.
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost, exile_self_from_graveyard=True),
                             effects=(dsl.PutCounters("+1/+1", dsl.PowerOf(dsl.Self()), dsl.Target(0)),),
                             targets=(dsl.TargetSpec(filter=dsl.Filter(types=("Creature",))),),
                             sorcery_speed=True, zone="graveyard", text=f"Scavenge {keyword.cost}")
    if keyword.name == "level up":  # 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost), effects=(dsl.PutCounters("level", 1, dsl.Self()),),
                             sorcery_speed=True, text=f"Level up {keyword.cost}")
    if keyword.name == "transmute":  # 702.53a
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost, discard_self=True), effects=(dsl.SearchSameManaValue(),),
                             sorcery_speed=True, zone="hand", text=f"Transmute {keyword.cost}")
    if is_typecycling(keyword.name):  # 702.29e: "[Cost], Discard this card: Search your library for a [type]
        # card, reveal it, and put it into your hand.  Then shuffle."
        search = dsl.SearchLibrary(typecycling_filter(keyword.name), reveal=True)
        return dsl.Activated(cost=dsl.Cost(mana=keyword.cost, discard_self=True), effects=(search,),
                             zone="hand", text=f"{keyword.name.capitalize()} {keyword.cost}")
    return None


def _cycling_cost(cost: str) -> dsl.Cost:
    """702.29a: "[Cost], Discard this card": a mana cost, or "Pay N life" (118.1, 119.4)."""
    if cost.startswith("Pay "):
        return dsl.Cost(life=int(cost.split()[1]), discard_self=True)
    return dsl.Cost(mana=cost, discard_self=True)


def is_typecycling(name: str) -> bool:
    """702.29e-f: whether a keyword is a typecycling ability ("swampcycling", "basic
    landcycling"), which is a cycling ability."""
    return name.endswith("cycling") and name != "cycling"


def is_cycling_ref(ref: tuple) -> bool:
    """702.29a, 702.29f: whether an activated ability's reference is a cycling or typecycling
    ability's (discarding to pay its cost is cycling the card)."""
    return len(ref) > 1 and ref[0] == "kwact" and (ref[1] == "cycling" or is_typecycling(ref[1]))


def typecycling_filter(name: str) -> dsl.Filter:
    """702.29e: the cards "[type]cycling" searches for: "basic land" cards, "land" cards, or
    cards of a subtype."""
    kind = name[: -len("cycling")]
    if kind == "basic land":
        return dsl.Filter(types=("Land",), supertypes=("Basic",))
    if kind == "land":
        return dsl.Filter(types=("Land",))
    return dsl.Filter(subtypes=(kind.capitalize(),))
