"""One handler per effect keyword: ghost symbols (G-G.1), the curse die (G-5.7), family curses and rewards."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.core import decide, qi_loss, table_seat
from rulesets.ghost_stories.rules.state import (
    ARMOUR,
    CLAW,
    COLOUR_NAMES,
    FACE,
    FIREWORKS,
    LIFE_POTION,
    LINE,
    MOON_DUST,
    POWER_KW,
    SCROLL,
    SHIELD,
    SWORD,
    State,
)

ARTIFACT_BITS = (LIFE_POTION, MOON_DUST, SCROLL, FIREWORKS, SHIELD, CLAW, ARMOUR, SWORD)


def ghost_effect(s: State, op: int, space: int, card: int, who: int, n: int, colour: int) -> None:
    GHOST_HANDLERS[op](s, space, card, who, n, colour)


def push_effects(s: State, effects, space: int, card: int, who: int) -> None:
    """Queue a card's effect list so that it resolves in printed order."""
    for op, n, col in reversed(effects):
        s.stack.append((GHOST_HANDLERS[op], space, card, who, n, col))


def has_power(s: State, b: int, keyword: str) -> bool:
    """Board b's Taoist has this power on his side and no ghost disables it, or it was borrowed this turn
    from a neutral board's side A with a power token (G-8.2, G-18, G-G.6)."""
    for x in s.borrowed:
        if POWER_KW[x][0] == keyword:
            return True
    return POWER_KW[b][s.side[b]] == keyword and s.alive[b] and not board_disabled(s, b)


def green_skips_curse(s: State, b: int) -> bool:
    """G-18.3 (translator note): the extra-die side also ignores curse-die rolls (not the Cemetery's)."""
    return POWER_KW[b][s.side[b]] == "extra_die" and s.alive[b] and not board_disabled(s, b)


def board_disabled(s: State, b: int) -> bool:
    sdis, sp = s.sdis, s.sp
    i = b * 3
    return bool((sdis[i] and sp[i] >= 0) or (sdis[i + 1] and sp[i + 1] >= 0) or (sdis[i + 2] and sp[i + 2] >= 0))


# ---- ghost keywords -----------------------------------------------------------------------------------------

def _haunter(s, space, card, who, n, colour):
    """G-5.3: advance the figure one space per step; step 1 pushes a villager, step 2 haunts."""
    if s.sp[space] != card:
        return
    if n > 1:
        s.stack.append((_haunter, space, card, who, n - 1, colour))
    if s.hpos[space] == 0:
        s.hpos[space] = 1
        _push_villager(s, space)
    else:
        s.hpos[space] = 0  # the figure haunts, then goes back onto its card (standard; authored wording)
        s.log.append(f"a haunter from space {space + 1} reaches the village")
        core.haunt_from_space(s, space)


def _push_villager(s: State, space: int) -> None:
    line = LINE[space]
    vill = s.vill
    for k in range(3):
        p = line[k]
        if vill[p]:
            q = line[k + 1] if k < 2 else -1
            if q < 0 or len(vill[q]) >= 3 or s.haunted[q]:
                core.kill_top(s, p)
            else:
                vill[q].append(vill[p].pop())
                s.log.append(f"a villager flees from tile {p + 1} to tile {q + 1}")
            return


def _tormentor(s, space, card, who, n, colour):
    """G-5.4: the active player rolls the curse die."""
    if s.sp[space] != card or green_skips_curse(s, s.active):
        return
    b = s.active
    origin = s.pos[b] if s.alive[b] else FACE[space]
    s.stack.append((curse_die, b, origin))


def _devourer(s, space, card, who, n, colour):
    """G-5.5: eat the nearest villager in the ghost's row, else one the players choose, else 1 Qi."""
    if s.sp[space] != card:
        return
    for p in LINE[space]:
        if s.vill[p]:
            core.kill_top(s, p)
            return
    choices = [("kill_villager", p) for p in range(9) if s.vill[p]]
    if len(choices) > 1:
        decide(s, "kill_villager", table_seat(s), choices, _kill_chosen)
    elif choices:
        core.kill_top(s, choices[0][1])
    else:
        qi_loss(s, s.active, 1)


def _kill_chosen(s: State, action) -> None:
    core.kill_top(s, action[1])


def _bring_ghost(s, space, card, who, n, colour):
    for _ in range(n):
        s.stack.append((yin.bring_ghost,))


