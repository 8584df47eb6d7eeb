"""Secret Passage tokens (B-8.3, B-20.6): the event that lays them, and the ways they open to explorers."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import LogEvent
from rulesets.betrayal.rules.state import State, figure, house_of, keep, name_of, room_name
from rulesets.betrayal.vocab import spoken

KIND = "secret_passage"
# card-made ways an explorer walks like a door (B-20.6 gives them to monsters too; the Collapsed Room's hole is
# jumped down, never climbed, by explorers: B-8.6, B-20.5)
EXPLORER_PASSAGES = ("secret_passage", "secret_stairs")


def far_end(floor: str) -> str:
    """The card's other end: the Basement Landing, or the Upper Landing from anywhere in the basement."""
    return "upper_landing" if floor == "basement" else "basement_landing"


def do_secret_passage(s: State, seat: int, effect: dict, item: dict) -> None:
    """One token where the explorer stands, fixed on his side of a barrier for good (B-8.3), one on the landing,
    and a passage between them; a second such card between the same rooms adds nothing."""
    here = figure(s, seat)
    house = house_of(s)
    room = here["room"]
    other = far_end(house.where(room).floor)
    if any(kind == KIND and there == other for kind, there in house.passages_from(room)):
        s.log.append(LogEvent("passage_known", T("A Secret Passage already joins the {room} and the {room2}", room=room_name(room),
                                                 room2=room_name(other)), {"seat": seat, "room": room, "to": other},
                              cause=spoken(item["cause"])))
        return
    house.add_token(room, KIND, side=here["side"])
    house.add_token(other, KIND)
    house.link(KIND, room, other)
    keep(s, house)
    s.log.append(LogEvent("passage_opened", T("{name} opens a Secret Passage from the {room} to the {room2}", name=name_of(s, seat),
                                              room=room_name(room), room2=room_name(other)), {"seat": seat, "room": room, "to": other},
                          cause=spoken(item["cause"])))


def token_side(s: State, room: str, kind: str) -> str:
    """The side of the barrier a passage's token is fixed on (B-8.3); '' in a room without a barrier."""
    house = house_of(s)
    if house.where(room).tile.barrier is None:
        return ""
    return next((t["side"] for t in house.tokens_in(room, kind) if t["side"]), "near")


def ways(s: State, seat: int) -> list:
    """(room, 'passage', side entered on, cost 1) for each passage from the explorer's room and side: a token in a
    barrier room opens only on its own side (B-8.3)."""
    here = figure(s, seat)
    out = []
    for kind, other in house_of(s).passages_from(here["room"]):
        if kind in EXPLORER_PASSAGES and token_side(s, here["room"], kind) == here["side"]:
            out.append((other, "passage", token_side(s, other, kind), 1))
    return out
