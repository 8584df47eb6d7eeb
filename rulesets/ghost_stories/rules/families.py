"""One handler per family curse and family reward keyword of villagers.yaml (G-14.3), and the Zhou barrier."""
from __future__ import annotations

from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.arrival import place_card
from rulesets.ghost_stories.rules.cards import TABLES
from rulesets.ghost_stories.rules.core import decide, qi_loss, table_seat
from rulesets.ghost_stories.rules.powers import take_tao
from rulesets.ghost_stories.rules.state import (
    ARMOUR,
    CLAW,
    FIREWORKS,
    LIFE_POTION,
    MOON_DUST,
    SCROLL,
    SHIELD,
    SWORD,
    State,
)
from rulesets.ghost_stories.rules.tasks import (
    FAMILY_CURSES,
    FAMILY_REWARDS,
    family_curse_effect,
    family_reward_effect,
    task,
)

ARTIFACT_BITS = (LIFE_POTION, MOON_DUST, SCROLL, FIREWORKS, SHIELD, CLAW, ARMOUR, SWORD)


# ---- family curses (G-14.3) -----------------------------------------------------------------------------------

@task("family_curse")
def family_curse(s: State, fam: int, tile: int) -> None:
    """The curse of family `fam`, whose villager died on tile `tile`."""
    keyword, n, colour = TABLES.family_curse[fam]
    s.cause = ("family_curse", fam)
    FAMILY_CURSES[keyword](s, tile, n, colour)


@family_curse_effect("remove_tao")
def _remove_tao(s, tile, n, colour):
    """Remove a token of that colour from the game: from the reserve, else from a player (G-14.4)."""
    if s.reserve_tao[colour] > 0:
        s.reserve_tao[colour] -= 1
    else:
        holders = [b for b in range(4) if s.tao_tokens[b][colour] > 0]
        if not holders:
            return
        if len(holders) > 1:        # the players choose whose token goes (G-14.4); the richest is offered first
            holders.sort(key=lambda b: -s.tao_tokens[b][colour])
            decide(s, "token_holder", table_seat(s), [("token_holder", b, colour) for b in holders],
                   "token_holder_chosen")
            return
        s.tao_tokens[holders[0]][colour] -= 1
    s.tao_out_of_game[colour] += 1
    s.log_entries.append(("tao_removed", s.cause, colour))


@task("token_holder_chosen")
def _token_holder_chosen(s: State, action) -> None:
    b, colour = action[1], action[2]
    s.tao_tokens[b][colour] -= 1
    s.tao_out_of_game[colour] += 1
    s.log_entries.append(("tao_removed", s.cause, colour))


@family_curse_effect("wufeng_from_box")
def _wufeng_from_box(s, tile, n, colour):
    if s.wu_fengs_in_box:
        card = s.wu_fengs_in_box.pop()
        s.wu_fengs_left += 1
        s.reveals += 1
        s.log_entries.append(("wu_feng_from_box", s.cause, card))
        place_card(s, card)


@family_curse_effect("kill_visible_villager")
def _kill_visible(s, tile, n, colour):
    choices = [("kill_villager", p) for p in range(9) if s.villagers[p]]
    if len(choices) > 1:
        decide(s, "kill_villager", table_seat(s), choices, "kill_chosen")
    elif choices:
        core.kill_top(s, choices[0][1])


@family_curse_effect("haunt_villager_tile")
def _haunt_villager_tile(s, tile, n, colour):
    """Sheng: the tile flips to haunted (the English reading; the villagers still there are spared)."""
    if tile >= 0 and not s.haunted[tile]:
        s.haunted[tile] = 1
        s.suling_may_come = True
        s.log_entries.append(("tile_haunted", s.cause, tile))
        lim = TABLES.difficulties[s.difficulty_level].lose_haunted
        if sum(s.haunted) >= lim:
            core.lose(s, f"{lim} village tiles are haunted (G-5.6)")


@family_curse_effect("bring_ghost")
def _curse_bring_ghost(s, tile, n, colour):
    s.tasks.append(("bring_ghost",))


@family_curse_effect("remove_bottom_ghost")
def _remove_bottom(s, tile, n, colour):
    """Li: the bottom card of the ghost deck leaves the game, whatever it is (G-14.3: the digest makes no
    exception for a Wu-Feng; one removed so is no longer in the game, so it no longer has to be exorcised)."""
    if s.deck:
        card = s.deck.pop(0)
        s.removed_cards.append(card)
        if TABLES.is_wf[card]:
            s.wu_fengs_left -= 1
        s.log_entries.append(("bottom_card_removed", s.cause))


@family_curse_effect("lose_qi")
def _curse_lose_qi(s, tile, n, colour):
    qi_loss(s, s.active_board, n)


