"""Betrayal's actions in words for buttons and tooltips, read from one seat's view (public facts only)."""
from __future__ import annotations

from engine.i18n import N_, T, Tn, _
from engine.i18n.lists import anded
from rulesets.betrayal.grid import barrier_sides, door_sides, floor_phrase, locked_sides, window_sides
from rulesets.betrayal.rules.items import token_number
from rulesets.betrayal.rules.rooms import USE
from rulesets.betrayal.rules.state import cards, explorer_data, tiles
from rulesets.betrayal.vocab import COLOUR_WORDS, DAMAGE_WORDS, SIDE_WORDS, trait_word

TURN_WORDS = (N_("As drawn"), N_("Quarter turn right"), N_("Half turn"), N_("Quarter turn left"))
DECK_WORDS = {"omen": N_("Draw an omen"), "item": N_("Draw an item"), "event": N_("Draw an event")}


def seat_name(view, seat) -> str:
    seats = view.get("seats") or []
    if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat]:
        return seats[seat]["name"]
    return T("Player {n}", n=seat + 1) if isinstance(seat, int) else T("someone")


def room_name(room) -> str:
    tile = tiles().tiles.get(room) if isinstance(room, str) else None
    return tile.name if tile is not None else T("that room")


def card_name(card) -> str:
    c = cards().get(card) if isinstance(card, str) else None
    return c.name if c is not None else T("that card")


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
    where = T("{floor}, beside the {room}", floor=floor_phrase(floor), room=placed.tile.name) if placed \
        else floor_phrase(floor)
    return T("{where}, {side} side", where=where, side=SIDE_WORDS.get(side, ""))


