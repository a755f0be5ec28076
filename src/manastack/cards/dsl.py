"""The card-definition vocabulary: characteristics plus abilities, effects as a tree of nodes.

Every node here is an immutable dataclass.  Definitions never enter the game state: the state
refers to a card by name, and the engine looks its definition up (DESIGN.md, "Cards are data").
Hand-written definitions (cards/sets/) and the Oracle-text compiler both produce these trees.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# --------------------------------------------------------------------------------------------
# Values: numbers an effect computes when it resolves (107.1, 107.3)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class X:
    """107.3: the value of X chosen for the spell or ability (107.3m for ETB of a spell's X)."""


@dataclass(frozen=True)
class PowerOf:
    """The power of an object referred to by `ref` (last known information if it left)."""

    ref: ObjRef


@dataclass(frozen=True)
class ToughnessOf:
    ref: ObjRef


@dataclass(frozen=True)
class ManaValueOf:
    ref: ObjRef


@dataclass(frozen=True)
class CountersOn:
    """The number of counters of `kind` on an object (last known information if it left)."""

    ref: ObjRef
    kind: str = "+1/+1"


@dataclass(frozen=True)
class CountOf:
    """The number of permanents matching a filter."""

    filter: Filter


@dataclass(frozen=True)
class CardTypesInGraveyards:
    """The number of card types among cards in all graveyards (Tarmogoyf), or in your graveyard
    only (`yours`: delirium)."""

    plus: int = 0
    yours: bool = False


@dataclass(frozen=True)
class CardsIn:
    """The number of cards in your hand, graveyard or library (400.1)."""

    zone: str  # "hand" | "graveyard" | "library"


@dataclass(frozen=True)
class CardsOfTypeIn:
    """The number of cards of any of these card types in your graveyard ("for each instant and
    sorcery card in your graveyard")."""

    any_types: tuple[str, ...]
    zone: str = "graveyard"


@dataclass(frozen=True)
class CardsDiscardedThisTurn:
    """The number of cards you've discarded this turn (701.9), cycled ones included: cycling
    discards the card (702.29a) ("for each card you've cycled or discarded this turn")."""


@dataclass(frozen=True)
class LifeTotal:
    """Your life total (119.1)."""


@dataclass(frozen=True)
class TaxPaid:
    """The mana an opponent paid, in the triggering payment, as a tax from your spells and
    permanents (Tax Taker)."""


@dataclass(frozen=True)
class Times:
    value: Value
    factor: int


@dataclass(frozen=True)
class GreatestAmong:
    """"the greatest mana value (power, toughness) among artifacts you control": the largest of
    that number among the permanents matching the filter, 0 if there are none."""

    filter: Filter
    characteristic: str  # "mana value" | "power" | "toughness"


Value = (int | X | PowerOf | ToughnessOf | ManaValueOf | CountersOn | CountOf | CardTypesInGraveyards | CardsIn
         | LifeTotal | TaxPaid | Times | CardsOfTypeIn | CardsDiscardedThisTurn | GreatestAmong)


# --------------------------------------------------------------------------------------------
# References to objects and players inside an ability
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """The object or player chosen for target slot `index` (115, 601.2c)."""

    index: int = 0


@dataclass(frozen=True)
class Self:
    """The object this ability belongs to ("this creature", the card's own name)."""


@dataclass(frozen=True)
class Triggering:
    """The object named by the event that triggered the ability ("that creature", "it")."""


@dataclass(frozen=True)
class Attached:
    """The object this Aura or Equipment is attached to ("enchanted creature")."""


@dataclass(frozen=True)
class Sacrificed:
    """The object sacrificed to pay the ability's cost or an earlier effect ("that creature")."""


@dataclass(frozen=True)
class Each:
    """Every permanent that matches `filter` as the effect begins ("creatures you control", "all
    attacking creatures", "each creature"): the affected set is locked in then (611.2c).
    `controlled_by`: only those a player controls ("all lands target player controls")."""

    filter: Filter
    controlled_by: PlayerRef | None = None


@dataclass(frozen=True)
class ExiledThisWay:
    """"that card", "the exiled card", "those cards" after an instruction of the same ability
    exiled cards (Urza, Lord High Artificer; Hostage Taker): the cards it exiled, while each is
    still in exile (400.7: a card that left exile is a new object)."""


@dataclass(frozen=True)
class ExiledWith:
    """607.2a: "the exiled card" of an ability linked to the ability that exiled it (Skyclave
    Apparition's "When ~ leaves the battlefield, the exiled card's owner creates ...", Isochron
    Scepter's "copy the exiled card"): the cards in exile that one of this object's linked exile
    abilities exiled (GameObject.linked_to), while each stays there (400.7)."""


@dataclass(frozen=True)
class TargetedPermanents:
    """"those permanents" of "whenever you cast a spell that targets one or more permanents"
    (Dack Fayden's emblem): the permanents the spell targeted as it became cast (601.2c, 601.2i),
    those still on the battlefield."""


ObjRef = Target | Self | Triggering | Attached | Sacrificed | Each | ExiledThisWay | TargetedPermanents | ExiledWith


@dataclass(frozen=True)
class You:
    """The controller of the spell or ability."""


@dataclass(frozen=True)
class EachOpponent:
    pass


@dataclass(frozen=True)
class EachPlayer:
    pass


@dataclass(frozen=True)
class ControllerOf:
    ref: ObjRef


@dataclass(frozen=True)
class OwnerOf:
    ref: ObjRef


@dataclass(frozen=True)
class TriggeringPlayer:
    """The player named by the triggering event ("that player", "defending player")."""


@dataclass(frozen=True)
class TargetPlayer:
    index: int = 0


@dataclass(frozen=True)
class EnchantedPlayer:
    """303.4, 702.5: "enchanted player": the player this Aura (with enchant player) is attached to."""


@dataclass(frozen=True)
class OpponentsOf:
    """102.3: "each of that player's opponents": the opponents of the player(s) `who` names."""

    who: object


PlayerRef = You | EachOpponent | EachPlayer | ControllerOf | OwnerOf | TriggeringPlayer | TargetPlayer


# --------------------------------------------------------------------------------------------
# Filters and targets
# --------------------------------------------------------------------------------------------


THAT_PLAYER = "that player"
# Protection qualities of a granted protection keyword read as the layer applies (613.1f): the
# color its source chose as it entered (614.12c), and "this effect doesn't remove ~" (the Aura
# that grants it stays attached, 303.4d, 702.16c).
CHOOSER = "the chooser"  # Filter.controller: "they control" of "target creature of an opponent's choice they control"
CHOSEN_COLOR = "the chosen color"
KEEPS_SOURCE = "this effect doesn't remove its source"


@dataclass(frozen=True)
class Filter:
    """A description of objects: "nonblack creature", "creature card with mana value 3 or less".

    Every field left at its default matches anything.  `types` must all be present;
    `any_types` needs one of them; `not_types` none.
    """

    types: tuple[str, ...] = ()
    any_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    multicolored: bool | None = None
    monocolored: bool | None = None
    # "you" | "opponent" | "defending" (the source's defending player, 506.2) | THAT_PLAYER (a
    # triggered ability's target "that player controls": the player its event names, bound to
    # "player:N" as the trigger is put on the stack, 603.3d; unbound it matches nothing)
    controller: str | None = None
    owner: str | None = None
    other: bool = False  # "another": not the source itself
    mana_value_le: int | None = None
    mana_value_ge: int | None = None
    power_ge: int | None = None
    power_le: int | None = None
    toughness_ge: int | None = None
    toughness_le: int | None = None
    total_pt_le: int | None = None
    attacking_or_blocking: bool = False
    attacking: bool = False
    tapped: bool | None = None
    name: str | None = None
    basic: bool = False
    token: bool | None = None
    keywords: tuple[str, ...] = ()  # "creatures with flying": has every one of these keywords
    without_keywords: tuple[str, ...] = ()  # "creatures without flying": has none of these keywords
    # "of the chosen color", "of the chosen type": the choice its source made as it entered (614.12c)
    chosen_color: bool = False
    chosen_type: bool = False
    # "with power less than this creature's power" (702.134a mentor): the source's power now, or
    # as it last existed on the battlefield
    power_less_than_source: bool = False
    colorless: bool | None = None  # "colorless card" (105.2c: no color)
    # "with mana value equal to the number of charge counters on ~" (202.3): a value counted
    # when the filter is applied, seen from the filter's source
    mana_value_is: Value | None = None
    attacked_this_turn: bool = False  # "creatures that attacked this turn" (508.1: declared as attackers)
    single_target: bool = False  # "target spell with a single target" (115.7): one target in all
    # "cards in your graveyard that were put there from the battlefield this turn" (400.7)
    from_battlefield_this_turn: bool = False
    # "with an activated ability that isn't a mana ability" (602.1, 605.1a): it has one, of any kind
    nonmana_activated: bool = False
    blocking: bool = False  # "blocking creature": a blocking creature now (509.1g)
    blocked: bool | None = None  # "blocked creature" / "unblocked creature": an attacker that is (not) blocked (509.1h)
    # "creature it's blocking" / "creature blocking it" (509.1): in combat with the filter's
    # source, as it is now or as it last existed on the battlefield (608.2h)
    blocked_by_source: bool = False
    blocking_source: bool = False
    # "with mana cost {0} or {1}" (202.1): the mana cost is one of these, as written (not its mana
    # value: a card with mana cost {U} or {X} doesn't match, Urza's Saga's rulings)
    mana_cost_in: tuple[str, ...] = ()
    any_keywords: tuple[str, ...] = ()  # "creature with trample or haste": has at least one of these keywords


@dataclass(frozen=True)
class TargetSpec:
    """One target slot (115.1).  `kind`: "permanent", "card" (in a graveyard), "spell",
    "player", "any" (creature, player, planeswalker or battle: 115.4)."""

    kind: str = "permanent"
    filter: Filter = Filter()
    zone: str = "battlefield"
    player: str | None = None  # for players: "opponent", "you"
    up_to: bool = False
    min_count: int = 1
    max_count: int = 1
    different_from: tuple[int, ...] = ()  # other target slots this one must differ from
    label: str = ""
    # kind "ability": an activated or triggered ability on the stack (113.7a, 701.6a): which
    # kinds ("activated", "triggered"); `player` "opponent" for one you don't control; `filter`
    # describes its source ("from an artifact source")
    abilities: tuple[str, ...] = ()
    # "up to X target Zombie cards ..., where X is the number of opponents you have": the most
    # targets, a value computed as they are chosen (601.2c, 603.3d)
    max_value: object = None
    # "target creature of an opponent's choice (they control)": "opponent": an opponent of the
    # controller (chosen by the controller among several) chooses this slot's target (601.2c);
    # THAT_PLAYER: "that player chooses target player ..." (the player a trigger's event names)
    chooser: str = ""
    # For players: THAT_PLAYER: `player` ("opponent") and `more_creatures` are relative to the
    # player a trigger's event names (bound as "player:N" as it is put on the stack, 603.3d)
    relative_to: str = ""
    more_creatures: bool = False  # "who controls more creatures than they do" (a targeting requirement)


# --------------------------------------------------------------------------------------------
# Costs (118)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cost:
    """A cost: mana plus the other things a player may have to do (118.1)."""

    mana: str = ""
    tap: bool = False  # {T}: 107.5
    untap: bool = False  # {Q}: 107.6
    sacrifice_self: bool = False
    sacrifice: Filter | None = None
    discard_self: bool = False
    discard: int = 0
    discard_type: str = ""  # the card type each discarded card must have: "Land" (702.81a retrace)
    discard_hand: bool = False
    exile_self_from_graveyard: bool = False
    life: int = 0
    loyalty: int | None = None  # 606: +N / -N loyalty cost; 0 is a real cost
    energy: int = 0  # "Pay {E}{E}" (107.14): energy counters removed from its controller
    # "return an Island you control to its owner's hand" (Daze, 118.9): permanents of this kind, `return_count` of them
    return_to_hand: Filter | None = None
    return_count: int = 1
    sacrifice_count: int = 1  # "sacrifice two Mountains": that many permanents matching `sacrifice`
    crew: int = 0  # 702.122a: "tap any number of other untapped creatures you control with total power N or greater"
    # 118.3, 602.1: "Remove N KIND counters from ~" (kind, N); "Put a KIND counter on ~" (kind)
    remove_counters: tuple[str, int] | None = None
    put_counter: str = ""
    return_self: bool = False  # "Return ~ to its owner's hand"
    # "Tap N untapped PERMANENTS you control" (the permanents, N): not {T}, so summoning
    # sickness doesn't matter (302.6) and the source itself may be one of them
    tap_untapped: tuple[Filter, int] | None = None
    exile_self_from_hand: bool = False  # "Exile ~ from your hand": an ability that works in the hand (113.6)
    return_chosen: Filter | None = None  # "Return a land you control to its owner's hand" (chosen, not targeted)
    discard_random: int = 0  # "Discard a card at random" (701.9: the game picks the cards)
    exile_chosen: Filter | None = None  # "Exile another creature you control"
    exile_from_graveyard: tuple[Filter, int] | None = None  # "Exile two creature cards from your graveyard"
    exile_self: bool = False  # "Exile ~" (from the battlefield)
    # "Discard an Island card" (the `discard` cards must match it); "... and another card": `discard_also` more of any kind
    discard_filter: Filter | None = None
    discard_also: int = 0
    exile_from_hand: tuple[Filter, int] | None = None  # "Exile a blue card from your hand" (not the spell being cast)
    discard_x: bool = False  # "Discard X cards" (602.2b: X is announced as the ability is activated)


# --------------------------------------------------------------------------------------------
# Effects: one-shot actions (the effect vocabulary)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DealDamage:
    amount: Value
    to: ObjRef | PlayerRef = Target(0)
    source: ObjRef = Self()


@dataclass(frozen=True)
class DamageEach:
    """Deal damage to each player and/or each permanent that matches."""

    amount: Value
    players: PlayerRef | None = None
    permanents: Filter | None = None


@dataclass(frozen=True)
class Fight:
    """701.14: each deals damage equal to its power to the other."""

    first: ObjRef = Target(0)
    second: ObjRef = Target(1)


@dataclass(frozen=True)
class Destroy:
    what: ObjRef = Target(0)
    cant_regenerate: bool = False


@dataclass(frozen=True)
class PreventNextDamage:
    """615.7: "prevent the next N damage that would be dealt to any target this turn": a shield
    that prevents that much damage to the object or player, then is used up."""

    amount: Value
    to: ObjRef | PlayerRef


@dataclass(frozen=True)
class RedirectNextDamage:
    """614.9: "the next 1 damage that would be dealt to ~ this turn is dealt to target creature
    you control instead": a redirection shield for this turn that sends up to `amount` of the
    damage that would be dealt to `frm` to `to` instead, then is used up."""

    amount: Value
    frm: ObjRef | PlayerRef
    to: ObjRef | PlayerRef


@dataclass(frozen=True)
class PreventCombatDamage:
    """615.1: "prevent all combat damage that would be dealt this turn"."""


@dataclass(frozen=True)
class Regenerate:
    """701.19a: the next time the object would be destroyed this turn, instead tap it, remove
    all damage from it and remove it from combat (a regeneration shield)."""

    what: ObjRef = Self()


@dataclass(frozen=True)
class DestroyAll:
    filter: Filter
    cant_regenerate: bool = False
    controlled_by: PlayerRef | None = None  # "destroy all creatures target opponent controls"


@dataclass(frozen=True)
class Exile:
    what: ObjRef = Target(0)
    until_source_leaves: bool = False
    linked: bool = False  # 607.2a: the card it exiles is "the exiled card" of a linked ability of its source


@dataclass(frozen=True)
class ReturnToHand:
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class PutOntoBattlefield:
    """Put an object (a card in a graveyard, usually) onto the battlefield; "..., then attach it
    to that creature" (`attach_to`, 701.3): the permanent it became is attached to that object
    if it can be (701.3b), else it stays unattached."""

    what: ObjRef = Target(0)
    under: PlayerRef = You()
    tapped: bool = False
    as_non_creature_enchantment: bool = False
    attach_to: ObjRef | None = None


@dataclass(frozen=True)
class CounterSpell:
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class CopySpell:
    """707.10: put a copy of a spell onto the stack; `new_targets`: "you may choose new targets
    for the copy" (707.10c); `count`: "" for one copy, or the keyword whose trigger recorded how
    many: "storm" (each other spell cast before it this turn, 702.40a), "replicate" (each time
    its replicate cost was paid, 702.56a)."""

    what: ObjRef = Target(0)
    new_targets: bool = False
    count: str = ""
    # "they may copy this spell": that player chooses whether to copy, and controls the copy (707.10)
    by: PlayerRef | None = None


@dataclass(frozen=True)
class BecomeCopy:
    """707.2, 613.2a (layer 1): "~ becomes a copy of target land, except it has this ability"
    (Thespian's Stage), "... until end of turn" (Mizzium Transreliquat): the permanent's copiable
    values become those of `of` as the effect begins (608.2h, 707.2), for `duration`.
    `keeps_ability`: "except it has this ability" (707.9b: the ability is part of the copiable
    values); `gains_ability`: "and gains this ability" (613.1f, layer 6: granted, not copiable)."""

    of: ObjRef = Target(0)
    what: ObjRef = Self()
    duration: str = "permanent"  # "permanent" | "end_of_turn"
    keeps_ability: bool = False
    gains_ability: bool = False


@dataclass(frozen=True)
class CounterUnlessPays:
    """Counter target spell unless its controller pays a cost: a tax (Tax Taker)."""

    mana: Value
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class Draw:
    count: Value = 1
    who: PlayerRef = You()


@dataclass(frozen=True)
class DrawUnlessPays:
    """"Draw a card unless that player pays {X}": the payer is the triggering player."""

    mana: Value
    payer: PlayerRef = TriggeringPlayer()
    count: int = 1


@dataclass(frozen=True)
class Discard:
    count: Value = 1
    who: PlayerRef = You()
    whole_hand: bool = False
    at_random: bool = False  # "discards a card at random" (701.9: the game picks the card, not the player)


@dataclass(frozen=True)
class Mill:
    count: Value = 1
    who: PlayerRef = You()


@dataclass(frozen=True)
class Manifest:
    """701.34a: "manifest the top N cards of your library": each, one at a time, is put onto the
    battlefield face down as a 2/2 creature (708.2a) under its manifesting player's control."""

    count: Value = 1
    who: PlayerRef = You()


@dataclass(frozen=True)
class GainLife:
    amount: Value
    who: PlayerRef = You()


@dataclass(frozen=True)
class LoseLife:
    amount: Value
    who: PlayerRef = You()


#: 702.14: landwalk keywords and the land type each looks for.
LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp", "mountainwalk": "Mountain",
            "forestwalk": "Forest"}

