"""Text for language-model agents and `render()`: a player's view, their log as sentences,
and the numbered options of their decision (docs/env.md, "Text mode").  Built only from
`game.view(player)` and `game.events_for(player)`.  Pure Python, so the agent server works on
the base install; `text_space` alone needs gymnasium."""

from __future__ import annotations

import string

from manastack.cards.registry import card_cache
from manastack.engine.game import Game
from manastack.env.options import Offer

MAX_TEXT = 32_000  # characters of a text observation (the log since the last one is cut first)
LOG_LINES = 60  # at most this many log sentences per text observation
# Events that say nothing a reader of the log needs: priority passing, steps, mana bookkeeping.
QUIET_EVENTS = frozenset(
    {
        "pass",
        "step_begin",
        "phase_begin",
        "tap",
        "add_mana",
        "tapped_for_mana",
        "mana_empties",
        "payment",
        "resolve_begin",
        "target",
        "zone_change",
        "keep",
        "attackers_declared",
        "blockers_declared",
        "cleanup",
        "untap",
        "step",
    }
)


@card_cache(maxsize=1)
def charset() -> str:
    """The characters of text observations: printable ASCII, the newline, and every character
    of the registered cards' names and texts; anything else is shown as "?"."""
    from manastack.cards import registry
    from manastack.cards.db import load_database

    chars = set(string.ascii_letters + string.digits + string.punctuation + " \n")
    for record in load_database():
        for face in record.faces:
            chars |= set(face.name) | set(face.text) | set(face.type_line)
    for name in registry.all_definitions():
        chars |= set(name)
    return "".join(sorted(chars))


def text_space():
    """A gymnasium Text space for text observations."""
    from gymnasium import spaces

    return spaces.Text(max_length=MAX_TEXT, min_length=1, charset=charset())


def clean(text: str) -> str:
    allowed = _allowed()
    return "".join(c if c in allowed else "?" for c in text)


@card_cache(maxsize=1)
def _allowed() -> frozenset[str]:
    return frozenset(charset())


# ---------------------------------------------------------------- the view


def _object(entry: dict) -> str:
    if entry.get("face_down") and "id" not in entry:  # 406.3: exiled face down
        return "a face-down card"
    name = entry["name"]
    if entry.get("face_down"):  # 708.2a, 708.5: its card is named to its controller only
        name = f"face-down {entry['card']}" if entry.get("card") else "a face-down creature"
    parts = [f"{name} [{entry['id']}]"]
    if "power" in entry:
        parts.append(f"{entry['power']}/{entry['toughness']}")
    details = []
    if entry.get("tapped"):
        details.append("tapped")
    if entry.get("damage"):
        details.append(f"{entry['damage']} damage")
    details += [f"{n} {kind}" for kind, n in sorted((entry.get("counters") or {}).items()) if n]
    if entry.get("token"):
        details.append("token")
    if entry.get("attached_to") is not None:
        details.append(f"attached to [{entry['attached_to']}]")
    details += entry.get("keywords", [])
    if details:
        parts.append("(" + ", ".join(details) + ")")
    return " ".join(parts)


def _card(entry: dict) -> str:
    pt = f" {entry['power']}/{entry['toughness']}" if "power" in entry else ""
    return (
        f"{entry['name']} [{entry['id']}] ({' '.join(entry['types'])}, mana value {entry['mana_value']}{pt})"
    )


