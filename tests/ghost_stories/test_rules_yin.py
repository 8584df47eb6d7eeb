"""Ghost Stories Yin phase (G-5 ghost actions, G-6 overrun, G-7 ghost arrival)."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import arrival, core, effects, yin
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import BLACK, BLUE, GREEN, RED, YELLOW
from tests.ghost_stories.support import card, clear, game, put, regular, run

HAUNTER, TORMENTOR, DEVOURER = "haunter", "tormentor", "devourer"   # ghosts.yaml yin keywords


def yin_turn(s, b):
    """Run board b's Yin phase (and arrival) up to the first decision."""
    s.phase = "yin"
    core.push(s, "start_turn", b)
    return run(s)


def test_G_5_3a_a_haunter_entering_pushes_the_nearest_villager_one_tile_on():
    s = clear(game(players=4, portal=4, seed=3))
    h = regular(s, RED, yin=HAUNTER)
    put(s, h, 1)                        # red space 2 faces tile 1, its row is 1, 4, 7
    s.villagers[4] = []
    top = s.villagers[1][-1]
    core.push(s, "ghost_effect", HAUNTER, 1, h, 0, 1, -1)
    run(s)
    assert s.haunter_steps[1] == 1 and s.villagers[4] == [top]


def test_G_5_3a_a_villager_pushed_onto_a_haunted_tile_dies():
    s = clear(game(players=4, seed=3))
    h = regular(s, RED, yin=HAUNTER)
    put(s, h, 1)
    s.haunted[4] = 1
    core.push(s, "ghost_effect", HAUNTER, 1, h, 0, 1, -1)
    run(s)
    assert len(s.graveyard) == 1 and len(s.villagers[1]) == 2


def test_G_5_3b_the_second_step_haunts_the_closest_empty_tile_in_the_row():
    s = clear(game(players=4, seed=3))
    h = regular(s, RED, yin=HAUNTER)
    put(s, h, 1)
    s.haunter_steps[1] = 1
    s.villagers[1] = []
    core.push(s, "ghost_effect", HAUNTER, 1, h, 0, 1, -1)
    run(s)
    assert s.haunted[1] == 1 and s.haunter_steps[1] == 0


def test_G_5_6a_villagers_on_the_target_tile_die_instead_of_the_haunting():
    s = clear(game(players=4, seed=3))
    s.villagers[0] = s.villagers[0][:2]
    core.haunt(s, 0)
    run(s)
    assert not s.haunted[0] and s.villagers[0] == [] and len(s.graveyard) == 2


def test_G_5_6b_the_third_haunted_tile_loses_the_game():
    s = clear(game(players=2))
    for p in (0, 1, 2):
        s.villagers[p] = []
        core.haunt(s, p)
    assert s.result == "loss" and "haunted" in s.reason


def test_G_5_6b_initiation_survives_three_haunted_tiles():
    s = clear(game(players=2, difficulty="initiation"))
    for p in (0, 1, 2):
        s.villagers[p] = []
        core.haunt(s, p)
    assert s.result is None


def test_G_5_5_a_devourer_eats_the_nearest_villager_in_its_row():
    s = clear(game(players=4, seed=2))
    d = regular(s, BLUE, yin=DEVOURER)
    put(s, d, 2)                        # red space 3 faces tile 2: row 2, 5, 8
    s.villagers[2] = []
    victim = s.villagers[5][-1]
    core.push(s, "ghost_effect", DEVOURER, 2, d, 0, 1, -1)
    run(s)
    assert s.graveyard[:1] == [victim]


def test_G_5_5_without_villagers_anywhere_the_active_player_loses_one_qi():
    s = clear(game(players=4, seed=2))
    d = regular(s, BLUE, yin=DEVOURER)
    put(s, d, 2)
    s.graveyard += [v for st in s.villagers for v in st]
    s.villagers = [[] for _ in range(9)]
    core.push(s, "ghost_effect", DEVOURER, 2, d, 0, 1, -1)
    run(s)
    assert s.qi[0] == 2


def test_G_5_4_a_tormentor_makes_the_active_player_roll_the_curse_die():
    s = clear(game(players=4, seed=2))
    t = regular(s, RED, yin=TORMENTOR)
    put(s, t, 0)
    core.push(s, "ghost_effect", TORMENTOR, 0, t, 0, 1, -1)
    run(s)
    assert s.suling_may_come and any(e.kind == "dice_rolled" and e.data["die"] == "curse" for e in rules.log(s)[-4:])


def test_G_18_3_the_extra_die_side_skips_tormentor_rolls():
    s = clear(game(players=4, seed=2, sides=["A", "A", "B", "A"]), active=GREEN)
    t = regular(s, GREEN, yin=TORMENTOR)
    put(s, t, 6)
    draws = s.rng.draws
    core.push(s, "ghost_effect", TORMENTOR, 6, t, GREEN, 1, -1)
    run(s)
    assert s.rng.draws == draws and not s.suling_may_come


