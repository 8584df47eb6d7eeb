"""Mousetraps (M-6.14, M-11.4): armed on a room's X spaces, tested by a mouse entering, sprung on no star."""
from __future__ import annotations

from engine.i18n import T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import dice, flow
from rulesets.mice_and_mystics.rules import state as st


def arm_mousetraps(s, tile: int) -> None:
    """M-11.4: a mousetrap on every X space of the room as it lies now."""
    for sp in st.face(s, tile).spaces:
        if sp.trap and [tile, sp.id] not in s.mousetraps:
            s.mousetraps.append([tile, sp.id])
    flow.note(s, "mousetraps", T("Mousetraps are set in the {face}", face=st.face(s, tile).name), T("a mousetrap encounter"))


def disarm_tile(s, tile: int) -> None:
    """A room turned over shows a new side: the traps of the old side go with it."""
    s.mousetraps = [t for t in s.mousetraps if t[0] != tile]


def trap_dice(hero: str) -> int:
    """Dice equal to Move; a Tinkerer may use Lore instead, and more dice are never worse, so the larger
    number is taken (Tobias Brass has 2 of each, so no question is worth asking)."""
    h = story.hero(hero)
    return max(h.move, h.lore) if "tinkerer" in h.classes else h.move


def enter(s, m: dict) -> bool:
    """M-6.14: a mouse entering an armed space tests; True when the trap sprang (its turn ends at once)."""
    if m["place"] not in s.mousetraps:
        return False
    name = st.hero_name(m["hero"])
    faces = dice.roll(s, trap_dice(m["hero"]))
    if dice.stars(faces):
        flow.note(s, "mousetrap", T("{name} slips past the mousetrap: {words}", name=name, words=dice.words(faces)), T("a star passes safely"),
                  hero=m["hero"], faces=faces)
        return False
    s.mousetraps.remove(m["place"])
    m["cheese"] += 1
    if "knocked_down" not in m["conditions"]:
        m["conditions"].append("knocked_down")
    flow.note(s, "mousetrap", T("The mousetrap springs on {name}: {words}; 1 cheese, knocked down and the turn is over", name=name,
                                words=dice.words(faces)), T("no star was rolled"), hero=m["hero"], faces=faces)
    flow.damage_mouse(s, m, 1, T("a mousetrap sprang"))
    return True
