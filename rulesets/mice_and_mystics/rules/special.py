"""A chapter's special and room rules (M-G.1): one handler per keyword, asked by the rules they change."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow, traps
from rulesets.mice_and_mystics.rules import state as st


def _rules(s, keyword: str) -> list:
    return [r for r in story.chapter(s.chapter).special_rules if r.rule == keyword]


def room_rule(s, tile: int):
    face_id = s.tiles[tile]["face"]
    return next((r for r in story.chapter(s.chapter).room_rules if r.face == face_id), None)


def at_setup(s) -> None:
    """The captives begin captured (`captive`); the starting rooms' mousetraps are set (`mousetraps`)."""
    for rule in _rules(s, "captive"):
        st.mouse(s, rule.hero)["place"] = None
        flow.note(s, "captive", T("{hero} is held captive", hero=st.hero_name(rule.hero)), rule.text, hero=rule.hero)
    for tile in range(len(s.tiles)):
        rule = room_rule(s, tile)
        if rule is not None and rule.mousetraps and s.tiles[tile]["face"] in s.visited_faces:
            traps.arm_mousetraps(s, tile)


def first_explored(s, tile: int) -> None:
    """A room's own rules when the mice first come in: its mousetraps (M-11.4)."""
    rule = room_rule(s, tile)
    if rule is not None and rule.mousetraps:
        traps.arm_mousetraps(s, tile)


def explore_blockers(s, tile: int) -> list:
    """The minions in a room that stop the mice exploring (M-7.10), less those `explore_past` lets by."""
    past = {r.minion for r in _rules(s, "explore_past")}
    return [m for m in st.minions_on_tile(s, tile) if m["kind"] not in past]


def hidden_item(s, place) -> str:
    """The item hidden on this space and not found yet, or ''."""
    rule = room_rule(s, place[0])
    for h in (rule.hidden_items if rule else []):
        if h.space == place[1] and not any(f["face"] == rule.face and f["item"] == h.item and f["space"] == h.space
                                           for f in s.found_items):
            return h.item
    return ""


def find_item(s, hero: str, item: str) -> None:
    m = st.mouse(s, hero)
    s.found_items.append({"item": item, "hero": hero, "face": s.tiles[m["place"][0]]["face"],
                          "space": m["place"][1]})
    flow.note(s, "item_found", T("{hero} finds the {item}", hero=st.hero_name(hero), item=item), T("it was hidden on this space"),
              hero=hero, item=item)


def flip_lock(s, tile: int) -> None:
    """`locked_flip`: the room's flip spaces stay shut until enough hidden items are found."""
    rule = room_rule(s, tile)
    if rule is not None and rule.locked_flip > len(s.found_items):
        raise IllegalAction("M-G.1", T("this room's way through is locked: the chapter asks for {needed} hidden items first, {found} found",
                                       needed=rule.locked_flip,
                                       found=len(s.found_items)))
