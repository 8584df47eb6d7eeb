"""Primitive drawn icons for Ghost Stories: one per village action keyword, plus table pieces."""
from __future__ import annotations

import math

import pygame

from engine.ui import draw


def _lw(r: float) -> int:
    return max(1, int(round(r * 0.12)))


def tombstone(s, c, r, ink, fill):
    x, y = c
    body = pygame.Rect(0, 0, int(r * 1.1), int(r * 1.3))
    body.midbottom = (int(x), int(y + r * 0.75))
    pygame.draw.rect(s, fill, body, border_top_left_radius=int(r * 0.55), border_top_right_radius=int(r * 0.55))
    pygame.draw.rect(s, ink, body, _lw(r), border_top_left_radius=int(r * 0.55), border_top_right_radius=int(r * 0.55))
    for k in range(3):  # carved inscription
        yy = y - r * 0.15 + k * r * 0.22
        pygame.draw.line(s, ink, (x - r * 0.28, yy), (x + r * 0.28, yy), max(1, _lw(r) - 1))
    pygame.draw.line(s, ink, (x - r, y + r * 0.78), (x + r, y + r * 0.78), _lw(r))


def altar(s, c, r, ink, fill):
    x, y = c
    top = pygame.Rect(0, 0, int(r * 1.8), int(r * 0.28))
    top.center = (int(x), int(y + r * 0.2))
    pygame.draw.rect(s, ink, top)
    for dx in (-0.65, 0.65):
        pygame.draw.line(s, ink, (x + dx * r, y + r * 0.3), (x + dx * r, y + r * 0.85), _lw(r) + 1)
    for dx in (-0.3, 0, 0.3):  # incense sticks and their smoke
        pygame.draw.line(s, ink, (x + dx * r, y + r * 0.05), (x + dx * r, y - r * 0.45), _lw(r))
        pts = [(x + dx * r + math.sin(t * 1.3) * r * 0.09, y - r * 0.5 - t * r * 0.12) for t in range(5)]
        pygame.draw.lines(s, fill, False, pts, max(1, _lw(r) - 1))


def dice(s, c, r, ink, fill):
    x, y = c
    for dx, dy, pips in ((-0.42, 0.12, 3), (0.42, -0.12, 5)):
        d = pygame.Rect(0, 0, int(r * 0.78), int(r * 0.78))
        d.center = (int(x + dx * r), int(y + dy * r))
        pygame.draw.rect(s, fill, d, border_radius=max(1, int(r * 0.14)))
        pygame.draw.rect(s, ink, d, _lw(r), border_radius=max(1, int(r * 0.14)))
        q = d.w * 0.26
        spots = [(0, 0), (-q, -q), (q, q)] if pips == 3 else [(0, 0), (-q, -q), (q, q), (-q, q), (q, -q)]
        for px, py in spots:
            pygame.draw.circle(s, ink, (d.centerx + px, d.centery + py), max(1, r * 0.07))


def hut(s, c, r, ink, fill):
    x, y = c
    body = pygame.Rect(0, 0, int(r * 1.2), int(r * 0.8))
    body.midtop = (int(x), int(y))
    pygame.draw.rect(s, fill, body)
    pygame.draw.rect(s, ink, body, _lw(r))
    draw.polygon(s, ink, [(x - r * 0.85, y + r * 0.05), (x, y - r * 0.8), (x + r * 0.85, y + r * 0.05)])
    door = pygame.Rect(0, 0, int(r * 0.3), int(r * 0.45))
    door.midbottom = body.midbottom
    pygame.draw.rect(s, ink, door)
    draw.star(s, fill, (x + r * 0.02, y - r * 0.3), r * 0.24)


def buddha(s, c, r, ink, fill):
    x, y = c
    pygame.draw.circle(s, fill, (x, y - r * 0.42), r * 0.46)  # halo
    pygame.draw.ellipse(s, ink, pygame.Rect(x - r * 0.9, y + r * 0.38, r * 1.8, r * 0.5))  # crossed legs
    pygame.draw.ellipse(s, ink, pygame.Rect(x - r * 0.45, y - r * 0.2, r * 0.9, r * 0.85))  # body
    pygame.draw.circle(s, ink, (x, y - r * 0.42), r * 0.27)
    pygame.draw.circle(s, ink, (x, y - r * 0.74), r * 0.11)


def lantern(s, c, r, ink, fill):
    x, y = c
    pygame.draw.line(s, ink, (x, y - r * 0.95), (x, y - r * 0.65), _lw(r))
    body = pygame.Rect(0, 0, int(r * 0.95), int(r * 1.15))
    body.center = (int(x), int(y + r * 0.05))
    pygame.draw.ellipse(s, fill, body)
    pygame.draw.ellipse(s, ink, body, _lw(r))
    for cap_y in (body.top, body.bottom):
        cap = pygame.Rect(0, 0, int(r * 0.6), max(2, int(r * 0.18)))
        cap.center = (int(x), cap_y)
        pygame.draw.rect(s, ink, cap)
    pygame.draw.line(s, ink, (x, body.top), (x, body.bottom), max(1, _lw(r) - 1))


def prayer_ring(s, c, r, ink, fill):
    x, y = c
    pygame.draw.circle(s, ink, (x, y), r * 0.8, _lw(r))
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        pygame.draw.circle(s, ink, (x + math.cos(a) * r * 0.8, y + math.sin(a) * r * 0.8), r * 0.17)
        pygame.draw.circle(s, fill, (x + math.cos(a) * r * 0.8, y + math.sin(a) * r * 0.8), r * 0.09)
    pygame.draw.circle(s, ink, (x, y), r * 0.2)


