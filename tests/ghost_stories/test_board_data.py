"""The shipped Ghost Stories board data: it validates and holds the components the digest names."""
from engine.data import validate_paths
from rulesets.ghost_stories import data
from rulesets.ghost_stories.board import load_board


def test_shipped_board_yaml_validates_without_problems():
    assert validate_paths([data.BOARD_PATH]) == []


def test_part2_ten_village_tiles_nine_base_plus_kung_fu_school():
    board = load_board()
    assert len(board.tiles) == 10
    assert [t.id for t in board.tiles if t.expansion == "white_moon"] == ["kung_fu_school"]


def test_G_10_each_village_tile_has_its_own_action_keyword():
    keywords = [t.action.keyword for t in load_board().tiles]
    assert len(set(keywords)) == 10


def test_G_10_every_tile_keyword_is_a_known_handler_name():
    for t in load_board().tiles:
        assert t.action.keyword in data.TILE_ACTIONS


def test_G_10_4_cemetery_revives_with_two_qi():
    assert load_board().tile("cemetery").action.params == {"qi": 2}


def test_G_10_6_herbalist_rolls_two_tao_dice():
    assert load_board().tile_by_keyword("gather_tao").action.params["dice"] == 2


def test_G_10_tiles_cite_their_rule_id():
    rules = {t.id: t.rule for t in load_board().tiles}
    assert rules["tea_house"] == "G-10.12" and rules["kung_fu_school"] == "G-10.13"


def test_part2_four_taoist_boards_of_three_ghost_spaces_each():
    board = load_board()
    assert [b.colour for b in board.boards] == ["red", "yellow", "green", "blue"]
    assert all(len(b.spaces) == 3 for b in board.boards)
    assert len(set(board.space_ids)) == 12


def test_G_G_4_board_sides_carry_the_authored_power_names():
    board = load_board()
    names = {b.colour: (b.powers.A.name, b.powers.B.name) for b in board.boards}
    assert names["red"] == ("Swift Stride", "Guiding Hand")
    assert names["blue"] == ("Twin Forms", "Fist and Word")


def test_G_5_3_haunter_track_ends_on_the_haunting_step():
    track = load_board().haunter_track
    assert [s.on_enter for s in track] == ["push_villager", "haunt_tile"]
    assert [s.id for s in track if s.icon] == ["first"]


def test_G_11_four_receptacles_one_per_corner():
    board = load_board()
    assert sorted(r.cell for r in board.receptacles) == ["ne", "nw", "se", "sw"]


def test_G_3_2_portal_defaults_to_the_centre_tile():
    assert load_board().portal.default_cell == "c"
