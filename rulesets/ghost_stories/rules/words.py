"""Public words for Ghost Stories: names of tiles, spaces, boards and families, decision prompts, action labels.

Worded in the language in force when asked (`_`): the shell asks for them each time it draws; the state keeps
indexes and keywords only, never these words.
"""
from __future__ import annotations

from engine.i18n import N_, _, ngettext
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import (
    COLOUR_NAMES,
    DROP_ON_THE_WAY,
    PICK_UP_ON_THE_WAY,
    SPACE_IDS,
    TILE_NAMES,
    State,
)

COLOUR_WORDS = (N_("red"), N_("yellow"), N_("green"), N_("blue"), N_("black"), N_("white"))


def col(c: int) -> str:
    if type(c) is not int or not 0 <= c < len(COLOUR_NAMES):
        raise IndexError(c)
    return _(COLOUR_WORDS[c])


CORNER_WORDS = (N_("north-west"), N_("north-east"), N_("south-east"), N_("south-west"))
CORNER_NAMES = CORNER_WORDS
ARTIFACT_NAMES = (N_("the Life Potion"), N_("Moon Dust"), N_("the Scroll of Unity"), N_("the Fireworks"),
                  N_("the Shield of Time"), N_("the Vengeful Claw"), N_("the Armour of the Just"), N_("the Divine Sword"))


class _Translated(tuple):
    """A tuple of msgids read through the catalog: ARTIFACT_WORDS[i] is worded in the language in force."""

    def __getitem__(self, i):
        return _(tuple.__getitem__(self, i))


ARTIFACT_WORDS = _Translated(ARTIFACT_NAMES)

# Decision kind -> the question asked, in words.
_DECISION_PROMPTS = {
    "place_ghost": N_("choose the space where the ghost arrives"),
    "qi_target": N_("choose the Taoist who loses the Qi"),
    "haunt_tile": N_("choose the tile the Haunting strikes"),
    "kill_villager": N_("choose the villager who dies"),
    "take_tao": N_("choose a Tao token"),
    "buddha_space": N_("choose the space for the Buddha"),
    "share": N_("choose the Taoist who receives the gift"),
    "barrier": N_("the Mystic Barrier: save a villager or roll at this board's ghosts"),
    "reroll": N_("choose the dice to roll again"),
    "exorcise_pay": N_("choose the ghosts to exorcise with these dice"),
    "cemetery": N_("choose who comes back from the Cemetery"),
    "curse_reroll": N_("roll the curse die again?"),
    "unhaunt": N_("choose the tile to free from its haunting"),
    "sorcerer": N_("choose the ghost to banish"),
    "watchman": N_("choose the board whose haunters fall back"),
    "circle": N_("choose the colour for the Circle of Prayer"),
    "pav_ghost": N_("choose the ghost the wind blows away"),
    "pav_to": N_("choose the empty space the ghost is blown to"),
    "pav_taoist": N_("choose another Taoist for the wind to carry"),
    "tea": N_("choose a Tao token"),
    "kungfu": N_("choose the colour of the ghosts to fight"),
    "scroll_join": N_("join the Taoist who read the Scroll of Unity?"),
    "exorcise_spend": N_("choose the tokens that fill the gap the dice left"),
    "claw_colour": N_("choose the colour of the Vengeful Claw's token"),
    "barrier_take": N_("choose the ghosts the Mystic Barrier's dice take"),
    "artifact_heir": N_("choose the Taoist who inherits the artifact"),
    "token_holder": N_("choose whose Tao token the curse removes"),
    "crystal_giver": N_("choose who gives a Moon Crystal to the barrier"),
    "suling_crystal": N_("set a Moon Crystal on the receptacle Su-Ling touches?"),
    "curse_skip": N_("Third Eye: skip the curse die?"),
}


class _Prompts(dict):
    """DECISION_PROMPTS[kind] and .get(kind) word the question in the language in force."""

    def __getitem__(self, key):
        return _(dict.__getitem__(self, key))

    def get(self, key, default=None):
        return _(dict.__getitem__(self, key)) if key in self else default


DECISION_PROMPTS = _Prompts(_DECISION_PROMPTS)


def _steps(n: int) -> str:
    return ngettext("{n} step", "{n} steps", n).format(n=n)


def _dice(n: int) -> str:
    return ngettext("{n} Tao die", "{n} Tao dice", n).format(n=n)


