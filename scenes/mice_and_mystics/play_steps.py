"""The minions' turns step by step: each figure's move and attack shown one event at a time with a one-line
reason ("The rat warrior 1 moves to space 5: toward Prince Collin, the nearest mouse, with a move of 3; attacks
Prince Collin: 2 hits, 1 blocked"), read from the log events' data and words (the reason is the event's cause)."""
from __future__ import annotations

from engine.i18n import T, Tn, render
from engine.play.pacing import Step
from rulesets.mice_and_mystics.rules import said

STEP_SECONDS = 0.5      # a story-board event, a condition, a card leaving the track
SECONDS = {"minion_moves": 1.0, "minion_waits": 0.6, "minion_attacks": 0.8, "mouse_defends": 0.8,
           "brodie_pounces": 1.0, "brodie_prowls": 1.0, "corrupted_moves": 1.0}
# where the table's own turn begins (minions, Brodie, a corrupted mouse, the story board): from there every
# event is shown one at a time until a mouse's turn begins again
STARTS = {"minion_card", "minion_moves", "minion_waits", "minion_order", "round", "surge", "surge_card",
          "encounter", "brodie", "brodie_pounces", "brodie_prowls", "corrupted_turn", "corrupted_moves",
          "hourglass", "minion_enters"}
ENDS = {"turn_begins", "turn_skipped", "chapter_won", "chapter_lost"}
# a new line (a new figure's turn) starts at these
FIGURE_STARTS = {"minion_card", "minion_moves", "minion_waits", "round", "surge", "surge_card", "encounter",
                 "brodie_pounces", "brodie_prowls", "corrupted_moves", "hourglass"}


def _lower(text) -> str:
    """'The rat...' -> 'the rat...' inside a line; a mouse's name keeps its capital (English only: Chinese has no
    capitals)."""
    text = render(text)
    return "the" + text[3:] if text.startswith("The ") else text


def _said(e, key: str):
    """A parameter of the event's words (the victim of an attack, the hits), or None."""
    return dict(e.text.params).get(key) if isinstance(e.text, T) else None


def figure_line(events) -> str:
    """One line for a figure's turn (or one story-board event): its move and reason, then its attack."""
    parts = []
    for e in events:
        if e.kind in ("minion_moves", "minion_waits", "corrupted_moves", "brodie_pounces", "brodie_prowls"):
            parts.append(T("{text}: {cause}", text=e.text, cause=e.cause) if e.cause else e.text)
        elif e.kind in ("minion_attacks", "corrupted_attacks", "brodie_attacks") and isinstance(e.text, T):
            victim = _said(e, "mouse") or _said(e, "hero") or _said(e, "who")
            parts.append(Tn("attacks {victim}: {n} hit", "attacks {victim}: {n} hits", e.text.count or 0,
                            victim=victim or ""))
        elif e.kind == "mouse_defends" and isinstance(e.text, T):
            parts.append(T("{hero} blocks {blocked}", hero=_said(e, "name"), blocked=_said(e, "blocked")))
        elif e.kind in ("mouse_damaged", "mouse_captured", "cheese_stolen", "webbed", "poisoned"):
            parts.append(_lower(e.text))
        elif not parts:
            parts.append(T("{text}: {cause}", text=e.text, cause=e.cause) if e.cause else e.text)
    return render(said.joined(*parts)) if parts else ""


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
    """Steps for the table's turns among `events` (events[0] is log index `start`), one line per figure."""
    places = {m["hero"]: m["place"] for m in view["mice"]} if isinstance(view, dict) else {}
    groups: list[list] = []
    pacing = False
    for offset, event in enumerate(events):
        if event.kind in ENDS:
            pacing = False
            continue
        if event.kind in STARTS:
            pacing = True
        if not pacing:
            continue
        if not groups or event.kind in FIGURE_STARTS:
            groups.append([])
        groups[-1].append((start + offset, event))
    steps = []
    for group in groups:
        line = figure_line([e for _, e in group])
        for index, event in group:
            steps.append(Step(index, SECONDS.get(event.kind, STEP_SECONDS), line, _targets(event, places)))
    return steps + movement_die_steps(events, start, steps, places)


def movement_die_steps(events, start: int, steps, places: dict) -> list:
    """A mouse's movement die rolled after other dice of the same action (a blow, then the next mouse's turn; the
    minions' last attack, then a mouse's turn) waits for them: the tray shows one roll at a time, so the die gets a
    step of its own, after a step that shows the earlier dice."""
    extra: list[Step] = []
    for offset, event in enumerate(events):
        if event.kind != "turn_begins" or "die" not in (event.data or {}):
            continue
        index = start + offset
        earlier = [start + i for i, e in enumerate(events[:offset]) if (e.data or {}).get("faces")]
        if not earlier:
            continue
        if not any(start <= st.index < index for st in steps + extra):
            extra.append(Step(earlier[-1], STEP_SECONDS, render(events[earlier[-1] - start].text)))
        extra.append(Step(index, STEP_SECONDS, render(event.text), _targets(event, places)))
    return extra
