"""The Ghost Stories preview and shared table drawing: built, drawn headless, clicked, saved, reloaded."""
import subprocess
import sys

import pygame
import pytest

from engine.ui.app import App, render_png
from games import preview_scene
from rulesets.ghost_stories import data
from rulesets.ghost_stories.board import load_board
from scenes.ghost_stories import draw as gsd
from scenes.ghost_stories.layout import centre, hit_test, table_geometry
from scenes.ghost_stories.preview import make_preview
from tests import ROOT


@pytest.fixture
def app():
    return App(size=(1280, 800), headless=True)


def click(app, scene, world_point):
    pos = scene.camera.to_screen(world_point)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def near(a, b, tol=12):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def test_G_3_1_preview_deals_the_village_of_its_seed():
    assert make_preview(seed=5).village == load_board().village_order(5)


def test_G_3_2_preview_puts_the_portal_on_the_centre_by_default():
    assert make_preview(seed=5).portal == "c"


def test_catalog_finds_the_ghost_stories_preview():
    assert preview_scene("ghost_stories", seed=2).village == load_board().village_order(2)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_preview_renders_tiles_and_boards_at_both_window_sizes(tmp_path, size):
    scene = make_preview(seed=9)
    out = tmp_path / "gs.png"
    render_png(scene, size, str(out))
    image = pygame.image.load(str(out))
    geo = table_geometry(scene.board)
    x0, y0, x1, y1 = geo.cells["nw"]
    probe = scene.camera.to_screen((x0 + 0.12, y0 + 0.12))  # tile paper, clear of icon and name
    assert near(image.get_at([int(v) for v in probe])[:3], gsd.PARCHMENT)
    bx0, by0, bx1, by1 = geo.boards["red"]
    body = scene.camera.to_screen((bx0 + 1.0, (by0 + by1) / 2))   # between two ghost card slots
    assert near(image.get_at([int(v) for v in body])[:3], gsd.mix(gsd.BOARD_RGB["red"], (16, 16, 20), 0.72))


def test_G_G_3_every_ghost_card_is_drawn_straight_outside_the_tile_it_faces():
    board = load_board()
    geo = table_geometry(board)
    for sid in board.space_ids:
        card, tile = geo.cards[sid], geo.cells[board.faced_cell(sid)]
        side = board.board(board.board_of_space(sid)).side
        along = (0, 2) if side in ("N", "S") else (1, 3)
        assert tile[along[0]] - 0.05 <= card[along[0]] and card[along[1]] <= tile[along[1]] + 0.05


def test_hit_test_finds_each_space_and_tile_at_its_centre():
    board = load_board()
    geo = table_geometry(board)
    assert all(hit_test(geo, centre(geo.cards[s])) == ("space", s) for s in board.space_ids)
    assert all(hit_test(geo, centre(geo.cells[c])) == ("tile", c) for c in board.cells)


def test_G_G_3_clicking_a_ghost_space_names_the_tile_it_faces(app):
    scene = make_preview(seed=3)
    app.push(scene)
    click(app, scene, centre(table_geometry(scene.board).cards["yellow_2"]))
    faced = scene.board.tile(scene.board.village_map(scene.village)["e"]).name
    assert scene.selected == ("space", "yellow_2")
    assert f"faces {faced}" in scene.status


def test_G_G_3_clicking_a_corner_tile_lists_its_two_facing_spaces(app):
    scene = make_preview(seed=3)
    app.push(scene)
    click(app, scene, centre(table_geometry(scene.board).cells["ne"]))
    assert "faced by Red Taoist space 3 and Yellow Taoist space 1" in scene.status


def test_clicking_two_tiles_swaps_them(app):
    scene = make_preview(seed=3)
    app.push(scene)
    before = scene.board.village_map(scene.village)
    geo = table_geometry(scene.board)
    click(app, scene, centre(geo.cells["nw"]))
    click(app, scene, centre(geo.cells["se"]))
    after = scene.board.village_map(scene.village)
    assert (after["nw"], after["se"]) == (before["se"], before["nw"])


def test_G_17_5_portal_here_moves_the_portal_to_the_selected_tile(app):
    scene = make_preview(seed=3)
    app.push(scene)
    click(app, scene, centre(table_geometry(scene.board).cells["n"]))
    scene.portal_here()
    assert scene.portal == "n" and "+4" in scene.note


def test_S_key_saves_a_layout_that_preview_reloads(app, tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    scene = make_preview(seed=11)
    app.push(scene)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s")])
    saved = tmp_path / "layouts" / "ghost_stories_village_001.yaml"
    assert saved.read_text().startswith("kind: gs_village_layout\n")
    again = make_preview(layout=str(saved))
    assert (again.village, again.portal, again.seed) == (scene.village, scene.portal, 11)


def test_saved_layout_loads_as_a_checked_gs_village_layout(tmp_path):
    board = load_board()
    path = tmp_path / "v.yaml"
    path.write_text(data.layout_yaml(board.village_map(board.village_order(4)), "sw", 4))
    lay = data.load_layout(str(path))
    assert tuple(lay.village.values()) == board.village_order(4) and lay.portal == "sw"


def test_table_drawing_shows_live_contents_from_plain_dicts():
    pygame.init()
    board = load_board()
    surf = pygame.Surface((900, 700))
    view = gsd.fit_view(pygame.Rect(0, 0, 900, 700), board)
    gsd.draw_table(surf, view, board, board.village_order(1), portal="c",
                   tiles={"nw": {"haunted": True, "villagers": 2, "taoists": ["red"]}},
                   spaces={"red_1": {"ghost": {"name": "Test Shade", "colour": "red", "requirement": 2},
                                     "haunter": "first"}},
                   receptacles={"rec_nw": {"crystal": True}}, boards={"red": {"qi": 3, "side": "A"}})
    x0, y0, _, _ = table_geometry(board).cells["nw"]
    probe = view.to_screen((x0 + 0.12, y0 + 0.3))
    assert near(surf.get_at([int(v) for v in probe])[:3], gsd.HAUNTED)


def test_board_geometry_modules_are_pure_and_import_no_pygame():
    code = ("import sys; import rulesets.ghost_stories.board, rulesets.ghost_stories.data; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
