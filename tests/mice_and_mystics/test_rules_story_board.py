"""The story board and the chapter's end: cheese wheel and Surges (M-12), the hourglass, Hurry (M-4.5), cards
leaving the track (M-4.4), damage (M-8), capture and rescue (M-16), victory and defeat (M-19), no secrets."""
import random

from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import flow
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, HOLE, arrange, chapter, place


def test_M_12_1_and_M_G_7_a_full_cheese_wheel_is_a_surge_that_moves_the_hourglass_and_empties_the_wheel():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    flow.add_to_wheel(s, 5, "test")
    assert (s.cheese_wheel, s.hourglass) == (5, 1)
    flow.add_to_wheel(s, 1, "test")
    assert (s.cheese_wheel, s.hourglass) == (0, 2)
    assert any(e.kind == "surge" for e in R.log(s))


def test_M_12_3_the_hourglass_reaching_the_end_marker_loses_the_chapter():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    s.hourglass = 5
    flow.advance_hourglass(s, "test")
    assert s.result == "loss" and R.outcome(s).result == "loss" and R.pending(s) is None


def test_M_4_5_hurry_the_last_mouse_ending_its_turn_with_no_minion_adds_a_cheese():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["wren", "tobias", "clove", "collin"])
    R.apply(s, ("end_turn",))
    assert s.cheese_wheel == 1


def test_M_4_5_no_hurry_while_a_minion_is_on_the_board():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", DRAIN, "s13")],
                order=["wren", "rat", "tobias", "clove", "collin"])
    R.apply(s, ("end_turn",))
    assert s.cheese_wheel == 0


def test_M_4_4_and_M_G_12_the_card_leaves_the_track_with_its_last_figure():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s7"), ("rat", GUARD, "s4")])
    flow.remove_minion(s, s.minions[0], "test")
    assert {"minion": "rat"} in s.initiative
    flow.remove_minion(s, s.minions[0], "test")
    assert {"minion": "rat"} not in s.initiative and not R.invariants(s)


def _one_damage_seed(s):
    """A seed on which Collin's melee attack deals the elite rat exactly 1 damage."""
    from engine.rules.rng import Rng
    for seed in range(1000):
        trial = R.clone(s)
        trial.rng = Rng(seed)
        R.apply(trial, ("melee", "elite_rat 3"))
        attack = [e for e in R.log(trial) if e.kind == "mouse_attacks"][-1]
        defence = [e for e in R.log(trial) if e.kind == "minion_defends"]
        if defence and R.dice.hits(attack.data["faces"], False) - R.dice.blocks(defence[-1].data["faces"]) == 1:
            return seed
    raise AssertionError("no seed deals 1 damage")


def test_M_8_1_an_elite_rat_keeps_its_damage_until_it_reaches_its_health():
    from engine.rules.rng import Rng
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("elite_rat", GUARD, "s11")])
    seed = _one_damage_seed(s)
    first = R.clone(s)
    first.rng = Rng(seed)
    R.apply(first, ("melee", "elite_rat 3"))
    assert st.minion_by_label(first, "elite_rat 3")["damage"] == 1
    second = R.clone(s)
    second.minions[0]["damage"] = 1
    second.rng = Rng(seed)
    R.apply(second, ("melee", "elite_rat 3"))
    assert st.minion_by_label(second, "elite_rat 3") is None


def test_M_16_1_a_mouse_whose_damage_reaches_its_health_is_captured():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    m = st.mouse(s, "collin")
    m["cheese"] = 3
    flow.damage_mouse(s, m, 6, "test")
    assert m["place"] is None and (m["damage"], m["cheese"], m["captures"]) == (0, 0, 1)
    assert s.hourglass == 2 and {"mouse": "collin"} in s.initiative


def test_M_16_2_a_captured_mouse_is_not_rescued_while_minions_remain():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": None}, minions=[("rat", DRAIN, "s13")],
                order=["collin", "wren", "rat", "tobias", "clove"])
    R.apply(s, ("end_turn",))
    assert place(s, "wren") is None
    assert any(e.kind == "turn_skipped" for e in R.log(s))


def test_M_16_2_with_no_minion_on_the_board_the_players_choose_where_it_comes_back():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": None}, order=["collin", "wren", "tobias", "clove"])
    R.apply(s, ("end_turn",))
    p = R.pending(s)
    assert p.kind == "rescue"
    assert ("rescue", GUARD, "s15") in p.options and ("rescue", GUARD, "s11") in p.options
    R.apply(s, ("rescue", GUARD, "s11"))
    assert place(s, "wren") == [GUARD, "s11"]


def test_M_16_3_a_mouse_rescued_this_turn_may_neither_move_nor_act():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": None}, order=["collin", "wren", "tobias", "clove"])
    R.apply(s, ("end_turn",))
    R.apply(s, ("rescue", GUARD, "s11"))
    assert R.legal_actions(s, 0) == [("end_turn",)]


def test_M_19_1_a_mouse_on_the_mouse_hole_exit_with_the_room_cleared_wins():
    s = arrange(chapter(), {"collin": [HOLE, "s12"]}, movement=2)
    s.visited_faces.append("mouse_hole")
    R.apply(s, ("step", "s16"))
    assert R.outcome(s).result == "win" and R.outcome(s).winners == (0,)


def test_M_19_1_not_while_a_minion_is_still_in_the_room():
    s = arrange(chapter(), {"collin": [HOLE, "s12"]}, minions=[("rat", HOLE, "s1")], movement=2)
    s.visited_faces.append("mouse_hole")
    R.apply(s, ("step", "s16"))
    assert R.outcome(s) is None


def test_M_19_2_four_mice_captured_at_once_loses():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": None, "tobias": None, "clove": None},
                minions=[("rat", GUARD, "s11")])
    flow.damage_mouse(s, st.mouse(s, "collin"), 6, "test")
    assert R.outcome(s).result == "loss" and "captured" in R.outcome(s).reason


def test_M_H_1_every_seat_sees_the_same_and_no_seat_is_handed_the_laptop():
    s = chapter(players=3)
    assert R.view(s, 0) == R.view(s, 1) == R.view(s, 2)
    assert {R.knowledge_group(s, k) for k in range(3)} == {0}
    assert not R.INFO.hidden_information


def test_M_H_2_the_search_deck_order_is_hidden_from_everyone():
    s = chapter()
    assert R.view(s, 0)["search_deck"] == len(s.search_deck)
    assert R.view(R.redeal_secrets(s, 0, 7), 0) == R.view(s, 0)


def _play(seed, players):
    s = R.setup({"players": players}, seed)
    pick = random.Random(seed)
    steps = 0
    while R.pending(s) is not None:
        p = R.pending(s)
        R.apply(s, pick.choice(R.legal_actions(s, p.seat)))
        assert R.invariants(s) == [], (seed, steps)
        steps += 1
    return s


def test_seeded_random_playouts_keep_figures_on_spaces_capacity_cheese_hourglass_and_cards():
    for seed in range(24):
        s = _play(seed, seed % 4 + 1)
        assert R.outcome(s) is not None
        assert 1 <= s.hourglass <= s.end_marker


def test_the_same_seed_and_choices_replay_to_the_same_state():
    assert R.state_hash(_play(5, 2)) == R.state_hash(_play(5, 2))
