"""The turn cycle: the initiative track played card after card until the mice must decide (M-4.1)."""
from __future__ import annotations

from engine.i18n import N_, T
from rulesets.mice_and_mystics.rules import brodie, flow, minion_turns, mouse_turns, track


def run(s) -> None:
    """Play the track on from the current card until a mouse must act, a choice is asked or the chapter ends."""
    guard = 0
    while s.result is None and s.decision is None and s.turn is None:
        guard += 1
        if guard > 1000:
            raise RuntimeError(T("the initiative track does not advance"))
        if all(m["place"] is None for m in s.mice):
            flow.check_end(s)        # the chapter's own defeat words first ("4 mice are captured at once", M-19.2)
            if s.result is None:     # a chapter with no such condition: nobody is left to play the track
                s.result, s.result_reason = "loss", N_("Every mouse is captured")
                flow.note(s, "chapter_lost", T(s.result_reason))
            return
        if s.current >= len(s.initiative):
            # the card due next left the track (its last figure fell) and it was the bottom one: a new round
            s.current = len(s.initiative) - 1
            flow.next_card(s)
        card = s.initiative[s.current]
        if "minion" in card and "card" in card and track.card_info(card).behaviour != "normal":
            if brodie.play(s, card):
                flow.next_card(s)
        elif "minion" in card:
            if minion_turns.play_card(s):
                minion_turns.card_over(s)
        else:
            mouse_turns.start_mouse_turn(s, card["mouse"])
