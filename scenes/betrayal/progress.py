"""How far the seat's own side is towards its goals ("Rounds survived: 2 of 8"), from that seat's view only.

Only goals the view shows are counted: the traitor's side for the traitor, the heroes' for the heroes (B-H.3/B-H.4).
A hidden-traitor haunt is read by everyone (B-19.6) and its screen must look the same at every seat (B-H.6): there
both sides' goals are counted, the same lines for every seat, and while the traitor is hidden nothing that depends
on who he is (whose rooms, whose tokens, how many heroes live).
"""
from __future__ import annotations

from engine.i18n import N_, T, render
from rulesets.betrayal.haunts import numbers_for
from rulesets.betrayal.rules.haunt_data import haunts


def my_side(view) -> str | None:
    h = view.get("haunt") or {}
    if not haunts()[h["number"]].has_traitor:
        return "heroes"
    return "traitor" if h.get("traitor") == view.get("viewer") else "heroes"


def side_seats(view, side: str):
    """The seats of `side` as this seat knows them, or None when it cannot know (a hidden traitor not found)."""
    h = view.get("haunt") or {}
    data = haunts()[h["number"]]
    everyone = [i for i, e in enumerate(view["seats"]) if e is not None]
    if not data.has_traitor:
        return everyone if side in ("heroes", "house") else []
    traitor = h.get("traitor")     # a hidden traitor counts as unknown even to himself: his screen is everyone's
    if not isinstance(traitor, int):
        return None
    return [traitor] if side == "traitor" else [i for i in everyone if i != traitor]


def _alive(view, seats) -> list:
    return [i for i in seats if not view["seats"][i].get("dead")]


def _rooms_found(view, seats) -> int:
    before = set((view.get("haunt") or {}).get("rooms_before") or ())
    return sum(1 for room, seat in view.get("discovered", {}).items() if room not in before and seat in seats)


def _tokens(view, seats, room=None) -> int:
    count = 0
    for t in (view.get("haunt") or {}).get("tokens", ()):
        holder = t.get("holder")
        if holder in seats and not view["seats"][holder].get("dead"):
            if room is None or view["seats"][holder]["room"] == room:
                count += 1
        elif room is not None and holder is None and t.get("monster") is None and t.get("room") == room:
            count += 1
    return count


def _line(view, side, key, c) -> str | None:
    h = view["haunt"]
    seats = side_seats(view, side)
    n = numbers_for(c, view["players"])     # the goal's numbers at this table's size (by_players)
    if c.do == "survive_rounds":
        return T("Rounds survived: {done} of {total}", done=min(n['rounds'], max(0, h['round'] - 1)), total=n['rounds'])
    if c.do == "task_rolls":
        return T("Rolls made: {done} of {total}", done=h.get('tasks', {}).get(key, 0), total=n['count'])
    if c.do == "monsters_dead":
        monsters = h.get("monsters") or []
        return T("Monsters left: {done} of {total}", done=sum(1 for m in monsters if not m.get('killed')), total=len(monsters))
    if seats is None:
        return None
    if c.do == "rooms_per_hero":
        return T("Rooms discovered: {done} of {total}", done=_rooms_found(view, seats), total=n['count'] * len(seats))
    if c.do == "discover_rooms":
        everyone = seats if side != "house" else [i for i, e in enumerate(view["seats"]) if e]
        return T("Rooms discovered: {done} of {total}", done=_rooms_found(view, everyone), total=n['count'])
    if c.do == "heroes_dead":
        heroes = side_seats(view, "heroes")
        return None if heroes is None else T("Heroes still alive: {done} of {total}", done=len(_alive(view, heroes)), total=len(heroes))
    if c.do == "collect_tokens":
        return T("Tokens held: {done} of {total}", done=_tokens(view, seats), total=n['count'])
    if c.do == "carry_tokens":
        return T("Tokens carried out: {done} of {total}", done=_tokens(view, seats, c.room), total=n['count'])
    return None


def _as_goal(line) -> str:
    """A goal's line inside "Traitor: {goal}": English reads "Traitor: rounds survived 1 of 3" (lower case, its own
    colon dropped); Chinese keeps its line whole ("叛徒——已撑过轮数：1 / 3")."""
    words = render(line)
    if words[:1].isascii():
        return f"{words[0].lower()}{words[1:].replace(':', '', 1)}"
    return words


def progress_lines(view) -> list[str]:
    """One line per goal of the seat's own side that can be counted, in the haunt's order."""
    h = view.get("haunt")
    if not h or view.get("result"):
        return []
    side = my_side(view)
    shown = h.get("goals") or {}
    data = haunts()[h["number"]]
    out = []
    sides = ("heroes", "traitor") if h.get("hidden") else (side, "house") if side == "heroes" else (side,)
    for goal_side in sides:
        if goal_side not in shown:
            continue     # a side whose goals this seat may not read (B-H.3, B-H.4)
        for i, c in enumerate(getattr(data.wins, goal_side)):
            if goal_side == "house":     # the house's clock, as the heroes race it
                if c.do == "survive_rounds":
                    rounds = numbers_for(c, view["players"])["rounds"]
                    out.append(T("Rounds played: {done} of {total} (then the house wins)", done=min(rounds, max(0, h['round'] - 1)),
                                   total=rounds))
                continue
            line = _line(view, goal_side, f"{goal_side}.{i}", c)
            if line and h.get("hidden"):      # both sides are counted: say whose goal it is
                whose = N_("Heroes: {goal}") if goal_side == "heroes" else N_("Traitor: {goal}")
                line = T(whose, goal=_as_goal(line))
            if line:
                out.append(line)
    return out
