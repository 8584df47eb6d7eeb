"""Helpers for the haunt tests: an omen room placed where it fits, and a haunt revealed from a chosen chart cell."""
from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.haunts import load_chart
from rulesets.betrayal.rules import effects
from tests.betrayal.rules_support import act, deck_top, dice, new_game, place, put

FLOORS = ("basement", "ground", "upper")
PLAIN_ROOMS = ("dining_room", "servants_hall", "master_bedroom", "map_room")


def place_somewhere(s, tile):
    """The tile placed at the first cell and turn next to a start room where its doors meet."""
    for floor in FLOORS:
        for cell in ((0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)):
            for turn in range(4):
                try:
                    place(s, tile, floor, cell, turn)
                    return
                except IllegalAction:
                    continue
    raise AssertionError(f"no place for {tile}")


def chart_cell(number):
    """(room, omen) of the chart that gives the haunt with this number (B-15.1)."""
    chart = load_chart()
    for room in PLAIN_ROOMS:      # rooms that do nothing at the end of a turn, with no barrier
        for omen, n in chart[room].items():
            if n == number and omen != "cat":
                return room, omen
    raise AssertionError(number)


def revealed(number, players=4, revealer=0, **game):
    """A game where `revealer` draws the chart's omen in its room and the haunt roll begins the haunt."""
    s = new_game(players=players, **game)
    if revealer:
        s.turn["seat"] = revealer
        s.turn["movement"] = 0
    room, omen = chart_cell(number)
    place_somewhere(s, room)
    put(s, revealer, room)
    deck_top(s, "omen", omen)
    effects.draw_card(s, revealer, "omen", "a test")
    effects.resolve(s)
    while s.decision is not None:     # an omen's own roll or damage: take the first choice
        s = R.apply(s, R.legal_actions(s, R.pending(s).seat)[0])
    dice(s, [0] * 6)
    act(s, "end_turn")
    assert s.haunt is not None and s.haunt["number"] == number
    return s
