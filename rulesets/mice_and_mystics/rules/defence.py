"""A mouse defending (M-7.2, M-7.4 by M-G.8): Defense plus armour dice, sword-and-shields block, the hits that
land handed to the attacker's `on_hit` handler (rules/hits.py)."""
from __future__ import annotations

from engine.i18n import T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import achievements, dice, flow, gear
from rulesets.mice_and_mystics.rules import hits as hits_module


def defend(s, m: dict, hits: int, why: str, kind: str, attacker=None) -> None:
    """The mouse rolls Defense plus armour worn (and a guard ability's dice); each sword and shield cancels a hit;
    cheese feeds the mouse (M-7.2), and may earn or use the Cheese Master (M-21.2 a)."""
    h = story.hero(m["hero"])
    n = gear.defence_dice(m)
    faces = dice.roll(s, n)
    blocked = min(hits, dice.blocks(faces))
    m["cheese"] += dice.cheese(faces)
    flow.note(s, "mouse_defends", T("{name} defends: {words}, {blocked} blocked", name=h.name,
                                    words=dice.words(faces), blocked=blocked), hero=m["hero"],
              faces=faces)
    achievements.rolled(s, m["hero"], dice.cheese(faces))
    achievements.defended_with_cheese(s, m["hero"], dice.cheese(faces))
    hits_module.land(s, kind, m, hits - blocked, why, attacker)
