"""The Mice play screen's panels drawn on their own layers: the top strip (initiative, hourglass, cheese wheel)
and the box of achievements earned this chapter under the hero cards."""
from __future__ import annotations

import pygame

from engine.i18n import N_, T
from engine.play.turn_tracks import TrackCard, draw_counter, draw_initiative, draw_page_track
from engine.ui import fonts, theme
from scenes.mice_and_mystics import legend
from scenes.mice_and_mystics import play_words as pw

CHEESE_RGB = (250, 206, 78)


def draw_top(surface, view, r, s) -> tuple:
    """The initiative track (M-4), the hourglass page track (M-3.8), the minions' cheese wheel (M-12) and the key
    to the room marks; returns the rects hover words need: (track cards, wheel, page track, key tab)."""
    pygame.draw.rect(surface, theme.PANEL, r, border_radius=6)
    pad = int(6 * s)
    inner = r.inflate(-2 * pad, -2 * pad)
    wheel = max(8, inner.h // 2)
    track_w = int(inner.w * 0.58)
    cards = [TrackCard(pw.card_words(c), pw.hero_rgb(c["mouse"]) if "mouse" in c else pw.minion_rgb(c["minion"]),
                       k < view["current"], pw.card_words(c, short=True)) for k, c in enumerate(view["initiative"])]
    track_rects = draw_initiative(surface, pygame.Rect(inner.x, inner.y, track_w, inner.h),
                                  T("Initiative, round {round}", round=view['round']), cards, view["current"], s)
    wheel_rect = pygame.Rect(inner.right - 2 * wheel, inner.y, 2 * wheel, inner.h)
    page_x = inner.x + track_w + int(12 * s)
    key_w = legend.key_tab_width(inner.h, s)
    key_rect = pygame.Rect(inner.right - 2 * wheel - int(10 * s) - key_w, inner.y, key_w, inner.h)
    legend.draw_key_tab(surface, key_rect, s)
    page_w = key_rect.x - page_x - int(10 * s)
    page_rect = draw_page_track(surface, pygame.Rect(page_x, inner.y, max(10, page_w), inner.h),
                                N_("Hourglass"), view["hourglass"], view["end_marker"], s)
    centre = (inner.right - wheel, inner.centery)
    draw_counter(surface, centre, wheel, view["cheese_wheel"], 6, CHEESE_RGB, s)
    fonts.blit_text(surface, str(view["cheese_wheel"]), centre, max(12, int(13 * s)), CHEESE_RGB, bold=True,
                    anchor="center", shadow=(0, 0, 0), kind="figure")
    return track_rects, wheel_rect, page_rect, key_rect


def draw_achievements(surface, room, earned, size) -> pygame.Rect:
    """The achievements earned this chapter (M-21): each one's name and who earned it, and what it does where the
    column has room (else the names alone; hovered, the box says everything). Returns the box drawn."""
    width = room.w - 12
    full = [(fonts.wrap(title, size, width), fonts.wrap(effect, size, width)) for title, effect in earned]
    rows = 1 + sum(len(t) + len(e) for t, e in full)
    if (rows * (size + 4) + 8) > room.h:
        full = [(t, []) for t, _ in full]                   # the names alone
        rows = 1 + sum(len(t) for t, _ in full)
    box = pygame.Rect(room.x, room.y, room.w, min(room.h, rows * (size + 4) + 8))
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
    pygame.draw.rect(surface, CHEESE_RGB, box, 1, border_radius=6)
    y = box.y + 4
    fonts.blit_text(surface, N_("Achievements"), (box.x + 6, y), size, CHEESE_RGB, bold=True)
    y += size + 4
    for title, effect in full:
        for line, rgb, bold in [(t, theme.TEXT, True) for t in title] + [(e, theme.TEXT_DIM, False) for e in effect]:
            if y + size > box.bottom - 2:
                break
            fonts.blit_text(surface, line, (box.x + 6, y), size, rgb, bold=bold)
            y += size + 4
    return box
