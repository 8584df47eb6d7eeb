"""Exorcism (G-10.14-10.20), Kung Fu School (G-10.13) and the barrier roll (G-12.1b): dice, tokens, payment.

An exorcism asks two things, each only when there is more than one sensible answer: which ghosts to take
(`exorcise_pay`) and, when the dice leave a gap, how to fill it (`exorcise_spend`: which tokens and crystals,
and with them the Mantra's colour, G-10.15). White dice always fill the gap before any token (G-G.9), and no
payment ever spends more than the gap. Tokens of a Taoist sharing the tile are offered in the same list: the
hotseat table agrees for him (G-H.3's "table decides" control)."""
from __future__ import annotations

from operator import itemgetter

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.arrival import remove_ghost
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.core import decide, table_seat
from rulesets.ghost_stories.rules.effects import push_effects
from rulesets.ghost_stories.rules.powers import has_power, take_tao
from rulesets.ghost_stories.rules.state import BOARDS, CIRCLE, CLAW, SWORD, TAO_COLOURS, WHITE, State
from rulesets.ghost_stories.rules.tasks import task

CRYSTAL = 5                  # the "colour" of a Moon Crystal in a payment: wild (G-10.18)
MAX_PAYMENTS = 24            # more ways to pay than this are never worth a list: the best ones are kept


def reroll_options(rolled: int, fixed: int = 0) -> list:
    """Every choice of the `rolled` dice to roll again, as bit masks over all the dice: dice fixed before them
    (the Divine Sword's white face, G-14.3 Hua) were set, not rolled, so Second Chance never offers them (G-10.16)."""
    options = _REROLLS.get((rolled, fixed))
    if options is None:
        options = _REROLLS[rolled, fixed] = tuple(("reroll", m << fixed) for m in range(1 << rolled))
    return list(options)


_REROLLS: dict = {}     # (rolled, fixed) -> the reroll options, built once each


def exorcisable(s: State, space: int) -> bool:
    card = s.ghost_spaces[space]
    return card >= 0 and (not TABLES.needs_buddha[card] or s.buddha_on_space[space])


def start(s: State, b: int, spaces: tuple, kungfu: bool = False) -> None:
    """Roll the Tao dice for an exorcism by board b against `spaces` (G-10.16)."""
    captured = sum(s.captured_dice)     # held by the ghosts in play (they leave with their ghost); Kung Fu too
    n = max(0, 3 - captured)
    if has_power(s, b, "extra_die"):
        n += 1                      # Third Eye: the extra die (G-10.16)
    fixed = []
    if s.artifacts[b] & SWORD and n > 0:
        fixed, n = [WHITE], n - 1   # Divine Sword: one die set to white (G-14.3 Hua)
    dice = tuple(fixed + core.roll(s, n))
    s.log_entries.append(("dice_rolled", s.cause, "exorcism", dice))
    if n and has_power(s, b, "reroll"):
        decide(s, "reroll", s.seat_of_board[b], reroll_options(n, len(fixed)), "rerolled", b, spaces, dice,
               len(fixed), kungfu)
        return
    offer_payment(s, b, spaces, dice, kungfu)


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


def _pool(s: State, b: int, own_only: bool) -> list:
    """Whose tokens and crystals may pay: b first, then the living Taoists on his tile (G-10.17/10.18)."""
    if own_only:
        return [b]
    here, alive, tile = s.taoist_tile[b], s.taoist_alive, s.taoist_tile
    donors = [b]
    for x in BOARDS:         # a plain loop: a comprehension costs a call of its own
        if x != b and alive[x] and tile[x] == here:
            donors.append(x)
    return donors


def _reduced(s: State, x: int) -> list:
    """The requirement of the ghost on space x after the Circle of Prayer (G-10.10/10.15)."""
    r = list(TABLES.req[s.ghost_spaces[x]])
    pos = s.position_of_kind[CIRCLE]
    c = s.circle_colour
    if c >= 0 and pos >= 0 and not s.haunted[pos] and r[c] > 0:
        r[c] -= 1
    return r


NO_MANTRA = (-1,)       # mantra_colours() when the Mantra weakens none of the ghosts


def mantra_colours(s: State, spaces) -> tuple:
    """G-10.15: the colours the Mantra may weaken once the dice are seen; (-1,) when it weakens nothing here."""
    if s.mantra_space < 0 or s.mantra_space not in spaces:
        return (-1,)
    r = _reduced(s, s.mantra_space)
    return tuple(c for c in range(5) if r[c] > 0) or (-1,)


