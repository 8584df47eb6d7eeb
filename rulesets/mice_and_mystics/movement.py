"""Mouse movement over one room's space graph: step costs (yellow and red lines, currents) and reach.

Steps are counted as in M-6: a normal step costs 1, crossing a yellow line against its arrow costs 3
(M-6.4), red lines and walls leave spaces non-adjacent (M-6.5, M-6.6), entering water ends the move
(M-6.10) and nobody swims against a current (M-6.11). Minions ignore all of this (M-13.3).
"""
from __future__ import annotations

import heapq

from engine.rules.api import IllegalAction

AGAINST_ARROW = 3


def step_cost(face, a: str, b: str, minion: bool = False) -> int:
    """Movement a mouse (or a minion) spends to step from space a to space b; IllegalAction if it may not."""
    sa = face.space(a)
    if b not in sa.adjacent:
        red = any(set(l.between) == {a, b} for l in face.red_lines)
        if red and minion:
            return 1  # minions ignore red lines (M-13.3)
        if red:
            raise IllegalAction("M-6.5", f"a red line parts {a} from {b}")
        raise IllegalAction("M-6.2", f"{b} is not adjacent to {a}")
    if minion:
        return 1
    sb = face.space(b)
    if sb.water and sb.current_to == a:
        raise IllegalAction("M-6.11", f"{a} to {b} is against the current")
    for line in face.yellow_lines:
        if set(line.between) == {a, b}:
            return 1 if line.toward == b else AGAINST_ARROW
    return 1


def reach(face, start: str, budget: int) -> dict:
    """{space: cheapest movement spent} for every space a mouse starting at `start` can reach with `budget`."""
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, sid = heapq.heappop(heap)
        if cost > best.get(sid, cost):
            continue
        if sid != start and face.space(sid).water:
            continue  # entering water ends the mouse's movement (M-6.10)
        for n in face.space(sid).adjacent:
            try:
                c = cost + step_cost(face, sid, n)
            except IllegalAction:
                continue
            if c <= budget and c < best.get(n, budget + 1):
                best[n] = c
                heapq.heappush(heap, (c, n))
    return best