def pavilion(s, c, r, ink, fill):
    x, y = c
    roof = [(x - r, y - r * 0.15), (x - r * 0.6, y - r * 0.3), (x, y - r * 0.75), (x + r * 0.6, y - r * 0.3),
            (x + r, y - r * 0.15), (x + r * 0.5, y - r * 0.05), (x - r * 0.5, y - r * 0.05)]
    draw.polygon(s, ink, roof)
    for dx in (-0.45, 0.45):
        pygame.draw.line(s, ink, (x + dx * r, y - r * 0.05), (x + dx * r, y + r * 0.55), _lw(r) + 1)
    pygame.draw.line(s, ink, (x - r * 0.7, y + r * 0.6), (x + r * 0.7, y + r * 0.6), _lw(r) + 1)
    for k, yy in enumerate((0.2, 0.4)):  # wind
        pts = [(x - r * 0.3 + t * r * 0.15, y + r * yy + math.sin(t + k) * r * 0.05) for t in range(5)]
        pygame.draw.lines(s, fill, False, pts, max(1, _lw(r) - 1))


def teacup(s, c, r, ink, fill):
    x, y = c
    cx, top, hw, depth = x - r * 0.1, y - r * 0.05, r * 0.62, r * 0.8
    bowl = [(cx + math.cos(a) * hw, top + math.sin(a) * depth) for a in [math.pi * k / 12 for k in range(13)]]
    draw.polygon(s, ink, bowl)
    pygame.draw.circle(s, ink, (cx + hw, top + r * 0.25), r * 0.24, _lw(r))
    pygame.draw.line(s, ink, (x - r * 0.85, y + r * 0.85), (x + r * 0.7, y + r * 0.85), _lw(r))
    for dx in (-0.3, 0.1):  # steam
        pts = [(x + dx * r + math.sin(t * 1.4) * r * 0.1, top - r * 0.12 - t * r * 0.14) for t in range(5)]
        pygame.draw.lines(s, ink, False, pts, max(1, _lw(r) - 1))


def kicker(s, c, r, ink, fill):
    """A martial artist in a flying kick."""
    x, y = c
    w = _lw(r) + 2
    hip, neck = (x - r * 0.1, y + r * 0.15), (x - r * 0.35, y - r * 0.4)
    pygame.draw.circle(s, ink, (x - r * 0.48, y - r * 0.68), r * 0.2)
    pygame.draw.line(s, ink, neck, hip, w)
    pygame.draw.line(s, ink, hip, (x + r * 0.85, y - r * 0.05), w)               # kicking leg
    pygame.draw.line(s, ink, hip, (x - r * 0.2, y + r * 0.85), w)                # standing leg
    pygame.draw.line(s, ink, (x - r * 0.3, y - r * 0.3), (x + r * 0.2, y - r * 0.6), w)   # arm forward
    pygame.draw.line(s, ink, (x - r * 0.3, y - r * 0.3), (x - r * 0.85, y - r * 0.05), w)  # arm back
    pygame.draw.line(s, fill, (x + r * 0.55, y - r * 0.35), (x + r * 0.9, y - r * 0.45), max(1, w - 2))


ACTION_ICONS = {
    "revive": tombstone, "unhaunt_and_summon": altar, "gather_tao": dice, "banish_ghost": hut,
    "take_buddha": buddha, "repel_haunters": lantern, "prayer_token": prayer_ring, "heavenly_wind": pavilion,
    "tea": teacup, "school_exorcism": kicker,
}


def action_icon(surface, keyword: str, center, r: float, ink, fill) -> None:
    """The icon of a village action keyword (a plain circle for a keyword without one)."""
    fn = ACTION_ICONS.get(keyword)
    if fn is None:
        pygame.draw.circle(surface, ink, center, r * 0.6, _lw(r))
        return
    fn(surface, center, r, ink, fill)


def ghost(surface, center, r: float, color, outline=(20, 20, 24)):
    """A small wavy-hemmed ghost: haunters, haunted tiles."""
    x, y = center
    head = [(x + math.cos(a) * r * 0.7, y - r * 0.1 + math.sin(a) * r * 0.75)
            for a in [math.pi * (1 + k / 12) for k in range(13)]]
    hem = [(x + r * 0.7 - t / 6 * r * 1.4, y + r * (0.8 if t % 2 == 0 else 0.55)) for t in range(7)]
    poly = head + hem
    draw.polygon(surface, color, poly)
    pygame.draw.polygon(surface, outline, [(int(px), int(py)) for px, py in poly], 1)
    for dx in (-0.25, 0.25):
        pygame.draw.circle(surface, outline, (x + dx * r, y - r * 0.15), max(1, r * 0.12))


def moon(surface, center, r: float, color, bg):
    """A crescent: Moon Crystals and receptacles."""
    pygame.draw.circle(surface, color, center, r)
    pygame.draw.circle(surface, bg, (center[0] + r * 0.45, center[1] - r * 0.3), r * 0.85)


def portal_gate(surface, center, r: float, color, ink):
    """A moon gate: a ring with a threshold, marking the White Moon portal."""
    x, y = center
    pygame.draw.circle(surface, color, (x, y), r, max(2, int(r * 0.22)))
    pygame.draw.circle(surface, ink, (x, y), r * 1.08, 1)
    pygame.draw.line(surface, color, (x - r * 1.1, y + r * 0.95), (x + r * 1.1, y + r * 0.95), max(2, int(r * 0.18)))
