"""Drawing the Mice and Mystics table in play: the room tiles (scenes/mice_and_mystics/draw.py), rooms not yet
explored veiled, mousetraps, highlighted spaces and exits, figures on their spaces, and the hovered space's sight."""
from __future__ import annotations

import math

import pygame

from engine.ui import draw, fonts, theme
from rulesets.mice_and_mystics import story
from scenes.mice_and_mystics import draw as mice_draw
from scenes.mice_and_mystics.play_words import hero_rgb, minion_rgb, short_name

MARK_RGB = {"legal": theme.ACCENT, "preferred": (255, 240, 160), "hover": (255, 255, 255), "focus": (255, 255, 255),
            "hint": (110, 240, 170), "event": (255, 120, 70), "look": (200, 200, 210)}
REACH_RGB = (255, 226, 140, 46)
TABLE_RGB = (22, 20, 18)      # the board's ground, under and between the tiles


class _Reserved:
    """Records the spots a tile's labels must keep off while the tile is drawn on a picture of its own."""

    def __init__(self):
        self.taken: list = []

    def reserve(self, rect):
        self.taken.append(pygame.Rect(rect))


def tile_picture(pf, to_screen, zoom, cache, bounds):
    """(picture, top-left, reserved spots) of one room tile drawn without its names, or None when it would fall
    wholly outside `bounds`. Kept in `cache` per face, turn, zoom and sub-pixel position, so framing the rooms
    anew blits the tiles instead of drawing them."""
    x, y = to_screen(pf.rect[:2])
    x1, y1 = to_screen(pf.rect[2:])
    pad = int(8 * zoom) + 8         # walls, exits and icons reach past the tile's edge
    x0, y0 = math.floor(x) - pad, math.floor(y) - pad
    if not pygame.Rect(x0, y0, int(x1 - x) + 2 * pad + 2, int(y1 - y) + 2 * pad + 2).colliderect(bounds):
        return None
    key = (pf.face.id, pf.turns, pf.rect[2] - pf.rect[0], pf.rect[3] - pf.rect[1], zoom,
           round(x - math.floor(x), 9), round(y - math.floor(y), 9))
    if key not in cache:
        if len(cache) > 48:
            cache.clear()
        picture = pygame.Surface((int(x1 - x) + 2 * pad + 2, int(y1 - y) + 2 * pad + 2), pygame.SRCALPHA)
        reserved = _Reserved()

        def local(p):
            sx, sy = to_screen(p)
            return sx - x0, sy - y0
        mice_draw.draw_face(picture, pf, local, zoom, {}, reserved, names=False)
        cache[key] = (picture, (x0 - math.floor(x), y0 - math.floor(y)), reserved.taken)
    picture, (dx, dy), taken = cache[key]
    at = (math.floor(x) + dx, math.floor(y) + dy)
    return picture, at, [r.move(at) for r in taken]


def tiles_layer(pfs, visited, to_screen, zoom, clip, cache=None) -> pygame.Surface:
    """Every room tile drawn once (cached by the board until the camera or the tiles change) on an opaque layer
    the size of `clip` (the table), to go at its top-left; each tile's picture kept in `cache`, its names placed
    anew on the layer (they keep clear of the other tiles' marks). Tiles wholly off the table are left out."""
    layer = pygame.Surface(clip.size)
    layer.fill(TABLE_RGB)
    cache = {} if cache is None else cache

    def shifted(p):
        x, y = to_screen(p)
        return x - clip.x, y - clip.y
    labels = draw.LabelPlacer(layer.get_rect())
    for pf in pfs:
        shown = tile_picture(pf, shifted, zoom, cache, layer.get_rect())
        if shown is None:
            continue
        picture, at, taken = shown
        fonts.compose(layer, picture, at)
        labels.taken.extend(taken)
        mice_draw.face_names(layer, pf, shifted, zoom, labels)
    for pf in pfs:
        if pf.face.id not in visited:
            a, b = shifted(pf.rect[:2]), shifted(pf.rect[2:])
            veil = pygame.Rect(int(a[0]), int(a[1]), int(b[0] - a[0]) + 1, int(b[1] - a[1]) + 1)
            if veil.size not in cache:      # one veil per tile size, made once
                cache[veil.size] = pygame.Surface(veil.size, pygame.SRCALPHA)
                cache[veil.size].fill((14, 14, 20, 150))
            layer.blit(cache[veil.size], veil)
    return layer


def space_outline(surface, pf, sid, to_screen, rgb, width) -> None:
    pygame.draw.lines(surface, rgb, True, [to_screen(p) for p in pf.spaces[sid]], width)


def tile_overlay(pf, to_screen, paint) -> tuple:
    """(surface, top-left) of a see-through layer the size of one tile on screen, painted by
    paint(layer, shifted to_screen): overlays cost a tile's pixels, not the window's."""
    a, b = to_screen(pf.rect[:2]), to_screen(pf.rect[2:])
    x0, y0 = int(min(a[0], b[0])), int(min(a[1], b[1]))
    layer = pygame.Surface((max(1, int(abs(b[0] - a[0])) + 2), max(1, int(abs(b[1] - a[1])) + 2)), pygame.SRCALPHA)
    paint(layer, lambda p: (to_screen(p)[0] - x0, to_screen(p)[1] - y0))
    return layer, (x0, y0)


