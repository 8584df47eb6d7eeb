"""The minions' turn is shown step by step with a caption (issue 15); the caption sits in a strip the rooms are
framed above, so it covers no space of the rooms in play and no figure on them."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.ui import fonts  # noqa: E402
from engine.ui.app import App  # noqa: E402
from rulesets.mice_and_mystics import rules  # noqa: E402
from rulesets.mice_and_mystics.bots import heuristic_chooser  # noqa: E402
from scenes.mice_and_mystics import play, play_draw  # noqa: E402


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


@pytest.mark.parametrize("size", [(1280, 800), (1600, 900)])
def test_a_minion_steps_caption_covers_no_space_of_the_rooms_in_play_nor_a_figure(size):
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, 7, autosave=False)
    scene = play.board_scene(session, animate=True, show_results=False)
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    choose = heuristic_chooser(7)
    for _ in range(60):
        if scene.pacer.current is not None:
            break
        seat = session.pending.seat
        session.apply(choose(rules, session.state, seat, session.legal_actions(seat)))
        app.frame(1 / 60)
    step = scene.pacer.current
    assert step is not None and step.summary
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    words = step.summary.split()[:3]
    caption = [d.shown for d in drawn if d.kind == "label" and d.text.split()[:3] == words]
    assert caption, "the caption was drawn"
    board = scene.board
    view = board.shown_view(scene.view)
    pfs = board.placed(view)
    rooms = board._focus_tiles(view)
    spaces = [pygame.Rect(min(x for x, _ in poly), min(y for _, y in poly), 1, 1).union(
        pygame.Rect(max(x for x, _ in poly), max(y for _, y in poly), 1, 1))
        for i in rooms for poly in ([board.camera.to_screen(p) for p in pfs[i].spaces[sid]] for sid in pfs[i].spaces)]
    figures = [pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r) for c, r in play_draw.figure_spots(
        view, pfs, board.camera.to_screen, board.camera.zoom).values()]
    for line in caption:
        assert line.collidelist(spaces) == -1 and line.collidelist(figures) == -1
