"""The reveal (B-15) and the haunt's turns (B-17, B-19, B-22): the chart, the traitor, right-now steps, turn order,
wins by keyword, and the monsters' turn after the traitor's."""

from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import haunt, haunt_data
from rulesets.betrayal.rules.state import explorer_of, figure, house_of, trait_value
from tests.betrayal.haunt_support import chart_cell, place_somewhere, revealed
from tests.betrayal.rules_support import act, new_game, put

TRAITOR_HAUNT, HIDDEN_HAUNT, HOUSE_HAUNT = 1, 2, 3


def test_B_15_1_the_omen_and_the_room_it_was_drawn_in_pick_the_haunt_from_the_chart():
    s = revealed(HIDDEN_HAUNT)
    room, omen = chart_cell(HIDDEN_HAUNT)
    assert (s.haunt["room"], s.haunt["omen"], s.haunt["number"]) == (room, omen, HIDDEN_HAUNT)
    assert [e for e in R.log(s) if e.kind == "haunt_revealed"][0].data["haunt"] == HIDDEN_HAUNT


def test_B_15_2_the_traitor_is_whoever_meets_the_haunts_rule():
    s = new_game(players=4)
    knowledge = [trait_value(s, seat, "knowledge") for seat in range(4)]
    best = max(knowledge)
    assert knowledge[haunt.choose_traitor(s, "highest_trait:knowledge", 0)] == best
    assert haunt.choose_traitor(s, "left_of_revealer", 3) == 0
    assert haunt.choose_traitor(s, "haunt_revealer", 2) == 2
    assert haunt.choose_traitor(s, "no_traitor", 2) is None


def test_B_15_3_a_tie_goes_to_the_revealer_when_he_is_in_it_else_to_the_nearest_on_his_left():
    s = new_game(players=4)
    tracks = [explorer_of(s, seat).track("sanity") for seat in range(4)]
    low = min(set(tracks[1]) & set(tracks[3]))
    for seat in range(4):     # seats 1 and 3 share the lowest Sanity; 0 and 2 stand at the top of their tracks
        s.explorers[seat]["traits"]["sanity"] = tracks[seat].index(low) if seat in (1, 3) else 7
    assert all(trait_value(s, seat, "sanity") > low for seat in (0, 2))
    assert haunt.choose_traitor(s, "lowest_trait:sanity", 3) == 3
    assert haunt.choose_traitor(s, "lowest_trait:sanity", 0) == 1
    assert haunt.choose_traitor(s, "lowest_trait:sanity", 2) == 3


def test_B_16_3_the_right_now_steps_are_carried_out_at_the_reveal():
    s = revealed(TRAITOR_HAUNT)
    traitor = s.haunt["traitor"]
    assert [e for e in R.log(s) if e.kind == "trait_changed"][-1].data["seat"] == traitor
    count = sum(m.count for m in haunt_data.haunt_of(s).monsters)   # the authored number, tuned for balance
    assert len(s.haunt["monsters"]) == count and all(m["room"] == figure(s, traitor)["room"] for m in s.haunt["monsters"])


def test_B_17_1_the_first_haunt_turn_goes_to_the_traitors_left_and_the_traitor_plays_last():
    s = revealed(TRAITOR_HAUNT)
    traitor = s.haunt["traitor"]
    assert R.pending(s).seat == (traitor + 1) % 4 and s.haunt["order"][-1] == traitor


def test_B_19_1_in_a_hidden_traitor_haunt_the_token_1_holder_is_the_traitor_and_play_starts_left_of_the_revealer():
    s = revealed(HIDDEN_HAUNT, revealer=0)
    assert sorted(s.haunt["identities"]) == [1, 2, 3, 4]
    assert s.haunt["identities"][s.haunt["traitor"]] == 1 and R.pending(s).seat == 1