def _disable_power(s, space, card, who, n, colour):
    s.sdis[space] = 1
    if POWER_KW[space // 3][s.side[space // 3]] == "mantra" and s.mantra >= 0:
        s.mantra = -1  # G-7.8
    s.log.append(f"the {COLOUR_NAMES[space // 3]} board's power is disabled")


def _capture_die(s, space, card, who, n, colour):
    s.scap[space] = n
    s.log.append(f"{n} Tao {'die is' if n == 1 else 'dice are'} captured")


def _lose_qi(s, space, card, who, n, colour):
    qi_loss(s, who, n)


def _discard_tao(s, space, card, who, n, colour):
    if s.player[who]:
        t = s.tok[who]
        for c in range(5):
            s.res_tao[c] += t[c]
            t[c] = 0
        s.log.append(f"the {COLOUR_NAMES[who]} Taoist discards all Tao tokens")


def _gain_qi(s, space, card, who, n, colour):
    core.gain_qi(s, who, n)


def _gain_tao(s, space, card, who, n, colour):
    if not s.alive[who]:
        return
    if colour >= 0:
        take_tao(s, who, colour)
        return
    opts = [("take_tao", c) for c in range(5) if s.res_tao[c] > 0]
    if len(opts) > 1:
        decide(s, "take_tao", s.seat_of[who], opts, _tao_chosen, who)
    elif opts:
        take_tao(s, who, opts[0][1])


def _tao_chosen(s: State, action, who: int) -> None:
    take_tao(s, who, action[1])


def take_tao(s: State, b: int, c: int) -> None:
    if s.res_tao[c] > 0 and s.alive[b]:
        s.res_tao[c] -= 1
        s.tok[b][c] += 1
        s.log.append(f"the {COLOUR_NAMES[b]} Taoist takes a {COLOUR_NAMES[c]} Tao token")


def _gain_yinyang(s, space, card, who, n, colour):
    if s.alive[who] and not s.yy[who]:
        s.yy[who] = 1
        s.log.append(f"the {COLOUR_NAMES[who]} Taoist regains the Yin-Yang (G-G.8)")


def _roll_curse(s, space, card, who, n, colour):
    if not green_skips_curse(s, who):
        s.stack.append((curse_die, who, s.pos[who] if s.alive[who] else 4))


GHOST_HANDLERS = (_haunter, _tormentor, _devourer, _bring_ghost, _disable_power, _capture_die, _lose_qi,
                  _discard_tao, _gain_qi, _gain_tao, _gain_yinyang, _roll_curse)


# ---- curse die (G-5.7) -----------------------------------------------------------------------------------------

CURSE_TEXT = ("no effect", "no effect", "Haunting", "a ghost arrives", "discard all Tao tokens", "lose 1 Qi")


def curse_die(s: State, b: int, origin: int, face: int = -1) -> None:
    """Roll (or apply a given face of) the curse die for board b; Haunting aims near tile `origin`."""
    if face < 0:
        face = core.roll_curse_face(s)
    s.trig_suling = True
    s.log.append("the curse die shows " + ("no effect", "Haunting", "a ghost", "discard Tao tokens", "lose 1 Qi")[face])
    apply_curse_face(s, b, origin, face)


def apply_curse_face(s: State, b: int, origin: int, face: int) -> None:
    if face == 1:
        core.haunt_near(s, origin if origin >= 0 else 4)   # G-G.10: nearest the active Taoist
    elif face == 2:
        s.stack.append((yin.bring_ghost,))
    elif face == 3:
        _discard_tao(s, -1, -1, b, 1, -1)
    elif face == 4:
        qi_loss(s, b, 1)


# ---- family curses (G-14.3) -----------------------------------------------------------------------------------

def family_curse(s: State, fam: int, tile: int) -> None:
    op, n, colour = s.T.family_curse[fam]
    CURSE_HANDLERS[op](s, tile, n, colour)


def _remove_tao(s, tile, n, colour):
    """Remove a token of that colour from the game: from the reserve, else from a player (G-14.4)."""
    if s.res_tao[colour] > 0:
        s.res_tao[colour] -= 1
    else:
        holders = [b for b in range(4) if s.tok[b][colour] > 0]
        if not holders:
            return
        s.tok[holders[0]][colour] -= 1
    s.gone_tao[colour] += 1
    s.log.append(f"a {COLOUR_NAMES[colour]} Tao token is removed from the game")


def _wufeng_from_box(s, tile, n, colour):
    if s.box:
        card = s.box.pop()
        s.wf_left += 1
        s.reveals += 1
        s.log.append(f"{s.T.card_name[card]} comes out of the box")
        yin.place_card(s, card)


def _kill_visible(s, tile, n, colour):
    choices = [("kill_villager", p) for p in range(9) if s.vill[p]]
    if len(choices) > 1:
        decide(s, "kill_villager", table_seat(s), choices, _kill_chosen)
    elif choices:
        core.kill_top(s, choices[0][1])


def _haunt_villager_tile(s, tile, n, colour):
    """Sheng: the tile flips to haunted (the English reading; the villagers still there are spared)."""
    if tile >= 0 and not s.haunted[tile]:
        s.haunted[tile] = 1
        s.trig_suling = True
        s.log.append(f"tile {tile + 1} becomes haunted")
        lim = s.T.difficulties[s.difficulty].lose_haunted
        if sum(s.haunted) >= lim:
            core.lose(s, f"{lim} village tiles are haunted (G-5.6)")


def _curse_bring_ghost(s, tile, n, colour):
    s.stack.append((yin.bring_ghost,))


def _remove_bottom(s, tile, n, colour):
    """Li: the bottom card leaves the game; a Wu-Feng there stays (authored: it must be exorcised, G-16.1)."""
    if len(s.deck) > 1 and not s.T.is_wf[s.deck[0]]:
        s.removed.append(s.deck.pop(0))
        s.log.append("the bottom ghost card is removed from the game")


def _curse_lose_qi(s, tile, n, colour):
    qi_loss(s, s.active, n)


def _lose_move(s, tile, n, colour):
    if s.player[s.active] and s.alive[s.active]:
        s.laid[s.active] = 1
        s.log.append(f"the {COLOUR_NAMES[s.active]} Taoist is knocked down (G-9.4)")


CURSE_HANDLERS = (_remove_tao, _wufeng_from_box, _kill_visible, _haunt_villager_tile, _curse_bring_ghost,
                  _remove_bottom, _curse_lose_qi, _lose_move)


# ---- family rewards (G-14.3) ----------------------------------------------------------------------------------

def family_reward(s: State, fam: int) -> None:
    op, n, art = s.T.family_reward[fam]
    s.log.append(f"the whole {s.T.family_id[fam].capitalize()} family is safe")
    REWARD_HANDLERS[op](s, n, art)


def _artifact(s, n, art):
    heirs = core.living(s)
    if not heirs:
        return
    b = min(heirs, key=lambda x: (x - s.active) % 4)  # G-14.1: a neutral board passes it clockwise
    s.arts[b] |= ARTIFACT_BITS[art]
    s.log.append(f"the {COLOUR_NAMES[b]} Taoist receives an artifact")


def _buddhas_out(s, n, art):
    """Wu reward: every Buddha (held, on the Temple, in the reserve) goes onto a free ghost space."""
    total = s.temple_bud + s.res_bud + sum(s.bud)
    s.temple_bud = s.res_bud = 0
    for b in range(4):
        s.bud[b] = s.bud_new[b] = 0
    s.lost_bud += total              # in transit until each is placed (kept in the count of Buddhas)
    s.log.append("every Buddha takes a place on the ghost spaces")
    for _ in range(total):
        s.stack.append((_place_one_buddha,))


def _place_one_buddha(s: State) -> None:
    free = [("buddha_space", x) for x in range(12) if s.sp[x] < 0 and not s.sbud[x]]
    if len(free) > 1:
        decide(s, "buddha_space", table_seat(s), free, _buddha_placed)
    elif free:
        _buddha_placed(s, free[0])
    else:
        s.lost_bud -= 1
        core.buddha_home(s)


def _buddha_placed(s: State, action) -> None:
    s.lost_bud -= 1
    s.sbud[action[1]] = 1


def _share_tao(s, n, art):
    """Xiang: one token of each colour (if in the reserve), each given to a Taoist the players choose."""
    for c in (4, 3, 2, 1, 0):
        s.stack.append((_give_one, c))


def _share_qi(s, n, art):
    """Li: n Qi from the reserve, one at a time, each to a living Taoist the players choose."""
    for _ in range(n):
        s.stack.append((_give_one, -1))


def _give_one(s: State, c: int) -> None:
    heirs = core.living(s)
    if not heirs or (c >= 0 and s.res_tao[c] <= 0) or (c < 0 and s.res_qi <= 0):
        return
    if len(heirs) == 1:
        _given(s, ("share", heirs[0], c), c)
    else:
        decide(s, "share", table_seat(s), [("share", b, c) for b in heirs], _given, c)


def _given(s: State, action, c: int) -> None:
    if c >= 0:
        take_tao(s, action[1], c)
    else:
        core.gain_qi(s, action[1], 1)


def _mystic_barrier(s, n, art):
    s.barrier = True
    s.log.append("the Mystic Barrier will rise at the end of this turn")


REWARD_HANDLERS = (_artifact, _buddhas_out, _share_tao, _share_qi, _mystic_barrier)


def fill_barrier(s: State) -> None:
    """Zhou reward: missing crystals come from the reserve, then from the players."""
    for k in range(4):
        if s.recept[k]:
            continue
        if s.res_cry > 0:
            s.res_cry -= 1
            s.recept[k] = 1
            continue
        for b in range(4):
            if s.cry[b] > 0:
                s.cry[b] -= 1
                s.cry_new[b] = min(s.cry_new[b], s.cry[b])
                s.recept[k] = 1
                break


# Imported last: the turn flow (yin) queues these handlers and they queue its ghost arrivals.
from rulesets.ghost_stories.rules import yin  # noqa: E402
