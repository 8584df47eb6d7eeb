"""Betrayal's spots for the keyboard's ring (issue 17): the lit rooms and doors first, then the board's own buttons."""
import pygame

from engine.ui.app import App
from rulesets.betrayal import rules as R
from scenes.betrayal import play


def first_turn():
    session = play.new_session(R.INFO.check_config(R.INFO.default_config(3)), 4, autosave=False)
    while session.pending.kind != "turn":
        session.apply(session.legal_actions(session.pending.seat)[0], seat=session.pending.seat)
    scene = play.board_scene(session, animate=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene


def test_tab_rings_the_lit_rooms_and_doors_of_the_turn_before_the_side_panels_buttons():
    app, scene = first_turn()
    keys = [s.key for s in scene.key_stops() if s.key[0] == "board"]
    spots = [k[1] for k in keys]
    legal = [t for t in spots if t in scene.targets]
    assert legal and spots[:len(legal)] == legal            # moves and doors of the turn first (B-5.1, B-7.1)
    assert all(t[0] == "panel" or t[0] == "tab" for t in spots[len(legal):])


def test_enter_on_a_ringed_door_explores_through_it():
    app, scene = first_turn()
    door = next(k for k in (s.key for s in scene.key_stops()) if k[0] == "board" and k[1][0] == "explore")
    for _ in range(40):
        if scene.key_focus.key == door:
            break
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)])
    before = len(scene.session.actions)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert len(scene.session.actions) == before + 1 and scene.session.actions[-1] == ("explore", door[1][1])
