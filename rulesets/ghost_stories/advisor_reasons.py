"""What goes wrong otherwise: the advised action and the next best one played into the same futures, in words.

"otherwise you risk losing a Qi before your next turn": the hint's reason when the advice avoids a harm the
other action runs into. Both actions are played into the same determinised worlds (drawn from the seat's view
only, G-H.2) with the same dice, on to the seat's next Yang phase, and the harms are counted. Pure Python.
"""
from __future__ import annotations

from engine.i18n import N_
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.advisor import determinise, settle
from rulesets.ghost_stories.bot import Bot

FUTURES = 8          # paired futures per action: enough to tell "often" from "never", cheap enough for a hint
OFTEN = 0.3          # the other action must run into the harm this much more often (share of futures)

# The harms, worst first: (name, words after "otherwise ", words when it happens in most futures).
HARMS = (("lost", N_("you risk losing the game before your next turn"), N_("the game is lost before your next turn")),
         ("died", N_("you risk dying before your next turn"), N_("you die before your next turn")),
         ("haunted", N_("a village tile risks being haunted before your next turn"),
          N_("a village tile is haunted before your next turn")),
         ("qi", N_("you risk losing a Qi before your next turn"), N_("you lose a Qi before your next turn")),
         ("villagers", N_("a villager risks dying before your next turn"), N_("a villager dies before your next turn")))
# (Tao tokens are left out: an exorcism spends them, which is no harm, and a count cannot tell the two apart.)


def harms(before, after, seat: int) -> dict:
    """What got worse for the Taoists from `before` to `after`, each as 0 or 1."""
    mine = [b for b in range(4) if before.seat_of_board[b] == seat]
    return {"lost": float(after.result == "loss"),
            "died": float(any(before.taoist_alive[b] and not after.taoist_alive[b] for b in mine)),
            "haunted": float(sum(after.haunted) > sum(before.haunted)),
            "qi": float(any(after.qi[b] < before.qi[b] for b in mine)),
            "villagers": float(len(after.graveyard) > len(before.graveyard))}


def otherwise(view, seat: int, best, other, *, seed: int = 0, futures: int = FUTURES) -> str | None:
    """'you risk losing a Qi before your next turn' when `other` runs into a harm that `best` avoids in the
    same futures, the worst such harm first; None when no harm tells them apart."""
    if other is None or other == best:
        return None
    totals = {best: dict.fromkeys((h[0] for h in HARMS), 0.0), other: dict.fromkeys((h[0] for h in HARMS), 0.0)}
    for k in range(futures):
        world = determinise(view, seed * 1009 + k)
        for action in (best, other):
            state = rules.apply(rules.clone(world), action)
            settle(state, Bot(seed + k, samples=1, borrow=False), seat, view.board_turns)
            for name, value in harms(view, state, seat).items():
                totals[action][name] += value / futures
    for name, risk, sure in HARMS:
        worse = totals[other][name] - totals[best][name]
        if worse >= OFTEN:
            return sure if totals[other][name] >= 0.8 and totals[best][name] == 0 else risk
    return None
