"""Malformed ninja_map files are rejected with the exact file:line:col, key path and message (N-G.1 checks)."""
import os
import subprocess
import sys

import pytest

from engine.data import DataError, load_file, validate_paths
from rulesets.ninja import map_graph
from rulesets.ninja.data import FORTRESS_PATH, load_map
from tests import ROOT

BAD = os.path.join("tests", "fixtures", "bad", "ninja")


@pytest.fixture(autouse=True)
def at_root(monkeypatch):
    # messages name files relative to the working directory
    monkeypatch.chdir(ROOT)


def problems_of(name):
    return [str(p) for p in validate_paths([os.path.join(BAD, name)])]


def at(name, line, col, rest):
    return f"{os.path.join(BAD, name)}:{line}:{col}: {rest}"


def test_N_G_1_the_six_square_base_of_the_fixtures_is_itself_valid(tmp_path):
    # every fixture is this map with one change; the base must load so each fixture isolates one problem
    text = open(os.path.join(BAD, "dangling_neighbour.yaml"), encoding="utf-8").read()
    path = tmp_path / "base.yaml"
    path.write_text(text.replace("neighbours: [b, f, tower]", "neighbours: [b, f]"), encoding="utf-8")
    m = load_file(str(path), expect_kind="ninja_map")
    assert [z.id for z in m.zones] == ["a", "b", "c", "d", "e", "f"]


def test_N_G_1_a_neighbour_naming_no_zone_is_a_dangling_reference():
    assert problems_of("dangling_neighbour.yaml") == [
        at("dangling_neighbour.yaml", 8, 88, "zones[2].neighbours[2]: unknown zone 'tower'")]


def test_N_G_1_adjacency_listed_on_one_side_only_is_reported_as_asymmetric():
    assert problems_of("asymmetric_adjacency.yaml") == [
        at("asymmetric_adjacency.yaml", 8, 85, "zones[2].neighbours[1]: adjacency is not symmetric: "
                                               "'f' does not list 'c' among its neighbours")]


def test_N_G_1_a_self_intersecting_zone_polygon_is_rejected():
    assert problems_of("self_intersecting_polygon.yaml") == [
        at("self_intersecting_polygon.yaml", 9, 93, "zones[3].polygon: polygon is self-intersecting: "
                                                    "edge 0 crosses edge 2")]


def test_N_G_1_a_zone_polygon_of_two_points_is_rejected():
    assert problems_of("two_point_polygon.yaml") == [
        at("two_point_polygon.yaml", 8, 98, "zones[2].polygon: a polygon needs at least 3 points, found 2")]


def test_N_G_1_an_unknown_zone_type_names_the_allowed_types():
    assert problems_of("bad_zone_type.yaml") == [
        at("bad_zone_type.yaml", 10, 58, "zones[4].type: expected one of grounds, moat, bridge, courtyard, "
                                         "garden, castle, found string 'swamp'")]


def test_N_G_1_a_repeated_zone_id_points_back_at_the_first():
    assert problems_of("duplicate_zone_id.yaml") == [
        at("duplicate_zone_id.yaml", 11, 10, "zones[5].id: duplicate id 'e' (first at line 10)")]


def test_N_G_1_a_wall_between_zones_that_are_not_neighbours_is_rejected():
    assert problems_of("wall_between_non_neighbours.yaml") == [
        at("wall_between_non_neighbours.yaml", 14, 15, "borders[1].between: 'a' and 'f' are not neighbours, "
                                                       "so no border lies between them")]


def test_N_G_1_neighbours_whose_polygons_do_not_touch_are_reported_on_both_sides():
    assert problems_of("neighbours_without_shared_edge.yaml") == [
        at("neighbours_without_shared_edge.yaml", 6, 86,
           "zones[0].neighbours[2]: 'f' is listed as a neighbour but the polygons share no edge"),
        at("neighbours_without_shared_edge.yaml", 11, 99,
           "zones[5].neighbours[2]: 'a' is listed as a neighbour but the polygons share no edge")]


def test_N_G_1_zones_sharing_an_edge_must_list_each_other():
    assert problems_of("missing_neighbour.yaml") == [
        at("missing_neighbour.yaml", 10, 81, "zones[4].neighbours: polygon shares an edge with 'd' (length 100) "
                                             "but neither zone lists the other as a neighbour")]


def test_N_G_1_overlapping_zone_polygons_are_rejected():
    assert problems_of("overlapping_polygons.yaml") == [
        at("overlapping_polygons.yaml", 8, 98, "zones[2].polygon: polygon overlaps zone 'b' (zones[1])")]


def test_N_G_1_a_zone_reaching_past_the_board_is_rejected():
    assert problems_of("polygon_off_board.yaml") == [
        at("polygon_off_board.yaml", 8, 98, "zones[2].polygon: polygon reaches outside the board (0..300 x 0..200)")]


