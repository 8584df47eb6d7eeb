"""Drawing helpers used by every board: antialiased polygons, dashed and stone lines, icons, labels."""
from __future__ import annotations

import math

import pygame

from engine.ui import fonts


def polygon(surface, color, pts, width=0):
    pts = [(int(round(x)), int(round(y))) for x, y in pts]
    if len(pts) < 3:
        return
    pygame.draw.polygon(surface, color, pts, width)
    if width == 0:
        pygame.draw.aalines(surface, color, True, pts)


def dashed_line(surface, color, a, b, width=2, dash=8, gap=6):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    t = 0.0
    while t < length:
        e = min(t + dash, length)
        pygame.draw.line(surface, color, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e), width)
        t = e + gap


def stone_line(surface, a, b, width=6, color=(120, 116, 108), mortar=(60, 58, 54)):
    """A wall: a thick grey band with mortar joints across it."""
    pygame.draw.line(surface, mortar, a, b, width + 2)
    pygame.draw.line(surface, color, a, b, width)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    nx, ny = -uy * width / 2, ux * width / 2
    step = max(6, width * 1.6)
    t = step
    while t < length:
        cx, cy = a[0] + ux * t, a[1] + uy * t
        pygame.draw.line(surface, mortar, (cx - nx, cy - ny), (cx + nx, cy + ny), 1)
        t += step


def arrow(surface, color, a, b, width=2, head=8):
    pygame.draw.line(surface, color, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for s in (-1, 1):
        pygame.draw.line(surface, color, b, (b[0] - head * math.cos(ang + s * 0.45),
                                             b[1] - head * math.sin(ang + s * 0.45)), width)


def star(surface, color, center, r, points=5):
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / points
        pts.append((center[0] + rr * math.cos(a), center[1] + rr * math.sin(a)))
    polygon(surface, color, pts)


def tower(surface, color, center, r):
    """Watch-post icon: a small tower with crenellations."""
    x, y = center
    body = pygame.Rect(0, 0, r * 1.2, r * 1.6)
    body.center = (x, y + r * 0.2)
    pygame.draw.rect(surface, color, body)
    for i in range(3):
        c = pygame.Rect(0, 0, r * 0.3, r * 0.35)
        c.bottomleft = (body.x + i * r * 0.45, body.y + 1)
        pygame.draw.rect(surface, color, c)
    pygame.draw.rect(surface, (0, 0, 0), body, 1)


class LabelPlacer:
    """Places labels so they do not collide: tries the preferred spot, then spots around it, else skips."""

    def __init__(self, bounds: pygame.Rect | None = None):
        self.taken: list[pygame.Rect] = []
        self.bounds = bounds

    def reserve(self, rect):
        self.taken.append(pygame.Rect(rect))

    def place(self, surface, text, pos, size, color, bold=False, shadow=(0, 0, 0)) -> pygame.Rect | None:
        s = fonts.render(text, size, color, bold)
        w, h = s.get_size()
        offsets = [(0, 0), (0, -h), (0, h), (-w // 2 - 4, 0), (w // 2 + 4, 0), (0, -2 * h), (0, 2 * h)]
        for dx, dy in offsets:
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(pos[0] + dx), int(pos[1] + dy))
            if self.bounds is not None and not self.bounds.contains(r):
                continue
            if r.collidelist(self.taken) == -1:
                if shadow is not None:
                    surface.blit(fonts.render(text, size, shadow, bold), r.move(1, 1))
                surface.blit(s, r)
                self.taken.append(r)
                return r
        return None
