"""The Ghost Stories advisor: a suggested action and one line of why, decided from a seat's view only.

It never reads the deck order, the removed cards, the Wu-Fengs left in the box or face-down villagers
(G-H.2): `determinise` redraws them at random from what the view shows, and a determinised flat Monte-Carlo
search (engine/rules/search.py) plays each shortlisted action into many such worlds, on to the start of the
seat's next Yang phase, with the heuristic bot for every decision, and scores the futures with the bot's
evaluation. The shortlist is the bot's own look-ahead ranking (a move counts with the best action after it);
the budget is a count of simulated steps (bot.WORK), not seconds, so a seed plays the same on any machine.
The hint (H) and the computer Taoists (scenes/ghost_stories/play.py) both ask `advise`. Pure Python: no pygame.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

from engine.rules.rng import Rng
from engine.rules.search import RolloutResult, beats, flat_monte_carlo
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.bot import WORK, Bot, evaluate

# A finished future is worth more than any position the evaluation can score, but capped so one loss among
# forty futures weighs like a real risk, not like minus infinity (the bot's own evaluate says +-1e6).
WIN_VALUE, LOSS_VALUE = 4000.0, -4000.0
SHORTLIST = 5          # main actions searched: the bot's choice and the best of the rest by its look-ahead
FREE_OPTIONS = 1       # free options (Yin-Yang, artifacts, power tokens...) searched beside them
SHORTLIST_MODE = "ranked"   # "onestep": the old shortlist, every option by the evaluation one step ahead
ROLLOUT_BORROWS = False   # whether the rollouts' bot weighs borrowing neutral powers before its moves
HORIZON = 4            # board turns a rollout plays (one round: back to the deciding board's Yang phase)
STEP_CAP = 200         # decisions per rollout, in case a future never reaches the horizon
# The bot's own choice stands unless the best other one beats it by this many standard errors (paired): with
# few futures per action, a lucky streak would otherwise overrule a sound default.
MARGIN = 1.0
# Racing: an action the leader beats by this many standard errors (paired) after MIN_FUTURES futures is played no
# more, so the rest of the budget goes to the actions still in contention (0: every action to the end). Measured
# off: with 10000 steps it won no more games than 6000 steps without it (bench/ghost_stories_advisor.py notes).
RACE = 0.0
# A decision's budget in simulated steps (bot.WORK): CPU per decision p50 0.12 s, p95 0.25 s on this machine
# (bench/ghost_stories_advisor.py, solo Normal). Every shortlisted action gets at least MIN_FUTURES futures, whatever they cost.
WORK_BUDGET = 6000
MIN_FUTURES, MAX_FUTURES = 6, 400
ROLLOUT_OVERHEAD = 4   # a rollout's own cost in steps (the world's copy, the candidate, the evaluation)


@dataclass(frozen=True)
class Advice:
    """The suggestion for one decision: the action, one line of why in words, and how it was found."""
    action: tuple
    why: str
    futures: int = 0          # simulated futures per shortlisted action (0: no search was needed)
    seconds: float = 0.0
    alternative: tuple | None = None   # the next best action searched (the hint says what it risks)


# ---- determinising a view --------------------------------------------------------------------------------

def determinise(view, seed: int):
    """A full state drawn at random among those whose view is `view`: hidden ghost cards and face-down
    villagers are the unseen ones, shuffled; the Wu-Fengs still in the deck sit where G-3.9 (c) put them
    (10 regular cards, a Wu-Feng, ...), which is public. The dice get a fresh RNG from `seed`."""
    pick = random.Random(seed)
    s = view.clone(with_rng=False)
    s.rng = Rng(pick.getrandbits(62))
    s.cache = None
    _deal_ghost_cards(s, pick)
    _deal_villagers(s, pick)
    return s


def _visible_cards(s) -> set:
    seen = {c for c in s.ghost_spaces if c >= 0}
    seen.update(s.discard_pile)
    seen.update(c for c in s.deck + s.removed_cards + s.wu_fengs_in_box if c >= 0)
    if s.decision is not None and s.decision[0] == "place_ghost":
        seen.add(s.decision[3][1])          # drawn, face up, waiting for the players to pick its space
    return seen


def _wu_feng_slots(s) -> list:
    """Deck positions (0 = bottom) of the Wu-Fengs still in the deck, as G-3.9 (c) and G-G.12 place them,
    shifted down by the cards curses removed from the bottom since setup."""
    T = rules.card_tables()
    su = T.setup
    cut = su.white_moon_removed + su.removed_by_players[s.player_count - 1]
    regular = T.n_regular - cut
    diff = T.difficulties[s.difficulty_level]
    count = diff.wu_fengs_small if s.player_count <= 2 else diff.wu_fengs_large
    step = su.wu_feng_spacing
    slots, placed = [], 0
    for i in range(0, regular, step):
        if i + step <= regular and placed < count:
            slots.append(i + step + placed)
            placed += 1
    top = regular + placed
    slots += [top + k for k in range(count - placed)]
    shift = len(s.removed_cards) - cut
    in_play = sum(1 for c in s.ghost_spaces if c >= 0 and T.is_wf[c])
    if s.decision is not None and s.decision[0] == "place_ghost" and T.is_wf[s.decision[3][1]]:
        in_play += 1
    left = max(0, s.wu_fengs_left - in_play)
    fits = [p - shift for p in slots if 0 <= p - shift < len(s.deck)][:left]
    while len(fits) < left:                   # any that cannot be where setup put them wait on top
        fits.append(len(s.deck) - 1 - (left - 1 - len(fits)))
    return sorted(set(fits))


def _deal_ghost_cards(s, pick: random.Random) -> None:
    T = rules.card_tables()
    seen = _visible_cards(s)
    unseen_regular = [c for c in range(T.n_regular) if c not in seen]
    unseen_wu_fengs = [c for c in range(T.n_regular, len(T.card_id)) if c not in seen]
    pick.shuffle(unseen_regular)
    pick.shuffle(unseen_wu_fengs)
    wu_feng_slots = set(_wu_feng_slots(s)) if any(c < 0 for c in s.deck) else set()
    for i, c in enumerate(s.deck):
        if c < 0:
            pool = unseen_wu_fengs if i in wu_feng_slots else unseen_regular
            s.deck[i] = pool.pop() if pool else (unseen_regular or unseen_wu_fengs).pop()
    for i, c in enumerate(s.removed_cards):      # removed at setup or by curses: regular cards only
        if c < 0:
            s.removed_cards[i] = (unseen_regular or unseen_wu_fengs).pop()
    for i, c in enumerate(s.wu_fengs_in_box):
        if c < 0:
            s.wu_fengs_in_box[i] = (unseen_wu_fengs or unseen_regular).pop()


def _deal_villagers(s, pick: random.Random) -> None:
    T = rules.card_tables()
    seen = {v for stack in s.villagers for v in stack if v >= 0}
    seen.update(s.graveyard)
    seen.update(s.shelter)
    unseen = [v for v in range(len(T.villager_family)) if v not in seen]
    pick.shuffle(unseen)
    for stack in s.villagers:
        for k, v in enumerate(stack):
            if v < 0:
                stack[k] = unseen.pop()


# ---- the search --------------------------------------------------------------------------------------------

def _seat_of(s) -> int:
    return s.decision[1] if s.decision is not None else s.seat_of_board[s.active_board]


def settle(s, bot: Bot, seat: int, start_turns: int) -> None:
    """Play on with the bot for every seat until the deciding board's next Yang phase, or the game's end."""
    for _ in range(STEP_CAP):
        if s.result is not None:
            return
        if s.decision is None and s.phase == "yang" and s.board_turns >= start_turns + HORIZON:
            return
        rules.apply(s, bot.choose(s, _seat_of(s)))
        WORK[0] += 1


def _rollout_for(seat: int, start_turns: int):
    def rollout(state, seed: int) -> RolloutResult:
        WORK[0] += ROLLOUT_OVERHEAD
        settle(state, Bot(seed, samples=1, borrow=ROLLOUT_BORROWS), seat, start_turns)
        if state.result == "win":
            return RolloutResult(WIN_VALUE, "win")
        if state.result == "loss":
            return RolloutResult(LOSS_VALUE, "loss")
        return RolloutResult(min(WIN_VALUE, max(LOSS_VALUE, evaluate(state))))
    return rollout


def _shortlist(world, seat: int, legal: list, seed: int) -> list:
    """The bot's own choice first, then the main options its own look-ahead ranks best (a move scored with the
    best action after it, not by where the Taoist stands), then the free options (Yin-Yang, artifacts, borrowed
    powers...) whose immediate result the evaluation likes best."""
    if SHORTLIST_MODE == "onestep":
        return _one_step_shortlist(world, legal, Bot(seed).choose(world.clone(), seat), SHORTLIST)
    bot_choice, scored = Bot(seed).rank(world.clone(), seat, legal)
    ranked = [a for _, a in scored if a != bot_choice]
    main = set(ranked)
    others = _one_step_shortlist(world, [a for a in legal if a not in main], bot_choice, FREE_OPTIONS + 1)[1:]
    return [bot_choice] + ranked[:SHORTLIST - 1] + others


def _one_step_shortlist(world, legal: list, bot_choice, size: int) -> list:
    scored = []
    for a in legal:
        if a == bot_choice:
            continue
        child = rules.apply(world.clone(), a)
        scored.append((evaluate(child), a))
    scored.sort(key=lambda t: -t[0])
    return [bot_choice] + [a for _, a in scored[:size - 1]]


def advise(view, seat: int, *, seed: int = 0, budget: int | None = None, seconds: float | None = None,
           iterations: int | None = None, clock=time.perf_counter) -> Advice:
    """The advice for `seat`'s current decision in `view` (a state as rules.view() returns it).

    Only Yang-phase decisions are searched; a side decision (which space, which dice...) takes the
    heuristic bot's answer in a determinised world, which copes with decision kinds added later too."""
    start = clock()
    legal = rules.legal_actions(view, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no decision to take now")
    describe = lambda a: rules.describe_action(view, a)      # noqa: E731
    if len(legal) == 1:
        return Advice(legal[0], f"{_sentence(describe(legal[0]))}: it is the only choice.")
    world = determinise(view, seed)
    if view.decision is not None:
        action = Bot(seed).choose(world, seat)
        return Advice(action, f"{_sentence(describe(action))}: it looks best one step ahead.",
                      seconds=clock() - start)
    shortlist = _shortlist(world, seat, legal, seed)
    rollout = _rollout_for(seat, view.board_turns)
    if iterations is None and seconds is None:
        # the budget counts simulated steps, not seconds: the same futures on a busy machine as on an idle one
        found = flat_monte_carlo(rules, view, shortlist, determinise, rollout, seed=seed,
                                 seconds=WORK_BUDGET if budget is None else budget,
                                 iterations=MAX_FUTURES, min_iterations=MIN_FUTURES, clock=lambda: WORK[0],
                                 race=RACE)
    else:
        left = None if seconds is None else max(0.0, seconds - (clock() - start))
        found = flat_monte_carlo(rules, view, shortlist, determinise, rollout, seed=seed, seconds=left,
                                 iterations=iterations, clock=clock)
    ranked = found.candidates
    default = next(c for c in ranked if c.action == shortlist[0])
    if ranked[0] is not default and not beats(ranked[0], default, MARGIN):
        ranked = [default] + [c for c in ranked if c is not default]
    best = ranked[0]
    runner = ranked[1] if len(ranked) > 1 else None
    return Advice(best.action, _why(describe, best, runner), best.rollouts, clock() - start,
                  runner.action if runner is not None else None)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _why(describe, best, runner) -> str:
    n = best.rollouts
    line = f"{_sentence(describe(best.action))}: in {n} simulated futures up to your next turn it "
    if best.losses:
        line += f"loses {best.losses} of them"
    else:
        line += "never loses"
    if runner is None:
        return line + "."
    other = describe(runner.action)
    if runner.losses > best.losses:
        return line + f", where {other} loses {runner.losses}."
    if runner.mean > best.mean:
        return line + f"; {other} did no better beyond chance."
    return line + f" and leaves the village in better shape than {other}."


def chooser(seed: int = 0, *, budget: int | None = None, seconds: float | None = None,
            iterations: int | None = None, clock=time.perf_counter):
    """A playout-loop chooser (engine/rules/playout.py) that plays the advice; it reads only the view."""
    count = [0]

    def choose(ruleset, state, seat, legal):
        if len(legal) == 1:
            return legal[0]
        count[0] += 1
        view = ruleset.view(state, seat)
        return advise(view, seat, seed=seed * 7919 + count[0], budget=budget, seconds=seconds,
                      iterations=iterations, clock=clock).action
    return choose


def heuristic_chooser(seed: int = 0):
    """The heuristic bot as a playout-loop chooser that reads only the view: it decides in a determinised
    world, so it cannot peek at the deck as `Bot.choose` on the real state could."""
    bot = Bot(seed)
    count = [0]

    def choose(ruleset, state, seat, legal):
        if len(legal) == 1:
            return legal[0]
        count[0] += 1
        return bot.choose(determinise(ruleset.view(state, seat), seed * 7919 + count[0]), seat)
    return choose


# The AI seats `simulate --bot` offers (games.py hands them to the command line): name -> chooser(seed).
CHOOSERS = {"heuristic": heuristic_chooser, "advisor": chooser}
