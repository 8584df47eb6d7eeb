"""The Mice and Mystics layout composer, headless: place, refuse, flip, remove, sight, save, load, seed."""
import os

import pygame
import pytest

from engine.data import DataError
from engine.ui import draw
from engine.ui.app import App
from rulesets.mice_and_mystics import board
from rulesets.mice_and_mystics import data as mdata
from scenes.mice_and_mystics import draw as mice_draw
from scenes.mice_and_mystics.preview import make_preview
from tests import FIXTURES

BAD = os.path.join(FIXTURES, "bad", "mice_and_mystics")


def run(scene, size=(1280, 800)):
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app


def click_world(app, scene, world):
    pos = tuple(int(v) for v in scene.camera.to_screen(world))
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])


def key(app, k):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def empty_scene():
    scene = make_preview(seed=0)
    scene.placed = []
    scene.changed(refit=True)
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_preview_draws_the_sample_board_with_wood_floors_and_a_palette(size):
    scene = make_preview()
    app = run(scene, size)
    pf = board.placed_face(scene.lib, scene.placed[0])
    sid = next(s.id for s in pf.face.spaces if not s.water and not s.special)
    x, y = (int(v) for v in scene.camera.to_screen(pf.centres[sid]))
    r, g, b = tuple(app.screen.get_at((x + 3, y + 3)))[:3]
    assert r > b + 40   # warm wood, not the grey background
    assert len(scene.palette_rects) == 16


def test_M_7_11_clicking_a_cell_where_exits_do_not_meet_refuses_with_the_reason():
    scene = empty_scene()
    app = run(scene)
    scene.choose("kitchen_drainpipe", "kitchen")
    click_world(app, scene, (50, 50))
    assert [p.face for p in scene.placed] == ["kitchen"]
    scene.choose("pantry_mousehole", "pantry")
    click_world(app, scene, (115, 50))      # the strip of the next cell in view
    assert len(scene.placed) == 1
    assert scene.status.startswith("It cannot go there: the orange exit of Kitchen")
    assert scene.status_rule == "M-7.11" and "M-7" not in scene.status


def test_M_3_5_a_palette_face_turned_against_the_board_is_refused():
    scene = empty_scene()
    app = run(scene)
    scene.choose("greathall_sewer", "great_hall")
    click_world(app, scene, (50, 50))
    scene.choose("kitchen_drainpipe", "kitchen")
    key(app, pygame.K_r)
    click_world(app, scene, (115, 50))
    assert len(scene.placed) == 1
    assert scene.status_rule == "M-3.5" and "arrow" in scene.status


def test_a_palette_click_picks_the_face_aligned_with_the_board():
    scene = make_preview(layout=os.path.join(mdata.LAYOUTS_DIR, "down_the_drain.yaml"))
    app = run(scene)
    rect, key_ = next((r, k) for r, k in scene.palette_rects if k == ("library_cistern", "cistern"))
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center)])
    assert scene.pick == ("library_cistern", "cistern") and scene.pick_turns == 0


def test_M_7_12_F_flips_the_selected_tile_keeping_its_arrow_and_Delete_removes_it():
    scene = empty_scene()
    app = run(scene)
    scene.choose("guard_pipes", "guard_room")
    click_world(app, scene, (50, 50))
    key(app, pygame.K_f)
    assert scene.placed[0].face == "pipes"
    assert board.arrow_side(mdata.find_face(scene.lib, "pipes"), scene.placed[0].turns) == "N"
    key(app, pygame.K_DELETE)
    assert scene.placed == []


def test_M_7_11_a_flip_that_would_break_an_exit_is_refused_with_the_reason():
    scene = make_preview(layout=os.path.join(mdata.LAYOUTS_DIR, "down_the_drain.yaml"))
    app = run(scene)
    click_world(app, scene, (50, 150))      # the Guard Room, beside the Drainpipe
    assert scene.selected == 0
    key(app, pygame.K_f)
    assert scene.placed[0].face == "guard_room"
    assert scene.status.startswith("Cannot flip Guard Room: the blue exit of Pipes")
    assert scene.status_rule == "M-7.11"


def test_M_7_7_clicking_a_space_lights_what_it_can_see():
    scene = make_preview(layout=os.path.join(mdata.LAYOUTS_DIR, "cooks_larder.yaml"))
    app = run(scene)
    pf = board.placed_face(scene.lib, scene.placed[0])   # the Kitchen
    click_world(app, scene, pf.centres["s9"])
    assert scene.origin == (0, "s9")
    assert "sees" in scene.status
    app.frame(1 / 60)
    x, y = (int(v) for v in scene.camera.to_screen(pf.centres["s10"]))   # behind the wall: shaded
    shaded = tuple(app.screen.get_at((x + 6, y + 6)))[:3]
    scene.flip("sight")
    app.frame(1 / 60)
    plain = tuple(app.screen.get_at((x + 6, y + 6)))[:3]
    assert sum(shaded) < sum(plain) - 60


def test_S_saves_a_layout_that_loads_back(tmp_path):
    scene = make_preview(seed=5)
    scene.save_dir = str(tmp_path)
    app = run(scene)
    key(app, pygame.K_s)
    path = tmp_path / "mice_layout_001.yaml"
    assert scene.status == f"Saved layout to {path}"
    assert mdata.load_layout(str(path)).tiles == scene.placed


