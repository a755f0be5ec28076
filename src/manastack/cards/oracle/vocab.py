"""Words the Oracle-text compiler knows: keywords, colours, types and subtypes, numbers, and the
token definitions a "create" instruction may name."""

from __future__ import annotations

import re

from manastack.cards import dsl

#: Keyword abilities without a cost or quality that the engine implements (702).
SIMPLE_KEYWORDS = frozenset({
    "flying", "reach", "vigilance", "trample", "deathtouch", "lifelink", "first strike", "double strike",
    "haste", "defender", "menace", "hexproof", "shroud", "indestructible", "flash", "prowess",
    "split second",  # 702.61
    "convoke", "improvise", "delve",  # 702.51, 702.126, 702.66
    "cascade", "rebound",  # 702.85, 702.88
    "storm",  # 702.40
    "fuse", "aftermath",  # 702.102, 702.127: only on split cards (oracle/split_layout.py)
    "retrace", "jump-start",  # 702.81, 702.133: cast from the graveyard, discarding a card
    *dsl.LANDWALK,  # 702.14
    "intimidate", "shadow", "horsemanship", "fear", "skulk",  # evasion: 702.13, 702.28, 702.31, 702.36, 702.118
    "infect", "wither",  # damage: 702.90, 702.80
    # triggered: 702.25, 702.79, 702.83, 702.91, 702.93, 702.105
    "flanking", "persist", "exalted", "battle cry", "undying", "evolve", "extort", "dethrone",  # and 702.100-101
    "mentor", "provoke", "melee",  # 702.134, 702.39, 702.121
})

#: Keywords that modify how their permanent enters (unleash 702.98, riot 702.136, sunburst 702.44;
#: engine/entering.py):
#: only a card's own line has them (the engine reads them from the card as it would enter), so an
#: effect that grants one is refused.
ENTERING_KEYWORDS = frozenset({"unleash", "riot", "sunburst"})

#: Characteristic-defining keyword abilities (604.3) the engine applies in every zone from the
#: printed card: changeling (702.73), devoid (702.114).  Only a card's own line has them: an
#: effect that grants one ("gains changeling") is refused.
CHARACTERISTIC_KEYWORDS = frozenset({"changeling", "devoid"})

#: Keyword abilities followed by a number N (702.23 rampage, 702.45 bushido, 702.46 soulshift,
#: 702.112 renown, 702.123 fabricate, 702.130 afflict, 702.135 afterlife, 702.52 dredge; how it enters:
#: 702.32 fading, 702.38 amplify, 702.43 modular, 702.54 bloodthirst, 702.58 graft, 702.63 vanishing, 702.82 devour).
NUMBER_KEYWORDS = frozenset({"rampage", "bushido", "soulshift", "renown", "fabricate", "afflict", "afterlife", "dredge",
                             "fading", "modular", "bloodthirst", "vanishing", "devour", "graft", "amplify"})

#: Keyword abilities followed by a mana cost: equip 702.6, cycling 702.29, flashback 702.34,
#: madness 702.35, kicker and multikicker 702.33, buyback 702.27, echo 702.30, cumulative upkeep
#: 702.24, evoke 702.74, dash 702.109, morph and megamorph 702.37 (a mana cost only: "Morph—Reveal
#: ..." is refused), overload 702.96, replicate 702.56, unearth 702.84, scavenge 702.97, embalm
#: 702.128, eternalize 702.129, recover 702.59.  Ward (702.21) is handled separately: the engine
#: supports generic costs only.
COST_KEYWORDS = frozenset({"equip", "cycling", "flashback", "madness", "kicker", "multikicker", "buyback", "echo",
                           "cumulative upkeep", "evoke", "dash", "morph", "megamorph", "overload", "replicate",
                           "unearth", "scavenge", "embalm", "eternalize", "recover", "entwine", "escalate"})
