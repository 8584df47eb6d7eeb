"""Words for Mice and Mystics actions, decisions and seats: what buttons, prompts and the log say."""
from __future__ import annotations

from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st


def describe_action(s, action) -> str:
    if not isinstance(action, tuple) or not action:
        return "Unknown action"
    name, args = action[0], action[1:]
    fixed = {"scurry": "Scurry: roll again and move on", "search": "Search the room",
             "recover": "Recover from a condition", "flip": "Explore the flip space: turn the room over",
             "end_turn": "End this mouse's turn", "keep": "Put the card in the backpack",
             "sell": "Discard the card for 1 cheese"}
    if name in fixed and not args:
        return fixed[name]
    if name in ("step", "climb", "stop") and len(args) == 1 and isinstance(args[0], str):
        verb = {"step": "Move to", "climb": "Climb out of the water to", "stop": "The minion stops on"}[name]
        return f"{verb} {st.space_name(args[0])}"
    if name in ("melee", "ranged") and len(args) == 1 and isinstance(args[0], str):
        label = args[0]
        who = st.minion_name(s, label) if st.minion_by_label(s, label) else "a minion"
        return f"{'Shoot at' if name == 'ranged' else 'Attack'} the {who}"
    if name == "explore" and len(args) == 1 and isinstance(args[0], int):
        return f"Explore through exit {args[0] + 1}"
    if name == "discard" and len(args) == 1:
        return f"Discard {args[0]} from the backpack"
    if name == "rescue" and len(args) == 2 and isinstance(args[1], str):
        return f"Come back on {st.space_name(args[1])}"
    return "Unknown action"


def prompt(s) -> tuple:
    """(kind, words) of the decision or turn now pending."""
    d = s.decision
    if d is not None:
        if d["kind"] == "minion_stop":
            return d["kind"], (f"The {st.minion_name(s, d['minion'])} moves {d['why']}; several spaces are "
                               "equally good. Where does it stop?")
        if d["kind"] == "search_card":
            return d["kind"], f"{st.hero_name(d['hero'])} found {d['card']}: keep it or discard it for 1 cheese?"
        if d["kind"] == "backpack_full":
            return d["kind"], f"{st.hero_name(d['hero'])}'s backpack holds 3 cards: discard one"
        return d["kind"], f"{st.hero_name(d['hero'])} is rescued: where does the mouse come back?"
    t = s.turn
    return "mouse_turn", (f"{st.hero_name(t['hero'])}: {t['movement']} movement left, "
                          f"{'action taken' if t['action'] else 'one action left'}")


def seat_name(s, seat: int) -> str:
    heroes = [story.hero(m["hero"]).name for i, m in enumerate(s.mice) if i % s.players == seat]
    if not heroes:
        return f"Player {seat + 1}"
    return " and ".join(heroes) if len(heroes) <= 2 else ", ".join(heroes[:-1]) + " and " + heroes[-1]
