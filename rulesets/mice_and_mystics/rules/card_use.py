"""Scrolls and tricks from the backpack (M-G.6, M-2): used on the mouse's own turn at no action's cost, each once,
then discarded; what each does is its `effect` keyword's one handler (rules/effects.py).

Authored, not from the seed: the seed says scrolls are one-shot items and tricks give a combat advantage later;
when they may be used is ours: on the turn of the mouse that holds them, before or after its move and action.
"""
from __future__ import annotations

from engine.i18n import T
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
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    if name not in m["backpack"]:
        raise IllegalAction("M-G.6", T("{name} is not in {hero}'s backpack", name=name, hero=st.hero_name(t['hero'])))
    c = card(name)
    if c.kind not in USABLE:
        raise IllegalAction("M-G.6", T("{name} is not a scroll or a trick: it is equipped or kept, not used up", name=name))
    other = effects.reach_check(s, c, "M-G.6", target)
    effects.HANDLERS[c.effect][0](s, c, other)


def use(s, name: str, target: str) -> None:
    """The card leaves the backpack for the discard pile, then does what it says."""
    use_checks(s, name, target)
    m = st.mouse(s, s.turn["hero"])
    c = card(name)
    m["backpack"].remove(name)
    s.search_discard.append(name)
    hero, other = st.hero_name(m["hero"]), st.hero_name(target)
    if c.kind == "scroll":
        text = T("{hero} reads {card}", hero=hero, card=name) if target == m["hero"] else \
            T("{hero} reads {card} on {other}", hero=hero, card=name, other=other)
    else:
        text = T("{hero} plays the trick {card}", hero=hero, card=name) if target == m["hero"] else \
            T("{hero} plays the trick {card} on {other}", hero=hero, card=name, other=other)
    flow.note(s, "card_used", text, c.text, hero=m["hero"], card=name, target=target)
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
