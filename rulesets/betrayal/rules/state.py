"""The Betrayal game state before the haunt as plain data (full-word names), its copy, hash and shared queries."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields
from functools import lru_cache

from engine.i18n import T
from engine.rules.rng import Rng
from rulesets.betrayal.cards import load_cards
from rulesets.betrayal.data import load_tiles
from rulesets.betrayal.explorers import TRAITS, load_explorers
from rulesets.betrayal.house import House, plain_copy
from rulesets.betrayal.vocab import trait_word

DIE_FACES = (0, 0, 1, 1, 2, 2)        # B-11.1
HAUNT_DICE = 6                        # B-14.1
PHYSICAL = ("might", "speed")         # B-4.1, B-4.5: physical damage is split between these
MENTAL = ("knowledge", "sanity")


@dataclass
class State:
    """The whole game, plain data.

    config        the checked config: players, widows_walk, today (month-day, for B-G.8)
    phase         choose_explorers (B-3.2), turns (exploration, B-5), over
    explorers     per seat: {explorer (id), name, colour, traits {trait: index on its track, 0 = lowest},
                  cards [card ids held], bonuses [[card, trait, steps really gained]] (B-10.6)}; None until chosen
    house         the house as plain data (House.to_plain): rooms, room stack (top last), room discard pile,
                  tokens, passages, figures (keyed by explorer id, with the barrier side they stand on)
    decks         omen / item / event -> card ids, top last (B-3.4)
    event_discard events read and discarded, oldest first (B-9.2)
    in_play       [seat, card] of events that stay in play (B-23.4)
    omens_drawn   omen cards drawn so far in the game (B-14.1)
    first_seat    who started (B-3.9)
    turn          {seat, number, movement (rooms left to enter), movement_over (B-6.3), drew_omen (B-5.2),
                  rolls (names of the rolls made this turn, B-11.2), item_uses (cards traded, dropped or picked
                  up this turn, B-10.3), offered (cards offered in a trade this turn)}
    item_piles    room -> [{card, side}] of items dropped there (B-10.2; the room holds an Item Pile marker)
    decision      what must be decided before play goes on, as data: place_tile, split_damage, choose_deck
    effects       card effects still to resolve, in order: {seat, card, effect} or {seat, card, finish}
    discovered    room tile id -> seat that discovered it (B-9.1: only the discoverer draws)
    draws         room tiles and cards turned face up (each reveals something: a commit point)
    haunt         None before the haunt; then {number, id, omen, room, revealer, traitor (seat or None; secret in a
                  hidden-traitor haunt), hidden, identities (token per seat, B-19.1), traitor_revealed, order
                  (the seats' turn order, B-17.1), round, rooms_before (discovered before the haunt), monster_kinds,
                  monsters [{monster, name, number, room, stunned}]}
    result        [result, reason] once the game is over
    rng           the seeded RNG of all randomness
    log           LogEvents, oldest first
    """
    config: dict
    phase: str = "choose_explorers"
    explorers: list = field(default_factory=list)
    house: dict = field(default_factory=dict)
    decks: dict = field(default_factory=dict)
    event_discard: list = field(default_factory=list)
    in_play: list = field(default_factory=list)
    item_piles: dict = field(default_factory=dict)
    omens_drawn: int = 0
    first_seat: int = 0
    turn: dict = field(default_factory=dict)
    decision: dict | None = None
    effects: list = field(default_factory=list)
    discovered: dict = field(default_factory=dict)
    draws: int = 0
    haunt: dict | None = None
    result: list | None = None
    rng: Rng = field(default_factory=lambda: Rng(0))
    log: list = field(default_factory=list)

    @property
    def players(self) -> int:
        return self.config["players"]


PLAIN_FIELDS = tuple(f.name for f in fields(State) if f.name not in ("rng", "log"))


def clone(s: State) -> State:
    copy = State(**{name: plain_copy(getattr(s, name)) for name in PLAIN_FIELDS})
    copy.rng, copy.log = s.rng.copy(), list(s.log)
    return copy


def state_hash(s: State) -> str:
    body = json.dumps({name: getattr(s, name) for name in PLAIN_FIELDS}, sort_keys=True)
    digest = hashlib.sha256((body + s.rng.fingerprint() + str(len(s.log))).encode())
    return digest.hexdigest()[:24]


# ---- the data every game reads (loaded once) ----------------------------------------
@lru_cache(maxsize=1)
def tiles():
    return load_tiles()


@lru_cache(maxsize=1)
def cards() -> dict:
    return {c.id: c for c in load_cards().cards}


@lru_cache(maxsize=1)
def explorer_data() -> dict:
    return {e.id: e for e in load_explorers().explorers}


@lru_cache(maxsize=1)
def stairs_from() -> dict:
    """room -> the rooms at the other end of its printed stairs (B-6.5), both ways: a neighbour table built once
    instead of walking every link at every step."""
    table: dict = {}
    for link in tiles().links:
        if link.type == "stairs":
            table.setdefault(link.source, []).append(link.target)
            table.setdefault(link.target, []).append(link.source)
    return {room: tuple(others) for room, others in table.items()}


@lru_cache(maxsize=1)
def dumbwaiter_stops_from() -> dict:
    """room -> the landings its dumbwaiter stops at (B-24.5), built once."""
    table: dict = {}
    for link in tiles().links:
        if link.type == "dumbwaiter":
            table.setdefault(link.source, []).extend(link.stops)
    return {room: tuple(stops) for room, stops in table.items()}


def card(card_id: str):
    return cards()[card_id]


# ---- shared queries -----------------------------------------------------------------
def house_of(s: State) -> House:
    """A working House over the state's plain house; write changes back with `keep(s, house)`.
    The House is derived data, remembered while `s.house` is the very dict it was built from (every change
    goes through keep(), which stores a new dict), and never copied, hashed or saved."""
    cached = s.__dict__.get("_house")
    if cached is not None and cached[0] is s.house and cached[1].rng is s.rng:
        return cached[1]
    house = House.from_plain(tiles(), s.house, rng=s.rng)
    s.__dict__["_house"] = (s.house, house)
    return house


def keep(s: State, house: House) -> None:
    s.house = house.to_plain()
    s.__dict__["_house"] = (s.house, house)


def explorer_of(s: State, seat: int):
    return explorer_data()[s.explorers[seat]["explorer"]]


def trait_value(s: State, seat: int, trait: str) -> int:
    """The number the clip shows now (B-4.2: tracks may repeat values)."""
    return explorer_of(s, seat).track(trait)[s.explorers[seat]["traits"][trait]]


def traits_in_words(s: State, seat: int) -> str:
    return ", ".join(str(T("{trait} {value}", trait=trait_word(t), value=trait_value(s, seat, t))) for t in TRAITS)


def figure(s: State, seat: int) -> dict:
    return s.house["figures"][s.explorers[seat]["explorer"]]


def name_of(s: State, seat: int) -> str:
    e = s.explorers[seat] if 0 <= seat < len(s.explorers) else None
    return e["name"] if e else T("Player {n}", n=seat + 1)


def damage_names(kind: str) -> tuple:
    """The two traits a kind of damage is split between, as words (B-4.5)."""
    return tuple(trait_word(t) for t in (PHYSICAL if kind == "physical" else MENTAL))


def room_name(room: str) -> str:
    return tiles().tiles[room].name
