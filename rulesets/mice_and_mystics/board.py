"""Composing a chapter board: where tiles may go (exits meet, arrows aligned), flips, the space graph across tiles."""
from __future__ import annotations

import random

from engine import geometry
from engine.data import Ctx
from engine.i18n import N_, T, english
from rulesets.mice_and_mystics import shape
from rulesets.mice_and_mystics.models import Placement


def face_of(lib: dict, p: Placement):
    tile = lib.get(p.tile)
    return tile.face(p.face) if tile else None


def arrow_side(face, turns: int) -> str:
    """The way a face's direction arrow points on the table once the tile is turned."""
    return shape.place_side(face.arrow.points, turns)


def turns_to_point(face, direction: str) -> int:
    """Quarter turns that make the face's arrow point `direction` (M-3.5, M-7.12)."""
    return (geometry.SIDES.index(direction) - geometry.SIDES.index(face.arrow.points)) % 4


def placed_exits(lib: dict, p: Placement):
    """[(side, (lo, hi), colour, exit)] of a placed tile, in table coordinates."""
    face = face_of(lib, p)
    size = lib[p.tile].size
    out = []
    for e in face.exits:
        side, span, _ = shape.place_exit(e, p.turns, size, p.at)
        out.append((side, span, e.colour, e))
    return out


def neighbour_cell(at, side: str):
    dx, dy = geometry.SIDE_OFFSET[side]
    return (at[0] + dx, at[1] + dy)


# the way an arrow points, in the words the composer's lines use
SIDE_WORDS = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}
COLOUR_WORDS = {"orange": N_("orange"), "blue": N_("blue")}


def _named(lib, p: Placement):
    """A placed face's name as players read it (the face id where the tile is unknown)."""
    face = face_of(lib, p)
    return face.name if face is not None else p.face


def _meet_problems(lib, a: Placement, b: Placement, side: str) -> list:
    """Why the exits on the edge between a and its neighbour b (across `side` of a) do not meet (M-7.11)."""
    size = lib[a.tile].size
    # spans are compared in table coordinates but told along the shared edge, from its top/left end
    k = 0 if side in ("N", "S") else 1
    base = a.at[k] * size
    mine = [(span, colour) for s, span, colour, _ in placed_exits(lib, a) if s == side]
    theirs = [(span, colour) for s, span, colour, _ in placed_exits(lib, b) if s == geometry.OPPOSITE[side]]
    out = []
    for x, y, who, other in ((mine, theirs, a, b), (theirs, mine, b, a)):
        spans = {span: colour for span, colour in y}
        for span, colour in x:
            at = f"{span[0] - base:g}-{span[1] - base:g}"
            if span not in spans:
                out.append(T("the {colour} exit of {face} at {at} along the shared edge meets no exit of {other}",
                             colour=COLOUR_WORDS.get(colour, colour), face=_named(lib, who), at=at,
                             other=_named(lib, other)))
            elif spans[span] != colour and who is a:  # a colour clash is one problem, told once
                out.append(T("the exit of {face} at {at} is {colour} but the one of {other} is {other_colour}",
                             face=_named(lib, who), at=at, colour=COLOUR_WORDS.get(colour, colour),
                             other=_named(lib, other), other_colour=COLOUR_WORDS.get(spans[span], spans[span])))
    # each mismatch is seen from both sides; say it once (a T compares as its words)
    return list({english(m): m for m in out}.values())


def placement_problems(lib: dict, placed: list, new: Placement) -> list:
    """[(rule_id, reason, field)] refusing `new` next to the already placed tiles; empty when it may go there.
    `field` names the placement key a saved layout is wrong in. A reason the composer can show is a lazy text
    (`T`) naming faces as players read them; a saved layout's problems quote it in English (`check_layout`)."""
    tile = lib.get(new.tile)
    if tile is None:
        return [("M-3.5", f"unknown room tile {new.tile!r} (known: {', '.join(sorted(lib))})", "tile")]
    face = tile.face(new.face)
    if face is None:
        return [("M-3.5", f"tile {new.tile} has no face {new.face!r} (faces: "
                          f"{', '.join(f.id for f in tile.faces)})", "face")]
    out = []
    for p in placed:
        if p.tile == new.tile:
            out.append(("M-3.5", T("{tile} is already on the board (each room tile exists once)",
                                   tile=tile.name), "tile"))
        if tuple(p.at) == tuple(new.at):
            out.append(("M-3.5", T("cell [{x}, {y}] is already taken by {face}", x=new.at[0], y=new.at[1],
                                   face=_named(lib, p)), "at"))
    if placed:
        want = arrow_side(face_of(lib, placed[0]), placed[0].turns)
        have = arrow_side(face, new.turns)
        if have != want:
            out.append(("M-3.5", T("the arrow of {face} would point {side} but the board's arrows point {board_side}; "
                                   "all direction arrows must point the same way", face=face.name,
                                   side=SIDE_WORDS[have], board_side=SIDE_WORDS[want]), "turns"))
    for side in geometry.SIDES:
        cell = neighbour_cell(new.at, side)
        for p in placed:
            if tuple(p.at) == cell and p.tile != new.tile:
                out.extend(("M-7.11", msg, "at") for msg in _meet_problems(lib, new, p, side))
    return out


