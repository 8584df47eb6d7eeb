"""A room's name on the play table stays readable: its tag goes where no figure stands and is drawn above the
figures with its dark backing, so neither hides the other."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.ui import fonts  # noqa: E402
from engine.ui.app import App  # noqa: E402
from rulesets.mice_and_mystics import rules  # noqa: E402
from rulesets.mice_and_mystics.bots import heuristic_chooser  # noqa: E402
from scenes.mice_and_mystics import draw as mice_draw  # noqa: E402
from scenes.mice_and_mystics import play  # noqa: E402


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def _board(chapter="cooks_larder", players=1):
    session = play.new_session({"players": players, "chapter": chapter}, 7, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene, session


def test_a_figure_on_the_names_first_spot_sends_the_name_to_another_spot():
    app, scene, _ = _board()
    names = scene.board._names
    pf, _, spots, _ = names.tiles[0]
    bounds = pygame.Rect(-10 ** 5, -10 ** 5, 2 * 10 ** 5, 2 * 10 ** 5)
    surface = pygame.Surface(app.screen.get_size())
    with fonts.recording() as drawn:
        names.draw(surface, [], scene.board.camera.zoom, bounds)
    (first,) = [d.rect for d in drawn if d.text == pf.face.name and d.surface is surface]
    with fonts.recording() as drawn:
        names.draw(surface, [first.inflate(-4, -4)], scene.board.camera.zoom, bounds)
    (tag,) = [d for d in drawn if d.text == pf.face.name and d.surface is surface]
    assert not tag.rect.colliderect(first.inflate(-4, -4))
    assert any(spot.contains(tag.rect) for spot in spots)


@pytest.mark.parametrize("chapter", rules.CHAPTERS)
def test_no_figure_hides_a_name_on_the_tiles_and_no_name_hides_a_figure_through_a_chapter(chapter):
    app, scene, session = _board(chapter)
    names = {pf.face.name for pf in scene.board.placed(scene.view)}
    names |= {s.special for pf in scene.board.placed(scene.view) for s in pf.face.spaces if s.special}
    choose = heuristic_chooser(7)
    checked = 0
    for _ in range(60):
        if session.is_over:
            break
        seat = session.pending.seat
        session.apply(choose(rules, session.state, seat, session.legal_actions(seat)))
        with fonts.recording() as drawn:
            app.frame(1 / 60)
        figures = [d.rect for d in drawn if d.kind == "figure" and d.surface is app.screen]
        for tag in (d for d in drawn if d.text in names and d.surface is app.screen):
            assert tag.rect.collidelist(figures) == -1, f"{tag.text} meets a figure"
            checked += 1
    assert checked > 0


def test_the_composer_still_draws_the_rooms_name_on_the_tile():
    app, scene, _ = _board()
    pf = scene.board.placed(scene.view)[0]
    surface = pygame.Surface((900, 900))
    with fonts.recording() as drawn:
        mice_draw.face_names(surface, pf, lambda p: (p[0] * 3, p[1] * 3), 3.0, __import__(
            "engine.ui.draw", fromlist=["LabelPlacer"]).LabelPlacer(surface.get_rect()))
    assert pf.face.name in [d.text for d in drawn]