def label(view, action, house=None, fallback=None) -> str:
    """Words for one action; `house` (house_view.house_from_view) names rooms by a cell; `fallback(action)` words
    an action this module does not know (the rules' own describe_action)."""
    name = action[0] if isinstance(action, tuple) and action else ""
    if name == "explorer" and action[1] in explorer_data():
        e = explorer_data()[action[1]]
        return T("Play {name} ({colour}, born {birthday})", name=e.name, colour=COLOUR_WORDS.get(e.colour, e.colour),
                 birthday=e.birthday)
    if name == "move":
        there, now = floor_of(view, action[1]), floor_of(view, here(view))
        if there and now and there != now:
            order = ("basement", "ground", "upper", "roof")
            way = N_("Go up to the {room} ({floor})") if order.index(there) > order.index(now) \
                else N_("Go down to the {room} ({floor})")
            return T(way, room=room_name(action[1]), floor=floor_phrase(there))
        return T("Move into the {room}", room=room_name(action[1]))
    if name == "explore" and action[1] in SIDE_WORDS:
        return T("Explore through the {side} door", side=SIDE_WORDS[action[1]])
    if name == "cross":
        tile = tiles().tiles.get(here(view))
        if tile is not None and tile.barrier is not None:
            return T("Try to cross the {room} ({trait} {roll} or more)", room=tile.name,
                     trait=trait_word(tile.barrier.trait), roll=tile.barrier.roll)
        return T("Try to cross the barrier")
    if name == "use_room":
        tile = tiles().tiles.get(here(view))
        special = tile.special if tile is not None else None
        if special is not None and special.keyword in USE:
            if special.keyword == "collapse":
                dice = special.params["dice"]
                return Tn("Jump down the hole in the {room} ({n} die of damage)",
                          "Jump down the hole in the {room} ({n} dice of damage)", dice, room=tile.name)
            # the button says what it does ("gain 1 Knowledge, once"); the flavour before the colon is the
            # room's caption, and the whole sentence made a two-line button in a tiny font
            return T("Use the {room}: {effect}", room=tile.name, effect=_Effect(special.text))
        return T("Use this room")
    if name == "attach" and len(action) == 5:
        return T("Send the Mystic Elevator to {place}", place=_beside(view, house, *action[1:]))
    if name == "fall_through" and len(action) == 4:
        return T("Fall beyond the door on {place}", place=_beside(view, house, 'basement', *action[1:]))
    if name == "stairs_from_basement" and len(action) == 4:
        return T("Put the Stairs from Basement beyond the door on {place}",
                 place=_beside(view, house, 'basement', *action[1:]))
    if name == "land":
        return T("Land in the {room}", room=room_name(action[1]))
    if name == "side" and action[1] in ("near", "far"):
        return _side_words(view, action[1])
    if name == "monster_side" and action[1] in ("near", "far"):
        return _side_words(view, action[1], monster=True)
    if name in ("drop", "pick_up"):
        return T(N_("Drop the {card}") if name == "drop" else N_("Pick up the {card}"), card=card_name(action[1]))
    if name == "trade" and len(action) == 4:
        if action[3]:
            return T("Offer {thing} to {name} for {other}", thing=_thing(view, action[1]),
                     name=seat_name(view, action[2]), other=_thing(view, action[3]))
        return T("Offer {thing} to {name} as a gift", thing=_thing(view, action[1]), name=seat_name(view, action[2]))
    if name == "accept":
        d = view.get("decision") or {}
        if d.get("take"):
            return T("Accept {thing} from {name} for your {other}", thing=_thing(view, d.get('give')),
                     name=seat_name(view, d.get('from')), other=_thing(view, d['take'], article=False))
        return T("Accept {thing} from {name}", thing=_thing(view, d.get('give')), name=seat_name(view, d.get('from')))
    if name == "refuse":
        return T("Refuse the trade")
    if name == "end_turn":
        return T("End the turn")
    if name == "reveal":
        return T("Reveal myself as the traitor")
    if name == "reveal_myself":      # the two answers to the table's question look alike for every explorer
        return T("Reveal myself")
    if name == "stay_hidden":
        return T("Stay hidden")
    if name == "ask_to_reveal":
        return T("Someone wants to reveal")
    if name == "place" and isinstance(action[1], int):
        d = view.get("decision") or {}
        tile = tiles().tiles.get(d.get("tile"))
        if tile is None:
            return T(TURN_WORDS[action[1] % 4])
        sides = anded(SIDE_WORDS[x] for x in door_sides(tile, action[1]))
        return T("{turn}: doors {sides}", turn=TURN_WORDS[action[1] % 4], sides=sides)
    if name == "split" and len(action) == 3:
        d = view.get("decision") or {}
        first, second = (N_("Might"), N_("Speed")) if d.get("damage") == "physical" else (N_("Knowledge"), N_("Sanity"))
        parts = [T("{n} {trait}", n=n, trait=t) for n, t in ((action[1], first), (action[2], second)) if n]
        return T("Lose {amounts}", amounts=anded(parts)) if parts else T("Lose nothing")
    if name == "draw" and action[1] in DECK_WORDS:
        return T(DECK_WORDS[action[1]])
    words = _haunt_label(view, action)
    if words:
        return words
    if fallback is not None:
        return fallback(action)
    return T("An action of this game")


class _Effect:
    """The part of a room's text after its colon, in the language of the moment (a T parameter words it when
    the label is drawn): 'gain 1 Knowledge, once'."""

    def __init__(self, text: str):
        self.text = text

    def __format__(self, spec: str) -> str:
        words = _(self.text)
        for colon in (": ", "："):
            if colon in words:
                words = words.split(colon, 1)[1]
                break
        words = words.rstrip(".。")
        return words[:1].lower() + words[1:]


def _side_words(view, which, monster=False) -> str:
    from rulesets.betrayal.grid import barrier_sides
    d = view.get("decision") or {}
    room = d.get("room")
    placed = next((r for r in view.get("rooms", ()) if r["tile"] == room), None)
    tile = tiles().tiles.get(room)
    verb = N_("Stand it {where}") if monster else N_("Land {where}")
    if placed is None or tile is None:
        return T(verb, where=T(N_("on the near side") if which == "near" else N_("on the far side")))
    near = barrier_sides(tile, placed["turn"])
    doors = [x for x in door_sides(tile, placed["turn"]) if (x in near) == (which == "near")]
    if doors:
        return T(verb, where=Tn("by the {doors} door", "by the {doors} doors", len(doors),
                                doors=anded(SIDE_WORDS[x] for x in doors)))
    return T(verb, where=T("on the side with no door"))


