"""The Yang phase (G-8-G-11): the active Taoist's legal choices per step, and applying them."""
from __future__ import annotations

from itertools import compress

from rulesets.ghost_stories.rules import core, exorcism, tiles
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.core import decide
from rulesets.ghost_stories.rules.powers import board_disabled, has_power, take_tao
from rulesets.ghost_stories.rules.state import (
    ACTION,
    ADJ_SPACES,
    CARRY_ALONG,
    CHEB,
    CORNER_OF_TILE,
    DROP_ON_THE_WAY,
    FACE,
    FIREWORKS,
    LIFE_POTION,
    MOON_DUST,
    N_TILE_KINDS,
    NEAR,
    PICK_UP_ON_THE_WAY,
    PLACE,
    POWER_KW,
    PRE_MOVE,
    SCROLL,
    TAO_COLOURS,
    WALK_ALONE,
    State,
)
from rulesets.ghost_stories.rules.tasks import task
from rulesets.ghost_stories.rules.tiles import ALWAYS_USABLE
from rulesets.ghost_stories.rules.yin import end_turn

# Prebuilt action tuples for the options offered most often (no allocation per listing).
WALK_TO = tuple(("move", d, WALK_ALONE) for d in range(9))
CARRY_TO = tuple(("move", d, CARRY_ALONG) for d in range(9))
SULING = tuple(("suling", x) for x in range(12))
YELLOW_TOKEN = tuple(("yellow_token", c) for c in range(5))
TAKE_TAO = tuple(("take_tao", c) for c in range(5))
YY_ACT = tuple(("yy_act", k) for k in range(N_TILE_KINDS))
YY_UNHAUNT = tuple(("yy_unhaunt", p) for p in range(9))
POWER = tuple(("power", x) for x in range(4))
MOVES_TWO = tuple(POWER_KW[x][0] == "move_two" for x in range(4))   # side A (lent by a neutral board) moves two
MOVES_TWO_SIDES = tuple(tuple(kw == "move_two" for kw in POWER_KW[x]) for x in range(4))   # per board, per side
SINGLE = tuple(("exorcise", (x,)) for x in range(12))
SELF_POWERS = ("take_tao", "mantra", "move_other")   # the powers a Taoist triggers himself before moving


# The power and move tables below hold plain tuples, unpacked into named variables where they are read; the
# comment over each names its fields in order. (A NamedTuple would name them too, but a loop unpacking one takes
# the interpreter's slow path, about twice a plain tuple's cost, and these loops run at every listing.)

# (board, its first ghost space, the option ("power", board), whether it is Swift Stride) per board: a power token
# borrows a neutral board's side-A power (G-8.2, G-G.6), unless a ghost on the board's three spaces disables it.
LENDABLE_POWERS = tuple((x, x * 3, POWER[x], MOVES_TWO[x]) for x in range(4))
# Once the Taoist has moved, Swift Stride is no use: the powers worth borrowing at the action step.
LENDABLE_AFTER_MOVING = tuple((board, first_space, option, moves_two)
                              for board, first_space, option, moves_two in LENDABLE_POWERS if not moves_two)

# Per start tile, for each tile two steps away (Swift Stride, G-9.3): (end tile, the move walking alone there, the
# move carrying the start tile's villager there, detours), where each detour through a middle tile is
# (middle tile, the move dropping the villager there, the move picking one up there) (G-8.3).
TWO_TILE_MOVES = tuple(
    tuple((d, WALK_TO[d], CARRY_TO[d],
           tuple((m, ("move", d, DROP_ON_THE_WAY, m), ("move", d, PICK_UP_ON_THE_WAY, m))
                 for m in NEAR[p] if CHEB[m][d] == 1))
          for d in range(9) if CHEB[p][d] == 2)
    for p in range(9))
# Per start tile, for each neighbouring tile: (end tile, the move walking alone there, the move carrying the start
# tile's villager there) (G-9.1, G-8.3).
ONE_TILE_MOVES = tuple(tuple((d, WALK_TO[d], CARRY_TO[d]) for d in NEAR[p]) for p in range(9))
# Stay or walk one tile, nobody escorted: the whole list when the Taoist's tile has no villager.
WALKS = tuple((WALK_TO[p],) + tuple(WALK_TO[d] for d in NEAR[p]) for p in range(9))


