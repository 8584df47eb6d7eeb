"""Minion distances and routes as pure functions: nearest mouse, shortest route, farthest entry (M-13, M-G.10).

Minions step over adjacency plus the pairs a red line parts: they ignore water, yellow and red lines and
mousetraps (M-13.3, M-6.13, M-6.14) but never cross black rock or pipe gaps (M-6.6). Distances are counted
in steps with full spaces passable (M-G.10); moving, a minion neither enters nor passes a full space (M-6.8).
Where the digest leaves a tie to the players, these functions return every tied answer, never one at random.
"""
from __future__ import annotations

from collections import deque


def neighbours(face, sid: str) -> list:
    """Spaces one minion step from `sid`: adjacent ones and those across a red line (M-13.3)."""
    out = list(face.space(sid).adjacent)
    for line in face.red_lines:
        if sid in line.between:
            out.extend(x for x in line.between if x != sid and x not in out)
    return out


def distances(face, start: str, blocked=frozenset()) -> dict:
    """{space: steps} from `start` for a minion; `blocked` spaces are neither entered nor passed."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        sid = queue.popleft()
        for n in neighbours(face, sid):
            if n not in seen and n not in blocked:
                seen[n] = seen[sid] + 1
                queue.append(n)
    return seen


def nearest_mice(face, start: str, mice: list) -> list:
    """The nearest of `mice` ([(name, space)] in initiative order, highest first) to a minion at `start`:
    every mouse at the smallest distance, in initiative order. M-13.4 sends a melee minion toward the first
    of them (the highest on the track); mice off this room or out of reach are not counted."""
    far = distances(face, start)
    near = [(far[space], i, name) for i, (name, space) in enumerate(mice) if space in far]
    if not near:
        return []
    best = min(d for d, _, _ in near)
    return [name for d, _, name in sorted(near) if d == best]


def route_ends(face, start: str, target: str, steps: int, full=frozenset()) -> list:
    """Where a minion may stop moving up to `steps` along the shortest route toward space `target`
    (M-13.4): the spaces it can reach without entering or passing a full space that lie closest to the
    target, and among those the ones reached in the fewest steps. Several answers are a tie the players
    settle (M-G.10); sorted for a stable order. The start itself is an answer when nothing gets closer."""
    to_target = distances(face, target)          # full spaces still count for distance (M-G.10)
    reach = distances(face, start, blocked=set(full) - {start})
    reach = {s: d for s, d in reach.items() if d <= steps}
    inf = len(face.spaces) + 1
    best = min(to_target.get(s, inf) for s in reach)
    if best >= to_target.get(start, inf):
        return [start]
    ends = [s for s in reach if to_target.get(s, inf) == best]
    fewest = min(reach[s] for s in ends)
    return sorted(s for s in ends if reach[s] == fewest)


def ranged_route_ends(face, start: str, target: str, steps: int, mouse_spaces, sees, full=frozenset()) -> list:
    """A ranged minion's stops (M-13.5): it stays put if it sees any mouse; otherwise it walks the shortest
    route toward `target` and stops as soon as it sees a mouse. `sees(a, b)` is line of sight."""
    if any(sees(start, m) for m in mouse_spaces):
        return [start]
    to_target = distances(face, target)
    reach = distances(face, start, blocked=set(full) - {start})
    inf = len(face.spaces) + 1
    here = to_target.get(start, inf)
    # spaces on a shortest route: each step brings the minion one closer to the target
    on_route = {s: d for s, d in reach.items() if d <= steps and to_target.get(s, inf) == here - d}
    seeing = [s for s in on_route if s != start and any(sees(s, m) for m in mouse_spaces)]
    if seeing:
        first = min(on_route[s] for s in seeing)
        return sorted(s for s in seeing if on_route[s] == first)
    return route_ends(face, start, target, steps, full)


def farthest_entries(face, entries: list, mouse_spaces, full=frozenset()) -> list:
    """Entry spaces farthest from the mice (M-11.2 step 1): each entry's distance is to its nearest mouse;
    full entries are left out. Every tied entry is returned, sorted: the players choose among equals."""
    open_entries = [e for e in entries if e not in full]
    if not open_entries or not mouse_spaces:
        return sorted(open_entries)
    inf = len(face.spaces) + 1

    def gap(entry):
        far = distances(face, entry)
        return min(far.get(m, inf) for m in mouse_spaces)

    best = max(gap(e) for e in open_entries)
    return sorted(e for e in open_entries if gap(e) == best)
