"""Betrayal discovery through the rules API (B-7, B-9.1, B-24.6, B-G.9)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.state import house_of, keep, tiles
from tests.betrayal.rules_support import act, deck_top, new_game, put, stack_top, where


def test_B_7_1_exploring_draws_a_tile_for_this_floor_and_the_discoverer_must_place_it():
    s = new_game()
    act(s, "explore", "E")
    p = R.pending(s)
    assert p.kind == "place_tile" and p.seat == 0
    assert "ground" in tiles().tiles[s.decision["tile"]].floors


def test_B_7_1_placing_moves_the_explorer_into_the_new_room_for_one_movement():
    s = new_game()
    stack_top(s, "music_room")                              # doors E, W: no symbol
    act(s, "explore", "E")
    act(s, *R.legal_actions(s, 0)[0])
    assert where(s, 0)["room"] == "music_room" and s.turn["movement"] == 3
    assert s.discovered == {"music_room": 0} and R.pending(s).kind == "turn"
    assert house_of(s).at("ground", (1, 0)).tile.id == "music_room"


def test_B_G_9_every_legal_turn_is_offered_the_one_matching_most_doors_first():
    s = new_game()
    stack_top(s, "parlour")                                 # four doors: every turn fits
    act(s, "explore", "E")
    options = R.legal_actions(s, 0)
    assert options == [("place", t) for t in s.decision["rotations"]] and len(options) == 4
    house = house_of(s)
    matched = [house.matched_doors(tiles().tiles["parlour"], "ground", (1, 0), t) for _, t in options]
    assert matched[0] == max(matched)


def test_B_7_3_a_turn_with_no_door_toward_the_explorer_is_refused():
    s = new_game()
    put(s, 0, "basement_landing")
    stack_top(s, "cistern")                                 # doors E, W
    act(s, "explore", "N")
    with pytest.raises(IllegalAction) as info:
        act(s, "place", 0)
    assert info.value.rule_id == "B-7.3" and R.pending(s).kind == "place_tile"


def test_B_7_1_nothing_else_happens_until_the_discovered_room_is_placed():
    s = new_game()
    act(s, "explore", "E")
    with pytest.raises(IllegalAction) as info:
        act(s, "end_turn")
    assert info.value.rule_id == "B-7.1"


def test_B_9_1_discovering_a_room_with_a_symbol_draws_that_card_and_ends_the_movement():
    s = new_game()
    stack_top(s, "dining_room")                             # omen symbol
    act(s, "explore", "E")
    act(s, *R.legal_actions(s, 0)[0])
    omen = s.explorers[0]["cards"][-1]
    assert s.omens_drawn == 1 and s.turn["drew_omen"] and s.turn["movement_over"]
    assert not [a for a in R.legal_actions(s, 0) if a[0] in ("move", "explore")]
    assert any(e.kind == "card_drawn" and e.data["card"] == omen for e in R.log(s))


def test_B_9_1_only_the_first_explorer_to_discover_a_room_draws():
    """B-23.3: only the first explorer to enter a room triggers its symbol."""
    s = new_game()
    stack_top(s, "parlour")                                 # event symbol, four doors
    deck_top(s, "event", "quiet_moment")
    act(s, "explore", "E")
    act(s, *R.legal_actions(s, 0)[0])
    assert s.event_discard == ["quiet_moment"]
    act(s, "end_turn")
    events = len(s.decks["event"])
    act(s, "move", "parlour")                               # Ada enters it second: no card
    assert len(s.decks["event"]) == events and not s.turn["movement_over"]


def test_B_24_6_a_room_with_the_any_symbol_lets_the_discoverer_choose_the_deck():
    s = new_game()
    put(s, 0, "roof_landing")
    stack_top(s, "widows_walk")
    act(s, "explore", "N")
    act(s, *R.legal_actions(s, 0)[0])
    assert R.pending(s).kind == "choose_deck"
    assert R.legal_actions(s, 0)[0] == ("draw", "item")
    events = len(s.decks["event"])
    assert R.describe_action(s, ("draw", "event")) == "Draw an event"
    act(s, "draw", "event")
    assert R.pending(s).kind != "choose_deck" and len(s.decks["event"]) == events - 1


def test_B_7_7_no_room_is_discovered_on_a_floor_whose_tiles_are_all_used():
    s = new_game()
    put(s, 0, "basement_landing")
    house = house_of(s)
    house.stack = [t for t in house.stack if "basement" not in tiles().tiles[t].floors]
    keep(s, house)
    assert not [a for a in R.legal_actions(s, 0) if a[0] == "explore"]
    with pytest.raises(IllegalAction) as info:
        act(s, "explore", "N")
    assert info.value.rule_id == "B-7.7"


def test_B_H_1_the_view_shows_only_the_back_of_the_top_room_tile():
    s = new_game()
    top = s.house["stack"][-1]
    v = R.view(s, 1)
    assert v["room_stack"]["top_back"] == list(tiles().tiles[top].floors)
    assert "stack" not in v and top not in str({k: x for k, x in v.items() if k != "room_stack"})
    assert R.view(R.redeal_secrets(s, 1, 99), 1) == v


def test_the_door_words_name_the_side_the_door_faces():
    s = new_game()
    stack_top(s, "music_room")
    act(s, "explore", "E")
    text = R.describe_action(s, R.legal_actions(s, 0)[0])
    assert text in ("Place the Music Room with doors facing east and west",
                    "Place the Music Room with doors facing west and east")


def test_B_7_5_a_forced_placement_turns_a_room_and_the_log_says_so_once():
    import random

    from rulesets.betrayal.house import House
    house = House(tiles(), seed=86)                         # the roof runs short of doors (see test_explore)
    chooser = random.Random(86)
    while True:
        doors = house.explorable_doors()
        floor = min({d.floor for d in doors}, key=lambda f: (len(house.open_doors(f)), f))
        door = chooser.choice([d for d in doors if d.floor == floor])
        if house.begin_explore(door.floor, door.cell, door.side).forced:
            house.cancel()
            break
        house.place()
    s = new_game()
    s.house = dict(house.to_plain(), figures=s.house["figures"])
    put(s, 0, house.at(door.floor, door.cell).tile.id)
    act(s, "explore", door.side)
    assert s.decision["forced"]
    act(s, *R.legal_actions(s, 0)[0])
    assert [e.kind for e in R.log(s)].count("room_turned") == 1
    while R.pending(s).kind != "turn":                      # whatever the new room's card asks
        act(s, *R.legal_actions(s, R.pending(s).seat)[0])
    put(s, 0, "basement_landing")
    s.turn.update(movement=4, movement_over=False)
    side = next(a[1] for a in R.legal_actions(s, 0) if a[0] == "explore")
    act(s, "explore", side)
    act(s, *R.legal_actions(s, 0)[0])
    assert [e.kind for e in R.log(s)].count("room_turned") == 1, "a later placement does not repeat it"


def test_B_6_1_exploring_with_the_last_movement_leaves_none():
    s = new_game()
    s.turn["movement"] = 1
    stack_top(s, "music_room")
    act(s, "explore", "E")
    act(s, *R.legal_actions(s, 0)[0])
    assert s.turn["movement"] == 0 and not [a for a in R.legal_actions(s, 0) if a[0] in ("move", "explore")]