#: 122.1b: keyword counters whose keyword the engine implements (it gives them their keyword).
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "haste", "hexproof",
                              "indestructible", "lifelink", "menace", "reach", "trample", "vigilance",
                              "exalted", "shadow"})
#: Counters with a meaning of their own the engine implements besides P/T and keyword counters:
#: loyalty (306.5b), shield (122.1c), stun (122.1d).
RULES_COUNTERS = frozenset({"loyalty", "shield", "stun"})


@dataclass(frozen=True)
class PutCounters:
    kind: str = "+1/+1"
    count: Value = 1
    on: ObjRef = Self()


@dataclass(frozen=True)
class BlockUnblockedAttackers:
    """"All unblocked creatures attacking you become blocked by ~" (Noble Ox): this creature
    blocks each unblocked creature attacking its controller (509.1g-h)."""


@dataclass(frozen=True)
class PutCounterOnChosen:
    """"Put a menace counter on a creature you control": its controller chooses one permanent
    matching `filter` as it resolves (not targeted) and puts a `kind` counter on it (122.1)."""

    kind: str
    filter: Filter


@dataclass(frozen=True)
class CreateToken:
    token: str  # a token definition's name (cards/tokens.py)
    count: Value = 1
    controller: PlayerRef = You()
    # "an X/X blue Illusion creature token, where X is V" (111.4): `token` names the token with
    # "X/X"; its power and toughness are V as the token is created (608.2h)
    size: Value | None = None


@dataclass(frozen=True)
class Animate:
    """"~ becomes a 3/3 green Elemental creature with trample until end of turn. It's still a
    land." (205.1b, 613.1d-f, 613.4b): the permanent gains the card types and subtypes (keeping
    its own), its colors become `colors` if any are named (layer 5), it gains `keywords`
    (layer 6) and its base power and toughness become these (layer 7b)."""

    what: ObjRef
    power: int
    toughness: int
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    duration: str = "end_of_turn"  # "end_of_turn" | "permanent"


@dataclass(frozen=True)
class ExileChosen:
    """"exile any number of other nonland permanents you own and control" (Yorion, Sky Nomad): the
    controller chooses any number of the permanents that match as it resolves (not targets), and
    they are exiled at once."""

    filter: Filter


@dataclass(frozen=True)
class ReturnExiledThisWay:
    """"Return those cards to the battlefield" in a delayed triggered ability (603.7) whose
    creator exiled them: each card still in exile (400.7: the objects it became) returns under its
    owner's control (110.2, 610.3c), or under the ability's controller's ("under your control")."""

    under_yours: bool = False


@dataclass(frozen=True)
class BecomeWithManaValuePT:
    """"Until your next turn, up to one target noncreature artifact becomes an artifact creature
    with power and toughness each equal to its mana value" (Karn, the Great Creator): its card types
    become `types` (205.1a: they replace its others, and the subtypes that belong to none of them go,
    205.3d; layer 4) and its base power and toughness its mana value as the effect begins (608.2h;
    layer 7b), for `duration`."""

    what: ObjRef
    types: tuple[str, ...] = ("Artifact", "Creature")
    duration: str = "your_next_turn"  # "end_of_turn" | "your_next_turn" | "permanent"


@dataclass(frozen=True)
class TokenCopyOfExiled:
    """702.128a embalm, 702.129a eternalize: "Create a token that's a copy of this card, except
    it's [colour], [it's P/T,] it has no mana cost, and it's a Zombie in addition to its other
    types": this card is the one its cost exiled (its last known information, 608.2h)."""

    colors: tuple[str, ...]
    power: int | None = None
    toughness: int | None = None


@dataclass(frozen=True)
class ModifyPT:
    """"gets +N/+M" (layer 7c) and "gains KEYWORD" (layer 6) for a duration (611.2)."""

    power: Value = 0
    toughness: Value = 0
    what: ObjRef = Target(0)
    keywords: tuple[str, ...] = ()
    duration: str = "end_of_turn"  # "end_of_turn" | "permanent"


@dataclass(frozen=True)
class PutIntoLibrary:
    """"Put target creature on top of its owner's library" (`position` "top" or "bottom",
    401.4; "second" or "third" from the top, 401.7)."""

    what: ObjRef
    position: str = "top"


@dataclass(frozen=True)
class GainControl:
    """"Gain control of target creature (until end of turn)": a control-changing effect (layer
    2, 613.1b)."""

    what: ObjRef
    until_end_of_turn: bool = False


@dataclass(frozen=True)
class Tap:
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class Untap:
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class Attach:
    """701.3: attach this Aura or Equipment to an object."""

    to: ObjRef = Target(0)


@dataclass(frozen=True)
class Sacrifice:
    what: ObjRef = Self()


@dataclass(frozen=True)
class SacrificeChosen:
    """"Each player sacrifices a creature", "target opponent sacrifices two lands" (701.21a):
    each player chooses that many permanents they control that match, in APNAP order (101.4),
    and they are sacrificed at the same time."""

    filter: Filter
    count: Value = 1
    who: PlayerRef = You()


@dataclass(frozen=True)
class ReturnChosen:
    """"Return a land you control to its owner's hand": you choose that many of your permanents
    that match (not targeted) and return them."""

    filter: Filter
    count: Value = 1


@dataclass(frozen=True)
class PutFromHand:
    """"You may put a land card from your hand onto the battlefield" (`optional`), chosen as it
    resolves; "Each player may put ... from their hand ..." (`who`; None: the controller): each
    chooses in APNAP order (101.4), then the cards enter, their entry choices made in that order."""

    filter: Filter
    optional: bool = True
    tapped: bool = False
    who: PlayerRef | None = None


@dataclass(frozen=True)
class PutAllFromHand:
    """"(Reveal your hand and) put all land cards from it onto the battlefield" (701.20a, 110.2):
    every matching card of the controller's hand enters at once under their control."""

    filter: Filter
    reveal: bool = False


@dataclass(frozen=True)
class ReturnAllFromGraveyard:
    """"Return all enchantment cards from your graveyard to the battlefield" (Replenish), "...
    from all graveyards to the battlefield under their owners' control", "return to the
    battlefield all artifact and creature cards in your graveyard that were put there from the
    battlefield this turn", "... to your hand": every matching card at once, each under its
    owner's control (`whose`: "you" or "all" graveyards; `to`: "battlefield" or "hand")."""

    filter: Filter
    whose: str = "you"
    to: str = "battlefield"
    tapped: bool = False


@dataclass(frozen=True)
class ExileSelfAndNamed:
    """"Exile ~ and four cards named ~ from your graveyard" (Dragon's Approach, 201.2): the
    resolving spell itself (a copy too) and `count` cards with its name from its controller's
    graveyard, chosen by them; done only in full (an optional action, 608.2c)."""

    count: int


@dataclass(frozen=True)
class EachPlayerMayPutFromHand:
    """"Each player may put a land card from their hand onto the battlefield, then each opponent
    who didn't draws a card": chosen in APNAP order, put together (101.4); then each opponent of
    the controller who put none draws `opponents_who_didnt_draw` cards."""

    filter: Filter
    opponents_who_didnt_draw: int = 0


@dataclass(frozen=True)
class LookPayAgain:
    """Lim-Dûl's Vault: "Look at the top five cards of your library. As many times as you choose,
    you may pay 1 life, put those cards on the bottom of your library in any order, then look at
    the top five cards of your library. Then shuffle and put the last cards you looked at this way
    on top in any order." (401.4, 119.4, 701.24)."""

    count: int
    life: int


@dataclass(frozen=True)
class EachPlayerThird:
    """Pox: "each player loses a third of their life" (`action` "lose_life"), "... discards a third
    of the cards in their hand" ("discard"), "... sacrifices a third of the creatures they control
    of their choice" ("sacrifice", `filter`), "Round up each time.": each player's share counted as
    this part begins; the choices made in APNAP order (101.4), then the actions at once."""

    action: str
    filter: Filter | None = None


@dataclass(frozen=True)
class RevealHandChoose:
    """"Target opponent reveals their hand. You choose a nonland card from it. That player
    discards that card." (701.20a reveal; 701.9 discard), or "... and exile that card" (`then`
    "exile")."""

    who: PlayerRef
    filter: Filter
    then: str = "discard"


@dataclass(frozen=True)
class RevealHand:
    """"Target player reveals their hand" (701.20a): every player sees each card in it."""

    who: PlayerRef


@dataclass(frozen=True)
class WinGame:
    """"You win the game" (104.2b)."""


@dataclass(frozen=True)
class SearchLibrary:
    """701.23: search for up to `count` cards matching, put them into `to`, then shuffle; with
    `to` "top", shuffle the rest and put them on top ("then shuffle and put that card on top":
    the found cards aren't shuffled, 701.24b)."""

    filter: Filter
    to: str = "hand"
    tapped: bool = False
    who: PlayerRef = You()
    reveal: bool = False
    optional_for: PlayerRef | None = None  # "its controller may search" (Path to Exile)
    count: Value = 1


@dataclass(frozen=True)
class Shuffle:
    who: PlayerRef = You()


@dataclass(frozen=True)
class Bolster:
    """701.32a: "Bolster N": its controller chooses a creature they control with the least
    toughness among them and puts N +1/+1 counters on it."""

    count: Value = 1


@dataclass(frozen=True)
class Scry:
    count: int = 1


@dataclass(frozen=True)
class Surveil:
    """701.25a: look at the top N cards, put any number into your graveyard, the rest back on top
    in any order."""

    count: int = 1


@dataclass(frozen=True)
class PutFromHandOnTop:
    """"put N cards from your hand on top of your library in any order" (Brainstorm)."""

    count: int = 2


@dataclass(frozen=True)
class LookAtTopMayReveal:
    """Look at the top N cards of your library; you may reveal a card matching `filter` among
    them and put it into your hand (Augur of Bolas), or with `must` put any `take` of them into
    your hand unrevealed; the rest go on the bottom in any order (`rest` "bottom"), in a random
    order ("random") or into your graveyard ("graveyard")."""

    count: int
    filter: Filter
    rest: str = "bottom"
    must: bool = False
    take: int = 1


