"""Betrayal placement rules (B-7, B-6.4, B-24.3) on the pure House: drawing, turning, placing, sealing, undo."""
import ast
import glob
import os
import textwrap

import pytest

from engine.data import load_file
from engine.rules.api import IllegalAction
from rulesets.betrayal.data import load_tiles
from rulesets.betrayal.grid import door_sides
from rulesets.betrayal.house import Door, House
from tests import ROOT


@pytest.fixture(scope="module")
def tiles():
    return load_tiles()


def tiny_tiles(tmp_path, rooms: str, landing_doors="[N]"):
    """A basement-only tile set written to a file and loaded like shipped data (no hand-built models)."""
    text = textwrap.dedent("""\
        kind: betrayal_tiles
        # Test tiles authored for Lantern's tests.
        landings:
          - {id: landing, name: {en: Landing, zh-Hant: 測試Landing, zh-Hans: 测试Landing}, start: {floor: basement, at: [0, 0]}, doors: %s}
        rooms:
        """) % landing_doors + textwrap.indent(textwrap.dedent(rooms), "  ")
    path = tmp_path / "tiles.yaml"
    path.write_text(text)
    return load_file(str(path))


def stack_top(house, *ids):
    """Put these tiles on top of the stack, first id drawn first (a test deals the stack it needs)."""
    for i in ids:
        (house.stack if i in house.stack else house.discard).remove(i)
    house.stack.extend(reversed(ids))


def test_B_3_5_landings_start_in_their_fixed_cells(tiles):
    house = House(tiles, seed=1)
    assert house.at("ground", (0, 0)).tile.id == "entrance_hall"
    assert house.at("ground", (0, -2)).tile.id == "grand_staircase"
    assert house.at("roof", (0, 0)).tile.id == "roof_landing"
    assert House(tiles, seed=1, widows_walk=False).floors == ("basement", "ground", "upper")


def test_B_3_6_the_stack_holds_every_room_tile_once(tiles):
    house = House(tiles, seed=5)
    assert sorted(house.stack) == sorted(t.id for t in tiles.rooms)


def test_B_7_1_exploring_draws_a_tile_that_fits_the_floor(tiles):
    house = House(tiles, seed=2)
    ex = house.begin_explore("basement", (0, 0), "N")
    assert "basement" in ex.tile.floors and ex.target == (0, -1)


def test_B_7_2_tiles_for_other_floors_go_to_the_discard_pile(tiles):
    house = House(tiles, seed=2)
    stack_top(house, "bedroom", "patio", "cistern")
    ex = house.begin_explore("basement", (0, 0), "N")
    assert ex.tile.id == "cistern"
    assert ex.discarded == (("bedroom", "B-7.2"), ("patio", "B-7.2"))
    assert house.discard == ["bedroom", "patio"]


def test_B_7_3_every_offered_rotation_has_a_door_facing_the_door_explored_through(tiles):
    house = House(tiles, seed=3)
    stack_top(house, "root_cellar")  # doors N, E
    ex = house.begin_explore("basement", (0, 0), "E")
    assert ex.rotations and all("W" in door_sides(ex.tile, t) for t in ex.rotations)
    assert set(ex.rotations) == {t for t in range(4) if "W" in door_sides(ex.tile, t)}


def test_B_7_3_placing_with_no_door_toward_the_explorer_is_refused(tiles):
    house = House(tiles, seed=3)
    stack_top(house, "cistern")  # doors E, W
    house.begin_explore("basement", (0, 0), "N")
    with pytest.raises(IllegalAction) as info:
        house.place(0)
    assert info.value.rule_id == "B-7.3"


def test_B_G_9_the_rotation_matching_most_doors_is_offered_first(tiles):
    house = House(tiles, seed=4)
    house.place_at("well_room", "basement", (1, 0), 0)        # east of the landing, four doors
    house.place_at("ossuary", "basement", (1, -1), 2)         # doors S, W, N after a half turn
    stack_top(house, "root_cellar")                           # doors N, E
    ex = house.begin_explore("basement", (0, 0), "N")       # into (0, -1): the landing south, ossuary east
    assert door_sides(ex.tile, ex.rotations[0]) == ("E", "S")


def test_B_6_4_the_front_door_cannot_be_explored(tiles):
    house = House(tiles, seed=1)
    with pytest.raises(IllegalAction) as info:
        house.begin_explore("ground", (0, 0), "S")
    assert info.value.rule_id == "B-6.4"


