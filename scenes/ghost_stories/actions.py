"""Ghost Stories actions as the board scene sees them: where on the table each one is clicked, and its label.

An action names its target by one argument (a tile, a ghost space, a board or a receptacle);
TARGETS says which. Actions without a spot on the table (pass, yes/no, dice, colours) become
buttons. A click on a spot with no legal action is turned into the action the player most
likely meant, so the rules can refuse it with their own reason and rule id.
"""
from __future__ import annotations

from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.events import forced_by
from rulesets.ghost_stories.rules.words import away, describe_action, ghost_card_lines, villager_on
from scenes.ghost_stories import viewmodel as gs_view

# action name -> (target kind, index of the argument holding the target)
TARGETS = {
    "move": ("tile", 1), "red_push": ("tile", 2), "pav_taoist": ("tile", 2), "yy_unhaunt": ("tile", 1),
    "kill_villager": ("tile", 1), "unhaunt": ("tile", 1),
    "mantra": ("space", 1), "suling": ("space", 1), "buddha": ("space", 1), "place_ghost": ("space", 1),
    "sorcerer": ("space", 1), "pav_ghost": ("space", 1), "pav_to": ("space", 2), "exorcise": ("space", 1),
    "crystal": ("receptacle", 1),
    "power": ("board", 1), "qi_target": ("board", 1), "watchman": ("board", 1),
    "barrier_save": ("tile", 1), "barrier_roll": ("board", 1),
}
# when a click matches nothing legal, these are the guesses, by what was clicked
GUESSES = {"tile": ("move", "yy_unhaunt"), "space": ("exorcise", "buddha", "suling", "mantra"),
           "receptacle": ("crystal",), "board": ("power",)}

# options open at any moment of the Yang phase (G-8.1, G-14.1): folded behind one button when many
EXTRAS = frozenset({"yy_act", "fireworks", "potion", "potion_villager", "moon_dust", "scroll"})
EXTRAS_BUTTON = "Yin-Yang and artifacts"

C = gs_view.COLOURS
CURSE = ("no effect", "a Haunting", "a new ghost", "discard Tao tokens", "lose 1 Qi")


def target_of(action):
    """(kind, rules index) of the table spot this action is clicked on, or None for a button."""
    spec = TARGETS.get(action[0])
    if spec is None or len(action) <= spec[1]:
        return None
    kind, i = spec
    arg = action[i]
    if isinstance(arg, tuple):
        if len(arg) != 1:
            return None  # e.g. exorcising two ghosts at once: a button
        arg = arg[0]
    return (kind, int(arg))


def group_by_target(actions) -> dict:
    out: dict = {}
    for a in actions:
        t = target_of(a)
        if t is not None:
            out.setdefault(t, []).append(a)
    return out


def guess(target, actions):
    """The action a click on `target` most likely meant, shaped like a legal one (for the refusal reason)."""
    kind, idx = target
    names = [a[0] for a in actions if TARGETS.get(a[0], (None,))[0] == kind] + list(GUESSES.get(kind, ()))
    for name in names:
        template = next((a for a in actions if a[0] == name), None)
        if template is None:
            template = {"move": ("move", 0, 0), "exorcise": ("exorcise", (0,))}.get(name, (name, 0))
        pos = TARGETS[name][1]
        value = (idx,) if isinstance(template[pos], tuple) else idx
        return template[:pos] + (value,) + template[pos + 1:]
    return None


def _escorts(actions) -> list:
    return [a for a in actions if a[0] == "move" and len(a) > 2 and a[2]]


def escort_of(actions):
    """Among the actions aimed at one tile, the escort a right-click takes (G-8.3): walking there with the villager
    of the Taoist's own tile when that is allowed, else the first way listed (the tooltip names it); the plain
    click lists every way. None when no escort reaches the tile."""
    escorts = _escorts(actions)
    with_own = [a for a in escorts if a[2] == 1]
    return (with_own or escorts or [None])[0]


def escort_guess(target, legal):
    """A right-click on a tile no escort may reach, in the movement step when escorting is possible somewhere: the
    escort meant, so the rules say why not (a full or haunted tile). None elsewhere (the right-click pans)."""
    kind, idx = target
    if kind != "tile" or not _escorts(legal) or any(a[0] == "move" and a[1] == idx and len(a) > 2 and a[2]
                                                   for a in legal):
        return None
    return ("move", idx, 1)


