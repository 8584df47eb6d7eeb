"""The room-tile icon legend: each mark the composer draws, beside its meaning in words."""
from __future__ import annotations

import pygame

from engine.i18n import N_, render
from engine.ui import draw, fonts, theme
from scenes.mice_and_mystics import draw as mice_draw

ROWS = (
    ("entry", N_("Minion entry")),
    ("ranged", N_("Ranged minions enter here")),
    ("trap", N_("Mousetrap space")),
    ("flip", N_("Flip space (H: fishhook, T: tinkerer or scout)")),
    ("exit_orange", N_("Exit to an orange room")),
    ("exit_blue", N_("Exit to a blue room")),
    ("yellow", N_("Yellow line: 1 with the arrow, 3 against")),
    ("red", N_("Red line: no crossing")),
    ("water", N_("Water; arrow: current")),
    ("gap", N_("Pipe gap: fishhook or levitation only")),
    ("arrow", N_("Direction arrow: all must agree")),
)


def legend_size(scale: float) -> tuple:
    font = max(12, int(13 * scale))
    row = int(font * 1.55)
    width = max(fonts.font(font).size(text)[0] for _, text in ROWS) + int(44 * scale)
    return width, row * len(ROWS) + int(30 * scale)


def draw_legend(surface, bottom_right, scale: float) -> pygame.Rect:
    """Draw the legend with its bottom-right corner at `bottom_right`; returns the rect it covers."""
    font = max(12, int(13 * scale))
    row = int(font * 1.55)
    w, h = legend_size(scale)
    box = pygame.Rect(0, 0, w, h)
    box.bottomright = bottom_right
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((*theme.PANEL, 235))
    surface.blit(panel, box)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
    fonts.blit_text(surface, N_("Legend"), (box.x + 8, box.y + 4), font, theme.ACCENT, bold=True)
    r = max(4, int(5 * scale))
    for k, (kind, text) in enumerate(ROWS):
        cy = box.y + int(24 * scale) + k * row + row // 2
        c = (box.x + int(18 * scale), cy)
        _icon(surface, kind, c, r, scale)
        fonts.blit_text(surface, text, (box.x + int(36 * scale), cy), font, theme.TEXT, anchor="midleft")
    return box


def _icon(surface, kind, c, r, scale):
    x, y = c
    if kind in ("entry", "ranged"):
        mice_draw.entry_icon(surface, c, r, kind == "ranged")
    elif kind == "trap":
        mice_draw.trap_icon(surface, c, r, max(1, int(scale)))
    elif kind == "flip":
        mice_draw.flip_icon(surface, c, r, "plain")
    elif kind.startswith("exit_"):
        rect = pygame.Rect(0, 0, 3 * r, r + 2)
        rect.center = c
        pygame.draw.rect(surface, mice_draw.CHEESE, rect)
        pygame.draw.line(surface, mice_draw.EXIT_EDGE[kind[5:]], rect.topleft, rect.topright, 3)
    elif kind in ("yellow", "red"):
        colour = mice_draw.YELLOW_LINE if kind == "yellow" else mice_draw.RED_LINE
        pygame.draw.line(surface, colour, (x - 2 * r, y), (x + 2 * r, y), 3)
        if kind == "yellow":
            draw.arrow(surface, (40, 30, 0), (x - r, y - 1), (x + r, y - 1), 2, 4)
    elif kind == "water":
        rect = pygame.Rect(0, 0, 3 * r, 2 * r)
        rect.center = c
        pygame.draw.rect(surface, mice_draw.WATER, rect)
        draw.arrow(surface, (230, 244, 255), (x - r, y), (x + r, y), 2, 4)
    elif kind == "gap":
        rect = pygame.Rect(0, 0, 3 * r, 2 * r)
        rect.center = c
        pygame.draw.rect(surface, mice_draw.ROCK, rect)
        mice_draw.gap_line(surface, (x - 2 * r, y), (x + 2 * r, y), scale * 1.5)
    elif kind == "arrow":
        pygame.draw.circle(surface, (24, 22, 20), c, r + 2)
        pygame.draw.circle(surface, (250, 250, 250), c, r + 2, 1)
        draw.arrow(surface, (250, 250, 250), (x, y + r), (x, y - r), 2, 4)



KEY_WORDS = N_("Key")


def key_tab_width(height: int, scale: float) -> int:
    """The top strip's key tab: a ring with '?' over the word, as wide as the word or the ring."""
    size = max(12, int(12 * scale))
    return max(height, fonts.font(size, text=render(KEY_WORDS)).size(render(KEY_WORDS))[0] + int(10 * scale))


def draw_key_tab(surface, rect, scale: float) -> None:
    """The tab that opens the legend of the room marks while the mouse is on it."""
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=4)
    size = max(12, int(12 * scale))
    line = fonts.font(size).get_linesize()
    radius = max(5, min(rect.w, rect.h - line) // 2 - 3)
    c = (rect.centerx, rect.y + 2 + radius)
    pygame.draw.circle(surface, theme.ACCENT, c, radius, max(1, int(scale)))
    fonts.blit_text(surface, "?", c, max(12, int(radius * 1.4)), theme.ACCENT, bold=True, anchor="center",
                    kind="figure")
    fonts.blit_text(surface, KEY_WORDS, (rect.centerx, rect.bottom - 1), size, theme.TEXT, anchor="midbottom")


def draw_key_open(surface, room, scale: float) -> pygame.Rect:
    """The legend over the table's top-right corner (below the tab), inside `room`."""
    w, h = legend_size(scale)
    fonts.note_overlay(surface)
    return draw_legend(surface, (room.right - 4, min(room.bottom - 4, room.y + 4 + h)), scale)
