"""Betrayal's actions and decisions in words (buttons, prompts, tooltips): public facts only, no rule ids."""
from __future__ import annotations

from engine.i18n import N_, T, Tn
from engine.i18n.lists import anded
from rulesets.betrayal.grid import door_sides
from rulesets.betrayal.rules.items import thing_name, token_number, token_words
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
from rulesets.betrayal.vocab import COLOUR_WORDS, DAMAGE_WORDS, SIDE_WORDS, TRAIT_WORDS, monster_words

PROMPTS = {
    "choose_explorer": N_("Choose your explorer (one side of a character card nobody has taken)"),
    "turn": N_("Your turn: move, explore through an open door, or end your turn"),
    "place_tile": N_("Turn the new room so a door faces the one you came through, then place it"),
    "split_damage": N_("Split the damage between your two traits as you like"),
    "choose_deck": N_("Draw one card of any kind"),
    "move_elevator": N_("Choose the door the Mystic Elevator stops at"),
    "fall_door": N_("You fall to the basement: choose the unexplored door you land beyond"),
    "fall_room": N_("You fall to the basement: choose the room you land in"),
    "choose_side": N_("You land in a room split by a barrier: choose your side"),
    "monster_side": N_("Your monster stands in a room split by a barrier: choose its side"),
    "answer_trade": N_("Another explorer offers you a trade"),
    "steal_or_damage": N_("You won the fight: take an item from the loser, or deal the damage"),
    "monster_turn": N_("The monsters' turn: move and attack with each monster in turn, then end it"),
    "decline_card": N_("As the traitor you may leave the card you drew unresolved"),
    "reveal_claim": N_("Does anyone reveal himself? Answer alone at the laptop: only the traitor's token can turn "
                    "over, and both answers look the same to the table"),
}
DECK_WORDS = {"omen": N_("Draw an omen"), "item": N_("Draw an item"), "event": N_("Draw an event")}


