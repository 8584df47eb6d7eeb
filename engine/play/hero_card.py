"""A hero card for any game's side panel: name, stats, a health meter, equipment slots, a backpack, conditions.

A board view fills a `HeroCard` from its view (plain words and numbers, nothing game-specific here) and asks
`card_height` how tall it draws at a width, then `draw_hero_card` draws it. Drawing never changes the card.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine import i18n
from engine.i18n import T, _, render
from engine.ui import fonts, theme

MIN_TEXT = 12     # px: the smallest label the label-fit checks accept at 1280x800


@dataclass(frozen=True)
class HeroCard:
    """What one card shows. stats: ((short label, value), ...); meter: (label, value, maximum) or None (a
    health bar: value filled of maximum); slots: ((slot words, item words or ""), ...); backpack: item words;
    capacity: how many the backpack holds (empty pockets drawn); notes: short words (conditions, tokens), drawn as
    warnings; honours: titles earned (achievements), drawn in gold behind a star.
    active: its turn now (an accent edge); faded: off the board (captured, out)."""
    title: str
    colour: tuple
    subtitle: str = ""
    stats: tuple = ()
    meter: tuple | None = None
    slots: tuple = ()
    backpack: tuple = ()
    capacity: int = 0
    notes: tuple = ()
    honours: tuple = ()
    active: bool = False
    faded: bool = False


HONOUR_MARK = "★ "     # an honour's mark: its shape says "earned", so the gold is not the only difference


def _joined(words) -> str:
    """Items side by side in the language in force ("Sword, Shield"; Chinese "劍、盾牌")."""
    return ("、" if i18n.language().startswith("zh") else ", ").join(render(w) for w in words)


def _size(s: float, base: int) -> int:
    return max(MIN_TEXT, int(base * s))


def stat_lines(stats, width: int, size: int) -> list:
    """The stats split into rows that fit `width` ('Battle 2   Defense 1' ...), in order."""
    f = fonts.font(size)
    gap = f.size("   ")[0]
    rows, row, used = [], [], 0
    for label, value in stats:
        w = f.size(f"{render(label)} {value}")[0]
        if row and used + gap + w > width:
            rows.append(row)
            row, used = [], 0
        used += (gap if row else 0) + w
        row.append(f"{render(label)} {value}")
    if row:
        rows.append(row)
    return rows


def _pieces(pieces, width: int, size: int) -> list:
    """Short pieces of words set side by side while they fit, a piece too wide alone wrapped on its own rows."""
    rows = []
    for row in stat_lines([(p, "") for p in pieces], width, size):
        text = "   ".join(piece.rstrip() for piece in row)
        rows += fonts.wrap(text, size, width) if fonts.font(size).size(text)[0] > width else [text]
    return rows


def _lines(card: HeroCard, width: int, size: int, compact: bool = False) -> list:
    """The rows under the title as (words, colour), wrapped to `width`: nothing is cut short. Compact: stats,
    the meter and the notes only (for a column too short for whole cards)."""
    rows = [("   ".join(row), theme.TEXT) for row in stat_lines(card.stats, width, size)] if card.stats else []
    if card.meter:
        rows.append(("meter", None))
    honours = [(line, theme.HONOUR) for line in fonts.wrap("   ".join(HONOUR_MARK + render(h) for h in card.honours), size,
                                                              width)] if card.honours else []
    if compact:
        return rows + [(line, theme.DANGER) for line in fonts.wrap(_joined(card.notes), size, width)
                       if card.notes] + honours
    if card.slots:
        rows += [(line, theme.TEXT) for line in _pieces([f"{render(slot)}: {render(item) or '—'}" for slot, item in card.slots],
                                                         width, size)]
    if card.capacity or card.backpack:
        text = T("Backpack: {items}", items=_joined(card.backpack)) if card.backpack else T("Backpack: empty")
        rows += [(line, theme.TEXT if card.backpack else theme.TEXT_DIM) for line in fonts.wrap(text, size, width)]
    if card.notes:
        rows += [(line, theme.DANGER) for line in fonts.wrap(_joined(card.notes), size, width)]
    return rows + honours


def _inner_width(width: int, s: float) -> int:
    return max(10, width - 2 * int(6 * s))


def _title_rows(card: HeroCard, width: int, size: int) -> int:
    """1 when the name and the subtitle share a row, 2 when the subtitle needs its own."""
    if not card.subtitle:
        return 1
    title, subtitle = render(card.title), render(card.subtitle)     # measured as drawn: in the language in force
    need = (size + int(size * 0.4) + fonts.font(size, True, title).size(title)[0]
            + fonts.font(size, text=subtitle).size(subtitle)[0] + 12)
    return 1 if need <= width else 2


def card_height(card: HeroCard, width: int, s: float, compact: bool = False) -> int:
    """The card's height in pixels at `width` and scale `s` (rows wrapped, never cut short)."""
    size = _size(s, 13)
    inner = _inner_width(width, s)
    rows = _title_rows(card, inner, size) + len(_lines(card, inner, size, compact))
    return rows * (size + int(5 * s)) + int(8 * s)


def draw_hero_card(surface, rect, card: HeroCard, s: float, compact: bool = False) -> pygame.Rect:
    """Draw the card in `rect` (its height from card_height); returns the rect drawn."""
    rect = pygame.Rect(rect)
    bg = (30, 32, 40) if card.faded else theme.PANEL
    pygame.draw.rect(surface, bg, rect, border_radius=6)
    edge = theme.ACCENT if card.active else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if card.active else 1, border_radius=6)
    pad = int(6 * s)
    size = _size(s, 13)
    row_h = size + int(5 * s)
    x, y, w = rect.x + pad, rect.y + int(4 * s), _inner_width(rect.w, s)
    # the title row: a colour chip, the name, the subtitle at the right (or on a row of its own)
    chip = pygame.Rect(x, y + int(2 * s), size, size)
    pygame.draw.rect(surface, card.colour, chip, border_radius=3)
    fonts.blit_text(surface, card.title, (chip.right + int(5 * s), y), size,
                    theme.TEXT_DIM if card.faded else theme.TEXT, bold=True)
    if card.subtitle:
        if _title_rows(card, w, size) == 2:
            y += row_h
        fonts.blit_text(surface, card.subtitle, (rect.right - pad, y), size,
                        theme.DANGER if card.faded else theme.ACCENT, anchor="topright")
    y += row_h
    for text, colour in _lines(card, w, size, compact):
        if colour is None:
            _meter(surface, card.meter, x, y, w, size, s)
        else:
            fonts.blit_text(surface, text, (x, y), size, colour)
        y += row_h
    return rect


def _meter(surface, meter, x, y, w, size, s) -> None:
    """'Health 3 of 5' with a bar: the filled part is what is left."""
    label, value, maximum = meter
    text = _("{label} {value} of {maximum}").format(label=render(label), value=value, maximum=maximum)
    r = fonts.blit_text(surface, text, (x, y), size, theme.TEXT)
    bar = pygame.Rect(r.right + int(8 * s), y + int(3 * s), max(4, x + w - r.right - int(8 * s)), max(4, size - 4))
    pygame.draw.rect(surface, (60, 30, 30), bar, border_radius=3)
    if maximum > 0 and value > 0:
        full = pygame.Rect(bar.x, bar.y, max(2, int(bar.w * min(1.0, value / maximum))), bar.h)
        pygame.draw.rect(surface, theme.GOOD if value * 2 > maximum else theme.DANGER, full, border_radius=3)
