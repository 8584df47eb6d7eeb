"""Every screen draws no English in Chinese (issue 17): each screen of label_screens (play, setup, previews, the menu
and its lists, F1 rules help, results, hand-off and secret gates; a game played to a position), drawn in zh-Hant and
zh-Hans, shows no Latin word on its panels, buttons or board marks (Betrayal's explorer discs, Ninja's sleeping
guards) — only key names, single letters that the rulebooks print too (mission goals A–F, an exit's mark) and
numbers — and no button's tooltip on it has an English word (rule ids and file kinds aside)."""
from __future__ import annotations

import re

import pytest

from engine import i18n
from engine.ui import fonts
from tests.engine.play.label_screens import MORE_SCREENS, SCREENS, shown

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'_-]+")
KEY_NAMES = {"Enter", "Esc", "Tab", "Ctrl", "Shift", "Del", "Backspace", "Lantern"}
FILE_FORMATS = {"YAML", "PNG"}      # a file's kind, as its name ends: a tooltip may say what a button writes
@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("name", [*SCREENS, *MORE_SCREENS])
def test_a_screen_drawn_in_chinese_shows_no_english_word(name, lang):
    i18n.set_language(lang)        # the screen is made in the language, as the menu's choice makes it
    app = shown({**SCREENS, **MORE_SCREENS}[name], (1280, 800))[0]
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    left = set()
    for d in drawn:
        if d.size:          # a text drawn (a figure's own note has no size: its name is for tests)
            words = i18n.render(d.text)
            if [w for w in LATIN_WORD.findall(words) if w not in KEY_NAMES]:
                left.add(words)
    assert left == set()


RULE_ID = re.compile(r"\b[A-Z]{1,2}-[A-Z0-9]+(?:\.[0-9A-Za-z]+)*\b")    # G-3.2, B-H.4, M-6.10: a tooltip may cite them


def buttons_of(thing, seen=None, depth=0):
    """Every Button a scene holds (in its attributes, their lists and dicts, and what its buttons() yields)."""
    from engine.ui.widgets import Button
    seen = set() if seen is None else seen
    if id(thing) in seen or depth > 4:
        return
    seen.add(id(thing))
    if isinstance(thing, Button):
        yield thing
        return
    if isinstance(thing, (list, tuple, set)):
        parts = list(thing)
    elif isinstance(thing, dict):
        parts = list(thing.values())
    elif type(thing).__module__.split(".")[0] in ("engine", "scenes") and hasattr(thing, "__dict__"):
        parts = list(vars(thing).values())
        listed = getattr(thing, "buttons", None)
        if callable(listed):
            try:
                parts += list(listed())
            except TypeError:       # a buttons(...) that wants arguments
                pass
    else:
        return
    for part in parts:
        yield from buttons_of(part, seen, depth + 1)


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("name", [*SCREENS, *MORE_SCREENS])
def test_every_buttons_tooltip_on_a_screen_reads_in_chinese(name, lang):
    """What the mouse brings up over a button (why it is disabled, what it does) is the table's language too; only
    rule ids and key names stay as they are printed."""
    i18n.set_language(lang)
    app = shown({**SCREENS, **MORE_SCREENS}[name], (1280, 800))[0]
    app.frame(1 / 60)
    buttons = [b for scene in app.stack.scenes for b in buttons_of(scene)]
    assert buttons, "buttons_of() finds no button on the screen"
    tips = {i18n.render(b.tooltip) for b in buttons if b.tooltip}
    left = {tip for tip in tips if [w for w in LATIN_WORD.findall(RULE_ID.sub("", tip))
                                    if w not in KEY_NAMES | FILE_FORMATS]}
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


PLAY_SCREENS = [name for name in SCREENS if name != "menu" and not name.endswith(("_setup", "_preview"))]


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("name", PLAY_SCREENS)
def test_what_the_mouse_brings_up_over_the_board_reads_in_chinese(name, lang):
    """The hover words of every spot under a grid of mouse positions (a tile, a zone, a figure, a door)."""
    from tests.conformance.test_player_words import _hover_grid
    i18n.set_language(lang)
    app, scene = shown(SCREENS[name], (1280, 800))
    app.frame(1 / 60)
    tips = {i18n.render(tip) for tip in _hover_grid(app, scene) if tip}
    assert tips, "no spot of the board answered the mouse"
    left = {tip for tip in tips if [w for w in LATIN_WORD.findall(RULE_ID.sub("", tip))
                                    if w not in KEY_NAMES | FILE_FORMATS]}
    assert left == set()


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("name", ["ghost_stories_four", "ninja_guards", "betrayal_haunt", "mice_four"])
def test_every_page_of_a_games_f1_rules_help_reads_in_chinese(name, lang):
    """Not only the page for the phase at hand (drawn above): every page's title and text."""
    i18n.set_language(lang)
    scene = shown(SCREENS[name], (1280, 800))[1]
    pages = list(scene.board.help_pages())
    assert len(pages) > 1
    words = {i18n.render(p.title) for p in pages} | {i18n.render(p.text) for p in pages}
    left = {w for w in words if [x for x in LATIN_WORD.findall(RULE_ID.sub("", w)) if x not in KEY_NAMES]}
    assert left == set()
