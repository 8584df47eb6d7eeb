"""F1 rules help for Ghost Stories: authored help.yaml loads through engine.data and opens on the current phase."""
import pygame
import pytest

from engine.data import DataError
from engine.play.rules_help import RulesHelpScene
from engine.ui.app import App
from engine.ui.scene import Scene
from rulesets.ghost_stories.help_data import load_help


def test_help_yaml_loads_with_a_page_per_phase():
    book = load_help()
    ids = [p.id for p in book.pages]
    for phase in ("overview", "yin", "move", "action", "exorcism", "barrier", "solo"):
        assert phase in ids


def test_G_10_16_exorcise_decision_opens_the_exorcism_page():
    book = load_help()
    assert book.pages[book.page_for("exorcise")].id == "exorcism"


def test_unknown_phase_falls_back_to_the_overview():
    book = load_help()
    assert book.page_for("no_such_phase", None) == 0


def test_broken_help_file_is_reported_with_file_line_and_column(tmp_path):
    bad = tmp_path / "help.yaml"
    bad.write_text("kind: gs_help\npages:\n  - id: x\n    title: {en: X, zh-Hant: X, zh-Hans: X}\n"
                   "    rules: [N-7.3]\n    text: {en: hi, zh-Hant: hi, zh-Hans: hi}\n")
    with pytest.raises(DataError) as err:
        load_help(str(bad))
    text = "\n".join(str(p) for p in err.value.problems)
    assert "help.yaml:5:" in text and "pages[0].rules[0]" in text


def test_rules_help_overlay_draws_over_the_board_and_closes_with_F1():
    book = load_help()

    class Board(Scene):
        def draw(self, surface):
            surface.fill((200, 30, 30))

    app = App(size=(1280, 800), headless=True)
    app.push(Board())
    help_scene = RulesHelpScene(book.pages, book.page_for("yin"), "Ghost Stories")
    app.push(help_scene)
    app.frame(1 / 60)
    # dimmed board stays visible around the panel: the overlay is not opaque
    r, g, b = tuple(app.screen.get_at((5, 5)))[:3]
    assert r > g and r > b and r < 200
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")])
    assert app.stack.top is not help_scene


def test_rules_help_tab_click_shows_another_page():
    book = load_help()
    app = App(size=(1920, 1080), headless=True)
    scene = RulesHelpScene(book.pages, 0, "Ghost Stories")
    app.push(scene)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.tabs[3].rect.center, button=1)])
    assert scene.index == 3


def test_G_10_1_the_action_step_opens_the_action_page_not_the_move_page():
    from types import SimpleNamespace

    from scenes.ghost_stories import viewmodel as gs_view
    book = load_help()
    v = SimpleNamespace(phase="yang", yang_step=1, barrier_pending=False)
    assert book.pages[book.page_for(*gs_view.help_keys(v, "yang"))].id == "action"
    assert book.pages[book.page_for(*gs_view.help_keys(v, "tea"))].id == "action"
