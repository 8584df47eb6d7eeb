"""Betrayal data: the shipped tiles and layouts load, the tile set is complete, bad files are reported exactly."""
import glob
import os

import pytest

from engine.data import DataError, load_file
from engine.data.registry import display_name
from rulesets.betrayal import data
from rulesets.betrayal.grid import FLOORS, fits_floor
from tests import ROOT

BAD = os.path.join(ROOT, "tests", "fixtures", "bad", "betrayal")
LAYOUTS = sorted(glob.glob(os.path.join(ROOT, "rulesets", "betrayal", "data", "layouts", "*.yaml")))

# rooms the seed names (rules digest, Part 2); every one must be a tile or a landing
SEED_ROOMS = [
    "Basement Landing", "Entrance Hall", "Foyer", "Grand Staircase", "Upper Landing", "Chasm", "Catacombs",
    "Vault", "Tower", "Coal Chute", "Collapsed Room", "Junk Room", "Mystic Elevator", "Patio", "Dusty Hallway",
    "Gallery", "Larder", "Gymnasium", "Revolving Wall", "Stairs from Basement", "Bedroom", "Chapel",
    "Dining Room", "Master Bedroom", "Library", "Study", "Roof Landing", "Balcony", "Conservatory", "Gardens",
    "Graveyard", "Solarium", "Tree House", "Widow's Walk", "Menagerie", "Drawing Room", "Sewing Room",
]


@pytest.fixture(scope="module")
def tiles():
    return data.load_tiles()


def test_shipped_tiles_file_validates(tiles):
    assert len(tiles.rooms) >= 45 and len(tiles.landings) == 6


def test_a_rooms_text_shown_to_players_names_no_rule_id(tiles):
    # the room texts reach the preview's status line and the log: rule ids belong in tooltips only
    import re
    texts = {t.name: t.special.text for t in tiles.tiles.values() if t.special and getattr(t.special, "text", "")}
    assert texts and {n: x for n, x in texts.items() if re.search(r"\bB-\d", x)} == {}


def test_B_G_2_every_room_the_seed_names_has_a_tile(tiles):
    names = {t.name for t in tiles.tiles.values()}
    assert [n for n in SEED_ROOMS if n not in names] == []


def test_B_G_2_each_floor_has_tiles_of_its_own_and_the_symbols_are_spread(tiles):
    only = {f: [t for t in tiles.rooms if t.floors == [f]] for f in FLOORS}
    assert len(only["basement"]) >= 10 and len(only["ground"]) >= 10 and len(only["upper"]) >= 10
    assert len([t for t in tiles.rooms if len(t.floors) > 1]) >= 13
    for sym in ("omen", "item", "event"):
        assert len([t for t in tiles.rooms if sym in t.symbols]) >= 10, sym


def test_B_23_2_and_B_24_2_window_and_outside_rooms_match_the_glossary(tiles):
    by_name = {t.name: t for t in tiles.tiles.values()}
    for name in ("Bedroom", "Chapel", "Dining Room", "Drawing Room", "Grand Staircase", "Master Bedroom",
                 "Sewing Room"):
        assert by_name[name].windows, name
    for name in ("Balcony", "Conservatory", "Gardens", "Graveyard", "Patio", "Roof Landing", "Solarium",
                 "Tower", "Tree House", "Widow's Walk"):
        assert by_name[name].outside, name


def test_B_8_1_the_four_barrier_rooms_and_the_revolving_wall_carry_the_authored_rolls(tiles):
    rolls = {t.name: (t.barrier.trait, t.barrier.roll) for t in tiles.rooms if t.barrier}
    assert rolls == {"Chasm": ("speed", 3), "Catacombs": ("sanity", 6), "Tower": ("might", 3),
                     "Vault": ("knowledge", 6), "Revolving Wall": ("knowledge", 3)}


def test_B_G_2_the_revolving_wall_has_a_door_on_each_of_its_two_sides(tiles):
    wall = tiles.tiles["revolving_wall"]
    assert wall.barrier.sides == ["W"] and set(wall.doors) - set(wall.barrier.sides) == {"E"}


def test_B_24_5_the_dumbwaiter_stops_at_each_floors_landing_the_foyer_on_the_ground_floor(tiles):
    (link,) = [ln for ln in tiles.links if ln.type == "dumbwaiter"]
    stops = {tiles.tiles[i].start.floor: i for i in link.stops}
    assert stops == {"basement": "basement_landing", "ground": "foyer", "upper": "upper_landing",
                     "roof": "roof_landing"}


def test_the_gallery_drop_lands_in_a_named_room_of_the_floor_below(tiles):
    (link,) = [ln for ln in tiles.links if ln.type == "drop"]
    assert (link.source, link.target, link.authored) == ("gallery", "grand_staircase", True)


def test_B_24_3_the_stairs_to_the_roof_are_marked_as_authored(tiles):
    authored = {(ln.source, ln.target) for ln in tiles.links if ln.type == "stairs" and ln.authored}
    assert authored == {("upper_landing", "roof_landing")}


def test_B_6_4_the_front_door_is_the_locked_south_door_of_the_entrance_hall(tiles):
    assert tiles.tiles["entrance_hall"].locked == ["S"]


def test_B_6_5_floor_links_join_the_stairs_the_rules_name(tiles):
    stairs = {(ln.source, ln.target) for ln in tiles.links if ln.type == "stairs"}
    assert ("grand_staircase", "upper_landing") in stairs and ("stairs_from_basement", "foyer") in stairs
    assert {ln.type for ln in tiles.links} == set(data.LINK_TYPES)


