"""Ghost Stories edge cases found by mutation testing: limits, empty reserves, board bounds and log facts."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import arrival, core, exorcism, yin
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import BLACK, BLUE, CLAW, GREEN, RED, YELLOW
from tests.ghost_stories.support import act, clear, game, put, regular, run


def test_G_12_1_the_barrier_roll_never_reaches_the_next_boards_ghosts():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW, req=1), 3)                  # yellow space 1, right after red space 3
    s.barrier_crystals = [1, 1, 1, 1]
    exorcism.offer_barrier(s, RED, (YELLOW, YELLOW, YELLOW, YELLOW))
    assert s.decision is None and s.ghost_spaces[3] >= 0 and sum(s.barrier_crystals) == 4


def test_G_12_1_a_board_whose_only_neighbour_ghost_is_next_door_is_offered_no_roll():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW, req=1), 3)
    s.barrier_crystals = [1, 0, 0, 0]
    for p in range(9):
        s.villagers[p] = []
    yin.barrier_board(s, RED)
    assert s.decision is None


def test_G_15_1_qi_gained_from_an_empty_reserve_is_nothing():
    s = clear(game(players=2))
    s.reserve_qi, qi = 0, s.qi[RED]
    core.gain_qi(s, RED, 2)
    assert s.qi[RED] == qi and s.reserve_qi == 0
    s.reserve_qi = 1
    core.gain_qi(s, RED, 2)
    assert s.qi[RED] == qi + 1 and s.reserve_qi == 0


def test_G_10_16_a_ghost_of_card_zero_holding_dice_keeps_them_captive():
    s = clear(game(players=4))
    put(s, 0, 0)                                           # the first card of the deck data
    s.captured_dice[0] = 1
    exorcism.start(s, RED, (0,))
    rolled = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert len(rolled.data["faces"]) == 2


def test_G_8_2_a_player_without_power_tokens_is_offered_no_borrowing():
    s = clear(game(players=2))
    s.power_tokens[RED] = 0
    s.cache = None
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "power"]
    s.power_tokens[RED] = 1
    s.yang_step = 2
    s.cache = None
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "power"]     # not in the placing step


def test_G_8_2_borrowing_the_yellow_power_gives_the_chosen_token():
    s = clear(game(players=2))
    s.power_tokens[RED] = 1
    s.cache = None
    assert ("power", YELLOW) not in rules.legal_actions(s, 0)              # yellow is a player's board here
    s1 = clear(game(players=1, variant="solo"))
    act(s1, ("power", YELLOW))
    assert s1.decision[0] == "take_tao"
    act(s1, ("take_tao", BLACK))
    assert s1.tao_tokens[RED][BLACK] == 1 and s1.power_tokens_on_centre == 1


def test_G_7_2_two_cards_left_are_not_yet_the_last_card():
    s = clear(game(players=2))
    top = s.deck[-1]
    del s.deck[:-2]
    core.push(s, "bring_ghost")
    run(s)
    assert s.result is None and top not in s.deck
    core.push(s, "bring_ghost")
    s.decision = None
    run(s)
    assert s.result == "loss"


def test_G_14_3_the_vengeful_claw_gives_nothing_of_a_colour_the_reserve_lacks():
    s = clear(game(players=4))
    s.tao_out_of_game[GREEN], s.reserve_tao[GREEN] = s.reserve_tao[GREEN], 0
    put(s, regular(s, GREEN, req=3), 7)
    s.artifacts[RED] |= CLAW
    exorcism.offer_payment(s, RED, (7,), (RED, RED, RED), False)
    run(s)
    assert s.tao_tokens[RED][GREEN] == 0 and not s.claw_used


def test_G_7_8_disabling_another_board_leaves_the_mantra_in_place():
    s = clear(game(players=4, seed=2, sides=["A", "B", "A", "A"]))
    put(s, regular(s, BLUE), 9)
    s.mantra_space = 9
    g = next(c for c in range(card_tables().n_regular) if card_tables().disables[c] and card_tables().colour[c] == RED)
    arrival.place_on(s, g, 1)
    run(s)
    assert s.mantra_space == 9 and s.ghost_disables_power[1] == 1
    event = next(e for e in reversed(rules.log(s)) if e.kind == "power_disabled")
    assert event.data["board"] == "red"


def test_G_13_2_the_heir_of_an_artifact_is_logged():
    from rulesets.ghost_stories.rules.state import SHIELD
    s = clear(game(players=4))
    s.artifacts[YELLOW] = SHIELD
    core.qi_loss(s, YELLOW, 3)
    run(s)
    act(s, ("artifact_heir", BLUE, 4))
    event = rules.log(s)[-1]
    assert event.kind == "artifact_received" and event.data["board"] == "blue" and s.artifacts[BLUE] == SHIELD


def test_G_6_1_the_qi_lost_to_an_overrun_says_the_board_is_full():
    s = clear(game(players=4, seed=2))
    for x in (0, 1, 2):
        put(s, regular(s, BLUE, skip=x), x)
    s.cause = ("turn", RED)
    yin.overrun_or_arrival(s, RED)
    run(s)
    lost = next(e for e in reversed(rules.log(s)) if e.kind == "qi_lost")
    assert lost.cause == "the red board is full"


def test_scoring_invariants_catch_qi_out_of_the_reserve():
    s = clear(game(players=2))
    assert not rules.invariants(s)
    s.qi[RED] += 1
    assert any("Qi" in x for x in rules.invariants(s))


def test_G_3_4_board_sides_may_be_given_as_numbers():
    s = game(players=2, sides=[1, 0, 0, 0])
    assert s.power_side[RED] == 1



def test_G_8_1_a_yin_yang_action_on_a_tile_that_does_not_exist_is_refused_with_a_rule():
    s = clear(game(players=2))
    for bad in (("yy_act", 99), ("yy_act", -1), ("yy_act", "tea"), ("fireworks", 99)):
        with pytest.raises(IllegalAction) as err:
            act(s, bad)
        assert err.value.rule_id.startswith("G-"), bad


def test_G_14_1_what_a_family_reward_does_is_logged_as_its_cause():
    s = clear(game(players=2))
    s.tasks.append(("family_reward", card_tables().family_id.index("li")))
    run(s)
    while s.decision is not None:
        act(s, s.decision[2][0])
    gains = [e for e in rules.log(s) if e.kind == "qi_gained"]
    assert gains and all(e.cause == "reward of the Li family" for e in gains)


def test_G_11_5_crystals_gained_in_any_boards_turn_become_placeable_at_the_next_turn():
    for b in range(4):
        s = clear(game(players=4))
        s.crystals_gained_this_turn[b] = 1
        yin.start_turn(s, YELLOW)
        assert s.crystals_gained_this_turn == [0, 0, 0, 0], b


def test_G_8_1_the_yin_yang_offers_the_kung_fu_school_against_own_colour_ghosts_without_power_tokens():
    from rulesets.ghost_stories.rules import tiles
    from rulesets.ghost_stories.rules.state import KUNG_FU
    s = clear(game(players=4))
    put(s, regular(s, RED), 5)
    assert s.power_tokens[RED] == 0 and KUNG_FU in tiles.usable_kinds(s, RED)


def test_G_12_1_the_barrier_roll_at_the_yellow_board_takes_the_ghost_on_its_first_space():
    s = clear(game(players=4))
    ghost = regular(s, YELLOW, req=1)
    put(s, ghost, 3)                                      # yellow's first space (spaces 3-5 are yellow's)
    s.barrier_crystals = [1, 1, 1, 1]
    exorcism.offer_barrier(s, YELLOW, (YELLOW, BLUE, BLUE, BLUE))
    run(s)
    if s.decision is not None:                           # the players choose among the feasible sets
        act(s, s.decision[2][0])
    assert s.ghost_spaces[3] < 0


def test_G_12_1b_the_barrier_rolls_the_four_tao_dice_no_more():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1), 0)
    exorcism.barrier_roll(s, RED)
    rolled = next(e for e in rules.log(s) if e.kind == "dice_rolled")
    assert len(rolled.data["faces"]) == 4