def needs_of(s: State, spaces, mantra=None, requirements=None) -> list:
    """Summed requirement per colour after the Circle of Prayer and the Mantra (G-10.15). `mantra` is the
    colour the Mantra weakens (-1: none); None picks the highest remaining requirement of its ghost.
    `requirements` may hold each space's requirement after the Circle, read once per offer (never changed)."""
    need = [0, 0, 0, 0, 0]
    for x in spaces:
        r = requirements[x] if requirements is not None else _reduced(s, x)
        for c in TAO_COLOURS:
            need[c] += r[c]
        if s.mantra_space == x:
            m = max(range(5), key=lambda c: r[c]) if mantra is None else mantra
            if m >= 0 and r[m] > 0:
                need[m] -= 1
    return need


def dice_tally(dice) -> list:
    """How many dice show each face (0..5 = red, yellow, green, blue, black, white)."""
    tally = [0] * 6
    for d in dice:
        tally[d] += 1
    return tally


def shortfall(need, tally, tokens, wild) -> int:
    """How many points are still missing after the dice (`tally`, from dice_tally), tokens and wild points
    (0 = success). The dice come tallied because an offer checks many ghost sets against the same throw."""
    missing = 0
    for c in range(5):
        short = need[c] - tally[c] - tokens[c]
        if short > 0:
            missing += short
    missing -= tally[WHITE] + wild
    return missing if missing > 0 else 0


def _gap(need, dice) -> tuple:
    """(per-colour shortfall after the coloured dice, points to pay once the white dice have filled what they
    can): white dice come before any token (G-G.9), so exactly that many points are paid, never more."""
    have = dice_tally(dice)
    short, total = [0, 0, 0, 0, 0], 0
    for c in range(5):
        missing = need[c] - have[c]
        if missing > 0:
            short[c] = missing
            total += missing
    total -= have[WHITE]
    return short, total if total > 0 else 0


NO_TOKENS = (0, 0, 0, 0, 0)


def _pool_totals(s: State, donors) -> tuple:
    """(tokens per colour, Moon Crystals) the donors hold together; read it, never change it."""
    if len(donors) == 1:                 # the usual lone Taoist: his own counts, no sums to build
        return s.tao_tokens[donors[0]], s.moon_crystals[donors[0]]
    tokens, crystals = [0, 0, 0, 0, 0], 0
    for x in donors:
        held = s.tao_tokens[x]
        for c in range(5):
            tokens[c] += held[c]
        crystals += s.moon_crystals[x]
    return tokens, crystals


def _costs(s: State, spaces, tally: list, pool: tuple, requirements: dict):
    """(payable, free): whether some Mantra colour lets the dice (`tally`) plus the pool (tokens, crystals) beat
    `spaces`, and whether the dice alone already do. `requirements`: each space's, after the Circle."""
    tokens, wild = pool
    white = tally[WHITE]
    payable = free = False
    mantra = s.mantra_space
    for m in (NO_MANTRA if mantra < 0 or mantra not in spaces else mantra_colours(s, spaces)):
        # one ghost the Mantra does not weaken needs just its own requirement (read here, never changed)
        need = requirements[spaces[0]] if m < 0 and len(spaces) == 1 else needs_of(s, spaces, m, requirements)
        # shortfall(need, tally, tokens, wild) and shortfall(need, tally, NO_TOKENS, 0) in one pass
        missing_after_tokens = missing_after_dice = 0
        for c in TAO_COLOURS:
            short = need[c] - tally[c]
            if short > 0:
                missing_after_dice += short
                short -= tokens[c]
                if short > 0:
                    missing_after_tokens += short
        if missing_after_tokens <= white + wild:
            payable = True
            if missing_after_dice <= white:
                free = True
    return payable, free


MOST_GHOSTS_THEN_FREE = itemgetter(0, 1)     # sort key of (-ghosts, costs tokens, set)


def _target_sets(targets: list, kungfu: bool) -> list:
    """Kung Fu may pay for any of its ghosts (G-10.13); an exorcism takes one or both facing ghosts (G-10.14)."""
    if kungfu:
        n = len(targets)
        sets = [tuple(t for i, t in enumerate(targets) if m >> i & 1) for m in range(1, 1 << n)]
        return sorted(sets, key=lambda st: -len(st))
    sets = [tuple(targets)] if len(targets) == 2 else []
    for x in targets:           # a plain loop: a comprehension costs a call of its own
        sets.append((x,))
    return sets


