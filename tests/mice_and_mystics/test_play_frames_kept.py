"""The Mice play screen keeps what it drew (the side panels, the log, the overlays, the tiles' pictures) and draws
it again only when what it shows changes; a screen drawn from kept parts has the same pixels as one drawn afresh."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.ui.app import App  # noqa: E402
from engine.ui.scene import Scene  # noqa: E402
from rulesets.mice_and_mystics import rules  # noqa: E402
from rulesets.mice_and_mystics.bots import heuristic_chooser  # noqa: E402
from scenes.mice_and_mystics import board_view as mice_board_view  # noqa: E402
from scenes.mice_and_mystics import play, play_draw  # noqa: E402

SIZE = (1600, 900)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def _open(session):
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=SIZE, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene


def _play(session, app, actions, seed=7, hover=None):
    choose = heuristic_chooser(seed)
    for _ in range(actions):
        if session.is_over:
            break
        seat = session.pending.seat
        session.apply(choose(rules, session.state, seat, session.legal_actions(seat)))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))] if hover else []
        app.frame(1 / 60, events)


def _still(app, scene, pos):
    """A frame with the banner gone and the mouse at `pos`, as bytes; the dice tray (its dice still rolling on one
    screen, empty on the other) left out."""
    scene.banner.dismiss()
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    shot = app.screen.copy()
    shot.fill((0, 0, 0), scene.rects.tray.inflate(12, 12))
    return pygame.image.tobytes(shot, "RGB")


@pytest.mark.parametrize("chapter", rules.CHAPTERS)
def test_a_screen_drawn_from_kept_layers_has_the_pixels_of_one_drawn_afresh(chapter):
    session = play.new_session({"players": 2, "chapter": chapter}, 7, autosave=False)
    app, scene = _open(session)
    spot = scene.board.table_rect.center
    _play(session, app, 40, hover=spot)
    warm = _still(app, scene, spot)
    fresh_app, fresh_scene = _open(session)
    assert _still(fresh_app, fresh_scene, spot) == warm


def test_a_hero_card_panel_is_not_drawn_again_when_no_card_changed(monkeypatch):
    session = play.new_session({"players": 2, "chapter": "down_the_drain"}, 7, autosave=False)
    app, scene = _open(session)
    drawn = []
    real = mice_board_view.MiceBoardView._draw_cards
    monkeypatch.setattr(mice_board_view.MiceBoardView, "_draw_cards",
                        lambda self, *a: (drawn.append(1), real(self, *a))[1])
    view = scene.view
    scene.board.draw(app.screen, dict(view), {})       # a new view object with the same contents
    assert drawn == []
    changed = dict(view, mice=[dict(view["mice"][0], cheese=view["mice"][0]["cheese"] + 1)] + view["mice"][1:])
    scene.board.draw(app.screen, changed, {})
    assert drawn == [1]


def test_the_tiles_pictures_for_framing_one_or_two_rooms_are_ready_when_the_screen_opens(monkeypatch):
    session = play.new_session({"players": 2, "chapter": "cooks_larder"}, 7, autosave=False)
    app, scene = _open(session)
    board = scene.board
    pfs = board.placed(scene.view)
    made = []
    real = play_draw.mice_draw.draw_face
    monkeypatch.setattr(play_draw.mice_draw, "draw_face", lambda *a, **k: (made.append(1), real(*a, **k))[1])
    for rooms in ([pfs[0], pfs[1]], [pfs[1]], [pfs[2], pfs[3]], [pfs[0], pfs[2]]):
        mice_board_view.frame(board.camera, rooms)
        play_draw.tiles_layer(pfs, set(), board.camera.to_screen, board.camera.zoom, board.table_rect,
                              board._tile_pictures)
    assert made == []


def test_a_hovered_space_seen_again_is_not_painted_again():
    overlay = play_draw.OverlayLayer(3)
    overlay.fit((100, 100))
    painted = []
    screen = pygame.Surface((200, 200))
    table = pygame.Rect(50, 50, 100, 100)

    def paint(layer, shift):
        painted.append(1)
        pygame.draw.rect(layer, (255, 255, 255, 90), (10, 10, 20, 20))
        return pygame.Rect(10, 10, 20, 20)
    for key in ("a", "b", "a", "c", "b", "a"):
        overlay.blit(screen, table, key, paint)
    assert len(painted) == 3
    overlay.blit(screen, table, "d", paint)        # a fourth: the one shown longest ago ("c") is painted over
    overlay.blit(screen, table, "a", paint)
    assert len(painted) == 4


def test_the_app_clears_the_window_only_under_a_scene_that_does_not_paint_every_pixel():
    class Painter(Scene):
        paints_every_pixel = True

        def draw(self, surface):
            pass
    app = App(size=(64, 48), headless=True)
    app.push(Painter())
    app.screen.fill((1, 2, 3))
    app.frame(1 / 60)
    assert app.screen.get_at((5, 5))[:3] == (1, 2, 3)
    Painter.paints_every_pixel = False
    app.frame(1 / 60)
    assert app.screen.get_at((5, 5))[:3] != (1, 2, 3)


def test_both_sides_of_every_tile_are_drawn_when_the_screen_opens_so_a_room_turned_over_is_blitted(monkeypatch):
    """M-7.11, M-7.12: exploring or flipping turns a tile over in place; its other side's picture is ready."""
    from rulesets.mice_and_mystics import board as mboard
    from rulesets.mice_and_mystics.data import Placement
    session = play.new_session({"players": 2, "chapter": "cooks_larder"}, 7, autosave=False)
    app, scene = _open(session)
    board = scene.board
    made = []
    real = play_draw.mice_draw.draw_face
    monkeypatch.setattr(play_draw.mice_draw, "draw_face", lambda *a, **k: (made.append(1), real(*a, **k))[1])
    placements = [Placement(t["tile"], t["face"], tuple(t["at"]), t["turns"]) for t in scene.view["tiles"]]
    for k in range(len(placements)):
        turned = list(placements)
        turned[k] = mboard.flipped(board.lib, placements[k])
        pfs = [mboard.placed_face(board.lib, p) for p in turned]
        for rooms in ([pfs[k]], [pfs[k], pfs[(k + 1) % len(pfs)]]):
            mice_board_view.frame(board.camera, rooms)
            play_draw.tiles_layer(pfs, set(), board.camera.to_screen, board.camera.zoom, board.table_rect,
                                  board._tile_pictures)
    assert made == []


