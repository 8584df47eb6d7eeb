"""What a minion's unblocked hits do to a mouse (M-G.3, M-17): one handler per `on_hit` keyword of minions.yaml."""
from __future__ import annotations

from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow
from rulesets.mice_and_mystics.rules import state as st


def _damage(s, m: dict, hits: int, why: str) -> None:
    flow.damage_mouse(s, m, hits, why)


def _web(s, m: dict, hits: int, why: str) -> None:
    """A spider's hit also webs (M-G.3, M-17.2): the mouse may not move until it breaks free."""
    flow.damage_mouse(s, m, hits, why)
    if hits and m["place"] is not None and "webbed" not in m["conditions"]:
        m["conditions"].append("webbed")
        flow.note(s, "webbed", f"{st.hero_name(m['hero'])} is caught in a web", why, hero=m["hero"])


def _poison(s, m: dict, hits: int, why: str) -> None:
    """A centipede's hits are poison (M-G.3, M-17.5): damage only a cure may heal."""
    if hits <= 0:
        return
    m["poison"] += hits
    flow.note(s, "poisoned", f"{st.hero_name(m['hero'])} is poisoned ({hits})", why, hero=m["hero"])
    flow.damage_mouse(s, m, hits, why)          # a capture clears the poison with the damage (M-16.1)


def _steal_cheese(s, m: dict, hits: int, why: str) -> None:
    """A roach's hit steals 1 cheese instead of damaging a mouse that has cheese (M-G.3)."""
    stolen = min(hits, m["cheese"])
    if stolen:
        m["cheese"] -= stolen
        flow.note(s, "cheese_stolen", f"The roach steals {stolen} cheese from {st.hero_name(m['hero'])}", why,
                  hero=m["hero"], cheese=stolen)
    flow.damage_mouse(s, m, hits - stolen, why)


HANDLERS = {"damage": _damage, "web": _web, "poison": _poison, "steal_cheese": _steal_cheese}


def land(s, kind: str, m: dict, hits: int, why: str) -> None:
    HANDLERS[story.minion(kind).on_hit](s, m, hits, why)
