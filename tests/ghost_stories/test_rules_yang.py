"""Ghost Stories Yang phase: movement and powers (G-8, G-9), village tile actions (G-10.1-10.13)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import tiles
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import (
    ALTAR,
    BLACK,
    BLUE,
    CEMETERY,
    CIRCLE,
    GREEN,
    HERBALIST,
    KUNG_FU,
    PAVILION,
    RED,
    SORCERER,
    TEA_HOUSE,
    TEMPLE,
    WATCHMAN,
    YELLOW,
)
from tests.ghost_stories.support import ACTION, PLACE, act, clear, game, put, regular


def on_tile(s, b, kind):
    """Lay tile `kind` under Taoist b (swapping it into the village if it was not dealt)."""
    p = s.taoist_tile[b]
    old = s.tile_kind_at[p]
    if s.position_of_kind[kind] >= 0:
        q = s.position_of_kind[kind]
        s.tile_kind_at[q], s.position_of_kind[old] = old, q
    else:
        s.position_of_kind[old] = -1
    s.tile_kind_at[p] = kind
    s.position_of_kind[kind] = p
    return s


def test_G_9_1_a_taoist_moves_one_tile_including_diagonals():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[RED] = 0
    dests = {a[1] for a in rules.legal_actions(s, 0) if a[0] == "move"}
    assert dests == {0, 1, 3, 4}


def test_G_9_3_swift_stride_reaches_two_tiles():
    s = clear(game(players=2))
    s.taoist_tile[RED] = 0
    assert {a[1] for a in rules.legal_actions(s, 0) if a[0] == "move"} == set(range(9))


def test_G_9_1_a_move_of_two_tiles_without_the_power_is_refused():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[RED] = 0
    with pytest.raises(IllegalAction) as err:
        act(s, ("move", 8, 0))
    assert err.value.rule_id == "G-9.1"


def test_G_8_3_escorting_carries_the_top_villager_along():
    s = clear(game(players=2, sides=["B", "A", "A", "A"], portal=4))
    s.taoist_tile[RED] = 0
    top = s.villagers[0][-1]
    s.villagers[1] = []
    act(s, ("move", 1, 1))
    assert s.villagers[1] == [top] and s.taoist_tile[RED] == 1 and s.yang_step == ACTION


def test_G_8_3_no_escort_onto_a_haunted_tile():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[RED] = 0
    s.haunted[1] = 1
    assert ("move", 1, 1) not in rules.legal_actions(s, 0)
    assert ("move", 1, 0) in rules.legal_actions(s, 0)


def test_G_9_2_deep_sleeves_takes_a_token_before_moving():
    s = clear(game(players=2), active=YELLOW)
    act(s, ("yellow_token", BLACK))
    assert s.tao_tokens[YELLOW][BLACK] == 1 and s.reserve_tao[BLACK] == 3


def test_G_9_2_the_mantra_goes_on_a_ghost():
    s = clear(game(players=2, sides=["A", "B", "A", "A"]), active=YELLOW)
    put(s, regular(s, RED), 0)
    act(s, ("mantra", 0))
    assert s.mantra_space == 0


def test_G_9_3_guiding_hand_moves_another_taoist_one_tile():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    act(s, ("red_push", YELLOW, 0))
    assert s.taoist_tile[YELLOW] == 0


def test_G_9_4_a_knocked_down_taoist_spends_his_move_standing_up():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))        # red B: Guiding Hand, a 1-tile move
    s.knocked_down[RED] = 1
    assert [a for a in rules.legal_actions(s, 0) if a[0] == "move"] == [("move", 4, 0)]
    act(s, ("move", 4, 0))
    assert s.knocked_down[RED] == 0


def test_G_10_3_a_haunted_tile_gives_no_action():
    s = clear(game(players=2), step=ACTION)
    s.haunted[4] = 1
    assert ("act",) not in rules.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as err:
        act(s, ("act",))
    assert err.value.rule_id == "G-10.3"


def test_G_10_1_only_one_action_per_turn():
    s = clear(game(players=2), step=ACTION)
    on_tile(s, RED, TEMPLE)
    act(s, ("act",))
    assert s.yang_step == PLACE
    with pytest.raises(IllegalAction) as err:
        act(s, ("act",))
    assert err.value.rule_id == "G-10.1"


def test_G_10_2_twin_forms_takes_the_same_action_twice():
    s = clear(game(players=4), active=BLUE, step=ACTION)
    s.taoist_tile[BLUE] = 4
    on_tile(s, BLUE, TEMPLE)
    s.temple_buddhas = 2
    s.actions_left = 2
    act(s, ("act",))
    act(s, ("act",))
    assert s.buddhas_held[BLUE] == 2 and s.yang_step == PLACE


def test_G_10_8_the_temple_gives_a_buddha_placeable_next_turn_only():
    s = clear(game(players=2), step=ACTION)
    on_tile(s, RED, TEMPLE)
    s.temple_buddhas = 2
    act(s, ("act",))
    assert s.buddhas_held[RED] == 1 and s.temple_buddhas == 1
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "buddha"]


def test_G_10_5_the_altar_unhaunts_a_tile_and_brings_a_ghost():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, ALTAR)
    s.haunted[0] = 1
    s.deck.append(regular(s, RED))
    act(s, ("act",))
    assert s.haunted[0] == 0
    act(s, ("place_ghost", 2))
    assert s.ghost_spaces[2] >= 0


def test_G_10_6_the_herbalist_rolls_two_dice_for_tokens_or_crystals():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, HERBALIST)
    before = sum(s.tao_tokens[RED]) + s.moon_crystals[RED]
    act(s, ("act",))
    assert sum(s.tao_tokens[RED]) + s.moon_crystals[RED] - before == 2 and s.crystals_gained_this_turn[RED] == s.moon_crystals[RED]


def test_G_10_7_the_sorcerer_banishes_a_ghost_for_one_qi():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, SORCERER)
    g = regular(s, BLUE)
    put(s, g, 10)
    act(s, ("act",))
    assert s.ghost_spaces[10] == -1 and g in s.discard_pile and s.qi[RED] == 2


def test_G_10_7_the_sorcerer_cannot_banish_a_wu_feng():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, SORCERER)
    put(s, card_tables().card_id.index("wf51"), 10)
    assert not tiles.usable(s, RED, SORCERER)


def test_G_10_9_the_night_watchman_pushes_haunters_back():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, WATCHMAN)
    put(s, regular(s, GREEN, yin="haunter"), 7)
    s.haunter_steps[7] = 1
    act(s, ("act",))
    assert s.haunter_steps[7] == 0


def test_G_10_10_the_circle_holds_one_token_and_returns_the_old_one():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, CIRCLE)
    s.circle_colour = RED
    s.reserve_tao[RED] -= 1
    red, blue = s.reserve_tao[RED], s.reserve_tao[BLUE]
    act(s, ("act",))
    act(s, ("circle", BLUE))
    assert s.circle_colour == BLUE and s.reserve_tao[RED] == red + 1 and s.reserve_tao[BLUE] == blue - 1


def test_G_10_11_the_pavilion_moves_a_ghost_then_another_taoist():
    s = clear(game(players=2, seed=4), step=ACTION)
    on_tile(s, RED, PAVILION)
    put(s, regular(s, GREEN), 7)
    s.ghost_disables_power[7] = 1
    act(s, ("act",))
    act(s, ("pav_ghost", 7))
    act(s, ("pav_to", 7, 0))
    assert s.ghost_spaces[0] >= 0 and s.ghost_disables_power[0] == 1 and s.ghost_spaces[7] == -1
    act(s, ("pav_taoist", YELLOW, 0))
    assert s.taoist_tile[YELLOW] == 0


def test_G_10_12_the_tea_house_gives_a_token_and_qi_then_a_ghost():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, TEA_HOUSE)
    s.deck.append(regular(s, RED))
    act(s, ("act",))
    act(s, ("tea", BLACK))
    assert s.tao_tokens[RED][BLACK] == 1 and s.qi[RED] == 4
    act(s, ("place_ghost", 1))
    assert s.ghost_spaces[1] >= 0


def test_G_10_13_the_kung_fu_school_targets_every_ghost_of_one_colour():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, KUNG_FU)
    put(s, regular(s, RED, req=1), 0)
    put(s, regular(s, RED, req=1, skip=1), 10)
    draws = s.rng.draws
    act(s, ("act",))
    assert s.rng.draws == draws + 1
    assert any(e.kind == "dice_rolled" and e.data["die"] == "tao" for e in rules.log(s)[-3:])


def test_G_10_4_the_cemetery_revives_a_dead_taoist_with_two_qi():
    s = clear(game(players=2, seed=4), step=ACTION)
    on_tile(s, RED, CEMETERY)
    from rulesets.ghost_stories.rules import core
    core.qi_loss(s, YELLOW, 3)
    assert not s.taoist_alive[YELLOW]
    act(s, ("act",))
    if s.decision and s.decision[0] == "cemetery":
        act(s, ("cem_revive", YELLOW))
    assert s.taoist_alive[YELLOW] and s.taoist_tile[YELLOW] == s.position_of_kind[CEMETERY] and s.qi[YELLOW] == 2


def test_G_8_1_the_yin_yang_unhaunts_a_tile_once():
    s = clear(game(players=2))
    s.haunted[3] = 1
    act(s, ("yy_unhaunt", 3))
    assert s.haunted[3] == 0 and s.yin_yang_unused[RED] == 0
    assert not [a for a in rules.legal_actions(s, 0) if a[0].startswith("yy")]


def test_G_8_1_the_yin_yang_performs_any_tile_action_even_one_not_dealt():
    s = clear(game(players=2))
    p = s.position_of_kind[TEMPLE]
    if p >= 0:                          # take the Temple out of the village
        missing = s.position_of_kind.index(-1)
        s.tile_kind_at[p], s.position_of_kind[missing], s.position_of_kind[TEMPLE] = missing, p, -1
    s.temple_buddhas, s.reserve_buddhas = 0, 2
    act(s, ("yy_act", TEMPLE))
    assert s.buddhas_held[RED] == 1 and s.reserve_buddhas == 1 and s.yin_yang_unused[RED] == 0


def test_G_8_2_a_power_token_borrows_a_neutral_power_and_lands_on_the_centre():
    s = clear(game(players=2))
    act(s, ("power", BLUE))
    assert s.power_tokens[RED] == 0 and s.power_tokens_on_centre == 1 and s.actions_left == 2


def test_G_8_2_a_neutral_board_without_qi_lends_nothing():
    s = clear(game(players=2))
    s.qi[GREEN] = 0
    s.reserve_qi += 3
    assert ("power", GREEN) not in rules.legal_actions(s, 0)


def test_G_11_4_a_taoist_ending_on_the_centre_picks_up_power_tokens():
    s = clear(game(players=2), step=ACTION)
    s.power_tokens_on_centre = 2
    act(s, ("skip",))
    assert rules.legal_actions(s, 0)[:2] == [("power_tokens", 2), ("power_tokens", 1)]   # "any number", all first
    act(s, ("power_tokens", 2))
    assert s.power_tokens[RED] == 3 and s.power_tokens_on_centre == 0


def test_G_11_4_a_taoist_may_leave_some_power_tokens_on_the_centre():
    s = clear(game(players=2), step=ACTION)
    s.power_tokens_on_centre = 2
    act(s, ("skip",))
    act(s, ("power_tokens", 1))
    assert s.power_tokens[RED] == 2 and s.power_tokens_on_centre == 1


def test_G_9_4_a_knocked_down_taoist_with_swift_stride_stands_up_and_moves_one_tile():
    s = clear(game(players=2))                                     # red A: Swift Stride, 2 movement points
    s.knocked_down[RED] = 1
    moves = {a[1] for a in rules.legal_actions(s, 0) if a[0] == "move"}
    assert moves == set(range(9))                                  # the centre reaches every tile in one step
    s.taoist_tile[RED] = 0
    s.cache = None
    moves = {a[1] for a in rules.legal_actions(s, 0) if a[0] == "move"}
    assert moves == {0, 1, 3, 4}                                   # never two tiles away
    act(s, ("move", 1, 0))
    assert s.knocked_down[RED] == 0 and s.taoist_tile[RED] == 1


def test_G_9_3_guiding_hand_is_offered_after_reds_own_move_too():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    act(s, ("move", 4, 0))
    pushes = [a for a in rules.legal_actions(s, 0) if a[0] == "red_push"]
    assert pushes and all(a[1] == YELLOW for a in pushes)
    act(s, pushes[0])
    assert s.taoist_tile[YELLOW] == pushes[0][2]
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "red_push"]    # once a turn


def test_G_10_13_a_power_token_lets_kung_fu_target_a_neutral_boards_colour():
    s = clear(game(players=2, seed=4), step=ACTION)
    on_tile(s, RED, KUNG_FU)
    put(s, regular(s, GREEN), 7)
    s.cache = None
    act(s, ("act",))
    assert s.power_tokens[RED] == 0 and s.power_tokens_on_centre == 1


def test_G_10_13_kung_fu_is_not_offered_without_a_target():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, KUNG_FU)
    put(s, regular(s, GREEN), 7)
    assert ("act",) not in rules.legal_actions(s, 0)


def test_G_8_3_a_two_tile_move_can_pick_up_a_villager_on_the_way():
    s = clear(game(players=2, portal=8))
    s.taoist_tile[RED] = 0
    s.villagers[4] = s.villagers[4][:1]
    v = s.villagers[4][0]
    act(s, ("move", 8, 2, 4))
    assert s.villagers[8] == [v] and s.villagers[4] == [] and s.taoist_tile[RED] == 8


def test_G_8_3_a_villager_can_be_dropped_halfway_through_a_two_tile_move():
    s = clear(game(players=2, portal=4))
    s.taoist_tile[RED] = 0
    v = s.villagers[0][-1]
    act(s, ("move", 8, 3, 4))
    assert s.villagers[4] == [v] and s.taoist_tile[RED] == 8


def test_G_10_2_fist_and_word_pairs_an_exorcism_with_another_action():
    s = clear(game(players=4, sides=["A", "A", "A", "B"]), active=BLUE, step=ACTION)
    s.actions_left = 2
    s.taoist_tile[BLUE] = 3
    on_tile(s, BLUE, TEMPLE)
    s.temple_buddhas = 2
    put(s, regular(s, RED), 10)          # faces tile 3
    act(s, ("act",))
    legal = rules.legal_actions(s, 3)
    assert ("exorcise", (10,)) in legal and ("act",) not in legal


def test_G_10_11_the_pavilion_with_all_twelve_spaces_full_is_refused_citing_its_own_rule():
    s = clear(game(players=2, seed=4), step=ACTION)
    on_tile(s, RED, PAVILION)
    for x in range(12):
        put(s, s.deck[-1], x)
    s.cache = None
    with pytest.raises(IllegalAction) as err:
        act(s, ("act",))
    assert err.value.rule_id == "G-10.11" and "G-" not in err.value.reason


def test_G_10_3_a_haunted_tiles_action_is_refused_citing_G_10_3():
    s = clear(game(players=2, seed=4), step=ACTION)
    on_tile(s, RED, PAVILION)
    s.haunted[s.taoist_tile[RED]] = 1
    s.cache = None
    with pytest.raises(IllegalAction) as err:
        act(s, ("act",))
    assert err.value.rule_id == "G-10.3"
