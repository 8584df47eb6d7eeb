"""Public words for Ghost Stories: names of tiles, spaces, boards and families, decision prompts, action labels."""
from __future__ import annotations

from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import (
    COLOUR_NAMES,
    DROP_ON_THE_WAY,
    PICK_UP_ON_THE_WAY,
    SPACE_IDS,
    TILE_NAMES,
    State,
)


def col(c: int) -> str:
    if type(c) is not int or not 0 <= c < len(COLOUR_NAMES):
        raise IndexError(c)
    return COLOUR_NAMES[c]


CORNER_NAMES = ("north-west", "north-east", "south-east", "south-west")
ARTIFACT_WORDS = ("the Life Potion", "Moon Dust", "the Scroll of Unity", "the Fireworks", "the Shield of Time",
                  "the Vengeful Claw", "the Armour of the Just", "the Divine Sword")

# Decision kind -> the question asked, in words.
DECISION_PROMPTS = {
    "place_ghost": "choose the space where the ghost arrives",
    "qi_target": "choose the Taoist who loses the Qi",
    "haunt_tile": "choose the tile the Haunting strikes",
    "kill_villager": "choose the villager who dies",
    "take_tao": "choose a Tao token",
    "buddha_space": "choose the space for the Buddha",
    "share": "choose the Taoist who receives the gift",
    "barrier": "the Mystic Barrier: save a villager or roll at this board's ghosts",
    "reroll": "choose the dice to roll again",
    "exorcise_pay": "choose the ghosts to exorcise with these dice",
    "cemetery": "choose who comes back from the Cemetery",
    "curse_reroll": "roll the curse die again?",
    "unhaunt": "choose the tile to free from its haunting",
    "sorcerer": "choose the ghost to banish",
    "watchman": "choose the board whose haunters fall back",
    "circle": "choose the colour for the Circle of Prayer",
    "pav_ghost": "choose the ghost the wind blows away",
    "pav_to": "choose the empty space the ghost is blown to",
    "pav_taoist": "choose another Taoist for the wind to carry",
    "tea": "choose a Tao token",
    "kungfu": "choose the colour of the ghosts to fight",
    "scroll_join": "join the Taoist who read the Scroll of Unity?",
    "exorcise_spend": "choose the tokens that fill the gap the dice left",
    "claw_colour": "choose the colour of the Vengeful Claw's token",
    "barrier_take": "choose the ghosts the Mystic Barrier's dice take",
    "artifact_heir": "choose the Taoist who inherits the artifact",
    "token_holder": "choose whose Tao token the curse removes",
    "crystal_giver": "choose who gives a Moon Crystal to the barrier",
    "suling_crystal": "set a Moon Crystal on the receptacle Su-Ling touches?",
    "curse_skip": "Third Eye: skip the curse die?",
}


def _steps(n: int) -> str:
    return "1 step" if n == 1 else f"{n} steps"


def _dice(n: int) -> str:
    return "1 Tao die" if n == 1 else f"{n} Tao dice"


def _token(colour: int) -> str:
    return f"a {COLOUR_NAMES[colour]} Tao token" if 0 <= colour < 5 else "a Tao token of any colour"


