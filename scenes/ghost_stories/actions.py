"""Ghost Stories actions as the board scene sees them: where on the table each one is clicked, and its label.

An action names its target by one argument (a tile, a ghost space, a board or a receptacle);
TARGETS says which. Actions without a spot on the table (pass, yes/no, dice, colours) become
buttons. A click on a spot with no legal action is turned into the action the player most
likely meant, so the rules can refuse it with their own reason and rule id.
"""
from __future__ import annotations

from engine.i18n import N_, _, ngettext
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
EXTRAS_BUTTON = N_("Yin-Yang and artifacts")

C = gs_view.COLOURS
CURSE = (N_("no effect"), N_("a Haunting"), N_("a new ghost"), N_("discard Tao tokens"), N_("lose 1 Qi"))


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
    "place_ghost": N_("Choose an empty space for it"),
    "qi_target": N_("Choose the Taoist who loses the Qi"),
    "kill_villager": N_("Choose the villager who dies"),
    "reroll": N_("Re-roll some of the Tao dice?"),
    "curse_reroll": N_("Re-roll the curse die?"),
    "exorcise_pay": N_("Which ghosts do the dice and tokens beat?"),
    "take_tao": N_("Choose a Tao token from the reserve"),
    "tea": N_("Tea House: choose a Tao token"),
    "circle": N_("Circle of Prayer: choose the colour it strengthens"),
    "kungfu": N_("Kung Fu School: choose the ghosts to fight"),
    "cemetery": N_("Cemetery: who comes back?"),
    "unhaunt": N_("Choose the tile to clear of its haunting"),
    "sorcerer": N_("Sorcerer's Hut: choose the ghost to banish"),
    "watchman": N_("Night Watchman: choose the board whose haunters step back"),
    "pav_ghost": N_("Pavilion: choose a ghost to blow away"),
    "pav_to": N_("Pavilion: choose the empty space it lands on"),
    "pav_taoist": N_("Pavilion: you may move another Taoist"),
    "barrier": N_("Mystic Barrier: save a villager, or roll at this board's ghosts"),
}
YANG_PROMPTS = (N_("Move your Taoist (your own tile = stay)"), N_("Take one action, or skip it"),
                N_("Place items, then end the turn"))


def prompt_for(v, pending, events=()) -> str:
    if pending is None:
        return ""
    if pending.kind == "yang":
        text = _(YANG_PROMPTS[min(v.yang_step, 2)])
        if v.yang_step == 0 and _escorts(pending.options):
            text += _(". Right-click a tile to take the villager along")   # the second gesture, said where it is used
        return text
    text = _(PROMPTS[pending.kind]) if pending.kind in PROMPTS else (pending.prompt[:1].upper() + pending.prompt[1:])
    if pending.kind == "place_ghost":
        card = _arriving_card(v)
        if card is not None:    # the card is read before it is placed: where it goes is the player's choice
            lines = ghost_card_lines(card)
            text = "\n".join([_("{card} arrives.").format(card=lines[0]), *lines[1:], text])
    why = forced_by(v)     # a choice the players did not ask for says what forces it
    if why:
        why = why[:1].upper() + why[1:]
        text = (_("{why}.").format(why=why) + "\n" + text if "\n" in text
                else _("{why}: {prompt}").format(why=why, prompt=text[:1].lower() + text[1:]))
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
    return _("the {tile}").format(tile=_(gs_view.tile_name(v.tile_kind_at[p])))


def _kind(kind):
    return _("the {tile}").format(tile=_(gs_view.tile_name(kind)))


def _c(b):
    return _(C[b])


def _space(v, x):
    card = v.ghost_spaces[x]
    where = gs_view.space_name(x)
    colour, _sep, num = where.partition(" space ")
    if card < 0:
        return _("{colour} space {number}").format(colour=_(colour), number=num)
    return _("{card} ({colour} {number})").format(card=_(card_tables().card_name[card]), colour=_(colour), number=num)


