"""Search events (M-2, M-G.6): resolved the moment they are drawn, then discarded; one handler per `event`."""
from __future__ import annotations

from engine.i18n import T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow, surges, traps
from rulesets.mice_and_mystics.rules import state as st


def _card(name: str):
    return next(c for c in story.search_deck().cards if c.name == name)


def _cheese_cache(s, m: dict, c) -> None:
    m["cheese"] += c.amount
    flow.note(s, "event", T("{hero} finds {amount} cheese", hero=st.hero_name(m['hero']), amount=c.amount), c.name, hero=m["hero"])


def _alarm(s, m: dict, c) -> None:
    surges.add_to_wheel(s, c.amount, T("{name} rings", name=c.name))


def _rest(s, m: dict, c) -> None:
    for other in s.mice:
        if other["place"] is not None and other["place"][0] == m["place"][0]:
            healed = min(c.amount, other["damage"] - other["poison"])      # never poison (M-17.5)
            other["damage"] -= healed
    flow.note(s, "event", T("The mice in the room rest and heal up to {amount} damage each", amount=c.amount), c.name)


def _mousetraps(s, m: dict, c) -> None:
    traps.arm_mousetraps(s, m["place"][0])


HANDLERS = {"cheese_cache": _cheese_cache, "alarm": _alarm, "rest": _rest, "mousetraps": _mousetraps}


def resolve(s, name: str, hero: str) -> None:
    c = _card(name)
    s.search_discard.append(name)
    flow.note(s, "event", T("Event: {name}", name=name), T("an event is resolved when drawn"), card=name)
    HANDLERS[c.event](s, st.mouse(s, hero), c)
