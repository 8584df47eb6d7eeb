"""What the house holds and how it changes beyond placing: windows (B-7.3), barrier sides (B-8.1), tokens and
passages (B-8.3), figures, moving a placed room (B-8.8, B-7.6), and the house as plain data."""
import pytest

from engine.data import load_file
from engine.rules.api import IllegalAction
from rulesets.betrayal.data import load_tiles
from rulesets.betrayal.grid import barrier_side
from rulesets.betrayal.house import Door, House


@pytest.fixture(scope="module")
def tiles():
    return load_tiles()


def test_B_7_3_a_window_facing_a_placed_room_is_false_and_one_facing_nothing_is_real(tiles):
    house = House(tiles, seed=1)
    bedroom = house.place_at("bedroom", "upper", (1, 0), 0)      # doors E, W; window N
    assert house.windows(bedroom) == ("N",) and house.false_windows(bedroom) == ()
    house.place_at("servants_hall", "upper", (0, -1), 0)        # north of the landing
    house.place_at("nursery", "upper", (1, -1), 0)               # in front of the bedroom's window
    assert house.false_windows(bedroom) == ("N",) and house.windows(bedroom) == ()


def test_B_7_3_the_grand_staircase_window_stays_real_while_nothing_is_north_of_it(tiles):
    house = House(tiles, seed=1)
    assert house.windows(house.at("ground", (0, -2))) == ("N",)


def test_B_8_1_a_door_on_the_barrier_side_list_opens_onto_the_near_side(tiles):
    chasm = tiles.tiles["chasm"]                                 # doors E, W; near side E
    assert barrier_side(chasm, 0, "E") == "near" and barrier_side(chasm, 0, "W") == "far"
    assert barrier_side(chasm, 2, "W") == "near"                 # turned round, the near door faces west
    assert barrier_side(tiles.tiles["dusty_hallway"], 0, "N") == ""


def test_B_8_1_the_revolving_wall_splits_its_room_like_a_barrier(tiles):
    wall = tiles.tiles["revolving_wall"]
    assert barrier_side(wall, 0, "W") == "near" and barrier_side(wall, 0, "E") == "far"


def test_B_8_3_a_token_placed_in_a_barrier_room_keeps_the_chosen_side(tiles):
    house = House(tiles, seed=1)
    house.place_at("chasm", "basement", (1, 0), 0)
    house.add_token("chasm", "secret_passage", side="far")
    assert house.tokens_in("chasm") == [{"kind": "secret_passage", "side": "far", "owner": ""}]


def test_B_8_3_a_token_cannot_go_into_a_room_not_yet_in_the_house(tiles):
    with pytest.raises(IllegalAction):
        House(tiles, seed=1).add_token("chasm", "obstacle")


def test_B_10_2_the_item_pile_marker_is_removed_and_a_missing_marker_refused(tiles):
    house = House(tiles, seed=1)
    house.add_token("foyer", "item_pile")
    house.remove_token("foyer", "item_pile")
    assert house.tokens_in("foyer") == [] and "foyer" not in house.tokens
    with pytest.raises(IllegalAction):
        house.remove_token("foyer", "item_pile")


def test_B_24_7_explorer_tokens_carry_their_owner(tiles):
    house = House(tiles, seed=1)
    house.add_token("foyer", "explorer", owner="red")
    assert house.tokens_in("foyer", "explorer")[0]["owner"] == "red"


def test_B_20_6_a_secret_passage_links_two_rooms_both_ways(tiles):
    house = House(tiles, seed=1)
    house.link("secret_passage", "foyer", "upper_landing")
    assert house.passages_from("foyer") == [("secret_passage", "upper_landing")]
    assert house.passages_from("upper_landing") == [("secret_passage", "foyer")]


def test_B_8_1_a_figure_in_a_barrier_room_stands_on_one_side(tiles):
    house = House(tiles, seed=1)
    house.place_at("chasm", "basement", (1, 0), 0)
    house.put_figure("Zoe", "chasm", "near")
    assert house.figures["Zoe"] == {"room": "chasm", "side": "near"}
    with pytest.raises(ValueError):
        house.put_figure("Zoe", "chasm", "")
    with pytest.raises(ValueError):
        house.put_figure("Zoe", "foyer", "near")


