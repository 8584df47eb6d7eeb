"""A click on a room further than one step walks there, room by room (the shell's route hook): the shortest way
through the house as the seat's view shows it, as far as this turn's moves go. Each step is a move the rules check;
the shell stops the walk where one is refused or the game changes under it (a roll, an event, the turn's end)."""
from __future__ import annotations

from rulesets.betrayal.bot_map import HouseMap
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
