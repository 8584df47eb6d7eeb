"""Ninja's hand-offs (N-H.6) stand against every hasty input through the app's real loop: the guards ending
their phase, the traitor done searching, each side's "Done — pass the laptop" at setup, the opening hand-off,
after a resume and after undo/redo (DESIGN principle 5; issue 13 §1)."""
import pygame
import pytest

from engine.rules import saves
from rulesets.ninja.bots import Bot
from scenes.ninja import play
from tests.engine.play.handoff_attacks import (
    ATTACKS,
    assert_deliberate_act_confirms,
    assert_hand_off_stands,
    double_enter,
    play_until_enter_hands_off,
)
from tests.engine.play.handoff_driver import Loop, key_down, key_up, mouse_down, mouse_up
from tests.ninja.scene_support import RecordingBoard


def ninja_game(config=None, seed=5, session=None):
    board = RecordingBoard()
    session = session or play.new_session(dict(config or {"players": 2}), seed, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False, ai_delay=0.0, board=board)
    loop = Loop().open(scene)
    return loop, scene, board


def _bot_move(bot):
    return lambda scene: bot.decide(scene.view, scene.viewer, list(scene.legal))


def _guards_end_their_phase(scene):
    return scene.selected == ("end_phase",) and scene.session.pending.seat in scene.session.state.guard_seats


def _traitor_done_searching(scene):
    return scene.selected == ("done_searching", "traitor")


def _intruders_done_setting_up(scene):
    return scene.selected == ("pass_the_laptop",) and scene.session.pending.seat not in scene.session.state.guard_seats


def _guards_done_setting_up(scene):
    return scene.selected == ("pass_the_laptop",) and scene.session.pending.seat in scene.session.state.guard_seats


MOMENTS = {"the guards end their phase": ({"players": 2}, _guards_end_their_phase),
           "the traitor is done searching": ({"players": 3}, _traitor_done_searching),
           "the intruders are done setting up": ({"players": 2}, _intruders_done_setting_up),
           "the guards are done setting up": ({"players": 2}, _guards_done_setting_up)}


def at(moment, seed=5):
    config, want = MOMENTS[moment]
    loop, scene, board = ninja_game(config, seed)
    play_until_enter_hands_off(scene, _bot_move(Bot(seed)), want)
    loop.run_pass(after=0.05)
    assert scene.session.handoff is None
    return loop, scene, board


@pytest.mark.parametrize("attack", sorted(ATTACKS))
@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_N_H_6_no_hasty_input_gets_past_a_hand_off(moment, attack):
    loop, scene, board = at(moment)
    drawn = len(board.drawn)
    ATTACKS[attack](loop, scene)
    assert_hand_off_stands(loop, scene, board, drawn)


@pytest.mark.parametrize("how", ["enter", "click"])
@pytest.mark.parametrize("moment", sorted(MOMENTS))
def test_N_H_6_a_deliberate_press_or_click_after_the_pause_shows_the_next_side(moment, how):
    loop, scene, board = at(moment)
    double_enter(loop, scene)
    assert_deliberate_act_confirms(loop, scene, board, how)


def test_N_H_6_the_opening_hand_off_to_the_guards_stands_against_a_double_enter():
    loop, scene, board = ninja_game()
    assert scene.session.handoff is not None
    loop.run_pass(key_up(), key_down(), key_up(), after=0.08)
    assert_hand_off_stands(loop, scene, board, 0)
    assert_deliberate_act_confirms(loop, scene, board, "enter")


def test_N_H_6_the_intruders_done_step_can_be_undone_and_redone_and_its_hand_off_still_stands():
    loop, scene, board = at("the intruders are done setting up")
    last = scene.session.actions[-1]
    ctrl = pygame.KMOD_LCTRL
    loop.run_pass(key_down(pygame.K_z, ctrl), key_up(pygame.K_z, ctrl), after=0.2)
    assert scene.session.pending.kind == "passage" and scene.session.handoff is None   # the last click is back
    loop.run_pass(key_down(pygame.K_y, ctrl), key_up(pygame.K_y, ctrl), after=0.2)
    assert scene.session.actions[-1] == last and scene.selected == ("pass_the_laptop",)
    drawn = len(board.drawn)
    ATTACKS["enter_held_with_key_repeat"](loop, scene)
    assert_hand_off_stands(loop, scene, board, drawn)
    assert_deliberate_act_confirms(loop, scene, board, "click")


def test_N_H_6_a_resumed_game_opens_on_a_hand_off_that_a_double_enter_does_not_skip(tmp_path):
    _, scene, _ = at("the guards end their phase")
    scene.accept()
    assert scene.session.handoff is not None
    path = str(tmp_path / "ninja.json")
    saves.save(scene.session, path)
    loop, resumed, board = ninja_game(session=saves.load(path, play.rules))
    assert resumed.session.handoff is not None
    double_enter(loop, resumed)
    assert_hand_off_stands(loop, resumed, board, 0)
    assert_deliberate_act_confirms(loop, resumed, board, "enter")


