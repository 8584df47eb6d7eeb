"""The hand-off screen of the template's secret variant (T-6) stands against every hasty input, through the
app's real loop: at the start, mid-game, after a resume and after undo/redo (DESIGN principle 5; issue 13 §1)."""
import pygame
import pytest

from engine.play.play_scene import PlayScene
from engine.rules import saves
from scenes._template import play as template_play
from tests.engine.play.handoff_attacks import (
    ATTACKS,
    assert_deliberate_act_confirms,
    assert_hand_off_stands,
    double_enter,
    play_until_enter_hands_off,
)
from tests.engine.play.handoff_driver import Loop, key_down, key_up, mouse_down, mouse_move, mouse_up
from tests.engine.play.shell_support import SECRET, RecordingBoard


def template_game(seed=3, session=None):
    board = RecordingBoard()
    session = session or template_play.new_session(dict(SECRET), seed, autosave=False)
    scene = PlayScene(session, board, title="Pig", animate=False)
    loop = Loop().open(scene)
    return loop, scene, board


def at_the_last_step_of_a_turn(seed=3):
    """A secret game where Enter's answer (roll a 1, or hold) passes the turn to the other seat."""
    loop, scene, board = template_game(seed)
    play_until_enter_hands_off(scene, lambda scene: scene.selected)
    loop.run_pass(after=0.05)
    assert scene.session.handoff is None
    return loop, scene, board


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_T_6_no_hasty_input_at_the_last_step_of_a_turn_gets_past_the_hand_off(attack):
    loop, scene, board = at_the_last_step_of_a_turn()
    drawn = len(board.drawn)
    ATTACKS[attack](loop, scene)
    assert_hand_off_stands(loop, scene, board, drawn)


@pytest.mark.parametrize("how", ["enter", "space", "keypad", "click"])
def test_T_6_a_deliberate_press_or_click_after_the_pause_passes_the_laptop(how):
    loop, scene, board = at_the_last_step_of_a_turn()
    double_enter(loop, scene)
    assert_deliberate_act_confirms(loop, scene, board, how)


def test_T_6_nothing_confirms_the_hand_off_during_its_first_second():
    loop, scene, board = at_the_last_step_of_a_turn()
    loop.run_pass(key_down(), key_up(), after=0.05)      # the last step
    loop.run_pass(key_down(), after=0.9)
    loop.run_pass(key_up(), after=0.05)
    assert scene.session.handoff is not None


def test_T_6_the_hand_off_says_wait_then_how_to_go_on_and_its_button_looks_disabled_until_then():
    loop, scene, board = at_the_last_step_of_a_turn()
    loop.run_pass(key_down(), key_up(), after=0.05)
    screen = scene.handoff_screen
    waiting = loop.screen_bytes()
    assert not screen.button.enabled
    loop.idle(1.25)
    assert screen.button.enabled and loop.screen_bytes() != waiting


def test_T_6_the_idle_app_wakes_to_redraw_the_hand_off_when_its_pause_ends():
    loop, scene, board = at_the_last_step_of_a_turn()
    loop.run_pass(key_down(), key_up(), after=0.05)
    assert loop.app.redraw_at() == scene.handoff_screen.gate.ready_at
    loop.run_pass(after=1.1)          # no event: the due redraw alone runs the frame
    assert scene.handoff_screen.button.enabled and loop.app.redraw_at() is None


@pytest.mark.parametrize("attack", ["double_enter", "keypad_enter_twice", "enter_held_with_key_repeat"])
def test_T_6_the_hand_off_stands_after_undo_and_redo(attack):
    loop, scene, board = at_the_last_step_of_a_turn()
    loop.run_pass(key_down(pygame.K_q), after=0.1)      # a key that means nothing here
    scene.act(("mark", 2))                                # a free note (T-4) that undo may take back
    loop.run_pass(key_down(pygame.K_z, pygame.KMOD_CTRL), key_up(pygame.K_z, pygame.KMOD_CTRL), after=0.2)
    loop.run_pass(key_down(pygame.K_y, pygame.KMOD_CTRL), key_up(pygame.K_y, pygame.KMOD_CTRL), after=0.2)
    assert scene.session.state.marks == 1 and scene.session.handoff is None
    drawn = len(board.drawn)
    ATTACKS[attack](loop, scene)
    assert_hand_off_stands(loop, scene, board, drawn)
    assert_deliberate_act_confirms(loop, scene, board, "enter")


@pytest.mark.parametrize("burst", ["enter_twice", "double_click", "click_carried_over"])
def test_T_6_the_opening_hand_off_stands_against_input_begun_before_it(burst):
    loop, scene, board = template_game()
    assert scene.session.handoff is not None
    pos = scene.handoff_screen.button.rect.center
    if burst == "enter_twice":
        loop.run_pass(key_up(), key_down(), key_up(), after=0.08)
    elif burst == "double_click":
        loop.run_pass(mouse_move(pos), mouse_down(pos), mouse_up(pos), after=0.05)
        loop.run_pass(mouse_down(pos), mouse_up(pos), after=0.08)
    else:   # the menu's click: its press opened the game, its release comes to the hand-off
        loop.run_pass(mouse_move(pos), mouse_up(pos), after=0.05)
    assert_hand_off_stands(loop, scene, board, 0)
    assert_deliberate_act_confirms(loop, scene, board, "click")


def test_T_6_the_setup_screen_s_double_enter_does_not_get_past_the_opening_hand_off():
    loop = Loop()
    loop.open(template_play.make_play(players=2, seed=9, variant="secret"))
    loop.run_pass(key_down(), key_up(), key_down(), key_up(), after=0.1)
    scene = loop.app.stack.top
    assert isinstance(scene, PlayScene) and scene.session.handoff is not None
    loop.idle(2.0)
    assert scene.session.handoff is not None


def test_T_6_a_resumed_game_opens_on_a_hand_off_that_hasty_input_does_not_skip(tmp_path):
    _, scene, _ = at_the_last_step_of_a_turn(seed=5)
    scene.accept()
    assert scene.session.handoff is not None
    path = str(tmp_path / "pig.json")
    saves.save(scene.session, path)
    loop, resumed, board = template_game(session=saves.load(path, template_play.rules))
    assert resumed.session.handoff is not None
    double_enter(loop, resumed)
    assert_hand_off_stands(loop, resumed, board, 0)
    assert_deliberate_act_confirms(loop, resumed, board, "keypad")


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_T_6_enter_on_the_keyboards_ring_at_the_last_step_of_a_turn_never_gets_past_the_hand_off(attack):
    """The ring on the spot whose answer passes the turn: the Enter that takes it, and whatever follows at once,
    leave the hand-off standing (issue 17: keyboard play keeps the pass-the-laptop rules)."""
    loop, scene, board = at_the_last_step_of_a_turn()
    target = scene.board.target_of(scene.selected)
    loop.run_pass(key_down(pygame.K_TAB), key_up(pygame.K_TAB), after=0.05)
    assert target is not None and scene.key_focus.key == ("board", target)
    drawn = len(board.drawn)
    ATTACKS[attack](loop, scene)
    assert_hand_off_stands(loop, scene, board, drawn)
    assert scene.key_focus.key is None
