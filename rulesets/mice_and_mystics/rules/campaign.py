"""Campaign mode (M-20): what the mice carry from a won chapter into the next, as the next chapter's config.

The carry is plain data kept in the campaign's file (engine/rules/campaigns.py):
  {"heroes": {hero: {"card": a search card found and kept or None, "abilities": [ability ids]}},
   "story_achievements": [...], "chapters_won": [chapter ids]}
A chapter's config takes, for its own mice, what setup already reads: "abilities" {hero: [ids]} (checked against
each hero's classes, M-3.3) and "carried_cards" {hero: [one card]} (into the backpack, out of the search deck).
Kept (M-20.1, M-20.2): story achievements, abilities gained, at most one search card per mouse (no starting gear:
the chapter starts with the mouse's normal gear and the kept card in its backpack).
Not kept (M-20.3): personal achievements, team items, cheese.
"""
from __future__ import annotations

from engine.i18n import N_, T, Tn, lists
from engine.rules.api import IllegalAction
from engine.rules.campaigns import CarryChoice
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st

# The card a mouse keeps when it found several (the players may change it, M-20.2): gear it can fight with first.
KEEP_ORDER = ("weapon", "armour", "accessory", "scroll", "trick")
EMPTY = {"heroes": {}, "story_achievements": [], "chapters_won": []}


def config(chapter: str, carry: dict, players: int) -> dict:
    """The chapter's config with what its mice carry (mice not in it keep theirs in the campaign for later)."""
    out = {"players": players, "chapter": chapter}
    heroes = (carry or EMPTY).get("heroes", {})
    mice = [h for h in story.chapter(chapter).mice if h in heroes]
    abilities = {h: list(heroes[h]["abilities"]) for h in mice if heroes[h]["abilities"]}
    cards = {h: [heroes[h]["card"]] for h in mice if heroes[h]["card"] is not None}
    if abilities:
        out["abilities"] = abilities                                                    # M-20.1
    if cards:
        out["carried_cards"] = cards                                                    # M-20.2
    return out


def card_to_keep(cards: list) -> str | None:
    """The pre-selected card of those a mouse found (M-20.2): the first of the most useful kind; team items are
    the team's and are not kept (M-20.3)."""
    kinds = {c.name: c.kind for c in story.search_deck().cards}
    ranked = sorted((KEEP_ORDER.index(kinds[c]), i, c) for i, c in enumerate(cards) if kinds.get(c) in KEEP_ORDER)
    return ranked[0][2] if ranked else None


def keepable(m) -> list:
    """The search cards a mouse found that it may keep (M-20.2): its backpack's and those in its paws, team items
    left out (M-20.3), each once, in the order it holds them."""
    kinds = {c.name: c.kind for c in story.search_deck().cards}
    found = list(m["backpack"]) + list(m.get("equipped", []))
    return [c for i, c in enumerate(found) if kinds.get(c) in KEEP_ORDER and c not in found[:i]]


def choices(final_state, previous: dict | None) -> list:
    """M-20.2 "may keep at most one": for each mouse that found a card it could keep, which one (or none), the
    most useful pre-selected."""
    out = []
    for m in final_state.mice:
        cards = keepable(m)
        if cards:
            out.append(CarryChoice(m["hero"], T("{hero} keeps", hero=st.hero_name(m['hero'])),
                                   tuple((c, c, card_words(c)) for c in cards) +
                                   ((None, N_("No card"), N_("The mouse starts the next chapter with its usual gear only")),),
                                   card_to_keep(cards)))
    return out


def card_words(name: str) -> str:
    """What a search card does, in words, for the choice's tooltip ('A ranged weapon: 1 more attack die')."""
    card = next(c for c in story.search_deck().cards if c.name == name)
    weapon = {"melee": T("A melee weapon"), "ranged": T("A ranged weapon")}.get(card.attack, T("A weapon"))
    kind = {"weapon": weapon, "armour": T("Armour"), "accessory": T("An accessory"), "scroll": T("A scroll"),
            "trick": T("A trick")}.get(card.kind, card.kind)
    extras = [Tn("{n} more attack die", "{n} more attack dice", card.bonus) if card.bonus else "",
              Tn("{n} more defence die", "{n} more defence dice", card.defence) if card.defence else "",
              Tn("takes {n} paw", "takes {n} paws", card.paws) if card.paws else ""]
    extras = [e for e in extras if e]
    return T("{kind}: {extras}", kind=kind, extras=lists.listed(extras)) if extras else kind


def carry(final_state, previous: dict | None, chosen: dict | None = None) -> dict:
    """The carry after `final_state`, a won chapter begun with `previous` (mice not in it keep theirs); `chosen`
    {hero: card or None} is the players' pick of the card each mouse keeps (M-20.2), else the pre-selected one."""
    previous = previous or EMPTY
    heroes = {hero: dict(kept) for hero, kept in previous.get("heroes", {}).items()}
    for m in final_state.mice:
        cards = keepable(m)
        card = card_to_keep(cards)
        if chosen is not None and m["hero"] in chosen:
            card = chosen[m["hero"]]
            if card is not None and card not in cards:
                raise IllegalAction("M-20.2", T("{hero} did not find {card}: a mouse keeps only a search card it found", hero=st.hero_name(m['hero']),
                                                card=card))
        heroes[m["hero"]] = {"card": card, "abilities": list(m["abilities"])}                 # M-20.2, M-20.1
    achievements = list(previous.get("story_achievements", []))
    achievements += [a for a in final_state.story_achievements if a not in achievements]                # M-20.1
    won = list(previous.get("chapters_won", []))
    return {"heroes": heroes, "story_achievements": achievements,
            "chapters_won": won + ([final_state.chapter] if final_state.chapter not in won else [])}
