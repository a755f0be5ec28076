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


Value = (int | X | PowerOf | ToughnessOf | ManaValueOf | CountersOn | CountOf | CardTypesInGraveyards | CardsIn
         | LifeTotal | TaxPaid | Times)


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
    attacking creatures", "each creature"): the affected set is locked in then (611.2c)."""

    filter: Filter


ObjRef = Target | Self | Triggering | Attached | Sacrificed | Each


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


PlayerRef = You | EachOpponent | EachPlayer | ControllerOf | OwnerOf | TriggeringPlayer | TargetPlayer


# --------------------------------------------------------------------------------------------
# Filters and targets
# --------------------------------------------------------------------------------------------


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
    controller: str | None = None  # "you" | "opponent" | "defending" (the source's defending player, 506.2)
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
    single_target: bool = False  # "target spell with a single target" (115.7): one target in all


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
    crew: int = 0  # 702.122a: "tap any number of other untapped creatures you control with total power N or greater"


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


@dataclass(frozen=True)
class Exile:
    what: ObjRef = Target(0)
    until_source_leaves: bool = False


@dataclass(frozen=True)
class ReturnToHand:
    what: ObjRef = Target(0)


@dataclass(frozen=True)
class PutOntoBattlefield:
    """Put an object (a card in a graveyard, usually) onto the battlefield."""

    what: ObjRef = Target(0)
    under: PlayerRef = You()
    tapped: bool = False
    as_non_creature_enchantment: bool = False


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
class CreateToken:
    token: str  # a token definition's name (cards/tokens.py)
    count: Value = 1
    controller: PlayerRef = You()


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
    401.4)."""

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
    """"Each player sacrifices a creature", "target opponent sacrifices two lands" (701.17a):
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
    resolves."""

    filter: Filter
    optional: bool = True
    tapped: bool = False


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
class SacrificeUnless:
    """"sacrifice this unless you sacrifice a FILTER" (Contamination)."""

    filter: Filter


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
    hand and graveyard into their library" (701.24): the cards are put into the library together,
    then it is shuffled."""

    who: PlayerRef = You()
    hand: bool = False


@dataclass(frozen=True)
class RevealTopCardSort:
    """"Reveal the top card of your library. If it's a FILTER card, put it `to`. Otherwise, put it
    `otherwise`." (701.20a); `to` "battlefield" or "hand", `otherwise` "hand" or "graveyard"."""

    filter: Filter
    to: str
    otherwise: str


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
class RevealTopPutIfLand:
    """Goblin Guide: defending player reveals the top card; if it's a land card, into hand."""

    who: PlayerRef = TriggeringPlayer()


@dataclass(frozen=True)
class AddMana:
    """Add mana (106.4).  `mana` is fixed mana such as "{G}"; `any_color` adds that many mana of
    one colour chosen as it resolves; `could_produce` adds one mana of a type a land you / an
    opponent controls could produce (106.7)."""

    mana: str = ""
    one_of: tuple[str, ...] = ()  # "{T}: Add {B} or {R}": one of these fixed amounts, chosen as it resolves
    any_color: int = 0
    could_produce: str | None = None  # "you" | "opponent"
    any_type: bool = False  # with could_produce: any type (incl. colourless) vs any colour
    produced_by_trigger: bool = False  # Heartbeat of Spring: a type the tapped land produced
    chosen_color: bool = False  # "one mana of the chosen color": the source's choice as it entered (614.12c)


@dataclass(frozen=True)
class Transform:
    what: ObjRef = Self()


@dataclass(frozen=True)
class LookAtTopRevealTransform:
    """Delver of Secrets: look at the top card; you may reveal it; if an instant or sorcery
    card is revealed this way, transform this."""


@dataclass(frozen=True)
class GainLifePerNamed:
    """Cleric of the Forward Order: gain N life for each creature you control with this name."""

    per: int = 2


