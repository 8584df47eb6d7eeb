"""Turn flow: the Yin phase (ghost actions, overrun, ghost arrival), end of turn and the Mystic Barrier."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.arrival import bring_ghost
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.core import decide, qi_loss, table_seat
from rulesets.ghost_stories.rules.effects import ghost_effect
from rulesets.ghost_stories.rules.exorcism import barrier_roll
from rulesets.ghost_stories.rules.families import fill_barrier
from rulesets.ghost_stories.rules.powers import board_disabled
from rulesets.ghost_stories.rules.state import POWER_KW, PRE_MOVE, SPACES_LAST_FIRST, State
from rulesets.ghost_stories.rules.tasks import task

TURN_CAUSES = tuple(("turn", b) for b in range(4))     # the cause of what a board's turn start writes
NOTHING_GAINED = [0, 0, 0, 0]                           # compared with, never changed
NEXT_BOARD = (1, 2, 3, 0)                               # boards take their turns clockwise from red (G-4)


@task("start_turn")
def start_turn(s: State, b: int) -> None:
    """G-4: every board takes a turn, Yin phase first; only a Taoist's board gets a Yang phase. A neutral board
    whose ghosts do nothing ends its turn at once, and the next board's turn starts in the same loop."""
    # What a turn clears is cleared once: the idle neutral turns of the loop below set none of it again.
    s.suling_may_come = False
    s.crystals_placed_this_turn = 0
    s.claw_used = False
    # only a Yang phase sets these: most turns there is nothing to clear
    if s.buddhas_gained_this_turn != NOTHING_GAINED:
        s.buddhas_gained_this_turn = [0, 0, 0, 0]
    if s.crystals_gained_this_turn != NOTHING_GAINED:
        s.crystals_gained_this_turn = [0, 0, 0, 0]
    sp, board_played, log = s.ghost_spaces, s.board_played, s.log_entries
    turns = s.board_turns
    # Only the board whose turn goes on needs the turn's fields set: an idle neutral board's turn just counts and logs.
    while True:
        turns += 1
        player = board_played[b]
        log.append(("turn_started", None, b, turns, player))
        i = b * 3
        if sp[i] < 0 and sp[i + 1] < 0 and sp[i + 2] < 0:
            acting = ()                     # an empty board: no ghost acts (the usual solo neutral board)
            if player:
                break
        else:
            suling, yin = s.suling_space, TABLES.yin
            # spaces are listed right to left (G-5.2); pushed from the last so that they pop in that order
            acting = []
            for x in SPACES_LAST_FIRST[b]:  # a plain loop: cheaper than a comprehension for three items
                if sp[x] >= 0 and suling != x and yin[sp[x]]:
                    acting.append(x)
            # a neutral board whose ghosts do nothing can only be overrun if it is full (it draws no card)
            if player or acting or (sp[i] >= 0 and sp[i + 1] >= 0 and sp[i + 2] >= 0):
                break
        # An idle neutral board: its turn ends here (end_turn, inlined). No crystal was set this turn, so only a
        # Mystic Barrier the Zhou reward left pending comes between this turn and the next board's.
        if s.barrier_pending:
            _turn_fields(s, b, turns)
            end_turn(s)
            return
        b = NEXT_BOARD[b]
    s.active_board = b                  # _turn_fields, inlined: every turn start runs this
    s.alive_at_turn_start = s.taoist_alive[b]
    s.board_turns = turns
    s.cause = TURN_CAUSES[b]
    s.phase = "yin"
    stack = s.tasks
    stack.append(("yang_start", b) if player else END_TURN)
    if not acting:      # no ghost acts first: the overrun or arrival now, as popping its task next would do
        overrun_or_arrival(s, b)
        return
    stack.append(("overrun_or_arrival", b))
    first = acting.pop()                # the leftmost acting ghost would pop first: it acts now
    for space in acting:                # `yin` was read above whenever a ghost acts
        card = sp[space]
        keyword, n, col = yin[card][0]
        stack.append(("ghost_effect", keyword, space, card, b, n, col))
    card = sp[first]
    keyword, n, col = yin[card][0]
    ghost_effect(s, keyword, first, card, b, n, col)


def _turn_fields(s: State, b: int, turns: int) -> None:
    """The fields a turn start sets: whose turn it is, whether its Taoist lived then, the turn count, the cause."""
    s.active_board = b
    s.alive_at_turn_start = s.taoist_alive[b]
    s.board_turns = turns
    s.cause = TURN_CAUSES[b]
    s.phase = "yin"