@family_curse_effect("lose_move")
def _lose_move(s, tile, n, colour):
    if s.board_played[s.active_board] and s.taoist_alive[s.active_board]:
        s.knocked_down[s.active_board] = 1
        s.log_entries.append(("knocked_down", s.cause, s.active_board))



# ---- family rewards (G-14.3) ----------------------------------------------------------------------------------

@task("family_reward")
def family_reward(s: State, fam: int) -> None:
    """The reward of family `fam`, whose last villager reached the Shelter."""
    T = TABLES
    keyword, n, art = T.family_reward[fam]
    s.log_entries.append(("family_safe", s.cause, fam))
    s.cause = ("family_reward", fam)
    FAMILY_REWARDS[keyword](s, n, art)


@family_reward_effect("artifact")
def _artifact(s, n, art):
    heirs = core.living(s)
    if not heirs:
        return
    b = min(heirs, key=lambda x: (x - s.active_board) % 4)  # G-14.1: a neutral board passes it clockwise
    s.artifacts[b] |= ARTIFACT_BITS[art]
    s.log_entries.append(("artifact_received", s.cause, b, art))


@family_reward_effect("buddhas_to_haunting_icons")
def _buddhas_out(s, n, art):
    """Wu reward: every Buddha (held, on the Temple, in the reserve) goes onto a free ghost space."""
    total = s.temple_buddhas + s.reserve_buddhas + sum(s.buddhas_held)
    s.temple_buddhas = s.reserve_buddhas = 0
    for b in range(4):
        s.buddhas_held[b] = s.buddhas_gained_this_turn[b] = 0
    s.buddhas_in_transit += total              # in transit until each is placed (kept in the count of Buddhas)
    s.log_entries.append(("buddhas_scattered", s.cause, total))
    for _ in range(total):
        s.tasks.append(("place_one_buddha",))


@task("place_one_buddha")
def _place_one_buddha(s: State) -> None:
    free = [("buddha_space", x) for x in range(12) if s.ghost_spaces[x] < 0 and not s.buddha_on_space[x]]
    if len(free) > 1:
        decide(s, "buddha_space", table_seat(s), free, "buddha_placed")
    elif free:
        _buddha_placed(s, free[0])
    else:
        s.buddhas_in_transit -= 1
        core.buddha_home(s)


@task("buddha_placed")
def _buddha_placed(s: State, action) -> None:
    s.buddhas_in_transit -= 1
    s.buddha_on_space[action[1]] = 1


@family_reward_effect("share_tao")
def _share_tao(s, n, art):
    """Xiang: one token of each colour (if in the reserve), each given to a Taoist the players choose."""
    for c in (4, 3, 2, 1, 0):
        s.tasks.append(("give_one", c))


@family_reward_effect("share_qi")
def _share_qi(s, n, art):
    """Li: n Qi from the reserve, one at a time, each to a living Taoist the players choose."""
    for _ in range(n):
        s.tasks.append(("give_one", -1))


@task("give_one")
def _give_one(s: State, c: int) -> None:
    heirs = core.living(s)
    if not heirs or (c >= 0 and s.reserve_tao[c] <= 0) or (c < 0 and s.reserve_qi <= 0):
        return
    if len(heirs) == 1:
        _given(s, ("share", heirs[0], c), c)
    else:
        decide(s, "share", table_seat(s), [("share", b, c) for b in heirs], "given", c)


@task("given")
def _given(s: State, action, c: int) -> None:
    if c >= 0:
        take_tao(s, action[1], c)
    else:
        core.gain_qi(s, action[1], 1)


@family_reward_effect("mystic_barrier")
def _mystic_barrier(s, n, art):
    s.barrier_pending = True
    s.log_entries.append(("barrier_called", s.cause))


def fill_barrier(s: State) -> None:
    """Zhou reward: missing crystals come from the reserve, then from the players -- whose, the players choose
    (the Taoist holding the most is offered first)."""
    for k in range(4):
        if s.barrier_crystals[k]:
            continue
        if s.reserve_crystals > 0:
            s.reserve_crystals -= 1
            s.barrier_crystals[k] = 1
            continue
        holders = sorted((b for b in range(4) if s.moon_crystals[b] > 0), key=lambda b: -s.moon_crystals[b])
        if not holders:
            return
        if len(holders) > 1:
            decide(s, "crystal_giver", table_seat(s), [("crystal_giver", b) for b in holders], "crystal_given")
            return
        _crystal_given(s, ("crystal_giver", holders[0]))


@task("crystal_given")
def _crystal_given(s: State, action) -> None:
    b = action[1]
    s.moon_crystals[b] -= 1
    s.crystals_gained_this_turn[b] = min(s.crystals_gained_this_turn[b], s.moon_crystals[b])
    s.barrier_crystals[s.barrier_crystals.index(0)] = 1
    fill_barrier(s)
