"""Betrayal's actions in words for buttons and tooltips, read from one seat's view (public facts only)."""
from __future__ import annotations

from rulesets.betrayal.grid import FLOOR_TITLES, barrier_sides, door_sides, floor_phrase, locked_sides, window_sides
from rulesets.betrayal.rules.rooms import USE
from rulesets.betrayal.rules.state import cards, explorer_data, tiles

SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
TURN_WORDS = ("As drawn", "Quarter turn right", "Half turn", "Quarter turn left")
DECK_WORDS = {"omen": "Draw an omen", "item": "Draw an item", "event": "Draw an event"}
TRAIT_WORDS = {"might": "Might", "speed": "Speed", "knowledge": "Knowledge", "sanity": "Sanity"}


def seat_name(view, seat) -> str:
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat]:
        return seats[seat]["name"]
    return f"Player {seat + 1}" if isinstance(seat, int) else "someone"


def room_name(room) -> str:
    tile = tiles().tiles.get(room) if isinstance(room, str) else None
    return tile.name if tile is not None else "that room"


def card_name(card) -> str:
    c = cards().get(card) if isinstance(card, str) else None
    return c.name if c is not None else "that card"


def floor_of(view, room):
    """The floor a placed room is on (landings from the tile set), or None."""
    for r in view.get("rooms", ()):
        if r["tile"] == room:
            return r["floor"]
    tile = tiles().tiles.get(room) if isinstance(room, str) else None
    if tile is not None and tile.landing:
        return tile.start.floor
    return None


def mover(view):
    decision = view.get("decision")
    if decision:
        return decision.get("seat")
    return (view.get("turn") or {}).get("seat")


def here(view):
    seat = mover(view)
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat]:
        return seats[seat]["room"]
    return None


def _beside(view, house, floor, x, y, side) -> str:
    placed = house.at(floor, (x, y)) if house is not None else None
    where = f"{floor_phrase(floor)}, beside the {placed.tile.name}" if placed else floor_phrase(floor)
    return f"{where}, {SIDE_WORDS.get(side, '')} side"


def label(view, action, house=None, fallback=None) -> str:
    """Words for one action; `house` (house_view.house_from_view) names rooms by a cell; `fallback(action)` words
    an action this module does not know (the rules' own describe_action)."""
    name = action[0] if isinstance(action, tuple) and action else ""
    if name == "explorer" and action[1] in explorer_data():
        e = explorer_data()[action[1]]
        return f"Play {e.name} ({e.colour}, born {e.birthday})"
    if name == "move":
        there, now = floor_of(view, action[1]), floor_of(view, here(view))
        if there and now and there != now:
            order = ("basement", "ground", "upper", "roof")
            way = "up" if order.index(there) > order.index(now) else "down"
            return f"Go {way} to the {room_name(action[1])} ({FLOOR_TITLES[there].lower()})"
        return f"Move into the {room_name(action[1])}"
    if name == "explore" and action[1] in SIDE_WORDS:
        return f"Explore through the {SIDE_WORDS[action[1]]} door"
    if name == "cross":
        tile = tiles().tiles.get(here(view))
        if tile is not None and tile.barrier is not None:
            return f"Try to cross the {tile.name} ({TRAIT_WORDS.get(tile.barrier.trait, tile.barrier.trait)} " \
                   f"{tile.barrier.roll} or more)"
        return "Try to cross the barrier"
    if name == "use_room":
        tile = tiles().tiles.get(here(view))
        special = tile.special if tile is not None else None
        if special is not None and special.keyword in USE:
            if special.keyword == "collapse":
                dice = special.params["dice"]
                return f"Jump down the hole in the {tile.name} ({dice} {'die' if dice == 1 else 'dice'} of damage)"
            # the button says what it does ("gain 1 Knowledge, once"); the flavour before the colon is the
            # room's caption, and the whole sentence made a two-line button in a tiny font
            effect = special.text.split(": ", 1)[-1].rstrip(".")
            return f"Use the {tile.name}: {effect[:1].lower()}{effect[1:]}"
        return "Use this room"
    if name == "attach" and len(action) == 5:
        return f"Send the Mystic Elevator to {_beside(view, house, *action[1:])}"
    if name == "fall_through" and len(action) == 4:
        return f"Fall beyond the door on {_beside(view, house, 'basement', *action[1:])}"
    if name == "land":
        return f"Land in the {room_name(action[1])}"
    if name == "side" and action[1] in ("near", "far"):
        return _side_words(view, action[1])
    if name == "monster_side" and action[1] in ("near", "far"):
        return _side_words(view, action[1], "Stand it")
    if name in ("drop", "pick_up"):
        return f"{'Drop' if name == 'drop' else 'Pick up'} the {card_name(action[1])}"
    if name == "trade" and len(action) == 4:
        what = f"for the {card_name(action[3])}" if action[3] else "as a gift"
        return f"Offer the {card_name(action[1])} to {seat_name(view, action[2])} {what}"
    if name == "accept":
        d = view.get("decision") or {}
        take = f" for your {card_name(d['take'])}" if d.get("take") else ""
        return f"Accept the {card_name(d.get('give'))} from {seat_name(view, d.get('from'))}{take}"
    if name == "refuse":
        return "Refuse the trade"
    if name == "end_turn":
        return "End your turn"
    if name == "reveal":
        return "Reveal myself as the traitor"
    if name == "place" and isinstance(action[1], int):
        d = view.get("decision") or {}
        tile = tiles().tiles.get(d.get("tile"))
        if tile is None:
            return TURN_WORDS[action[1] % 4]
        sides = ", ".join(SIDE_WORDS[x] for x in door_sides(tile, action[1]))
        return f"{TURN_WORDS[action[1] % 4]}: doors {sides}"
    if name == "split" and len(action) == 3:
        d = view.get("decision") or {}
        first, second = ("Might", "Speed") if d.get("damage") == "physical" else ("Knowledge", "Sanity")
        parts = [f"{n} {t}" for n, t in ((action[1], first), (action[2], second)) if n]
        return "Lose " + " and ".join(parts) if parts else "Lose nothing"
    if name == "draw" and action[1] in DECK_WORDS:
        return DECK_WORDS[action[1]]
    words = _haunt_label(view, action)
    if words:
        return words
    if fallback is not None:
        return fallback(action)
    return name.replace("_", " ").capitalize() if name else "An action of this game"