def offer_payment(s: State, b: int, spaces: tuple, dice: tuple, kungfu: bool) -> None:
    """G-10.19: the ghosts the dice (and tokens) can beat are offered, the most first. Giving up, which keeps
    the tokens, is offered only when every such choice costs tokens: what the dice beat alone dies."""
    targets = []
    for x in spaces:                 # exorcisable(s, x), inlined
        card = s.ghost_spaces[x]
        if card >= 0 and (not TABLES.needs_buddha[card] or s.buddha_on_space[x]):
            targets.append(x)
    payable_sets, any_free = [], False
    tally, pool = dice_tally(dice), _pool_totals(s, _pool(s, b, kungfu))
    requirements = {}                # each ghost's, read once and shared by every ghost set below
    for x in targets:
        requirements[x] = _reduced(s, x)
    for st in _target_sets(targets, kungfu):
        payable, free = _costs(s, st, tally, pool, requirements)
        if payable:
            payable_sets.append((-len(st), not free, st))
            any_free = any_free or free
    if len(payable_sets) > 1:
        payable_sets.sort(key=MOST_GHOSTS_THEN_FREE)        # stable: equal sets keep their order
    opts = []
    for _, _, st in payable_sets:
        opts.append(("exorcise_pay", st))
    if opts and not any_free:
        opts.append(("exorcise_pay", ()))
    if not opts:
        failed(s, b, spaces)
        return
    if len(opts) == 1:
        choose_spend(s, b, opts[0][1], dice, kungfu)
        return
    decide(s, "exorcise_pay", s.seat_of_board[b], opts, "paid", b, spaces, dice, kungfu)


@task("paid")
def _paid(s: State, action, b, spaces, dice, kungfu) -> None:
    if not action[1]:
        failed(s, b, spaces)
        return
    choose_spend(s, b, action[1], dice, kungfu)


def _spends(short: list, to_pay: int, sources: list) -> list:
    """Every way to pay `to_pay` points from `sources` [(board, colour or CRYSTAL, available)] with no token
    beyond its colour's shortfall (the white dice fill the rest), own tokens first in the enumeration."""
    out: list = []
    acc: list = []

    def rec(i: int, left: int) -> None:
        if len(out) >= 4 * MAX_PAYMENTS:
            return
        if left == 0:
            out.append(tuple(acc))
            return
        if i == len(sources):
            return
        b, c, avail = sources[i]
        cap = min(avail, left) if c == CRYSTAL else min(avail, left, short[c])
        for k in range(cap, -1, -1):
            if k:
                acc.append((b, c, k))
                if c != CRYSTAL:
                    short[c] -= k
            rec(i + 1, left - k)
            if k:
                acc.pop()
                if c != CRYSTAL:
                    short[c] += k

    rec(0, to_pay)
    return out


def payments(s: State, b: int, chosen: tuple, dice: tuple, kungfu: bool) -> list:
    """The ('pay_with', mantra colour, spend) options for the chosen ghosts, the cheapest-looking first:
    fewest Moon Crystals, then fewest tokens of other Taoists, then the colours b holds most of."""
    colours = mantra_colours(s, chosen)
    if len(colours) == 1:
        short, to_pay = _gap(needs_of(s, chosen, colours[0]), dice)
        if to_pay == 0:         # the dice alone beat them (the usual case): paying nothing is the one way
            return [("pay_with", colours[0], ())]
    donors = _pool(s, b, kungfu)
    sources = [(x, c, s.tao_tokens[x][c]) for x in donors for c in range(5) if s.tao_tokens[x][c]]
    sources += [(x, CRYSTAL, s.moon_crystals[x]) for x in donors if s.moon_crystals[x]]
    seen, out = set(), []
    for m in colours:
        short, to_pay = _gap(needs_of(s, chosen, m), dice)
        for spend in _spends(short, to_pay, sources):
            if spend not in seen:
                seen.add(spend)
                out.append(("pay_with", m, spend))

    def cost(a):
        spend = a[2]
        crystals = sum(k for x, c, k in spend if c == CRYSTAL)
        borrowed = sum(k for x, c, k in spend if x != b)
        scarce = sum(k * -s.tao_tokens[x][c] for x, c, k in spend if c != CRYSTAL)
        return crystals, borrowed, scarce
    out.sort(key=cost)
    return out[:MAX_PAYMENTS]


def choose_spend(s: State, b: int, chosen: tuple, dice: tuple, kungfu: bool) -> None:
    opts = payments(s, b, chosen, dice, kungfu)
    if len(opts) == 1:
        settle(s, b, chosen, opts[0][2], kungfu)
        return
    decide(s, "exorcise_spend", s.seat_of_board[b], opts, "spent", b, chosen, kungfu)


@task("spent")
def _spent(s: State, action, b, chosen, kungfu) -> None:
    settle(s, b, chosen, action[2], kungfu)