@dataclass(frozen=True)
class LookAtTopPutBack:
    """"Look at the top N cards of your library, then put them back in any order" (401.4): only
    their controller sees them and chooses the order."""

    count: Value


@dataclass(frozen=True)
class RevealTopPutMatching:
    """"Reveal the top N cards of your library. Put all FILTER cards revealed this way into your
    hand and the rest on the bottom of your library in any order / into your graveyard" (701.20a:
    every player sees each card)."""

    count: Value
    filter: Filter
    rest: str = "bottom"


@dataclass(frozen=True)
class ShuffleZonesIntoLibrary:
    """"Target player shuffles their graveyard into their library", "each player shuffles their
    hand and graveyard into their library", "that player shuffles their hand into their library"
    (701.24): the cards are put into the library together, then it is shuffled."""

    who: PlayerRef = You()
    hand: bool = False
    graveyard: bool = True


@dataclass(frozen=True)
class ExileLibrary:
    """"Exile all cards from target player's library" (406.3): every card of it, face up."""

    who: PlayerRef = You()


@dataclass(frozen=True)
class RevealTopCardSort:
    """"Reveal the top card of your library. If it's a FILTER card, put it `to`. Otherwise, put it
    `otherwise`." (701.20a); `to` "battlefield", "hand" or "graveyard", `otherwise` "hand",
    "graveyard" or "" (it stays on top).  `who` reveals their library's top card and puts it
    ("defending player reveals ... that player puts it into their hand")."""

    filter: Filter
    to: str
    otherwise: str = ""
    who: PlayerRef = You()


@dataclass(frozen=True)
class RevealTopSharingType:
    """Kinship: "you may look at the top card of your library. If it shares a creature type with
    ~, you may reveal it." (701.20a; 205.3m): "If you do" (`IfYouDo`) reads whether it was
    revealed."""


@dataclass(frozen=True)
class Explore:
    """701.40a: reveal the top card of your library; a land card goes into your hand, otherwise
    put a +1/+1 counter on the exploring permanent and you may put the card into your graveyard."""

    what: ObjRef = Self()


@dataclass(frozen=True)
class ShuffleIntoLibrary:
    """"Shuffle ~ into its owner's library" (701.24): the object is put into its owner's library,
    which is then shuffled (701.24c: even if the object is no longer where it was)."""

    what: ObjRef = Self()


@dataclass(frozen=True)
class SpendRestriction:
    """106.6: how mana may be spent.  "Spend this mana only to cast SPELLS [or activate abilities
    of SOURCES]": `spells` (casting a spell that matches), `abilities` (activating an ability of a
    source that matches), nothing else; "This mana can't be spent to cast SPELLS": `except_spells`,
    anything but casting a spell that matches."""

    spells: Filter | None = None
    abilities: Filter | None = None
    except_spells: Filter | None = None


@dataclass(frozen=True)
class AddMana:
    """Add mana (106.4).  `mana` is fixed mana such as "{G}"; `any_color` adds that many mana of
    one colour chosen as it resolves; `combination` adds that many mana in any combination of
    colors; `could_produce` adds one mana of a type a land you / an opponent controls could
    produce (106.7).  `spend`: how the mana may be spent (106.6); `kept_this_turn`: "Until end of
    turn, you don't lose this mana as steps and phases end" (500.5)."""

    mana: str = ""
    one_of: tuple[str, ...] = ()  # "{T}: Add {B} or {R}": one of these fixed amounts, chosen as it resolves
    any_color: int = 0
    could_produce: str | None = None  # "you" | "opponent"
    any_type: bool = False  # with could_produce: any type (incl. colourless) vs any colour
    produced_by_trigger: bool = False  # Heartbeat of Spring: a type the tapped land produced
    chosen_color: bool = False  # "one mana of the chosen color": the source's choice as it entered (614.12c)
    count: Value = 1  # "Add {B} for each Swamp you control": the fixed mana, that many times (106.4)
    # "one mana of any color in your commander's color identity" (903.4f: a player without a
    # commander has no such color, so it adds nothing; the engine's games have no commander)
    commander_identity: bool = False
    combination: int = 0
    spend: SpendRestriction | None = None
    kept_this_turn: bool = False


@dataclass(frozen=True)
class Transform:
    what: ObjRef = Self()


@dataclass(frozen=True)
class MayRevealTopCard:
    """"Look at the top card of your library. You may reveal that card." (401.2, 701.20a): "if
    you do" (`IfYouDo`) reads whether a card matching `filter` was revealed this way (Delver of
    Secrets: "If an instant or sorcery card is revealed this way, ...")."""

    filter: Filter


@dataclass(frozen=True)
class CastFromGraveyardFree:
    """Goblin Dark-Dwellers: you may cast the target card without paying its mana cost; if it
    would be put into your graveyard this turn, exile it instead."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class AttackTaxUntilYourNextTurn:
    """Sivitri's +1: until your next turn, creatures can't attack you (or planeswalkers you
    control) unless their controller pays a cost for each."""

    mana: str = ""
    life: int = 0
    protects_planeswalkers: bool = False


@dataclass(frozen=True)
class CastWithMadness:
    """702.35a: the madness trigger: cast the discarded card for its madness cost, or put it
    into its owner's graveyard."""


@dataclass(frozen=True)
class ExileTopFaceDown:
    """"Exile the top card of your library face down" (406.3), linked to this object (607.2a;
    Bomat Courier)."""


@dataclass(frozen=True)
class ReturnLinkedToHand:
    """"Put all cards exiled with ~ into their owners' hands" (607.2a): those this object exiled."""


@dataclass(frozen=True)
class MayPutTopOnBottom:
    """"Look at the top card of target player's library. You may put that card on the bottom of
    that player's library." (401.2, 401.4)."""

    who: PlayerRef = TargetPlayer(0)


@dataclass(frozen=True)
class CreateDelayedTrigger:
    """603.7: create a delayed triggered ability ("at the beginning of the next end step,
    EFFECTS").  It triggers once, then is gone.  With `remembers_triggering`, its "that
    creature" is the triggering object of the ability that created it ("destroy that creature
    at end of combat")."""

    trigger: Trigger
    effects: tuple = ()
    remembers_triggering: bool = False
    # "Exile ... Return those cards to the battlefield at the beginning of the next end step": its
    # "those cards" are the cards the same resolution exiled (ExiledThisWay)
    remembers_exiled: bool = False
    # "Take an extra turn after this one. At the beginning of that turn's end step, ...": it
    # triggers only in the extra turn the same resolution created (500.7)
    that_extra_turn: bool = False
    # "Conjure a card named ~ into your hand. Discard that card at the beginning of the next end
    # step.": its "that card" is the card this resolution conjured last
    remembers_conjured: bool = False


@dataclass(frozen=True)
class ReturnWithCounter:
    """702.79a persist, 702.93a undying: return the card that was put into a graveyard (the
    triggering object) to the battlefield under its owner's control with a `kind` counter on it
    (it enters with the counter, 614.1c)."""

    kind: str


@dataclass(frozen=True)
class MoveCounterToTriggering:
    """702.58a graft: "you may move a +1/+1 counter from this permanent onto that creature"
    (122.5: removed from one and put on the other, or nothing if either can't be done)."""

    kind: str = "+1/+1"


@dataclass(frozen=True)
class RemoveCounterFromSelf:
    """702.32a fading: "remove a fade counter from it. If you can't, sacrifice it"
    (`or_sacrifice`); 702.63a vanishing: "remove a time counter from it"."""

    kind: str
    or_sacrifice: bool = False


@dataclass(frozen=True)
class Unearth:
    """702.84a (unearth): "Return this card from your graveyard to the battlefield.  It gains
    haste.  Exile it at the beginning of the next end step.  If it would leave the battlefield,
    exile it instead of putting it anywhere else." (engine/graveyard_keywords.py)"""


@dataclass(frozen=True)
class ExileUnearthed:
    """702.84a: the unearth delayed trigger's effect, "exile it" (the permanent the unearth
    ability returned, if it is still on the battlefield)."""


@dataclass(frozen=True)
class PumpPerBlockerBeyondFirst:
    """702.23a rampage N: this creature gets +N/+N until end of turn for each creature blocking
    it beyond the first, counted as the ability resolves (702.23b)."""

    amount: int


@dataclass(frozen=True)
class CountersOrTokens:
    """702.123a fabricate N: you may put N +1/+1 counters on this permanent; if you don't (or
    it's no longer on the battlefield), create N of the `token`."""

    amount: int
    token: str


@dataclass(frozen=True)
class CounterIfGreater:
    """702.100a evolve: if the creature that entered (the triggering object, or its last known
    information if it left, 702.100c) has greater power or greater toughness than this
    creature, put a +1/+1 counter on this creature (checked again as it resolves, 603.4)."""


@dataclass(frozen=True)
class DrainOpponents:
    """702.101a extort, and "Each opponent loses N life. You gain life equal to the life lost this
    way.": each opponent loses `amount` life and you gain life equal to the total life lost this
    way."""

    amount: Value = 1


@dataclass(frozen=True)
class BecomeRenowned:
    """702.112a renown N: if this creature isn't renowned, put N +1/+1 counters on it and it
    becomes renowned (702.112b: until it leaves the battlefield)."""

    amount: int


@dataclass(frozen=True)
class Optional:
    """"You may EFFECT": a yes/no decision asked as it resolves (the scenario spec)."""

    effect: Effect
    who: PlayerRef | None = None  # "that player may ...": who decides (None: the controller)


@dataclass(frozen=True)
class MayPay:
    """"You may pay {2}{U}": the controller may pay mana as it resolves (608.2c); whether they
    did is what a following "if you do" checks."""

    mana: str
    payer: PlayerRef | None = None  # "... unless its controller pays {1}": another player may pay (608.2c)


@dataclass(frozen=True)
class GetEnergy:
    """"You get {E}{E}" (107.14): the controller gets that many energy counters."""

    amount: Value = 1


@dataclass(frozen=True)
class MayPayEnergy:
    """"You may pay {E}{E}" (107.14, 608.2c): only with that much energy; whether it was paid is
    what a following "if you do" checks."""

    amount: int


@dataclass(frozen=True)
class IfYouDo:
    """"If you do, EFFECT" ("if you don't" with `did` false): the effect happens only if the
    optional action just before it was carried out (608.2c)."""

    effect: Effect
    did: bool = True


@dataclass(frozen=True)
class Clash:
    """701.23b: "clash with an opponent": you choose an opponent and you both clash (701.23a: reveal
    the top card of your library, then you may put it on the bottom); you win if your card's mana
    value is higher than the other's (701.23d).  `IfWon` reads the outcome."""


@dataclass(frozen=True)
class FlipCoin:
    """705.1: "flip a coin": the controller wins or loses the flip, each with chance one half
    (705.2).  `IfWon` reads the outcome."""


@dataclass(frozen=True)
class IfWon:
    """"If you win, X" / "Otherwise, X" after a clash (`contest` "clash"), "If you win the flip,
    X" / "If you lose the flip, X" after a coin flip ("flip"): X happens if the outcome of the
    last clash or flip of this resolution was `won`."""

    effect: Effect
    won: bool = True
    contest: str = "clash"


@dataclass(frozen=True)
class ExileGraveyards:
    """"Exile all graveyards" (406.2): every card in every graveyard is exiled."""


@dataclass(frozen=True)
class ExtraTurn:
    """500.7: "take an extra turn after this one": the player takes a turn right after this one;
    the most recently created extra turn is taken first."""

    who: PlayerRef = You()
    count: int = 1


@dataclass(frozen=True)
class Conditional:
    """"If CONDITION, EFFECT" checked on resolution."""

    condition: Condition
    effect: Effect


Effect = object  # any of the effect dataclasses above


# --------------------------------------------------------------------------------------------
# Conditions
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class YouControl:
    filter: Filter
    at_least: int = 1


@dataclass(frozen=True)
class DuringYourTurn:
    pass


@dataclass(frozen=True)
class SelfAttacking:
    pass


@dataclass(frozen=True)
class OpponentLostLifeThisTurn:
    pass


@dataclass(frozen=True)
class TriggeringWasCreature:
    """Enduring Innocence: "if it was a creature" (last known information)."""


@dataclass(frozen=True)
class AtLeast:
    """A number compared with a fixed amount: "seven or more cards are in your graveyard"
    (threshold), "you have no cards in hand" (`at_most`: hellbent), "you have 10 or less life"."""

    value: Value
    amount: int
    at_most: bool = False


Condition = YouControl | DuringYourTurn | SelfAttacking | OpponentLostLifeThisTurn | TriggeringWasCreature | AtLeast


# --------------------------------------------------------------------------------------------
# Abilities (113)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Keyword:
    """A keyword ability (702): `name` such as "flying"; `cost` for ward, equip, cycling,
    flashback, madness; `qualities` for protection ("red", "multicolored", "Demon"); `amount`
    for the N of the keywords with a number (bushido N 702.45, rampage N 702.23, ...); `filter`
    for an enchant keyword that allows more than a card type ("Enchant creature you control",
    702.5a), its `qualities` then the noun its Aura calls what it enchants ("creature")."""

    name: str
    cost: str = ""
    qualities: tuple[str, ...] = ()
    text: str = ""
    amount: int = 0
    filter: Filter | None = None


#: 708.2a: the definition that gives a face-down spell or permanent its characteristics (a 2/2
#: creature with no name, text, subtypes or mana cost): its copiable values (613.2b, 707.2b).
FACE_DOWN_CARD = "face-down 2/2 creature"


