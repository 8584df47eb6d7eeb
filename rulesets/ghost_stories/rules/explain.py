"""Why an action is refused: the rule of the check that failed, and the reason in words."""
from __future__ import annotations

from engine.i18n import N_, _
from engine.rules.api import IllegalAction
from rulesets.ghost_stories.rules.powers import has_power
from rulesets.ghost_stories.rules.state import ACTION, CHEB, FIREWORKS, PLACE, PRE_MOVE, TILE_KEYWORDS, State
from rulesets.ghost_stories.rules.words import DECISION_PROMPTS, describe_action, kind_name, tile_name

# action name -> (rule id, why it may be refused): the rule when no more specific check below failed
RULES = {
    "move": ("G-9.1", N_("a Taoist moves at most 1 tile (2 with Swift Stride), escorting only onto unhaunted tiles "
                      "with fewer than 3 villagers, and only in the movement step")),
    "yellow_token": ("G-9.2", N_("the yellow power takes a token from the reserve once, before moving")),
    "mantra": ("G-9.2", N_("the Enfeeblement Mantra goes on a ghost in play, once, before moving")),
    "red_push": ("G-9.3", N_("Guiding Hand moves another living Taoist 1 tile, once, before or right after your move")),
    "power_tokens": ("G-11.4", N_("power tokens are picked up from the centre tile by a Taoist standing there, in the "
                               "placing step")),
    "artifact_heir": ("G-13.2", N_("a dead Taoist's artifact goes to a living Taoist")),
    "token_holder": ("G-14.4", N_("the curse takes a token of its colour from a Taoist who holds one")),
    "crystal_giver": ("G-14.3", N_("the Zhou reward takes a Moon Crystal from a Taoist who holds one")),
    "suling_crystal": ("G-11.2", N_("only the empty receptacle Su-Ling touches can receive a crystal")),
    "curse_skip": ("G-18.3", N_("Third Eye may skip this curse die, or roll it")),
    "act": ("G-10.3", N_("the tile's action needs an unhaunted tile, an action left and something to do")),
    "exorcise": ("G-10.14", N_("an exorcism targets one or both ghosts facing your tile, with an action left")),
    "save": ("G-10.21", N_("a villager is saved only from the Portal tile, with an action left")),
    "skip": ("G-10.1", N_("only during the action step")),
    "end": ("G-11", N_("the turn ends after the action step")),
    "suling": ("G-11.1", N_("Su-Ling is placed once, after a death, a curse-die roll or a haunting this turn, on a free "
                         "Haunting icon not above a Wu-Feng")),
    "buddha": ("G-11.3", N_("a Buddha taken on an earlier turn goes on an empty ghost space facing your tile")),
    "crystal": ("G-11.5", N_("a Moon Crystal from an earlier turn goes on the empty receptacle of your corner tile")),
    "yy_unhaunt": ("G-8.1", N_("the Yin-Yang must be yours and unused, and the tile haunted")),
    "yy_act": ("G-8.1", N_("the Yin-Yang must be yours and unused, and the action must do something")),
    "power": ("G-8.2", N_("a power token borrows a neutral board's active power, once per board per turn")),
    "potion": ("G-14.3", N_("the Life Potion must be yours, and a dead Taoist comes back only with a Qi from the "
                         "reserve")),
    "potion_villager": ("G-14.3", N_("the Life Potion must be yours and the Cemetery able to take the villager")),
    "moon_dust": ("G-14.3", N_("Moon Dust must be yours and a crystal left in the reserve")),
    "scroll": ("G-14.3", N_("the Scroll of Unity is read after moving")),
    "fireworks": ("G-14.3", N_("the Fireworks must be yours")),
    "place_ghost": ("G-7.3", N_("a ghost goes on an empty space of its board (any board when that one is full)")),
    "qi_target": ("G-15.1", N_("only a living Taoist can take the lost Qi")),
    "kill_villager": ("G-5.5", N_("only a visible villager can be chosen")),
    "reroll": ("G-10.16", N_("choose which of the rolled dice to roll again")),
    "exorcise_pay": ("G-10.19", N_("only ghosts the dice and tokens can beat may be paid for")),
    "pay_with": ("G-10.17", N_("a payment fills only the gap the dice left, white dice first, with tokens of the "
                            "colours still missing or Moon Crystals held on your tile")),
    "claw_colour": ("G-14.3", N_("the Vengeful Claw takes the colour of a ghost targeted by the failed exorcism")),
    "barrier_take": ("G-12.2", N_("the barrier's dice and the crystals still on it must beat the ghosts taken")),
    "barrier_save": ("G-12.1", N_("the top villager of the Portal tile must be saved first")),
    "barrier_roll": ("G-12.1", N_("the barrier roll targets regular ghosts on this board")),
    "share": ("G-14.3", N_("a shared reward goes to a living Taoist")),
    "buddha_space": ("G-14.3", N_("a Buddha goes on a free ghost space")),
    "haunt_tile": ("G-G.3", N_("the Haunting hits one of the nearest unhaunted tiles")),
    "scroll_join": ("G-14.3", N_("each other Taoist may join you after the Scroll of Unity")),
    "cem_revive": ("G-10.4", N_("the Cemetery brings back a dead Taoist of a played board, with Qi from the reserve")),
    "cem_villager": ("G-10.4", N_("the Cemetery lays a killed villager on its tile while it holds fewer than 3")),
    "circle": ("G-10.10", N_("the Circle of Prayer takes a token of a colour left in the reserve")),
    "curse_reroll": ("G-10.4", N_("Second Chance may roll the Cemetery's curse die once more")),
    "kungfu": ("G-10.13", N_("the Kung Fu School fights your colour or black (a neutral board's colour for a power "
                          "token)")),
    "pav_ghost": ("G-10.11", N_("the wind moves a ghost in play")),
    "pav_to": ("G-10.11", N_("the wind moves the ghost to an empty ghost space")),
    "pav_taoist": ("G-10.11", N_("the wind then moves another living Taoist 1 tile")),
    "sorcerer": ("G-10.7", N_("the Sorcerer's Hut banishes a regular ghost in play, never a Wu-Feng")),
    "take_tao": ("G-9.2", N_("the token comes from the colours left in the reserve")),
    "tea": ("G-10.12", N_("the Tea House gives a token of a colour left in the reserve")),
    "unhaunt": ("G-10.5", N_("the Taoist Altar frees a haunted tile")),
    "watchman": ("G-10.9", N_("the Night Watchman's Post pushes back the haunters of a board where one has advanced")),
}
# Village tile action keyword -> (its rule, what it needs to do anything)
TILE_RULES = {
    "revive": ("G-10.4", N_("the Cemetery needs a dead Taoist and Qi in the reserve, or a dead villager and room on "
                         "the Cemetery")),
    "unhaunt_and_summon": ("G-10.5", N_("the Taoist Altar can always be used")),
    "gather_tao": ("G-10.6", N_("the Herbalist's Shop can always be used")),
    "banish_ghost": ("G-10.7", N_("the Sorcerer's Hut needs a regular ghost in play to banish")),
    "take_buddha": ("G-10.8", N_("the Buddhist Temple has no Buddha left to take")),
    "repel_haunters": ("G-10.9", N_("the Night Watchman's Post needs a haunter that has advanced")),
    "prayer_token": ("G-10.10", N_("the Circle of Prayer needs a token in the reserve")),
    "heavenly_wind": ("G-10.11", N_("the Pavilion needs a ghost to move and an empty space to move it to "
                                 "(not when all 12 ghost spaces are full)")),
    "tea": ("G-10.12", N_("the Tea House can always be used")),
    "school_exorcism": ("G-10.13", N_("the Kung Fu School needs ghosts of your colour or black in play")),
}