def reach_overlay(pf, sids, to_screen, rgba) -> tuple:
    """(surface, top-left) of the spaces a mouse can reach, lit: a layer only as large as those spaces."""
    polys = [[to_screen(p) for p in pf.spaces[sid]] for sid in sids]
    if not polys:
        return pygame.Surface((1, 1), pygame.SRCALPHA), (0, 0)
    x0 = int(min(x for poly in polys for x, _ in poly)) - 1
    y0 = int(min(y for poly in polys for _, y in poly)) - 1
    x1 = int(max(x for poly in polys for x, _ in poly)) + 2
    y1 = int(max(y for poly in polys for _, y in poly)) + 2
    layer = pygame.Surface((x1 - x0, y1 - y0), pygame.SRCALPHA)
    for poly in polys:
        pygame.draw.polygon(layer, rgba, [(x - x0, y - y0) for x, y in poly])
    return layer, (x0, y0)


def sight_overlay(pf, sid, seen, to_screen, zoom) -> tuple:
    """The space's line of sight (M-7.7): what it sees lit, the rest of its room shaded, the sight lines."""
    return tile_overlay(pf, to_screen, lambda layer, shifted: mice_draw.draw_sight(layer, pf, sid, set(seen), shifted,
                                                                                     zoom, clear=True))


def exit_segment(pf, k, to_screen):
    _, _, _, (a, b) = pf.exits[k]
    return to_screen(a), to_screen(b)


def figure_spots(view, pfs, to_screen, zoom) -> dict:
    """{("mouse", hero) | ("minion", label): (centre, radius)}: figures sharing a space sit round its centre."""
    by_space: dict = {}
    for m in view["mice"]:
        if m["place"] is not None:
            by_space.setdefault(tuple(m["place"]), []).append(("mouse", m["hero"]))
    for mn in view["minions"]:
        by_space.setdefault(tuple(mn["place"]), []).append(("minion", mn["label"]))
    out = {}
    r = max(6, int(3.6 * zoom))
    for (tile, sid), figures in by_space.items():
        if tile >= len(pfs) or sid not in pfs[tile].centres:
            continue
        cx, cy = to_screen(pfs[tile].centres[sid])
        n = len(figures)
        for k, key in enumerate(figures):
            if n == 1:
                c = (cx, cy)
            else:
                a = -math.pi / 2 + 2 * math.pi * k / n
                c = (cx + math.cos(a) * r * 1.15, cy + math.sin(a) * r * 1.15)
            large = key[0] == "minion" and _large(view, key[1])
            out[key] = ((int(c[0]), int(c[1])), int(r * (1.5 if large else 1)))
    return out


def _large(view, label) -> bool:
    mn = next((m for m in view["minions"] if m["label"] == label), None)
    return mn is not None and story.minion(mn["kind"]).size == "large"


def draw_figures(surface, view, spots, marks) -> None:
    """Mice as coloured tokens with their initial; minions as dark red tokens with their number."""
    acting = view["turn"]["hero"] if view.get("turn") else None
    for key, (c, r) in spots.items():
        kind, name = key
        if kind == "mouse":
            rgb, text = hero_rgb(name), short_name(name)[:1]
        else:
            mn = next((m for m in view["minions"] if m["label"] == name), None)
            kind = mn["kind"] if mn else ""
            rgb = minion_rgb(kind)
            info_name = story.minion(kind).name if mn else ""
            # a named figure (a boss, Brodie) shows its initial, the others their number
            text = info_name[:1] if info_name[:1].isupper() else name.split()[-1]
        pygame.draw.circle(surface, (10, 10, 12), (c[0] + 2, c[1] + 2), r)
        pygame.draw.circle(surface, rgb, c, r)
        ring = MARK_RGB.get(marks.get(key)) or ((255, 240, 160) if name == acting else (20, 20, 20))
        pygame.draw.circle(surface, ring, c, r, max(2, r // 4) if marks.get(key) or name == acting else 1)
        if kind == "minion":
            pygame.draw.polygon(surface, (230, 220, 210), [(c[0] - r * 0.7, c[1] - r * 0.55),
                                                           (c[0] - r * 0.35, c[1] - r * 1.05),
                                                           (c[0] - r * 0.15, c[1] - r * 0.6)])
        fonts.blit_text(surface, text, c, max(10, int(r * 1.1)), (255, 255, 255), bold=True, anchor="center",
                        shadow=(0, 0, 0), kind="figure")
        fonts.note_figure(surface, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r))


def draw_traps(surface, view, pfs, to_screen, zoom) -> None:
    for tile, sid in view.get("mousetraps", ()):
        if tile < len(pfs) and sid in pfs[tile].centres:
            c = to_screen(pfs[tile].centres[sid])
            mice_draw.trap_icon(surface, (c[0], c[1] - 4 * zoom), max(4, int(2.4 * zoom)), max(2, int(zoom)))
