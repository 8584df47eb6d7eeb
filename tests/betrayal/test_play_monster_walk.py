"""The monster turn on the play screen: a click on a room several rooms away moves the monster there in one go,
each room a move the rules check (B-20.1, B-20.7, B-17.6: leaving a room with heroes costs more)."""
import pygame
import pytest

import games
from engine.ui.app import App
from rulesets.betrayal import rules as R
from scenes.betrayal import play
from tests.betrayal.combat_support import lamplighter, monster_turn
from tests.betrayal.rules_support import dice

TRAITOR = 0


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    games.register_data_kinds()


def monsters_on_screen(rolls):
    """The Cinder Moths' turn (both in the Dining Room, the heroes in the Entrance Hall next door), on screen."""
    s = lamplighter()
    dice(s, rolls)
    monster_turn(s)
    session = play.new_session(dict(s.config), 1, autosave=False)
    session.state, session.viewer = s, TRAITOR
    scene = play.board_scene(session, animate=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(3.0)
    app.frame(1 / 60)
    return app, scene, session


def click_room(app, scene, room, times=1):
    house, geo = scene.board.geometry(scene.view)
    pos = next(geo.rect(p.cell) for p in house.rooms(geo.floor) if p.tile.id == room).center
    assert scene.board.hit_test(pos) == ("room", room)
    for _ in range(times):
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_a_click_three_rooms_away_moves_the_monster_there_room_by_room_B_20_7():
    app, scene, session = monsters_on_screen([2, 2, 2, 2])     # Speed roll: 8 rooms each
    assert ("monster_move", 0, "grand_staircase") not in session.legal_actions(TRAITOR)
    click_room(app, scene, "grand_staircase")
    assert session.state.haunt["monsters"][0]["room"] == "grand_staircase"
    moved = [e.data["room"] for e in session.log if e.kind == "monster_moved"]
    assert moved == ["entrance_hall", "foyer", "grand_staircase"]
    # B-17.6: out of the Dining Room 1, out of the Entrance Hall past its three heroes 4, out of the Foyer 1
    assert session.state.turn["moves"]["0"] == 8 - 6


def test_the_walk_stops_where_the_monsters_rooms_run_out_B_17_6():
    app, scene, session = monsters_on_screen([1, 1, 1, 0])     # 3 rooms: the heroes' hall takes all that is left
    click_room(app, scene, "grand_staircase")
    moved = [e.data["room"] for e in session.log if e.kind == "monster_moved"]
    assert moved == ["entrance_hall"]
    assert session.state.haunt["monsters"][0]["room"] == "entrance_hall"


def test_a_double_click_on_the_far_room_moves_the_monster_once_and_no_other_monster_B_20_1():
    app, scene, session = monsters_on_screen([2, 2, 2, 2])
    click_room(app, scene, "grand_staircase", times=2)
    rooms = [m["room"] for m in session.state.haunt["monsters"]]
    assert rooms == ["grand_staircase", "dining_room"]
    assert R.pending(session.state).seat == TRAITOR
