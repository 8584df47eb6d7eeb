"""Village tile actions (G-10.4-10.13): when each is usable, and one handler per tile with its sub-choices."""
from __future__ import annotations

from itertools import compress

from rulesets.ghost_stories.rules import core, exorcism
from rulesets.ghost_stories.rules.arrival import remove_ghost
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.core import decide
from rulesets.ghost_stories.rules.effects import apply_curse_face
from rulesets.ghost_stories.rules.powers import board_disabled, has_power, take_tao
from rulesets.ghost_stories.rules.state import (
    BLACK,
    BOARDS,
    CEMETERY,
    CIRCLE,
    KUNG_FU,
    NEAR,
    PAVILION,
    SORCERER,
    TEMPLE,
    TILE_KEYWORDS,
    WATCHMAN,
    WHITE,
    State,
)
from rulesets.ghost_stories.rules.tasks import TILE_ACTIONS, task, tile_action

# Per tile kind: False for the seven tiles that can have nothing to do (usable() checks those), True otherwise.
ALWAYS_USABLE = tuple(k not in (CEMETERY, SORCERER, TEMPLE, WATCHMAN, CIRCLE, PAVILION, KUNG_FU)
                      for k in range(len(TILE_KEYWORDS)))
ALL_KINDS = tuple(range(len(TILE_KEYWORDS)))


def usable(s: State, b: int, kind: int) -> bool:
    """Whether performing tile `kind` for board b would do anything at all (unusable ones are not offered)."""
    if kind == CEMETERY:
        return bool(revivable(s)) or _cemetery_villager_ok(s)
    if kind == SORCERER:
        return _any_regular_ghost(s)
    if kind == TEMPLE:
        return (s.temple_buddhas if s.position_of_kind[TEMPLE] >= 0 else s.reserve_buddhas) > 0
    if kind == WATCHMAN:
        return any(s.haunter_steps)
    if kind == CIRCLE:
        return s.position_of_kind[CIRCLE] >= 0 and any(s.reserve_tao)
    if kind == PAVILION:
        return min(s.ghost_spaces) < 0 and max(s.ghost_spaces) >= 0          # G-10.11: not when all 12 are full
    if kind == KUNG_FU:
        return bool(kung_fu_colours(s, b))
    return True


def _any_regular_ghost(s: State) -> bool:
    wf = TABLES.is_wf
    for card in s.ghost_spaces:
        if card >= 0 and not wf[card]:
            return True
    return False


def usable_kinds(s: State, b: int) -> list:
    """Every tile kind usable now (for the Yin-Yang and Fireworks), in kind order, computed in one pass."""
    return list(compress(ALL_KINDS, usable_flags(s, b)))


def usable_flags(s: State, b: int) -> list:
    """Per tile kind: whether performing it for board b now would do anything (usable() for every kind at once,
    reading the ghosts in play once). Pair it with a per-kind table through itertools.compress."""
    wf, colour = TABLES.is_wf, TABLES.colour
    colours_present = 0          # bit c set: a regular ghost of colour c is in play
    any_ghost = free_space = False
    for card in s.ghost_spaces:
        if card < 0:
            free_space = True
        else:
            any_ghost = True
            if not wf[card]:
                colours_present |= 1 << colour[card]
    usable_now = list(ALWAYS_USABLE)      # only these seven tiles can have nothing to do
    cemetery = False
    if s.reserve_qi > 0:                  # revivable(s), without building its list
        alive, played = s.taoist_alive, s.board_played
        for x in BOARDS:
            if played[x] and not alive[x]:
                cemetery = True
                break
    usable_now[CEMETERY] = cemetery or _cemetery_villager_ok(s)
    usable_now[SORCERER] = colours_present != 0
    usable_now[TEMPLE] = (s.temple_buddhas if s.position_of_kind[TEMPLE] >= 0 else s.reserve_buddhas) > 0
    usable_now[WATCHMAN] = any(s.haunter_steps)
    usable_now[CIRCLE] = s.position_of_kind[CIRCLE] >= 0 and any(s.reserve_tao)
    usable_now[PAVILION] = free_space and any_ghost           # G-10.11: a ghost and a free space
    # kung_fu_colours(s, b) is not empty: a regular ghost of b's colour or a black one, or with a power token a
    # neutral board's colour (a board with Qi whose power no ghost disables)
    kung_fu = colours_present & (1 << b | 1 << BLACK) != 0
    if not kung_fu and colours_present and s.power_tokens[b] > 0:
        for x in BOARDS:
            if colours_present >> x & 1 and not s.board_played[x] and s.qi[x] > 0 and not board_disabled(s, x):
                kung_fu = True
                break
    usable_now[KUNG_FU] = kung_fu
    return usable_now


