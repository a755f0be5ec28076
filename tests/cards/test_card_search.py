"""manastack.cards.search: Scryfall-style queries over card records, on hand-made records (no
registry, no bundled database)."""

from __future__ import annotations

import pytest

from manastack.cards.db import CardRecord, FaceRecord
from manastack.cards.search import (
    And,
    Not,
    Or,
    QueryError,
    Term,
    colour_identity,
    compile_query,
    mana_value,
    parse_query,
)


def face(
    name: str,
    cost: str | None,
    type_line: str,
    colors: str = "",
    text: str = "",
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
) -> FaceRecord:
    main, _, sub = type_line.partition(" — ")
    words = main.split()
    supertypes = tuple(w for w in words if w in ("Legendary", "Basic", "Snow"))
    return FaceRecord(
        name=name,
        mana_cost=cost,
        type_line=type_line,
        supertypes=supertypes,
        types=tuple(w for w in words if w not in supertypes),
        subtypes=tuple(sub.split()),
        colors=tuple(colors),
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        text=text,
    )


def card(*faces: FaceRecord, layout: str = "normal", playtest: bool = False) -> CardRecord:
    return CardRecord(name=" // ".join(f.name for f in faces), layout=layout, faces=faces, playtest=playtest)


BEARS = card(face("Grizzly Bears", "{1}{G}", "Creature — Bear", "G", power="2", toughness="2"))
ELVES = card(face("Llanowar Elves", "{G}", "Creature — Elf Druid", "G", "{T}: Add {G}.", "1", "1"))
BALOTH = card(face("Leatherback Baloth", "{G}{G}{G}", "Creature — Beast", "G", power="4", toughness="5"))
COURSER = card(
    face(
        "Courser of Kruphix",
        "{1}{G}{G}",
        "Enchantment Creature — Centaur",
        "G",
        "Whenever a land you control enters, you gain 1 life. Draw a card.",
        "2",
        "4",
    )
)
BOLT = card(face("Lightning Bolt", "{R}", "Instant", "R", "Lightning Bolt deals 3 damage to any target."))
SHOCK = card(face("Shock", "{R}", "Instant", "R", "Shock deals 2 damage to any target."))
DIVINATION = card(face("Divination", "{2}{U}", "Sorcery", "U", "Draw two cards."))
COLOSSAL = card(
    face("Colossal Might", "{R}{G}", "Instant", "RG", "Target creature gets +4/+2 and gains trample.")
)
JACE = card(
    face(
        "Jace, the Mind Sculptor",
        "{2}{U}{U}",
        "Legendary Planeswalker — Jace",
        "U",
        "+2: Look at the top card of target player's library.",
        loyalty="3",
    )
)
FOREST = card(face("Forest", None, "Basic Land — Forest", text="({T}: Add {G}.)"))
ORCHARD = card(face("Exotic Orchard", None, "Land", text="{T}: Add one mana of any color."))
SIGNET = card(face("Azorius Signet", "{2}", "Artifact", text="{1}, {T}: Add {W}{U}."))
GOYF = card(face("Tarmogoyf", "{1}{G}", "Creature — Lhurgoyf", "G", "~'s power is equal to ...", "*", "1+*"))
BEAR = card(face("Built Bear", "{1}{G}", "Creature — Bear", "G", power="2", toughness="2"), playtest=True)
KILLER = card(
    face(
        "Giant Killer", "{W}", "Creature — Human Peasant", "W", "{1}{W}, {T}: Tap target creature.", "1", "2"
    ),
    face(
        "Chop Down", "{2}{W}", "Instant — Adventure", "W", "Destroy target creature with power 4 or greater."
    ),
    layout="adventure",
)
FIRE = card(
    face("Fire", "{1}{R}", "Instant", "R", "Fire deals 2 damage divided as you choose."),
    face("Ice", "{1}{U}", "Instant", "U", "Tap target permanent. Draw a card."),
    layout="split",
)
ALL = [
    BEARS,
    ELVES,
    BALOTH,
    COURSER,
    BOLT,
    SHOCK,
    DIVINATION,
    COLOSSAL,
    JACE,
    FOREST,
    ORCHARD,
    SIGNET,
    GOYF,
    BEAR,
    KILLER,
    FIRE,
]
SUPPORTED = {
    "Grizzly Bears",
    "Llanowar Elves",
    "Lightning Bolt",
    "Shock",
    "Jace, the Mind Sculptor",
    "Forest",
    "Built Bear",
    "Giant Killer // Chop Down",
    "Tarmogoyf",
}


