"""Drawing the Mice and Mystics table in play: the room tiles (scenes/mice_and_mystics/draw.py), rooms not yet
explored veiled, mousetraps, highlighted spaces and exits, figures on their spaces, and the hovered space's sight."""
from __future__ import annotations

import math

import pygame

from engine.i18n import render
from engine.ui import draw, fonts, pictograms, symbols, theme
from rulesets.mice_and_mystics import story
from scenes.mice_and_mystics import draw as mice_draw
from scenes.mice_and_mystics.play_words import figure_mark, hero_rgb, minion_rgb, short_name

MARK_RGB = {"legal": theme.ACCENT, "preferred": (255, 240, 160), "hover": (255, 255, 255), "focus": (255, 255, 255),
            "hint": (110, 240, 170), "event": (255, 120, 70), "look": (200, 200, 210)}
MARK_WIDTH = {"legal": 0, "look": 0, "preferred": 1, "hover": 3, "focus": 3, "hint": 1}
REACH_RGB = (255, 226, 140, 46)
TABLE_RGB = (22, 20, 18)      # the board's ground, under and between the tiles


class _Reserved:
    """Records the spots a tile's labels must keep off while the tile is drawn on a picture of its own."""

    def __init__(self):
        self.taken: list = []

    def reserve(self, rect):
        self.taken.append(pygame.Rect(rect))


def tile_picture(pf, to_screen, zoom, cache, bounds, keep=48):
    """(picture, top-left, reserved spots) of one room tile drawn without its names, or None when it would fall
    wholly outside `bounds`. Kept in `cache` per face, turn, zoom and sub-pixel position, so framing the rooms
    anew blits the tiles instead of drawing them; `keep`: how many pictures the cache holds before it starts afresh."""
    x, y = to_screen(pf.rect[:2])
    x1, y1 = to_screen(pf.rect[2:])
    pad = int(8 * zoom) + 8         # walls, exits and icons reach past the tile's edge
    x0, y0 = math.floor(x) - pad, math.floor(y) - pad
    if not pygame.Rect(x0, y0, int(x1 - x) + 2 * pad + 2, int(y1 - y) + 2 * pad + 2).colliderect(bounds):
        return None
    key = (pf.face.id, pf.turns, pf.rect[2] - pf.rect[0], pf.rect[3] - pf.rect[1], zoom,
           round(x - math.floor(x), 9), round(y - math.floor(y), 9))
    if key not in cache:
        if len(cache) > keep:
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


class _Requests:
    """Stands in for a label placer while a tile's names are asked for: keeps what face_names would place."""

    def __init__(self):
        self.asked: list = []
        self.taken: list = []

    def place(self, surface, text, pos, size, color, bold=False, shadow=(0, 0, 0)):
        self.asked.append((text, pos, size, color, bold))

    def reserve(self, rect):
        self.taken.append(pygame.Rect(rect))


OFFSETS = ((0, 0), (0, -1), (0, 1), (-0.5, 0), (0.5, 0), (0, -2), (0, 2))    # in label heights / widths


class TableNames:
    """The names on the play table (each room's name tag, its special spaces' and objects' names), placed above the
    figures and clear of them, so no figure hides a name and no name hides a figure (issue 15). Asked for when the
    tiles' layer is drawn; placed again only when a figure moves (a few rect tests), blitted every frame."""

    def __init__(self):
        self.tiles: list = []          # (pf, lit, tag spots, [(text, pos, size, colour, bold)])
        self.marks: list = []          # the tiles' own marks (exits, icons) the names keep off, screen rects
        self._placed = (None, [])      # (figures, [(surface, rect, text, size)])

    def add(self, pf, lit, spots, asked, marks) -> None:
        self.tiles.append((pf, lit, spots, asked))
        self.marks.extend(marks)

    def draw(self, surface, figures, zoom, bounds) -> None:
        key = (tuple(map(tuple, figures)), tuple(bounds), zoom)
        if self._placed[0] != key:
            self._placed = (key, self._place(figures, zoom, bounds))
        for picture, rect, text, size in self._placed[1]:
            surface.blit(picture, rect)
            if text:
                fonts.note_text(surface, picture, rect, text, size)

    def _place(self, figures, zoom, bounds) -> list:
        out, taken = [], list(self.marks)
        for pf, lit, spots, _ in self.tiles:          # the rooms' names first: where no figure stands, else least
            inside = [k for k, spot in enumerate(spots) if bounds.contains(spot)]
            if not inside:
                continue        # a room mostly off the table is named when it is brought into view
            best = min(inside, key=lambda k: (mice_draw.covered(spots[k], figures), mice_draw.covered(spots[k], taken),
                                              k))
            tag = _tag(pf, spots[best].size, zoom, lit)
            out.append((tag, spots[best], pf.face.name, mice_draw.banner_size(zoom)))
            taken.append(spots[best])
        taken.extend(pygame.Rect(f) for f in figures)
        for pf, lit, _, asked in self.tiles:
            for text, pos, size, colour, bold in asked:
                if not lit:
                    colour = tuple(int(c * 0.45) for c in colour)
                ink = fonts.render(text, size, colour, bold)
                w, h = ink.get_size()
                for dx, dy in OFFSETS:
                    r = pygame.Rect(0, 0, w, h)
                    r.center = (int(pos[0] + dx * (w + 8)), int(pos[1] + dy * h))
                    if bounds.contains(r) and r.collidelist(taken) == -1:
                        out.append((fonts.render(text, size, (0, 0, 0), bold), r.move(1, 1), "", size))
                        out.append((ink, r, text, size))
                        taken.append(r)
                        break
        return out


