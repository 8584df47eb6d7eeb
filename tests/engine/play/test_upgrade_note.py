"""A game an older Lantern saved, opened from the menu or Load: the board says in words how far today's rules
follow it (after any hand-off), then the player continues from there or watches the game so far; the file as
saved is never changed."""
import json
import os

import pygame
import pytest

import games
from engine.play.menu import MenuScene
from engine.play.replay import ReplayScene
from engine.play.upgrade_note import UpgradeNoteScene
from engine.rules import saves
from engine.rules.session import GameSession
from engine.ui.app import App

NOT_AN_ACTION = ["no_longer_a_move"]     # what a later rules fix could refuse


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    games.register_data_kinds()
    return tmp_path / "lantern"


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(button):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)


def older_save(path, game, config, seed, actions, refused_at):
    """A game of `actions` actions as an older Lantern saved it, whose action `refused_at` today's rules refuse."""
    ruleset = games.rules_for(game)
    session = GameSession(ruleset, ruleset.INFO.check_config(config), seed)
    while len(session) < actions:
        if session.handoff is not None:
            session.confirm_handoff()
        session.apply(session.legal_actions()[0])
    os.makedirs(os.path.dirname(path), exist_ok=True)
    saves.save(session, path)
    doc = json.load(open(path))
    del doc["rules_hash"]
    doc["actions"][refused_at] = NOT_AN_ACTION
    saves.write_document(doc, path)
    return open(path, "rb").read()


def settled(note):
    """The note as it is once its first moment has passed (keys then answer it)."""
    note.settle.shown_at -= 1.0
    return note


def menu_app():
    app = App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    return app, menu


def test_resuming_an_older_ghost_stories_game_says_how_far_it_goes_and_continue_plays_on(data_dir):
    slot = str(data_dir / "autosave" / "ghost_stories-20261101T000000Z-abcdef.json")
    before = older_save(slot, "ghost_stories", {"players": 1}, 5, 12, refused_at=9)
    app, menu = menu_app()
    app.frame(1 / 60, [click(menu.resume_rows[0].resume)])
    app.frame(1 / 60)
    note = app.stack.top
    assert isinstance(note, UpgradeNoteScene)
    assert note.words == "The rules changed since this game was saved; it continues from action 9 of 12."
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert app.stack.top is note       # an Enter at once (held or pressed twice on the way in) answers nothing
    settled(note)
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    board = app.stack.top
    assert type(board).__name__ == "PlayScene" and len(board.session) == 9
    board.session.apply(board.session.legal_actions()[0])
    assert open(slot, "rb").read() == before and board.session.autosave.path != slot


def test_watch_the_game_so_far_replays_the_actions_todays_rules_follow(data_dir):
    slot = str(data_dir / "autosave" / "ghost_stories-20261101T000000Z-abcdef.json")
    older_save(slot, "ghost_stories", {"players": 1}, 5, 12, refused_at=9)
    app, menu = menu_app()
    app.frame(1 / 60, [click(menu.resume_rows[0].resume)])
    app.frame(1 / 60)
    board = app.stack.scenes[-2]
    app.frame(1 / 60, [click(settled(app.stack.top).watch)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.actions == board.session.actions and len(replay.actions) == 9
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.stack.top is board


def test_loading_an_older_save_in_a_game_says_so_too(data_dir):
    path = str(data_dir / "saves" / "ghost_stories-20261101-000000.json")
    older_save(path, "ghost_stories", {"players": 1}, 5, 12, refused_at=0)
    from scenes.ghost_stories import play
    app = App(size=(1280, 800), headless=True)
    board = play.board_scene(play.new_session({"players": 1, "variant": "solo", "seed": 3}, autosave=False))
    app.push(board)
    app.frame(1 / 60)
    board.load_path(path)
    app.frame(1 / 60)
    assert isinstance(app.stack.top, UpgradeNoteScene) and "starts again from the beginning" in app.stack.top.words


def test_an_older_ninja_game_shows_the_hand_off_before_the_note_and_the_note_before_any_view(data_dir):
    slot = str(data_dir / "autosave" / "ninja-20261101T000000Z-abcdef.json")
    before = older_save(slot, "ninja", {"players": 2}, 7, 40, refused_at=35)
    app, menu = menu_app()
    app.frame(1 / 60, [click(menu.resume_rows[0].resume)])
    for _ in range(3):
        app.frame(1 / 60)
    board = app.stack.top
    assert type(board).__name__ == "PlayScene" and board.handoff_screen is not None and board.view is None
    board.confirm_handoff()
    app.frame(1 / 60)
    assert isinstance(app.stack.top, UpgradeNoteScene) and "action 35 of 40" in app.stack.top.words
    app.frame(1 / 60, [click(settled(app.stack.top).watch)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.viewer == board.session.viewer == board.session.pending.seat
    assert open(slot, "rb").read() == before
