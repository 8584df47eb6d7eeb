"""What ability cards and the scrolls and tricks of the search deck do (M-5.4, M-G.6): one handler per `effect`
keyword of abilities.yaml and search_cards.yaml, each a check (refusing with a rule id) and a change.

A handler gets the card (its name and `amount`) and the mouse it touches; effects that act around a mouse
(knock_down, disarm) act around that one. What lasts into the turn is kept on the turn (and ends with it):
attack_bonus and pierce for the next attack, search_dice for the next search, levitating for the move.
"""
from __future__ import annotations

from engine.i18n import T, Tn
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow
from rulesets.mice_and_mystics.rules import state as st

NEGATIVE = ("stunned", "webbed", "knocked_down", "corrupted")     # M-17


def _around(s, m: dict) -> set:
    """The mouse's space and the spaces next to it, on its tile."""
    tile, here = m["place"]
    return {here} | set(st.face(s, tile).space(here).adjacent)


def _heal_check(s, card, m) -> None:
    if m["damage"] - m["poison"] <= 0:
        raise IllegalAction("M-17.5", T("{hero} has no damage ordinary healing can mend", hero=st.hero_name(m['hero'])))


def _heal(s, card, m) -> None:
    healed = min(card.amount, m["damage"] - m["poison"])
    m["damage"] -= healed
    flow.note(s, "healed", T("{hero} heals {healed} damage", hero=st.hero_name(m['hero']), healed=healed), card.name, hero=m["hero"])


def _cure_check(s, card, m) -> None:
    if not m["poison"] and not set(NEGATIVE) & set(m["conditions"]):
        raise IllegalAction("M-17.5", T("{hero} has neither poison nor a negative condition", hero=st.hero_name(m['hero'])))


def _cure(s, card, m) -> None:
    m["damage"] -= m["poison"]              # a cure is the one thing that mends poison (M-17.5)
    m["poison"] = 0
    m["conditions"] = [c for c in m["conditions"] if c not in NEGATIVE]
    flow.note(s, "cured", T("{hero} is cured", hero=st.hero_name(m['hero'])), card.name, hero=m["hero"])


def _move_left_check(s, card, m) -> None:
    if s.turn["move"] == "done":
        raise IllegalAction("M-6.1", T("this mouse's move is over"))


def _dash(s, card, m) -> None:
    s.turn["movement"] += card.amount


def _no_check(s, card, m) -> None:
    return None


def _focus(s, card, m) -> None:
    s.turn["attack_bonus"] = s.turn.get("attack_bonus", 0) + card.amount


def _guard(s, card, m) -> None:
    m["guard"] = m.get("guard", 0) + card.amount     # two guards stack: each says "N more dice"


def _pierce(s, card, m) -> None:
    s.turn["pierce"] = True


def _fallers(s, m: dict) -> list:
    """Minions around the mouse that a knock-down reaches: small ones not already down (M-17.3)."""
    tile = m["place"][0]
    near = _around(s, m)
    return [mn for mn in st.minions_on_tile(s, tile) if mn["place"][1] in near and not mn.get("knocked_down")
            and story.minion(mn["kind"]).size == "small"]


def _knock_down_check(s, card, m) -> None:
    if not _fallers(s, m):
        raise IllegalAction("M-17.3", T("no small minion stands in this mouse's space or next to it (large figures "
                                      "cannot be knocked down)"))


def _knock_down(s, card, m) -> None:
    for mn in _fallers(s, m):
        mn["knocked_down"] = True           # it spends its next move standing up (rules/minion_turns.py)
        flow.note(s, "knocked_down", T("The {minion} is knocked down", minion=st.minion_name(s, mn['label'])), card.name,
                  minion=mn["label"])


def _levitate(s, card, m) -> None:
    s.turn["levitating"] = True             # red lines and pipe gaps are crossed this turn (M-6.6)
    flow.note(s, "levitating", T("{hero} floats over red lines and gaps this turn", hero=st.hero_name(m['hero'])), card.name,
              hero=m["hero"])


def _search_check(s, card, m) -> None:
    if s.turn["action"]:
        raise IllegalAction("M-7.8", T("this mouse has already taken its action: no search is left to help"))


def _keen_search(s, card, m) -> None:
    s.turn["search_dice"] = s.turn.get("search_dice", 0) + card.amount


def _traps_near(s, m: dict) -> list:
    tile = m["place"][0]
    near = _around(s, m)
    return [t for t in s.mousetraps if t[0] == tile and t[1] in near]


def _disarm_check(s, card, m) -> None:
    if not _traps_near(s, m):
        raise IllegalAction("M-6.14", T("no armed mousetrap is in this mouse's space or next to it"))


def _disarm(s, card, m) -> None:
    gone = _traps_near(s, m)
    s.mousetraps = [t for t in s.mousetraps if t not in gone]
    flow.note(s, "disarmed", Tn("{hero} disarms {n} mousetrap", "{hero} disarms {n} mousetraps", len(gone),
                                hero=st.hero_name(m['hero'])), card.name, hero=m["hero"])


HANDLERS = {"heal": (_heal_check, _heal), "cure": (_cure_check, _cure), "dash": (_move_left_check, _dash),
            "focus": (_no_check, _focus), "guard": (_no_check, _guard), "pierce": (_no_check, _pierce),
            "knock_down": (_knock_down_check, _knock_down), "levitate": (_move_left_check, _levitate),
            "keen_search": (_search_check, _keen_search), "disarm": (_disarm_check, _disarm)}


def reach_check(s, card, rule: str, target: str) -> dict:
    """The mouse `card` touches, refused with `rule` when it is not one it may reach: the mouse whose turn it
    is (reach self), or a mouse in its space or the next (reach near)."""
    m = st.mouse(s, s.turn["hero"])
    other = next((x for x in s.mice if x["hero"] == target), None)
    if other is None or other["place"] is None:
        raise IllegalAction(rule, T("that is not a mouse on the board"))
    if card.reach == "self" and target != s.turn["hero"]:
        raise IllegalAction(rule, T("{card} is used on the mouse itself", card=card.name))
    if card.reach == "near" and not near(s, m, other):
        raise IllegalAction(rule, T("{card} reaches only a mouse in the same or an adjacent space", card=card.name))
    return other


def near(s, a: dict, b: dict) -> bool:
    if a["place"] is None or b["place"] is None or a["place"][0] != b["place"][0]:
        return False
    return a["place"][1] == b["place"][1] or b["place"][1] in st.face(s, a["place"][0]).space(a["place"][1]).adjacent


def attack_bonus(s) -> int:
    """Dice a focus effect added to this turn's next attack; spent by the attack."""
    return s.turn.pop("attack_bonus", 0)


def pierces(s) -> bool:
    """A pierce effect: the minion this turn's next attack hits rolls no defence; spent by the attack."""
    return s.turn.pop("pierce", False)


def search_dice(s) -> int:
    """Dice a keen search added to this turn's search; spent by the search."""
    return s.turn.pop("search_dice", 0)


def levitating(s) -> bool:
    return s.turn.get("levitating", False)
