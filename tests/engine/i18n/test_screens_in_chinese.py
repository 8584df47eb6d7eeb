"""Every play, setup and preview screen and the menu draws no English in Chinese (issue 17): each screen of
label_screens (a game played to a position), drawn in zh-Hant and zh-Hans, shows no Latin word on its panels, buttons
or board marks (Betrayal's explorer discs, Ninja's sleeping guards) — only key names, single letters that the
rulebooks print too (mission goals A–F, an exit's mark) and numbers."""
from __future__ import annotations

import re

import pytest

from engine import i18n
from engine.ui import fonts
from tests.engine.play.label_screens import SCREENS, shown

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'_-]+")
KEY_NAMES = {"Enter", "Esc", "Tab", "Ctrl", "Shift", "Del", "Backspace", "Lantern"}
@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("name", list(SCREENS))
def test_a_screen_drawn_in_chinese_shows_no_english_word(name, lang):
    i18n.set_language(lang)        # the screen is made in the language, as the menu's choice makes it
    app = shown(SCREENS[name], (1280, 800))[0]
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    left = set()
    for d in drawn:
        if d.size:          # a text drawn (a figure's own note has no size: its name is for tests)
            words = i18n.render(d.text)
            if [w for w in LATIN_WORD.findall(words) if w not in KEY_NAMES]:
                left.add(words)
    assert left == set()


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_ninjas_secret_marks_are_chinese_but_mission_goals_keep_their_printed_letters(lang):
    """A hidden sentry's 'S' is a word's initial (哨 in Chinese); goals A–F are the letters printed on the tokens."""
    from scenes.ninja import figures
    i18n.set_language(lang)
    assert figures.mark_symbol("hidden_sentry") == ("square", "哨")
    assert figures.mark_symbol("C") == ("diamond", "C")
    assert i18n.render("S") == "S" and i18n.render("A") == "A"    # a context keeps the initials off other letters


def _drawn_words(draw) -> set:
    import pygame
    surface = pygame.Surface((400, 400))
    with fonts.recording() as drawn:
        draw(surface)
    return {i18n.render(d.text) for d in drawn if d.size}


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_initials_on_ghost_stories_tiles_mice_flip_spaces_and_betrayal_dice_are_chinese(lang):
    """Word initials drawn as marks — a village tile's Buddha and power-token chips (B2, P1), a Mice flip space's
    fishhook or tinkerer badge (H, T), Betrayal's attacker's and defender's dice (A, D) — are Chinese in Chinese."""
    from scenes.betrayal.board_view import BetrayalBoardView
    from scenes.mice_and_mystics import draw as mice_draw
    i18n.set_language(lang)
    import pygame

    from scenes.ghost_stories import draw as ghost_draw
    marks = _drawn_words(lambda s: [mice_draw.flip_icon(s, (100, 100), 10, kind) for kind in ("fishhook", "tinkerer")])
    marks |= _drawn_words(lambda s: ghost_draw._draw_tile_contents(s, pygame.Rect(0, 0, 200, 200),
                                                                  {"buddhas": 2, "power_tokens": 1}))
    event = type("E", (), {"kind": "attack", "data": {"attacker_faces": [1, 2], "defender_faces": [0]}})()
    marks |= set(BetrayalBoardView.dice_in(None, event)[2])
    assert marks and not [m for m in marks if m.isascii()], marks
