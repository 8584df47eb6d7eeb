"""A haunt's item tokens (B-10.7): placed by a right-now step, picked up, dropped and stolen like items, counted by
the goals that collect them or carry them to a room."""
from __future__ import annotations

from engine.i18n import T, Tn
from engine.i18n.lists import anded
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.cards import LANDINGS
from rulesets.betrayal.rules.sides import is_dead
from rulesets.betrayal.rules.state import State, figure, house_of, name_of, room_name, tiles
from rulesets.betrayal.vocab import monster_words, spoken, token_words


def token_name(s: State, number: int) -> str:
    t = s.haunt["tokens"][number]
    return token_words(t['name'], number + 1)


def place(s: State, step: dict, cause: str) -> None:
    """The right-now step place_tokens: `count` tokens in one start room, or one each in the rooms discovered so
    far (not the start rooms), drawn at random and public (B-H.5)."""
    tokens = s.haunt.setdefault("tokens", [])
    where = step["where"]
    house = house_of(s)
    if where == "random_rooms":
        rooms = sorted(r["tile"] for r in s.house["rooms"] if r["tile"] not in LANDINGS) or ["entrance_hall"]
        s.rng.shuffle(rooms)
        spots = [rooms[i % len(rooms)] for i in range(step["count"])]
    else:
        if where in ("traitor_room", "revealer_room"):
            seat = s.haunt["traitor" if where == "traitor_room" else "revealer"]
            room = figure(s, seat)["room"] if seat is not None else "entrance_hall"
        else:
            room = where if house.where(where) is not None else "entrance_hall"
        spots = [room] * step["count"]
    for room in spots:
        side = "near" if tiles().tiles[room].barrier is not None else ""
        tokens.append({"name": step["token"], "room": room, "side": side, "holder": None})
    rooms = anded(T("the {room}", room=room_name(r)) for r in sorted(set(spots)))
    s.log.append(LogEvent("tokens_placed", Tn("{n} × {token} token placed in {rooms}", "{n} × {token} tokens placed in {rooms}",
                                              step['count'], token=step['token'], rooms=rooms),
                          {"token": step["token"], "rooms": spots}, cause=spoken(cause)))


def _all(s: State) -> list:
    return s.haunt.get("tokens", []) if s.haunt else []


def options(s: State, seat: int) -> list:
    """B-10.2 / B-10.3 for tokens: pick up one lying on your side of your room, drop one you hold; each token once
    a turn."""
    if is_dead(s, seat):
        return []
    here = figure(s, seat)
    out = []
    for i, t in enumerate(_all(s)):
        if f"token {i}" in s.turn["item_uses"]:
            continue
        if t["holder"] is None and t["room"] == here["room"] and t["side"] == here["side"]:
            out.append(("take_token", i))
        elif t["holder"] == seat:
            out.append(("drop_token", i))
    return out


def do_take(s: State, seat: int, action) -> None:
    if tuple(action) not in options(s, seat):
        raise IllegalAction("B-10.7", T("pick up a token lying on your side of your room, once a turn"))
    t = s.haunt["tokens"][action[1]]
    t.update(holder=seat, room=None, side=None)
    s.turn["item_uses"].append(f"token {action[1]}")
    s.log.append(LogEvent("token_taken", T("{name} picks up the {token_name}", name=name_of(s, seat), token_name=token_name(s, action[1])),
                          {"seat": seat, "token": action[1]}))


def do_drop(s: State, seat: int, action) -> None:
    if tuple(action) not in options(s, seat):
        raise IllegalAction("B-10.7", T("drop a token you hold, once a turn"))
    lay_down(s, seat, action[1])
    s.turn["item_uses"].append(f"token {action[1]}")
    s.log.append(LogEvent("token_dropped", T("{name} drops the {token_name}", name=name_of(s, seat), token_name=token_name(s, action[1])),
                          {"seat": seat, "token": action[1]}))


