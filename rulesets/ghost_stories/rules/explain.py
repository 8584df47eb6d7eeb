"""Why an action is refused (the G-id the UI shows) and short public descriptions of actions."""
from __future__ import annotations

from engine.rules.api import IllegalAction
from rulesets.ghost_stories.rules.state import ACTION, COLOUR_NAMES, PLACE, PRE_MOVE, State
from rulesets.ghost_stories.rules.tiles import TILE_TITLES

# action name -> (rule id, why it may be refused)
RULES = {
    "move": ("G-9.1", "a Taoist moves at most 1 tile (2 with Swift Stride), escorting only onto unhaunted tiles "
                      "with fewer than 3 villagers (G-8.3), and only in the movement step"),
    "yellow_token": ("G-9.2", "the yellow power takes a token from the reserve once, before moving"),
    "mantra": ("G-9.2", "the Enfeeblement Mantra goes on a ghost in play, once, before moving"),
    "red_push": ("G-9.3", "Guiding Hand moves another living Taoist 1 tile, once, before moving"),
    "act": ("G-10.3", "the tile's action needs an unhaunted tile, an action left and something to do"),
    "exorcise": ("G-10.14", "an exorcism targets one or both ghosts facing your tile, with an action left"),
    "save": ("G-10.21", "a villager is saved only from the Portal tile, with an action left"),
    "skip": ("G-10.1", "only during the action step"),
    "end": ("G-11", "the turn ends after the action step"),
    "suling": ("G-11.1", "Su-Ling is placed once, after a death, a curse-die roll or a haunting this turn, on a free "
                         "Haunting icon not above a Wu-Feng"),
    "buddha": ("G-11.3", "a Buddha taken on an earlier turn goes on an empty ghost space facing your tile"),
    "crystal": ("G-11.5", "a Moon Crystal from an earlier turn goes on the empty receptacle of your corner tile"),
    "yy_unhaunt": ("G-8.1", "the Yin-Yang must be yours and unused, and the tile haunted"),
    "yy_act": ("G-8.1", "the Yin-Yang must be yours and unused, and the action must do something"),
    "power": ("G-8.2", "a power token borrows a neutral board's active power, once per board per turn"),
    "potion": ("G-14.3", "the Life Potion must be yours"), "potion_villager": ("G-14.3", "the Life Potion must be "
                                                                                        "yours"),
    "moon_dust": ("G-14.3", "Moon Dust must be yours and a crystal left in the reserve"),
    "scroll": ("G-14.3", "the Scroll of Unity is read after moving"),
    "fireworks": ("G-14.3", "the Fireworks must be yours"),
    "place_ghost": ("G-7.3", "a ghost goes on an empty space of its board (any board when that one is full)"),
    "qi_target": ("G-15.1", "only a living Taoist can take the lost Qi"),
    "kill_villager": ("G-5.5", "only a visible villager can be chosen"),
    "reroll": ("G-10.16", "choose which of the rolled dice to roll again"),
    "exorcise_pay": ("G-10.19", "only ghosts the dice and tokens can beat may be paid for"),
    "barrier_save": ("G-12.1", "the top villager of the Portal tile must be saved first"),
    "barrier_roll": ("G-12.1", "the barrier roll targets regular ghosts on this board"),
    "share": ("G-14.3", "a shared reward goes to a living Taoist"),
    "buddha_space": ("G-14.3", "a Buddha goes on a free ghost space"),
    "haunt_tile": ("G-G.3", "the Haunting hits one of the nearest unhaunted tiles"),
    "scroll_join": ("G-14.3", "each other Taoist may join you after the Scroll of Unity"),
}


def explain(s: State, action) -> IllegalAction:
    name = action[0] if action else "?"
    if type(name) is not str:
        return IllegalAction("G-4.3", "that is not an action of this game")
    if s.decision is not None:
        kinds = {a[0] for a in s.decision[2]}
        if name not in kinds:
            rule = RULES.get(s.decision[2][0][0], ("G-4.3", ""))[0]
            return IllegalAction(rule, f"first decide: {s.decision[0].replace('_', ' ')}")
    else:
        step = s.yang_step
        if name == "move" and step != PRE_MOVE:
            return IllegalAction("G-9.1", "the Taoist has already moved this turn")
        if name in ("act", "exorcise", "save") and step != ACTION:
            return IllegalAction("G-10.1", "actions come after movement and only one per turn (two for blue)")
        if name in ("suling", "buddha", "crystal", "end") and step != PLACE:
            return IllegalAction("G-11", "items are placed after the action step")
    rule, why = RULES.get(name, ("G-4.3", "not an action of this game"))
    return IllegalAction(rule, f"{describe_action(s, action)} is not allowed: {why}")


def describe_action(s: State, action) -> str:
    name = action[0] if action else "?"
    a = action[1:]
    try:
        if name == "move":
            return f"move to tile {a[0] + 1}" + (" escorting a villager" if a[1] else "")
        if name == "exorcise":
            return "exorcise space " + " and ".join(str(x + 1) for x in a[0])
        if name in ("yy_act", "fireworks"):
            return f"{name.replace('_', ' ')}: {TILE_TITLES[a[0]]}"
        if name in ("take_tao", "tea", "circle", "yellow_token", "kungfu"):
            return f"{name.replace('_', ' ')}: {COLOUR_NAMES[a[0]]}"
        if name == "exorcise_pay":
            return "give up" if not a[0] else "pay for space " + " and ".join(str(x + 1) for x in a[0])
    except (IndexError, TypeError):
        pass
    return " ".join([name.replace("_", " ")] + [str(x) for x in a])
