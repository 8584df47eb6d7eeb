"""Keywords of the haunts authored with the bots (B-G.1): ONE handler each, looked up by name.

Special rules take (state, seat) as a haunt turn starts, like the others in haunt_keywords.SPECIAL_RULES, and
treat every explorer alike, so none of them can show who a hidden traitor is (B-H.6). The win condition takes
(state, side, condition, moment) like those in winning.WINS.
"""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import LogEvent
from rulesets.betrayal.rules.state import State, figure, house_of, name_of
from rulesets.betrayal.rules.traits import change_trait
from rulesets.betrayal.vocab import said


def _flooded_basement(s: State, seat: int) -> None:
    """Black water fills the basement: an explorer starting a turn there wades, one room fewer (never below
    one, as hindrance, B-17.6)."""
    placed = house_of(s).where(figure(s, seat)["room"])
    if placed is not None and placed.floor == "basement" and s.turn["movement"] > 1:
        s.turn["movement"] -= 1
        s.log.append(LogEvent("haunt_rule", T("{name} wades through the flooded basement: one room fewer this turn", name=name_of(s, seat)),
                              {"seat": seat, "rule": "flooded_basement"}))


def _echoing_halls(s: State, seat: int) -> None:
    """The choir sings to whoever is alone: an explorer starting a turn with nobody else in the room loses
    1 Sanity, but it wears him down without killing him (it stops at the lowest value, as before the haunt)."""
    here = figure(s, seat)
    company = [o for o, e in enumerate(s.explorers) if o != seat and e and not e.get("dead")
               and figure(s, o)["room"] == here["room"]]
    if not company and s.explorers[seat]["traits"]["sanity"] > 0:
        change_trait(s, seat, "sanity", -1, said(N_("the choir sings to those who are alone")))


HANDLERS = {"flooded_basement": _flooded_basement, "echoing_halls": _echoing_halls}


def _rooms_per_hero(s: State, side: str, condition: dict, moment: str) -> bool:
    """The side discovered `count` rooms for each of its explorers, the dead counted too (B-17.3), since the
    haunt began: a goal that grows with the table, so three players and six face the same race."""
    if moment == "action":
        return False
    traitor = s.haunt["traitor"]
    seats = {seat for seat in range(s.players) if (seat == traitor) == (side == "traitor")}
    before = set(s.haunt["rooms_before"])
    found = sum(1 for room, seat in s.discovered.items() if room not in before and seat in seats)
    return found >= condition["count"] * len(seats)


WINS = {"rooms_per_hero": _rooms_per_hero}
