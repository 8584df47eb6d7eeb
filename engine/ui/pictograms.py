"""Small symbols drawn in code (no art files) for dice faces and tokens, so no face is told apart by its
colour alone (colour-blind players): shapes for colours, pictograms for effects. draw(surface, name, centre,
size, ink) draws one; NAMES lists them."""
from __future__ import annotations

import math

import pygame


def _poly(surface, ink, pts, outline=None):
    pygame.draw.polygon(surface, ink, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, 1)


def _triangle(surface, c, r, ink):
    _poly(surface, ink, [(c[0], c[1] - r), (c[0] + r * 0.95, c[1] + r * 0.75), (c[0] - r * 0.95, c[1] + r * 0.75)])


def _circle(surface, c, r, ink):
    """A ring, not a disc: a small filled disc and a small diamond look alike, a ring and a diamond do not."""
    pygame.draw.circle(surface, ink, c, max(1, int(r * 0.85)), max(2, int(r * 0.36)))


def _diamond(surface, c, r, ink):
    _poly(surface, ink, [(c[0], c[1] - r), (c[0] + r * 0.8, c[1]), (c[0], c[1] + r), (c[0] - r * 0.8, c[1])])


def _square(surface, c, r, ink):
    side = r * 1.5
    pygame.draw.rect(surface, ink, pygame.Rect(c[0] - side / 2, c[1] - side / 2, side, side))


def _cross(surface, c, r, ink):
    w = max(2, int(r * 0.55))
    pygame.draw.rect(surface, ink, pygame.Rect(c[0] - w / 2, c[1] - r, w, 2 * r))
    pygame.draw.rect(surface, ink, pygame.Rect(c[0] - r, c[1] - w / 2, 2 * r, w))


def _star(surface, c, r, ink):
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((c[0] + rad * math.cos(a), c[1] + rad * math.sin(a)))
    _poly(surface, ink, pts)


def _dash(surface, c, r, ink):
    w = max(2, int(r * 0.4))
    pygame.draw.rect(surface, ink, pygame.Rect(c[0] - r * 0.8, c[1] - w / 2, r * 1.6, w))


def _ghost(surface, c, r, ink):
    """A sheet ghost: round head, wavy hem, two eye holes."""
    x, y = c
    pygame.draw.circle(surface, ink, (x, y - r * 0.25), max(1, int(r * 0.7)))
    body = pygame.Rect(x - r * 0.7, y - r * 0.25, r * 1.4, r * 0.95)
    pygame.draw.rect(surface, ink, body)
    for k in range(3):   # the hem's three scallops
        pygame.draw.circle(surface, ink, (body.x + body.w * (k + 0.5) / 3, body.bottom), max(1, int(r * 0.24)))
    hole = max(1, int(r * 0.16))
    eye = (0, 0, 0) if sum(ink[:3]) > 380 else (255, 255, 255)
    pygame.draw.circle(surface, eye, (x - r * 0.25, y - r * 0.3), hole)
    pygame.draw.circle(surface, eye, (x + r * 0.25, y - r * 0.3), hole)


def _house(surface, c, r, ink):
    """A haunted tile: a house with a dark door."""
    x, y = c
    _poly(surface, ink, [(x - r, y - r * 0.05), (x, y - r), (x + r, y - r * 0.05)])
    pygame.draw.rect(surface, ink, pygame.Rect(x - r * 0.72, y - r * 0.1, r * 1.44, r * 0.95))
    door = (0, 0, 0) if sum(ink[:3]) > 380 else (255, 255, 255)
    pygame.draw.rect(surface, door, pygame.Rect(x - r * 0.18, y + r * 0.3, r * 0.36, r * 0.55))


