"""The Betrayal results screen names the traitor once the game is over, a hidden one too (B-19, B-22)."""
import pygame
import pytest

import games
from engine.play.results import ResultsScene
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import winning
from scenes.betrayal.board_view import BetrayalBoardView
from tests.betrayal.haunt_support import revealed

HIDDEN = 2     # the Borrowed Face: a hidden-traitor haunt (B-19)


@pytest.fixture(autouse=True)
def data_kinds():
    games.register_data_kinds()


def _won_hidden_haunt():
    s = revealed(HIDDEN, players=4)
    assert s.haunt["hidden"] and not s.haunt["traitor_revealed"]
    winning.win(s, "heroes", "the borrowed face dies and falls away")
    return s


def test_B_19_the_results_of_a_hidden_traitor_haunt_name_the_traitor():
    s = _won_hidden_haunt()
    traitor = s.haunt["traitor"]
    note = BetrayalBoardView().results_note(R, s)
    assert note.startswith("The traitor was ") and s.explorers[traitor]["name"] in note
    assert not any(e["name"] in note for i, e in enumerate(s.explorers) if i != traitor)


def test_B_22_the_results_screen_says_the_traitors_name_under_the_reason():
    pygame.init()
    s = _won_hidden_haunt()
    note = BetrayalBoardView().results_note(R, s)
    scene = ResultsScene(R.outcome(s), revealed=note)
    assert scene.reason.endswith(note + ".") and "heroes win" in scene.reason.lower()


def test_B_12_3_an_attack_throws_both_sides_dice_marked_attacker_and_defender():
    from engine.rules.api import LogEvent
    event = LogEvent("attack", "Thorn Creeper 1 attacks Odile Marsh: Might 4 against 3",
                     {"attacker_faces": [2, 2], "defender_faces": [1, 1, 1, 0]})
    faces, caption, labels = BetrayalBoardView().dice_in(event)
    assert faces == (2, 2, 1, 1, 1, 0) and labels == ["A", "A", "D", "D", "D", "D"] and "attacker" in caption
