"""Taoist figures on the village: pawns big enough to find at a glance, the active one ringed."""
from __future__ import annotations

import pygame

from engine.ui import draw, symbols
from scenes.ghost_stories import viewmodel as gs_view
from scenes.ghost_stories.draw import BOARD_RGB, srect


def draw_taoists(surface, view, geo, v) -> None:
    cells = gs_view.ids()[1]
    by_tile: dict = {}
    for b in range(4):
        if v.board_played[b] and v.taoist_alive[b] and v.taoist_tile[b] >= 0:
            by_tile.setdefault(v.taoist_tile[b], []).append(b)
    for p, boards in by_tile.items():
        r = srect(view, geo.cells[cells[p]])
        spots, u = pawn_spots(r, len(boards))
        for b, (cx, cy) in zip(boards, spots):
            pawn(surface, (cx, cy), u, gs_view.COLOURS[b], v.active_board == b, bool(v.knocked_down[b]))


PAWN_HEIGHT = 23.5   # in pawn units u: head top (y - 8.5u) to base (y + 15u)


def pawn_spots(r, n: int):
    """Where n pawns stand on tile rect r, and their unit: always in the tile's upper part, above the name.
    One or two stand large at the top left (a third of the tile high); three or four stand in one row
    across the top, a little smaller, side by side so none hides another."""
    if n <= 2:
        u = r.w / 72.0
        return [(r.x + (13 + i * 20) * u, r.y + (5 + 8.5) * u) for i in range(n)], u
    u = r.w / 84.0
    return [(r.x + (11 + i * 20.5) * u, r.y + (4 + 8.5) * u) for i in range(n)], u


def pawn(surface, c, u, colour_name: str, active: bool, laid: bool) -> None:
    """One Taoist: a pawn in the board's colour with the colour's shape on its body (never colour alone)."""
    x, y = c
    colour = BOARD_RGB[colour_name]
    shape = symbols.shape_of(colour_name)
    head = 6.5 * u
    if laid:  # G-9.4: a laid-down figure lies on its side
        body = pygame.Rect(0, 0, 26 * u, 11 * u)
        body.center = (x, y + 8 * u)
        pygame.draw.ellipse(surface, (10, 10, 12), body.move(1, 2))
        pygame.draw.ellipse(surface, colour, body)
        pygame.draw.ellipse(surface, (250, 250, 250), body, max(1, int(u)))
        symbols.mark(surface, shape, body.center, 10 * u, colour)
        return
    if active:
        pygame.draw.circle(surface, (255, 222, 120), (x, y + 5 * u), 15 * u, max(2, int(2 * u)))
    pts = [(x - 9 * u, y + 15 * u), (x - 4 * u, y + 2 * u), (x + 4 * u, y + 2 * u), (x + 9 * u, y + 15 * u)]
    draw.polygon(surface, (10, 10, 12), [(px + 1.5, py + 2) for px, py in pts])
    draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, (250, 250, 250), [(int(px), int(py)) for px, py in pts], max(1, int(u)))
    symbols.mark(surface, shape, (x, y + 9.8 * u), 11 * u, colour)
    pygame.draw.circle(surface, (10, 10, 12), (x + 1.5, y - 2 * u + 2), head)
    pygame.draw.circle(surface, colour, (x, y - 2 * u), head)
    pygame.draw.circle(surface, (250, 250, 250), (x, y - 2 * u), head, max(1, int(u)))
