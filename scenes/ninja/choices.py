"""How the Ninja board offers its answers: cards clicked on the guard they name, bluffs folded behind one
button, a safe pre-selected answer (Enter), and prompts that say which patrol marches and how many cards a
new intruder still takes.

Without these the guards' Card Phase listed some forty buttons ("Play Sentry Search on sentry 12"...) over nine
pages with "End this phase" on the last one, and Enter played the first card in the list.
"""
from __future__ import annotations

from engine.i18n import N_, T
from engine.play.preselect import END, FREE, SPEND, thrifty_choice
from rulesets.ninja.bots import Bot, nearest, walking_distance
from rulesets.ninja.rules.state import RESPAWN_HAND, tables

# answers that end what the player is doing (Enter takes one only when nothing free is left, engine/play/preselect)
SAFE_ENDS = ("end_phase", "stop", "done_searching", "stop_moving", "done_taking")
# answers that use up a card, give the guards something (being seen) or give up sentry posts (joining or forming a
# patrol): never pre-selected while a free one exists
SPENDING = ("play", "card", "bluff", "it_was_a_cat", "be_seen", "join_patrol", "group_sentries")
BLUFFS = N_("Play a card as a bluff")


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


def answer_kind(view, action) -> str:
    """FREE, END or SPEND (engine/play/preselect.py): what pressing Enter on this answer would cost. A search
    where nothing can be found (no castle room, or searched already) achieves nothing: it counts as an END."""
    word = action[0] if action else ""
    if word in SAFE_ENDS:
        return END
    if word == "search" and (action[2] not in _rooms() or action[2] in (view or {}).get("searched", {})):
        return END
    return SPEND if word in SPENDING else FREE


def preferred(view, legal, seat=None, every=None):
    """The answer Enter takes among `legal`: the bots' pick from this seat's view (rulesets/ninja/bots.py), unless
    it ends the phase while something free is left or plays a card while a free answer exists; nothing where every
    answer costs a card. `every`: all the seat's answers, when `legal` is only those on one spot (the bots decide
    among all of them). The second passage entrance never goes where the first one is (N-3.15d: legal but
    pointless)."""
    if view is None or not legal:
        return None
    legal, every = list(legal), list(every or legal)
    if legal[0][0] == "entrance":
        return _entrance(view, legal)
    bot = Bot(0)

    def kind(action):
        return answer_kind(view, action)

    def best_free(free):
        return bot.decide(view, seat, free + [a for a in every if kind(a) == END and a not in free])
    return thrifty_choice(bot.decide(view, seat, every), legal, kind, best_free)


def _rooms() -> frozenset:
    """The castle rooms where mission goals, traps and hidden sentries may lie (N-3.10)."""
    return frozenset(tables().object_zones["west"] + tables().object_zones["east"])


def _entrance(view, legal):
    """A passage entrance beside a castle room; the second one far from the first, so the passage is a short cut."""
    secrets = view.get("intruder_secrets") or {}
    marked = [z for ends in (secrets.get("passages") or {}).values() for z in ends if z]
    rooms = sorted(_rooms())
    options = [a for a in legal if a[1] not in marked] or legal
    if not marked:
        return min(options, key=lambda a: (nearest(a[1], rooms), a[1]))
    first = marked[0]
    near = [a for a in options if nearest(a[1], rooms) <= 1] or options
    return max(near, key=lambda a: (walking_distance(first, a[1]) if walking_distance(first, a[1]) < 99 else 0,
                                    -nearest(a[1], rooms), a[1]))


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
            if where:
                return T("Patrol Phase: march patrol {n} (at {zone}) two zones along the track.", n=number,
                         zone=zone_name(where))
            return T("Patrol Phase: march patrol {n} two zones along the track.", n=number)
    if pending.kind == "missions" and pending.options and pending.options[0][0] == "hide":
        return T("Hide mission goal {letter} in a castle room.", letter=pending.options[0][1])
    if pending.kind == "respawn_cards" and pending.options:
        figure = pending.options[0][1]          # N-17.5: the new hand's size, and how far the choosing is
        want = RESPAWN_HAND.get(figure)
        have = (view or {}).get("intruders", {}).get(figure, {}).get("hand_size")
        if want is not None and have is not None:
            return T("{prompt} He takes {n}: {chosen} chosen, {left} to go.", prompt=text, n=want, chosen=have,
                     left=want - have)
    return text
