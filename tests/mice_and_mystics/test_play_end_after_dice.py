"""The end of a chapter is told after the dice of its last action have landed and its lines are in the log,
never over dice still rolling (M-19: the chapter ends when the last blow is struck, and the players see it)."""
import pygame
import pytest

import games
from engine.ui.app import App
from scenes.mice_and_mystics import play
from tests.mice_and_mystics.mice_choosers import eager_chooser

SEED = 15      # the eager test player wins Down the Drain with a melee attack that rolls the dice


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def one_blow_from_the_end():
    rules = games.get("mice_and_mystics").rules()
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, SEED, autosave=False)
    choose = eager_chooser(SEED)
    while True:
        seat = session.pending.seat
        action = choose(rules, session.state, seat, session.legal_actions(seat))
        trial = session.ruleset.clone(session.state)
        if session.ruleset.outcome(session.ruleset.apply(trial, action)) is not None:
            return session, action
        session.apply(action)


def on_screen(session):
    """The chapter's play screen with its dice animated, past its opening banner."""
    scene = play.board_scene(session, animate=True)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(3.0)
    app.frame(1 / 60)
    return app, scene


def test_game_over_and_the_results_wait_until_the_last_blows_dice_have_landed_M_19():
    session, last = one_blow_from_the_end()
    app, scene = on_screen(session)
    assert scene.act(last)
    app.frame(1 / 60)
    assert scene.session.outcome is not None and not scene.tray.settled
    assert "Game over" not in str(scene.choices.title) and not scene.choices.buttons
    assert app.stack.scenes[-1] is scene          # no results screen over the rolling dice
    lines_while_rolling = len(scene.log_panel.lines)
    for _ in range(600):
        app.frame(1 / 30)
        if app.stack.scenes[-1] is not scene:
            break
    assert scene.tray.settled
    assert len(scene.log_panel.lines) > lines_while_rolling     # the blow's lines came first
    assert str(scene.choices.title) == "Game over"


def test_a_double_click_that_skips_the_last_dice_tells_the_end_only_with_every_line_shown_M_19():
    session, last = one_blow_from_the_end()
    app, scene = on_screen(session)
    scene.act(last)
    for _ in range(2):      # a careless double click in the middle of the table while the dice roll
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1)])
    app.frame(1 / 60)
    assert scene.tray.settled and str(scene.choices.title) == "Game over"
    assert len(scene.log_panel.lines) == len(scene.session.log)
