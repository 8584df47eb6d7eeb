"""Winning the haunt (B-22): ONE handler per win keyword of the haunt format, asked after every action, at the end
of every turn and of every round; and the haunt's task rolls (B-11.5) that some goals count."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.haunts import numbers_for
from rulesets.betrayal.rules import haunt_specials, tokens
from rulesets.betrayal.rules.haunt_data import haunt_of
from rulesets.betrayal.rules.sides import is_dead, living, living_heroes, monsters_in_play, traitor_known
from rulesets.betrayal.rules.state import State, figure, name_of, room_name
from rulesets.betrayal.rules.traits import trait_roll
from rulesets.betrayal.vocab import said, spoken, trait_word

SIDES = ("heroes", "traitor", "house")
SIDE_WORDS = {"heroes": N_("The heroes win: {why}"), "traitor": N_("The traitor wins: {why}"),
              "house": N_("The house wins: {why}")}


def side_seats(s: State, side: str) -> list:
    traitor = s.haunt["traitor"]
    if side == "traitor":
        return [] if traitor is None else [traitor]
    if side == "heroes":
        return [seat for seat in range(s.players) if seat != traitor]
    return []


# ---- one handler per keyword: (state, side, condition as data, moment) -> met? ----------------------------
# moment: "action" after any action, "turn" at the end of a turn, "round" at the end of a round
def _reach_room(s, side, c, moment):
    return moment != "action" and any(figure(s, seat)["room"] == c["room"] for seat in side_seats(s, side)
                                      if not is_dead(s, seat))


def _survive_rounds(s, side, c, moment):
    return moment == "round" and s.haunt["round"] >= c["rounds"]


def _discover_rooms(s, side, c, moment):
    """Rooms the side discovered since the haunt began (a haunt without a traitor counts everyone's)."""
    if moment == "action":
        return False
    before = set(s.haunt["rooms_before"])
    seats = set(side_seats(s, side)) if side != "house" else set(range(s.players))
    return sum(1 for room, seat in s.discovered.items() if room not in before and seat in seats) >= c["count"]


def _heroes_dead(s, side, c, moment):
    return not living_heroes(s)


def _traitor_dead(s, side, c, moment):
    return s.haunt["traitor"] is not None and is_dead(s, s.haunt["traitor"])


def _monsters_dead(s, side, c, moment):
    return bool(s.haunt["monsters"]) and not monsters_in_play(s)


def _traitor_side_dead(s, side, c, moment):
    return _traitor_dead(s, side, c, moment) and not monsters_in_play(s)


def _task_rolls(s, side, c, moment):
    return s.haunt.get("tasks", {}).get(c["key"], 0) >= c["count"]


def _collect_tokens(s, side, c, moment):
    return tokens.count_held(s, side_seats(s, side), side == "traitor") >= c["count"]


def _carry_tokens(s, side, c, moment):
    return tokens.count_in(s, c["room"], side_seats(s, side), side == "traitor") >= c["count"]


WINS = {"reach_room": _reach_room, "survive_rounds": _survive_rounds, "discover_rooms": _discover_rooms,
        "heroes_dead": _heroes_dead, "traitor_dead": _traitor_dead, "monsters_dead": _monsters_dead,
        "traitor_side_dead": _traitor_side_dead, "task_rolls": _task_rolls,
        "collect_tokens": _collect_tokens, "carry_tokens": _carry_tokens, **haunt_specials.WINS}


def conditions(s: State):
    """(side, key, condition as data) of the haunt's goals, in the order the haunt lists them."""
    h = haunt_of(s)
    for side in SIDES:
        for i, c in enumerate(getattr(h.wins, side)):
            data = {k: getattr(c, k) for k in ("do", "text", "room", "trait")}
            data.update(numbers_for(c, s.players))    # the haunt's numbers for this many players (by_players)
            data["key"] = f"{side}.{i}"
            yield side, data


def check(s: State, moment: str) -> bool:
    """B-22.1: the first side to meet a goal wins; B-22.2: the heroes only while one of them lives. With no hero
    alive the heroes can never win, so the other side does (Lantern's rule: the game would go on for nothing)."""
    if s.result is not None or s.haunt is None:
        return s.result is not None
    for side, c in conditions(s):
        if side == "heroes" and not living_heroes(s):
            continue
        if WINS[c["do"]](s, side, c, moment):
            win(s, side, c["text"])
            return True
    if not living_heroes(s):
        other = "traitor" if s.haunt["traitor"] is not None else "house"
        win(s, other, said(N_("no hero is left alive")))
        return True
    return False


def win(s: State, side: str, why: str) -> None:
    s.haunt["traitor_revealed"] = True   # the game is over: every token is turned face up
    s.phase = "over"
    s.result = [side, said(SIDE_WORDS[side], why=why)]
    s.log.append(LogEvent("haunt_won", spoken(s.result[1]), {"side": side}))


def winners(s: State) -> tuple:
    """B-22.2: the whole winning side, its dead included (a dead traitor can win)."""
    if s.haunt is None or s.result is None or s.result[0] not in ("heroes", "traitor"):
        return ()
    return tuple(side_seats(s, s.result[0]))


# ---- task rolls (B-11.5): a haunt's action, once a turn, in the goal's room ------------------------------
def task_options(s: State, seat: int) -> list:
    if s.haunt is None or is_dead(s, seat):
        return []
    out = []
    for side, c in conditions(s):
        if c["do"] != "task_rolls" or f"task {c['key']}" in s.turn["rolls"]:
            continue
        mine = seat in side_seats(s, side) or (side == "heroes" and not traitor_known(s) and seat in living(s))
        if mine and figure(s, seat)["room"] == c["room"]:
            out.append(("task", c["key"]))
    return out


def do_task(s: State, seat: int, key) -> None:
    if ("task", key) not in task_options(s, seat):
        raise IllegalAction("B-11.5", T("a task roll is made in its room by its side, once a turn"))
    c = next(c for _, c in conditions(s) if c["key"] == key)
    s.turn["rolls"].append(f"task {key}")
    faces, total = trait_roll(s, seat, c["trait"])
    made = total >= c["at_least"]
    tasks = s.haunt.setdefault("tasks", {})
    if made:
        tasks[key] = tasks.get(key, 0) + 1
    s.log.append(LogEvent(
        "task_rolled", T("{name} makes a task roll in the {room}: {trait} {total} ({result}, needed {at_least}; {done} of {needed} done)",
                         name=name_of(s, seat), room=room_name(c['room']), trait=trait_word(c['trait']), total=total,
                         result=N_('success') if made else N_('not enough'), at_least=c['at_least'], done=tasks.get(key, 0), needed=c['count']),
        {"seat": seat, "key": key, "faces": faces, "total": total, "made": made, "done": tasks.get(key, 0)}))