def check_layout(layout, lib: dict, ctx: Ctx) -> None:
    """Report a saved layout's problems at the placement they concern."""
    good = []
    for i, p in enumerate(layout.tiles):
        where = f"tiles[{i}]"
        problems = placement_problems(lib, good, p)
        for rule, reason, field in problems:
            ctx.error_at(p, field, f"{where}.{field}", f"{rule}: {english(reason)}")   # a data file's problems read English
        if not any(field in ("tile", "face") for _, _, field in problems):
            good.append(p)


def flipped(lib: dict, p: Placement) -> Placement:
    """The same tile turned over in place, its arrow still pointing the same way (M-7.12)."""
    face = face_of(lib, p)
    back = lib[p.tile].back_of(p.face)
    return Placement(p.tile, back.id, tuple(p.at), turns_to_point(back, arrow_side(face, p.turns)))


def space_graph(lib: dict, placed: list):
    """Nodes (tile index, space id); `steps` are moves inside a room, `explores` are links through meeting
    exits (M-7.10, M-7.14: exploring moves the mice to the spaces beside the matching exit)."""
    steps: dict = {}
    for i, p in enumerate(placed):
        for s in face_of(lib, p).spaces:
            steps[(i, s.id)] = {(i, n) for n in s.adjacent}
    explores = set()
    cells = {tuple(p.at): i for i, p in enumerate(placed)}
    for i, p in enumerate(placed):
        for side, span, colour, e in placed_exits(lib, p):
            j = cells.get(neighbour_cell(p.at, side))
            if j is None or j < i:
                continue
            for s2, span2, colour2, e2 in placed_exits(lib, placed[j]):
                if s2 == geometry.OPPOSITE[side] and span2 == span and colour2 == colour:
                    for a in e.spaces:
                        for b in e2.spaces:
                            explores.add(((i, a), (j, b)))
    return steps, explores


def normalised(placed: list) -> list:
    """Shift a layout so its top-left tile sits in cell (0, 0)."""
    if not placed:
        return []
    x0 = min(p.at[0] for p in placed)
    y0 = min(p.at[1] for p in placed)
    return [Placement(p.tile, p.face, (p.at[0] - x0, p.at[1] - y0), p.turns) for p in placed]


def random_layout(lib: dict, seed: int, count: int = 4, direction: str = "N") -> list:
    """A legal layout of up to `count` tiles grown from exit to exit, the same for the same seed."""
    rng = random.Random(seed)
    ids = sorted(lib)
    first_tile = lib[rng.choice(ids)]
    first = rng.choice(first_tile.faces)
    placed = [Placement(first_tile.id, first.id, (0, 0), turns_to_point(first, direction))]
    for _ in range(200):
        if len(placed) >= count:
            break
        taken = {tuple(p.at) for p in placed}
        open_cells = sorted({neighbour_cell(p.at, side) for p in placed
                             for side, _, _, _ in placed_exits(lib, p)} - taken)
        if not open_cells:
            break
        cell = rng.choice(open_cells)
        used = {p.tile for p in placed}
        options = [(t, f) for t in ids if t not in used for f in lib[t].faces]
        rng.shuffle(options)
        for t, f in options:
            cand = Placement(t, f.id, cell, turns_to_point(f, direction))
            if not placement_problems(lib, placed, cand):
                placed.append(cand)
                break
    return normalised(placed)


def layout_yaml(placed: list, title: str, notes: str = "") -> str:
    """A `mice_layout` file for the placements (what the preview's save writes)."""
    lines = ["kind: mice_layout",
             "# Authored for Lantern with the layout preview: a board of our own room tiles (M-G.1, M-G.5).",
             f"title: {_q(title)}"]
    if notes:
        lines.append(f"notes: {_q(notes)}")
    lines.append("tiles:")
    for p in placed:
        lines.append(f"  - {{tile: {p.tile}, face: {p.face}, at: [{p.at[0]}, {p.at[1]}], turns: {p.turns}}}")
    return "\n".join(lines) + "\n"


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def placed_face(lib: dict, p: Placement):
    """The placement's face as it lies on the table (shape.PlacedFace): shared by rules and drawing."""
    return shape.PlacedFace(face_of(lib, p), lib[p.tile].size, p.turns, p.at)


def turned_board(placed: list) -> list:
    """The whole board turned a quarter clockwise: every arrow turns together, so it stays aligned (M-3.5)."""
    return normalised([Placement(p.tile, p.face, (-p.at[1], p.at[0]), (p.turns + 1) % 4) for p in placed])