def actions(s: State) -> list:
    b = s.active_board
    if not s.taoist_alive[b]:
        return _suling_options(s) + [("end",)]
    step = s.yang_step
    if step == PRE_MOVE:
        out = _moves(s, b)
        kw = POWER_KW[b][s.power_side[b]]
        if kw in SELF_POWERS and "power_self" not in s.used_this_turn and not board_disabled(s, b):
            if kw == "take_tao":
                reserve = s.reserve_tao
                for c in range(5):
                    if reserve[c] > 0:
                        out.append(YELLOW_TOKEN[c])
            elif kw == "mantra":
                out += [("mantra", x) for x in range(12) if s.ghost_spaces[x] >= 0 and s.mantra_space != x]
            elif kw == "move_other":
                out += _guiding_hand(s, b)
    elif step == ACTION:
        out = _action_choices(s, b)
        if (not s.actions_taken and POWER_KW[b][s.power_side[b]] == "move_other" and "power_self" not in
                s.used_this_turn and not board_disabled(s, b)):
            # G-9.3: the quick reference moves the other Taoist after Red's move, the US rulebook before it
            out += _guiding_hand(s, b)
    else:
        out = _suling_options(s)
        if s.taoist_alive[b] and s.taoist_tile[b] == 4 and s.power_tokens_on_centre:
            # G-11.4: "any number" of the tokens lying there, all of them offered first
            out = [("power_tokens", n) for n in range(s.power_tokens_on_centre, 0, -1)] + out
        if s.buddhas_held[b] > s.buddhas_gained_this_turn[b]:
            out += [("buddha", x) for x in ADJ_SPACES[s.taoist_tile[b]] if s.ghost_spaces[x] < 0 and not s.buddha_on_space[x]]
        k = CORNER_OF_TILE[s.taoist_tile[b]]
        if k >= 0 and s.moon_crystals[b] > s.crystals_gained_this_turn[b] and not s.barrier_crystals[k]:
            out.append(("crystal", k))
        out.append(("end",))
    if s.yin_yang_unused[b] or s.power_tokens[b] or s.artifacts[b]:   # most listings have no free option: skip the call
        _add_free_options(s, b, out)      # out is always a fresh list here: the options go straight into it
    return out


def _guiding_hand(s: State, b: int) -> list:
    """G-9.3/G-8.3: another living Taoist moves 1 tile, escorting a villager if he likes."""
    out = []
    for x in range(4):
        if x != b and s.taoist_alive[x]:
            out += core.carried_moves(s, "red_push", x, NEAR[s.taoist_tile[x]])
    return out


def _moves(s: State, b: int) -> list:
    """G-9.1/9.3/8.3: stay, 1 tile (2 with Swift Stride), optionally escorting the top villager."""
    p = s.taoist_tile[b]
    # has_power(s, b, "move_two"), inlined: own Swift Stride not disabled by a ghost, or borrowed (G-9.3, G-8.2)
    sdis, i = s.ghost_disables_power, b * 3
    two = (MOVES_TWO_SIDES[b][s.power_side[b]] and s.taoist_alive[b] and not (sdis[i] or sdis[i + 1] or sdis[i + 2]))
    if not two and s.borrowed_powers:
        two = any(MOVES_TWO[x] for x in s.borrowed_powers)
    if s.knocked_down[b] and not two:
        return [WALK_TO[p]]          # G-9.4: the one movement point goes to standing up
    villagers, haunted = s.villagers, s.haunted
    has_villager = bool(villagers[p])
    if has_villager:
        out = [WALK_TO[p]]
        for end, walk_alone, carry_along in ONE_TILE_MOVES[p]:
            out.append(walk_alone)
            if not haunted[end] and len(villagers[end]) < 3:
                out.append(carry_along)
    else:
        out = list(WALKS[p])
    if not two or s.knocked_down[b]:
        return out                   # Swift Stride knocked down: one point stands up, one walks (G-9.4)
    if not has_villager:
        for end, walk_alone, _, detours in TWO_TILE_MOVES[p]:
            out.append(walk_alone)
            if not haunted[end] and len(villagers[end]) < 3:   # only picking one up on the way escorts anyone
                for middle, _, pick_up_on_the_way in detours:
                    if villagers[middle] and not haunted[middle]:
                        out.append(pick_up_on_the_way)
        return out
    for end, walk_alone, carry_along, detours in TWO_TILE_MOVES[p]:
        out.append(walk_alone)
        end_takes_one = not haunted[end] and len(villagers[end]) < 3
        # carry the start tile's villager to the end, or drop it on the way, or pick one up on the way
        carried_through = False
        for middle, drop_on_the_way, pick_up_on_the_way in detours:
            if haunted[middle]:
                continue
            if len(villagers[middle]) < 3:
                carried_through = carried_through or end_takes_one
                out.append(drop_on_the_way)
            if villagers[middle] and end_takes_one:
                out.append(pick_up_on_the_way)
        if carried_through:
            out.append(carry_along)
    return out