def _token(colour: int) -> str:
    return _("a {colour} Tao token").format(colour=col(colour)) if 0 <= colour < 5 else _("a Tao token of any colour")


# A ghost symbol's YAML keyword -> what it does, in a player's words (n, colour): the card's tooltip and the
# arriving ghost's prompt read these, never the keyword itself.
EFFECT_WORDS = {
    "haunter": lambda n, c: _("its Haunter figure moves {steps} towards the village").format(steps=_steps(n)),
    "tormentor": lambda n, c: _("the active player rolls the curse die"),
    "devourer": lambda n, c: _("it kills the villager nearest to it in its row (one the players choose if the row is empty)"),
    "bring_ghost": lambda n, c: ngettext("another ghost comes into play", "{n} more ghosts come into play", n).format(n=n),
    "disable_power": lambda n, c: _("its board's Taoist power stops working"),
    "capture_die": lambda n, c: _("it holds {dice}, which cannot be rolled while it stays").format(dice=_dice(n)),
    "lose_qi": lambda n, c: _("the Taoist of its board loses {n} Qi").format(n=n),
    "discard_tao_tokens": lambda n, c: _("the Taoist of its board discards all his Tao tokens"),
    "gain_qi": lambda n, c: _("the exorcist gains {n} Qi").format(n=n),
    "gain_tao": lambda n, c: _("the exorcist takes {token}").format(token=_token(c)),
    "gain_yinyang": lambda n, c: _("the exorcist gets his Yin-Yang back"),
    "roll_curse_die": lambda n, c: _("the exorcist rolls the curse die"),
}
# A ghost symbol resolving, as the cause of what a log line tells ('— Silent Executioner devours a villager').
GHOST_CAUSES = {
    "haunter": N_("the Haunter of {card} advances"),
    "tormentor": N_("{card} torments the village"),
    "devourer": N_("{card} devours a villager"),
    "bring_ghost": N_("{card} calls another ghost"),
    "disable_power": N_("{card} drains a Taoist power"),
    "capture_die": N_("{card} holds Tao dice"),
    "lose_qi": N_("{card} drains Qi"),
    "discard_tao_tokens": N_("{card} steals the Tao tokens"),
    "gain_qi": N_("the reward for exorcising {card}"),
    "gain_tao": N_("the reward for exorcising {card}"),
    "gain_yinyang": N_("the reward for exorcising {card}"),
    "roll_curse_die": N_("the curse of the exorcised {card}"),
}


def effects_words(effects) -> str:
    """A card's symbols ((keyword, n, colour), ...) in words; 'nothing' when it has none."""
    parts = [EFFECT_WORDS[kw](n, colour) if kw in EFFECT_WORDS else _("something unusual") for kw, n, colour in effects]
    return _("; ").join(parts) if parts else _("nothing")


def requirement_words(card: int) -> str:
    """'3 red', '3 black and 2 blue': the Tao points an exorcism of this card needs (G-10.18)."""
    T = TABLES
    parts = [_("{n} {colour}").format(n=n, colour=col(c)) for c, n in enumerate(T.req[card]) if n]
    words = parts[0] if len(parts) == 1 else and_list(parts)
    if T.needs_buddha[card]:
        words += _(", and only once a Buddha stands on its space")
    return words


def and_list(parts) -> str:
    """'a, b and c' in the language in force."""
    parts = list(parts)
    if len(parts) < 2:
        return "".join(parts)
    return _("{first} and {last}").format(first=_(", ").join(parts[:-1]), last=parts[-1])


def card_name(card: int) -> str:
    """A ghost card's name in the language in force (the data keeps the English)."""
    return _(TABLES.card_name[card])


def ghost_card_lines(card: int) -> list:
    """Everything printed on a ghost card, one line each, in a player's words."""
    T = TABLES
    kind = _("Wu-Feng, ") if T.is_wf[card] else ""
    head = _("{name} ({kind}{colour})").format(name=card_name(card), kind=kind, colour=col(T.colour[card]))
    return [head, _("Exorcise with: {what}").format(what=requirement_words(card)),
            _("When it arrives: {what}").format(what=effects_words(T.entry[card])),
            _("Each Yin phase: {what}").format(what=effects_words(T.yin[card])),
            _("When exorcised: {what}").format(what=effects_words(T.exit[card]))]


STEP_PROMPTS = _Translated((N_("move (or use a power first)"), N_("take one action, or skip"),
                            N_("place items, then end the turn")))