@dataclass(frozen=True)
class Mode:
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class SpellAbility:
    """The effects of an instant or sorcery spell (113.3a)."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    choose_modes: int = 1  # 700.2: how many modes are chosen; at least this many with max_modes
    additional_cost: Cost | None = None
    text: str = ""
    max_modes: int = 0  # "Choose one or both —": up to this many (0: exactly choose_modes)
    repeat_modes: bool = False  # 700.2d: "You may choose the same mode more than once."


@dataclass(frozen=True)
class OverloadedSpell:
    """702.96a-b: the spell ability a spell cast for its overload cost has instead of its own:
    its text with every "target" changed to "each" (so it has no targets)."""

    spell: SpellAbility


@dataclass(frozen=True)
class Activated:
    """An activated ability (602).  Mana abilities (605.1a) set `mana=True`."""

    cost: Cost
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    mana: bool = False
    sorcery_speed: bool = False
    zone: str = "battlefield"
    only_your_turn: bool = False
    condition: Condition | None = None
    text: str = ""
    once_each_turn: bool = False  # "Activate only once each turn" (602.5b)
    # 602.5b: "Activate only during your upkeep" ("upkeep"), "... only during combat" ("combat"),
    # "... only before attackers are declared" ("before_attackers"): the part of the turn.
    only_during: str = ""
    times_each_turn: int = 0  # "Activate no more than twice each turn" (602.5b)
    any_player: bool = False  # "Any player may activate this ability" (602.2: the activator controls it)
    modes: tuple[Mode, ...] = ()  # a modal ability (700.2), chosen as it is activated (602.2b)
    choose_modes: int = 1
    max_modes: int = 0


@dataclass(frozen=True)
class Trigger:
    """What a triggered ability waits for (603.1).

    `event` is one of: "enters", "dies", "put_into_graveyard", "leaves", "attacks",
    "combat_damage_to_player", "damage_to_player", "damage_to_opponent" (any damage, 120.3),
    "step" (with `step` and `whose`), "cast" (with `who` and
    `spell`), "tapped_for_mana", "cycle", "becomes_target", "payment", "card_advantage",
    "turned_face_up" (708.8).
    `subject` filters the object the event is about; `self_only` limits it to this object.
    """

    event: str
    self_only: bool = False
    subject: Filter | None = None
    step: str = ""
    whose: str = "you"  # "you" | "any" | "opponent"
    who: str = "you"
    spell: Filter | None = None
    from_zone: str = ""
    first_each_turn: bool = False
    one_or_more: bool = False
    # The abilities keywords stand for: "if it had no COUNTER counters on it" (702.79a persist,
    # 702.93a undying: an intervening "if" on its last known information, which can't change
    # before the ability resolves).
    no_counter: str = ""
    # "last_counter_removed": "when the last COUNTER counter is removed from it" (702.63a vanishing).
    counter: str = ""
    attached: bool = False  # the subject is the permanent this Aura or Equipment is attached to (303.4, 301.5)
    # "chapter": a Saga's chapter ability (714.2b): "when one or more lore counters are put onto
    # this Saga, if the number of lore counters on it was less than `chapter` and became at least
    # `chapter`" (engine/sagas.py).
    chapter: int = 0


@dataclass(frozen=True)
class Triggered:
    """A triggered ability (603).  `condition` is an intervening "if" clause (603.4)."""

    trigger: Trigger
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    condition: Condition | None = None
    optional: bool = False
    once_each_turn: bool = False
    mana: bool = False  # a triggered mana ability (605.1b)
    text: str = ""
    modes: tuple[Mode, ...] = ()  # a modal ability (700.2), chosen as it is put on the stack (603.3c)
    choose_modes: int = 1
    max_modes: int = 0
    zone: str = "battlefield"  # 113.6m: "graveyard" for one that returns ~ from the graveyard


@dataclass(frozen=True)
class Static:
    """A static ability (604) generating a continuous effect or a rule."""

    effect: StaticEffect
    text: str = ""


@dataclass(frozen=True)
class Replacement:
    """A replacement effect generated by a static ability (614)."""

    effect: ReplacementEffect
    text: str = ""


Ability = Keyword | SpellAbility | Activated | Triggered | Static | Replacement


# --------------------------------------------------------------------------------------------
# Static effects (continuous effects from static abilities, 611.3)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Anthem:
    """Affected objects get +P/+T (7c) and gain keywords (6) while a condition holds.

    `affects`: "self", "attached" (enchanted/equipped), or a Filter of permanents.
    `granted`: abilities granted in quotes (113.1b-c, 613.1f): each is an ability of the
    affected permanent ("this creature" is that permanent), activated by its controller.
    """

    affects: str | Filter = "self"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    condition: Condition | None = None
    granted: tuple[Ability, ...] = ()
    # "~ gets +1/+0 for each artifact you control", "~ gets -X/-X, where X is your life total":
    # the P/T change applies this many times, counted continuously (611.3a, 613.4c)
    times: Value | None = None
    # "gets +1/+0 for each other Rat you control": the bonus is power and toughness times this
    # count (a CountOf, or a CountersOn its own source), counted as layer 7c applies (613.4c)
    per: Value | None = None


@dataclass(frozen=True)
class CreaturesAreTokens:
    """"All creatures are tokens." (Intangible Vibes): each creature permanent is a token while
    the ability applies (111.1); one that leaves the battlefield stays a token and ceases to
    exist (111.7-111.8, 704.5d)."""


@dataclass(frozen=True)
class TypeAddition:
    """"All Cats you control are Dogs in addition to their other types": the permanents matching
    `affects` get these card types and subtypes (205.1b, 613.1d layer 4)."""

    affects: Filter
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()


@dataclass(frozen=True)
class CharacteristicDefiningPT:
    """604.3, layer 7a: power and toughness defined by a value (Tarmogoyf)."""

    power: Value
    toughness: Value


@dataclass(frozen=True)
class CantAttackUnless:
    condition: Condition


@dataclass(frozen=True)
class CantAttackUnlessDefenderControls:
    """"~ can't attack unless defending player controls an Island": it may attack a player, or a
    planeswalker, only if that defending player (506.2) controls a permanent matching the filter
    (508.1c)."""

    filter: Filter


@dataclass(frozen=True)
class MustAttack:
    """"This creature attacks each combat if able": a requirement (508.1d); with `attached`,
    "Enchanted creature attacks each combat if able"; with a `condition`, only while it holds
    ("as long as ..., ~ ... attacks each combat if able", 611.3a)."""

    attached: bool = False
    condition: Condition | None = None


@dataclass(frozen=True)
class CantBeCountered:
    """"This spell can't be countered" / "~ can't be countered" (701.6b): a static ability that
    works while it is a spell on the stack."""


@dataclass(frozen=True)
class DoesntUntap:
    """"~ doesn't untap during your untap step", "enchanted creature doesn't untap during its
    controller's untap step", "creatures with power 3 or greater don't untap during their
    controllers' untap steps": an effect that keeps permanents tapped in the untap step (502.3)."""

    affects: str | Filter = "self"  # "self", "attached" or the permanents matching a filter


@dataclass(frozen=True)
class CantBlock:
    """"This creature can't block": a restriction (509.1a)."""


@dataclass(frozen=True)
class ControlAttached:
    """"You control enchanted creature": a control-changing effect (613.1b, layer 2) giving the
    permanent the Aura is attached to to the Aura's controller (engine/control.py)."""


@dataclass(frozen=True)
class AttachedCant:
    """"Enchanted creature can't attack or block, and its activated abilities can't be
    activated": restrictions on the permanent an Aura or Equipment is attached to (508.1c,
    509.1b, 602.5a)."""

    attack: bool = False
    block: bool = False
    activate: bool = False


@dataclass(frozen=True)
class CantBeBlocked:
    """"This creature can't be blocked": a restriction on blocking it (509.1b)."""


@dataclass(frozen=True)
class CombatRestriction:
    """"Target creature can't block this turn", "~ can't attack or block this turn", "target
    creature can't be blocked this turn": a restriction on the objects (locked in as it resolves)
    until end of turn (508.1c, 509.1b-c). `restriction`: "cant_attack", "cant_block",
    "cant_attack_or_block" or "cant_be_blocked"."""

    restriction: str
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class DoesntUntapNext:
    """"That creature doesn't untap during its controller's next untap step", "~ doesn't untap
    during your next untap step": each of the objects stays tapped during the next untap step of
    the player who controls it then (502.3); the effect ends after that step. `whose` "you":
    during the next untap step of the ability's controller."""

    what: ObjRef = Target(0)
    whose: str = "controller"  # "controller" | "you"


@dataclass(frozen=True)
class AttackTax:
    """"Creatures can't attack you unless their controller pays COST for each" (508.1d, 508.1h).
    `life` for a life payment instead of mana (Sivitri)."""

    mana: str = ""
    life: int = 0
    protects_planeswalkers: bool = False


@dataclass(frozen=True)
class CanBeYourCommander:
    """"~ can be your commander." (903.3d): a deck-building permission of the Commander variant,
    which the engine's games don't play (903.4f)."""


@dataclass(frozen=True)
class PlayFromGraveyard:
    """Crucible of Worlds: you may play lands from your graveyard.  Muldrotha: during each of
    your turns, a land and a permanent spell of each permanent type."""

    lands: bool = True
    permanent_types: tuple[str, ...] = ()
    once_each_turn: bool = False


@dataclass(frozen=True)
class KeepMana:
    """Upwelling: players don't lose unspent mana as steps and phases end (500.5)."""


@dataclass(frozen=True)
class GrantMadness:
    """702.35a, 611.3a: cards you own matching `filter` that aren't on the battlefield have madness,
    its cost their mana cost (Falkenrath Gorger)."""

    filter: Filter


@dataclass(frozen=True)
class GrantEscape:
    """702.138a, granted (Underworld Breach): "Each nonland card in your graveyard has escape. The
    escape cost is equal to the card's mana cost plus exile three other cards from your
    graveyard."  Each card in its controller's graveyard matching `filter` has escape, its cost
    the card's mana cost (none: unpayable, 118.6) and exiling `exile` other cards from that
    graveyard."""

    filter: Filter
    exile: int = 3


@dataclass(frozen=True)
class EquipCostReduction:
    """601.2f, 602.2b: equip abilities you activate that target this permanent cost {N} less
    (Fervent Champion)."""

    amount: int


@dataclass(frozen=True)
class CostChange:
    """Spells matching `spells` (cast by `who`: "any", "you", "opponents") cost N more
    (positive) or less (negative) to cast (601.2f), or `mana` more ("cost {B} more")."""

    amount: int
    spells: Filter = Filter()
    who: str = "any"
    mana: str = ""


@dataclass(frozen=True)
class CanBlockOnly:
    """"This creature can block only creatures with flying": a restriction on what it may
    block (509.1a-b)."""

    filter: Filter


@dataclass(frozen=True)
class CanBlockAdditional:
    """"This creature can block an additional creature each combat" (`count` more, 509.1a)."""

    count: int = 1


@dataclass(frozen=True)
class CanBlockAnyNumber:
    """"This creature can block any number of creatures" (509.1a)."""


@dataclass(frozen=True)
class CantBeBlockedByMoreThanOne:
    """"This creature can't be blocked by more than one creature": a restriction (509.1b)."""


@dataclass(frozen=True)
class AssignAsThoughUnblocked:
    """"You may have this creature assign its combat damage as though it weren't blocked": its
    controller may assign all its combat damage to the player or planeswalker it attacks
    (510.1a-c)."""


@dataclass(frozen=True)
class SequentialPhases:
    """Runed Terror: players take their phases sequentially (a turn-structure rule change)."""


@dataclass(frozen=True)
class PlayerRule:
    """A rule for players (`who`: "you", "opponents", "each"): "no_maximum_hand_size" (402.2),
    "hexproof" (702.11c: can't be the target of spells or abilities opponents control), "shroud"
    (702.18a: can't be the target of spells or abilities),
    "cant_gain_life" (119.7), "skip_draw_step" (614.1b, 500.11), "no_loss_for_life" ("you don't
    lose the game for having 0 or less life", 704.5a), "hand_revealed" ("your opponents play with
    their hands revealed": their hands are public, 402.3), "draw_from_anywhere" ("you may draw
    cards from anywhere in your library": each draw takes the card at a position of your choice)."""

    rule: str
    who: str = "you"


@dataclass(frozen=True)
class MaxHandSize:
    """"Your maximum hand size is two" (402.2)."""

    count: int
    who: str = "you"


@dataclass(frozen=True)
class ExtraLandPlays:
    """"You may play an additional land on each of your turns" (305.2a): players (`who`) may
    play `count` more lands on each of their turns."""

    count: int = 1
    who: str = "you"


@dataclass(frozen=True)
class UntargetableInGraveyards:
    """"Cards in graveyards can't be the targets of spells or abilities" (115.1, 101.2)."""


@dataclass(frozen=True)
class CastLimit:
    """"Each player can't cast more than one [noncreature] spell each turn"; "Each player who
    has cast a nonartifact spell this turn can't cast additional nonartifact spells" (101.2):
    players (`who`: "each", "opponents", "you") who have cast a spell matching `spells` this
    turn can't cast another one."""

    spells: Filter = Filter()
    who: str = "each"


@dataclass(frozen=True)
class DrawLimit:
    """"Each player can't draw more than one card each turn" (121.2b): `who` "each" or
    "opponents"; `most` 0 for "players can't draw cards" (121.3)."""

    who: str = "each"
    most: int = 1


@dataclass(frozen=True)
class CantCast:
    """"You can't cast creature spells", "Your opponents can't cast spells of the chosen color"
    (101.2, 601.3): players (`who`) can't cast spells matching `spells`."""

    spells: Filter
    who: str = "you"
    from_zones: tuple[str, ...] = ()  # "from graveyards or libraries": only cast from these zones
    during: str = ""  # "during combat" ("combat"), "during your turn" ("your_turn": its controller's)
    # "with mana value greater than the number of lands that player controls": only spells whose
    # mana value (X counted, 202.3e) is greater than the number of lands the caster controls
    above_lands: bool = False


@dataclass(frozen=True)
class AttackLimit:
    """"No more than one creature can attack each combat" (`defender` "any"), "No more than two
    creatures can attack you each combat" ("you": the controller, not their planeswalkers), "As
    long as ~ is tapped, ..." (`while_tapped`): a restriction on the declaration (508.1c)."""

    count: int
    defender: str = "any"
    while_tapped: bool = False


@dataclass(frozen=True)
class BlockLimit:
    """"No more than one creature can block each combat" (509.1b): at most `count` creatures block,
    all defending players together."""

    count: int


@dataclass(frozen=True)
class BlockLimitThisCombat:
    """"Each opponent can't block with more than one creature this combat" (509.1b): each of
    these players declares at most `count` blockers this combat."""

    who: PlayerRef
    count: int = 1


@dataclass(frozen=True)
class CantEnterFrom:
    """Grafdigger's Cage: "Creature cards in graveyards and libraries can't enter the
    battlefield" (101.2): cards matching `filter` in these zones don't move."""

    filter: Filter
    zones: tuple[str, ...]


@dataclass(frozen=True)
class SorceryTimingOnly:
    """"Each opponent can cast spells only any time they could cast a sorcery" (307.5)."""

    who: str = "opponents"