@task("overrun_or_arrival")
def overrun_or_arrival(s: State, b: int) -> None:
    """G-6.1: a full board costs 1 Qi and skips the arrival; otherwise a ghost arrives (G-7) -- but not on a
    neutral board's turn: its ghosts act and it can be overrun, yet it draws no card (G-4.2/G-G.6, the
    published rule for neutral boards; drawing there too tripled the solo arrival rate)."""
    sp = s.ghost_spaces
    i = b * 3
    if sp[i] >= 0 and sp[i + 1] >= 0 and sp[i + 2] >= 0:
        s.cause = ("overrun", b)
        s.log_entries.append(("board_overrun", None, b))
        qi_loss(s, b, 1)
    elif s.board_played[b]:
        s.cause = ("arrival", b)
        bring_ghost(s)


# ---- Yang phase entry and end of turn -------------------------------------------------------------------------

# Per board, per power side: whether the power gives two actions a turn (G-18.4 blue powers)
TWO_ACTIONS = tuple(tuple(kw in ("double_action", "exorcise_and_act") for kw in sides) for sides in POWER_KW)


@task("yang_start")
def yang_start(s: State, b: int) -> None:
    if not s.board_played[b] or not (s.taoist_alive[b] or s.alive_at_turn_start):
        end_turn(s)                     # no Taoist: Yin phase only (G-4.2, G-13.4)
        return
    s.phase = "yang"
    s.yang_step = PRE_MOVE
    s.moved = False
    s.actions_left = 2 if (TWO_ACTIONS[b][s.power_side[b]] and s.taoist_alive[b] and not _disabled(s, b)) else 1
    s.actions_taken = []
    s.used_this_turn = []
    s.borrowed_powers = []


def _disabled(s, b):
    return board_disabled(s, b)


@task("end_turn")
def end_turn(s: State) -> None:
    """After the Yang phase: the Mystic Barrier if the 4th crystal went up (G-12.0), then the next board."""
    s.phase = "yin"
    nxt = (s.active_board + 1) % 4
    if not (s.barrier_pending or (s.crystals_placed_this_turn and min(s.barrier_crystals) == 1)):
        # Nothing comes between: start the next turn now rather than queue it and pop it at once (start_turn
        # itself runs through idle neutral boards).
        start_turn(s, nxt)
        return
    s.tasks.append(("start_turn", nxt))
    zhou = s.barrier_pending
    s.barrier_pending = False
    s.cause = ("barrier",)
    s.tasks.append(("barrier_end",))
    for k in (4, 3, 2, 1):
        s.tasks.append(("barrier_board", (s.active_board + k) % 4))
    s.log_entries.append(("barrier_rises", None))
    if zhou:
        fill_barrier(s)


END_TURN = ("end_turn",)   # a neutral board's turn ends right after its Yin phase (G-4.2)


# ---- Mystic Barrier (G-12) -------------------------------------------------------------------------------------

@task("barrier_board")
def barrier_board(s: State, b: int) -> None:
    """G-12.1: this board either spends a crystal to save a villager or rolls all 4 dice at its ghosts."""
    opts = []
    if sum(s.barrier_crystals):
        portal = s.portal_tile
        if s.villagers[portal]:
            opts.append(("barrier_save", portal))
        else:
            opts += [("barrier_save", p) for p in range(9) if s.villagers[p]]
    if any(s.ghost_spaces[x] >= 0 and not TABLES.is_wf[s.ghost_spaces[x]] for x in range(b * 3, b * 3 + 3)):
        opts.append(("barrier_roll", b))
    if not opts:
        return
    seat = s.seat_of_board[b] if s.board_played[b] and s.taoist_alive[b] else table_seat(s)
    decide(s, "barrier", seat, opts, "barrier_chosen", b)


@task("barrier_chosen")
def _barrier_chosen(s: State, action, b: int) -> None:
    if action[0] == "barrier_save":
        for k in range(4):
            if s.barrier_crystals[k]:
                s.barrier_crystals[k] = 0
                s.reserve_crystals += 1
                break
        core.save_top(s, action[1])
        return
    barrier_roll(s, b)


@task("barrier_end")
def barrier_end(s: State) -> None:
    """G-12.3: Su-Ling and every crystal left on the barrier go back to the reserve."""
    s.suling_space = -1
    for k in range(4):
        if s.barrier_crystals[k]:
            s.barrier_crystals[k] = 0
            s.reserve_crystals += 1
