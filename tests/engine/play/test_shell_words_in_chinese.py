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
    assert words.startswith("A、B 和 C")       # Latin names keep a space from the Chinese (engine/i18n/spacing.py)


def test_the_load_list_names_the_game_in_the_language_of_the_table(tmp_path):
    """The game's title (a msgid from the registry) was put into the line's f-string in English."""
    from engine.play.saves_overlay import save_words
    i18n.set_language("zh-Hans")
    assert save_words(str(tmp_path / "missing.json"), "Mice and Mystics").startswith("侠鼠魔途\n")


def test_a_switch_of_language_during_a_game_rewords_the_log_the_prompt_and_the_answers_at_the_next_frame():
    """The menu switches the language while a game is open: the next frame draws no English word of the shell
    (it used to keep 'The green Taoist' until the next action, issue 17)."""
    import re

    import pygame

    from engine.ui.app import App
    from scenes.ghost_stories import play as gp
    session = gp.new_session({"players": 2, "names": ["", ""], "seed": 2}, autosave=False)
    scene = gp.board_scene(session, animate=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.log_panel.lines and scene.choices.prompt
    try:
        i18n.set_language("zh-Hant")
        app.frame(1 / 60)
        app.stack.draw(pygame.Surface((1280, 800)))
        shown = [i18n.render(t) for t in [scene.choices.title, scene.choices.prompt, *scene.log_panel.lines,
                                          *(b.text for b in scene.choices.buttons)]]
    finally:
        i18n.set_language("en")
    english = [w for w in shown if re.search(r"[A-Za-z]{4,}", w)]
    assert english == [], english


def test_a_switch_of_language_rewords_the_seat_roles_of_an_open_setup(monkeypatch):
    """Ninja's setup names each seat's role ('The guards'): after a switch it reads 守卫, not the English kept at
    the last layout (the words the setup draws are listened to, not replaced)."""
    import pygame

    from engine.play import setup_scene
    from scenes.ninja import play as ninja
    scene = setup_scene.SetupScene(ninja.rules.INFO, players=2, seat_roles=ninja.seat_roles)
    scene.on_resize((1280, 800))
    drawn, blit = [], setup_scene.fonts.blit_text
    monkeypatch.setattr(setup_scene.fonts, "blit_text", lambda surface, text, *a, **k: drawn.append(str(text))
                        or blit(surface, text, *a, **k))
    try:
        i18n.set_language("zh-Hans")
        scene.draw(pygame.Surface((1280, 800)))
    finally:
        i18n.set_language("en")
    assert any("守卫" in words for words in drawn) and not any("guards" in words.lower() for words in drawn), drawn
