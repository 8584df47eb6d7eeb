"""The hand-off gate (engine/play/handoff_gate.py): only a press or click begun after its pause confirms the hand-off
screen; input begun before the screen appeared, or during the pause, never does (DESIGN principle 5)."""
import pygame

from engine.play.handoff_gate import PAUSE, HandoffGate
from tests.engine.play.handoff_driver import FakeClock, key_down, key_up, mouse_down, mouse_up

BUTTON = pygame.Rect(500, 500, 200, 50)


def gate():
    clock = FakeClock()
    return HandoffGate(clock), clock


def feed(g, *events):
    return [g.confirms(e, BUTTON.collidepoint) for e in events]


def test_a_press_and_release_after_the_pause_confirms_on_the_release():
    g, clock = gate()
    clock.advance(PAUSE)
    assert feed(g, key_down(), key_up()) == [False, True]


def test_a_press_during_the_pause_never_confirms_even_released_after_it():
    g, clock = gate()
    clock.advance(0.5)
    feed(g, key_down())
    clock.advance(2.0)
    assert feed(g, key_up()) == [False]


def test_a_release_whose_press_came_before_the_screen_does_not_confirm():
    g, clock = gate()
    clock.advance(2.0)
    assert feed(g, key_up(), key_up(pygame.K_SPACE)) == [False, False]


def test_repeats_of_a_key_held_since_the_pause_stay_spoiled_after_it():
    g, clock = gate()
    clock.advance(0.5)
    feed(g, key_down())
    clock.advance(1.5)
    assert feed(g, key_down(), key_down(), key_up()) == [False, False, False]
    assert feed(g, key_down(), key_up()) == [False, True]


def test_space_and_keypad_enter_confirm_like_enter_and_other_keys_do_nothing():
    for k in (pygame.K_SPACE, pygame.K_KP_ENTER):
        g, clock = gate()
        clock.advance(PAUSE)
        assert feed(g, key_down(k), key_up(k)) == [False, True]
    g, clock = gate()
    clock.advance(PAUSE)
    assert feed(g, key_down(pygame.K_a), key_up(pygame.K_a)) == [False, False]


def test_a_click_confirms_only_when_pressed_and_released_on_the_button_after_the_pause():
    g, clock = gate()
    clock.advance(PAUSE)
    assert feed(g, mouse_down(BUTTON.center), mouse_up(BUTTON.center)) == [False, True]
    g, clock = gate()
    clock.advance(PAUSE)
    assert feed(g, mouse_down((5, 5)), mouse_up(BUTTON.center)) == [False, False]
    assert feed(g, mouse_down(BUTTON.center), mouse_up((5, 5))) == [False, False]


def test_a_button_pressed_during_the_pause_and_released_after_it_does_not_confirm():
    g, clock = gate()
    feed(g, mouse_down(BUTTON.center))
    clock.advance(3.0)
    assert feed(g, mouse_up(BUTTON.center)) == [False]


def test_restart_begins_the_pause_again_and_forgets_earlier_presses():
    g, clock = gate()
    clock.advance(PAUSE)
    feed(g, key_down())
    g.restart()
    assert not g.ready and feed(g, key_up()) == [False]
    clock.advance(PAUSE)
    assert g.ready


def test_a_press_during_the_pause_starts_the_pause_again_so_mashing_never_gets_through():
    g, clock = gate()
    for _ in range(10):
        clock.advance(0.4)
        assert feed(g, key_down(), key_up()) == [False, False]
    assert not g.ready
    clock.advance(PAUSE)
    assert feed(g, key_down(), key_up()) == [False, True]