@dataclass(frozen=True)
class MaySacrificeAnotherDrawGain:
    """Disciple of Freyalise: you may sacrifice another creature; if you do, gain X life and draw
    X cards, where X is its power."""


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
    """Bomat Courier: exile the top card of your library face down, linked to this object."""


@dataclass(frozen=True)
class ReturnLinkedToHand:
    """Bomat Courier: put all cards exiled with this object into their owners' hands."""


@dataclass(frozen=True)
class JaceUltimate:
    """Exile all cards from target player's library, then that player shuffles their hand
    into their library."""


@dataclass(frozen=True)
class MayPutTopOnBottom:
    """Look at the top card of target player's library; you may put it on the bottom."""


@dataclass(frozen=True)
class CreateDelayedTrigger:
    """603.7: create a delayed triggered ability ("at the beginning of the next end step,
    EFFECTS").  It triggers once, then is gone.  With `remembers_triggering`, its "that
    creature" is the triggering object of the ability that created it ("destroy that creature
    at end of combat")."""

    trigger: Trigger
    effects: tuple = ()
    remembers_triggering: bool = False


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


@dataclass(frozen=True)
class MayPay:
    """"You may pay {2}{U}": the controller may pay mana as it resolves (608.2c); whether they
    did is what a following "if you do" checks."""

    mana: str


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
    zone: str = "battlefield"  # 113.6j: "graveyard" for one that returns ~ from the graveyard


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
    "Enchanted creature attacks each combat if able"."""

    attached: bool = False


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
    """Falkenrath Gorger: Vampire creature cards you own not on the battlefield have madness."""

    filter: Filter


@dataclass(frozen=True)
class EquipCostReduction:
    """Fervent Champion: equip abilities you activate that target this cost {N} less."""

    amount: int


@dataclass(frozen=True)
class CostChange:
    """Spells matching `spells` (cast by `who`: "any", "you", "opponents") cost N more
    (positive) or less (negative) to cast (601.2f)."""

    amount: int
    spells: Filter = Filter()
    who: str = "any"


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
    """Hardened Scales: that many plus N counters are put on a creature you control instead."""

    kind: str = "+1/+1"
    extra: int = 1


@dataclass(frozen=True)
class DoubleTappedMana:
    """Mana Reflection (106.12b): a permanent you tap for mana produces twice as much."""


@dataclass(frozen=True)
class LandsProduceInstead:
    """Contamination (106.12b): a land tapped for mana produces {B} instead of any other type
    and amount."""

    mana: str = "B"


@dataclass(frozen=True)
class ReplaceDraw:
    """"If you would draw a card, EFFECT instead" (614.11)."""

    effects: tuple[Effect, ...]
    who: str = "you"


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
class GainProtection:
    """702.16a, 613.1f (layer 6): "target creature gains protection from red until end of
    turn", "... from artifacts", "... from the color of your choice" (`chosen`: chosen as the
    effect resolves, 608.2d).  `qualities` as the keyword has them ("red", "Artifact")."""

    what: ObjRef = Target(0)
    qualities: tuple[str, ...] = ()
    chosen: bool = False


@dataclass(frozen=True)
class LoseKeywords:
    """613.1f (layer 6): "target creature loses flying until end of turn", "all creatures lose
    flying until end of turn": every instance of these keyword abilities is removed."""

    what: ObjRef = Target(0)
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class CardsInHandOf:
    """The number of cards in a player's hand (402.1): "equal to the number of cards in that
    player's hand"."""

    who: PlayerRef


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
class SetBasePT:
    """613.4b (layer 7b): "target creature becomes a 0/1 until end of turn", "~ has base power
    and toughness 4/2 until end of turn": the values are computed as the effect begins (608.2h)."""

    what: ObjRef = Target(0)
    power: Value = 0
    toughness: Value = 0


@dataclass(frozen=True)
class BecomeChosenCreatureType:
    """205.1b, 613.1d (layer 4): "~ becomes the creature type of your choice until end of turn":
    the type is chosen as the effect resolves (608.2d) and replaces its other creature types."""

    what: ObjRef = Self()


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
