"""The public lines and the result of a Ninja game read as sentences (found playing whole games at 1280x800)."""
from engine.rules import playout
from rulesets.ninja import bots, rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import HIGH
from tests.ninja.support import config, set_up


def test_N_6_3_the_intruders_are_told_how_many_alert_cards_the_guards_draw_in_words():
    result = playout.play_one(rules, config(2), 5, bots.chooser(5))
    intruders = result.state.intruder_seat["ninja"]
    lines = {e.data["drawn"]: e.text_for(intruders) for e in result.state.log if e.kind == "turn_began"}
    assert lines, "no turn began"
    words = {0: "draw nothing.", 1: "draw one card.", 2: "draw two cards.", 3: "draw three cards."}
    for drawn, text in lines.items():
        assert text.endswith(words[drawn]), text
        assert "(s)" not in text


def test_N_21_the_result_says_why_the_game_ended_first_then_who_won():
    result = playout.play_one(rules, config(2), 5, bots.chooser(5))
    reason = result.outcome.reason
    why = result.state.result[2]
    assert reason.startswith(why[:1].upper() + why[1:] + ". ")
    assert reason.endswith(result.state.result[1]) and "(" not in reason


def test_N_6_3_at_a_high_alert_the_guards_draw_three_cards_and_every_seat_is_told_three():
    s = set_up(2)
    s.alert = HIGH
    flow.begin_turn(s)
    began = [e for e in s.log if e.kind == "turn_began"][-1]
    assert len(s.drawn[str(s.guard_seats[0])]) == 3 and began.data["drawn"] == 3
    assert began.text_for(s.intruder_seat["ninja"]).endswith("the guards draw three cards.")