def plain_click(actions):
    """The action a plain click takes among several aimed at one spot: the walk, when the only other choice
    there is one escort (the right-click); None when more is there (the panel lists them all)."""
    escorts = _escorts(actions)
    rest = [a for a in actions if a not in escorts]
    return rest[0] if len(escorts) <= 1 and len(rest) == 1 and rest[0][0] == "move" else None


# our wording for each decision the rules can ask (the rules' own prompt is the fallback)
PROMPTS = {
    "place_ghost": "Choose an empty space for it",
    "qi_target": "Choose the Taoist who loses the Qi",
    "kill_villager": "Choose the villager who dies",
    "reroll": "Re-roll some of the Tao dice?",
    "curse_reroll": "Re-roll the curse die?",
    "exorcise_pay": "Which ghosts do the dice and tokens beat?",
    "take_tao": "Choose a Tao token from the reserve",
    "tea": "Tea House: choose a Tao token",
    "circle": "Circle of Prayer: choose the colour it strengthens",
    "kungfu": "Kung Fu School: choose the ghosts to fight",
    "cemetery": "Cemetery: who comes back?",
    "unhaunt": "Choose the tile to clear of its haunting",
    "sorcerer": "Sorcerer's Hut: choose the ghost to banish",
    "watchman": "Night Watchman: choose the board whose haunters step back",
    "pav_ghost": "Pavilion: choose a ghost to blow away",
    "pav_to": "Pavilion: choose the empty space it lands on",
    "pav_taoist": "Pavilion: you may move another Taoist",
    "barrier": "Mystic Barrier: save a villager, or roll at this board's ghosts",
}
YANG_PROMPTS = ("Move your Taoist (your own tile = stay)", "Take one action, or skip it",
                "Place items, then end the turn")


def prompt_for(v, pending, events=()) -> str:
    if pending is None:
        return ""
    if pending.kind == "yang":
        text = YANG_PROMPTS[min(v.yang_step, 2)]
        if v.yang_step == 0 and _escorts(pending.options):
            text += ". Right-click a tile to take the villager along"   # the second gesture, said where it is used
        return text
    text = PROMPTS.get(pending.kind) or (pending.prompt[:1].upper() + pending.prompt[1:])
    if pending.kind == "place_ghost":
        card = _arriving_card(v)
        if card is not None:    # the card is read before it is placed: where it goes is the player's choice
            lines = ghost_card_lines(card)
            text = "\n".join([f"{lines[0]} arrives.", *lines[1:], text])
    why = forced_by(v)     # a choice the players did not ask for says what forces it
    if why:
        why = why[:1].upper() + why[1:]
        text = f"{why}.\n{text}" if "\n" in text else f"{why}: {text[:1].lower()}{text[1:]}"
    return text


def _arriving_card(v):
    """The ghost card waiting for a space (the place_ghost decision's own data), or None."""
    decision = getattr(v, "decision", None)
    try:
        card = decision[3][1]
    except (TypeError, IndexError):
        return None
    return card if type(card) is int and 0 <= card < len(card_tables().card_name) else None


def _tile(v, p):
    return f"the {gs_view.tile_name(v.tile_kind_at[p])}"


def _space(v, x):
    card = v.ghost_spaces[x]
    where = gs_view.space_name(x)
    if card < 0:
        return where
    colour, _, num = where.partition(" space ")
    return f"{card_tables().card_name[card]} ({colour} {num})"


