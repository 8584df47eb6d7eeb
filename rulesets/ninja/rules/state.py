"""The Ninja game state as plain data (names read aloud), its copy, its hash and small shared queries."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields

from engine.i18n import N_
from engine.rules.rng import Rng
from rulesets.ninja import map_graph
from rulesets.ninja.cards_data import load_cards
from rulesets.ninja.data import load_map

ALERT_NAMES = ("None", "Low", "Medium", "High")      # N-4.1
HIGH = 3
LAST_TURN = 20                                       # N-5.1
FIGURE_CAP = 20                                      # N-18.1
FIGURES_PER_WEAPON = 10                              # Part 2: 10 sword and 10 spear guards
DRUNK_FIGURES = 3
WOUNDS_TO_DIE = {"ninja": 3, "traitor": 2}           # N-16.6
RESPAWN_HAND = {"ninja": 6, "traitor": 5}            # N-17.5
START_HAND = {"ninja": 8, "traitor": 7}              # N-3.7
MAX_SEARCHES = 2                                     # N-13.3
MAX_INTRUDER_STEPS = 3                               # N-11.3
GUARD_STEPS = 2                                      # N-8.3
LETTERS = ("A", "B", "C", "D", "E", "F")             # N-3.4
OFF_MAP = "off_map"                                  # N-14.1
FIGURES = ("ninja", "traitor")
CAT_ORDERS = ("ask", "never", "first_heard")         # the traitor's standing orders (DESIGN principle 5)
GUARD_STRENGTH = {                                   # N-24.4: sentries, patrols, sleeping guards
    "standard": (8, 3, 8), "fewer": (6, 2, 6), "more": (10, 3, 10)}


def passage_zone(owner: str) -> str:
    """The id of a secret passage, a zone of its own (N-19.2); `owner` is 'intruders' or one intruder."""
    return "secret_passage" if owner == "intruders" else f"secret_passage_{owner}"


@dataclass
class State:
    """The whole game, plain data.

    config            the checked game config (players, variant, balance toggles)
    guard_seats       the seats playing the guards: [0], or [0, 1] with 4 players (sword, spear)
    intruder_seat     figure name -> the seat moving it
    turn              the turn on the Turn Record Track, 1..20 (N-5.1)
    phase             guard_setup, intruder_setup, alert, guard_cards, patrols, intruders, over
    step              the decision inside the phase (see the phase modules)
    alert             the Alert Level 0..3 = None..High (N-4.1)
    guards            figures on the map: {number, weapon, zone, patrol, drunk, moved, carded, attacked}
    next_guard_number numbers are never reused, so logs stay readable
    patrol_facing     patrol number (as text) -> the track zone it will enter next (N-G.7), "" off the track
    next_patrol       the next patrol number
    hands, decks, discards, drawn   guard seat (as text) -> card ids: hand, draw deck, discard pile,
                      cards just drawn in the Alert Phase (N-6.3)
    set_aside_count   guard cards still to set aside in strategy selection, by guard seat (as text)
    cards_played      guard cards played this turn, by phase: {"alert": n, "cards": n}, and in the Card Phase
                      by guard seat (as text) when two guard players share the limit (N-9.2)
    card_limit_agreement  4 players: "shared" (the two cards as they play) or "one_each" (N-9.2)
    free_listen_taken the free listen of N-9.3 was used this turn
    sleeping          barracks zone -> sleeping guards there (N-3.14a), the guards' secret
    objects           zone -> "A".."F", "trap" or "hidden_sentry" (N-3.14b), the guards' secret
    searched          zone -> what a search found there, public (N-13.6)
    intruders         figure name -> the intruder's record (see new_intruder)
    mission_pool      mission letters set aside face down (N-3.4, N-17.6)
    ropes             [owner, zone, zone] per rope (N-11.7); owner is "intruders" or one intruder
    passages          owner -> its two entrances (N-3.15d), "" while unplaced
    found_entrances   [owner, zone] per entrance the guards have found (N-19.5)
    guard_passage_cards  guard Secret Passage cards lying face up (N-19.12)
    decision          the decision in progress as data (a move, a Listen, an encounter), or None
    guard_turn        which guard seat (index into guard_seats) plays in the Alert and Card Phases
    acting            the intruder whose move or searches are being decided
    triggers          hidden sentries found by this phase's searches, still to resolve: [figure, zone]
    lone_wolf_shown   the guards know which intruder plays alone (N-23.1a)
    patrols_done      patrols that have moved (or could not) in this Patrol Phase
    cats_played       It Was a Cat cards played face up so far (public, N-H.9)
    actor_finished    the acting intruder has finished his move or his searches
    cache             the options of the waiting decision, computed once (derived, never hashed or copied)
    reveals           how many secrets were shown so far (a commit point for undo)
    result            the outcome once the game is over: [result, reason]
    rng               the seeded RNG of all randomness
    log               LogEvents, oldest first
    """
    config: dict
    guard_seats: list
    intruder_seat: dict
    turn: int = 1
    phase: str = "guard_setup"
    step: str = "sentries"
    alert: int = 0
    guards: list = field(default_factory=list)
    next_guard_number: int = 1
    patrol_facing: dict = field(default_factory=dict)
    next_patrol: int = 1
    hands: dict = field(default_factory=dict)
    decks: dict = field(default_factory=dict)
    discards: dict = field(default_factory=dict)
    drawn: dict = field(default_factory=dict)
    set_aside_count: dict = field(default_factory=dict)
    cards_played: dict = field(default_factory=dict)
    card_limit_agreement: str = "shared"
    free_listen_taken: bool = False
    sleeping: dict = field(default_factory=dict)
    objects: dict = field(default_factory=dict)
    searched: dict = field(default_factory=dict)
    intruders: dict = field(default_factory=dict)
    mission_pool: list = field(default_factory=list)
    ropes: list = field(default_factory=list)
    passages: dict = field(default_factory=dict)
    found_entrances: list = field(default_factory=list)
    guard_passage_cards: int = 0
    decision: dict | None = None
    guard_turn: int = 0
    acting: str = ""
    triggers: list = field(default_factory=list)
    lone_wolf_shown: bool = False
    patrols_done: list = field(default_factory=list)
    cats_played: int = 0
    actor_finished: bool = False
    cache: dict | None = None
    reveals: int = 0
    result: list | None = None
    rng: Rng = field(default_factory=lambda: Rng(0))
    log: list = field(default_factory=list)


def new_intruder(figure: str, in_game: bool) -> dict:
    """One intruder's record. Everything but `status`, `zone` while `seen`, `wounds`, `hand` size, the
    face-up passage card and a completed mission is the intruder side's secret (N-H.1).

    status        waiting (not placed yet), active, dead, exited, absent (not in this game)
    zone          where he is (his private map); "" before his start is chosen
    path          [[turn, zone, note]] every zone entered, with turn numbers (N-11.4); note: start,
                  walk, run, rope, passage
    moved_last    zones moved in his latest Intruders Phase (N-7.2)
    steps         zones moved this phase; move_over: his move has ended (N-11.9) or he chose to stop
    touched       zones entered or left this phase: the ones he may search (N-13.2)
    searches      zones he declared this phase (N-13.3)
    seen          his figure stands on the board (N-15)
    shadow_walk   Shadow Walk is active for this move; shadowed: he ended it hidden among guards
    mission       his mission letter (N-3.4); mission_done: completed and shown (N-13.7)
    hand, set_aside   his cards, and the deck's cards not chosen (N-3.7)
    wounds        guard Kenjutsu cards lying in front of him (N-16.5)
    replaced      he has already been replaced once (N-17.1); respawn: he waits to come back
    passage_card  his Secret Passage card lies face up (N-19.7)
    cat_order     the traitor's standing order for It Was a Cat (DESIGN principle 5): ask (every Listen),
                  never, or first_heard (played by itself the first time a Listen would hear someone)
    """
    return {"status": "waiting" if in_game else "absent", "zone": "", "path": [], "moved_last": 0, "steps": 0,
            "move_over": False, "touched": [], "searches": [], "seen": False, "shadow_walk": False,
            "shadowed": False, "mission": "", "mission_done": False, "hand": [], "set_aside": [],
            "wounds": [], "replaced": False, "respawn": False, "passage_card": False, "chosen": 0,
            "start_turn": 0, "cat_order": "ask"}


FIELD_NAMES = tuple(f.name for f in fields(State))


def _copy_intruder(me: dict) -> dict:
    out = dict(me)
    for key in ("path", "touched", "searches", "hand", "set_aside", "wounds"):
        out[key] = list(me[key])        # path entries are never changed in place, only appended
    return out


def clone(s: State) -> State:
    """An independent copy, field by field (deepcopy is too slow for the leak checks and bots)."""
    new = State.__new__(State)
    for name in FIELD_NAMES:
        setattr(new, name, getattr(s, name))
    new.config = dict(s.config)
    new.guard_seats = list(s.guard_seats)
    new.intruder_seat = dict(s.intruder_seat)
    new.guards = [dict(g) for g in s.guards]
    for name in ("patrol_facing", "set_aside_count", "cards_played", "sleeping", "objects", "searched"):
        setattr(new, name, dict(getattr(s, name)))
    for name in ("hands", "decks", "discards", "drawn"):
        setattr(new, name, {k: list(v) for k, v in getattr(s, name).items()})
    new.intruders = {f: _copy_intruder(me) for f, me in s.intruders.items()}
    new.mission_pool = list(s.mission_pool)
    new.ropes = [list(r) for r in s.ropes]
    new.passages = {k: list(v) for k, v in s.passages.items()}
    new.found_entrances = [list(e) for e in s.found_entrances]
    new.decision = None if s.decision is None else \
        {k: (list(v) if isinstance(v, list) else v) for k, v in s.decision.items()}
    new.triggers = [list(t) for t in s.triggers]
    new.patrols_done = list(s.patrols_done)
    new.result = None if s.result is None else list(s.result)
    new.rng = s.rng.copy()
    new.log = list(s.log)
    new.cache = None
    return new


def to_data(s: State) -> dict:
    out = {}
    for name in FIELD_NAMES:
        if name in ("rng", "log", "cache"):
            continue
        out[name] = getattr(s, name)
    out["log_length"] = len(s.log)
    return out


def state_hash(s: State) -> str:
    """A digest of the plain data (sorted JSON) and the RNG position: never depends on code names."""
    body = json.dumps(to_data(s), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256((body + s.rng.fingerprint()).encode()).hexdigest()[:24]


# ---- the fortress and the cards, loaded once -----------------------------------------------------------
class Tables:
    """The map and card lists the rules read, with derived lookups computed once."""

    def __init__(self):
        self.map = m = load_map()
        self.cards = {c.id: c for c in load_cards().cards}
        self.deck_cards = {deck: [c.id for c in self.cards.values() if c.deck == deck
                                  for _ in range(c.count)] for deck in ("guard", "ninja", "traitor")}
        self.starter = {deck: [c.id for c in self.cards.values() if c.deck == deck
                               for _ in range(c.starter)] for deck in ("guard", "ninja", "traitor")}
        self.zone_ids = [z.id for z in m.zones]
        self.watch_posts = map_graph.watch_posts(m)
        self.barracks = map_graph.barracks(m)
        self.edges = set(map_graph.edge_zones(m))
        self.object_zones = {"west": map_graph.object_zones(m, "west"), "east": map_graph.object_zones(m, "east")}
        self.castle_of = {z: side for side, zs in self.object_zones.items() for z in zs}
        self.traitor_starts = map_graph.traitor_start_zones(m)
        self.moats = {z.id for z in m.zones if z.is_moat}
        self.track = m.track
        self.track_zones = sorted(m.track)
        self.names = {z.id: z.name for z in m.zones}
        self._hearing: dict = {}

    def hearing(self, zone: str) -> dict:
        """N-G.4: zone -> distance over every border (walls and moats do not stop sound)."""
        got = self._hearing.get(zone)
        if got is None:
            got = self._hearing[zone] = map_graph.hearing_distances(self.map, zone)
        return got

    def neighbours(self, zone: str) -> tuple:
        return self.map.adjacency.get(zone, ())

    def is_wall(self, a: str, b: str) -> bool:
        return self.map.is_wall(a, b)


_tables: list = []


def tables() -> Tables:
    if not _tables:
        _tables.append(Tables())
    return _tables[0]


# ---- small queries shared by the phase modules -----------------------------------------------------------
def guard_by_number(s: State, number: int) -> dict | None:
    for g in s.guards:
        if g["number"] == number:
            return g
    return None


def patrol_members(s: State, patrol: int) -> list:
    return [g for g in s.guards if g["patrol"] == patrol]


def alert_guards_in(s: State, zone: str) -> list:
    """Guards in `zone` that see and fight (drunk guards do neither, N-G.2 Potent Sake)."""
    return [g for g in s.guards if g["zone"] == zone and not g["drunk"]]


def zone_name(zone: str) -> str:
    if zone == OFF_MAP:
        return N_("off the map")            # msgids: a T parameter holding them is worded when drawn
    if zone.startswith("secret_passage"):
        return N_("the secret passage")
    return tables().names.get(zone, zone)


def passage_owner(s: State, figure: str) -> str:
    """Whose passage (and ropes) an intruder uses: shared, or his own in Contested Ground (N-23.2)."""
    return figure if s.config["variant"] == "contested_ground" else "intruders"


def in_play(s: State, figure: str) -> bool:
    return s.intruders[figure]["status"] == "active"


def raise_alert(s: State, amount: int) -> None:
    """N-4.3: up by `amount`, never above High."""
    s.alert = min(HIGH, s.alert + amount)


def guard_seat_for(s: State, weapon: str) -> int:
    """Who controls a figure: with two guard players the sword player and the spear player (N-3.12)."""
    if len(s.guard_seats) == 1:
        return s.guard_seats[0]
    return s.guard_seats[0] if weapon == "sword" else s.guard_seats[1]


def add_guard(s: State, zone: str, weapon: str, patrol=None) -> dict:
    """A new guard figure on the map (numbers are never reused)."""
    g = {"number": s.next_guard_number, "weapon": weapon, "zone": zone, "patrol": patrol, "drunk": False,
         "moved": False, "carded": False, "attacked": False}
    s.next_guard_number += 1
    s.guards.append(g)
    return g


def figures_free(s: State, weapon: str) -> int:
    return FIGURES_PER_WEAPON - sum(1 for g in s.guards if g["weapon"] == weapon)
