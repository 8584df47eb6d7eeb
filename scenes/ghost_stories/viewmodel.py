"""Translate a Ghost Stories rules view (small-int state) into the plain dicts the table drawing takes.

The rules number tiles 0-8 row-major, boards 0-3 (red N, yellow E, green S, blue W), ghost spaces
b*3+i and receptacles by corner; the drawing names them by the board data's ids. All the mapping
goes through the board data (faced cells, receptacle cells), never through a second table.
"""
from __future__ import annotations

import functools

from engine.i18n import N_, _, ngettext
from rulesets.ghost_stories.board import load_board
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import CIRCLE, CORNERS, FACE, TEMPLE
from rulesets.ghost_stories.rules.words import ghost_card_lines

COLOURS = ("red", "yellow", "green", "blue", "black", "white")
DIFFICULTY_NAMES = (N_("Initiation"), N_("Normal"), N_("Nightmare"), N_("Hell"))
STEP_NAMES = (N_("move"), N_("action"), N_("place items"))
COLOUR_TITLES = (N_("Red"), N_("Yellow"), N_("Green"), N_("Blue"))     # COLOURS[b].capitalize(), for the catalogs


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
    colour = _(COLOURS[b].capitalize())
    if not v.board_played[b]:
        return _("{colour} (neutral)").format(colour=colour)
    seat = v.seat_of_board[b]
    if names and 0 <= seat < len(names) and v.variant != "solo_four":
        return _("{colour} Taoist ({name})").format(colour=colour, name=_(names[seat]))   # 'Player 2' worded
    return _("{colour} Taoist").format(colour=colour)


def _haunter(v, x: int) -> str | None:
    card = v.ghost_spaces[x]
    if card < 0 or not card_tables().yin[card] or card_tables().yin[card][0][0] != "haunter":
        return None
    track = ids()[0].haunter_track
    h = v.haunter_steps[x]
    return "card" if h <= 0 else track[min(h, len(track)) - 1].id


def table_inputs(v, names=None) -> dict:
    """Keyword arguments for ghost_stories_draw.draw_table, from a rules view."""
    board, cells, board_ids, space_ids, rec_ids, tile_ids = ids()
    T = card_tables()
    village = {cells[p]: tile_ids[v.tile_kind_at[p]] for p in range(9)}
    tiles = {}
    for p in range(9):
        tiles[cells[p]] = {
            "haunted": bool(v.haunted[p]),
            "villagers": len(v.villagers[p]),
            "taoists": [],  # the board scene draws the figures itself, larger (see gs_figures)
        }
    tp = v.position_of_kind[TEMPLE]
    if tp >= 0 and v.temple_buddhas:
        tiles[cells[tp]]["buddhas"] = v.temple_buddhas
    if v.power_tokens_on_centre:
        tiles[cells[4]]["power_tokens"] = v.power_tokens_on_centre
    circle_p = v.position_of_kind[CIRCLE]
    if circle_p >= 0 and v.circle_colour >= 0:
        tiles[cells[circle_p]]["prayer"] = COLOURS[v.circle_colour]
    spaces = {}
    for x in range(12):
        card = v.ghost_spaces[x]
        live = {"buddha": bool(v.buddha_on_space[x]), "su_ling": v.suling_space == x, "mantra": v.mantra_space == x}
        if card >= 0:
            live["ghost"] = {"name": _(T.card_name[card]), "colour": COLOURS[T.colour[card]],
                             "requirement": sum(T.req[card]), "wu_feng": bool(T.is_wf[card])}
            live["haunter"] = _haunter(v, x)
        spaces[space_ids[x]] = live
    boards = {}
    for b in range(4):
        label = _("neutral") if not v.board_played[b] else (_("dead") if not v.taoist_alive[b] else "")
        if v.board_played[b] and names and v.variant != "solo_four" and 0 <= v.seat_of_board[b] < len(names):
            name = _(names[v.seat_of_board[b]])     # a default name ('Computer 2') in the language drawn
            label = _("{name} (dead)").format(name=name) if not v.taoist_alive[b] else name
        boards[board_ids[b]] = {"label": label, "side": "AB"[v.power_side[b]], "qi": v.qi[b], "active": v.active_board == b,
                                "disabled": any(v.ghost_disables_power[b * 3:b * 3 + 3])}
    receptacles = {rec_ids[k]: {"crystal": bool(v.barrier_crystals[k])} for k in range(4)}
    return {"village": village, "portal": cells[v.portal_tile] if v.portal_tile >= 0 else None, "tiles": tiles,
            "spaces": spaces, "boards": boards, "receptacles": receptacles}


# The header's words for each side decision the rules can ask for: never its code name (issue 16's game).
DECISIONS = {"place_ghost": N_("a ghost arrives"), "qi_target": N_("who loses Qi"), "kill_villager": N_("a villager dies"),
             "reroll": N_("re-roll dice?"), "curse_reroll": N_("re-roll the curse die?"), "exorcise_pay": N_("exorcism"),
             "take_tao": N_("take a token"), "barrier": N_("the barrier"), "artifact_heir": N_("who inherits the artifact"),
             "barrier_take": N_("the barrier's dice"), "buddha_space": N_("where the Buddha goes"),
             "cemetery": N_("the Cemetery"), "circle": N_("the Circle of Prayer"), "claw_colour": N_("the Vengeful Claw"),
             "crystal_giver": N_("who gives a Moon Crystal"), "curse_skip": N_("skip the curse die?"),
             "exorcise_spend": N_("tokens for the exorcism"), "haunt_tile": N_("which tile is haunted"),
             "kungfu": N_("the Kung Fu School"), "pav_ghost": N_("the Pavilion's wind"), "pav_taoist": N_("the Pavilion's wind"),
             "pav_to": N_("the Pavilion's wind"), "scroll_join": N_("the Scroll of Unity"), "share": N_("sharing the reward"),
             "sorcerer": N_("the Sorcerer's Hut"), "suling_crystal": N_("a Moon Crystal for the barrier?"),
             "tea": N_("the Tea House"), "token_holder": N_("whose Tao token goes"), "unhaunt": N_("which tile is freed"),
             "watchman": N_("the Night Watchman")}