def _monster(view, index, article=True):
    """'the Drowned One 2 (stunned)'; without the article and the state, 'Drowned One 2'."""
    monsters = (view.get("haunt") or {}).get("monsters") or []
    if isinstance(index, int) and 0 <= index < len(monsters):
        m = monsters[index]
        who = T("{monster} {number}", monster=m['name'], number=m.get('number', index + 1))
        if not article:
            return who
        if m.get("stunned"):
            return T("the {monster} (stunned)", monster=who)
        return T("the {monster}", monster=who)
    return T("the monster") if article else T("monster")


def _token(view, index, article=True):
    tokens = (view.get("haunt") or {}).get("tokens") or []
    if isinstance(index, int) and 0 <= index < len(tokens):
        words = T("{token} {number}", token=tokens[index]['name'], number=index + 1)
        return T("the {token}", token=words) if article else words
    return T("the token")


def _thing(view, thing, article=True) -> str:
    """A card or a haunt token named in a trade (B-10.7: "token N"), with its article (or without)."""
    number = token_number(thing)
    if number is not None:
        return _token(view, number, article)
    return T("the {card}", card=card_name(thing)) if article else card_name(thing)


def _haunt_label(view, action) -> str:
    """Words for the actions after the haunt (attacks, monsters, tasks, tokens), from the view alone."""
    name = action[0]
    d = view.get("decision") or {}
    if name == "attack" and len(action) == 4:
        _, kind, index, weapon = action
        target = _monster(view, index) if kind == "monster" else seat_name(view, index)
        if weapon:
            return T("Attack {target} with the {weapon}", target=target, weapon=card_name(weapon))
        return T("Attack {target} bare-handed", target=target)
    if name == "task" and len(action) == 2:
        side, _, number = str(action[1]).partition(".")
        goals = ((view.get("haunt") or {}).get("goals") or {}).get(side) or []
        goal = goals[int(number)] if number.isdigit() and int(number) < len(goals) else ""
        return T("Task roll: {goal}", goal=goal) if goal else T("Make the haunt's task roll here")
    if name == "deal_damage":
        return T("Deal {n} {kind} damage to {name}", n=d.get('amount'),
                 kind=DAMAGE_WORDS.get(d.get('damage'), d.get('damage') or ""), name=seat_name(view, d.get('victim')))
    if name == "steal":
        return T("Take the {card} from {name} instead", card=card_name(action[1]), name=seat_name(view, d.get('victim')))
    if name == "steal_token":
        return T("Take {token} from {name} instead", token=_token(view, action[1]), name=seat_name(view, d.get('victim')))
    if name in ("take_token", "drop_token"):
        return T(N_("Pick up {token}") if name == 'take_token' else N_("Drop {token}"), token=_token(view, action[1]))
    if name == "monster_move" and len(action) == 3:
        return T("Move the {monster} into the {room}", monster=_monster(view, action[1], False),
                 room=room_name(action[2]))
    if name == "monster_attack" and len(action) == 3:
        return T("The {monster} attacks {name}", monster=_monster(view, action[1], False),
                 name=seat_name(view, action[2]))
    if name == "monster_take" and len(action) == 3:
        return T("The {monster} picks up the {token}", monster=_monster(view, action[1], False),
                 token=_token(view, action[2], False))
    if name in ("resolve_card", "decline_card"):
        title = card_name(d.get("card"))
        return T(N_("Resolve the {card}") if name == "resolve_card" else N_("Leave the {card} unresolved"), card=title)
    if name == "end_monster_turn":
        return T("End the monsters' turn")
    return ""


def distinct_placements(view, actions) -> list:
    """The choice buttons with turns that leave the room the same dropped (a four-door room turned is the same
    room): only the first of each keeps its button, so nobody picks among four identical answers (B-G.9)."""
    if not view:     # nobody at the screen (the computer plays every seat of a hidden game): nothing to fold
        return list(actions)
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
