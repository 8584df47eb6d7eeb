"""Test helpers: how a careless or hasty player tries to get past the hand-off screen, through the app's real loop,
and the checks that it still stands (DESIGN principle 5; issue 13 §1). Used by the template's and Ninja's tests."""
from __future__ import annotations

import pygame

from tests.engine.play.handoff_driver import (
    Loop,
    handoff_frame,
    key_down,
    key_up,
    mouse_down,
    mouse_move,
    mouse_up,
    pass_laptop,
)


def hands_off(session, action) -> bool:
    """Would `action` pass the laptop to a seat that knows other secrets (tried on a copy of the state)?"""
    rules = session.ruleset
    state = rules.apply(rules.clone(session.state), action)
    pending = rules.pending(state)
    return pending is not None and session.viewer is not None and \
        rules.knowledge_group(state, pending.seat) != rules.knowledge_group(state, session.viewer)


def play_until_enter_hands_off(scene, choose, want=lambda scene: True, limit=4000) -> None:
    """Play (hand-offs confirmed directly) until Enter's pre-selected answer ends the side's part, where `want`."""
    for _ in range(limit):
        session = scene.session
        if session.handoff is not None:
            scene.confirm_handoff()
            continue
        assert session.pending is not None, "the game ended before the wanted moment"
        selected = scene.selected
        if selected is not None and want(scene) and hands_off(session, selected):
            return
        scene.act(choose(scene))
    raise AssertionError("the wanted moment never came")


# ---- the attacks: each takes the last step of a side itself, then tries to get past the hand-off ----------------
def double_enter(loop: Loop, scene) -> None:
    """Enter twice, 80 ms apart: the first takes the last step, the second lands on the hand-off screen."""
    loop.run_pass(key_down(), after=0.05)
    loop.run_pass(key_up(), after=0.03)
    loop.run_pass(key_down(), after=0.05)
    loop.run_pass(key_up(), after=0.03)


def double_enter_in_one_batch(loop: Loop, scene) -> None:
    """The same double press arriving in one batch of events: the rest of the batch goes to the new screen."""
    loop.run_pass(key_down(), key_up(), key_down(), key_up(), after=0.08)


def enter_held_with_key_repeat(loop: Loop, scene, held: float = 0.6) -> None:
    """Enter held down: repeated KEYDOWNs (no repeat flag) every 30 ms after 0.5 s, one KEYUP at the end."""
    loop.run_pass(key_down(), after=0.05)
    t = 0.5
    loop.clock.advance(0.5)
    while t < held:
        loop.run_pass(key_down())
        loop.clock.advance(0.03)
        t += 0.03
    loop.run_pass(key_up())


def enter_held_long(loop: Loop, scene) -> None:
    """Enter held for 2.5 s: its repeats go on after the pause, and the release comes after it too."""
    enter_held_with_key_repeat(loop, scene, held=2.5)


def enter_every_0_4_s(loop: Loop, scene) -> None:
    """Enter mashed every 0.4 s for 5 s (how two whole games were once played through every hand-off)."""
    for _ in range(13):
        loop.run_pass(key_down(), after=0.32)
        loop.run_pass(key_up(), after=0.08)


def enter_then_space_twice(loop: Loop, scene) -> None:
    loop.run_pass(key_down(), key_up(), after=0.05)
    for _ in range(2):
        loop.run_pass(key_down(pygame.K_SPACE), after=0.08)
        loop.run_pass(key_up(pygame.K_SPACE), after=0.04)


def keypad_enter_twice(loop: Loop, scene) -> None:
    for _ in range(2):
        loop.run_pass(key_down(pygame.K_KP_ENTER), after=0.08)
        loop.run_pass(key_up(pygame.K_KP_ENTER), after=0.04)


def double_click_where_the_button_appears(loop: Loop, scene) -> None:
    """The last step is taken with a click (Enter's answer, clicked), the second click of the double click lands
    where the hand-off button appears, 80 ms later."""
    first = click_point(scene, scene.selected)
    loop.run_pass(mouse_move(first), mouse_down(first), after=0.05)
    loop.run_pass(mouse_up(first), after=0.04)
    assert scene.handoff_screen is not None, "the first click did not take the last step"
    second = scene.handoff_screen.button.rect.center
    loop.run_pass(mouse_move(second), mouse_down(second), after=0.04)
    loop.run_pass(mouse_up(second), after=0.04)


def enter_then_click_held_across_the_pause(loop: Loop, scene) -> None:
    """Enter takes the step; the mouse is pressed on the button at once and let go only after the pause."""
    loop.run_pass(key_down(), key_up(), after=0.05)
    pos = scene.handoff_screen.button.rect.center
    loop.run_pass(mouse_move(pos), mouse_down(pos), after=0.1)
    loop.idle(1.5)
    loop.run_pass(mouse_up(pos), after=0.1)


ATTACKS = {f.__name__: f for f in (double_enter, double_enter_in_one_batch, enter_every_0_4_s, enter_held_with_key_repeat,
                                   enter_held_long, enter_then_space_twice, keypad_enter_twice,
                                   double_click_where_the_button_appears, enter_then_click_held_across_the_pause)}


def click_point(scene, action):
    """Where a player clicks to take `action`: its button in the choice panel, else its spot on the board."""
    label = scene.board.label(scene.view, action)
    for button in scene.choices.buttons:
        if button.text == label:
            return button.rect.center
    target = scene.board.target_of(action)
    rect = getattr(scene.board, {"die": "die_rect", "bank": "bank_rect"}.get(str(target), ""), None)
    assert rect is not None, f"no place to click for {action}"
    return rect.center


# ---- the checks -----------------------------------------------------------------------------------------------------
def assert_hand_off_stands(loop: Loop, scene, board, drawn_before: int) -> None:
    """The hand-off is still pending, the frame on screen is the hand-off screen alone, and the board (so no
    secret of the next seat) was not drawn since the hand-off began, even after waiting with no input."""
    loop.run_pass(mouse_move((2, 2)), after=0.1)     # away from the button: the frame alone shows no hover
    loop.idle(2.0)
    session = scene.session
    assert session.handoff is not None, "the hand-off screen was skipped"
    assert len(board.drawn) == drawn_before, "the board was drawn while the laptop changes hands"
    handoff = session.handoff
    assert loop.screen_bytes() == handoff_frame(handoff.name, handoff.note, loop.app.size, ready=True)


def assert_deliberate_act_confirms(loop: Loop, scene, board, how: str) -> None:
    seat = scene.session.handoff.seat
    pass_laptop(loop, how)
    loop.run_pass(after=0.05)
    assert scene.session.handoff is None and scene.session.viewer == seat
    assert board.drawn and board.drawn[-1] == scene.session.view(seat)
