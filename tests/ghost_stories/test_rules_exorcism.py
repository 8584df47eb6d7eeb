"""Ghost Stories exorcism (G-10.14-10.21), Kung Fu payment, rewards, the win and the barrier roll."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import exorcism
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import BLACK, BLUE, CIRCLE, GREEN, RED, YELLOW
from tests.ghost_stories.support import ACTION, act, alone, card, clear, game, put, regular, run


def pay(s, b, spaces, dice, kungfu=False):
    exorcism.offer_payment(s, b, tuple(spaces), tuple(dice), kungfu)
    return run(s)


def take(s, spaces):
    """Answer the target question with `spaces` if it is asked, then the payment question with its first
    (pre-selected) option if it is asked: what one click each does in the shell."""
    if s.decision is not None and s.decision[0] == "exorcise_pay":
        act(s, ("exorcise_pay", tuple(spaces)))
    if s.decision is not None and s.decision[0] == "exorcise_spend":
        act(s, s.decision[2][0])


def test_G_10_14_targets_are_the_ghosts_facing_the_taoists_tile():
    s = clear(game(players=4), step=ACTION)
    s.taoist_tile[RED] = 0                      # corner: faces red space 1 and blue space 3
    put(s, regular(s, RED), 0)
    put(s, regular(s, BLUE), 11)
    put(s, regular(s, GREEN), 7)
    ex = {a[1] for a in rules.legal_actions(s, 0) if a[0] == "exorcise"}
    assert ex == {(0,), (11,), (0, 11)}


def test_G_10_19_matching_dice_exorcise_and_the_exit_symbol_resolves():
    s = clear(game(players=4))
    g = regular(s, RED, req=1, yin=-1)  # g01, exit: gain a red token
    put(s, g, 0)
    pay(s, RED, [0], [RED, BLUE, BLUE])
    take(s, (0,))
    assert s.ghost_spaces[0] == -1 and g in s.discard_pile and s.tao_tokens[RED][RED] == 2


def test_G_10_16_dice_that_miss_fail_and_cost_nothing():
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=2), 7)
    tokens = [t[:] for t in s.tao_tokens]
    pay(s, RED, [7], [RED, BLUE, YELLOW])
    assert s.ghost_spaces[7] >= 0 and s.tao_tokens == tokens and s.decision is None


def test_G_10_17_own_tokens_make_up_the_difference_and_are_spent():
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, RED, req=2, exit=False), 0)
    pay(s, RED, [0], [RED, BLUE, BLUE])
    take(s, (0,))
    assert s.ghost_spaces[0] == -1 and s.tao_tokens[RED][RED] == 0


def test_G_10_17_tokens_of_a_taoist_on_the_same_tile_can_be_borrowed():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW, req=2), 3)
    s.taoist_tile[RED] = s.taoist_tile[YELLOW] = 2
    pay(s, RED, [3], [YELLOW, BLUE, BLUE])
    take(s, (3,))
    assert s.ghost_spaces[3] == -1 and s.tao_tokens[YELLOW][YELLOW] == 0


def test_G_10_18_moon_crystals_count_as_wild_tokens():
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, BLUE, req=1, entry=True, exit=False), 10)
    s.moon_crystals[RED], s.reserve_crystals = 1, 3
    pay(s, RED, [10], [GREEN, RED, GREEN])
    take(s, (10,))
    assert s.ghost_spaces[10] == -1 and s.moon_crystals[RED] == 0 and s.reserve_crystals == 4


def test_G_10_15_the_circle_of_prayer_lowers_that_colours_requirement():
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=2), 7)
    s.circle_colour = GREEN
    s.reserve_tao[GREEN] -= 1
    p = s.position_of_kind[CIRCLE]
    if p < 0:
        s.position_of_kind[s.tile_kind_at[0]], s.tile_kind_at[0], s.position_of_kind[CIRCLE] = -1, CIRCLE, 0
        p = 0
    s.haunted[p] = 0
    s.tao_tokens[RED][RED] = 0
    s.reserve_tao[RED] += 1
    pay(s, RED, [7], [GREEN, RED, BLUE])
    assert s.decision is None and s.ghost_spaces[7] == -1      # one green die beats 2 green less the Circle


def test_G_10_15_the_mantra_lowers_one_requirement_by_one():
    s = clear(game(players=4))
    put(s, regular(s, BLUE, req=2), 10)
    s.mantra_space = 10
    pay(s, RED, [10], [BLUE, RED, RED])
    take(s, (10,))
    assert s.ghost_spaces[10] == -1 and s.mantra_space == -1


def test_G_10_14_two_ghosts_need_the_dice_of_both():
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, RED, req=1), 0)
    put(s, regular(s, BLUE, req=1), 11)
    s.tao_tokens[RED][RED] = 0
    s.reserve_tao[RED] += 1
    pay(s, RED, [0, 11], [RED, BLUE, GREEN])
    assert ("exorcise_pay", (0, 11)) in s.decision[2]
    s2 = alone(clear(game(players=4)), RED)
    put(s2, regular(s2, RED, req=1), 0)
    put(s2, regular(s2, BLUE, req=1), 11)
    s2.tao_tokens[RED][RED] = 0
    s2.reserve_tao[RED] += 1
    pay(s2, RED, [0, 11], [RED, GREEN, GREEN])
    assert s2.decision is None and s2.ghost_spaces[0] == -1 and s2.ghost_spaces[11] >= 0   # only red was beaten


def test_G_10_16_captured_dice_are_not_rolled():
    s = clear(game(players=4))
    put(s, regular(s, RED), 0)
    put(s, regular(s, BLUE), 9)
    s.captured_dice[9] = 2
    exorcism.start(s, RED, (0,))
    rolled = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert rolled.data["roll"] == "exorcism" and len(rolled.data["faces"]) == 1   # 3 dice minus 2 captured


def test_G_14_3_the_divine_sword_sets_one_die_to_white():
    from rulesets.ghost_stories.rules.state import SWORD
    s = clear(game(players=4))
    put(s, regular(s, RED), 0)
    s.artifacts[RED] |= SWORD
    exorcism.start(s, RED, (0,))
    rolled = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert rolled.data["faces"][0] == "white"


def test_G_7_4_the_untraceable_wu_feng_needs_a_buddha_before_exorcism():
    s = clear(game(players=4), step=ACTION)
    put(s, card(s, "wf57"), 1)
    s.taoist_tile[RED] = 1
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "exorcise"]
    s.buddha_on_space[1] = 1
    s.temple_buddhas -= 1 if s.temple_buddhas else 0
    s.cache = None                      # the state was edited by hand: drop the cached options
    assert ("exorcise", (1,)) in rules.legal_actions(s, 0)


def test_G_10_20_exorcising_the_last_wu_feng_wins():
    s = clear(game(players=4))
    wf = card(s, "wf51")                # 3 black + 2 red
    for c in s.deck:
        if card_tables().is_wf[c]:
            s.deck.remove(c)
            s.removed_cards.append(c)
    put(s, wf, 1)
    s.wu_fengs_left = 1
    s.tao_tokens[RED] = [2, 0, 0, 0, 3]
    s.reserve_tao[RED] -= 1
    s.reserve_tao[BLACK] -= 3
    pay(s, RED, [1], [GREEN, GREEN, YELLOW])
    take(s, (1,))
    assert s.result == "win" and rules.outcome(s).result == "win" and s.wu_fengs_exorcised == 1
    won = rules.log(s)[-1]
    assert won.kind == "game_won" and "G-" not in won.text and won.data["rule"].startswith("G-")


def test_G_10_13_kung_fu_uses_only_own_tokens_and_gives_no_reward():
    s = clear(game(players=4))
    a, b = regular(s, RED, req=1, yin=-1), regular(s, RED, req=1, yin=-1, skip=1)
    put(s, a, 0)
    put(s, b, 10)
    s.taoist_tile[YELLOW] = s.taoist_tile[RED]
    pay(s, RED, [0, 10], [RED, YELLOW, BLUE], kungfu=True)
    take(s, (0, 10))
    assert s.ghost_spaces[0] == s.ghost_spaces[10] == -1 and s.tao_tokens[RED][RED] == 0 and s.tao_tokens[YELLOW][YELLOW] == 1
    assert s.tao_tokens[RED] == [0, 0, 0, 0, 0]  # no exit rewards


def test_G_14_3_the_vengeful_claw_pays_a_token_after_a_failed_exorcism():
    from rulesets.ghost_stories.rules.state import CLAW
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=3), 7)
    s.artifacts[RED] |= CLAW
    pay(s, RED, [7], [RED, RED, RED])
    assert s.tao_tokens[RED][GREEN] == 1 and s.claw_used


def test_G_12_1_the_barrier_roll_exorcises_regular_ghosts_of_that_board_with_crystals_wild():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1), 0)
    put(s, regular(s, RED, req=1, skip=1), 1)
    s.barrier_crystals = [1, 1, 1, 1]
    s.reserve_crystals = 0
    exorcism.barrier_roll(s, RED)
    run(s)
    if s.decision is not None:
        act(s, s.decision[2][0])                           # the pre-selected option takes the most ghosts
    assert s.ghost_spaces[0] == s.ghost_spaces[1] == -1      # four wild crystals always cover two 1-point ghosts


def test_G_10_21_saving_a_villager_on_the_portal_moves_it_to_the_shelter():
    s = clear(game(players=2, portal=4), step=ACTION)
    v = s.villagers[0].pop()
    s.villagers[4] = [v]
    act(s, ("save",))
    assert s.shelter == [v] and s.villagers[4] == []


def test_G_14_1_a_family_saved_entirely_gives_its_reward():
    s = clear(game(players=2, portal=4), step=ACTION)
    long_family = card_tables().family_id.index("long")
    v = card_tables().villager_family.index(long_family)
    for st in s.villagers:
        if v in st:
            st.remove(v)
    s.villagers[4] = [v]
    act(s, ("save",))
    from rulesets.ghost_stories.rules.state import LIFE_POTION
    assert s.artifacts[RED] & LIFE_POTION and s.family_rewarded[long_family]


def test_G_17_the_score_counts_victory_deck_qi_and_villagers():
    s = clear(game(players=2, difficulty="normal", portal=0))
    s.result = "win"
    s.shelter = [0, 1]
    for st in s.villagers:
        for x in (0, 1):
            if x in st:
                st.remove(x)
    sc = rules.outcome(s).details
    assert sc["victory"] == 10 and sc["deck"] == len(s.deck) and sc["qi"] == 6
    assert sc["villagers"] == 2 and sc["portal"] == 2 and sc["total"] == 10 + len(s.deck) + 6 + 2 + 2


def test_G_17_4_nightmare_scores_defeated_wu_fengs():
    s = clear(game(players=4, difficulty="nightmare"))
    s.result, s.wu_fengs_exorcised = "loss", 2
    assert rules.outcome(s).details["wu_fengs"] == 6


def _second_chance(s):
    """The green Taoist on side A (Second Chance, G-18) alone on his tile, facing a red ghost on space 0."""
    s.power_side[GREEN] = 0
    alone(s, GREEN)
    put(s, regular(s, RED, req=1, yin=-1), 0)
    return s


def test_G_10_16_second_chance_offers_every_choice_of_the_three_dice_to_roll_again():
    s = _second_chance(clear(game(players=4)))
    exorcism.start(s, GREEN, (0,))
    assert s.decision[0] == "reroll"
    assert s.decision[2] == [("reroll", mask) for mask in range(8)]   # keep all, ..., roll all three again


def test_G_10_16_second_chance_rolls_again_only_the_chosen_dice_and_logs_the_new_faces():
    s = _second_chance(clear(game(players=4, seed=3)))
    exorcism.start(s, GREEN, (0,))
    first = rules.log(s)[-1].data["faces"]
    act(s, ("reroll", 0b010))                     # the middle die only
    after = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert after.data["roll"] == "reroll" and after.text.startswith("Dice after the re-roll")
    assert after.data["faces"][0] == first[0] and after.data["faces"][2] == first[2]


def test_G_10_16_keeping_every_die_rolls_nothing_more():
    s = _second_chance(clear(game(players=4, seed=3)))
    exorcism.start(s, GREEN, (0,))
    rolled = [e for e in rules.log(s) if e.kind == "dice_rolled"]
    act(s, ("reroll", 0))
    assert [e for e in rules.log(s) if e.kind == "dice_rolled"] == rolled


def test_G_12_1_the_barrier_roll_leaves_the_next_boards_ghosts_alone():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1), 0)
    neighbour = regular(s, YELLOW, req=1)
    put(s, neighbour, 3)                                       # yellow space 1, right after red space 3
    s.barrier_crystals = [1, 1, 1, 1]
    s.reserve_crystals = 0
    exorcism.offer_barrier(s, RED, (YELLOW, YELLOW, YELLOW, YELLOW))
    run(s)
    assert s.decision is None or all(3 not in a[1] for a in s.decision[2])
    assert s.ghost_spaces[3] == neighbour


def test_G_12_1_a_barrier_roll_that_beats_no_ghost_is_logged_as_a_failed_exorcism():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=2), 0)
    s.barrier_crystals = [0, 0, 0, 0]
    s.reserve_crystals = 4
    exorcism.offer_barrier(s, RED, (BLUE, BLUE, BLUE, BLUE))
    run(s)
    failed = rules.log(s)[-1]
    assert failed.kind == "exorcism_failed" and failed.text == "The exorcism fails" and failed.data == {"spaces": [0]}


def test_G_10_19_an_exorcised_ghost_takes_its_haunter_and_held_dice_with_it():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1, yin=-1), 0)
    s.haunter_steps[0], s.captured_dice[0] = 1, 1
    pay(s, RED, [0], [RED, BLUE])
    take(s, (0,))
    assert s.ghost_spaces[0] == -1 and s.haunter_steps[0] == 0 and s.captured_dice[0] == 0
