"""The shared primitives every phase uses: log, Qi, death, villagers, haunting, dice."""
from __future__ import annotations

from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.state import BOARDS, BY_DIST, CHEB, LINE, POWER_KW, TEMPLE, State
from rulesets.ghost_stories.rules.tasks import decide, push, run, task

# Re-exported: the phase modules and the tests build work with these.
__all__ = ["decide", "push", "run"]

# The family whose reward scatters the Buddhas (G-14.3 Wu), found by its reward keyword in villagers.yaml.
WU_FAMILY = next(f for f, r in enumerate(TABLES.family_reward) if r[0] == "buddhas_to_haunting_icons")


def lose(s: State, reason: str) -> None:
    if s.result is None:
        s.result, s.reason = "loss", reason
        s.tasks.clear()               # nothing left to resolve once the game is over
        s.decision = None
        s.log_entries.append(("game_lost", s.cause, reason))


def table_seat(s: State) -> int:
    """The seat that speaks for 'the players choose': the active board's player, else the next one clockwise."""
    if s.seat_count == 1:
        return 0
    a = s.active_board
    if s.board_played[a] and s.seat_of_board[a] >= 0:      # the usual answer, without the loop below
        return s.seat_of_board[a]
    for k in range(1, 4):
        b = (a + k) % 4
        if s.board_played[b] and s.seat_of_board[b] >= 0:
            return s.seat_of_board[b]
    return 0


def seat_for(s: State, b: int) -> int:
    return s.seat_of_board[b] if s.board_played[b] else table_seat(s)


def living(s: State) -> list:
    alive, boards = s.taoist_alive, []
    for b in BOARDS:            # a plain loop: a comprehension costs a call of its own
        if alive[b]:
            boards.append(b)
    return boards


def temple_pos(s: State) -> int:
    return s.position_of_kind[TEMPLE]


def buddha_home(s: State, n: int = 1) -> None:
    """A Buddha goes back to the Temple tile, or to the reserve when the Temple is not in play (G-7.4). Once the
    Wu family's reward has scattered the Buddhas with no Temple in play, a used Buddha leaves the game (G-14.3)."""
    if s.position_of_kind[TEMPLE] >= 0:
        s.temple_buddhas += n
    elif s.family_rewarded[WU_FAMILY]:
        s.buddhas_out_of_game += n
    else:
        s.reserve_buddhas += n


# ---- Qi (G-15) and Taoist death (G-13) -------------------------------------------------------------

def gain_qi(s: State, b: int, n: int) -> None:
    n = min(n, s.reserve_qi)
    if n > 0 and (s.taoist_alive[b] or not s.board_played[b]):
        s.qi[b] += n
        s.reserve_qi -= n
        s.log_entries.append(("qi_gained", s.cause, b, n))


@task("qi_loss")
def qi_loss(s: State, b: int, n: int = 1) -> None:
    """Board b loses n Qi; a dead Taoist's board or an empty neutral board passes it to a living player."""
    while n > 0 and s.result is None:
        if s.taoist_alive[b]:
            s.qi[b] -= 1
            s.reserve_qi += 1
            s.log_entries.append(("qi_lost", s.cause, b, s.qi[b]))
            if s.qi[b] <= 0:
                die(s, b)
            n -= 1
            continue
        if not s.board_played[b] and s.qi[b] > 0:
            s.qi[b] -= 1
            s.reserve_qi += 1
            s.log_entries.append(("qi_lost", s.cause, b, s.qi[b]))
            n -= 1
            continue
        alive = living(s)
        if not alive:
            return
        if len(alive) == 1:
            b = alive[0]
            continue
        decide(s, "qi_target", table_seat(s), [("qi_target", x) for x in alive], "qi_target_chosen", n)
        return


@task("qi_target_chosen")
def _qi_target_chosen(s: State, action, n: int) -> None:
    qi_loss(s, action[1], n)


def die(s: State, b: int) -> None:
    """G-13.1-13.3: a Taoist at 0 Qi dies and drops everything."""
    s.taoist_alive[b] = False
    s.reserve_qi += s.qi[b]
    s.qi[b] = 0
    for c in range(5):
        s.reserve_tao[c] += s.tao_tokens[b][c]
        s.tao_tokens[b][c] = 0
    s.reserve_crystals += s.moon_crystals[b]
    s.moon_crystals[b] = s.crystals_gained_this_turn[b] = 0
    if s.buddhas_held[b]:
        buddha_home(s, s.buddhas_held[b])
        s.buddhas_held[b] = s.buddhas_gained_this_turn[b] = 0
    s.taoist_tile[b] = -1
    s.knocked_down[b] = 0
    s.dead_taoists += 1
    s.log_entries.append(("taoist_died", s.cause, b))
    if s.mantra_space >= 0 and POWER_KW[b][s.power_side[b]] == "mantra":
        s.mantra_space = -1
    arts = s.artifacts[b]
    s.artifacts[b] = 0
    heirs = living(s)
    if not heirs:
        lose(s, "all Taoists are dead (G-13.3)")
        return
    # G-13.2: each artifact goes to a living Taoist the players choose (the next one clockwise is offered first)
    heirs.sort(key=lambda x: (x - b) % 4)
    for art in range(7, -1, -1):
        if arts >> art & 1:
            if len(heirs) == 1:
                _artifact_given(s, ("artifact_heir", heirs[0], art))     # no question, but the log says who
            else:
                s.tasks.append(("artifact_heir", art, b))


