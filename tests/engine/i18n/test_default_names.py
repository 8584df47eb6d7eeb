"""A seat nobody named keeps its default name in English in the config (issue 17: a state and a save hold no
translated word), worded in the language of the screen: a game set up in zh-Hant reads '电脑 2' in zh-Hans, never
'電腦 2', and the same setup gives the same config in every language. A name a player typed stays as typed."""
from __future__ import annotations

from engine import i18n
from engine.play.resume_lines import players_words


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
    assert players_words(config) == "3 位玩家：玩家 1、电脑 2、Mei"
    assert i18n.seat_name("電腦 2", 1) == "Computer 2" and i18n.seat_name("", 0) == "Player 1"


def test_a_seat_left_with_its_default_name_is_named_once_in_chinese_and_a_computer_seat_reads_in_chinese():
    """The shell's seat names: 'Player 1' kept in English is the role itself (not '玩家 1 (Player 1)')."""
    import rulesets._template.rules as template
    from engine.rules.session import GameSession
    config = template.INFO.check_config({**template.INFO.default_config(2), "names": ["Player 1", "Computer 2"]})
    session = GameSession(template, config, 1)
    i18n.set_language("zh-Hans")
    assert i18n.render(session.seat_name(0)) == "玩家 1"
    assert session.seat_name(1) == "电脑 2（玩家 2）"


def test_ghost_stories_taoist_labels_word_a_default_name_and_a_dead_taoist():
    from scenes.ghost_stories import viewmodel
    i18n.set_language("zh-Hant")
    v = type("V", (), {"board_played": [True] * 4, "seat_of_board": [0, 1, 2, 3], "variant": "standard"})()
    assert viewmodel.taoist_label(v, 1, ["Player 1", "Computer 2"]).endswith("（電腦 2）")
