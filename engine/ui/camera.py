"""Pan and zoom for boards larger than the window: world <-> screen transforms and mouse handling."""
from __future__ import annotations

import pygame


class Camera:
    def __init__(self, viewport: pygame.Rect | None = None):
        self.viewport = pygame.Rect(viewport or (0, 0, 800, 600))
        self.zoom = 1.0
        self.offset = [0.0, 0.0]  # world point shown at the viewport's top-left
        self.min_zoom, self.max_zoom = 0.1, 20.0
        self._drag = None
        self.version = 0  # bumped on every change so scenes can cache what they drew

    def fit(self, world_rect, margin: float = 0.04) -> None:
        """Zoom and centre so the world rect (x0, y0, x1, y1) fills the viewport."""
        x0, y0, x1, y1 = world_rect
        w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
        vw, vh = self.viewport.w * (1 - 2 * margin), self.viewport.h * (1 - 2 * margin)
        self.zoom = min(vw / w, vh / h)
        self.min_zoom = self.zoom * 0.5
        self.max_zoom = self.zoom * 8
        self.offset = [x0 + w / 2 - self.viewport.w / 2 / self.zoom, y0 + h / 2 - self.viewport.h / 2 / self.zoom]
        self.version += 1

    def snap(self, unit: float, anchor=(0.0, 0.0)) -> None:
        """Round the zoom down so `unit` world units span whole pixels and put world points a multiple of `unit`
        from `anchor` a quarter pixel past a pixel's edge, keeping the centre: a board of equal tiles then lands
        every tile at the same sub-pixel spot, so a picture drawn of a tile once fits wherever the tile is shown."""
        vw, vh = self.viewport.w / 2, self.viewport.h / 2
        centre = (self.offset[0] + vw / self.zoom, self.offset[1] + vh / self.zoom)
        self.zoom = max(1, int(self.zoom * unit)) / unit
        self.offset = [centre[0] - vw / self.zoom, centre[1] - vh / self.zoom]
        for axis in (0, 1):
            screen = (anchor[axis] - self.offset[axis]) * self.zoom
            self.offset[axis] += (screen - (round(screen) + 0.25)) / self.zoom
        self.version += 1

    def to_screen(self, p):
        return (self.viewport.x + (p[0] - self.offset[0]) * self.zoom,
                self.viewport.y + (p[1] - self.offset[1]) * self.zoom)

    def to_world(self, p):
        return (self.offset[0] + (p[0] - self.viewport.x) / self.zoom,
                self.offset[1] + (p[1] - self.viewport.y) / self.zoom)

    def points_to_screen(self, pts):
        return [self.to_screen(p) for p in pts]

    def zoom_at(self, screen_pos, factor: float) -> None:
        before = self.to_world(screen_pos)
        self.zoom = max(self.min_zoom, min(self.max_zoom, self.zoom * factor))
        after = self.to_world(screen_pos)
        self.offset[0] += before[0] - after[0]
        self.offset[1] += before[1] - after[1]
        self.version += 1

    def handle_event(self, event) -> bool:
        """Wheel zooms at the mouse; right or middle drag pans."""
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.viewport.collidepoint(pos):
                self.zoom_at(pos, 1.15 ** event.y)
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3) and self.viewport.collidepoint(event.pos):
            self._drag = event.pos
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self._drag:
            self._drag = None
            return True
        elif event.type == pygame.MOUSEMOTION and self._drag:
            dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
            self.offset[0] -= dx / self.zoom
            self.offset[1] -= dy / self.zoom
            self._drag = event.pos
            self.version += 1
            return True
        return False
