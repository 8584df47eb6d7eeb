"""The invariants the playout series checks after every action really notice each kind of breakage (else the
series would pass vacuously): a card lost or doubled, a clip off its track, a figure in a room not yet placed,
a sealed floor (B-7.5), room tiles not conserved, a monster in a room not placed."""
from rulesets.betrayal import rules as R
from rulesets.betrayal.house import Placed
from rulesets.betrayal.rules.state import house_of, keep
from tests.betrayal.combat_support import lamplighter
from tests.betrayal.rules_support import new_game
from tests.betrayal.test_rules_forced_placement import house_before_the_forced_door


def broken(s):
    s.__dict__.pop("_house", None)
    return "; ".join(R.invariants(s))


def test_a_fresh_game_and_a_revealed_haunt_break_no_invariant():
    assert broken(new_game(players=4)) == "" and broken(lamplighter()) == ""


def test_B_G_3_a_card_in_two_places_is_noticed():
    s = new_game()
    s.explorers[0]["cards"].append(s.decks["item"][-1])
    assert "cards are not conserved" in broken(s)


def test_B_G_3_a_card_gone_from_every_pile_is_noticed():
    s = new_game()
    s.decks["omen"].pop()
    assert "cards are not conserved" in broken(s)


def test_B_4_2_a_clip_off_its_track_is_noticed():
    s = new_game()
    s.explorers[1]["traits"]["speed"] = 8
    assert "speed clip is off its track" in broken(s)


def test_B_6_1_a_figure_in_a_room_not_yet_placed_is_noticed():
    s = new_game()
    explorer = s.explorers[0]["explorer"]
    s.house = dict(s.house, figures=dict(s.house["figures"], **{explorer: {"room": "chapel", "side": ""}}))
    assert "stands in a room that is not placed" in broken(s)


def test_B_3_6_a_room_tile_lost_from_the_stack_is_noticed():
    s = new_game()
    s.house = dict(s.house, stack=s.house["stack"][:-1])
    assert "room tiles are not conserved" in broken(s)


def test_B_7_5_a_sealed_floor_with_tiles_left_for_it_is_noticed():
    house, door = house_before_the_forced_door()
    drawn = house.begin_explore(door.floor, door.cell, door.side)     # every tile left would seal the roof
    house._put(Placed(drawn.tile, door.floor, door.target, drawn.rotations[0]))   # placed with no room turned
    house.order.append((door.floor, door.target))
    house.pending = None
    s = new_game(players=3)
    plain = house.to_plain()
    plain["figures"] = s.house["figures"]
    s.house = plain
    assert house.sealed("roof") and "roof floor is sealed" in broken(s)


def test_a_monster_in_a_room_not_placed_is_noticed():
    s = lamplighter()
    s.haunt["monsters"][0]["room"] = "chapel"
    assert "stands in a room that is not placed" in broken(s)


def test_the_invariants_read_the_state_not_a_remembered_house():
    s = new_game()
    house = house_of(s)
    keep(s, house)
    s.house = dict(s.house, stack=s.house["stack"][:-1])
    assert "room tiles are not conserved" in "; ".join(R.invariants(s))


def test_B_21_2_a_buried_explorer_still_holding_an_item_is_noticed():
    s = lamplighter()
    s.explorers[1]["dead"], s.explorers[1]["buried"] = "might", True
    s.decks["item"].remove("revolver")
    s.explorers[1]["cards"].append("revolver")
    assert "is dead but still holds an item" in broken(s)
