"""A mouse card's turn begun and ended (M-4, M-5): the movement die, standing up (M-17.3), rescue (M-16.2) and
Hurry! (M-4.5)."""
from __future__ import annotations

from engine.i18n import T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import corrupted, dice, flow, surges
from rulesets.mice_and_mystics.rules import state as st


def start_mouse_turn(s, hero: str) -> None:
    m = st.mouse(s, hero)
    name = st.hero_name(hero)
    if m["place"] is None:
        if s.minions:
            flow.note(s, "turn_skipped", T("{name} is still captured", name=name), T("minions are still on the board"))
            end_card_of_mouse(s, hero)
            return
        options = flow.rescue_places(s, hero)
        if not options:
            flow.note(s, "turn_skipped", T("{name} is still captured", name=name), T("no mouse is on the board to join"))
            end_card_of_mouse(s, hero)
            return
        s.decision = {"kind": "rescue", "seat": flow.seat_of(s, hero), "hero": hero, "options": options}
        return
    m["guard"] = 0                      # a guard ability lasts until the mouse's next turn
    if "corrupted" in m["conditions"]:
        if corrupted.play(s, hero):
            end_card_of_mouse(s, hero)
        return
    if "knocked_down" in m["conditions"]:
        # M-17.3: standing up spends the whole move; the action is still the mouse's
        m["conditions"].remove("knocked_down")
        s.turn = {"hero": hero, "movement": 0, "move": "done", "action": False, "rescued": False,
                  "captured": False}
        flow.note(s, "stands_up", T("{name} stands up, which takes the whole move", name=name), T("the mouse was knocked down"),
                  hero=hero)
        return
    face = dice.roll(s, 1)[0]
    move = dice.movement(face) + story.hero(hero).move
    s.turn = {"hero": hero, "movement": move, "move": "unused", "action": False, "rescued": False,
              "captured": False}
    flow.note(s, "turn_begins", T("{name}'s turn: the die shows {icon} with {movement}, so {name} may move {move}", name=name,
                                  icon=dice.icon(face), movement=dice.movement(face), move=move),
              T("the movement die plus Move"), hero=hero, die=face)


def end_card_of_mouse(s, hero: str) -> None:
    """A mouse card's turn is over: Hurry! (M-4.5), then the next card."""
    s.turn = None
    order = st.mouse_order(s)
    if order and order[-1] == hero and not s.minions:
        surges.add_to_wheel(s, 1, T("Hurry! The last mouse finished its turn with no minion on the board"))
    flow.next_card(s)
