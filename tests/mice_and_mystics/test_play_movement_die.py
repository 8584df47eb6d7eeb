"""The movement die rolled at the start of a mouse's turn (M-5.1) is thrown in the dice tray like every other roll,
with the movement number it gives, and after the dice the minions rolled just before it, never instead of them."""
import pytest

import games
from engine.ui.app import App
from scenes.mice_and_mystics import play
from tests.mice_and_mystics.mice_choosers import eager_chooser

SEED, STEPS = 15, 21    # the eager player's 22nd action ends a turn: a minion attacks, a mouse defends, a turn begins


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def before_the_turn_ends():
    rules = games.get("mice_and_mystics").rules()
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, SEED, autosave=False)
    choose = eager_chooser(SEED)
    for _ in range(STEPS):
        seat = session.pending.seat
        session.apply(choose(rules, session.state, seat, session.legal_actions(seat)))
    return session


def test_a_turns_movement_die_names_its_mouse_and_the_movement_it_gives_M_5_1():
    session = before_the_turn_ends()
    scene = play.board_scene(session, animate=False)
    begins = [e for e in session.log if e.kind == "turn_begins"][-1]
    faces, caption, labels = scene.board.dice_in(begins)
    assert faces == (begins.data["die"],)
    assert "movement die" in str(caption)
    assert labels == [str({1: 1, 2: 2, 3: 3, 4: 1, 5: 2, 6: 3}[begins.data["die"]])]


def test_the_movement_die_rolls_in_the_tray_after_the_minions_dice_of_the_same_end_of_turn_M_5_1_M_13():
    session = before_the_turn_ends()
    scene = play.board_scene(session, animate=True)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(3.0)
    app.frame(1 / 60)
    thrown = []
    roll = scene.tray.roll
    scene.tray.roll = lambda values, caption="", labels=None: (thrown.append((list(values), str(caption))),
                                                              roll(values, caption, labels))
    start = len(session.log)
    assert scene.act(("end_turn",))
    events = session.log[start:]
    assert [e.kind for e in events][-1] == "turn_begins" and any((e.data or {}).get("faces") for e in events)
    for _ in range(900):
        app.frame(1 / 30)
        if not scene.pacer.busy and scene.tray.settled and len(thrown) > 1:
            break
    rolled = [list(found[0]) for found in map(scene.board.dice_in, events) if found]
    assert len(rolled) >= 3                     # the attack, the defence, the movement die
    assert [values for values, _ in thrown] == rolled        # each roll in turn, none hidden by the next
    assert "movement die" in thrown[-1][1] and thrown[-1][0] == [events[-1].data["die"]]
    assert scene.tray.values == [events[-1].data["die"]]
