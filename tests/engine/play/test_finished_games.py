"""Finished games stay reachable (issue 13, section 3): a stray Enter on the results screen starts the replay
instead of leaving, a finished autosave moves to the finished folder, and the menu's Finished games list replays
or deletes them; its lines tell the result and nothing secret."""
import os

import pygame
import pytest

import games
from engine.play.confirm import ConfirmScene
from engine.play.finished_overlay import FinishedScene
from engine.play.menu import MenuScene
from engine.play.replay import ReplayScene
from engine.play.results import ResultsScene
from engine.rules import finished, saves
from engine.rules.api import Outcome
from engine.ui.app import App


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(button):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)


def finished_ninja(seed=3):
    """A two-player Ninja game played to its end by the bots, autosaved at its last action (as the app does)."""
    from rulesets.ninja.bots import Bot
    from scenes.ninja.play import new_session
    session = new_session({"players": 2, "names": ["Ann", "Bo"]}, seed, autosave=False)
    bot = Bot(seed)
    while True:
        seat = session.pending.seat
        if session.handoff is not None:
            session.confirm_handoff()
        legal = session.legal_actions(seat)
        action = bot.decide(session.view(seat), seat, legal)
        if session.state.result is None and _ends(session, action):
            session.autosave = saves.Autosaver("ninja")
            session.autosave.lock()
            slot = session.autosave.path
            saves.save(session, slot)        # the slot as the autosave left it one action before the end
            session.apply(action, seat=seat)
            return session, slot
        session.apply(action, seat=seat)


def _ends(session, action) -> bool:
    probe = session.ruleset.apply(session.ruleset.clone(session.state), action)
    return session.ruleset.outcome(probe) is not None



def _results_shown(results, after: float) -> App:
    """The results screen on a headless window, its clock moved on `after` seconds (1.0: past the settling pause)."""
    app = App(size=(1280, 800), headless=True)
    clock = [100.0]
    app.now = lambda: clock[0]
    app.push(results)
    clock[0] += after
    return app

def test_enter_on_the_results_screen_starts_the_new_game_most_players_want_next():
    calls = []
    results = ResultsScene(Outcome("win", (0,), "all done"), on_replay=lambda: calls.append("replay"),
                           on_menu=lambda: calls.append("menu"), on_new_game=lambda: calls.append("new"))
    app = _results_shown(results, after=1.0)
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert calls == ["new"]
    assert [str(b.text) for b in results.buttons if b.toggled] == ["New game"]


def test_without_a_new_game_a_stray_enter_on_the_results_screen_starts_the_replay():
    calls = []
    results = ResultsScene(Outcome("win", (0,), "all done"), on_replay=lambda: calls.append("replay"),
                           on_menu=lambda: calls.append("menu"))
    app = _results_shown(results, after=1.0)
    app.frame(1 / 60, [key(pygame.K_RETURN), key(pygame.K_KP_ENTER)])
    assert calls == ["replay", "replay"]
    assert next(b for b in results.buttons if b.toggled).text == "Replay"


def test_the_second_enter_of_the_winning_move_does_not_skip_the_result_before_it_is_read():
    # the play-through: Enter twice at the winning move started the replay at step 0, the result never seen
    calls = []
    results = ResultsScene(Outcome("win", (0,), "all done"), on_replay=lambda: calls.append("replay"),
                           on_menu=lambda: calls.append("menu"))
    app = _results_shown(results, after=0.08)
    app.frame(1 / 60, [key(pygame.K_RETURN), key(pygame.K_SPACE)])
    menu = next(b for b in results.buttons if b.text == "Menu").rect.center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=menu),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=menu)])
    assert calls == [] and app.stack.top is results
    later = app.now() + 1.0
    app.now = lambda: later
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert calls == ["replay"]


def test_without_a_replay_enter_on_the_results_screen_does_nothing():
    calls = []
    results = ResultsScene(Outcome("loss", (), "the village fell"), on_menu=lambda: calls.append("menu"))
    app = _results_shown(results, after=1.0)
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert calls == [] and app.stack.top is results
    assert not any(b.toggled for b in results.buttons)


def test_a_finished_autosaved_game_moves_to_the_finished_folder_instead_of_being_deleted(data_dir):
    session, slot = finished_ninja()
    assert not os.path.exists(slot)
    kept = data_dir / "finished" / os.path.basename(slot)
    assert kept.exists() and session.autosave.kept
    [entry] = finished.list_finished()
    assert entry.path == str(kept) and entry.game == "ninja" and entry.result == session.outcome.result
    assert saves.load(str(kept), session.ruleset).state_hash() == session.state_hash()
    assert saves.list_resumable() == []      # it is not offered as an unfinished game


