"""Hostile decklists (issue 7): malformed or adversarial decklists give a clear error naming the
file, the line and the problem, make `manastack sim` exit non-zero, and never show a Python
traceback.  Parsing any text raises nothing but DecklistError."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.cli import main
from manastack.decks.decklist import MAX_CARDS, Deck, DecklistError, parse, parse_forge, split_line
from manastack.decks.validation import Problem, load_playable, validate

# name: (file text, what the error must say, the line it must name or None)
CASES = {
    "absurd_count": ("1000000000 Forest\n", "1000000000 copies is not a sensible count", 1),
    "count_with_5000_digits": ("9" * 5000 + " Forest\n", "copies is not a sensible count", 1),
    "zero_copies": ("20 Forest\n0 Forest\n", "0 copies is not a sensible count", 2),
    "unknown_card_with_suggestion": ("20 Forest\n4 Lightning Blot\n", "unknown card: 'Lightning Blot'; did you mean 'Lightning Bolt'", 2),
    "unknown_card_without_suggestion": ("20 Forest\n4 Qwxzv Plorbnik\n", "unknown card: 'Qwxzv Plorbnik'", 2),
    "legacy_on_a_card_without_legacy": ("20 Forest\n1 Grizzly Bears [flash]\n", "Grizzly Bears has no legacy options", 2),
    "unknown_legacy_option": ("20 Forest\n1 Built Bear [flying]\n", "unknown legacy option 'flying'", 2),
    "line_without_a_count": ("20 Forest\nForest\n", "can't read 'Forest'; expected 'COUNT CARD NAME'", 2),
    "count_without_a_name": ("20 Forest\n4\n", "can't read '4'", 2),
    "nested_brackets": ("20 Forest\n1 Built Bear [[flash]]\n", "can't read", 2),
    "empty_file": ("", "no main-deck cards", None),
    "only_comments": ("# nothing\n// here\n", "no main-deck cards", None),
    "sideboard_only": ("Sideboard\n4 Forest\n", "no main-deck cards", None),
    "too_many_cards_in_all": ("1000 Forest\n" * (MAX_CARDS // 1000 + 1), f"at most {MAX_CARDS}", MAX_CARDS // 1000 + 1),
    "control_characters_in_a_name": ("20 Forest\n1 For\x07est\n", "control characters", 2),
    "name_too_long": ("20 Forest\n1 " + "Forest" * 100 + "\n", "too long to be a card name", 2),
    "huge_line_of_spaces": ("1 Forest" + " " * 20000 + "x(\n", "can't read", 1),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_decklist_makes_sim_exit_nonzero_with_file_line_and_problem(tmp_path, case: str) -> None:
    """100.2: a deck is a list of cards; a list that isn't one is refused by `manastack sim`
    with exit status 2, the file, the line and the problem, and no traceback."""
    text, problem, line = CASES[case]
    path = tmp_path / f"{case}.txt"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["sim", str(path), "red-aggro", "-n", "1"])
    output = " ".join(result.output.split())
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert problem in output, output
    where = f"{path}:{line}:" if line else f"{path}:"
    assert where in output.replace(" ", ""), output


@pytest.mark.parametrize("content", [b"\xff\xfe\x00garbage", b"20 Forest\n\xc3\x28\n"])
def test_decklist_that_is_not_text_is_refused(tmp_path, content: bytes) -> None:
    """100.2: a decklist file that is not UTF-8 text is refused, naming the file."""
    path = tmp_path / "binary.txt"
    path.write_bytes(content)
    result = CliRunner().invoke(main, ["sim", str(path), "red-aggro", "-n", "1"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert "not a readable file" in " ".join(result.output.split())


@pytest.mark.parametrize("target", ["missing.txt", "."])
def test_decklist_path_that_is_no_file_is_refused(tmp_path, target: str) -> None:
    """100.2: naming a deck that is neither bundled nor a readable file is an error, not a crash."""
    result = CliRunner().invoke(main, ["sim", str(tmp_path / target), "red-aggro", "-n", "1"])
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    assert "not a bundled deck" in " ".join(result.output.split())


def test_forge_deck_with_absurd_count_is_refused(tmp_path) -> None:
    """100.2: the Forge .dck format gets the same checks as the text format."""
    path = tmp_path / "deck.dck"
    path.write_text("[metadata]\nName=x\n[Main]\n1000000000 Forest|M10\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["sim", str(path), "red-aggro", "-n", "1"])
    assert result.exit_code == 2
    assert f"{path}:4:" in result.output.replace("\n", "")
    assert "not a sensible count" in " ".join(result.output.split())


def test_load_playable_lists_every_problem_with_its_line(tmp_path) -> None:
    """100.2: every unknown card is reported at once, each with its line."""
    path = tmp_path / "deck.txt"
    path.write_text("20 Forest\n4 Lightning Blot\n4 Grizly Bears\n", encoding="utf-8")
    with pytest.raises(DecklistError) as caught:
        load_playable(str(path))
    lines = str(caught.value).splitlines()
    assert lines[0].startswith(f"{path}:2: unknown card: 'Lightning Blot'")
    assert lines[1].startswith(f"{path}:3: unknown card: 'Grizly Bears'; did you mean 'Grizzly Bears'")


def test_split_line_is_linear_on_hostile_lines() -> None:
    """Issue 7: a line built to make a backtracking pattern take exponential time is read at once (the
    old pattern needed about a second for 160 spaces; 100,000 would never finish)."""
    for line in ("1 a" + " " * 100_000 + "(", "1 a" + " " * 100_000 + "[", "1 " + "[" * 100_000, "1 " + "(" * 100_000 + ")"):
        assert split_line(line) is None


@given(st.text(max_size=400))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_text_as_decklist_raises_only_decklist_error(text: str) -> None:
    """100.2: any text at all either reads as a deck of sensible entries or raises DecklistError."""
    for reader in (parse, parse_forge):
        try:
            deck = reader(text, "random")
        except DecklistError:
            continue
        assert isinstance(deck, Deck) and deck.main
        for entry in deck.main + deck.sideboard + deck.commander:
            assert 1 <= entry.count <= 1000
            assert entry.name and entry.name == entry.name.strip()


LINE_PARTS = st.tuples(
    st.integers(min_value=0, max_value=10**12),
    st.sampled_from(["Forest", "Lightning Bolt", "Built Bear", "Fire // Ice", "Lightning Blot", "x" * 250]),
    st.sampled_from(["", " [flash]", " [flash, +1/+1]", " []", " [", " ]"]),
    st.sampled_from(["", " (M10)", " (M10) 146", " (M10", " (!!) 1"]),
)


@given(st.lists(LINE_PARTS, min_size=1, max_size=8))
@settings(max_examples=200, deadline=None)
def test_decklist_lines_parse_or_fail_with_their_line_number(parts) -> None:
    """100.2: each line either becomes an entry with exactly its count and name, or the error
    names that line."""
    lines = [f"{count} {name}{legacy}{code}" for count, name, legacy, code in parts]
    try:
        deck = parse("\n".join(lines), "generated")
    except DecklistError as err:
        assert str(err).startswith("line ") or "no main-deck cards" in str(err), str(err)
        return
    assert [e.count for e in deck.main] == [c for c, *_ in parts]
    assert [e.name for e in deck.main] == [n for _, n, *_ in parts]


@given(st.lists(st.tuples(st.integers(1, 1000), st.text(min_size=1, max_size=30).filter(lambda s: s.strip() == s and s)),
                min_size=1, max_size=5))
@settings(max_examples=100, deadline=None)
def test_validating_any_deck_returns_problems_and_raises_nothing(entries) -> None:
    """100.2: validation reports unknown cards and sizes as problems instead of raising."""
    from manastack.decks.decklist import DeckEntry

    deck = Deck("random", [DeckEntry(count, name, (), i + 1) for i, (count, name) in enumerate(entries)])
    for fmt in ("casual", "constructed", "limited"):
        problems = validate(deck, fmt)
        assert all(isinstance(p, Problem) and str(p) for p in problems)