def revivable(s: State) -> list:
    """The dead Taoists of played boards that may come back: a revival takes its Qi from the reserve
    (G-10.4, G-14.3 Life Potion), so none may while the reserve holds no Qi."""
    if s.reserve_qi <= 0:
        return []
    return [x for x in range(4) if s.board_played[x] and not s.taoist_alive[x]]


def _cemetery_villager_ok(s: State) -> bool:
    p = s.position_of_kind[CEMETERY]
    return p >= 0 and bool(s.graveyard) and len(s.villagers[p]) < 3 and not s.haunted[p]


def perform(s: State, b: int, kind: int) -> None:
    s.cause = ("tile", kind, b)
    s.log_entries.append(("tile_used", None, b, kind))
    TILE_ACTIONS[TILE_KEYWORDS[kind]](s, b)


def _seat(s, b):
    return s.seat_of_board[b]


# ---- Cemetery (G-10.4) ----------------------------------------------------------------------------------------

@tile_action("revive")
def _cemetery(s, b):
    opts = [("cem_revive", x) for x in revivable(s)]
    if _cemetery_villager_ok(s):
        fams = sorted({TABLES.villager_family[v] for v in s.graveyard})
        opts += [("cem_villager", f) for f in fams]
    if len(opts) == 1:
        _cemetery_chosen(s, opts[0], b)
    elif opts:
        decide(s, "cemetery", _seat(s, b), opts, "cemetery_chosen", b)


def revive(s: State, x: int, qi: int) -> None:
    p = s.position_of_kind[CEMETERY]
    s.taoist_alive[x] = True
    s.taoist_tile[x] = p if p >= 0 else 4
    s.qi[x] = 0
    core.gain_qi(s, x, qi)       # as much of it as the reserve holds: revivable() saw at least one
    s.dead_taoists -= 1
    s.log_entries.append(("taoist_revived", s.cause, x))


def revive_villager(s: State, fam: int) -> None:
    for i, v in enumerate(s.graveyard):
        if TABLES.villager_family[v] == fam:
            s.villagers[s.position_of_kind[CEMETERY]].append(s.graveyard.pop(i))
            s.log_entries.append(("villager_revived", s.cause, s.position_of_kind[CEMETERY], fam))
            return


@task("cemetery_chosen")
def _cemetery_chosen(s, action, b):
    if action[0] == "cem_revive":
        revive(s, action[1], 2)
    else:
        revive_villager(s, action[1])
    face = core.roll_curse_face(s)
    s.suling_may_come = True
    s.log_entries.append(("dice_rolled", s.cause, "curse", (face,)))
    if face != "nothing" and has_power(s, b, "reroll"):
        decide(s, "curse_reroll", _seat(s, b), [("curse_reroll", 0), ("curse_reroll", 1)], "cemetery_reroll", b, face)
        return
    _cemetery_curse(s, b, face)


@task("cemetery_reroll")
def _cemetery_reroll(s, action, b, face):
    if action[1]:
        face = core.roll_curse_face(s)
        s.log_entries.append(("dice_rolled", s.cause, "curse", (face,)))
    _cemetery_curse(s, b, face)


def _cemetery_curse(s, b, face):
    p = s.position_of_kind[CEMETERY]
    apply_curse_face(s, b, p if p >= 0 else s.taoist_tile[b], face)


# ---- the other tiles --------------------------------------------------------------------------------------------

@tile_action("unhaunt_and_summon")
def _altar(s, b):
    """G-10.5: unhaunt a tile, then a ghost arrives."""
    s.tasks.append(("bring_ghost",))
    opts = [("unhaunt", p) for p in range(9) if s.haunted[p]]
    if len(opts) > 1:
        decide(s, "unhaunt", _seat(s, b), opts, "unhaunt_chosen")
    elif opts:
        unhaunt(s, opts[0][1])


