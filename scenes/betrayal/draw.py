"""Drawing Betrayal room tiles in code: walls, doors (open, passage, false, locked), windows, symbols, barriers.

Door sides come from rulesets.betrayal.grid.door_sides, the function the placement rules use (principle 8).
"""
from __future__ import annotations

import math

import pygame

from engine.i18n import T, _
from engine.ui import draw, fonts, theme
from rulesets.betrayal.data import doors_meet
from rulesets.betrayal.grid import (
    SIDES,
    barrier_sides,
    door_sides,
    locked_sides,
    neighbour,
    window_sides,
)
from rulesets.betrayal.vocab import trait_word

FLOOR_FILL = {"basement": (82, 84, 98), "ground": (124, 96, 70), "upper": (104, 80, 104), "roof": (76, 92, 104)}
OUTSIDE_FILL = (72, 104, 70)
WALL = (30, 26, 26)
THRESHOLD = (214, 186, 138)   # the floor strip of a real doorway
OPEN_GLOW = theme.ACCENT       # an unexplored door you can click
FALSE_BOARD = (118, 78, 46)    # a door boarded shut because it faces a wall (B-7.3)
LOCKED = (196, 64, 56)
BARRIER = (244, 120, 84)   # the zigzag across a room that splits it in two (B-8.1)
WINDOW = (160, 206, 236)
MULLION = (70, 110, 140)       # the bar across a window's glass
BOARD_NAILS = (40, 24, 12)     # the cross over a boarded door
SYMBOL_COLOURS = {"omen": (182, 120, 232), "item": (236, 196, 84), "event": (96, 206, 196),
                  "dumbwaiter": (200, 200, 210), "any": (240, 240, 240)}
DOOR_FRAC = 0.36  # a doorway spans the middle 36% of an edge


def wall_width(rect) -> int:
    return max(2, int(rect.w * 0.07))


def door_span(rect, side: str) -> pygame.Rect:
    """Screen rect of the doorway gap on `side` of a tile drawn in `rect` (the wall band, middle part)."""
    t = wall_width(rect)
    gap = max(4, int(rect.w * DOOR_FRAC))
    if side in ("N", "S"):
        r = pygame.Rect(0, 0, gap, t)
        r.centerx = rect.centerx
        r.top = rect.top if side == "N" else rect.bottom - t
    else:
        r = pygame.Rect(0, 0, t, gap)
        r.centery = rect.centery
        r.left = rect.left if side == "W" else rect.right - t
    return r


def door_probe(rect, side: str) -> tuple:
    """The pixel at the middle of where a door on `side` would be: doorway colour if there is one, wall if not."""
    return door_span(rect, side).center


def door_states(house, placed) -> dict:
    """side -> 'open' (nothing behind yet), 'dead' (open but no tiles left for the floor), 'passage',
    'false' (faces another room's wall, B-7.3) or 'locked' (the Front Door, B-6.4)."""
    out = {}
    can_grow = bool(house.candidates(placed.floor))
    locked = locked_sides(placed.tile, placed.turn)
    for side in door_sides(placed.tile, placed.turn):
        other = house.at(placed.floor, neighbour(placed.cell, side))
        if side in locked:
            out[side] = "locked"
        elif other is None:
            out[side] = "open" if can_grow else "dead"
        elif doors_meet(placed.tile, placed.turn, side, other.tile, other.turn):
            out[side] = "passage"
        else:
            out[side] = "false"
    return out


# ---- symbols --------------------------------------------------------------------
def draw_symbol(surface, kind: str, center, r: float) -> None:
    """Small primitive icons: omen eye, item horns (bull's head), event spiral, dumbwaiter box, '?' any."""
    x, y = center
    col = SYMBOL_COLOURS[kind]
    pygame.draw.circle(surface, (20, 18, 22), (x, y), r + 1)
    if kind == "omen":
        pygame.draw.circle(surface, col, (x, y), r)
        pygame.draw.ellipse(surface, (245, 240, 250), pygame.Rect(x - r * 0.7, y - r * 0.38, r * 1.4, r * 0.76))
        pygame.draw.circle(surface, (40, 20, 60), (x, y), max(1, r * 0.3))
    elif kind == "item":
        pygame.draw.circle(surface, col, (x, y + r * 0.15), r * 0.72)
        for s in (-1, 1):
            pygame.draw.line(surface, col, (x + s * r * 0.5, y - r * 0.2), (x + s * r * 0.95, y - r * 0.85),
                             max(1, int(r * 0.3)))
    elif kind == "event":
        pts = []
        for i in range(28):
            a = i * 0.42
            rr = r * 0.95 * i / 27
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
        pygame.draw.lines(surface, col, False, pts, max(1, int(r * 0.22)))
    elif kind == "dumbwaiter":
        box = pygame.Rect(0, 0, r * 1.3, r * 1.5)
        box.center = (x, y)
        pygame.draw.rect(surface, col, box, max(1, int(r * 0.18)))
        draw.polygon(surface, col, [(x, y - r * 0.55), (x - r * 0.35, y - r * 0.05), (x + r * 0.35, y - r * 0.05)])
        draw.polygon(surface, col, [(x, y + r * 0.6), (x - r * 0.35, y + r * 0.15), (x + r * 0.35, y + r * 0.15)])
    else:
        pygame.draw.circle(surface, col, (x, y), r, max(1, int(r * 0.2)))
        fonts.blit_text(surface, "?", (x, y), max(7, int(r * 1.5)), col, bold=True, anchor="center")


