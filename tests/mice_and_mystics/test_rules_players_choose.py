"""Ties and choices the digest leaves to the players are theirs (M-G.10): which equally near minion acts next
(M-13.2) and where each mouse comes in after exploring (M-7.14), the best-looking answer offered first."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter, minion_places, place

# Guard Room: s15 is next to s10, s11 and s14; Drainpipe exit 3 lands on s9 and s14
TWO_RATS = [("rat", GUARD, "s10"), ("rat", GUARD, "s14")]


def rats_card(players=1, minions=TWO_RATS, mice=None):
    s = arrange(chapter(players=players), mice or {"collin": [GUARD, "s15"]}, minions=minions, movement=0,
                faces=(1, 1))
    R.apply(s, ("end_turn",))
    return s


def labels(s):
    return sorted(m["label"] for m in s.minions)


def test_M_13_2_equally_near_figures_wait_for_the_players_to_say_which_acts_first():
    s = rats_card()
    first, second = labels(s)
    p = R.pending(s)
    assert p.kind == "minion_order"
    assert R.legal_actions(s, 0) == [("next", first), ("next", second)]
    assert minion_places(s) == {first: "s10", second: "s14"}


def test_M_13_2_the_figure_the_players_pick_moves_first_and_the_last_then_acts_unasked():
    s = rats_card()
    first, second = labels(s)
    R.apply(s, ("next", second))
    moves = [e.data["minion"] for e in R.log(s) if e.kind == "minion_moves"]
    assert moves == [second, first]
    assert R.pending(s).kind == "mouse_turn"


def test_M_13_2_the_lowest_mouse_on_the_track_answers_the_order():
    s = rats_card(players=2)
    # the track is Collin, the rats, Wren, Tobias, Clove: Clove, last, is the second player's
    assert R.pending(s).seat == 1 and R.legal_actions(s, 0) == []


def test_M_13_2_figures_not_equally_near_are_not_asked_about():
    s = rats_card(minions=[("rat", GUARD, "s10"), ("rat", GUARD, "s3")])
    assert R.pending(s).kind == "mouse_turn"


def test_M_13_2_figures_with_no_mouse_in_their_room_are_not_asked_about():
    s = rats_card(minions=TWO_RATS, mice={"collin": [DRAIN, "s1"]})
    assert R.pending(s).kind == "mouse_turn"


def test_M_G_10_an_order_answer_not_offered_is_refused():
    s = rats_card()
    with pytest.raises(IllegalAction) as err:
        R.apply(s, ("next", "rat 99"))
    assert err.value.rule_id == "M-G.10"


def explored(players=1):
    s = arrange(chapter(players=players), {"collin": [GUARD, "s13"], "wren": [GUARD, "s13"]},
                order=["collin", "wren", "tobias", "clove"])
    s.mice[2]["place"] = s.mice[3]["place"] = [DRAIN, "s2"]
    R.apply(s, ("explore", 3))
    return s


def test_M_7_14_each_mouse_s_landing_space_is_the_players_choice_first_space_pre_selected():
    s = explored()
    p = R.pending(s)
    assert p.kind == "landing" and "Prince Collin" in p.prompt
    assert R.legal_actions(s, 0) == [("land", "s9"), ("land", "s14")]


def test_M_7_14_the_chosen_space_is_where_the_mouse_comes_in_then_the_next_mouse_is_asked():
    s = explored()
    R.apply(s, ("land", "s14"))
    assert place(s, "collin") == [DRAIN, "s14"]
    assert R.pending(s).kind == "landing" and "Wren" in R.pending(s).prompt
    R.apply(s, ("land", "s9"))
    assert place(s, "wren") == [DRAIN, "s9"] and R.pending(s).kind == "mouse_turn"


def test_M_7_14_each_mouse_s_own_player_chooses_its_landing():
    s = explored(players=2)
    assert R.pending(s).seat == 0
    R.apply(s, ("land", "s9"))
    assert R.pending(s).seat == 1


def test_M_11_1_the_encounter_comes_after_every_mouse_has_come_in():
    s = explored()
    assert s.minions == []
    R.apply(s, ("land", "s9"))
    R.apply(s, ("land", "s9"))
    assert len(s.minions) == 3


def test_M_G_10_a_landing_answer_not_offered_is_refused():
    s = explored()
    with pytest.raises(IllegalAction) as err:
        R.apply(s, ("land", "s1"))
    assert err.value.rule_id == "M-G.10"


def test_M_7_14_the_landing_question_and_its_answers_are_in_words():
    s = explored()
    assert R.describe_action(s, ("land", "s14")) == "Come in on the bottom-left corner of the Drainpipe"
    s = rats_card()
    assert R.describe_action(s, ("next", labels(s)[0])) == "The rat warrior 3 goes next"
