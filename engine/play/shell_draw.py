"""Drawing of the play shell's chrome that is not a widget: the background, the toolbar with the title and the
board's status line, and the empty dice tray. Functions of the scene; they never change it."""
from __future__ import annotations

import pygame

from engine import i18n
from engine.i18n import N_
from engine.ui import fonts, theme


def fill_around(surface, covered) -> None:
    """The shell's background, except inside `covered` (a board that paints every pixel of its rect, or None):
    filling the window twice over costs about a millisecond a frame at 1600x900."""
    if covered is None:
        surface.fill(theme.BG)
        return
    w, h = surface.get_size()
    covered = covered.clip(surface.get_rect())
    for rect in ((0, 0, w, covered.y), (0, covered.bottom, w, h - covered.bottom),
                 (0, covered.y, covered.x, covered.h), (covered.right, covered.y, w - covered.right, covered.h)):
        if rect[2] > 0 and rect[3] > 0:
            surface.fill(theme.BG, rect)


def draw_tray(tray, surface, s: float) -> None:
    """The dice tray; an empty felt with its name until the first roll."""
    if tray.values:
        tray.draw(surface)
        return
    r = tray.rect
    pygame.draw.rect(surface, (30, 40, 36), r, border_radius=8)
    pygame.draw.rect(surface, (48, 62, 54), r, 1, border_radius=8)
    fonts.blit_text(surface, N_("Dice tray"), r.center, max(12, int(14 * s)), (90, 110, 100), anchor="center")


def draw_toolbar(scene, surface) -> None:
    """The toolbar's buttons, then the board's status text and the game's title in the room left."""
    bar, s = scene.rects.toolbar, scene.rects.scale
    pygame.draw.rect(surface, theme.PANEL, bar)
    pygame.draw.line(surface, theme.PANEL_EDGE, (0, bar.bottom - 1), (bar.w, bar.bottom - 1))
    for b in scene.toolbar:
        b.draw(surface)
    room = pygame.Rect(scene.toolbar_end, bar.y, max(1, bar.right - scene.toolbar_end - int(12 * s)), bar.h)
    status_of = getattr(scene.board, "status_text", None)
    shown = scene.shown_view()      # while dice roll, the table's words before them, as the board draws it
    status = status_of(shown) if status_of is not None and shown is not None else ""
    size = max(12, int(16 * s))
    text = "   ·   ".join(i18n.render(t) for t in (status, scene.title) if t)
    if status and fonts.font(size, True).size(text)[0] > room.w:
        text = status     # the game's state matters more than its title when both do not fit
    if text and room.w > 20:
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip))
        fonts.blit_text(surface, text, (room.right, room.centery), size, theme.ACCENT,
                        bold=True, anchor="midright")
        surface.set_clip(clip)


def draw_step_caption(surface, board_rect, text: str, s: float, fit: bool = False) -> None:
    """The summary line of the log step being revealed, across the bottom of the board, with how to skip.
    `fit`: `board_rect` is a strip kept for the caption: the words shrink (down to a readable size) to fit in it
    and "Space: skip" sits at its right."""
    if fit:
        _fitted_caption(surface, board_rect, text, s)
        return
    size = max(12, int(16 * s))
    pad = max(2, int(8 * s))
    # the whole summary, on as many lines as it takes (a neutral board's turn says a lot)
    lines = fonts.wrap(text, size, max(1, board_rect.w - 2 * pad), bold=True)
    line_h = fonts.font(size, True).get_linesize()
    h = min(board_rect.h, len(lines) * line_h + 2 * pad + max(8, int(13 * s)))
    box = pygame.Rect(board_rect.x, board_rect.bottom - h, board_rect.w, h)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((12, 12, 18, 215))
    surface.blit(shade, box)
    pygame.draw.line(surface, theme.ACCENT, box.topleft, (box.right - 1, box.top))
    clip = surface.get_clip()
    surface.set_clip(box.clip(clip))
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, (box.x + pad, box.y + pad + i * line_h), size, theme.TEXT, bold=True)
    fonts.blit_text(surface, N_("Space: skip"), (box.right - pad, box.bottom - pad // 2), max(12, int(12 * s)),
                    theme.TEXT_DIM, anchor="bottomright")
    surface.set_clip(clip)


CAPTION_MIN = 12        # px: a fitted caption's words shrink no further; longer words grow its box upwards


def caption_strip_height(s: float) -> int:
    """The height of a strip that holds two lines of a step caption at scale `s`, or three at the smallest size
    (a minion's move and attack with its reasons takes three; see _fitted_caption)."""
    return max(2 * fonts.font(max(CAPTION_MIN, int(14 * s)), True).get_linesize(),
               3 * fonts.font(CAPTION_MIN, True).get_linesize()) + 2 * max(2, int(5 * s))


def _fitted_caption(surface, strip, text: str, s: float) -> None:
    pad = max(2, int(5 * s))
    skip = N_("Space: skip")
    skip_size = max(11, int(12 * s))
    skip_w = fonts.render(skip, skip_size, theme.TEXT_DIM).get_width() + 2 * pad      # in the language drawn
    width = max(1, strip.w - 2 * pad - skip_w)
    size = max(CAPTION_MIN, int(14 * s))
    while True:         # the largest size down to CAPTION_MIN whose lines fit in the strip
        lines = fonts.wrap(text, size, width, bold=True)
        line_h = fonts.font(size, True).get_linesize()
        if len(lines) * line_h + 2 * pad <= strip.h or size <= CAPTION_MIN:
            break
        size -= 1
    need = len(lines) * line_h + 2 * pad
    if need > strip.h:      # never cut words off: what does not fit grows the box upwards over the table
        strip = pygame.Rect(strip.x, strip.bottom - need, strip.w, need)
    shade = pygame.Surface(strip.size, pygame.SRCALPHA)
    shade.fill((12, 12, 18, 225))
    surface.blit(shade, strip)
    pygame.draw.line(surface, theme.ACCENT, strip.topleft, (strip.right - 1, strip.top))
    clip = surface.get_clip()
    surface.set_clip(strip.clip(clip))
    top = strip.y + max(pad, (strip.h - len(lines) * line_h) // 2)
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, (strip.x + pad, top + i * line_h), size, theme.TEXT, bold=True)
    fonts.blit_text(surface, skip, (strip.right - pad, strip.centery), skip_size, theme.TEXT_DIM, anchor="midright")
    surface.set_clip(clip)


def draw_thinking(surface, rect, text: str, s: float) -> None:
    """The board's place while a computer seat decides and no person has looked yet: its words, nothing more."""
    pygame.draw.rect(surface, (14, 15, 20), rect)
    fonts.blit_text(surface, text, rect.center, max(12, int(30 * s)), theme.TEXT_DIM, bold=True, anchor="center")