def _heart_minus(surface, c, r, ink):
    """Lose Qi: a heart with a bar through it."""
    x, y = c
    lobe = max(1, int(r * 0.45))
    pygame.draw.circle(surface, ink, (x - r * 0.42, y - r * 0.3), lobe)
    pygame.draw.circle(surface, ink, (x + r * 0.42, y - r * 0.3), lobe)
    _poly(surface, ink, [(x - r * 0.86, y - r * 0.15), (x + r * 0.86, y - r * 0.15), (x, y + r * 0.85)])
    bar = (0, 0, 0) if sum(ink[:3]) > 380 else (255, 255, 255)
    pygame.draw.rect(surface, bar, pygame.Rect(x - r * 0.5, y - r * 0.2, r, max(2, int(r * 0.22))))


def _token_slash(surface, c, r, ink):
    """Discard Tao tokens: a round token struck through."""
    x, y = c
    width = max(2, int(r * 0.22))
    pygame.draw.circle(surface, ink, (x, y), max(2, int(r * 0.8)), width)
    pygame.draw.line(surface, ink, (x - r * 0.75, y + r * 0.75), (x + r * 0.75, y - r * 0.75), width)


def _sword(surface, c, r, ink):
    """A sword point up: blade, crossguard, grip."""
    x, y = c
    w = max(2, int(r * 0.28))
    _poly(surface, ink, [(x, y - r), (x + w / 2, y - r * 0.75), (x + w / 2, y + r * 0.35), (x - w / 2, y + r * 0.35),
                         (x - w / 2, y - r * 0.75)])
    pygame.draw.rect(surface, ink, pygame.Rect(x - r * 0.5, y + r * 0.35, r, max(2, int(r * 0.2))))
    pygame.draw.rect(surface, ink, pygame.Rect(x - w / 2, y + r * 0.5, w, r * 0.5))


def _bow(surface, c, r, ink):
    """A bow: an arc and its string, an arrow across."""
    x, y = c
    width = max(2, int(r * 0.22))
    pygame.draw.arc(surface, ink, pygame.Rect(x - r * 1.1, y - r, r * 1.6, r * 2), -math.pi / 2, math.pi / 2, width)
    pygame.draw.line(surface, ink, (x - r * 0.3, y - r), (x - r * 0.3, y + r), max(1, width // 2))
    pygame.draw.line(surface, ink, (x - r * 0.9, y), (x + r * 0.9, y), max(1, width // 2))
    _poly(surface, ink, [(x + r, y), (x + r * 0.65, y - r * 0.25), (x + r * 0.65, y + r * 0.25)])


def _shield(surface, c, r, ink):
    """A heater shield."""
    x, y = c
    _poly(surface, ink, [(x - r * 0.8, y - r * 0.85), (x + r * 0.8, y - r * 0.85), (x + r * 0.8, y - r * 0.1),
                         (x, y + r), (x - r * 0.8, y - r * 0.1)])


def _sword_shield(surface, c, r, ink):
    """A shield with a sword behind it: both a hit and a block."""
    _sword(surface, (c[0] + r * 0.45, c[1]), r, ink)
    _shield(surface, (c[0] - r * 0.3, c[1] + r * 0.1), r * 0.75, ink)


def _cheese(surface, c, r, ink):
    """A wedge of cheese with two holes."""
    x, y = c
    _poly(surface, ink, [(x - r, y + r * 0.6), (x + r, y + r * 0.6), (x + r, y - r * 0.2), (x - r, y - r * 0.1)])
    _poly(surface, ink, [(x - r, y - r * 0.1), (x + r, y - r * 0.2), (x + r * 0.2, y - r * 0.8)])


SHAPES = {"triangle": _triangle, "circle": _circle, "diamond": _diamond, "square": _square, "cross": _cross,
          "star": _star, "dash": _dash, "ghost": _ghost, "house": _house, "heart_minus": _heart_minus,
          "token_slash": _token_slash,
          "sword": _sword, "bow": _bow, "shield": _shield, "sword_shield": _sword_shield, "cheese": _cheese}
NAMES = frozenset(SHAPES)


def draw(surface, name: str, centre, size: float, ink) -> bool:
    """Draw pictogram `name` of about `size` px across at `centre`; False when there is no such pictogram."""
    shape = SHAPES.get(name)
    if shape is None:
        return False
    shape(surface, (float(centre[0]), float(centre[1])), max(2.0, size / 2), ink)
    return True
