"""The hidden-information check (400.2, 401.2, 402.3, 406.3, 701.20; issue 14): nothing a player
is given -- their view, their log (`events_for`) and the decisions they answer (prompt, option
labels and values, context) -- names a card in an opponent's hand (unless they play with it
revealed) or in a library, or a card exiled face down, by its name or by its object id.

The forbidden set is built from the full state at each moment: the ids of those objects, and
their names unless the name is known to the player some other way (a card of their own deck, a
name that has been public: on the battlefield, the stack, in a graveyard or face-up exile, cast,
played or revealed).  The fuzzer runs it at every decision for both players
(`manastack fuzz`), and tests/reliability/test_hidden_information.py over the bundled decks.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import lru_cache

from manastack.cards import dsl
from manastack.cards.oracle.vocab import CREATURE_TYPES, OTHER_SUBTYPES
from manastack.cards.registry import ability_from_ref, card_cache
from manastack.engine.game import Game
from manastack.engine.play_permissions import seen_library_tops
from manastack.engine.revealed_hands import hand_revealed

PUBLIC = frozenset({"battlefield", "stack", "graveyard", "exile", "command"})
# Fields of views and events that hold one object's id, or lists of them.
ID_KEYS = frozenset({"id", "obj", "new", "source", "by", "by_obj", "attacker", "attached_to", "item", "to"})
ID_LIST_KEYS = frozenset({"affected", "attackers"})
# Option kinds whose value is an object, and those whose value starts with one.
OBJECT_OPTIONS = frozenset({"card", "object", "self", "keep", "replacement"})
LEADING_OBJECT_OPTIONS = frozenset({"cast", "play", "activate", "attack", "block", "turn_face_up"})
# Fields that hold type words, not names: a visible Snow-Covered Mountain's subtype "Mountain"
# tells nothing of a hidden Mountain.
TYPE_KEYS = frozenset({"types", "subtypes", "supertypes", "colors", "color_identity"})
# 205.3i: the basic land types, which are also the names of the basic lands.
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
# 205.3: the other subtypes, a few of which are also cards' names (Scarecrow): a choice of
# creature type, or a permanent's chosen type, names the type, not the card.
SUBTYPE_WORDS = (CREATURE_TYPES | frozenset(OTHER_SUBTYPES)) - BASIC_LAND_TYPES


def atoms(data) -> tuple[set[int], list[str]]:
    """The object ids (the values of the fields that hold ids) and the strings other than
    type words in a view or in events, in one pass."""
    ids: set[int] = set()
    strings: list[str] = []
    stack = [(None, data)]
    while stack:
        key, item = stack.pop()
        kind = type(item)
        if kind is str:
            if key not in TYPE_KEYS:
                strings.append(item)
        elif kind is int:
            if key in ID_KEYS or key in ID_LIST_KEYS:
                ids.add(item)
        elif kind is dict:
            stack.extend(item.items())
        elif kind is list or kind is tuple:
            if len(item) == 2 and item[0] == "obj" and type(item[1]) is int:
                ids.add(item[1])
            stack.extend((key, v) for v in item)
        elif isinstance(item, Mapping):  # a decision's read-only context
            stack.extend(item.items())
        elif isinstance(item, (set, frozenset)):
            stack.extend((key, v) for v in item)
    return ids, strings


def _fields(keys: frozenset[str]) -> str:
    return '"(?:' + "|".join(sorted(keys)) + ')":'


_ID_FIELD = re.compile(_fields(ID_KEYS) + r"(\d+)")
_ID_LIST_FIELD = re.compile(_fields(ID_LIST_KEYS) + r'\[([^\[\]{}"]*)\]')
_OBJECT_PAIR = re.compile(r'\["obj",(\d+)\]')
_TYPE_FIELD = re.compile(_fields(TYPE_KEYS) + r"\[[^\[\]]*\]")


def json_atoms(data) -> tuple[set[int], str]:
    """What `atoms` finds, for JSON data (views and logs), read from its JSON text at the speed
    of regular expressions: the ids, and the text without its type words (names are searched
    in it)."""
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    ids = {int(n) for n in _ID_FIELD.findall(text)} | {int(n) for n in _OBJECT_PAIR.findall(text)}
    for members in _ID_LIST_FIELD.findall(text):
        ids.update(int(n) for n in members.split(",") if n.isdigit())
    return ids, _TYPE_FIELD.sub("", text)


def ids_in(data) -> set[int]:
    """The object ids in a view or in events: the values of the fields that hold ids."""
    return atoms(data)[0]


def strings_in(data) -> list[str]:
    """The strings in a view or in events, other than type words."""
    return atoms(data)[1]


def option_ids(option) -> set[int]:
    """The object ids an option's value refers to."""
    value = option.value
    found = {value} if option.kind in OBJECT_OPTIONS and type(value) is int else set()
    if option.kind in LEADING_OBJECT_OPTIONS and isinstance(value, (list, tuple)) and value:
        found.add(value[0])
        if option.kind == "block":
            found.add(value[1])
    if isinstance(value, tuple):
        found |= atoms(value)[0]
    return found