def test_B_7_1_a_door_with_a_room_behind_it_is_not_explored(tiles):
    house = House(tiles, seed=1)
    with pytest.raises(IllegalAction) as info:
        house.begin_explore("ground", (0, 0), "N")  # the Foyer is there
    assert info.value.rule_id == "B-7.1"


def test_B_7_3_a_side_without_a_door_cannot_be_explored(tiles):
    house = House(tiles, seed=1)
    with pytest.raises(IllegalAction) as info:
        house.begin_explore("ground", (0, -2), "N")  # the Grand Staircase's only door is south
    assert info.value.rule_id == "B-7.3"


def test_B_7_7_the_discard_pile_is_shuffled_into_a_new_stack_when_the_stack_runs_out(tiles):
    house = House(tiles, seed=9)
    house.discard, house.stack = house.stack, []
    ex = house.begin_explore("basement", (0, 0), "N")
    assert "basement" in ex.tile.floors
    assert any(note.kind == "reshuffled" and note.rule == "B-7.7" for note in house.log)


def test_B_7_7_no_room_is_discovered_on_a_floor_whose_tiles_are_all_used(tiles):
    house = House(tiles, seed=9)
    house.stack = [i for i in house.stack if "basement" not in tiles.tiles[i].floors]
    with pytest.raises(IllegalAction) as info:
        house.begin_explore("basement", (0, 0), "N")
    assert info.value.rule_id == "B-7.7"


def test_B_24_3_an_upper_tile_can_be_discovered_on_the_roof(tiles):
    house = House(tiles, seed=1)
    stack_top(house, "bedroom")
    ex = house.begin_explore("roof", (0, 0), "E")
    assert ex.tile.id == "bedroom"


def test_B_7_5_a_tile_that_would_seal_the_floor_is_discarded_when_another_would_not(tmp_path):
    ts = tiny_tiles(tmp_path, """\
        - {id: cap, name: {en: Cap, zh-Hant: 測試Cap, zh-Hans: 测试Cap}, floors: [basement], doors: [S]}
        - {id: hall, name: {en: Hall, zh-Hant: 測試Hall, zh-Hans: 测试Hall}, floors: [basement], doors: [N, S]}
        """)
    house = House(ts, seed=1)
    stack_top(house, "cap", "hall")
    ex = house.begin_explore("basement", (0, 0), "N")
    assert ex.tile.id == "hall" and ex.discarded == (("cap", "B-7.5"),)


def test_B_7_5_with_only_sealing_tiles_left_the_floor_stays_open_by_turning_one_room(tmp_path):
    ts = tiny_tiles(tmp_path, """\
        - {id: tee, name: {en: Tee, zh-Hant: 測試Tee, zh-Hans: 测试Tee}, floors: [basement], doors: [N, E, S]}
        - {id: e1, name: {en: East One, zh-Hant: 測試East One, zh-Hans: 测试East One}, floors: [basement], doors: [W, N]}
        - {id: e2, name: {en: East Two, zh-Hant: 測試East Two, zh-Hans: 测试East Two}, floors: [basement], doors: [S, W]}
        - {id: cap, name: {en: Cap, zh-Hant: 測試Cap, zh-Hans: 测试Cap}, floors: [basement], doors: [E]}
        - {id: cap2, name: {en: Cap Two, zh-Hant: 測試Cap Two, zh-Hans: 测试Cap Two}, floors: [basement], doors: [E]}
        """)
    house = House(ts, seed=1)
    house.place_at("tee", "basement", (0, -1), 0)
    house.place_at("e1", "basement", (1, -1), 0)
    house.place_at("e2", "basement", (1, -2), 0)
    stack_top(house, "cap", "cap2")
    ex = house.begin_explore("basement", (1, -2), "W")
    assert ex.forced
    house.place()
    assert house.at("basement", (0, -1)).turn == 1
    assert not house.sealed("basement") and house.connected("basement")
    assert house.log[-1][:2] == ("B-7.5", "turned") and house.log[-1].text.startswith("turned Tee")


def test_B_7_5_when_no_single_turn_helps_the_floor_is_left_for_the_players_to_rearrange(tmp_path):
    ts = tiny_tiles(tmp_path, """\
        - {id: cap, name: {en: Cap, zh-Hant: 測試Cap, zh-Hans: 测试Cap}, floors: [basement], doors: [S]}
        - {id: cap2, name: {en: Cap Two, zh-Hant: 測試Cap Two, zh-Hans: 测试Cap Two}, floors: [basement], doors: [S]}
        """)
    house = House(ts, seed=1)
    ex = house.begin_explore("basement", (0, 0), "N")
    assert ex.forced
    house.place()
    assert house.log[-1][:2] == ("B-7.5", "unsealable")