def tile_name(s: State, p: int) -> str:
    """The tile at position p, by its name: 'the Tea House'."""
    if type(p) is not int or not 0 <= p < 9:
        raise IndexError(p)
    return _("the {tile}").format(tile=_(TILE_NAMES[s.tile_kind_at[p]]))


def bare_tile_name(s: State, p: int) -> str:
    """The tile at position p without its article: 'Tea House'."""
    return _(TILE_NAMES[s.tile_kind_at[p]])


def kind_name(kind: int) -> str:
    if type(kind) is not int or not 0 <= kind < len(TILE_NAMES):
        raise IndexError(kind)
    return _("the {tile}").format(tile=_(TILE_NAMES[kind]))


def space_name(x: int) -> str:
    """'yellow space 2', numbered as printed on the board."""
    if type(x) is not int or not 0 <= x < 12:
        raise IndexError(x)
    colour, _sep, number = SPACE_IDS[x].rpartition("_")
    return _("{colour} space {number}").format(colour=_(colour), number=number)


def ghost_on(s: State, x: int) -> str:
    """'the Blood Moth on yellow space 2', or just the space when it is empty."""
    card = s.ghost_spaces[x]
    if card < 0:
        return space_name(x)
    return _("{card} on {space}").format(card=card_name(card), space=space_name(x))


BOARD_NAMES = (N_("the red board"), N_("the yellow board"), N_("the green board"), N_("the blue board"))
TAOIST_NAMES = (N_("the red Taoist"), N_("the yellow Taoist"), N_("the green Taoist"), N_("the blue Taoist"))
FAMILY_NAMES = {"long": N_("Long"), "chang": N_("Chang"), "teng": N_("Teng"), "weng": N_("Weng"), "wu": N_("Wu"),
                "miao": N_("Miao"), "xiang": N_("Xiang"), "sheng": N_("Sheng"), "sun": N_("Sun"), "li": N_("Li"),
                "zhou": N_("Zhou"), "hua": N_("Hua")}


def board_name(b: int) -> str:
    return _(BOARD_NAMES[b]) if 0 <= b < 4 else _("the {colour} board").format(colour=col(b))


def taoist_name(b: int) -> str:
    return _(TAOIST_NAMES[b]) if 0 <= b < 4 else _("the {colour} Taoist").format(colour=col(b))


def _family(fam: int) -> str:
    fid = TABLES.family_id[fam]
    return _(FAMILY_NAMES[fid]) if fid in FAMILY_NAMES else fid.capitalize()


def family_name(fam: int) -> str:
    return _("the {family} family").format(family=_family(fam))


def dice_words(dice) -> str:
    return _(", ").join(col(d) for d in dice)


def villager_on(s: State, p: int) -> str:
    """The villager an escort from tile p takes (the top one, face up): 'the Zhou villager'."""
    stack = s.villagers[p] if 0 <= p < len(s.villagers) else []
    if not stack or stack[-1] < 0:
        return _("a villager")
    return _("the {family} villager").format(family=_family(TABLES.villager_family[stack[-1]]))


def _move(s: State, a) -> str:
    p = s.taoist_tile[s.active_board] if s.active_board >= 0 else -1
    if a[0] == p and not a[1]:
        return _("stay on {tile}").format(tile=tile_name(s, p))
    if a[1] == PICK_UP_ON_THE_WAY:
        return _("pick up {villager} on {tile} and bring it to {to}").format(
            villager=villager_on(s, a[2]), tile=tile_name(s, a[2]), to=tile_name(s, a[0]))
    if a[1] == DROP_ON_THE_WAY:
        return _("escort {villager} to {tile}, leave it there and walk on to {to}").format(
            villager=villager_on(s, p), tile=tile_name(s, a[2]), to=tile_name(s, a[0]))
    if a[1]:
        return _("escort {villager} from {tile} to {to}").format(
            villager=villager_on(s, p), tile=tile_name(s, p), to=tile_name(s, a[0]))
    return _("walk to {tile}").format(tile=tile_name(s, a[0]))


