"""Betrayal's actions and decisions in words (buttons, prompts, tooltips): public facts only, no rule ids."""
from __future__ import annotations

from rulesets.betrayal.grid import door_sides
from rulesets.betrayal.rules.items import thing_name, token_number
from rulesets.betrayal.rules.movement import exits
from rulesets.betrayal.rules.rooms import USE, beside_words, dumbwaiter_stops, side_words
from rulesets.betrayal.rules.state import (
    State,
    cards,
    damage_names,
    explorer_data,
    figure,
    name_of,
    room_name,
    tiles,
)
from rulesets.betrayal.rules.winning import conditions

SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
PROMPTS = {
    "choose_explorer": "Choose your explorer (one side of a character card nobody has taken)",
    "turn": "Your turn: move, explore through an open door, or end your turn",
    "place_tile": "Turn the new room so a door faces the one you came through, then place it",
    "split_damage": "Split the damage between your two traits as you like",
    "choose_deck": "Draw one card of any kind",
    "move_elevator": "Choose the door the Mystic Elevator stops at",
    "fall_door": "You fall to the basement: choose the unexplored door you land beyond",
    "fall_room": "You fall to the basement: choose the room you land in",
    "choose_side": "You land in a room split by a barrier: choose your side",
    "monster_side": "Your monster stands in a room split by a barrier: choose its side",
    "answer_trade": "Another explorer offers you a trade",
    "steal_or_damage": "You won the fight: take an item from the loser, or deal the damage",
    "monster_turn": "The monsters' turn: move and attack with each monster in turn, then end it",
    "decline_card": "As the traitor you may leave the card you drew unresolved",
    "reveal_claim": "Does anyone reveal himself? Answer alone at the laptop: only the traitor's token can turn "
                    "over, and both answers look the same to the table",
}
DECK_WORDS = {"omen": "Draw an omen", "item": "Draw an item", "event": "Draw an event"}


