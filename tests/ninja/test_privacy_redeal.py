"""A guard seat's redeal draws a hidden intruder's move this phase anew (N-H.1), keeping what the flow and the
declared searches tell everyone (N-G.11, N-13.5): touched, searches, move_over and the traitor's cat order."""
import pytest

from rulesets.ninja import rules
from rulesets.ninja.rules.state import CAT_ORDERS, tables
from tests.conformance.test_view_leaks import leaks
from tests.ninja.support import act, card_phase, intruders_phase, only_guards, open_neighbour, put, set_up

SEEDS = range(40)


def _phase_begun():
    s = set_up(2, seed=4)
    only_guards(s, "north_bridge")
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bell_court")
    return intruders_phase(s)


def _ninja_moving():
    s = _phase_begun()
    return act(s, "move", "ninja", open_neighbour("bamboo_grove"))


def _searching():
    s = _ninja_moving()
    act(s, "stop", "ninja")
    act(s, "stop", "traitor")
    act(s, "search", "ninja", "bamboo_grove")
    return s


def _walk_this_phase(me, turn):
    return [z for when, z, _ in me["path"] if when == turn]


def _redeals(s, figure="ninja"):
    return [rules.redeal_secrets(s, 0, seed).intruders[figure] for seed in SEEDS]


def test_N_13_2_a_redealt_hidden_intruder_touched_exactly_the_zones_of_his_redrawn_walk():
    s = _ninja_moving()
    for me in _redeals(s):
        walk = _walk_this_phase(me, s.turn)
        assert me["zone"] == walk[-1] and me["steps"] == len(walk) - 1
        assert me["touched"] == (list(dict.fromkeys(walk)) if me["steps"] else [])
    assert {tuple(me["touched"]) for me in _redeals(s)} - {tuple(s.intruders["ninja"]["touched"])}


def test_N_11_3_N_11_6_a_redealt_moving_intruders_move_is_over_only_after_a_run_or_a_moat():
    s = _ninja_moving()
    moats = tables().moats
    for me in _redeals(s):
        assert me["move_over"] == (me["steps"] == 3 or (me["steps"] > 0 and me["zone"] in moats))
    assert len({me["steps"] for me in _redeals(s)}) > 1


def test_N_11_6_a_redealt_walk_crosses_no_wall_and_enters_a_moat_only_at_its_end():
    t = tables()
    s = _ninja_moving()
    guarded = {g["zone"] for g in s.guards}
    for me in _redeals(s):
        walk = _walk_this_phase(me, s.turn)
        assert all(b in t.neighbours(a) and not t.is_wall(a, b) for a, b in zip(walk, walk[1:]))
        assert not any(z in t.moats for z in walk[1:-1]) and me["zone"] not in guarded


def test_N_G_11_while_the_ninja_moves_a_redealt_traitor_has_not_moved_yet():
    s = _ninja_moving()
    for me in _redeals(s, "traitor"):
        assert (me["steps"], me["touched"], me["move_over"], me["searches"]) == (0, [], False, [])


def test_N_G_11_once_the_traitor_moves_a_redealt_ninja_has_his_move_over():
    s = _ninja_moving()
    act(s, "stop", "ninja")
    for me in _redeals(s):
        assert me["move_over"] and me["searches"] == []
        assert me["touched"] == (list(dict.fromkeys(_walk_this_phase(me, s.turn))) if me["steps"] else [])


def test_N_13_5_declared_searches_are_public_and_kept_among_the_redealt_touched_zones():
    s = _searching()
    assert rules.view(s, 0)["intruders"]["ninja"]["searches"] == ["bamboo_grove"]
    for me in _redeals(s):
        assert me["searches"] == ["bamboo_grove"] and "bamboo_grove" in me["touched"] and me["move_over"]
    assert {me["zone"] for me in _redeals(s)} != {s.intruders["ninja"]["zone"]}


def test_N_13_3_after_the_phase_a_redealt_walk_of_last_turn_touches_the_zones_searched_then():
    s = _searching()
    act(s, "done_searching", "ninja")
    act(s, "done_searching", "traitor")
    while s.phase == "intruders":
        p = rules.pending(s)
        s = act(s, *rules.legal_actions(s, p.seat)[-1])
    assert s.phase != "intruders" and s.turn == 2
    for me in _redeals(s):
        assert "bamboo_grove" in _walk_this_phase(me, 1) and "bamboo_grove" in me["touched"]
        assert me["steps"] == me["moved_last"] and me["searches"] == []


def test_N_7_4_the_traitors_standing_order_is_drawn_anew_among_the_orders():
    s = _ninja_moving()
    act(s, "stop", "ninja")
    act(s, "standing_order", "never")
    assert {me["cat_order"] for me in _redeals(s, "traitor")} == set(CAT_ORDERS)


def test_N_H_8_while_the_cat_prompt_waits_a_redeal_keeps_the_order_that_asks():
    s = card_phase(set_up(2, seed=4), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", "bamboo_grove", moved_last=3)
    put(s, "traitor", "bell_court")
    act(s, "free_listen", "sentry", 1)
    assert rules.pending(s).kind == "it_was_a_cat"
    assert {me["cat_order"] for me in _redeals(s, "traitor")} == {"ask"}


@pytest.mark.parametrize("secret", ["touched", "move_over", "steps", "cat_order"])
def test_N_H_1_the_leak_check_catches_a_guard_view_showing_a_hidden_intruders_move(monkeypatch, secret):
    """The redeal draws these anew, so a view leaking one of them to the guards no longer passes unseen."""
    s = _ninja_moving()
    act(s, "stop", "ninja")
    act(s, "standing_order", "first_heard")
    real_view = rules.view

    def leaky(state, seat):
        return {**real_view(state, seat), "leak": [me[secret] for me in state.intruders.values()]}
    monkeypatch.setattr(rules, "view", leaky)
    assert any("view" in leaks(rules, s, 0, seed) for seed in range(8))