@dataclass(frozen=True)
class CastOnly:
    """"Cast this spell only during combat after blockers are declared" and the like (601.3,
    506.7): `when` is one of CAST_ONLY_WHEN."""

    when: str


#: The times a CastOnly allows (601.3, 506.7a-d): "combat", "before_blockers" (during combat
#: before blockers are declared), "after_blockers", "declare_attackers" (the step),
#: "declare_attackers_attacked" (and only if you've been attacked this step), "declare_blockers",
#: "your_turn", "opponents_turn_after_upkeep", "another_spell" (only if you've cast another spell
#: this turn).
CAST_ONLY_WHEN = ("combat", "before_blockers", "after_blockers", "declare_attackers", "declare_attackers_attacked",
                  "declare_blockers", "your_turn", "opponents_turn_after_upkeep", "another_spell")


@dataclass(frozen=True)
class CantActivate:
    """"Activated abilities of artifacts [your opponents control] can't be activated" (602.5):
    of the permanents matching `filter`, mana abilities included."""

    filter: Filter


@dataclass(frozen=True)
class EnteringDoesntTrigger:
    """Torpor Orb: "Creatures entering the battlefield don't cause abilities to trigger"
    (603.2, 603.6a): a permanent matching `filter` entering triggers nothing."""

    filter: Filter


@dataclass(frozen=True)
class SelfCostChange:
    """"This spell costs {N} less to cast for each ..." / "... if CONDITION" (601.2f): a
    spell's own cost reduction (`amount` negative) or increase, times `per` if given, when
    `condition` holds if given; it works as the card is cast."""

    amount: int
    per: Value | None = None
    condition: Condition | None = None


@dataclass(frozen=True)
class AlternativeCost:
    """"[If CONDITION, ]you may [pay MANA / pay N life / sacrifice a Mountain] rather than pay this
    spell's mana cost" (118.9, 601.2b): the card may be cast for `mana` (empty: {0}) and the
    other costs in `cost`."""

    mana: str = ""
    cost: Cost | None = None
    condition: Condition | None = None
    free: bool = False  # "you may cast it without paying its mana cost" (118.9)


@dataclass(frozen=True)
class FirstSpellThisGame:
    """"If this spell is the first spell you've cast this game" (checked as it is cast: no
    spell cast before it this game by its caster)."""