def test_G_5_1_a_ghost_guarded_by_su_ling_does_nothing():
    s = clear(game(players=4, seed=2))
    t = regular(s, RED, yin=TORMENTOR)
    put(s, t, 0)
    s.suling_space = 0
    s.deck.append(regular(s, RED, req=2, yin=-1))
    yin_turn(s, RED)
    assert not s.suling_may_come


def test_G_5_2_ghosts_act_right_to_left_along_the_board():
    s = clear(game(players=4, seed=2))
    a, b = regular(s, RED, yin=HAUNTER), regular(s, RED, yin=HAUNTER, skip=1)
    put(s, a, 0)                        # faces tile 0, row 0-3-6
    put(s, b, 2)                        # faces tile 2, row 2-5-8
    s.villagers[3], s.villagers[5] = [], []
    s.deck.append(regular(s, YELLOW, yin=-1))
    yin_turn(s, RED)
    moves = [(e.data["from_tile"], e.data["tile"]) for e in rules.log(s) if e.kind == "villager_fled"]
    assert moves[:2] == [(0, 3), (2, 5)]


def test_G_6_1_a_full_board_costs_one_qi_and_no_ghost_arrives():
    s = clear(game(players=4, seed=2))
    for x in (0, 1, 2):
        put(s, regular(s, BLUE, skip=x), x)
    deck = len(s.deck)
    yin.overrun_or_arrival(s, RED)
    run(s)
    assert s.qi[0] == 2 and len(s.deck) == deck


def test_G_6_1_the_overrun_is_logged_and_named_as_the_cause_of_the_lost_qi():
    s = clear(game(players=4, seed=2))
    for x in (0, 1, 2):
        put(s, regular(s, BLUE, skip=x), x)
    yin.overrun_or_arrival(s, RED)
    run(s)
    log = rules.log(s)
    overrun = next(e for e in log if e.kind == "board_overrun")
    assert overrun.text == "The red board is overrun" and overrun.data == {"board": "red"}
    lost = log[log.index(overrun) + 1]
    assert lost.kind == "qi_lost" and lost.cause == "the red board is full"

def test_G_6_2_an_empty_neutral_board_passes_the_overrun_qi_to_a_player():
    s = clear(game(players=1, variant="solo", seed=2))
    for x in (3, 4, 5):
        put(s, regular(s, YELLOW, skip=x - 3), x)
    s.qi[YELLOW] = 0
    s.active_board = YELLOW
    yin.overrun_or_arrival(s, YELLOW)
    run(s)
    assert s.qi[RED] == 2


def test_G_7_3_a_coloured_ghost_goes_to_its_own_board():
    s = clear(game(players=4, seed=2))
    g = regular(s, BLUE, yin=-1)
    s.deck.append(g)
    s.active_board = RED
    core.push(s, "bring_ghost")
    run(s)
    if s.decision:
        rules.apply(s, s.decision[2][0])
    assert g in s.ghost_spaces[9:12]


def test_G_7_3_a_black_ghost_goes_to_the_active_board():
    s = clear(game(players=4, seed=2))
    g = regular(s, BLACK, yin=-1)
    s.deck.append(g)
    s.active_board = GREEN
    put(s, regular(s, GREEN), 6)
    put(s, regular(s, GREEN, skip=1), 7)
    core.push(s, "bring_ghost")
    run(s)
    assert s.ghost_spaces[8] == g


def test_G_7_3_when_its_board_is_full_the_players_choose_any_space():
    s = clear(game(players=4, seed=2))
    for x in (3, 4, 5):
        put(s, regular(s, YELLOW, skip=x - 3), x)
    s.deck.append(regular(s, YELLOW, skip=3))
    core.push(s, "bring_ghost")
    run(s)
    assert s.decision[0] == "place_ghost" and len(s.decision[2]) == 9


def test_G_7_2_drawing_the_last_card_with_a_wu_feng_alive_loses():
    s = clear(game(players=4, seed=2))
    s.removed_cards += s.deck[:-1]
    del s.deck[:-1]
    core.push(s, "bring_ghost")
    run(s)
    assert s.result == "loss" and "G-7.2" in s.reason


def test_G_7_1_with_all_twelve_spaces_full_no_card_is_drawn_and_qi_is_lost():
    s = clear(game(players=4, seed=2))
    for x in range(12):
        put(s, s.deck[0], x)
    core.push(s, "bring_ghost")
    run(s)
    assert s.qi[0] == 2 and rules.log(s)[-2].kind == "spaces_full"


def test_G_7_5_a_regular_ghost_arriving_on_a_buddha_is_destroyed():
    s = clear(game(players=4, seed=2))
    g = regular(s, BLACK)
    s.buddha_on_space[0] = s.buddha_on_space[1] = s.buddha_on_space[2] = 1
    s.temple_buddhas = s.reserve_buddhas = 0
    arrival.place_on(s, g, 1)
    assert s.ghost_spaces[1] == -1 and g in s.discard_pile and s.buddha_on_space[1] == 0
    assert rules.log(s)[-1].kind == "ghost_destroyed" and rules.log(s)[-1].data["space"] == 1


