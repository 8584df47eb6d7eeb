"""Translate a Ghost Stories rules view (small-int state) into the plain dicts the table drawing takes.

The rules number tiles 0-8 row-major, boards 0-3 (red N, yellow E, green S, blue W), ghost spaces
b*3+i and receptacles by corner; the drawing names them by the board data's ids. All the mapping
goes through the board data (faced cells, receptacle cells), never through a second table.
"""
from __future__ import annotations

import functools

from rulesets.ghost_stories.board import load_board
from rulesets.ghost_stories.rules.state import CIRCLE, CORNERS, FACE, TEMPLE

COLOURS = ("red", "yellow", "green", "blue", "black", "white")
DIFFICULTY_NAMES = ("Initiation", "Normal", "Nightmare", "Hell")
STEP_NAMES = ("move", "action", "place items")


@functools.lru_cache(maxsize=2)
def ids():
    """(board, cell ids by tile index, board ids by board index, space ids by space index, receptacle ids,
    tile ids by rules tile kind)."""
    board = load_board()
    cells = board.cells
    board_ids = tuple(board.board_of_colour(COLOURS[b]).id for b in range(4))
    space_ids = []
    for s in range(12):
        bid = board_ids[s // 3]
        space_ids.append(next(sp for sp in board.spaces_of(bid) if board.faced_cell(sp) == cells[FACE[s]]))
    rec_ids = tuple(board.receptacle_at(cells[p]).id for p in CORNERS)
    tile_ids = tuple(t.id for t in board.tiles)
    return board, cells, board_ids, tuple(space_ids), rec_ids, tile_ids


def tile_name(kind: int) -> str:
    board = ids()[0]
    return board.tiles[kind].name if 0 <= kind < len(board.tiles) else f"tile {kind}"


def taoist_label(v, b: int, names=None) -> str:
    colour = COLOURS[b].capitalize()
    if not v.player[b]:
        return f"{colour} (neutral)"
    seat = v.seat_of[b]
    if names and 0 <= seat < len(names) and v.variant != "solo_four":
        return f"{colour} Taoist ({names[seat]})"
    return f"{colour} Taoist"


def _haunter(v, x: int) -> str | None:
    card = v.sp[x]
    if card < 0 or not v.T.yin[card] or v.T.yin[card][0][0] != 0:  # opcode 0 = haunter
        return None
    track = ids()[0].haunter_track
    h = v.hpos[x]
    return "card" if h <= 0 else track[min(h, len(track)) - 1].id


def table_inputs(v, names=None) -> dict:
    """Keyword arguments for ghost_stories_draw.draw_table, from a rules view."""
    board, cells, board_ids, space_ids, rec_ids, tile_ids = ids()
    T = v.T
    village = {cells[p]: tile_ids[v.tile[p]] for p in range(9)}
    tiles = {}
    for p in range(9):
        tiles[cells[p]] = {
            "haunted": bool(v.haunted[p]),
            "villagers": len(v.vill[p]),
            "taoists": [],  # the board scene draws the figures itself, larger (see gs_figures)
        }
    tp = v.tile_at[TEMPLE]
    if tp >= 0 and v.temple_bud:
        tiles[cells[tp]]["buddhas"] = v.temple_bud
    if v.ptok_centre:
        tiles[cells[4]]["power_tokens"] = v.ptok_centre
    circle_p = v.tile_at[CIRCLE]
    if circle_p >= 0 and v.circle >= 0:
        tiles[cells[circle_p]]["prayer"] = COLOURS[v.circle]
    spaces = {}
    for x in range(12):
        card = v.sp[x]
        live = {"buddha": bool(v.sbud[x]), "su_ling": v.suling == x, "mantra": v.mantra == x}
        if card >= 0:
            live["ghost"] = {"name": T.card_name[card], "colour": COLOURS[T.colour[card]],
                             "requirement": sum(T.req[card]), "wu_feng": bool(T.is_wf[card])}
            live["haunter"] = _haunter(v, x)
        spaces[space_ids[x]] = live
    boards = {}
    for b in range(4):
        label = "neutral" if not v.player[b] else ("dead" if not v.alive[b] else "")
        if v.player[b] and names and v.variant != "solo_four" and 0 <= v.seat_of[b] < len(names):
            label = names[v.seat_of[b]] + (" (dead)" if not v.alive[b] else "")
        boards[board_ids[b]] = {"label": label, "side": "AB"[v.side[b]], "qi": v.qi[b], "active": v.active == b,
                                "disabled": any(v.sdis[b * 3:b * 3 + 3])}
    receptacles = {rec_ids[k]: {"crystal": bool(v.recept[k])} for k in range(4)}
    return {"village": village, "portal": cells[v.portal] if v.portal >= 0 else None, "tiles": tiles,
            "spaces": spaces, "boards": boards, "receptacles": receptacles}


DECISIONS = {"place_ghost": "a ghost arrives", "qi_target": "who loses Qi", "kill_villager": "a villager dies",
             "reroll": "re-roll dice?", "curse_reroll": "re-roll the curse die?", "exorcise_pay": "exorcism",
             "take_tao": "take a token", "barrier": "the barrier"}


def phase_text(v, pending_kind: str | None = None) -> str:
    """'Yang phase — move' etc.; a pending side decision replaces the step name."""
    if v.result is not None:
        return "Game over"
    if getattr(v, "barrier", False):
        head = "Mystic Barrier phase"
    else:
        head = "Yang phase" if v.phase == "yang" else "Yin phase"
    if pending_kind and pending_kind != "yang":
        return f"{head} — {DECISIONS.get(pending_kind, pending_kind.replace('_', ' '))}"
    if v.phase == "yang":
        return f"{head} — {STEP_NAMES[min(v.step, 2)]}"
    return f"{head} — the ghosts act"


def help_keys(v, pending_kind: str | None) -> tuple:
    """Names the help book may match, most specific first: the pending decision, then the phase."""
    phase = "barrier" if getattr(v, "barrier", False) else v.phase
    if v.phase == "yang" and not getattr(v, "barrier", False):
        phase = ("move", "action", "items")[min(v.step, 2)]
    if pending_kind == "yang":  # the ordinary Yang decision: its step says more than its kind
        return (phase,)
    return (pending_kind, phase)


def reserve_summary(v) -> list[tuple[str, str]]:
    """(label, value) pairs for the table panel: deck, haunted tiles, graveyard, shelter, crystals, Buddhas."""
    deck = len(v.deck) if isinstance(v.deck, (list, tuple)) else int(v.deck)
    return [
        ("Ghost deck", f"{deck}" + (f" · {v.wf_left} Wu-Feng" if v.wf_left else "")),
        ("Haunted tiles", f"{sum(v.haunted)} of {v.T.difficulties[v.difficulty].lose_haunted} lose"),
        ("Graveyard", f"{len(v.graveyard)} of {v.T.setup.villagers_to_lose} lose"),
        ("Shelter", f"{len(v.shelter)} saved"),
        ("Moon crystals", f"{v.res_cry} left · {sum(v.recept)} set"),
        ("Temple Buddhas", f"{v.temple_bud}"),
    ]


def reserve_tokens(v) -> list[tuple[str, int]]:
    return [(COLOURS[c], v.res_tao[c]) for c in range(5)]


def taoist_summary(v, b: int) -> dict:
    """What a board holds, for its status card in the side panel."""
    return {
        "qi": v.qi[b], "alive": bool(v.alive[b]), "player": bool(v.player[b]),
        "tokens": [(COLOURS[c], v.tok[b][c]) for c in range(5) if v.tok[b][c]],
        "crystals": v.cry[b], "yin_yang": bool(v.yy[b]), "buddhas": v.bud[b], "power_tokens": v.ptok[b],
        "tile": tile_name(v.tile[v.pos[b]]) if v.pos[b] >= 0 else "",
    }


def space_name(x: int) -> str:
    """'yellow space 2', numbered as printed on the drawn board."""
    sid = ids()[3][x]
    colour, _, num = sid.rpartition("_")
    return f"{colour} space {num}"


def humanise(v, text: str) -> str:
    """The rules count tiles 1-9 and spaces 1-12 in their log and refusals; the table shows names,
    so 'tile 5' reads 'the Tea House' and 'space 4' reads 'yellow space 1'."""
    import re

    def tile(m):
        p = int(m.group(1)) - 1
        return f"the {tile_name(v.tile[p])}" if 0 <= p < 9 else m.group(0)

    def space(m):
        x = int(m.group(1)) - 1
        return space_name(x) if 0 <= x < 12 else m.group(0)

    text = re.sub(r"\btile (\d)\b", tile, text)
    return re.sub(r"\bspace (\d{1,2})\b", space, text)


def describe_spot(v, target) -> str:
    """Hover text for a table spot: a ghost's needs and symbols, a tile's action, a board's power."""
    from rulesets.ghost_stories.cards_data import GHOST_EFFECTS
    kind, i = target
    board = ids()[0]
    T = v.T
    if kind == "space":
        card = v.sp[i]
        if card < 0:
            return f"{space_name(i).capitalize()}: empty"
        need = ", ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(T.req[card]) if n)
        words = lambda effs: ", ".join(GHOST_EFFECTS[e[0]].replace("_", " ") for e in effs) or "nothing"
        lines = [f"{T.card_name[card]}{' (Wu-Feng)' if T.is_wf[card] else ''}", f"Exorcise with: {need}",
                 f"Arrives: {words(T.entry[card])}", f"Each Yin phase: {words(T.yin[card])}",
                 f"When exorcised: {words(T.exit[card])}"]
        if v.sdis[i]:
            lines.append("Disables this board's power")
        if v.scap[i]:
            lines.append(f"Holds {v.scap[i]} captured Tao die")
        return "\n".join(lines)
    if kind == "tile":
        tile = board.tiles[v.tile[i]]
        state = "HAUNTED: no action until cleared" if v.haunted[i] else tile.summary
        n = len(v.vill[i])
        return f"{tile.name}\n{state}" + (f"\n{n} villager(s) here" if n else "")
    if kind == "board":
        b = board.board_of_colour(COLOURS[i])
        power = getattr(b.powers, "AB"[v.side[i]])
        return f"{b.name}: {power.name}\n{power.summary}"
    return ""
