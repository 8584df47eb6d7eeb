"""Builders for Ninja rules tests: a real game set up by its own decisions, then arranged to a known position."""
from __future__ import annotations

from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import add_guard, tables

DEFAULTS = ("place_the_rest_at_random", "keep_suggested_hand", "keep_suggested_cards")


def config(players: int = 2, **choices) -> dict:
    return rules.INFO.check_config({**rules.INFO.default_config(players), **choices})


def set_up(players: int = 2, seed: int = 1, **choices):
    """A game past setup (every side took the one-click defaults or the first option): turn 1 begins."""
    s = rules.setup(config(players, **choices), seed)
    while s.phase in ("guard_setup", "intruder_setup"):
        seat = rules.pending(s).seat
        legal = rules.legal_actions(s, seat)
        s = rules.apply(s, next((a for a in legal if a[0] in DEFAULTS), legal[0]))
    return s


def only_guards(s, *placements):
    """Replace every guard with sentries at the given zones (numbers 1, 2, ...)."""
    s.guards = []
    s.patrol_facing = {}
    s.next_guard_number = 1
    return [add_guard(s, zone, "sword") for zone in placements]


def patrol_of_two(s, zone: str, number: int) -> list:
    """Only two guards on the map, both in `zone` as patrol `number`, facing the track's first way on; returns them."""
    guards = only_guards(s, zone, zone)
    for g in guards:
        g["patrol"] = number
    s.patrol_facing = {str(number): tables().track[zone][0]}
    return guards


def put(s, figure: str, zone: str, moved_last: int = 0) -> None:
    me = s.intruders[figure]
    me.update(status="active", zone=zone, moved_last=moved_last, seen=False)
    me["path"].append([s.turn, zone, "test"])


def intruders_phase(s):
    """Start the Intruders Phase now (the ninja acts first)."""
    s.decision = None
    flow.begin_intruder_phase(s)
    flow.settle(s)
    return s


def card_phase(s, hand=None):
    """The guards' Card Phase of this turn, with the given hand."""
    s.phase, s.step, s.guard_turn, s.decision = "guard_cards", "play_cards", 0, None
    s.cards_played = {"alert": 0, "cards": 0}
    s.free_listen_taken = False
    if hand is not None:
        key = str(s.guard_seats[0])
        rest = s.hands[key] + s.decks[key]
        for c in hand:
            rest.remove(c)
        s.hands[key], s.decks[key] = sorted(hand), rest
    s.cache = None
    return s


def act(s, *action):
    return rules.apply(s, tuple(action))


def legal(s):
    return rules.legal_actions(s, rules.pending(s).seat)


def wall_pair():
    """A castle room and the moat zone beyond its wall."""
    t = tables()
    return next((a, b) for a in t.object_zones["west"] for b in t.neighbours(a) if t.is_wall(a, b))


def open_neighbour(zone: str, avoid=()):
    t = tables()
    return next(z for z in t.neighbours(zone) if not t.is_wall(zone, z) and z not in t.moats and z not in avoid)
