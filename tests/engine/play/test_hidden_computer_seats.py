"""Computer seats in a hidden-information game (the template's secret variant): the screen never shows a
computer seat's view, hand-offs to it are confirmed by themselves, one person alone at the laptop never sees a
hand-off screen (there is nobody to pass it to), and people of different sides still do."""
import pygame

from engine.play.ai_seats import AISeats
from tests.engine.play.shell_support import SECRET, RecordingBoard, click, frame_bytes, key, settle, shell
from tests.engine.play.test_play_shell import handoff_alone


def rolling_then_holding(session, seat):
    view = session.view(seat)
    return ("hold",) if view.get("turn_total", 0) >= 8 and ("hold",) in session.legal_actions(seat) else ("roll",)


def play_against_the_computer(human, computer, seed=5, steps=400):
    """Play a whole game; returns (session, views drawn with the seat the screen showed, hand-off frames)."""
    board = RecordingBoard()
    app, scene, session = shell(seed=seed, board=board, ai_seats=AISeats([computer], rolling_then_holding, delay=0))
    handoff_frames = 0
    drawn = []
    draw_frame = app.frame

    def recorded(dt, events=()):
        nonlocal handoff_frames
        before = len(board.drawn)
        draw_frame(dt, events)
        if session.handoff is not None:
            handoff_frames += 1
        for view in board.drawn[before:]:
            drawn.append((view, session.view(human), session.view(computer)))

    app.frame = recorded
    app.frame(1 / 60)
    for _ in range(steps):
        if session.is_over:
            break
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
        elif scene.legal:
            click(app, scene.board.bank_rect.center if ("hold",) in scene.legal and len(session.actions) % 3 == 2
                  else scene.board.die_rect.center)
        else:
            app.frame(1 / 30)
        settle(app, limit=5)
    return session, drawn, handoff_frames


def test_T_6_a_game_against_a_computer_seat_never_draws_the_computer_seats_view():
    session, drawn, _ = play_against_the_computer(human=0, computer=1)
    assert session.is_over
    assert drawn
    for view, human_view, computer_view in drawn:
        assert view == human_view or view != computer_view, "the computer seat's view reached the screen"
    assert all(view == human for view, human, _ in drawn)


def test_T_6_one_person_against_the_computer_never_sees_a_hand_off_screen():
    session, _, handoff_frames = play_against_the_computer(human=0, computer=1)
    assert session.is_over
    assert handoff_frames == 0     # not even the opening one: nobody else is at the table


def test_T_6_before_any_person_has_looked_the_computer_seat_decides_behind_a_neutral_screen():
    board = RecordingBoard()
    app, scene, session = shell(seed=5, board=board, ai_seats=AISeats([0], rolling_then_holding, delay=30))
    assert session.handoff is None          # confirmed by itself: the computer needs no laptop
    assert scene.viewer is None and scene.view is None
    assert board.drawn == []
    assert "thinking" in scene.thinking_text(0)


def test_T_6_a_hand_off_from_the_computer_to_the_only_person_shows_that_persons_board_at_once():
    app, scene, session = shell(seed=5, ai_seats=AISeats([0], rolling_then_holding, delay=0))
    for _ in range(200):
        if session.pending.seat == 1:
            break
        app.frame(1 / 30)
    assert session.handoff is None and session.pending.seat == 1
    assert scene.handoff_screen is None and scene.viewer == 1 and scene.legal


def test_T_6_with_two_people_and_a_computer_a_hand_off_between_the_people_still_shows_the_screen_alone():
    app, scene, session = shell({**SECRET, "players": 3}, seed=5,
                                ai_seats=AISeats([2], rolling_then_holding, delay=0))
    assert session.handoff is not None and session.handoff.seat == 0
    assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)
    key(app, pygame.K_RETURN)
    while session.pending.seat == 0 and not session.is_over:
        click(app, scene.board.bank_rect.center if ("hold",) in scene.legal else scene.board.die_rect.center)
    assert session.handoff is not None and session.handoff.seat == 1
    app.frame(1 / 60)
    assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)


def test_T_6_the_computer_plays_a_secret_seats_steps_all_at_once_so_the_wait_tells_nothing():
    app, scene, session = shell(seed=5, ai_seats=AISeats([1], rolling_then_holding, delay=0.5))
    key(app, pygame.K_RETURN)      # the person takes seat 0
    while session.pending.seat == 0 and not session.is_over:
        click(app, scene.board.die_rect.center)
        if ("hold",) in scene.legal:
            click(app, scene.board.bank_rect.center)
    before = len(session.actions)
    app.frame(0.6)                 # one pause, then the computer's whole turn
    assert session.pending.seat == 0 or session.is_over
    assert len(session.actions) > before
