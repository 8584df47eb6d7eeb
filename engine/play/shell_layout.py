"""Where the play shell puts things: toolbar, board, choice panel, dice tray, log, message line.

Computed from the window size alone and clamped, so every rect has a width and height of at least one
pixel at any size (a 120x90 window is cramped, never a crash).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.ui import fonts, theme


@dataclass
class ShellRects:
    scale: float
    toolbar: pygame.Rect
    board: pygame.Rect
    choices: pygame.Rect
    tray: pygame.Rect | None
    log: pygame.Rect
    message: pygame.Rect


def _rect(x, y, w, h) -> pygame.Rect:
    return pygame.Rect(int(x), int(y), max(1, int(w)), max(1, int(h)))


def shell_rects(size, with_tray: bool) -> ShellRects:
    """The shell's areas for a window of `size`; the dice tray slot only when the game rolls dice."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    s = theme.ui_scale((w, h))
    top_h = min(int(44 * s), max(1, h // 6))
    msg_h = min(int(32 * s), max(1, h // 8))
    gap = min(int(6 * s), max(0, w // 100))
    right_w = min(max(int(270 * s), int(w * 0.24)), w // 2)
    body_top, body_h = top_h, max(1, h - top_h - msg_h)
    board = _rect(gap, body_top + gap, w - right_w - 2 * gap, body_h - 2 * gap)
    rx = w - right_w
    col_w = right_w - gap
    choice_h = int(body_h * 0.5)
    tray = None
    y = body_top + gap
    choices = _rect(rx, y, col_w, choice_h - gap)
    y += choice_h
    if with_tray:
        tray_h = int(min(130 * s, body_h * 0.2))
        tray = _rect(rx + 4, y + 4, col_w - 8, tray_h - 8)
        y += tray_h
    log = _rect(rx, y, col_w, body_top + body_h - y - gap)
    return ShellRects(s, _rect(0, 0, w, top_h), board, choices, tray, log, _rect(0, h - msg_h, w, msg_h))


def toolbar_button_rects(bar: pygame.Rect, texts, s: float) -> tuple[list[pygame.Rect], int, int]:
    """Rects for the toolbar buttons left to right, their font size, and where the free space starts.
    When the window is too narrow for the labels the buttons share the bar equally (labels cut short)."""
    size = max(12, int(15 * s))
    pad, gap = int(24 * s), int(6 * s)
    top, height = int(6 * s), bar.h - int(12 * s)
    if height < 8:
        top, height = 0, bar.h
    widths = [fonts.font(size).size(t)[0] + pad for t in texts]
    total = sum(widths) + gap * (len(texts) + 1)
    if total > bar.w:
        each = max(1, (bar.w - gap * (len(texts) + 1)) // max(1, len(texts)))
        widths = [each] * len(texts)
    rects, x = [], bar.x + gap
    for bw in widths:
        rects.append(_rect(x, bar.y + top, bw, height))
        x += bw + gap
    return rects, size, x
