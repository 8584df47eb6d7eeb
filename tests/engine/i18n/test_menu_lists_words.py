"""The menu's lists and the F1 help read in words of the language in force (issue 17): a Load list line names its
game in that language, and a help page's rule ids are its title's tooltip, never words drawn on the page."""
from __future__ import annotations

import random
import re

import pytest

import games
from engine import i18n
from engine.ui import fonts
from engine.ui.app import App

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
RULE_ID = re.compile(r"\b[A-Z]-[0-9A-Z]+\.\d")


@pytest.fixture(autouse=True)
def english_after(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_load_list_line_names_its_game_and_its_position_in_chinese(lang, tmp_path):
    from engine.play.entry import session_for
    from engine.play.saves_overlay import save_words
    from engine.rules import saves
    game = next(g for g in games.GAMES if g.id == "ghost_stories")
    module = game.rules()
    session = session_for(game.id, module, module.INFO.check_config(module.INFO.default_config()), 3, autosave=False)
    pick = random.Random(3)
    for _ in range(4):
        session.apply(pick.choice(session.legal_actions()))
    path = str(tmp_path / "ghost_stories-1.json")
    saves.save(session, path)
    i18n.set_language(lang)
    first, _second = save_words(path, game.title, module.INFO).split("\n")
    assert not LATIN_WORD.search(first), first


def test_the_rules_help_draws_no_rule_id_and_names_the_rules_in_its_titles_tooltip():
    from engine.play.rules_help import RulesHelpScene

    class Page:
        title, text, rules = "Moving", "Walk one room.", ("B-7.1", "B-7.3")
    app = App(size=(1280, 800), headless=True)
    scene = RulesHelpScene([Page()], game_title="Betrayal")
    app.push(scene)
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    assert [d.text for d in drawn if RULE_ID.search(d.text)] == []
    assert scene.hover_words(scene.rules_spot.center) == "Rules: B-7.1, B-7.3"
    assert scene.hover_words((scene.rules_spot.right + 5, scene.rules_spot.bottom + 40)) == ""
