"""The Ghost Stories answer Enter takes: the heuristic bot's pick from the seat's view, never one that wastes
the turn's action or spends a Yin-Yang, a token, a Qi, a Buddha or an artifact while a free answer exists.

The bot (rulesets/ghost_stories/bot.py) decides in a world drawn at random from the view (the advisor's
`determinise`), so it never reads the deck or face-down villagers. The sorting of answers into free, ending and
spending ones is this module's; the rule that picks among them is engine/play/preselect.py.
"""
from __future__ import annotations

from engine.play.preselect import END, FREE, SPEND, thrifty_choice
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.state import SORCERER

# answers that take no action or end the turn (the place step's "end the turn" ends nothing worth keeping open,
# but it is still an end: a Buddha or a crystal placed is the alternative, and those spend)
ENDS = frozenset({"skip", "end"})
# answers that use something up: the Yin-Yang, artifacts, power tokens, held Buddhas and crystals, Qi, villagers
SPENDS = frozenset({"yy_unhaunt", "yy_act", "fireworks", "potion", "potion_villager", "moon_dust", "scroll",
                    "power", "buddha", "crystal", "qi_target", "kill_villager", "haunt_tile", "token_holder",
                    "claw_colour", "crystal_giver"})


# the bot's look-ahead samples: 2 instead of its 6 keeps a click's answer quick (9 ms mean, 50 ms p95 against 27 and
# 175) and agrees with the 6-sample choice 9 times in 10; the hint (H) is where the thorough search runs
LOOKS = 2


def answer_kind(view, action) -> str:
    """FREE, END or SPEND: what pressing Enter on this answer would cost (G-8.1 Yin-Yang, G-10.7 a Qi...)."""
    word = action[0]
    if word in ENDS:
        return END
    if word in SPENDS:
        return SPEND
    if word == "exorcise_pay":          # which ghosts to take (the tokens are chosen next); giving up wastes it
        return FREE if action[1] else END
    if word == "pay_with":              # 'the dice pay for everything' spends nothing
        return SPEND if action[2] else FREE
    if word == "suling_crystal":
        return SPEND if action[2] else FREE
    if word == "act" and view.active_board >= 0 and \
            view.tile_kind_at[view.taoist_tile[view.active_board]] == SORCERER:
        return SPEND                    # G-10.7: the Sorcerer's Hut costs the user a Qi
    return FREE


def seat_of(view) -> int:
    """The seat that decides now, read from the view (a side decision's seat, else the active board's)."""
    return view.decision[1] if view.decision is not None else view.seat_of_board[view.active_board]


def preferred(view, legal, every=None):
    """The pre-selected answer among `legal` (None: every useful answer costs something, the player chooses).
    `every`: all the seat's answers, when `legal` is only those on one spot (the bot decides among all)."""
    from rulesets.ghost_stories.advisor import determinise
    from rulesets.ghost_stories.bot import Bot, evaluate
    legal = list(legal)
    if len(legal) <= 1:
        return legal[0] if legal else None
    seed = view.board_turns
    world = determinise(view, seed)
    seat = seat_of(view)
    bot = Bot(seed, samples=LOOKS)
    pick = bot.choose(world.clone(), seat) if seat in _deciders(world, list(every or legal)) else None

    def best_free(free):
        return max(free, key=lambda a: evaluate(rules.apply(world.clone(), a)))
    return thrifty_choice(pick, legal, lambda a: answer_kind(view, a), best_free)


def _deciders(world, legal) -> tuple:
    """The seats whose legal answers in the drawn world are `legal` (the bot must answer the same question)."""
    pending = rules.pending(world)
    return (pending.seat,) if pending is not None and list(rules.legal_actions(world, pending.seat)) == legal else ()
