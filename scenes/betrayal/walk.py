"""A click on a room further than one step walks there, room by room (the shell's route hook): the shortest way
through the house as the seat's view shows it, as far as this turn's moves go. Each step is a move the rules check;
the shell stops the walk where one is refused or the game changes under it (a roll, an event, the turn's end)."""
from __future__ import annotations

from rulesets.betrayal.bot_map import HouseMap
from rulesets.betrayal.rules.state import tiles
from scenes.betrayal import labels


def route(view, target) -> list:
    if not (isinstance(target, tuple) and len(target) == 2 and target[0] == "room"):
        return []
    d = view.get("decision") or {}
    turn = view.get("turn") or {}
    seat = labels.mover(view)
    if d.get("kind") not in (None, "turn") or not isinstance(seat, int) or turn.get("movement_over"):
        return []
    me = view["seats"][seat]
    here = (me["room"], me.get("side") or "")
    goal = target[1]
    if goal == here[0]:
        return []
    house = HouseMap(view)
    dist = house.distances([goal])
    if here not in dist:
        return []
    steps, node = [], here
    for _ in range(max(0, int(turn.get("movement", 0)))):
        if dist.get(node, 0) == 0:
            break
        nxt = min((n for n, cost in house.edges.get(node, ()) if cost == 1 and n in dist and n[0] != node[0]),
                  key=lambda n: (dist[n], n), default=None)
        if nxt is None or dist[nxt] >= dist[node]:
            break     # the way on crosses a barrier (a roll) or leads nowhere shorter: stop here
        steps.append(("move", nxt[0]))
        node = nxt
    return steps


def monster_route(view, target, legal) -> list:
    """The monster turn: a click on a room further than one step moves a monster there room by room (B-20.1,
    B-20.7): the monster acting now, else the one nearest the room among those that may move. Monsters ignore
    barriers (B-8.2), so the way is counted room by room; each step is a move the rules check (the leaving cost
    of B-17.6, the rooms left), and the walk ends at a room that moves a monster by itself (the Coal Chute, the
    Mystic Elevator) or asks which side of a barrier it stands on (the shell stops where a step is refused)."""
    if not (isinstance(target, tuple) and len(target) == 2 and target[0] == "room"):
        return []
    movers = sorted({a[1] for a in legal if a[0] == "monster_move"})
    monsters = (view.get("haunt") or {}).get("monsters") or []
    if not movers or not monsters:
        return []
    rooms = _room_graph(HouseMap(view))
    goal = target[1]
    far = _distances(rooms, goal)
    active = (view.get("turn") or {}).get("active")
    mover = active if active in movers else min(
        movers, key=lambda i: (far.get(monsters[i]["room"], 99), i))
    here = monsters[mover]["room"]
    if here == goal or here not in far:
        return []
    steps, node = [], here
    while node != goal:
        node = min((n for n in rooms.get(node, ()) if far.get(n, 99) < far[node]), key=lambda n: (far[n], n))
        steps.append(("monster_move", mover, node))
        if _moves_by_itself(node):
            break
    return steps


def _room_graph(house) -> dict:
    rooms: dict = {}
    for a, ends in house.edges.items():
        for b, _cost in ends:
            if a[0] != b[0]:
                rooms.setdefault(a[0], set()).add(b[0])
    return rooms


def _distances(rooms: dict, goal: str) -> dict:
    """Rooms to go from each room to `goal` (the doors and stairs join rooms both ways)."""
    far, ring = {goal: 0}, [goal]
    while ring:
        nxt = []
        for r in ring:
            for n in sorted(rooms.get(r, ())):
                if n not in far:
                    far[n] = far[r] + 1
                    nxt.append(n)
        ring = nxt
    return far


def _moves_by_itself(room: str) -> bool:
    special = tiles().tiles[room].special
    return special is not None and special.trigger == "enter"