def test_B_14_3_after_the_haunt_an_omen_calls_for_no_haunt_roll():
    s = revealed(HOUSE_HAUNT)
    rolls = len([e for e in R.log(s) if e.kind == "haunt_rolled"])
    s.turn["drew_omen"] = True
    act(s, "end_turn")
    assert len([e for e in R.log(s) if e.kind == "haunt_rolled"]) == rolls and s.phase == "haunt"


def test_B_19_2_only_the_hidden_traitor_is_offered_to_reveal_himself():
    s = revealed(HIDDEN_HAUNT)
    traitor = s.haunt["traitor"]
    while R.pending(s).seat != traitor:
        act(s, "end_turn")
    assert ("reveal",) in R.legal_actions(s, traitor)
    act(s, "reveal")
    assert all(R.view(s, seat)["haunt"]["traitor"] == traitor for seat in range(4))
    assert ("reveal",) not in R.legal_actions(s, traitor)


def test_B_19_3_a_hero_pressing_the_same_reveal_button_turns_no_token_over_and_logs_nothing():
    s = revealed(HIDDEN_HAUNT)
    hero = R.pending(s).seat
    if hero == s.haunt["traitor"]:
        act(s, "end_turn")
        hero = R.pending(s).seat
    assert ("reveal",) in R.legal_actions(s, hero)     # B-H.7: the same panel on every turn
    logged = len(R.log(s))
    act(s, "reveal")
    assert not s.haunt["traitor_revealed"] and len(R.log(s)) == logged and R.view(s, hero)["haunt"]["traitor"] is None


def test_B_22_1_the_heroes_win_when_one_of_them_ends_a_turn_where_their_goal_says():
    s = revealed(TRAITOR_HAUNT)
    hero = R.pending(s).seat
    goal = haunt_data.haunt_of(s).wins.heroes[0].room     # the authored room (tuned for balance)
    if house_of(s).where(goal) is None:
        place_somewhere(s, goal)
    put(s, hero, goal)
    act(s, "end_turn")
    while R.outcome(s) is None and s.decision is not None:   # a room that hurts at the end of a turn (B-7.4)
        s = R.apply(s, R.legal_actions(s, R.pending(s).seat)[0])
    out = R.outcome(s)
    assert out.result == "heroes" and s.haunt["traitor"] not in out.winners and hero in out.winners


def test_B_22_1_the_house_wins_when_its_last_round_ends():
    s = revealed(HOUSE_HAUNT)
    while R.outcome(s) is None:
        act(s, "end_turn")
    out = R.outcome(s)
    assert out.result == "house" and out.winners == () and s.haunt["round"] == 4


def test_B_22_1_the_hidden_traitor_wins_when_the_fourth_round_ends_and_every_token_is_then_shown():
    s = revealed(HIDDEN_HAUNT)
    while R.outcome(s) is None:
        act(s, "end_turn")
    traitor = s.haunt["traitor"]
    assert R.outcome(s).winners == (traitor,) and R.view(s, (traitor + 1) % 4)["haunt"]["traitor"] == traitor


def test_B_17_1_after_the_traitors_turn_his_monsters_take_their_own_turn_and_then_the_round_starts_again():
    s = revealed(TRAITOR_HAUNT)
    traitor = s.haunt["traitor"]
    for _ in range(3):
        act(s, "end_turn")
    assert R.pending(s).seat == traitor and R.pending(s).kind == "turn"
    act(s, "end_turn")
    assert R.pending(s).seat == traitor and R.pending(s).kind == "monster_turn"
    act(s, "end_monster_turn")
    assert R.pending(s).seat == (traitor + 1) % 4 and s.haunt["round"] == 2


def test_a_special_rule_changes_the_turn_by_its_keyword_darkness_slows_the_heroes():
    s = revealed(HOUSE_HAUNT)
    seat = R.pending(s).seat
    assert s.turn["movement"] == max(1, trait_value(s, seat, "speed") - 1)


def test_B_19_5_a_hidden_traitor_haunt_turn_offers_no_private_talk():
    s = revealed(HIDDEN_HAUNT)
    assert s.turn["private_talk"] is False