@task("artifact_heir")
def _artifact_heir(s: State, art: int, dead: int) -> None:
    heirs = living(s)
    if not heirs:
        return
    heirs.sort(key=lambda x: (x - dead) % 4)
    if len(heirs) == 1:
        _artifact_given(s, ("artifact_heir", heirs[0], art))
        return
    decide(s, "artifact_heir", table_seat(s), [("artifact_heir", x, art) for x in heirs], "artifact_given")


@task("artifact_given")
def _artifact_given(s: State, action) -> None:
    s.artifacts[action[1]] |= 1 << action[2]
    s.log_entries.append(("artifact_received", s.cause, action[1], action[2]))


# ---- villagers (G-14) ----------------------------------------------------------------------------------

def kill_top(s: State, p: int) -> None:
    """The top villager of tile p dies; its family curse is queued (G-14.2)."""
    v = s.villagers[p].pop()
    s.graveyard.append(v)
    s.suling_may_come = True
    fam = TABLES.villager_family[v]
    s.log_entries.append(("villager_died", s.cause, p, fam))
    if len(s.graveyard) >= TABLES.setup.villagers_to_lose:
        lose(s, f"the {len(s.graveyard)}th villager was killed (G-14.2)")
        return
    s.tasks.append(("family_curse", fam, p))


def save_top(s: State, p: int) -> None:
    """The top villager of tile p reaches the Shelter; a completed family gives its reward (G-10.21)."""
    v = s.villagers[p].pop()
    s.shelter.append(v)
    T = TABLES
    fam = T.villager_family[v]
    s.log_entries.append(("villager_saved", s.cause, p, fam))
    if not s.family_rewarded[fam] and sum(1 for x in s.shelter if T.villager_family[x] == fam) == T.family_size[fam]:
        s.family_rewarded[fam] = 1
        s.tasks.append(("family_reward", fam))


def carried_moves(s: State, name: str, x: int, dests) -> list:
    """A special move of Taoist x to each tile of `dests`: walking alone first, then each move escorting the
    top villager of his tile where the destination allows it (unhaunted, fewer than 3 villagers, G-8.3)."""
    p = s.taoist_tile[x]
    out = [(name, x, d) for d in dests]
    if s.villagers[p]:
        out += [(name, x, d, 1) for d in dests if d != p and not s.haunted[d] and len(s.villagers[d]) < 3]
    return out


def carry(s: State, x: int, src: int, dst: int) -> None:
    """Taoist x lands on dst; with an escort his villager from src comes along (G-8.3)."""
    s.taoist_tile[x] = dst
    s.villagers[dst].append(s.villagers[src].pop())
    s.log_entries.append(("villager_escorted", s.cause, x, src, dst))


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
        decide(s, "haunt_tile", table_seat(s), [("haunt_tile", q) for q in ties], "haunt_chosen")
    elif ties:
        haunt(s, ties[0])


@task("haunt_chosen")
def _haunt_chosen(s: State, action) -> None:
    haunt(s, action[1])


def haunt(s: State, p: int) -> None:
    """Villagers there die instead (curses top first); otherwise the tile flips and may lose the game."""
    if p < 0:
        return
    stack = s.villagers[p]
    if stack:
        n = len(stack)
        for _ in range(n):
            kill_top(s, p)
            if s.result is not None:
                return
        # curses were pushed top first, so reverse the last n tasks to resolve the top villager first
        s.tasks[-n:] = s.tasks[-n:][::-1]
        return
    s.haunted[p] = 1
    s.suling_may_come = True
    s.log_entries.append(("tile_haunted", s.cause, p))
    lim = TABLES.difficulties[s.difficulty_level].lose_haunted
    if sum(s.haunted) >= lim:
        lose(s, f"{lim} village tiles are haunted (G-5.6)")


# ---- dice ------------------------------------------------------------------------------------------------

def roll(s: State, n: int) -> list:
    """n Tao dice (face 0..5 = red, yellow, green, blue, black, white), from the state's RNG."""
    return s.rng.roll_faces(TABLES.tao_die, n)


def shuffle(s: State, items: list, k: int = -1) -> None:
    """With k, only the last k items are drawn at random (a uniform random k-subset in random order)."""
    s.rng.shuffle_tail(items, k)


def roll_curse_face(s: State) -> int:
    return TABLES.curse_die[s.rng.index(6)]