# A ghost symbol's YAML keyword -> what it does, in a player's words (n, colour): the card's tooltip and the
# arriving ghost's prompt read these, never the keyword itself.
EFFECT_WORDS = {
    "haunter": lambda n, c: f"its Haunter figure moves {_steps(n)} towards the village",
    "tormentor": lambda n, c: "the active player rolls the curse die",
    "devourer": lambda n, c: "it kills the villager nearest to it in its row (one the players choose if the row is empty)",
    "bring_ghost": lambda n, c: "another ghost comes into play" if n == 1 else f"{n} more ghosts come into play",
    "disable_power": lambda n, c: "its board's Taoist power stops working",
    "capture_die": lambda n, c: f"it holds {_dice(n)}, which cannot be rolled while it stays",
    "lose_qi": lambda n, c: f"the Taoist of its board loses {n} Qi",
    "discard_tao_tokens": lambda n, c: "the Taoist of its board discards all his Tao tokens",
    "gain_qi": lambda n, c: f"the exorcist gains {n} Qi",
    "gain_tao": lambda n, c: f"the exorcist takes {_token(c)}",
    "gain_yinyang": lambda n, c: "the exorcist gets his Yin-Yang back",
    "roll_curse_die": lambda n, c: "the exorcist rolls the curse die",
}
# A ghost symbol resolving, as the cause of what a log line tells ('— Silent Executioner devours a villager').
GHOST_CAUSES = {
    "haunter": "the Haunter of {card} advances",
    "tormentor": "{card} torments the village",
    "devourer": "{card} devours a villager",
    "bring_ghost": "{card} calls another ghost",
    "disable_power": "{card} drains a Taoist power",
    "capture_die": "{card} holds Tao dice",
    "lose_qi": "{card} drains Qi",
    "discard_tao_tokens": "{card} steals the Tao tokens",
    "gain_qi": "the reward for exorcising {card}",
    "gain_tao": "the reward for exorcising {card}",
    "gain_yinyang": "the reward for exorcising {card}",
    "roll_curse_die": "the curse of the exorcised {card}",
}


def effects_words(effects) -> str:
    """A card's symbols ((keyword, n, colour), ...) in words; 'nothing' when it has none."""
    parts = [EFFECT_WORDS[kw](n, colour) if kw in EFFECT_WORDS else "something unusual" for kw, n, colour in effects]
    return "; ".join(parts) if parts else "nothing"


def requirement_words(card: int) -> str:
    """'3 red', '3 black and 2 blue': the Tao points an exorcism of this card needs (G-10.18)."""
    T = TABLES
    parts = [f"{n} {COLOUR_NAMES[c]}" for c, n in enumerate(T.req[card]) if n]
    words = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    if T.needs_buddha[card]:
        words += ", and only once a Buddha stands on its space"
    return words


def ghost_card_lines(card: int) -> list:
    """Everything printed on a ghost card, one line each, in a player's words."""
    T = TABLES
    head = f"{T.card_name[card]} ({'Wu-Feng, ' if T.is_wf[card] else ''}{COLOUR_NAMES[T.colour[card]]})"
    return [head, f"Exorcise with: {requirement_words(card)}",
            f"When it arrives: {effects_words(T.entry[card])}",
            f"Each Yin phase: {effects_words(T.yin[card])}",
            f"When exorcised: {effects_words(T.exit[card])}"]


STEP_PROMPTS = ("move (or use a power first)", "take one action, or skip", "place items, then end the turn")


def tile_name(s: State, p: int) -> str:
    """The tile at position p, by its name: 'the Tea House'."""
    if type(p) is not int or not 0 <= p < 9:
        raise IndexError(p)
    return "the " + TILE_NAMES[s.tile_kind_at[p]]


def kind_name(kind: int) -> str:
    if type(kind) is not int or not 0 <= kind < len(TILE_NAMES):
        raise IndexError(kind)
    return "the " + TILE_NAMES[kind]


def space_name(x: int) -> str:
    """'yellow space 2', numbered as printed on the board."""
    if type(x) is not int or not 0 <= x < 12:
        raise IndexError(x)
    colour, _, number = SPACE_IDS[x].rpartition("_")
    return f"{colour} space {number}"


def ghost_on(s: State, x: int) -> str:
    """'the Blood Moth on yellow space 2', or just the space when it is empty."""
    card = s.ghost_spaces[x]
    if card < 0:
        return space_name(x)
    return f"{TABLES.card_name[card]} on {space_name(x)}"


def board_name(b: int) -> str:
    return f"the {col(b)} board"


def taoist_name(b: int) -> str:
    return f"the {col(b)} Taoist"


def family_name(fam: int) -> str:
    return f"the {TABLES.family_id[fam].capitalize()} family"


def dice_words(dice) -> str:
    return ", ".join(COLOUR_NAMES[d] for d in dice)


def villager_on(s: State, p: int) -> str:
    """The villager an escort from tile p takes (the top one, face up): 'the Zhou villager'."""
    stack = s.villagers[p] if 0 <= p < len(s.villagers) else []
    if not stack or stack[-1] < 0:
        return "a villager"
    return f"the {TABLES.family_id[TABLES.villager_family[stack[-1]]].capitalize()} villager"


