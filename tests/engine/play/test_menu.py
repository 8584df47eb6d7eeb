"""The main menu: the four games (Play disabled until playable), unfinished games said in words with Resume
and Delete, Load, and a question before quitting; it never crashes on what the data folder holds."""
import json
import os
import subprocess
import sys
import time

import pygame
import pytest

import games
from engine.play.confirm import ConfirmScene
from engine.play.menu import NOT_PLAYABLE, MenuScene
from engine.rules import saves, slots
from engine.ui.app import App


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every menu here reads a data folder of its own, never the player's."""
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(button):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)


def ghost_game(seed=5, actions=1, names=("Ann",), difficulty="normal"):
    """A Ghost Stories solo game autosaved after `actions` actions (then its player quit)."""
    games.register_data_kinds()
    from scenes.ghost_stories.play import new_session
    session = new_session({"players": 1, "variant": "solo", "difficulty": difficulty, "seed": seed,
                           "names": list(names)})
    for _ in range(actions):
        session.apply(session.legal_actions(session.pending.seat)[0])
    return session


def make_menu(size=(1280, 800)):
    app = App(size=size, headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    return app, menu


def test_the_menu_lists_all_four_games_each_with_preview_and_play():
    _, menu = make_menu()
    assert [row.title for row in menu.rows] == [g.title for g in games.GAMES]
    assert all(row.preview.text == "Preview" for row in menu.rows)


def test_play_is_disabled_and_says_not_yet_playable_exactly_for_games_without_rules():
    _, menu = make_menu()
    for game, row in zip(games.IDS, menu.rows):
        playable = games.get(game).playable
        assert row.play.enabled == playable
        assert (NOT_PLAYABLE in row.play.text) == (not playable)


def test_clicking_preview_opens_that_games_preview_and_escape_comes_back():
    games.register_data_kinds()
    app, menu = make_menu()
    preview = menu.rows[2].preview
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=preview.rect.center, button=1)])
    assert app.stack.top is not menu
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert app.stack.top is menu


def test_the_menu_re_lays_out_to_a_new_window_size():
    app, menu = make_menu()
    before = menu.rows[0].preview.rect.copy()
    menu.on_resize((1920, 1080))
    assert menu.rows[0].preview.rect != before
    assert all(0 <= b.rect.right <= 1920 for b in menu.buttons())


def test_clicking_a_disabled_play_opens_nothing():
    app, menu = make_menu()
    for row in menu.rows:
        if not row.play.enabled:
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.play.rect.center, button=1)])
            assert app.stack.top is menu




def test_resume_says_which_game_its_settings_players_progress_and_when(data_dir):
    ghost_game(actions=3, names=("Ann",), difficulty="nightmare")
    _, menu = make_menu()
    (row,) = menu.resume_rows
    assert row.line.title == "Ghost Stories: White Moon"
    assert row.line.details == ("Solo: one Taoist, three neutral boards · Nightmare · Round 1, 3 Wu-Fengs left, "
                                "0 villagers lost · 1 player: Ann")
    assert row.line.when == "saved today " + time.strftime("%H:%M")
    assert row.resume.enabled and row.resume.text == "Resume" and row.delete.text == "Delete"


def test_clicking_resume_reopens_that_game_where_it_was_left(data_dir):
    played = len(ghost_game(actions=2).actions)
    app, menu = make_menu()
    app.frame(1 / 60, [click(menu.resume_rows[0].resume)])
    board = app.stack.top
    assert type(board).__name__ == "PlayScene" and type(board.board).__name__ == "GhostStoriesBoardView"
    assert len(board.session.actions) == played


def test_two_unfinished_games_each_get_their_own_line_newest_first_and_resume_their_own_game(data_dir):
    older, newer = ghost_game(seed=5, actions=1), ghost_game(seed=6, actions=2)
    for session, when in ((older, "2026-01-01T10:00:00Z"), (newer, "2026-01-02T10:00:00Z")):
        doc = json.load(open(session.autosave.path))
        doc["saved_at"] = when
        saves.write_document(doc, session.autosave.path)
    app, menu = make_menu()
    assert [r.entry.seed for r in menu.resume_rows] == [6, 5]
    app.frame(1 / 60, [click(menu.resume_rows[1].resume)])
    assert app.stack.top.session.seed == 5 and len(app.stack.top.session.actions) == 1


