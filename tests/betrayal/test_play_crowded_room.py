"""A crowded room keeps every figure in it seen: its pieces shrink to fit inside its walls below its name, and
those that still do not fit are drawn as one '+n' piece; the room's hover names every explorer and monster."""
import pygame
import pytest

import games
from rulesets.betrayal import rules as R
from scenes.betrayal import house_view as hv
from scenes.betrayal.board_view import BetrayalBoardView
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import put


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    games.register_data_kinds()


def everyone_in_the_hall():
    s = revealed(1, players=6)          # the Lamplighter's Debt: two Cinder Moths
    for seat in range(6):
        put(s, seat, "entrance_hall")
    for m in s.haunt["monsters"]:
        m["room"] = "entrance_hall"
    return R.view(s, 1)


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_every_piece_of_a_crowded_room_is_drawn_inside_its_walls_B_8(size):
    view = everyone_in_the_hall()
    board = BetrayalBoardView()
    board.layout(pygame.Rect(0, 44, int(size[0] * 0.75), size[1] - 80))
    house, geo = board.geometry(view)
    where = house.where("entrance_hall")
    rect = geo.rect(where.cell)
    pieces = hv.pieces_by_room(view)["entrance_hall"]
    r = hv.room_radius(rect, where.tile, where.turn, pieces)
    placed = hv.placed_pieces(rect, where.tile, where.turn, pieces)
    assert r >= hv.MIN_RADIUS
    for _, (x, y) in placed:
        assert rect.contains(pygame.Rect(x - r - 2, y - r - 2, 2 * r + 4, 2 * r + 4))
    shown = sum(1 for p, _ in placed if p[0] != "more")
    more = [p[2]["count"] for p, _ in placed if p[0] == "more"]
    assert shown + sum(more) == len(pieces)


def test_a_room_too_small_for_its_pieces_says_how_many_more_stand_there_and_its_hover_names_them_all():
    view = everyone_in_the_hall()
    rect = pygame.Rect(0, 0, 80, 80)
    pieces = hv.pieces_by_room(view)["entrance_hall"]
    placed = hv.placed_pieces(rect, None, 0, pieces)
    more = [p[2]["count"] for p, _ in placed if p[0] == "more"]
    assert more and more[0] == len(pieces) - (len(placed) - 1)
    words = BetrayalBoardView().describe(view, ("room", "entrance_hall"))
    assert all(e["name"] in words for e in view["seats"])
    assert "Monsters here:" in words and all(f"{m['name']} {m['number']}" in words for m in view["haunt"]["monsters"])
