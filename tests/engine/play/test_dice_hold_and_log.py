"""The board keeps the table as it was while dice roll, and the log says a repeated line once with a count."""
import pygame

from engine.play.panels import LogPanel, collapse_repeats
from tests.engine.play.shell_support import RecordingBoard, click, key, settle, shell


def test_while_the_dice_roll_the_board_still_shows_the_table_from_before_the_roll():
    app, scene, session = shell(animate=True, board=RecordingBoard())
    key(app, pygame.K_RETURN)
    before = session.view(session.viewer)
    click(app, scene.board.die_rect.center)
    assert not scene.tray.settled and session.view(session.viewer) != before
    app.frame(1 / 60)
    assert scene.board.drawn[-1] == before


def test_once_the_dice_land_the_board_shows_what_they_changed():
    app, scene, session = shell(animate=True, board=RecordingBoard())
    key(app, pygame.K_RETURN)
    click(app, scene.board.die_rect.center)
    settle(app)
    app.frame(1 / 60)
    assert scene.board.drawn[-1] == session.view(session.viewer)


def test_a_line_said_three_times_in_a_row_is_said_once_with_its_count():
    lines = ["Ann moves", "A room tile goes face down", "A room tile goes face down", "A room tile goes face down",
             "Bo moves"]
    assert collapse_repeats(lines) == ["Ann moves", "A room tile goes face down (3 times)", "Bo moves"]


def test_the_log_panel_shows_the_repeat_once_and_keeps_every_line_for_the_save():
    pygame.init()
    panel = LogPanel()
    panel.layout(pygame.Rect(0, 0, 600, 300), 1.0)
    panel.set_lines(["A room tile goes face down"] * 4)
    wrapped, _ = panel._wrap()
    assert [text for text, _ in wrapped] == ["A room tile goes face down (4 times)"]
    assert len(panel.lines) == 4
