"""Ninja secrets (N-H): views, logs, prompts and undo never show a seat what its side may not know."""
import random

from engine.rules import playout
from engine.rules.session import GameSession
from rulesets.ninja import bots, rules
from rulesets.ninja.rules.state import tables
from tests.conformance.test_view_leaks import leaks
from tests.ninja.support import act, card_phase, config, only_guards, open_neighbour, put, set_up

INTRUDER_KINDS = ("intruder_start", "intruder_hand_chosen", "passage_marked", "intruders_moved", "setup",
                  "intruder_replaced")


def _listen_in(zone_of_ninja):
    s = card_phase(set_up(2, seed=4), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", zone_of_ninja, moved_last=3)
    put(s, "traitor", "bamboo_grove", moved_last=0)
    act(s, "free_listen", "sentry", 1)
    return s


def test_N_H_8_the_cat_prompt_comes_alike_whether_or_not_anyone_is_in_range():
    near = _listen_in(open_neighbour("north_bridge"))
    far = _listen_in("bamboo_grove")
    p, q = rules.pending(near), rules.pending(far)
    assert (p.seat, p.kind, p.prompt) == (q.seat, q.kind, q.prompt) and p.kind == "it_was_a_cat"
    assert rules.view(near, 0) == rules.view(far, 0)


def test_N_H_9_the_cat_prompt_is_skipped_once_both_cats_lie_played():
    s = card_phase(set_up(2, seed=4), [])
    only_guards(s, "north_bridge")
    s.cats_played = 2
    act(s, "free_listen", "sentry", 1)
    assert rules.pending(s).kind != "it_was_a_cat"


def test_N_H_1_the_guards_view_shows_no_hidden_intruder_position_mission_or_card():
    s = set_up(2, seed=7)
    view = rules.view(s, 0)
    assert "intruder_secrets" not in view
    for record in view["intruders"].values():
        assert record["zone"] == "" and record["mission"] == "" and "hand" not in record


def test_N_H_2_the_intruders_view_shows_no_guard_hand_sleeper_or_castle_object():
    view = rules.view(set_up(2, seed=7), 1)
    assert "guard_secrets" not in view and "objects" not in str(view.keys())


def test_N_H_5_in_contested_ground_a_rival_sees_nothing_of_the_other_intruder():
    s = set_up(3, seed=2, variant="contested_ground")
    assert list(rules.view(s, 1)["intruder_secrets"]["figures"]) == ["ninja"]
    assert list(rules.view(s, 2)["intruder_secrets"]["figures"]) == ["traitor"]


def test_N_H_5_guard_teammates_share_their_secrets_and_intruder_teammates_theirs():
    """N-3.6: the two intruder players see each other's missions and cards."""
    s = set_up(4, seed=2)
    assert rules.knowledge_group(s, 0) == rules.knowledge_group(s, 1) != rules.knowledge_group(s, 2)
    assert rules.knowledge_group(s, 2) == rules.knowledge_group(s, 3)


def test_intruder_secrets_in_the_log_reach_only_intruder_seats():
    result = playout.play_one(rules, config(4), 3, bots.chooser(3))
    for event in result.state.log:
        if event.kind in INTRUDER_KINDS:
            assert {seat for seat, _ in event.texts_by_seat} <= {2, 3}, event


def test_a_guards_log_never_names_where_a_hidden_intruder_walked():
    result = playout.play_one(rules, config(2), 5, bots.chooser(5))
    names = {tables().names[z] for me in result.state.intruders.values() for _, z, note in me["path"]
             if z in tables().names}
    moves = [e.text_for(0) for e in result.state.log if e.kind == "intruders_moved"]
    assert moves and all(not any(n in text for n in names) for text in moves)


def _bot_game_leak_free(players, seed, **choices):
    cfg = config(players, **choices)
    state = rules.setup(cfg, seed)
    choose = bots.chooser(seed)
    step = 0
    while rules.outcome(state) is None:
        for seat in range(players):
            assert leaks(rules, state, seat, seed * 1000 + step) == [], (players, seed, step, seat)
        p = rules.pending(state)
        state = rules.apply(state, choose(rules, state, p.seat, rules.legal_actions(state, p.seat)))
        step += 1


def test_bot_games_leak_nothing_at_any_step_two_players():
    _bot_game_leak_free(2, 1)


def test_bot_games_leak_nothing_at_any_step_four_players_contested():
    _bot_game_leak_free(4, 2, variant="contested_ground")


def test_undo_never_crosses_a_guard_step_a_listen_or_a_hand_off_but_an_intruder_step_can_be_undone():
    session = GameSession(rules, config(2), 9)
    pick = random.Random(9)
    checked = {"guard_step": False, "intruder_step": False}
    while not session.is_over and not all(checked.values()):
        if session.handoff is not None:
            session.confirm_handoff()
            assert not session.can_undo()
        action = pick.choice(session.legal_actions())
        session.apply(action)
        if session.handoff is not None:
            continue
        if action[0] in ("step", "let_them_listen", "it_was_a_cat", "free_listen"):
            assert not session.can_undo()
            checked["guard_step"] = True
        elif action[0] == "move" and action[2] in tables().names and \
                not any(g["zone"] == action[2] for g in session.state.guards):   # a quiet step, nothing shown
            assert session.can_undo()
            checked["intruder_step"] = True
    assert all(checked.values())


def test_bots_decide_the_same_when_the_other_sides_secrets_are_redealt():
    """Fairness: each bot reads only its own view, so decoy secrets change none of its decisions."""
    for players, seed, choices in ((2, 11, {}), (3, 12, {"variant": "contested_ground"})):
        state = rules.setup(config(players, **choices), seed)
        choose = bots.chooser(seed)
        step = 0
        while rules.outcome(state) is None:
            p = rules.pending(state)
            legal = rules.legal_actions(state, p.seat)
            decoy = rules.redeal_secrets(state, p.seat, step)
            assert bots.Bot(step).decide(rules.view(state, p.seat), p.seat, legal) == \
                bots.Bot(step).decide(rules.view(decoy, p.seat), p.seat, rules.legal_actions(decoy, p.seat))
            state = rules.apply(state, choose(rules, state, p.seat, legal))
            step += 1


def _listen_with_order(order, zone_of_ninja, cats=("it_was_a_cat",)):
    s = card_phase(set_up(2, seed=4), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", zone_of_ninja, moved_last=3)
    put(s, "traitor", "bamboo_grove", moved_last=0)
    s.intruders["traitor"]["hand"] = list(cats)
    s.intruders["traitor"]["cat_order"] = order
    act(s, "free_listen", "sentry", 1)
    return s


def test_a_standing_order_never_answers_every_listen_without_asking_in_range_or_not():
    near = _listen_with_order("never", open_neighbour("north_bridge"))
    far = _listen_with_order("never", "bamboo_grove")
    assert "it_was_a_cat" not in (rules.pending(near).kind, rules.pending(far).kind)
    assert near.intruders["traitor"]["hand"] == ["it_was_a_cat"] and near.log[-1].data["heard"] is True


def test_a_standing_order_plays_the_cat_by_itself_the_first_time_a_listen_would_hear_someone():
    near = _listen_with_order("first_heard", open_neighbour("north_bridge"))
    assert near.cats_played == 1 and near.alert == 0 and near.intruders["traitor"]["cat_order"] == "ask"
    far = _listen_with_order("first_heard", "bamboo_grove")
    assert far.cats_played == 0 and far.intruders["traitor"]["hand"] == ["it_was_a_cat"]
    assert rules.pending(near).kind == rules.pending(far).kind != "it_was_a_cat"


def test_the_traitor_sets_his_standing_order_in_his_own_turn():
    s = set_up(2, seed=4)
    only_guards(s)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bell_court")
    from tests.ninja.support import intruders_phase
    intruders_phase(s)
    act(s, "stop", "ninja")
    act(s, "standing_order", "never")
    assert s.intruders["traitor"]["cat_order"] == "never" and "cat_order" not in str(rules.view(s, 0))


def _secret_lone_wolf(figure):
    s = rules.setup(config(2, variant="lone_wolf", lone_wolf_secret=True), 6)
    while s.phase in ("guard_setup", "intruder_setup"):
        seat = rules.pending(s).seat
        options = rules.legal_actions(s, seat)
        if ("play_alone", figure) in options:
            s = rules.apply(s, ("play_alone", figure))
            continue
        pick = next((a for a in options if a[0] in ("place_the_rest_at_random", "keep_suggested_hand",
                                                     "keep_suggested_cards")), options[0])
        s = rules.apply(s, pick)
    return s


def test_N_23_1a_the_guards_cannot_tell_which_intruder_plays_alone_before_his_first_card():
    ninja, traitor = _secret_lone_wolf("ninja"), _secret_lone_wolf("traitor")
    assert rules.view(ninja, 0) == rules.view(traitor, 0)
    assert [e.text_for(0) for e in ninja.log] == [e.text_for(0) for e in traitor.log]


def test_N_23_1a_his_first_card_shows_the_guards_who_he_is():
    s = _secret_lone_wolf("traitor")
    only_guards(s)
    from tests.ninja.support import intruders_phase
    intruders_phase(s)
    card = s.intruders["traitor"]["hand"][0]
    act(s, "bluff", "traitor", card)
    assert "traitor" in rules.view(s, 0)["intruders"]
