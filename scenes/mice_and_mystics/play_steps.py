"""The minions' turns step by step: each figure's move and attack shown one event at a time with a one-line
reason ("The rat warrior 1 moves to space 5: toward Prince Collin, the nearest mouse, with a move of 3; attacks
Prince Collin: 2 hits, 1 blocked"), read from the log events' data and words (the reason is the event's cause)."""
from __future__ import annotations

from engine.play.pacing import Step

STEP_SECONDS = 0.5      # a story-board event, a condition, a card leaving the track
SECONDS = {"minion_moves": 1.0, "minion_waits": 0.6, "minion_attacks": 0.8, "mouse_defends": 0.8}
# events of a minion card's turn and of the story board between mouse turns: shown one at a time
PACED = {"minion_card", "minion_moves", "minion_waits", "minion_attacks", "mouse_defends", "mouse_damaged",
         "mouse_captured", "minion_order", "minion_enters", "surge", "surge_card", "surge_quiet", "ambush",
         "hourglass", "encounter", "cheese_on_wheel", "cheese_stolen", "webbed", "poisoned", "card_removed",
         "minion_defeated", "round"}
STARTS = {"minion_moves", "minion_waits", "minion_card", "surge", "surge_card", "encounter", "round"}


def _lower(text: str) -> str:
    """'The rat...' -> 'the rat...' inside a line; a mouse's name keeps its capital."""
    return "the" + text[3:] if text.startswith("The ") else text


def figure_line(events) -> str:
    """One line for a figure's turn (or one story-board event): its move and reason, then its attack."""
    parts = []
    for e in events:
        if e.kind in ("minion_moves", "minion_waits"):
            parts.append(f"{e.text}: {e.cause}" if e.cause else e.text)
        elif e.kind == "minion_attacks":
            victim = e.text.split(":")[0].split(" attacks ", 1)[-1]
            parts.append(f"attacks {victim}: {e.text.rsplit(', ', 1)[-1]}")
        elif e.kind == "mouse_defends":
            blocked = e.text.rsplit(", ", 1)[-1].split(" ")[0]
            parts.append(f"{e.text.split(' defends')[0]} blocks {blocked}")
        elif e.kind in ("mouse_damaged", "mouse_captured", "cheese_stolen", "webbed", "poisoned"):
            parts.append(_lower(e.text))
        elif not parts:
            parts.append(f"{e.text}: {e.cause}" if e.cause else e.text)
    return "; ".join(parts)


def _targets(event, places: dict) -> tuple:
    data = event.data or {}
    out = []
    label = data.get("minion")
    if isinstance(label, str) and " " in label:
        out.append(("minion", label))
    hero = data.get("hero")
    if isinstance(hero, str) and places.get(hero):
        tile, sid = places[hero]
        out.append(("space", tile, sid))
    return tuple(out)


def minion_steps(view, events, start: int) -> list:
    """Steps for the paced events among `events` (events[0] is log index `start`), grouped per figure."""
    places = {m["hero"]: m["place"] for m in view["mice"]} if isinstance(view, dict) else {}
    groups: list[list] = []
    for offset, event in enumerate(events):
        if event.kind not in PACED:
            if groups and groups[-1]:
                groups.append([])
            continue
        if not groups or not groups[-1] or event.kind in STARTS:
            groups.append([])
        groups[-1].append((start + offset, event))
    steps = []
    for group in groups:
        if not group:
            continue
        line = figure_line([e for _, e in group])
        for index, event in group:
            steps.append(Step(index, SECONDS.get(event.kind, STEP_SECONDS), line, _targets(event, places)))
    return steps