#: Of those, the ones that copy the card as a creature token: read on a creature card only.
CREATURE_COPY_KEYWORDS = frozenset({"embalm", "eternalize"})
#: Of those, the ones whose cost the engine pays with the spell's or on its own, where an {X} of
#: its own isn't supported.
COST_KEYWORDS_WITHOUT_X = frozenset({"kicker", "multikicker", "buyback", "echo", "cumulative upkeep", "evoke", "dash",
                                     "morph", "megamorph", "overload", "replicate",
                                     "unearth", "scavenge", "embalm", "eternalize", "recover", "entwine", "escalate"})

#: Counters the rules give a meaning the engine doesn't implement (122.1b keyword counters of
#: keywords it lacks, 122.1e-f, 310.4 defense; poison, energy, experience and rad
#: counters go on players): a text that puts or counts one is refused, never played as a counter
#: that does nothing.  P/T counters (122.1a), keyword counters of keywords it implements
#: (dsl.KEYWORD_COUNTERS), loyalty, shield and stun counters (dsl.RULES_COUNTERS) and lore counters
#: (714: a Saga's chapters, engine/sagas.py) have their
#: meaning in the engine; any other kind has no rules meaning of its own (122.1) and is counted.
COUNTERS_WITH_UNIMPLEMENTED_MEANING = frozenset({
    "decayed", "first", "double", "finality", "defense", "poison", "energy",
    "experience", "rad", "ticket", "bounty",
})

#: Qualities "Enchant QUALITY" may name (303.4a): the engine reads them as one card type.
ENCHANT_QUALITIES = frozenset({"creature", "land", "artifact", "enchantment", "planeswalker", "player"})

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_ORDER = "WUBRG"

#: Card types (205.2a), singular and plural, lower case -> canonical.
CARD_TYPES = {
    "artifact": "Artifact", "artifacts": "Artifact",
    "battle": "Battle", "battles": "Battle",
    "creature": "Creature", "creatures": "Creature",
    "enchantment": "Enchantment", "enchantments": "Enchantment",
    "instant": "Instant", "instants": "Instant",
    "land": "Land", "lands": "Land",
    "planeswalker": "Planeswalker", "planeswalkers": "Planeswalker",
    "sorcery": "Sorcery", "sorceries": "Sorcery",
}

#: 110.4a: the card types a permanent (card) can have.
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")

#: 305.6: the intrinsic mana ability of each basic land type.
BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}

#: 205.3m: creature types.
CREATURE_TYPES = frozenset("""
Advisor Aetherborn Alien Ally Angel Antelope Ape Archer Archon Armadillo Army Artificer Assassin
Assembly-Worker Astartes Atog Aurochs Avatar Azra Badger Balloon Barbarian Bard Basilisk Bat Bear Beast
Beaver Beeble Beholder Berserker Bird Bison Blinkmoth Boar Bringer Brushwagg Camarid Camel Capybara Caribou
Carrier Cat Centaur Champion Child Chimera Citizen Cleric Clown Cockatrice Construct Coward Coyote Crab
Crocodile C'tan Custodes Cyberman Cyclops Dalek Dauthi Demigod Demon Deserter Detective Devil Dinosaur Djinn
Doctor Dog Dragon Drake Dreadnought Drone Druid Dryad Dwarf Efreet Egg Elder Eldrazi Elemental Elephant Elf
Elk Employee Eye Faerie Ferret Fish Flagbearer Fox Fractal Frog Fungus Gamer Gargoyle Germ Giant Gith Glimmer
Gnoll Gnome Goat Goblin God Golem Gorgon Graveborn Gremlin Griffin Guest Hag Halfling Hamster Harpy Hellion
Hippo Hippogriff Homarid Homunculus Horror Horse Human Hydra Hyena Illusion Imp Incarnation Inkling
Inquisitor Insect Jackal Jellyfish Juggernaut Kavu Kirin Kithkin Knight Kobold Kor Kraken Lamia Lammasu
Leech Leviathan Lhurgoyf Licid Lizard Llama Manticore Masticore Mercenary Merfolk Metathran Minion Minotaur
Mite Mole Monger Mongoose Monk Monkey Moonfolk Mount Mouse Mutant Myr Mystic Nautilus Necron Nephilim
Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg Otter Ouphe Ox Oyster
Pangolin Peasant Pegasus Pentavite Performer Pest Phelddagrif Phoenix Phyrexian Pilot Pincher Pirate Plant
Porcupine Possum Praetor Primarch Prism Processor Rabbit Raccoon Ranger Rat Rebel Reflection Rhino Rigger
Robot Rogue Sable Salamander Samurai Sand Saproling Satyr Scarecrow Scientist Scion Scorpion Scout Sculpture
Serf Serpent Servo Shade Shaman Shapeshifter Shark Sheep Siren Skeleton Skunk Slith Sliver Sloth Slug Snail
Snake Soldier Soltari Spawn Specter Spellshaper Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel
Starfish Surrakar Survivor Synth Tentacle Tetravite Thalakos Thopter Thrull Tiefling Toy Treefolk Trilobite
Triskelavite Troll Turtle Tyranid Unicorn Vampire Varmint Vedalken Volver Wall Walrus Warlock Warrior
Weasel Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith Wurm Yeti Zombie Zubera
""".split()) | frozenset({"Athlete", "Cow", "Spuzzem"})  # printed on Mystery Booster 2 playtest creatures' type lines

