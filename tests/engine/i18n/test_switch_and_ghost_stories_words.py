"""A switch of language re-words the screen on the next frame; Ghost Stories reads in Chinese from start to end."""
from __future__ import annotations

import re

import pytest

import games
from engine import i18n
from engine.play.menu import MenuScene
from engine.ui import fonts
from engine.ui.app import App

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED = {"Enter", "Esc", "Ctrl", "Lantern"}     # key names and the program's name stay as they are



def _drawn_words(app, scene):
    with fonts.recording() as drawn:
        scene.draw(app.screen)
    return {d.text for d in drawn if d.kind != "figure"}


def test_the_menu_switches_language_on_the_next_frame_without_being_made_again():
    app = App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    assert "Finished games…" in _drawn_words(app, menu)
    menu.switch_language()      # English -> 繁體中文, as the menu's language button does
    assert i18n.language() == "zh-Hant"
    words = _drawn_words(app, menu)
    assert "已結束的遊戲…" in words and "Finished games…" not in words
    i18n.set_language("en")


def _english_left(text: str) -> list:
    return [w for w in LATIN_WORD.findall(text) if w not in ALLOWED]


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant"])
def test_a_ghost_stories_game_reads_in_chinese_log_prompts_buttons_and_results(lang):
    from rulesets.ghost_stories import rules
    from rulesets.ghost_stories.bot import Bot
    from scenes.ghost_stories import actions
    from tests.ghost_stories.support import config
    i18n.set_language(lang)
    state = rules.setup(config(2, None, "normal"), 3)
    bot = Bot(3)
    seen = []
    for _step in range(400):
        if rules.outcome(state) is not None:
            break
        pending = rules.pending(state)
        seen.append(pending.prompt)
        seen.append(actions.prompt_for(state, pending))
        seen += [actions.label(state, a) for a in pending.options[:6]]
        seen += [rules.describe_action(state, a) for a in pending.options[:6]]
        state = rules.apply(state, bot.choose(rules.clone(state), pending.seat))
    seen += [e.text_for(None) for e in rules.log(state)]
    out = rules.outcome(state)
    if out is not None:
        seen += [out.reason] + [label for label, _points in out.score_lines]
    left = sorted({w for text in seen for w in _english_left(str(text))})
    assert left == []
