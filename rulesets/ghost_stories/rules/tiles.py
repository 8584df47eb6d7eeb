"""Village tile actions (G-10.4-10.13): when each is usable, and one handler per tile with its sub-choices."""
from __future__ import annotations

from rulesets.ghost_stories.board import load_board
from rulesets.ghost_stories.rules import core, exorcism
from rulesets.ghost_stories.rules.core import decide, qi_loss
from rulesets.ghost_stories.rules.effects import apply_curse_face, board_disabled, has_power, take_tao
from rulesets.ghost_stories.rules.state import (
    BLACK,
    CEMETERY,
    CIRCLE,
    COLOUR_NAMES,
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
from rulesets.ghost_stories.rules.yin import bring_ghost, remove_ghost

TILE_TITLES = tuple(t.name for t in load_board().tiles)


def usable(s: State, b: int, kind: int) -> bool:
    """Whether performing tile `kind` for board b would do anything at all (unusable ones are not offered)."""
    if kind == CEMETERY:
        return any(s.player[x] and not s.alive[x] for x in range(4)) or _cemetery_villager_ok(s)
    if kind == SORCERER:
        return any(c >= 0 and not s.T.is_wf[c] for c in s.sp)
    if kind == TEMPLE:
        return (s.temple_bud if s.tile_at[TEMPLE] >= 0 else s.res_bud) > 0
    if kind == WATCHMAN:
        return any(s.hpos)
    if kind == CIRCLE:
        return s.tile_at[CIRCLE] >= 0 and any(s.res_tao)
    if kind == PAVILION:
        return min(s.sp) < 0 and max(s.sp) >= 0          # G-10.11: not when all 12 are full
    if kind == KUNG_FU:
        return bool(kung_fu_colours(s, b))
    return True


def usable_kinds(s: State, b: int) -> list:
    """Every tile kind usable now (for the Yin-Yang and Fireworks), computed in one pass."""
    sp, wf, colour = s.sp, s.T.is_wf, s.T.colour
    any_regular = own_or_black = False
    for c in sp:
        if c >= 0 and not wf[c]:
            any_regular = True
            if colour[c] == b or colour[c] == BLACK:
                own_or_black = True
    out = []
    for k in range(len(HANDLERS)):
        if k == SORCERER:
            ok = any_regular
        elif k == KUNG_FU:
            ok = own_or_black or (s.ptok[b] > 0 and bool(kung_fu_colours(s, b)))
        elif k in (CEMETERY, TEMPLE, WATCHMAN, CIRCLE, PAVILION):
            ok = usable(s, b, k)
        else:
            ok = True
        if ok:
            out.append(k)
    return out


def _cemetery_villager_ok(s: State) -> bool:
    p = s.tile_at[CEMETERY]
    return p >= 0 and bool(s.graveyard) and len(s.vill[p]) < 3 and not s.haunted[p]


def perform(s: State, b: int, kind: int) -> None:
    s.log.append(f"the {COLOUR_NAMES[b]} Taoist uses the {TILE_TITLES[kind]}")
    HANDLERS[kind](s, b)


def _seat(s, b):
    return s.seat_of[b]


# ---- Cemetery (G-10.4) ----------------------------------------------------------------------------------------

def _cemetery(s, b):
    opts = [("cem_revive", x) for x in range(4) if s.player[x] and not s.alive[x]]
    if _cemetery_villager_ok(s):
        fams = sorted({s.T.villager_family[v] for v in s.graveyard})
        opts += [("cem_villager", f) for f in fams]
    if len(opts) == 1:
        _cemetery_chosen(s, opts[0], b)
    elif opts:
        decide(s, "cemetery", _seat(s, b), opts, _cemetery_chosen, b)


def revive(s: State, x: int, qi: int) -> None:
    p = s.tile_at[CEMETERY]
    s.alive[x] = True
    s.pos[x] = p if p >= 0 else 4
    s.qi[x] = 0
    core.gain_qi(s, x, qi)
    if s.qi[x] == 0:  # an empty Qi reserve cannot leave him alive at 0
        s.qi[x], s.res_qi = 1, s.res_qi - 1
    s.dead_count -= 1
    s.log.append(f"the {COLOUR_NAMES[x]} Taoist returns to life")


def revive_villager(s: State, fam: int) -> None:
    for i, v in enumerate(s.graveyard):
        if s.T.villager_family[v] == fam:
            s.vill[s.tile_at[CEMETERY]].append(s.graveyard.pop(i))
            s.log.append(f"a villager of the {s.T.family_id[fam].capitalize()} family rises at the Cemetery")
            return


def _cemetery_chosen(s, action, b):
    if action[0] == "cem_revive":
        revive(s, action[1], 2)
    else:
        revive_villager(s, action[1])
    face = core.roll_curse_face(s)
    s.trig_suling = True
    s.log.append("the curse die shows " + ("no effect", "Haunting", "a ghost", "discard Tao tokens", "lose 1 Qi")[face])
    if face and has_power(s, b, "reroll"):
        decide(s, "curse_reroll", _seat(s, b), [("curse_reroll", 0), ("curse_reroll", 1)], _cemetery_reroll, b, face)
        return
    _cemetery_curse(s, b, face)


def _cemetery_reroll(s, action, b, face):
    if action[1]:
        face = core.roll_curse_face(s)
        s.log.append("re-rolled: " + ("no effect", "Haunting", "a ghost", "discard Tao tokens", "lose 1 Qi")[face])
    _cemetery_curse(s, b, face)


def _cemetery_curse(s, b, face):
    p = s.tile_at[CEMETERY]
    apply_curse_face(s, b, p if p >= 0 else s.pos[b], face)


# ---- the other tiles --------------------------------------------------------------------------------------------

def _altar(s, b):
    """G-10.5: unhaunt a tile, then a ghost arrives."""
    s.stack.append((bring_ghost,))
    opts = [("unhaunt", p) for p in range(9) if s.haunted[p]]
    if len(opts) > 1:
        decide(s, "unhaunt", _seat(s, b), opts, _unhaunt_chosen)
    elif opts:
        unhaunt(s, opts[0][1])


def unhaunt(s: State, p: int) -> None:
    s.haunted[p] = 0
    s.log.append(f"tile {p + 1} is no longer haunted")


def _unhaunt_chosen(s, action):
    unhaunt(s, action[1])


def _herbalist(s, b):
    """G-10.6: two Tao dice; white gives a Moon Crystal (White Moon)."""
    dice = core.roll(s, 2)
    s.log.append("herbalist dice: " + ", ".join(COLOUR_NAMES[d] for d in dice))
    if has_power(s, b, "reroll"):
        decide(s, "reroll", _seat(s, b), exorcism.REROLL_MASKS[2], _herb_reroll, b, tuple(dice))
        return
    _herb_take(s, b, dice)


def _herb_reroll(s, action, b, dice):
    dice = list(dice)
    for i in range(2):
        if action[1] >> i & 1:
            dice[i] = core.roll(s, 1)[0]
    _herb_take(s, b, dice)


def _herb_take(s, b, dice):
    for d in dice:
        if d == WHITE:
            if s.res_cry > 0:
                s.res_cry -= 1
                s.cry[b] += 1
                s.cry_new[b] += 1
                s.log.append(f"the {COLOUR_NAMES[b]} Taoist takes a Moon Crystal")
        else:
            take_tao(s, b, d)


def _sorcerer(s, b):
    """G-10.7: remove any regular ghost without its exit symbol, for 1 Qi."""
    s.stack.append((qi_loss, b, 1))
    opts = [("sorcerer", x) for x in range(12) if s.sp[x] >= 0 and not s.T.is_wf[s.sp[x]]]
    if len(opts) > 1:
        decide(s, "sorcerer", _seat(s, b), opts, _sorcerer_chosen)
    elif opts:
        _sorcerer_chosen(s, opts[0])


def _sorcerer_chosen(s, action):
    card = remove_ghost(s, action[1])
    s.log.append(f"{s.T.card_name[card]} is banished")


def _temple(s, b):
    """G-10.8: take a Buddha (placeable from the next turn on, G-11.3)."""
    if s.tile_at[TEMPLE] >= 0 and s.temple_bud > 0:
        s.temple_bud -= 1
    elif s.tile_at[TEMPLE] < 0 and s.res_bud > 0:
        s.res_bud -= 1
    else:
        return
    s.bud[b] += 1
    s.bud_new[b] += 1
    s.log.append(f"the {COLOUR_NAMES[b]} Taoist takes a Buddha")


def _watchman(s, b):
    """G-10.9: every haunter figure on one board steps back."""
    opts = [("watchman", x) for x in range(4) if any(s.hpos[x * 3:x * 3 + 3])]
    if len(opts) > 1:
        decide(s, "watchman", _seat(s, b), opts, _watch_chosen)
    elif opts:
        _watch_chosen(s, opts[0])


def _watch_chosen(s, action):
    x = action[1]
    for sp in range(x * 3, x * 3 + 3):
        if s.hpos[sp] > 0:
            s.hpos[sp] -= 1
    s.log.append(f"the haunters of the {COLOUR_NAMES[x]} board fall back")


def _circle(s, b):
    """G-10.10: one reserve token lies on the Circle; it lowers that colour's requirements."""
    opts = [("circle", c) for c in range(5) if s.res_tao[c] > 0]
    if len(opts) > 1:
        decide(s, "circle", _seat(s, b), opts, _circle_chosen)
    elif opts:
        _circle_chosen(s, opts[0])


def _circle_chosen(s, action):
    c = action[1]
    if s.circle >= 0:
        s.res_tao[s.circle] += 1
    s.res_tao[c] -= 1
    s.circle = c
    s.log.append(f"a {COLOUR_NAMES[c]} token now lies on the Circle of Prayer")


def _pavilion(s, b):
    """G-10.11: move a ghost to an empty space, then another Taoist 1 tile."""
    opts = [("pav_ghost", x) for x in range(12) if s.sp[x] >= 0]
    if not opts or min(s.sp) >= 0:
        return
    decide(s, "pav_ghost", _seat(s, b), opts, _pav_from, b)


def _pav_from(s, action, b):
    src = action[1]
    decide(s, "pav_to", _seat(s, b), [("pav_to", src, x) for x in range(12) if s.sp[x] < 0], _pav_to, b)


def _pav_to(s, action, b):
    src, dst = action[1], action[2]
    for arr in (s.sp, s.hpos, s.sdis, s.scap):
        arr[dst], arr[src] = arr[src], (-1 if arr is s.sp else 0)
    if s.mantra == src:
        s.mantra = dst
    s.log.append(f"a ghost is blown from space {src + 1} to space {dst + 1}")
    opts = [("pav_taoist", x, d) for x in range(4) if x != b and s.alive[x] for d in NEAR[s.pos[x]]]
    if opts:
        decide(s, "pav_taoist", _seat(s, b), opts, _pav_taoist)


def _pav_taoist(s, action):
    s.pos[action[1]] = action[2]
    s.log.append(f"the wind carries the {COLOUR_NAMES[action[1]]} Taoist to tile {action[2] + 1}")


def _tea(s, b):
    """G-10.12: a token of your choice and 1 Qi, then a ghost arrives."""
    s.stack.append((bring_ghost,))
    core.gain_qi(s, b, 1)
    opts = [("tea", c) for c in range(5) if s.res_tao[c] > 0]
    if len(opts) > 1:
        decide(s, "tea", _seat(s, b), opts, _tea_chosen, b)
    elif opts:
        take_tao(s, b, opts[0][1])


def _tea_chosen(s, action, b):
    take_tao(s, b, action[1])


def kung_fu_colours(s: State, b: int) -> list:
    """Colours Kung Fu may target: own and black; a neutral board's colour for a power token (G-10.13)."""
    present = {s.T.colour[g] for g in s.sp if g >= 0 and not s.T.is_wf[g]}
    out = [c for c in sorted({b, BLACK}) if c in present]
    if s.ptok[b] > 0:
        out += [x for x in range(4) if x in present and x not in out and not s.player[x] and s.qi[x] > 0
                and not board_disabled(s, x)]
    return out


def _kung_fu(s, b):
    """G-10.13: one exorcism against every regular ghost of your colour, or every black one."""
    opts = [("kungfu", c) for c in kung_fu_colours(s, b)]
    if len(opts) > 1:
        decide(s, "kungfu", _seat(s, b), opts, _kung_fu_chosen, b)
    elif opts:
        _kung_fu_chosen(s, opts[0], b)


def _kung_fu_chosen(s, action, b):
    c = action[1]
    if c not in (b, BLACK):           # a neutral board's colour costs a power token
        s.ptok[b] -= 1
        s.ptok_centre += 1
    spaces = tuple(x for x in range(12) if s.sp[x] >= 0 and not s.T.is_wf[s.sp[x]] and s.T.colour[s.sp[x]] == c)
    exorcism.start(s, b, spaces, kungfu=True)


# One handler per village action keyword of board.yaml; HANDLERS is indexed by tile kind.
BY_KEYWORD = {"revive": _cemetery, "unhaunt_and_summon": _altar, "gather_tao": _herbalist,
              "banish_ghost": _sorcerer, "take_buddha": _temple, "repel_haunters": _watchman,
              "prayer_token": _circle, "heavenly_wind": _pavilion, "tea": _tea, "school_exorcism": _kung_fu}
HANDLERS = tuple(BY_KEYWORD[k] for k in TILE_KEYWORDS)
