"""The tooltip of the house follows what is under the mouse when the floor shown changes without the mouse moving."""
import pygame

from tests.betrayal.test_play_keyboard import first_turn


def _hover(app, scene, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def _room_under_mouse(scene):
    house, geo = scene.board.geometry(scene.view)
    return next(p for p in house.rooms(geo.floor) if geo.rect(p.cell).collidepoint(scene.mouse))


def test_a_floor_tab_pressed_with_the_keyboard_drops_the_tooltip_of_the_room_left_on_the_other_floor():
    app, scene = first_turn()
    house, geo = scene.board.geometry(scene.view)
    hall = next(iter(house.rooms(geo.floor)))
    _hover(app, scene, geo.rect(hall.cell).center)
    assert scene.tooltip.text and scene.hover == ("room", hall.tile.id)
    tab = next(rect for rect, floor in scene.board._tabs if floor == "upper")
    scene._board_click(tab.center)        # Enter on the ringed tab: what a click there does, the mouse stays put
    app.frame(1 / 60)
    assert scene.board.shown_floor(scene.view) == "upper"
    assert scene.hover != ("room", hall.tile.id)
    assert scene.tooltip.text == scene.board.describe(scene.view, scene.hover) if scene.hover else not scene.tooltip.text


def test_zero_fitting_the_floor_again_tells_the_room_now_under_the_mouse():
    app, scene = first_turn()
    house, geo = scene.board.geometry(scene.view)
    for _ in range(4):
        app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+", scancode=0)])
    house, geo = scene.board.geometry(scene.view)
    corner = geo.rect(next(iter(house.rooms(geo.floor))).cell)
    _hover(app, scene, (corner.x + 3, corner.y + 3))
    before = scene.hover
    assert before is not None
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=0, unicode="0", scancode=0)])
    now = scene.board.hit_test(scene.mouse) if scene.rects.board.collidepoint(scene.mouse) else None
    assert scene.hover == now
