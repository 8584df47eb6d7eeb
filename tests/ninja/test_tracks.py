"""The Turn Record Track and the Alert Track, drawn from plain values beside the fortress (N-3.2, N-4, N-6.3)."""
import pygame
import pytest

from engine.ui import theme
from engine.ui.app import App
from scenes.ninja import draw as ninja_draw
from scenes.ninja import tracks
from scenes.ninja.preview import make_preview

TURN_RECT = pygame.Rect(10, 10, 226, 80)
ALERT_RECT = pygame.Rect(10, 100, 226, 68)


def canvas():
    surface = pygame.Surface((260, 190))
    surface.fill(theme.PANEL)
    return surface


def turn_picture(turn):
    surface = canvas()
    tracks.draw_turn_track(surface, TURN_RECT, turn)
    return surface


def alert_picture(level):
    surface = canvas()
    tracks.draw_alert_track(surface, ALERT_RECT, level)
    return surface


def box_pixels(surface, cell):
    return [tuple(surface.get_at((x, y)))[:3] for x in range(cell.left + 3, cell.right - 3)
            for y in range(cell.top + 3, cell.bottom - 3)]


def has_lantern(surface, cell):
    return tracks.LANTERN_RED in box_pixels(surface, cell)


def test_N_3_5_the_turn_track_has_20_boxes_inside_its_rect():
    cells = tracks.turn_track_cells(TURN_RECT)
    assert len(cells) == 20
    assert all(TURN_RECT.contains(c) for c in cells)
    assert all(a.colliderect(b) is False for i, a in enumerate(cells) for b in cells[i + 1:])


def test_the_lantern_stands_on_the_current_turn_and_nowhere_else():
    surface = turn_picture(7)
    cells = tracks.turn_track_cells(TURN_RECT)
    assert [n for n, c in enumerate(cells, start=1) if has_lantern(surface, c)] == [7]


def test_the_turn_track_before_the_game_shows_no_lantern():
    surface = turn_picture(None)
    assert not any(has_lantern(surface, c) for c in tracks.turn_track_cells(TURN_RECT))


@pytest.mark.parametrize("turn", [0, 21, "3", 2.0, True])
def test_a_turn_outside_1_to_20_is_refused_in_words(turn):
    with pytest.raises(ValueError, match="from 1 to 20"):
        tracks.draw_turn_track(canvas(), TURN_RECT, turn)


def test_N_4_the_alert_track_has_none_low_medium_high_in_rising_order():
    assert tracks.ALERT_LEVELS == ("None", "Low", "Medium", "High")
    assert len(tracks.alert_track_cells(ALERT_RECT)) == 4


def test_N_6_3_each_alert_box_names_the_cards_drawn_at_that_level():
    assert tracks.ALERT_DRAWS == (0, 1, 2, 3)


def test_the_lantern_marks_the_alert_level_given_by_name():
    surface = alert_picture("Medium")
    cells = tracks.alert_track_cells(ALERT_RECT)
    assert [i for i, c in enumerate(cells) if has_lantern(surface, c)] == [2]


def test_an_alert_level_by_index_or_by_name_in_any_case_draws_the_same_track():
    a, b = alert_picture(3), alert_picture("high")
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("level", ["Severe", 4, -1, None, True])
def test_an_unknown_alert_level_is_refused_in_words(level):
    with pytest.raises(ValueError, match="None, Low, Medium, High"):
        tracks.draw_alert_track(canvas(), ALERT_RECT, level)


def test_the_board_drawing_module_offers_both_track_functions():
    assert ninja_draw.draw_turn_track is tracks.draw_turn_track
    assert ninja_draw.draw_alert_track is tracks.draw_alert_track


def shown(scene, size=(1280, 800)):
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app


