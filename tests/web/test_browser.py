"""A real browser: Playwright drives Debian's Chromium (headless, launched from its executable,
no browser download) through whole games on `manastack serve`'s page, by clicking.

Under CI (CI=true) a missing Chromium or Playwright fails the test; elsewhere the test is
skipped with the reason.  MANASTACK_SCREENSHOTS=DIR keeps the screenshots in DIR (docs/web.md's
are made so: MANASTACK_SCREENSHOTS=docs/images pytest tests/web/test_browser.py).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import threading
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
IN_CI = os.environ.get("CI", "").lower() == "true"
# A small deck, so that the game is short: its owner draws from an empty library by turn 10 (704.5b).
SMALL_DECK = "3 Mountain\n3 Forest\n2 Shock\n2 Grizzly Bears\n"
TYPO_DECK = "3 Mountain\n3 Forest\n2 Shock\n2 Grizzly Bear\n"
STEP_WAIT = 15_000  # ms: the longest a click may take to be answered before the test fails


def _require(found: bool, what: str) -> None:
    if found:
        return
    if IN_CI:
        pytest.fail(
            f"{what} is missing under CI; .ci/run installs Debian's Chromium (apt-get install -y chromium)"
        )
    pytest.skip(f"{what} is not installed, so the browser test can't run (apt-get install -y chromium)")


@pytest.fixture(scope="module")
def playwright_api():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _require(False, "Playwright (pip install 'manastack[test]')")
    _require(os.path.exists(CHROMIUM), f"Chromium ({CHROMIUM})")
    with sync_playwright() as api:
        yield api


@pytest.fixture(scope="module")
def browser(playwright_api):
    chromium = playwright_api.chromium.launch(executable_path=CHROMIUM, headless=True)
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """`manastack serve`'s application on a free local port, in a thread."""
    uvicorn = pytest.importorskip("uvicorn")
    from manastack.web.server import create_app

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    saves = tmp_path_factory.mktemp("saves")
    app = create_app(saves)
    running = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    started = threading.Event()
    for _ in range(200):
        if running.started:
            started.set()
            break
        started.wait(0.05)
    assert running.started, "the server didn't start"
    yield f"http://127.0.0.1:{port}", app
    running.should_exit = True
    thread.join(10)


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("MANASTACK_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def updates(page) -> int:
    return int(
        page.evaluate(
            "Number(document.body.dataset.updates || 0) + 1000 * Number(document.body.dataset.errors || 0)"
        )
    )


def click_and_wait(page, locator) -> None:
    """Click, choosing the first entry if a menu of options opens, then wait for the server's
    answer (the page counts the messages it gets)."""
    before = updates(page)
    locator.first.click()
    menu = page.locator("#menu:not([hidden]) button.option")
    if menu.count():
        menu.first.click()
    page.wait_for_function(
        f"Number(document.body.dataset.updates || 0) + 1000 * Number(document.body.dataset.errors || 0) !== {before}",
        timeout=STEP_WAIT,
    )


def act(page) -> str:
    """Make one decision by clicking, the way a person would; returns what was done."""
    prompt = page.locator("#decision .prompt").inner_text().lower()
    hand = page.locator("#hand-area .card.actionable")
    attackers = page.locator("#my-area .card.actionable:not(.declaring)")
    keep = page.locator("#decision button", has_text="Keep this hand")
    if keep.count():
        click_and_wait(page, keep)
        return "keep"
    if page.locator("#pay").count():
        click_and_wait(page, page.locator("#pay"))
        return "pay"
    if page.locator("#opponent-area.targetable").count():
        click_and_wait(page, page.locator("#opponent-area .strip .who"))
        return "target the opponent"
    if page.locator("#pass").count() and hand.count():
        click_and_wait(page, hand)
        return "play a card"
    if "attackers" in prompt and attackers.count():
        click_and_wait(page, attackers)
        return "attack"
    for primary in ("#pass", "#done"):
        if page.locator(primary).count():
            click_and_wait(page, page.locator(primary))
            return primary[1:]
    click_and_wait(page, page.locator("#decision button.option"))
    return "the first option"


def wait_for_turn(page) -> None:
    """Wait until the page shows a decision for this player or the game's result."""
    page.wait_for_selector("#decision.yours, #result[open]", timeout=STEP_WAIT)


def test_a_whole_game_against_the_ai_by_clicking(browser, server, shots) -> None:
    """A newcomer's game: the new-game form (a pasted decklist, its error shown and fixed),
    then a whole game against the heuristic AI by clicking cards, the opponent and the
    buttons; the board updates as cards are played, a spell begun is cancelled (601.2,
    733.1), and the game ends with a result (104.2a, 704.5a-b)."""
    url, app = server
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(url + "/")
    page.wait_for_selector("#deck option", state="attached")
    page.select_option("#deck", "")
    page.fill("#deck-text", TYPO_DECK)
    page.select_option("#opponent-deck", "green-stompy")
    page.fill("#seed", "15")
    page.click("#start")
    problem = page.wait_for_selector("#deck-problems li")
    assert "'Grizzly Bear'" in problem.inner_text() and "'Grizzly Bears'" in problem.inner_text()
    page.screenshot(path=str(shots / "web-new-game.png"))
    page.fill("#deck-text", SMALL_DECK)
    page.click("#start")
    wait_for_turn(page)
    done: list[str] = []
    cancelled = False
    lands_seen = life_changed = False
    board_shot = target_shot = pay_shot = False
    for _ in range(400):
        wait_for_turn(page)
        if page.locator("#result[open]").count():
            break
        if page.locator("#my-area .card.land").count():
            lands_seen = True
        lives = [int(t.strip("♥ ")) for t in page.locator(".strip .life").all_inner_texts()]
        if any(life < 20 for life in lives):
            life_changed = True
        if not cancelled and page.locator("#cancel").count():
            if not target_shot:
                page.screenshot(path=str(shots / "web-target.png"))
                target_shot = True
            hand_before = page.locator("#hand-area .card").count()
            click_and_wait(page, page.locator("#cancel"))
            cancelled = True
            assert (
                page.locator("#hand-area .card").count() == hand_before + 1
            )  # the spell is back in the hand
            continue
        if (
            not pay_shot
            and page.locator("#pay").count()
            and page.locator("#decision .options button").count()
        ):
            page.locator("#decision .options button").first.hover()  # another plan: its lands are highlighted
            page.screenshot(path=str(shots / "web-pay.png"))
            page.mouse.move(5, 890)
            pay_shot = True
        if (
            not board_shot
            and page.locator("#my-area .card.creature").count()
            and page.locator("#opponent-area .card.creature").count()
        ):
            page.locator("#my-area .card.creature").first.hover()  # its card text
            page.wait_for_selector("#card-text:not([hidden])")
            page.screenshot(path=str(shots / "web-board.png"))
            page.mouse.move(5, 890)
            board_shot = True
        done.append(act(page))
    else:
        pytest.fail(f"the game did not end after 400 decisions: {done[-20:]}")
    headline = page.locator("#result-headline").inner_text()
    assert re.fullmatch(r"You win!|You lose: bob wins\.|The game is a draw\.", headline), headline
    page.screenshot(path=str(shots / "web-result.png"))
    assert {"keep", "play a card", "target the opponent"} <= set(done), done
    assert lands_seen and life_changed and cancelled and pay_shot and board_shot
    log = page.locator("#log").inner_text()
    assert "alice plays Mountain" in log and re.search(
        r"alice (loses the game|wins the game)|bob wins the game", log
    )
    session = next(entry.session for entry in app.state.hub.games.values() if entry.connections)
    assert session.game.over
    assert not errors, errors
    page.close()


def test_a_second_person_joins_by_link_and_each_sees_their_own_hand(browser, server, shots) -> None:
    """Two browsers (separate contexts, like two people): the link joins the second seat; each
    page shows its own hand (402.3) and the other's hand only as a count."""
    url, app = server
    first = browser.new_context(viewport={"width": 1400, "height": 900}).new_page()
    first.goto(url + "/")
    first.wait_for_selector("#deck option", state="attached")
    first.check("input[name=opponent][value=human]")
    first.fill("#seed", "3")
    first.click("#start")
    link = first.wait_for_selector("#invite-link").get_attribute("value")
    assert "#join=" in link
    second = browser.new_context(viewport={"width": 1400, "height": 900}).new_page()
    second.goto(link)
    first.wait_for_selector("#invite", state="hidden")
    session = app.state.hub.games[re.search(r"#join=([^&]+)", link).group(1)].session
    second.wait_for_function("Number(document.body.dataset.updates || 0) > 0")
    assert session.game.decision.kind == "starting_player"  # 103.1: before the opening hands are drawn
    chooser = (first, second)[session.game.decision.player]
    chooser.wait_for_selector("#decision.yours")
    click_and_wait(chooser, chooser.locator("#decision button.option"))
    hands = [[session.game.chars(o).name for o in p.hand] for p in session.game.state.players]
    for page, seat in ((first, 0), (second, 1)):
        page.wait_for_selector("#hand-area .card")
        shown = page.locator("#hand-area .card").evaluate_all("cards => cards.map(card => card.dataset.name)")
        assert sorted(shown) == sorted(hands[seat])
        assert page.locator("#my-area .who").inner_text().startswith(["alice", "bob"][seat])
        opponent = page.locator("#opponent-area .strip").inner_text()
        assert "hand 7" in " ".join(opponent.split())
    deciding = first if session.game.decision.player == 0 else second
    waiting = second if deciding is first else first
    assert deciding.locator("#decision.yours").count() == 1
    assert "Waiting for" in waiting.locator("#decision").inner_text()
    second.screenshot(path=str(shots / "web-two-players.png"))
    first.context.close()
    second.context.close()


def test_the_replay_page_steps_through_a_saved_game_from_either_view(browser, server, shots) -> None:
    """Issue 19 item 8 in the browser: the new-game page's saved games open in the replay page,
    which steps forwards and back and jumps to a turn by clicking, and switches to the other
    player's view: each shows its own hand (402.3), the other's only as a count."""
    from web_helpers import drive, lands_first, session

    from manastack.decks import decklist
    from manastack.web.savefile import write_save

    url, app = server
    game = session([decklist.load("red-aggro"), decklist.load("green-stompy")], seed=21, level="heuristic")
    drive(game, 0, lands_first, lambda m: m["decision"] is None)
    write_save(app.state.hub.saves / "replay-me.json", game.game, game.save_seats())
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(url + "/")
    row = page.locator("#saves li", has_text="replay-me.json")
    row.locator("button.replay").click()
    page.wait_for_selector("#replay-controls:not([hidden]) #replay-next")
    assert page.locator("#decision").is_hidden() and page.locator("#tools").is_hidden()
    assert "step 0 of" in page.locator("#replay-where").inner_text()
    where = []
    for button in ("#replay-next", "#replay-next", "#replay-back"):
        click_and_wait(page, page.locator(button))
        where.append(page.locator("#replay-where").inner_text())
    assert [re.match(r"step (\d+) of", w).group(1) for w in where] == ["1", "2", "1"], where
    before = updates(page)
    page.select_option("#replay-turn", label="turn 4")
    page.wait_for_function(f"Number(document.body.dataset.updates || 0) !== {before}", timeout=STEP_WAIT)
    for _ in range(3):
        click_and_wait(page, page.locator("#replay-next"))
    assert "turn 4" in page.locator("#phase-bar .turn").inner_text().lower()
    position = int(re.search(r"action (\d+) of", page.locator("#replay-where").inner_text()).group(1))
    assert f"position={position}" in page.evaluate("location.hash")
    shown = {}
    for seat in (0, 1):
        if seat == 1:
            click_and_wait(page, page.locator("#replay-player-1"))
        shown[seat] = sorted(
            page.locator("#hand-area .card").evaluate_all("cards => cards.map(card => card.dataset.name)")
        )
        assert page.locator("#my-area .who").inner_text().startswith(["alice", "bob"][seat])
    frame = app.state.hub.replays["replay-me.json"][1].replay.at(position)
    hands = [sorted(frame.chars(o).name for o in p.hand) for p in frame.state.players]
    assert shown == {0: hands[0], 1: hands[1]}
    page.mouse.move(5, 890)
    page.screenshot(path=str(shots / "web-replay.png"))
    click_and_wait(page, page.locator("#replay-end"))
    assert page.locator("#replay-result").inner_text().startswith(("alice wins.", "bob wins."))
    assert page.locator("#replay-next").is_disabled()
    assert not errors, errors
    page.close()


def test_a_spell_on_the_stack_is_clicked_as_a_counterspell_s_target(browser, server) -> None:
    """115.1, 601.2c, 701.5a: with Grizzly Bears and a Shock on the stack, alice casts
    Counterspell from her hand and clicks the Shock on the stack as its target; the Shock is
    countered and the Bears stay."""
    from web_helpers import counterspell_ready

    url, app = server
    game, message = counterspell_ready()
    app.state.hub.add(game)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"{url}/#game={game.id}&token={game.seats[0].token}")
    wait_for_turn(page)
    assert page.locator("#stack-area .stack-item.actionable").count() == 0  # priority: nothing to target yet
    click_and_wait(page, page.locator("#hand-area .card.actionable", has_text="Counterspell"))
    shock = page.locator("#stack-area .stack-item.actionable[data-name='Shock']")
    assert page.locator("#stack-area .stack-item.actionable").count() == 2  # the Shock and the Bears
    assert shock.get_attribute("data-id") == str(message["view"]["stack"][0]["obj"])
    click_and_wait(page, shock)
    while page.locator("#pay").count():
        click_and_wait(page, page.locator("#pay"))
    page.wait_for_function("document.querySelector('#log').innerText.includes('Shock is countered')")
    assert [item["name"] for item in game.message(game.seats[0])["view"]["stack"]] == ["Grizzly Bears"]
    assert not errors, errors
    page.close()
