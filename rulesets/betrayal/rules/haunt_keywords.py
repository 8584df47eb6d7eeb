"""The haunt's YAML keywords: ONE handler per right-now step, win condition and special rule, looked up by name."""
from __future__ import annotations

from engine.i18n import N_, T, Tn
from engine.rules.api import LogEvent
from rulesets.betrayal.rules import haunt_specials, tokens
from rulesets.betrayal.rules.state import State, figure, house_of, name_of
from rulesets.betrayal.rules.traits import change_trait
from rulesets.betrayal.vocab import spoken, trait_word


def side_seats(s: State, side: str) -> list:
    """The seats of a side: the traitor's (empty without one) or the heroes' (everyone else, B-16.2)."""
    traitor = s.haunt["traitor"]
    if side == "traitor":
        return [] if traitor is None else [traitor]
    return [seat for seat in range(s.players) if seat != traitor]


def _who(s: State, who: str) -> list:
    if who == "revealer":
        return [s.haunt["revealer"]]
    if who == "everyone":
        return list(range(s.players))
    return side_seats(s, who)


# ---- right now (B-16.3): each handler takes (state, step as data, the haunt's title as the cause) ----------
def _gain(s: State, step: dict, cause: str) -> None:
    for seat in _who(s, step["who"]):
        change_trait(s, seat, step["trait"], step["steps"], cause)


def _lose(s: State, step: dict, cause: str) -> None:
    for seat in _who(s, step["who"]):
        change_trait(s, seat, step["trait"], -step["steps"], cause)


def _place_monsters(s: State, step: dict, cause: str) -> None:
    """B-H.5: where the monsters stand is public; their stats are the traitor's (B-H.3)."""
    house = house_of(s)
    for monster in s.haunt["monster_kinds"]:
        start = monster["start"]
        if start in ("traitor_room", "revealer_room"):
            seat = s.haunt["traitor" if start == "traitor_room" else "revealer"]
            room = figure(s, seat)["room"]
            side = figure(s, seat)["side"]
        else:
            room = start if house.where(start) is not None else "entrance_hall"
            side = "near" if house.where(room).tile.barrier is not None else ""
        for number in range(1, monster["count"] + 1):
            s.haunt["monsters"].append({"monster": monster["id"], "name": monster["name"], "number": number,
                                        "room": room, "side": side, "stunned": False})
        s.log.append(LogEvent("monsters_placed", T("{n} × {monster} appear", n=monster['count'], monster=monster['name']),
                              {"monster": monster["id"], "count": monster["count"], "room": room}, cause=spoken(cause)))


RIGHT_NOW = {"gain": _gain, "lose": _lose, "place_monsters": _place_monsters, "place_tokens": tokens.place}


def step_data(step) -> dict:
    """A right-now step as plain data: its keyword and parameters."""
    return {k: getattr(step, k) for k in ("do", "who", "trait", "steps", "count", "token", "where")}


# ---- special rules: each handler adjusts a haunt turn as it starts --------------------------------------------
def _darkness(s: State, seat: int) -> None:
    """The heroes see less: one room fewer each turn, but always at least one (as hindrance, B-17.6)."""
    if seat in side_seats(s, "heroes"):
        s.turn["movement"] = max(1, s.turn["movement"] - 1)


def _traitor_swiftness(s: State, seat: int) -> None:
    if seat == s.haunt["traitor"]:
        s.turn["movement"] += 1


def _no_private_talk(s: State, seat: int) -> None:
    """B-19.5: all talk at the table; the client offers no private messages on such a turn."""
    s.turn["private_talk"] = False


SPECIAL_RULES = {"darkness": _darkness, "traitor_swiftness": _traitor_swiftness, "no_private_talk": _no_private_talk,
                 **haunt_specials.HANDLERS}


def describe_step(s: State, step: dict) -> str:
    """A right-now step in words (B-H.5: they are public)."""
    if step["do"] == "place_monsters":
        return T("The monsters appear")
    if step["do"] == "place_tokens":
        return Tn("{n} × {token} token placed", "{n} × {token} tokens placed", step['count'], token=step['token'])
    who = {"everyone": N_("Every explorer"), "revealer": name_of(s, s.haunt["revealer"]), "traitor": N_("The traitor"),
           "heroes": N_("Every hero")}[step["who"]]
    verb = N_("{who} gains {n} {trait}") if step["do"] == "gain" else N_("{who} loses {n} {trait}")
    return T(verb, who=who, n=step['steps'], trait=trait_word(step['trait']))