def _refusal(s: State, action, rule: str, why: str) -> IllegalAction:
    return IllegalAction(rule, _("{action} is not allowed: {why}").format(action=describe_action(s, action), why=_(why)))


def _tile_check(s: State, action, kind) -> IllegalAction | None:
    """A tile used through its action, the Yin-Yang or the Fireworks: the tile's own rule refuses."""
    if type(kind) is not int or not 0 <= kind < len(TILE_KEYWORDS):
        return None
    rule, why = TILE_RULES[TILE_KEYWORDS[kind]]
    return _refusal(s, action, rule, _("{tile} would do nothing now: {why}").format(tile=kind_name(kind), why=_(why)))


def _move_check(s: State, action) -> IllegalAction | None:
    b = s.active_board
    if s.knocked_down[b]:
        return _refusal(s, action, "G-9.4", _("a Taoist who was knocked down spends his move getting up"))
    d = action[1] if len(action) > 1 else None
    if type(d) is not int or not 0 <= d < 9:
        return None
    p = s.taoist_tile[b]
    if CHEB[p][d] > (2 if has_power(s, b, "move_two") else 1):
        return _refusal(s, action, "G-9.1", _("a Taoist moves at most 1 tile (2 with Swift Stride)"))
    if len(action) > 2 and action[2]:
        return _refusal(s, action, "G-8.3", _escort_trouble(s, p, d))
    return None


