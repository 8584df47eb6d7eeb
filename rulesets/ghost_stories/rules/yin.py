"""Turn flow: the Yin phase (ghost actions, overrun, ghost arrival), end of turn and the Mystic Barrier."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.core import decide, qi_loss, table_seat
from rulesets.ghost_stories.rules.effects import GHOST_HANDLERS, board_disabled, fill_barrier, push_effects
from rulesets.ghost_stories.rules.state import ARMOUR, BLACK, COLOUR_NAMES, POWER_KW, PRE_MOVE, SHIELD, State


def start_turn(s: State, b: int) -> None:
    """G-4: every board takes a turn, Yin phase first; only a Taoist's board gets a Yang phase."""
    s.active = b
    s.alive_at_start = s.alive[b]
    s.turn += 1
    s.trig_suling = False
    s.cry_placed = 0
    s.claw_used = False
    bn, cn = s.bud_new, s.cry_new       # only a Yang phase sets these: most turns there is nothing to clear
    if bn[0] or bn[1] or bn[2] or bn[3]:
        s.bud_new = [0, 0, 0, 0]
    if cn[0] or cn[1] or cn[2] or cn[3]:
        s.cry_new = [0, 0, 0, 0]
    player = s.player[b]
    s.log.append(TURN_TEXT[b][player] % s.turn)
    sp = s.sp
    i = b * 3
    if sp[i] < 0 and sp[i + 1] < 0 and sp[i + 2] < 0:
        acting = ()                     # an empty board: no ghost acts (the usual solo neutral board)
    else:
        suling, yin = s.suling, s.T.yin
        # spaces are listed right to left (G-5.2); pushed from the last so that they pop in that order
        acting = []
        for x in (i + 2, i + 1, i):     # a plain loop: cheaper than a comprehension for three items
            if sp[x] >= 0 and suling != x and yin[sp[x]]:
                acting.append(x)
    # a neutral board whose ghosts do nothing can only be overrun if it is already full (it draws no card)
    if not (player or acting or (sp[i] >= 0 and sp[i + 1] >= 0 and sp[i + 2] >= 0)):
        end_turn(s)    # an idle neutral board: same as pushing END_TURN and popping it next (saves a task)
        return
    stack = s.stack
    yin = s.T.yin
    stack.append((yang_start, b) if player else END_TURN)
    stack.append((overrun_or_arrival, b))
    for space in acting:
        card = sp[space]
        op, n, col = yin[card][0]
        stack.append((GHOST_HANDLERS[op], space, card, b, n, col))


TURN_TEXT = tuple(("turn %d: " + c + " board (neutral)", "turn %d: " + c + " board") for c in COLOUR_NAMES[:4])
PLACE_OPTS = tuple(("place_ghost", x) for x in range(12))


def overrun_or_arrival(s: State, b: int) -> None:
    """G-6.1: a full board costs 1 Qi and skips the arrival; otherwise a ghost arrives (G-7) -- but not on a
    neutral board's turn: its ghosts act and it can be overrun, yet it draws no card (G-4.2/G-G.6, the
    published rule for neutral boards; drawing there too tripled the solo arrival rate)."""
    sp = s.sp
    i = b * 3
    if sp[i] >= 0 and sp[i + 1] >= 0 and sp[i + 2] >= 0:
        s.log.append(f"the {COLOUR_NAMES[b]} board is overrun")
        qi_loss(s, b, 1)
    elif s.player[b]:
        bring_ghost(s)


def bring_ghost(s: State) -> None:
    """G-7.1-7.3: draw the top card (the last card loses) and put it on the board of its colour."""
    sp = s.sp
    if min(sp) >= 0:
        s.log.append("every ghost space is full")
        qi_loss(s, s.active, 1)
        return
    deck = s.deck
    T = s.T
    if len(deck) <= 1 and s.wf_left > 0:
        core.lose(s, "the last ghost card had to be drawn while a Wu-Feng lives (G-7.2)")
        return
    card = deck.pop()
    s.reveals += 1
    a = s.active
    if s.arts[a] & SHIELD and not T.is_wf[card] and T.colour[card] == a:
        for _ in range(len(deck)):  # G-14.3 Miao: Shield of Time, unlimited but never endless
            deck.insert(0, card)
            card = deck.pop()
            if T.is_wf[card] or T.colour[card] != a:
                break
    place_card(s, card)


def place_card(s: State, card: int) -> None:
    T = s.T
    colour = T.colour[card]
    b = s.active if colour == BLACK else colour
    sp = s.sp
    i = b * 3
    empty = [x for x in (i, i + 1, i + 2) if sp[x] < 0]
    if not empty:
        empty = [x for x in range(12) if sp[x] < 0]
    if not empty:  # only a Wu-Feng out of the box can meet 12 full spaces: it waits on top of the deck
        s.deck.append(card)
        qi_loss(s, s.active, 1)
        return
    s.log.append(f"{T.card_name[card]} ({COLOUR_NAMES[colour]}) arrives")
    if len(empty) == 1:
        place_on(s, card, empty[0])
    else:
        decide(s, "place_ghost", table_seat(s), [PLACE_OPTS[x] for x in empty], _space_chosen, card)


