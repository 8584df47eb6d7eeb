"""Every screen at every UI size fits, in every language: each play, setup and preview screen, the menu, the F1 rules
help over each game and the results screen, in
English, 繁體中文 and 简体中文, at 960x600, 1280x800 and 2560x1440, at 100 % and 200 % (the menu's UI size).
Measured from what the text helper records (engine/ui/fonts.py recording()) in one frame on the window: no label is
cut by its panel (the clip its box sets) or the window, none ends cut short with "…", none is drawn over by another
text or a figure, and at 100 % no text at all (labels and the words inside figures: guard numbers, Qi tags, marks)
is under 12 px (theme.MIN_TEXT), in every window size, the board's too: a board drawn smaller in a small window
shortens or leaves out a name rather than shrink it (issue 17). The screen is laid out again at each size, language
and scale as a resize does."""
from __future__ import annotations

import pygame
import pytest

from engine import i18n
from engine.ui import fonts, theme
from engine.ui.app import App
from tests.engine.play.label_screens import MORE_SCREENS, SCREENS, cut_short, shown

SIZES = ((960, 600), (1280, 800), (2560, 1440))
LANGUAGES = ("en", "zh-Hant", "zh-Hans")
SCALES = (1.0, 2.0)
ALL_SCREENS = {**SCREENS, **MORE_SCREENS}     # play, setup, menu, previews, F1 rules help, results
_apps: dict = {}
# lists worded once when they open (their rows are read from the files then); no language switch reaches them while
# they are open (they are modal, the language button is on the menu under them): made again in each language
WORDED_WHEN_OPENED = {"menu_load", "menu_finished", "menu_campaigns"}


def _app(name, language: str = "en") -> App:
    """The screen `name` made once (its game played to the position) and kept: laid out anew for each case."""
    key = (name, language if name in WORDED_WHEN_OPENED else None)
    if key not in _apps:
        _apps.clear()       # the cases run screen by screen: one app (and its big windows' layers) alive at a time
        before = i18n.language()
        i18n.set_language(key[1] or "en")
        app = _apps[key] = shown(ALL_SCREENS[name], (1280, 800))[0]
        i18n.set_language(before)
        if len(app.stack.scenes) > 1:     # an overlay (the rules help): a mark where its drawing starts
            top, draw = app.stack.top, app.stack.top.draw

            def marked(surface):
                fonts.note_overlay(surface)
                draw(surface)
            top.draw = marked
    return _apps[key]


OVERLAY = fonts.OVERLAY


@pytest.fixture
def frame():
    """frame(name, size, language, scale) -> (window rect, what was drawn on the screen in one frame)."""
    before = (i18n.language(), theme.user_scale())

    def draw(name, size, language, scale):
        app = _app(name, language)
        i18n.set_language(language)
        theme.set_user_scale(scale)
        app.screen = pygame.Surface(size)
        app.stack.on_resize(size)
        with fonts.recording() as drawn:
            app.frame(1 / 60)
        return app.screen.get_rect(), [d for d in drawn if d.surface is app.screen and d.ink.w > 0]
    yield draw
    i18n.set_language(before[0])
    theme.set_user_scale(before[1])


def where(d) -> str:
    return f"{d.text!r} at {tuple(d.ink)}"


def overlapping(a: pygame.Rect, b: pygame.Rect) -> bool:
    inter = a.clip(b)
    return inter.w > 1 and inter.h > 1


def problems(window, drawn, scale) -> list[str]:
    labels = [d for d in drawn if d.kind == "label"]
    out = [f"cut: {where(d)}" for d in labels if d.shown != d.ink or not window.contains(d.ink)]
    out += [f"cut short: {where(d)}" for d in labels if cut_short(d.text)]
    if scale == 1.0:     # every text with words: labels, and a figure's words (a figure without words has size 0)
        out += [f"under 12 px: {where(d)} {d.size} px" for d in drawn
                if d.text.strip() and (d.kind == "label" or d.size) and d.size < theme.MIN_TEXT]
    # an overlay hides the board under its panel on purpose: what it draws is not measured against the board's
    overlay = next((i for i, d in enumerate(drawn) if d.kind == "figure" and d.text == OVERLAY), len(drawn))
    for i, d in enumerate(drawn):
        if d.kind == "label":
            out += [f"drawn over: {where(d)} under {where(later)}" for later in drawn[i + 1:overlay if i < overlay else None]
                    if later.kind in ("label", "figure") and overlapping(d.ink, later.shown)]
    return out


# (screen, language) or (screen, language, size, scale) -> why it is still expected to fail
KNOWN: dict = {
}


def _known(name, language, size, scale):
    return KNOWN.get((name, language, size, scale)) or KNOWN.get((name, language))


CASES = [pytest.param(name, size, language, scale, id=f"{name}-{size[0]}x{size[1]}-{language}-{int(scale * 100)}",
                      marks=[pytest.mark.xfail(reason=_known(name, language, size, scale), strict=True)]
                      if _known(name, language, size, scale) else [])
         for name in ALL_SCREENS for language in LANGUAGES for size in SIZES for scale in SCALES]


@pytest.mark.parametrize(("name", "size", "language", "scale"), CASES)
def test_no_text_is_cut_short_hidden_or_too_small(frame, name, size, language, scale):
    window, drawn = frame(name, size, language, scale)
    assert not problems(window, drawn, scale)