def view_text(view: dict) -> str:
    """A player's view (Game.view) as text: players, battlefield, hand, stack, graveyards,
    exile, combat."""
    viewer = view["viewer"]
    players = view["players"]
    names = [p["name"] for p in players]
    lines = [
        f"Turn {view['turn']}, {names[view['active']]}'s turn, step {view['step']}. You are {names[viewer]}."
    ]
    for p in players:
        who = "you" if p["index"] == viewer else "opponent"
        pool = f", mana pool {p['mana_pool']}" if p["mana_pool"] else ""
        if p["restricted_mana"]:
            pool += f", mana pool {p['restricted_mana']}"
        lost = ", has lost" if p["lost"] else ""
        lines.append(
            f"{p['name']} ({who}): life {p['life']}, poison {p['poison']}, library {p['library']}, "
            f"hand {p['hand_size']}, lands played this turn {p['lands_played']}{pool}{lost}"
        )
    for p in players:
        mine = [e for e in view["battlefield"] if e.get("controller") == p["index"]]
        lines.append(f"{p['name']}'s battlefield: " + ("; ".join(_object(e) for e in mine) or "nothing"))
    me = players[viewer]
    lines.append("Your hand: " + ("; ".join(_card(e) for e in me.get("hand", [])) or "empty"))
    if view["stack"]:
        lines.append(
            "Stack (top first): "
            + "; ".join(
                f"{item['name']} [{item['id']}] ({item['kind']}, {names[item['controller']]}'s)"
                for item in view["stack"]
            )
        )
    else:
        lines.append("Stack: empty")
    for p in players:
        if p["graveyard"]:
            lines.append(
                f"{p['name']}'s graveyard: " + "; ".join(f"{e['name']} [{e['id']}]" for e in p["graveyard"])
            )
    if view["exile"]:
        lines.append("Exile: " + "; ".join(_object(e) for e in view["exile"]))
    combat = view["combat"]
    if combat and (combat["attackers"] or combat["blockers"]):
        attacks = [f"[{a}] attacks {_target(d, names)}" for a, d in combat["attackers"].items()]
        blocks = [
            f"[{b}] blocks " + ", ".join(f"[{a}]" for a in blocked)
            for b, blocked in combat["blockers"].items()
        ]
        lines.append("Combat: " + "; ".join(attacks + blocks))
    if view["over"]:
        lines.append(
            "The game is over: " + ("a draw." if view["winner"] is None else f"{names[view['winner']]} won.")
        )
    return "\n".join(lines)


def _target(target, names: list[str]) -> str:
    kind, value = target
    if kind == "player":
        return names[value]
    return "a hidden object" if value is None else f"[{value}]"


# ---------------------------------------------------------------- the log