def _action_choices(s: State, b: int) -> list:
    """G-10.1/10.2: one action (two with the blue powers), or skip."""
    out = [("skip",)]
    kinds = s.actions_taken
    act = exorcise = save = True
    if kinds:
        if has_power(s, b, "exorcise_and_act") and "borrowed_blue" not in s.used_this_turn:
            act = save = kinds[0] == "exorcise"
            exorcise = not act
        else:
            first = kinds[0]
            act, exorcise, save = first == "act", first == "exorcise", first == "save"
    p = s.taoist_tile[b]
    if act and not s.haunted[p] and (ALWAYS_USABLE[s.tile_kind_at[p]] or tiles.usable(s, b, s.tile_kind_at[p])):
        out.append(("act",))
    if exorcise:
        sp, sbud, needs_buddha = s.ghost_spaces, s.buddha_on_space, TABLES.needs_buddha
        adj = []
        for x in ADJ_SPACES[p]:         # exorcism.exorcisable, inlined: this runs on every step-2 listing
            c = sp[x]
            if c >= 0 and (not needs_buddha[c] or sbud[x]):
                adj.append(x)
                out.append(SINGLE[x])
        if len(adj) == 2:
            out.append(("exorcise", tuple(adj)))
    if save and p == s.portal_tile and s.villagers[p]:
        out.append(("save",))
    return out


def _suling_options(s: State) -> list:
    """G-11.1: after a death, a curse-die roll or a haunting this turn, Su-Ling takes a free Haunting icon."""
    if not s.suling_may_come or "suling" in s.used_this_turn or not s.board_played[s.active_board]:
        return []
    sp = s.ghost_spaces
    # Su-Ling may go to an empty space or a regular ghost's, read per space from a per-card table in one pass
    may_go = list(map(TABLES.suling_may_stand_with.__getitem__, sp))
    hpos = s.haunter_steps
    if any(hpos):             # a haunter figure on its way: not beside that ghost either
        for x in range(12):
            if hpos[x] and sp[x] >= 0:
                may_go[x] = False
    if s.suling_space >= 0:   # she moves: the space she guards now is not offered
        may_go[s.suling_space] = False
    return list(compress(SULING, may_go))


def _add_free_options(s: State, b: int, out: list) -> None:
    """Append the Yin-Yang (G-8.1), power token (G-8.2) and one-shot artifact (G-14.1) options, between steps."""
    arts, yy, ptok = s.artifacts[b], s.yin_yang_unused[b], s.power_tokens[b]
    if yy:
        haunted = s.haunted
        if 1 in haunted:                # usually no tile is haunted: skip the scan
            out += [YY_UNHAUNT[p] for p in range(9) if haunted[p]]
        out += compress(YY_ACT, tiles.usable_flags(s, b))     # YY_ACT[kind] for each usable kind
    if ptok > 0 and s.yang_step <= ACTION:
        player, qi, borrowed, sdis = s.board_played, s.qi, s.borrowed_powers, s.ghost_disables_power
        for board, i, option, _ in (LENDABLE_POWERS if s.yang_step == PRE_MOVE else LENDABLE_AFTER_MOVING):
            # board_disabled, inlined: every listing of a solo game asks this
            if not (player[board] or qi[board] <= 0 or sdis[i] or sdis[i + 1] or sdis[i + 2] or board in borrowed):
                out.append(option)
    if not arts:
        return
    if arts & LIFE_POTION:
        revivable = tiles.revivable(s)
        out += [("potion", x) for x in range(4) if (s.board_played[x] and s.taoist_alive[x]) or x in revivable]
        if tiles._cemetery_villager_ok(s):
            out += [("potion_villager", f) for f in sorted({TABLES.villager_family[v] for v in s.graveyard})]
    if arts & MOON_DUST and s.reserve_crystals > 0:
        out.append(("moon_dust",))
    if arts & SCROLL and s.moved and any(s.taoist_alive[x] and x != b and s.taoist_tile[x] != s.taoist_tile[b] for x in range(4)):
        out.append(("scroll",))
    if arts & FIREWORKS:
        out += [("fireworks", k) for k in tiles.usable_kinds(s, b)]