def test_a_new_game_never_replaces_an_unfinished_one(data_dir):
    ghost_game(seed=5)
    ghost_game(seed=6)
    _, menu = make_menu()
    assert sorted(r.entry.seed for r in menu.resume_rows) == [5, 6]


def test_a_damaged_autosave_is_shown_as_damaged_and_deleted_after_a_confirmation(data_dir):
    (data_dir / "autosave").mkdir(parents=True)
    bad = data_dir / "autosave" / "ghost_stories-20260101T000000Z-abcdef.json"
    bad.write_text('{"format": "lantern-save", "version": 1, "seed": ' + "9" * 5000 + "}")
    app, menu = make_menu()
    (row,) = menu.resume_rows
    assert row.line.title == "Ghost Stories: White Moon" and "damaged" in row.line.details
    assert not row.resume.enabled and "out of range" in row.resume.tooltip
    app.frame(1 / 60, [click(row.delete)])
    assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.question == "Delete this damaged autosave?"
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert app.stack.top is menu and menu.resume_rows == [] and not bad.exists()


def test_saying_keep_to_delete_keeps_the_game(data_dir):
    session = ghost_game()
    app, menu = make_menu()
    app.frame(1 / 60, [click(menu.resume_rows[0].delete)])
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.stack.top is menu and os.path.exists(session.autosave.path) and len(menu.resume_rows) == 1


def test_a_forged_autosave_whose_settings_the_game_refuses_cannot_be_resumed(data_dir):
    session = ghost_game()
    doc = json.load(open(session.autosave.path))
    doc["config"]["players"] = 99
    saves.write_document(doc, session.autosave.path)
    _, menu = make_menu()
    (row,) = menu.resume_rows
    assert not row.resume.enabled and "not valid" in row.line.problem and row.delete.enabled


def test_a_game_open_in_another_lantern_window_cannot_be_resumed_or_deleted_here(data_dir):
    session = ghost_game()
    slots.release(session.autosave.path)
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        with open(slots.lock_path(session.autosave.path), "w") as fh:
            fh.write(str(other.pid))
        _, menu = make_menu()
        (row,) = menu.resume_rows
        assert not row.resume.enabled and "another Lantern window" in row.resume.tooltip
        assert not row.delete.enabled
    finally:
        other.kill()
        other.wait()


def test_resume_refused_on_click_says_why_in_the_message_line(data_dir):
    session = ghost_game()
    app, menu = make_menu()
    doc = json.load(open(session.autosave.path))
    doc["final_hash"] = "0" * 24
    saves.write_document(doc, session.autosave.path)
    app.frame(1 / 60, [click(menu.resume_rows[0].resume)])
    assert app.stack.top is menu and menu.message.startswith("Could not resume Ghost Stories: White Moon: replay")


@pytest.mark.parametrize("make", [
    lambda d: d.write_text("a file where the data folder should be"),
    lambda d: (d / "autosave" / "x.json").mkdir(parents=True),
    lambda d: (d / "autosave").mkdir(parents=True) or (d / "autosave" / "a.json").write_bytes(b"\xff\xfe\x00"),
    lambda d: (d / "autosave").mkdir(parents=True) or (d / "autosave" / "b.json").write_text("[" * 100_000),
    lambda d: (d / "autosave").mkdir(parents=True) or os.symlink(d / "nowhere", d / "autosave" / "c.json"),
    lambda d: d.mkdir() or (d / "autosave").write_text("a file where the autosave folder should be"),
])
def test_the_menu_starts_and_draws_whatever_the_data_folder_holds(data_dir, make):
    make(data_dir)
    app, menu = make_menu()
    app.frame(1 / 60)
    for row in menu.resume_rows:
        assert not row.resume.enabled