def test_B_24_3_a_tile_whose_back_allows_upper_may_go_on_the_roof(tiles):
    assert fits_floor(tiles.tiles["bedroom"], "roof") and not fits_floor(tiles.tiles["bedroom"], "ground")
    assert fits_floor(tiles.tiles["widows_walk"], "roof") and not fits_floor(tiles.tiles["widows_walk"], "upper")


@pytest.mark.parametrize("path", LAYOUTS, ids=os.path.basename)
def test_shipped_sample_layouts_validate(path):
    layout = data.load_layout(path)
    assert layout.placed


def test_every_shipped_file_starts_with_its_kind_and_an_authored_comment():
    for path in [data.SHIPPED_TILES] + LAYOUTS:
        with open(path, encoding="utf-8") as fh:
            first, second = fh.readline(), fh.readline()
        assert first.startswith("kind: betrayal_") and second.startswith("#") and "Lantern" in second, path


BAD_CASES = [
    ("layout_overlapping_tiles.yaml", 6, 44, "placed[1].at", "overlaps Cistern at [1, 0] on the basement"),
    ("layout_unknown_tile.yaml", 5, 12, "placed[1].tile", "unknown tile 'ballroom_of_doom'"),
    ("layout_forbidden_floor.yaml", 5, 12, "placed[0].floor",
     "Chasm may not be on the upper floor (its back allows basement) (B-7.1)"),
    ("layout_doors_do_not_meet.yaml", 5, 52, "placed[0]",
     "no door of Chapel meets a door of a room placed before it (B-7.3)"),
    ("layout_unknown_floor.yaml", 4, 28, "placed[0].floor",
     "expected one of basement, ground, upper, roof, found string 'attic'"),
    ("tiles_door_on_missing_side.yaml", 12, 16, "rooms[0].doors[1]",
     "expected one of N, E, S, W, found string 'NE'"),
    ("tiles_duplicate_id.yaml", 13, 9, "rooms[1].id", "duplicate id 'cellar' (first at line 9)"),
    ("tiles_unknown_floor.yaml", 11, 21, "rooms[0].floors[1]",
     "expected one of basement, ground, upper, roof, found string 'attic'"),
    ("tiles_barrier_without_door.yaml", 14, 14, "rooms[0].barrier.sides",
     "barrier side 'N' is not a door of Rift (doors: E, W)"),
    ("tiles_link_to_unknown_tile.yaml", 14, 41, "links[0].to", "unknown tile 'attic_landing'"),
    ("tiles_dumbwaiter_stop_not_a_landing.yaml", 15, 45, "links[0].stops[1]",
     "Kennel is not a landing: a dumbwaiter stops only at landings (B-24.5)"),
    ("tiles_drop_to_same_floor.yaml", 14, 34, "links[0].to", "Upper Landing is not on the floor directly below Loft"),
]


@pytest.mark.parametrize("name,line,col,keypath,message", BAD_CASES, ids=[c[0] for c in BAD_CASES])
def test_malformed_betrayal_file_is_reported_at_its_file_line_and_column(name, line, col, keypath, message):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as info:
        load_file(path)
    assert [str(p) for p in info.value.problems] == [f"{display_name(path)}:{line}:{col}: {keypath}: {message}"]


def test_every_bad_fixture_has_a_case():
    from tests.betrayal.test_haunt_data import HAUNT_CASES
    from tests.betrayal.test_haunt_numbers import CASES as NUMBERS_CASES
    from tests.betrayal.test_haunt_specials import CASES as SPECIAL_CASES
    from tests.betrayal.test_rules_data import BAD_CASES as RULES_CASES
    from tests.betrayal.test_validate_betrayal import CASES as VALIDATE_CASES
    every_case = BAD_CASES + RULES_CASES + HAUNT_CASES + SPECIAL_CASES + VALIDATE_CASES + NUMBERS_CASES
    assert sorted(os.listdir(BAD)) == sorted(c[0] for c in every_case)


def test_a_layout_may_name_its_own_tiles_file_next_to_it(tmp_path):
    (tmp_path / "mini.yaml").write_text(
        "kind: betrayal_tiles\n# Test tiles authored for Lantern's tests.\n"
        "landings:\n  - {id: landing, name: {en: Landing, zh-Hant: 入口, zh-Hans: 入口}, start: {floor: basement, at: [0, 0]}, doors: [N]}\n"
        "rooms:\n  - {id: nook, name: {en: Nook, zh-Hant: 角落, zh-Hans: 角落}, floors: [basement], doors: [S]}\n")
    (tmp_path / "house.yaml").write_text(
        "kind: betrayal_layout\n# Test layout authored for Lantern's tests.\ntiles: mini.yaml\n"
        "placed:\n  - {tile: nook, floor: basement, at: [0, -1]}\n")
    layout = data.load_layout(str(tmp_path / "house.yaml"))
    assert sorted(layout.tileset.tiles) == ["landing", "nook"]


def test_a_layout_naming_a_missing_tiles_file_is_reported_at_that_key(tmp_path):
    path = tmp_path / "house.yaml"
    path.write_text("kind: betrayal_layout\n# Test layout authored for Lantern's tests.\ntiles: nowhere.yaml\n"
                    "placed: []\n")
    with pytest.raises(DataError) as info:
        data.load_layout(str(path))
    assert [str(p) for p in info.value.problems] == [
        f"{display_name(str(path))}:3:8: tiles: no such tiles file 'nowhere.yaml'"]