@dataclass(frozen=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, discard a card" on a permanent card (601.2b,
    601.2f; an instant's or sorcery's is its SpellAbility's `additional_cost`)."""

    cost: Cost


@dataclass(frozen=True)
class FlashForMore:
    """"You may cast ~ as though it had flash if you pay {2} more to cast it" (601.3c, 601.2f)."""

    mana: str


@dataclass(frozen=True)
class FlashPermission:
    """"You may cast [sorcery] spells as though they had flash" (601.3b, 702.8a); Teferi, Druid
    of Argoth's "Creature cards you own that aren't on the battlefield have flash": `who` may
    cast spells matching `spells` any time they could cast an instant."""

    spells: Filter = Filter()
    who: str = "you"


@dataclass(frozen=True)
class UntapLimit:
    """"Players can't untap more than one creature during their untap steps" (502.3): of the
    permanents matching `filter`, players (`who`) untap at most `count`; `while_untapped`: "as
    long as ~ is untapped"."""

    count: int
    filter: Filter = Filter()
    who: str = "each"
    while_untapped: bool = False


@dataclass(frozen=True)
class FlashIf:
    """"As long as you control a green or blue permanent, you may cast ~ as though it had flash",
    "If you control a creature with power 4 or greater, you may cast ~ as though it had flash"
    (601.3d): the card may be cast any time its owner could cast an instant while `condition`
    holds."""

    condition: Condition


@dataclass(frozen=True)
class BeginOnBattlefield:
    """"If this card is in your opening hand, you may begin the game with it on the
    battlefield" (103.6a): read from the hand as the game starts."""


@dataclass(frozen=True)
class ExileHandWhenYouCouldMulligan:
    """"Any time you could mulligan and ~ is in your hand, you may exile all the cards from your
    hand, then draw that many cards." (Serum Powder): an action taken as its owner would declare
    whether they take a mulligan (103.5b), read from the hand."""


StaticEffect = object


# --------------------------------------------------------------------------------------------
# Replacement effects (614)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EntersTapped:
    """614.1c: "enters tapped"; with `unless_pay_life`, "as this enters, you may pay N life.
    If you don't, it enters tapped" (614.12)."""

    unless_pay_life: int = 0
    unless: object = None  # 614.1d: "enters tapped unless CONDITION", checked as it would enter
    if_played_from_hand: bool = False  # "enters tapped if it was played from your hand" (305.1)


@dataclass(frozen=True)
class EntersWithCounters:
    """614.1c: "enters with N KIND counters on it"; `condition`: only if it holds as it would
    enter ("if ~ was kicked, it enters with ...", 702.33d); `per_kick`: N for each time it was
    kicked (702.33e)."""

    kind: str = "+1/+1"
    count: Value = 1
    condition: object = None
    per_kick: bool = False


@dataclass(frozen=True)
class ChooseAsEnters:
    """614.12c: "As ~ enters, choose a color" (`what` "color") or "choose a creature type"
    ("creature type"): chosen as it enters, remembered by the permanent (GameObject.chosen) and
    read by "the chosen color", "the chosen type" (Filter.chosen_color, chosen_type)."""

    what: str


@dataclass(frozen=True)
class EntersAsCopy:
    """Clone (707.5): you may have this enter as a copy of a permanent matching `filter`."""

    filter: Filter = Filter(types=("Creature",))


@dataclass(frozen=True)
class ShuffleIntoLibraryInstead:
    """Darksteel Colossus: if it would be put into a graveyard from anywhere, shuffle instead."""


@dataclass(frozen=True)
class ExtraCounters:
    """614.1a, 122.6: if one or more `kind` counters would be put on a creature (one `yours`
    controls), that many times `factor` plus `extra` are put on it instead (Hardened Scales: plus
    one; Corpsejack Menace: twice that many; Vizier of Remedies: minus one)."""

    kind: str = "+1/+1"
    extra: int = 1
    factor: int = 1
    yours: bool = True


@dataclass(frozen=True)
class DoubleTappedMana:
    """Mana Reflection (106.12b): a permanent you tap for mana produces twice as much."""


@dataclass(frozen=True)
class LandsProduceInstead:
    """106.12b: a land tapped for mana produces `mana` instead of any other type and amount
    (Contamination: one {B}), or with `keep_amount` as much mana as it would, all of that type
    ("instead of any other type", Infernal Darkness)."""

    mana: str = "B"
    keep_amount: bool = False


@dataclass(frozen=True)
class ReplaceDraw:
    """"If you would draw a card, EFFECT instead" (614.11); `except_first`: "except the first one
    they draw in each of their draw steps" (504.1: the draw step's own draw isn't replaced)."""

    effects: tuple[Effect, ...]
    who: str = "you"
    except_first: bool = False


@dataclass(frozen=True)
class DiscardInsteadOfDraw:
    """Chains of Mephistopheles: "If a player would draw a card except the first one they draw in
    each of their draw steps, that player discards a card instead. If the player discards a card
    this way, they draw a card. If the player doesn't discard a card this way, they mill a card."
    (614.11; `who` relative to the controller; `except_first`: 504.1's draw isn't replaced)."""

    who: str = "each"
    except_first: bool = True


@dataclass(frozen=True)
class LifeFloor:
    """"Damage that would reduce your life total to less than 1 reduces it to 1 instead"
    (614.1a, 120.3a); with a `condition` ("if you control a creature, ...", Serra the Benevolent's
    emblem), only while it holds."""

    who: str = "you"
    condition: object = None


@dataclass(frozen=True)
class LifeGainMultiplier:
    """"If you would gain life, you gain twice that much life instead" (614.1a)."""

    who: str = "you"
    factor: int = 2


@dataclass(frozen=True)
class TokenMultiplier:
    """"If an effect would create one or more tokens under your control, it creates twice that
    many of those tokens instead" (614.1a)."""

    who: str = "you"
    factor: int = 2


@dataclass(frozen=True)
class ExileInsteadOfGraveyard:
    """Rest in Peace: "If a card or token would be put into a graveyard from anywhere, exile it
    instead"; Leyline of the Void: "If a card would be put into an opponent's graveyard from
    anywhere, exile it instead" (614.1a, 614.6): `whose` graveyard ("any", "opponents"), and
    whether tokens are exiled too."""

    whose: str = "any"
    tokens: bool = False


@dataclass(frozen=True)
class UncastCreaturesExiled:
    """Containment Priest: "If a nontoken creature would enter and it wasn't cast, exile it
    instead" (614.1a)."""


@dataclass(frozen=True)
class OthersEnterTapped:
    """"Creatures your opponents control enter the battlefield tapped", "Nonbasic lands your
    opponents control enter tapped" (614.1d): permanents matching `filter` (printed types and
    supertypes, the player they would enter under) enter tapped."""

    filter: Filter


ReplacementEffect = object


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Face:
    """One face's printed characteristics and abilities (109.3, 712.2)."""

    name: str
    mana_cost: str | None = None
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None  # None: from mana cost (202.2)
    power: str | None = None
    toughness: str | None = None
    loyalty: int | None = None
    abilities: tuple[Ability, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class CardDef:
    """A card: its layout and faces (front first).  `layout` as in MTGJSON: normal, modal_dfc,
    transform, adventure, token."""

    name: str
    faces: tuple[Face, ...]
    layout: str = "normal"
    playtest: bool = False
    source: str = "hand-written"
    reason: str = ""  # why the definition is hand-written rather than compiled
    legacy: tuple[LegacyOption, ...] = ()
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def front(self) -> Face:
        return self.faces[0]


@dataclass(frozen=True)
class LegacyOption:
    """One of Built Bear's circle-able options: its scenario/decklist name, points and what it
    adds to the printed card."""

    name: str
    points: int
    ability: Ability | None = None
    power: int = 0
    toughness: int = 0


# --------------------------------------------------------------------------------------------
# Casting and cost keywords (702.24, 702.27, 702.30, 702.33): their conditions and effects
# --------------------------------------------------------------------------------------------

#: Keywords that are optional additional costs paid as the spell is cast (601.2b, 601.2f):
#: kicker (702.33a), multikicker (702.33c, any number of times), buyback (702.27a) and replicate
#: (702.56a, any number of times).
OPTIONAL_ADDITIONAL_COSTS = ("kicker", "multikicker", "buyback", "replicate")


@dataclass(frozen=True)
class Kicked:
    """702.33d-e: "if ~ was kicked", "if it was kicked", "if this spell was kicked": a kicker
    cost of this object was paid as it was cast (a permanent remembers it from its spell)."""


@dataclass(frozen=True)
class CameUnderControlSinceLastUpkeep:
    """702.30a (echo): this permanent came under its controller's control since the beginning
    of their last upkeep."""


@dataclass(frozen=True)
class SacrificeUnlessPays:
    """"Sacrifice ~ unless you pay [mana]" (118.12), the mana `times` over: echo (702.30a) pays
    it once, cumulative upkeep (702.24a) once for each age counter on it."""

    mana: str
    times: Value = 1


@dataclass(frozen=True)
class AlternativeCostPaid:
    """"If its evoke cost was paid" (702.74a), "if its dash cost was paid" (702.109a): the spell
    this permanent was had been cast for the alternative cost of that keyword."""

    keyword: str


@dataclass(frozen=True)
class AlternativeCostNotPaid:
    """"unless it escaped" (702.138c: Uro's "sacrifice it unless it escaped"): the spell this
    permanent was wasn't cast for the alternative cost of that keyword (or it wasn't cast)."""

    keyword: str


@dataclass(frozen=True)
class CastWithoutSorceryTiming:
    """"If you cast it any time a sorcery couldn't have been cast" (307.5a): the spell this
    permanent was had been cast as though it had flash outside its caster's sorcery timing."""


@dataclass(frozen=True)
class FlashWithSacrifice:
    """"You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have
    been cast, the controller of the permanent it becomes sacrifices it at the beginning of the
    next cleanup step." (601.3, 307.5a): the permission; the sacrifice is a triggered ability
    of its own."""


@dataclass(frozen=True)
class Cascade:
    """702.85a: exile cards from the top of your library until you exile a nonland card whose
    mana value is less than this spell's; you may cast it without paying its mana cost if the
    resulting spell's mana value is less than this spell's; then put the exiled cards that
    weren't cast on the bottom of your library in a random order."""


@dataclass(frozen=True)
class CastSelfWithoutPaying:
    """702.88a (rebound): "you may cast this card from exile without paying its mana cost"."""


@dataclass(frozen=True)
class RemoveTimeCounter:
    """702.62a (suspend): "if this card is suspended, remove a time counter from it" (its upkeep
    trigger; engine/suspend.py)."""


@dataclass(frozen=True)
class CastSuspended:
    """702.62a (suspend): "When the last time counter is removed from this card, if it's exiled,
    you may play it without paying its mana cost if able.  If you don't, it remains exiled.  If
    you cast a creature spell this way, it gains haste until you lose control of the spell or the
    permanent it becomes." """


# Combat restrictions on who may block whom, and on attacking or blocking alone (509.1b, 506.5).


@dataclass(frozen=True)
class CantBeBlockedBy:
    """"~ can't be blocked by creatures with power 2 or less", "~ can't be blocked by Walls": no
    creature matching one of `filters` may block it; with `only`, "~ can't be blocked except by
    creatures with flying or reach": only a creature matching one of them may (509.1b)."""

    filters: tuple[Filter, ...]
    only: bool = False


@dataclass(frozen=True)
class CantBeBlockedByLesserPower:
    """"Creatures with power less than ~'s power can't block it": a restriction on blocking it,
    comparing the powers as blockers are declared (509.1b)."""


@dataclass(frozen=True)
class CantBlockCreatures:
    """"~ can't block creatures with power 2 or greater": it may block only attackers that don't
    match `filter` (509.1b)."""

    filter: Filter


@dataclass(frozen=True)
class CantBeBlockedWhileDefenderControls:
    """"~ can't be blocked as long as defending player controls an artifact": no creature may
    block it while the defending player (506.2), the blockers' controller, controls a permanent
    matching `filter` (509.1b)."""

    filter: Filter


@dataclass(frozen=True)
class CantAttackOrBlockAlone:
    """"~ can't attack alone", "~ can't block alone", "~ can't attack or block alone": it may be
    declared as an attacker (`attack`) or a blocker (`block`) only if another creature is too
    (506.5, 508.1c, 509.1b)."""

    attack: bool = False
    block: bool = False


# Combat requirements (508.1d, 509.1c): the declaration obeys as many as it can.


@dataclass(frozen=True)
class MustBeBlockedByAll:
    """"All creatures able to block ~ do so" (or, with `attached`, "... enchanted creature do
    so"): a requirement on each creature able to block it (509.1c)."""

    attached: bool = False


@dataclass(frozen=True)
class MustBeBlocked:
    """"~ must be blocked if able": a requirement that at least one creature blocks it (509.1c)."""


@dataclass(frozen=True)
class BlocksEachCombat:
    """"~ blocks each combat if able": a requirement on it (509.1c)."""


@dataclass(frozen=True)
class CombatRequirement:
    """A requirement on the objects (locked in as it resolves) until end of turn (508.1d, 509.1c,
    514.2): "target creature attacks this turn if able" (`requirement` "attack"), "target
    creature blocks this turn if able" ("block"), "target creature blocks ~ this turn if able"
    ("block_source": it blocks the source of the effect), "all creatures able to block target
    creature this turn do so" ("lure"), "target creature must be blocked this turn if able"
    ("must_be_blocked")."""

    requirement: str
    what: ObjRef = Target(0)
    this_combat: bool = False  # "this combat": it ends with the combat phase (511.3), not the turn


@dataclass(frozen=True)
class RemoveFromCombat:
    """"Remove it from combat": the creature stops being an attacking, blocking, blocked or
    unblocked creature (506.4)."""

    what: ObjRef = Self()


@dataclass(frozen=True)
class CreaturesCant:
    """"Creatures without flying can't attack", "Non-Eye creatures you control can't attack",
    "Creatures with power greater than the number of cards in your hand can't attack": each
    creature matching `filter` (seen from this permanent; with `power_greater_than`, only those
    whose power is greater than that value) can't attack (508.1c) or block (509.1b)."""

    filter: Filter
    attack: bool = False
    block: bool = False
    power_greater_than: Value | None = None


@dataclass(frozen=True)
class CreaturesCanBlockOnly:
    """"Creatures with flying can block only creatures with flying", "Enchanted creature can
    block only creatures with flying" (`attached`): a restriction on what those creatures may
    block (509.1b)."""

    blockers: Filter
    attackers: Filter
    attached: bool = False


@dataclass(frozen=True)
class CreaturesBlocking:
    """"For each creature blocking it": the number of creatures blocking this creature as the
    ability resolves (509.1h, 702.23b)."""


@dataclass(frozen=True)
class CreaturesCanBlockAdditional:
    """"Each creature you control can block an additional creature each combat": each creature
    matching `filter` may block `count` more attackers (509.1a)."""

    filter: Filter
    count: int = 1


@dataclass(frozen=True)
class AssignsCombatDamageBy:
    """"Each creature you control assigns combat damage equal to its toughness rather than its
    power": each creature matching `filter` assigns combat damage equal to `quantity`
    ("toughness" or "mana_value") instead of its power (510.1a); conflicting ones apply in
    timestamp order (613.11)."""

    filter: Filter
    quantity: str


@dataclass(frozen=True)
class ExileFromOwnGraveyard:
    """"Target player exiles a card from their graveyard" (406.2): each player `who` names
    chooses `count` cards in their own graveyard (all of them if they have fewer) and exiles
    them."""

    who: PlayerRef = TargetPlayer(0)
    count: int = 1


@dataclass(frozen=True)
class DestroyedThisWay:
    """The number of permanents the "destroy all" before it in the same resolution destroyed
    ("for each creature destroyed this way"): those that left the battlefield (a regenerated one
    wasn't destroyed, 701.19a), with any of `types` (all of them if empty: "permanent")."""

    types: tuple[str, ...] = ()


@dataclass(frozen=True)
class LoseUnspentMana:
    """"That player loses all unspent mana" (106.4): the player's mana pool empties."""

    who: PlayerRef = TargetPlayer(0)


@dataclass(frozen=True)
class AdditionalPhases:
    """500.8: "After this main phase, there is an additional combat phase followed by an
    additional main phase" (`phases` ("combat", "main2"), `after_main`: only if it resolves in a
    main phase), "After this phase, there is an additional combat phase" (("combat",))."""

    phases: tuple[str, ...]
    after_main: bool = False


@dataclass(frozen=True)
class CounterAbility:
    """701.6a: "counter target activated or triggered ability": it is removed from the stack."""

    what: Target = Target(0)


@dataclass(frozen=True)
class NewHand:
    """"Each player shuffles the cards from their hand into their library, then draws that many
    cards" (`how` "shuffle", 701.24), "... discards all the cards in their hand, then draws that
    many cards" (`how` "discard", 701.9): each player first puts away their whole hand, in APNAP
    order (101.4), then each draws as many cards as they put away, plus `plus` (121.1)."""

    who: PlayerRef = You()
    how: str = "shuffle"
    plus: int = 0


@dataclass(frozen=True)
class Difference:
    """"3 minus the number of cards in their hand", "the number of cards in their hand minus 4":
    `first` minus `second`, and 0 instead of a negative result (107.1b)."""

    first: Value
    second: Value


@dataclass(frozen=True)
class DrawUpTo:
    """"Each player may draw up to two cards. For each card less than two a player draws this way,
    that player gains 2 life." (Temporary Truce): each player chooses how many, in APNAP order
    (101.4), then each draws that many and gains `life` for each card fewer than `most`."""

    who: PlayerRef = EachPlayer()
    most: int = 2
    life: int = 0


@dataclass(frozen=True)
class ColorsSpent:
    """Converge (207.2c): "the number of colors of mana spent to cast this spell" (702.44b
    counts the same way), as it resolves."""


@dataclass(frozen=True)
class NoMoreThan:
    """"If its mana value is less than or equal to the number of colors of mana spent to cast
    this spell": a number compared with another, as it resolves."""

    value: Value
    limit: Value


@dataclass(frozen=True)
class ValueIf:
    """"~ deals 6 damage instead if CONDITION": `then` if the condition holds as it resolves,
    `otherwise` else."""

    condition: Condition
    then: Value
    otherwise: Value


@dataclass(frozen=True)
class NamedInGraveyards:
    """"The number of cards named ~ in each graveyard" / "in all graveyards": cards with its own
    name (201.2) in every graveyard."""


#: "any number of target creatures" (115.1, 601.2c): a target slot without a fixed most
ANY_NUMBER = 10_000


@dataclass(frozen=True)
class ReturnedToHandThisWay:
    """"For each card returned to your hand this way": the cards the "return ... to their
    owners' hands" before it in the same resolution put into its controller's hand."""


@dataclass(frozen=True)
class GainProtection:
    """"Target creature gains protection from artifacts until end of turn" (702.16a, layer 6):
    the protection keyword with these qualities, locked in to the objects as it begins."""

    what: ObjRef = Target(0)
    qualities: tuple[str, ...] = ()
    duration: str = "end_of_turn"


@dataclass(frozen=True)
class UntapChosen:
    """"Untap up to two lands" (701.26b): its controller chooses up to `count` permanents that
    match (not targeted) as it resolves, and they untap."""

    filter: Filter
    count: int = 1


@dataclass(frozen=True)
class CreaturesCantBeBlockedByMoreThanOne:
    """"Each creature you control can't be blocked by more than one creature" (509.1b)."""

    filter: Filter


@dataclass(frozen=True)
class GroupCombatRestriction:
    """"Creatures without flying can't block this turn": until end of turn, each creature
    matching `filter` (as each declaration is made, so also one that arrives later, 611.2c)
    can't attack, block, or either (`restriction`: "cant_attack", "cant_block",
    "cant_attack_or_block"; 508.1c, 509.1b)."""

    filter: Filter
    restriction: str


@dataclass(frozen=True)
class BecomeArtifactCreature:
    """702.122a (crew): "This permanent becomes an artifact creature until end of turn" (layer 4,
    613.1d); a Vehicle then has its printed power and toughness (301.7b)."""


@dataclass(frozen=True)
class OpponentsAttacked:
    """702.121a (melee): the number of opponents its controller attacked with a creature this
    combat (players attacked, not planeswalkers; counted as the ability resolves)."""


@dataclass(frozen=True)
class BlockableDespiteLandwalk:
    """"Creatures with islandwalk can be blocked as though they didn't have islandwalk": the
    landwalk ability `walk` doesn't stop blocks (702.14c, 509.1b)."""

    walk: str


@dataclass(frozen=True)
class CanBlockShadow:
    """"~ can block creatures with shadow as though ~ had shadow" (702.28b)."""


@dataclass(frozen=True)
class SpellsCastLastTurn:
    """"If no spells were cast last turn" (`most=0`), "if a player cast two or more spells last
    turn" (`least=2`, `by_one_player`): the spells cast during the previous turn (the
    werewolves' intervening "if", 603.4), counted in all or by each player."""

    least: int = 0
    most: int | None = None
    by_one_player: bool = False


@dataclass(frozen=True)
class AttackedYouLastTurn:
    """"If that player attacked you during their last turn" (508.1): `who` declared a creature
    attacking the controller during their most recent turn (attacking only planeswalkers, or
    only with creatures put onto the battlefield attacking, doesn't count)."""

    who: PlayerRef


@dataclass(frozen=True)
class SameColors:
    """"Unless either one is a color the other isn't" (105.2): the objects chosen for this target
    slot have exactly the same colors (both colorless too), read as it resolves (608.2b: an
    illegal target's colors still count; one that left, as it last existed)."""

    what: Target


@dataclass(frozen=True)
class NoManaSpentToCast:
    """"If no mana was spent to cast it" (601.2h): the spell a cast trigger is about was cast
    paying no mana (for free, or with its whole cost paid otherwise: convoke, delve)."""


@dataclass(frozen=True)
class TargetsMatching:
    """"This spell costs {2} less to cast if it targets a blue spell" (601.2f): one of the
    spell's targets fits `filter` (a spell on the stack for `kind` "spell", else a permanent).
    Read as the total cost is determined, after the targets are chosen (601.2c)."""

    filter: Filter
    kind: str = "permanent"


@dataclass(frozen=True)
class OpponentCastThisTurn:
    """"If an opponent cast three or more spells this turn" (`least`), "if an opponent cast a
    blue spell this turn" (`colors`): one opponent of the controller cast that many spells of
    those colors (any of them) this turn; a spell counts once cast (601.2i), resolved or not."""

    least: int = 1
    colors: tuple[str, ...] = ()


@dataclass(frozen=True)
class ActivatedThisTurn:
    """"If this ability has been activated four or more times this turn" (Dragon Whelp): the
    resolving ability of this object was activated at least `times` times this turn, this
    activation included (602.1: each activation puts it on the stack)."""

    times: int


@dataclass(frozen=True)
class ObjectMatches:
    """"Counter target spell if it's red" (Hydroblast): the object referred to fits `filter`
    when the condition is checked (on resolution, 608.2c), whatever it was when targeted."""

    what: object
    filter: Filter


@dataclass(frozen=True)
class HasAbilityOtherThanKeywords:
    """"Exile target creature if it has any abilities other than keywords" (TL;DR): the object
    referred to has an ability (113.1) that isn't a keyword ability (702), checked as the effect
    happens (608.2c)."""

    what: object


@dataclass(frozen=True)
class LevelCounters:
    """711.2a-b: this permanent has at least `least` level counters and, unless `most` is None
    ("LEVEL N+"), no more than `most`."""

    least: int
    most: int | None = None


@dataclass(frozen=True)
class SetBasePT:
    """A static ability of the permanent itself: "it has base power and toughness P/T" while
    `condition` holds (layer 7b, 613.4b): a leveler's striation (711.2a-b)."""

    power: int
    toughness: int
    condition: object = None
# --------------------------------------------------------------------------------------------
# Players' zones and counted characteristics (Mystery Booster 2 reprints, A-K)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ExileGraveyard:
    """406.2: "exile target player's graveyard", "exile all cards from target player's
    graveyard": every card in that player's graveyard is exiled at once."""

    who: PlayerRef = TargetPlayer(0)


@dataclass(frozen=True)
class Flip:
    """710: "flip ~": a flip card's permanent becomes flipped (110.5), its alternative (bottom)
    half's characteristics applying from then on (710.2), for good (710.4)."""

    what: object = Self()


# --------------------------------------------------------------------------------------------
# Keyword mechanics (702, 701, 724): the effects of the abilities these keywords stand for
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SearchSameManaValue:
    """702.53a (transmute): "Search your library for a card with the same mana value as the
    discarded card, reveal that card, and put it into your hand.  Then shuffle." """


@dataclass(frozen=True)
class ExileTopOfLibrary:
    """702.115a (ingest): "that player exiles the top card of their library"."""

    who: PlayerRef = TriggeringPlayer()
    count: Value = 1


@dataclass(frozen=True)
class CreateGermAndAttach:
    """702.92a (living weapon): "create a 0/0 black Phyrexian Germ creature token, then attach
    this Equipment to it"."""


@dataclass(frozen=True)
class BecomeMonarch:
    """725.1: "you become the monarch" (the current monarch ceases to be, 725.3)."""

    who: PlayerRef = You()


@dataclass(frozen=True)
class CardsMatching:
    """The number of cards in your graveyard (404.1) that match a filter: "the number of creature
    cards in your graveyard", "three or more land cards in your graveyard"; with `every_player`,
    in all graveyards ("the number of creature cards in all graveyards", Mortivore)."""

    filter: Filter
    zone: str = "graveyard"
    every_player: bool = False


@dataclass(frozen=True)
class InsteadIf:
    """"Add {B}{B}{B}. Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your
    graveyard.": later text modifying earlier text (608.2c): `effect` if the condition holds as
    it resolves, `otherwise` (the earlier instruction) if not."""

    condition: Condition
    effect: Effect
    otherwise: Effect
    optional: bool = False  # "If CONDITION, you may EFFECT instead": its controller chooses which


@dataclass(frozen=True)
class WasStartingPlayer:
    """"If you weren't the starting player" (103.1): whether the controller is the player who
    took the game's first turn (`negated`: isn't)."""

    negated: bool = False


@dataclass(frozen=True)
class LookAtTopPutOntoBattlefield:
    """"Look at the top six cards of your library. Put up to two creature cards with mana value 3
    or less from among them onto the battlefield. Put the rest on the bottom of your library in
    any order." (401.5 looking; the chosen cards enter together; `rest` as LookAtTopMayReveal's)."""

    count: int
    filter: Filter
    up_to: int = 1
    rest: str = "bottom"


@dataclass(frozen=True)
class CardsInHandOf:
    """The number of cards in a player's hand (402.3: the number is public): "the number of
    cards in their hand"."""

    who: PlayerRef


@dataclass(frozen=True)
class OpponentCount:
    """"The number of opponents you have" (102.2): the players still in the game who are its
    controller's opponents."""


@dataclass(frozen=True)
class Sum:
    """"for each land you control and each land card in your graveyard", "2 plus the number of
    cards named ~ in all graveyards": the values added."""

    parts: tuple


@dataclass(frozen=True)
class Minus:
    """"... minus 4": a value less a fixed amount; 107.1b: a result below zero is zero."""

    value: Value
    amount: int


@dataclass(frozen=True)
class GainProtectionOfChoice:
    """"Target creature you control gains protection from the color of your choice until end of
    turn" (702.16a): the color is chosen as it resolves; with `colorless`, "protection from
    colorless or from the color of your choice" (colorless is one more choice)."""

    what: ObjRef = Target(0)
    colorless: bool = False
    duration: str = "end_of_turn"


@dataclass(frozen=True)
class Flicker:
    """"Exile target creature you control, then return that card to the battlefield under its
    owner's control": each object is exiled, then the cards it became (400.7) return to the
    battlefield as new permanents (`under` "owner" or "you"); a token exiled ceases to exist and
    doesn't return (111.7, 111.8)."""

    what: ObjRef = Target(0)
    under: str = "owner"


@dataclass(frozen=True)
class LoseGame:
    """"You lose the game" (104.3e)."""

    who: PlayerRef = You()


@dataclass(frozen=True)
class DamagingCreatureControllerBecomesMonarch:
    """725.2: the monarch's second inherent ability: "Whenever a creature deals combat damage to
    the monarch, its controller becomes the monarch"."""


@dataclass(frozen=True)
class IsMonarch:
    """725: "if you're the monarch" (`who` "you"), "if an opponent is the monarch" ("opponent")."""

    who: str = "you"


@dataclass(frozen=True)
class HasCitysBlessing:
    """702.131c: "if you have the city's blessing"; with `negated`, "if you don't have the
    city's blessing"."""

    negated: bool = False


@dataclass(frozen=True)
class EncodeOnCreature:
    """702.99a (cipher), the spell ability, last of the spell's instructions: "If this spell is
    represented by a card, you may exile this card encoded on a creature you control"."""


@dataclass(frozen=True)
class CastEncodedCopy:
    """702.99a (cipher), the ability the creature has: "you may copy the encoded card and you may
    cast the copy without paying its mana cost" (the encoded card: the trigger's reference)."""


@dataclass(frozen=True)
class CastCopyOf:
    """707.12: "You may copy the exiled card. If you do, you may cast the copy without paying its
    mana cost." (Isochron Scepter, Spellbinder): `what` is the card copied (in exile)."""

    what: ObjRef = ExiledWith()


@dataclass(frozen=True)
class ExileFromHand:
    """"You may exile an instant card with mana value 2 or less from your hand" (Isochron
    Scepter's imprint): its controller chooses a card matching `filter` as it resolves (none if
    they have none); `linked`: the card is "the exiled card" of a linked ability (607.2a)."""

    filter: Filter = Filter()
    linked: bool = False


@dataclass(frozen=True)
class GainAbilities:
    """613.1f (layer 6): "~ gains "{T}: Add {C}."" (Urza's Saga's chapter I): the permanent gains
    the abilities in quotes (113.1b-c: compiled as its own), for `duration` ("permanent": no
    duration, as long as it stays on the battlefield, 611.2a)."""

    granted: tuple = ()
    what: ObjRef = Self()
    duration: str = "permanent"


@dataclass(frozen=True)
class ReflexiveTrigger:
    """603.12: "[action]. When you do, ..." (a reflexive triggered ability): if the action before it
    was done ("you may sacrifice another creature", "Sacrifice a creature", "you may pay {2}{R}",
    "you may discard a nonland card"), `ability` triggers, its targets chosen as it is put on the
    stack (603.3d); "that creature" is the creature sacrificed (its last known information)."""

    ability: object  # a Triggered with Trigger("reflexive")


@dataclass(frozen=True)
class LastKnownMatches:
    """"If the sacrificed creature was a Hamster" (608.2h): the object as it last existed had these
    types or subtypes (`filter`'s types and subtypes only)."""

    what: object
    filter: Filter


@dataclass(frozen=True)
class Ripple:
    """702.60a: "you may reveal the top N cards of your library, or, if there are fewer than N cards
    in your library, you may reveal all the cards in your library.  If you reveal cards from your
    library this way, you may cast any of those cards with the same name as this spell without
    paying their mana costs, then put all revealed cards not cast this way on the bottom of your
    library in any order." """

    amount: int


@dataclass(frozen=True)
class Detain:
    """701.35a: "detain target creature an opponent controls": until the next turn of this
    effect's controller, the permanents can't attack or block and their activated abilities can't
    be activated."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class Exploit:
    """702.110a (exploit): "you may sacrifice a creature"; 702.110b: if one is sacrificed this
    way, this creature "exploits a creature" (its "When ~ exploits a creature" abilities trigger)."""


@dataclass(frozen=True)
class Monstrosity:
    """701.37a: "Monstrosity N": "If this permanent isn't monstrous, put N +1/+1 counters on it and
    it becomes monstrous" (701.37c: an X is the value chosen for the ability's cost)."""

    amount: Value


@dataclass(frozen=True)
class IsMonstrous:
    """701.37b: "as long as ~ is monstrous", "if ~ is monstrous"."""


@dataclass(frozen=True)
class Proliferate:
    """701.34a: "choose any number of permanents and/or players that have a counter, then give
    each one additional counter of each kind that permanent or player already has"."""


@dataclass(frozen=True)
class Populate:
    """701.36a: "choose a creature token you control and create a token that's a copy of that
    creature token" (701.36b: none, no token)."""


@dataclass(frozen=True)
class TributeNotPaid:
    """702.104b: "if tribute wasn't paid": the opponent chosen as it entered didn't have it enter
    with the counters of its tribute ability."""


@dataclass(frozen=True)
class ChampionExile:
    """702.72a (champion), the first ability: "sacrifice it unless you exile another [object] you
    control"; `quality`: "creature", or the subtypes the object may have ("Goblin|Shaman")."""

    quality: str


@dataclass(frozen=True)
class ReturnChampioned:
    """702.72a (champion), the second ability: "return the exiled card to the battlefield under
    its owner's control" (linked to the first, 702.72b)."""


@dataclass(frozen=True)
class PairWithAnother:
    """702.95a (soulbond): "you may pair this creature with another unpaired creature" you
    control; `with_entering`: with the creature whose entering triggered the ability."""

    with_entering: bool = False


@dataclass(frozen=True)
class CanPair:
    """702.95a (soulbond)'s intervening "if": this creature is unpaired and so is another creature
    its controller controls (`with_entering`: the creature that entered)."""

    with_entering: bool = False


@dataclass(frozen=True)
class ExileHaunting:
    """702.55a (haunt): "exile it haunting target creature" (the card that died)."""


@dataclass(frozen=True)
class KickedWith:
    """702.33d-e with two kicker costs ("Kicker {2}{U} and/or {1}{B}"): "if it was kicked with its
    {2}{U} kicker" (of this object, or as it last existed)."""

    cost: str
@dataclass(frozen=True)
class EventAmount:
    """"That much", "that many": the amount of the triggering event: the damage after "whenever ~
    deals damage" / "is dealt damage" (all of it dealt at the same time counting as one event,
    120.3, 603.2c), the life after "whenever you gain life"."""


@dataclass(frozen=True)
class MayChooseNotToUntap:
    """"You may choose not to untap ~ during your untap step" (502.3): its controller, the active
    player, decides whether it untaps."""


@dataclass(frozen=True)
class SacrificeUnlessCost:
    """"Sacrifice ~ unless you discard a card / sacrifice a land / return a non-Lair land you
    control to its owner's hand" (118.12): as it resolves, its controller may pay the cost if they
    can; if they don't, they sacrifice the permanent."""

    cost: Cost


@dataclass(frozen=True)
class ReturnLinkedToBattlefield:
    """"When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
    control" (607.2a): the cards its linked ability exiled with this object come back."""


@dataclass(frozen=True)
class SourceTapped:
    """"If ~ is tapped" / "untapped" (110.5): the source's status as the condition is checked."""

    tapped: bool = True


@dataclass(frozen=True)
class ConditionalAll:
    """"If CONDITION, A and B": the condition is checked once as the instruction begins (608.2c);
    if it holds, the effects happen in order."""

    condition: Condition
    effects: tuple = ()


@dataclass(frozen=True)
class RevealTopOfLibrary:
    """"Reveal the top card of your library" (701.20a): it stays on top; "the revealed card" of a
    later instruction is that card."""


@dataclass(frozen=True)
class SameManaValueAsRevealed:
    """"if it has the same mana value as the revealed card" (202.3): the object's mana value (its
    last known information if it left) equals the revealed card's."""

    what: ObjRef = Triggering()


@dataclass(frozen=True)
class LoseAndCantHaveKeywords:
    """"Until end of turn, creatures your opponents control lose hexproof and shroud and can't
    have hexproof or shroud" (613.1f): the permanents (locked in, 611.2c) have none of these
    keywords, whatever grants them, for the duration."""

    what: ObjRef
    keywords: tuple[str, ...]
    duration: str = "end_of_turn"


@dataclass(frozen=True)
class LoseKeywords:
    """"Target creature loses flying until end of turn" (layer 6, 613.1f): the keywords are
    removed, in timestamp order with the effects that grant abilities (613.7)."""

    what: ObjRef = Target(0)
    keywords: tuple[str, ...] = ()
    duration: str = "end_of_turn"


@dataclass(frozen=True)
class LookAtHand:
    """"Look at target player's hand": its controller sees the cards (the others don't, 402.3)."""

    who: PlayerRef = TargetPlayer(0)


@dataclass(frozen=True)
class LoseHalfLife:
    """"You lose half your life, rounded up", "that player loses half their life, rounded up"
    (107.1a, 119.3): each player loses half of their own life total as it resolves, rounded up."""

    who: PlayerRef = You()


@dataclass(frozen=True)
class KeepFromLibraryAndGraveyard:
    """"Search your library and graveyard for five cards and exile the rest. Put the chosen cards
    on top of your library in any order." (701.23): that many cards are chosen (all if fewer),
    every other card of both zones is exiled, and the chosen are put on top in the order chosen."""

    count: int


@dataclass(frozen=True)
class PlayerOrControllerOf:
    """"that player or that permanent's controller": the player a target slot holds, or the
    controller of the permanent it holds (its last known information if it left)."""

    ref: ObjRef


@dataclass(frozen=True)
class MaySacrificeOne:
    """"that permanent's controller may sacrifice a land of their choice" (701.21a, 608.2c): that
    player may sacrifice one permanent of theirs matching the filter; whether they did is what a
    following "if the player does" checks."""

    filter: Filter
    who: PlayerRef


@dataclass(frozen=True)
class RevealUntilDamage:
    """"Reveal cards from the top of your library until you reveal a land card. ~ deals damage
    equal to the number of nonland cards revealed this way to any target. If the revealed land
    card was a Mountain, ~ deals double that damage instead. Put the revealed cards on the bottom of
    your library in any order." (701.20a; 120.3): `until` the card that stops the reveal,
    `doubled_if` what that card must be for double damage (107.1b)."""

    until: Filter
    doubled_if: Filter
    to: ObjRef = Target(0)


@dataclass(frozen=True)
class RevealUntil:
    """701.20a: "reveal cards from the top of your library until you reveal a creature card. Put
    that card into your hand and the rest on the bottom of your library in a random order."
    (`who`: whose library, who reveals and puts them; `found_to`: "hand", "battlefield" (under
    that player's control) or "graveyard"; `rest_to`: "bottom" in the order that player chooses,
    "random", "graveyard" or "exile").  With no such card, every card revealed is "the rest"."""

    until: Filter
    found_to: str
    rest_to: str
    who: PlayerRef = You()
    named: bool = False  # "until you reveal a card with the chosen name" (201.4): it has the name chosen


@dataclass(frozen=True)
class SpellsCantBeCountered:
    """"Spells you control can't be countered this turn" (101.2, 701.6b): for the rest of the
    turn, a spell the player controls can't be countered, cast before or after it began (a rule
    about spells, not a change of their characteristics: 611.2c doesn't lock it in)."""

    who: PlayerRef = You()


@dataclass(frozen=True)
class GainHexproofFrom:
    """702.11d: "You and permanents you control gain hexproof from blue and from black until end
    of turn": the player (`players`) and the permanents (`what`, locked in as it resolves, 611.2c)
    can't be the targets of spells or abilities their opponents control of those colors (and from
    sources of those colors), until end of turn."""

    qualities: tuple[str, ...]
    what: ObjRef | None = None
    players: PlayerRef | None = None


@dataclass(frozen=True)
class ChooseCardName:
    """"Choose a card name." (201.4): the controller chooses the name of a card as it resolves;
    later instructions of the same resolution read it ("the chosen name")."""


@dataclass(frozen=True)
class AnyNumberInDeck:
    """"A deck can have any number of cards named ~." (100.2a's four-copy limit doesn't apply to
    it)."""


@dataclass(frozen=True)
class Companion:
    """702.139a: "Companion — [condition]", a keyword ability that functions outside the game:
    before the game begins its owner may reveal it from outside the game if their starting deck
    fulfils `condition` (103.2b); once during the game, with sorcery timing, they may pay {3} to
    put it into their hand (116.2g)."""

    condition: object  # StartingDeckManaValues | StartingDeckSize


@dataclass(frozen=True)
class StartingDeckManaValues:
    """702.139b: "Your starting deck contains only cards with mana value N or greater and land
    cards" (Keruga, the Macrosage)."""

    minimum: int


@dataclass(frozen=True)
class StartingDeckSize:
    """702.139b: "Your starting deck contains at least N cards more than the minimum deck size"
    (Yorion, Sky Nomad)."""

    more: int


@dataclass(frozen=True)
class FromOutsideToHand:
    """400.11: "you may reveal an instant card you own from outside the game and put it into your
    hand" (Cunning Wish); "or choose a face-up artifact card you own in exile" (Karn, the Great
    Creator: `exile`); without `reveal`, the card isn't shown (Death Wish).  `optional`: "you may"."""

    filter: Filter = Filter()
    reveal: bool = True
    exile: bool = False
    optional: bool = False


@dataclass(frozen=True)
class CastFromOutside:
    """"You may cast an instant or sorcery spell from your sideboard." (Your Wish Is My Command):
    as it resolves, its controller may cast a matching card of their sideboard (400.11b), paying
    its costs (608.2g: timing ignored); `additional_mode`: "If you cast a modal spell this way,
    you may choose an additional mode." (700.2)."""

    filter: Filter = Filter()
    additional_mode: bool = False
    optional: bool = False


@dataclass(frozen=True)
class PlayFromOutside:
    """400.11: "You may play a card you own from outside the game this turn." (Wish): until end of
    turn its controller may play one card of their sideboard, following the normal timing and
    paying its costs (its rulings); the card is chosen as it is played."""


@dataclass(frozen=True)
class GetPoison:
    """"You get two poison counters", "target player gets a poison counter" (122.1f: ten or more
    and the player loses the game)."""

    who: PlayerRef = You()
    count: int = 1


@dataclass(frozen=True)
class ControlsGreatestPower:
    """"You control the creature with the greatest power or tied for the greatest power": a
    creature you control has power at least that of each creature on the battlefield."""


@dataclass(frozen=True)
class SpellsCastThisTurn:
    """"For each spell you've cast this turn": the spells its controller cast this turn."""


# One-shot changes to creatures and prevention (s7-effects): 613 layers, 615 prevention.


@dataclass(frozen=True)
class SwitchPT:
    """613.4d: "switch target creature's power and toughness until end of turn" (layer 7d)."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class SetColor:
    """613.1e (layer 5), 105.3: an object becomes `colors` (none: colorless), or the color its
    controller chooses as the effect resolves (`chosen`), for `duration`."""

    what: ObjRef = Target(0)
    colors: tuple[str, ...] = ()
    chosen: bool = False
    duration: str = "end_of_turn"  # "end_of_turn" | "permanent"


@dataclass(frozen=True)
class PreventAllDamage:
    """615.1 (one-shot, this turn): "prevent all (combat) damage that would be dealt to X (by Y)
    this turn", "... dealt by X this turn".  `to` and `by` are an object or player reference,
    a Filter (a group read again at each damage event: prevention isn't locked in, 615.1), or
    None for any."""

    combat: bool = False
    to: object = None
    by: object = None


@dataclass(frozen=True)
class PreventDamage:
    """615.1 (a static ability's prevention effect): "Prevent all (combat) damage that would be
    dealt to ~ (by creatures)", "... dealt by enchanted creature", "If damage would be dealt to ~,
    prevent that damage. Remove a +1/+1 counter from ~." (615.5: `then_remove` counters of
    that kind from the permanent right after, once per damage event it prevents).
    `to`/`by`: "self", "attached" (enchanted or equipped), "you" (`to` only), a Filter, or
    None for any; with `and_by` ("dealt to and dealt by"), also the damage `to` deals."""

    combat: bool = False
    to: object = None
    by: object = None
    then_remove: str = ""
    and_by: bool = False


@dataclass(frozen=True)
class GainProtectionUntilEndOfTurn:
    """702.16a, 613.1f (layer 6): "target creature gains protection from red until end of
    turn", "... from artifacts", "... from the color of your choice" (`chosen`: chosen as the
    effect resolves, 608.2d).  `qualities` as the keyword has them ("red", "Artifact")."""

    what: ObjRef = Target(0)
    qualities: tuple[str, ...] = ()
    chosen: bool = False


@dataclass(frozen=True)
class CounterAndExile:
    """701.6a, 614.1a: "Counter target spell. If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class ExileIfDiesThisTurn:
    """614.1a, 700.4: "If that creature would die this turn, exile it instead": a replacement
    effect on that permanent (the object, 400.7) until end of turn."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class BecomeBasePT:
    """613.4b (layer 7b): "target creature becomes a 0/1 until end of turn", "~ has base power
    and toughness 4/2 until end of turn": the values are computed as the effect begins (608.2h)."""

    what: ObjRef = Target(0)
    power: Value = 0
    toughness: Value = 0


@dataclass(frozen=True)
class BecomeChosenCreatureType:
    """205.1b, 613.1d (layer 4): "~ becomes the creature type of your choice until end of turn":
    the type is chosen as the effect resolves (608.2d) and replaces its other creature types;
    "Choose a creature type other than Wall": the types in `excluded` can't be chosen."""

    what: ObjRef = Self()
    excluded: tuple[str, ...] = ()


@dataclass(frozen=True)
class PreventFromChosenSource:
    """609.7a, 615.1: damage from a source its controller chooses as the effect is created (a
    permanent, or a spell on the stack that won't become a permanent) to `to` (None: to
    anything) is prevented this turn: only the next time it would deal such damage with
    `next_only`.  The source must have one of `colors` or `types` (none: any source), checked
    again as damage would be dealt (609.7b)."""

    to: object = None
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    next_only: bool = True


@dataclass(frozen=True)
class DealDamageDivided:
    """601.2d: "~ deals 2 damage divided as you choose among one or two targets": each target
    chosen as it was cast gets an equal share (2 to one target, 1 to each of two); a target
    that became illegal isn't dealt its share (608.2b)."""

    amount: int
    to: Target = Target(0)
    source: ObjRef = Self()


@dataclass(frozen=True)
class PutCountersDivided:
    """601.2d: "distribute two -2/-1 counters among one or two target creatures": each target
    chosen as it was put on the stack gets an equal share (both counters on one target, one on
    each of two); a target that became illegal doesn't get its share (608.2b)."""

    kind: str
    amount: int
    to: Target = Target(0)


@dataclass(frozen=True)
class ExileDamagedIfDiesThisTurn:
    """614.1a, 700.4: "If a creature dealt damage this way would die this turn, exile it
    instead": each creature the source dealt damage to as this resolved (damage prevented in
    full isn't dealt, 615.6) is exiled instead if it would die this turn."""


@dataclass(frozen=True)
class PreventSomeDamage:
    """615.10 (a static ability): "If a red source would deal damage to you, prevent 2 of that
    damage": `amount` of each damage event that fits is prevented.  The source has one of
    `colors` or `types` (none: any), and with `opponents` an opponent controls it (609.7c: a
    permanent, or a source elsewhere, with that property).  The recipient: you (`to_you`),
    and/or "attached" (equipped or enchanted creature) or a Filter of permanents."""

    amount: int
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    opponents: bool = False
    combat: bool = False
    to_you: bool = False
    to: object = None


@dataclass(frozen=True)
class ChangeTarget:
    """115.7a: "Change the target of target spell with a single target": to another target legal
    for that spell, chosen by this effect's controller; with none, the target is unchanged."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class CounterToLibraryTop:
    """701.6a, 614.1a: "Counter target spell. If that spell is countered this way, put it on top
    of its owner's library instead of into that player's graveyard."""

    what: ObjRef = Target(0)


@dataclass(frozen=True)
class MayPlay:
    """A lasting permission to play cards from the zone they are in (601.3, 305.1): "you may play
    that card this turn", "until end of turn, you may play that card without paying its mana
    cost", "you may cast that card for as long as it remains exiled, and mana of any type can be
    spent to cast that spell".  The permission follows the cards as they are now (400.7: it ends
    when a card leaves its zone); `duration` "end_of_turn" ends it with the turn (514.2),
    "permanent" lasts while the card stays where it is.  `cast_only`: spells only ("you may
    cast"), not lands; `free`: without paying its mana cost (118.9); `any_mana`: mana of any type
    may be spent on it (609.4b: its coloured symbols are paid with mana of any type)."""

    what: ObjRef = ExiledThisWay()
    duration: str = "end_of_turn"
    cast_only: bool = False
    free: bool = False
    any_mana: bool = False


@dataclass(frozen=True)
class PlayFromLibraryTop:
    """Future Sight: "You may play lands and cast spells from the top of your library."; Bolas's
    Citadel adds "If you cast a spell this way, pay life equal to its mana value rather than pay
    its mana cost." (`life_for_mana`, an alternative cost, 118.9).  601.3, 305.1: its
    controller may play the top card of their library; timing and land plays are as usual."""

    life_for_mana: bool = False


@dataclass(frozen=True)
class LibraryTopVisible:
    """"Play with the top card of your library revealed." (Future Sight: `to_all`, every player
    sees it) and "You may look at the top card of your library any time." (Bolas's Citadel: its
    controller only): the top card of the controller's library, whichever card it is, is seen."""

    to_all: bool = False


@dataclass(frozen=True)
class CastSelfFromGraveyard:
    """"You may cast ~ from your graveyard." (Hogaak, Arisen Necropolis; 601.3): the card's own
    permission, which works while it is in its owner's graveyard."""


@dataclass(frozen=True)
class NoManaSpent:
    """"You can't spend mana to cast this spell." (Hogaak): its total cost must be paid in full
    by other means (convoke 702.51a, delve 702.66a, 601.2h)."""


@dataclass(frozen=True)
class GrantFlashUntilYourNextTurn:
    """"Until your next turn, you may cast sorcery spells as though they had flash." (Teferi,
    Time Raveler's +1; 601.3b, 611.2a): a FlashPermission for `spells` that lasts until its
    controller's next turn begins."""

    spells: Filter = Filter()


@dataclass(frozen=True)
class LookAtTopDistribute:
    """"Look at the top three cards of your library. Put one of them into your hand, put one of
    them on the bottom of your library, and exile one of them." (Expressive Iteration): its
    controller looks at the cards (401.2) and chooses which goes to each destination, in order
    (`destinations`: "hand", "bottom", "graveyard", "exile"); exiled cards are "exiled this
    way" for a later instruction (dsl.ExiledThisWay)."""

    destinations: tuple[str, ...] = ("hand", "bottom", "exile")


@dataclass(frozen=True)
class LookAtTopCard:
    """"Look at the top card of target player's library" (Mishra's Bauble): its controller sees
    the card (401.2: no other player does); it stays where it is."""

    who: PlayerRef = TargetPlayer(0)


@dataclass(frozen=True)
class LookAtRandomCardInHand:
    """"Look at a card at random in target player's hand" (Urza's Bauble): the game picks the card
    (its generator); its controller sees it, no other player does (402.3)."""

    who: PlayerRef = TargetPlayer(0)


@dataclass(frozen=True)
class OpponentGainsControl:
    """"An opponent gains control of ~" (Wishclaw Talisman): the ability's controller chooses one
    of their opponents as it resolves (the card's rulings), who gains control of the permanent
    (613.1b, for the rest of the game)."""

    what: ObjRef = Self()


@dataclass(frozen=True)
class GetEmblem:
    """"You get an emblem with "[ability]"" (114.1): an emblem, owned and controlled by `who`
    (114.5), is made in the command zone; `emblem` names its definition (cards/oracle/emblems.py),
    whose abilities are the quoted text's."""

    emblem: str
    who: PlayerRef = You()


@dataclass(frozen=True)
class Devotion:
    """700.5: "your devotion to blue": the number of mana symbols of that color among the mana
    costs of permanents you control (a hybrid or Phyrexian symbol counts if it has that color);
    with two colors (700.5a) a symbol counts once if it has either."""

    colors: tuple[str, ...]


#: 205.3i: the basic land types.
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@dataclass(frozen=True)
class BasicLandTypesAmong:
    """"the number of basic land types among lands you control" (205.3i; domain, 207.2c): how
    many of the five basic land types the permanents matching the filter have between them."""

    filter: Filter


@dataclass(frozen=True)
class LookAtTopKeepOnTop:
    """401.4: "Look at the top X cards of your library ... Put up to one of them on top of your
    library and the rest on the bottom of your library in a random order": the controller keeps
    up to `keep` of the cards looked at on top; the rest go on the bottom, shuffled."""

    count: Value
    keep: int = 1


@dataclass(frozen=True)
class RollDie:
    """706.1: "roll a six-sided die", "roll a d6": a result from 1 to `sides`, each equally
    likely (706.1a); `DieResult` reads it."""

    sides: int = 6


@dataclass(frozen=True)
class DieResult:
    """706.2: "the result": the result of the last die rolled by this resolution."""


@dataclass(frozen=True)
class Conjure:
    """Conjure (Alchemy, Arena's digital-only keyword action): `count` new cards named `card`,
    which didn't exist in the game before, are created owned by the controller in `zone` ("hand",
    "library": on top, for a shuffle to follow; "battlefield": entering under the controller's
    control as a permanent does, 614.1c, 603.6a).  A conjured card is a card, not a token
    (111.1)."""

    card: str
    count: int = 1
    zone: str = "hand"


@dataclass(frozen=True)
class AttachToAnotherOpponent:
    """701.3: "Attach ~ to another one of your opponents chosen at random": this Aura (with
    enchant player) is attached to one of its controller's opponents other than the player it
    enchants, chosen at random by the game; with no other opponent it stays where it is."""


@dataclass(frozen=True)
class DiscardThatCard:
    """701.9a: "Discard that card": its owner discards that very card, if it is still in their
    hand."""

    what: ObjRef = Triggering()


@dataclass(frozen=True)
class MayPayLife:
    """"[player] may pay N life" (119.4: only with at least N life): asked as it resolves;
    whether they did is what a following "if they do" checks (dsl.IfYouDo)."""

    amount: int
    payer: PlayerRef = You()


@dataclass(frozen=True)
class PlayExiledNow:
    """"You may play lands and cast spells from among cards exiled this way without paying their
    mana costs." (Gix, Yawgmoth Praetor; 608.2g): while the ability resolves, its controller plays
    and casts any of those cards, one at a time, as long as they wish; a land only if they could
    play one now (their turn, a land play left: 305.2), a spell ignoring timing (608.2g)."""

    free: bool = True


@dataclass(frozen=True)
class EntersUnderOpponentsControl:
    """614.12, 614.1c: "~ enters under the control of an opponent of your choice": a replacement
    effect of the permanent itself; the player it would enter under chooses one of their
    opponents, who controls it as it enters."""


@dataclass(frozen=True)
class CantAttackOwner:
    """508.1c: "~ can't attack its owner or planeswalkers its owner controls"."""
