"""A ghost arrives (G-7): drawing the top card, choosing its space, Buddhas and Su-Ling, its entry symbols;
and a ghost leaving its space."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.core import decide, qi_loss, table_seat
from rulesets.ghost_stories.rules.effects import push_effects
from rulesets.ghost_stories.rules.state import ARMOUR, BLACK, SHIELD, SPACES, SPACES_OF_BOARD, State
from rulesets.ghost_stories.rules.tasks import task

PLACE_OPTS = tuple(("place_ghost", x) for x in range(12))


@task("bring_ghost")
def bring_ghost(s: State) -> None:
    """G-7.1-7.3: draw the top card (the last card loses) and put it on the board of its colour."""
    sp = s.ghost_spaces
    if -1 not in sp:        # every space holds a ghost (an empty one holds -1)
        s.log_entries.append(("spaces_full", s.cause))
        qi_loss(s, s.active_board, 1)
        return
    deck = s.deck
    T = TABLES
    if len(deck) <= 1 and s.wu_fengs_left > 0:
        core.lose(s, "the last ghost card had to be drawn while a Wu-Feng lives (G-7.2)")
        return
    card = deck.pop()
    s.reveals += 1
    a = s.active_board
    if s.artifacts[a] & SHIELD and not T.is_wf[card] and T.colour[card] == a:
        for _ in range(len(deck)):  # G-14.3 Miao: Shield of Time, unlimited but never endless
            deck.insert(0, card)
            card = deck.pop()
            if T.is_wf[card] or T.colour[card] != a:
                break
    place_card(s, card)


def place_card(s: State, card: int) -> None:
    colour = TABLES.colour[card]
    b = s.active_board if colour == BLACK else colour
    sp = s.ghost_spaces
    free = []              # the board's free spaces, as place_ghost options (plain loops: three items)
    for x in SPACES_OF_BOARD[b]:
        if sp[x] < 0:
            free.append(PLACE_OPTS[x])
    if not free:           # a full board: any free space of the village (G-7.3)
        for x in SPACES:
            if sp[x] < 0:
                free.append(PLACE_OPTS[x])
    if not free:  # only a Wu-Feng out of the box can meet 12 full spaces: it waits on top of the deck
        s.deck.append(card)
        qi_loss(s, s.active_board, 1)
        return
    s.log_entries.append(("ghost_arrived", s.cause, card))
    if len(free) == 1:
        place_on(s, card, free[0][1])
    else:
        decide(s, "place_ghost", 0 if s.seat_count == 1 else table_seat(s), free, "space_chosen", card)


@task("space_chosen")
def _space_chosen(s: State, action, card: int) -> None:
    place_on(s, card, action[1])


def place_on(s: State, card: int, space: int) -> None:
    """G-7.4-7.6: Buddha and Su-Ling checks, then the entry symbol, which hits the board's owner."""
    T = TABLES
    if T.is_wf[card]:
        if s.buddha_on_space[space] and not T.needs_buddha[card]:
            s.buddha_on_space[space] = 0
            core.buddha_home(s)
        if s.suling_space == space:
            s.suling_space = -1
    elif s.buddha_on_space[space]:
        s.buddha_on_space[space] = 0
        core.buddha_home(s)
        s.discard_pile.append(card)
        s.log_entries.append(("ghost_destroyed", s.cause, card, space))
        return
    s.ghost_spaces[space] = card      # an empty space carries no markers: invariants() checks it
    owner = space // 3
    if T.entry[card] and not (s.artifacts[owner] & ARMOUR and not T.is_wf[card]):
        push_effects(s, T.entry[card], space, card, owner)


def remove_ghost(s: State, space: int, to_discard: bool = True) -> int:
    card = s.ghost_spaces[space]
    s.ghost_spaces[space] = -1
    s.haunter_steps[space] = s.ghost_disables_power[space] = s.captured_dice[space] = 0
    if s.mantra_space == space:
        s.mantra_space = -1
    if TABLES.needs_buddha[card] and s.buddha_on_space[space]:
        s.buddha_on_space[space] = 0
        core.buddha_home(s)
    if to_discard:
        s.discard_pile.append(card)
    return card
