"""Equipment and sharing (M-10.1, M-10.2, M-G.7): slots, the starting gear, search cards equipped from the
backpack, and what a mouse's attack and defence dice count.

A mouse's starting gear (heroes.yaml, M-3.4) is worn until a search card needs its slot: then it is set aside
(`gear_off`) and comes back when the slot is free again. Equipped search cards are `equipped`. One Equip (or
Share) free action swaps any number of cards (M-10.2): taken here a card at a time, the swaps of one free
action must follow each other (rules/__init__ closes it when another action comes between, M-5.3).
"""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import abilities, effects, flow
from rulesets.mice_and_mystics.rules import state as st

SLOTS = {"paws": 2, "body": 1, "head": 1, "accessory": 1}       # M-G.7


def card(name: str):
    return next(c for c in story.search_deck().cards if c.name == name)


def _gear_slot(g) -> str:
    return "paws" if g.paws else "body"


def worn_gear(m: dict) -> list:
    """The hero's starting gear still worn."""
    return [g for g in story.hero(m["hero"]).gear if g.name not in m.get("gear_off", [])]


def used(m: dict, without: str = "") -> dict:
    out = dict.fromkeys(SLOTS, 0)
    for g in worn_gear(m):
        out[_gear_slot(g)] += g.paws or 1
    for name in m.get("equipped", []):
        if name != without:
            c = card(name)
            out[c.slot] += c.paws if c.slot == "paws" else 1
    return out


def weapon_bonus(m: dict, kind: str) -> int | None:
    """The best attack bonus among the mouse's worn weapons of that kind (M-7.3, M-7.6), None with none."""
    bonuses = [g.bonus for g in worn_gear(m) if g.kind == kind]
    bonuses += [card(n).bonus for n in m.get("equipped", []) if card(n).attack == kind]
    return max(bonuses) if bonuses else None


def defence_dice(m: dict) -> int:
    """Defense plus armour worn plus a guard ability's dice (M-G.8)."""
    h = story.hero(m["hero"])
    return h.defense + sum(g.bonus for g in worn_gear(m) if g.kind == "armour") + \
        sum(card(n).defence for n in m.get("equipped", [])) + abilities.guard_dice(m)


