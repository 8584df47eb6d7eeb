"""One handler per ghost symbol keyword (G-G.1) and per curse-die face (G-5.7)."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.core import decide, qi_loss, table_seat
from rulesets.ghost_stories.rules.powers import green_skips_curse, take_tao
from rulesets.ghost_stories.rules.state import FACE, LINE, POWER_KW, State
from rulesets.ghost_stories.rules.tasks import CURSE_DIE_FACES, GHOST_EFFECTS, curse_face, effect, task


@task("ghost_effect")
def ghost_effect(s: State, keyword: str, space: int, card: int, who: int, n: int, colour: int) -> None:
    """One symbol of the ghost on `space` (card `card`), hitting board `who`."""
    s.cause = ("ghost", keyword, card)
    GHOST_EFFECTS[keyword](s, space, card, who, n, colour)


def push_effects(s: State, effects, space: int, card: int, who: int) -> None:
    """Queue a card's effect list so that it resolves in printed order."""
    for keyword, n, col in reversed(effects):
        s.tasks.append(("ghost_effect", keyword, space, card, who, n, col))


# ---- ghost keywords -----------------------------------------------------------------------------------------

@effect("haunter")
def _haunter(s, space, card, who, n, colour):
    """G-5.3: advance the figure one space per step; step 1 pushes a villager, step 2 haunts."""
    if s.ghost_spaces[space] != card:
        return
    if n > 1:
        s.tasks.append(("ghost_effect", "haunter", space, card, who, n - 1, colour))
    if s.haunter_steps[space] == 0:
        s.haunter_steps[space] = 1
        _push_villager(s, space)
    else:
        s.haunter_steps[space] = 0  # the figure haunts, then goes back onto its card (standard; authored wording)
        s.log_entries.append(("haunter_arrived", s.cause, space, card))
        core.haunt_from_space(s, space)


# Per space, along the ghost's row from the nearest tile: (a tile, the next tile a villager there flees to, -1
# past the last tile).
FLIGHTS = tuple(tuple(zip(row, row[1:] + (-1,))) for row in LINE)


def _push_villager(s: State, space: int) -> None:
    """G-5.3 step 1: the nearest villager of the ghost's row flees to the next tile, or dies when it cannot."""
    vill = s.villagers
    for p, q in FLIGHTS[space]:
        if vill[p]:
            if q < 0 or len(vill[q]) >= 3 or s.haunted[q]:
                cause = s.cause
                s.cause = ("pushed", q, s.haunted[q] if q >= 0 else 0)   # the villager dies of the push itself
                core.kill_top(s, p)
                s.cause = cause
            else:
                vill[q].append(vill[p].pop())
                s.log_entries.append(("villager_fled", s.cause, p, q))
            return


@effect("tormentor")
def _tormentor(s, space, card, who, n, colour):
    """G-5.4: the active player rolls the curse die."""
    if s.ghost_spaces[space] != card:
        return
    b = s.active_board
    origin = s.taoist_tile[b] if s.taoist_alive[b] else FACE[space]
    roll_or_skip(s, b, origin)


@effect("devourer")
def _devourer(s, space, card, who, n, colour):
    """G-5.5: eat the nearest villager in the ghost's row, else one the players choose, else 1 Qi."""
    if s.ghost_spaces[space] != card:
        return
    for p in LINE[space]:
        if s.villagers[p]:
            core.kill_top(s, p)
            return
    choices = [("kill_villager", p) for p in range(9) if s.villagers[p]]
    if len(choices) > 1:
        decide(s, "kill_villager", table_seat(s), choices, "kill_chosen")
    elif choices:
        core.kill_top(s, choices[0][1])
    else:
        qi_loss(s, s.active_board, 1)


@task("kill_chosen")
def _kill_chosen(s: State, action) -> None:
    core.kill_top(s, action[1])


@effect("bring_ghost")
def _bring_ghost(s, space, card, who, n, colour):
    for _ in range(n):
        s.tasks.append(("bring_ghost",))


