"""Personal achievements (M-21.2): each goes to the first mouse to qualify, with its effect for the chapter.

Kept in `achievements` {name: hero}; the counts they wait on in `roaches_defeated` {hero: count} (since the
last encounter began). One function per moment an achievement can be earned; the effects are asked by name.
"""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import LogEvent
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st

CHAPTER_TRACK = 10          # M-G.7: pages on the chapter track; the end marker moves no further
TITLES = {"cheese_master": N_("Cheese Master"), "roach_master": N_("Roach Master"), "poison_master": N_("Poison Master"),
          "escape_master": N_("Escape Master"), "cat_trainer": N_("Cat Trainer")}
MOVES_END_MARKER = ("cheese_master", "roach_master", "escape_master")


def holder(s, name: str) -> str:
    return s.achievements.get(name, "")


def _award(s, name: str, hero: str, why: str) -> None:
    if name in s.achievements:
        return
    s.achievements[name] = hero
    text = T("{hero} earns the achievement {title}", hero=st.hero_name(hero), title=TITLES[name])
    if name in MOVES_END_MARKER and s.end_marker < CHAPTER_TRACK:
        s.end_marker += 1
        text = T("{hero} earns the achievement {title}; the chapter-end marker moves on to page {page}",
                 hero=st.hero_name(hero), title=TITLES[name], page=s.end_marker)
    s.log.append(LogEvent("achievement", text, {"achievement": name, "hero": hero}, T(why)))


def rolled(s, hero: str, cheese: int) -> None:
    """(a) Cheese Master: the first to roll at least 3 cheese in one attack or defence."""
    if cheese >= 3:
        _award(s, "cheese_master", hero, N_("3 cheese in one roll"))


def defended_with_cheese(s, hero: str, cheese: int) -> None:
    """(a) the effect: the Cheese Master rolling cheese in defence feeds every mouse not captured."""
    if cheese and holder(s, "cheese_master") == hero:
        for m in s.mice:
            if m["place"] is not None:
                m["cheese"] += 1
        s.log.append(LogEvent("cheese_master", T("Every free mouse gains 1 cheese"), {"hero": hero},
                              T("the Cheese Master rolled cheese in defence")))


def minion_defeated(s, hero: str, mn: dict) -> None:
    """(b) Roach Master: 4 roaches in one encounter; (e) Cat Trainer: Brodie defeated."""
    if mn["kind"] == "roach":
        s.roaches_defeated[hero] = s.roaches_defeated.get(hero, 0) + 1
        if s.roaches_defeated[hero] >= 4:
            _award(s, "roach_master", hero, N_("4 roaches defeated in one encounter"))
    if mn["kind"] == "brodie":
        _award(s, "cat_trainer", hero, N_("Brodie was defeated"))


def encounter_begins(s) -> None:
    s.roaches_defeated = {}


def captured(s, m: dict) -> bool:
    """(c) Poison Master, (d) Escape Master, checked as a mouse is captured; True when the Escape Master's
    effect rescues it at once (the first capture after earning it)."""
    if m["poison"] >= 1:
        _award(s, "poison_master", m["hero"], N_("captured while poisoned"))
    if holder(s, "escape_master") == m["hero"] and not s.escape_used:
        s.escape_used = True
        return True
    if m["captures"] + 1 >= 2:
        _award(s, "escape_master", m["hero"], N_("captured twice in one chapter"))
    return False


def greedy_counts_as_normal(s, mn: dict) -> bool:
    """(b) the effect: greedy roaches in the Roach Master's room count as normal roaches."""
    hero = holder(s, "roach_master")
    place = st.mouse(s, hero)["place"] if hero else None
    return place is not None and place[0] == mn["place"][0]


def poison_as_damage(s, m: dict) -> bool:
    """(c) the effect: poison to the Poison Master is taken as normal damage."""
    return holder(s, "poison_master") == m["hero"]


def defence_dice_lost(s, hero: str, kind: str) -> int:
    """(e) the effect: a large minion attacked by the Cat Trainer rolls one fewer defence die."""
    return 1 if hero and holder(s, "cat_trainer") == hero and story.minion(kind).size == "large" else 0