def unhaunt(s: State, p: int) -> None:
    s.haunted[p] = 0
    s.log_entries.append(("tile_unhaunted", s.cause, p))


@task("unhaunt_chosen")
def _unhaunt_chosen(s, action):
    unhaunt(s, action[1])


@tile_action("gather_tao")
def _herbalist(s, b):
    """G-10.6: two Tao dice; white gives a Moon Crystal (White Moon)."""
    dice = core.roll(s, 2)
    s.log_entries.append(("dice_rolled", s.cause, "herbalist", tuple(dice)))
    if has_power(s, b, "reroll"):
        decide(s, "reroll", _seat(s, b), exorcism.reroll_options(2), "herb_reroll", b, tuple(dice))
        return
    _herb_take(s, b, dice)


@task("herb_reroll")
def _herb_reroll(s, action, b, dice):
    dice = list(dice)
    for i in range(2):
        if action[1] >> i & 1:
            dice[i] = core.roll(s, 1)[0]
    if action[1]:                   # the new faces are public, like the exorcism's re-roll (G-10.6)
        s.log_entries.append(("dice_rolled", s.cause, "reroll", tuple(dice)))
    _herb_take(s, b, dice)


def _herb_take(s, b, dice):
    for d in dice:
        if d == WHITE:
            if s.reserve_crystals > 0:
                s.reserve_crystals -= 1
                s.moon_crystals[b] += 1
                s.crystals_gained_this_turn[b] += 1
                s.log_entries.append(("crystal_taken", s.cause, b))
        else:
            take_tao(s, b, d)


@tile_action("banish_ghost")
def _sorcerer(s, b):
    """G-10.7: remove any regular ghost without its exit symbol, for 1 Qi."""
    s.tasks.append(("qi_loss", b, 1))
    opts = [("sorcerer", x) for x in range(12) if s.ghost_spaces[x] >= 0 and not TABLES.is_wf[s.ghost_spaces[x]]]
    if len(opts) > 1:
        decide(s, "sorcerer", _seat(s, b), opts, "sorcerer_chosen")
    elif opts:
        _sorcerer_chosen(s, opts[0])


@task("sorcerer_chosen")
def _sorcerer_chosen(s, action):
    card = remove_ghost(s, action[1])
    s.log_entries.append(("ghost_banished", s.cause, card, action[1]))


@tile_action("take_buddha")
def _temple(s, b):
    """G-10.8: take a Buddha (placeable from the next turn on, G-11.3)."""
    if s.position_of_kind[TEMPLE] >= 0 and s.temple_buddhas > 0:
        s.temple_buddhas -= 1
    elif s.position_of_kind[TEMPLE] < 0 and s.reserve_buddhas > 0:
        s.reserve_buddhas -= 1
    else:
        return
    s.buddhas_held[b] += 1
    s.buddhas_gained_this_turn[b] += 1
    s.log_entries.append(("buddha_taken", s.cause, b))


@tile_action("repel_haunters")
def _watchman(s, b):
    """G-10.9: every haunter figure on one board steps back."""
    opts = [("watchman", x) for x in range(4) if any(s.haunter_steps[x * 3:x * 3 + 3])]
    if len(opts) > 1:
        decide(s, "watchman", _seat(s, b), opts, "watch_chosen")
    elif opts:
        _watch_chosen(s, opts[0])


@task("watch_chosen")
def _watch_chosen(s, action):
    x = action[1]
    for sp in range(x * 3, x * 3 + 3):
        if s.haunter_steps[sp] > 0:
            s.haunter_steps[sp] -= 1
    s.log_entries.append(("haunters_repelled", s.cause, x))


@tile_action("prayer_token")
def _circle(s, b):
    """G-10.10: one reserve token lies on the Circle; it lowers that colour's requirements."""
    opts = [("circle", c) for c in range(5) if s.reserve_tao[c] > 0]
    if len(opts) > 1:
        decide(s, "circle", _seat(s, b), opts, "circle_chosen")
    elif opts:
        _circle_chosen(s, opts[0])


