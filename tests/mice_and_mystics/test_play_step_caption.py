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


def test_a_caption_too_long_for_its_strip_grows_upwards_and_no_word_is_cut_off():
    from engine.play import shell_draw
    screen = pygame.Surface((1280, 800))
    strip = pygame.Rect(260, 760 - shell_draw.caption_strip_height(0.9), 700, shell_draw.caption_strip_height(0.9))
    text = ("The rat warrior 7 moves to space 16: toward Wren Ashwhisker: the nearest mouse, 1 space away; the die "
            "lets it move 3 spaces; attacks Wren Ashwhisker: 2 hits; Wren Ashwhisker blocks 0; Wren Ashwhisker "
            "takes 2 damage (3 of 5); the rat warrior card ends its turn and the next card on the track begins")
    with fonts.recording() as drawn:
        shell_draw.draw_step_caption(screen, strip, text, 0.9, fit=True)
    lines = [d for d in drawn if d.text and "skip" not in d.text]
    assert " ".join(d.text for d in lines).split() == text.split()
    assert all(d.shown == d.ink for d in lines)        # every letter shown whole
