"""The menu follows the registry: it counts the games in words, and a game without a board preview shows
no Preview button (its title and Play stay where every other row has them)."""
import pygame
import pytest

import games
from engine.play.menu import MenuScene
from engine.ui.app import App


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))


def menu_of(entries, size=(1280, 800)):
    app = App(size=size, headless=True)
    menu = MenuScene(entries)
    app.push(menu)
    app.frame(1 / 60)
    return app, menu


def test_the_menu_counts_its_games_from_the_registry():
    assert menu_of(games.GAMES)[1].subtitle() == "four board games around one laptop"
    assert menu_of(games.GAMES[:3])[1].subtitle() == "three board games around one laptop"


def test_a_game_with_no_preview_has_no_preview_button_and_keeps_its_play_button():
    fifth = games.Game("fifth_game", "A Fifth Game")
    app, menu = menu_of(games.GAMES + (fifth,))
    row = menu.rows[-1]
    assert row.preview is None and row.play in list(menu.buttons())
    assert [b.text for b in menu.buttons()].count("Preview") == len(games.GAMES)
    assert row.play.rect.x == menu.rows[0].play.rect.x
    app.frame(1 / 60)   # draws without a Preview button to place the title against


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_no_two_menu_buttons_overlap_when_a_row_has_no_preview(size):
    _, menu = menu_of(games.GAMES + (games.Game("fifth_game", "A Fifth Game"),), size)
    rects = [pygame.Rect(b.rect) for b in menu.buttons()]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