def test_B_7_5_sealing_the_floor_with_its_last_tile_is_allowed(tmp_path):
    ts = tiny_tiles(tmp_path, """\
        - {id: cap, name: {en: Cap, zh-Hant: 測試Cap, zh-Hans: 测试Cap}, floors: [basement], doors: [S]}
        """)
    house = House(ts, seed=1)
    ex = house.begin_explore("basement", (0, 0), "N")
    assert not ex.forced and ex.rotations == (0,)
    house.place()
    assert not house.sealed("basement") and not house.open_doors("basement")


def test_B_7_5_place_refuses_a_sealing_turn_when_a_safe_one_exists(tmp_path):
    ts = tiny_tiles(tmp_path, """\
        - {id: west, name: {en: West, zh-Hant: 測試West, zh-Hans: 测试West}, floors: [basement], doors: [E, N]}
        - {id: wcap, name: {en: West Cap, zh-Hant: 測試West Cap, zh-Hans: 测试West Cap}, floors: [basement], doors: [S]}
        - {id: bend, name: {en: Bend, zh-Hant: 測試Bend, zh-Hans: 测试Bend}, floors: [basement], doors: [S, E]}
        - {id: cap, name: {en: Cap, zh-Hant: 測試Cap, zh-Hans: 测试Cap}, floors: [basement], doors: [S]}
        """, landing_doors="[N, W]")
    house = House(ts, seed=1)
    house.place_at("west", "basement", (-1, 0), 0)
    house.place_at("wcap", "basement", (-1, -1), 0)
    stack_top(house, "bend", "cap")
    ex = house.begin_explore("basement", (0, 0), "N")
    assert ex.tile.id == "bend" and not ex.forced
    assert ex.rotations == (0,)  # turned once its second door would face West Cap's wall: floor sealed
    with pytest.raises(IllegalAction) as info:
        house.place(1)
    assert info.value.rule_id == "B-7.5"


def test_undo_restores_the_house_the_stack_and_the_rng(tiles):
    house = House(tiles, seed=12)
    before = (dict(house.cells), list(house.stack), list(house.discard), house.rng.getstate())
    house.begin_explore("upper", (0, 0), "W")
    house.place()
    house.undo()
    assert (house.cells, house.stack, house.discard, house.rng.getstate()) == before


def test_cancel_puts_a_drawn_tile_back_on_top(tiles):
    house = House(tiles, seed=12)
    stack = list(house.stack)
    house.begin_explore("ground", (0, -1), "E")
    house.cancel()
    assert house.stack == stack and house.pending is None


def test_undo_with_nothing_discovered_is_refused(tiles):
    with pytest.raises(IllegalAction):
        House(tiles, seed=1).undo()


def test_only_one_tile_can_wait_to_be_placed(tiles):
    house = House(tiles, seed=1)
    house.begin_explore("basement", (0, 0), "N")
    with pytest.raises(IllegalAction) as info:
        house.begin_explore("basement", (0, 0), "S")
    assert info.value.rule_id == "B-7.1"


def test_the_same_seed_draws_the_same_tiles(tiles):
    a, b = House(tiles, seed=77), House(tiles, seed=77)
    for h in (a, b):
        for door in (Door("basement", (0, 0), "N"), Door("upper", (0, 0), "E")):
            h.begin_explore(door.floor, door.cell, door.side)
            h.place()
    assert a.cells == b.cells and a.stack == b.stack


def test_rotating_cycles_through_the_legal_rotations_only(tiles):
    house = House(tiles, seed=1)
    stack_top(house, "dusty_hallway")
    ex = house.begin_explore("basement", (0, 0), "N")
    seen = {house.rotate() for _ in range(len(ex.rotations))}
    assert seen == set(ex.rotations)


def test_principle_1_the_betrayal_rules_import_no_pygame():
    here = os.path.join(ROOT, "rulesets", "betrayal")
    for path in glob.glob(os.path.join(here, "*.py")):
        tree = ast.parse(open(path, encoding="utf-8").read())
        names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        assert not [n for n in names if n.split(".")[0] == "pygame"], path
