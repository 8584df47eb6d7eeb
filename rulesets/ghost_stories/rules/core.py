"""The task loop and the shared primitives every phase uses: log, decisions, Qi, death, villagers, haunting."""
from __future__ import annotations

from rulesets.ghost_stories.rules.state import BY_DIST, CHEB, COLOUR_NAMES, LINE, POWER_KW, TEMPLE, State

# Work is a stack of tasks (fn, *args); a task that needs a player's choice stores a decision in
# s.dec = (kind, seat, options, (cont_fn, *args)) and the loop stops until apply() brings the choice.


def run(s: State) -> None:
    if s.dec is not None or s.result is not None:
        return
    stack = s.stack
    pop = stack.pop
    while stack:
        task = pop()
        n = len(task)
        if n == 2:                      # the usual (fn, board) task: no argument tuple to slice and unpack
            task[0](s, task[1])
        elif n == 1:
            task[0](s)
        else:
            task[0](s, *task[1:])
        if s.dec is not None or s.result is not None:
            return


def push(s: State, fn, *args) -> None:
    s.stack.append((fn,) + args)


def decide(s: State, kind: str, seat: int, options: list, cont_fn, *args) -> None:
    s.dec = (kind, seat, options, (cont_fn,) + args)


def say(s: State, text: str) -> None:
    s.log.append(text)


def lose(s: State, reason: str) -> None:
    if s.result is None:
        s.result, s.reason = "loss", reason
        s.stack.clear()               # nothing left to resolve once the game is over
        s.dec = None
        s.log.append("The game is lost: " + reason)


def board_name(b: int) -> str:
    return COLOUR_NAMES[b] + " board"


def table_seat(s: State) -> int:
    """The seat that speaks for 'the players choose': the active board's player, else the next one clockwise."""
    if s.seats == 1:
        return 0
    for k in range(4):
        b = (s.active + k) % 4
        if s.player[b] and s.seat_of[b] >= 0:
            return s.seat_of[b]
    return 0


def seat_for(s: State, b: int) -> int:
    return s.seat_of[b] if s.player[b] else table_seat(s)


def living(s: State) -> list:
    return [b for b in range(4) if s.alive[b]]


def temple_pos(s: State) -> int:
    return s.tile_at[TEMPLE]


def buddha_home(s: State, n: int = 1) -> None:
    """A Buddha goes back to the Temple tile, or to the reserve when the Temple is not in play (G-7.4)."""
    if s.tile_at[TEMPLE] >= 0:
        s.temple_bud += n
    else:
        s.res_bud += n


# ---- Qi (G-15) and Taoist death (G-13) -------------------------------------------------------------

def gain_qi(s: State, b: int, n: int) -> None:
    n = min(n, s.res_qi)
    if n > 0 and (s.alive[b] or not s.player[b]):
        s.qi[b] += n
        s.res_qi -= n


def qi_loss(s: State, b: int, n: int = 1) -> None:
    """Board b loses n Qi; a dead Taoist's board or an empty neutral board passes it to a living player."""
    while n > 0 and s.result is None:
        if s.alive[b]:
            s.qi[b] -= 1
            s.res_qi += 1
            s.log.append(f"{board_name(b)} loses 1 Qi ({s.qi[b]} left)")
            if s.qi[b] <= 0:
                die(s, b)
            n -= 1
            continue
        if not s.player[b] and s.qi[b] > 0:
            s.qi[b] -= 1
            s.res_qi += 1
            s.log.append(f"neutral {board_name(b)} loses 1 Qi ({s.qi[b]} left)")
            n -= 1
            continue
        alive = living(s)
        if not alive:
            return
        if len(alive) == 1:
            b = alive[0]
            continue
        decide(s, "qi_target", table_seat(s), [("qi_target", x) for x in alive], _qi_target_chosen, n)
        return


def _qi_target_chosen(s: State, action, n: int) -> None:
    qi_loss(s, action[1], n)


