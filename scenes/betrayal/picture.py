"""'The house so far' as a PNG: every floor of one view side by side, saved in the player's pictures folder."""
from __future__ import annotations

import os

import pygame

from engine import userdata
from engine.ui import fonts, theme
from scenes.betrayal import house_view as hv

FLOOR_W, FLOOR_H = 520, 520


def pictures_dir() -> str:
    return os.path.join(userdata.data_dir(), "pictures")


def render_house(view) -> pygame.Surface:
    """Every floor with its rooms and figures (what the view shows: public before and after the haunt)."""
    house = hv.house_from_view(view)
    floors = hv.floors_of(view)
    surface = pygame.Surface((FLOOR_W * len(floors), FLOOR_H + 40))
    surface.fill(theme.BG)
    for i, floor in enumerate(floors):
        area = pygame.Rect(i * FLOOR_W + 10, 44, FLOOR_W - 20, FLOOR_H - 20)
        pygame.draw.rect(surface, (28, 30, 40), area, border_radius=8)
        fonts.blit_text(surface, hv.floor_title(floor), (area.x, 12), 22, theme.TEXT, bold=True)
        geo = hv.FloorGeometry(house, floor, area.inflate(-16, -16), 110)
        hv.draw_floor(surface, house, geo, {}, 1.0, hv.occupied_rooms(view))
        hv.draw_figures(surface, geo, house, view, 1.0)
    return surface


def save_house_picture(view, directory: str | None = None) -> str:
    path = userdata.next_free_path(directory or pictures_dir(), "house", ".png")
    pygame.image.save(render_house(view), path)
    return path
