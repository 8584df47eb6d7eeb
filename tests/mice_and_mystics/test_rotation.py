"""Turned tiles: the rules and the drawing place every space and exit with one function (principle 8, M-3.5)."""
import pygame
import pytest

from engine import geometry
from rulesets.mice_and_mystics import board, shape
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics.data import Placement
from scenes.mice_and_mystics import draw as mice_draw

LIB = mdata.library()
CASES = [(t.id, f.id, turns) for t in LIB.values() for f in t.faces for turns in range(4)]
AT = (2, 1)


def placed(tile, face, turns):
    return Placement(tile, face, AT, turns)


@pytest.mark.parametrize("tile,face,turns", CASES)
def test_M_3_5_turned_space_polygons_are_engine_rotations_and_keep_their_shared_edges(tile, face, turns):
    f = LIB[tile].face(face)
    pf = board.placed_face(LIB, placed(tile, face, turns))
    for s in f.spaces:
        expect = [c for x, y in geometry.rotate_polygon(s.polygon, turns, 100, 100) for c in (x + 200, y + 100)]
        assert [c for q in pf.spaces[s.id] for c in q] == pytest.approx(expect)
        for n in s.adjacent:
            assert geometry.shared_edge_length(pf.spaces[s.id], pf.spaces[n]) == pytest.approx(
                geometry.shared_edge_length(s.polygon, f.space(n).polygon))


@pytest.mark.parametrize("tile,face,turns", CASES)
def test_M_7_11_turned_exits_lie_on_the_side_the_rules_name(tile, face, turns):
    p = placed(tile, face, turns)
    pf = board.placed_face(LIB, p)
    rules = board.placed_exits(LIB, p)
    x0, y0, x1, y1 = pf.rect
    edge = {"N": (1, y0), "S": (1, y1), "W": (0, x0), "E": (0, x1)}
    assert [(side, span) for side, span, _, _ in rules] == [(side, span) for _, side, span, _ in pf.exits]
    for (side, (lo, hi), _, e), (_, _, _, (a, b)) in zip(rules, pf.exits):
        assert side == geometry.rotate_side(e.side, turns)
        k, value = edge[side]
        assert a[k] == pytest.approx(value) and b[k] == pytest.approx(value)
        assert sorted((a[1 - k], b[1 - k])) == pytest.approx([lo, hi])
        for sid in e.spaces:
            # the exit's spaces still touch that edge once turned
            assert shape.length(shape.shared_segments(pf.spaces[sid], (a, b), closed_b=False)) >= 1.0


@pytest.mark.parametrize("tile,face,turns", CASES)
def test_M_7_11_the_drawing_paints_each_exit_where_the_rules_put_it(tile, face, turns):
    k = 4.0
    surf = pygame.Surface((int(100 * k), int(100 * k)))
    p = Placement(tile, face, (0, 0), turns)
    pf = board.placed_face(LIB, p)
    mice_draw.draw_face(surf, pf, lambda q: (q[0] * k, q[1] * k), k, {}, None, detail=False)
    inward = {"N": (0, 1), "S": (0, -1), "W": (1, 0), "E": (-1, 0)}
    for side, (lo, hi), _, _ in board.placed_exits(LIB, p):
        mid = (lo + hi) / 2 + 3   # between the threshold's dots
        dx, dy = inward[side]
        x, y = (mid, 0) if side == "N" else (mid, 100) if side == "S" else (0, mid) if side == "W" else (100, mid)
        probe = (int((x + dx * 1.6) * k), int((y + dy * 1.6) * k))
        probe = (min(probe[0], surf.get_width() - 1), min(probe[1], surf.get_height() - 1))
        assert tuple(surf.get_at(probe))[:3] == mice_draw.CHEESE, (side, lo, hi)