@task("circle_chosen")
def _circle_chosen(s, action):
    c = action[1]
    if s.circle_colour >= 0:
        s.reserve_tao[s.circle_colour] += 1
    s.reserve_tao[c] -= 1
    s.circle_colour = c
    s.log_entries.append(("circle_token", s.cause, c))


@tile_action("heavenly_wind")
def _pavilion(s, b):
    """G-10.11: move a ghost to an empty space, then another Taoist 1 tile."""
    opts = [("pav_ghost", x) for x in range(12) if s.ghost_spaces[x] >= 0]
    if not opts or min(s.ghost_spaces) >= 0:
        return
    decide(s, "pav_ghost", _seat(s, b), opts, "pav_from", b)


@task("pav_from")
def _pav_from(s, action, b):
    src = action[1]
    decide(s, "pav_to", _seat(s, b), [("pav_to", src, x) for x in range(12) if s.ghost_spaces[x] < 0], "pav_to", b)


@task("pav_to")
def _pav_to(s, action, b):
    src, dst = action[1], action[2]
    for arr in (s.ghost_spaces, s.haunter_steps, s.ghost_disables_power, s.captured_dice):
        arr[dst], arr[src] = arr[src], (-1 if arr is s.ghost_spaces else 0)
    if s.mantra_space == src:
        s.mantra_space = dst
    s.log_entries.append(("ghost_moved", s.cause, src, dst))
    opts = []
    for x in range(4):
        if x != b and s.taoist_alive[x]:
            opts += core.carried_moves(s, "pav_taoist", x, NEAR[s.taoist_tile[x]])
    if opts:
        decide(s, "pav_taoist", _seat(s, b), opts, "pav_taoist")


@task("pav_taoist")
def _pav_taoist(s, action):
    if len(action) > 3:
        core.carry(s, action[1], s.taoist_tile[action[1]], action[2])
    s.taoist_tile[action[1]] = action[2]
    s.log_entries.append(("taoist_moved", s.cause, action[1], action[2]))


@tile_action("tea")
def _tea(s, b):
    """G-10.12: a token of your choice and 1 Qi, then a ghost arrives."""
    s.tasks.append(("bring_ghost",))
    core.gain_qi(s, b, 1)
    opts = [("tea", c) for c in range(5) if s.reserve_tao[c] > 0]
    if len(opts) > 1:
        decide(s, "tea", _seat(s, b), opts, "tea_chosen", b)
    elif opts:
        take_tao(s, b, opts[0][1])


@task("tea_chosen")
def _tea_chosen(s, action, b):
    take_tao(s, b, action[1])


def kung_fu_colours(s: State, b: int) -> list:
    """Colours Kung Fu may target: own and black; a neutral board's colour for a power token (G-10.13)."""
    colour, wf = TABLES.colour, TABLES.is_wf
    present = set()          # the colours of the regular ghosts in play
    for card in s.ghost_spaces:
        if card >= 0 and not wf[card]:
            present.add(colour[card])
    out = [c for c in (b, BLACK) if c in present]        # b (0..3) comes before black (4)
    if s.power_tokens[b] > 0:
        out += [x for x in range(4) if x in present and x not in out and not s.board_played[x] and s.qi[x] > 0
                and not board_disabled(s, x)]
    return out


@tile_action("school_exorcism")
def _kung_fu(s, b):
    """G-10.13: one exorcism against every regular ghost of your colour, or every black one."""
    opts = [("kungfu", c) for c in kung_fu_colours(s, b)]
    if len(opts) > 1:
        decide(s, "kungfu", _seat(s, b), opts, "kung_fu_chosen", b)
    elif opts:
        _kung_fu_chosen(s, opts[0], b)


@task("kung_fu_chosen")
def _kung_fu_chosen(s, action, b):
    c = action[1]
    if c not in (b, BLACK):           # a neutral board's colour costs a power token
        s.power_tokens[b] -= 1
        s.power_tokens_on_centre += 1
    wf, colour, sp = TABLES.is_wf, TABLES.colour, s.ghost_spaces
    targets = []               # the regular ghosts of colour c
    for x in range(12):
        card = sp[x]
        if card >= 0 and not wf[card] and colour[card] == c:
            targets.append(x)
    spaces = tuple(targets)
    exorcism.start(s, b, spaces, kungfu=True)
