"""Ghost Stories game state as plain data (ints, strs, lists, tuples), plus the village topology tables."""
from __future__ import annotations

import hashlib
import json

from engine.rules.rng import Rng
from rulesets.ghost_stories.board import load_board

# Colours and die faces (G-G.9): 0 red, 1 yellow, 2 green, 3 blue, 4 black, 5 white (Tao dice only).
RED, YELLOW, GREEN, BLUE, BLACK, WHITE = range(6)
COLOUR_NAMES = ("red", "yellow", "green", "blue", "black", "white")
# The boards, the Tao token colours and the ghost spaces in order, for the loops of the hot paths: iterating a
# tuple skips building a range() object at each loop, which costs more than a short loop's body.
BOARDS = (0, 1, 2, 3)
TAO_COLOURS = (RED, YELLOW, GREEN, BLUE, BLACK)
SPACES = tuple(range(12))
# Per board, its three ghost spaces in the order G-5.2 lists them (right to left), and that order reversed.
SPACES_OF_BOARD = tuple((3 * b, 3 * b + 1, 3 * b + 2) for b in BOARDS)
SPACES_LAST_FIRST = tuple(spaces[::-1] for spaces in SPACES_OF_BOARD)
# Artifacts, as bits of State.artifacts[board].
(LIFE_POTION, MOON_DUST, SCROLL, FIREWORKS, SHIELD, CLAW, ARMOUR, SWORD) = (1 << i for i in range(8))
ONE_SHOT = (LIFE_POTION, MOON_DUST, SCROLL, FIREWORKS)


def _topology():
    """Int tables built once from the board data (rulesets/ghost_stories/board.py), so rules and drawing
    share one geometry (principle 8). Tile position p = row*3 + col (the board's row-major cells); board b
    is the colour COLOUR_NAMES[b]; its space i is the board's i-th space, listed right to left (G-5.2)."""
    board = load_board()
    cells = board.cells
    face, line, powers, space_ids = [], [], [], []
    for b in range(4):
        tb = board.board_of_colour(COLOUR_NAMES[b])
        powers.append((tb.powers.A.keyword, tb.powers.B.keyword))
        for sp in board.spaces_of(tb.id):
            space_ids.append(sp)
            face.append(cells.index(board.faced_cell(sp)))
            line.append(tuple(cells.index(c) for c in board.row(sp)))
    corners = tuple(cells.index(r.cell) for r in board.receptacles)
    keywords = tuple(t.action.keyword for t in board.tiles)
    names = tuple(t.name for t in board.tiles)
    return tuple(face), tuple(line), corners, keywords, tuple(powers), tuple(space_ids), names


FACE, LINE, CORNERS, TILE_KEYWORDS, POWER_KW, SPACE_IDS, TILE_NAMES = _topology()
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

# How a move escorts a villager (G-8.3): the third item of ("move", tile, escort[, middle tile]). Saves store
# the numbers, so they stay small numbers; the rules and words use these names.
WALK_ALONE = 0           # nobody escorted
CARRY_ALONG = 1          # the villager of the start tile comes along to the end tile
PICK_UP_ON_THE_WAY = 2   # two tiles: the villager of the middle tile is picked up and dropped at the end tile
DROP_ON_THE_WAY = 3      # two tiles: the villager of the start tile is left on the middle tile, the Taoist walks on


