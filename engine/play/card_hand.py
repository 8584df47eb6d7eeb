"""A generic card hand: a column of cards (name, kind, text) in a rect, with the card under the mouse found.

The game hands it plain cards (words and a colour per kind); it draws each as a small framed card, wraps the
text to fit and reports which card a point is on, so the board can offer that card's actions or its tooltip.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.ui import fonts, theme


@dataclass(frozen=True)
class Card:
    """One card as the player reads it: a key for hit tests, its name, its kind in words, its text, a colour."""
    key: object
    name: str
    kind: str
    text: str
    colour: tuple = theme.ACCENT


class CardHand:
    """Lays out and draws a hand of cards; `rects` keeps where each card went (key -> rect) for hit tests."""

    def __init__(self):
        self.rects: dict = {}

    def card_height(self, s: float, full: bool) -> int:
        return int((58 if full else 26) * s)

    def draw(self, surface, rect, cards, s: float = 1.0, hover=None, empty: str = "No cards") -> None:
        """Each card gets a name strip and, when every card's whole text fits, its text too (never cut short:
        a hand too long for its rect shows the names only, the board's tooltip reads the text)."""
        rect = pygame.Rect(rect)
        self.rects = {}
        size = max(12, int(13 * s))
        if not cards:
            fonts.blit_text(surface, empty, (rect.x, rect.y), size, theme.TEXT_DIM)
            return
        gap = max(2, int(4 * s))
        text_w = rect.w - int(16 * s)
        lh = fonts.font(size).get_linesize()
        strip = int(22 * s)
        wrapped = [fonts.wrap(c.text, size, text_w) if c.text else [] for c in cards]
        full = sum(strip + len(lines) * lh + int(6 * s) + gap for lines in wrapped) <= rect.h
        y = rect.y
        for c, lines in zip(cards, wrapped):
            ch = strip + len(lines) * lh + int(6 * s) if full else strip
            r = pygame.Rect(rect.x, y, rect.w, ch)
            if r.bottom > rect.bottom:
                break
            y += ch + gap
            self.rects[c.key] = r
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=5)
            pygame.draw.rect(surface, c.colour, pygame.Rect(r.x, r.y, max(4, int(5 * s)), r.h),
                             border_top_left_radius=5, border_bottom_left_radius=5)
            edge = theme.ACCENT if c.key == hover else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, r, 1 if c.key != hover else 2, border_radius=5)
            x = r.x + int(10 * s)
            fonts.blit_text(surface, c.name, (x, r.y + int(3 * s)), size, theme.TEXT, bold=True)
            fonts.blit_text(surface, c.kind, (r.right - int(6 * s), r.y + int(3 * s)), size, c.colour,
                            anchor="topright")
            if full:
                for k, line in enumerate(lines):
                    fonts.blit_text(surface, line, (x, r.y + strip + k * lh), size, theme.TEXT_DIM)

    def card_at(self, pos):
        return next((key for key, r in self.rects.items() if r.collidepoint(pos)), None)
