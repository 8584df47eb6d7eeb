"""Ghost Stories: a choice between two, remote tile actions, who chooses for a neutral board, what log lines name."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import arrival, core, exorcism, tiles
from rulesets.ghost_stories.rules.state import ACTION, BLUE, CEMETERY, CLAW, FACE, FIREWORKS, GREEN, PLACE, RED, SCROLL, TEA_HOUSE, YELLOW
from rulesets.ghost_stories.rules.words import EFFECT_WORDS, tile_name
from tests.ghost_stories.support import act, alone, clear, game, put, regular, run
from tests.ghost_stories.test_rules_bounds import lay


def test_G_10_12_the_tea_house_with_two_colours_left_asks_which_token_to_take():
    """'A Tao token of your choice': only a single colour left is given without asking."""
    s = clear(game(players=2))
    for c in range(5):
        if c not in (GREEN, BLUE):
            s.tao_out_of_game[c] += s.reserve_tao[c]
            s.reserve_tao[c] = 0
    tiles.perform(s, RED, TEA_HOUSE)
    assert s.decision[0] == "tea" and s.decision[2] == [("tea", GREEN), ("tea", BLUE)]
    act(s, ("tea", BLUE))
    assert s.tao_tokens[RED][BLUE] == 1 and s.tao_tokens[RED][GREEN] == 0


def test_G_G_10_the_cemeterys_haunting_haunts_the_cemetery_even_when_its_action_is_taken_from_another_tile():
    """G-8.1: the Yin-Yang performs any tile's action from where the Taoist stands; G-10.4 / G-G.10: a Haunting
    on the Cemetery's curse die haunts the Cemetery itself (here at tile 0), not the tile he stands on."""
    hauntings = 0
    for seed in range(1, 40):
        s = clear(game(players=2, seed=seed), active=RED, step=ACTION)
        lay(s, CEMETERY, 0)
        s.taoist_tile[RED] = 8
        s.haunted = [0] * 9
        s.villagers = [[] for _ in range(9)]          # villagers on a haunted tile would die instead (G-5.6a)
        core.qi_loss(s, YELLOW, s.qi[YELLOW])
        s.graveyard.clear()
        act(s, ("yy_act", CEMETERY))
        run(s)
        faces = [e.data["faces"] for e in rules.log(s) if e.kind == "dice_rolled"]
        if faces and faces[-1] == ["Haunting"]:
            hauntings += 1
            assert s.haunted[0] and not s.haunted[8]
    assert hauntings


def test_G_14_3_each_taoist_who_joins_after_the_scroll_of_unity_is_logged_by_his_own_colour():
    s = clear(game(players=4))
    s.artifacts[RED] |= SCROLL
    for x in (YELLOW, GREEN, BLUE):
        s.taoist_tile[x] = 0
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    answers = {YELLOW: 0, GREEN: 1, BLUE: 0}
    while s.decision is not None and s.decision[0] == "scroll_join":
        x = s.decision[2][0][1]
        act(s, ("scroll_join", x, answers[x]))
    moved = [e for e in rules.log(s) if e.kind == "taoist_moved"]
    assert [e.data["board"] for e in moved] == ["green"] and s.taoist_tile[GREEN] == 4


def test_G_7_8_the_enfeeblement_mantra_goes_back_to_the_reserve_when_the_yellow_taoist_dies():
    """G-10.4: a dead Taoist's board power stops working until he is revived; like a disabled power (G-7.8), the
    Mantra his power placed leaves its ghost."""
    s = clear(game(players=4, seed=2, sides=["A", "B", "A", "A"]))
    put(s, regular(s, BLUE), 9)
    s.mantra_space = 9
    core.qi_loss(s, YELLOW, s.qi[YELLOW])
    run(s)
    assert not s.taoist_alive[YELLOW] and s.mantra_space == -1


def test_G_13_1_the_enfeeblement_mantra_stays_when_a_taoist_without_it_dies():
    s = clear(game(players=4, seed=2, sides=["A", "B", "A", "A"]))
    put(s, regular(s, BLUE), 9)
    s.mantra_space = 9
    core.qi_loss(s, GREEN, s.qi[GREEN])
    run(s)
    assert not s.taoist_alive[GREEN] and s.mantra_space == 9


def test_G_4_1_on_a_neutral_boards_turn_the_players_choice_goes_to_the_next_player_clockwise():
    """Three players: blue is neutral. Its new ghost has three free spaces, so the players choose (G-7.1); the
    question goes to the player after blue clockwise (red, as an artifact does in G-14.1), not the one before."""
    s = clear(game(players=3), active=BLUE)
    s.deck.append(regular(s, BLUE, yin=-1))
    arrival.place_card(s, s.deck.pop())
    assert s.decision[0] == "place_ghost" and s.decision[1] == s.seat_of_board[RED]


def test_G_5_3_a_haunter_on_the_blue_board_is_logged_on_the_blue_board():
    """Every space's log data names the board it belongs to: spaces 9 to 11 are blue's."""
    s = clear(game(players=4, seed=2))
    h = regular(s, BLUE, yin="haunter")
    put(s, h, 10)
    s.haunter_steps[10] = 1
    s.villagers = [[] for _ in range(9)]
    core.push(s, "ghost_effect", "haunter", 10, h, BLUE, 1, -1)
    run(s)
    arrived = next(e for e in reversed(rules.log(s)) if e.kind == "haunter_arrived")
    assert arrived.data["board"] == "blue" and arrived.data["space"] == 10


