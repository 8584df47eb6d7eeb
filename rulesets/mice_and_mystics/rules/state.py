"""The state of a Mice and Mystics chapter as plain data, and the board questions every rule asks of it."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields

from engine.i18n import N_, T
from engine.rules.rng import Rng
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import space_words, story

CHEESE_WHEEL_CAPACITY = 6      # M-G.7
BACKPACK_LIMIT = 3             # M-10.2
SPACE_CAPACITY = 4             # small figures in one space (M-6.8)


@dataclass
class State:
    """One chapter in play. Places are [tile index, space id]; a captured mouse's place is None.

    chapter           the chapter id (M-G.1)          players        seats at the table (1-4)
    tiles             the board: [{tile, face, at, turns}], the face as it lies now (flips change it)
    visited_faces     faces the mice have explored (M-G.11: an area not yet explored is a side not visited)
    mice              [{hero, seat, place, damage, poison (the part of the damage that is poison, M-17.5), cheese,
                      conditions, backpack, searched_tiles, captures}]
    minions           [{label, kind, place, damage}]: the figures on the board
    next_minion_number    the number the next minion figure is labelled with
    initiative        [{"mouse": hero} | {"minion": kind}], position 1 first (M-4)
    current           index on the initiative track of the card whose turn it is
    round             rounds begun, from 1
    attacked          heroes a minion attacked this round (M-13.6)
    turn              the mouse turn in progress or None: {hero, movement left, move ("unused", "moving",
                      "scurry": a scurry's move not yet begun, "done"), action taken, rescued, captured}
    minion_queue      labels of the current minion card's figures still to act (M-13.2)
    decision          a choice the players must make now: {kind, seat, options, ...} or None
    cheese_wheel      cheese on the minion cheese wheel (M-12.1)
    hourglass         the page the hourglass is on (M-3.8)
    end_marker        the chapter-end marker's page (M-3.8)
    mousetraps        armed mousetraps as places [tile index, space id] (M-6.14, M-11.4)
    search_deck       search card names, top first (hidden from everyone, M-H.2)
    search_discard    search cards discarded
    encounter_deck    encounter card ids, top first (hidden from everyone); encounter_face_up the card on top,
                      face up, whose Surge comes next (public, M-H.4) or None; encounter_discard the used cards
    result            None, "win" or "loss"; result_reason says why in words
    achievements      personal achievements earned {name: hero} (M-21.2); roaches_defeated {hero: count} in the
                      encounter under way; escape_used: the Escape Master's one rescue is spent
    found_items       the chapter's hidden items found so far: [{item, hero, face}] (M-G.1 room rules)
    team_storage      team item cards in team storage (M-18.7); team_tokens the ones on the board:
                      [{card, item, tile, spaces}] (a fishhook links two spaces, a fork or a grape lies on one)
    story_achievements  ids of the chapter's story achievements earned (M-21.1)
    """
    chapter: str
    players: int
    tiles: list
    visited_faces: list
    mice: list
    minions: list
    initiative: list
    search_deck: list
    end_marker: int
    next_minion_number: int = 1
    current: int = 0
    round: int = 1
    attacked: list = field(default_factory=list)
    turn: dict | None = None
    minion_queue: list = field(default_factory=list)
    decision: dict | None = None
    cheese_wheel: int = 0
    hourglass: int = 1
    search_discard: list = field(default_factory=list)
    mousetraps: list = field(default_factory=list)
    encounter_deck: list = field(default_factory=list)
    encounter_face_up: str | None = None
    encounter_discard: list = field(default_factory=list)
    result: str | None = None
    result_reason: str | list = ""     # an English msgid, or a lazy text kept as plain data (rules/said.py)
    achievements: dict = field(default_factory=dict)
    roaches_defeated: dict = field(default_factory=dict)
    escape_used: bool = False
    found_items: list = field(default_factory=list)
    team_storage: list = field(default_factory=list)
    team_tokens: list = field(default_factory=list)
    story_achievements: list = field(default_factory=list)
    rng: Rng = field(default_factory=lambda: Rng(0))
    log: list = field(default_factory=list)

    def plain(self) -> dict:
        """Everything but the RNG and the log, as JSON-ready data."""
        return json.loads(json.dumps({k: getattr(self, k) for k in PLAIN_FIELDS}))


PLAIN_FIELDS = tuple(f.name for f in fields(State) if f.name not in ("rng", "log"))


def clone(s: State) -> State:
    copy = State(**json.loads(json.dumps(s.plain())))
    copy.rng = s.rng.copy()
    copy.log = list(s.log)
    return copy


def state_hash(s: State) -> str:
    body = json.dumps({k: getattr(s, k) for k in PLAIN_FIELDS}, sort_keys=True) + str(len(s.log)) + s.rng.fingerprint()
    return hashlib.sha256(body.encode()).hexdigest()[:24]


# ---- board questions --------------------------------------------------------------------------------

def face(s: State, tile_index: int):
    t = s.tiles[tile_index]
    return mdata.library()[t["tile"]].face(t["face"])


def face_index(s: State, face_id: str) -> int | None:
    return next((i for i, t in enumerate(s.tiles) if t["face"] == face_id), None)


def mouse(s: State, hero: str) -> dict:
    return next(m for m in s.mice if m["hero"] == hero)


def minion_by_label(s: State, label: str) -> dict | None:
    return next((m for m in s.minions if m["label"] == label), None)


def mice_at(s: State, place) -> list:
    return [m for m in s.mice if m["place"] == list(place)]


def minions_at(s: State, place) -> list:
    """The minion figures filling room in a space; Brodie's paw fills none (M-14.1, see figures_at)."""
    return [m for m in s.minions if m["place"] == list(place) and story.minion(m["kind"]).takes_space]


def figures_at(s: State, place) -> list:
    """Every mouse and minion in a space, Brodie included (what a pounce or a lobbed grape hits)."""
    return mice_at(s, place) + [m for m in s.minions if m["place"] == list(place)]


def minions_on_tile(s: State, tile_index: int) -> list:
    return [m for m in s.minions if m["place"][0] == tile_index]


def is_special(s: State, place) -> bool:
    return bool(face(s, place[0]).space(place[1]).special)


def is_full(s: State, place) -> bool:
    """At capacity: 4 small figures or 1 large one (M-6.8); a special-area space never is (M-6.3)."""
    if is_special(s, place):
        return False
    here = minions_at(s, place)
    if any(story.minion(m["kind"]).size == "large" for m in here):
        return True
    return len(here) + len(mice_at(s, place)) >= SPACE_CAPACITY


def full_spaces(s: State, tile_index: int) -> set:
    return {sp.id for sp in face(s, tile_index).spaces if is_full(s, [tile_index, sp.id])}


def hero_name(hero: str) -> str:
    return story.hero(hero).name


def minion_name(s: State, label: str) -> str:
    """A figure in words, "rat warrior 3", also once it has left the board (its label names its kind)."""
    m = minion_by_label(s, label)
    kind = m["kind"] if m else label.rsplit(" ", 1)[0]
    known = m is not None or any(x.id == kind for x in story.minions_book().minions)
    return T("{minion} {number}", minion=story.minion(kind).name, number=label.split()[-1]) if known else N_("minion")


def mouse_order(s: State) -> list:
    """Heroes in initiative order, highest first (ties of M-13.4 and M-13.6 go up the track)."""
    return [c["mouse"] for c in s.initiative if "mouse" in c]


def space_name(s, tile: int, sid: str) -> str:
    """A space of room `tile` in words a player finds on the board (its room and where in it), never its id."""
    return space_words.space_name(s, tile, sid)