def _escort_trouble(s: State, p: int, d: int) -> str:
    """Why no villager can be escorted from p onto d, the most telling reason first (G-8.3)."""
    if d == p:
        return _("the Taoist is already on that tile")
    if s.haunted[d]:
        return _("{tile} is haunted, and a villager is escorted only onto an unhaunted tile").format(tile=tile_name(s, d))
    if len(s.villagers[d]) >= 3:
        return _("{tile} already holds 3 villagers, the most a tile can hold").format(tile=tile_name(s, d))
    if not s.villagers[p]:
        return _("there is no villager on the Taoist's tile to take along")
    return _("a villager is escorted only onto an unhaunted tile with fewer than 3 villagers, from a tile that has one")


def _yang_check(s: State, action) -> IllegalAction | None:
    """The step checks, then the check of the action itself; None when only the general rule applies."""
    name, step = action[0], s.yang_step
    if name == "move" and step != PRE_MOVE:
        return IllegalAction("G-9.1", _("the Taoist has already moved this turn"))
    if name in ("act", "exorcise", "save", "skip") and step != ACTION:
        return IllegalAction("G-10.1", _("actions come after movement, one per turn (two with the blue powers)"))
    if name in ("suling", "buddha", "crystal", "end") and step != PLACE:
        return IllegalAction("G-11", _("items are placed after the action step"))
    if name == "move":
        return _move_check(s, action)
    if name == "act":
        p = s.taoist_tile[s.active_board]
        if s.haunted[p]:
            return _refusal(s, action, "G-10.3", _("a haunted tile's action cannot be used"))
        return _tile_check(s, action, s.tile_kind_at[p])
    if name in ("yy_act", "fireworks") and len(action) == 2:
        b = s.active_board
        has_it = s.yin_yang_unused[b] if name == "yy_act" else s.artifacts[b] & FIREWORKS
        if has_it:
            return _tile_check(s, action, action[1])
    return None


def explain(s: State, action) -> IllegalAction:
    name = action[0] if type(action) is tuple and action else None
    if type(name) is not str:
        return IllegalAction("G-4.3", _("that is not an action of this game"))
    if s.decision is not None:
        kind, _seat, options, _task = s.decision
        if name not in {a[0] for a in options}:
            rule = RULES.get(options[0][0], ("G-4.3", ""))[0]
            return IllegalAction(rule, _("first {prompt}").format(prompt=DECISION_PROMPTS.get(kind, _("answer the question asked"))))
    else:
        refused = _yang_check(s, action)
        if refused is not None:
            return refused
    rule, why = RULES.get(name, ("G-4.3", N_("it is not an action of this game")))
    return _refusal(s, action, rule, why)