class State:
    """The whole game, as plain data: the rules mutate the lists in place; clone() copies them for snapshots.
    Boards b are 0 red, 1 yellow, 2 green, 3 blue; tile positions p are 0..8 (row-major); ghost spaces x are
    0..11 (board x // 3); card, villager and family numbers index the tables of `cards.TABLES`.

    | field | holds |
    |---|---|
    | rng | the seeded Rng (None in a view) |
    | player_count, variant, difficulty_level | the configuration (difficulty as an index into DIFFICULTIES) |
    | seat_count | seats at the table (1 for both solo variants) |
    | seat_of_board | per board: the seat that plays it, -1 for a neutral board |
    | board_played | per board: True when a player's Taoist plays it (False: a neutral board) |
    | power_side | per board: 0 for side A, 1 for side B |
    | taoist_alive | per board: whether its Taoist lives |
    | qi | per board: its Qi |
    | tao_tokens | per board: Tao tokens held, by colour (5 colours) |
    | moon_crystals | per board: Moon Crystals held |
    | crystals_gained_this_turn | per board: of those, how many arrived this turn (not placeable yet) |
    | yin_yang_unused | per board: 1 while the Yin-Yang is still unused |
    | buddhas_held | per board: Buddha figures held |
    | buddhas_gained_this_turn | per board: of those, how many were taken this turn (not placeable yet) |
    | power_tokens | per board: power tokens held |
    | artifacts | per board: artifacts held, as bits (LIFE_POTION, ...) |
    | taoist_tile | per board: the tile position its Taoist stands on, -1 when none |
    | knocked_down | per board: 1 when the Taoist lost his next move (G-9.4) |
    | tile_kind_at | per position: the village tile kind lying there (index into the board's tile list) |
    | position_of_kind | per tile kind: its position in the village, -1 when not in play |
    | haunted | per position: 1 when the tile is haunted |
    | villagers | per position: the villager stack, bottom first (villager numbers) |
    | graveyard, shelter | dead and saved villagers |
    | portal_tile | the position of the Portal |
    | family_rewarded | per family: 1 once its reward was given |
    | ghost_spaces | per space: the ghost card on it, -1 when empty |
    | haunter_steps | per space: how far its haunter figure has advanced (0 or 1) |
    | ghost_disables_power | per space: 1 when its ghost disables the board's power |
    | captured_dice | per space: Tao dice its ghost holds captive |
    | buddha_on_space | per space: 1 when a Buddha watches over it |
    | suling_space, mantra_space | the space Su-Ling guards / the Mantra weakens, -1 when none |
    | deck | the ghost cards to draw, deck[0] at the bottom (hidden in views) |
    | wu_fengs_in_box | Wu-Feng cards left in the box (hidden in views) |
    | removed_cards | cards removed at setup or by curses (hidden in views) |
    | discard_pile | exorcised and destroyed ghosts |
    | wu_fengs_left, wu_fengs_exorcised | Wu-Fengs still to exorcise / already exorcised |
    | dead_taoists | how many Taoists are dead now |
    | reserve_tao, reserve_crystals, reserve_qi | the general reserve, Tao tokens by colour |
    | temple_buddhas, reserve_buddhas | Buddhas on the Temple tile / in the reserve |
    | buddhas_in_transit | Buddhas of the Wu reward still waiting for their space |
    | buddhas_out_of_game | Wu reward Buddhas used up with no Temple in play to go back to (G-14.3 Wu) |
    | power_tokens_on_centre | power tokens spent, lying on the central tile |
    | tao_out_of_game | per colour: Tao tokens removed from the game by curses |
    | barrier_crystals | per corner receptacle: 1 when a Moon Crystal stands there |
    | circle_colour | the colour of the token on the Circle of Prayer, -1 when none |
    | active_board | the board whose turn it is |
    | board_turns | board turns so far (a round is four of them) |
    | phase | "yin" or "yang" |
    | yang_step | PRE_MOVE, ACTION or PLACE |
    | actions_left, actions_taken | actions left this Yang phase / the kinds taken ("act", "exorcise", "save") |
    | moved | whether the Taoist has moved this turn |
    | used_this_turn | once-per-turn things already done ("suling", "power_self", ...) |
    | suling_may_come | a death, curse-die roll or haunting happened this turn (G-11.1) |
    | crystals_placed_this_turn | crystals set on the barrier this turn (the Mystic Barrier rises on the 4th) |
    | barrier_pending | the Zhou reward raises the Mystic Barrier at the end of this turn |
    | claw_used | the Vengeful Claw was used this turn |
    | borrowed_powers | neutral boards whose power was borrowed this turn |
    | alive_at_turn_start | whether the active Taoist lived when his turn began |
    | tasks | pending work, (task_name, *plain args), the last one runs first |
    | decision | None, or (kind, seat, options, (task_name, *args)): the choice the game waits for |
    | result, reason | None until the end; then "win"/"loss" and why, in words |
    | log_entries | the log as plain tuples (kind, cause, *facts); log() turns them into LogEvents |
    | cause | what is resolving now, as a plain tuple (the cause of the log entries it writes) |
    | reveals | cards turned face up (part of the commit marker) |
    | cache | the Yang options listed since the last apply(), None when not listed yet (not game data) |
    """

    __slots__ = (
        "rng", "player_count", "variant", "difficulty_level", "seat_count", "seat_of_board", "board_played",
        "power_side", "taoist_alive", "qi", "tao_tokens", "moon_crystals", "crystals_gained_this_turn",
        "yin_yang_unused", "buddhas_held", "buddhas_gained_this_turn", "power_tokens", "artifacts", "taoist_tile",
        "knocked_down", "tile_kind_at", "position_of_kind", "haunted", "villagers", "graveyard", "shelter",
        "portal_tile", "family_rewarded", "ghost_spaces", "haunter_steps", "ghost_disables_power", "captured_dice",
        "buddha_on_space", "suling_space", "mantra_space", "deck", "wu_fengs_in_box", "removed_cards",
        "discard_pile", "wu_fengs_left", "wu_fengs_exorcised", "dead_taoists", "reserve_tao", "reserve_crystals",
        "reserve_qi", "temple_buddhas", "reserve_buddhas", "buddhas_in_transit", "buddhas_out_of_game", "power_tokens_on_centre",
        "tao_out_of_game", "barrier_crystals", "circle_colour", "active_board", "board_turns", "phase",
        "yang_step", "actions_left", "actions_taken", "moved", "used_this_turn", "suling_may_come",
        "crystals_placed_this_turn", "barrier_pending", "claw_used", "borrowed_powers", "alive_at_turn_start",
        "tasks", "decision", "result", "reason", "log_entries", "cause", "reveals", "cache",
    )

    def clone(self, with_rng: bool = True) -> "State":
        n = State.__new__(State)
        _copy_fields(self, n)
        n.rng = self.rng.copy() if with_rng and self.rng is not None else None
        n.cache = None
        return n

    def __eq__(self, other) -> bool:
        return type(other) is State and state_to_data(self) == state_to_data(other)

    __hash__ = None     # mutable: never a dict key

    def __repr__(self) -> str:
        return f"State(board_turns={self.board_turns}, active_board={self.active_board}, result={self.result!r})"