def test_N_10_a_patrol_track_edge_between_non_neighbours_is_rejected():
    assert problems_of("track_between_non_neighbours.yaml") == [
        at("track_between_non_neighbours.yaml", 17, 6,
           "patrol_track[2]: track edge 'a'-'f' joins zones that are not neighbours")]


def test_N_10_6_a_patrol_track_edge_through_a_wall_is_rejected():
    assert problems_of("track_crosses_wall.yaml") == [
        at("track_crosses_wall.yaml", 17, 6,
           "patrol_track[2]: track edge 'b'-'e' crosses a wall (N-10.6: patrols never cross walls)")]


def test_N_G_1_an_unknown_zone_key_lists_the_known_keys():
    assert problems_of("unknown_zone_key.yaml") == [
        at("unknown_zone_key.yaml", 9, 64, "zones[3].colour: unknown key 'colour' "
                                           "(expected one of: id, name, type, polygon, neighbours, castle, tags)")]


def test_every_ninja_fixture_fails_through_main_py_validate_with_exit_1_and_no_traceback():
    result = subprocess.run([sys.executable, "main.py", "validate", BAD], cwd=ROOT, capture_output=True, text=True,
                            env=dict(os.environ, SDL_VIDEODRIVER="dummy"), timeout=120)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    named = {line.split(":")[0] for line in result.stdout.splitlines()}
    assert named == {os.path.join(BAD, f) for f in os.listdir(BAD) if f.endswith(".yaml")}


# ---- whole-map checks, only for a file that says `complete: true` ----------------------------
def fortress_variant(tmp_path, old, new, count=1):
    text = open(FORTRESS_PATH, encoding="utf-8").read()
    assert text.count(old) >= count
    path = tmp_path / "fortress_variant.yaml"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return str(path), text


def complete_problems(path):
    with pytest.raises(DataError) as err:
        load_file(path)
    return [(p.path, p.message) for p in err.value.problems]


def test_N_3_10_a_complete_map_with_11_watch_posts_reports_the_count_found(tmp_path):
    path, _ = fortress_variant(tmp_path, "tags: [watch_post]", "tags: []")
    assert complete_problems(path) == [
        ("zones", "a complete map needs exactly 12 watch posts (N-3.10), found 11")]


def test_N_3_10_the_watch_post_count_is_reported_at_the_zones_key(tmp_path):
    path, text = fortress_variant(tmp_path, "tags: [watch_post]", "tags: []")
    with pytest.raises(DataError) as err:
        load_file(path)
    zones_line = text.splitlines().index("zones:") + 1
    # the zones list starts on the line after its key
    assert (err.value.problems[0].mark.line, err.value.problems[0].mark.col) == (zones_line + 1, 3)


def test_N_3_14a_a_complete_map_needs_barracks_for_11_sleeping_guards(tmp_path):
    shipped = len(map_graph.barracks(load_map()))
    assert shipped == 7   # 14 places for sleeping guards; taking two barracks away leaves 10 < 11
    path, _ = fortress_variant(tmp_path, "tags: [barracks]", "tags: []", count=2)
    barracks = shipped - 2
    assert complete_problems(path) == [
        ("zones", f"barracks hold {barracks * 2} sleeping guards at 2 each, 11 needed (N-3.14a, N-17.7)")]


def test_N_3_14b_N_G_8_a_castle_with_only_6_object_zones_is_refused(tmp_path):
    # the Scroll Room turned into a courtyard leaves the west castle 6 interiors without a watch post
    path, _ = fortress_variant(tmp_path, "\"卷轴室\"}\n    type: castle", "\"卷轴室\"}\n    type: courtyard")
    assert complete_problems(path) == [
        ("zones", "the west castle has 6 interior zones without a watch post, 7 needed: its 3 missions, and both "
                  "traps and both hidden sentries may be put in the same castle (N-3.14b, N-G.8)")]


def test_N_G_1_a_small_map_without_complete_true_skips_the_whole_map_counts():
    text = open(os.path.join(BAD, "dangling_neighbour.yaml"), encoding="utf-8").read()
    assert "complete" not in text and "watch_post" not in text


def test_N_14_1_a_zone_on_the_board_edge_must_be_tagged_map_edge(tmp_path):
    path, text = fortress_variant(tmp_path, "tags: [map_edge]", "tags: []")
    first_edge_zone = text.split("tags: [map_edge]")[0].rsplit("- id: ", 1)[1].split()[0]
    assert complete_problems(path) == [
        ("zones[0].tags", f"zone {first_edge_zone!r} touches the board edge but is not tagged map_edge (N-14.1)")]
