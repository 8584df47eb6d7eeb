"""What a seat sees (B-H.1: all is public but the faces of the room stack and decks), redeals, invariants."""
from __future__ import annotations

import random
from functools import lru_cache

from rulesets.betrayal.explorers import TRACK_LENGTH, TRAITS
from rulesets.betrayal.rules import haunt, reveal_claims
from rulesets.betrayal.rules.state import State, cards, clone, explorer_data, house_of, tiles, trait_value


def view(s: State, seat: int) -> dict:
    """Everything is public before the haunt (B-H.1) except the order of the decks and the room stack, the
    faces of face-down discarded tiles, and the stack's tiles below the top one, whose back alone is seen."""
    house = s.house
    stack = house["stack"]
    top = tiles().tiles[stack[-1]] if stack else None
    seats = []
    for i, e in enumerate(s.explorers):
        if e is None:
            seats.append(None)
            continue
        seats.append({"explorer": e["explorer"], "name": e["name"], "colour": e["colour"],
                      "traits": {t: {"value": trait_value(s, i, t), "step": e["traits"][t]} for t in TRAITS},
                      "cards": list(e["cards"]), "bonuses": [list(b) for b in e["bonuses"]],
                      "room": house["figures"][e["explorer"]]["room"],
                      "side": house["figures"][e["explorer"]]["side"], "dead": bool(e.get("dead"))})
    decision = None
    if s.decision is not None:
        decision = {k: v for k, v in s.decision.items()}
    return {
        "viewer": seat, "phase": s.phase, "players": s.players, "widows_walk": s.config["widows_walk"],
        "seats": seats, "first_seat": s.first_seat, "turn": dict(s.turn, rolls=list(s.turn.get("rolls", []))),
        "rooms": [dict(r) for r in house["rooms"]], "tokens": {k: [dict(t) for t in v] for k, v in house["tokens"].items()},
        "passages": [dict(p) for p in house["passages"]],
        "room_stack": {"size": len(stack), "top_back": list(top.floors) if top else [],
                       "discarded_face_down": len(house["discard"]),
                       # which tiles are left is public (every placed one is known), not their order
                       "left": sorted(stack + house["discard"])},
        "decks": {d: len(p) for d, p in s.decks.items()}, "event_discard": list(s.event_discard),
        "in_play": [list(p) for p in s.in_play],
        "item_piles": {room: [dict(p) for p in pile] for room, pile in s.item_piles.items()}, "omens_drawn": s.omens_drawn, "decision": decision,
        "discovered": dict(s.discovered), "haunt": haunt.view(s, seat), "result": list(s.result) if s.result else None,
    }


def redeal_secrets(s: State, seat: int, seed: int) -> State:
    """Nobody knows the order of the decks or the stack below its top tile: draw those anew."""
    out = clone(s)
    rng = random.Random(seed)
    for pile in out.decks.values():
        rng.shuffle(pile)
    stack = out.house["stack"]
    below = stack[:-1]
    rng.shuffle(below)
    out.house = dict(out.house, stack=below + stack[-1:])
    haunt.redeal(out, seat, rng)
    return out


@lru_cache(maxsize=2)
def _cards_in_game(widows_walk: bool) -> list:
    """Every card id in a game with or without Widow's Walk, sorted (the invariants compare against it after
    every action)."""
    return sorted(c.id for c in cards().values() if widows_walk or c.set == "base")


@lru_cache(maxsize=2)
def _rooms_in_game(widows_walk: bool) -> list:
    """Every room tile id in a game with or without Widow's Walk, sorted."""
    return sorted(t.id for t in tiles().rooms if widows_walk or t.set != "widows_walk")


def invariants(s: State) -> list:
    """Conservation and bounds that hold after every action."""
    broken = []
    held = [c for e in s.explorers if e for c in e["cards"]]
    held += [p["card"] for pile in s.item_piles.values() for p in pile]
    in_play = [c for _, c in s.in_play]
    decision = reveal_claims.underlying(s.decision)    # a question to the table keeps what waited under it
    waiting = decision["queued"] if decision and decision.get("kind") == "decline_card" else []
    resolving = [i["card"] for i in s.effects + waiting if i.get("finish") and [i["seat"], i["card"]] not in s.in_play]
    where = sorted(held + in_play + resolving + s.event_discard + [c for p in s.decks.values() for c in p])
    if where != _cards_in_game(s.config["widows_walk"]):
        broken.append("the cards are not conserved: some card is missing or in two places")
    for i, e in enumerate(s.explorers):
        if e is None:
            continue
        for t in TRAITS:
            if not 0 <= e["traits"][t] < TRACK_LENGTH:
                broken.append(f"{e['name']}'s {t} clip is off its track")
        if s.house["figures"].get(e["explorer"]) is None:
            broken.append(f"{e['name']} has no figure in the house")
    house = house_of(s)
    for name, f in house.figures.items():
        placed = house.where(f["room"])
        if placed is None:
            broken.append(f"the figure of {name} stands in a room that is not placed")
        elif bool(f["side"]) != (placed.tile.barrier is not None):
            broken.append(f"the figure of {name} has no proper side in the {placed.tile.name}")
    for room, pile in s.item_piles.items():
        if not pile or not house.tokens_in(room, "item_pile"):
            broken.append(f"the items in the {room} lie without an Item Pile marker, or the marker without items")
    rooms = _rooms_in_game(s.config["widows_walk"])
    pending = [decision["tile"]] if decision and decision.get("kind") == "place_tile" else []
    if sorted([r["tile"] for r in s.house["rooms"]] + s.house["stack"] + s.house["discard"] + pending) != rooms:
        broken.append("the room tiles are not conserved")
    for floor in house.floors:
        if house.sealed(floor):
            broken.append(f"the {floor} floor is sealed with tiles left for it (B-7.5)")
    if len(set(explorer_data()[e["explorer"]].colour for e in s.explorers if e)) != sum(1 for e in s.explorers if e):
        broken.append("two explorers share a character card")
    return broken + haunt.invariants(s)
