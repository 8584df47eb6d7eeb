"""Ghost Stories: rules at their bounds (tile 0, board edges, the last die, the first card), found by mutation testing."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core, effects, exorcism, tiles, yin
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.powers import board_disabled
from rulesets.ghost_stories.rules.state import (
    CEMETERY,
    GREEN,
    LINE,
    PAVILION,
    RED,
    TEA_HOUSE,
    TEMPLE,
    WHITE,
    YELLOW,
)
from tests.ghost_stories.support import PLACE, act, card, clear, game, put, regular, run


def lay(s, kind, p):
    """Tile `kind` lies at position p (swapped with whatever lay there)."""
    old, q = s.tile_kind_at[p], s.position_of_kind[kind]
    if q >= 0:
        s.tile_kind_at[q], s.position_of_kind[old] = old, q
    else:
        s.position_of_kind[old] = -1
    s.tile_kind_at[p], s.position_of_kind[kind] = kind, p


def test_G_5_5_a_devourer_with_an_empty_row_kills_the_only_villager_left():
    s = clear(game(players=2))
    wf = card(s, "wf54")                                     # blue, Devourer
    put(s, wf, 9)
    for p in range(9):
        s.villagers[p] = []
    far = next(p for p in range(9) if p not in LINE[9])     # a tile outside the devourer's row
    s.villagers[far] = [3]
    effects.GHOST_EFFECTS["devourer"](s, 9, wf, 3, 1, -1)
    assert s.villagers[far] == [] and s.graveyard == [3] and s.decision is None


def test_G_10_20_nothing_is_left_to_resolve_after_the_win():
    s = clear(game(players=2))
    s.wu_fengs_left = 0
    s.tasks += [("bring_ghost",), ("check_win",)]
    run(s)
    assert s.result == "win" and s.tasks == []


def test_G_10_8_buddhas_taken_in_any_boards_turn_become_placeable_at_the_next_turn():
    for b in range(4):
        s = clear(game(players=4))
        s.buddhas_gained_this_turn[b] = 1
        yin.start_turn(s, YELLOW)
        assert s.buddhas_gained_this_turn == [0, 0, 0, 0], b


def test_G_G_10_a_curse_die_haunting_from_tile_0_haunts_tile_0():
    s = clear(game(players=2))
    s.villagers[0] = []
    effects.CURSE_DIE_FACES["haunting"](s, RED, 0)
    assert s.haunted[0] == 1 and sum(s.haunted) == 1


def test_G_9_1_a_move_two_tiles_away_is_refused_for_its_distance_and_a_bad_escort_for_the_escort():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[RED] = 0
    s.cache = None
    with pytest.raises(IllegalAction) as err:
        act(s, ("move", 8, 0))
    assert err.value.rule_id == "G-9.1" and "escorting" not in str(err.value)
    s.villagers[0], s.haunted[1] = [4], 1
    s.cache = None
    with pytest.raises(IllegalAction) as err:
        act(s, ("move", 1, 1))
    assert err.value.rule_id == "G-8.3"


def test_G_10_8_a_temple_on_tile_0_holds_the_buddhas():
    seed = next(x for x in range(1, 400) if rules.setup({"players": 2}, x).position_of_kind[TEMPLE] == 0)
    s = rules.setup({"players": 2}, seed)
    assert s.temple_buddhas == 2 and s.reserve_buddhas == 0


def test_the_pending_options_are_the_legal_actions_after_a_listing():
    s = clear(game(players=2))
    legal = rules.legal_actions(s, 0)
    assert list(rules.pending(s).options) == list(legal)


def test_G_10_9_the_night_watchman_offers_only_boards_with_an_advanced_haunter():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW), 3)
    s.haunter_steps[3] = 1
    tiles.TILE_ACTIONS["repel_haunters"](s, RED)
    assert s.decision is None and s.haunter_steps[3] == 0        # only yellow: no question, red is untouched


def test_G_10_4_the_yin_yang_on_a_cemetery_with_nothing_to_do_is_refused_by_the_cemetery_rule():
    s = clear(game(players=2))
    with pytest.raises(IllegalAction) as err:
        act(s, ("yy_act", CEMETERY))
    assert err.value.rule_id == "G-10.4"


def test_G_10_4_a_taoist_revived_on_a_cemetery_at_tile_0_stands_there():
    s = clear(game(players=2))
    lay(s, CEMETERY, 0)
    core.qi_loss(s, YELLOW, 3)
    tiles.revive(s, YELLOW, 2)
    assert s.taoist_tile[YELLOW] == 0 and s.qi[YELLOW] == 2


def test_G_10_4_a_taoist_revived_with_one_qi_takes_exactly_one_qi_from_the_reserve():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    before = s.reserve_qi
    tiles.revive(s, YELLOW, 1)
    assert s.taoist_alive[YELLOW] and s.qi[YELLOW] == 1 and s.reserve_qi == before - 1


def test_the_log_names_who_used_which_tile():
    s = clear(game(players=2))
    tiles.perform(s, RED, TEA_HOUSE)
    run(s)
    gained = next(e for e in rules.log(s) if e.kind == "qi_gained")
    assert gained.cause == "the red Taoist used the Tea House"


def test_staying_put_is_described_as_staying():
    s = clear(game(players=2))
    assert rules.describe_action(s, ("move", s.taoist_tile[RED], 0)).startswith("stay on ")
    assert rules.describe_action(s, ("move", 0, 0)).startswith("walk to ")
    assert rules.describe_action(s, ()) == rules.describe_action(s, "move") == rules.describe_action(s, (3,))


def test_G_12_1_the_barrier_visits_every_board_once_starting_left_of_the_active_one():
    s = clear(game(players=4), step=PLACE)
    s.barrier_crystals, s.crystals_placed_this_turn = [1, 1, 1, 1], 1
    yin.end_turn(s)
    boards = [t[1] for t in reversed(s.tasks) if t[0] == "barrier_board"]
    if s.decision is not None:
        boards = [s.decision[3][1]] + boards
    assert boards == [1, 2, 3, 0]


def test_G_10_6_a_white_herbalist_die_gives_one_crystal_not_placeable_this_turn():
    s = clear(game(players=2, sides=["A", "A", "A", "A"]))
    tiles._herb_take(s, RED, [WHITE, GREEN])
    assert s.moon_crystals[RED] == 1 and s.crystals_gained_this_turn[RED] == 1 and s.tao_tokens[RED][GREEN] == 1


def test_G_10_16_three_captured_dice_leave_no_die_to_roll():
    s = clear(game(players=4))
    put(s, regular(s, RED), 0)
    put(s, regular(s, GREEN), 7)
    s.captured_dice[7] = 3
    exorcism.start(s, RED, (0,))
    rolled = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert rolled.data["faces"] == []


def test_G_18_5_a_disabling_ghost_on_any_of_its_three_spaces_disables_the_board():
    for x in (3, 4, 5):
        s = clear(game(players=2))
        put(s, regular(s, YELLOW), x)
        s.ghost_disables_power[x] = 1
        assert board_disabled(s, YELLOW), x
        assert not board_disabled(s, RED)


def test_G_10_4_the_cemetery_with_no_dead_taoist_and_no_dead_villager_does_nothing():
    s = clear(game(players=2))
    assert not tiles.usable(s, RED, CEMETERY)
    s.graveyard.append(s.villagers[0].pop())
    lay(s, CEMETERY, 4)
    assert tiles.usable(s, RED, CEMETERY)


def test_G_10_11_the_taoist_carried_by_the_wind_is_logged():
    s = clear(game(players=2))
    put(s, regular(s, RED), 0)
    tiles.perform(s, RED, PAVILION)
    act(s, ("pav_ghost", 0))
    act(s, ("pav_to", 0, 5))
    act(s, ("pav_taoist", YELLOW, 1))
    event = rules.log(s)[-1]
    assert event.kind == "taoist_moved" and event.data["board"] == "yellow" and event.data["tile"] == 1


def test_G_14_3_the_wu_reward_logs_how_many_buddhas_take_their_places():
    s = clear(game(players=2))
    s.tasks.append(("family_reward", card_tables().family_id.index("wu")))
    run(s)
    event = next(e for e in rules.log(s) if e.kind == "buddhas_scattered")
    assert event.data["buddhas"] == 2


def test_G_14_3_the_scroll_of_unity_is_used_up_once_read():
    from rulesets.ghost_stories.rules.state import SCROLL
    s = clear(game(players=2))
    s.artifacts[RED] |= SCROLL
    s.taoist_tile[YELLOW] = 0
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    assert not s.artifacts[RED] & SCROLL


def test_G_10_6_a_white_die_takes_the_last_crystal_of_the_reserve():
    s = clear(game(players=2))
    s.reserve_crystals, s.moon_crystals[YELLOW] = 1, 3
    tiles._herb_take(s, RED, [WHITE, WHITE])
    assert s.moon_crystals[RED] == 1 and s.reserve_crystals == 0


def test_G_12_1_a_board_holding_only_a_wu_feng_is_offered_no_barrier_roll():
    s = clear(game(players=4))
    put(s, card(s, "wf52"), 3)
    s.barrier_crystals = [1, 0, 0, 0]
    for p in range(9):
        s.villagers[p] = []
    yin.barrier_board(s, YELLOW)
    assert s.decision is None


def test_G_12_1_a_dead_taoists_board_is_decided_by_the_table():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    put(s, regular(s, YELLOW), 3)
    s.barrier_crystals = [1, 0, 0, 0]
    yin.barrier_board(s, YELLOW)
    assert s.decision[0] == "barrier" and s.decision[1] == 0


def test_G_11_1_and_G_12_0_su_ling_and_the_rising_barrier_are_logged():
    s = clear(game(players=4), step=PLACE)
    s.suling_may_come = True
    act(s, ("suling", 4))
    assert any(e.kind == "suling_placed" and e.data["space"] == 4 for e in rules.log(s))
    s.barrier_crystals, s.crystals_placed_this_turn = [1, 1, 1, 1], 1
    yin.end_turn(s)
    assert rules.log(s)[-1].kind == "barrier_rises"


def test_a_saved_state_with_a_pending_decision_comes_back_and_takes_its_answer():
    from rulesets.ghost_stories.rules.state import state_from_data, state_to_data
    s = clear(game(players=4))
    put(s, card(s, "wf57"), 1)
    s.buddha_on_space[1] = 1
    s.temple_buddhas -= 1
    tiles.TILE_ACTIONS["heavenly_wind"](s, RED)
    back = state_from_data(state_to_data(s))
    assert back.decision == s.decision and type(back.decision[3]) is tuple
    rules.apply(back, back.decision[2][0])
    assert back.decision[0] == "pav_to"


def test_G_7_4_the_untraceable_wu_fengs_buddha_goes_home_when_it_is_exorcised():
    s = clear(game(players=4))
    put(s, card(s, "wf57"), 1)
    s.buddha_on_space[1] = 1
    s.temple_buddhas, s.reserve_buddhas = 1, 0
    exorcism.kill_ghost(s, 1, RED)
    assert s.buddha_on_space[1] == 0 and s.temple_buddhas + s.reserve_buddhas == 2


def test_the_tables_choices_in_a_two_player_game_go_to_the_active_seat():
    s = clear(game(players=2), active=YELLOW)
    assert core.table_seat(s) == 1


def test_G_10_16_third_eye_rolls_one_extra_die():
    s = clear(game(players=4, sides=["A", "A", "B", "A"]))
    put(s, regular(s, GREEN), 7)
    exorcism.start(s, GREEN, (7,))
    rolled = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert len(rolled.data["faces"]) == 4


def test_log_texts_start_with_a_capital_and_keep_every_letter():
    s = game(players=2)
    first = rules.log(s)[0]
    assert first.text.startswith("Ghost Stories begins: 2 players")


def test_every_per_board_list_has_four_entries():
    s = game(players=2)
    for name in ("qi", "moon_crystals", "crystals_gained_this_turn", "buddhas_held", "power_tokens", "artifacts",
                 "taoist_tile", "knocked_down", "yin_yang_unused", "tao_tokens", "seat_of_board"):
        assert len(getattr(s, name)) == 4, name


def test_G_9_1_a_walk_is_logged_with_the_tile_reached():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    act(s, ("move", 1, 0))
    event = rules.log(s)[-1]
    assert event.kind == "taoist_walked" and event.data["tile"] == 1 and event.data["board"] == "red"


def test_G_11_5_a_crystal_set_on_the_barrier_is_logged_with_its_receptacle():
    s = clear(game(players=2), step=PLACE)
    s.taoist_tile[RED] = 0
    s.moon_crystals[RED], s.reserve_crystals = 1, 3
    s.cache = None
    act(s, ("crystal", 0))
    event = rules.log(s)[-1]
    assert event.kind == "crystal_set" and event.data["receptacle"] == 0 and s.barrier_crystals[0] == 1


def test_G_6_1_a_neutral_board_full_of_quiet_ghosts_is_still_overrun():
    for first in (6, 7, 8):
        s = clear(game(players=2))
        quiet = [regular(s, GREEN, yin=-1, skip=k) for k in range(2)]
        put(s, 0, first)                                 # card 0 has no Yin symbol either
        for x, c in zip([x for x in (6, 7, 8) if x != first], quiet):
            put(s, c, x)
        yin.start_turn(s, GREEN)
        run(s)
        assert s.qi[GREEN] == 2, first


def test_G_13_1_a_dead_taoist_gains_no_qi_while_a_neutral_board_does():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, s.qi[YELLOW])
    run(s)
    assert not s.taoist_alive[YELLOW] and s.qi[YELLOW] == 0
    core.gain_qi(s, YELLOW, 1)
    assert s.qi[YELLOW] == 0
    neutral = s.qi[GREEN]
    core.gain_qi(s, GREEN, 1)                         # green is a neutral board in a two-player game
    assert s.qi[GREEN] == neutral + 1
