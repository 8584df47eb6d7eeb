"""A generic trait-track panel: one row per trait, its values along a track and a marker on the current one.

Any game whose figures carry stepped tracks (Betrayal's Might/Speed/Sanity/Knowledge) hands it plain rows;
it draws them in a rect and says how tall it wants to be. Nothing here knows a game.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.ui import fonts, theme

LOW = (214, 84, 74)     # the marker at the track's last value before death reads as danger


@dataclass(frozen=True)
class Track:
    """One track: its name in words, the values along it (left = lowest), the marker's index."""
    name: str
    values: tuple
    index: int
    start: int | None = None      # the starting value's index, drawn as a small notch (None: not shown)


def height_for(rows: int, s: float) -> int:
    return rows * row_height(s) + int(4 * s)


def row_height(s: float) -> int:
    return max(18, int(24 * s))


def draw_tracks(surface, rect, tracks, s: float = 1.0, colour=theme.ACCENT) -> None:
    """Draw every track in `rect`: its name, then one cell per value, the current value boxed in `colour`."""
    rect = pygame.Rect(rect)
    rh = row_height(s)
    size = max(12, int(14 * s))
    name_w = max(fonts.font(size, True).size(t.name)[0] for t in tracks) + int(10 * s) if tracks else 0
    for row, t in enumerate(tracks):
        y = rect.y + row * rh
        fonts.blit_text(surface, t.name, (rect.x, y + rh // 2), size, theme.TEXT, bold=True, anchor="midleft")
        n = max(1, len(t.values))
        cell_w = max(8, (rect.w - name_w) // n)
        for i, value in enumerate(t.values):
            cell = pygame.Rect(rect.x + name_w + i * cell_w, y + 2, cell_w - 2, rh - 4)
            current = i == t.index
            if current:
                pygame.draw.rect(surface, LOW if i == 0 else colour, cell, border_radius=4)
            elif t.start is not None and i == t.start:
                pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=4)
            fonts.blit_text(surface, str(value), cell.center, size, (20, 20, 24) if current else theme.TEXT_DIM,
                            bold=current, anchor="center")
