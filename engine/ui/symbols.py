"""Shapes that go with colours, so a piece known by its colour also carries a symbol (colour-blind players):
the colour -> shape table every game shares, contrasting ink, a symbol drawn on a piece and a coloured chip."""
from __future__ import annotations

import pygame

from engine.ui import pictograms

# one shape per colour, the Tao dice's (engine/ui/dice_tray.py): a die, a token, a board and a figure of one
# colour carry the same shape, so a player learns one table
COLOUR_SHAPES = {"red": "triangle", "yellow": "circle", "green": "diamond", "blue": "square", "black": "cross",
                 "white": "star"}


def shape_of(colour: str) -> str | None:
    """The shape that goes with a colour's name, None for a colour without one."""
    return COLOUR_SHAPES.get(colour)


def luminance(rgb) -> float:
    """Relative luminance (sRGB, 0..1): which ink stands out on a fill whatever hues the eye can tell."""
    def lin(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2])


def ink_on(fill, dark=(24, 22, 20), light=(250, 248, 242)):
    """Dark or light ink, whichever contrasts more with `fill` (by luminance, which colour blindness keeps)."""
    y = luminance(fill)
    return dark if (y + 0.05) / (luminance(dark) + 0.05) >= (luminance(light) + 0.05) / (y + 0.05) else light


def mark(surface, name: str | None, centre, size: float, fill) -> None:
    """Symbol `name` about `size` px across at `centre`, in the ink that contrasts with the `fill` under it."""
    if name:
        pictograms.draw(surface, name, centre, size, ink_on(fill))


def chip(surface, colour_name: str, rgb, centre, radius: float, rim=(250, 250, 250)) -> None:
    """A round chip of a colour with that colour's shape on it (tokens, small markers)."""
    x, y = int(centre[0]), int(centre[1])
    r = max(2, int(radius))
    pygame.draw.circle(surface, rgb, (x, y), r)
    pygame.draw.circle(surface, rim, (x, y), r, max(1, r // 6))
    mark(surface, shape_of(colour_name), (x, y), r * 1.25, rgb)


def token(surface, colour_name: str, rgb, centre, size: float, rim=(230, 230, 230)) -> None:
    """A small token drawn as its colour's shape itself, rimmed so a dark one shows on a dark panel: at 13 px
    a shape's outline is told apart where a symbol inside a chip is too small to read."""
    name = shape_of(colour_name)
    if name is None:
        pygame.draw.circle(surface, rgb, (int(centre[0]), int(centre[1])), max(2, int(size / 2)))
        return
    x, y = centre
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):   # a one-pixel rim: the shape drawn a pixel off each way
        pictograms.draw(surface, name, (x + dx, y + dy), size, rim)
    pictograms.draw(surface, name, centre, size, rgb)


def dashed_outline(surface, rgb, points, width: int, dash: float, gap: float) -> None:
    """A closed outline drawn dashed, the dash pattern carried round the corners (so a polygon of many short
    edges still reads dashed): an outline that means something else than a solid one of another colour."""
    pts = [(float(p[0]), float(p[1])) for p in points]
    if len(pts) < 2:
        return
    phase, period = 0.0, dash + gap
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1]):
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        t = 0.0
        while t < length - 1e-6:
            at = phase % period
            run = min((dash - at) if at < dash else (period - at), length - t)
            if at < dash:
                f0, f1 = t / length, (t + run) / length
                pygame.draw.line(surface, rgb, (ax + (bx - ax) * f0, ay + (by - ay) * f0),
                                 (ax + (bx - ax) * f1, ay + (by - ay) * f1), width)
            t += run
            phase += run