def describe_action(s: State, action) -> str:
    name = action[0] if isinstance(action, tuple) and action else ""
    if name == "explorer" and action[1] in explorer_data():
        e = explorer_data()[action[1]]
        return f"Play {e.name} ({e.colour}, born {e.birthday})"
    if name == "move" and action[1] in tiles().tiles:
        here = figure(s, s.turn["seat"])["room"] if s.phase in ("turns", "haunt") else ""
        links = {(ln.source, ln.target): ln.type for ln in tiles().links}
        how = links.get((here, action[1])) or links.get((action[1], here))
        if s.phase in ("turns", "haunt") and action[1] in dumbwaiter_stops(s, s.turn["seat"]):
            how = "dumbwaiter"
        if s.phase in ("turns", "haunt") and any(w[0] == action[1] and w[1] == "passage"
                                                 for w in exits(s, s.turn["seat"])):
            how = "passage"
        verb = {"stairs": "Take the stairs to", "dumbwaiter": "Take the dumbwaiter to",
                "passage": "Take the Secret Passage to"}.get(how, "Move into")
        return f"{verb} the {room_name(action[1])}"
    if name == "explore" and action[1] in SIDE_WORDS:
        return f"Explore through the {SIDE_WORDS[action[1]]} door"
    if name == "cross" and s.phase in ("turns", "haunt"):
        tile = tiles().tiles[figure(s, s.turn["seat"])["room"]]
        if tile.barrier is not None:
            return f"Try to cross the {tile.name} ({tile.barrier.trait.capitalize()} {tile.barrier.roll} or more)"
    if name == "use_room" and s.phase in ("turns", "haunt"):
        special = tiles().tiles[figure(s, s.turn["seat"])["room"]].special
        if special is not None and special.keyword in USE:
            room = tiles().tiles[figure(s, s.turn["seat"])["room"]].name
            if special.keyword == "collapse":
                dice = special.params["dice"]
                return f"Jump down the hole in the {room} ({dice} {'die' if dice == 1 else 'dice'} of damage)"
            return f"Use the {room} — {special.text[:1].lower()}{special.text[1:]}"
    if name == "attach" and s.decision and s.decision.get("kind") == "move_elevator":
        return f"Send the Mystic Elevator to {beside_words(s, *action[1:])}"
    if name == "fall_through" and len(action) == 4 and action[3] in SIDE_WORDS:
        return f"Fall beyond the {SIDE_WORDS[action[3]]} door of {beside_words(s, 'basement', action[1], action[2], '')}"
    if name == "stairs_from_basement" and len(action) == 4 and action[3] in SIDE_WORDS:
        return f"Put the Stairs from Basement beyond the {SIDE_WORDS[action[3]]} door of " \
               f"{beside_words(s, 'basement', action[1], action[2], '')}"
    if name == "land" and action[1] in tiles().tiles:
        return f"Land in the {room_name(action[1])}"
    if name == "side" and action[1] in ("near", "far") and s.decision and s.decision.get("kind") == "choose_side":
        return "Land " + side_words(s, s.decision["room"], action[1])
    if name == "monster_side" and action[1] in ("near", "far") and s.decision and s.decision.get("kind") == "monster_side":
        return "Stand it " + side_words(s, s.decision["room"], action[1])
    if name in ("drop", "pick_up") and action[1] in cards():
        return f"{'Drop' if name == 'drop' else 'Pick up'} the {cards()[action[1]].name}"
    if name == "trade" and _tradeable_word(s, action[1]) and isinstance(action[2], int) \
            and 0 <= action[2] < len(s.explorers):
        what = f"for the {thing_name(s, action[3])}" if _tradeable_word(s, action[3]) else "as a gift"
        return f"Offer the {thing_name(s, action[1])} to {name_of(s, action[2])} {what}"
    if name == "accept" and s.decision and s.decision.get("kind") == "answer_trade":
        d = s.decision
        what = f" for your {thing_name(s, d['take'])}" if d["take"] else ""
        return f"Accept the {thing_name(s, d['give'])} from {name_of(s, d['from'])}{what}"
    if name == "refuse":
        return "Refuse the trade"
    if name == "end_turn":
        return "End your turn"
    if name == "reveal":
        return "Reveal myself (only the traitor's token turns over)"
    if name == "reveal_myself":      # the two answers are short and alike: the same look for every explorer
        return "Reveal myself"
    if name == "stay_hidden":
        return "Stay hidden"
    if name == "ask_to_reveal":
        return "Someone wants to reveal"
    if name == "attack" and len(action) == 4 and s.haunt is not None:
        return _attack_words(s, action)
    if name == "task" and s.haunt is not None:
        return _task_words(s, action[1])
    if name == "deal_damage" and s.decision and s.decision.get("kind") == "steal_or_damage":
        d = s.decision
        return f"Deal {d['amount']} {d['damage']} damage to {name_of(s, d['victim'])}"
    if name == "steal" and action[1] in cards() and s.decision and s.decision.get("kind") == "steal_or_damage":
        return f"Take the {cards()[action[1]].name} from {name_of(s, s.decision['victim'])} instead"
    if name in ("monster_move", "monster_attack") and s.haunt is not None and isinstance(action[1], int) \
            and 0 <= action[1] < len(s.haunt["monsters"]):
        m = s.haunt["monsters"][action[1]]
        who = f"{m['name']} {m['number']}"
        if name == "monster_move" and action[2] in tiles().tiles:
            return f"Move the {who} into the {room_name(action[2])}"
        if name == "monster_attack" and isinstance(action[2], int):
            return f"The {who} attacks {name_of(s, action[2])}"
    if name == "monster_take" and s.haunt is not None and isinstance(action[1], int) and isinstance(action[2], int) \
            and 0 <= action[1] < len(s.haunt["monsters"]) and 0 <= action[2] < len(s.haunt.get("tokens", [])):
        m = s.haunt["monsters"][action[1]]
        return f"The {m['name']} {m['number']} picks up the {s.haunt['tokens'][action[2]]['name']} {action[2] + 1}"
    if name in ("resolve_card", "decline_card") and s.decision and s.decision.get("kind") == "decline_card":
        title = cards()[s.decision["card"]].name
        return f"Resolve the {title}" if name == "resolve_card" else f"Leave the {title} unresolved"
    if name in ("take_token", "drop_token", "steal_token") and s.haunt is not None and isinstance(action[1], int) \
            and 0 <= action[1] < len(s.haunt.get("tokens", [])):
        what = f"the {s.haunt['tokens'][action[1]]['name']} {action[1] + 1}"
        if name == "steal_token" and s.decision and s.decision.get("kind") == "steal_or_damage":
            return f"Take {what} from {name_of(s, s.decision['victim'])} instead"
        return f"{'Pick up' if name == 'take_token' else 'Drop'} {what}"
    if name == "end_monster_turn":
        return "End the monsters' turn"
    if name == "place" and s.decision and s.decision.get("kind") == "place_tile":
        tile = tiles().tiles[s.decision["tile"]]
        sides = " and ".join(SIDE_WORDS[d] for d in door_sides(tile, action[1]))
        return f"Place the {tile.name} with doors facing {sides}"
    if name == "split" and s.decision and s.decision.get("kind") == "split_damage":
        first, second = damage_names(s.decision["damage"])
        parts = [f"{n} {t}" for n, t in ((action[1], first), (action[2], second)) if n]
        return "Lose " + " and ".join(parts)
    if name == "draw" and action[1] in DECK_WORDS:
        return DECK_WORDS[action[1]]
    return "An action of this game"


def _tradeable_word(s: State, thing) -> bool:
    """A card, or a haunt token that exists (B-10.7), so its name can be said."""
    number = token_number(thing)
    if number is not None:
        return s.haunt is not None and number < len(s.haunt.get("tokens", []))
    return isinstance(thing, str) and thing in cards()


def _attack_words(s: State, action) -> str:
    _, kind, index, weapon = action
    if kind == "monster" and isinstance(index, int) and 0 <= index < len(s.haunt["monsters"]):
        m = s.haunt["monsters"][index]
        target = f"the {m['name']} {m['number']}" + (" (stunned)" if m["stunned"] else "")
    elif kind == "explorer" and isinstance(index, int) and 0 <= index < len(s.explorers):
        target = name_of(s, index)
    else:
        return "Attack"
    if weapon in cards():
        return f"Attack {target} with the {cards()[weapon].name}"
    return f"Attack {target} bare-handed"


def _task_words(s: State, key) -> str:
    c = next((c for _, c in conditions(s) if c["key"] == key), None)
    if c is None:
        return "Make the haunt's task roll"
    return f"Task roll: {c['trait'].capitalize()} {c['at_least']} or more here"
