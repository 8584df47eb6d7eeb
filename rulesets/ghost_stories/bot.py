"""A sensible Ghost Stories player: short look-ahead over its own Yang phase, scored by a static evaluation."""
from __future__ import annotations

import random

from engine.rules.rng import Rng
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import exorcism
from rulesets.ghost_stories.rules.state import ACTION, PLACE, PRE_MOVE, TEA_HOUSE

# Weights of the static evaluation (hand-tuned; the bot only needs to be sensible, not strong).
HAUNTED_TILE = 30
NEAR_LOSS_TILE = 80
QI = 14
QI_VALUE = (0, 40, 70, 92, 108, 118, 125)   # convex: the last Qi points are the dear ones
DEAD_TAOIST = 60
TOKEN = 2.5
YIN_YANG = 8
# A neutral power token held. The advisor's rollouts never borrow a neutral power, so this is all a token is worth
# to them: at 3 they spent tokens early. At 10 the advisor won 100/200 solo Normal games, not 80/200
# (bench/ghost_stories_advisor.py, seeds 20000-20199; screened on 40000-40030: 15/31, not 10/31).
POWER_TOKEN = 10
BUDDHA_HELD, BUDDHA_PLACED = 3, 6
DEAD_VILLAGER, SAVED_VILLAGER = 7, 4
WU_FENG_KILLED = 400
GHOST_BASE, GHOST_REQ = 12.0, 2.0
HAUNTER, HAUNTER_STEP, DEVOURER, TORMENTOR, WU_FENG = 12, 50, 24, 20, 30
URGENT = 1.0
NEUTRAL_QI, NEUTRAL_FULL, NEUTRAL_DRAINED = 3, 6, 6
# The last living Taoist's low Qi: his death ends the game (G-13.3), so 1 Qi left is worth far less than for one
# of several Taoists. Indexed by his Qi (0, 1, 2); 0 from 3 up.
LAST_TAOIST_LOW_QI = (0, 0, 0)


# Simulated steps (a copy played one action on) since the process started: the advisor's search budget counts
# these rather than seconds, so the same seed searches the same futures on a busy machine as on an idle one.
WORK = [0]


