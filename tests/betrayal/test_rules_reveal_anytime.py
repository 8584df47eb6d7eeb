"""The hidden traitor reveals himself at any time (B-19.2), on one laptop without a leak (B-H.6, B-H.7): any decision
offers "someone wants to reveal"; every living explorer then answers alone on the same two buttons."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import reveal_claims
from tests.betrayal.combat_support import give
from tests.betrayal.haunt_support import revealed
from tests.betrayal.play_support import session_before_reveal
from tests.betrayal.rules_support import act, put
from tests.conformance.test_view_leaks import leaks

HIDDEN_HAUNT, TRAITOR_HAUNT = 2, 1


def hero_turn(s):
    """Turns end until a hero (not the hidden traitor) is to play."""
    while R.pending(s).seat == s.haunt["traitor"]:
        act(s, "end_turn")
    return R.pending(s).seat


def answer_round(s, traitor_answer="stay_hidden"):
    """Every explorer asked answers "stay hidden", but the traitor answers `traitor_answer`; the seats asked."""
    asked = []
    while R.pending(s).kind == reveal_claims.KIND:
        seat = R.pending(s).seat
        asked.append(seat)
        act(s, traitor_answer if seat == s.haunt["traitor"] else "stay_hidden")
    return asked


def test_B_19_2_every_seats_turn_in_a_hidden_haunt_offers_the_same_question_to_the_table():
    s = revealed(HIDDEN_HAUNT)
    for _ in range(4):
        assert ("ask_to_reveal",) in R.legal_actions(s, R.pending(s).seat)
        act(s, "end_turn")


def test_B_19_2_the_hidden_traitor_reveals_himself_during_a_heros_turn_and_the_hero_plays_on():
    s = revealed(HIDDEN_HAUNT)
    hero = hero_turn(s)
    traitor = s.haunt["traitor"]
    movement = s.turn["movement"]
    act(s, "ask_to_reveal")
    asked = answer_round(s, "reveal_myself")
    assert asked[0] == hero and asked[-1] == traitor          # the asker answers first, then round to his left
    assert asked == [(hero + k) % 4 for k in range(len(asked))]
    assert s.haunt["traitor_revealed"] and R.view(s, hero)["haunt"]["traitor"] == traitor
    assert (R.pending(s).seat, R.pending(s).kind, s.turn["movement"]) == (hero, "turn", movement)


def test_B_H_6_a_heros_reveal_myself_leaves_exactly_the_state_and_log_of_stay_hidden():
    s = revealed(HIDDEN_HAUNT)
    hero_turn(s)
    act(s, "ask_to_reveal")
    assert R.pending(s).seat != s.haunt["traitor"]
    pressed, passed = R.clone(s), R.clone(s)
    act(pressed, "reveal_myself")
    act(passed, "stay_hidden")
    assert R.state_hash(pressed) == R.state_hash(passed) and R.log(pressed) == R.log(passed)
    assert not pressed.haunt["traitor_revealed"]


def test_B_H_6_the_question_looks_the_same_to_every_explorer_and_leaks_nothing_at_any_step():
    s = revealed(HIDDEN_HAUNT)
    hero_turn(s)
    act(s, "ask_to_reveal")
    seen = set()
    step = 0
    while R.pending(s).kind == reveal_claims.KIND:
        p = R.pending(s)
        seen.add((p.prompt, p.options, tuple(R.describe_action(s, a) for a in p.options)))
        for seat in range(4):
            assert leaks(R, s, seat, step) == [], (step, seat)
        act(s, "stay_hidden")
        step += 1
    assert len(seen) == 1 and step == 4
    assert not s.haunt["traitor_revealed"]
    assert R.log(s)[-1].kind == "reveal_unanswered"


def test_B_19_2_a_second_press_of_the_question_while_the_table_answers_is_refused_and_changes_nothing():
    s = revealed(HIDDEN_HAUNT)
    act(s, "ask_to_reveal")
    before = R.state_hash(s)
    with pytest.raises(IllegalAction) as refused:
        act(s, "ask_to_reveal")
    assert refused.value.rule_id == "B-19.2" and R.state_hash(s) == before


def test_B_19_2_the_traitors_second_press_of_reveal_myself_is_refused_once_his_token_is_over():
    s = revealed(HIDDEN_HAUNT)
    traitor = s.haunt["traitor"]
    while R.pending(s).seat != traitor:
        act(s, "end_turn")
    act(s, "ask_to_reveal")
    act(s, "reveal_myself")
    before = R.state_hash(s)
    with pytest.raises(IllegalAction):
        act(s, "reveal_myself")
    with pytest.raises(IllegalAction) as refused:
        act(s, "ask_to_reveal")
    assert refused.value.rule_id == "B-19.2" and R.state_hash(s) == before


def test_B_19_2_the_traitor_reveals_while_another_explorer_answers_a_trade_and_the_trade_waits_on():
    s = revealed(HIDDEN_HAUNT)
    hero = hero_turn(s)
    partner = next(k for k in range(4) if k != hero)
    put(s, partner, R.view(s, hero)["seats"][hero]["room"])
    give(s, hero, "chalk")
    act(s, "trade", "chalk", partner, "")
    assert (R.pending(s).seat, R.pending(s).kind) == (partner, "answer_trade")
    assert ("ask_to_reveal",) in R.legal_actions(s, partner)
    act(s, "ask_to_reveal")
    assert R.pending(s).seat == partner
    answer_round(s, "reveal_myself")
    assert s.haunt["traitor_revealed"]
    assert (R.pending(s).seat, R.pending(s).kind) == (partner, "answer_trade")
    act(s, "accept")
    assert "chalk" in s.explorers[partner]["cards"] and R.invariants(s) == []


def test_B_19_3_the_dead_are_not_asked_for_their_token_is_shown_already():
    s = revealed(HIDDEN_HAUNT)
    hero = hero_turn(s)
    dead = next(k for k in range(4) if k not in (hero, s.haunt["traitor"]))
    s.explorers[dead]["dead"] = "sanity"
    act(s, "ask_to_reveal")
    assert dead not in answer_round(s)


def test_B_19_2_no_question_to_the_table_in_an_open_traitor_haunt_nor_during_a_damage_split():
    s = revealed(TRAITOR_HAUNT)
    assert ("ask_to_reveal",) not in R.legal_actions(s, R.pending(s).seat)
    with pytest.raises(IllegalAction) as refused:
        act(s, "ask_to_reveal")
    assert refused.value.rule_id == "B-19.2"
    hidden = revealed(HIDDEN_HAUNT)
    seat = R.pending(hidden).seat
    hidden.decision = {"kind": "split_damage", "seat": seat, "damage": "physical", "amount": 1, "cause": "a test",
                       "options": [["split", 1, 0], ["split", 0, 1]]}
    assert ("ask_to_reveal",) not in R.legal_actions(hidden, seat)
    with pytest.raises(IllegalAction) as refused:
        act(hidden, "ask_to_reveal")
    assert refused.value.rule_id == "B-4.5"


def test_B_H_7_the_session_hands_the_laptop_to_each_explorer_asked_and_back_so_a_double_press_reaches_nobody():
    session, action, seat = session_before_reveal("hidden")
    session.apply(action, seat=seat)
    assert session.state.haunt["hidden"]
    if session.handoff is not None:
        session.confirm_handoff()
    asker = session.pending.seat
    session.apply(("ask_to_reveal",), seat=asker)
    assert session.handoff is None and session.pending.seat == asker    # the asker answers first, no hand-off
    session.apply(("stay_hidden",), seat=asker)
    assert session.handoff is not None and session.handoff.seat != asker
    with pytest.raises(IllegalAction):        # the asker's second press before the laptop has passed on
        session.apply(("stay_hidden",), seat=asker)
    while session.pending.kind == reveal_claims.KIND:
        session.confirm_handoff()
        session.apply(("stay_hidden",), seat=session.pending.seat)
    assert session.pending.seat == asker and session.handoff is not None and session.handoff.seat == asker


def test_B_5_1_every_action_word_has_exactly_one_handler_looked_up_by_name():
    assert set(R.HANDLERS) | {"ask_to_reveal"} == set(R.ARITY)
    assert {a for answers in R.ANSWERS.values() for a in answers} == set(R.HANDLERS)


def test_B_19_2_the_question_is_told_to_all_with_the_askers_name_and_nothing_else():
    s = revealed(HIDDEN_HAUNT)
    asker = R.pending(s).seat
    act(s, "ask_to_reveal")
    line = R.log(s)[-1]
    assert line.kind == "reveal_asked" and line.data == {"seat": asker} and not line.texts_by_seat
    assert line.text.startswith(R.seat_name(s, asker))


def test_B_7_1_a_question_asked_while_a_room_waits_to_be_placed_keeps_every_card_and_tile_counted():
    s = revealed(HIDDEN_HAUNT)
    seat = R.pending(s).seat
    put(s, seat, "entrance_hall")
    side = next(a[1] for a in R.legal_actions(s, seat) if a[0] == "explore")
    act(s, "explore", side)
    assert R.pending(s).kind == "place_tile" and ("ask_to_reveal",) in R.legal_actions(s, seat)
    tile = s.decision["tile"]
    act(s, "ask_to_reveal")
    while R.pending(s).kind == reveal_claims.KIND:
        assert R.invariants(s) == []
        act(s, "stay_hidden")
    assert (R.pending(s).kind, s.decision["tile"]) == ("place_tile", tile) and R.invariants(s) == []


def test_B_5_1_only_the_seat_to_decide_has_legal_actions_even_the_question_to_the_table():
    s = revealed(HIDDEN_HAUNT)
    seat = R.pending(s).seat
    assert R.legal_actions(s, seat) and all(R.legal_actions(s, k) == [] for k in range(4) if k != seat)
    act(s, "ask_to_reveal")
    assert [k for k in range(4) if R.legal_actions(s, k)] == [R.pending(s).seat]
