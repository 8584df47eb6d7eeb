"""The haunt roll (B-5.2, B-14.1) is thrown in the dice tray for everyone at the table to see, and the haunt's
reveal (the tome's gate, B-H.7) and any hand-off wait until those dice have landed."""
import pytest

from engine import i18n
from engine.play.secret_panel import SecretPanelScene
from engine.ui import fonts
from rulesets.betrayal.rules import haunt as haunt_rules
from scenes.betrayal import play
from tests.betrayal.play_support import session_before_reveal
from tests.engine.play.handoff_driver import Loop


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def rolled(kind):
    session, action, seat = session_before_reveal(kind)
    loop = Loop()
    scene = play.board_scene(session, animate=True)
    loop.open(scene)
    loop.idle(10.0)             # the turn banner fades
    start = len(session.log)
    session.apply(action, seat=seat)
    roll = next(e for e in session.log[start:] if e.kind == "haunt_rolled")
    return loop, scene, roll


@pytest.mark.parametrize("kind", ["open", "hidden"])
def test_the_haunt_roll_lands_in_the_tray_before_the_reveal_opens_B_14_1(kind):
    loop, scene, roll = rolled(kind)
    loop.run_pass(after=1 / 60)
    assert loop.app.stack.top is scene and scene.handoff_screen is None   # the table, its dice rolling
    assert not scene.tray.settled and scene.tray.values == [int(f) for f in roll.data["faces"]]
    with fonts.recording() as drawn:
        loop.app.stack.draw(loop.app.screen)
    words = [str(d.text) for d in drawn]
    assert "The haunt roll" in words and not any("Pass the laptop" in w for w in words)
    if roll.data["begins"]:     # nothing tells the roll's outcome before its dice land: no haunt named, no turn
        title = haunt_rules.haunt_of(scene.session.state).title
        assert not any(title in i18n.render(w) for w in words)
    assert not scene.banner.active and not scene.choices.buttons
    for _ in range(400):
        loop.run_pass(after=1 / 30)
        if loop.app.stack.top is not scene or scene.handoff_screen is not None:
            break
    assert scene.tray.settled and scene.tray.values == [int(f) for f in roll.data["faces"]]
    assert isinstance(loop.app.stack.top, SecretPanelScene) or scene.handoff_screen is not None


def test_a_click_on_the_rolling_haunt_dice_shows_them_landed_and_then_the_reveal_B_14_1():
    import pygame
    loop, scene, roll = rolled("open")
    loop.run_pass(after=1 / 60)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.tray.rect.center, button=1)
    loop.run_pass(click, click, after=1 / 60)          # a careless double click on the tray
    loop.run_pass(after=1 / 60)
    assert scene.tray.settled and scene.tray.values == [int(f) for f in roll.data["faces"]]
    assert isinstance(loop.app.stack.top, SecretPanelScene)
    assert not loop.app.stack.top.open          # the double click opened no secret