def names(query: str) -> set[str]:
    matches = compile_query(query, SUPPORTED.__contains__)
    return {record.name for record in ALL if matches(record)}


# ------------------------------------------------------------------------------------ syntax


def test_terms_are_joined_by_implicit_and_and_or_binds_looser():
    assert parse_query("t:creature c:g or t:instant") == Or(
        (
            And((Term("type", ":", "creature", "t:creature"), Term("color", ":", "g", "c:g"))),
            Term("type", ":", "instant", "t:instant"),
        )
    )
    assert parse_query("bolt and shock") == And(
        (Term("name", ":", "bolt", "bolt"), Term("name", ":", "shock", "shock"))
    )


def test_parentheses_group_and_minus_negates_a_term_or_a_group():
    assert parse_query("-(t:instant or t:sorcery)") == Not(
        Or((Term("type", ":", "instant", "t:instant"), Term("type", ":", "sorcery", "t:sorcery")))
    )
    assert parse_query('-o:"draw a card"') == Not(Term("oracle", ":", "draw a card", 'o:"draw a card"'))


def test_keyword_aliases_name_the_same_property():
    assert parse_query("cmc>=3") == Term("mv", ">=", "3", "cmc>=3")
    assert parse_query("type:land").keyword == parse_query("t:land").keyword == "type"
    assert parse_query("power>2").keyword == "power"


# ------------------------------------------------------------------------------------ names, types, text


def test_bare_words_and_quoted_phrases_match_names():
    assert names("bolt") == {"Lightning Bolt"}
    assert names('"the mind"') == {"Jace, the Mind Sculptor"}
    assert names("chop") == {"Giant Killer // Chop Down"}  # a face's name
    assert names("lightning bolt") == {"Lightning Bolt"}  # both words, each anywhere in the name


def test_type_matches_any_part_of_any_face_type_line():
    assert names("t:creature t:enchantment") == {"Courser of Kruphix"}
    assert names("t:adventure") == {"Giant Killer // Chop Down"}
    assert names("t:legendary") == {"Jace, the Mind Sculptor"}
    assert names("t:bear") == {"Grizzly Bears", "Built Bear"}
    assert names("t:land -t:basic") == {"Exotic Orchard"}


def test_oracle_text_leaves_out_reminder_text_and_full_oracle_text_keeps_it():
    assert "Forest" not in names('o:"add {g}"')  # "({T}: Add {G}.)" is reminder text
    assert "Forest" in names('fo:"add {g}"')
    assert names('fo:"add {g}"') == names('o:"add {g}"') | {"Forest"}


def test_oracle_text_quoted_or_a_word_and_tilde_is_the_card_name():
    assert names('o:"draw a card"') == {"Courser of Kruphix", "Fire // Ice"}
    assert names("o:trample") == {"Colossal Might"}
    assert names('o:"tarmogoyf\'s power"') == {"Tarmogoyf"}


# ------------------------------------------------------------------------------------ colours (105, 202.2, 903.4)


def test_colour_colon_means_at_least_those_colours():
    assert names("c:g t:instant") == {"Colossal Might"}
    assert names("c:rg") == {"Colossal Might"}
    assert names("c:green c:red") == {"Colossal Might"}
    assert names("c=r") == {"Lightning Bolt", "Shock"}


def test_colour_comparisons_and_multicolour_and_colourless():
    assert names("c<=r") == {"Lightning Bolt", "Shock", "Forest", "Exotic Orchard", "Azorius Signet"}
    assert names("c>=rg") == {"Colossal Might"}
    assert names("c:m") == {"Colossal Might", "Fire // Ice"}  # a split card's colours are both halves'
    assert names("c:c") == {"Forest", "Exotic Orchard", "Azorius Signet"}
    assert names("c!=g c:g") == {"Colossal Might"}


def test_colour_identity_counts_mana_symbols_in_costs_and_rules_text_but_not_reminder_text():
    """903.4: the colour identity is the colours of mana symbols in its costs and rules text."""
    assert colour_identity(SIGNET) == {"W", "U"}
    assert colour_identity(FOREST) == frozenset()  # "({T}: Add {G}.)" is reminder text
    assert colour_identity(ELVES) == {"G"}
    hybrid = card(face("Kitchen Finks", "{1}{G/W}{G/W}", "Creature — Ouphe", "GW"))
    assert colour_identity(hybrid) == {"G", "W"}
    assert names("id:wu t:artifact") == {"Azorius Signet"}
    assert "Azorius Signet" not in names("id:w")
    assert names("id>=wu") == {"Azorius Signet"}


# ------------------------------------------------------------------------------------ numbers (202.3, 208, 306.5b)


