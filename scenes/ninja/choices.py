"""How the Ninja board offers its answers: cards clicked on the guard they name, bluffs folded behind one
button, a safe pre-selected answer (Enter), and prompts that say which patrol marches and how many cards a
new intruder still takes.

Without these the guards' Card Phase listed some forty buttons ("Play Sentry Search on sentry 12"...) over nine
pages with "End this phase" on the last one, and Enter played the first card in the list.
"""
from __future__ import annotations

from rulesets.ninja.rules.state import RESPAWN_HAND

# answers that end what the player is doing without spending anything: the pre-selected ones (Enter)
SAFE_ENDS = ("end_phase", "stop", "done_searching", "stop_moving")
BLUFFS = "Play a card as a bluff"


def unit_zone(view, kind: str, number) -> str | None:
    """Where the sentry (by guard number) or the patrol (by patrol number) named by a guard card stands."""
    if not view or kind not in ("sentry", "patrol"):
        return None
    for g in view.get("guards", ()):
        if (kind == "sentry" and g["number"] == number) or (kind == "patrol" and g["patrol"] == number):
            return g["zone"]
    return None


def unit_of(action) -> tuple | None:
    """(kind, number) of the guard or patrol a card or free listen names ("sentry" n: guard number n), else None."""
    if action and action[0] == "play" and len(action) == 4 and action[2] in ("sentry", "patrol"):
        return action[2], action[3]
    if action and action[0] == "free_listen" and len(action) == 3:
        return action[1], action[2]
    if action and action[0] == "card" and len(action) == 4 and isinstance(action[3], int):
        return "sentry", action[3]      # an intruder's Kenjutsu or Shuriken on guard n: clicked on that guard
    return None


def preferred(view, legal):
    """Enter ends the phase or stops the intruder rather than playing the first card in the list."""
    ends = [a for a in legal if a and a[0] in SAFE_ENDS]
    return ends[0] if len(ends) == 1 else None


def folded(view, buttons):
    """The bluffs (every card the intruder could pretend to play) behind one button, so moving, the real cards
    and stopping stay on the first page."""
    bluffs = [a for a in buttons if a and a[0] == "bluff"]
    return (BLUFFS, bluffs) if len(bluffs) > 1 else None


def guess(target, legal, zone_at: dict):
    """What a click on a zone with nothing legal most likely meant: the first zone answer (a move, a start, a
    sentry post...) aimed there instead, so the rules refuse it and say why in words ("an intruder moves at most
    three zones, never over a wall without a rope") rather than "Nothing to do there now"."""
    for action in legal:
        at = zone_at.get(action[0]) if action else None
        if at is not None and len(action) > at and isinstance(action[at], str):
            return action[:at] + (target,) + action[at + 1:]
    return None


def prompt(view, pending, zone_name) -> str:
    """The rules' question, naming the patrol that marches and where it stands."""
    text = pending.prompt
    if pending.kind == "move_patrol":
        numbers = {o[1] for o in pending.options if o and o[0] == "patrol_move"}
        if len(numbers) == 1:
            number = numbers.pop()
            where = unit_zone(view, "patrol", number)
            at = f" (at {zone_name(where)})" if where else ""
            text = text.replace("march the patrol", f"march patrol {number}{at}", 1)
    if pending.kind == "missions" and pending.options and pending.options[0][0] == "hide":
        text = text.replace("the next mission goal", f"mission goal {pending.options[0][1]}", 1)
    if pending.kind == "respawn_cards" and pending.options:
        figure = pending.options[0][1]          # N-17.5: the new hand's size, and how far the choosing is
        want = RESPAWN_HAND.get(figure)
        have = (view or {}).get("intruders", {}).get(figure, {}).get("hand_size")
        if want is not None and have is not None:
            text += f" He takes {want}: {have} chosen, {want - have} to go."
    return text
