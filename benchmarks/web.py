"""The browser client's round trip: a browser's action in, the next view out.

Starts `manastack serve`'s application (uvicorn, in a thread), creates games over HTTP, and
plays them through a WebSocket the way the page does: each action is a choice among the
options the last message offered (a seeded random choice, so the games are scripted: the same
seed plays the same games), and the round trip is the time from sending it to having the next
message parsed.  That time includes the engine's work, the AI's decisions and the auto-passing
until the human decides again, and building and sending the message.  Prints p50, p95 and the
largest round trip; the goal is p95 <= 50 ms (issue 19).

    python benchmarks/web.py [--games N] [--deck red-aggro] [--vs green-stompy] [--ai heuristic]
                             [--seed S] [--no-auto-pass]
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import statistics
import threading
import time
import urllib.request

import uvicorn
from websockets.sync.client import connect

from manastack.web.server import create_app


def start_server() -> tuple[uvicorn.Server, int]:
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    server = uvicorn.Server(uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.02)
    return server, port


def new_game(port: int, deck: str, vs: str, ai: str, seed: int) -> dict:
    body = json.dumps(
        {
            "deck": {"bundled": deck},
            "opponent_deck": {"bundled": vs},
            "opponent": {"kind": "ai", "level": ai},
            "seed": str(seed),
        }
    ).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/games", body, {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def play(port: int, answer: dict, seed: int, auto_pass: bool) -> tuple[list[float], int]:
    """One game; the round trip of each action (seconds) and the bytes received."""
    rng = random.Random(seed)
    times: list[float] = []
    received = 0
    with connect(
        f"ws://127.0.0.1:{port}/ws?game={answer['game']}&token={answer['token']}", max_size=None
    ) as ws:
        text = ws.recv()
        if not auto_pass:
            ws.send(
                json.dumps(
                    {
                        "type": "settings",
                        "settings": {
                            "skip_trivial": False,
                            "pass_own_spells": False,
                            "stops_mine": ["upkeep", "draw", "main1", "main2", "end"],
                            "stops_theirs": ["upkeep", "end"],
                        },
                    }
                )
            )
            text = ws.recv()
        message = json.loads(text)
        while message.get("result") is None:
            decision = message["decision"]
            action = json.dumps(
                {"type": "choose", "option": rng.randrange(len(decision["options"])), "seq": decision["seq"]}
            )
            start = time.perf_counter()
            ws.send(action)
            text = ws.recv()
            message = json.loads(text)
            times.append(time.perf_counter() - start)
            received += len(text)
            if message["type"] != "state":
                raise RuntimeError(f"the server refused a scripted action: {message}")
    return times, received


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--deck", default="red-aggro")
    parser.add_argument("--vs", default="green-stompy")
    parser.add_argument("--ai", default="heuristic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--no-auto-pass",
        action="store_true",
        help="stop at every step (the most messages: each pass is a round trip)",
    )
    args = parser.parse_args()
    server, port = start_server()
    times: list[float] = []
    received = 0
    try:
        for game in range(args.games):
            answer = new_game(port, args.deck, args.vs, args.ai, args.seed + game)
            game_times, game_bytes = play(port, answer, args.seed + game, not args.no_auto_pass)
            times += game_times
            received += game_bytes
    finally:
        server.should_exit = True
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    print(
        f"{args.games} games ({args.deck} vs {args.vs}, {args.ai} AI, auto-pass {'off' if args.no_auto_pass else 'on'}), "
        f"{len(ms)} round trips, {received / len(ms) / 1024:.1f} KB a message"
    )
    print(
        f"round trip: p50 {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms "
        f"(goal: p95 <= 50 ms: {'met' if p95 <= 50 else 'not met'})"
    )


if __name__ == "__main__":
    main()
