"""Ninja cards and setup counts found untested by mutation sampling: the rope (N-11.7), the set-aside (N-3.8), a guard into the passage (N-19.12)."""
import pytest

from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import tables
from tests.ninja.support import (
    DEFAULTS,
    act,
    card_phase,
    config,
    intruders_phase,
    legal,
    only_guards,
    open_neighbour,
    put,
    set_up,
    wall_pair,
)


def test_N_11_7_a_rope_is_thrown_only_over_a_wall_never_to_an_open_neighbour():
    room, moat = wall_pair()
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", room)
    s.intruders["ninja"]["hand"] = ["ninja_rope"]
    intruders_phase(s)
    targets = {a[3] for a in legal(s) if a[:3] == ("card", "ninja", "ninja_rope")}
    t = tables()
    assert moat in targets and all(t.is_wall(room, z) for z in targets)


def test_N_3_8_a_single_guard_player_setting_aside_card_by_card_keeps_24_and_puts_12_into_his_deck():
    s = rules.setup(config(2), 1)
    while s.step != "guard_hand":
        options = legal(s)
        s = rules.apply(s, next((a for a in options if a[0] in DEFAULTS), options[0]))
    key = str(s.guard_seats[0])
    set_aside = 0
    while s.step == "guard_hand":
        s = rules.apply(s, next(a for a in legal(s) if a[0] == "set_aside"))
        set_aside += 1
    assert set_aside == 12 and len(s.hands[key]) == 24 and len(s.decks[key]) == 12


@pytest.mark.parametrize("cards_in_play, enters", [(0, False), (1, True)])
def test_N_19_12_with_a_guard_secret_passage_card_in_play_a_sentry_search_moves_one_guard_into_the_passage(
        cards_in_play, enters):
    s = card_phase(set_up(2), ["sentry_search"])
    entrance = s.passages["intruders"][0]
    s.found_entrances = [["intruders", entrance]]
    s.guard_passage_cards = cards_in_play
    if cards_in_play:
        s.decks["0"].remove("guard_secret_passage")        # that card lies face up in play (cards are conserved)
    only_guards(s, entrance)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "sentry_search", "sentry", 1)
    assert (("step", "secret_passage") in legal(s)) is enters


@pytest.mark.parametrize("agreement", ["share_the_two_cards", "one_card_each"])
def test_N_9_2_once_the_two_guard_players_agree_on_the_card_limit_they_are_not_asked_again(agreement):
    s = set_up(4)
    s.phase, s.guard_turn, s.decision = "alert", len(s.guard_seats), None
    flow.settle(s)
    assert rules.pending(s).kind == "card_limit_agreement"
    act(s, agreement)
    assert rules.pending(s).kind != "card_limit_agreement" and s.phase == "guard_cards"


def test_N_18_3_every_seat_is_told_which_guard_was_taken_away_to_stand_the_hidden_sentry_up():
    """N-H.4: guard figures on the board are public, so a figure leaving it is said to everyone."""
    s = set_up(2, seed=3)
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    only_guards(s, *(["north_bridge"] * 20))
    put(s, "ninja", open_neighbour(room))
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    s.turn = 20
    intruders_phase(s)
    for action in (("move", "ninja", room), ("stop", "ninja"), ("stop", "traitor"), ("search", "ninja", room),
                   ("done_searching", "ninja"), ("done_searching", "traitor"), ("let_the_sentry_be", "ninja"),
                   ("make_room", 1)):
        act(s, *action)
    removed = next(e for e in s.log if e.kind == "guard_removed")
    assert removed.data["guard"] == 1 and "guard 1" in removed.text_for(s.intruder_seat["ninja"])