def looked_at(game: Game) -> set[int]:
    """The cards the resolving spell or ability lets its controller look at (701.20e): the top
    card of the target player's library (MayPutTopOnBottom), and the cards it revealed (701.20a:
    "target opponent reveals their hand"), while each is still the object that was revealed
    (400.7); its decision may name them."""
    state = game.state
    if not state.stack:
        return set()
    found = _revealed_while_resolving(game, state.stack[-1].id)
    if state.stack[-1].kind == "spell":
        return found
    return found | _top_card_looked_at(game)


def _revealed_while_resolving(game: Game, item: int) -> set[int]:
    """The objects revealed since `item` began to resolve that are still in the game."""
    log = game.log
    revealed: set[int] = set()
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if event["type"] == "resolve_begin":
            return revealed if event["item"] == item else set()
        if event["type"] == "pass":  # priority was passed after the last reveal: not resolving yet
            return set()
        if event["type"] == "reveal" and event.get("obj") in game.state.objects:
            revealed.add(event["obj"])
    return set()


def _top_card_looked_at(game: Game) -> set[int]:
    state = game.state
    item = state.stack[-1]
    if len(item.ability) != 4:  # a keyword's ability: no looking
        return set()
    effects = getattr(ability_from_ref(item.ability), "effects", ())
    if not any(isinstance(effect, dsl.MayPutTopOnBottom) for effect in effects):
        return set()
    players = [t[1] for slot in item.targets for t in slot if t[0] == "player"]
    return {state.players[p].library[0] for p in players if state.players[p].library}


def learn_public_names(events: list[dict], names: set[str]) -> None:
    """Add the names that these events of the full log made public."""
    for e in events:
        kind = e["type"]
        if kind == "zone_change" and ({e["from"], e["to"]} & PUBLIC) and not e.get("face_down"):
            names.add(e["card"])
            names.add((e.get("lki") or {}).get("name"))
        elif kind in ("cast", "reveal", "play_land", "discard"):
            names.add(e.get("card"))
            names.add(e.get("name"))
        elif kind == "activate":
            names.add(e["ability"][0])
        elif kind == "name_chosen":  # 201.4: a card name chosen is announced, whoever holds such a card
            names.add(e["name"])
    names.discard(None)


def learn_looked_names(events: list[dict], looked: list[set[str]]) -> None:
    """Add the names of the cards each player looked at in another player's hand ("look" events
    of the full log): known to that player only."""
    for e in events:
        if e["type"] == "look" and e.get("card") is not None:
            looked[e["player"]].add(e["card"])


@lru_cache(maxsize=256)
def _name_pattern(names: frozenset[str]) -> re.Pattern | None:
    """The names as whole words, longest first: a known name that contains a hidden one
    ("Snow-Covered Mountain", "Mountain") matches as itself."""
    ordered = sorted(names, key=lambda n: (-len(n), n))
    return re.compile("|".join(rf"\b{re.escape(n)}\b" for n in ordered)) if names else None


@card_cache(maxsize=4096)
def _rules_words(name: str) -> frozenset[str]:
    """The words of a card's rules text, capitalised ("Remove" of "Remove a charge counter", and
    "Provoke" of "All Sliver creatures have provoke.", which begins the keyword's prompt
    "Provoke: do it?"), which a card's name may also be."""
    from manastack.cards.registry import UnsupportedCardError, card_def

    try:
        faces = card_def(name).faces
    except (LookupError, ValueError, UnsupportedCardError):  # a name no card has, or one not played
        return frozenset()
    words = re.findall(r"\b[A-Za-z][a-z']+\b", " ".join(_face_text(face) for face in faces))
    return frozenset(word[0].upper() + word[1:] for word in words)


def _face_text(face) -> str:
    """A face's rules text: its printed text, or for a hand-written card the texts of its
    abilities (an ability without text of its own, such as the overloaded form of a spell
    (702.96a), adds none)."""
    return face.text or " ".join(getattr(ability, "text", "") for ability in face.abilities)


def _with_shadows(hidden: frozenset[str], known: set[str], names: frozenset[str]) -> frozenset[str]:
    """The hidden names, and the known names that contain one as a word ("Galvanic Juggernaut"
    for a hidden "Juggernaut"): matched longest first, a known name is found as itself."""
    words = _name_pattern(hidden)
    if words is None:
        return hidden
    return hidden | frozenset(n for n in known if words.search(n) and n not in names)


