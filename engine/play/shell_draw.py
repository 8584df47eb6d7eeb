"""Drawing of the play shell's chrome that is not a widget: the toolbar with the title and the board's status
line, and the empty dice tray. Functions of the scene; they never change it."""
from __future__ import annotations

import pygame

from engine.ui import fonts, theme


def draw_tray(tray, surface, s: float) -> None:
    """The dice tray; an empty felt with its name until the first roll."""
    if tray.values:
        tray.draw(surface)
        return
    r = tray.rect
    pygame.draw.rect(surface, (30, 40, 36), r, border_radius=8)
    pygame.draw.rect(surface, (48, 62, 54), r, 1, border_radius=8)
    fonts.blit_text(surface, "Dice tray", r.center, max(10, int(14 * s)), (90, 110, 100), anchor="center")


def draw_toolbar(scene, surface) -> None:
    """The toolbar's buttons, then the board's status text and the game's title in the room left."""
    bar, s = scene.rects.toolbar, scene.rects.scale
    pygame.draw.rect(surface, theme.PANEL, bar)
    pygame.draw.line(surface, theme.PANEL_EDGE, (0, bar.bottom - 1), (bar.w, bar.bottom - 1))
    for b in scene.toolbar:
        b.draw(surface)
    room = pygame.Rect(scene.toolbar_end, bar.y, max(1, bar.right - scene.toolbar_end - int(12 * s)), bar.h)
    status_of = getattr(scene.board, "status_text", None)
    status = status_of(scene.view) if status_of is not None and scene.view is not None else ""
    text = "   ·   ".join(t for t in (status, scene.title) if t)
    if text and room.w > 20:
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip))
        fonts.blit_text(surface, text, (room.right, room.centery), max(10, int(16 * s)), theme.ACCENT,
                        bold=True, anchor="midright")
        surface.set_clip(clip)
