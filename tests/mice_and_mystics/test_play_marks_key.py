"""The play screen says what the marks on the room tiles mean: a key tab in the top strip opens the legend
(entries, mousetraps, flip spaces, exits, lines, water, gaps, arrows: M-6.2 to M-6.9) while the mouse is on it."""
import pygame
import pytest

from engine import i18n
from engine.ui import fonts
from scenes.mice_and_mystics import legend
from tests.mice_and_mystics.test_play_scene import hover, make


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")


def drawn_words(scene, size=(1280, 800)):
    with fonts.recording() as drawn:
        scene.draw(pygame.Surface(size))
    return [str(d.text) for d in drawn]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_hovering_the_key_tab_opens_the_legend_of_the_room_marks_and_leaving_it_closes_it_M_6_2(size):
    app, scene = make(size=size)
    tab = scene.board.key_rect
    assert scene.board.top_rect.contains(tab) and not tab.colliderect(scene.board.wheel_rect) \
        and not tab.colliderect(scene.board.page_rect)
    assert tab.w >= tab.h > 0
    assert "Red line: no crossing" not in drawn_words(scene, size)
    for _ in range(2):          # the mouse lingers: one legend, drawn once
        hover(app, tab.center)
    words = drawn_words(scene, size)
    assert all(words.count(text) == 1 for _, text in legend.ROWS)
    hover(app, scene.board.table_rect.center)
    assert "Red line: no crossing" not in drawn_words(scene, size)


def test_the_key_and_its_legend_read_in_chinese_M_6_2():
    i18n.set_language("zh-Hans")
    app, scene = make()
    hover(app, scene.board.key_rect.center)
    words = [i18n.render(w) for w in drawn_words(scene)]
    assert "图例" in words and "红线：不能越过" in words and i18n.render(legend.KEY_WORDS) == "图例"


def test_hovering_each_part_of_the_side_panel_draws_the_screen_without_error():
    app, scene = make()
    board = scene.board
    for rect in [board.wheel_rect, board.page_rect, board.key_rect] + [r for _, r in board.card_rects] \
            + list(board.track_rects):
        hover(app, rect.center)
        assert scene.hover is not None
        drawn_words(scene)
