"""Ability cards (M-3.3, M-5.4, M-10.3): chosen at setup, used once a turn for their cheese, one handler per
`effect` keyword of abilities.yaml; Level Up (M-10.3) buys a new one for 6 cheese as a free action."""
from __future__ import annotations

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow
from rulesets.mice_and_mystics.rules import state as st

LEVEL_UP_COST = 6           # M-10.3
NEGATIVE = ("stunned", "webbed", "knocked_down", "corrupted")     # M-17


def _near(s, a: dict, b: dict) -> bool:
    if a["place"] is None or b["place"] is None or a["place"][0] != b["place"][0]:
        return False
    return a["place"][1] == b["place"][1] or b["place"][1] in st.face(s, a["place"][0]).space(a["place"][1]).adjacent


def use_checks(s, ability_id: str, target: str) -> None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    if t["rescued"]:
        raise IllegalAction("M-16.3", "a mouse rescued this turn may not act")
    if ability_id not in m["abilities"]:
        raise IllegalAction("M-5.4", f"{st.hero_name(t['hero'])} does not have that ability")
    if t.get("ability_used"):
        raise IllegalAction("M-5.4", "a mouse uses only one ability a turn")
    a = story.ability(ability_id)
    if m["cheese"] < a.cost:
        raise IllegalAction("M-5.4", f"{a.name} costs {a.cost} cheese and {st.hero_name(t['hero'])} has {m['cheese']}")
    other = next((x for x in s.mice if x["hero"] == target), None)
    if other is None or other["place"] is None:
        raise IllegalAction("M-5.4", "that is not a mouse on the board")
    if a.reach == "self" and target != t["hero"]:
        raise IllegalAction("M-5.4", f"{a.name} is used on the mouse itself")
    if a.reach == "near" and not _near(s, m, other):
        raise IllegalAction("M-5.4", f"{a.name} reaches only a mouse in the same or an adjacent space")
    HANDLERS[a.effect][0](s, a, other)


def use(s, ability_id: str, target: str) -> None:
    use_checks(s, ability_id, target)
    a = story.ability(ability_id)
    m = st.mouse(s, s.turn["hero"])
    m["cheese"] -= a.cost                         # the cost is discarded (M-5.4)
    s.turn["ability_used"] = True
    other = st.mouse(s, target)
    flow.note(s, "ability", f"{st.hero_name(m['hero'])} uses {a.name}" +
              ("" if target == m["hero"] else f" on {st.hero_name(target)}"), f"{a.cost} cheese",
              hero=m["hero"], ability=a.id, target=target)
    HANDLERS[a.effect][1](s, a, other)


def _heal_check(s, a, m) -> None:
    if m["damage"] - m["poison"] <= 0:
        raise IllegalAction("M-17.5", f"{st.hero_name(m['hero'])} has no damage ordinary healing can mend")


def _heal(s, a, m) -> None:
    healed = min(a.amount, m["damage"] - m["poison"])
    m["damage"] -= healed
    flow.note(s, "healed", f"{st.hero_name(m['hero'])} heals {healed} damage", hero=m["hero"])


def _cure_check(s, a, m) -> None:
    if not m["poison"] and not set(NEGATIVE) & set(m["conditions"]):
        raise IllegalAction("M-17.5", f"{st.hero_name(m['hero'])} has neither poison nor a negative condition")


def _cure(s, a, m) -> None:
    m["damage"] -= m["poison"]              # a cure is the one thing that mends poison (M-17.5)
    m["poison"] = 0
    m["conditions"] = [c for c in m["conditions"] if c not in NEGATIVE]
    flow.note(s, "cured", f"{st.hero_name(m['hero'])} is cured", hero=m["hero"])


def _dash_check(s, a, m) -> None:
    if s.turn["move"] == "done":
        raise IllegalAction("M-6.1", "this mouse's move is over")


def _dash(s, a, m) -> None:
    s.turn["movement"] += a.amount


def _no_check(s, a, m) -> None:
    return None


def _focus(s, a, m) -> None:
    s.turn["attack_bonus"] = s.turn.get("attack_bonus", 0) + a.amount


def _guard(s, a, m) -> None:
    m["guard"] = max(m.get("guard", 0), a.amount)


HANDLERS = {"heal": (_heal_check, _heal), "cure": (_cure_check, _cure), "dash": (_dash_check, _dash),
            "focus": (_no_check, _focus), "guard": (_no_check, _guard)}


def attack_bonus(s) -> int:
    """Dice a focus ability added to this turn's next attack; spent by the attack."""
    return s.turn.pop("attack_bonus", 0) if s.turn else 0


def guard_dice(m: dict) -> int:
    return m.get("guard", 0)


def level_up_checks(s, ability_id: str) -> None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    free_action_checks(s, "level_up")
    if ability_id not in story.allowed_abilities(t["hero"]):
        raise IllegalAction("M-10.3", f"{st.hero_name(t['hero'])}'s class does not allow that ability")
    if ability_id in m["abilities"]:
        raise IllegalAction("M-10.3", "the mouse already has that ability")
    if m["cheese"] < LEVEL_UP_COST:
        raise IllegalAction("M-10.3", f"levelling up costs {LEVEL_UP_COST} cheese; {st.hero_name(t['hero'])} has "
                                      f"{m['cheese']}")


def free_action_checks(s, name: str) -> None:
    """M-5.3: each free action once a turn; M-6.12: never by a mouse in water."""
    t = s.turn
    m = st.mouse(s, t["hero"])
    if t["rescued"]:
        raise IllegalAction("M-16.3", "a mouse rescued this turn may not act")
    if name in t.get("free_used", []):
        raise IllegalAction("M-5.3", "each free action is taken at most once a turn")
    if st.face(s, m["place"][0]).space(m["place"][1]).water:
        raise IllegalAction("M-6.12", "a mouse in water cannot take free actions")


def level_up(s, ability_id: str) -> None:
    level_up_checks(s, ability_id)
    m = st.mouse(s, s.turn["hero"])
    m["cheese"] -= LEVEL_UP_COST
    m["abilities"].append(ability_id)
    s.turn.setdefault("free_used", []).append("level_up")
    flow.note(s, "level_up", f"{st.hero_name(m['hero'])} levels up and learns {story.ability(ability_id).name}",
              f"{LEVEL_UP_COST} cheese", hero=m["hero"], ability=ability_id)


def choices_at_setup(hero: str) -> list:
    """M-3.3: the abilities a mouse may start with, its class's cards; the cheapest first."""
    return sorted(story.allowed_abilities(hero), key=lambda a: (story.ability(a).cost, a))


def settle_setup_choice(s, ability_id: str) -> None:
    d = s.decision
    s.decision = None
    st.mouse(s, d["hero"])["abilities"].append(ability_id)
    flow.note(s, "ability_chosen", f"{st.hero_name(d['hero'])} takes {story.ability(ability_id).name}",
              "each mouse chooses one ability at the start", hero=d["hero"], ability=ability_id)
    ask_setup_choice(s)


def ask_setup_choice(s) -> None:
    """Ask, mouse by mouse, for the ability each starts with (M-3.3); mice given theirs by the config skip."""
    for m in s.mice:
        if not [a for a in m["abilities"] if a != story.hero(m["hero"]).ability]:
            s.decision = {"kind": "choose_ability", "seat": flow.seat_of(s, m["hero"]), "hero": m["hero"],
                          "options": [a for a in choices_at_setup(m["hero"]) if a not in m["abilities"]]}
            return