def test_G_5_3a_a_villager_pushed_into_a_full_tile_dies_and_the_log_names_that_tile():
    """The haunter on red space 2 faces tile 1 and pushes its villager towards tile 4, which holds three."""
    s = clear(game(players=4, seed=2))
    h = regular(s, RED, yin="haunter")
    put(s, h, 1)
    s.villagers = [[] for _ in range(9)]
    s.villagers[1], s.villagers[4] = [0], [1, 2, 3]
    core.push(s, "ghost_effect", "haunter", 1, h, RED, 1, -1)
    run(s)
    died = next(e for e in reversed(rules.log(s)) if e.kind == "villager_died")
    assert s.villagers[1] == [] and died.data["tile"] == 1
    assert died.cause == "pushed into the full " + tile_name(s, 4)[4:]


def test_G_10_15_the_mantra_on_a_red_ghost_lowers_its_red_requirement_by_one():
    """Red is colour 0 among the five: the Mantra weakens it like any other."""
    s = clear(game(players=4))
    alone(s, BLUE)
    put(s, regular(s, RED, req=2), 1)
    s.mantra_space = 1
    exorcism.offer_payment(s, BLUE, (1,), (RED, BLUE, BLUE), False)
    run(s)
    if s.decision is not None and s.decision[0] == "exorcise_pay":
        act(s, ("exorcise_pay", (1,)))
    assert s.ghost_spaces[1] == -1


def test_G_10_19_giving_up_a_paid_exorcism_keeps_the_tokens_and_the_vengeful_claw_counts_it_as_failed():
    """G-10.19: giving up keeps the tokens and no ghost dies; G-14.3 Sheng: after an exorcism in which no ghost
    died, the Vengeful Claw takes one Tao token of a targeted ghost's colour."""
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, BLUE, req=2), 10)
    s.tao_tokens[RED][BLUE] += 1
    s.reserve_tao[BLUE] -= 1
    s.artifacts[RED] |= CLAW
    exorcism.offer_payment(s, RED, (10,), (BLUE, RED, RED), False)
    run(s)
    assert s.decision[0] == "exorcise_pay" and ("exorcise_pay", ()) in s.decision[2]
    act(s, ("exorcise_pay", ()))
    assert s.ghost_spaces[10] >= 0 and s.tao_tokens[RED][BLUE] == 2 and s.claw_used
    assert any(e.kind == "exorcism_failed" for e in rules.log(s))


def test_G_11_3_a_buddha_goes_only_on_an_empty_space_next_to_the_taoist_whichever_ghost_fills_the_others():
    """Every ghost card counts as a ghost, the first card of the deck's list (number 0) too."""
    s = clear(game(players=4), step=PLACE)
    s.taoist_tile[RED] = 0                                     # corner: faces red space 1 and blue space 3
    s.buddhas_held[RED] = 1
    beside = [x for x in range(12) if FACE[x] == 0]
    put(s, 0, beside[0])
    offered = {a[1] for a in rules.legal_actions(s, s.seat_of_board[RED]) if a[0] == "buddha"}
    assert offered == set(beside[1:])


def test_G_14_3_fireworks_offer_the_action_of_every_tile_that_would_do_something():
    """Fireworks: discard to activate any village tile action (Weng's artifact), in its owner's Yang phase."""
    s = clear(game(players=2), step=ACTION)
    s.artifacts[RED] |= FIREWORKS
    fireworks = {a[1] for a in rules.legal_actions(s, 0) if a[0] == "fireworks"}
    assert TEA_HOUSE in fireworks and fireworks == set(tiles.usable_kinds(s, RED))


def test_G_5_3_a_haunters_card_says_one_step_or_two_steps_in_words():
    assert EFFECT_WORDS["haunter"](1, -1) == "its Haunter figure moves 1 step towards the village"
    assert EFFECT_WORDS["haunter"](2, -1) == "its Haunter figure moves 2 steps towards the village"


def test_G_11_3_placing_a_buddha_is_logged_with_its_space():
    s = clear(game(players=4), step=PLACE)
    s.taoist_tile[RED] = 0
    s.buddhas_held[RED] = 1
    space = next(a for a in rules.legal_actions(s, s.seat_of_board[RED]) if a[0] == "buddha")[1]
    act(s, ("buddha", space))
    placed = next(e for e in reversed(rules.log(s)) if e.kind == "buddha_placed")
    assert placed.data["space"] == space and s.buddha_on_space[space]


def test_G_10_13_with_a_power_token_kung_fu_may_target_a_neutral_board_left_with_one_qi():
    """A neutral board's power works while it has Qi: one Qi is enough."""
    s = clear(game(players=2))
    put(s, regular(s, GREEN), 6)
    s.qi[GREEN] = 1
    s.power_tokens[RED] = 1
    assert GREEN in tiles.kung_fu_colours(s, RED)
    s.qi[GREEN] = 0
    assert GREEN not in tiles.kung_fu_colours(s, RED)