def elevator_house(tiles):
    house = House(tiles, seed=3)
    house.place_at("mystic_elevator", "ground", (1, -1), 3)     # its one door (N) turned to face west
    return house


def test_B_8_8_moving_the_elevator_carries_its_figures_and_tokens(tiles):
    house = elevator_house(tiles)
    house.put_figure("Zoe", "mystic_elevator")
    house.add_token("mystic_elevator", "secret_passage")
    door = Door("upper", (0, 0), "E")
    moved = house.move_tile("mystic_elevator", door)
    assert (moved.floor, moved.cell) == ("upper", (1, 0)) and house.at("ground", (1, -1)) is None
    assert house.figures_in("mystic_elevator") == ["Zoe"] and house.tokens_in("mystic_elevator")
    assert house.where("mystic_elevator") is moved and ("upper", (1, 0)) in house.order


def test_B_8_8_the_moved_elevator_turns_its_door_toward_the_door_it_joins(tiles):
    house = elevator_house(tiles)
    moved = house.move_tile("mystic_elevator", Door("basement", (0, 0), "S"))
    assert moved.cell == (0, 1) and house.matched_doors(moved.tile, "basement", moved.cell, moved.turn) == 1


def test_B_7_6_the_elevator_never_moves_where_it_would_seal_a_floor(tmp_path):
    path = tmp_path / "tiles.yaml"
    path.write_text("""\
kind: betrayal_tiles
# Test tiles authored for Lantern's tests: a basement with one open door and a lift on the ground floor.
landings:
  - {id: low, name: {en: Low Landing, zh-Hant: 測試Low Landing, zh-Hans: 测试Low Landing}, start: {floor: basement, at: [0, 0]}, doors: [N]}
  - {id: hall, name: {en: Hall, zh-Hant: 測試Hall, zh-Hans: 测试Hall}, start: {floor: ground, at: [0, 0]}, doors: [N, E]}
rooms:
  - {id: lift, name: {en: Lift, zh-Hant: 測試Lift, zh-Hans: 测试Lift}, floors: [basement, ground], doors: [N]}
  - {id: spare, name: {en: Spare, zh-Hant: 測試Spare, zh-Hans: 测试Spare}, floors: [basement], doors: [N, S]}
""")
    house = House(load_file(str(path)), seed=1, widows_walk=False)
    house.place_at("lift", "ground", (1, 0), 3)
    # in the basement the lift would take the last open door while Spare is still to be discovered
    assert [(d.floor, d.side) for d, _ in house.move_destinations("lift")] == [("ground", "N")]
    with pytest.raises(IllegalAction) as info:
        house.move_tile("lift", Door("basement", (0, 0), "N"))
    assert info.value.rule_id == "B-7.6"
    assert house.where("lift").cell == (1, 0)


def test_B_8_8_a_landing_never_moves(tiles):
    with pytest.raises(IllegalAction):
        House(tiles, seed=1).move_tile("foyer", Door("upper", (0, 0), "E"))


def test_undo_takes_back_a_move_with_its_tokens(tiles):
    house = elevator_house(tiles)
    before = house.to_plain()
    house.move_tile("mystic_elevator", Door("upper", (0, 0), "E"))
    house.undo()
    assert house.to_plain() == before


def test_the_house_survives_plain_data_unchanged(tiles):
    house = elevator_house(tiles)
    house.add_token("mystic_elevator", "obstacle")
    house.link("mystic_slide", "foyer", "basement_landing")
    house.put_figure("Zoe", "foyer")
    again = House.from_plain(tiles, house.to_plain())
    assert again.to_plain() == house.to_plain() and again.cells == house.cells
    again.tokens["mystic_elevator"].clear()
    assert house.tokens_in("mystic_elevator"), "from_plain copies, never shares"