def phase_text(v, pending_kind: str | None = None) -> str:
    """'Yang phase — move' etc.; a pending side decision replaces the step name."""
    if v.result is not None:
        return _("Game over")
    if getattr(v, "barrier_pending", False):
        head = _("Mystic Barrier phase")
    else:
        head = _("Yang phase") if v.phase == "yang" else _("Yin phase")
    if pending_kind and pending_kind != "yang":
        return _("{phase} — {what}").format(phase=head, what=_(DECISIONS.get(pending_kind, pending_kind.replace('_', ' '))))
    if v.phase == "yang":
        return _("{phase} — {what}").format(phase=head, what=_(STEP_NAMES[min(v.yang_step, 2)]))
    return _("{phase} — {what}").format(phase=head, what=_("the ghosts act"))


def help_keys(v, pending_kind: str | None) -> tuple:
    """Names the help book may match, most specific first: the pending decision, then the phase."""
    phase = "barrier" if getattr(v, "barrier_pending", False) else v.phase
    if v.phase == "yang" and not getattr(v, "barrier_pending", False):
        phase = ("move", "action", "items")[min(v.yang_step, 2)]
    if pending_kind == "yang":  # the ordinary Yang decision: its step says more than its kind
        return (phase,)
    return (pending_kind, phase)


def reserve_summary(v) -> list[tuple[str, str]]:
    """(label, value) pairs for the table panel: deck, haunted tiles, graveyard, shelter, crystals, Buddhas."""
    deck = len(v.deck) if isinstance(v.deck, (list, tuple)) else int(v.deck)
    return [
        (_("Ghost deck"), f"{deck}" + (_(" · {n} Wu-Feng").format(n=v.wu_fengs_left) if v.wu_fengs_left else "")),
        (_("Haunted tiles"), _("{n} of {limit} lose").format(n=sum(v.haunted),
                                                             limit=card_tables().difficulties[v.difficulty_level].lose_haunted)),
        (_("Graveyard"), _("{n} of {limit} lose").format(n=len(v.graveyard), limit=card_tables().setup.villagers_to_lose)),
        (_("Shelter"), _("{n} saved").format(n=len(v.shelter))),
        (_("Moon crystals"), _("{n} left · {set} set").format(n=v.reserve_crystals, set=sum(v.barrier_crystals))),
        (_("Temple Buddhas"), f"{v.temple_buddhas}"),
    ]


def reserve_tokens(v) -> list[tuple[str, int]]:
    return [(COLOURS[c], v.reserve_tao[c]) for c in range(5)]


def taoist_summary(v, b: int) -> dict:
    """What a board holds, for its status card in the side panel."""
    return {
        "qi": v.qi[b], "alive": bool(v.taoist_alive[b]), "player": bool(v.board_played[b]),
        "tokens": [(COLOURS[c], v.tao_tokens[b][c]) for c in range(5) if v.tao_tokens[b][c]],
        "crystals": v.moon_crystals[b], "yin_yang": bool(v.yin_yang_unused[b]), "buddhas": v.buddhas_held[b], "power_tokens": v.power_tokens[b],
        "tile": tile_name(v.tile_kind_at[v.taoist_tile[b]]) if v.taoist_tile[b] >= 0 else "",
    }


def space_name(x: int) -> str:
    """'yellow space 2', numbered as printed on the drawn board."""
    sid = ids()[3][x]
    colour, _sep, num = sid.rpartition("_")
    return f"{colour} space {num}"


# what a tile's one-line summary leaves out and players asked about (G-10.13)
TILE_NOTES = {"kung_fu_school": N_("The ghosts it exorcises give no reward (and bring no curse).")}


def describe_spot(v, target) -> str:
    """Hover text for a table spot: a ghost's needs and symbols, a tile's action, a board's power."""
    kind, i = target
    board = ids()[0]
    if kind == "space":
        card = v.ghost_spaces[i]
        if card < 0:
            colour, _sep, num = space_name(i).partition(" space ")
            return _("{colour} space {number}: empty").format(colour=_(colour), number=num)
        lines = ghost_card_lines(card)
        if v.ghost_disables_power[i]:
            lines.append(_("It disables this board's Taoist power now"))
        n = v.captured_dice[i]
        if n:
            lines.append(ngettext("It holds {n} captured Tao die now", "It holds {n} captured Tao dice now", n).format(n=n))
        return "\n".join(lines)
    if kind == "tile":
        tile = board.tiles[v.tile_kind_at[i]]
        state = _("HAUNTED: no action until cleared") if v.haunted[i] else _(tile.summary)
        if not v.haunted[i] and tile.id in TILE_NOTES:
            state += "\n" + _(TILE_NOTES[tile.id])
        n = len(v.villagers[i])
        here = "\n" + ngettext("{n} villager here", "{n} villagers here", n).format(n=n) if n else ""
        return f"{_(tile.name)}\n{state}" + here
    if kind == "board":
        b = board.board_of_colour(COLOURS[i])
        power = getattr(b.powers, "AB"[v.power_side[i]])
        return _("{board}: {power}").format(board=_(b.name), power=_(power.name)) + "\n" + _(power.summary)
    return ""
