"""The words of Mice and Mystics actions and seats: each action kind said in a player's words, nothing else
read as one (what buttons, the log and the choice panel say)."""
import pytest

from rulesets.mice_and_mystics import rules as R
from tests.mice_and_mystics.mice_rules_kit import chapter


@pytest.mark.parametrize("action, words", [
    (("explore", 0), "Explore through exit 1"),
    (("explore", 2), "Explore through exit 3"),
    (("step", "s4"), "Move to the right space in the top-right corner of the Guard Room"),
    (("climb", "s12"), "Climb out of the water to the middle space in the right side of the Guard Room"),
    (("stop", "s3"), "The minion stops on the left space in the top-right corner of the Guard Room"),
    (("land", "s2"), "Come in on the top side of the Guard Room"),
    (("enter", "s9"), "The minion enters on the lower space in the left side of the Guard Room"),
    (("discard", "Feint"), "Discard Feint from the backpack"),
    (("rescue", 1, "s5"), "Come back on the upper space in the left side of the Drainpipe"),
    (("scurry",), "Scurry: roll again and move on"),
    (("end_turn",), "End this mouse's turn"),
    (("sell",), "Discard the card for 1 cheese"),
])
def test_each_action_is_said_in_words(action, words):
    assert R.describe_action(chapter(), action) == words


def test_an_attack_names_the_minion_attacked():
    s = chapter()
    label = s.minions[0]["label"]
    name = R.st.minion_name(s, label)
    assert R.describe_action(s, ("melee", label)) == f"Attack the {name}"
    assert R.describe_action(s, ("ranged", label)) == f"Shoot at the {name}"
    assert R.describe_action(s, ("next", label)) == f"The {name} goes next"


@pytest.mark.parametrize("action", [("explore", "north"), ("explore",), ("step", 3), ("scurry", 1), ("rescue", 1),
                                    ("fly", "s1"), (), "step", ("discard",), ("next", 4)])
def test_a_malformed_action_reads_as_unknown(action):
    assert R.describe_action(chapter(), action) == "Unknown action"


@pytest.mark.parametrize("players, names", [
    (1, ["Prince Collin, Wren Ashwhisker, Tobias Brass and Sister Clove"]),
    (2, ["Prince Collin and Tobias Brass", "Wren Ashwhisker and Sister Clove"]),
    (3, ["Prince Collin and Sister Clove", "Wren Ashwhisker", "Tobias Brass"]),
    (4, ["Prince Collin", "Wren Ashwhisker", "Tobias Brass", "Sister Clove"]),
])
def test_each_seat_is_named_by_the_mice_it_runs(players, names):
    s = chapter(players=players)
    assert [R.seat_name(s, seat) for seat in range(players)] == names
