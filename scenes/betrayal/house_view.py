"""One floor of the house as the play screen shows it: geometry, rooms, open-door markers, figures and tokens.

Built from a seat's view only (its placed rooms, tokens, figures, the public list of tiles left); the House it
rebuilds is drawing data, never the game's. Targets: ("room", tile id) and ("door", floor, x, y, side).
"""
from __future__ import annotations

import pygame

from engine.i18n import N_
from engine.ui import symbols, theme
from rulesets.betrayal.grid import FLOOR_TITLES, OPPOSITE, door_sides, neighbour
from rulesets.betrayal.house import House
from rulesets.betrayal.rules.state import tiles
from scenes.betrayal import draw as bd
from scenes.betrayal import figures as pieces

TOKEN_WORDS = {"item_pile": N_("an item pile"), "explorer": N_("a used-room marker"), "secret_passage": N_("a secret passage"),
               "secret_stairs": N_("secret stairs"), "mystic_slide": N_("the mystic slide"), "vault_empty": N_("an emptied vault"),
               "below_collapsed_room": N_("the hole from the room above"), "obstacle": N_("an obstacle")}


def house_from_view(view) -> House:
    """The house a view shows: its placed rooms, tokens and links; the tiles left (public, B-H.1) in any order."""
    plain = {"widows_walk": view["widows_walk"], "rooms": view["rooms"], "stack": list(view["room_stack"]["left"]),
             "discard": [], "tokens": view["tokens"], "passages": view["passages"], "figures": {}}
    return House.from_plain(tiles(), plain)


def floors_of(view) -> tuple:
    return ("basement", "ground", "upper", "roof") if view["widows_walk"] else ("basement", "ground", "upper")


MARGIN = 0.6     # cells of floor around the rooms


class FloorGeometry:
    """Where each cell of one floor sits on screen: the floor's rooms and the cells beside its open doors,
    fitted into `area` (cells stay square, at most `biggest` pixels)."""

    def __init__(self, house: House, floor: str, area: pygame.Rect, biggest: int, extra=(), zoom: float = 1.0,
                 pan=(0, 0)):
        cells = [p.cell for p in house.rooms(floor)] + list(extra)
        if not cells:
            cells = [(0, 0)]
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        # a little more than half a cell around the rooms: room for the markers of open doors
        self.min_x, self.min_y = min(xs) - MARGIN, min(ys) - MARGIN
        cols, rows = max(xs) - min(xs) + 1 + 2 * MARGIN, max(ys) - min(ys) + 1 + 2 * MARGIN
        self.fit = max(12, min(biggest, int(area.w / cols), int(area.h / rows)))
        self.size = max(12, int(self.fit * zoom))     # zoomed in: bigger than fits, panned (scenes/betrayal/zoom.py)
        self.x0 = area.centerx - int(cols * self.size / 2) + int(pan[0])
        self.y0 = area.centery - int(rows * self.size / 2) + int(pan[1])
        self.extent = (cols * self.size, rows * self.size)
        self.floor = floor

    def rect(self, cell) -> pygame.Rect:
        return pygame.Rect(self.x0 + int((cell[0] - self.min_x) * self.size),
                           self.y0 + int((cell[1] - self.min_y) * self.size), self.size, self.size)

    def door_marker(self, cell, side) -> pygame.Rect:
        c, r = bd.open_door_marker(self.rect(cell), side)
        r = max(10, r + 2)
        return pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)


def figure_radius(rect) -> int:
    return max(11, int(rect.w * 0.11))


def name_band(rect, rows: int = 1, r: int | None = None) -> tuple:
    """Where a room's name goes when figures or tokens stand in it: above their rows along the bottom."""
    r = figure_radius(rect) if r is None else r
    row_top = rect.h - bd.wall_width(rect) - rows * (2 * r + 3) - 2
    return (0.1, max(0.3, row_top / max(1, rect.h)))


def pieces_by_room(view) -> dict:
    """room -> [(kind, seat, data)]: explorers, monsters, then the room's markers."""
    by_room: dict = {}
    for seat, e in enumerate(view["seats"]):
        if e is not None:
            by_room.setdefault(e["room"], []).append(("explorer", seat, e))
    for m in (view.get("haunt") or {}).get("monsters", []) or []:
        if isinstance(m, dict) and m.get("room"):
            by_room.setdefault(m["room"], []).append(("monster", None, m))
    for room, marks in view["tokens"].items():
        for mark in marks:
            by_room.setdefault(room, []).append(("token", None, mark))
    return by_room


def piece_side(piece) -> str:
    """Which side of a barrier a piece stands on (B-8.2): its own word, the near side when it has none."""
    return (piece[2].get("side") if isinstance(piece[2], dict) else "") or "near"


MIN_RADIUS = 9      # the smallest figure a crowded room shrinks its pieces to (initials still readable)
ROOM_FOR_PIECES = 0.9       # the share of a room's height its rows of pieces may take: the name keeps the rest


