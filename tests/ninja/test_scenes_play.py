"""Ninja in the play shell: hand-off frames, whole games through the shell, a computer opponent that never shows
its view, undo that stops at hand-offs, and event storms at tiny sizes (N-H: secrets reach only their side)."""
import pygame
import pytest

from engine.play.ai_seats import AISeats
from engine.ui.event_storm import storm
from rulesets.ninja import rules
from rulesets.ninja.bots import Bot
from scenes.ninja import play
from tests.ninja.scene_support import RecordingBoard, frame_bytes, handoff_alone, key, open_game, person_move


def play_through(app, scene, session, bot, on_frame=None, limit=3000):
    """Drive a whole game through the shell: Enter on every hand-off screen, the bot's pick as a person's click."""
    for _ in range(limit):
        if session.is_over:
            break
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
        elif scene.legal:
            assert scene.act(person_move(scene, bot))
            app.frame(1 / 60)
        else:
            app.frame(0.5)
        if on_frame is not None:
            on_frame()
    return session


def test_N_H_the_game_opens_on_the_hand_off_screen_and_nothing_else():
    app, scene, session = open_game()
    assert session.handoff is not None
    assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)


@pytest.mark.parametrize("config", [{"players": 2}, {"players": 3, "variant": "contested_ground"},
                                    {"players": 4}], ids=["2 players", "contested ground", "4 players"])
def test_N_H_every_change_of_viewer_between_sides_is_preceded_by_the_hand_off_frame_alone(config):
    board = RecordingBoard()
    app, scene, session = open_game(config, board=board, seed=3)
    frames = []     # ("handoff",) or ("board", seat, group)
    draw_frame = app.frame

    def recorded(dt, events=()):
        drawn = len(board.drawn)
        draw_frame(dt, events)
        if len(board.drawn) > drawn:
            assert session.handoff is None, "the board was drawn while the laptop changes hands"
            seat = scene.viewer
            if not session.is_over:
                assert board.drawn[-1] == session.view(seat)
            frames.append(("board", seat, rules.knowledge_group(session.state, seat)))
        else:
            assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)
            frames.append(("handoff",))

    app.frame = recorded
    play_through(app, scene, session, Bot(3))
    assert session.is_over
    assert {f[1] for f in frames if f[0] == "board"} == set(range(config["players"]))
    last = None
    for f in frames:
        if f[0] == "handoff":
            last = None
            continue
        if last is not None:
            assert f[2] == last[2], f"the {f[2]} were shown right after the {last[2]} with no hand-off between"
        last = f


def test_a_whole_two_player_game_runs_through_the_shell_to_the_results_with_hand_offs_confirmed():
    app, scene, session = open_game(seed=11)
    handoffs = 0

    def count():
        nonlocal handoffs
        handoffs += session.handoff is not None
    play_through(app, scene, session, Bot(11), on_frame=count)
    assert session.is_over and session.outcome.reason
    assert handoffs > 2
    assert scene.choices.buttons and scene.choices.buttons[0].text == "See the results"


@pytest.mark.parametrize("computer,variant", [(0, "standard"), (1, "standard"), (0, "lone_wolf")],
                         ids=["computer guards", "computer intruders", "lone wolf against the guard bot"])
def test_N_H_a_game_against_a_computer_seat_never_draws_the_computer_seats_view(computer, variant):
    board = RecordingBoard()
    person = 1 - computer
    config = {"players": 2, "variant": variant, "ai_seats": [computer]}
    if variant == "lone_wolf":
        config["lone_wolf_secret"] = True
    app, scene, session = open_game(config, seed=5, board=board)
    assert isinstance(scene.ai, AISeats) and scene.ai.plays(computer)
    handoff_frames = 0
    draw_frame = app.frame

    def spied(dt, events=()):
        nonlocal handoff_frames
        drawn = len(board.drawn)
        draw_frame(dt, events)
        handoff_frames += session.handoff is not None
        for view in board.drawn[drawn:]:
            if not session.is_over:
                assert view == session.view(person), "a frame showed something other than the person's view"
                assert view != session.view(computer)
    app.frame = spied
    play_through(app, scene, session, Bot(5))
    assert session.is_over
    assert board.drawn
    assert handoff_frames == 0    # one person at the table: no hand-off screen, not even the first


def test_N_H_while_the_computer_guards_set_up_first_the_screen_says_they_are_thinking():
    board = RecordingBoard()
    app, scene, session = open_game({"players": 2, "ai_seats": [0]}, seed=5, board=board, ai_delay=30)
    assert session.handoff is None and scene.view is None
    assert board.drawn == []
    assert scene.thinking_text(0) == "The guards are thinking…"


def test_N_H_undo_never_goes_back_across_a_hand_off():
    app, scene, session = open_game(seed=4)
    bot = Bot(4)
    crossed = 0
    while crossed < 3 and not session.is_over:
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
            crossed += 1
            assert not session.can_undo()
            before = session.actions
            scene.undo()
            assert session.actions == before
            assert scene.toolbar[0].enabled is False
        else:
            scene.act(person_move(scene, bot))
    assert crossed == 3


def test_the_ninja_play_shell_survives_a_thousand_random_events_at_sizes_down_to_tiny():
    def make():
        return play.board_scene(play.new_session({"players": 2}, 3, autosave=False), animate=False)
    storm(make, seed=6)


def test_the_ninja_play_shell_against_the_computer_survives_random_events():
    def make():
        session = play.new_session({"players": 2, "variant": "lone_wolf", "ai_seats": [0]}, 8, autosave=False)
        return play.board_scene(session, animate=False, ai_delay=0)
    storm(make, seed=7, events=600)
