"""Guard movement and listening (N-7, N-8, N-15.1, N-19.12): steps, detection on entry, the It Was a Cat prompt."""
from __future__ import annotations

from engine.i18n import N_, T
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.state import (
    FIGURES,
    GUARD_STEPS,
    HIGH,
    guard_by_number,
    in_play,
    passage_zone,
    raise_alert,
    tables,
    zone_name,
)

OTHER_END = "other_entrance"        # a guard in the passage leaves by the end the guards have not found


def intruders_in(s, zone: str) -> list:
    return [f for f in FIGURES if in_play(s, f) and s.intruders[f]["zone"] == zone]


# How an intruder was detected, as the callers name it -> the whole sentence (word order differs by language)
DETECTED = {"by the hidden sentry": N_("The {figure} is detected at {zone} by the hidden sentry!"),
            "as guards walk in": N_("The {figure} is detected at {zone} as guards walk in!"),
            "walking into guards": N_("The {figure} is detected at {zone} walking into guards!"),
            "inside the secret passage": N_("The {figure} is detected at {zone} inside the secret passage!")}


def detect(s, figure: str, how: str, rule: str) -> None:
    """N-15: the intruder's figure is placed in his zone and the alert goes to High."""
    me = s.intruders[figure]
    me["shadowed"] = False
    if not me["seen"]:
        me["seen"] = True
        s.reveals += 1
        s.lone_wolf_shown = True
        tell(s, "intruder_detected", T(DETECTED[how], figure=figure, zone=zone_name(me['zone'])),
             {"figure": figure, "zone": me["zone"]}, rule)
    s.alert = HIGH


def guard_enters(s, zone: str) -> bool:
    """N-15.1 / N-19.2: guards entering an intruder's zone detect him; their move ends there."""
    found = intruders_in(s, zone)
    for figure in found:
        detect(s, figure, "as guards walk in", "N-15.1")
    return bool(found)


def walk_unit(s, unit: list, path: list) -> int:
    """Move guards together along `path`; return how many zones they entered before stopping
    (detection, N-8.3; a moat, N-8.4)."""
    done = 0
    s.reveals += 1                    # what a guard finds (or does not) is known now: undo stops here
    for zone in path:
        for g in unit:
            g["zone"] = zone
            g["moved"] = True
        done += 1
        if guard_enters(s, zone) or zone in tables().moats:
            break
    return done


# ---- the guard_move decision: a unit walks one zone at a time ------------------------------------------------
def begin_move(s, seat: int, unit: list, why: str, by_search: bool) -> None:
    for g in unit:
        g["moved"] = True
    s.decision = {"kind": "guard_move", "seat": seat, "unit": [g["number"] for g in unit],
                  "steps_left": GUARD_STEPS, "why": why, "by_search": by_search}


def _unit(s) -> list:
    return [guard_by_number(s, n) for n in s.decision["unit"]]


def passage_owners_at(s, zone: str) -> list:
    return [owner for owner, z in s.found_entrances if z == zone]


def guard_move_options(s) -> list:
    d = s.decision
    unit = _unit(s)
    zone = unit[0]["zone"]
    t = tables()
    out = []
    if zone.startswith("secret_passage"):
        owner = zone[len("secret_passage_"):] or "intruders"
        if d["by_search"]:                                        # N-19.9: leaving needs a Search card
            found = sorted({z for o, z in s.found_entrances if o == owner})
            out += [("step", z) for z in found]
            if len([1 for o, _ in s.found_entrances if o == owner]) < 2:
                out.append(("step", OTHER_END))
    else:
        out += [("step", z) for z in t.neighbours(zone) if not t.is_wall(zone, z)]   # N-8.4
        if d["by_search"] and _passage_room(s, len(unit)):
            out += [("step", passage_zone(o)) for o in sorted(set(passage_owners_at(s, zone)))]
    return out + [("stop_moving",)]


def _passage_room(s, size: int) -> bool:
    """N-19.12: one guard per Secret Passage card in play; two together only with both cards."""
    inside = sum(1 for g in s.guards if g["zone"].startswith("secret_passage"))
    if size == 2:
        return s.guard_passage_cards == 2 and inside == 0
    return size == 1 and inside < s.guard_passage_cards


def end_move(s, came_from: str) -> None:
    """The move is over: a patrol on the track faces along it (N-4.8, N-G.7: onward, away from where it came
    from); single guards brought together form a patrol (N-8.6)."""
    unit = _unit(s)
    s.decision = None
    zone = unit[0]["zone"]
    if len(unit) == 1 and unit[0]["patrol"] is None and not zone.startswith("secret_passage"):
        others = [g for g in s.guards if g["zone"] == zone and g["patrol"] is None and not g["drunk"]
                  and g is not unit[0]]
        if others:
            number = s.next_patrol
            s.next_patrol += 1
            for g in [unit[0]] + others:
                g["patrol"] = number
            unit = [unit[0]] + others
            tell(s, "patrol_formed", T("Guards at {zone} form patrol {n}.", zone=zone_name(zone), n=number), {"patrol": number},
                 "N-8.6")
    number = unit[0]["patrol"]
    if number is None:
        return
    facing = s.patrol_facing.get(str(number), "")
    track = tables().track.get(zone, ())
    if facing not in track:
        onward = [z for z in track if z != came_from] or list(track)
        s.patrol_facing[str(number)] = sorted(onward)[0] if onward else ""


