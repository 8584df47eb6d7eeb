"""Behaviours the mutation sample of seed 2027 (tools/mutate_sample.py) showed untested: each a rule of the
digest, checked on its own."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import achievements, corrupted, entries, minion_turns
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter, rng_rolling


def test_M_21_2_an_achievement_moves_the_end_marker_on_but_never_past_the_tenth_page_m_g_7():
    s = chapter()
    s.end_marker = 9
    achievements.rolled(s, "collin", 3)
    assert s.end_marker == 10 and achievements.holder(s, "cheese_master") == "collin"
    s = chapter()
    s.end_marker = 10
    achievements.rolled(s, "collin", 3)
    assert s.end_marker == 10


def _corrupted(mice, faces=None):
    s = arrange(chapter(), mice, turn_of=None, order=["collin", "wren", "tobias", "clove"], faces=faces)
    st.mouse(s, "wren")["conditions"] = ["corrupted"]
    return s


def test_M_17_4_a_corrupted_mouse_alone_in_its_room_stays_and_its_token_goes():
    s = _corrupted({"wren": [GUARD, "s7"], "collin": [DRAIN, "s1"], "tobias": None, "clove": None})
    assert corrupted.play(s, "wren") is True
    assert st.mouse(s, "wren")["place"] == [GUARD, "s7"] and "corrupted" not in st.mouse(s, "wren")["conditions"]
    assert s.log[-2].kind == "corrupted_turn"


def test_M_17_4_a_corrupted_mouse_starting_in_another_mouses_space_does_not_move_but_attacks_m13_4_m13_6():
    # Wren, corrupted, shares s7 with Collin: she stays (a melee minion in a mouse's space does not move) and
    # attacks him with her bare Battle (1 die: a sword); Collin's 2 defence dice (1 and 3: sword, bow) block none
    s = _corrupted({"wren": [GUARD, "s7"], "collin": [GUARD, "s7"], "tobias": None, "clove": None},
                   faces=(1, 1, 3))
    assert corrupted.play(s, "wren") is True
    assert st.mouse(s, "wren")["place"] == [GUARD, "s7"]
    assert any(e.kind == "corrupted_attacks" for e in s.log)


def test_M_G_10_a_corrupted_mouse_with_equally_good_stops_lets_the_players_choose():
    # Wren on s7 toward Collin on s16 with a 1: s11 and s12 are both next to him (as for a rat, M-13.4)
    s = _corrupted({"wren": [GUARD, "s7"], "collin": [GUARD, "s16"], "tobias": None, "clove": None}, faces=(1,))
    assert corrupted.play(s, "wren") is False
    assert s.decision["kind"] == "corrupted_stop" and sorted(s.decision["options"]) == ["s11", "s12"]


def test_an_invariant_names_a_minion_that_took_its_health_in_damage_but_stayed():
    s = chapter()
    s.minions[0]["damage"] = R.story.minion(s.minions[0]["kind"]).health
    assert any("has taken its health in damage but is still on the board" in b for b in R.invariants(s))


def test_M_11_2_a_small_ranged_minion_enters_on_the_red_outlined_entry_space():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    assert entries.options(s, GUARD, "rat_archer", []) == ["s5"]


def test_M_11_2_with_the_red_outlined_entry_full_a_small_ranged_minion_goes_to_the_farthest_other():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s5")] * 4)
    got = entries.options(s, GUARD, "rat_archer", [])
    assert got and "s5" not in got


def test_M_18_3_a_launch_without_a_fork_under_the_mouse_is_refused():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"]})
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("launch", "wren", "s11"))
    assert refusal.value.rule_id == "M-18.3" and st.mouse(s, "wren")["place"] == [GUARD, "s15"]


@pytest.mark.parametrize("action, words", [
    (("take_ability", "rally"), "Take the ability "),
    (("level_up", "rally"), "Level up: learn "),
    (("pounce", "s7"), "Brodie pounces on the right space in the middle of the Guard Room"),
    (("prowl", "s7 s11"), "Brodie prowls through the right space in the middle of the Guard Room, the very middle of the Guard Room"),
])
def test_more_actions_are_said_in_words(action, words):
    assert R.describe_action(chapter(), action).startswith(words)


@pytest.mark.parametrize("action", [("take_ability", "no_such"), ("level_up",), ("pounce", 7), ("prowl",)])
def test_more_malformed_actions_read_as_unknown(action):
    assert R.describe_action(chapter(), action) == "Unknown action"


def test_M_11_2_a_large_minion_enters_on_the_nearest_empty_entry_not_a_nearer_taken_one():
    # the Guard Room entries nearest Collin on s15 are s5 and s12; with a rat on s12 only s5 is empty
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    assert entries.options(s, GUARD, "spider", []) == ["s5", "s12"]
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s12")])
    assert entries.options(s, GUARD, "spider", []) == ["s5"]


def test_M_7_9_a_webbed_mouse_that_rolls_a_star_breaks_free_and_the_log_says_so():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, faces=(6,))
    st.mouse(s, "collin")["conditions"] = ["webbed"]
    R.apply(s, ("recover",))
    assert "webbed" not in st.mouse(s, "collin")["conditions"]
    assert any(e.kind == "recover" and "breaks free of the web" in e.text for e in R.log(s))


def test_a_copy_of_a_chapter_rolls_the_same_dice_as_the_chapter():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    copy = R.clone(s)
    assert R.state_hash(R.apply(copy, ("end_turn",))) == R.state_hash(R.apply(s, ("end_turn",)))


@pytest.mark.parametrize("action, words", [
    (("lob", "s4"), "Lob a grape at the right space in the top-right corner of the Guard Room"),
    (("launch", "wren", "s4"), "Launch Wren Ashwhisker from the fork to the right space in the top-right corner of the Guard Room"),
])
def test_team_item_actions_are_said_in_words(action, words):
    assert R.describe_action(chapter(), action) == words


def test_M_18_2_the_mice_are_offered_to_lay_the_fishhook_when_the_team_holds_it():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=1)
    s.search_deck.remove("Fishhook and Line")
    s.team_storage.append("Fishhook and Line")
    offered = [a for a in R.legal_actions(s, 0) if a[:2] == ("place", "fishhook")]
    assert ("place", "fishhook", "s3") in offered


def test_M_13_4_a_minion_that_cannot_get_closer_stays_and_the_log_says_so():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s7")])
    rat = s.minions[0]
    minion_turns.finish_move(s, rat, "s7", "toward Prince Collin")
    assert rat["place"] == [GUARD, "s7"] and "cannot get closer and stays" in R.log(s)[-1].text


def test_take_back_is_said_in_words():
    assert R.describe_action(chapter(), ("take_back", "fork")).startswith("Take the ")
    assert R.describe_action(chapter(), ("take_back", "spoon")) == "Unknown action"


def test_M_17_4_a_corrupted_mouse_that_ends_its_move_away_from_the_others_attacks_no_one():
    from rulesets.mice_and_mystics import minion_moves
    s = _corrupted({"wren": [GUARD, "s7"], "collin": [GUARD, "s7"], "tobias": None, "clove": None})
    far = minion_moves.distances(st.face(s, GUARD), "s7")
    target = next(sp for sp, d in sorted(far.items(), key=lambda x: (-x[1], x[0])) if d >= 3)
    st.mouse(s, "collin")["place"] = [GUARD, target]
    s.rng = rng_rolling(1, 1, 1)
    done = corrupted.play(s, "wren")
    if done is False:                                   # equal stops: the players pick the first
        corrupted.move_and_attack(s, "wren", s.decision["options"][0])
    assert not any(e.kind == "corrupted_attacks" for e in s.log)


def test_M_18_3_the_fork_launches_neither_the_launching_mouse_nor_a_mouse_off_the_fork():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"], "tobias": [GUARD, "s11"]})
    s.search_deck.remove("Fork")
    s.team_storage.append("Fork")
    R.apply(s, ("place", "fork", ""))
    for hero in ("collin", "tobias"):
        with pytest.raises(IllegalAction) as refusal:
            R.apply(s, ("launch", hero, "s14"))
        assert refusal.value.rule_id == "M-18.3"


def test_M_17_5_a_cure_mends_poison_and_takes_away_negative_conditions():
    s = arrange(chapter(), {"clove": [GUARD, "s15"], "collin": [GUARD, "s15"]}, turn_of="clove",
                order=["clove", "collin", "wren", "tobias"])
    clove, collin = st.mouse(s, "clove"), st.mouse(s, "collin")
    clove["abilities"].append("purify")
    clove["cheese"] = 2
    collin["damage"], collin["poison"], collin["conditions"] = 2, 1, ["webbed"]
    R.apply(s, ("ability", "purify", "collin"))
    assert collin["damage"] == 1 and collin["poison"] == 0 and collin["conditions"] == []


def test_laying_a_team_item_is_said_in_words():
    s = chapter()
    assert R.describe_action(s, ("place", "fork", "")).endswith(" down here")
    assert R.describe_action(s, ("place", "fishhook", "s3")).endswith(" to the left space in the top-right corner of the Guard Room")
    assert R.describe_action(s, ("place", "spoon", "s3")) == "Unknown action"


def test_M_18_5_a_grape_landing_on_a_large_minion_leaves_it_alone_whichever_side_lands():
    from engine.rules.rng import Rng
    from rulesets.mice_and_mystics.rules import grapes
    for side in (0, 1):
        s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("spider", GUARD, "s10")])
        s.search_deck.remove("Grapes")
        s.rng = next(Rng(seed) for seed in range(100) if Rng(seed).randint(0, 1) == side)
        before = dict(s.minions[0])
        grapes.land(s, {"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s10"]}, "a test")
        assert s.minions == [before]


def test_M_10_1_a_mouse_shares_with_no_one_but_another_mouse_near_it():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"], "tobias": [GUARD, "s2"]})
    st.mouse(s, "collin")["cheese"] = 2
    for other in ("collin", "tobias", "nobody"):
        with pytest.raises(IllegalAction) as refusal:
            R.apply(s, ("give", other, "cheese"))
        assert refusal.value.rule_id == "M-10.1"
    R.apply(s, ("give", "wren", "cheese"))
    assert st.mouse(s, "wren")["cheese"] == 1


def test_a_minion_that_left_the_board_is_still_named_by_its_kind():
    assert st.minion_name(chapter(), "rat 9") == "rat warrior 9"
    assert st.minion_name(chapter(), "weasel 9") == "minion"


def test_M_16_1_a_mouse_captured_by_a_trap_on_its_own_turn_ends_that_turn():
    from rulesets.mice_and_mystics.rules import traps
    s = arrange(chapter(), {"collin": [GUARD, "s3"]}, turn_of="collin",
                order=["collin", "wren", "tobias", "clove"], faces=(1, 2))
    traps.arm_mousetraps(s, GUARD)
    st.mouse(s, "collin")["damage"] = R.story.hero("collin").health - 1
    R.apply(s, ("step", "s7"))
    assert st.mouse(s, "collin")["place"] is None and st.mouse(s, "collin")["captures"] == 1
    assert s.turn is None or s.turn["hero"] != "collin"
