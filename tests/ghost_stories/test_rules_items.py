"""Ghost Stories items and aftermath: Su-Ling, Buddhas, crystals (G-11), the barrier (G-12), death (G-13),
villager curses (G-14) and Qi routing (G-15)."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import arrival, core, families, yin
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import BLACK, BLUE, GREEN, RED, YELLOW
from tests.ghost_stories.support import PLACE, act, alone, card, clear, game, put, regular, run


def family(s, name):
    return card_tables().family_id.index(name)


def test_G_11_1_su_ling_is_offered_only_after_a_curse_death_or_haunting():
    s = clear(game(players=2), step=PLACE)
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "suling"]
    s.suling_may_come = True
    s.cache = None
    assert ("suling", 5) in rules.legal_actions(s, 0)


def test_G_11_1_su_ling_never_stands_above_a_wu_feng():
    s = clear(game(players=2), step=PLACE)
    put(s, card(s, "wf51"), 5)
    s.suling_may_come = True
    assert ("suling", 5) not in rules.legal_actions(s, 0)


def test_G_11_2_su_ling_next_to_an_empty_receptacle_raises_a_crystal():
    s = clear(game(players=2), step=PLACE)
    s.suling_may_come = True
    act(s, ("suling", 0))                # red space 1 faces the north-west corner
    assert s.decision[0] == "suling_crystal" and s.decision[2][0] == ("suling_crystal", 0, 1)
    act(s, ("suling_crystal", 0, 1))
    assert s.suling_space == 0 and s.barrier_crystals[0] == 1 and s.reserve_crystals == 3 and s.crystals_placed_this_turn == 1


def test_G_11_3_a_buddha_from_an_earlier_turn_goes_on_an_adjacent_empty_space():
    s = clear(game(players=2), step=PLACE)
    s.taoist_tile[RED] = 1
    s.buddhas_held[RED], s.temple_buddhas = 1, s.temple_buddhas - 1 if s.temple_buddhas else 0
    if s.temple_buddhas == 0 and s.reserve_buddhas:
        s.reserve_buddhas -= 1
    act(s, ("buddha", 1))
    assert s.buddha_on_space[1] == 1 and s.buddhas_held[RED] == 0


def test_G_11_5_a_crystal_from_an_earlier_turn_goes_on_the_corner_receptacle():
    s = clear(game(players=2), step=PLACE)
    s.taoist_tile[RED] = 8
    s.moon_crystals[RED], s.reserve_crystals = 1, 3
    act(s, ("crystal", 2))               # receptacles: nw, ne, se, sw
    assert s.barrier_crystals[2] == 1 and s.moon_crystals[RED] == 0


def test_G_11_5_a_crystal_taken_this_turn_cannot_be_placed():
    s = clear(game(players=2), step=PLACE)
    s.taoist_tile[RED] = 8
    s.moon_crystals[RED] = s.crystals_gained_this_turn[RED] = 1
    s.reserve_crystals = 3
    assert ("crystal", 2) not in rules.legal_actions(s, 0)


def test_G_12_0_the_fourth_crystal_raises_the_barrier_for_every_board():
    s = clear(game(players=2), step=PLACE)
    s.barrier_crystals = [1, 1, 1, 0]
    s.reserve_crystals = 0
    s.taoist_tile[RED] = 6
    s.moon_crystals[RED] = 1
    act(s, ("crystal", 3))
    act(s, ("end",))
    assert s.decision is not None and s.decision[0] == "barrier"
    boards = []
    while s.decision is not None and s.decision[0] == "barrier":
        boards.append(s.decision[3][1])
        act(s, s.decision[2][0])
    assert boards[0] == YELLOW and s.suling_space == -1 and sum(s.barrier_crystals) == 0


def test_G_12_1_a_barrier_crystal_saves_the_portal_villager_first():
    s = clear(game(players=2, portal=4))
    s.barrier_crystals = [1, 1, 1, 1]
    s.reserve_crystals = 0
    v = s.villagers[0].pop()
    s.villagers[4] = [v]
    yin.barrier_board(s, YELLOW)
    assert [a for a in s.decision[2] if a[0] == "barrier_save"] == [("barrier_save", 4)]
    act(s, ("barrier_save", 4))
    assert s.shelter == [v] and sum(s.barrier_crystals) == 3


def test_G_13_1_a_dead_taoist_drops_tokens_crystals_and_buddhas():
    s = clear(game(players=2))
    s.moon_crystals[YELLOW], s.reserve_crystals = 1, 3
    s.buddhas_held[YELLOW] = 1
    s.temple_buddhas, s.reserve_buddhas = (s.temple_buddhas - 1, s.reserve_buddhas) if s.temple_buddhas else (0, s.reserve_buddhas - 1)
    core.qi_loss(s, YELLOW, 3)
    assert not s.taoist_alive[YELLOW] and s.tao_tokens[YELLOW] == [0] * 5 and s.reserve_crystals == 4 and s.buddhas_held[YELLOW] == 0
    assert rules.invariants(s) == []


def test_G_13_2_artifacts_pass_to_a_living_taoist():
    from rulesets.ghost_stories.rules.state import SHIELD
    s = clear(game(players=2))
    s.artifacts[YELLOW] = SHIELD
    core.qi_loss(s, YELLOW, 3)
    assert s.artifacts[RED] & SHIELD


def test_G_13_3_when_every_taoist_is_dead_the_game_is_lost():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    core.qi_loss(s, RED, 3)
    assert s.result == "loss" and "G-13.3" in s.reason


def test_G_15_1_qi_lost_by_an_empty_neutral_board_goes_to_a_chosen_player():
    s = clear(game(players=2))
    s.reserve_qi += s.qi[GREEN]
    s.qi[GREEN] = 0
    core.qi_loss(s, GREEN, 1)
    assert s.decision[0] == "qi_target"
    act(s, ("qi_target", YELLOW))
    assert s.qi[YELLOW] == 2


def test_G_14_2_the_twelfth_dead_villager_loses_the_game():
    s = clear(game(players=2))
    for p in range(9):
        while s.villagers[p] and len(s.graveyard) < 12:
            core.kill_top(s, p)
    assert s.result == "loss" and "G-14.2" in s.reason


def test_G_14_3_long_curse_removes_a_green_token_from_the_game():
    s = clear(game(players=2))
    families.family_curse(s, family(s, "long"), 0)
    assert s.tao_out_of_game[GREEN] == 1 and s.reserve_tao[GREEN] == 3


def test_G_14_4_a_removal_with_an_empty_reserve_takes_the_players_token():
    s = clear(game(players=2))
    s.tao_tokens[YELLOW][BLACK] = 4
    s.reserve_tao[BLACK] = 0
    families.family_curse(s, family(s, "miao"), 0)
    assert s.tao_tokens[YELLOW][BLACK] == 3 and s.tao_out_of_game[BLACK] == 1


def test_G_14_3_wu_curse_brings_a_wu_feng_from_the_box():
    s = clear(game(players=4, seed=3))
    box = len(s.wu_fengs_in_box)
    left = s.wu_fengs_left
    families.family_curse(s, family(s, "wu"), 0)
    if s.decision:
        act(s, s.decision[2][0])
    run(s)
    assert len(s.wu_fengs_in_box) == box - 1 and s.wu_fengs_left == left + 1


def test_G_14_3_sheng_curse_haunts_the_villagers_tile():
    s = clear(game(players=2))
    s.villagers[0] = []
    families.family_curse(s, family(s, "sheng"), 0)
    assert s.haunted[0] == 1


def test_G_14_3_li_curse_removes_the_bottom_ghost_card():
    s = clear(game(players=2))
    bottom = s.deck[0]
    families.family_curse(s, family(s, "li"), 0)
    assert s.removed_cards[-1] == bottom and s.deck[0] != bottom


def test_G_14_3_hua_curse_knocks_the_active_taoist_down():
    s = clear(game(players=2))
    families.family_curse(s, family(s, "hua"), 0)
    assert s.knocked_down[RED] == 1


def test_G_14_3_zhou_reward_raises_the_barrier_at_the_end_of_the_turn():
    s = clear(game(players=2), step=PLACE)
    families.family_reward(s, family(s, "zhou"))
    act(s, ("end",))
    assert sum(s.barrier_crystals) == 4 and s.decision[0] == "barrier"


def test_G_14_3_li_reward_shares_three_qi():
    s = clear(game(players=2))
    families.family_reward(s, family(s, "li"))
    run(s)
    for _ in range(3):
        assert s.decision[0] == "share"
        act(s, ("share", YELLOW, -1))
    assert s.qi[RED] == 3 and s.qi[YELLOW] == 6


def test_G_14_3_xiang_reward_shares_one_token_of_each_colour():
    s = clear(game(players=2))
    before = sum(map(sum, s.tao_tokens))
    families.family_reward(s, family(s, "xiang"))
    run(s)
    while s.decision is not None:
        act(s, ("share", RED, s.decision[2][0][2]))
    assert sum(s.tao_tokens[RED]) == before - 1 + 5 and s.tao_tokens[RED][BLACK] == 1


def test_G_14_3_shield_of_time_sends_own_colour_ghosts_to_the_bottom():
    from rulesets.ghost_stories.rules.state import SHIELD
    s = clear(game(players=4))
    s.artifacts[RED] |= SHIELD
    own, other = regular(s, RED), regular(s, BLUE)
    s.deck += [other, own]
    arrival.bring_ghost(s)
    assert s.deck[0] == own and (other in s.ghost_spaces or s.decision[3][1] == other)


def test_G_14_3_armour_of_the_just_ignores_entry_symbols():
    from rulesets.ghost_stories.rules.state import ARMOUR
    s = clear(game(players=4))
    s.artifacts[BLUE] |= ARMOUR
    g = next(c for c in range(card_tables().n_regular) if card_tables().disables[c] and card_tables().colour[c] == BLUE)
    arrival.place_on(s, g, 9)
    run(s)
    assert s.ghost_spaces[9] == g and s.ghost_disables_power[9] == 0


def test_G_14_3_life_potion_revives_a_dead_taoist_on_the_cemetery():
    from rulesets.ghost_stories.rules.state import LIFE_POTION
    s = alone(clear(game(players=2)), RED)
    s.artifacts[RED] |= LIFE_POTION
    core.qi_loss(s, YELLOW, 3)
    s.cache = None
    act(s, ("potion", YELLOW))
    assert s.taoist_alive[YELLOW] and s.qi[YELLOW] == 1 and not s.artifacts[RED] & LIFE_POTION


def test_G_13_4_a_dead_taoists_board_takes_only_a_yin_phase():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    s.deck += [regular(s, YELLOW, yin=-1), regular(s, GREEN, yin=-1)]
    s.phase = "yin"
    core.push(s, "start_turn", YELLOW)
    run(s)
    while s.decision is not None and s.decision[0] == "place_ghost":
        act(s, s.decision[2][0])
    assert s.active_board != YELLOW and s.board_turns >= 2


def test_G_14_3_scroll_of_unity_lets_each_other_taoist_choose_to_join():
    from rulesets.ghost_stories.rules.state import SCROLL
    s = clear(game(players=3))
    s.artifacts[RED] |= SCROLL
    s.taoist_tile[YELLOW], s.taoist_tile[GREEN] = 0, 8
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    assert s.decision[0] == "scroll_join" and s.decision[1] == 1
    act(s, ("scroll_join", YELLOW, 1))
    act(s, ("scroll_join", GREEN, 0))
    assert s.taoist_tile[YELLOW] == 4 and s.taoist_tile[GREEN] == 8


def test_G_G_3_the_players_choose_between_equally_near_tiles_to_haunt():
    s = clear(game(players=2))
    s.haunted[4] = 1
    s.villagers = [[] for _ in range(9)]
    s.graveyard = list(range(24))
    core.haunt_near(s, 4)
    assert s.decision[0] == "haunt_tile" and len(s.decision[2]) == 8
    act(s, ("haunt_tile", 7))
    assert s.haunted[7] == 1


def test_G_14_3_wu_reward_lets_the_players_place_each_buddha():
    s = clear(game(players=2))
    families.family_reward(s, family(s, "wu"))
    run(s)
    act(s, ("buddha_space", 3))
    act(s, ("buddha_space", 9))
    assert s.buddha_on_space[3] == s.buddha_on_space[9] == 1 and rules.invariants(s) == []


def test_G_14_3_li_curse_removes_even_a_wu_feng_from_the_bottom():
    s = clear(game(players=2))
    wf = card(s, "wf60")
    if wf in s.wu_fengs_in_box:
        s.wu_fengs_in_box.remove(wf)
        s.deck.insert(0, wf)
        s.wu_fengs_left += 1
    else:
        s.deck.remove(wf)
        s.deck.insert(0, wf)
    left = s.wu_fengs_left
    families.family_curse(s, family(s, "li"), 0)
    assert s.deck[0] != wf and wf in s.removed_cards and s.wu_fengs_left == left - 1


def test_G_11_2_the_players_may_leave_su_lings_receptacle_empty():
    s = clear(game(players=2), step=PLACE)
    s.suling_may_come = True
    act(s, ("suling", 0))
    act(s, ("suling_crystal", 0, 0))
    assert s.suling_space == 0 and s.barrier_crystals[0] == 0 and s.reserve_crystals == 4


def _only(s, cards):
    """The deck becomes exactly `cards` (top last); every other card is set aside with the removed ones."""
    for pile in (s.deck, s.removed_cards, s.discard_pile):
        for c in cards:
            if c in pile:
                pile.remove(c)
    s.removed_cards += s.deck
    s.deck[:] = list(cards)


def test_G_14_3_shield_of_time_sends_every_own_colour_ghost_drawn_in_a_row_to_the_bottom():
    from rulesets.ghost_stories.rules.state import SHIELD
    s = clear(game(players=4))
    s.artifacts[RED] |= SHIELD
    s.wu_fengs_left = 0
    first, second, other, spare = regular(s, RED), regular(s, RED, skip=1), regular(s, BLUE), regular(s, GREEN)
    _only(s, [spare, other, second, first])
    arrival.bring_ghost(s)
    assert s.deck == [second, first, spare]
    assert other in s.ghost_spaces or s.decision[3][1] == other


def test_G_14_3_shield_of_time_over_a_deck_of_only_its_own_colour_still_brings_a_ghost():
    from rulesets.ghost_stories.rules.state import SHIELD
    s = clear(game(players=4))
    s.artifacts[RED] |= SHIELD
    s.wu_fengs_left = 0
    reds = [regular(s, RED, skip=k) for k in range(3)]
    _only(s, reds)
    arrival.bring_ghost(s)
    assert s.decision[0] == "place_ghost" and s.decision[3][1] in reds and len(s.deck) == 2


def test_G_14_3_life_potion_gives_a_living_taoist_exactly_one_qi():
    from rulesets.ghost_stories.rules.state import LIFE_POTION
    s = alone(clear(game(players=2)), RED)
    s.artifacts[RED] |= LIFE_POTION
    qi = s.qi[YELLOW]
    s.cache = None
    act(s, ("potion", YELLOW))
    assert s.qi[YELLOW] == qi + 1 and not s.artifacts[RED] & LIFE_POTION


def test_G_14_3_with_the_qi_reserve_empty_the_life_potion_revives_no_dead_taoist():
    # G-14.3 Life Potion: "any Taoist gains 1 Qi"; the Qi comes from the reserve (G-G.7), so with none there
    # the dead Taoist cannot be healed back to life and the choice is not offered.
    from rulesets.ghost_stories.rules.state import LIFE_POTION
    s = alone(clear(game(players=2)), RED)
    s.artifacts[RED] |= LIFE_POTION
    core.qi_loss(s, YELLOW, 3)
    s.qi[RED] += s.reserve_qi
    s.reserve_qi = 0
    s.cache = None
    assert ("potion", YELLOW) not in rules.legal_actions(s, 0)
    assert s.reserve_qi == 0 and not s.taoist_alive[YELLOW]