class Bot:
    """choose(state, seat) -> one of rules.legal_actions(state, seat). Deterministic for a given seed; its
    look-ahead never peeks: clones get their own dice and a reshuffled deck."""

    def __init__(self, seed: int = 0, samples: int = 6, borrow: bool = True):
        self.rng = random.Random(seed)
        self.samples = samples
        # borrow=False: never weighs borrowing a neutral board's power before moving (G-8.2). The advisor's
        # rollouts play so: that look-ahead costs ten times a plain move's, and the advisor weighs it at the root.
        self.borrow = borrow

    # ---- entry point -------------------------------------------------------------------------------------

    def choose(self, s, seat: int):
        legal = rules.legal_actions(s, seat)
        if len(legal) == 1:
            return legal[0]
        self.me = seat
        if s.decision is not None:
            return self._decision(s, legal, search=True)
        rule = self._free_rule(s, legal)
        if rule is not None:
            return rule
        base = self._determinise(s)
        # common random numbers: every option of this turn is tried with the same dice seeds, so comparisons
        # are fair and the action chosen after moving is the one the move was chosen for
        if getattr(self, "seeds_turn", None) != s.board_turns:
            self.seeds_turn = s.board_turns
            self.seeds = [self.rng.getrandbits(32) for _ in range(self.samples)]
        if s.yang_step == PLACE or not s.taoist_alive[s.active_board]:
            tokens = [a for a in legal if a[0] == "power_tokens"]
            if tokens:
                return tokens[0]                    # every power token on the centre (listed first)
            placing = [a for a in legal if a[0] in ("suling", "buddha", "crystal", "end")]
            return self._best_place(base, placing or legal)
        if s.yang_step == ACTION:   # the Yin-Yang and Fireworks are kept for emergencies (see _free_rule)
            main = [a for a in legal if a[0] in ("act", "exorcise", "save", "skip", "power")]
            return self._argmax(main, lambda a: self._action_value(base, a))
        moves = [a for a in legal if a[0] == "move" or (self.borrow and a[0] == "power")]
        return self._argmax(moves or legal, lambda a: self._move_value(base, a, allow_power=self.borrow))

    def rank(self, s, seat: int, legal: list) -> tuple:
        """(the bot's choice, [(value, action)...]): this Yang step's main options as the bot's own look-ahead
        scores them, best first (a move with the best action after it, an action with its dice), and what
        `choose` would play. The advisor shortlists from these; one look-ahead serves both."""
        self.me = seat
        rule = self._free_rule(s, legal)
        base = self._determinise(s)
        if getattr(self, "seeds_turn", None) != s.board_turns:
            self.seeds_turn = s.board_turns
            self.seeds = [self.rng.getrandbits(32) for _ in range(self.samples)]
        if s.yang_step == PLACE or not s.taoist_alive[s.active_board]:
            options = [a for a in legal if a[0] in ("suling", "buddha", "crystal", "end")]
            scored = [(evaluate(base) if a[0] == "end" else evaluate(self._child(base, a)), a) for a in options]
        elif s.yang_step == ACTION:
            options = [a for a in legal if a[0] in ("act", "exorcise", "save", "skip", "power")]
            scored = [(self._action_value(base, a), a) for a in options]
        else:
            options = [a for a in legal if a[0] in ("move", "power")]
            scored = [(self._move_value(base, a, allow_power=True), a) for a in options]
        scored.sort(key=lambda t: -t[0])      # stable: ties keep the listing's order, as _argmax does
        tokens = [a for a in legal if a[0] == "power_tokens"]
        if rule is None and tokens and (s.yang_step == PLACE or not s.taoist_alive[s.active_board]):
            rule = tokens[0]
        return (rule or (scored[0][1] if scored else legal[0])), scored

    # ---- Yang phase search --------------------------------------------------------------------------------

    def _argmax(self, options, value):
        best, best_v = options[0], None
        for a in options:
            v = value(a)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def _move_value(self, s, a, allow_power):
        c = self._child(s, a)
        if c.result is not None or c.active_board != s.active_board:
            return evaluate(c)
        if c.decision is not None:
            self._finish_decisions(c)
        if c.yang_step == PRE_MOVE and c.decision is None and c.result is None:
            opts = [x for x in rules.legal_actions(c, self.me) if x[0] == "move" or (allow_power and x[0] == "power")]
            return max(self._move_value(c, x, allow_power=False) for x in opts) if opts else evaluate(c)
        if c.yang_step == ACTION and c.decision is None and c.result is None:
            opts = [x for x in rules.legal_actions(c, self.me) if x[0] in ("act", "exorcise", "save", "skip")]
            return max(self._action_value(c, x) for x in opts)
        return evaluate(c)

    def _action_value(self, s, a):
        if a[0] in ("skip", "move"):
            return self._settled_value(self._child(s, a))
        n = self.samples if a[0] in ("act", "exorcise") else 1
        total = 0.0
        for k in range(n):
            total += self._settled_value(self._child(s, a, self.seeds[k]))
        return total / n

    def _settled_value(self, c):
        """Resolve what the action asked for, a second action (blue powers) greedily, then score."""
        for _ in range(8):
            if c.result is not None or c.active_board != self._active:
                break
            if c.decision is not None:
                self._finish_decisions(c)
                continue
            if c.yang_step == ACTION:
                opts = [x for x in rules.legal_actions(c, self.me) if x[0] in ("act", "exorcise", "save")]
                if not opts:
                    break
                best = self._argmax(opts + [("skip",)], lambda x: self._quick_value(c, x))
                if best[0] == "skip":
                    break
                rules.apply(c, best)
                continue
            break
        return evaluate(c)

    def _quick_value(self, s, a):
        c = self._child(s, a)
        self._finish_decisions(c)
        return evaluate(c)

    def _best_place(self, s, legal):
        """Su-Ling, Buddhas and crystals where they help most; 'end' is scored without running the next turn."""
        def value(a):
            if a[0] == "end":
                return evaluate(s)
            c = self._child(s, a)
            return evaluate(c)
        return self._argmax(legal, value)

    def _child(self, s, a, seed=None):
        WORK[0] += 1
        c = s.clone(with_rng=False)
        c.rng = Rng(self.rng.getrandbits(32) if seed is None else seed)
        self._active = s.active_board
        rules.apply(c, a)
        return c

    def _determinise(self, s):
        """A copy whose unseen deck order is reshuffled (Wu-Feng positions kept), so look-ahead learns nothing."""
        c = s.clone(with_rng=False)
        c.rng = Rng(self.rng.getrandbits(32))
        wf = rules.card_tables().is_wf
        slots = [i for i, card in enumerate(c.deck) if not wf[card]]
        cards = [c.deck[i] for i in slots]
        self.rng.shuffle(cards)
        for i, card in zip(slots, cards):
            c.deck[i] = card
        hidden = [v for stack in c.villagers for v in stack[:-1]]   # face-down villagers (G-H.2)
        self.rng.shuffle(hidden)
        for stack in c.villagers:
            for k in range(len(stack) - 1):
                stack[k] = hidden.pop()
        return c

    def _finish_decisions(self, c):
        for _ in range(12):
            if c.decision is None or c.result is not None:
                return
            rules.apply(c, self._decision(c, c.decision[2], search=False))

    # ---- free options, taken by simple rules -----------------------------------------------------------------

    def _free_rule(self, s, legal):
        b = s.active_board
        lim = rules.card_tables().difficulties[s.difficulty_level].lose_haunted
        unhaunt = [a for a in legal if a[0] == "yy_unhaunt"]
        if unhaunt and sum(s.haunted) >= lim - 2:
            return unhaunt[0]
        for a in legal:
            if a[0] == "moon_dust":
                return a
            if a[0] == "potion":
                x = a[1]
                if not s.taoist_alive[x] or s.qi[x] <= 1:
                    return a
        if s.yang_step == PRE_MOVE and s.taoist_alive[b] and s.qi[b] <= 1:
            heal = [a for a in legal if a[0] in ("yy_act", "fireworks") and a[1] == TEA_HOUSE]
            if heal:
                return heal[0]
        return None

    # ---- decisions --------------------------------------------------------------------------------------------

    def _decision(self, s, opts, search):
        kind = s.decision[0]
        if kind == "reroll":
            return _reroll_choice(s, opts)
        if kind == "exorcise_pay":
            return max(opts, key=lambda a: (len(a[1]), sum(_threat(s, x) for x in a[1])))
        if kind in ("exorcise_spend", "barrier_take", "curse_skip", "suling_crystal", "token_holder",
                    "crystal_giver"):
            return opts[0]                              # the rules list the most ghosts / cheapest payment first
        if kind == "claw_colour":
            return max(opts, key=lambda a: _colour_need(s, a[1]))
        if kind == "qi_target":
            return max(opts, key=lambda a: s.qi[a[1]])
        if kind == "scroll_join":
            return opts[-1]
        if kind in ("take_tao", "circle", "tea"):            # (kind, colour): the colour the ghosts want most
            return max(opts, key=lambda a: _colour_need(s, a[1]))
        if not search and len(opts) > 6:
            return opts[0]
        return self._argmax(opts, lambda a: self._quick_value(s, a) if search else evaluate(self._child(s, a)))