_NESTED = ("tao_tokens", "villagers")     # lists of lists: copied one level deeper
_LISTS = ("seat_of_board", "board_played", "power_side", "taoist_alive", "qi", "moon_crystals",
          "crystals_gained_this_turn", "yin_yang_unused", "buddhas_held", "buddhas_gained_this_turn",
          "power_tokens", "artifacts", "taoist_tile", "knocked_down", "tile_kind_at", "position_of_kind", "haunted",
          "graveyard", "shelter", "family_rewarded", "ghost_spaces", "haunter_steps", "ghost_disables_power",
          "captured_dice", "buddha_on_space", "deck", "wu_fengs_in_box", "removed_cards", "discard_pile",
          "reserve_tao", "tao_out_of_game", "barrier_crystals", "actions_taken", "used_this_turn",
          "borrowed_powers", "tasks", "log_entries")
_SCALARS = tuple(n for n in State.__slots__ if n not in _LISTS and n not in _NESTED and n not in ("rng", "cache"))


def _compiled_copy_fields():
    """clone()'s copy of every field but the RNG and the cache, compiled once from the field lists (as dataclasses
    compiles an __init__): one plain assignment per field runs about three times faster than a getattr/setattr
    loop, and the bots clone a state for every future they simulate. Scalars and tuples are shared (immutable),
    lists are copied, the lists of lists one level deeper. A list's copy() costs a quarter less than a [:] slice
    (no slice object to build), and every game's setup starts with this copy."""
    lines = ["def copy_fields(source, copy):"]
    lines += [f"    copy.{name} = source.{name}" for name in _SCALARS]
    lines += [f"    copy.{name} = source.{name}.copy()" for name in _LISTS]
    lines += [f"    copy.{name} = list(map(copy_list, source.{name}))" for name in _NESTED]
    namespace: dict = {"copy_list": list.copy}
    exec("\n".join(lines), namespace)
    return namespace["copy_fields"]


_copy_fields = _compiled_copy_fields()
# Not game data: the options cache (rebuilt on demand).
_NOT_DATA = ("cache",)
# Left out of the hash: the log and the current cause are a record of play, not what the game is.
_NOT_HASHED = _NOT_DATA + ("log_entries", "cause")


def _plain(value):
    """Tuples (tasks, decisions, log entries) as lists, so the data is what JSON gives back."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _frozen(value):
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def state_to_data(s: State) -> dict:
    """Every field as plain JSON-able data (the RNG as its exact position; no functions anywhere)."""
    data = {name: _plain(getattr(s, name)) for name in State.__slots__ if name not in _NOT_DATA and name != "rng"}
    data["rng"] = s.rng.to_data() if s.rng is not None else None
    return data


def state_from_data(data: dict) -> State:
    """The inverse of state_to_data (tasks, decisions and log entries come back as tuples)."""
    s = State.__new__(State)
    for name in State.__slots__:
        if name in _NOT_DATA or name == "rng":
            continue
        value = data[name]
        if name in ("tasks", "log_entries"):
            value = [_frozen(v) for v in value]
        elif name in ("decision", "cause"):
            value = None if value is None else _frozen(value)
            if name == "decision" and value is not None:
                value = (value[0], value[1], list(value[2]), value[3])
        elif name in _NESTED:
            value = [list(v) for v in value]
        setattr(s, name, value)
    s.rng = Rng.from_data(data["rng"]) if data["rng"] is not None else None
    s.cache = None
    return s


def state_hash(s: State) -> str:
    """Stable digest of the game: a canonical JSON of its plain data, so it never depends on code names."""
    data = state_to_data(s)
    for name in _NOT_HASHED:
        data.pop(name, None)
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
