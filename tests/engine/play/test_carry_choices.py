"""Between two chapters of a campaign the players choose what is carried where the rules say "may": a screen of
questions with the best-looking answers pre-selected (Enter carries them), answers changed by click or arrow keys,
Esc going back with nothing recorded."""
import os

import pygame
import pytest

import games
from engine.play.carry_choices import CarryChoicesScene
from engine.play.menu import MenuScene
from engine.play.play_scene import PlayScene
from engine.rules import campaigns
from engine.ui.app import App
from scenes._template import play as template_play
from tests.engine.rules.test_campaigns import _finish, _toy_campaign_rules


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


def _rules_with_a_choice():
    """The toy campaign, where a won chapter asks what each of two players keeps."""
    module = _toy_campaign_rules()

    def choices(final, carry):
        return [campaigns.CarryChoice(f"seat {k}", f"Player {k + 1} keeps",
                                      (("score", "Their score", "The points they ended with"), (None, "Nothing")),
                                      "score") for k in range(2)]

    def carry(final, carry, chosen=None):
        if chosen is None:
            raise AssertionError("the carry of a game with choices is always given the answers")
        if any(v not in ("score", None) for v in chosen.values()):
            from engine.rules.api import IllegalAction
            raise IllegalAction("T-1", "that was never offered")
        return {"won": carry.get("won", 0) + 1, "kept": [chosen[f"seat {k}"] for k in range(2)]}
    module.campaign_choices = choices
    module.campaign_carry = carry
    module.campaign_carry_note = "Each player may keep their score."
    return module


RULES = _rules_with_a_choice()
TOY = games.Game("toy", "Pig", load_rules=lambda: RULES, load_play=lambda: template_play)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def press(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def _won_first_chapter():
    """A campaign whose first chapter was just won; the menu with the Campaigns list open again, and its row."""
    app = App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES + (TOY,))
    app.push(menu)
    menu.new_campaign("toy", 2)
    _finish(app.stack.top.session)
    app.pop()
    (entry,) = campaigns.list_campaigns()
    return app, menu, entry


def _continue(app, menu, entry):
    clock = [100.0]
    app.now = lambda: clock[0]
    menu.continue_campaign(entry)
    app.frame(1 / 60)
    clock[0] += 1.0             # past the screen's settling pause
    return app.stack.top


def test_continuing_after_a_won_chapter_asks_what_is_carried_with_the_best_looking_answers_lit():
    app, menu, entry = _won_first_chapter()
    screen = _continue(app, menu, entry)
    assert isinstance(screen, CarryChoicesScene)
    assert [[b.toggled for b in row] for row in screen.answers] == [[True, False], [True, False]]
    assert campaigns.read(entry.path).chapter == 0          # nothing recorded while the players choose


def test_enter_carries_the_pre_selected_answers_into_the_next_chapter():
    app, menu, entry = _won_first_chapter()
    _continue(app, menu, entry)
    app.frame(1 / 60, [press(pygame.K_RETURN)])
    assert isinstance(app.stack.top, PlayScene)
    assert app.stack.top.session.config["carried"] == {"won": 1, "kept": ["score", "score"]}
    assert campaigns.read(entry.path).chapter == 1


def test_a_clicked_answer_is_carried_instead():
    app, menu, entry = _won_first_chapter()
    screen = _continue(app, menu, entry)
    app.frame(1 / 60, [click(screen.answers[1][1].rect.center)])
    app.frame(1 / 60, [click(screen.accept.rect.center)])
    assert app.stack.top.session.config["carried"]["kept"] == ["score", None]


def test_the_arrow_keys_move_between_questions_and_answers():
    app, menu, entry = _won_first_chapter()
    _continue(app, menu, entry)
    app.frame(1 / 60, [press(pygame.K_DOWN), press(pygame.K_RIGHT), press(pygame.K_RETURN)])
    assert app.stack.top.session.config["carried"]["kept"] == ["score", None]


def test_esc_goes_back_with_nothing_recorded_and_the_question_comes_again():
    app, menu, entry = _won_first_chapter()
    _continue(app, menu, entry)
    app.frame(1 / 60, [press(pygame.K_ESCAPE)])
    assert app.stack.top is menu
    assert campaigns.read(entry.path).chapter == 0 and campaigns.read(entry.path).current_game
    assert isinstance(_continue(app, menu, campaigns.list_campaigns()[0]), CarryChoicesScene)


def test_a_held_enter_from_the_screen_before_does_not_skip_the_choice():
    app, menu, entry = _won_first_chapter()
    clock = [100.0]
    app.now = lambda: clock[0]
    menu.continue_campaign(entry)
    app.frame(1 / 60, [press(pygame.K_RETURN)])         # at once: the key that brought the screen up, repeating
    assert isinstance(app.stack.top, CarryChoicesScene)


def test_the_screen_fits_its_questions_and_says_the_rules_note(tmp_path):
    app, menu, entry = _won_first_chapter()
    screen = _continue(app, menu, entry)
    app.frame(1 / 60)
    assert screen.note == "Each player may keep their score."
    inside = app.screen.get_rect()
    assert all(inside.contains(b.rect) for b in screen.buttons())
    pygame.image.save(app.screen, os.path.join(tmp_path, "carry.png"))


def test_a_campaign_chapters_results_go_on_with_the_campaign_instead_of_a_new_game():
    app = App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES + (TOY,))
    app.push(menu)
    menu.new_campaign("toy", 2)
    scene = app.stack.top
    _finish(scene.session)
    clock = [100.0]
    app.now = lambda: clock[0]
    scene.show_results_screen()
    results = app.stack.top
    assert results.buttons[0].text == "Go on with the campaign"
    clock[0] += 5.0
    app.frame(1 / 60, [click(results.buttons[0].rect.center)])
    assert isinstance(app.stack.top, CarryChoicesScene)
    clock[0] += 5.0
    app.frame(1 / 60, [press(pygame.K_RETURN)])
    assert isinstance(app.stack.top, PlayScene) and app.stack.top.session.config["carried"]["won"] == 1