def _space_chosen(s: State, action, card: int) -> None:
    place_on(s, card, action[1])


def place_on(s: State, card: int, space: int) -> None:
    """G-7.4-7.6: Buddha and Su-Ling checks, then the entry symbol, which hits the board's owner."""
    T = s.T
    if T.is_wf[card]:
        if s.sbud[space] and not T.needs_buddha[card]:
            s.sbud[space] = 0
            core.buddha_home(s)
        if s.suling == space:
            s.suling = -1
    elif s.sbud[space]:
        s.sbud[space] = 0
        core.buddha_home(s)
        s.discard.append(card)
        s.log.append(f"a Buddha destroys {T.card_name[card]} on arrival")
        return
    s.sp[space] = card
    s.hpos[space] = 0
    s.sdis[space] = 0
    s.scap[space] = 0
    owner = space // 3
    if T.entry[card] and not (s.arts[owner] & ARMOUR and not T.is_wf[card]):
        push_effects(s, T.entry[card], space, card, owner)


def remove_ghost(s: State, space: int, to_discard: bool = True) -> int:
    card = s.sp[space]
    s.sp[space] = -1
    s.hpos[space] = s.sdis[space] = s.scap[space] = 0
    if s.mantra == space:
        s.mantra = -1
    if s.T.needs_buddha[card] and s.sbud[space]:
        s.sbud[space] = 0
        core.buddha_home(s)
    if to_discard:
        s.discard.append(card)
    return card


# ---- Yang phase entry and end of turn -------------------------------------------------------------------------

def yang_start(s: State, b: int) -> None:
    if not s.player[b] or not (s.alive[b] or s.alive_at_start):
        end_turn(s)                     # no Taoist: Yin phase only (G-4.2, G-13.4)
        return
    s.phase = "yang"
    s.step = PRE_MOVE
    s.moved = False
    twin = POWER_KW[b][s.side[b]] in ("double_action", "exorcise_and_act")
    s.acts_left = 2 if (twin and s.alive[b] and not _disabled(s, b)) else 1
    s.act_kinds = []
    s.used = []
    s.borrowed = []


def _disabled(s, b):
    return board_disabled(s, b)


def end_turn(s: State) -> None:
    """After the Yang phase: the Mystic Barrier if the 4th crystal went up (G-12.0), then the next board."""
    s.phase = "yin"
    nxt = (s.active + 1) % 4
    if not (s.barrier or (s.cry_placed and min(s.recept) == 1)):
        # Nothing comes between: start the next turn now rather than queue it and pop it at once. The
        # recursion through idle neutral boards is at most 3 deep (a Taoist's board always queues its Yang).
        start_turn(s, nxt)
        return
    s.stack.append((start_turn, nxt))
    s.barrier = False
    fill_barrier(s)
    s.log.append("the Mystic Barrier rises")
    s.stack.append((barrier_end,))
    for k in (4, 3, 2, 1):
        s.stack.append((barrier_board, (s.active + k) % 4))


END_TURN = (end_turn,)   # a neutral board's turn ends right after its Yin phase (G-4.2)


# ---- Mystic Barrier (G-12) -------------------------------------------------------------------------------------

def barrier_board(s: State, b: int) -> None:
    """G-12.1: this board either spends a crystal to save a villager or rolls all 4 dice at its ghosts."""
    opts = []
    if sum(s.recept):
        portal = s.portal
        if s.vill[portal]:
            opts.append(("barrier_save", portal))
        else:
            opts += [("barrier_save", p) for p in range(9) if s.vill[p]]
    if any(s.sp[x] >= 0 and not s.T.is_wf[s.sp[x]] for x in range(b * 3, b * 3 + 3)):
        opts.append(("barrier_roll", b))
    if not opts:
        return
    seat = s.seat_of[b] if s.player[b] and s.alive[b] else table_seat(s)
    decide(s, "barrier", seat, opts, _barrier_chosen, b)


def _barrier_chosen(s: State, action, b: int) -> None:
    if action[0] == "barrier_save":
        for k in range(4):
            if s.recept[k]:
                s.recept[k] = 0
                s.res_cry += 1
                break
        core.save_top(s, action[1])
        return
    from rulesets.ghost_stories.rules.exorcism import barrier_roll
    barrier_roll(s, b)


def barrier_end(s: State) -> None:
    """G-12.3: Su-Ling and every crystal left on the barrier go back to the reserve."""
    s.suling = -1
    for k in range(4):
        if s.recept[k]:
            s.recept[k] = 0
            s.res_cry += 1