@effect("disable_power")
def _disable_power(s, space, card, who, n, colour):
    s.ghost_disables_power[space] = 1
    if POWER_KW[space // 3][s.power_side[space // 3]] == "mantra" and s.mantra_space >= 0:
        s.mantra_space = -1  # G-7.8
    s.log_entries.append(("power_disabled", s.cause, space // 3))


@effect("capture_die")
def _capture_die(s, space, card, who, n, colour):
    s.captured_dice[space] = n
    s.log_entries.append(("dice_captured", s.cause, space, n))


@effect("lose_qi")
def _lose_qi(s, space, card, who, n, colour):
    qi_loss(s, who, n)


@effect("discard_tao_tokens")
def _discard_tao(s, space, card, who, n, colour):
    if s.board_played[who]:
        t = s.tao_tokens[who]
        for c in range(5):
            s.reserve_tao[c] += t[c]
            t[c] = 0
        s.log_entries.append(("tao_discarded", s.cause, who))


@effect("gain_qi")
def _gain_qi(s, space, card, who, n, colour):
    core.gain_qi(s, who, n)


@effect("gain_tao")
def _gain_tao(s, space, card, who, n, colour):
    if not s.taoist_alive[who]:
        return
    if colour >= 0:
        take_tao(s, who, colour)
        return
    opts = [("take_tao", c) for c in range(5) if s.reserve_tao[c] > 0]
    if len(opts) > 1:
        decide(s, "take_tao", s.seat_of_board[who], opts, "tao_chosen", who)
    elif opts:
        take_tao(s, who, opts[0][1])


@task("tao_chosen")
def _tao_chosen(s: State, action, who: int) -> None:
    take_tao(s, who, action[1])


@effect("gain_yinyang")
def _gain_yinyang(s, space, card, who, n, colour):
    if s.taoist_alive[who] and not s.yin_yang_unused[who]:
        s.yin_yang_unused[who] = 1
        s.log_entries.append(("yin_yang_regained", s.cause, who))


@effect("roll_curse_die")
def _roll_curse(s, space, card, who, n, colour):
    roll_or_skip(s, who, s.taoist_tile[who])    # -1 for a dead Taoist: a Haunting then aims at the centre


def roll_or_skip(s: State, b: int, origin: int) -> None:
    """Board b rolls the curse die; Third Eye "may" skip the roll (G-18.3), so its player is asked (skip first)."""
    if green_skips_curse(s, b):
        decide(s, "curse_skip", s.seat_of_board[b], [("curse_skip", 1), ("curse_skip", 0)], "curse_skip_chosen",
               b, origin)
        return
    s.tasks.append(("curse_die", b, origin))


@task("curse_skip_chosen")
def _curse_skip_chosen(s: State, action, b: int, origin: int) -> None:
    if not action[1]:
        s.tasks.append(("curse_die", b, origin))


# ---- curse die (G-5.7) -----------------------------------------------------------------------------------------

@task("curse_die")
def curse_die(s: State, b: int, origin: int) -> None:
    """Roll the curse die for board b; Haunting aims near tile `origin`."""
    face = core.roll_curse_face(s)
    s.suling_may_come = True
    s.log_entries.append(("dice_rolled", s.cause, "curse", (face,)))
    apply_curse_face(s, b, origin, face)


def apply_curse_face(s: State, b: int, origin: int, face: str) -> None:
    s.cause = ("curse_die", face)
    CURSE_DIE_FACES[face](s, b, origin)


@curse_face("nothing")
def _no_effect(s, b, origin):
    return


@curse_face("haunting")
def _haunting(s, b, origin):
    core.haunt_near(s, origin if origin >= 0 else 4)   # G-G.10: nearest the active Taoist


@curse_face("ghost")
def _a_ghost(s, b, origin):
    s.tasks.append(("bring_ghost",))


@curse_face("discard_tao")
def _discard_face(s, b, origin):
    _discard_tao(s, -1, -1, b, 1, -1)


@curse_face("lose_qi")
def _lose_qi_face(s, b, origin):
    qi_loss(s, b, 1)
