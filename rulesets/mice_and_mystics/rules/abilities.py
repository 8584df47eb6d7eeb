"""Ability cards (M-3.3, M-5.4, M-10.3): chosen at setup, used once a turn for their cheese, their `effect`
keyword played by its one handler (rules/effects.py); Level Up (M-10.3) buys a new one for 6 cheese."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import effects, flow
from rulesets.mice_and_mystics.rules import state as st

LEVEL_UP_COST = 6           # M-10.3


def use_checks(s, ability_id: str, target: str) -> None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    if t["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    if ability_id not in m["abilities"]:
        raise IllegalAction("M-5.4", T("{hero} does not have that ability", hero=st.hero_name(t['hero'])))
    if t.get("ability_used"):
        raise IllegalAction("M-5.4", T("a mouse uses only one ability a turn"))
    a = story.ability(ability_id)
    if m["cheese"] < a.cost:
        raise IllegalAction("M-5.4", T("{name} costs {cost} cheese and {hero} has {cheese}", name=a.name,
                                       cost=a.cost, hero=st.hero_name(t['hero']), cheese=m['cheese']))
    other = effects.reach_check(s, a, "M-5.4", target)
    effects.HANDLERS[a.effect][0](s, a, other)


def use(s, ability_id: str, target: str) -> None:
    use_checks(s, ability_id, target)
    a = story.ability(ability_id)
    m = st.mouse(s, s.turn["hero"])
    m["cheese"] -= a.cost                         # the cost is discarded (M-5.4)
    s.turn["ability_used"] = True
    other = st.mouse(s, target)
    flow.note(s, "ability", T("{hero} uses {name}", hero=st.hero_name(m['hero']), name=a.name) if target == m["hero"] else
              T("{hero} uses {name} on {other}", hero=st.hero_name(m['hero']),
                name=a.name, other=st.hero_name(target)), T("{cost} cheese", cost=a.cost),
              hero=m["hero"], ability=a.id, target=target)
    effects.HANDLERS[a.effect][1](s, a, other)


def guard_dice(m: dict) -> int:
    return m.get("guard", 0)


def level_up_checks(s, ability_id: str) -> None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    free_action_checks(s, "level_up")
    if ability_id not in story.allowed_abilities(t["hero"]):
        raise IllegalAction("M-10.3", T("{hero}'s class does not allow that ability", hero=st.hero_name(t['hero'])))
    if ability_id in m["abilities"]:
        raise IllegalAction("M-10.3", T("the mouse already has that ability"))
    if m["cheese"] < LEVEL_UP_COST:
        raise IllegalAction("M-10.3", T("levelling up costs {cost} cheese; {hero} has {cheese}", cost=LEVEL_UP_COST,
                                        hero=st.hero_name(t['hero']), cheese=m['cheese']))


def free_action_checks(s, name: str) -> None:
    """M-5.3: each free action once a turn; M-6.12: never by a mouse in water."""
    t = s.turn
    m = st.mouse(s, t["hero"])
    if t["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    if name in t.get("free_used", []):
        raise IllegalAction("M-5.3", T("each free action is taken at most once a turn"))
    if st.face(s, m["place"][0]).space(m["place"][1]).water:
        raise IllegalAction("M-6.12", T("a mouse in water cannot take free actions"))


def level_up(s, ability_id: str) -> None:
    level_up_checks(s, ability_id)
    m = st.mouse(s, s.turn["hero"])
    m["cheese"] -= LEVEL_UP_COST
    m["abilities"].append(ability_id)
    s.turn.setdefault("free_used", []).append("level_up")
    flow.note(s, "level_up", T("{hero} levels up and learns {ability}", hero=st.hero_name(m['hero']), ability=story.ability(ability_id).name),
              T("{cost} cheese", cost=LEVEL_UP_COST), hero=m["hero"], ability=ability_id)


def choices_at_setup(hero: str) -> list:
    """M-3.3: the abilities a mouse may start with, its class's cards; the cheapest first."""
    return sorted(story.allowed_abilities(hero), key=lambda a: (story.ability(a).cost, a))


def settle_setup_choice(s, ability_id: str) -> None:
    d = s.decision
    s.decision = None
    st.mouse(s, d["hero"])["abilities"].append(ability_id)
    flow.note(s, "ability_chosen", T("{hero} takes {ability}", hero=st.hero_name(d['hero']), ability=story.ability(ability_id).name),
              T("each mouse chooses one ability at the start"), hero=d["hero"], ability=ability_id)
    ask_setup_choice(s)


def ask_setup_choice(s) -> None:
    """Ask, mouse by mouse, for the ability each starts with (M-3.3); mice given theirs by the config skip."""
    for m in s.mice:
        if not [a for a in m["abilities"] if a != story.hero(m["hero"]).ability]:
            s.decision = {"kind": "choose_ability", "seat": flow.seat_of(s, m["hero"]), "hero": m["hero"],
                          "options": [a for a in choices_at_setup(m["hero"]) if a not in m["abilities"]]}
            return
