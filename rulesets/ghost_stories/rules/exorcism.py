"""Exorcism (G-10.14-10.20), Kung Fu School (G-10.13) and the barrier roll (G-12.1b): dice, tokens, payment."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.arrival import remove_ghost
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.core import decide
from rulesets.ghost_stories.rules.effects import push_effects
from rulesets.ghost_stories.rules.powers import has_power, take_tao
from rulesets.ghost_stories.rules.state import CIRCLE, CLAW, SWORD, WHITE, State
from rulesets.ghost_stories.rules.tasks import task

REROLL_MASKS = {n: [("reroll", m) for m in range(1 << n)] for n in range(6)}


def exorcisable(s: State, space: int) -> bool:
    card = s.ghost_spaces[space]
    return card >= 0 and (not card_tables().needs_buddha[card] or s.buddha_on_space[space])


def start(s: State, b: int, spaces: tuple, kungfu: bool = False) -> None:
    """Roll the Tao dice for an exorcism by board b against `spaces` (G-10.16)."""
    sp, scap = s.ghost_spaces, s.captured_dice
    captured = 0                                    # Kung Fu too (G-10.13)
    for x in range(12):
        if scap[x] and sp[x] >= 0:
            captured += scap[x]
    n = max(0, 3 - captured)
    if has_power(s, b, "extra_die"):
        n += 1                      # Third Eye: the extra die (G-10.16)
    fixed = []
    if s.artifacts[b] & SWORD and n > 0:
        fixed, n = [WHITE], n - 1   # Divine Sword: one die set to white (G-14.3 Hua)
    dice = fixed + core.roll(s, n)
    s.log_entries.append(("dice_rolled", s.cause, "exorcism", tuple(dice)))
    if n and has_power(s, b, "reroll"):
        decide(s, "reroll", s.seat_of_board[b], REROLL_MASKS[len(dice)], "rerolled", b, spaces, tuple(dice), len(fixed),
               kungfu)
        return
    offer_payment(s, b, spaces, tuple(dice), kungfu)


@task("rerolled")
def _rerolled(s: State, action, b, spaces, dice, nfixed, kungfu) -> None:
    mask = action[1]
    dice = list(dice)
    if mask:
        for i in range(nfixed, len(dice)):
            if mask >> i & 1:
                dice[i] = core.roll(s, 1)[0]
        s.log_entries.append(("dice_rolled", s.cause, "reroll", tuple(dice)))
    offer_payment(s, b, spaces, tuple(dice), kungfu)


def _pool(s: State, b: int, own_only: bool):
    """Tokens and crystals usable by b: his own plus those of Taoists on his tile (with permission)."""
    donors = [b] if own_only else [x for x in range(4) if s.taoist_alive[x] and s.taoist_tile[x] == s.taoist_tile[b]]
    if b not in donors:
        donors.insert(0, b)
    else:
        donors.remove(b)
        donors.insert(0, b)
    return donors


def needs_of(s: State, spaces) -> list:
    """Summed requirement per colour after the Circle of Prayer and the Mantra (G-10.15)."""
    T = card_tables()
    circ = s.circle_colour if (s.circle_colour >= 0 and s.position_of_kind[CIRCLE] >= 0 and not s.haunted[s.position_of_kind[CIRCLE]]) else -1
    need = [0, 0, 0, 0, 0]
    for x in spaces:
        r = list(T.req[s.ghost_spaces[x]])
        if circ >= 0 and r[circ] > 0:
            r[circ] -= 1
        if s.mantra_space == x:
            best = max(range(5), key=lambda c: r[c])
            if r[best] > 0:
                r[best] -= 1
        for c in range(5):
            need[c] += r[c]
    return need


def shortfall(need, dice, tokens, wild) -> int:
    """How many points are still missing after dice, tokens and wild points (0 = success)."""
    have = [0] * 6
    for d in dice:
        have[d] += 1
    missing = 0
    for c in range(5):
        short = need[c] - have[c] - tokens[c]
        if short > 0:
            missing += short
    missing -= have[WHITE] + wild
    return missing if missing > 0 else 0


def _feasible(s, b, spaces, dice, own_only, wild_extra=0, use_tokens=True):
    donors = _pool(s, b, own_only)
    if not use_tokens:
        tokens, wild = [0] * 5, wild_extra
    elif len(donors) == 1:          # the usual case: no other Taoist shares the tile (shortfall only reads)
        tokens, wild = s.tao_tokens[b], s.moon_crystals[b] + wild_extra
    else:
        tokens = [sum(s.tao_tokens[x][c] for x in donors) for c in range(5)]
        wild = sum(s.moon_crystals[x] for x in donors) + wild_extra
    return shortfall(needs_of(s, spaces), dice, tokens, wild) == 0


def offer_payment(s: State, b: int, spaces: tuple, dice: tuple, kungfu: bool) -> None:
    """G-10.19: the feasible target sets are offered; ('exorcise_pay', ()) gives up and keeps the tokens."""
    targets = [x for x in spaces if exorcisable(s, x)]
    opts = []
    if kungfu:
        chosen = []
        for x in sorted(targets, key=lambda x: sum(card_tables().req[s.ghost_spaces[x]])):
            if _feasible(s, b, chosen + [x], dice, True):
                chosen.append(x)
        if chosen:
            opts.append(("exorcise_pay", tuple(chosen)))
    else:
        if len(targets) == 2 and _feasible(s, b, targets, dice, False):
            opts.append(("exorcise_pay", tuple(targets)))
        for x in targets:
            if _feasible(s, b, [x], dice, False):
                opts.append(("exorcise_pay", (x,)))
    opts.append(("exorcise_pay", ()))
    if len(opts) == 1:
        settle(s, b, spaces, dice, kungfu, ())
        return
    decide(s, "exorcise_pay", s.seat_of_board[b], opts, "paid", b, spaces, dice, kungfu)


@task("paid")
def _paid(s: State, action, b, spaces, dice, kungfu) -> None:
    settle(s, b, spaces, dice, kungfu, action[1])


def settle(s: State, b: int, spaces: tuple, dice: tuple, kungfu: bool, chosen: tuple) -> None:
    """Spend what the chosen ghosts cost, remove them and queue their exit symbols (not for Kung Fu)."""
    if not chosen:
        s.log_entries.append(("exorcism_failed", s.cause, spaces))
        if s.artifacts[b] & CLAW and not s.claw_used and spaces:  # Vengeful Claw (G-14.3 Sheng)
            s.claw_used = True
            card = s.ghost_spaces[spaces[0]]
            if card >= 0:
                take_tao(s, b, card_tables().colour[card])
        return
    need = needs_of(s, chosen)
    have = [0] * 6
    for d in dice:
        have[d] += 1
    donors = _pool(s, b, kungfu)
    missing = 0
    for c in range(5):
        short = need[c] - have[c]
        for x in donors:
            while short > 0 and s.tao_tokens[x][c] > 0:
                s.tao_tokens[x][c] -= 1
                s.reserve_tao[c] += 1
                short -= 1
        missing += max(0, short)
    missing -= have[WHITE]
    for x in donors:
        while missing > 0 and s.moon_crystals[x] > 0:
            s.moon_crystals[x] -= 1
            s.crystals_gained_this_turn[x] = min(s.crystals_gained_this_turn[x], s.moon_crystals[x])
            s.reserve_crystals += 1
            missing -= 1
    s.tasks.append(("check_win",))  # below the exit symbols, so it runs after them (G-10.20)
    for x in reversed(chosen):
        kill_ghost(s, x, b, with_exit=not kungfu)


def kill_ghost(s: State, space: int, who: int, with_exit: bool = True) -> None:
    T = card_tables()
    card = remove_ghost(s, space)
    s.log_entries.append(("ghost_exorcised", s.cause, card, space))
    if T.is_wf[card]:
        s.wu_fengs_left -= 1
        s.wu_fengs_exorcised += 1
    if with_exit and T.exit[card]:
        push_effects(s, T.exit[card], space, card, who)


@task("check_win")
def check_win(s: State) -> None:
    """G-10.20: the last Wu-Feng is gone and, after its exit symbol, a Taoist still lives."""
    if s.result is None and s.wu_fengs_left <= 0 and any(s.taoist_alive):
        s.result, s.reason = "win", "every Wu-Feng is exorcised (G-10.20)"
        s.tasks.clear()
        s.log_entries.append(("game_won", None, s.reason))


def barrier_roll(s: State, b: int) -> None:
    """G-12.1b/12.2: 4 dice (captured too), barrier crystals wild, no tokens or powers but Circle and Mantra."""
    dice = core.roll(s, 4)
    s.log_entries.append(("dice_rolled", s.cause, "barrier", tuple(dice)))
    wild = sum(s.barrier_crystals)
    targets = [x for x in range(b * 3, b * 3 + 3) if s.ghost_spaces[x] >= 0 and not card_tables().is_wf[s.ghost_spaces[x]]]
    best = ()
    for mask in range((1 << len(targets)) - 1, 0, -1):
        subset = tuple(t for i, t in enumerate(targets) if mask >> i & 1)
        if len(subset) > len(best) and _feasible(s, b, subset, dice, True, wild, use_tokens=False):
            best = subset
    who = b if s.taoist_alive[b] else s.active_board
    for x in best:
        kill_ghost(s, x, who)
    if not best:
        s.log_entries.append(("exorcism_failed", s.cause, tuple(targets)))
