"""Allies hand things over (B-10.2, B-10.7): the weapon to the strongest arm, the haunt's tokens to the quickest
legs, as people at the table would. Only between explorers whose side the giver knows from his own view."""
from __future__ import annotations

from rulesets.betrayal.rules.items import token_number

CARRY_GOALS = ("collect_tokens", "carry_tokens")


def allies(view: dict, seat: int, side: str | None) -> set:
    """Seats surely on my side: the heroes once the traitor is known (a haunt without one: everyone)."""
    h = view["haunt"]
    if h is None or side != "heroes":
        return set()       # before the haunt nobody has a side; a traitor's side is his monsters
    if h.get("hidden") and h["traitor"] is None:
        return set()       # B-19.4: anyone might be the hidden traitor
    return {i for i, s in enumerate(view["seats"]) if i != seat and i != h["traitor"] and s is not None
            and not s.get("dead")}


def _might(view, seat) -> int:
    return view["seats"][seat]["traits"]["might"]["value"]


def _speed(view, seat) -> int:
    return view["seats"][seat]["traits"]["speed"]["value"]


def gift(view: dict, seat: int, trades, side, weapon_dice, goals=()) -> tuple | None:
    """A trade offer giving something away for nothing, when it helps the side's goal; None otherwise.
    `trades`: the legal ("trade", give, mate, take) actions; `goals`: my side's win conditions."""
    if not trades:
        return None
    friends = allies(view, seat, side)
    if not friends:
        return None
    cards = view["seats"][seat]["cards"]
    armed = {i: any(weapon_dice(c) for c in view["seats"][i]["cards"]) for i in friends | {seat}}
    wants_tokens = any(c.do in CARRY_GOALS for c in goals)
    best = None
    for action in trades:
        _, give, mate, take = action
        if take != "" or mate not in friends:
            continue
        if token_number(give) is not None:
            # the token goes to whoever reaches the goal room first: the quicker of us
            if wants_tokens and _speed(view, mate) > _speed(view, seat) + 1:
                best = best or action
        elif give in cards and weapon_dice(give) and not armed[mate] and _might(view, mate) > _might(view, seat) + 1:
            best = best or action   # a weapon adds dice to its holder's Might (B-10.8): the strongest arm
    return best