def test_escape_asks_before_quitting_and_escape_again_stays(data_dir):
    app, menu = make_menu()
    app.running = True
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.question == "Quit Lantern?"
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert app.stack.top is menu and app.running


def test_enter_on_the_quit_question_quits(data_dir):
    app, menu = make_menu()
    app.running = True
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert not app.running


def test_load_lists_the_saves_folder_and_opens_the_picked_game(data_dir):
    session = ghost_game(actions=2)
    path = data_dir / "saves" / "ghost_stories-20260101-101010.json"
    saves.save(session, str(path))
    app, menu = make_menu()
    app.frame(1 / 60, [click(menu.load_button)])
    overlay = app.stack.top
    assert type(overlay).__name__ == "LoadScene" and overlay.paths == [str(path)]
    overlay.pick(0)
    assert app.stack.top.session.state_hash() == session.state_hash()


def test_loading_a_refused_save_says_why_and_stays_in_the_menu(data_dir):
    (data_dir / "saves").mkdir(parents=True)
    bad = data_dir / "saves" / "ghost_stories-20260101-101010.json"
    bad.write_text("{")
    app, menu = make_menu()
    menu.load_path(str(bad))
    assert app.stack.top is menu and menu.message.startswith("Could not load ghost_stories-20260101-101010.json:")


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_with_many_unfinished_games_every_button_fits_the_window_and_none_overlap(data_dir, size):
    for seed in range(7):
        ghost_game(seed=seed)
    _, menu = make_menu(size)
    shown = menu.visible_resume_rows()
    assert 2 <= len(shown) < 7 and menu.older in list(menu.buttons())
    rects = [b.rect for b in menu.buttons()]
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_older_pages_through_the_unfinished_games_and_newer_comes_back(data_dir):
    for seed in range(7):
        ghost_game(seed=seed)
    app, menu = make_menu((960, 600))
    first = [r.entry.path for r in menu.visible_resume_rows()]
    app.frame(1 / 60, [click(menu.older)])
    second = [r.entry.path for r in menu.visible_resume_rows()]
    assert second and not set(first) & set(second)
    app.frame(1 / 60, [click(menu.newer)])
    assert [r.entry.path for r in menu.visible_resume_rows()] == first


def test_load_lists_every_games_saves_each_named_with_its_game_not_only_ghost_stories(data_dir):
    games.register_data_kinds()
    from rulesets.betrayal import rules as betrayal_rules
    from scenes.betrayal.play import new_session as betrayal_session
    ghost = data_dir / "saves" / "ghost_stories-20260101-101010.json"
    saves.save(ghost_game(), str(ghost))
    house = data_dir / "saves" / "betrayal-20260102-101010.json"
    config = betrayal_rules.INFO.check_config(betrayal_rules.INFO.default_config(3))
    saves.save(betrayal_session(config, 3, autosave=False), str(house))
    app, menu = make_menu()
    app.frame(1 / 60, [click(menu.load_button)])
    overlay = app.stack.top
    assert sorted(overlay.paths) == sorted([str(ghost), str(house)])
    title, details = menu.save_title(str(house)).split("\n")
    assert title.startswith("Betrayal at House on the Hill · ") and details.startswith("3 players")
    overlay.pick(overlay.paths.index(str(house)))
    assert app.stack.top.session.game == "betrayal"


def hover(button):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))


def test_a_button_lit_when_a_game_opened_is_no_longer_lit_or_tooltipped_when_the_menu_returns():
    app, menu = make_menu()
    play = menu.rows[0].play
    app.frame(1 / 60, [hover(play)])
    assert play.hover
    app.push(ConfirmScene("A question?", lambda: None))
    assert not play.hover                                  # under an overlay nothing below stays lit
    app.pop()
    app.frame(1 / 60)
    assert not any(b.hover for b in menu.buttons()) and menu.tooltip.text == ""
