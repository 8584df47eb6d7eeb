"""Betrayal drawing and preview: doors drawn where the rules put them, clicks explore, undo, save and load."""
import os

import pygame
import pytest

from engine.ui.app import App
from rulesets.betrayal.data import load_layout, load_tiles
from rulesets.betrayal.grid import SIDES, door_sides, window_sides
from rulesets.betrayal.house import House
from rulesets.betrayal.layout_io import house_from_layout, layout_text, save_layout, seeded_house
from scenes.betrayal import draw as bd
from scenes.betrayal.preview import BetrayalPreview, make_preview
from tests import ROOT


@pytest.fixture(scope="module")
def tiles():
    return load_tiles()


def app_with(scene, size=(1280, 800)):
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app


def key(app, k, mod=0):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])


def test_principle_8_every_room_in_every_rotation_is_drawn_with_doors_where_the_rules_put_them(tiles):
    pygame.init()
    surface = pygame.Surface((140, 140))
    rect = pygame.Rect(10, 10, 120, 120)
    for tile in tiles.tiles.values():
        for turn in range(4):
            surface.fill((0, 0, 0))
            drawn = bd.draw_tile(surface, rect, tile, turn, (tile.floors or [tile.start.floor])[0])
            rules = door_sides(tile, turn)
            assert set(drawn) == set(rules), (tile.id, turn)
            for side in SIDES:
                colour = tuple(surface.get_at(bd.door_probe(rect, side)))[:3]
                if side in rules:
                    assert colour == bd.THRESHOLD, (tile.id, turn, side)
                elif side in window_sides(tile, turn):
                    assert colour in (bd.WINDOW, bd.MULLION), (tile.id, turn, side)
                else:
                    assert colour == bd.WALL, (tile.id, turn, side)


def test_B_7_3_a_door_facing_a_wall_is_drawn_boarded_and_the_front_door_red():
    pygame.init()
    tiles = load_tiles()
    surface = pygame.Surface((140, 140))
    rect = pygame.Rect(10, 10, 120, 120)
    hall = tiles.tiles["entrance_hall"]
    bd.draw_tile(surface, rect, hall, 0, "ground", {"N": "passage", "E": "false", "W": "open", "S": "locked"})
    assert tuple(surface.get_at(bd.door_probe(rect, "N")))[:3] == bd.THRESHOLD
    assert tuple(surface.get_at(bd.door_span(rect, "E").move(0, 3).topleft))[:3] == bd.FALSE_BOARD
    assert tuple(surface.get_at(bd.door_span(rect, "S").topleft))[:3] == bd.LOCKED


def test_the_preview_draws_each_placed_rooms_doors_where_the_house_has_them(tiles):
    scene = BetrayalPreview(seeded_house(3, rooms=12))
    assert not scene.toggles["links"]  # stairs lines (off by default) would cross the probes
    app = app_with(scene, (1920, 1080))
    for p in scene.house.rooms():
        rect = scene.cell_rect(p.floor, p.cell)
        states = bd.door_states(scene.house, p)
        for side in SIDES:
            colour = tuple(app.screen.get_at(bd.door_probe(rect, side)))[:3]
            if side in door_sides(p.tile, p.turn):
                want = {"open": bd.THRESHOLD, "dead": bd.THRESHOLD, "passage": bd.THRESHOLD,
                        "false": bd.FALSE_BOARD, "locked": bd.LOCKED}[states[side]]
                assert colour == want or (states[side] == "false" and colour == bd.BOARD_NAILS), (p.tile.id, side)
            else:
                assert colour in (bd.WALL, bd.WINDOW, bd.MULLION), (p.tile.id, side, colour)


def test_clicking_an_open_door_draws_a_tile_R_turns_it_and_Enter_places_it(tiles):
    scene = BetrayalPreview(House(tiles, seed=21))
    app = app_with(scene)
    rect, door = next((r, d) for r, d in scene.door_hits() if d.floor == "basement")
    click(app, rect.center)
    ex = scene.house.pending
    assert ex is not None and ex.door == door
    first = ex.turn
    key(app, pygame.K_r)
    assert len(ex.rotations) == 1 or scene.house.pending.turn != first
    key(app, pygame.K_RETURN)
    assert scene.house.pending is None and len(scene.house.order) == 1
    assert scene.house.at(door.floor, door.target).tile is ex.tile


def test_U_undoes_and_Esc_puts_a_drawn_tile_back(tiles):
    scene = BetrayalPreview(House(tiles, seed=21))
    app = app_with(scene)
    stack = list(scene.house.stack)
    key(app, pygame.K_e)
    assert scene.house.pending is not None
    key(app, pygame.K_ESCAPE)
    assert scene.house.pending is None and scene.house.stack == stack and app.stack.top is scene
    key(app, pygame.K_e)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_u)
    assert scene.house.order == [] and scene.house.stack == stack


def test_S_saves_a_layout_that_loads_back_to_the_same_house(tiles, tmp_path):
    scene = make_preview(seed=5)
    scene.save_dir = str(tmp_path)
    app = app_with(scene)
    key(app, pygame.K_s)
    files = list(tmp_path.iterdir())
    assert len(files) == 1 and str(files[0]) in scene.status
    again = house_from_layout(load_layout(str(files[0])))
    assert again.cells == scene.house.cells and again.order == scene.house.order


