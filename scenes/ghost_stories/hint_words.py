"""The Ghost Stories hint (H) in a player's words: what to do and the main reason, short enough for one line.

"Exorcise the Brazier Demon: otherwise you risk losing a Qi before your next turn" when the next best action
runs into a harm the advice avoids in the same simulated futures (rulesets/ghost_stories/advisor_reasons.py),
else "Exorcise the Brazier Demon: it would kill a villager at the next Yin phase". The choice is the advisor's
(rulesets/ghost_stories/advisor.py, from the seat's view only); the reason is read from the same view: the ghost's
Yin action, the power it blocks, the tile's use. How the advisor found it (simulated futures) is not the player's
business, so it is left out.
"""
from __future__ import annotations

from engine.i18n import N_, _
from rulesets.ghost_stories import advisor_reasons, rules
from rulesets.ghost_stories.rules import state as st
from rulesets.ghost_stories.rules import words
from rulesets.ghost_stories.rules.cards import card_tables

# why a ghost is worth exorcising, by its Yin action (G-5.3 to G-5.5)
YIN_REASONS = {"haunter": N_("its haunter is walking towards the village"),
               "tormentor": N_("it rolls the curse die at every Yin phase"),
               "devourer": N_("it kills a villager at every Yin phase")}
TILE_REASONS = {st.CEMETERY: N_("a fallen Taoist or villager comes back"), st.ALTAR: N_("a haunted tile is freed"),
                st.HERBALIST: N_("Tao tokens for the exorcisms to come"), st.SORCERER: N_("a ghost goes for one Qi"),
                st.TEMPLE: N_("a Buddha stops the next ghost where it lands"), st.WATCHMAN: N_("the haunters fall back"),
                st.CIRCLE: N_("the ghosts of one colour grow weaker"), st.PAVILION: N_("a ghost is blown to a better space"),
                st.TEA_HOUSE: N_("a Tao token and a Qi"), st.KUNG_FU: N_("it fights a whole colour at once")}

# what a borrowed power lets this turn do (G-8.2, G-18), said after "Power token: borrow the power of ...: "
POWER_REASONS = {"move_two": N_("you can walk two tiles this turn"), "move_other": N_("you can move another Taoist too"),
                 "take_tao": N_("a Tao token from the reserve before you move"), "mantra": N_("it weakens a ghost"),
                 "reroll": N_("you may roll your exorcism dice again"), "extra_die": N_("an extra die for your exorcism"),
                 "double_action": N_("you can take the same action twice this turn"),
                 "exorcise_and_act": N_("you can exorcise and use a tile in the same turn")}


# advice to do nothing more: its "otherwise" names what was weighed against it (the Yin-Yang, a Buddha, a tile)
DOING_NOTHING = frozenset({"end", "skip"})


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def hint_line(view, advice) -> str:
    """'<what to do>: <the main reason>.' for the advisor's answer."""
    action = advice.action
    what = sentence(words.describe_action(view, action))
    if advice.why.endswith("it is the only choice."):
        return _("{what}: it is the only choice.").format(what=what)
    seat = view.decision[1] if view.decision is not None else view.seat_of_board[view.active_board]
    harm = advisor_reasons.otherwise(view, seat, action, advice.alternative, seed=view.board_turns)
    if harm is not None:
        if action[0] in DOING_NOTHING:    # "End the turn: otherwise…" reads as if ending the turn were the risk
            other = words.describe_action(view, advice.alternative)
            return _("{what}: with “{other}” instead, {harm}.").format(what=what, other=sentence(other), harm=_(harm))
        return _("{what}: otherwise {harm}.").format(what=what, harm=_(harm))
    return _("{what}: {why}.").format(what=what, why=reason(view, action))


def reason(view, action) -> str:
    word = action[0]
    if word == "exorcise":
        return ghost_reason(view, action[1][0])
    if word == "act":
        kind = view.tile_kind_at[view.taoist_tile[view.active_board]]
        return _(TILE_REASONS.get(kind, N_("it is the best use of this tile now")))
    if word == "move":
        return _after_move(view, action)
    if word == "save":
        return _("the villager is safe and counts for the village")
    if word == "skip":
        return _("no action here helps this turn")
    if word == "end":
        return _("nothing is worth placing this turn")
    if word == "buddha":
        return _("a Buddha there catches the next ghost that lands on it")
    if word == "power":
        return _(POWER_REASONS.get(st.POWER_KW[action[1]][view.power_side[action[1]]],
                                   N_("that power helps most this turn")))
    if word in ("yy_act", "yy_unhaunt", "fireworks"):
        return _("it is worth spending now")
    if word == "place_ghost":
        return _("it does the least harm there")
    return _("it looks best for the village")


def ghost_reason(view, space: int) -> str:
    """Why the ghost on `space` should go first: what it does at the next Yin phase, or what it blocks."""
    T = card_tables()
    card = view.ghost_spaces[space]
    if card < 0:
        return _("it clears the way")
    if T.is_wf[card]:
        return _("it is a Wu-Feng: beat them all to win")
    yin = [e[0] for e in T.yin[card]]
    if "haunter" in yin and view.haunter_steps[space]:
        return _("its haunter would haunt a village tile at the next Yin phase")
    for effect in ("devourer", "tormentor"):
        if effect in yin:
            return _(YIN_REASONS[effect])
    if view.ghost_disables_power[space]:
        return _("it blocks this board's Taoist power")
    if view.captured_dice[space]:
        return _("it holds one of your Tao dice")
    if "haunter" in yin:
        walking = YIN_REASONS["haunter"]
        return _(walking)
    return _("it frees a space before the next ghost arrives")


def _after_move(view, action) -> str:
    """'from there you can exorcise the Blood Moth': what the bot would do after this move, in the same world."""
    from rulesets.ghost_stories.advisor import determinise
    from rulesets.ghost_stories.bot import Bot
    world = rules.apply(determinise(view, view.board_turns), action)
    if world.decision is None and world.result is None and world.yang_step == st.ACTION:
        then = Bot(view.board_turns).choose(world, world.seat_of_board[world.active_board])
        if then[0] == "act":
            kind = world.tile_kind_at[world.taoist_tile[world.active_board]]
            return _("then use it ({why})").format(why=_(TILE_REASONS.get(kind, N_("its action helps most now"))))
        if then[0] in ("exorcise", "save"):
            return _("from there you can {what}").format(what=words.describe_action(world, then))
    return _("it puts you where you can do the most next")
