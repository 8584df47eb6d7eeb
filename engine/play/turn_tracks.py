"""Generic tracks for a board's side panel: an initiative strip, a page track with an end marker, a counter.

The board view hands plain words, colours and numbers; these functions draw them and return the rects they
used (so tooltips and hit tests can find each card). Nothing game-specific here; drawing never mutates.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.i18n import T
from engine.ui import fonts, theme

MIN_TEXT = 12


@dataclass(frozen=True)
class TrackCard:
    """One card on an initiative strip: its words, its colour, faded when it has already acted this round."""
    label: str
    colour: tuple
    faded: bool = False
    short: str = ""     # shorter words for a narrow card ("Archers" for "Rat archers")


def draw_initiative(surface, rect, title: str, cards, current: int, s: float) -> list:
    """A row of cards left to right, the current one raised with an accent edge; returns each card's rect.
    Labels are shortened to fit (the card's tooltip can say the rest)."""
    rect = pygame.Rect(rect)
    size = max(MIN_TEXT, int(13 * s))
    fonts.blit_text(surface, title, (rect.x, rect.y), size, theme.TEXT_DIM)
    top = rect.y + size + int(4 * s)
    n = max(1, len(cards))
    gap = int(4 * s)
    w = max(8, (rect.w - gap * (n - 1)) // n)
    h = max(8, rect.bottom - top)
    out = []
    for k, card in enumerate(cards):
        r = pygame.Rect(rect.x + k * (w + gap), top, w, h)
        fill = tuple(int(c * (0.45 if card.faded else 0.8)) for c in card.colour)
        pygame.draw.rect(surface, fill, r, border_radius=5)
        if k == current:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(2, 2), 3, border_radius=6)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=5)
        text, fit = _fitting(card, size, r.w - 6)
        fonts.blit_text(surface, text, r.center, fit, theme.TEXT_DIM if card.faded else (255, 255, 255),
                        anchor="center", shadow=(0, 0, 0))
        out.append(r)
    return out


def _fitting(card: TrackCard, size: int, width: int) -> tuple:
    """(words, size) that fit the card: its label, else its short words, else the shorter at a smaller size
    (never cut short with an ellipsis)."""
    for text in (card.label, card.short):
        if text and fonts.font(size).size(text)[0] <= width:
            return text, size
    text = card.short or card.label
    while size > 8 and fonts.font(size).size(text)[0] > width:
        size -= 1
    return text, size


def draw_page_track(surface, rect, title: str, page: int, end: int, s: float) -> pygame.Rect:
    """Pages 1..end as boxes, the marker on `page`, the end box marked: 'Hourglass: page 2 of 6'."""
    rect = pygame.Rect(rect)
    size = max(MIN_TEXT, int(13 * s))
    fonts.blit_text(surface, T("{title}: page {page} of {end}", title=title, page=page, end=end), (rect.x, rect.y), size, theme.TEXT_DIM)
    top = rect.y + size + int(4 * s)
    n = max(1, end)
    gap = int(3 * s)
    w = max(6, (rect.w - gap * (n - 1)) // n)
    h = max(6, rect.bottom - top)
    for k in range(1, n + 1):
        r = pygame.Rect(rect.x + (k - 1) * (w + gap), top, w, h)
        passed = k < page
        fill = (74, 62, 40) if passed else (46, 48, 60)
        if k == end:
            fill = (96, 36, 36)
        pygame.draw.rect(surface, fill, r, border_radius=3)
        if k == page:
            pygame.draw.rect(surface, theme.ACCENT, r, 3, border_radius=3)
    return rect


def draw_counter(surface, centre, radius: int, filled: int, capacity: int, colour, s: float) -> pygame.Rect:
    """A wheel of `capacity` pips round a centre, `filled` of them lit (a cheese wheel, a surge meter)."""
    import math
    cx, cy = centre
    pygame.draw.circle(surface, (46, 48, 60), (int(cx), int(cy)), radius)
    pygame.draw.circle(surface, theme.PANEL_EDGE, (int(cx), int(cy)), radius, 1)
    pip = max(3, int(radius * 0.28))
    for k in range(max(1, capacity)):
        a = -math.pi / 2 + 2 * math.pi * k / max(1, capacity)
        p = (int(cx + math.cos(a) * (radius - pip - 2)), int(cy + math.sin(a) * (radius - pip - 2)))
        pygame.draw.circle(surface, colour if k < filled else (80, 82, 94), p, pip)
    return pygame.Rect(int(cx - radius), int(cy - radius), 2 * radius, 2 * radius)
