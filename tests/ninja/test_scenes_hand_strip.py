"""The cards under the fortress map: every card the seat may see is listed whole at 12 px or more, in every language,
even in the smallest window (issue 17: they were 10 px in a 960x600 window, and at 12 px some were left out)."""
import pytest

from engine import i18n
from engine.ui import fonts
from scenes.ninja import side_panel
from tests.engine.play.label_screens import SCREENS, shown


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("name", ["ninja_guards", "ninja_intruders"])
def test_every_card_line_is_drawn_at_12_px_or_more_in_a_960x600_window(name, lang):
    i18n.set_language(lang)
    try:
        with fonts.recording() as drawn:     # from the first frame: the strip is drawn once, then reused
            app, scene = shown(SCREENS[name], (960, 600))
            start = len(drawn)
            app.frame(1 / 60)
        drawn = drawn[start:]
        board = scene.board
        items = [i18n.render(text) for style, text in side_panel.text_items(scene.view) if style != "legend"]
        panel = [d for d in drawn if d.surface is app.screen and board.panel.contains(d.ink) and d.kind == "label"]
        assert panel and min(d.size for d in panel) >= 12
        shown_words = "".join(d.text for d in panel).replace(" ", "")
        missing = [item for item in items if item.replace(" ", "") not in shown_words]
        assert not missing, f"left out of the strip: {missing}"
    finally:
        i18n.set_language("en")


def _legend_sizes(name, size, scale):
    from engine.ui import theme
    before = theme.user_scale()
    theme.set_user_scale(scale)
    try:
        app, scene = shown(SCREENS[name], size)
        with fonts.recording() as drawn:
            scene.board.panel_cache.key = None
            app.frame(1 / 60)
        legend = {i18n.render(text) for style, text in side_panel.text_items(scene.view) if style == "legend"}
        words = [d for d in drawn if d.kind == "label" and any(d.text in line for line in legend)]
        cards = [d for d in drawn if d.kind == "label" and d.text.startswith("· ")]
        return [d.size for d in words], [d.size for d in cards]
    finally:
        theme.set_user_scale(before)


def test_the_map_legend_grows_with_the_cards_in_a_big_window():
    legend, cards = _legend_sizes("ninja_guards", (2560, 1440), 1.0)
    assert legend and min(legend) >= min(cards) - 2 > 12


def test_the_map_legend_stays_at_12_px_rather_than_left_out_where_a_bigger_one_would_not_fit():
    legend, _ = _legend_sizes("ninja_guards", (2560, 1440), 2.0)
    assert legend and min(legend) == 12


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("lines_before", range(1, 8))
def test_a_heading_never_ends_a_column_its_cards_start_the_next_one(lang, lines_before):
    """A zh-Hant window showed '剛抽到的' ("Just drawn", N-14.1 the Alert Phase's cards) alone at the foot of one
    column and its cards at the top of the next."""
    import pygame
    i18n.set_language(lang)
    try:
        items = [("head", "Guards' cards (9)")] + [("line", f"· Card {i}") for i in range(lines_before)]
        items += [("head", "Just drawn")] + [("line", f"· Drawn {i}") for i in range(2)]
        rest = pygame.Rect(0, 0, 600, fonts.font(13).get_linesize() * 4 + 2)
        placed, complete, _all = side_panel._flow(rest, items, 13, 4)
        assert complete
        texts = [str(text) for text, *_more in placed]
        head = texts.index(i18n.render("Just drawn"))
        assert placed[head + 1][1][0] == placed[head][1][0], texts     # its first card in the heading's column
    finally:
        i18n.set_language("en")