def test_the_results_screen_says_where_the_finished_game_is_kept(data_dir):
    from scenes.ninja.play import board_scene
    session, _ = finished_ninja()
    scene = board_scene(session, animate=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    scene.show_results_screen()
    assert isinstance(app.stack.top, ResultsScene) and "Finished games" in app.stack.top.kept


def open_finished_list(size=(1280, 800)):
    app = App(size=size, headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    app.frame(1 / 60, [click(menu.finished_button)])
    assert isinstance(app.stack.top, FinishedScene)
    return app, menu, app.stack.top


def test_the_menu_s_finished_games_list_replays_a_game_with_every_secret_shown(data_dir):
    session, _ = finished_ninja()
    app, menu, overlay = open_finished_list()
    [row] = overlay.rows
    app.frame(1 / 60, [click(row.replay)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene) and replay.reveal is not None
    assert replay.actions == tuple(session.actions)
    replay.go(len(replay.actions))
    assert replay.view["intruder_secrets"]["figures"]       # after the game, the intruders' paths are shown


def test_delete_in_the_finished_games_list_asks_first_and_then_removes_the_game(data_dir):
    finished_ninja()
    app, menu, overlay = open_finished_list()
    path = overlay.rows[0].entry.path
    app.frame(1 / 60, [click(overlay.rows[0].delete)])
    assert isinstance(app.stack.top, ConfirmScene)
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])              # Keep
    assert os.path.exists(path)
    app.frame(1 / 60, [click(overlay.rows[0].delete)])
    app.frame(1 / 60, [key(pygame.K_RETURN)])              # Delete
    assert not os.path.exists(path) and overlay.rows == [] and finished.list_finished() == []


def test_enter_in_the_finished_games_list_neither_replays_nor_deletes(data_dir):
    finished_ninja()
    app, menu, overlay = open_finished_list()
    app.frame(1 / 60, [key(pygame.K_RETURN), key(pygame.K_RETURN)])
    assert app.stack.top is overlay and len(finished.list_finished()) == 1


def test_a_finished_ninja_game_s_line_tells_the_result_and_no_secret_zone(data_dir):
    from rulesets.ninja.data import load_map
    session, _ = finished_ninja()
    _, _, overlay = open_finished_list()
    line = overlay.rows[0].line
    text = " ".join((line.title, line.details, line.when))
    assert line.details.startswith(("The guards won", "The intruders won", "The ninja won", "The traitor won",
                                    "A draw"))
    assert not [z.name for z in load_map().zones if z.name in text]
    assert "Ann" in text and "Bo" in text


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_finished_games_button_sits_beside_load_inside_the_window(data_dir, size):
    app = App(size=size, headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    window = pygame.Rect((0, 0), size)
    assert window.contains(menu.finished_button.rect) and window.contains(menu.load_button.rect)
    assert menu.finished_button.rect.centery == menu.load_button.rect.centery
    assert not menu.finished_button.rect.colliderect(menu.load_button.rect)


def test_when_the_finished_folder_cannot_be_written_the_slot_keeps_the_final_position_and_the_list_shows_it(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "finished").write_text("a file where the folder should be")
    session, slot = finished_ninja()
    assert "could not be kept" in session.autosave.last_error
    assert os.path.exists(slot) and saves.read_document(slot)["outcome"] == session.outcome.result
    assert [f.path for f in finished.list_finished() if not f.damaged] == [slot]
    assert saves.list_resumable() == []


def test_a_finished_game_cannot_be_undone_so_it_stays_in_the_finished_list(data_dir):
    from scenes._template import play as template_play
    session = template_play.new_session({"players": 2}, 4)
    while session.outcome is None:
        legal = session.legal_actions(session.pending.seat)
        session.apply(("hold",) if ("hold",) in legal else ("roll",))
    assert not session.can_undo()
    assert len(finished.list_finished()) == 1 and saves.list_resumable() == []


def test_a_finished_line_says_the_result_once_first_then_settings_summary_and_players():
    from engine.play.resume_lines import finished_line
    entry = finished.FinishedGame("x.json", "ghost_stories", "", 111, 5, {"players": 1, "names": ["Ann"]}, "loss",
                                  "Round 20, 2 Wu-Fengs left, 12 villagers lost, lost")
    line = finished_line(entry, "Ghost Stories: White Moon")
    assert line.details == "Lost · Round 20, 2 Wu-Fengs left, 12 villagers lost · 1 player: Ann"


def test_a_finished_line_too_long_for_its_row_is_shown_whole_in_a_tooltip_over_the_row(data_dir):
    """Seen in a real window: "Lost · Solo: one Taoist, three neutral boards · Round 16, 1 Wu-Feng left, 11 villagers
    lost…" with no way to read the rest."""
    import dataclasses
    finished_ninja()
    app, _, overlay = open_finished_list()
    app.frame(1 / 60)
    row = overlay.rows[0]
    over_row = (overlay.panel.x + 40, row.delete.rect.centery)
    assert overlay.cut_details_at(over_row) == ""
    long = "Lost · " + ", ".join(f"detail number {i}" for i in range(30))
    row.line = dataclasses.replace(row.line, details=long)
    assert overlay.cut_details_at(over_row) == long
    assert overlay.cut_details_at((2, 2)) == ""


def test_the_gold_pre_selection_follows_the_keyboard_focus_so_one_button_looks_chosen():
    # Tab twice put the focus ring on Replay while New game stayed gold: two buttons looked chosen
    calls = []
    results = ResultsScene(Outcome("win", (0,), "all done"), on_new_game=lambda: calls.append("new"),
                           on_replay=lambda: calls.append("replay"), on_menu=lambda: calls.append("menu"))
    app = _results_shown(results, after=1.0)
    app.frame(1 / 60, [key(pygame.K_TAB), key(pygame.K_TAB)])
    assert [str(b.text) for b in results.buttons if b.toggled] == ["Replay"]
    app.frame(1 / 60, [key(pygame.K_RETURN)])
    assert calls == ["replay"]
