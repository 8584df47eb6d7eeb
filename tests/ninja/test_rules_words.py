"""Ninja rules tests for what the players are told in words: the move list, seat names and setup prompts."""
import pytest

from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import tables, zone_name
from tests.ninja.support import set_up

GATE = "north_bridge"
BARRACKS = tables().barracks[0]


@pytest.mark.parametrize("action, words", [
    (("set_aside", "awaken"), "Set aside Awaken"),
    (("entrance", GATE), f"Passage entrance at {zone_name(GATE)}"),
    (("play", "sentry_listen", "sentry", 1), "Play Sentry Listen on sentry 1"),
    (("play", "patrol_search", "patrol", 2), "Play Patrol Search on patrol 2"),
    (("play", "guard_kenjutsu", 3, "traitor"), "Play Kenjutsu: guard 3 strikes the traitor"),
    (("play", "awaken", BARRACKS, ""), f"Play Awaken at {zone_name(BARRACKS)}"),
    (("play", "awaken", BARRACKS, GATE), f"Play Awaken at {zone_name(BARRACKS)}, facing {zone_name(GATE)}"),
    (("sleep", BARRACKS), f"Sleeping guard in {zone_name(BARRACKS)}"),
    (("patrol_move", 1, (GATE, BARRACKS), GATE), f"Patrol 1 marches to {zone_name(BARRACKS)}, then faces "
                                                 f"{zone_name(GATE)}"),
    (("patrol_move", 1, (BARRACKS, GATE), ""), f"Patrol 1 marches to {zone_name(GATE)}"),
    (("card", "ninja", "shuriken", "hidden_sentry"), "The ninja plays Shuriken on the hidden sentry"),
    (("card", "ninja", "shuriken", 4), "The ninja plays Shuriken on guard 4"),
    (("card", "traitor", "traitor_rope", GATE), f"The traitor plays Rope over the wall to {zone_name(GATE)}"),
    (("search", "ninja", GATE), f"The ninja searches {zone_name(GATE)}"),
    (("make_room", 5), "Take away guard 5"),
    (("stand_figure", "spear"), "A spear guard stands up (the spear player commands him)"),
    (("start", "traitor", GATE), f"Start the traitor at {zone_name(GATE)}"),
    (("step", GATE), f"Step to {zone_name(GATE)}"),
    (("step", "other_entrance"), "Leave by the other end"),
    (("pick_card", "traitor", "potent_sake"), "Give the traitor Potent Sake"),
    (("move", "ninja", GATE), f"The ninja moves to {zone_name(GATE)}"),
    (("move", "ninja", "off_map"), "Leave the map"),
    (("hide", "C", GATE), f"Hide mission goal C in {zone_name(GATE)}"),
    (("hide", "trap", GATE), f"Hide a trap in {zone_name(GATE)}"),
    (("take_card", "awaken"), "Take Awaken"),
    (("free_listen", "patrol", 2), "Free listen by patrol 2"),
    (("group_sentries", GATE, BARRACKS), f"Sentries at {zone_name(GATE)} form a patrol facing {zone_name(BARRACKS)}"),
    (("group_sentries", GATE, ""), f"Sentries at {zone_name(GATE)} form a patrol"),
    (("share_the_two_cards",), "Share the two cards as we play"),
    (("one_card_each",), "At most one card each"),
    (("done_searching", "traitor"), "The traitor is done searching"),
])
def test_N_13_5_and_N_6_6_the_move_list_says_who_does_what_to_which_guard_or_zone(action, words):
    """N-13.5: which intruder searches which zone; N-6.6: which sentry or patrol a card is played on;
    N-G.2 Awaken: where the sleepers wake and which way a woken patrol faces."""
    assert rules.describe_action(set_up(2), action) == words


@pytest.mark.parametrize("players, names", [
    (2, ["the guards", "the intruders"]),
    (3, ["the guards", "the ninja", "the traitor"]),
    (4, ["the sword guards", "the spear guards", "the ninja", "the traitor"]),
])
def test_part_1_each_seat_is_named_by_the_side_it_plays_for_every_player_count(players, names):
    s = set_up(players)
    assert [rules.seat_name(s, seat) for seat in range(players)] == names


def test_N_21_1_once_the_game_is_over_the_turn_label_says_after_which_turn_it_ended():
    s = set_up(2)
    s.turn = 14
    flow.finish(s, "no intruder is left in play")
    assert rules.turn_label(s) == "Game over after turn 14"


def test_N_5_1_the_turn_label_names_the_turn_the_phase_and_the_alert_level():
    s = set_up(2)
    assert rules.turn_label(s) == "Turn 1 of 20 · Card Phase · alert None"
    s.turn, s.phase, s.alert = 7, "patrols", 2
    assert rules.turn_label(s) == "Turn 7 of 20 · Patrol Phase · alert Medium"


def test_N_6_8_the_draw_split_says_how_many_cards_each_guard_player_draws():
    s = set_up(4)
    s.alert = 3
    flow.begin_turn(s)
    assert s.decision["kind"] == "alert_draw_split"
    assert rules.describe_action(s, ("sword_draws", 1)) == "The sword player draws 1, the spear player 2"


@pytest.mark.parametrize("order", ["never", "first_heard"])
def test_a_standing_order_answered_without_a_hand_over_tells_the_traitor_what_the_guards_will_see(order):
    """DESIGN principle 5 and N-H.8: the guards see no hand-over on a Listen under these orders, so the traitor
    is told so before choosing (under "first heard" a cat played unasked means someone was in range)."""
    words = rules.describe_action(set_up(2), ("standing_order", order))
    assert "hand-over" in words and "guards" in words
