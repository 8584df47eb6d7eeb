"""B-17.5 / B-H.4: what a hero learns by a Knowledge roll after the haunt is every hero's at once, never the traitor's."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import LogEvent
from rulesets.betrayal.rules.haunt_data import haunt_of
from rulesets.betrayal.rules.state import State, name_of
from rulesets.betrayal.rules.traits import change_trait
from rulesets.betrayal.vocab import spoken

PLAN = "traitor_plan"


def can_learn(s: State, seat: int) -> bool:
    """A hero of a haunt whose traitor keeps a plan of his own (B-H.3): a hidden-traitor haunt's text is
    everyone's already (B-19.6) and a haunt without a traitor has no plan to read."""
    h = s.haunt
    return h is not None and not h["hidden"] and h["traitor"] is not None and seat != h["traitor"]


def do_decipher(s: State, seat: int, effect: dict, item: dict) -> None:
    """The card's roll was made: a hero reads the traitor's plan for every hero; before the haunt, for the traitor,
    or once the heroes know it already, the reader gains 1 Knowledge instead (the card says so)."""
    if not can_learn(s, seat) or any(k["what"] == PLAN for k in s.haunt.get("learned", [])):
        change_trait(s, seat, "knowledge", 1, item["cause"])
        return
    s.haunt.setdefault("learned", []).append({"what": PLAN, "by": seat, "round": s.haunt["round"]})
    # the act is public (B-H.5: what, not why); what was read is in the heroes' views alone
    s.log.append(LogEvent("heroes_learn", T("{name} reads the traitor's plan: every hero knows it now", name=name_of(s, seat)),
                          {"seat": seat, "what": PLAN}, cause=spoken(item["cause"])))


def shown(s: State, seat: int) -> list:
    """What the heroes have learned, for a hero's view (the traitor's view never holds it: B-H.4)."""
    if not can_learn(s, seat):
        return []
    h = haunt_of(s)
    out = []
    for known in s.haunt.get("learned", []):
        out.append({"what": known["what"], "by": known["by"], "round": known["round"],
                    "goals": [c.text for c in h.wins.traitor],
                    "monster_stats": [{"name": m.name, "might": m.might, "speed": m.speed, "sanity": m.sanity,
                                       "knowledge": m.knowledge} for m in h.monsters]})
    return out
