"""Smaller Mice and Mystics rules: the die (M-G.4), cheese from rolls (M-7.2, M-7.5), special areas (M-6.3),
rounds (M-4.1), a minion's move then battle (M-13.1), visited sides (M-G.11), open backpacks (M-H.3)."""
from engine.rules.rng import Rng
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import dice
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, HOLE, arrange, chapter, place


def test_M_G_4_the_die_faces_and_their_movement_numbers():
    assert [dice.icon(f) for f in range(1, 7)] == ["sword", "sword", "bow", "sword and shield", "cheese", "star"]
    assert [dice.movement(f) for f in range(1, 7)] == [1, 2, 3, 1, 2, 3]
    assert dice.hits([1, 2, 3, 4, 5, 6], ranged=False) == 3 and dice.hits([1, 2, 3, 4, 5, 6], ranged=True) == 1
    assert dice.blocks([1, 2, 3, 4, 5, 6]) == 1


def _attack_with(pred):
    """Collin's melee attack on a rat, on the first seed whose log satisfies `pred`."""
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    for seed in range(2000):
        trial = R.clone(s)
        trial.rng = Rng(seed)
        R.apply(trial, ("melee", "rat 3"))
        if pred(trial):
            return trial
    raise AssertionError("no such seed")


def _faces(s, kind):
    return [e.data["faces"] for e in R.log(s) if e.kind == kind][-1:] or [[]]


def test_M_7_2_each_cheese_a_mouse_rolls_is_its_own():
    s = _attack_with(lambda t: dice.cheese(_faces(t, "mouse_attacks")[0]) == 2)
    assert st.mouse(s, "collin")["cheese"] == 2


def test_M_7_5_each_cheese_a_minion_rolls_goes_on_the_wheel():
    s = _attack_with(lambda t: dice.cheese(_faces(t, "minion_defends")[0]) == 1)
    assert s.cheese_wheel == 1


def test_M_6_3_a_special_area_space_holds_any_number_of_figures():
    mice = {"collin": [HOLE, "s6"], "wren": [HOLE, "s6"], "tobias": [HOLE, "s6"], "clove": [HOLE, "s2"]}
    s = arrange(chapter(), mice, minions=[("rat", HOLE, "s6")], turn_of="clove")
    assert st.face(s, HOLE).space("s6").special and not st.is_full(s, [HOLE, "s6"])
    R.apply(s, ("step", "s6"))
    assert place(s, "clove") == [HOLE, "s6"] and not R.invariants(s)


def test_M_4_1_a_round_ends_when_the_last_card_has_played():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["wren", "tobias", "clove", "collin"])
    R.apply(s, ("end_turn",))
    assert s.round == 2 and s.turn["hero"] == "wren"


def test_M_13_1_each_rat_moves_then_battles():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s7")], movement=0, faces=(2,))
    R.apply(s, ("end_turn",))
    kinds = [e.kind for e in R.log(s) if e.kind in ("minion_moves", "minion_attacks")]
    assert kinds == ["minion_moves", "minion_attacks"]


def test_M_G_11_exploring_back_into_a_visited_side_has_no_new_encounter():
    s_again = arrange(chapter(), {"collin": [GUARD, "s13"]}, order=["collin", "wren", "tobias", "clove"])
    s_again.visited_faces.append("drainpipe")
    R.apply(s_again, ("explore", 3))
    assert s_again.minions == [] and place(s_again, "collin")[0] == DRAIN


def test_M_H_3_backpacks_are_shown_to_everyone():
    s = arrange(chapter(players=2), {"collin": [GUARD, "s15"]})
    st.mouse(s, "collin")["backpack"] = ["Sling"]
    assert R.view(s, 1)["mice"][0]["backpack"] == ["Sling"]
