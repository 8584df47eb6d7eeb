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
    s.version += 1
    with pytest.raises(IllegalAction) as err:
        act(s, ("move", 8, 0))
    assert err.value.rule_id == "G-9.1" and "escorting" not in str(err.value)
    s.villagers[0], s.haunted[1] = [4], 1
    s.version += 1
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