def _side_words(view, which, verb="Land") -> str:
    from rulesets.betrayal.grid import barrier_sides
    d = view.get("decision") or {}
    room = d.get("room")
    placed = next((r for r in view.get("rooms", ()) if r["tile"] == room), None)
    tile = tiles().tiles.get(room)
    if placed is None or tile is None:
        return f"{verb} on the near side" if which == "near" else f"{verb} on the far side"
    near = barrier_sides(tile, placed["turn"])
    doors = [x for x in door_sides(tile, placed["turn"]) if (x in near) == (which == "near")]
    if doors:
        return f"{verb} by the " + " and ".join(SIDE_WORDS[x] for x in doors) + " door" + "s" * (len(doors) > 1)
    return f"{verb} on the side with no door"


def _monster(view, index):
    monsters = (view.get("haunt") or {}).get("monsters") or []
    if isinstance(index, int) and 0 <= index < len(monsters):
        m = monsters[index]
        return f"the {m['name']} {m.get('number', index + 1)}" + (" (stunned)" if m.get("stunned") else "")
    return "the monster"


def _token(view, index):
    tokens = (view.get("haunt") or {}).get("tokens") or []
    if isinstance(index, int) and 0 <= index < len(tokens):
        return f"the {tokens[index]['name']} {index + 1}"
    return "the token"


def _haunt_label(view, action) -> str:
    """Words for the actions after the haunt (attacks, monsters, tasks, tokens), from the view alone."""
    name = action[0]
    d = view.get("decision") or {}
    if name == "attack" and len(action) == 4:
        _, kind, index, weapon = action
        target = _monster(view, index) if kind == "monster" else seat_name(view, index)
        return f"Attack {target} " + (f"with the {card_name(weapon)}" if weapon else "bare-handed")
    if name == "task" and len(action) == 2:
        side, _, number = str(action[1]).partition(".")
        goals = ((view.get("haunt") or {}).get("goals") or {}).get(side) or []
        goal = goals[int(number)] if number.isdigit() and int(number) < len(goals) else ""
        return f"Task roll: {goal}" if goal else "Make the haunt's task roll here"
    if name == "deal_damage":
        return f"Deal {d.get('amount')} {d.get('damage')} damage to {seat_name(view, d.get('victim'))}"
    if name == "steal":
        return f"Take the {card_name(action[1])} from {seat_name(view, d.get('victim'))} instead"
    if name == "steal_token":
        return f"Take {_token(view, action[1])} from {seat_name(view, d.get('victim'))} instead"
    if name in ("take_token", "drop_token"):
        return f"{'Pick up' if name == 'take_token' else 'Drop'} {_token(view, action[1])}"
    if name == "monster_move" and len(action) == 3:
        return f"Move {_monster(view, action[1])} into the {room_name(action[2])}"
    if name == "monster_attack" and len(action) == 3:
        return f"{_monster(view, action[1])[0].upper()}{_monster(view, action[1])[1:]} attacks " \
               f"{seat_name(view, action[2])}"
    if name == "monster_take" and len(action) == 3:
        who = _monster(view, action[1])
        return f"{who[0].upper()}{who[1:]} picks up {_token(view, action[2])}"
    if name in ("resolve_card", "decline_card"):
        title = card_name(d.get("card"))
        return f"Resolve the {title}" if name == "resolve_card" else f"Leave the {title} unresolved"
    if name == "end_monster_turn":
        return "End the monsters' turn"
    return ""


def distinct_placements(view, actions) -> list:
    """The choice buttons with turns that leave the room the same dropped (a four-door room turned is the same
    room): only the first of each keeps its button, so nobody picks among four identical answers (B-G.9)."""
    tile = tiles().tiles.get((view.get("decision") or {}).get("tile"))
    kept, seen = [], set()
    for action in actions:
        if tile is not None and action and action[0] == "place" and isinstance(action[1], int):
            turn = action[1]
            doors, near = frozenset(door_sides(tile, turn)), frozenset(barrier_sides(tile, turn))
            split = frozenset({near, doors - near})   # a barrier's two sides: which one is "near" is no difference
            shape = (doors, frozenset(locked_sides(tile, turn)), frozenset(window_sides(tile, turn)), split)
            if shape in seen:
                continue
            seen.add(shape)
        kept.append(action)
    return kept
