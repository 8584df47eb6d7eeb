"""The play shell's own words reach a Chinese table in Chinese (issue 17): the undo news, a named player's role
and the results screen's sentences."""
from engine import i18n
from engine.play.message_line import sentences
from engine.rules.session import GameSession
from rulesets._template import rules as toy_ruleset
from tests.engine.play.shell_support import shell


def test_undo_says_undone_in_the_language_of_the_table():
    app, scene, session = shell({"players": 2, "target": 30})
    i18n.set_language("zh-Hans")
    assert scene.act(("mark", 2))       # marking a die rolls nothing: it may be taken back
    scene.undo()
    assert i18n.render(scene.message.text) == "已撤销。"


def test_a_players_name_brackets_the_seats_role_in_full_width_brackets_in_chinese():
    i18n.set_language("zh-Hans")
    session = GameSession(toy_ruleset, {"players": 2, "target": 30, "names": ["Ann", ""]}, 3)
    # the toy's role 'Player 1' is a default seat name, worded like one (engine.i18n.DEFAULT_NAMES)
    assert str(session.seat_name(0)) == f"Ann（{i18n.render(toy_ruleset.seat_name(session.state, 0))}）" == "Ann（玩家 1）"


def test_a_players_name_and_role_read_as_before_in_english():
    session = GameSession(toy_ruleset, {"players": 2, "target": 30, "names": ["Ann", ""]}, 3)
    assert session.seat_name(0) == "Ann (Player 1)"


def test_two_chinese_sentences_follow_each_other_without_a_space():
    assert sentences("英雄获胜。", "叛徒是玛塔·沃斯。") == "英雄获胜。叛徒是玛塔·沃斯。"


def test_two_english_sentences_are_parted_by_a_space():
    assert sentences("The heroes win.", "The traitor was Ann.", "") == "The heroes win. The traitor was Ann."


def test_a_resume_lines_players_are_listed_with_the_chinese_comma():
    from engine.play.resume_lines import players_words
    i18n.set_language("zh-Hans")
    assert players_words({"players": 3, "names": ["Ann", "Bo", "Cy"]}).endswith("Ann、Bo、Cy")


def test_three_winners_are_listed_with_the_chinese_comma_on_the_results_screen():
    from engine.play.results import headline
    from engine.rules.api import Outcome
    i18n.set_language("zh-Hans")
    words = i18n.render(headline(Outcome("win", (0, 1, 2), "the heroes win"), lambda seat: "ABC"[seat]))
    assert words.startswith("A、B和C")


def test_the_load_list_names_the_game_in_the_language_of_the_table(tmp_path):
    """The game's title (a msgid from the registry) was put into the line's f-string in English."""
    from engine.play.saves_overlay import save_words
    i18n.set_language("zh-Hans")
    assert save_words(str(tmp_path / "missing.json"), "Mice and Mystics").startswith("侠鼠魔途\n")