def _tag(pf, size, zoom, lit):
    """A room's name tag drawn once per room, size and zoom (dimmed like its veil while unexplored)."""
    key = (pf.face.id, size, zoom, lit)
    if key not in _TAGS:
        if len(_TAGS) > 64:
            _TAGS.clear()
        tag = pygame.Surface(size, pygame.SRCALPHA)
        mice_draw.draw_banner(tag, pf, tag.get_rect(), zoom)
        if not lit:
            tag.blit(_veil(size), (0, 0))
        _TAGS[key] = tag
    return _TAGS[key]


_TAGS: dict = {}


def _veil(size):
    if _VEILS.get(size) is None:
        _VEILS[size] = pygame.Surface(size, pygame.SRCALPHA)
        _VEILS[size].fill((14, 14, 20, 150))
    return _VEILS[size]


_VEILS: dict = {}       # a veil per name tag size, made once


def tiles_layer(pfs, visited, to_screen, zoom, clip, cache=None, into=None, names=None, keep=48) -> pygame.Surface:
    """Every room tile drawn once (cached by the board until the camera or the tiles change) on an opaque layer
    the size of `clip` (the table), to go at its top-left; each tile's picture kept in `cache`, its names placed
    anew on the layer (they keep clear of the other tiles' marks). Tiles wholly off the table are left out.
    `into`: the last layer, painted over when it has the size (fresh memory for a new one costs a millisecond).
    `names`: a TableNames to fill with each shown tile's names instead of drawing them on the layer: the table
    draws those above the figures, clear of them."""
    layer = into if into is not None and into.get_size() == clip.size else pygame.Surface(clip.size)
    fonts.forget(layer)
    layer.fill(TABLE_RGB)
    cache = {} if cache is None else cache

    def shifted(p):
        x, y = to_screen(p)
        return x - clip.x, y - clip.y
    labels = draw.LabelPlacer(layer.get_rect())
    for pf in pfs:
        shown = tile_picture(pf, shifted, zoom, cache, layer.get_rect(), keep)
        if shown is None:
            continue
        picture, at, taken = shown
        fonts.compose(layer, picture, at)
        labels.taken.extend(taken)
        if names is None:
            mice_draw.face_names(layer, pf, shifted, zoom, labels)
            continue
        asked = _Requests()
        mice_draw.face_names(layer, pf, shifted, zoom, asked, banner=False)
        names.add(pf, pf.face.id in visited, [spot.move(clip.topleft) for spot in mice_draw.banner_spots(
            pf, shifted, zoom)], [(t, (p[0] + clip.x, p[1] + clip.y), z, c, b) for t, p, z, c, b in asked.asked],
            [t.move(clip.topleft) for t in taken])
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


def mark_space(surface, pts, mark, width) -> None:
    """A space the shell marks, each mark told by its line besides its colour (colour-blind players): lit spaces
    thin, the pre-selected one thicker, the pointed-at one thickest, the hint's answer two outlines (one inset),
    what the log names dashed."""
    rgb = MARK_RGB[mark]
    if mark == "event":
        symbols.dashed_outline(surface, rgb, pts, width + 1, 4 * width, 3 * width)
        return
    pygame.draw.lines(surface, rgb, True, pts, MARK_WIDTH.get(mark, 0) + width)
    if mark == "hint":
        cx, cy = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
        pygame.draw.lines(surface, rgb, True, [(cx + (x - cx) * 0.6, cy + (y - cy) * 0.6) for x, y in pts],
                          max(2, width))