def do_step(s, action) -> None:
    d = s.decision
    unit = _unit(s)
    zone = action[1]
    if zone == OTHER_END:
        owner = unit[0]["zone"][len("secret_passage_"):] or "intruders"
        found = [z for o, z in s.found_entrances if o == owner]
        ends = list(s.passages[owner])
        for z in found:
            if z in ends:
                ends.remove(z)
        zone = ends[0]
        s.found_entrances.append([owner, zone])
        s.reveals += 1
        tell(s, "passage_found", T("A guard leaves the secret passage by its other end, at {zone}.", zone=zone_name(zone)),
             {"zone": zone, "owner": owner}, "N-19.8")
    start = unit[0]["zone"]
    walk_unit(s, unit, [zone])
    d["steps_left"] -= 1
    stopped = bool(intruders_in(s, zone)) or zone in tables().moats or zone.startswith("secret_passage") \
        or start.startswith("secret_passage")
    tell(s, "guard_moved", T("{guards} moves from {zone} to {to}.", guards=_unit_words(unit), zone=zone_name(start),
                             to=zone_name(zone)),
         {"guards": d["unit"], "zone": zone}, "N-8.3")
    if stopped or d["steps_left"] <= 0:
        end_move(s, start)


def do_stop_moving(s, action) -> None:
    unit = _unit(s)
    end_move(s, unit[0]["zone"])


def _unit_words(unit: list) -> str:
    if len(unit) == 1:
        return T("Guard {n}", n=unit[0]['number'])
    return T("A patrol of {n}", n=len(unit))


# ---- listening (N-7, N-H.7, N-H.8) --------------------------------------------------------------------------
def cat_is_asked(s) -> bool:
    """N-H.8 / N-H.9: the traitor side is asked on every Listen unless public facts show no cat can be
    left: the traitor is out of play, holds no card, or both cats lie played."""
    traitor = s.intruders["traitor"]
    if s.config["variant"] == "lone_wolf" and not s.lone_wolf_shown:
        return True                                   # which intruder plays is still the intruder's secret
    if traitor["status"] != "active" or not traitor["hand"]:
        return False
    return s.cats_played < 2


def begin_listen(s, seat: int, listeners: list) -> None:
    for g in listeners:
        g["carded"] = True
    where = listeners[0]["zone"]
    tell(s, "listen", T("{guards} at {zone} listens.", guards=_unit_words(listeners), zone=zone_name(where)),
         {"guards": [g["number"] for g in listeners], "zone": where}, "N-7.1")
    s.decision = {"kind": "it_was_a_cat", "seat": s.intruder_seat["traitor"], "guard_seat": seat,
                  "listeners": [g["number"] for g in listeners]}
    if not cat_is_asked(s):
        resolve_listen(s, cat=False)
        return
    traitor = s.intruders["traitor"]
    order = traitor["cat_order"]
    if order == "ask":
        return                                        # N-H.8: the traitor's seat is asked, every time
    # A standing order answers at once, with no hand-over; whether anyone is in range shows only as it would
    # had the traitor answered himself (DESIGN principle 5).
    if order == "first_heard" and "it_was_a_cat" in traitor["hand"] and in_play(s, "traitor") \
            and heard(s, where):
        traitor["cat_order"] = "ask"
        play_cat(s)
        return
    resolve_listen(s, cat=False)


def cat_options(s) -> list:
    out = [("let_them_listen",)]
    if "it_was_a_cat" in s.intruders["traitor"]["hand"] and in_play(s, "traitor"):
        out.append(("it_was_a_cat",))
    return out


def do_it_was_a_cat(s, action) -> None:
    play_cat(s)


def play_cat(s) -> None:
    me = s.intruders["traitor"]
    me["hand"].remove("it_was_a_cat")
    s.cats_played += 1
    s.lone_wolf_shown = True
    tell(s, "card_played", T("The traitor plays It Was a Cat: the guards hear only a cat."),
         {"card": "it_was_a_cat", "figure": "traitor"}, "N-7.4")
    resolve_listen(s, cat=True)


def do_let_them_listen(s, action) -> None:
    resolve_listen(s, cat=False)


def heard(s, zone: str) -> bool:
    """N-7.2 / N-7.3 / N-7.8 / N-G.4: an intruder is heard within as many zones as he last moved."""
    if zone.startswith("secret_passage"):
        return False
    distances = tables().hearing(zone)
    for f in FIGURES:
        me = s.intruders[f]
        if not in_play(s, f) or me["zone"].startswith("secret_passage") or me["moved_last"] <= 0:
            continue
        d = distances.get(me["zone"])
        if d is not None and d <= me["moved_last"]:
            return True
    return False


def resolve_listen(s, cat: bool) -> None:
    d = s.decision
    listeners = [guard_by_number(s, n) for n in d["listeners"]]
    s.decision = None
    s.reveals += 1                    # the answer is known now, heard or not: undo stops here
    if cat or not heard(s, listeners[0]["zone"]):
        tell(s, "listen_result", T("The guards hear nothing."), {"heard": False}, "N-7.5")
        return
    raise_alert(s, 1)                                 # N-7.6
    tell(s, "listen_result", T("The guards hear someone! The alert rises."), {"heard": True}, "N-7.5")
    if any(g["moved"] for g in listeners):
        return                                        # N-8.4: each guard moves at most once per turn
    begin_move(s, d["guard_seat"], listeners, "heard", by_search=False)


HANDLERS = {"step": do_step, "stop_moving": do_stop_moving, "it_was_a_cat": do_it_was_a_cat,
            "let_them_listen": do_let_them_listen}
OPTIONS = {"guard_move": guard_move_options, "it_was_a_cat": cat_options}
