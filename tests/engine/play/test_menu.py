"""The main menu lists the four games; Play is disabled with 'not yet playable' until a game is playable."""
import pygame

import games
from engine.play.menu import NOT_PLAYABLE, MenuScene
from engine.ui.app import App


def make_menu(size=(1280, 800)):
    app = App(size=size, headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    return app, menu


def test_the_menu_lists_all_four_games_each_with_preview_and_play():
    _, menu = make_menu()
    assert [row[0] for row in menu.rows] == [g.title for g in games.GAMES]
    assert all(row[1].text == "Preview" for row in menu.rows)


def test_play_is_disabled_and_says_not_yet_playable_exactly_for_games_without_rules():
    _, menu = make_menu()
    for game, (_, _, play, _) in zip(games.IDS, menu.rows):
        playable = games.get(game).playable
        assert play.enabled == playable
        assert (NOT_PLAYABLE in play.text) == (not playable)


def test_clicking_preview_opens_that_games_preview_and_escape_comes_back():
    games.register_data_kinds()
    app, menu = make_menu()
    preview = menu.rows[2][1]
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=preview.rect.center, button=1)])
    assert app.stack.top is not menu
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert app.stack.top is menu


def test_the_menu_re_lays_out_to_a_new_window_size():
    app, menu = make_menu()
    before = menu.rows[0][1].rect.copy()
    menu.on_resize((1920, 1080))
    assert menu.rows[0][1].rect != before
    assert all(0 <= b.rect.right <= 1920 for b in menu.buttons())


def test_clicking_a_disabled_play_opens_nothing():
    app, menu = make_menu()
    for game, (_, _, play, _) in zip(games.IDS, menu.rows):
        if not play.enabled:
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=play.rect.center, button=1)])
            assert app.stack.top is menu


def test_after_a_quit_mid_game_the_menu_offers_resume_and_it_reopens_that_game(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    games.register_data_kinds()
    from scenes.ghost_stories.play import new_session
    session = new_session({"players": 1, "variant": "solo", "difficulty": "normal", "seed": 5})
    seat = session.pending.seat
    session.apply(session.legal_actions(seat)[0])  # autosaved after this action; then the player quits
    played = len(session.actions)

    app, menu = make_menu()
    resume = menu.rows[1][3]
    assert resume is not None and resume.text == "Resume"
    assert all(row[3] is None for i, row in enumerate(menu.rows) if i != 1)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=resume.rect.center, button=1)])
    board = app.stack.top
    assert type(board).__name__ == "PlayScene" and type(board.board).__name__ == "GhostStoriesBoardView"
    assert len(board.session.actions) == played
