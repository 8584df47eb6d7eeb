"""Keyboard use of the screens around a game (issue 17): the menu, the setup, the results, a question, the load list,
the rules help. Tab and the arrows move a ring over the buttons, Enter presses the ringed one; with no ring, Enter and
Esc keep their meaning on each screen."""
import pygame
import pytest

import games
from engine.play.confirm import ConfirmScene
from engine.play.menu import MenuScene
from engine.play.results import ResultsScene
from engine.play.rules_help import RulesHelpScene
from engine.play.saves_overlay import LoadScene
from engine.play.setup_scene import SetupScene
from engine.rules.api import Outcome
from engine.ui.app import App
from engine.ui.keyfocus import screen_stops
from tests.engine.play.handoff_driver import wait_out_settling


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


def press(app, k, mod=0, text=None):
    wait_out_settling(app)
    events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]
    if text:
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(1 / 60, events + [pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)])


def opened(scene, size=(1280, 800)):
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app


def test_on_the_menu_tab_rings_the_buttons_in_reading_order_and_enter_opens_the_ringed_games_setup():
    menu = MenuScene(games.GAMES)
    app = opened(menu)
    order = [s.key for s in screen_stops(list(menu.buttons()))]
    press(app, pygame.K_TAB)
    assert menu.keys.key == order[0]
    ninja = next(r for g, r in zip(menu.games, menu.rows) if g.id == "ninja")
    while menu.keys.key != ("button", list(menu.buttons()).index(ninja.play)):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.info.id == "ninja"


def test_on_the_menu_esc_still_asks_to_quit_with_a_ring_shown():
    menu = MenuScene(games.GAMES)
    app = opened(menu)
    press(app, pygame.K_TAB)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmScene)


def test_a_question_answers_no_when_the_ring_is_on_no_and_yes_to_a_plain_enter():
    said = []
    app = opened(ConfirmScene("Delete it?", lambda: said.append("yes")))
    question = app.stack.top
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)
    assert question.keys.key == ("button", 1)
    press(app, pygame.K_RETURN)
    assert said == [] and app.stack.top is not question
    app = opened(ConfirmScene("Delete it?", lambda: said.append("yes")))
    press(app, pygame.K_RETURN)
    assert said == ["yes"]


def test_on_the_setup_the_ring_on_a_name_box_takes_the_typing_and_enter_there_starts_the_game():
    started = []
    from rulesets.ninja import rules
    setup = SetupScene(rules.INFO, lambda config, seed: started.append((config, seed)), seed=42, computer_seats=True)
    app = opened(setup)
    while setup.keys.key != ("field", 0):
        press(app, pygame.K_TAB)
    assert setup.names[0].focused and not setup.seed_field.focused
    for _ in range(len(setup.names[0].text)):
        press(app, pygame.K_BACKSPACE)
    for ch in "Zoe":
        press(app, pygame.key.key_code(ch.lower()), text=ch)
    press(app, pygame.K_TAB)
    assert not setup.names[0].focused
    press(app, pygame.K_RETURN)       # on a Person/Computer button now: Enter presses it
    assert setup.computer == {0} and not started
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_RETURN)       # on the name box: the screen's own Enter, Start
    assert started and started[0][0]["names"][0] == "Zoe" and started[0][1] == 42


def test_on_the_results_the_ring_reaches_menu_and_without_a_new_game_a_plain_enter_replays():
    calls = []
    results = ResultsScene(Outcome("win", (0,), "all done"), on_replay=lambda: calls.append("replay"),
                           on_menu=lambda: calls.append("menu"))
    app = opened(results)
    press(app, pygame.K_RETURN)
    assert calls == ["replay"]
    for _ in range(4):
        if results.keys.key == ("button", 2):
            break
        press(app, pygame.K_TAB)
    assert results.keys.key == ("button", 2)
    press(app, pygame.K_RETURN)
    assert calls == ["replay", "menu"]


def test_in_the_load_list_the_arrows_walk_the_saves_scrolling_them_into_sight_and_enter_loads_one(tmp_path):
    for i in range(12):
        (tmp_path / f"toy-202601{i + 10:02d}-101010.json").write_text("{}")
    picked = []
    overlay = LoadScene(str(tmp_path), picked.append, prefix="toy")
    app = opened(overlay, (960, 600))
    press(app, pygame.K_TAB)
    assert overlay.keys.key == ("save", 0)
    for _ in range(11):
        press(app, pygame.K_DOWN)
    assert overlay.keys.key == ("save", 11) and overlay.list.scroll > 0
    ringed = overlay.keys.current(overlay.key_stops()).rect
    assert overlay.list.rect.contains(ringed)
    press(app, pygame.K_RETURN)
    assert picked == [overlay.paths[11]]


def test_in_the_rules_help_tab_reaches_a_page_and_enter_shows_it():
    from engine.play.board_view import HelpPage
    pages = [HelpPage(f"Page {i}", "words", ()) for i in range(3)]
    help_ = RulesHelpScene(pages)
    app = opened(help_)
    third = ("button", 3)             # the buttons: Close, then the page tabs
    for _ in range(8):
        if help_.keys.key == third:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert help_.index == 2