def placed_pieces(rect, tile, turn, pieces) -> list:
    """(piece, centre) for each piece of a room: in a barrier room each side's pieces in their own part of it
    (B-8.2, B-8.3), else along the bottom (piece_places). A crowded room draws its pieces smaller (room_radius)
    and, past that, its last ones as one '+n' piece (the room's hover names everyone)."""
    r = room_radius(rect, tile, turn, pieces)
    if tile is None or tile.barrier is None:
        return piece_places(rect, pieces, r=r)
    areas = bd.barrier_areas(rect, tile, turn)
    out = []
    for side in ("near", "far"):
        mine = [p for p in pieces if piece_side(p) == side]
        if mine:
            out += piece_places(rect, mine, areas[side], r=r)
    return out


def room_radius(rect, tile, turn, pieces) -> int:
    """The radius the room's pieces are drawn at: the room's own, smaller when their rows would not fit below
    its name, never under MIN_RADIUS."""
    if tile is None or tile.barrier is None:
        return _fitting_radius(rect, pieces)
    areas = bd.barrier_areas(rect, tile, turn)
    sides = [[p for p in pieces if piece_side(p) == side] for side in ("near", "far")]
    return min(_fitting_radius(rect, mine, areas[side]) for side, mine in zip(("near", "far"), sides) if mine) \
        if any(sides) else figure_radius(rect)


def _width(kind: str, r: int) -> int:
    # a monster's square reaches 2 pixels past its circle's width: it needs that much more room
    return int(1.4 * r) + 3 if kind == "token" else 2 * r + 7


def _rows(pieces, r: int, room: int) -> list:
    rows, row, used = [], [], 0
    for piece in pieces:
        w = _width(piece[0], r)
        if row and used + w > room:
            rows.append(row)
            row, used = [], 0
        row.append((piece, w))
        used += w
    if row:
        rows.append(row)
    return rows


def _room_box(rect, area):
    t = bd.wall_width(rect)
    if area is None:
        return rect.w - 2 * t - 4, (rect.h - 2 * t - 4) * ROOM_FOR_PIECES
    return area.w - 4, area.h - 4


def _fitting_radius(rect, pieces, area=None) -> int:
    room, height = _room_box(rect, area)
    r = figure_radius(rect)
    while r > MIN_RADIUS and len(_rows(pieces, r, room)) * (2 * r + 3) > height:
        r -= 1
    return r


