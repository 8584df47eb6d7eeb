"""A space in words a player finds on the board: its room and where in the room it lies, never its data id.

The tiles draw their spaces without numbers, so "space 11" tells a player nothing. A space is named by its room
and the ninth of the room its centre lies in as the room lies on the table (turned with its tile): "the top-left
corner of the Guard Room". Where two or three spaces share that ninth, the one meant is told apart along the way
they spread: "the left space in the top-left corner of the Guard Room". A special area (M-6.3) is named by its own
name: "the Helmet in the Guard Room".
"""
from __future__ import annotations

from engine.i18n import N_, T
from rulesets.mice_and_mystics import shape

SPOTS = ((N_("top-left corner"), N_("top side"), N_("top-right corner")),
         (N_("left side"), N_("middle"), N_("right side")),
         (N_("bottom-left corner"), N_("bottom side"), N_("bottom-right corner")))
# the one meant among the spaces sharing a ninth, by rank along the way they spread (2 or 3 of them)
ACROSS = {2: (N_("the left space in the {spot} of the {room}"), N_("the right space in the {spot} of the {room}")),
          3: (N_("the left space in the {spot} of the {room}"), N_("the middle space in the {spot} of the {room}"),
              N_("the right space in the {spot} of the {room}"))}
DOWN = {2: (N_("the upper space in the {spot} of the {room}"), N_("the lower space in the {spot} of the {room}")),
        3: (N_("the upper space in the {spot} of the {room}"), N_("the middle space in the {spot} of the {room}"),
            N_("the lower space in the {spot} of the {room}"))}


_PATTERNS: dict = {}


def _patterns(face, size: float, turns: int) -> dict:
    """sid -> (message, spot) of every ordinary space of a face lying `turns` quarter turns round: rooms never
    change shape, so this is worked out once per face and turn."""
    key = (face.tile, face.id, size, turns % 4, len(face.spaces))
    if key not in _PATTERNS:
        _PATTERNS[key] = _worked_out(face, size, turns)
    return _PATTERNS[key]


def _worked_out(face, size: float, turns: int) -> dict:
    centres = {s.id: shape.place_point(face.centre(s.id), turns, size, (0, 0)) for s in face.spaces}
    ninth = {sid: (min(2, max(0, int(3 * y / size))), min(2, max(0, int(3 * x / size))))
             for sid, (x, y) in centres.items()}
    out = {}
    for sid, (row, col) in ninth.items():
        spot = SPOTS[row][col]
        group = [g for g, cell in ninth.items() if cell == (row, col)]
        if len(group) == 1 or len(group) > 3:
            out[sid] = (N_("the {spot} of the {room}"), spot)
            continue
        xs = [centres[g][0] for g in group]
        ys = [centres[g][1] for g in group]
        across = max(xs) - min(xs) >= max(ys) - min(ys)
        axis = 0 if across else 1
        rank = sorted(group, key=lambda g: (centres[g][axis], g)).index(sid)
        if (row, col, len(group), rank) == (1, 1, 3, 1):     # not "the middle space in the middle"
            out[sid] = (N_("the very middle of the {room}"), spot)
            continue
        out[sid] = ((ACROSS if across else DOWN)[len(group)][rank], spot)
    return out


def words(face, size: float, turns: int, sid: str, room=None):
    """The space `sid` of `face` as it lies turned `turns` quarter turns, in words (a T); `room` names the room
    (the face's own name unless given)."""
    room = face.name if room is None else room
    space = face.by_id.get(sid)
    if space is None:
        return sid
    if space.special:
        return T("the {special} in the {room}", special=space.special, room=room)
    message, spot = _patterns(face, size, turns)[sid]
    return T(message, spot=spot, room=room)


def space_name(s, tile: int, sid: str):
    """A space of room `tile` of the table `s` (a state or a seat's view of it) in words a player finds on the
    board."""
    from rulesets.mice_and_mystics import data as mdata
    t = s.tiles[tile]
    lib_tile = mdata.library()[t["tile"]]
    return words(lib_tile.face(t["face"]), lib_tile.size, t.get("turns", 0), sid)
