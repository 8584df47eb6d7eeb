"""Zoom and pan of the house's floors on the play screen: the mouse wheel or +/- zooms (at the mouse, or the
middle), a drag on the map or Shift+arrows pan (the arrows alone move the keyboard's
ring), 0 fits the floor again. Kept per floor; never part of the game."""
from __future__ import annotations

import pygame

MIN_ZOOM, MAX_ZOOM, STEP = 1.0, 4.0, 1.25
PAN_KEYS = {pygame.K_LEFT: (1, 0), pygame.K_RIGHT: (-1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
ZOOM_IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
ZOOM_OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)


class FloorZoom:
    """(zoom, pan) per floor; `geometry(floor, zoom, pan)` is the board's FloorGeometry maker."""

    def __init__(self):
        self.by_floor: dict = {}     # floor -> (zoom, (pan x, pan y))
        self.drag = None             # (floor, mouse at the press, pan at the press) while the map is dragged
        self.dragged = False

    def of(self, floor) -> tuple:
        return self.by_floor.get(floor, (1.0, (0, 0)))

    def zoom_at(self, floor, pos, factor, geometry, area: pygame.Rect) -> None:
        """Zoom by `factor` keeping the point under `pos` where it is."""
        zoom, pan = self.of(floor)
        new = max(MIN_ZOOM, min(MAX_ZOOM, zoom * factor))
        if new == zoom:
            return
        before = geometry(floor, zoom, pan)
        after = geometry(floor, new, pan)
        # the floor point under the mouse, in cells, before; then the pan that puts it there again
        u = ((pos[0] - before.x0) / before.size, (pos[1] - before.y0) / before.size)
        shift = (pos[0] - (after.x0 + u[0] * after.size), pos[1] - (after.y0 + u[1] * after.size))
        self.set(floor, new, (pan[0] + shift[0], pan[1] + shift[1]), geometry, area)

    def set(self, floor, zoom, pan, geometry, area: pygame.Rect) -> None:
        """Keep at least a third of the map showing part of the floor: it can never be panned out of sight."""
        if zoom <= MIN_ZOOM:
            self.by_floor.pop(floor, None)
            return
        geo = geometry(floor, zoom, (0, 0))
        w, h = geo.extent
        room_x = max(0, (w - area.w) / 2 + area.w / 3)
        room_y = max(0, (h - area.h) / 2 + area.h / 3)
        self.by_floor[floor] = (zoom, (max(-room_x, min(room_x, pan[0])), max(-room_y, min(room_y, pan[1]))))

    def handle(self, event, floor, mouse, geometry, area: pygame.Rect) -> bool:
        """Wheel, +/-, 0, arrows and drags on the map; True when the event was the zoom's."""
        if event.type == pygame.MOUSEWHEEL and area.collidepoint(mouse):
            self.zoom_at(floor, mouse, STEP ** (1 if event.y > 0 else -1), geometry, area)
            return True
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key in ZOOM_IN_KEYS or event.key in ZOOM_OUT_KEYS:
                at = mouse if area.collidepoint(mouse) else area.center
                self.zoom_at(floor, at, STEP if event.key in ZOOM_IN_KEYS else 1 / STEP, geometry, area)
                return True
            if event.key in (pygame.K_0, pygame.K_KP0):
                self.by_floor.pop(floor, None)
                return True
            if event.key in PAN_KEYS and event.mod & pygame.KMOD_SHIFT and floor in self.by_floor:
                zoom, pan = self.of(floor)
                dx, dy = PAN_KEYS[event.key]
                step = max(20, area.w // 6)
                self.set(floor, zoom, (pan[0] + dx * step, pan[1] + dy * step), geometry, area)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3) and area.collidepoint(event.pos):
            self.drag, self.dragged = (floor, event.pos, self.of(floor)[1]), False
            return False
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            start_floor, start, pan = self.drag
            if start_floor != floor or not any(getattr(event, "buttons", (0, 0, 0))):
                self.drag = None
                return False
            dx, dy = event.pos[0] - start[0], event.pos[1] - start[1]
            if self.dragged or abs(dx) + abs(dy) > 6:
                self.dragged = True
                zoom, _ = self.of(floor)
                if zoom > MIN_ZOOM:
                    self.set(floor, zoom, (pan[0] + dx, pan[1] + dy), geometry, area)
                return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.drag = None
        return False