def settle(s: State, b: int, chosen: tuple, spend: tuple, kungfu: bool) -> None:
    """Spend exactly the chosen tokens and crystals, remove the ghosts and queue their exit symbols (none for
    Kung Fu, G-10.13)."""
    for x, c, k in spend:
        if c == CRYSTAL:
            s.moon_crystals[x] -= k
            s.crystals_gained_this_turn[x] = min(s.crystals_gained_this_turn[x], s.moon_crystals[x])
            s.reserve_crystals += k
        else:
            s.tao_tokens[x][c] -= k
            s.reserve_tao[c] += k
    if spend:
        s.log_entries.append(("exorcism_paid", s.cause, spend))
    s.tasks.append(("check_win",))  # below the exit symbols, so it runs after them (G-10.20)
    for x in reversed(chosen):
        kill_ghost(s, x, b, with_exit=not kungfu)


def failed(s: State, b: int, spaces: tuple) -> None:
    """No ghost died: the Vengeful Claw gives a token of a targeted ghost's colour, once a turn (G-14.3)."""
    s.log_entries.append(("exorcism_failed", s.cause, spaces))
    if not (s.artifacts[b] & CLAW) or s.claw_used or not s.taoist_alive[b]:
        return
    colours = []
    for x in spaces:
        card = s.ghost_spaces[x]
        if card >= 0:
            c = TABLES.colour[card]
            if c not in colours and s.reserve_tao[c] > 0:
                colours.append(c)
    if not colours:
        return
    s.claw_used = True
    if len(colours) == 1:
        take_tao(s, b, colours[0])
        return
    decide(s, "claw_colour", s.seat_of_board[b], [("claw_colour", c) for c in colours], "claw_chosen", b)


@task("claw_chosen")
def _claw_chosen(s: State, action, b: int) -> None:
    take_tao(s, b, action[1])


def kill_ghost(s: State, space: int, who: int, with_exit: bool = True) -> None:
    T = TABLES
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


# ---- the Mystic Barrier's roll (G-12.1b, G-12.2) ------------------------------------------------------------

def _barrier_cost(s: State, subset: tuple, dice: tuple) -> int:
    """The fewest barrier crystals that beat `subset` with these dice (any Mantra colour), or 99."""
    best = 99
    for m in mantra_colours(s, subset):
        best = min(best, _gap(needs_of(s, subset, m), dice)[1])
    return best


def barrier_roll(s: State, b: int) -> None:
    """G-12.1b/12.2: 4 dice (captured too), barrier crystals wild, no tokens or powers but Circle and Mantra.
    The players choose which feasible set of ghosts dies; the crystals it uses leave the barrier."""
    dice = tuple(core.roll(s, 4))
    s.log_entries.append(("dice_rolled", s.cause, "barrier", dice))
    offer_barrier(s, b, dice)


def offer_barrier(s: State, b: int, dice: tuple) -> None:
    """The sets of board b's regular ghosts these dice and the barrier's crystals beat, the most first."""
    wild = sum(s.barrier_crystals)
    T = TABLES
    targets = [x for x in range(b * 3, b * 3 + 3) if s.ghost_spaces[x] >= 0 and not T.is_wf[s.ghost_spaces[x]]]
    sets = _target_sets(targets, True)
    costed = [(st, _barrier_cost(s, st, dice)) for st in sets]
    feasible = sorted(((st, k) for st, k in costed if k <= wild), key=lambda t: (-len(t[0]), t[1]))
    opts = [("barrier_take", st) for st, _ in feasible]
    if feasible and all(k > 0 for _, k in feasible):
        opts.append(("barrier_take", ()))      # every set costs crystals: keeping them is a real choice
    if not feasible:
        s.log_entries.append(("exorcism_failed", s.cause, tuple(targets)))
        return
    if len(opts) == 1:
        _barrier_taken(s, opts[0], b, dice)
        return
    seat = s.seat_of_board[b] if s.board_played[b] and s.taoist_alive[b] else table_seat(s)
    decide(s, "barrier_take", seat, opts, "barrier_taken", b, dice)


@task("barrier_taken")
def _barrier_taken(s: State, action, b: int, dice: tuple) -> None:
    chosen = action[1]
    if not chosen:
        s.log_entries.append(("exorcism_failed", s.cause, ()))
        return
    used = _barrier_cost(s, chosen, dice)
    for k in range(4):                       # G-12.1b: the crystals the roll used go back to the reserve
        if used and s.barrier_crystals[k]:
            s.barrier_crystals[k] = 0
            s.reserve_crystals += 1
            used -= 1
    who = b if s.taoist_alive[b] else s.active_board
    for x in reversed(chosen):
        kill_ghost(s, x, who)
