"""The haunt roll (B-5.2, B-14): after a turn with an omen; under the omens drawn the haunt is revealed."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import effects
from tests.betrayal.haunt_support import place_somewhere
from tests.betrayal.rules_support import act, deck_top, dice, new_game, put


def omen_turn(s, omen="old_key"):
    deck_top(s, "omen", omen)
    effects.draw_card(s, 0, "omen", "a test")
    effects.resolve(s)
    return s


def test_B_14_1_no_haunt_roll_after_a_turn_without_an_omen():
    s = new_game()
    act(s, "end_turn")
    assert not [e for e in R.log(s) if e.kind == "haunt_rolled"] and R.outcome(s) is None


def test_B_14_1_a_roll_under_the_omens_drawn_begins_the_haunt_with_the_revealer_named():
    s = new_game()
    place_somewhere(s, "dining_room")
    put(s, 0, "dining_room")
    omen_turn(s)
    dice(s, [0, 0, 0, 0, 0, 0])
    act(s, "end_turn")
    revealed = [e for e in R.log(s) if e.kind == "haunt_revealed"]
    assert s.phase == "haunt" and revealed and revealed[0].data["revealer"] == 0


def test_B_15_1_an_omen_drawn_where_the_chart_has_no_row_ends_the_game_cleanly_saying_so():
    s = omen_turn(new_game())     # drawn in the Entrance Hall, which has no omen symbol
    dice(s, [0, 0, 0, 0, 0, 0])
    act(s, "end_turn")
    out = R.outcome(s)
    assert out.result == "haunt_unfinished" and "chart has no haunt" in out.reason
    assert R.pending(s) is None and R.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction):
        act(s, "end_turn")


def test_B_14_1_a_roll_reaching_the_omens_drawn_lets_play_go_on():
    s = omen_turn(new_game())
    dice(s, [1, 0, 0, 0, 0, 0])
    act(s, "end_turn")
    assert R.outcome(s) is None and R.pending(s).seat == 1


@pytest.mark.parametrize("total,begins", [(5, False), (4, True)])
def test_B_14_2_with_the_fifth_omen_a_five_avoids_the_haunt_and_a_four_begins_it(total, begins):
    s = new_game()
    s.omens_drawn = 4
    omen_turn(s)
    faces = [2] * (total // 2) + [1] * (total % 2)
    dice(s, faces + [0] * (6 - len(faces)))
    act(s, "end_turn")
    assert (s.phase != "turns") == begins
    rolled = [e for e in R.log(s) if e.kind == "haunt_rolled"][-1]
    assert rolled.data["total"] == total and rolled.data["omens"] == 5 and len(rolled.data["faces"]) == 6


def test_B_5_2_the_haunt_roll_waits_until_the_end_of_the_turn():
    s = omen_turn(new_game())
    assert R.outcome(s) is None and not [e for e in R.log(s) if e.kind == "haunt_rolled"]
    assert R.pending(s).seat == 0


def test_B_5_1_the_turn_cannot_end_while_damage_waits_to_be_split():
    s = new_game()
    deck_top(s, "event", "unseen_hands")
    effects.draw_card(s, 0, "event", "a test")
    effects.resolve(s)
    with pytest.raises(IllegalAction) as info:
        act(s, "end_turn")
    assert info.value.rule_id == "B-4.5"


def test_B_14_1_when_no_omen_room_is_left_to_find_the_game_ends_without_a_haunt():
    """Lantern's stopgap, not the seed's: with no omen or '?' room left in the stack the haunt can never come."""
    from rulesets.betrayal.rules.state import house_of, keep, tiles
    s = new_game()
    house = house_of(s)
    keep_only = [t for t in house.stack if not {"omen", "any"} & set(tiles().tiles[t].symbols)]
    gone = [t for t in house.stack + house.discard if t not in keep_only]
    house.stack, house.discard = keep_only, []
    keep(s, house)
    act(s, "end_turn")
    assert gone and R.outcome(s).result == "no_haunt" and "never came" in R.outcome(s).reason
