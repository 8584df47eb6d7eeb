"""Who is whose opponent after the haunt (B-12.2, B-17.6, B-19.4), who is alive, and the monsters still in play."""
from __future__ import annotations

from rulesets.betrayal.rules.state import State, figure


def is_dead(s: State, seat: int) -> bool:
    return bool(s.explorers[seat].get("dead"))


def living(s: State) -> list:
    return [seat for seat in range(s.players) if not is_dead(s, seat)]


def traitor_known(s: State) -> bool:
    """The sides are public: a traitor haunt, or a hidden traitor who turned his token over (B-19.2)."""
    return s.haunt is not None and (not s.haunt["hidden"] or s.haunt["traitor_revealed"])


def is_known_traitor(s: State, seat: int) -> bool:
    """The traitor's new powers (B-18) are his once everyone knows him (B-19.2: a hidden one reveals first)."""
    return traitor_known(s) and s.haunt["traitor"] == seat


def heroes(s: State) -> list:
    """Every seat but the traitor's, dead or alive (B-16.2)."""
    traitor = s.haunt["traitor"]
    return [seat for seat in range(s.players) if seat != traitor]


def living_heroes(s: State) -> list:
    return [seat for seat in heroes(s) if not is_dead(s, seat)]


def monsters_in_play(s: State) -> list:
    """Indexes of the monsters not killed (B-20.3: most are only ever stunned)."""
    return [i for i, m in enumerate(s.haunt["monsters"]) if not m.get("killed")]


def explorer_foes(s: State, seat: int) -> list:
    """The living explorers `seat` may attack (B-12.2): the other side; in a hidden-traitor haunt before the
    reveal anyone at all, on evidence or suspicion (B-19.4); nobody in a haunt without a traitor."""
    if s.haunt is None or is_dead(s, seat):
        return []
    traitor = s.haunt["traitor"]
    others = [o for o in living(s) if o != seat]
    if s.haunt["hidden"] and not s.haunt["traitor_revealed"]:
        return others
    if traitor is None:
        return []
    return [o for o in others if (o == traitor) != (seat == traitor)]


def monster_foes_of(s: State, seat: int) -> list:
    """Monsters are the traitor's: every other explorer is their opponent (B-12.2)."""
    if s.haunt is None or is_dead(s, seat) or seat == s.haunt["traitor"]:
        return []
    return monsters_in_play(s)


def hinderers(s: State, seat: int) -> int:
    """B-17.6: opponents in the explorer's room (on his side of a barrier, B-8.2) that make leaving it cost more.
    Sides unknown to the table (a hidden traitor not yet revealed) hinder nobody: movement must not tell."""
    if s.haunt is None or not traitor_known(s):
        return 0
    here = figure(s, seat)
    count = sum(1 for o in explorer_foes(s, seat) if figure(s, o) == here)
    count += sum(1 for i in monster_foes_of(s, seat) if _monster_here(s.haunt["monsters"][i], here)
                 and not s.haunt["monsters"][i]["stunned"])
    return count


def _monster_here(monster: dict, here: dict) -> bool:
    return monster["room"] == here["room"] and monster.get("side", "") == here["side"]


def monster_hinderers(s: State, monster: dict) -> int:
    """B-17.6: the living heroes in the monster's room slow it the same way."""
    if s.haunt["traitor"] is None:
        return 0
    where = {"room": monster["room"], "side": monster.get("side", "")}
    return sum(1 for seat in living_heroes(s) if figure(s, seat) == where)