#: Subtypes of other card types (205.3g-j) and the card type each belongs to.
OTHER_SUBTYPES = {
    **{s: "Artifact" for s in ("Attraction", "Blood", "Clue", "Contraption", "Equipment", "Food", "Fortification",
                               "Gold", "Incubator", "Junk", "Map", "Powerstone", "Treasure", "Vehicle")},
    **{s: "Enchantment" for s in ("Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room",
                                  "Rune", "Saga", "Shard", "Shrine")},
    **{s: "Land" for s in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus",
                           "Cave", "Sphere")},
}

_IRREGULAR_PLURALS = {
    "elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf", "werewolves": "Werewolf", "mice": "Mouse",
    "fungi": "Fungus", "oxen": "Ox",
}
_SUBTYPES = {s.lower(): s for s in CREATURE_TYPES | set(OTHER_SUBTYPES)}


def subtype(word: str) -> str | None:
    """The subtype a word (singular or plural, any case) names, or None."""
    low = word.lower()
    if low in _SUBTYPES:
        return _SUBTYPES[low]
    if low in _IRREGULAR_PLURALS:
        return _SUBTYPES.get(_IRREGULAR_PLURALS[low].lower())
    for cut, add in (("es", ""), ("s", ""), ("ies", "y")):
        if low.endswith(cut) and low[: -len(cut)] + add in _SUBTYPES:
            return _SUBTYPES[low[: -len(cut)] + add]
    return None


def subtype_card_type(name: str) -> str:
    """The card type a subtype belongs to (205.3d)."""
    return "Creature" if name in CREATURE_TYPES else OTHER_SUBTYPES[name]


NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "twenty": 20,
}

#: Token definitions (cards/sets/tokens.py) by the description a "create" instruction gives
#: (111.4, 111.10): predefined tokens by name; others by power, toughness, colours,
#: subtypes, card types and keywords.
PREDEFINED_TOKENS = frozenset({"Treasure", "Blood", "Clue", "Food"})
TOKEN_DESCRIPTIONS: dict[tuple, str] = {
    ("1", "1", (), ("Thopter",), ("Artifact", "Creature"), ("flying",)): "Thopter",
    ("3", "3", (), ("Phyrexian", "Golem"), ("Artifact", "Creature"), ()): "Phyrexian Golem",
    ("1", "1", ("W",), ("Human",), ("Creature",), ()): "Human",
    ("1", "1", ("W", "B"), ("Spirit",), ("Creature",), ("flying",)): "White and Black Spirit",  # afterlife
    ("1", "1", (), ("Servo",), ("Artifact", "Creature"), ()): "Servo",  # fabricate
}

#: 111.4: a token an effect names: "Boo, a legendary 1/1 red Hamster creature token with trample and haste"
#: (cards/oracle/named_tokens.py reads it, cards/oracle/tokens.py defines it).
NAMED_TOKEN = re.compile(r"(?P<name>[A-Z][\w' -]*), an? (?P<legendary>legendary )?(?P<description>\d+/\d+ .+ token(?: with .+)?)")