def describe_action(s: State, action) -> str:
    name = action[0] if isinstance(action, tuple) and action else ""
    if name == "explorer" and action[1] in explorer_data():
        e = explorer_data()[action[1]]
        return T("Play {name} ({colour}, born {birthday})", name=e.name, colour=COLOUR_WORDS.get(e.colour, e.colour),
                 birthday=e.birthday)
    if name == "move" and action[1] in tiles().tiles:
        here = figure(s, s.turn["seat"])["room"] if s.phase in ("turns", "haunt") else ""
        links = {(ln.source, ln.target): ln.type for ln in tiles().links}
        how = links.get((here, action[1])) or links.get((action[1], here))
        if s.phase in ("turns", "haunt") and action[1] in dumbwaiter_stops(s, s.turn["seat"]):
            how = "dumbwaiter"
        if s.phase in ("turns", "haunt") and any(w[0] == action[1] and w[1] == "passage"
                                                 for w in exits(s, s.turn["seat"])):
            how = "passage"
        verb = {"stairs": N_("Take the stairs to the {room}"), "dumbwaiter": N_("Take the dumbwaiter to the {room}"),
                "passage": N_("Take the Secret Passage to the {room}")}.get(how, N_("Move into the {room}"))
        return T(verb, room=room_name(action[1]))
    if name == "explore" and action[1] in SIDE_WORDS:
        return T("Explore through the {side} door", side=SIDE_WORDS[action[1]])
    if name == "cross" and s.phase in ("turns", "haunt"):
        tile = tiles().tiles[figure(s, s.turn["seat"])["room"]]
        if tile.barrier is not None:
            return T("Try to cross the {room} ({trait} {roll} or more)", room=tile.name,
                     trait=TRAIT_WORDS[tile.barrier.trait], roll=tile.barrier.roll)
    if name == "use_room" and s.phase in ("turns", "haunt"):
        special = tiles().tiles[figure(s, s.turn["seat"])["room"]].special
        if special is not None and special.keyword in USE:
            room = tiles().tiles[figure(s, s.turn["seat"])["room"]].name
            if special.keyword == "collapse":
                dice = special.params["dice"]
                return Tn("Jump down the hole in the {room} ({n} die of damage)",
                          "Jump down the hole in the {room} ({n} dice of damage)", dice, room=room)
            return T("Use the {room} — {text}", room=room, text=special.text)
    if name == "attach" and s.decision and s.decision.get("kind") == "move_elevator":
        return T("Send the Mystic Elevator to {place}", place=beside_words(s, *action[1:]))
    if name == "fall_through" and len(action) == 4 and action[3] in SIDE_WORDS:
        return T("Fall beyond the {side} door of {place}", side=SIDE_WORDS[action[3]],
                 place=beside_words(s, 'basement', action[1], action[2], ''))
    if name == "stairs_from_basement" and len(action) == 4 and action[3] in SIDE_WORDS:
        return T("Put the Stairs from Basement beyond the {side} door of {place}", side=SIDE_WORDS[action[3]],
                 place=beside_words(s, 'basement', action[1], action[2], ''))
    if name == "land" and action[1] in tiles().tiles:
        return T("Land in the {room}", room=room_name(action[1]))
    if name == "side" and action[1] in ("near", "far") and s.decision and s.decision.get("kind") == "choose_side":
        return T("Land {where}", where=side_words(s, s.decision["room"], action[1]))
    if name == "monster_side" and action[1] in ("near", "far") and s.decision and s.decision.get("kind") == "monster_side":
        return T("Stand it {where}", where=side_words(s, s.decision["room"], action[1]))
    if name in ("drop", "pick_up") and action[1] in cards():
        return T(N_("Drop the {card}") if name == "drop" else N_("Pick up the {card}"), card=cards()[action[1]].name)
    if name == "trade" and _tradeable_word(s, action[1]) and isinstance(action[2], int) \
            and 0 <= action[2] < len(s.explorers):
        if _tradeable_word(s, action[3]):
            return T("Offer the {thing} to {name} for the {other}", thing=thing_name(s, action[1]),
                     name=name_of(s, action[2]), other=thing_name(s, action[3]))
        return T("Offer the {thing} to {name} as a gift", thing=thing_name(s, action[1]), name=name_of(s, action[2]))
    if name == "accept" and s.decision and s.decision.get("kind") == "answer_trade":
        d = s.decision
        if d["take"]:
            return T("Accept the {thing} from {name} for your {other}", thing=thing_name(s, d['give']),
                     name=name_of(s, d['from']), other=thing_name(s, d['take']))
        return T("Accept the {thing} from {name}", thing=thing_name(s, d['give']), name=name_of(s, d['from']))
    if name == "refuse":
        return T("Refuse the trade")
    if name == "end_turn":
        return T("End the turn")
    if name == "reveal":
        return T("Reveal myself (only the traitor's token turns over)")
    if name == "reveal_myself":      # the two answers are short and alike: the same look for every explorer
        return T("Reveal myself")
    if name == "stay_hidden":
        return T("Stay hidden")
    if name == "ask_to_reveal":
        return T("Someone wants to reveal")
    if name == "attack" and len(action) == 4 and s.haunt is not None:
        return _attack_words(s, action)
    if name == "task" and s.haunt is not None:
        return _task_words(s, action[1])
    if name == "deal_damage" and s.decision and s.decision.get("kind") == "steal_or_damage":
        d = s.decision
        return T("Deal {n} {kind} damage to {name}", n=d['amount'], kind=DAMAGE_WORDS.get(d['damage'], d['damage']),
                 name=name_of(s, d['victim']))
    if name == "steal" and action[1] in cards() and s.decision and s.decision.get("kind") == "steal_or_damage":
        return T("Take the {card} from {name} instead", card=cards()[action[1]].name,
                 name=name_of(s, s.decision['victim']))
    if name in ("monster_move", "monster_attack") and s.haunt is not None and isinstance(action[1], int) \
            and 0 <= action[1] < len(s.haunt["monsters"]):
        m = s.haunt["monsters"][action[1]]
        who = monster_words(m)
        if name == "monster_move" and action[2] in tiles().tiles:
            return T("Move the {monster} into the {room}", monster=who, room=room_name(action[2]))
        if name == "monster_attack" and isinstance(action[2], int):
            return T("The {monster} attacks {name}", monster=who, name=name_of(s, action[2]))
    if name == "monster_take" and s.haunt is not None and isinstance(action[1], int) and isinstance(action[2], int) \
            and 0 <= action[1] < len(s.haunt["monsters"]) and 0 <= action[2] < len(s.haunt.get("tokens", [])):
        m = s.haunt["monsters"][action[1]]
        return T("The {monster} picks up the {token}", monster=monster_words(m),
                 token=token_words(s, action[2]))
    if name in ("resolve_card", "decline_card") and s.decision and s.decision.get("kind") == "decline_card":
        title = cards()[s.decision["card"]].name
        return T(N_("Resolve the {card}") if name == "resolve_card" else N_("Leave the {card} unresolved"), card=title)
    if name in ("take_token", "drop_token", "steal_token") and s.haunt is not None and isinstance(action[1], int) \
            and 0 <= action[1] < len(s.haunt.get("tokens", [])):
        what = token_words(s, action[1])
        if name == "steal_token" and s.decision and s.decision.get("kind") == "steal_or_damage":
            return T("Take the {token} from {name} instead", token=what, name=name_of(s, s.decision['victim']))
        return T(N_("Pick up the {token}") if name == "take_token" else N_("Drop the {token}"), token=what)
    if name == "end_monster_turn":
        return T("End the monsters' turn")
    if name == "place" and s.decision and s.decision.get("kind") == "place_tile":
        tile = tiles().tiles[s.decision["tile"]]
        sides = door_sides(tile, action[1])
        return T("Place the {room} with doors facing {sides}", room=tile.name, sides=anded(SIDE_WORDS[d] for d in sides))
    if name == "split" and s.decision and s.decision.get("kind") == "split_damage":
        first, second = damage_names(s.decision["damage"])
        parts = [T("{n} {trait}", n=n, trait=t) for n, t in ((action[1], first), (action[2], second)) if n]
        return T("Lose {amounts}", amounts=anded(parts))
    if name == "draw" and action[1] in DECK_WORDS:
        return T(DECK_WORDS[action[1]])
    return T("An action of this game")


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
        target = T(N_("the {monster} (stunned)") if m["stunned"] else N_("the {monster}"), monster=monster_words(m))
    elif kind == "explorer" and isinstance(index, int) and 0 <= index < len(s.explorers):
        target = name_of(s, index)
    else:
        return T("Attack")
    if weapon in cards():
        return T("Attack {target} with the {weapon}", target=target, weapon=cards()[weapon].name)
    return T("Attack {target} bare-handed", target=target)


def _task_words(s: State, key) -> str:
    c = next((c for _, c in conditions(s) if c["key"] == key), None)
    if c is None:
        return T("Make the haunt's task roll")
    return T("Task roll: {trait} {n} or more here", trait=TRAIT_WORDS[c['trait']], n=c['at_least'])
