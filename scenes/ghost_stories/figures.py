"""Taoist figures on the village: pawns big enough to find at a glance, the active one ringed."""
from __future__ import annotations

import pygame

from engine.ui import draw
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
        u = r.w / 85.0  # a pawn about a quarter of the tile: findable at a glance
        for i, b in enumerate(boards):
            # pawns stand along the tile's left edge, so the tile's icon and name stay readable
            cx = r.x + (14 + (i % 2) * 19) * u
            cy = r.y + (26 + (i // 2) * 30) * u
            _pawn(surface, (cx, cy), u, BOARD_RGB[gs_view.COLOURS[b]], v.active_board == b, bool(v.knocked_down[b]))


def _pawn(surface, c, u, colour, active: bool, laid: bool) -> None:
    x, y = c
    head = 6.5 * u
    if laid:  # G-9.4: a laid-down figure lies on its side
        body = pygame.Rect(0, 0, 26 * u, 11 * u)
        body.center = (x, y + 8 * u)
        pygame.draw.ellipse(surface, (10, 10, 12), body.move(1, 2))
        pygame.draw.ellipse(surface, colour, body)
        pygame.draw.ellipse(surface, (250, 250, 250), body, max(1, int(u)))
        return
    if active:
        pygame.draw.circle(surface, (255, 222, 120), (x, y + 5 * u), 15 * u, max(2, int(2 * u)))
    pts = [(x - 9 * u, y + 15 * u), (x - 4 * u, y + 2 * u), (x + 4 * u, y + 2 * u), (x + 9 * u, y + 15 * u)]
    draw.polygon(surface, (10, 10, 12), [(px + 1.5, py + 2) for px, py in pts])
    draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, (250, 250, 250), [(int(px), int(py)) for px, py in pts], max(1, int(u)))
    pygame.draw.circle(surface, (10, 10, 12), (x + 1.5, y - 2 * u + 2), head)
    pygame.draw.circle(surface, colour, (x, y - 2 * u), head)
    pygame.draw.circle(surface, (250, 250, 250), (x, y - 2 * u), head, max(1, int(u)))
