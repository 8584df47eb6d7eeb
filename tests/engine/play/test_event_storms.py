"""Seeded monkey tests: 1,000 random events per scene (clicks, keys, wheel, motion, pasted text, resizes down
to 120x90) and a draw every few events, with no exception. More events per scene: bench/event_storms.py."""
import pytest

import games
from engine.play.handoff import HandoffScene
from engine.play.menu import MenuScene
from engine.play.results import ResultsScene
from engine.rules.api import Outcome
from engine.ui.event_storm import storm
from scenes._template import play as template_play


@pytest.mark.parametrize("game", games.IDS)
def test_a_preview_survives_a_thousand_random_events(game):
    games.register_data_kinds()
    storm(lambda: games.preview_scene(game, seed=3))


def test_the_template_play_shell_survives_a_thousand_random_events():
    def make():
        session = template_play.new_session({"players": 2, "variant": "secret"}, 3, autosave=False)
        return template_play.play_scene(session)
    storm(make, seed=2)


def test_the_menu_survives_a_thousand_random_events():
    storm(lambda: MenuScene(games.GAMES), seed=3)


def test_the_hand_off_screen_survives_a_thousand_random_events():
    storm(lambda: HandoffScene("Player 2 (Ana)"), seed=4)


def test_the_results_screen_survives_a_thousand_random_events():
    outcome = Outcome("win", (1,), "player 2 reached 30", score_lines=(("Player 1", 12), ("Player 2", 31)))
    storm(lambda: ResultsScene(outcome, lambda seat: f"Player {seat + 1}"), seed=5)