# ---- a double press on the last placement does not pass the laptop unlooked (the review step of N-H.6) ----------
def _last_placement(scene):
    """Enter's answer is a placement after which the side is asked "Done — pass the laptop"."""
    selected, session = scene.selected, scene.session
    if selected is None or selected == ("pass_the_laptop",):
        return False
    rules = session.ruleset
    after = rules.apply(rules.clone(session.state), selected)
    return rules.legal_actions(after, session.pending.seat) == [("pass_the_laptop",)]


def at_last_placement(seed=5):
    loop, scene, board = ninja_game({"players": 2}, seed)
    bot = _bot_move(Bot(seed))
    for _ in range(400):
        if scene.session.handoff is not None:
            scene.confirm_handoff()
        elif _last_placement(scene):
            loop.run_pass(after=1.0)
            return loop, scene
        else:
            scene.act(bot(scene))
    raise AssertionError("no last placement came")


def test_N_H_6_enter_pressed_twice_on_the_last_placement_stops_on_done_for_a_look():
    loop, scene = at_last_placement()
    double_enter(loop, scene)
    assert scene.session.handoff is None
    assert scene.session.legal_actions() == [("pass_the_laptop",)]
    assert "press again" in scene.message.text


def test_N_H_6_a_double_click_on_the_last_placement_stops_on_done_for_a_look():
    loop, scene = at_last_placement()
    rules, state = scene.session.ruleset, scene.session.state
    first = next(i for i, a in enumerate(scene._choice_actions)
                 if rules.legal_actions(rules.apply(rules.clone(state), a), scene.session.pending.seat)
                 == [("pass_the_laptop",)])
    spot = (scene.choices.buttons[first].rect.centerx, scene.choices.buttons[first].rect.bottom - 4)
    loop.run_pass(mouse_down(spot), mouse_up(spot), after=0.08)
    assert scene.session.legal_actions() == [("pass_the_laptop",)], "the first click placed the last piece"
    assert scene.choices.buttons[0].rect.collidepoint(spot), "Done appears under the same finger"
    loop.run_pass(mouse_down(spot), mouse_up(spot), after=0.05)
    assert scene.session.handoff is None
    assert scene.session.legal_actions() == [("pass_the_laptop",)]


def test_N_H_6_enter_after_a_quiet_moment_on_done_passes_the_laptop():
    loop, scene = at_last_placement()
    double_enter(loop, scene)
    loop.run_pass(after=0.6)
    loop.run_pass(key_down(), key_up(), after=0.05)
    assert scene.session.handoff is not None


def test_N_H_6_enter_held_down_on_the_last_placement_never_passes_the_laptop():
    loop, scene = at_last_placement()
    loop.run_pass(key_down(), after=0.5)
    for _ in range(20):
        loop.run_pass(key_down(), after=0.03)
    loop.run_pass(key_up(), after=0.05)
    assert scene.session.handoff is None


def _double_press_at_the_ready_hand_off(loop, scene, how):
    """The next player, after the pause, presses Enter twice (or double-clicks the button) 80 ms apart."""
    loop.idle(1.2)
    if how == "enter":
        for _ in range(2):
            loop.run_pass(key_down(), after=0.04)
            loop.run_pass(key_up(), after=0.04)
    else:
        pos = scene.handoff_screen.button.rect.center
        for _ in range(2):
            loop.run_pass(mouse_down(pos), after=0.04)
            loop.run_pass(mouse_up(pos), after=0.04)


@pytest.mark.parametrize("how", ["enter", "click"])
def test_N_H_6_the_second_half_of_the_double_press_that_takes_the_laptop_does_not_act_for_the_next_side(how):
    """Seen in a real window: a double Enter on the intruders' hand-off also took their first answer (keep the
    suggested cards) before they had seen their cards; a double click also clicked the board under the button."""
    loop, scene, board = at("the guards are done setting up")
    double_enter(loop, scene)
    assert scene.session.handoff is not None
    log = len(scene.session.log)
    _double_press_at_the_ready_hand_off(loop, scene, how)
    assert scene.session.handoff is None, "the deliberate press did not take the laptop"
    assert len(scene.session.log) == log, "the second press acted for the side that had just taken the laptop"
    assert scene.message.text == "", "the second press was answered as a click on the board"
    loop.idle(1.0)
    loop.run_pass(key_down(), after=0.1)      # a press after a quiet moment is the player's own: it acts
    loop.run_pass(key_up(), after=0.05)
    assert len(scene.session.log) > log
