"""The Betrayal results screen names the traitor once the game is over, a hidden one too (B-19, B-22)."""
import pygame
import pytest

import games
from engine.play.results import ResultsScene
from engine.rules.api import LogEvent
from engine.ui.app import App
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import winning
from rulesets.betrayal.rules.haunt_data import haunt_of
from scenes.betrayal import play
from scenes.betrayal.board_view import BetrayalBoardView
from tests.betrayal.haunt_support import revealed
from tests.betrayal.play_support import session_before_reveal

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
    event = LogEvent("attack", "Thorn Creeper 1 attacks Odile Marsh: Might 4 against 3",
                     {"attacker_faces": [2, 2], "defender_faces": [1, 1, 1, 0]})
    faces, caption, labels = BetrayalBoardView().dice_in(event)
    assert faces == (2, 2, 1, 1, 1, 0) and labels == ["A", "A", "D", "D", "D", "D"] and "attacker" in caption


def test_B_H_2_the_first_gate_of_a_reveal_names_the_haunt_that_began():
    session, action, seat = session_before_reveal("open")
    app = App(size=(1280, 800), headless=True)
    scene = play.board_scene(session, animate=False)
    app.push(scene)
    app.frame(1 / 60)
    session.apply(action, seat=seat)
    app.frame(1 / 60)
    panel = app.stack.top
    title = haunt_of_session(session)
    assert panel.secret.title == "The traitor's tome" and panel.secret.heading.startswith(f"The haunt begins: {title}")


def haunt_of_session(session):
    return haunt_of(session.state).title


def test_while_explorers_are_chosen_the_status_says_so_not_turn_0():
    s = R.setup({"players": 3, "widows_walk": True, "today": "01-01"}, 1)
    assert BetrayalBoardView().status_text(R.view(s, 0)) == "Choosing explorers"
