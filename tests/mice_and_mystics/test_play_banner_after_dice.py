"""A turn that dice end is announced when they land: while they roll the board and the top bar still show the turn
before (shown_view), so a banner naming the next turn over them contradicted the top bar (a zh-Hant play-through
of Betrayal read 第 6 回合 in the banner under 第 5 回合 in the bar)."""
import pytest

import games
from engine.ui.app import App
from scenes.mice_and_mystics import play
from tests.mice_and_mystics.mice_choosers import eager_chooser

SEED = 15


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def test_no_turn_banner_is_announced_while_dice_roll_and_the_next_turn_is_once_they_land():
    rules = games.get("mice_and_mystics").rules()
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, SEED, autosave=False)
    scene = play.board_scene(session, animate=True)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(3.0)
    choose = eager_chooser(SEED)
    seen = 0
    for _ in range(120):
        if session.outcome is not None or session.pending is None:
            break
        before = scene._turn_key
        seat = session.pending.seat
        scene.act(choose(rules, session.state, seat, session.legal_actions(seat)))
        app.frame(1 / 60)
        rolled = scene.tray is not None and not scene.tray.settled
        while scene.tray is not None and not scene.tray.settled:
            assert scene._turn_key == before, "a turn announced over rolling dice"
            app.frame(1 / 30)
        for _ in range(300):     # the paced steps shown, the banner gone
            if not scene.pacer.busy and not scene.banner.active:
                break
            app.frame(1 / 30)
        if rolled and scene.turn_key() != before and session.outcome is None:
            seen += 1
            assert scene._turn_key == scene.turn_key(), "the turn the dice ended was never announced"
    assert seen >= 2      # the seed plays turns that dice end, or this proves nothing