class Secrets:
    """What `viewer` must not be told, at one moment of the game."""

    def __init__(self, game: Game, viewer: int, public: set[str], looking_at: set[int] = frozenset()) -> None:
        state = game.state
        objects = state.objects
        opponents = [p for p in state.players if p.index != viewer]
        shown = [o for p in opponents if hand_revealed(game.kernel, p.index) for o in p.hand]  # played revealed
        secret = [o for p in opponents for o in p.hand + p.library + p.sideboard
                  if o not in shown and o != p.companion]  # 400.11b, 103.2b
        secret += [o for o in state.exile if objects[o].face_down]
        seen_tops = set(seen_library_tops(game.kernel, viewer))  # Future Sight, Bolas's Citadel
        secret = [o for o in secret if o not in looking_at and o not in seen_tops]
        # 708.5: an opponent's face-down spells and permanents are seen, but not their cards.
        face_down = [o for o in (*state.battlefield, *(i.obj for i in state.stack if i.obj is not None))
                     if objects[o].face_down and game.chars(o).controller != viewer]
        # Ids: also the viewer's own library, in their view and log (not in their own search).
        self.option_ids = set(secret)
        self.ids = set(secret) | set(state.players[viewer].library)
        known = set(public) | {n for o in (*looking_at, *seen_tops, *shown) for n in (objects[o].card, game.chars(o).name)}
        for obj in objects.values():
            if obj.owner == viewer:
                known.add(obj.card)
            if obj.zone in PUBLIC and not obj.face_down:
                known.add(game.chars(obj.id).name)
        known |= {face for name in known for face in name.split(" // ")}  # a card's name tells its faces' names
        self.names = frozenset(({n for o in secret for n in (objects[o].card, game.chars(o).name)}
                                | {objects[o].card for o in face_down}) - known)
        self.type_names = self.names & BASIC_LAND_TYPES
        self.subtype_names = self.names & SUBTYPE_WORDS
        # A name that is a word of the rules text of a card the viewer knows ("Remove" in
        # "Remove a +1/+0 counter from ~", an activation's label) names a card only as one.
        self.word_names = (self.names & frozenset().union(*map(_rules_words, known))) - self.subtype_names
        self.pattern = _name_pattern(_with_shadows(self.names - self.type_names - self.subtype_names - self.word_names,
                                                   known, self.names))
        self.subtype_pattern = _name_pattern(_with_shadows(self.subtype_names, known, self.names))

    def named(self, texts: list[str], card_texts: list[str] = ()) -> list[str]:
        """The hidden names these texts name.  A basic land's name is also its land type
        (205.3i), which card texts use ("search your library for an Island or Mountain card"):
        it counts only as a whole value, `"Mountain"` in JSON text or a text that is just it.
        A name that is another subtype (Scarecrow) counts only as a card's name: a `"name"` or
        `"card"` field of JSON text, or in `card_texts` (texts that speak of cards: prompts,
        labels of options that are objects).  A name that is a word of known rules text
        ("Remove") counts only in those fields, or as a whole card text."""
        found = set()
        if self.pattern is not None:
            found = {m.group(0) for text in texts for m in self.pattern.finditer(text)} & self.names
        found |= {n for n in self.type_names for text in texts if text == n or f'"{n}"' in text}
        found |= {n for n in self.subtype_names | self.word_names for text in texts
                  if f'"name":"{n}"' in text or f'"card":"{n}"' in text}
        found |= {n for n in self.word_names for text in card_texts if text == n}
        if self.subtype_pattern is not None:
            found |= {m.group(0) for text in card_texts for m in self.subtype_pattern.finditer(text)} & self.names
        return sorted(found)


def leak(game: Game, viewer: int, log: list[dict], public: set[str]) -> str | None:
    """What `viewer`'s view, these new events of their log, or the decision they are to answer
    tells them that they may not know; None if nothing."""
    decision = game.decision
    deciding = decision is not None and decision.player == viewer
    secrets = Secrets(game, viewer, public, looked_at(game) if deciding else set())
    for what, data in (("view", game.view(viewer)), ("log", log)):
        ids, text = json_atoms(data)
        leaked = ids & secrets.ids
        if leaked:
            return f"player {viewer}'s {what} has the ids {sorted(leaked)} of hidden objects"
        names = secrets.named([text])
        if names:
            return f"player {viewer}'s {what} names hidden cards {names}"
    if deciding:
        about_objects = [o.label for o in decision.options
                         if o.kind in OBJECT_OPTIONS or o.kind in LEADING_OBJECT_OPTIONS]
        names = secrets.named([decision.prompt] + [o.label for o in decision.options] + strings_in(decision.context),
                              [decision.prompt, *about_objects])
        if names:
            return f"player {viewer}'s {decision.kind} decision names hidden cards {names}"
        leaked = set().union(*(option_ids(o) for o in decision.options)) | ids_in(decision.context)
        leaked &= secrets.option_ids
        if leaked:
            return f"player {viewer}'s {decision.kind} decision has hidden ids {sorted(leaked)}"
    return None


class Watcher:
    """Follows one game for the check: the names its full log has made public and how much of
    each player's log has been checked.  `problem()` checks both players at the current moment."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.public: set[str] = set()
        self.looked: list[set[str]] = [set() for _ in game.state.players]  # names each player was shown alone
        self.read = 0
        self.seen = [0] * len(game.state.players)

    def problem(self) -> str | None:
        game = self.game
        events = game.log.since(self.read)
        learn_public_names(events, self.public)
        learn_looked_names(events, self.looked)
        self.read = len(game.log)
        for viewer in range(len(self.seen)):
            new = game.events_for(viewer, self.seen[viewer])
            self.seen[viewer] += len(new)
            found = leak(game, viewer, new, self.public | self.looked[viewer])
            if found:
                return found
        return None
