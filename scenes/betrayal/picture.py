"""'The house so far' as a PNG: every floor of one view side by side, saved in the player's pictures folder."""
from __future__ import annotations

import os

import pygame

from engine import userdata
from engine.ui import fonts, theme
from scenes.betrayal import house_view as hv

CELL = 110          # pixels per room in the picture
TITLE_H = 44


def pictures_dir() -> str:
    return os.path.join(userdata.data_dir(), "pictures")


def _span(house, floor) -> tuple:
    cells = [p.cell for p in house.rooms(floor)] or [(0, 0)]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return max(xs) - min(xs) + 1 + 2 * hv.MARGIN, max(ys) - min(ys) + 1 + 2 * hv.MARGIN


def render_house(view) -> pygame.Surface:
    """Every floor with its rooms and figures (what the view shows: public before and after the haunt), each
    floor as wide as its rooms need."""
    house = hv.house_from_view(view)
    floors = hv.floors_of(view)
    spans = [_span(house, f) for f in floors]
    widths = [max(240, int(cols * CELL)) for cols, _ in spans]
    height = max(240, int(max(rows for _, rows in spans) * CELL))
    surface = pygame.Surface((sum(widths) + 10 * (len(floors) + 1), height + TITLE_H + 10))
    surface.fill(theme.BG)
    pieces = hv.pieces_by_room(view)
    x = 10
    for floor, w in zip(floors, widths):
        area = pygame.Rect(x, TITLE_H, w, height)
        pygame.draw.rect(surface, (28, 30, 40), area, border_radius=8)
        fonts.blit_text(surface, hv.floor_title(floor), (area.x + 4, 12), 22, theme.TEXT, bold=True)
        geo = hv.FloorGeometry(house, floor, area, CELL)
        hv.draw_floor(surface, house, geo, {}, 1.0, pieces)
        hv.draw_figures(surface, geo, house, view, 1.0)
        x += w + 10
    return surface


def save_house_picture(view, directory: str | None = None) -> str:
    path = userdata.next_free_path(directory or pictures_dir(), "house", ".png")
    pygame.image.save(render_house(view), path)
    return path
