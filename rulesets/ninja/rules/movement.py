"""An intruder entering a zone (N-11.4-11.9, N-14, N-15.2-15.3): path, terrain, exits, guards met."""
from __future__ import annotations

from engine.i18n import T
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.guard_moves import detect
from rulesets.ninja.rules.state import MAX_INTRUDER_STEPS, OFF_MAP, alert_guards_in, tables, zone_name


def enter_zone(s, figure: str, zone: str, note: str) -> None:
    me = s.intruders[figure]
    start = me["zone"]
    me["steps"] += 1
    me["shadowed"] = False
    for z in (start, zone):
        if z != OFF_MAP and not z.startswith("secret_passage") and z not in me["touched"]:
            me["touched"].append(z)                       # N-13.2: zones entered or left
    if zone == OFF_MAP:
        _exit(s, figure)
        return
    me["zone"] = zone
    me["path"].append([s.turn, zone, note])               # N-11.4
    t = tables()
    if zone in t.moats or note in ("rope", "passage"):
        me["move_over"] = True                            # N-11.6 / N-11.9
    if me["steps"] >= MAX_INTRUDER_STEPS:
        me["move_over"] = True                            # N-11.3: a run is the most he may move
    if me["seen"]:                                        # a seen figure moves in plain sight
        tell(s, "intruder_moved", T("The {figure} moves to {zone}.", figure=figure, zone=zone_name(zone)), {"figure": figure, "zone": zone},
             "N-15.3")
    guards_here = alert_guards_in(s, zone)
    if zone.startswith("secret_passage") and guards_here:
        detect(s, figure, "inside the secret passage", "N-15.4")
        return
    if not guards_here:
        if me["seen"]:                                    # N-15.3: out of sight again
            me["seen"] = False
            tell(s, "intruder_hidden", T("The {figure} slips out of sight from {zone}.", figure=figure, zone=zone_name(start)),
                 {"figure": figure, "from": start}, "N-15.3")
        return
    if me["shadow_walk"]:
        return
    # N-15.2 / N-16.3 make no exception for a figure already seen elsewhere: walking into other guards, he
    # answers with a card or the alert goes to High.
    s.decision = {"kind": "encounter", "seat": s.intruder_seat[figure], "figure": figure}


def _exit(s, figure: str) -> None:
    """N-14: he leaves for good; the guards are told which intruder left; his wounds go to their discard."""
    me = s.intruders[figure]
    me["status"], me["zone"], me["seen"] = "exited", OFF_MAP, False
    me["path"].append([s.turn, OFF_MAP, "exit"])
    me["move_over"] = True
    key = str(s.guard_seats[0])
    s.discards[key] += me["wounds"]
    me["wounds"] = []
    s.reveals += 1
    s.lone_wolf_shown = True
    tell(s, "intruder_exited", T("The {figure} leaves the map.", figure=figure), {"figure": figure}, "N-14.3")
