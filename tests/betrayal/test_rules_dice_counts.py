"""Dice counts (B-11.1): no dice means no roll, and the random stream is not touched."""
from rulesets.betrayal.rules.traits import roll_dice
from tests.betrayal.rules_support import new_game


def test_B_11_1_rolling_no_dice_gives_no_faces_and_draws_nothing_from_the_random_stream():
    s, twin = new_game(), new_game()
    assert roll_dice(s, 0) == [] and roll_dice(s, -2) == []
    assert roll_dice(s, 3) == roll_dice(twin, 3)      # the stream is where it was: the same next roll