def die(s: State, b: int) -> None:
    """G-13.1-13.3: a Taoist at 0 Qi dies and drops everything."""
    s.alive[b] = False
    s.res_qi += s.qi[b]
    s.qi[b] = 0
    for c in range(5):
        s.res_tao[c] += s.tok[b][c]
        s.tok[b][c] = 0
    s.res_cry += s.cry[b]
    s.cry[b] = s.cry_new[b] = 0
    if s.bud[b]:
        buddha_home(s, s.bud[b])
        s.bud[b] = s.bud_new[b] = 0
    s.pos[b] = -1
    s.laid[b] = 0
    s.dead_count += 1
    s.log.append(f"the {COLOUR_NAMES[b]} Taoist dies")
    if s.mantra >= 0 and POWER_KW[b][s.side[b]] == "mantra":
        s.mantra = -1
    arts = s.arts[b]
    s.arts[b] = 0
    heirs = living(s)
    if not heirs:
        lose(s, "all Taoists are dead (G-13.3)")
        return
    if arts:  # G-13.2: artifacts pass to the next living Taoist clockwise (table decides; authored default)
        heir = min(heirs, key=lambda x: (x - b) % 4)
        s.arts[heir] |= arts


# ---- villagers (G-14) ----------------------------------------------------------------------------------

def kill_top(s: State, p: int) -> None:
    """The top villager of tile p dies; its family curse is queued (G-14.2)."""
    v = s.vill[p].pop()
    s.graveyard.append(v)
    s.trig_suling = True
    fam = s.T.villager_family[v]
    s.log.append(f"a villager of the {s.T.family_id[fam].capitalize()} family dies")
    if len(s.graveyard) >= s.T.setup.villagers_to_lose:
        lose(s, f"the {len(s.graveyard)}th villager was killed (G-14.2)")
        return
    s.stack.append((effects.family_curse, fam, p))


def save_top(s: State, p: int) -> None:
    """The top villager of tile p reaches the Shelter; a completed family gives its reward (G-10.21)."""
    v = s.vill[p].pop()
    s.shelter.append(v)
    T = s.T
    fam = T.villager_family[v]
    s.log.append(f"a villager of the {T.family_id[fam].capitalize()} family is saved")
    if not s.fam_rewarded[fam] and sum(1 for x in s.shelter if T.villager_family[x] == fam) == T.family_size[fam]:
        s.fam_rewarded[fam] = 1
        s.stack.append((effects.family_reward, fam))


# ---- haunting (G-5.6) ------------------------------------------------------------------------------------

def haunt_from_space(s: State, space: int) -> None:
    """G-5.3b/G-G.3: the first unhaunted tile along the ghost's row, else the nearest to its tile."""
    h = s.haunted
    for p in LINE[space]:
        if not h[p]:
            haunt(s, p)
            return
    haunt_near(s, LINE[space][0])


def haunt_near(s: State, p: int) -> None:
    """Haunt the unhaunted tile nearest to p (p itself first); the players choose between equals."""
    h = s.haunted
    best = -1
    ties = []
    for q in BY_DIST[p]:
        if h[q]:
            continue
        d = CHEB[p][q]
        if best < 0:
            best = d
        if d != best:
            break
        ties.append(q)
    if len(ties) > 1:
        decide(s, "haunt_tile", table_seat(s), [("haunt_tile", q) for q in ties], _haunt_chosen)
    elif ties:
        haunt(s, ties[0])


def _haunt_chosen(s: State, action) -> None:
    haunt(s, action[1])


def haunt(s: State, p: int) -> None:
    """Villagers there die instead (curses top first); otherwise the tile flips and may lose the game."""
    if p < 0:
        return
    stack = s.vill[p]
    if stack:
        n = len(stack)
        for _ in range(n):
            kill_top(s, p)
            if s.result is not None:
                return
        # curses were pushed top first, so reverse the last n tasks to resolve the top villager first
        s.stack[-n:] = s.stack[-n:][::-1]
        return
    s.haunted[p] = 1
    s.trig_suling = True
    s.log.append(f"tile {p + 1} becomes haunted")
    lim = s.T.difficulties[s.difficulty].lose_haunted
    if sum(s.haunted) >= lim:
        lose(s, f"{lim} village tiles are haunted (G-5.6)")


# ---- dice ------------------------------------------------------------------------------------------------

def roll(s: State, n: int) -> list:
    """n Tao dice (face 0..5 = red, yellow, green, blue, black, white), from the state's RNG."""
    return s.rng.roll_faces(s.T.tao_die, n)


def shuffle(s: State, items: list, k: int = -1) -> None:
    """With k, only the last k items are drawn at random (a uniform random k-subset in random order)."""
    s.rng.shuffle_tail(items, k)


def roll_curse_face(s: State) -> int:
    return s.T.curse_die[s.rng.index(6)]


# Imported last: effects builds on the primitives above (the two modules call each other).
from rulesets.ghost_stories.rules import effects  # noqa: E402
