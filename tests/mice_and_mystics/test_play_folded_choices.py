"""A mouse's turn keeps its own choices (search, scurry, end the turn) on the choice panel's first page: the free
actions, laying a team item among them (M-18.2 to M-18.4, at no action cost), fold behind one button when many."""
from scenes.mice_and_mystics.board_view import MiceBoardView


def test_laying_the_fork_and_the_grapes_folds_with_the_free_actions_so_ending_the_turn_stays_on_top():
    buttons = [("scurry",), ("search",), ("place", "fork", ""), ("place", "grapes", "s10"),
               ("place", "grapes", "s11"), ("end_turn",)]
    folded = MiceBoardView().folded(None, buttons)
    assert folded is not None
    assert set(folded[1]) == {("place", "fork", ""), ("place", "grapes", "s10"), ("place", "grapes", "s11")}