# ---- one tile ----------------------------------------------------------------------
def _edge(rect, side):
    """The tile edge on `side` as (start, end), clockwise."""
    return {"N": (rect.topleft, rect.topright), "E": (rect.topright, rect.bottomright),
            "S": (rect.bottomright, rect.bottomleft), "W": (rect.bottomleft, rect.topleft)}[side]


def _name_lines(name: str, rect, room: int, min_text: int, name_band) -> tuple:
    """(size, lines, line height, top) of a room's name in a column `room` px wide within its band."""
    size = max(min_text + 1, int(rect.w * 0.15))
    lines = fonts.wrap(name, size, room, bold=True)
    band = rect.h * (name_band[1] - name_band[0])
    while size > min_text and (len(lines) > 3 or max(fonts.font(size, True, x).size(x)[0] for x in lines) > room
                               or len(lines) * fonts.font(size, True, name).get_linesize() > band):
        size -= 1
        lines = fonts.wrap(name, size, room, bold=True)
    if len(lines) > 1 and _chinese(name):
        # a Chinese name takes a smaller line before it breaks, and then breaks evenly ("楼上/入口"), never
        # leaving one character alone on the last line ("仆役/厅")
        while size > min_text and len(lines) > 1:
            size -= 1
            lines = fonts.wrap(name, size, room, bold=True)
        even = balanced(name, len(lines))
        if max(fonts.font(size, True, x).size(x)[0] for x in even) <= room:
            lines = even
    elif max(fonts.font(size, True, x).size(x)[0] for x in lines) > room:
        lines = hyphenated(name, size, room)
    lh = fonts.font(size, True, name).get_linesize()
    top, bottom = rect.top + rect.h * name_band[0], rect.top + rect.h * name_band[1]
    y0 = (top + bottom) / 2 - lh * len(lines) / 2 + (rect.h * 0.06 if name_band == (0.0, 1.0) else 0)
    return size, lines, lh, y0


def _barrier_line(rect, sides: tuple, all_doors: tuple):
    """Endpoints of the barrier, inside the walls: across the middle when the far side has doors, near the
    listed door if not (the Vault's door and its locked inside)."""
    rect = rect.inflate(-2 * wall_width(rect) - 2, -2 * wall_width(rect) - 2)
    cx, cy = rect.center
    if len(sides) == 1:
        s = sides[0]
        far = [d for d in all_doors if d not in sides]
        f = 0.5 if far else 0.3
        if s in ("N", "S"):
            yy = rect.top + rect.h * (f if s == "N" else 1 - f)
            return (rect.left + 3, yy), (rect.right - 3, yy)
        xx = rect.left + rect.w * (f if s == "W" else 1 - f)
        return (xx, rect.top + 3), (xx, rect.bottom - 3)
    # two sides next to each other: a diagonal cutting off their corner
    corner = {frozenset("NE"): (rect.topright, rect.bottomright, rect.topleft),
              frozenset("ES"): (rect.bottomright, rect.bottomleft, rect.topright),
              frozenset("SW"): (rect.bottomleft, rect.topleft, rect.bottomright),
              frozenset("NW"): (rect.topleft, rect.topright, rect.bottomleft)}.get(frozenset(sides[:2]))
    if corner is None:
        return (rect.left + 3, cy), (rect.right - 3, cy)
    return corner[1], corner[2]