def mark_exit(surface, a, b, mark, width) -> None:
    """An exit the shell marks, told like a space: widths, the hint's two lines, the log's dashes."""
    rgb = MARK_RGB[mark]
    if mark == "event":
        draw.dashed_line(surface, rgb, a, b, width * 3, dash=4 * width, gap=3 * width)
        return
    pygame.draw.line(surface, rgb, a, b, width * (2 + MARK_WIDTH.get(mark, 0)))
    if mark == "hint":
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy) or 1
        ox, oy = -dy / d * width * 4, dx / d * width * 4
        for sign in (-1, 1):
            pygame.draw.line(surface, rgb, (a[0] + sign * ox, a[1] + sign * oy), (b[0] + sign * ox, b[1] + sign * oy),
                             max(2, width))


class OverlayLayer:
    """See-through layers the size of the table, each painted once for what it shows and kept: a new window-sized
    layer costs a millisecond or more (fresh memory to fault in), painting a kept one again a fraction of that,
    blitting one that is still right less. `keep` layers are made when the screen opens (fit) and reused, the
    one shown longest ago painted over (the last dozen hovered spaces' sights stay ready)."""

    def __init__(self, keep: int = 1):
        self.keep = keep
        self.slots: list = []       # [key, layer, painted area], the most recently shown last

    def fit(self, size) -> None:
        """`keep` clear layers of `size` (when the screen opens or is resized, not in a frame of play)."""
        if len(self.slots) == self.keep and self.slots[0][1].get_size() == tuple(size):
            return
        self.slots = []
        for _ in range(self.keep):
            layer = pygame.Surface(size, pygame.SRCALPHA)
            layer.fill((0, 0, 0, 0))
            self.slots.append([None, layer, pygame.Rect(0, 0, 0, 0)])

    def blit(self, surface, table, key, paint) -> None:
        """Blit the overlay of `key` at the table; paint(layer, shift) draws it when no layer holds it, `shift`
        taking a screen point to the layer, and returns the rect it painted (layer coordinates)."""
        self.fit(table.size)
        slot = next((s for s in self.slots if s[0] == key), None)
        if slot is None:
            slot = self.slots[0]
            slot[1].fill((0, 0, 0, 0), slot[2])
            painted = paint(slot[1], lambda p: (p[0] - table.x, p[1] - table.y))
            slot[0], slot[2] = key, pygame.Rect(painted).clip(slot[1].get_rect())
        self.slots.remove(slot)
        self.slots.append(slot)
        _, layer, area = slot
        if area.w and area.h:
            surface.blit(layer, (table.x + area.x, table.y + area.y), area)


def paint_reach(layer, pf, sids, shift, rgba) -> pygame.Rect:
    """The spaces a mouse can reach, lit (one layer, so shared edges are not lit twice)."""
    polys = [[shift(p) for p in pf.spaces[sid]] for sid in sids]
    for poly in polys:
        pygame.draw.polygon(layer, rgba, poly)
    if not polys:
        return pygame.Rect(0, 0, 0, 0)
    x0, y0 = min(x for poly in polys for x, _ in poly), min(y for poly in polys for _, y in poly)
    x1, y1 = max(x for poly in polys for x, _ in poly), max(y for poly in polys for _, y in poly)
    return pygame.Rect(int(x0) - 1, int(y0) - 1, int(x1 - x0) + 3, int(y1 - y0) + 3)


def paint_sight(layer, pf, sid, seen, shift, zoom) -> pygame.Rect:
    """The space's line of sight (M-7.7): what it sees lit, the rest of its room shaded, the sight lines."""
    mice_draw.draw_sight(layer, pf, sid, set(seen), shift, zoom, clear=True)
    a, b = shift(pf.rect[:2]), shift(pf.rect[2:])
    pad = int(3 * zoom) + 4         # lines and the origin's ring reach a little past the tile's edge
    return pygame.Rect(int(min(a[0], b[0])) - pad, int(min(a[1], b[1])) - pad, int(abs(b[0] - a[0])) + 2 * pad,
                       int(abs(b[1] - a[1])) + 2 * pad)


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


# each kind of minion its own marks and badge besides its colour (colour-blind players): rats an ear, roaches a
# shell line and feelers, spiders legs, centipedes bands; the archer's bow, the elite's star, the mystic's hat,
# the greedy roach's cheese (tests/engine/ui/test_colour_blind_mice.py)
MINION_BODY = {"roach": "shell", "greedy_roach": "shell", "spider": "legs", "centipede": "long"}
MINION_BADGE = {"rat_archer": "bow", "elite_rat": "star", "rat_mystic": "triangle", "greedy_roach": "cheese"}
PALE = (230, 220, 210)


