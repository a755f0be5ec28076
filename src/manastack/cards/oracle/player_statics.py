"""Static abilities that set rules for players (engine/player_rules.py): "You have no maximum
hand size." (402.2), "You have hexproof." (702.11c), "Players can't gain life." (119.7),
"Damage that would reduce your life total to less than 1 reduces it to 1 instead." and "If you
would gain life, you gain twice that much life instead." (614.1a), "Each player can't cast more
than one [noncreature] spell each turn.", "Each player who has cast a nonartifact spell this
turn can't cast additional nonartifact spells." (101.2), "Each player can't draw more than one
card each turn." (121.2b), "Your opponents play with their hands revealed." (402.3), "Each opponent can cast spells only any time they could cast a
sorcery." (307.5), "Activated abilities of artifacts can't be activated." (602.5), "Creatures
entering the battlefield don't cause abilities to trigger." (603.2, 603.6a); and "If ~ is in your opening hand, you may begin the game with it on the
battlefield." (103.6a, read from the hand as the game starts: engine/setup.py)."""

from __future__ import annotations

from manastack.cards import dsl
from manastack.cards.oracle import phrases, vocab
from manastack.cards.oracle.phrases import NoMatch, Scope, fullmatch

__all__ = ["player_static_line"]

#: Who a line's rule affects, as its controller sees them.
_WHO = {"you": "you", "each opponent": "opponents", "your opponents": "opponents", "each player": "each",
        "players": "each"}
_CARD_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "battle")


