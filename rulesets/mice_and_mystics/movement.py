"""Mouse movement over one room's space graph: step costs (yellow and red lines, currents) and reach.

Steps are counted as in M-6: a normal step costs 1, crossing a yellow line against its arrow costs 3
(M-6.4), red lines and walls leave spaces non-adjacent (M-6.5, M-6.6), entering water ends the move
(M-6.10) and nobody swims against a current (M-6.11). Minions ignore all of this (M-13.3).
"""
from __future__ import annotations

import heapq

from engine.i18n import N_
from engine.rules.api import IllegalAction

AGAINST_ARROW = 3


def step_cost(face, a: str, b: str, minion: bool = False, crosses_red: bool = False) -> int:
    """Movement a mouse (or a minion) spends to step from space a to space b; IllegalAction if it may not.
    `crosses_red`: the team's fishhook and line or a levitation scroll lets the mouse cross red lines and,
    on the Pipes face, the gaps between pipes (M-6.6)."""
    sa = face.space(a)
    if b not in sa.adjacent:
        red = any(set(l.between) == {a, b} for l in face.red_lines)
        if red and minion:
            return 1  # minions ignore red lines (M-13.3)
        if red and crosses_red:
            return 1
        if red:
            # a refusal answers a click on space b from a: "that" and "this" name them (the tiles draw no numbers)
            raise IllegalAction("M-6.5", N_("a red line parts that space from the one the mouse stands on"))
        if any(set(g.between) == {a, b} for g in face.gaps):
            if crosses_red and not minion:
                return 1
            raise IllegalAction("M-6.6", N_("a gap between pipes parts that space from the one the mouse stands on; only the "
                                            "fishhook and line or a levitation scroll crosses it"))
        raise IllegalAction("M-6.2", N_("that space is not next to the one the mouse stands on"))
    if minion:
        return 1
    sb = face.space(b)
    if sb.water and sb.current_to == a:
        raise IllegalAction("M-6.11", N_("that step goes against the current"))
    for line in face.yellow_lines:
        if set(line.between) == {a, b}:
            return 1 if line.toward == b else AGAINST_ARROW
    return 1


def crossings(face, sid: str, crosses_red: bool = False, links=()) -> list:
    """Spaces a mouse in `sid` may try to step to: the adjacent ones, with levitation also those across a red
    line or a pipe gap (M-6.5, M-6.6), and the other end of a fishhook and line's link (`links`: pairs of
    spaces, M-18.2)."""
    out = list(face.space(sid).adjacent)
    if crosses_red:
        for line in list(face.red_lines) + list(face.gaps):
            if sid in line.between:
                out.extend(x for x in line.between if x != sid and x not in out)
    for pair in links:
        if sid in pair:
            out.extend(x for x in pair if x != sid and x not in out)
    return out


def move_cost(face, a: str, b: str, crosses_red: bool = False, links=()) -> int:
    """step_cost for a mouse, where a fishhook and line's link joins a and b for 1 over lines and gaps (M-18.2)."""
    if any(set(pair) == {a, b} for pair in links):
        return 1
    return step_cost(face, a, b, crosses_red=crosses_red)


def reach(face, start: str, budget: int, crosses_red: bool = False, blocked=frozenset(),
          stops=frozenset(), links=()) -> dict:
    """{space: cheapest movement spent} for every space a mouse starting at `start` can reach with `budget`.

    A mouse starting in water reaches only the water next to it: stepping onto land is a climb that spends
    the whole move and needs a roll (M-6.10, see `climb_targets`). `blocked` spaces are full (M-6.8): never
    entered nor passed; `stops` hold minions: entered, never left (M-6.9). `crosses_red` (levitation) and
    `links` (the fishhook and line's pairs of spaces) are the crossings beyond adjacency (M-6.6, M-18.2)."""
    best = {start: 0}
    heap = [(0, start)]
    from_water = face.space(start).water
    while heap:
        cost, sid = heapq.heappop(heap)
        if cost > best.get(sid, cost):
            continue
        if sid != start and (face.space(sid).water or sid in stops):
            continue  # entering water ends the mouse's movement (M-6.10); so does meeting a minion (M-6.9)
        for n in crossings(face, sid, crosses_red, links):
            if n in blocked or (from_water and sid == start and not face.space(n).water):
                continue
            try:
                c = cost + move_cost(face, sid, n, crosses_red, links)
            except IllegalAction:
                continue
            if c <= budget and c < best.get(n, budget + 1):
                best[n] = c
                heapq.heappush(heap, (c, n))
    return best


CLIMB_RULE = "M-6.10"


def climb_targets(face, start: str, blocked=frozenset()) -> list:
    """Land spaces a mouse in water may try to climb into: adjacent, not full, not against the current."""
    if not face.space(start).water:
        return []
    out = []
    for n in face.space(start).adjacent:
        if face.space(n).water or n in blocked:
            continue
        try:
            step_cost(face, start, n)
        except IllegalAction:
            continue
        out.append(n)
    return out


def climb_dice(mice_in_target: int) -> int:
    """Dice a mouse rolls to climb out of water: the mice already in the target space + 1 (M-6.10)."""
    return mice_in_target + 1


def carried_to(face, sid: str):
    """Where a current carries a mouse that ends its turn in `sid` (M-6.11): ('space', id), ('off', side)
    when it flows off the tile (the mouse is captured), or None outside a current."""
    s = face.space(sid)
    if s.current_to:
        return ("space", s.current_to)
    if s.current_off:
        return ("off", s.current_off)
    return None