def _session(s, name: str) -> None:
    t = s.turn
    if name in t.get("free_used", []) and t.get("free_open") != name:
        raise IllegalAction("M-5.3", T("each free action is taken at most once a turn"))
    if t["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    m = st.mouse(s, t["hero"])
    if st.face(s, m["place"][0]).space(m["place"][1]).water:
        raise IllegalAction("M-6.12", T("a mouse in water cannot take free actions"))


def _open(s, name: str) -> None:
    if name not in s.turn.setdefault("free_used", []):
        s.turn["free_used"].append(name)
    s.turn["free_open"] = name


def equip_checks(s, name: str) -> None:
    _session(s, "equip")
    m = st.mouse(s, s.turn["hero"])
    if name not in m["backpack"]:
        raise IllegalAction("M-10.2", T("{name} is not in {hero}'s backpack", name=name, hero=st.hero_name(m['hero'])))
    c = card(name)
    if not c.slot:
        raise IllegalAction("M-10.2", T("{name} is not worn: it stays in the backpack", name=name))
    need = c.paws if c.slot == "paws" else 1
    if need > SLOTS[c.slot]:
        raise IllegalAction("M-10.2", T("{name} needs more than a mouse has", name=name))


def equip(s, name: str) -> None:
    """M-10.2: a backpack card into its slot; what was there (a search card back to the backpack, starting
    gear set aside) makes room."""
    equip_checks(s, name)
    _open(s, "equip")
    m = st.mouse(s, s.turn["hero"])
    c = card(name)
    need = c.paws if c.slot == "paws" else 1
    m["backpack"].remove(name)
    while used(m)[c.slot] + need > SLOTS[c.slot]:
        taken = next((n for n in m["equipped"] if card(n).slot == c.slot), None)
        if taken is not None:
            m["equipped"].remove(taken)
            m["backpack"].append(taken)         # a swap: the card takes the backpack place just left
        else:
            g = next(g for g in worn_gear(m) if _gear_slot(g) == c.slot)
            m.setdefault("gear_off", []).append(g.name)
    m["equipped"].append(name)
    flow.note(s, "equip", T("{hero} equips {name}", hero=st.hero_name(m['hero']), name=name), hero=m["hero"], card=name)


def unequip_checks(s, name: str) -> None:
    _session(s, "equip")
    m = st.mouse(s, s.turn["hero"])
    if name not in m["equipped"]:
        raise IllegalAction("M-10.2", T("{name} is not equipped", name=name))


def unequip(s, name: str) -> None:
    unequip_checks(s, name)
    _open(s, "equip")
    m = st.mouse(s, s.turn["hero"])
    m["equipped"].remove(name)
    m["backpack"].append(name)
    for g in [g for g in story.hero(m["hero"]).gear if g.name in m.get("gear_off", [])]:
        if used(m)[_gear_slot(g)] + (g.paws or 1) <= SLOTS[_gear_slot(g)]:
            m["gear_off"].remove(g.name)            # the starting gear goes back on
    flow.note(s, "unequip", T("{hero} puts {name} in the backpack", hero=st.hero_name(m['hero']), name=name), hero=m["hero"], card=name)
    _backpack_limit(s, m)


def _sharing_pair(s, other: str) -> tuple:
    """(the mouse whose turn it is, the other mouse) once they may share this turn (M-10.1, M-5.3)."""
    _session(s, "share")
    m = st.mouse(s, s.turn["hero"])
    o = next((x for x in s.mice if x["hero"] == other), None)
    if o is None or o is m or not effects.near(s, m, o):
        raise IllegalAction("M-10.1", T("sharing is between two mice in the same or adjacent spaces"))
    if s.turn.get("share_with", other) != other:
        raise IllegalAction("M-5.3", T("this turn's share was with another mouse"))
    return m, o


def _has(mouse, thing: str) -> bool:
    return bool(mouse["cheese"]) if thing == "cheese" else thing in mouse["backpack"]


def share_checks(s, other: str, thing: str) -> None:
    """M-10.1: two mice in the same or adjacent spaces exchange search cards and cheese."""
    m, _ = _sharing_pair(s, other)
    if not _has(m, thing):
        raise IllegalAction("M-10.1", T("{hero} has no {thing} to give", hero=st.hero_name(m['hero']), thing=thing))


def give(s, other: str, thing: str) -> None:
    share_checks(s, other, thing)
    _hand_over(s, other, thing, giver=s.turn["hero"], receiver=other)


def take(s, other: str, thing: str) -> None:
    """The other half of an exchange: the mouse whose turn it is receives (M-10.1 is an exchange)."""
    share_checks_from(s, other, thing)
    _hand_over(s, other, thing, giver=other, receiver=s.turn["hero"])


def _hand_over(s, other: str, thing: str, giver: str, receiver: str) -> None:
    """One card or one cheese passes from giver to receiver during this turn's share with `other` (M-10.1)."""
    _open(s, "share")
    s.turn["share_with"] = other
    from_mouse, to_mouse = st.mouse(s, giver), st.mouse(s, receiver)
    if thing == "cheese":
        from_mouse["cheese"] -= 1
        to_mouse["cheese"] += 1
    else:
        from_mouse["backpack"].remove(thing)
        to_mouse["backpack"].append(thing)
    flow.note(s, "share", T("{hero} gives 1 cheese to {other}", hero=st.hero_name(giver), other=st.hero_name(receiver))
              if thing == "cheese" else
              T("{hero} gives {card} to {other}", hero=st.hero_name(giver),
                card=thing, other=st.hero_name(receiver)), hero=giver, to=receiver, thing=thing)
    _backpack_limit(s, to_mouse)


def _backpack_limit(s, m: dict) -> None:
    """M-10.2: a backpack over 3 cards (tricks not counted) is brought down to 3 by its owner's choice."""
    keep = [c for c in m["backpack"] if card(c).kind != "trick"]
    if len(keep) > st.BACKPACK_LIMIT:
        s.decision = {"kind": "backpack_full", "seat": flow.seat_of(s, m["hero"]), "hero": m["hero"],
                      "options": sorted(set(keep))}


def share_checks_from(s, other: str, thing: str) -> None:
    """M-10.1: the other mouse gives; the same pairing rules."""
    _, o = _sharing_pair(s, other)
    if not _has(o, thing):
        raise IllegalAction("M-10.1", T("{hero} has no {thing} to give", hero=st.hero_name(other), thing=thing))