def test_a_mouse_stepping_inside_its_room_does_not_draw_the_hero_cards_again(monkeypatch):
    session = play.new_session({"players": 2, "chapter": "down_the_drain"}, 7, autosave=False)
    app, scene = _open(session)
    drawn = []
    real = mice_board_view.MiceBoardView._draw_cards
    monkeypatch.setattr(mice_board_view.MiceBoardView, "_draw_cards",
                        lambda self, *a: (drawn.append(1), real(self, *a))[1])
    view = scene.view
    mouse = view["mice"][0]
    pf = scene.board.placed(view)[mouse["place"][0]]
    other = next(sid for sid in pf.spaces if sid != mouse["place"][1])
    moved = dict(view, mice=[dict(mouse, place=[mouse["place"][0], other])] + view["mice"][1:])
    scene.board.draw(app.screen, moved, {})
    assert drawn == []


def test_a_turn_banner_is_drawn_when_it_is_announced_not_in_the_frame_that_shows_it(monkeypatch):
    from engine.play.handoff import TurnBanner
    from engine.ui import fonts
    banner = TurnBanner()
    screen = pygame.Surface((800, 600))
    banner.draw(screen, pygame.Rect(100, 50, 600, 400))        # a frame with no banner: where it would go
    banner.show("Prince Collin's turn", "round 2", (200, 80, 60))
    rendered = []
    real = fonts.render
    monkeypatch.setattr(fonts, "render", lambda *a, **k: (rendered.append(a[0]), real(*a, **k))[1])
    banner.draw(screen, pygame.Rect(100, 50, 600, 400))
    assert rendered == [] and banner.active
