"""Languages: texts worded when read, plurals from the catalog, the language chosen once and remembered."""
from __future__ import annotations

import glob
import json
import os
import re

import pygame
import pytest

import cli
from engine import i18n
from engine.i18n import T, Tn
from engine.i18n.choice import choose, start_language
from engine.userdata import settings_path


def test_a_lazy_text_is_worded_again_after_a_switch_of_language_without_being_made_again():
    text = T("{name} wins", name="Ann")
    assert text == "Ann wins" and str(text) == "Ann wins"
    i18n.set_language("zh-Hant")
    assert i18n.render(text) == "Ann 獲勝"      # a Latin name keeps a space from the Chinese (spacing.py)
    i18n.set_language("zh-Hans")
    assert str(text) == "Ann 获胜"


def test_a_label_kept_as_its_english_message_is_translated_when_drawn_and_a_name_is_left_alone():
    i18n.set_language("zh-Hant")
    assert i18n.render("Undo") == "復原"
    assert i18n.render("Ann") == "Ann"


def test_plurals_come_from_the_catalog_one_player_two_players():
    assert [str(Tn("{n} player", "{n} players", n)) for n in (1, 2)] == ["1 player", "2 players"]
    i18n.set_language("zh-Hans")
    assert [str(Tn("{n} player", "{n} players", n)) for n in (1, 2)] == ["1 位玩家", "2 位玩家"]


@pytest.mark.parametrize("spelled, code", [("zh_TW.UTF-8", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh_Hant", "zh-Hant"),
                                           ("zh_CN.UTF-8", "zh-Hans"), ("zh", "zh-Hans"), ("en_GB", "en"),
                                           ("C", "en"), ("fr_FR", None)])
def test_language_codes_are_read_however_the_system_spells_them(spelled, code):
    assert i18n.normalise(spelled) == code


def test_the_menu_choice_is_remembered_in_the_settings_and_used_at_the_next_start(monkeypatch):
    monkeypatch.setenv("LANG", "C")
    assert choose("zh-Hans") == "zh-Hans"
    assert json.load(open(settings_path(), encoding="utf-8"))["language"] == "zh-Hans"
    i18n.set_language("en")
    assert start_language(None) == "zh-Hans"
    choose("en")


def test_the_lang_flag_rules_one_run_and_is_not_stored(monkeypatch):
    choose("en")
    assert start_language("zh-Hant") == "zh-Hant"
    assert json.load(open(settings_path(), encoding="utf-8"))["language"] == "en"


def test_lantern_lang_opens_the_menu_in_that_language_and_writes_no_settings(monkeypatch, tmp_path):
    """`lantern --lang zh-Hant` as a person types it: the menu's first frame is Chinese, the settings file is left
    as it was (here: never made), and the next start without the flag speaks the system's language again."""
    from engine.ui import app as app_module
    monkeypatch.setenv("LANTERN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("LANGUAGE", "en")
    drawn = []
    monkeypatch.setattr(app_module.App, "run", lambda self: drawn.append(i18n.render(self.stack.top.subtitle())))
    assert cli.main(["--lang", "zh-Hant"]) in (0, None)
    assert drawn and not drawn[0].isascii() and i18n.language() == "zh-Hant"
    assert not os.path.exists(settings_path())
    cli.main([])
    assert i18n.language() == "en" and not os.path.exists(settings_path())


def test_a_damaged_settings_file_falls_back_to_the_system_language(monkeypatch):
    os.makedirs(os.path.dirname(settings_path()), exist_ok=True)
    with open(settings_path(), "w", encoding="utf-8") as f:
        f.write("{not json")
    monkeypatch.setenv("LANGUAGE", "zh_TW")
    assert start_language(None) == "zh-Hant"
    os.remove(settings_path())


def test_the_command_line_takes_lang_and_refuses_a_language_lantern_does_not_speak():
    parser = cli.build_parser()
    assert parser.parse_args(["--lang", "zh_TW", "validate"]).lang == "zh-Hant"
    with pytest.raises(SystemExit):
        parser.parse_args(["--lang", "klingon", "validate"])


def test_the_cjk_fonts_draw_every_chinese_character_of_both_catalogs_and_of_the_games_yaml():
    from babel.messages.pofile import read_po

    from engine.ui import fonts
    pygame.font.init()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    for lang in ("zh-Hant", "zh-Hans"):
        i18n.set_language(lang)
        chars = set()
        for path in glob.glob(os.path.join(i18n.LOCALE_DIR, i18n.folder(lang), "LC_MESSAGES", "*.po")):
            with open(path, "rb") as f:
                chars |= {ch for m in read_po(f) for s in ((m.string,) if isinstance(m.string, str) else m.string) for ch in s}
        for path in glob.glob(os.path.join(root, "rulesets", "*", "data", "**", "*.yaml"), recursive=True):
            with open(path, encoding="utf-8") as f:
                chars |= {ch for m in re.finditer(lang + r": *([^,}\n]*)", f.read()) for ch in m.group(1)}
        chars = sorted(ch for ch in chars if ord(ch) >= 0x2000)   # CJK and the symbols (arrows, shapes) drawn with it
        font = fonts.font(16)
        # a character the font lacks has no metrics, or (an OpenType CJK font) an empty box drawn as its .notdef
        missing = [ch for ch, metric in zip(chars, font.metrics("".join(chars))) if metric is None or metric[:4] == (0, 0, 0, 0)
                   and not ch.isspace()]
        assert missing == []


def test_a_chinese_refusal_ends_with_a_chinese_full_stop_and_an_english_one_with_a_period():
    from engine.play.message_line import sentence
    assert sentence("you cannot hold yet") == "You cannot hold yet."
    assert sentence("这位道士本回合已经移动过了") == "这位道士本回合已经移动过了。"


def test_a_folded_run_of_log_lines_says_how_often_in_the_language_in_force():
    from engine.play.panels import collapse_repeats
    folded = collapse_repeats(["门关上了", "门关上了", "门关上了"])
    try:
        i18n.set_language("zh-Hans")
        assert [str(line) for line in folded] == ["门关上了（3 次）"]
        i18n.set_language("en")
        assert [str(line) for line in folded] == ["门关上了 (3 times)"]
    finally:
        i18n.set_language("en")


def test_lists_in_words_read_as_english_and_as_chinese_lists():
    from engine.i18n.lists import anded, listed, ored
    assert [anded([]), anded(["a"]), anded(["a", "b"]), anded(["a", "b", "c"])] == ["", "a", "a and b", "a, b and c"]
    assert ored(["a", "b", "c"]) == "a, b or c" and listed(["a", "b", "c"]) == "a, b, c"
    try:
        i18n.set_language("zh-Hant")
        assert [i18n.render(anded(["甲", "乙", "丙"])), i18n.render(ored(["甲", "乙"]))] == ["甲、乙和丙", "甲或乙"]
    finally:
        i18n.set_language("en")
