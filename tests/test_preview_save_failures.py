"""Issue 8: S in a preview never crashes when the layouts folder cannot be made; it says why instead."""
import pygame
import pytest

import games
from engine.ui.app import App


@pytest.fixture
def data_dir_is_a_file(tmp_path, monkeypatch):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("LANTERN_DATA_DIR", str(blocker))
    return blocker


def press_s(scene):
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0)])
    app.frame(1 / 60)


def test_ghost_stories_preview_says_it_could_not_save(data_dir_is_a_file):
    games.register_data_kinds()
    scene = games.preview_scene("ghost_stories", seed=2)
    press_s(scene)
    assert scene.note.startswith("Could not save the layout")


def test_betrayal_preview_says_it_could_not_save(data_dir_is_a_file):
    games.register_data_kinds()
    scene = games.preview_scene("betrayal", seed=2)
    assert scene.save() is None
    assert scene.status.startswith("Could not save the layout")


def test_mice_preview_says_it_could_not_save(data_dir_is_a_file):
    games.register_data_kinds()
    scene = games.preview_scene("mice_and_mystics", seed=2)
    if not scene.placed:
        pytest.skip("the first view places no tile")
    assert scene.save() is None