def test_G_7_4_a_wu_feng_arriving_on_a_buddha_sends_it_home_and_su_ling_away():
    s = clear(game(players=4, seed=2))
    wf = card(s, "wf51")
    s.buddha_on_space[1] = 1
    s.suling_space = 1
    before = s.temple_buddhas + s.reserve_buddhas
    arrival.place_on(s, wf, 1)
    run(s)
    assert s.ghost_spaces[1] == wf and s.buddha_on_space[1] == 0 and s.suling_space == -1 and s.temple_buddhas + s.reserve_buddhas == before + 1


def test_G_7_4_the_untraceable_wu_feng_keeps_the_buddha():
    s = clear(game(players=4, seed=2))
    wf = card(s, "wf57")
    s.buddha_on_space[1] = 1
    arrival.place_on(s, wf, 1)
    assert s.ghost_spaces[1] == wf and s.buddha_on_space[1] == 1


def test_G_7_6_an_entry_symbol_hits_the_board_owner_not_the_active_player():
    s = clear(game(players=4, seed=2))
    wf = card(s, "wf54")                # entry: lose 2 Qi
    s.active_board = RED
    arrival.place_on(s, wf, 9)              # blue board
    run(s)
    assert s.qi[BLUE] == 1 and s.qi[RED] == 3


def test_G_7_7_a_bring_ghost_entry_draws_another_ghost():
    s = clear(game(players=4, seed=2))
    wf = card(s, "wf52")                # entry: bring 2 ghosts
    deck = len(s.deck)
    arrival.place_on(s, wf, 3)
    run(s)
    drawn = deck - len(s.deck)
    assert drawn >= 1


def test_G_7_8_disabling_the_mantra_board_returns_the_mantra():
    s = clear(game(players=4, seed=2, sides=["A", "B", "A", "A"]))
    put(s, regular(s, RED), 0)
    s.mantra_space = 0
    g = next(c for c in range(card_tables().n_regular) if card_tables().disables[c] and card_tables().colour[c] == YELLOW)
    arrival.place_on(s, g, 4)
    run(s)
    assert s.mantra_space == -1 and s.ghost_disables_power[4] == 1


def test_G_4_2_a_neutral_board_has_only_a_yin_phase():
    s = clear(game(players=1, variant="solo", seed=2))
    yin_turn(s, YELLOW)
    while s.decision is not None:
        rules.apply(s, s.decision[2][0])
    # yellow, green and blue are neutral: Yin phases only, then the turn comes back to red's Yang phase
    assert s.phase == "yang" and s.active_board == RED and s.board_turns >= 3


def test_G_G_6_a_neutral_boards_turn_draws_no_ghost():
    s = clear(game(players=1, variant="solo", seed=2))
    deck = len(s.deck)
    yin_turn(s, YELLOW)
    while s.decision is not None:
        rules.apply(s, s.decision[2][0])
    # three neutral turns went by and only red's own turn drew a card (the published neutral-board rule)
    assert s.active_board == RED and len(s.deck) == deck - 1


def test_G_5_7_curse_die_discard_face_empties_the_active_players_tokens():
    s = clear(game(players=2))
    s.tao_tokens[RED] = [1, 0, 0, 0, 2]
    s.reserve_tao[BLACK] -= 2
    effects.apply_curse_face(s, RED, 4, "discard_tao")
    assert s.tao_tokens[RED] == [0] * 5 and s.reserve_tao[RED] == 4 and s.reserve_tao[BLACK] == 4


def test_G_5_7_curse_die_qi_face_costs_one_qi():
    s = clear(game(players=2))
    effects.apply_curse_face(s, RED, 4, "lose_qi")
    assert s.qi[RED] == 2


def test_G_5_7_curse_die_ghost_face_brings_a_ghost():
    s = clear(game(players=2))
    deck = len(s.deck)
    effects.apply_curse_face(s, RED, 4, "ghost")
    run(s)
    assert len(s.deck) == deck - 1


def test_G_G_10_curse_die_haunting_hits_the_taoists_own_tile_first():
    s = clear(game(players=2, portal=4))
    effects.apply_curse_face(s, RED, 4, "haunting")
    assert s.haunted[4] == 1


def test_G_G_10_a_curse_die_haunting_for_a_taoist_no_longer_on_the_board_strikes_the_centre_tile():
    hauntings = 0
    for seed in range(1, 25):
        s = clear(game(players=4, seed=seed))
        s.villagers[4] = []
        s.taoist_tile[YELLOW] = 0
        core.qi_loss(s, YELLOW, 3)                     # he dies: his figure leaves the village
        run(s)
        core.push(s, "ghost_effect", "roll_curse_die", 3, regular(s, YELLOW), YELLOW, 1, -1)
        run(s)
        face = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled").data["faces"][0]
        if face == "Haunting":
            hauntings += 1
            assert s.haunted == [0, 0, 0, 0, 1, 0, 0, 0, 0]
    assert hauntings
