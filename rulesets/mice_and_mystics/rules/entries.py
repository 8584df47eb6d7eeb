"""Minions entering a room (M-11.2) from the figure pool (M-12.2, M-G.3): where each may go, players choosing
among equals; the board questions only, the placing is flow's."""
from __future__ import annotations

from rulesets.mice_and_mystics import minion_moves, story
from rulesets.mice_and_mystics.rules import state as st

# M-G.3: 16 figures, authored split; rat archers and elite rats stand on rat figures (M-11.3)
FIGURE_POOL = {"rat": 8, "roach": 4, "spider": 2, "centipede": 2, "brodie": 1}     # Brodie: one paw token
FIGURE_OF = {"rat_archer": "rat", "elite_rat": "rat", "rat_mystic": "rat", "captain_vast": "rat",
             "greedy_roach": "roach"}


def figure(kind: str) -> str:
    return FIGURE_OF.get(kind, kind)


def figures_left(s, kind: str) -> int:
    """Figures of this kind's pool not on the board; kinds with no pool (tokens) never run out."""
    if story.minion(kind).boss and any(m["kind"] == kind for m in s.minions):
        return 0                       # a boss (and Brodie) is one figure, never two at once
    pool = FIGURE_POOL.get(figure(kind))
    if pool is None:
        return 10 ** 6
    return pool - sum(figure(m["kind"]) == figure(kind) for m in s.minions)


def entry_order(kinds: list) -> list:
    """M-11.2: small ranged minions first, then large ones, then small melee ones."""
    def step(kind):
        info = story.minion(kind)
        if info.size == "large":
            return 1
        return 0 if info.attack == "ranged" else 2
    return sorted(kinds, key=step)


def options(s, tile: int, kind: str, entered: list) -> list:
    """The entry spaces this figure may go to, the best-looking first; [] when every entry is full."""
    face = st.face(s, tile)
    info = story.minion(kind)
    entries = [sp.id for sp in face.spaces if sp.entry != "none"]
    open_entries = [e for e in entries if not st.is_full(s, [tile, e])]
    if not open_entries:
        return []
    mice = [m["place"][1] for m in s.mice if m["place"] is not None and m["place"][0] == tile]
    if info.size == "small" and info.attack == "ranged":
        red = [sp.id for sp in face.spaces if sp.entry == "red" and sp.id in open_entries]
        pool = red or open_entries
        return minion_moves.farthest_entries(face, pool, mice)       # step 1: farthest from the mice
    if info.size == "large":
        empty = [e for e in open_entries if not st.minions_at(s, [tile, e]) and not st.mice_at(s, [tile, e])]
        pool = empty or open_entries
        far = {e: min((minion_moves.distances(face, e).get(m, 10 ** 6) for m in mice), default=0) for e in pool}
        best = min(far.values())
        return sorted((e for e in pool if far[e] == best), key=_number)   # step 2: nearest empty entry
    # step 3: small melee minions spread out: the open entries holding the fewest of the entering figures
    count = {e: entered.count(e) for e in open_entries}
    least = min(count.values())
    return sorted((e for e in open_entries if count[e] == least), key=_number)


def _number(sid: str) -> int:
    return int(sid[1:]) if sid[1:].isdigit() else 0
