"""Scrolls and tricks from the backpack (M-G.6, M-2): used on the mouse's own turn at no action's cost, each once,
then discarded; what each does is its `effect` keyword's one handler (rules/effects.py).

Authored, not from the seed: the seed says scrolls are one-shot items and tricks give a combat advantage later;
when they may be used is ours: on the turn of the mouse that holds them, before or after its move and action.
"""
from __future__ import annotations

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import effects, flow
from rulesets.mice_and_mystics.rules import state as st

USABLE = ("scroll", "trick")


def card(name: str):
    return next((c for c in story.search_deck().cards if c.name == name), None)


def use_checks(s, name: str, target: str) -> None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    if t["rescued"]:
        raise IllegalAction("M-16.3", "a mouse rescued this turn may not act")
    if name not in m["backpack"]:
        raise IllegalAction("M-G.6", f"{name} is not in {st.hero_name(t['hero'])}'s backpack")
    c = card(name)
    if c.kind not in USABLE:
        raise IllegalAction("M-G.6", f"{name} is not a scroll or a trick: it is equipped or kept, not used up")
    other = effects.reach_check(s, c, "M-G.6", target)
    effects.HANDLERS[c.effect][0](s, c, other)


def use(s, name: str, target: str) -> None:
    """The card leaves the backpack for the discard pile, then does what it says."""
    use_checks(s, name, target)
    m = st.mouse(s, s.turn["hero"])
    c = card(name)
    m["backpack"].remove(name)
    s.search_discard.append(name)
    verb = "reads" if c.kind == "scroll" else "plays the trick"
    flow.note(s, "card_used", f"{st.hero_name(m['hero'])} {verb} {name}" +
              ("" if target == m["hero"] else f" on {st.hero_name(target)}"), c.text, hero=m["hero"], card=name,
              target=target)
    effects.HANDLERS[c.effect][1](s, c, st.mouse(s, target))


def actions(s, m: dict, ask) -> list:
    """Every ("use_card", card, mouse) the mouse whose turn it is may take now."""
    out = []
    for name in dict.fromkeys(m["backpack"]):
        c = card(name)
        if c.kind not in USABLE:
            continue
        for other in s.mice:
            if ask(lambda: use_checks(s, name, other["hero"])) is None:
                out.append(("use_card", name, other["hero"]))
    return out
