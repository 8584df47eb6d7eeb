"""Ghost Stories game state: flat ints and lists in a __slots__ class, plus the village topology tables."""
from __future__ import annotations

import hashlib

from rulesets.ghost_stories.board import load_board

# Colours and die faces (G-G.9): 0 red, 1 yellow, 2 green, 3 blue, 4 black, 5 white (Tao dice only).
RED, YELLOW, GREEN, BLUE, BLACK, WHITE = range(6)
COLOUR_NAMES = ("red", "yellow", "green", "blue", "black", "white")
# Artifacts, as bits of State.arts[board].
(LIFE_POTION, MOON_DUST, SCROLL, FIREWORKS, SHIELD, CLAW, ARMOUR, SWORD) = (1 << i for i in range(8))
ONE_SHOT = (LIFE_POTION, MOON_DUST, SCROLL, FIREWORKS)


def _topology():
    """Int tables built once from the board data (rulesets/ghost_stories/board.py), so rules and drawing
    share one geometry (principle 8). Tile position p = row*3 + col (the board's row-major cells); board b
    is the colour COLOUR_NAMES[b]; its space i is the board's i-th space, listed right to left (G-5.2)."""
    board = load_board()
    cells = board.cells
    face, line, order, powers = [], [], [], []
    for b in range(4):
        tb = board.board_of_colour(COLOUR_NAMES[b])
        order.append(tb.id)
        powers.append((tb.powers.A.keyword, tb.powers.B.keyword))
        for sp in board.spaces_of(tb.id):
            face.append(cells.index(board.faced_cell(sp)))
            line.append(tuple(cells.index(c) for c in board.row(sp)))
    corners = tuple(cells.index(r.cell) for r in board.receptacles)
    keywords = tuple(t.action.keyword for t in board.tiles)
    return tuple(face), tuple(line), corners, keywords, tuple(powers)


FACE, LINE, CORNERS, TILE_KEYWORDS, POWER_KW = _topology()
N_TILE_KINDS = len(TILE_KEYWORDS)
# Village tile kinds (index into the board's tile list) that the rules refer to by role.
(CEMETERY, ALTAR, HERBALIST, SORCERER, TEMPLE, WATCHMAN, CIRCLE, PAVILION, TEA_HOUSE, KUNG_FU) = (
    TILE_KEYWORDS.index(k) for k in ("revive", "unhaunt_and_summon", "gather_tao", "banish_ghost", "take_buddha",
                                     "repel_haunters", "prayer_token", "heavenly_wind", "tea", "school_exorcism"))
ADJ_SPACES = tuple(tuple(s for s in range(12) if FACE[s] == p) for p in range(9))
CORNER_OF_TILE = tuple(CORNERS.index(p) if p in CORNERS else -1 for p in range(9))
CHEB = tuple(tuple(max(abs(a // 3 - b // 3), abs(a % 3 - b % 3)) for b in range(9)) for a in range(9))
NEAR = tuple(tuple(q for q in range(9) if CHEB[p][q] == 1) for p in range(9))
# Tiles by increasing distance (ties by index) from each tile: used for "closest unhaunted tile".
BY_DIST = tuple(tuple(sorted(range(9), key=lambda q, p=p: (CHEB[p][q], q))) for p in range(9))

# Yang steps
PRE_MOVE, ACTION, PLACE = 0, 1, 2


class State:
    """The whole game. Lists are mutated in place by the rules; clone() copies them for snapshots."""

    __slots__ = (
        "T", "rng", "nplayers", "variant", "difficulty", "seats", "seat_of", "player", "side",
        "alive", "qi", "tok", "cry", "cry_new", "yy", "bud", "bud_new", "ptok", "arts", "pos", "laid",
        "tile", "tile_at", "haunted", "vill", "graveyard", "shelter", "portal", "fam_rewarded",
        "sp", "hpos", "sdis", "scap", "sbud", "suling", "mantra",
        "deck", "box", "removed", "discard", "wf_left", "wf_killed", "dead_count",
        "res_tao", "res_cry", "res_qi", "temple_bud", "res_bud", "lost_bud", "ptok_centre", "gone_tao",
        "recept", "circle", "active", "turn", "phase", "step", "acts_left", "act_kinds", "moved", "used",
        "trig_suling", "cry_placed", "barrier", "claw_used", "borrowed",
        "stack", "dec", "result", "reason", "log", "reveals", "version", "cache", "alive_at_start",
    )

    def clone(self, with_rng: bool = True) -> "State":
        n = State.__new__(State)
        for name in _SCALARS:
            setattr(n, name, getattr(self, name))
        for name in _LISTS:
            setattr(n, name, getattr(self, name)[:])
        n.tok = [t[:] for t in self.tok]
        n.vill = [v[:] for v in self.vill]
        n.rng = self.rng.copy() if with_rng else None
        n.cache = None
        return n


_LISTS = ("seat_of", "player", "side", "alive", "qi", "cry", "cry_new", "yy", "bud", "bud_new", "ptok", "arts",
          "pos", "laid", "tile", "tile_at", "haunted", "graveyard", "shelter", "fam_rewarded", "sp", "hpos", "sdis",
          "scap", "sbud", "deck", "box", "removed", "discard", "res_tao", "recept", "act_kinds", "used",
          "borrowed", "stack", "log", "gone_tao")
_SCALARS = tuple(n for n in State.__slots__ if n not in _LISTS and n not in ("tok", "vill", "rng", "cache"))


def state_hash(s: State) -> str:
    """Stable digest of everything that matters (tasks by function name, the RNG's exact position)."""
    parts = []
    for name in State.__slots__:
        if name in ("T", "log", "rng", "stack", "dec", "version", "cache"):
            continue
        parts.append(f"{name}={getattr(s, name)!r}")
    parts.append("stack=" + repr([(t[0].__name__,) + tuple(t[1:]) for t in s.stack]))
    if s.dec is not None:
        parts.append("dec=" + repr((s.dec[0], s.dec[1], s.dec[2], s.dec[3][0].__name__, s.dec[3][1:])))
    parts.append("log=%d" % len(s.log))
    parts.append("rng=" + s.rng.fingerprint())
    return hashlib.blake2b("|".join(parts).encode(), digest_size=16).hexdigest()
