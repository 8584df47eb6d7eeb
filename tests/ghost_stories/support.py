"""Builders for Ghost Stories rules tests: a real set-up game, cleared to a known position."""
from __future__ import annotations

from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.state import ACTION, PLACE, PRE_MOVE


def game(players=2, difficulty="normal", variant=None, seed=1, **extra):
    cfg = rules.config_for(players, variant, difficulty)
    cfg.update(extra)
    return rules.setup(cfg, seed)


def clear(s, active=0, step=PRE_MOVE):
    """Every ghost back to the deck top, no pending work, board `active` at the given Yang step."""
    for x in range(12):
        if s.sp[x] >= 0:
            s.deck.append(s.sp[x])
            s.sp[x] = -1
        s.hpos[x] = s.sdis[x] = s.scap[x] = s.sbud[x] = 0
    s.stack.clear()
    if s.dec is not None and s.dec[0] == "place_ghost":
        s.deck.append(s.dec[3][1])      # the card drawn by setup's first turn goes back on top
    s.dec = None
    s.active = active
    s.phase = "yang"
    s.step = step
    s.acts_left = 1
    s.act_kinds, s.used, s.borrowed = [], [], []
    s.trig_suling = False
    s.version += 1
    return s


def card(s, cid: str) -> int:
    return s.T.card_id.index(cid)


def regular(s, colour: int, req=None, yin=None, entry=False, skip=0, exit=True) -> int:
    """A regular ghost card of that colour; req/yin (opcode, -1 = none) narrow it down, entry=False
    wants no entry symbol, skip picks a later match so two calls can give two different cards."""
    T = s.T
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
        if x != b and s.alive[x] and s.pos[x] == s.pos[b]:
            s.pos[x] = 8 if s.pos[b] != 8 else 0
    s.version += 1
    return s


def put(s, c: int, space: int) -> None:
    """Place card c on a space without its entry symbol (taken from wherever it is)."""
    for pile in (s.deck, s.removed, s.discard, s.box):
        if c in pile:
            pile.remove(c)
    s.sp[space] = c


def run(s):
    core.run(s)
    return s


def act(s, action):
    return rules.apply(s, action)


__all__ = ["game", "clear", "alone", "card", "regular", "put", "run", "act", "ACTION", "PLACE", "PRE_MOVE"]