def _minion_marks(surface, c, r, kind) -> None:
    """A minion's body marks and badge, drawn over its disc."""
    body = MINION_BODY.get(kind, "rat")
    x, y = c
    w = max(2, r // 5)
    if body == "legs":      # eight legs reaching out of the body
        for k in range(8):
            a = math.pi / 8 + k * math.pi / 4
            pygame.draw.line(surface, PALE, (x + math.cos(a) * r * 0.8, y + math.sin(a) * r * 0.8),
                             (x + math.cos(a) * r * 1.4, y + math.sin(a) * r * 1.4), w)
    elif body == "long":    # a segmented body: bands across it
        for k in (-1, 1):
            pygame.draw.line(surface, PALE, (x + k * r * 0.5, y - r * 0.8), (x + k * r * 0.5, y + r * 0.8), w)
    elif body == "shell":   # a beetle: a pale line down its back and two feelers
        pygame.draw.line(surface, PALE, (x, y - r * 0.95), (x, y - r * 0.5), w)
        for sx in (-1, 1):
            pygame.draw.line(surface, PALE, (x + sx * r * 0.3, y - r * 0.85), (x + sx * r * 0.75, y - r * 1.35), w)
    else:                   # a rat: an ear
        pygame.draw.polygon(surface, PALE, [(x - r * 0.7, y - r * 0.55), (x - r * 0.35, y - r * 1.05),
                                            (x - r * 0.15, y - r * 0.6)])
    badge = MINION_BADGE.get(kind)
    if badge is not None:
        b = (x + r * 0.8, y - r * 0.8)
        pygame.draw.circle(surface, (16, 14, 14), b, max(4, int(r * 0.55)))
        pictograms.draw(surface, badge, b, max(6, r * 0.8), PALE)


def draw_figures(surface, view, spots, marks) -> None:
    """Mice as coloured tokens with two letters of their name; minions as tokens in their kind's colour with an
    ear, marked with their number (a named one, a boss or Brodie, with two letters of its name)."""
    acting = view["turn"]["hero"] if view.get("turn") else None
    for key, (c, r) in spots.items():
        kind, name = key
        if kind == "mouse":
            shown = render(short_name(name))        # two letters in English; a Chinese name's first character
            rgb, text = hero_rgb(name), shown[:2] if shown.isascii() else shown[:1]
        else:
            mn = next((m for m in view["minions"] if m["label"] == name), None)
            kind = mn["kind"] if mn else ""
            rgb = minion_rgb(kind)
            info_name = story.minion(kind).name if mn else ""
            # a named figure (a boss, Brodie) shows two letters of its name, the others their number
            shown = render(info_name)
            text = (figure_mark(shown) if shown.isascii() else shown[:1]) if info_name[:1].isupper() \
                else name.split()[-1]
        pygame.draw.circle(surface, (10, 10, 12), (c[0] + 2, c[1] + 2), r)
        pygame.draw.circle(surface, rgb, c, r)
        ring = MARK_RGB.get(marks.get(key)) or ((255, 240, 160) if name == acting else (20, 20, 20))
        pygame.draw.circle(surface, ring, c, r, max(2, r // 4) if marks.get(key) or name == acting else 1)
        if key[0] == "minion":      # each kind its own marks besides its colour (colour-blind players)
            _minion_marks(surface, c, r, kind)
        if kind == "minion":
            pygame.draw.polygon(surface, (230, 220, 210), [(c[0] - r * 0.7, c[1] - r * 0.55),
                                                           (c[0] - r * 0.35, c[1] - r * 1.05),
                                                           (c[0] - r * 0.15, c[1] - r * 0.6)])
        fonts.blit_text(surface, text, c, max(theme.MIN_TEXT, int(r * (1.1 if len(text) < 2 else 0.85))), (255, 255, 255),
                        bold=True, anchor="center", shadow=(0, 0, 0), kind="figure")
        fonts.note_figure(surface, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r))


def draw_traps(surface, view, pfs, to_screen, zoom) -> None:
    for tile, sid in view.get("mousetraps", ()):
        if tile < len(pfs) and sid in pfs[tile].centres:
            c = to_screen(pfs[tile].centres[sid])
            mice_draw.trap_icon(surface, (c[0], c[1] - 4 * zoom), max(4, int(2.4 * zoom)), max(2, int(zoom)))