def spend_words(spend, payer: int = -1) -> str:
    """'1 red token, 2 Moon Crystals and the yellow Taoist's blue token' (colour 5 is a Moon Crystal)."""
    parts = []
    for b, c, k in spend:
        what = (ngettext("{n} Moon Crystal", "{n} Moon Crystals", k) if c == 5
                else ngettext("{n} {colour} token", "{n} {colour} tokens", k)).format(n=k, colour=col(c) if c < 5 else "")
        parts.append(what if b == payer else _("{taoist}'s {what}").format(taoist=taoist_name(b), what=what))
    if not parts:
        return _("nothing")
    return parts[0] if len(parts) == 1 else and_list(parts)


def _pay_with(s: State, a) -> str:
    mantra, spend = a[0], a[1]
    words = (_("pay with {what}").format(what=spend_words(spend, s.active_board)) if spend
             else _("the dice pay for everything"))
    if any(b != s.active_board for b, _c, _k in spend):
        words += _(" (the table agrees to lend)")
    if mantra >= 0:
        words += _("; the Mantra weakens {colour}").format(colour=col(mantra))
    return words


def away(s: State, kind: int) -> str:
    """', not in this village' for a tile kind left out of the village: the Yin-Yang and the Fireworks may still use
    its action (G-8.1's note), which would read as a mistake if the button did not say so."""
    where = s.position_of_kind
    return _(", not in this village") if 0 <= kind < len(where) and where[kind] < 0 else ""


def _escorting(s: State, a) -> str:
    return _(", escorting {villager}").format(villager=villager_on(s, s.taoist_tile[a[0]])) if len(a) > 2 and a[2] else ""


def _reroll(a) -> str:
    picked = [i + 1 for i in range(8) if a[0] >> i & 1]
    if not picked:
        return _("keep the dice")
    return ngettext("roll die {dice} again", "roll dice {dice} again", len(picked)).format(dice=_(", ").join(map(str, picked)))