def test_layout_save_then_load_round_trips_every_placement(tiles, tmp_path):
    house = seeded_house(42)
    path = save_layout(house, str(tmp_path / "h.yaml"), note='a "quoted" note')
    layout = load_layout(path)
    assert [(p.tile, p.floor, p.at, p.turn) for p in layout.placed] == \
        [(q.tile.id, q.floor, q.cell, q.turn) for q in house.discovered()]
    assert layout.note == 'a "quoted" note' and layout.seed == 42
    assert layout_text(house_from_layout(layout), 'a "quoted" note') == layout_text(house, 'a "quoted" note')


def test_the_layout_option_shows_a_shipped_sample(tiles):
    path = os.path.join(ROOT, "rulesets", "betrayal", "data", "layouts", "sample_base_only.yaml")
    scene = make_preview(layout=path)
    assert scene.house.floors == ("basement", "ground", "upper") and len(scene.house.order) == 12


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_seeded_preview_fits_every_floor_on_screen(size):
    scene = make_preview(seed=3)
    app_with(scene, size)
    board = scene.board_rect()
    for p in scene.house.rooms():
        assert board.contains(scene.cell_rect(p.floor, p.cell)), p.tile.id
    assert len(scene.house.order) >= 20


def test_clicking_a_floor_in_the_mini_map_zooms_to_it_and_again_shows_all(tiles):
    scene = make_preview(seed=3)
    app = app_with(scene)
    rect, floor = scene.strip_hits()[0]
    before = scene.cell_rect("basement", (0, 0)).w
    click(app, rect.center)
    assert scene.focus == floor and scene.cell_rect("basement", (0, 0)).w > before
    click(app, rect.center)
    assert scene.focus is None


def window_probe(rect, side):
    return bd.door_span(rect, side).center


def test_B_7_3_the_preview_draws_a_window_only_where_the_rules_say_it_is_real(tiles):
    house = House(tiles, seed=1)
    house.place_at("bedroom", "upper", (1, 0), 0)               # window N
    house.place_at("servants_hall", "upper", (0, -1), 0)
    house.place_at("chapel", "upper", (-1, -1), 1)             # doors E; window W (faces nothing)
    house.place_at("nursery", "upper", (1, -1), 0)              # walls up the bedroom's window
    scene = BetrayalPreview(house)
    app = app_with(scene, (1920, 1080))
    for p in house.rooms("upper"):
        rect = scene.cell_rect(p.floor, p.cell)
        for side in window_sides(p.tile, p.turn):
            colour = tuple(app.screen.get_at(window_probe(rect, side)))[:3]
            if side in house.windows(p):
                assert colour in (bd.WINDOW, bd.MULLION), (p.tile.id, side)
            else:
                assert colour == bd.WALL, (p.tile.id, side)
    assert house.false_windows(house.where("bedroom")) == ("N",)


def test_a_stairs_badge_shows_only_once_both_ends_of_the_stairs_are_placed(tiles):
    house = House(tiles, seed=1)
    scene = BetrayalPreview(house)
    linked = {(p.tile.id, ln.type) for p, ln in scene.linked_rooms()}
    assert ("grand_staircase", "stairs") in linked and ("upper_landing", "stairs") in linked
    assert not any(t == "foyer" for t, _ in linked), "the Stairs from Basement are not placed yet"
    house.place_at("stairs_from_basement", "basement", (0, -1), 0)
    linked = {(p.tile.id, ln.type) for p, ln in scene.linked_rooms()}
    assert ("foyer", "stairs") in linked and ("stairs_from_basement", "stairs") in linked


def test_a_chute_or_drop_badge_waits_for_its_own_room_even_though_its_landing_is_placed(tiles):
    house = House(tiles, seed=1)
    scene = BetrayalPreview(house)
    assert not any(ln.type in ("coal_chute", "drop") for _, ln in scene.linked_rooms())


def test_the_authored_stairs_to_the_roof_are_marked_as_authored(tiles):
    scene = BetrayalPreview(House(tiles, seed=1))
    roof = [ln for p, ln in scene.linked_rooms() if p.tile.id == "roof_landing"]
    assert roof and all(ln.authored for ln in roof)
    assert "the rulebook is silent" in scene.room_text(scene.house.where("roof_landing"))
    text = scene.room_text(scene.house.where("grand_staircase"))
    assert "stairs to Upper Landing" in text and "stairs to Upper Landing (" not in text


def test_B_7_3_a_tile_being_turned_shows_a_window_facing_a_room_as_wall(tiles):
    house = House(tiles, seed=1)
    house.place_at("servants_hall", "upper", (0, -1), 0)
    house.place_at("nursery", "upper", (1, -1), 0)
    house.stack.remove("bedroom")
    house.stack.append("bedroom")                           # window N, doors E, W
    house.begin_explore("upper", (0, 0), "E")
    ex = house.pending
    scene = BetrayalPreview(house)
    app = app_with(scene, (1920, 1080))
    rect = scene.cell_rect("upper", ex.target)
    for side in window_sides(ex.tile, ex.turn):
        colour = tuple(app.screen.get_at(window_probe(rect, side)))[:3]
        walled = side in house.walled_windows(ex.tile, "upper", ex.target, ex.turn)
        assert (colour == bd.WALL) == walled, (side, colour)
    assert house.walled_windows(ex.tile, "upper", ex.target, 0) == ("N",)


def test_switching_floor_with_a_number_key_forgets_the_room_the_mouse_was_over_so_its_words_leave_the_status_line():
    scene = make_preview(seed=5)
    app = app_with(scene)
    room = next(p for p in scene.house.rooms("ground"))
    pos = scene.cell_rect("ground", room.cell).center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover_room is not None
    key(app, pygame.K_1)      # the basement alone: the room under the mouse is not there any more
    assert scene.hover_room is None and scene.hover_door is None
    key(app, pygame.K_f)
    assert scene.hover_room is None
