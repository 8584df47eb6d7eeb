"""The optional rule against repeats (B-15.4): a haunt the table has played moves to the nearest omen room."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.rules.haunt_data import chart, haunts
from rulesets.betrayal.rules.state import State, house_of, room_name

CONFIG_KEY = "played_haunts"     # haunt numbers the table does not want again (the setup screen remembers them)


def check_config(config: dict) -> None:
    played = config.get(CONFIG_KEY, [])
    if not isinstance(played, (list, tuple)) or any(type(n) is not int for n in played):
        raise IllegalAction("B-15.4", T("the haunts already played are given as a list of haunt numbers"))


def look_up(s: State, omen: str, room: str) -> tuple:
    """(room, haunt number): the chart's cell, or, when that haunt was played, the cell of the nearest placed
    room with an omen symbol whose haunt was not (nearest on the same floor first, then by grid distance). When
    every room leads to a played haunt the chart's own haunt is played (Lantern does not draw more omens)."""
    number = chart().get(room, {}).get(omen)
    played = set(s.config.get(CONFIG_KEY, ()))
    if number is None or number not in played:
        return room, number
    house = house_of(s)
    here = house.where(room)

    def distance(other):
        there = house.where(other)
        return (there.floor != here.floor, abs(there.cell[0] - here.cell[0]) + abs(there.cell[1] - here.cell[1]),
                other)
    for other in sorted((r for r in chart() if r != room and house.where(r) is not None), key=distance):
        moved = chart()[other].get(omen)
        if moved is not None and moved not in played:
            s.log.append(LogEvent("haunt_moved", T("{title} has been played before: the haunt moves to the {room}", title=haunts()[number].title,
                                                   room=room_name(other)),
                                  {"from": room, "to": other, "played": number}, cause=T("the table avoids repeats")))
            return other, moved
    return room, number
