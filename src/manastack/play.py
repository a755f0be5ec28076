"""`manastack play`: a game in the terminal against an AI player.

The human sees only what `game.view(human)` shows (DESIGN.md principle 8): the board, their own
hand, the sizes of hidden zones, and a log written from `game.events_for(human)`, the events
as they may know them (hidden cards left unnamed, engine/player_log.py).  The AI answers its
decisions from `game.view(ai)` alone.  Every decision of the human is shown as numbered options
(the engine's `Decision.options` labels); commands make passing priority convenient without
hiding any real decision.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from rich.console import Console, Group
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

from manastack.agents import decide, make_agent
from manastack.decks import decklist
from manastack.engine import rng
from manastack.engine.decision import Decision, Option
from manastack.engine.game import Game
from manastack.engine.mana import mana_abilities
from manastack.engine.steps import MAIN_PHASES
from manastack.web.savefile import RecordedGame

STEP_NAMES = {
    "untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "precombat main phase",
    "beginning_of_combat": "beginning of combat", "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step", "combat_damage": "combat damage step",
    "end_of_combat": "end of combat", "main2": "postcombat main phase", "end": "end step", "cleanup": "cleanup step",
}
PUBLIC_ZONES = ("battlefield", "stack", "graveyard", "exile")
LOG_KEEP = 500  # lines of the game log kept for the `log` command
LOG_SHOW = 20

HELP = """[bold]Commands[/bold]
  [bold]1[/bold], [bold]2[/bold], ...   choose that option of the pending decision
  [bold]p[/bold], pass      pass priority once (the "pass priority" option)
  [bold]n[/bold], next      pass until something changes: a new step, or the stack changes
  [bold]m[/bold], main      pass until the next main phase
  [bold]e[/bold], end       pass until the turn ends
             passing stops when something new goes on the stack, and whenever
             you have another decision: attackers, blockers, targets, discards
  [bold]b[/bold], board     show the board again (#N marks permanents that share a name)
  [bold]o[/bold], options   show the options of the pending decision again
  [bold]log[/bold] [N]      show the last N lines of the game log (20 if no N)
  [bold]card[/bold] NAME    show a card's text
  [bold]auto[/bold] on|off  skip (on, the default) or show your priority when all you
             could do is pass or tap lands for mana
  [bold]concede[/bold]      concede the game
  [bold]save[/bold] [FILE]    save the game to FILE (saved-game.json if no FILE), to go on later
             with manastack play --resume FILE (or manastack replay FILE)
  [bold]q[/bold], quit      leave the game unfinished
  [bold]h[/bold], help, ?   this help"""


BOARD_DECISIONS = frozenset({"priority", "attackers", "blockers", "mulligan", "starting_player", "discard"})


def _ints(value) -> list[int]:
    """The whole numbers inside an option's value (object ids, among others)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, (list, tuple)):
        return [n for v in value for n in _ints(v)]
    return []


def circled_options(o: dict) -> str:
    """" [flash, +1/+1]" for a Built Bear in a view (its circled options, printed
    characteristics that the view shows, as a decklist writes them), "" for a card without
    legacy options."""
    legacy = o.get("legacy")
    if legacy is None:
        return ""
    return f" [{', '.join(legacy)}]" if legacy else " [nothing circled]"


class LeaveGame(Exception):
    """The human quit or the input ended."""


# ---------------------------------------------------------------------------- the game log


class EventWriter:
    """Turns a player's log (`Game.events_for(viewer)`) into readable lines.  A card is named
    only if that log names it (None stands for a card the viewer can't see): the opponent's
    draws stay "a card"."""

    def __init__(self, game: Game, viewer: int) -> None:
        self.game = game
        self.viewer = viewer
        self.names: dict[int, str] = {}
        self.items: dict[int, str] = {}
        self._pending_life: list[dict] = []
        self._hands_drawn = False
        self._told_shuffles: set[int] = set()  # shuffles after the opening hands (the events' "n")

    def player(self, index: int) -> str:
        return self.game.state.players[index].name

    def name(self, oid) -> str:
        return self.names.get(oid, "a card") if oid is not None else "an effect"

    def learn_view(self, view: dict) -> None:
        for o in view["battlefield"]:
            self.names[o["id"]] = _face_down_name(o) if o.get("face_down") else o["name"]
        for o in view["exile"]:
            if not o.get("face_down"):
                self.names[o["id"]] = o["name"]
        for p in view["players"]:
            for o in p["graveyard"] + p.get("hand", []):
                self.names[o["id"]] = o["name"]
        for s in view["stack"]:
            self.items.setdefault(s["id"], s["name"])

    def _learn_event(self, event: dict) -> None:
        kind = event["type"]
        if kind in ("keep", "mulligan"):
            self._hands_drawn = True
        elif kind == "shuffle" and self._hands_drawn:
            self._told_shuffles.add(event["n"])
        if kind == "zone_change" and event["card"] is not None:
            name = (event.get("lki") or {}).get("name") or self.names.get(event["obj"]) or event["card"]
            if event["obj"] is not None:
                self.names.setdefault(event["obj"], name)
            if event["new"] is not None:
                self.names.setdefault(event["new"], event["card"] if event["to"] != "battlefield" else name)
        elif kind == "cast":
            name = event["name"] or "a face-down creature spell"  # 708.2a: it has no name
            self.names[event["obj"]] = name
            self.items[event["item"]] = name
        elif kind == "turned_face_up":  # 702.37e
            self.names[event["obj"]] = event["card"]
        elif kind in ("reveal", "discard", "play_land") and event.get("obj") is not None:
            self.names[event["obj"]] = event["card"]
        elif kind == "activate":
            self.items[event["item"]] = f"{self.name(event['source'])}'s ability"
        elif kind == "trigger":
            source = event.get("name") or self.name(event.get("source"))
            self.items[event["item"]] = f"{source}'s triggered ability"

    def lines(self, events: list[dict]) -> list[str]:
        for event in events:
            self._learn_event(event)
        played = {e["obj"] for e in events if e["type"] == "play_land"}
        out: list[str] = []
        draws: list[dict] = []  # a run of draws by one player is one line
        for event in events:
            if event["type"] == "draw":
                if draws and draws[0]["player"] != event["player"]:
                    out.append(self._draw_line(draws))
                    draws = []
                draws.append(event)
                continue
            lines = self._describe(event, played)
            if lines and draws:
                out.append(self._draw_line(draws))
                draws = []
            out.extend(lines)
        if draws:
            out.append(self._draw_line(draws))
        out.extend(self._flush_life())
        return out

    def _draw_line(self, draws: list[dict]) -> str:
        who = draws[0]["player"]
        count = f"{len(draws)} cards" if len(draws) > 1 else "a card"
        if who != self.viewer:
            return f"{self.player(who)} draws {count}"
        cards = ", ".join(self.name(e["obj"]) for e in draws)
        return f"{self.player(who)} draws {cards}" if len(draws) == 1 else f"{self.player(who)} draws {count}: {cards}"

    def _flush_life(self) -> list[str]:
        found = [f"{self.player(e['player'])} loses {e['amount']} life" for e in self._pending_life]
        self._pending_life = []
        return found

    def _target(self, target) -> str:
        kind, value = target[0], target[1]
        return self.player(value) if kind == "player" else self.name(value)

    def _describe(self, e: dict, played: set) -> list[str]:
        kind = e["type"]
        who = self.player(e["player"]) if isinstance(e.get("player"), int) else ""
        if kind == "game_start":
            return [f"the game begins: {self.player(e['starting_player'])} plays first"]
        if kind == "mulligan":
            return [f"{who} takes a mulligan"]
        if kind == "keep":
            return [f"{who} keeps {e['cards']} cards"]
        if kind == "mulligan_bottom":
            return [f"{who} puts {e['count']} card{'s' * (e['count'] != 1)} on the bottom of their library"]
        if kind == "turn_begin":
            return [f"── turn {e['turn']}: {self.player(e['active'])}'s turn ──"]
        if kind == "draw_empty":
            return [f"{who} has to draw from an empty library"]
        if kind == "play_land":
            return [f"{who} plays {self.name(e['obj'])}"]
        if kind == "cast":
            return [f"{who} casts {e['name']}" + (f" (X={e['x']})" if e.get("x") else "")]
        if kind == "activate":
            return [f"{who} activates {self.items.get(e['item'], 'an ability')}"]
        if kind == "cycle":
            return [f"{who} cycles {self.name(e['obj'])}"]
        if kind == "trigger":
            return [f"{self.items.get(e['item'], 'an ability')} triggers"]
        if kind == "target":
            return [f"  {self.items.get(e['item'], 'it')} targets {self.name(e['obj'])}"]
        if kind == "resolve_begin":  # 608.2: said before what it does
            return [f"{self.items.get(e['item'], 'a spell or ability')} resolves"]
        if kind == "trigger_no_effect":  # 603.4
            return [f"{self.items.get(e['item'], 'a triggered ability')} does nothing: its condition is false"]
        if kind == "countered":
            return [f"{self.items.get(e['item'], 'a spell')} is countered"]
        if kind == "fizzle":
            return [f"{self.items.get(e['item'], 'a spell or ability')} is removed from the stack: its targets are gone"]
        if kind == "attack":
            return [f"{self.name(e['obj'])} attacks {self._target(e['defender'])}"]
        if kind == "block":
            return [f"{self.name(e['obj'])} blocks {self.name(e['attacker'])}"]
        if kind == "damage":
            line = f"{self.name(e['source'])} deals {e['amount']} damage to {self._target(e['target'])}"
            return [line, *self._flush_life()]
        if kind == "damage_prevented":
            return [f"damage from {self.name(e['source'])} to {self._target(e['target'])} is prevented"]
        if kind == "lose_life":
            if e.get("cause") == "damage":
                self._pending_life.append(e)  # said after the damage that caused it
                return []
            return [f"{who} loses {e['amount']} life"]
        if kind == "gain_life":
            return [f"{who} gains {e['amount']} life"]
        if kind == "counters":
            count = e["count"]
            return [f"{self.name(e['obj'])} gets {count} {e['kind']} counter{'s' * (count != 1)}"]
        if kind == "discard":
            return [f"{who} discards {self.name(e['obj'])}"]
        if kind == "reveal":
            return [f"{who} reveals {e['card']}"]
        if kind == "scry":
            return [f"{who} scries {e['count']}"]
        if kind == "shuffle":  # the shuffles of 103.3, before the opening hands, go without saying
            return [f"{who} shuffles their library"] if e["n"] in self._told_shuffles else []
        if kind == "attach":
            return [f"{self.name(e['obj'])} is attached to {self.name(e['to'])}"]
        if kind == "transform":
            return [f"{self.name(e['obj'])} transforms"]
        if kind == "turned_face_up":
            return [f"{who} turns {e['card']} face up"]
        if kind == "spell_copied":  # 707.10
            self.items[e["item"]] = f"the copy of {e['name']}"
            return [f"{who} puts a copy of {e['name']} on the stack"]
        if kind == "poison":  # 122.1f
            return [f"{who} gets {e['count']} poison counter{'s' * (e['count'] != 1)}"]
        if kind == "energy":  # 107.14
            count = abs(e["count"])
            return [f"{who} {'gets' if e['count'] > 0 else 'pays'} {count} energy"]
        if kind == "renowned":  # 702.112
            return [f"{self.name(e['obj'])} becomes renowned"]
        if kind == "regenerate":  # 701.19
            return [f"{self.name(e['obj'])} regenerates"]
        if kind == "exert":  # 701.39
            return [f"{who} exerts {self.name(e['obj'])}"]
        if kind == "coin_flip":  # 705
            return [f"{who} {'wins' if e['won'] else 'loses'} a coin flip"]
        if kind == "clash":  # 701.23
            return [f"{who} clashes with {self.player(e['opponent'])} and {'wins' if e['won'] else 'does not win'}"]
        if kind == "concede":
            return [f"{who} concedes"]
        if kind == "lose":
            return [f"{who} loses the game ({e['reason']})"]
        if kind == "game_over":
            if e["winner"] is None:
                return [f"the game is a draw ({e.get('reason') or 'no winner'})"]
            return [f"{self.player(e['winner'])} wins the game"]
        if kind == "zone_change":
            return self._zone_change(e, played)
        return []

    def _zone_change(self, e: dict, played: set) -> list[str]:
        src, dst = e["from"], e["to"]
        owner = self.player(e["owner"])
        if e["card"] is None:
            return []
        name = (e.get("lki") or {}).get("name") or self.names.get(e["obj"]) or self.name(e["new"])
        cause = e.get("cause", "")
        if src == "battlefield":
            lki = e.get("lki") or {}
            if cause in ("sacrifice", "cost") and dst == "graveyard":
                return [f"{self.player(lki.get('controller', e['owner']))} sacrifices {name}"]
            if dst == "graveyard":
                return [f"{name} dies" if "Creature" in lki.get("types", ()) else f"{name} is put into {owner}'s graveyard"]
            if dst == "exile":
                return [f"{name} is exiled"]
            if dst == "hand":
                return [f"{name} returns to {owner}'s hand"]
            if dst == "library":
                return [f"{name} is put into {owner}'s library"]
            return []
        if dst == "battlefield":
            if src == "stack" or e["new"] in played:
                return []  # "resolves" / "plays" says it
            return [f"{name} enters the battlefield"]
        if src == "stack" or cause in ("discard", "draw", "mulligan"):
            return []
        if src == "sideboard":  # 400.11: brought into the game (a card its owner may see, or revealed)
            return [f"{owner} puts {name} into their {dst} from outside the game"]
        if src == "library" and dst == "graveyard":
            return [f"{name} is put into {owner}'s graveyard from their library"]
        if dst == "exile":
            return [f"{name} is exiled from {owner}'s {src}"]
        if dst == "hand" and src in PUBLIC_ZONES:
            return [f"{name} returns to {owner}'s hand from their {src}"]
        if dst == "library" and src in PUBLIC_ZONES:
            return [f"{name} is put into {owner}'s library from their {src}"]
        if dst == "graveyard":
            return [f"{name} is put into {owner}'s graveyard"]
        return []


# ---------------------------------------------------------------------------- the board


def _permanent(o: dict, view: dict, names: dict[int, str], shared: set[str], circled: str = "") -> str:
    text = escape(o["name"] + circled) + (f" [dim]#{o['id']}[/dim]" if o["name"] in shared else "")
    if o.get("power") is not None:
        text += f" [bold]{o['power']}/{o['toughness']}[/bold]"
    notes = []
    if o.get("tapped"):
        notes.append("[yellow]tapped[/yellow]")
    combat = view.get("combat") or {}
    attacking = combat.get("attackers", {}).get(str(o["id"]))
    if attacking is not None:
        target = view["players"][attacking[1]]["name"] if attacking[0] == "player" else names.get(attacking[1], "?")
        notes.append(f"[red]attacking {escape(target)}[/red]")
    blocking = combat.get("blockers", {}).get(str(o["id"]))
    if blocking:
        notes.append("[red]blocking " + escape(", ".join(names.get(a, "?") for a in blocking)) + "[/red]")
    for counter, count in sorted(o.get("counters", {}).items()):
        if count:
            notes.append(f"{count} {escape(counter)} counter{'s' * (count != 1)}")
    if o.get("damage"):
        notes.append(f"{o['damage']} damage")
    if o.get("attached_to") is not None:
        notes.append(f"on {escape(names.get(o['attached_to'], '?'))}")
    if o.get("token"):
        notes.append("token")
    if o.get("keywords"):
        notes.append("[dim]" + escape(", ".join(o["keywords"])) + "[/dim]")
    return text + (f" ({', '.join(notes)})" if notes else "")


def _lands(lands: list[dict]) -> str:
    groups: dict[tuple[str, bool], int] = {}
    for o in lands:
        key = (o["name"], bool(o.get("tapped")))
        groups[key] = groups.get(key, 0) + 1
    parts = []
    for (name, tapped), count in groups.items():
        parts.append(f"{escape(name)}{f' ×{count}' if count > 1 else ''}{' [yellow](tapped)[/yellow]' if tapped else ''}")
    return ", ".join(parts)


def _grouped(names: list[str], limit: int = 8) -> str:
    shown = names[-limit:]
    more = f"… +{len(names) - limit} more, " if len(names) > limit else ""
    return more + ", ".join(escape(n) for n in shown)


def render_board(view: dict, labels: dict[int, str]) -> Group:
    """The board as `view`'s player sees it: the opponents first, then the stack, then you.
    Built Bears show their circled options (`circled_options`)."""
    viewer = view["viewer"]
    players = view["players"]
    names = {o["id"]: o["name"] for o in view["battlefield"]}
    counts: dict[str, int] = {}
    for o in view["battlefield"]:
        if "Land" not in o["types"]:
            counts[o["name"]] = counts.get(o["name"], 0) + 1
    shared = {name for name, count in counts.items() if count > 1}  # these get their #id
    step = STEP_NAMES.get(view["step"], view["step"])
    if view["turn"] == 0:
        header = "[bold]Before the game[/bold]: opening hands and mulligans"
    else:
        header = f"[bold]Turn {view['turn']}[/bold] · {escape(players[view['active']]['name'])}'s turn · {step}"
    pending = view.get("decision")
    if pending is not None and pending["kind"] == "priority":
        header += f" · {escape(players[viewer]['name'])} has priority"
    parts: list = [Text.from_markup(header)]
    order = [p for p in players if p["index"] != viewer] + [players[viewer]]
    for p in order:
        lines = []
        stats = f"life [bold]{p['life']}[/bold] · hand {p['hand_size']} · library {p['library']} · graveyard {len(p['graveyard'])}"
        if p["poison"]:
            stats += f" · poison {p['poison']}"
        if p["mana_pool"]:
            stats += f" · mana pool {escape(p['mana_pool'])}"
        if p.get("sideboard_size"):  # 400.11b: the cards outside the game (yours listed, 702.139a: a companion shown)
            outside = ", ".join(escape(c["name"]) for c in p["sideboard"]) if "sideboard" in p else str(p["sideboard_size"])
            companion = f" (companion {escape(p['companion']['name'])})" if p.get("companion") else ""
            stats += f" · sideboard {outside}{companion}"
        lines.append(stats)
        mine = [o for o in view["battlefield"] if o.get("controller") == p["index"]]
        lands = [o for o in mine if "Land" in o["types"] and "Creature" not in o["types"]]
        creatures = [o for o in mine if "Creature" in o["types"]]
        others = [o for o in mine if o not in lands and o not in creatures]
        if lands:
            lines.append("Lands: " + _lands(lands))
        for title, group in (("Creatures", creatures), ("Other", others)):
            if group:
                lines.append(f"{title}:")
                lines.extend("  " + _permanent(o, view, names, shared, circled_options(o)) for o in group)
        if not mine:
            lines.append("[dim]no permanents[/dim]")
        if p["graveyard"]:
            lines.append("[dim]Graveyard: " + _grouped([o["name"] for o in p["graveyard"]]) + "[/dim]")
        title = escape(p["name"]) + f" ({labels.get(p['index'], '')})" + (" [red]lost[/red]" if p["lost"] else "")
        parts.append(Panel(Text.from_markup("\n".join(lines)), title=title, title_align="left",
                           border_style="green" if p["index"] == viewer else "red"))
    if view["stack"]:
        lines = []
        for i, s in enumerate(view["stack"], start=1):
            targets = [players[t[1]]["name"] if t[0] == "player" else "an ability" if t[0] == "ability"
                       else names.get(t[1], "a card") for slot in s["targets"] for t in slot]
            aim = f" → {', '.join(targets)}" if targets else ""
            lines.append(f"{i}. {escape(s['name'])} ({escape(players[s['controller']]['name'])}){escape(aim)}")
        parts.append(Panel(Text.from_markup("\n".join(lines)), title="Stack (top first)", title_align="left",
                           border_style="magenta"))
    exile = [o.get("name", "a face-down card") for o in view["exile"]]
    if exile:
        parts.append(Text.from_markup("[dim]Exile: " + _grouped(exile) + "[/dim]"))
    hand = players[viewer].get("hand", [])
    parts.append(Text.from_markup(f"[bold]Your hand ({len(hand)}):[/bold] " + (", ".join(escape(o["name"] + circled_options(o)) for o in hand)
                                                                               or "[dim]empty[/dim]")))
    return Group(*parts)


# ---------------------------------------------------------------------------- the session


@dataclass
class AutoPass:
    """Passing priority on the human's behalf until `mode` says to stop."""

    mode: str  # "step" | "main" | "turn"
    turn: int
    step: str
    stack: tuple


class TerminalGame:
    """One game between a human at the terminal (seat `human`) and an agent."""

    def __init__(self, game: Game, human: int, agent, console: Console, labels: dict[int, str],
                 reader: Callable[[str], str] | None = None, seats: list[dict] | None = None) -> None:
        self.game = game
        self.human = human
        self.agent = agent
        self.console = console
        self.labels = labels
        self.reader = reader or (lambda prompt: console.input(prompt))
        self.writer = EventWriter(game, human)
        self.log_lines: list[str] = []
        self.seen_events = 0
        self.auto: AutoPass | None = None
        self.skip_trivial = True
        self._shown_board: str | None = None
        self.seats = seats  # each player as a saved game says: {"kind": "human"} or {"kind": "ai", "level": ...}

    # ------------------------------------------------------------ the loop

    def run(self) -> str:
        """Play until the game ends or the human leaves; returns "over", "quit" or "eof"."""
        game = self.game
        try:
            while not game.over:
                decision = game.decision
                if decision.player != self.human:
                    game.choose(decide(self.agent, game, decision))
                    continue
                self.flush_log()
                if self._pass_automatically(decision):
                    game.choose(decision.options[0])
                    continue
                self.auto = None
                self.ask_human(decision)
        except LeaveGame as leave:
            self.flush_log()
            return str(leave)
        self.flush_log()
        self.show_board(force=True)
        self.show_result()
        return "over"

    def flush_log(self) -> None:
        new = self.game.events_for(self.human, self.seen_events)
        if not new:
            return
        self.seen_events += len(new)
        self.writer.learn_view(self.game.view(self.human))
        lines = self.writer.lines(new)
        self.log_lines = (self.log_lines + lines)[-LOG_KEEP:]
        for line in lines:
            self.console.print(Text("  · " + line, style="cyan"))

    def _stack_ids(self) -> tuple:
        return tuple(item.id for item in self.game.state.stack)

    def _pass_automatically(self, decision: Decision) -> bool:
        if decision.kind != "priority" or decision.options[0].kind != "pass":
            return False
        state = self.game.state
        auto = self.auto
        if auto is not None:
            stack = self._stack_ids()
            if any(item not in auto.stack for item in stack):
                return False  # something new to respond to
            if auto.mode == "step" and ((state.turn, state.step) != (auto.turn, auto.step) or stack != auto.stack):
                return False
            if auto.mode == "main" and state.step in MAIN_PHASES and (state.turn, state.step) != (auto.turn, auto.step):
                return False
            if auto.mode == "turn" and state.turn != auto.turn:
                return False
            auto.stack = stack
            return True
        return self.skip_trivial and all(self._trivial(option) for option in decision.options)

    def _trivial(self, option: Option) -> bool:
        """Passing, or tapping a permanent for mana that nothing could then be spent on."""
        if option.kind == "pass":
            return True
        if option.kind != "activate" or not isinstance(option.value, tuple) or len(option.value) < 2:
            return False
        oid, index = option.value[0], option.value[1]
        if oid not in self.game.state.objects:
            return False
        return any(i == index for i, _ability in mana_abilities(self.game.kernel, oid))

    # ------------------------------------------------------------ the human's decisions

    def ask_human(self, decision: Decision) -> None:
        self.show_board(kind=decision.kind)
        self.show_decision(decision)
        while True:
            try:
                line = self.reader("> ")
            except EOFError:
                self.console.print("\nend of input: the game is left unfinished.")
                raise LeaveGame("eof") from None
            except KeyboardInterrupt:
                self.console.print("\ninterrupted: the game is left unfinished.")
                raise LeaveGame("quit") from None
            if self.command(line.strip(), decision):
                return

    def show_board(self, force: bool = False, kind: str = "") -> None:
        """Show the board if it changed since it was last shown and the decision is one that
        starts from the board (not a target or a payment in the middle of casting a spell)."""
        view = self.game.view(self.human)
        key = json.dumps({k: v for k, v in view.items() if k not in ("decision", "priority")}, sort_keys=True, default=str)
        if not force and (key == self._shown_board or kind not in BOARD_DECISIONS):
            return
        self._shown_board = key
        self.console.print(render_board(view, self.labels))

    def show_decision(self, decision: Decision) -> None:
        self.console.print(f"[bold]{escape(decision.prompt or decision.kind)}[/bold]")
        labels = [option.label for option in decision.options]
        visible = self._visible_ids()
        view = self.game.view(self.human)
        seen = {o["id"]: o for o in view["battlefield"] + view["players"][self.human].get("hand", [])}
        for i, option in enumerate(decision.options, start=1):
            which = ""
            if labels.count(option.label) > 1:  # the same words: say which objects (#id on the board)
                ids = [oid for oid in _ints(option.value) if oid in visible]
                which = f" [dim]({', '.join(f'#{oid}' for oid in ids)})[/dim]" if ids else ""
            about = next((seen[oid] for oid in _ints(option.value) if oid in seen), None)
            circled = circled_options(about) if about is not None else ""
            if circled:  # Built Bears told apart by their circled options
                which += f" · {escape(circled.strip())}"
            self.console.print(f"  [bold]{i:>2}[/bold]. {escape(option.label)}{which}")
        if decision.kind == "priority":
            self.console.print("[dim]p pass · n next step · m main phase · e end of turn · help[/dim]")
        else:
            self.console.print("[dim]type a number · help[/dim]")

    def _visible_ids(self) -> set[int]:
        view = self.game.view(self.human)
        return {o["id"] for o in view["battlefield"] if "Land" not in o["types"]}

    def command(self, line: str, decision: Decision) -> bool:
        """Carry out one line of input; True once the decision is answered (or the game ends)."""
        word, _, rest = line.partition(" ")
        word, rest = word.lower(), rest.strip()
        options = decision.options
        if not word:
            self.console.print("type the number of an option, or help")
            return False
        if word.lstrip("-").isdigit():
            number = int(word)
            if not 1 <= number <= len(options):
                self.console.print(f"[red]there is no option {number}[/red]: choose 1 to {len(options)}")
                return False
            self.game.choose(options[number - 1])
            return True
        if word in ("p", "pass", "n", "next", "m", "main", "e", "end"):
            if decision.kind != "priority" or options[0].kind != "pass":
                self.console.print("[red]there is no priority to pass here[/red]: choose one of the numbered options")
                return False
            if word[0] != "p":
                state = self.game.state
                mode = {"n": "step", "m": "main", "e": "turn"}[word[0]]
                self.auto = AutoPass(mode, state.turn, state.step, self._stack_ids())
            self.game.choose(options[0])
            return True
        if word in ("b", "board"):
            self.show_board(force=True)
            return False
        if word in ("o", "options"):
            self.show_decision(decision)
            return False
        if word == "log":
            count = int(rest) if rest.isdigit() else LOG_SHOW
            for entry in self.log_lines[-count:] if count else []:
                self.console.print(Text("  · " + entry, style="cyan"))
            return False
        if word == "card":
            self.show_card(rest)
            return False
        if word == "auto":
            if rest not in ("on", "off"):
                self.console.print(f"auto is {'on' if self.skip_trivial else 'off'}; say auto on or auto off")
            else:
                self.skip_trivial = rest == "on"
                self.console.print(f"auto is {rest}")
            return False
        if word == "save":
            self.save(rest or "saved-game.json")
            return False
        if word == "concede":
            self.game.concede(self.human)
            return True
        if word in ("q", "quit", "exit"):
            self.console.print("you leave the game unfinished.")
            raise LeaveGame("quit")
        if word in ("h", "help", "?"):
            self.console.print(HELP)
            return False
        self.console.print(f"[red]unknown command {escape(word)!r}[/red]: type a number, or help for the commands")
        return False

    def save(self, path: str) -> None:
        """Write the game to a save file (manastack.web.savefile)."""
        from manastack.web.savefile import SaveFileError, write_save

        if not isinstance(self.game, RecordedGame) or self.seats is None:
            self.console.print("[red]this game can't be saved[/red]: it was not started by manastack play")
            return
        try:
            written = write_save(path, self.game, self.seats)
        except SaveFileError as err:
            self.console.print(f"[red]{escape(str(err))}[/red]")
            return
        self.console.print(f"saved to {escape(str(written))}: go on with manastack play --resume {escape(str(written))}")

    def show_card(self, name: str) -> None:
        from manastack.cards.db import UnknownCardError, load_database

        if not name:
            self.console.print("say which card: card NAME")
            return
        try:
            record = load_database().get(name)
        except UnknownCardError as err:
            self.console.print(f"[red]{escape(str(err))}[/red]")
            return
        for face in record.faces:
            pt = f"  {face.power}/{face.toughness}" if face.power is not None else ""
            self.console.print(f"[bold]{escape(face.name)}[/bold]  {escape(face.mana_cost or '')}  "
                               f"{escape(face.type_line)}{pt}")
            for text in face.text.splitlines():
                self.console.print(f"  {escape(text)}")

    def show_result(self) -> None:
        game = self.game
        reasons = [e for e in game.events_for(self.human, max(0, self.seen_events - 20)) if e["type"] == "lose"]
        why = "; ".join(f"{game.player_name(e['player'])} lost ({e['reason']})" for e in reasons)
        if game.winner is None:
            text = "The game is a draw."
        elif game.winner == self.human:
            text = "You win!"
        else:
            text = f"You lose: {escape(game.player_name(game.winner))} wins."
        self.console.print(Panel(f"[bold]{text}[/bold]" + (f"\n{escape(why)}" if why else "")
                                 + f"\nturn {game.state.turn}", title="Game over", border_style="bold"))


def play(deck: str, vs: str, ai: str = "heuristic", seed: int | None = None, name: str = "alice",
         console: Console | None = None, reader: Callable[[str], str] | None = None) -> str:
    """Play `deck` (the human) against `vs` (the AI).  Decks are bundled names or decklist
    files; raises ManastackError for a deck that can't be loaded or played.  Without a seed,
    one is drawn from the operating system; the seed is printed, to play the game again."""
    console = console or Console()
    if seed is None:
        seed = rng.new_seed()
    human_deck, ai_deck = decklist.load(deck), decklist.load(vs)
    agent = make_agent(ai, rng.derived_seed(seed, "agent 1"))
    ai_name = "bob" if name != "bob" else "alice"
    game = RecordedGame.start([human_deck, ai_deck], seed=seed, names=[name, ai_name], deck_names=[deck, vs])
    labels = {0: "you", 1: f"AI: {ai}"}
    console.print(f"[bold]{escape(name)}[/bold] ({escape(human_deck.name or deck)}) vs [bold]{ai_name}[/bold] "
                  f"({escape(ai_deck.name or vs)}, {ai} AI), seed {seed}.  Type help for the commands.")
    seats = [{"kind": "human"}, {"kind": "ai", "level": ai}]
    return TerminalGame(game, 0, agent, console, labels, reader, seats).run()


def resume(path: str, console: Console | None = None, reader: Callable[[str], str] | None = None) -> str:
    """Go on with a saved game (manastack.web.savefile) against the AI it was played against;
    raises ManastackError for a file that can't be resumed here."""
    from manastack.web.savefile import SaveFileError, agent_seed, read_save

    console = console or Console()
    saved = read_save(path)
    humans = saved.human_seats()
    if len(humans) != 1 or len(saved.seats) != 2:
        raise SaveFileError(f"{path}: the terminal plays one person against the AI; this game has {len(humans)} "
                            "human players (resume it in the browser: manastack serve)")
    human, ai_seat = humans[0], 1 - humans[0]
    level = saved.seats[ai_seat]["level"]
    try:
        agent = make_agent(level, agent_seed(saved.game, ai_seat))
    except ValueError as err:
        raise SaveFileError(f"{path}: {err}") from None
    names = saved.setup["names"]
    console.print(f"Resuming [bold]{escape(names[human])}[/bold] vs [bold]{escape(names[ai_seat])}[/bold] ({level} AI) "
                  f"at turn {saved.game.state.turn}, after {len(saved.actions)} actions.  Type help for the commands.")
    labels = {human: "you", ai_seat: f"AI: {level}"}
    return TerminalGame(saved.game, human, agent, console, labels, reader, saved.seats).run()


def _face_down_name(entry: dict) -> str:
    """A face-down permanent in a view (708.2a: no name): its card for its controller (708.5)."""
    return f"face-down {entry['card']}" if entry.get("card") else "a face-down creature"