def _colour_need(s, c):
    """How much the ghosts in play want colour c, less what the team already holds."""
    need = 0
    for x in range(12):
        card = s.ghost_spaces[x]
        if card >= 0:
            need += rules.card_tables().req[card][c]
    return need - sum(s.tao_tokens[b][c] for b in range(4)) + (2 if c == 4 else 0)


def _reroll_choice(s, opts):
    if len(s.decision[3]) < 6:                 # the Herbalist's dice: keep them
        return opts[0]
    _, b, spaces, dice, nfixed, _kungfu = s.decision[3][:6]
    need = exorcism.needs_of(s, spaces)
    have = [0] * 6
    mask = 0
    for i, d in enumerate(dice):
        if i < nfixed or d == 5:
            continue
        if need[d] - have[d] - s.tao_tokens[b][d] > 0:
            have[d] += 1
        else:
            mask |= 1 << i
    return ("reroll", mask) if ("reroll", mask) in opts else opts[0]


def _threat(s, x, T=None):
    card = s.ghost_spaces[x]
    if card < 0:
        return 0.0
    if T is None:
        T = rules.card_tables()
    t = GHOST_BASE + GHOST_REQ * _requirement_sum(T)[card]
    yin = 0.0
    for kw, n, _ in T.yin[card]:
        if kw == "haunter":
            yin += HAUNTER + HAUNTER_STEP * s.haunter_steps[x] + 10 * (n - 1)   # one step from haunting: villagers or a tile
        elif kw == "devourer":
            yin += DEVOURER
        elif kw == "tormentor":
            yin += TORMENTOR
    if yin:
        if s.suling_space == x:
            yin *= 0.4
        elif _unanswered(s, x // 3):
            yin *= URGENT      # no Taoist acts before this board's Yin phase: nobody can stop it
        t += yin
    t += 5 * s.captured_dice[x] + (6 if s.ghost_disables_power[x] else 0)
    if T.is_wf[card]:
        t += WU_FENG
    return t


_REQUIREMENT_SUMS: dict = {}


def _requirement_sum(T) -> tuple:
    """Each card's total Tao requirement, summed once per card table (evaluate reads it for every ghost)."""
    sums = _REQUIREMENT_SUMS.get(id(T))
    if sums is None:
        sums = _REQUIREMENT_SUMS[id(T)] = tuple(sum(r) for r in T.req)
    return sums


def _unanswered(s, b) -> bool:
    """True when no living Taoist has a Yang phase between now and board b's next Yin phase."""
    a = s.active_board
    k = (a + 1) % 4
    while k != b:
        if s.board_played[k] and s.taoist_alive[k]:
            return False
        k = (k + 1) % 4
    return b != a


def evaluate(s) -> float:
    """Static score of a position for the Taoists: higher is better."""
    if s.result == "win":
        return 1e6
    if s.result == "loss":
        return -1e6
    # Read once into locals: the advisor's rollouts score tens of thousands of positions per decision.
    T = rules.card_tables()
    lim = T.difficulties[s.difficulty_level].lose_haunted
    spaces, played, alive_flags, qi = s.ghost_spaces, s.board_played, s.taoist_alive, s.qi
    h = sum(s.haunted)
    v = -HAUNTED_TILE * h - (NEAR_LOSS_TILE if h >= lim - 1 else 0)
    for b in range(4):
        if played[b]:
            if alive_flags[b]:
                q = qi[b]
                tokens = s.tao_tokens[b]
                v += QI_VALUE[min(q, 6)]
                v += TOKEN * sum(tokens) + 0.5 * tokens[4] + 3 * s.moon_crystals[b]
                v += YIN_YANG * s.yin_yang_unused[b] + POWER_TOKEN * s.power_tokens[b] + BUDDHA_HELD * s.buddhas_held[b]
                if b == s.active_board and s.yang_step == PLACE and s.taoist_tile[b] == 4:
                    v += POWER_TOKEN * s.power_tokens_on_centre      # his to pick up in this step (G-11.4)
            else:
                v -= DEAD_TAOIST
        else:
            v += NEUTRAL_QI * min(qi[b], 3)
        if spaces[3 * b] >= 0 and spaces[3 * b + 1] >= 0 and spaces[3 * b + 2] >= 0:
            # a full board: an overrun costs this board 1 Qi on its next turn (G-6.1)
            if played[b] and alive_flags[b]:
                v -= QI + (DEAD_TAOIST if qi[b] <= 1 else 0)
            elif qi[b] > 0:
                v -= NEUTRAL_FULL
            else:             # an empty board passes the loss on to a living Taoist (G-6.2)
                v -= NEUTRAL_DRAINED
    alive = [b for b in range(4) if played[b] and alive_flags[b]]
    if len(alive) == 1 and qi[alive[0]] < 3:
        v -= LAST_TAOIST_LOW_QI[qi[alive[0]]]
    v += BUDDHA_PLACED * sum(s.buddha_on_space) + 3 * sum(s.barrier_crystals)
    g = len(s.graveyard)
    v -= DEAD_VILLAGER * g + (25 * (g - 8) if g > 8 else 0)
    v += SAVED_VILLAGER * len(s.shelter)
    for x in range(12):
        if spaces[x] >= 0:
            v -= _threat(s, x, T)
    v += WU_FENG_KILLED * s.wu_fengs_exorcised
    v -= _curse_exposure(s, T)
    return v


def _curse_exposure(s, T) -> float:
    """A tormentor's Haunting face hits the tile its Taoist stands on (G-G.10), killing every villager there."""
    risk = 0.0
    spaces, yin, suling = s.ghost_spaces, T.yin, s.suling_space
    for b in range(4):
        if not (s.board_played[b] and s.taoist_alive[b]):
            continue
        n = 0
        for x in range(b * 3, b * 3 + 3):
            card = spaces[x]
            if card >= 0 and suling != x and yin[card] and yin[card][0][0] == "tormentor":
                n += 1
        if n:
            p = s.taoist_tile[b]
            risk += n / 6 * (DEAD_VILLAGER * 1.5 * len(s.villagers[p]) if s.villagers[p] else HAUNTED_TILE) + n / 6 * QI
    return risk


def play(players: int, difficulty: str, seed: int, variant=None, bot_seed=None, trace=False):
    """One whole bot game; returns the final state (and prints the log with trace=True)."""
    config = rules.INFO.default_config(players)
    config["difficulty"] = difficulty
    if variant:
        config["variant"] = variant
    s = rules.setup(config, seed)
    bot = Bot(seed if bot_seed is None else bot_seed)
    shown = 0
    while s.result is None:
        seat = s.decision[1] if s.decision is not None else s.seat_of_board[s.active_board]
        a = bot.choose(s, seat)
        rules.apply(s, a)
        if trace:
            print("   >>", a)
            for line in s.log_entries[shown:]:
                print(line)
            shown = len(s.log_entries)
    return s
