"""Builders for Ghost Stories rules tests: a real set-up game, cleared to a known position."""
from __future__ import annotations

from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import ACTION, PLACE, PRE_MOVE


def config(players: int, variant: str | None = None, difficulty: str = "normal") -> dict:
    """INFO's default config for that many players, with another variant or difficulty."""
    cfg = rules.INFO.default_config(players)
    if variant:
        cfg["variant"] = variant
    cfg["difficulty"] = difficulty
    return cfg


def game(players=2, difficulty="normal", variant=None, seed=1, **extra):
    cfg = config(players, variant, difficulty)
    cfg.update(extra)
    return rules.setup(cfg, seed)


def clear(s, active=0, step=PRE_MOVE):
    """Every ghost back to the deck top, no pending work, board `active` at the given Yang step."""
    for x in range(12):
        if s.ghost_spaces[x] >= 0:
            s.deck.append(s.ghost_spaces[x])
            s.ghost_spaces[x] = -1
        s.haunter_steps[x] = s.ghost_disables_power[x] = s.captured_dice[x] = s.buddha_on_space[x] = 0
    s.tasks.clear()
    if s.decision is not None and s.decision[0] == "place_ghost":
        s.deck.append(s.decision[3][1])      # the card drawn by setup's first turn goes back on top
    s.decision = None
    s.active_board = active
    s.phase = "yang"
    s.yang_step = step
    s.actions_left = 1
    s.actions_taken, s.used_this_turn, s.borrowed_powers = [], [], []
    s.suling_may_come = False
    s.cache = None
    return s


def card(s, cid: str) -> int:
    return card_tables().card_id.index(cid)


def regular(s, colour: int, req=None, yin=None, entry=False, skip=0, exit=True) -> int:
    """A regular ghost card of that colour; req/yin (opcode, -1 = none) narrow it down, entry=False
    wants no entry symbol, skip picks a later match so two calls can give two different cards."""
    T = card_tables()
    for c in range(T.n_regular):
        if T.colour[c] != colour or (req is not None and T.req[c][colour] != req):
            continue
        op = T.yin[c][0][0] if T.yin[c] else -1
        if yin is not None and op != yin:
            continue
        if (T.entry[c] and not entry) or (T.exit[c] and not exit):
            continue
        if skip:
            skip -= 1
            continue
        return c
    raise LookupError("no such card")


def alone(s, b: int):
    """Move every other living Taoist off b's tile (so nobody lends tokens, G-10.17)."""
    for x in range(4):
        if x != b and s.taoist_alive[x] and s.taoist_tile[x] == s.taoist_tile[b]:
            s.taoist_tile[x] = 8 if s.taoist_tile[b] != 8 else 0
    s.cache = None
    return s


def put(s, c: int, space: int) -> None:
    """Place card c on a space without its entry symbol (taken from wherever it is)."""
    for pile in (s.deck, s.removed_cards, s.discard_pile, s.wu_fengs_in_box):
        if c in pile:
            pile.remove(c)
    s.ghost_spaces[space] = c


def run(s):
    core.run(s)
    return s


def act(s, action):
    return rules.apply(s, action)


__all__ = ["config", "game", "clear", "alone", "card", "regular", "put", "run", "act", "ACTION", "PLACE", "PRE_MOVE"]