def label(v, action, dice=()) -> str:
    """Short button text for an action, in the table's words; `dice` are the faces last rolled."""
    n = action[0]
    a = action[1:]
    try:
        if n == "move":
            p = v.taoist_tile[v.active_board] if v.active_board >= 0 else -1
            if a[0] == p and not a[1]:
                return _("Stay on this tile")
            return _move_label(v, p, a)
        if n == "act":
            return _("Use {tile}").format(tile=_kind(v.tile_kind_at[v.taoist_tile[v.active_board]]))
        if n == "exorcise":
            return _("Exorcise {ghosts}").format(ghosts=_(" and ").join(_space(v, x) for x in a[0]))
        if n == "save":
            return _("Save the villager at the Portal")
        if n == "skip":
            return _("No action this turn")
        if n == "end":
            return _("End the turn")
        if n in ("yellow_token", "take_tao", "tea", "circle"):
            return (_("Put a {colour} token on the Circle") if n == "circle" else _("Take a {colour} Tao token")).format(colour=_c(a[0]))
        if n == "kungfu":
            return _("Fight the {colour} ghosts").format(colour=_c(a[0]))
        if n == "mantra":
            return _("Enfeeblement Mantra on {ghost}").format(ghost=_space(v, a[0]))
        if n in ("red_push", "pav_taoist"):
            along = _(" with {villager}").format(villager=villager_on(v, v.taoist_tile[a[0]])) if len(a) > 2 and a[2] else ""
            return _("Move the {colour} Taoist to {tile}{along}").format(colour=_c(a[0]), tile=_tile(v, a[1]), along=along)
        if n == "suling":
            return _("Su-Ling guards {space}").format(space=_space(v, a[0]))
        if n == "buddha":
            return _("Place a Buddha on {space}").format(space=_space(v, a[0]))
        if n == "crystal":
            return _("Set a Moon Crystal on the {corner} receptacle").format(
                corner=_(("north-west", "north-east", "south-east", "south-west")[a[0]]))
        if n == "yy_unhaunt":
            return _("Yin-Yang: clear the haunting of {tile}").format(tile=_tile(v, a[0]))
        if n == "yy_act":
            return _("Yin-Yang: use {tile}").format(tile=_kind(a[0])) + away(v, a[0])
        if n == "fireworks":
            return _("Fireworks: use {tile}").format(tile=_kind(a[0])) + away(v, a[0])
        if n == "power":
            return _("Power token: borrow the {colour} board's power").format(colour=_c(a[0]))
        if n == "potion":
            return _("Life Potion for the {colour} Taoist").format(colour=_c(a[0]))
        if n == "potion_villager":
            return _("Life Potion: revive a {family} villager").format(family=_(card_tables().family_id[a[0]].capitalize()))
        if n == "moon_dust":
            return _("Moon Dust: take a Moon Crystal")
        if n == "scroll":
            return _("Scroll of Unity: gather the Taoists here")
        if n == "qi_target":
            return _("The {colour} Taoist loses the Qi").format(colour=_c(a[0]))
        if n == "watchman":
            return _("Push back the haunters of the {colour} board").format(colour=_c(a[0]))
        if n in ("kill_villager",):
            return _("The villager on {tile} dies").format(tile=_tile(v, a[0]))
        if n == "unhaunt":
            return _("Clear the haunting of {tile}").format(tile=_tile(v, a[0]))
        if n in ("place_ghost",):
            card = _arriving_card(v)
            who = _(card_tables().card_name[card]) if card is not None else _("the ghost")
            return _("Put {ghost} on {space}").format(ghost=who, space=_space(v, a[0]))
        if n == "sorcerer":
            return _("Banish {ghost}").format(ghost=_space(v, a[0]))
        if n == "pav_ghost":
            return _("Blow away {ghost}").format(ghost=_space(v, a[0]))
        if n == "pav_to":
            return _("Blow it to {space}").format(space=_space(v, a[1]))
        if n in ("curse_reroll",):
            return _("Re-roll the curse die") if a[0] else _("Keep the curse die")
        if n == "reroll":
            return _reroll_label(a, dice)
        if n == "cem_revive":
            return _("Bring the {colour} Taoist back to life").format(colour=_c(a[0]))
        if n == "cem_villager":
            return _("Lay a {family} villager on the Cemetery").format(family=_(card_tables().family_id[a[0]].capitalize()))
        if n == "exorcise_pay":
            if not a[0]:
                return _("Give up (keep your tokens)")
            return _("Exorcise {ghosts}").format(ghosts=_(" and ").join(_space(v, x) for x in a[0]))
        if n == "barrier_save":
            return _("Barrier: save the villager on {tile}").format(tile=_tile(v, a[0]))
        if n == "power_tokens":
            words = describe_action(v, action)      # 'pick up 2 power tokens from the centre'
            return words[:1].upper() + words[1:]
        if n == "barrier_roll":
            return _("Barrier: roll all dice at the {colour} board's ghosts").format(colour=_c(a[0]))
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
        return _("Walk to {tile}").format(tile=_tile(v, a[0]))
    if a[1] == 2:
        return _("Pick up {villager} at {tile}, bring it to {to}").format(villager=villager_on(v, a[2]), tile=_tile(v, a[2]),
                                                                         to=_tile(v, a[0]))
    if a[1] == 3:
        return _("Take {villager} to {tile}, walk on alone to {to}").format(villager=villager_on(v, p), tile=_tile(v, a[2]),
                                                                           to=_tile(v, a[0]))
    return _("Walk to {tile} with {villager}").format(tile=_tile(v, a[0]), villager=villager_on(v, p))


def _reroll_label(a, dice=()) -> str:
    mask = a[0] if a else 0
    if not mask:
        return _("Keep the dice")
    picked = [i for i in range(8) if mask >> i & 1]
    names = [_("{n} ({face})").format(n=i + 1, face=_(dice[i])) if i < len(dice) else str(i + 1) for i in picked]
    return ngettext("Re-roll die {dice}", "Re-roll dice {dice}", len(picked)).format(dice=_(", ").join(names))
