"""Ninja's hint (H): the bots' choice (rulesets/ninja/bots.py) for the seat at the screen, and why, in a player's
words: "The ninja moves to Moss Garden: it brings him nearer the castle rooms nobody has searched".

Decided from that seat's view and its own legal answers only (the buttons it is shown), never from the game's
state: a redealt game with the same view gives the same hint (tests/ninja/test_hints.py).
"""
from __future__ import annotations

from engine.i18n import T
from rulesets.ninja.bots import Bot, nearest
from rulesets.ninja.rules import words
from rulesets.ninja.rules.state import OFF_MAP, tables, zone_name


def advise(view, seat, legal) -> tuple:
    """(action, one line of why) for the seat's decision; (None, words) when there is nothing to advise."""
    legal = list(legal)
    if not legal or view is None:
        return None, T("No hint now: this is not your decision.")
    action = Bot(0).decide(view, seat, legal)
    what = words.describe_action(None, action)
    if len(legal) == 1:
        return action, T("{what}: it is the only choice.", what=what)
    return action, T("{what}: {why}.", what=what, why=reason(view, action))


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
        return T("an intruder stands within reach of your guard")
    if word == "play" and action[1] in ("sentry_search", "patrol_search"):
        if not seen:
            return T("a guard standing in a room with a mission goal makes an intruder show himself to reach it")
        return T("the {figure} was seen: search there before he slips away", figure=_seen_name(view))
    if word == "play" and action[1] == "awaken":
        return T("more guards stand up near where the intruders are likely to be")
    if word == "hide":
        if action[1] in ("trap", "hidden_sentry"):
            return T("intruders coming in from the edge of the map search this room early")
        return T("it is one of the rooms farthest from the edge of the map: slow to reach, slow to leave")
    if word in ("sentry", "patrol", "sleep"):
        return T("it is the farthest from the guards already placed, so they watch more of the map")
    if word == "free_listen" or (word == "play" and "listen" in action[1]):
        if word == "free_listen":
            return T("a listen for free can catch an intruder heading for the castle rooms")
        return T("a listen can catch an intruder heading for the castle rooms")
    if word == "end_phase":
        return T("keep your cards for when an intruder shows himself") if guards else T("nothing more is worth doing now")
    if word == "patrol_move":
        if seen:
            return T("it marches towards where the {figure} was seen", figure=_seen_name(view))
        return T("it keeps the patrol on its round")
    if word == "step":
        targets = seen or _rooms()
        if not _closer(action[1], _unit_zone(view), targets):
            return T("it keeps the guard moving")
        return T("it brings the guard nearer to the intruder who was seen") if seen \
            else T("it brings the guard nearer to the rooms you guard")
    if word == "stop_moving":
        return T("he stands where he is needed") if seen else T("he guards the rooms best from here")
    if word in ("take_card",):
        return T("searches and Kenjutsu find and stop intruders")
    if word in ("place_the_rest_at_random", "keep_suggested_hand", "keep_suggested_cards"):
        return T("a sound start")
    if word == "start":
        return T("it is the closest start to the castle rooms")
    if word == "entrance":
        return T("a short cut into the castles, away from the guards' eyes")
    if word == "it_was_a_cat":
        return T("the listeners are close enough to hear you")
    if word == "let_them_listen":
        return T("keep your card: they are too far away to hear you")
    if word == "card" and len(action) > 3 and tables().cards[action[2]].effect == "rope":
        return T("over the wall is the short way in")
    if word == "card":
        return T("it keeps you unseen")
    if word == "be_seen":
        return T("no card can save you here")
    if word == "move":
        return _move_reason(view, action)
    if word == "stop":
        return T("another step would be loud or lead nowhere better")
    if word == "search":
        return T("nobody has searched it yet: a mission goal may lie there")
    if word == "done_searching":
        return T("nothing here is left worth searching")
    if word == "let_the_sentry_be":
        return T("keep your cards")
    return T("it looks best from what you know")


def _move_reason(view, action) -> str:
    figure, zone = action[1], action[2]
    if zone == OFF_MAP:
        return T("the {figure}'s mission is done: leaving the map wins it", figure=figure)
    me = ((view.get("intruder_secrets") or {}).get("figures") or {}).get(figure) or {}
    here = me.get("zone")
    if me.get("mission_done"):
        return T("it brings him nearer the edge of the map")
    found = [z for z, what in view.get("searched", {}).items() if what == me.get("mission")]
    if zone in found:
        return T("mission goal {letter} is there", letter=me.get('mission'))
    if found and _closer(zone, here, found):
        return T("it brings him nearer mission goal {letter} in {zone}", letter=me.get('mission'), zone=zone_name(found[0]))
    if _closer(zone, here, [z for z in _rooms() if z not in view.get("searched", {})] or _rooms()):
        return T("it brings him nearer the castle rooms nobody has searched")
    return T("it keeps him out of the guards' way")


def _unit_zone(view):
    d = view.get("decision") or {}
    unit = d.get("unit")
    if not unit:
        return None
    return next((g["zone"] for g in view["guards"] if g["number"] == unit[0]), None)


def _seen_name(view) -> str:
    return next((f for f, i in view["intruders"].items() if i.get("seen") and i.get("zone")), "intruder")
