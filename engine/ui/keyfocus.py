"""Keyboard focus over a screen's stops: Tab/Shift-Tab in order, arrows to the nearest stop that way, Enter acts,
and a focus ring (a thick dark-and-light ring with a corner mark, seen on any colour, not told by colour alone)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

import pygame

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
NUMBER_KEYS = {**{pygame.K_1 + i: i for i in range(9)}, **{pygame.K_KP1 + i: i for i in range(9)}}
POINT_SIDE = 30          # a spot given as a point is ringed by a square this wide (at scale 1)
RING_DARK, RING_LIGHT = (10, 10, 14), (255, 255, 255)


@dataclass(frozen=True)
class Stop:
    """One place the keyboard can reach: a stable key, where it is on screen, and what Enter does there."""
    key: Hashable
    rect: pygame.Rect
    act: Callable | None = None


def spot_rect(spot, scale: float = 1.0) -> pygame.Rect:
    """A rect for a spot given as a rect or as a point (a square around it)."""
    if isinstance(spot, pygame.Rect):
        return pygame.Rect(spot)
    if len(spot) == 4:
        return pygame.Rect(spot)
    side = max(12, int(POINT_SIDE * scale))
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (int(spot[0]), int(spot[1]))
    return rect


def reading_order(stops: Sequence[Stop]) -> list[Stop]:
    """Rows from top to bottom (a row: stops whose middles lie within half a stop's height), each left to right."""
    rows: list[list[Stop]] = []
    for stop in sorted(stops, key=lambda s: (s.rect.centery, s.rect.centerx)):
        row = rows[-1] if rows else None
        if row and stop.rect.centery - row[0].rect.centery <= max(6, min(row[0].rect.h, stop.rect.h) // 2):
            row.append(stop)
        else:
            rows.append([stop])
    return [stop for row in rows for stop in sorted(row, key=lambda s: s.rect.centerx)]


def button_stops(buttons, group: Hashable = "button") -> list[Stop]:
    """The visible, enabled buttons as stops, keyed by group and place (a rebuilt screen keeps its focus, and a
    button whose label changes when pressed, the language, keeps it too)."""
    return [Stop((group, i), pygame.Rect(b.rect), b.on_click)
            for i, b in enumerate(buttons) if b.visible and b.enabled and b.rect.w > 0 and b.rect.h > 0]


def nearest(stops: Sequence[Stop], origin: pygame.Rect, direction) -> Stop | None:
    """The stop nearest `origin` in the arrow's direction: ahead of it, the sideways distance counting double."""
    dx, dy = direction
    ox, oy = origin.center
    best, best_score = None, None
    for stop in stops:
        x, y = stop.rect.center
        ahead = (x - ox) * dx + (y - oy) * dy
        side = abs((x - ox) * dy) + abs((y - oy) * dx)
        if ahead <= 0 or (x, y) == (ox, oy):
            continue
        score = ahead + 2 * side
        if best_score is None or score < best_score:
            best, best_score = stop, score
    return best


class KeyFocus:
    """Which stop the keyboard is on (by key); None until Tab or an arrow is pressed, and again when it is gone."""

    def __init__(self):
        self.key: Hashable | None = None

    def current(self, stops: Sequence[Stop]) -> Stop | None:
        return next((s for s in stops if s.key == self.key), None) if self.key is not None else None

    def clear(self) -> None:
        self.key = None

    def cycle(self, stops: Sequence[Stop], step: int, start: Hashable | None = None) -> Stop | None:
        """Tab (+1) or Shift-Tab (-1); with nothing focused it begins on `start` (what Enter would take), else at an
        end."""
        if not stops:
            self.key = None
            return None
        keys = [s.key for s in stops]
        if self.key in keys:
            i = (keys.index(self.key) + step) % len(keys)
        elif start in keys:
            i = keys.index(start)
        else:
            i = 0 if step > 0 else len(keys) - 1
        self.key = keys[i]
        return stops[i]

    def move(self, stops: Sequence[Stop], direction, start: Hashable | None = None,
             origin: pygame.Rect | None = None) -> Stop | None:
        """An arrow: the nearest stop that way (nothing there: the focus stays). With nothing focused it goes from
        `start`'s stop, else from `origin` (where the last focus was) when a stop lies that way, else to the first."""
        here = self.current(stops) or next((s for s in stops if s.key == start), None)
        found = nearest(stops, origin, direction) if here is None and origin is not None else None
        if found is not None:
            self.key = found.key
            return found
        if here is None:
            return self.cycle(stops, 1)
        found = nearest([s for s in stops if s.key != here.key], here.rect, direction) or here
        self.key = found.key      # nothing that way: the ring shows where it is (on `start`, when it was not shown)
        return found

    def handle(self, event, stops: Sequence[Stop], arrows: bool = True) -> bool:
        """Tab, Shift-Tab, the arrows (when `arrows`) and Enter on a focused stop; True when the key was used."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if event.key == pygame.K_TAB:
            self.cycle(stops, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if arrows and event.key in ARROWS and not event.mod & pygame.KMOD_SHIFT:
            self.move(stops, ARROWS[event.key])
            return True
        if event.key in ENTER_KEYS:
            stop = self.current(stops)
            if stop is not None and stop.act is not None:
                stop.act()
                return True
        return False

    def draw(self, surface, stops: Sequence[Stop], scale: float = 1.0) -> None:
        stop = self.current(stops)
        if stop is not None:
            draw_ring(surface, stop.rect, scale)


def draw_ring(surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """A thick ring (dark, light, dark: seen on a white card and on a black board alike) and a filled corner mark
    at its top left, so the focus is told by its shape and not by its colour."""
    w = max(3, int(3 * scale))
    ring = pygame.Rect(rect).inflate(4 * w, 4 * w)
    pygame.draw.rect(surface, RING_DARK, ring, w * 3, border_radius=w * 2)
    pygame.draw.rect(surface, RING_LIGHT, ring.inflate(-2 * w, -2 * w), w, border_radius=w * 2)
    corner = max(12, int(20 * scale))
    x, y = ring.topleft
    mark = [(x - w, y - w), (x + corner + w, y - w), (x - w, y + corner + w)]
    pygame.draw.polygon(surface, RING_DARK, mark)
    inner = [(x + w // 2, y + w // 2), (x + corner - w, y + w // 2), (x + w // 2, y + corner - w)]
    pygame.draw.polygon(surface, RING_LIGHT, inner)


def screen_stops(buttons, fields=()) -> list[Stop]:
    """A screen's enabled buttons and its text boxes, in reading order (a box's key: ("field", its index))."""
    boxes = [Stop(("field", i), pygame.Rect(f.rect), None) for i, f in enumerate(fields)
             if getattr(f, "visible", True) and f.rect.w > 0 and f.rect.h > 0]
    return reading_order(button_stops(buttons) + boxes)


class ScreenKeys(KeyFocus):
    """The keyboard of a screen of buttons (and text boxes): the ring moves over them, Enter presses the button it
    is on, and a text box the ring is on takes the typing (Enter there is the screen's own: Start, say)."""

    def handle_screen(self, event, buttons, fields=(), arrows: bool = True) -> bool:
        used = self.handle(event, screen_stops(buttons, fields), arrows)
        if used and event.key not in ENTER_KEYS:
            for i, f in enumerate(fields):
                f.focused = self.key == ("field", i)
        return used

    def draw_screen(self, surface, buttons, fields=(), scale: float = 1.0) -> None:
        self.draw(surface, screen_stops(buttons, fields), scale)
