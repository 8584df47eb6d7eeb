"""The shipped fortress (N-G.1): it validates, and it has the features and counts the Ninja rules rely on."""
import os

from engine import geometry
from engine.data import load_file
from rulesets.ninja import map_graph
from rulesets.ninja.data import FORTRESS_PATH, load_map

M = load_map()


def test_N_G_1_the_shipped_fortress_loads_through_engine_data_without_problems():
    m = load_file(FORTRESS_PATH, expect_kind="ninja_map")
    assert m.complete is True
    assert os.path.basename(m.source) == "fortress.yaml"


def test_N_G_1_the_fortress_has_about_70_to_100_polygon_zones():
    assert 70 <= len(M.zones) <= 100


def test_N_G_1_every_zone_can_reach_every_other_zone():
    assert map_graph.is_connected(M)


def test_N_G_1_every_zone_can_be_walked_to_over_several_moves_through_gates_and_bridges():
    assert map_graph.walking_graph_connected(M)


def test_N_G_1_adjacency_is_symmetric():
    for z in M.zones:
        for n in z.neighbours:
            assert z.id in M.adjacency[n], (z.id, n)


def test_N_G_1_neighbouring_zones_really_share_a_border_on_the_board():
    for z in M.zones:
        for n in z.neighbours:
            assert geometry.shared_edge_length(z.polygon, M.zone(n).polygon) >= 1.0, (z.id, n)


def test_N_G_1_most_zones_have_four_to_six_neighbours():
    in_range = sum(1 for z in M.zones if 4 <= len(z.neighbours) <= 6)
    assert in_range >= 0.75 * len(M.zones)


def test_N_3_10_the_map_has_exactly_12_watch_posts():
    assert len(map_graph.watch_posts(M)) == 12


def test_N_3_14a_barracks_hold_8_plus_3_sleeping_guards_at_2_each():
    assert 2 * len(map_graph.barracks(M)) >= 8 + 3


def test_N_10_5_the_patrol_track_has_at_least_two_forks():
    assert len(map_graph.track_forks(M)) >= 2


def test_N_10_5_the_patrol_track_has_no_dead_end_where_a_patrol_would_have_to_reverse():
    assert all(len(ns) >= 2 for ns in M.track.values())


def test_N_10_6_no_patrol_track_edge_crosses_a_wall():
    assert not any(M.is_wall(a, b) for a, b in M.patrol_track)


def test_N_3_14b_N_G_8_each_castle_has_7_zones_for_3_missions_2_traps_and_2_hidden_sentries():
    # the guards may put both traps and both hidden sentries in the castle holding 3 missions
    assert len(map_graph.object_zones(M, "west")) >= 3 + 2 + 2
    assert len(map_graph.object_zones(M, "east")) >= 3 + 2 + 2


def test_N_G_8_object_zones_are_castle_interiors_without_a_watch_post_not_moats_or_gates():
    for z in map(M.zone, map_graph.object_zones(M)):
        assert z.type == "castle" and z.castle in ("west", "east") and not z.has("watch_post")


def test_N_1_the_map_has_two_castles_an_outer_moat_and_zones_between_the_castles():
    assert {z.castle for z in M.zones} == {"none", "west", "east"}
    assert any(z.type == "moat" and z.castle == "none" for z in M.zones)
    assert any(z.has("between_castles") for z in M.zones)


def test_N_3_15a_map_edge_zones_are_exactly_the_zones_touching_the_board_border():
    W, H = M.board.width, M.board.height
    border = [(0, 0), (W, 0), (W, H), (0, H)]
    touching = {z.id for z in M.zones if geometry.shared_edge_length(z.polygon, border) > 1.0}
    assert touching == set(map_graph.edge_zones(M))


def test_N_3_15b_the_traitor_has_start_zones_that_are_not_moats_castles_or_between_the_castles():
    starts = map_graph.traitor_start_zones(M)
    assert starts
    for z in map(M.zone, starts):
        assert z.castle == "none" and not z.is_moat and not z.has("between_castles")


def test_N_7_2_hearing_ignores_the_wall_between_the_west_keep_and_the_shrine_room():
    assert M.is_wall("west_keep", "shrine_room")
    assert map_graph.hearing_distance(M, "west_keep", "shrine_room") == 1


def test_N_8_4_walking_cannot_cross_the_wall_between_the_west_keep_and_the_shrine_room():
    assert "shrine_room" not in map_graph.walking_reach(M, "west_keep", 1)
    assert map_graph.walking_reach(M, "west_keep", 2)["shrine_room"] == 2


def test_N_8_4_entering_a_moat_ends_the_walk():
    # West Moat NNE is three zones from West Lodge only by swimming on along the castle moat
    swim_on = map_graph.bfs(M, "west_lodge", 3, can_cross=lambda a, b: not M.is_wall(a, b))
    assert swim_on["west_moat_nne"] == 3
    assert "west_moat_nne" not in map_graph.walking_reach(M, "west_lodge", 3)


def test_N_7_2_hearing_counts_distance_over_moats_and_walls_alike():
    # from the outer grounds, a castle interior is nearer by sound than on foot
    heard = map_graph.hearing_distances(M, "rice_paddies")
    walked = map_graph.bfs(M, "rice_paddies", can_cross=lambda a, b: not M.is_wall(a, b))
    assert heard["west_keep"] < walked["west_keep"]


def test_N_10_5_a_patrol_leaving_a_fork_may_take_either_branch_but_not_reverse():
    fork = "north_plaza"
    came_from = "well_court"
    onward = map_graph.track_next(M, came_from, fork)
    assert len(onward) == 2 and came_from not in onward


def test_N_10_2_a_patrol_moves_exactly_two_zones_along_its_facing():
    paths = map_graph.patrol_paths(M, "well_court", "north_plaza", 2)
    assert paths and all(len(p) == 2 and p[0] == "north_plaza" for p in paths)
    assert {p[1] for p in paths} == set(map_graph.track_next(M, "well_court", "north_plaza"))
