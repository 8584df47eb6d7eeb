"""The hint's use of what the mice own (M-5.3, M-5.4, M-10, M-G.6): abilities, scrolls and tricks, and the free
actions Level Up, Equip and Share, chosen from the shared view and the legal answers only (M-H.1).

Gear is judged by what it does to a fight: expected hits of the better attack (melee hits on half the faces,
ranged on a sixth, M-G.4) plus the blocks of the defence dice (a sixth each); an Equip or a Share is tried on a
copy of the view, through the rules' own equip, so the bot never guesses a slot rule.
"""
from __future__ import annotations

import copy
from types import SimpleNamespace

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import card_use, gear
from rulesets.mice_and_mystics.rules import state as st

# how much an ability or card effect is worth to the mice, for learning one (M-3.3, M-10.3) and choosing
WORTH = {"pierce": 10, "focus": 8, "heal": 7, "knock_down": 5, "keen_search": 4, "cure": 4, "disarm": 3,
         "guard": 3, "dash": 2, "levitate": 1}
GEAR = ("weapon", "armour", "accessory")


def ability_worth(ability_id: str) -> float:
    a = story.ability(ability_id)
    return WORTH[a.effect] + a.amount - a.cost / 2


def effect_of(action) -> str:
    """The effect keyword an ("ability", id, mouse) or ("use_card", card, mouse) action plays, else ''."""
    if action[0] == "ability":
        return story.ability(action[1]).effect
    if action[0] == "use_card":
        return card_use.card(action[1]).effect
    return ""


def strength(m: dict) -> float:
    """Expected hits of the mouse's better attack plus the hits its defence dice block (M-G.4, M-G.8)."""
    battle = story.hero(m["hero"]).battle
    melee, ranged = gear.weapon_bonus(m, "melee"), gear.weapon_bonus(m, "ranged")
    attack = max((battle + melee) / 2 if melee is not None else 0, (battle + ranged) / 6 if ranged is not None else 0)
    return attack + gear.defence_dice(m) / 6


def gain(t, hero: str, card: str) -> float:
    """How much stronger `hero` is with `card` equipped (from its backpack or handed to it), on a copy."""
    trial = SimpleNamespace(**copy.deepcopy({k: v for k, v in vars(t).items() if k != "log"}))
    trial.log = []
    m = st.mouse(trial, hero)
    before = strength(m)
    if card not in m["backpack"]:
        m["backpack"].append(card)
    trial.turn = {"hero": hero, "movement": 0, "move": "done", "action": True, "rescued": False,
                  "captured": False}
    try:
        gear.equip(trial, card)
    except IllegalAction:
        return -1.0
    return strength(m) - before


def _kind(card: str) -> str:
    c = card_use.card(card)
    return c.kind if c else ""


def _pick(legal, effects) -> list:
    return [a for a in legal if a[0] in ("ability", "use_card") and effect_of(a) in effects]


def _cards_first(actions) -> list:
    """Scrolls and tricks before abilities (cards are found again; cheese is scarce), then by name."""
    return sorted(actions, key=lambda a: (a[0] != "use_card", a))


def _say(action) -> str:
    if action[0] == "ability":
        return story.ability(action[1]).name
    return action[1]


def free_and_powers(t, legal, attacks, searching: bool):
    """(action, why) for a free action, ability or card worth taking now, or None."""
    hero = t.turn["hero"]
    name = st.hero_name(hero)
    ups = [a for a in legal if a[0] == "level_up"]
    if ups:
        best = max(ups, key=lambda a: (ability_worth(a[1]), a[1]))
        return best, T("{name} levels up and learns {ability}", name=name, ability=story.ability(best[1]).name)
    for a in legal:
        if a[0] == "equip" and gain(t, hero, a[1]) > 0.01:
            return a, T("{name} equips {a}: it fights better with it", name=name, a=a[1])
    for a in legal:
        if a[0] == "give" and _kind(a[2]) in GEAR and gain(t, a[1], a[2]) > max(0.01, gain(t, hero, a[2])):
            return a, T("{name} gives {a} to {hero}, who fights better with it", name=name, a=a[2], hero=st.hero_name(a[1]))
    for a in _cards_first(_pick(legal, ("heal",))):
        other = st.mouse(t, a[2])
        if other["damage"] - other["poison"] >= 2 or other["damage"] >= story.hero(a[2]).health - 2:
            return a, T("{name} uses {say} to heal {hero}", name=name, say=_say(a), hero=st.hero_name(a[2]))
    for a in _cards_first(_pick(legal, ("cure",))):
        other = st.mouse(t, a[2])
        if other["poison"] or {"stunned", "webbed", "corrupted"} & set(other["conditions"]):
            return a, T("{name} uses {say} to cure {hero}", name=name, say=_say(a), hero=st.hero_name(a[2]))
    if attacks and not t.turn.get("pierce"):
        strong = any(story.minion(st.minion_by_label(t, a[1])["kind"]).defense >= 3 for a in attacks)
        for a in _cards_first(_pick(legal, ("pierce",))):
            if strong:
                return a, T("{name} uses {say}: the minion it attacks will not defend", name=name, say=_say(a))
    if attacks and not t.turn.get("attack_bonus"):
        for a in _cards_first(_pick(legal, ("focus",))):
            return a, T("{name} uses {say} for more attack dice", name=name, say=_say(a))
    for a in _cards_first(_pick(legal, ("knock_down",))):
        if sum(mn["place"][0] == st.mouse(t, hero)["place"][0] for mn in t.minions) >= 2:
            return a, T("{name} uses {say} to knock the minions around it down", name=name, say=_say(a))
    if searching:
        for a in _cards_first(_pick(legal, ("keen_search",))):
            return a, T("{name} uses {say} to search with more dice", name=name, say=_say(a))
    for a in _cards_first(_pick(legal, ("disarm",))):
        return a, T("{name} uses {say} to disarm the mousetraps nearby", name=name, say=_say(a))
    return None


def guard_before_ending(t, legal):
    """(action, why) to guard the most hurt mouse within reach before the turn ends beside minions, or None."""
    hero = t.turn["hero"]
    tile = st.mouse(t, hero)["place"][0]
    if not any(mn["place"][0] == tile for mn in t.minions):
        return None
    guards = _cards_first(_pick(legal, ("guard",)))
    if not guards:
        return None
    best = max(guards, key=lambda a: (st.mouse(t, a[2])["damage"], a[0] == "use_card"))
    return best, T("{hero} uses {say} so that {hero2} defends with more dice", hero=st.hero_name(hero), say=_say(best), hero2=st.hero_name(best[2]))