def _move(s: State, a) -> str:
    p = s.taoist_tile[s.active_board] if s.active_board >= 0 else -1
    if a[0] == p and not a[1]:
        return "stay on " + tile_name(s, p)
    if a[1] == PICK_UP_ON_THE_WAY:
        return f"pick up {villager_on(s, a[2])} on {tile_name(s, a[2])} and bring it to {tile_name(s, a[0])}"
    if a[1] == DROP_ON_THE_WAY:
        return (f"escort {villager_on(s, p)} to {tile_name(s, a[2])}, leave it there and walk on to "
                f"{tile_name(s, a[0])}")
    if a[1]:
        return f"escort {villager_on(s, p)} from {tile_name(s, p)} to {tile_name(s, a[0])}"
    return "walk to " + tile_name(s, a[0])


def spend_words(spend, payer: int = -1) -> str:
    """'1 red token, 2 Moon Crystals and the yellow Taoist's blue token' (colour 5 is a Moon Crystal)."""
    parts = []
    for b, c, k in spend:
        what = ("Moon Crystal" if c == 5 else f"{col(c)} token") + ("s" if k > 1 else "")
        whose = "" if b == payer else f"{taoist_name(b)}'s "
        parts.append(f"{whose}{k} {what}" if whose else f"{k} {what}")
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _pay_with(s: State, a) -> str:
    mantra, spend = a[0], a[1]
    words = "pay with " + spend_words(spend, s.active_board) if spend else "the dice pay for everything"
    if any(b != s.active_board for b, _, _ in spend):
        words += " (the table agrees to lend)"
    if mantra >= 0:
        words += f"; the Mantra weakens {col(mantra)}"
    return words


def away(s: State, kind: int) -> str:
    """', not in this village' for a tile kind left out of the village: the Yin-Yang and the Fireworks may still use
    its action (G-8.1's note), which would read as a mistake if the button did not say so."""
    where = s.position_of_kind
    return ", not in this village" if 0 <= kind < len(where) and where[kind] < 0 else ""


def _escorting(s: State, a) -> str:
    return f", escorting {villager_on(s, s.taoist_tile[a[0]])}" if len(a) > 2 and a[2] else ""


def _reroll(a) -> str:
    picked = [i + 1 for i in range(8) if a[0] >> i & 1]
    if not picked:
        return "keep the dice"
    return ("roll die " if len(picked) == 1 else "roll dice ") + ", ".join(map(str, picked)) + " again"