def lay_down(s: State, seat: int, number: int) -> None:
    here = figure(s, seat)
    s.haunt["tokens"][number].update(holder=None, room=here["room"], side=here["side"])


def held_by(s: State, seat: int) -> list:
    return [i for i, t in enumerate(_all(s)) if t["holder"] == seat]


# ---- monsters that carry (B-20.8: only when the haunt says so) -------------------------------------------
def monster_options(s: State, index: int) -> list:
    m = s.haunt["monsters"][index]
    return [("monster_take", index, i) for i, t in enumerate(_all(s))
            if t["holder"] is None and t["room"] == m["room"] and t["side"] == m.get("side", "")]


def monster_take(s: State, index: int, number: int) -> None:
    m = s.haunt["monsters"][index]
    s.haunt["tokens"][number].update(holder=None, room=None, side=None, monster=index)
    s.log.append(LogEvent("token_taken", T("The {monster} picks up the {token}", monster=monster_words(m), token=token_name(s, number)),
                          {"monster": index, "token": number}))


def monster_drops(s: State, index: int, cause: str) -> None:
    """B-20.8: a stunned (or killed) carrying monster drops everything where it stands."""
    m = s.haunt["monsters"][index]
    for i, t in enumerate(_all(s)):
        if t.get("monster") == index:
            t.update(room=m["room"], side=m.get("side", ""))
            del t["monster"]
            s.log.append(LogEvent("token_dropped", T("The {monster} drops the {token}", monster=monster_words(m), token=token_name(s, i)),
                                  {"monster": index, "token": i}, cause=spoken(cause)))


def _monster_of(s: State, t: dict):
    return s.haunt["monsters"][t["monster"]] if t.get("monster") is not None else None


def drop_all(s: State, seat: int) -> None:
    """B-21.2: a dead explorer's tokens stay in his room."""
    for i in held_by(s, seat):
        lay_down(s, seat, i)


def steal(s: State, thief: int, victim: int, number: int) -> None:
    """B-13.2: the winner may take a token instead of dealing the damage."""
    s.haunt["tokens"][number]["holder"] = thief
    s.turn["item_uses"].append(f"token {number}")
    s.log.append(LogEvent("token_stolen", T("{name} takes the {token_name} from {name2}", name=name_of(s, thief), token_name=token_name(s, number),
                                            name2=name_of(s, victim)), {"seat": thief, "from": victim, "token": number}))


def count_held(s: State, seats, monsters: bool = False) -> int:
    """Tokens held by living explorers of `seats` (and, for the traitor's side, by his monsters)."""
    return sum(1 for t in _all(s) if (t["holder"] in seats and not is_dead(s, t["holder"]))
               or (monsters and _monster_of(s, t) is not None))


def count_in(s: State, room: str, seats, monsters: bool = False) -> int:
    """Tokens lying in the room, or held there by a living explorer of `seats` (or by a monster of the traitor)."""
    def there(t):
        if t["holder"] is not None:
            return t["holder"] in seats and not is_dead(s, t["holder"]) and figure(s, t["holder"])["room"] == room
        m = _monster_of(s, t)
        if m is not None:
            return monsters and m["room"] == room
        return t["room"] == room
    return sum(1 for t in _all(s) if there(t))


def invariants(s: State) -> list:
    broken = []
    house = house_of(s)
    for i, t in enumerate(_all(s)):
        m = _monster_of(s, t)
        if m is not None and (m["stunned"] or m.get("killed")):
            broken.append(f"the {t['name']} token {i + 1} is held by a stunned monster (B-20.8)")
        if t["holder"] is None and m is None and house.where(t["room"]) is None:
            broken.append(f"the {t['name']} token {i + 1} lies in a room that is not placed")
        elif t["holder"] is not None and is_dead(s, t["holder"]) and s.explorers[t["holder"]].get("buried"):
            broken.append(f"the {t['name']} token {i + 1} is held by the dead")
    return broken