def player_static_line(text: str, scope: Scope) -> dsl.Static | dsl.Replacement | None:
    """The ability of a line (lower case or not, without its final period) setting a rule for
    players, or None if it isn't one of these."""
    m = fullmatch(r"(players|your opponents) can't cast spells during (combat|your turn)", text)
    if m:  # 101.2
        return dsl.Static(dsl.CantCast(dsl.Filter(), _WHO[m[1].lower()], during=m[2].lower().replace(" ", "_")))
    if fullmatch(r"players can't cast spells from graveyards or libraries", text):  # 101.2
        return dsl.Static(dsl.CantCast(dsl.Filter(), "each", from_zones=("graveyard", "library")))
    m = fullmatch(r"(?P<kind>creature|artifact|land|permanent) cards in graveyards and libraries can't enter(?: the battlefield)?",
                  text)
    if m:  # 101.2
        kind = m["kind"].lower()
        return dsl.Static(dsl.CantEnterFrom(dsl.Filter() if kind == "permanent" else dsl.Filter(types=(kind.capitalize(),)),
                                            ("graveyard", "library")))
    m = fullmatch(r"activated abilities of (.+) can't be activated", text)
    if m:  # 602.5
        return dsl.Static(dsl.CantActivate(_permanents(m[1], scope, text)))
    m = fullmatch(r"(.+) entering(?: the battlefield)? don't cause abilities to trigger", text)
    if m:  # 603.2, 603.6a
        return dsl.Static(dsl.EnteringDoesntTrigger(_permanents(m[1], scope, text)))
    if fullmatch(r"you may draw cards from anywhere in your library", text):  # 121.2: Heart of a Duelist
        return dsl.Static(dsl.PlayerRule("draw_from_anywhere", "you"))
    m = fullmatch(r"(players|your opponents) play with their hands revealed", text)
    if m:  # 402.3, 701.20a: their hands are public while the ability applies
        return dsl.Static(dsl.PlayerRule("hand_revealed", _WHO[m[1].lower()]))
    m = fullmatch(r"you have (no maximum hand size|hexproof|shroud)", text)
    if m:  # 402.2, 702.11c
        return dsl.Static(dsl.PlayerRule(m[1].lower().replace(" ", "_"), "you"))
    m = fullmatch(r"(you|each player) may play (an additional land|two additional lands) on each of (your|their) turns", text)
    if m and (m[1].lower() == "you") == (m[3].lower() == "your"):  # 305.2a
        return dsl.Static(dsl.ExtraLandPlays(1 if m[2].lower().startswith("an ") else 2, _WHO[m[1].lower()]))
    if fullmatch(r"skip your draw step", text):  # 614.1b, 500.11
        return dsl.Static(dsl.PlayerRule("skip_draw_step", "you"))
    if fullmatch(r"you don't lose the game for having 0 or less life", text):  # 704.5a
        return dsl.Static(dsl.PlayerRule("no_loss_for_life", "you"))
    m = fullmatch(r"your maximum hand size is (one|two|three|four|five|six)", text)
    if m:  # 402.2
        return dsl.Static(dsl.MaxHandSize(vocab.NUMBER_WORDS[m[1].lower()], "you"))
    if fullmatch(r"cards in graveyards can't be the targets of spells or abilities", text):  # 115.1, 101.2
        return dsl.Static(dsl.UntargetableInGraveyards())
    if fullmatch(r"players have no maximum hand size", text):  # 402.2
        return dsl.Static(dsl.PlayerRule("no_maximum_hand_size", "each"))
    if fullmatch(r"if an effect would create one or more tokens under your control, it creates twice that many of "
                 r"those tokens instead", text):  # 614.1a
        return dsl.Replacement(dsl.TokenMultiplier("you", 2))
    m = fullmatch(r"(?P<tapped>as long as ~ is tapped, )?no more than (?P<n>one|two|three) (?P<word>creatures?) can "
                  r"(?P<what>attack|block)(?P<you> you)? each combat", text)
    if m and (m["n"].lower() == "one") == (m["word"].lower() == "creature"):  # 508.1c, 509.1b
        amount = vocab.NUMBER_WORDS[m["n"].lower()]
        if m["what"].lower() == "block":
            if m["tapped"] or m["you"]:
                raise NoMatch(text)
            return dsl.Static(dsl.BlockLimit(amount))
        return dsl.Static(dsl.AttackLimit(amount, "you" if m["you"] else "any", while_tapped=bool(m["tapped"])))
    m = fullmatch(r"(your opponents|each opponent|players) can't cast (?P<spells>.+ spells) with mana value greater than "
                  r"the number of lands that player controls", text)
    if m:  # 101.2, 202.3e: compared with the caster's lands
        described = phrases.desc(m["spells"], scope, zone="stack")
        if described.noun != "spell" or not described.plural:
            raise NoMatch(text)
        return dsl.Static(dsl.CantCast(described.filter, _WHO[m[1].lower()], above_lands=True))
    m = fullmatch(r"(you|your opponents|each opponent|players) can't cast (?P<spells>(?!more than ).*spells.*)", text)
    if m:  # 101.2, 601.3
        described = phrases.desc(m["spells"], scope, zone="stack")
        if described.noun != "spell" or not described.plural:
            raise NoMatch(text)
        return dsl.Static(dsl.CantCast(described.filter, _WHO[m[1].lower()]))
    m = fullmatch(r"you may cast (?P<spells>(?:\w+ )?spells) as though they had flash", text)
    if m:  # 601.3b, 702.8a
        return dsl.Static(dsl.FlashPermission(_spells(m["spells"][:-len("spells")].strip(), text), "you"))
    if fullmatch(r"creature cards you own that aren't on the battlefield have flash", text):  # 702.8a
        return dsl.Static(dsl.FlashPermission(dsl.Filter(types=("Creature",)), "you"))
    m = fullmatch(r"(?P<orb>as long as ~ is untapped, )?(players|your opponents) can't untap more than (?P<n>one|two|three) "
                  r"(?P<kind>permanents?|artifacts?|creatures?|lands?) during their untap steps", text)
    if m and (m["n"].lower() == "one") != m["kind"].lower().endswith("s"):  # 502.3
        kind = m["kind"].lower().rstrip("s")
        flt = dsl.Filter() if kind == "permanent" else dsl.Filter(types=(kind.capitalize(),))
        return dsl.Static(dsl.UntapLimit(vocab.NUMBER_WORDS[m["n"].lower()], flt, _WHO[m[2].lower()],
                                         while_untapped=bool(m["orb"])))
    m = fullmatch(r"(players|each opponent|your opponents) can't draw cards", text)
    if m:  # 121.3
        return dsl.Static(dsl.DrawLimit(_WHO[m[1].lower()], most=0))
    m = fullmatch(r"(you|your opponents|players) can't gain life", text)
    if m:  # 119.7
        return dsl.Static(dsl.PlayerRule("cant_gain_life", _WHO[m[1].lower()]))
    if fullmatch(r"damage that would reduce your life total to less than 1 reduces it to 1 instead", text):
        return dsl.Replacement(dsl.LifeFloor("you"))  # 614.1a
    m = fullmatch(r"if (?P<cond>you control an? .+?), damage that would reduce your life total to less than 1 reduces it "
                  r"to 1 instead", text)
    if m:  # 614.1a, while the condition holds
        return dsl.Replacement(dsl.LifeFloor("you", condition=phrases.condition(m["cond"], scope)))
    if fullmatch(r"if you would gain life, you gain twice that much life instead", text):
        return dsl.Replacement(dsl.LifeGainMultiplier("you", 2))  # 614.1a
    m = fullmatch(r"(you|each player|each opponent|your opponents) can't cast more than one (?P<kind>(?:\w+ )?)spell each turn",
                  text)
    if m:  # 101.2
        return dsl.Static(dsl.CastLimit(_spells(m["kind"].strip(), text), _WHO[m[1].lower()]))
    m = fullmatch(r"each (player|opponent) who has cast an? (?P<kind>\w+) spell this turn can't cast additional "
                  r"(?P<again>\w+) spells", text)
    if m and m["kind"].lower() == m["again"].lower():  # 101.2
        return dsl.Static(dsl.CastLimit(_spells(m["kind"], text), "each" if m[1].lower() == "player" else "opponents"))
    m = fullmatch(r"(each player|each opponent) can't draw more than one card each turn", text)
    if m:  # 121.2b
        return dsl.Static(dsl.DrawLimit(_WHO[m[1].lower()]))
    if fullmatch(r"each opponent can cast spells only any time they could cast a sorcery", text):
        return dsl.Static(dsl.SorceryTimingOnly("opponents"))  # 307.5
    if fullmatch(r"if ~ is in your opening hand, you may begin the game with it on the battlefield", text):
        return dsl.Static(dsl.BeginOnBattlefield())  # 103.6a
    if fullmatch(r"any time you could mulligan and ~ is in your hand, you may exile all the cards from your hand, "
                 r"then draw that many cards", text):
        return dsl.Static(dsl.ExileHandWhenYouCouldMulligan())  # 103.5b
    return None


def _spells(kind: str, text: str) -> dsl.Filter:
    """"" (any spell), "creature", "noncreature", "nonartifact": a spell's card type, or not."""
    word = kind.lower()
    if not word:
        return dsl.Filter()
    negated = word.startswith("non")
    card_type = word[3:] if negated else word
    if card_type not in _CARD_TYPES:
        raise NoMatch(text)
    return dsl.Filter(not_types=(card_type.capitalize(),)) if negated else dsl.Filter(types=(card_type.capitalize(),))


def _permanents(text: str, scope: Scope, line: str) -> dsl.Filter:
    """"artifacts", "artifacts your opponents control", "creatures": permanents of a kind."""
    described = phrases.desc(text, scope)
    if not described.plural or described.noun not in ("", "permanent") or described.filter.other:
        raise NoMatch(line)
    return described.filter
