"""Ninja's hint (H): the bots' choice (rulesets/ninja/bots.py) for the seat at the screen, and why, in a player's
words: "The ninja moves to Moss Garden: it brings him nearer the castle rooms nobody has searched".

Decided from that seat's view and its own legal answers only (the buttons it is shown), never from the game's
state: a redealt game with the same view gives the same hint (tests/ninja/test_hints.py).
"""
from __future__ import annotations

from rulesets.ninja.bots import Bot, nearest
from rulesets.ninja.rules import words
from rulesets.ninja.rules.state import OFF_MAP, tables, zone_name


def advise(view, seat, legal) -> tuple:
    """(action, one line of why) for the seat's decision; (None, words) when there is nothing to advise."""
    legal = list(legal)
    if not legal or view is None:
        return None, "No hint now: this is not your decision."
    action = Bot(0).decide(view, seat, legal)
    what = words.describe_action(None, action)
    if len(legal) == 1:
        return action, f"{what}: it is the only choice."
    return action, f"{what}: {reason(view, action)}."


def _rooms() -> list:
    t = tables()
    return t.object_zones["west"] + t.object_zones["east"]


def _seen(view) -> list:
    return [i["zone"] for i in view["intruders"].values() if i.get("seen") and i.get("zone")]


def _closer(zone, before, targets) -> bool:
    return before is not None and nearest(zone, targets) < nearest(before, targets)


def reason(view, action) -> str:
    """The main reason for `action`, from the view: what it reaches, saves or keeps."""
    word = action[0]
    guards = "guard_secrets" in view
    seen = _seen(view)
    if word == "play" and action[1] == "guard_kenjutsu":
        return "an intruder stands within reach of your guard"
    if word == "play" and action[1] in ("sentry_search", "patrol_search"):
        if not seen:
            return "a guard standing in a room with a mission goal makes an intruder show himself to reach it"
        return f"the {_seen_name(view)} was seen: search there before he slips away"
    if word == "play" and action[1] == "awaken":
        return "more guards stand up near where the intruders are likely to be"
    if word == "hide":
        if action[1] in ("trap", "hidden_sentry"):
            return "intruders coming in from the edge of the map search this room early"
        return "it is one of the rooms farthest from the edge of the map: slow to reach, slow to leave"
    if word in ("sentry", "patrol", "sleep"):
        return "it is the farthest from the guards already placed, so they watch more of the map"
    if word == "free_listen" or (word == "play" and "listen" in action[1]):
        free = " for free" if word == "free_listen" else ""
        return f"a listen{free} can catch an intruder heading for the castle rooms"
    if word == "end_phase":
        return "keep your cards for when an intruder shows himself" if guards else "nothing more is worth doing now"
    if word == "patrol_move":
        if seen:
            return f"it marches towards where the {_seen_name(view)} was seen"
        return "it keeps the patrol on its round"
    if word == "step":
        targets = seen or _rooms()
        return "it brings the guard nearer to " + ("the intruder who was seen" if seen else "the rooms you guard") \
            if _closer(action[1], _unit_zone(view), targets) else "it keeps the guard moving"
    if word == "stop_moving":
        return "he stands where he is needed" if seen else "he guards the rooms best from here"
    if word in ("take_card",):
        return "searches and Kenjutsu find and stop intruders"
    if word in ("place_the_rest_at_random", "keep_suggested_hand", "keep_suggested_cards"):
        return "a sound start"
    if word == "start":
        return "it is the closest start to the castle rooms"
    if word == "entrance":
        return "a short cut into the castles, away from the guards' eyes"
    if word == "it_was_a_cat":
        return "the listeners are close enough to hear you"
    if word == "let_them_listen":
        return "keep your card: they are too far away to hear you"
    if word == "card" and len(action) > 3 and tables().cards[action[2]].effect == "rope":
        return "over the wall is the short way in"
    if word == "card":
        return "it keeps you unseen"
    if word == "be_seen":
        return "no card can save you here"
    if word == "move":
        return _move_reason(view, action)
    if word == "stop":
        return "another step would be loud or lead nowhere better"
    if word == "search":
        return "nobody has searched it yet: a mission goal may lie there"
    if word == "done_searching":
        return "nothing here is left worth searching"
    if word == "let_the_sentry_be":
        return "keep your cards"
    return "it looks best from what you know"


def _move_reason(view, action) -> str:
    figure, zone = action[1], action[2]
    if zone == OFF_MAP:
        return f"the {figure}'s mission is done: leaving the map wins it"
    me = ((view.get("intruder_secrets") or {}).get("figures") or {}).get(figure) or {}
    here = me.get("zone")
    if me.get("mission_done"):
        return "it brings him nearer the edge of the map"
    found = [z for z, what in view.get("searched", {}).items() if what == me.get("mission")]
    if zone in found:
        return f"mission goal {me.get('mission')} is there"
    if found and _closer(zone, here, found):
        return f"it brings him nearer mission goal {me.get('mission')} in {zone_name(found[0])}"
    if _closer(zone, here, [z for z in _rooms() if z not in view.get("searched", {})] or _rooms()):
        return "it brings him nearer the castle rooms nobody has searched"
    return "it keeps him out of the guards' way"


def _unit_zone(view):
    d = view.get("decision") or {}
    unit = d.get("unit")
    if not unit:
        return None
    return next((g["zone"] for g in view["guards"] if g["number"] == unit[0]), None)


def _seen_name(view) -> str:
    return next((f for f, i in view["intruders"].items() if i.get("seen") and i.get("zone")), "intruder")
