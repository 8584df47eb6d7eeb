"""Ghost Stories village tile actions (G-10.7, G-10.9, G-10.13 with G-8.1): whom they offer, and their log line."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core, tiles
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import (
    ACTION,
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
    TEMPLE,
    WATCHMAN,
    YELLOW,
)
from tests.ghost_stories.support import act, clear, game, put, regular, run
from tests.ghost_stories.test_rules_yang import on_tile


def test_G_10_7_the_sorcerer_offers_every_regular_ghost_in_play_the_first_card_of_the_deck_list_included():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, SORCERER)
    assert card_tables().colour[0] == RED and not card_tables().is_wf[0]
    put(s, 0, 1)                                     # card 0 on red space 2
    put(s, regular(s, BLUE), 10)
    act(s, ("act",))
    assert s.decision[0] == "sorcerer" and {a[1] for a in s.decision[2]} == {1, 10}
    act(s, ("sorcerer", 1))
    assert s.ghost_spaces[1] == -1 and 0 in s.discard_pile and s.ghost_spaces[10] >= 0


def _watchman_with_haunters_on(boards):
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, WATCHMAN)
    for b in boards:
        space = b * 3 + 1
        put(s, regular(s, b, yin="haunter"), space)
        s.haunter_steps[space] = 1
    return s


def test_G_10_9_with_haunters_advanced_on_two_boards_the_player_chooses_which_board_falls_back():
    s = _watchman_with_haunters_on((GREEN, BLUE))
    act(s, ("act",))
    assert s.decision[0] == "watchman" and [a[1] for a in s.decision[2]] == [GREEN, BLUE]
    act(s, ("watchman", BLUE))
    assert s.haunter_steps[BLUE * 3 + 1] == 0 and s.haunter_steps[GREEN * 3 + 1] == 1
    event = rules.log(s)[-1]
    assert event.kind == "haunters_repelled" and event.data == {"board": "blue"}
    assert event.text == "The haunters of the blue board fall back"


def test_G_10_9_with_haunters_advanced_on_one_board_they_fall_back_without_a_question():
    s = _watchman_with_haunters_on((YELLOW,))
    act(s, ("act",))
    assert s.decision is None and s.haunter_steps[YELLOW * 3 + 1] == 0


def test_G_10_1_using_a_tile_is_logged_with_the_taoist_and_the_tiles_name():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, HERBALIST)
    act(s, ("act",))
    used = next(e for e in rules.log(s) if e.kind == "tile_used")
    assert used.text == "The red Taoist uses the Herbalist's Shop" and used.cause == ""
    assert used.data == {"board": "red", "tile_kind": HERBALIST, "tile_name": "the Herbalist's Shop"}


def test_G_8_1_with_one_power_token_the_yin_yang_may_use_the_kung_fu_school_on_a_neutral_boards_colour():
    s = clear(game(players=2, seed=4), step=ACTION)
    assert not s.board_played[GREEN] and s.yin_yang_unused[RED]
    s.power_tokens[RED] = 1
    put(s, regular(s, GREEN), 7)                     # the only ghost: neither red nor black
    assert ("yy_act", KUNG_FU) in rules.legal_actions(s, 0)
    s.power_tokens[RED] = 0
    s.cache = None
    assert ("yy_act", KUNG_FU) not in rules.legal_actions(s, 0)


def _cemetery_in_the_north_west_corner(seed=4):
    """The red Taoist stands on the Cemetery, dealt to tile 0 (the north-west corner); yellow is dead."""
    s = clear(game(players=2, seed=seed), step=ACTION)
    s.taoist_tile[RED] = 0
    on_tile(s, RED, CEMETERY)
    s.villagers[0] = []
    core.qi_loss(s, YELLOW, 3)
    run(s)
    return s


def test_G_10_4_a_taoist_revived_at_a_cemetery_in_the_corner_stands_on_that_corner():
    s = _cemetery_in_the_north_west_corner()
    assert s.position_of_kind[CEMETERY] == 0 and not s.taoist_alive[YELLOW]
    act(s, ("act",))
    assert s.taoist_alive[YELLOW] and s.taoist_tile[YELLOW] == 0


def test_G_10_4_a_cemetery_in_the_corner_takes_a_killed_villager_onto_that_corner():
    s = clear(game(players=2, seed=4), step=ACTION)
    s.taoist_tile[RED] = 0
    on_tile(s, RED, CEMETERY)
    s.villagers[0] = []
    s.graveyard.append(next(v for v in s.villagers[1:] if v).pop())      # a villager killed earlier
    assert ("act",) in rules.legal_actions(s, 0)
    act(s, ("act",))
    revived = next(e for e in rules.log(s) if e.kind == "villager_revived")     # (the curse die may kill it again)
    assert revived.data["tile"] == 0 and revived.text.endswith("rises on the Cemetery")


def test_G_10_4_a_haunting_rolled_at_a_cemetery_in_the_corner_haunts_the_cemetery_itself():
    hauntings = 0
    for seed in range(1, 25):
        s = _cemetery_in_the_north_west_corner(seed)
        act(s, ("act",))
        face = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled").data["faces"][0]
        if face == "Haunting":
            hauntings += 1
            assert s.haunted[0] == 1 and sum(s.haunted) == 1
    assert hauntings


def test_G_10_10_with_one_colour_left_in_the_reserve_the_circle_takes_it_without_a_question():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, CIRCLE)
    for c in range(5):
        if c != BLUE:
            s.tao_tokens[RED][c] += s.reserve_tao[c]
            s.reserve_tao[c] = 0
    act(s, ("act",))
    assert s.decision is None and s.circle_colour == BLUE


def test_G_10_11_the_enfeeblement_mantra_moves_with_the_ghost_the_wind_blows_away():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, PAVILION)
    put(s, regular(s, BLUE), 10)
    s.mantra_space = 10
    act(s, ("act",))
    act(s, ("pav_ghost", 10))
    act(s, ("pav_to", 10, 4))
    assert s.mantra_space == 4 and s.ghost_spaces[10] == -1


def test_G_10_11_the_wind_offers_only_empty_spaces_never_one_holding_the_first_card():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, PAVILION)
    put(s, regular(s, BLUE), 10)
    put(s, 0, 4)                                         # card 0 on yellow space 2
    act(s, ("act",))
    act(s, ("pav_ghost", 10))
    assert s.decision[0] == "pav_to" and {a[2] for a in s.decision[2]} == set(range(12)) - {4, 10}


def test_G_10_10_the_circle_offers_a_colour_with_a_single_token_left_in_the_reserve():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, CIRCLE)
    s.tao_tokens[RED][GREEN] += s.reserve_tao[GREEN] - 1
    s.reserve_tao[GREEN] = 1
    act(s, ("act",))
    assert ("circle", GREEN) in s.decision[2]


def test_G_10_8_a_temple_dealt_to_the_corner_tile_0_gives_a_buddha_from_its_own_stock():
    s = clear(game(players=2, seed=4), step=ACTION)
    s.taoist_tile[RED] = 0
    on_tile(s, RED, TEMPLE)
    temple, reserve = s.temple_buddhas, s.reserve_buddhas
    assert s.position_of_kind[TEMPLE] == 0 and temple > 0
    act(s, ("act",))
    assert s.buddhas_held[RED] == 1 and s.temple_buddhas == temple - 1 and s.reserve_buddhas == reserve


def test_G_10_13_kung_fu_against_red_ghosts_targets_the_first_card_of_the_deck_too():
    s = clear(game(players=4), active=RED, step=ACTION)
    on_tile(s, RED, KUNG_FU)
    put(s, 0, 0)                                      # card 0, a red ghost, on red space 1
    act(s, ("act",))                                  # seed 1's dice beat it
    assert s.ghost_spaces[0] == -1
    assert any(e.kind == "ghost_exorcised" for e in rules.log(s)) or 0 in s.discard_pile


def test_G_10_13_a_wu_feng_alone_gives_kung_fu_no_colour_to_target():
    s = clear(game(players=4), active=RED, step=ACTION)
    put(s, next(c for c in s.deck if card_tables().is_wf[c]), 0)     # Wu-Fengs cannot be targeted
    assert tiles.kung_fu_colours(s, RED) == []
    put(s, regular(s, BLACK, req=1), 1)
    assert tiles.kung_fu_colours(s, RED) == [BLACK]


def _empty_the_qi_reserve(s):
    """Every Qi of the reserve goes onto the red board, so the Qi in the game stays the same."""
    s.qi[RED] += s.reserve_qi
    s.reserve_qi = 0
    s.cache = None


def test_G_10_4_the_cemetery_brings_no_taoist_back_when_the_qi_reserve_is_empty():
    # G-10.4: the revived Taoist comes back "with 2 Qi from the reserve"; with none there (G-G.7: 30 Qi in
    # all) he cannot, so the Cemetery offers nothing to do for him and its action is not offered.
    s = _cemetery_in_the_north_west_corner()
    _empty_the_qi_reserve(s)
    assert ("act",) not in rules.legal_actions(s, 0)
    assert s.reserve_qi == 0 and not s.taoist_alive[YELLOW]


def test_G_10_4_with_the_qi_reserve_empty_the_cemetery_still_takes_a_killed_villager_and_revives_no_taoist():
    s = _cemetery_in_the_north_west_corner()
    s.graveyard.append(next(v for v in s.villagers[1:] if v).pop())
    _empty_the_qi_reserve(s)
    act(s, ("act",))
    assert ("cem_revive", YELLOW) not in rules.legal_actions(s, 0)
    assert any(e.kind == "villager_revived" for e in rules.log(s))
    assert not s.taoist_alive[YELLOW] and s.reserve_qi == 0