class LogReader:
    """Reads one player's log from where it was last read, remembering the names of the
    objects that player has seen (object ids are shown as [id]).  One reader per player: what
    one player has seen is never used to name things for another."""

    def __init__(self) -> None:
        self.viewer: int | None = None
        self.read = 0
        self.names: dict[int, str] = {}

    def _check(self, viewer: int) -> None:
        if self.viewer is None:
            self.viewer = viewer
        elif viewer != self.viewer:
            raise ValueError(f"this log reader reads player {self.viewer}'s log, not player {viewer}'s")

    def learn(self, view: dict) -> None:
        self._check(view["viewer"])
        for entry in view["battlefield"] + view["exile"] + view["stack"]:
            if "id" in entry:
                self.names[entry["id"]] = entry["name"]
        for p in view["players"]:
            for entry in p["graveyard"] + p.get("hand", []):
                self.names[entry["id"]] = entry["name"]

    def new_lines(self, game: Game, viewer: int, player_names: list[str]) -> list[str]:
        """The sentences of the events since the last call."""
        self._check(viewer)
        events = game.events_for(viewer, self.read)
        self.read += len(events)
        return self.lines(events, player_names)

    def lines(self, events: list[dict], player_names: list[str]) -> list[str]:
        """These events of the player's log as sentences, learning the names they give."""
        lines = []
        for event in events:
            if event["type"] == "zone_change":
                for key in ("obj", "new"):
                    if event.get(key) is not None and event.get("card"):
                        self.names[event[key]] = event["card"]
            line = self.sentence(event, player_names)
            if line:
                lines.append(line)
        return lines

    def _name(self, oid) -> str:
        if oid is None:
            return "a hidden card"
        return f"{self.names.get(oid, 'object')} [{oid}]"

    def sentence(self, event: dict, players: list[str]) -> str | None:
        """One event as a sentence, or None for a quiet one."""
        kind = event["type"]
        if kind in QUIET_EVENTS:
            return None
        who = (
            players[event["player"]]
            if type(event.get("player")) is int and event["player"] < len(players)
            else "?"
        )
        name = self._name
        if kind == "turn_begin":
            return f"-- turn {event['turn']}: {players[event['active']]}'s turn --"
        if kind == "draw":
            return f"{who} draws {name(event['obj']) if event.get('obj') is not None else 'a card'}"
        if kind in ("cast", "play_land", "discard"):
            verb = {"cast": "casts", "play_land": "plays", "discard": "discards"}[kind]
            return f"{who} {verb} {event.get('card') or 'a card'}"
        if kind == "activate":
            return f"{who} activates an ability of {name(event.get('source'))}"
        if kind == "trigger":
            return f"{event.get('name') or 'an ability'}'s ability triggers"
        if kind == "resolved":
            return (
                f"{name(event.get('obj'))} resolves"
                if event.get("obj") is not None
                else "an ability resolves"
            )
        if kind == "countered":
            return f"{name(event.get('obj'))} is countered"
        if kind == "damage":
            return f"{name(event.get('source'))} deals {event['amount']} damage to {self._aim(event['target'], players)}"
        if kind in ("lose_life", "gain_life"):
            verb = "loses" if kind == "lose_life" else "gains"
            return f"{who} {verb} {event['amount']} life"
        if kind == "attack":
            return f"{name(event['obj'])} attacks {self._aim(event['defender'], players)}"
        if kind == "block":
            return f"{name(event['obj'])} blocks {name(event['attacker'])}"
        if kind == "mulligan":
            return f"{who} takes a mulligan"
        if kind == "shuffle":
            return f"{who} shuffles their library"
        if kind == "lose":
            return f"{who} loses the game ({event.get('reason')})"
        if kind == "game_over":
            winner = event.get("winner")
            return f"the game is over: {'a draw' if winner is None else players[winner] + ' wins'} ({event.get('reason')})"
        if kind == "game_start":
            return f"the game begins; {players[event['starting_player']]} plays first"
        details = ", ".join(f"{k} {v}" for k, v in event.items() if k not in ("type", "n"))
        return f"{kind.replace('_', ' ')}: {details}"

    def _aim(self, target, players: list[str]) -> str:
        kind, value = target
        if kind == "player":
            return players[value]
        return self._name(value)


# ---------------------------------------------------------------- decisions


def options_text(offer: Offer | None) -> str:
    if offer is None:
        return "No decision for you now."
    decision = offer.decision
    page = f" (page {offer.page + 1} of {offer.pages})" if offer.pages > 1 else ""
    prompt = decision.prompt if decision.prompt[-1:] in ("?", ".", "!") else decision.prompt + "."
    lines = [f"Decision ({decision.kind}): {prompt}{page} Answer with an option's number:"]
    lines += [f"{i}: {option.label}" for i, option in enumerate(offer.options)]
    return "\n".join(lines)


def render(game: Game, viewer: int, offer: Offer | None, reader: LogReader | None) -> str:
    """The view, the log since the last call (with a reader), and the numbered options.  Never
    more than MAX_TEXT characters: the log is cut first (its oldest sentences), the options never."""
    view = game.view(viewer)
    board = view_text(view)
    choices = options_text(offer if offer is not None and offer.decision.player == viewer else None)
    lines: list[str] = []
    if reader is not None:
        reader.learn(view)
        lines = reader.new_lines(game, viewer, [p["name"] for p in view["players"]])
    room = MAX_TEXT - len(choices) - 2
    board = board[: max(0, room)]
    room -= len(board) + 2
    log = ""
    left_out = max(0, len(lines) - LOG_LINES)
    lines = lines[left_out:]
    while lines:
        head = (
            f"Since your last decision ({left_out} earlier events left out):"
            if left_out
            else "Since your last decision:"
        )
        log = head + "\n" + "\n".join(lines)
        if len(log) <= room:
            break
        lines = lines[1:]
        left_out += 1
        log = ""
    return clean("\n\n".join(part for part in (board, log, choices) if part))


def observation_text(game: Game, viewer: int, offer: Offer | None, reader: LogReader) -> str:
    return render(game, viewer, offer, reader)
