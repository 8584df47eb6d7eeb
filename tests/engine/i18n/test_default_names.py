"""A seat nobody named keeps its default name in English in the config (issue 17: a state and a save hold no
translated word), worded in the language of the screen: a game set up in zh-Hant reads '电脑 2' in zh-Hans, never
'電腦 2', and the same setup gives the same config in every language. A name a player typed stays as typed."""
from __future__ import annotations

import pytest

from engine import i18n
from engine.play.resume_lines import players_words


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _config(lang):
    from scenes.ninja import play as ninja_play
    i18n.set_language(lang)
    setup = ninja_play.make_play(players=3, seed=1)
    setup.toggle_computer(1)
    setup.names[2].text = "  Mei "
    return setup.config()


def test_default_names_are_kept_in_english_whatever_the_language_of_the_setup():
    configs = [_config(lang) for lang in ("en", "zh-Hant", "zh-Hans")]
    assert configs[0]["names"] == ["Player 1", "Computer 2", "Mei"]
    assert configs[0] == configs[1] == configs[2]


def test_a_game_set_up_in_traditional_chinese_names_its_seats_in_simplified_chinese_in_a_simplified_list():
    config = _config("zh-Hant")
    i18n.set_language("zh-Hans")
    assert players_words(config) == "3 位玩家：玩家 1, 电脑 2, Mei"
    assert i18n.seat_name("電腦 2", 1) == "Computer 2" and i18n.seat_name("", 0) == "Player 1"
