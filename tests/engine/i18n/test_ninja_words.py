"""Ninja reads in Chinese from setup to result: log lines of every seat, prompts, buttons, hints, panels, results."""
from __future__ import annotations

import re

import pytest

from engine import i18n

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED = {"Enter", "Esc", "Ctrl", "Tab", "Shift", "Lantern"}     # key names and the program's name stay as they are
GAMES = [  # (players, choices, seed): the standard game, Contested Ground with two guard players, the secret Lone Wolf
    (2, {}, 5),
    (4, {"variant": "contested_ground"}, 6),
    (2, {"variant": "lone_wolf", "lone_wolf_secret": True}, 7),
]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _english_left(text: str) -> list:
    return [w for w in LATIN_WORD.findall(text) if w not in ALLOWED]


def _words_of_a_game(players, choices, seed) -> list:
    """Everything the rules and the Ninja screen word for a bot-played game, in the language in force."""
    from rulesets.ninja import bots, rules
    from scenes.ninja import choices as ninja_choices
    from scenes.ninja import help as ninja_help
    from scenes.ninja import hints, side_panel
    from scenes.ninja.board_view import NinjaBoardView
    from tests.ninja.support import config
    board = NinjaBoardView()
    zone_name = board.map.zone
    s = rules.setup(config(players, **choices), seed)
    choose = bots.chooser(seed)
    seen = [rules.seat_name(s, seat) for seat in range(players)]
    seen += [text for page in ninja_help.HELP for text in (page.title, page.text)]
    for _step in range(1500):
        if rules.outcome(s) is not None:
            break
        pending = rules.pending(s)
        view = rules.view(s, pending.seat)
        legal = rules.legal_actions(s, pending.seat)
        seen += [pending.prompt, ninja_choices.prompt(view, pending, lambda z: zone_name(z).name),
                 rules.turn_label(s), board.status_text(view)]
        seen += [rules.describe_action(s, a) for a in legal]
        seen += [text for _style, text in side_panel.text_items(view)]
        if _step % 25 == 0:
            seen.append(hints.advise(view, pending.seat, legal)[1])
            seen += [board.describe(view, zone) for zone in sorted(board.zone_ids)[::7]]
        s = rules.apply(s, choose(rules, rules.clone(s), pending.seat, legal))
    out = rules.outcome(s)
    assert out is not None, "the bots' game did not end"
    seen += [e.text_for(seat) for e in rules.log(s) for seat in (None, *range(players))]
    seen += [out.reason] + [label for label, _points in out.score_lines]
    return [i18n.render(text) for text in seen]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("players, choices, seed", GAMES)
def test_a_ninja_game_reads_in_chinese_log_prompts_buttons_panels_and_results(lang, players, choices, seed):
    i18n.set_language(lang)
    words = _words_of_a_game(players, choices, seed)
    left = sorted({w for text in words for w in _english_left(str(text))})
    assert left == [], left


def test_the_same_ninja_game_reads_in_english_with_the_same_state():
    """N-H: the words change with the language, never the game: the final state hash is the same in both."""
    from rulesets.ninja import bots, rules
    from tests.ninja.support import config
    hashes = []
    for lang in ("en", "zh-Hant"):
        i18n.set_language(lang)
        s = rules.setup(config(2), 9)
        choose = bots.chooser(9)
        while rules.outcome(s) is None:
            pending = rules.pending(s)
            s = rules.apply(s, choose(rules, rules.clone(s), pending.seat, rules.legal_actions(s, pending.seat)))
        hashes.append(rules.state_hash(s))
    assert hashes[0] == hashes[1]


def test_a_ninja_log_line_made_in_chinese_reads_in_english_after_a_switch():
    """Text is translated when drawn: a log line made while Chinese was in force is worded anew in English."""
    from rulesets.ninja import rules
    from tests.ninja.support import config
    i18n.set_language("zh-Hant")
    s = rules.setup(config(2), 3)
    line = rules.log(s)[0].text_for(None)
    assert "守衛" in i18n.render(line)
    i18n.set_language("en")
    assert i18n.render(line) == "The guards set up the fortress; the intruders draw their secret missions."


@pytest.mark.parametrize("game", ["ninja", "ghost_stories"])
def test_the_layout_previews_read_in_chinese(game):
    """The Ninja fortress preview and the Ghost Stories village preview: toolbar, status line, legend, names."""
    from engine.ui import fonts
    from engine.ui.app import App
    if game == "ninja":
        from scenes.ninja.preview import make_preview
    else:
        from scenes.ghost_stories.preview import make_preview
    i18n.set_language("zh-Hant")
    app = App(size=(1280, 800), headless=True)
    scene = make_preview(seed=3)
    app.push(scene)
    scene.update(0)
    with fonts.recording() as drawn:
        scene.draw(app.screen)
    words = {i18n.render(d.text) for d in drawn if d.kind != "figure"} | {i18n.render(scene.status)}
    words |= {i18n.render(b.tooltip) for b in scene.buttons}
    left = sorted({w for text in words for w in _english_left(re.sub(r"\([A-Z]-[^)]*\)|[A-Z]-[0-9A-Z.]+", "", text))})
    assert left == [], [w for w in words if _english_left(w)]


def test_ghost_stories_tile_and_ghost_names_are_set_again_after_a_switch_of_language():
    """The lines of a name on a tile (and a ghost card) are cached per language: after drawing them in English, a
    switch to Chinese sets the Chinese name (the preview drew 'Buddhist' / 'Temple' in Chinese before)."""
    from rulesets.ghost_stories.board import load_board
    from scenes.ghost_stories import draw as gsdraw
    board = load_board()
    tile = next(t for t in board.tiles if t.name == "Buddhist Temple")
    english = gsdraw.tile_name_lines(tile.name, 120)[0]
    i18n.set_language("zh-Hant")
    assert gsdraw.tile_name_lines(tile.name, 120)[0] != english
    assert not any(_english_left(line) for line in gsdraw.tile_name_lines(tile.name, 120)[0])
