"""Pure queries on a loaded fortress: hearing distance, walking reach, patrol-track moves, setup zone sets."""
from __future__ import annotations

from collections import deque


def bfs(m, start: str, max_steps: int | None = None, can_cross=None, stops_in=None) -> dict[str, int]:
    """Zone -> fewest steps from `start`. `can_cross(a, b)` filters borders; a zone for which
    `stops_in(zone)` is true can be entered but not left in the same move."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        d = dist[cur]
        if max_steps is not None and d >= max_steps:
            continue
        if d > 0 and stops_in is not None and stops_in(cur):
            continue
        for nxt in m.adjacency[cur]:
            if nxt in dist or (can_cross is not None and not can_cross(cur, nxt)):
                continue
            dist[nxt] = d + 1
            queue.append(nxt)
    return dist


def hearing_distances(m, start: str, max_steps: int | None = None) -> dict[str, int]:
    """N-7.2 / N-G.4: sound passes walls and moats, so distance is steps over every zone border."""
    return bfs(m, start, max_steps)


def hearing_distance(m, a: str, b: str) -> int | None:
    return hearing_distances(m, a).get(b)


def walking_reach(m, start: str, steps: int) -> dict[str, int]:
    """Zones a figure can walk to in up to `steps` zones: walls block (N-8.4; ropes are the
    rules' business, N-11.7) and entering a moat ends the move (N-8.4, N-11.6)."""
    return bfs(m, start, steps, can_cross=lambda a, b: not m.is_wall(a, b),
               stops_in=lambda z: m.zone(z).is_moat)


def walking_graph_connected(m) -> bool:
    """Every zone reachable on foot over several moves (walls block, moats only slow)."""
    if not m.zones:
        return True
    return len(bfs(m, m.zones[0].id, can_cross=lambda a, b: not m.is_wall(a, b))) == len(m.zones)


def is_connected(m) -> bool:
    if not m.zones:
        return True
    return len(bfs(m, m.zones[0].id)) == len(m.zones)


# ---- the red patrol track (N-10) ------------------------------------------------------------
def track_neighbours(m, zone: str) -> tuple:
    return m.track.get(zone, ())


def on_track(m, zone: str) -> bool:
    return zone in m.track


def track_forks(m) -> list[str]:
    """Zones where the track branches: more than two track neighbours (N-10.5)."""
    return sorted(z for z, ns in m.track.items() if len(ns) > 2)


def track_next(m, came_from: str, zone: str) -> tuple:
    """Where a patrol in `zone` may go next without reversing onto `came_from` (N-10.5)."""
    return tuple(n for n in m.track.get(zone, ()) if n != came_from)


def patrol_paths(m, zone: str, facing: str, steps: int = 2) -> list[tuple]:
    """Every track path of `steps` zones a patrol in `zone` facing `facing` may take (N-10.2,
    N-G.7: facing names the next track zone). Each path lists the zones entered, in order."""
    if facing not in m.track.get(zone, ()):
        return []
    paths = [((facing,), zone)]
    for _ in range(steps - 1):
        grown = []
        for path, prev in paths:
            for nxt in track_next(m, prev, path[-1]):
                grown.append((path + (nxt,), path[-1]))
        paths = grown
    return [p for p, _ in paths]


# ---- zone sets used by setup (N-3) ----------------------------------------------------------
def watch_posts(m) -> list[str]:
    return [z.id for z in m.zones if z.has("watch_post")]


def barracks(m) -> list[str]:
    return [z.id for z in m.zones if z.has("barracks")]


def edge_zones(m) -> list[str]:
    """N-3.15a / N-14.1: zones bordering 'off the map'."""
    return [z.id for z in m.zones if z.has("map_edge")]


def object_zones(m, side: str | None = None) -> list[str]:
    """N-3.14b with N-G.8: castle interiors (not castle moats or gates) without a watch post."""
    return [z.id for z in m.zones if z.type == "castle" and not z.has("watch_post")
            and (side is None or z.castle == side)]


def traitor_start_zones(m) -> list[str]:
    """N-3.15b: inside the outer moat, not in a castle, not a moat, not between the castles
    (guard occupancy is a matter of the game state, not of the map)."""
    return [z.id for z in m.zones if z.type in ("courtyard", "garden") and z.castle == "none"
            and not z.has("between_castles")]