def test_mana_value_comparisons():
    """202.3: the mana value of a card without a mana cost is 0."""
    assert names("mv=0") == {"Forest", "Exotic Orchard"}
    assert names("mv>=3 t:creature") == {"Leatherback Baloth", "Courser of Kruphix"}
    assert names("cmc<2 t:creature") == {"Llanowar Elves", "Giant Killer // Chop Down"}
    assert names("mv!=1 t:instant") == {"Colossal Might", "Fire // Ice"}


def test_mana_value_of_a_split_card_sums_its_halves_and_an_adventurer_uses_its_front():
    """709.4: a split card's characteristics off the stack are its two halves combined."""
    assert mana_value(FIRE) == 4
    assert mana_value(KILLER) == 1
    assert mana_value(FOREST) == 0


def test_power_toughness_and_loyalty_comparisons():
    assert names("pow>=4") == {"Leatherback Baloth"}
    assert names("tou>=4 pow<=2") == {"Courser of Kruphix"}
    assert names("pow=0") == {"Tarmogoyf"}  # "*" counts as 0
    assert names("tou=1 t:lhurgoyf") == {"Tarmogoyf"}  # "1+*" counts as 1
    assert names("loy>=3") == {"Jace, the Mind Sculptor"}
    assert names("-pow>=0") == {r.name for r in ALL if all(f.power is None for f in r.faces)}


# ------------------------------------------------------------------------------------ is:


def test_is_supported_unsupported_and_playtest():
    assert names("is:playtest") == {"Built Bear"}
    assert names("is:unsupported t:creature") == {"Leatherback Baloth", "Courser of Kruphix"}
    assert names("is:supported t:instant") == {"Lightning Bolt", "Shock", "Giant Killer // Chop Down"}
    assert names("is:supported") | names("is:unsupported") == {r.name for r in ALL}


# ------------------------------------------------------------------------------------ combining


def test_the_issue_example_query():
    assert names('t:creature c:g mv<=2 o:"add {g}" is:supported') == {"Llanowar Elves"}
    assert names("t:creature c:g mv<=2 pow>=2 is:supported") == {"Grizzly Bears", "Built Bear"}


def test_or_negation_and_parentheses_combine():
    assert names("bolt or shock") == {"Lightning Bolt", "Shock"}
    assert names("(t:instant or t:sorcery) -c:r") == {"Divination", "Giant Killer // Chop Down"}
    assert names("-(t:land or t:creature or t:instant)") == {
        "Divination",
        "Jace, the Mind Sculptor",
        "Azorius Signet",
    }
    assert names("t:instant -(c:r or c:w)") == set()


# ------------------------------------------------------------------------------------ bad queries


@pytest.mark.parametrize(
    ("query", "problem"),
    [
        ("", "empty query"),
        ("   ", "empty query"),
        ("foo:bar", "unknown keyword 'foo'"),
        ("t:", "needs a value"),
        ("(t:creature", "'(' at position 1 is never closed"),
        ("t:creature)", "')' at position 11 has no matching '('"),
        ("()", "empty parentheses"),
        ("mv<=two", "whole number, not 'two'"),
        ("pow>x", "whole number, not 'x'"),
        ("c:x", "unknown colour 'x'"),
        ("c:cw", "can't be combined"),
        ("c>=m", "takes ':' or '=' only"),
        ("t<3", "type takes ':' or '=' only"),
        ("is:good", "unknown is: value 'good'"),
        ('o:"draw a card', "unterminated quote"),
        ('"draw a card', "unterminated quote"),
        ("or t:land", "'or' at position 1 needs a condition before it"),
        ("t:land or", "'or' at position 8 needs a condition after it"),
        ("t:land and", "'and' at position 8 needs a condition after it"),
        ("- t:land", "'-' at position 1 negates nothing"),
    ],
)
def test_a_bad_query_is_refused_naming_the_problem(query, problem):
    with pytest.raises(QueryError) as raised:
        compile_query(query, SUPPORTED.__contains__)
    assert problem in str(raised.value)


def test_support_is_asked_only_of_cards_the_other_terms_keep():
    """Asking the registry may compile a card: an "and" asks it last."""
    asked: list[str] = []

    def is_supported(name: str) -> bool:
        asked.append(name)
        return name in SUPPORTED

    matches = compile_query("is:supported t:instant c:r", is_supported)
    assert {r.name for r in ALL if matches(r)} == {"Lightning Bolt", "Shock"}
    assert sorted(asked) == ["Colossal Might", "Fire // Ice", "Lightning Bolt", "Shock"]
