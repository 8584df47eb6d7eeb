"""The message line's "Nothing to do there now." is about the spot just clicked: it goes when the mouse points at
another spot or when the game moves on (a refusal too), so it never lingers over a changed situation (N-9: the card
phase, where a click on the map does nothing)."""
import pygame

from rulesets.ninja.bots import Bot
from tests.ninja.scene_support import open_game, person_move
from tests.ninja.test_scenes_choices import drive_to

NOTHING = "Nothing to do there now."


def zone_point(scene, skip=()):
    """A point on the map over a zone with nothing to do there now, not in `skip`."""
    board = scene.rects.board
    for x in range(board.x, board.right, 17):
        for y in range(board.y, board.bottom, 17):
            t = scene.board.hit_test((x, y))
            if isinstance(t, str) and t not in scene.targets and t not in skip:
                return (x, y), t
    raise AssertionError("no idle zone on the map")


def move_to(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click(app, pos, times=1):
    for _ in range(times):
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def in_card_phase():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    return app, scene, session


def test_nothing_to_do_there_stays_while_the_mouse_is_on_that_spot_and_goes_when_it_points_elsewhere_N_9():
    app, scene, _ = in_card_phase()
    pos, zone = zone_point(scene)
    click(app, pos, times=2)            # a careless double click
    assert scene.message.text == NOTHING
    move_to(app, (pos[0] + 1, pos[1]))  # a twitch on the same spot
    assert scene.message.text == NOTHING
    other, _ = zone_point(scene, skip={zone})
    move_to(app, other)
    assert scene.message.text == ""


def test_nothing_to_do_there_and_a_refusal_go_when_the_game_moves_on_without_a_click_N_9():
    app, scene, session = in_card_phase()
    pos, _ = zone_point(scene)
    click(app, pos)
    assert scene.message.text == NOTHING
    session.apply(person_move(scene, Bot(7)), seat=scene.viewer)    # as a computer seat or a redo moves it
    app.frame(1 / 60)
    assert scene.message.text == ""
    scene.act(("no such action",))
    assert scene.message.bad and scene.message.text
    session.apply(person_move(scene, Bot(7)), seat=session.pending.seat)
    app.frame(1 / 60)
    assert scene.message.text == ""
