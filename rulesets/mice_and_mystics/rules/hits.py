"""What a minion's unblocked hits do to a mouse (M-G.3, M-17): one handler per `on_hit` keyword of minions.yaml."""
from __future__ import annotations

from engine.i18n import N_, T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import achievements, flow, surges
from rulesets.mice_and_mystics.rules import state as st


def _damage(s, m: dict, hits: int, why: str, attacker=None) -> None:
    flow.damage_mouse(s, m, hits, why)


def _web(s, m: dict, hits: int, why: str, attacker=None) -> None:
    """A spider's hit also webs (M-G.3, M-17.2): the mouse may not move until it breaks free."""
    flow.damage_mouse(s, m, hits, why)
    if hits and m["place"] is not None and "webbed" not in m["conditions"]:
        m["conditions"].append("webbed")
        flow.note(s, "webbed", T("{hero} is caught in a web", hero=st.hero_name(m['hero'])), why, hero=m["hero"])


def _poison(s, m: dict, hits: int, why: str, attacker=None) -> None:
    """A centipede's hits are poison (M-G.3, M-17.5): damage only a cure may heal; the Poison Master takes
    them as normal damage (M-21.2 c)."""
    if hits <= 0:
        return
    if achievements.poison_as_damage(s, m):
        flow.damage_mouse(s, m, hits, T("{reason} (taken as normal damage by the Poison Master)", reason=why))
        return
    m["poison"] += hits
    flow.note(s, "poisoned", T("{hero} is poisoned ({hits})", hero=st.hero_name(m['hero']), hits=hits), why, hero=m["hero"])
    flow.damage_mouse(s, m, hits, why)          # a capture clears the poison with the damage (M-16.1)


def _steal_cheese(s, m: dict, hits: int, why: str, attacker=None) -> None:
    """A roach's hit steals 1 cheese instead of damaging a mouse that has cheese (M-G.3); a greedy roach's
    loot goes onto the minion cheese wheel (M-11.6), unless the Roach Master shares its room (M-21.2 b)."""
    stolen = min(hits, m["cheese"])
    if stolen:
        m["cheese"] -= stolen
        greedy = attacker is not None and attacker.get("variant") == "greedy_roach" and \
            not achievements.greedy_counts_as_normal(s, attacker)
        flow.note(s, "cheese_stolen", T("The roach steals {stolen} cheese from {hero}", stolen=stolen, hero=st.hero_name(m['hero'])), why,
                  hero=m["hero"], cheese=stolen)
        if greedy:
            surges.add_to_wheel(s, stolen, T("a greedy roach's loot goes on the wheel"))
    flow.damage_mouse(s, m, hits - stolen, why)


def _condition(name: str, words: str):
    def handler(s, m: dict, hits: int, why: str, attacker=None) -> None:
        # a hit that lands also leaves the mouse stunned (M-17.1) or corrupted (M-17.4)
        flow.damage_mouse(s, m, hits, why)
        if hits and m["place"] is not None and name not in m["conditions"]:
            m["conditions"].append(name)
            flow.note(s, name, T(words, hero=st.hero_name(m['hero'])), why, hero=m["hero"])
    return handler


HANDLERS = {"damage": _damage, "web": _web, "poison": _poison, "steal_cheese": _steal_cheese,
            "stun": _condition("stunned", N_("{hero} is stunned")),
            "corrupt": _condition("corrupted", N_("{hero} is corrupted"))}


def land(s, kind, m: dict, hits: int, why: str, attacker=None) -> None:
    """`kind` is the attacking minion's, or None for plain damage (a corrupted mouse's blow, M-17.4)."""
    HANDLERS[story.minion(kind).on_hit if kind else "damage"](s, m, hits, why, attacker)