def piece_places(rect, pieces, area=None, r=None) -> list:
    """(piece, centre) for each piece, in rows along the bottom of the room (the bottom row first), each piece
    its own width apart: nothing drawn over another's initials. `area`: a part of the room inside its walls
    to place them in instead (one side of a barrier). Rows that would not fit end in one ('more', None,
    {'count': n}) piece standing for the n pieces left out."""
    r = figure_radius(rect) if r is None else r
    t = bd.wall_width(rect)
    room, height = _room_box(rect, area)
    rows = _rows(pieces, r, room)
    most = max(1, int(height // (2 * r + 3)))
    if len(rows) > most:
        kept = [piece for row in rows[:most] for piece, _ in row]
        while kept and len(_rows(kept + [("more", None, {})], r, room)) > most:
            kept.pop()
        left = len(pieces) - len(kept)
        rows = _rows(kept + [("more", None, {"count": left})], r, room)
    out = []
    for k, row in enumerate(rows):
        width = sum(w for _, w in row)
        x = (rect if area is None else area).centerx - width / 2
        bottom = rect.bottom - t if area is None else area.bottom
        y = bottom - r - 2 - k * (2 * r + 3)
        for piece, w in row:
            out.append((piece, (x + w / 2, y)))
            x += w
    return out


def piece_rows(rect, pieces, tile=None, turn=0) -> tuple:
    """(rows, radius) of a room's pieces, for the name band above them."""
    r = room_radius(rect, tile, turn, pieces)
    return len({c[1] for _, c in piece_places(rect, pieces, r=r)}), r


def room_name_band(rect, tile, turn, pieces) -> tuple:
    """Where the room's name goes (fractions of its height), clear of the pieces standing in it: above their rows
    along the bottom, or in a barrier room (whose pieces stand on their own side of it, B-8.2) the tallest stretch
    of the room no piece covers, so a figure on the near side never sits on the name."""
    if not pieces:
        return (0.0, 1.0)
    if tile is None or tile.barrier is None:
        rows, r = piece_rows(rect, pieces, tile, turn)
        return name_band(rect, rows, r)
    r = room_radius(rect, tile, turn, pieces)
    t = bd.wall_width(rect)
    covered = sorted((y - r - 2, y + r + 2) for _, (_, y) in placed_pieces(rect, tile, turn, pieces))
    gaps, top = [], rect.top + t
    for a, b in covered:
        if a > top:
            gaps.append((top, a))
        top = max(top, b)
    if rect.bottom - t > top:
        gaps.append((top, rect.bottom - t))
    if not gaps:
        return name_band(rect, 1, r)
    a, b = max(gaps, key=lambda g: g[1] - g[0])
    return ((a - rect.top) / rect.h, (b - rect.top) / rect.h)


def draw_floor(surface, house: House, geo: FloorGeometry, highlights: dict, s: float, pieces=None) -> None:
    """Every room of the floor with its doors (open ones shown plainly; clickable ones get markers later)."""
    for p in house.rooms(geo.floor):
        rect = geo.rect(p.cell)
        band = room_name_band(rect, p.tile, p.turn, (pieces or {}).get(p.tile.id, ()))
        bd.draw_tile(surface, rect, p.tile, p.turn, p.floor, bd.door_states(house, p), landing=p.landing,
                     detail=rect.w >= 44, false_windows=house.false_windows(p), min_text=12,
                     name_band=band, barrier_label=False)
        mark = highlights.get(("room", p.tile.id))
        if mark is not None:
            _outline(surface, rect, mark)
    placed = {p.tile.id for p in house.rooms()}
    for ln in house.tileset.links:
        ends = (ln.source, ln.target) if ln.target else (ln.source,)
        if all(e in placed for e in ends):
            for e in ends:
                where = house.where(e)
                if where is not None and where.floor == geo.floor and geo.size >= 40:
                    bd.draw_link_badge(surface, geo.rect(where.cell), ln.type, ln.authored)


OUTLINE_RGB = {"legal": theme.ACCENT_DARK, "preferred": theme.ACCENT, "hover": (255, 226, 150),
               "focus": (255, 240, 190), "hint": theme.GOOD, "event": (200, 120, 255), "look": theme.PANEL_EDGE}
# each mark its own line besides its colour (colour-blind players): lit rooms thin, the pre-selected one thicker,
# the pointed-at one thickest, the hint's answer two rings, what the log names dashed
OUTLINE_WIDTH = {"legal": 2, "look": 1, "preferred": 3, "hover": 6, "focus": 6, "hint": 4, "event": 4}


def _outline(surface, rect, mark) -> None:
    colour = OUTLINE_RGB.get(mark, theme.ACCENT)
    width = OUTLINE_WIDTH.get(mark, 2)
    box = rect.inflate(-2, -2)
    if mark == "event":
        symbols.dashed_outline(surface, colour, (box.topleft, box.topright, box.bottomright, box.bottomleft),
                               width, 4 * width, 3 * width)
        return
    pygame.draw.rect(surface, colour, box, width, border_radius=3)
    if mark == "hint":
        inner = box.inflate(-4 * width, -4 * width)
        pygame.draw.rect(surface, colour, inner, 2, border_radius=3)


def draw_door_marker(surface, geo: FloorGeometry, cell, side, mark) -> None:
    """An open door's marker; pre-selected, pointed at and the hint's answer told by their rings, not colour."""
    hot = mark in ("hover", "preferred", "focus", "hint")
    bd.draw_open_door(surface, geo.rect(cell), side, hot=hot)
    ring = geo.door_marker(cell, side)
    if mark in ("preferred", "hover", "focus"):
        pygame.draw.circle(surface, (255, 240, 190), ring.center, ring.w // 2 + 2, 2 if mark == "preferred" else 4)
    elif mark == "hint":
        pygame.draw.circle(surface, theme.GOOD, ring.center, ring.w // 2 + 2, 2)
        pygame.draw.circle(surface, theme.GOOD, ring.center, ring.w // 2 + 6, 2)


def draw_ghost_tile(surface, house: House, geo: FloorGeometry, tile, cell, turn: int) -> None:
    """The room being placed, turned as the selected answer turns it, pulsing amber."""
    rect = geo.rect(cell)
    states = {}
    for side in door_sides(tile, turn):
        other = house.at(geo.floor, neighbour(cell, side))
        if other is None:
            states[side] = "open"
        else:
            states[side] = "passage" if OPPOSITE[side] in door_sides(other.tile, other.turn) else "false"
    bd.draw_tile(surface, rect, tile, turn, geo.floor, states,
                 false_windows=house.walled_windows(tile, geo.floor, cell, turn))
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=4)


def draw_figures(surface, geo: FloorGeometry, house: House, view, s: float) -> None:
    """Explorers (coloured discs with initials, the one whose turn it is ringed), monsters and tokens."""
    by_room = pieces_by_room(view)
    turn_seat = view["turn"].get("seat") if view.get("turn") else None
    owners = {e["colour"]: e for e in view["seats"] if e}
    for room, figures in by_room.items():
        where = house.where(room)
        if where is None or where.floor != geo.floor:
            continue
        rect = geo.rect(where.cell)
        r = room_radius(rect, where.tile, where.turn, figures)
        for (kind, seat, data), c in placed_pieces(rect, where.tile, where.turn, figures):
            if kind == "more":
                pieces.more(surface, c, r, data["count"])
            elif kind == "explorer":
                pieces.explorer(surface, c, r, data, seat == turn_seat)
            elif kind == "token":
                pieces.token(surface, c, r, data, owners)
            else:
                pieces.monster(surface, c, r, data)


def floor_title(floor: str) -> str:
    return FLOOR_TITLES[floor]