def test_N_3_2_the_preview_starts_with_the_lanterns_on_turn_1_and_alert_none():
    scene = make_preview()
    app = shown(scene)
    turn_rect, alert_rect = scene.track_rects()
    assert (scene.turn, scene.alert) == (1, 0)
    assert has_lantern(app.screen, tracks.turn_track_cells(turn_rect)[0])
    assert has_lantern(app.screen, tracks.alert_track_cells(alert_rect)[0])


def test_at_1280x800_the_track_boxes_are_big_enough_to_read():
    scene = make_preview()
    shown(scene)
    turn_rect, alert_rect = scene.track_rects()
    assert min(c.w for c in tracks.turn_track_cells(turn_rect)) >= 18
    assert min(c.w for c in tracks.alert_track_cells(alert_rect)) >= 45
    assert scene.panel_rect().contains(turn_rect) and scene.panel_rect().contains(alert_rect)


def test_clicking_a_box_of_a_track_in_the_preview_moves_its_lantern_there():
    scene = make_preview()
    app = shown(scene)
    turn_rect, alert_rect = scene.track_rects()
    for cell in (tracks.turn_track_cells(turn_rect)[11], tracks.alert_track_cells(alert_rect)[3]):
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cell.center, button=1)])
    assert (scene.turn, scene.alert) == (12, 3)
    assert has_lantern(app.screen, tracks.turn_track_cells(turn_rect)[11])
    assert not has_lantern(app.screen, tracks.turn_track_cells(turn_rect)[0])


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_each_alert_boxs_level_and_draw_stand_inside_it_in_every_language(lang, size):
    """N-4 the Alert Track: a zh-Hant window at 960x600 drew '不抽卡' and '抽 2' onto their boxes' bottom edges
    (the CJK font's taller line box pushed the second line down)."""
    from engine import i18n
    from engine.ui import fonts
    from scenes.ninja import side_panel
    from tests.engine.play.label_screens import SCREENS, shown
    i18n.set_language(lang)
    try:
        app, scene = shown(SCREENS["ninja_guards"], size)
        _turn, alert, _rest = side_panel.panel_rects(scene.board.panel, theme.ui_scale(size))
        surface = pygame.Surface(size)
        with fonts.recording() as drawn:
            tracks.draw_alert_track(surface, alert, 0)
    finally:
        i18n.set_language("en")
    cells = tracks.alert_track_cells(alert)
    words = [d for d in drawn if d.kind == "label" and any(c.colliderect(d.ink) for c in cells)]
    assert len(words) == 8, [d.text for d in words]
    for d in words:
        cell = next(c for c in cells if c.colliderect(d.ink))
        assert cell.inflate(-2, -2).contains(d.ink), (d.text, d.ink, cell)


def _track_words(size, user_scale):
    """(text, px) of the turn and alert tracks' words on the guards' screen in a window of `size`."""
    from engine.ui import fonts
    from scenes.ninja import side_panel
    from tests.engine.play.label_screens import SCREENS, shown
    theme.set_user_scale(user_scale)
    try:
        app, scene = shown(SCREENS["ninja_guards"], size)
        turn, alert, _rest = side_panel.panel_rects(scene.board.panel, scene.board.s)
        surface = pygame.Surface(size)
        with fonts.recording() as drawn:
            tracks.draw_turn_track(surface, turn, 1, scene.board.s)
            tracks.draw_alert_track(surface, alert, 0, scene.board.s)
    finally:
        theme.set_user_scale(1.0)
    return {d.text: d.size for d in drawn if d.kind == "label"}


def test_at_ui_size_200_percent_the_tracks_words_grow_with_everything_else():
    """N-3.2, N-4: at 2560x1440 and UI size 200 % the tracks' titles and box words stayed at 16-19 px (a cap in
    pixels) beside cards drawn at 26 px."""
    small, big = _track_words((1280, 800), 1.0), _track_words((2560, 1440), 2.0)
    assert set(small) == set(big)
    shrunk = {text: (small[text], big[text]) for text in small if big[text] < 1.6 * small[text]}
    assert shrunk == {}
