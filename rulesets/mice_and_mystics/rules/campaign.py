"""Campaign mode (M-20): what the mice carry from a won chapter into the next, and a chapter set up with it.

The carry is plain data inside the chapter's config (so a save of a campaign chapter replays exactly):
  {"heroes": {hero: {"card": a search card found and kept or None, "abilities": [ability ids]}},
   "story_achievements": [...], "chapters_won": [chapter ids]}
Kept (M-20.1, M-20.2): story achievements, abilities gained, at most one search card per mouse (it is no
starting gear: the chapter starts with the mouse's normal gear and the kept card in its backpack).
Not kept (M-20.3): personal achievements, team items, cheese.
"""
from __future__ import annotations

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story

# The card a mouse keeps when it found several (the players may change it, M-20.2): gear it can fight with first.
KEEP_ORDER = ("weapon", "armour", "accessory", "scroll", "trick")
EMPTY = {"heroes": {}, "story_achievements": [], "chapters_won": []}


def config(chapter: str, carry: dict, players: int) -> dict:
    return {"players": players, "chapter": chapter, "campaign": carry}


def card_to_keep(cards: list) -> str | None:
    """The pre-selected card of those a mouse found (M-20.2): the first of the most useful kind."""
    kinds = {c.name: c.kind for c in story.search_deck().cards}
    ranked = sorted((KEEP_ORDER.index(kinds[c]), i, c) for i, c in enumerate(cards) if c in kinds)
    return ranked[0][2] if ranked else None


def carry(final_state, previous: dict | None) -> dict:
    """The carry after `final_state`, a won chapter begun with `previous` (mice not in it keep theirs)."""
    previous = previous or EMPTY
    heroes = {hero: dict(kept) for hero, kept in previous.get("heroes", {}).items()}
    for m in final_state.mice:
        heroes[m["hero"]] = {"card": card_to_keep(list(m["backpack"])),                   # M-20.2
                             "abilities": list(m["abilities"])}                            # M-20.1
    achievements = list(previous.get("story_achievements", []))
    achievements += [a for a in getattr(final_state, "story_achievements", []) if a not in achievements]   # M-20.1
    won = list(previous.get("chapters_won", []))
    return {"heroes": heroes, "story_achievements": achievements,
            "chapters_won": won + ([final_state.chapter] if final_state.chapter not in won else [])}


def check(carry_data) -> dict:
    """The carry of a config, refused by name when it is not one this game writes (a damaged campaign)."""
    if carry_data is None or carry_data == {}:       # a new campaign's first chapter carries nothing yet
        return EMPTY
    if type(carry_data) is not dict or set(carry_data) != set(EMPTY):
        raise IllegalAction("M-20.1", "the campaign's carried heroes and achievements are damaged")
    known = {c.name for c in story.search_deck().cards}
    heroes = carry_data["heroes"]
    if type(heroes) is not dict:
        raise IllegalAction("M-20.1", "the campaign's carried heroes are damaged")
    for hero, kept in heroes.items():
        if hero not in {h.id for h in story.heroes_book().heroes}:
            raise IllegalAction("M-20.1", f"the campaign carries a hero this game does not know: {hero}")
        if type(kept) is not dict or set(kept) != {"card", "abilities"} or type(kept["abilities"]) is not list:
            raise IllegalAction("M-20.1", f"what {hero} carries in the campaign is damaged")
        if kept["card"] is not None and kept["card"] not in known:
            raise IllegalAction("M-20.2", f"{hero} carries a search card this game does not know: {kept['card']}")
    for key in ("story_achievements", "chapters_won"):
        if type(carry_data[key]) is not list or any(type(x) is not str for x in carry_data[key]):
            raise IllegalAction("M-20.1", "the campaign's achievements or chapters won are damaged")
    return carry_data


def start_with(s, carry_data: dict) -> None:
    """Give the chapter's mice what the campaign carries (M-20.2: the kept card into the backpack, taken out
    of the search deck so every card is still counted once; M-20.1: story achievements). The abilities are
    given with the config's at setup, checked against each hero's classes there."""
    for m in s.mice:
        kept = carry_data["heroes"].get(m["hero"])
        if kept is None:
            continue
        if kept["card"] is not None and kept["card"] in s.search_deck:
            s.search_deck.remove(kept["card"])
            m["backpack"].append(kept["card"])
    if hasattr(s, "story_achievements"):
        s.story_achievements = list(carry_data["story_achievements"])