# Action name -> its words (s, the arguments after the name).
LABELS = {
    "move": _move,
    "act": lambda s, a: "use " + tile_name(s, s.taoist_tile[s.active_board]),
    "exorcise": lambda s, a: "exorcise " + " and ".join(ghost_on(s, x) for x in a[0]),
    "save": lambda s, a: "save the villager at the Portal",
    "skip": lambda s, a: "take no action this turn",
    "end": lambda s, a: "end the turn",
    "yellow_token": lambda s, a: f"take a {col(a[0])} Tao token",
    "take_tao": lambda s, a: f"take a {col(a[0])} Tao token",
    "tea": lambda s, a: f"take a {col(a[0])} Tao token",
    "circle": lambda s, a: f"put a {col(a[0])} token on the Circle of Prayer",
    "kungfu": lambda s, a: f"fight the {col(a[0])} ghosts",
    "mantra": lambda s, a: "lay the Enfeeblement Mantra on " + ghost_on(s, a[0]),
    "red_push": lambda s, a: f"move {taoist_name(a[0])} to {tile_name(s, a[1])}" + _escorting(s, a),
    "pav_taoist": lambda s, a: f"let the wind carry {taoist_name(a[0])} to {tile_name(s, a[1])}" + _escorting(s, a),
    "suling": lambda s, a: "Su-Ling guards " + space_name(a[0]),
    "buddha": lambda s, a: "place a Buddha on " + space_name(a[0]),
    "crystal": lambda s, a: f"set a Moon Crystal on the {CORNER_NAMES[a[0]]} receptacle",
    "yy_unhaunt": lambda s, a: "Yin-Yang: free " + tile_name(s, a[0]) + " from its haunting",
    "yy_act": lambda s, a: "Yin-Yang: use " + kind_name(a[0]) + away(s, a[0]),
    "fireworks": lambda s, a: "Fireworks: use " + kind_name(a[0]) + away(s, a[0]),
    "power": lambda s, a: f"power token: borrow the power of {board_name(a[0])}",
    "potion": lambda s, a: f"Life Potion for {taoist_name(a[0])}",
    "potion_villager": lambda s, a: f"Life Potion: bring back a villager of {family_name(a[0])}",
    "moon_dust": lambda s, a: "Moon Dust: take a Moon Crystal",
    "scroll": lambda s, a: "read the Scroll of Unity",
    "scroll_join": lambda s, a: (f"{taoist_name(a[0])} " + ("joins, escorting a villager" if a[1] == 2
                                                            else "joins" if a[1] else "stays")),
    "qi_target": lambda s, a: f"{taoist_name(a[0])} loses the Qi",
    "haunt_tile": lambda s, a: "the Haunting strikes " + tile_name(s, a[0]),
    "kill_villager": lambda s, a: f"the villager on {tile_name(s, a[0])} dies",
    "watchman": lambda s, a: f"push back the haunters of {board_name(a[0])}",
    "unhaunt": lambda s, a: f"free {tile_name(s, a[0])} from its haunting",
    "place_ghost": lambda s, a: "the ghost arrives on " + space_name(a[0]),
    "sorcerer": lambda s, a: "banish " + ghost_on(s, a[0]),
    "pav_ghost": lambda s, a: "blow away " + ghost_on(s, a[0]),
    "pav_to": lambda s, a: f"blow it to {space_name(a[1])}",
    "curse_reroll": lambda s, a: "roll the curse die again" if a[0] else "keep the curse die",
    "reroll": lambda s, a: _reroll(a),
    "cem_revive": lambda s, a: f"bring {taoist_name(a[0])} back to life",
    "cem_villager": lambda s, a: f"lay a villager of {family_name(a[0])} on the Cemetery",
    "exorcise_pay": lambda s, a: ("give up and keep the tokens" if not a[0]
                                  else "pay for " + " and ".join(ghost_on(s, x) for x in a[0])),
    "pay_with": _pay_with,
    "artifact_heir": lambda s, a: f"{taoist_name(a[0])} inherits {ARTIFACT_WORDS[a[1]]}",
    "token_holder": lambda s, a: f"{taoist_name(a[0])} gives up a {col(a[1])} Tao token",
    "crystal_giver": lambda s, a: f"{taoist_name(a[0])} gives a Moon Crystal to the barrier",
    "suling_crystal": lambda s, a: (f"set a Moon Crystal on the {CORNER_NAMES[a[0]]} receptacle" if a[1]
                                    else "leave the receptacle empty"),
    "curse_skip": lambda s, a: "skip the curse die" if a[0] else "roll the curse die",
    "power_tokens": lambda s, a: f"pick up {a[0]} power token{'s' if a[0] > 1 else ''} from the centre",
    "claw_colour": lambda s, a: f"the Vengeful Claw takes a {col(a[0])} Tao token",
    "barrier_take": lambda s, a: ("the barrier keeps its crystals" if not a[0]
                                  else "the barrier's dice take " + " and ".join(ghost_on(s, x) for x in a[0])),
    "barrier_save": lambda s, a: f"the barrier saves the villager on {tile_name(s, a[0])}",
    "barrier_roll": lambda s, a: f"the barrier rolls all the dice at the ghosts of {board_name(a[0])}",
    "buddha_space": lambda s, a: "the Buddha goes on " + space_name(a[0]),
    "share": lambda s, a: (f"{taoist_name(a[0])} takes the "
                           + (f"{col(a[1])} Tao token" if a[1] >= 0 else "Qi")),
}


def describe_action(s: State, action) -> str:
    """Short public words for an action (a button, a tooltip); never an internal name."""
    if type(action) is not tuple or not action or type(action[0]) is not str:
        return "something that is not an action of this game"
    words = LABELS.get(action[0])
    if words is not None:
        try:
            return words(s, action[1:])
        except (IndexError, TypeError, KeyError, ValueError):
            pass
    return "an unknown action"