def apply(s: State, action) -> None:
    """Apply a Yang-phase action already known to be legal."""
    b = s.active_board
    name = action[0]
    s.cause = ("taoist", b, name)
    # the most frequent actions of random and advised play are tested first
    if name == "move":
        _move(s, b, action[1], action[2], action[3] if len(action) > 3 else -1)
    elif name == "end":
        end_turn(s)
    elif name == "skip":
        _to_place(s, b)
    elif name == "power":
        _borrow(s, b, action[1])
    elif name == "act":
        _spend_action(s, "act")
        tiles.perform(s, b, s.tile_kind_at[s.taoist_tile[b]])
    elif name == "suling" or name == "buddha" or name == "crystal":
        _place(s, b, action)
    elif name == "exorcise":
        _spend_action(s, "exorcise")
        s.used_this_turn.append("exorcised")
        exorcism.start(s, b, action[1])
    elif name == "save":
        _spend_action(s, "save")
        core.save_top(s, s.taoist_tile[b])
    elif name == "power_tokens":
        s.power_tokens[b] += action[1]
        s.power_tokens_on_centre -= action[1]
        s.log_entries.append(("power_tokens_taken", s.cause, b))
    else:
        _power_or_free(s, b, action)


def _move(s: State, b: int, d: int, escort: int, middle: int = -1) -> None:
    """The Taoist walks to tile d, escorting a villager as `escort` names it (G-8.3, names in state.py)."""
    p = s.taoist_tile[b]
    if s.knocked_down[b]:
        s.knocked_down[b] = 0
        s.log_entries.append(("taoist_stood_up", s.cause, b))
    if escort != WALK_ALONE:
        src, dst = (p, d) if escort == CARRY_ALONG else (middle, d) if escort == PICK_UP_ON_THE_WAY else (p, middle)
        s.villagers[dst].append(s.villagers[src].pop())
        s.log_entries.append(("villager_escorted", s.cause, b, src, dst))
    elif d != p:
        s.log_entries.append(("taoist_walked", s.cause, b, d))
    s.taoist_tile[b] = d
    s.moved = True
    s.yang_step = ACTION


def _spend_action(s: State, kind: str) -> None:
    s.actions_taken.append(kind)
    s.actions_left -= 1
    if s.actions_left <= 0:
        _to_place(s, s.active_board)


def _to_place(s: State, b: int) -> None:
    """Step 3 begins; a Taoist standing on the centre picks up the power tokens there (G-11.4)."""
    s.yang_step = PLACE


def _place(s: State, b: int, action) -> None:
    name, x = action
    if name == "suling":
        s.used_this_turn.append("suling")
        s.suling_space = x
        s.log_entries.append(("suling_placed", s.cause, x))
        k = CORNER_OF_TILE[FACE[x]]
        if k >= 0 and not s.barrier_crystals[k] and s.reserve_crystals > 0:   # G-11.2: the receptacle "may"
            decide(s, "suling_crystal", s.seat_of_board[b], [("suling_crystal", k, 1), ("suling_crystal", k, 0)],
                   "suling_crystal_chosen")
    elif name == "buddha":
        s.buddhas_held[b] -= 1
        s.buddha_on_space[x] = 1
        s.log_entries.append(("buddha_placed", s.cause, x))
    else:
        s.moon_crystals[b] -= 1
        s.barrier_crystals[x] = 1
        s.crystals_placed_this_turn += 1
        s.log_entries.append(("crystal_set", s.cause, x))


