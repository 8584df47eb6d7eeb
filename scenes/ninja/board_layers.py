"""The fortress drawn once into two cached layers (ground below, features above) for previews and play."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine import i18n
from engine.ui import fonts, theme
from rulesets.ninja import map_graph
from rulesets.ninja.map_shapes import shapes_of
from scenes.ninja import draw as nd
from scenes.ninja import labels


@dataclass(frozen=True)
class Shown:
    """Which board features are drawn, and the size of zone names in pixels."""
    track: bool = True
    posts: bool = True
    barracks: bool = True
    castles: bool = True
    walls: bool = True
    labels: bool = True
    label_size: int = 14


class FortressLayers:
    """The map never moves during a game, so it is drawn only when the camera, the window or the
    shown features change. Whatever belongs to the game state (hearing tints, reach, figures) is
    drawn between the two layers every time it changes:

        layers.update(camera, surface.get_size(), board_rect, Shown(...))
        layers.draw_under(surface)    # zones, water, gardens, borders
        ... state marks ...
        layers.draw_over(surface)     # walls, gates, castles, patrol track, icons, names

    `label_rects` (zone id -> name rect) and `taken` (every rect a name or icon uses) let a scene
    place badges where they hide nothing."""

    def __init__(self, m, shapes=None, forks=None):
        self.m = m
        self.shapes = shapes if shapes is not None else shapes_of(m)
        self.forks = forks if forks is not None else map_graph.track_forks(m)
        self.ground = None
        self.features = None
        self.clip = pygame.Rect(0, 0, 0, 0)
        self.label_rects: dict = {}
        self.taken: list = []
        self.plates: list = []   # the castles' name plates on screen
        self.plated: set = set()  # zones whose name lies on a plate of its own, over a wall (small castle rooms)
        self.builds = 0          # how often the layers were drawn; a redraw of the state leaves it alone
        self._key = None
        self._plans: dict = {}

    def update(self, cam, size, clip, shown: Shown) -> bool:
        """Redraw the layers if anything they depend on changed; True when they were redrawn."""
        key = (cam.version, cam.zoom, tuple(cam.offset), tuple(cam.viewport), tuple(size), tuple(clip), shown, i18n.generation)
        if key == self._key:
            return False
        self._key = key
        self.clip = pygame.Rect(clip)
        self._draw_ground(cam, size)
        self._draw_features(cam, size, shown)
        self.builds += 1
        return True

    def draw_under(self, surface):
        surface.blit(self.ground, self.clip.topleft, self.clip)

    def draw_over(self, surface):
        fonts.compose(surface, self.features, self.clip.topleft, self.clip)

    def _draw_ground(self, cam, size):
        if self.ground is None or self.ground.get_size() != tuple(size):
            self.ground = pygame.Surface(size)
        self.ground.set_clip(None)
        self.ground.fill(theme.BG)
        self.ground.set_clip(self.clip)
        nd.draw_zones(self.ground, cam, self.m)
        nd.draw_borders(self.ground, cam, self.m, self.shapes)

    def _draw_features(self, cam, size, shown):
        m, sh = self.m, self.shapes
        if self.features is None or self.features.get_size() != tuple(size):
            self.features = pygame.Surface(size, pygame.SRCALPHA)
        surf = self.features
        surf.set_clip(None)
        surf.fill((0, 0, 0, 0))
        fonts.forget(surf)
        surf.set_clip(self.clip)
        if shown.walls:
            nd.draw_walls(surf, cam, m, sh)
        if shown.castles:
            nd.draw_castles(surf, cam, m, sh, shown.label_size + 1)
        if shown.track:
            nd.draw_track(surf, cam, m, sh, self.forks)
        nd.draw_icons(surf, cam, m, sh, shown.posts, shown.barracks)
        self.plates = [plate for _, _, plate in nd.castle_plates(cam, sh, shown.label_size + 1)] if shown.castles else []
        plan = self.label_plan(cam.zoom, shown)
        self.label_rects, self.taken = labels.draw_plan(surf, plan, cam.to_screen((0, 0)), names=shown.labels)
        self.plated = {zid for zid, name in plan.names.items() if name[5]} if shown.labels else set()

    def label_plan(self, zoom, shown):
        """Where the names go depends on the zoom and the features shown, not on the pan: a drag
        across the map moves the plan instead of setting every name again."""
        key = (zoom, shown.label_size, shown.walls, shown.castles, shown.posts, shown.barracks, i18n.generation)
        plan = self._plans.pop(key, None)
        if plan is None:
            plan = labels.plan_labels(self.m, self.shapes, zoom, shown.label_size, walls=shown.walls,
                                      castles=shown.castles, posts=shown.posts, barracks=shown.barracks)
        # the last few plans are kept: zooming back to a level seen before costs nothing
        self._plans[key] = plan
        while len(self._plans) > 8:
            del self._plans[next(iter(self._plans))]
        return plan