def label(v, action, dice=()) -> str:
    """Short button text for an action, in the table's words; `dice` are the faces last rolled."""
    n = action[0]
    a = action[1:]
    try:
        if n == "move":
            p = v.taoist_tile[v.active_board] if v.active_board >= 0 else -1
            if a[0] == p and not a[1]:
                return "Stay on this tile"
            return _move_label(v, p, a)
        if n == "act":
            return f"Use the {gs_view.tile_name(v.tile_kind_at[v.taoist_tile[v.active_board]])}"
        if n == "exorcise":
            return "Exorcise " + " and ".join(_space(v, x) for x in a[0])
        if n == "save":
            return "Save the villager at the Portal"
        if n == "skip":
            return "No action this turn"
        if n == "end":
            return "End the turn"
        if n in ("yellow_token", "take_tao", "tea", "circle"):
            return {"circle": "Put a {} token on the Circle"}.get(n, "Take a {} Tao token").format(C[a[0]])
        if n == "kungfu":
            return f"Fight the {C[a[0]]} ghosts"
        if n == "mantra":
            return f"Enfeeblement Mantra on {_space(v, a[0])}"
        if n in ("red_push", "pav_taoist"):
            along = f" with {villager_on(v, v.taoist_tile[a[0]])}" if len(a) > 2 and a[2] else ""
            return f"Move the {C[a[0]]} Taoist to {_tile(v, a[1])}{along}"
        if n == "suling":
            return f"Su-Ling guards {_space(v, a[0])}"
        if n == "buddha":
            return f"Place a Buddha on {_space(v, a[0])}"
        if n == "crystal":
            return f"Set a Moon Crystal on the {('north-west', 'north-east', 'south-east', 'south-west')[a[0]]} receptacle"
        if n == "yy_unhaunt":
            return f"Yin-Yang: clear the haunting of {_tile(v, a[0])}"
        if n == "yy_act":
            return f"Yin-Yang: use the {gs_view.tile_name(a[0])}{away(v, a[0])}"
        if n == "fireworks":
            return f"Fireworks: use the {gs_view.tile_name(a[0])}{away(v, a[0])}"
        if n == "power":
            return f"Power token: borrow the {C[a[0]]} board's power"
        if n == "potion":
            return f"Life Potion for the {C[a[0]]} Taoist"
        if n == "potion_villager":
            return f"Life Potion: revive a {card_tables().family_id[a[0]].capitalize()} villager"
        if n == "moon_dust":
            return "Moon Dust: take a Moon Crystal"
        if n == "scroll":
            return "Scroll of Unity: gather the Taoists here"
        if n == "qi_target":
            return f"The {C[a[0]]} Taoist loses the Qi"
        if n == "watchman":
            return f"Push back the haunters of the {C[a[0]]} board"
        if n in ("kill_villager",):
            return f"The villager on {_tile(v, a[0])} dies"
        if n == "unhaunt":
            return f"Clear the haunting of {_tile(v, a[0])}"
        if n in ("place_ghost",):
            card = _arriving_card(v)
            who = card_tables().card_name[card] if card is not None else "the ghost"
            return f"Put {who} on {_space(v, a[0])}"
        if n == "sorcerer":
            return f"Banish {_space(v, a[0])}"
        if n == "pav_ghost":
            return f"Blow away {_space(v, a[0])}"
        if n == "pav_to":
            return f"Blow it to {_space(v, a[1])}"
        if n in ("curse_reroll",):
            return "Re-roll the curse die" if a[0] else "Keep the curse die"
        if n == "reroll":
            return _reroll_label(a, dice)
        if n == "cem_revive":
            return f"Bring the {C[a[0]]} Taoist back to life"
        if n == "cem_villager":
            return f"Lay a {card_tables().family_id[a[0]].capitalize()} villager on the Cemetery"
        if n == "exorcise_pay":
            if not a[0]:
                return "Give up (keep your tokens)"
            return "Exorcise " + " and ".join(_space(v, x) for x in a[0])
        if n == "barrier_save":
            return f"Barrier: save the villager on {_tile(v, a[0])}"
        if n == "barrier_roll":
            return f"Barrier: roll all dice at the {C[a[0]]} board's ghosts"
    except (IndexError, TypeError, KeyError, AttributeError):
        pass
    words = describe_action(v, action)     # the rules' own words for every other kind (never a code name)
    if words != "an unknown action":
        return words[:1].upper() + words[1:]
    return " ".join(str(x) for x in action).replace("_", " ").capitalize()


def _move_label(v, p, a) -> str:
    """Each way to a tile in its own words (G-8.3): alone, with the villager of the start tile, picking one up
    on the tile passed, or leaving one there; the panel lists them side by side."""
    if not a[1]:
        return "Walk to " + _tile(v, a[0])
    if a[1] == 2:
        return f"Pick up {villager_on(v, a[2])} at {_tile(v, a[2])}, bring it to {_tile(v, a[0])}"
    if a[1] == 3:
        return f"Take {villager_on(v, p)} to {_tile(v, a[2])}, walk on alone to {_tile(v, a[0])}"
    return f"Walk to {_tile(v, a[0])} with {villager_on(v, p)}"


def _reroll_label(a, dice=()) -> str:
    mask = a[0] if a else 0
    if not mask:
        return "Keep the dice"
    picked = [i for i in range(8) if mask >> i & 1]
    names = [f"{i + 1} ({dice[i]})" if i < len(dice) else str(i + 1) for i in picked]
    return ("Re-roll die " if len(picked) == 1 else "Re-roll dice ") + ", ".join(names)