def _power_or_free(s: State, b: int, action) -> None:
    name = action[0]
    if name == "yellow_token":
        s.used_this_turn.append("power_self")
        take_tao(s, b, action[1])
    elif name == "mantra":
        s.used_this_turn.append("power_self")
        s.mantra_space = action[1]
        s.log_entries.append(("mantra_placed", s.cause, action[1]))
    elif name == "red_push":
        s.used_this_turn.append("power_self")
        if len(action) > 3:
            core.carry(s, action[1], s.taoist_tile[action[1]], action[2])
        s.taoist_tile[action[1]] = action[2]
        s.log_entries.append(("taoist_moved", s.cause, action[1], action[2]))
    elif name == "yy_unhaunt":
        s.yin_yang_unused[b] = 0
        tiles.unhaunt(s, action[1])
    elif name == "yy_act":
        s.yin_yang_unused[b] = 0
        tiles.perform(s, b, action[1])
    elif name == "potion":
        s.artifacts[b] &= ~LIFE_POTION
        x = action[1]
        if s.taoist_alive[x]:
            core.gain_qi(s, x, 1)
        else:
            tiles.revive(s, x, 1)
    elif name == "potion_villager":
        s.artifacts[b] &= ~LIFE_POTION
        tiles.revive_villager(s, action[1])
    elif name == "moon_dust":
        s.artifacts[b] &= ~MOON_DUST
        s.reserve_crystals -= 1
        s.moon_crystals[b] += 1
        s.crystals_gained_this_turn[b] += 1
    elif name == "scroll":
        s.artifacts[b] &= ~SCROLL
        s.log_entries.append(("scroll_read", s.cause, b))
        for x in (3, 2, 1, 0):
            if s.taoist_alive[x] and x != b and s.taoist_tile[x] != s.taoist_tile[b]:
                core.push(s, "offer_scroll", x, b)
    elif name == "fireworks":
        s.artifacts[b] &= ~FIREWORKS
        tiles.perform(s, b, action[1])


@task("suling_crystal_chosen")
def _suling_crystal_chosen(s: State, action) -> None:
    k = action[1]
    if action[2]:
        s.reserve_crystals -= 1
        s.barrier_crystals[k] = 1
        s.crystals_placed_this_turn += 1
        s.log_entries.append(("crystal_set", s.cause, k))


@task("offer_scroll")
def _offer_scroll(s: State, x: int, b: int) -> None:
    """Scroll of Unity: Taoist x may jump to b's tile (his own choice, G-H.3)."""
    seat = s.seat_of_board[x]
    opts = [("scroll_join", x, 1), ("scroll_join", x, 0)]
    p, d = s.taoist_tile[x], s.taoist_tile[b]
    if s.villagers[p] and not s.haunted[d] and len(s.villagers[d]) < 3:
        opts.insert(1, ("scroll_join", x, 2))          # G-14.3 Teng: optionally escorting a villager (G-8.3)
    decide(s, "scroll_join", seat, opts, "scroll_answer", b)


@task("scroll_answer")
def _scroll_answer(s: State, action, b: int) -> None:
    if action[2]:
        if action[2] == 2:
            core.carry(s, action[1], s.taoist_tile[action[1]], s.taoist_tile[b])
        s.taoist_tile[action[1]] = s.taoist_tile[b]
        s.log_entries.append(("taoist_moved", s.cause, action[1], s.taoist_tile[b]))


def _borrow(s: State, b: int, x: int) -> None:
    """G-8.2: a power token borrows a neutral board's side-A power (G-G.6) for this turn."""
    s.power_tokens[b] -= 1
    s.power_tokens_on_centre += 1
    s.borrowed_powers.append(x)
    s.log_entries.append(("power_borrowed", s.cause, b, x))
    kw = POWER_KW[x][0]
    if kw == "take_tao":
        reserve, opts = s.reserve_tao, []
        for c in TAO_COLOURS:
            if reserve[c] > 0:
                opts.append(TAKE_TAO[c])
        if opts:
            decide(s, "take_tao", s.seat_of_board[b], opts, "borrowed_token", b)
    elif kw == "double_action":
        s.actions_left += 1
        s.used_this_turn.append("borrowed_blue")


@task("borrowed_token")
def _borrowed_token(s: State, action, b: int) -> None:
    take_tao(s, b, action[1])