# Action name -> its words (s, the arguments after the name).
LABELS = {
    "move": _move,
    "act": lambda s, a: _("use {tile}").format(tile=tile_name(s, s.taoist_tile[s.active_board])),
    "exorcise": lambda s, a: _("exorcise {ghosts}").format(ghosts=_(" and ").join(ghost_on(s, x) for x in a[0])),
    "save": lambda s, a: _("save the villager at the Portal"),
    "skip": lambda s, a: _("take no action this turn"),
    "end": lambda s, a: _("end the turn"),
    "yellow_token": lambda s, a: _("take a {colour} Tao token").format(colour=col(a[0])),
    "take_tao": lambda s, a: _("take a {colour} Tao token").format(colour=col(a[0])),
    "tea": lambda s, a: _("take a {colour} Tao token").format(colour=col(a[0])),
    "circle": lambda s, a: _("put a {colour} token on the Circle of Prayer").format(colour=col(a[0])),
    "kungfu": lambda s, a: _("fight the {colour} ghosts").format(colour=col(a[0])),
    "mantra": lambda s, a: _("lay the Enfeeblement Mantra on {ghost}").format(ghost=ghost_on(s, a[0])),
    "red_push": lambda s, a: _("move {taoist} to {tile}").format(taoist=taoist_name(a[0]), tile=tile_name(s, a[1]))
    + _escorting(s, a),
    "pav_taoist": lambda s, a: _("let the wind carry {taoist} to {tile}").format(taoist=taoist_name(a[0]),
                                                                                tile=tile_name(s, a[1])) + _escorting(s, a),
    "suling": lambda s, a: _("Su-Ling guards {space}").format(space=space_name(a[0])),
    "buddha": lambda s, a: _("place a Buddha on {space}").format(space=space_name(a[0])),
    "crystal": lambda s, a: _("set a Moon Crystal on the {corner} receptacle").format(corner=_(CORNER_WORDS[a[0]])),
    "yy_unhaunt": lambda s, a: _("Yin-Yang: free {tile} from its haunting").format(tile=tile_name(s, a[0])),
    "yy_act": lambda s, a: _("Yin-Yang: use {tile}").format(tile=kind_name(a[0])) + away(s, a[0]),
    "fireworks": lambda s, a: _("Fireworks: use {tile}").format(tile=kind_name(a[0])) + away(s, a[0]),
    "power": lambda s, a: _("power token: borrow the power of {board}").format(board=board_name(a[0])),
    "potion": lambda s, a: _("Life Potion for {taoist}").format(taoist=taoist_name(a[0])),
    "potion_villager": lambda s, a: _("Life Potion: bring back a villager of {family}").format(family=family_name(a[0])),
    "moon_dust": lambda s, a: _("Moon Dust: take a Moon Crystal"),
    "scroll": lambda s, a: _("read the Scroll of Unity"),
    "scroll_join": lambda s, a: (_("{taoist} joins, escorting a villager") if a[1] == 2 else _("{taoist} joins") if a[1]
                                 else _("{taoist} stays")).format(taoist=taoist_name(a[0])),
    "qi_target": lambda s, a: _("{taoist} loses the Qi").format(taoist=taoist_name(a[0])),
    "haunt_tile": lambda s, a: _("the Haunting strikes {tile}").format(tile=tile_name(s, a[0])),
    "kill_villager": lambda s, a: _("the villager on {tile} dies").format(tile=tile_name(s, a[0])),
    "watchman": lambda s, a: _("push back the haunters of {board}").format(board=board_name(a[0])),
    "unhaunt": lambda s, a: _("free {tile} from its haunting").format(tile=tile_name(s, a[0])),
    "place_ghost": lambda s, a: _("the ghost arrives on {space}").format(space=space_name(a[0])),
    "sorcerer": lambda s, a: _("banish {ghost}").format(ghost=ghost_on(s, a[0])),
    "pav_ghost": lambda s, a: _("blow away {ghost}").format(ghost=ghost_on(s, a[0])),
    "pav_to": lambda s, a: _("blow it to {space}").format(space=space_name(a[1])),
    "curse_reroll": lambda s, a: _("roll the curse die again") if a[0] else _("keep the curse die"),
    "reroll": lambda s, a: _reroll(a),
    "cem_revive": lambda s, a: _("bring {taoist} back to life").format(taoist=taoist_name(a[0])),
    "cem_villager": lambda s, a: _("lay a villager of {family} on the Cemetery").format(family=family_name(a[0])),
    "exorcise_pay": lambda s, a: (_("give up and keep the tokens") if not a[0]
                                  else _("pay for {ghosts}").format(ghosts=_(" and ").join(ghost_on(s, x) for x in a[0]))),
    "pay_with": _pay_with,
    "artifact_heir": lambda s, a: _("{taoist} inherits {artifact}").format(taoist=taoist_name(a[0]),
                                                                           artifact=ARTIFACT_WORDS[a[1]]),
    "token_holder": lambda s, a: _("{taoist} gives up a {colour} Tao token").format(taoist=taoist_name(a[0]),
                                                                                    colour=col(a[1])),
    "crystal_giver": lambda s, a: _("{taoist} gives a Moon Crystal to the barrier").format(taoist=taoist_name(a[0])),
    "suling_crystal": lambda s, a: (_("set a Moon Crystal on the {corner} receptacle").format(corner=_(CORNER_WORDS[a[0]]))
                                    if a[1] else _("leave the receptacle empty")),
    "curse_skip": lambda s, a: _("skip the curse die") if a[0] else _("roll the curse die"),
    "power_tokens": lambda s, a: ngettext("pick up {n} power token from the centre", "pick up {n} power tokens from the centre",
                                          a[0]).format(n=a[0]),
    "claw_colour": lambda s, a: _("the Vengeful Claw takes a {colour} Tao token").format(colour=col(a[0])),
    "barrier_take": lambda s, a: (_("the barrier keeps its crystals") if not a[0]
                                  else _("the barrier's dice take {ghosts}").format(
                                      ghosts=_(" and ").join(ghost_on(s, x) for x in a[0]))),
    "barrier_save": lambda s, a: _("the barrier saves the villager on {tile}").format(tile=tile_name(s, a[0])),
    "barrier_roll": lambda s, a: _("the barrier rolls all the dice at the ghosts of {board}").format(board=board_name(a[0])),
    "buddha_space": lambda s, a: _("the Buddha goes on {space}").format(space=space_name(a[0])),
    "share": lambda s, a: (_("{taoist} takes the {colour} Tao token").format(taoist=taoist_name(a[0]), colour=col(a[1]))
                           if a[1] >= 0 else _("{taoist} takes the Qi").format(taoist=taoist_name(a[0]))),
}


def describe_action(s: State, action) -> str:
    """Short public words for an action (a button, a tooltip); never an internal name."""
    if type(action) is not tuple or not action or type(action[0]) is not str:
        return _("something that is not an action of this game")
    words = LABELS.get(action[0])
    if words is not None:
        try:
            return words(s, action[1:])
        except (IndexError, TypeError, KeyError, ValueError):
            pass
    return _("an unknown action")