def barrier_areas(rect, tile, turn: int) -> dict:
    """{"near": Rect, "far": Rect}: the two parts of a barrier room (B-8.1) inside its walls, split where the
    barrier is drawn, so a figure stands on its own side of it (B-8.2, B-8.3)."""
    sides = barrier_sides(tile, turn)
    doors = door_sides(tile, turn)
    a, b = _barrier_line(rect, sides, doors)
    inner = rect.inflate(-2 * wall_width(rect) - 2, -2 * wall_width(rect) - 2)
    side = sides[0] if sides else "N"
    if len(sides) == 1 and side in ("N", "S"):
        top = pygame.Rect(inner.x, inner.y, inner.w, int(a[1]) - inner.y)
        bottom = pygame.Rect(inner.x, int(a[1]), inner.w, inner.bottom - int(a[1]))
        return {"near": top, "far": bottom} if side == "N" else {"near": bottom, "far": top}
    if len(sides) == 1:
        left = pygame.Rect(inner.x, inner.y, int(a[0]) - inner.x, inner.h)
        right = pygame.Rect(int(a[0]), inner.y, inner.right - int(a[0]), inner.h)
        return {"near": left, "far": right} if side == "W" else {"near": right, "far": left}
    # a diagonal cutting off the corner of two sides: the corner's quarter, and the quarter across from it
    half = pygame.Rect(0, 0, inner.w // 2, inner.h // 2)
    corner = half.copy()
    far = half.copy()
    corner.top = inner.top if "N" in sides else inner.centery
    corner.left = inner.centerx if "E" in sides else inner.left
    far.top = inner.centery if "N" in sides else inner.top
    far.left = inner.left if "E" in sides else inner.centerx
    return {"near": corner, "far": far}


def _zigzag(surface, color, a, b, width, amp):
    n = max(4, int(math.hypot(b[0] - a[0], b[1] - a[1]) / max(3, amp * 1.6)))
    dx, dy = (b[0] - a[0]) / n, (b[1] - a[1]) / n
    L = math.hypot(dx, dy) or 1
    nx, ny = -dy / L * amp, dx / L * amp
    pts = [(a[0] + dx * i + (nx if i % 2 else 0), a[1] + dy * i + (ny if i % 2 else 0)) for i in range(n + 1)]
    pygame.draw.lines(surface, color, False, pts, width)


def draw_tile(surface, rect, tile, turn: int, floor: str, states: dict | None = None, *,
              landing: bool = False, detail: bool = True, false_windows: tuple = (), min_text: int = 7,
              name_band: tuple = (0.0, 1.0), barrier_label: bool = True) -> dict:
    """Draw one room in screen `rect`; returns side -> doorway rect for every door (what tests probe).
    `false_windows` (House.false_windows) face a placed room: walled up, drawn as plain wall (B-7.3).
    `min_text`: the smallest name size (the play screen keeps 12 px and hyphenates a long word instead);
    `name_band`: the part of the room (fractions of its height) the name is centred in, clear of figures."""
    rect = pygame.Rect(rect)
    states = states or {}
    fill = OUTSIDE_FILL if tile.outside else FLOOR_FILL[floor]
    pygame.draw.rect(surface, fill, rect)
    inner = rect.inflate(-rect.w * 0.22, -rect.h * 0.22)
    pygame.draw.rect(surface, tuple(min(255, c + 12) for c in fill), inner, border_radius=max(2, rect.w // 14))
    if tile.outside and rect.w >= 30:
        for i in range(7):  # grass tufts
            gx = inner.left + (i * 37 % 97) / 97 * inner.w
            gy = inner.top + (i * 61 % 89) / 89 * inner.h
            pygame.draw.line(surface, (100, 140, 90), (gx, gy), (gx + 2, gy - 4), 1)
    t = wall_width(rect)
    doors = door_sides(tile, turn)
    for side in SIDES:  # walls
        a, b = _edge(rect, side)
        band = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), max(t, abs(b[0] - a[0])), max(t, abs(b[1] - a[1])))
        if side == "S":
            band.top = rect.bottom - t
        if side == "E":
            band.left = rect.right - t
        pygame.draw.rect(surface, WALL, band)
    if landing:
        pygame.draw.rect(surface, theme.ACCENT_DARK, rect.inflate(-t * 2, -t * 2), max(1, t // 2))
    for side in window_sides(tile, turn):
        if side in false_windows:
            continue  # B-7.3: a window facing a room is no window; the wall band is already there
        grow = (int(rect.w * 0.16), 0) if side in "NS" else (0, int(rect.h * 0.16))
        glass = door_span(rect, side).inflate(*grow)
        pygame.draw.rect(surface, WINDOW, glass)
        mullion = (glass.midleft, glass.midright) if side in "NS" else (glass.midtop, glass.midbottom)
        pygame.draw.line(surface, MULLION, *mullion, 1)
    rects = {}
    for side in doors:
        span = door_span(rect, side)
        rects[side] = span
        state = states.get(side, "open")
        if state == "false":
            pygame.draw.rect(surface, FALSE_BOARD, span)
            pygame.draw.line(surface, BOARD_NAILS, span.topleft, span.bottomright, max(1, t // 3))
            pygame.draw.line(surface, BOARD_NAILS, span.bottomleft, span.topright, max(1, t // 3))
            continue
        if state == "locked":
            pygame.draw.rect(surface, LOCKED, span)
            # a brass keyhole off to one side, so the middle of the doorway reads plainly red
            if side in "NS":
                lock_c = (span.left + span.w * 0.2, span.centery)
            else:
                lock_c = (span.centerx, span.top + span.h * 0.2)
            pygame.draw.circle(surface, (250, 220, 120), lock_c, max(1, t // 3))
            continue
        pygame.draw.rect(surface, THRESHOLD, span)
        post = max(1, t // 2 + 1)  # the arch posts either side of the doorway
        ends = ((span.left, span.centery), (span.right, span.centery)) if side in "NS" else \
            ((span.centerx, span.top), (span.centerx, span.bottom))
        for e in ends:
            pygame.draw.circle(surface, (60, 50, 44), e, post)
    if tile.barrier is not None:
        a, b = _barrier_line(rect, barrier_sides(tile, turn), doors)
        # dark under the orange: the barrier stands out from the floor by lightness, which colour blindness keeps
        _zigzag(surface, WALL, a, b, max(1, t // 2) + 2, max(2, rect.w * 0.035))
        _zigzag(surface, BARRIER, a, b, max(1, t // 2), max(2, rect.w * 0.035))
    if not detail:
        return rects
    # symbols along the top-left, the special-room asterisk top-right (B-8: special rooms carry a *)
    r = max(3, rect.w * 0.075)
    for i, sym in enumerate(tile.symbols):
        draw_symbol(surface, sym, (rect.left + t + r + 2 + i * (2.3 * r), rect.top + t + r + 2), r)
    room = rect.w - 2 * t - 4  # the name stays off the walls, where the doors are
    size, lines, lh, y0 = _name_lines(_(tile.name), rect, room, min_text, name_band)
    if tile.special is not None:
        star_size = max(9, int(rect.w * 0.2))
        star_w, star_h = fonts.font(star_size, True).size("*")
        # top-right, unless the name reaches that corner (pushed up by the figures, or wide): then bottom-right
        words = [pygame.Rect(0, 0, fonts.font(size, True).size(line)[0], lh) for line in lines]
        for i, box in enumerate(words):
            box.center = (rect.centerx, int(y0 + i * lh + lh / 2))
        top = pygame.Rect(rect.right - t - 2 - star_w, rect.top + t - 1, star_w, star_h)
        down = rect.h - 2 * t - 1 - star_h       # top-right, bottom-right, bottom-left: the first clear of the name
        corners = [top, top.move(0, down), top.move(-(rect.w - 2 * t - 4 - star_w), down)]
        star = next((c for c in corners if c.collidelist(words) == -1), top)
        fonts.blit_text(surface, "*", star.topleft, star_size, theme.ACCENT, bold=True)
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, (rect.centerx, y0 + i * lh + lh / 2), size, theme.TEXT, bold=True,
                        anchor="center", shadow=(0, 0, 0))
    if tile.barrier is not None and rect.w >= 56 and barrier_label:
        label = T("{trait} {roll}+", trait=trait_word(tile.barrier.trait), roll=tile.barrier.roll)
        fonts.blit_text(surface, label, (rect.centerx, rect.bottom - t - 2), max(7, int(rect.w * 0.1)),
                        (250, 170, 140), anchor="midbottom", shadow=(0, 0, 0))
    return rects


def _chinese(name: str) -> bool:
    return bool(name) and not any(ch.isspace() for ch in name) and all(ch >= "\u2e80" or ch in "·・" for ch in name)


def balanced(name: str, count: int) -> list:
    """A Chinese name in `count` lines of (nearly) equal length, the longer ones first: '战利/品室', '仆役/厅'."""
    per, extra = divmod(len(name), count)
    lines, at = [], 0
    for i in range(count):
        take = per + (1 if i < extra else 0)
        lines.append(name[at:at + take])
        at += take
    return [line for line in lines if line]


def hyphenated(name: str, size: int, room: int) -> list:
    """The name in lines no wider than `room`, a word too long for one line broken with a hyphen."""
    lines, line = [], ""
    for word in name.split():
        candidate = f"{line} {word}".strip()
        if fonts.font(size, True).size(candidate)[0] <= room:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = word
        while fonts.font(size, True).size(line)[0] > room and len(line) > 5:
            fits = [c for c in syllable_cuts(line) if fonts.font(size, True).size(line[:c] + "-")[0] <= room]
            cut = max(fits) if fits else len(line) - 3   # else at least three letters go on: not "Catacom-bs"
            while not fits and cut > 3 and fonts.font(size, True).size(line[:cut] + "-")[0] > room:
                cut -= 1
            lines.append(line[:cut] + "-")
            line = line[cut:]
    if line:
        lines.append(line)
    return lines


VOWELS = "aeiou"
# consonant pairs that begin a syllable, so a cut goes before them: "Por-trait", "En-trance", not "Port-rait"
ONSETS = {"bl", "br", "cl", "cr", "fl", "fr", "gl", "gr", "pl", "pr", "sc", "sk", "sl", "sm", "sn", "sp", "st",
          "sw", "tr", "tw", "th", "sh", "ch", "ph", "wh", "qu"}


def syllable_cuts(word: str) -> list:
    """Where a long room name may break with a hyphen, by syllables: before the consonants that start the next
    one ("Wash-room", "Stair-case", "Grave-yard"); at least two letters stay, and never "Menage-rie" or "-sed"."""
    w = word.lower()
    vowel = [ch in VOWELS or (ch == "y" and not (i + 1 < len(w) and w[i + 1] in VOWELS))
             or (ch == "w" and i > 0 and w[i - 1] in VOWELS) for i, ch in enumerate(w)]   # "Draw-ing"
    cuts, i = [], 1
    while i < len(w):
        if vowel[i] or not vowel[i - 1]:
            i += 1
            continue
        j = i
        while j < len(w) and not vowel[j]:
            j += 1
        if j < len(w):   # a run of consonants between two vowels; three letters go on only after a cluster
            cut = j - 2 if j - i >= 2 and w[j - 2:j] in ONSETS else j - 1
            if cut >= 2 and (len(w) - cut >= 4 or (len(w) - cut == 3 and j - i >= 2 and not w.endswith("ed"))):
                cuts.append(cut)
        i = j
    return cuts


def open_door_marker(rect, side: str):
    """Centre and radius of the clickable marker of an open door: just outside the wall, clear of the name."""
    span = door_span(rect, side)
    r = max(5, int(rect.w * 0.15))
    ox, oy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[side]
    edge = {"N": span.midtop, "S": span.midbottom, "E": span.midright, "W": span.midleft}[side]
    return (edge[0] + ox * (r + 3), edge[1] + oy * (r + 3)), r


def draw_open_door(surface, rect, side: str, hot: bool = False) -> pygame.Rect:
    """The clickable half-disc outside an unexplored door, in the empty cell beyond it."""
    c, r = open_door_marker(rect, side)
    color = (255, 214, 120) if hot else OPEN_GLOW
    pygame.draw.circle(surface, (40, 30, 10), c, r + 2)
    pygame.draw.circle(surface, color, c, r)
    hit = pygame.Rect(0, 0, r * 2 + 4, r * 2 + 4)
    hit.center = c
    # an arrow pointing out of the room: this is where the next room goes
    ox, oy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[side]
    tip = (c[0] + ox * r * 0.75, c[1] + oy * r * 0.75)
    base = (c[0] - ox * r * 0.1, c[1] - oy * r * 0.1)
    px, py = -oy * r * 0.45, ox * r * 0.45
    draw.polygon(surface, (60, 40, 10), [tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)])
    return hit


LINK_COLOURS = {"stairs": (150, 210, 255), "coal_chute": (240, 150, 90), "collapsed_room": (240, 150, 90),
                "dumbwaiter": (200, 200, 210), "elevator": (190, 160, 255), "drop": (240, 150, 90)}


def draw_link_badge(surface, rect, link_type: str, authored: bool = False) -> None:
    """A little flight of stairs in the room's bottom-right corner: this room leads to another floor.
    A link Lantern authored where the rulebook is silent is drawn as an outline only."""
    color = LINK_COLOURS[link_type]
    t = wall_width(rect)
    step = max(2, int(rect.w * 0.05))
    x0, y0 = rect.right - t - 2 - step * 3, rect.bottom - t - 2
    pts = [(x0, y0)]
    for i in range(3):
        pts += [(x0 + step * i, y0 - step * (i + 1)), (x0 + step * (i + 1), y0 - step * (i + 1))]
    pts.append((x0 + step * 3, y0))
    if authored:
        pygame.draw.polygon(surface, color, pts, 1)
    else:
        draw.polygon(surface, color, pts)