def test_the_layout_option_shows_the_saved_tiles():
    path = os.path.join(mdata.LAYOUTS_DIR, "cat_walk.yaml")
    scene = make_preview(layout=path)
    assert scene.placed == mdata.load_layout(path).tiles


def test_a_broken_layout_file_is_refused_with_its_problems():
    with pytest.raises(DataError) as err:
        make_preview(layout=os.path.join(BAD, "layout_tiles_overlap.yaml"))
    assert "M-3.5: cell [0, 0] is already taken by Kitchen" in str(err.value)


def test_the_seed_option_composes_the_same_legal_board_each_time():
    a, b = make_preview(seed=11), make_preview(seed=11)
    assert a.placed == b.placed and 3 <= len(a.placed) <= 4


def test_graph_overlay_and_hover_ghost_draw_without_error():
    scene = make_preview()
    app = run(scene, (1920, 1080))
    scene.flip("graph")
    scene.choose("library_cistern", "library")
    scene.hover_cell = (3, 0)
    app.frame(1 / 60)
    assert scene.toggles["graph"]


def test_the_drawing_colours_exits_cheese_yellow():
    assert mice_draw.CHEESE[0] > 200 and mice_draw.CHEESE[1] > 180 and mice_draw.CHEESE[2] < 120


BOARDS = [dict(layout=p) for p in mdata.shipped_layouts()] + [dict(seed=s) for s in (0, 7, 11)]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("board_kw", BOARDS, ids=lambda kw: os.path.basename(str(kw.get("layout", kw.get("seed")))))
def test_the_first_view_shows_every_placed_tile_whole(size, board_kw):
    scene = make_preview(**board_kw)
    run(scene, size)
    view = scene.board_rect()
    for p in scene.placed:
        r = board.placed_face(scene.lib, p).rect
        (x0, y0), (x1, y1) = scene.camera.to_screen(r[:2]), scene.camera.to_screen(r[2:])
        assert view.left <= x0 and x1 <= view.right and view.top <= y0 and y1 <= view.bottom, p.face
        assert x1 - x0 > 150   # a tile of 14-20 spaces needs room to read


class RecordingPlacer(draw.LabelPlacer):
    def __init__(self, bounds):
        super().__init__(bounds)
        self.placed = []

    def place(self, surface, text, *args, **kw):
        r = super().place(surface, text, *args, **kw)
        if r is not None:
            self.placed.append(text)
        return r


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_every_special_area_name_finds_a_free_spot_on_the_sample_boards(size):
    for path in mdata.shipped_layouts():
        scene = make_preview(layout=path)
        app = run(scene, size)
        labels = RecordingPlacer(scene.board_rect())
        for pf in scene.placed_faces():
            mice_draw.draw_face(app.screen, pf, scene.camera.to_screen, scene.camera.zoom, {}, labels)
        specials = [s.special for pf in scene.placed_faces() for s in pf.face.spaces if s.special]
        assert specials and all(name in labels.placed for name in specials), path


def test_Esc_with_a_tile_selected_lets_it_go_and_keeps_the_composer_and_its_layout():
    scene = make_preview(layout=os.path.join(mdata.LAYOUTS_DIR, "down_the_drain.yaml"))
    app = run(scene)
    click_world(app, scene, (50, 150))
    assert scene.selected == 0
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and scene in app.stack.scenes and len(scene.placed) == 4


def test_Esc_with_a_palette_face_chosen_lets_it_go_first():
    scene = make_preview()
    app = run(scene)
    scene.choose("library_cistern", "cistern")
    key(app, pygame.K_ESCAPE)
    assert scene.pick is None and scene in app.stack.scenes
    key(app, pygame.K_ESCAPE)       # nothing held: now Esc leaves
    assert scene not in app.stack.scenes


def test_M_3_5_the_cells_that_take_the_chosen_face_are_known_with_their_turns():
    scene = make_preview(layout=os.path.join(mdata.LAYOUTS_DIR, "down_the_drain.yaml"))
    run(scene)
    scene.choose("library_cistern", "cistern")
    fits = scene.legal_cells()
    assert fits
    for cell, turns in fits.items():
        for t in range(4):
            new = mdata.Placement("library_cistern", "cistern", cell, t)
            assert (t in turns) == (not board.placement_problems(scene.lib, scene.placed, new))
    # all arrows agree, so each legal cell takes the face one way only: the way choose() turned it
    assert all(turns == [scene.pick_turns] for turns in fits.values())


def test_the_composer_draws_the_legend_and_the_legal_cells_at_1280_by_800():
    scene = make_preview()
    app = run(scene, (1280, 800))
    scene.choose("library_cistern", "cistern")
    app.frame(1 / 60)
    assert scene.toggles["legend"]
    key(app, pygame.K_r)
    assert "take it this way" in scene.status


def test_the_legend_keeps_a_column_of_its_own_and_hiding_it_gives_the_board_the_room():
    scene = make_preview()
    run(scene, (1280, 800))
    with_legend = scene.board_rect()
    assert with_legend.right + scene.legend_w() <= 1280
    scene.flip("legend")
    assert scene.board_rect().w > with_legend.w and scene.camera.viewport == scene.board_rect()
