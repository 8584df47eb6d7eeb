"""A whole game of each playable game with the keyboard alone (issue 17): from the menu's Play through the setup, the
play shell, its hand-offs and secret panels, to the results and back to the menu, by key presses only
(tests/engine/play/keyboard_driver.py). Short seeded games; the answers are each game's bot's, from its seat's view."""
import pytest

import games
from engine.play.menu import MenuScene
from engine.play.results import ResultsScene
from tests.engine.play.keyboard_driver import KeyboardPlayer

SIZE = (960, 600)      # the smallest window the layouts promise: every spot and answer must be reachable there too


def bot_of(game_id: str, seed: int = 5):
    """decide(session, seat) -> action: the game's heuristic player, reading only that seat's view."""
    entry = next(g for g in games.GAMES if g.id == game_id)
    chooser = entry.load_bots()["heuristic"](seed)
    return lambda session, seat: chooser(session.ruleset, session.state, seat, session.legal_actions(seat))


def play_through(game_id: str, decide, seed: int, choose=()):
    player = KeyboardPlayer(games.GAMES, SIZE)
    player.open_game(game_id)
    player.start(choose, seed=seed)
    shell = player.play(decide)
    assert isinstance(player.top, ResultsScene) and shell.session.outcome is not None
    assert shell.session.seed == seed
    player.back_to_menu()
    assert isinstance(player.top, MenuScene)
    return player, shell


def test_a_whole_ghost_stories_game_is_played_with_the_keyboard_alone():
    # Hell difficulty (G-3.8) picked on the setup screen with the keyboard: a short game
    player, shell = play_through("ghost_stories", bot_of("ghost_stories"), 2, [lambda setup: setup.diff_buttons[3]])
    assert shell.session.config["difficulty"] == "hell" and len(shell.session.actions) > 30


def test_a_whole_ninja_game_is_played_with_the_keyboard_alone():
    from scenes.ninja.play import ai_chooser
    # the guards' seat is the computer's, chosen on the setup screen with the keyboard (N-2)
    player, shell = play_through("ninja", ai_chooser(5), 3, [lambda setup: setup.seat_buttons[0]])
    assert shell.session.config["ai_seats"] == [0] and len(shell.session.actions) > 50


def test_a_whole_betrayal_game_is_played_with_the_keyboard_alone_through_its_hand_offs_and_secrets():
    player, shell = play_through("betrayal", bot_of("betrayal"), 1)
    assert player.handoffs > 0 and shell.session.state.haunt is not None     # the haunt's gates (B-H.7)


def test_a_whole_mice_and_mystics_chapter_is_played_with_the_keyboard_alone():
    player, shell = play_through("mice_and_mystics", bot_of("mice_and_mystics"), 1)
    assert shell.session.outcome.result == "win"


def test_a_whole_ninja_game_with_both_sides_at_the_table_is_played_with_the_keyboard_alone():
    """The guards' side too (N-3.8 hand, N-3.9 sleeping guards and secret marks, the patrols), through every hand-off
    between the two sides: no computer seat."""
    from scenes.ninja.play import ai_chooser
    player, shell = play_through("ninja", ai_chooser(5), 3)
    assert not shell.session.config.get("ai_seats") and player.handoffs > 10


@pytest.mark.parametrize("whole_game", [test_a_whole_ghost_stories_game_is_played_with_the_keyboard_alone,
                                        test_a_whole_ninja_game_is_played_with_the_keyboard_alone,
                                        test_a_whole_betrayal_game_is_played_with_the_keyboard_alone_through_its_hand_offs_and_secrets,
                                        test_a_whole_mice_and_mystics_chapter_is_played_with_the_keyboard_alone],
                         ids=["ghost_stories", "ninja", "betrayal", "mice_and_mystics"])
def test_a_whole_game_is_played_with_the_keyboard_alone_at_a_chinese_table(whole_game):
    """Issue 17's 'done when': Chinese words are wider or narrower than English ones, the panels page and wrap
    differently, and every answer must still be reached by keys (zh-Hans here; zh-Hant was played by hand too)."""
    from engine import i18n
    i18n.set_language("zh-Hans")
    whole_game()
