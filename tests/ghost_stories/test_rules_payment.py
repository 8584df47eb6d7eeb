"""Ghost Stories exorcism payment: the players choose what to pay, white dice first, never more than the gap
(G-10.15-10.19, G-G.9), the Vengeful Claw (G-14.3), Kung Fu (G-10.13) and the Mystic Barrier's roll (G-12)."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import exorcism, yin
from rulesets.ghost_stories.rules.state import BLACK, BLUE, CIRCLE, CLAW, GREEN, RED, WHITE, YELLOW
from tests.ghost_stories.support import act, alone, card, clear, game, put, regular, run

CRYSTAL = exorcism.CRYSTAL


def hold(s, b, colour, n):
    """Board b holds exactly n tokens of that colour (the difference goes to or comes from the reserve)."""
    s.reserve_tao[colour] += s.tao_tokens[b][colour] - n
    s.tao_tokens[b][colour] = n


def roll(s, b, spaces, dice, kungfu=False):
    exorcism.offer_payment(s, b, tuple(spaces), tuple(dice), kungfu)
    return run(s)


def lone_red(players=4):
    s = alone(clear(game(players=players)), RED)
    for c in range(5):
        hold(s, RED, c, 0)
    return s


def test_G_G_9_white_dice_fill_the_gap_before_any_token_is_spent():
    s = lone_red()
    put(s, regular(s, RED, req=2, exit=False), 0)
    hold(s, RED, RED, 1)
    roll(s, RED, [0], [RED, WHITE, BLUE])
    assert s.decision is None and s.ghost_spaces[0] == -1 and s.tao_tokens[RED][RED] == 1


def test_G_10_16_the_player_chooses_which_token_fills_the_gap():
    s = lone_red()
    s.taoist_tile[RED] = 2                            # faces red space 3 and yellow space 1
    put(s, regular(s, RED, req=1, exit=False), 2)
    put(s, regular(s, YELLOW, req=1, exit=False), 3)
    hold(s, RED, RED, 1)
    hold(s, RED, YELLOW, 1)
    roll(s, RED, [2, 3], [WHITE, GREEN, GREEN])       # two points missing, the white die fills one of them
    assert s.decision[0] == "exorcise_pay" and s.decision[2][0] == ("exorcise_pay", (2, 3))
    act(s, ("exorcise_pay", (2, 3)))
    assert s.decision[0] == "exorcise_spend"
    assert {a[2] for a in s.decision[2]} == {((RED, RED, 1),), ((RED, YELLOW, 1),)}
    act(s, ("pay_with", -1, ((RED, YELLOW, 1),)))
    assert s.ghost_spaces[2] == s.ghost_spaces[3] == -1 and s.tao_tokens[RED][RED] == 1 and s.tao_tokens[RED][YELLOW] == 0


def test_G_10_17_a_payment_never_spends_more_than_the_gap():
    s = lone_red()
    put(s, regular(s, RED, req=2, exit=False), 0)
    hold(s, RED, RED, 3)
    s.moon_crystals[RED], s.reserve_crystals = 2, 2
    roll(s, RED, [0], [RED, BLUE, BLUE])
    act(s, ("exorcise_pay", (0,)))
    spends = [a[2] for a in s.decision[2]]
    assert spends[0] == ((RED, RED, 1),)                    # the token before the crystal, pre-selected
    assert all(sum(k for _, _, k in sp) == 1 for sp in spends) and ((RED, CRYSTAL, 1),) in spends


def test_G_10_17_a_teammates_tokens_are_lent_only_in_payments_that_say_so():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW, req=2, exit=False), 3)
    s.taoist_tile[RED] = s.taoist_tile[YELLOW] = 2
    for b in range(4):
        for c in range(5):
            hold(s, b, c, 0)
    hold(s, RED, YELLOW, 1)
    hold(s, YELLOW, YELLOW, 1)
    roll(s, RED, [3], [YELLOW, BLUE, BLUE])
    act(s, ("exorcise_pay", (3,)))
    opts = s.decision[2]
    assert opts[0][2] == ((RED, YELLOW, 1),)                   # own token first
    lent = [a for a in opts if any(x == YELLOW for x, _, _ in a[2])]
    assert lent and all("agrees" in rules.describe_action(s, a) for a in lent)
    act(s, opts[0])
    assert s.tao_tokens[YELLOW][YELLOW] == 1 and s.tao_tokens[RED][YELLOW] == 0


def test_G_10_17_two_taoists_on_one_tile_pay_one_exorcism_together():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW, req=3), 3)              # its exit symbol gives Qi, not tokens
    s.taoist_tile[RED] = s.taoist_tile[YELLOW] = 2
    for b in range(4):
        for c in range(5):
            hold(s, b, c, 0)
    hold(s, RED, YELLOW, 1)
    hold(s, YELLOW, YELLOW, 1)
    roll(s, RED, [3], [YELLOW, BLUE, BLUE])
    act(s, ("exorcise_pay", (3,)))
    assert s.decision is None and s.ghost_spaces[3] == -1           # one way to pay: both tokens, no question
    assert s.tao_tokens[RED][YELLOW] == 0 and s.tao_tokens[YELLOW][YELLOW] == 0


def test_G_10_19_give_up_is_not_offered_when_the_dice_alone_beat_a_ghost():
    s = lone_red()
    s.taoist_tile[RED] = 2
    put(s, regular(s, RED, req=1, exit=False), 2)
    put(s, regular(s, YELLOW, req=1, exit=False), 3)
    hold(s, RED, YELLOW, 1)
    roll(s, RED, [2, 3], [RED, GREEN, GREEN])
    opts = s.decision[2]
    assert ("exorcise_pay", ()) not in opts and opts[0] == ("exorcise_pay", (2, 3))


def test_G_10_19_give_up_is_offered_when_every_choice_costs_tokens():
    s = lone_red()
    put(s, regular(s, RED, req=2, exit=False), 0)
    hold(s, RED, RED, 1)
    roll(s, RED, [0], [RED, GREEN, GREEN])
    assert s.decision[2] == [("exorcise_pay", (0,)), ("exorcise_pay", ())]
    act(s, ("exorcise_pay", ()))
    assert s.ghost_spaces[0] >= 0 and s.tao_tokens[RED][RED] == 1


def test_G_14_3_the_vengeful_claw_cannot_be_farmed_by_giving_up_a_won_exorcism():
    s = lone_red()
    put(s, regular(s, RED, req=1, exit=False), 0)
    s.artifacts[RED] |= CLAW
    roll(s, RED, [0], [RED, GREEN, GREEN])
    assert s.ghost_spaces[0] == -1 and not s.claw_used and s.tao_tokens[RED][RED] == 0


def test_G_14_3_the_vengeful_claws_colour_is_chosen_among_the_targets():
    s = lone_red()
    s.taoist_tile[RED] = 2
    put(s, regular(s, RED, req=2), 2)
    put(s, regular(s, YELLOW, req=2), 3)
    s.artifacts[RED] |= CLAW
    roll(s, RED, [2, 3], [GREEN, GREEN, GREEN])
    assert s.decision[0] == "claw_colour" and {a[1] for a in s.decision[2]} == {RED, YELLOW}
    act(s, ("claw_colour", YELLOW))
    assert s.tao_tokens[RED][YELLOW] == 1 and s.tao_tokens[RED][RED] == 0 and s.claw_used


def test_G_10_15_the_mantras_colour_is_chosen_after_the_roll():
    s = lone_red()
    wf = card(s, "wf51")                                    # 2 red + 2 black
    put(s, wf, 1)
    s.mantra_space = 1
    hold(s, RED, BLACK, 1)
    roll(s, RED, [1], [RED, RED, GREEN])                    # only weakening black leaves a gap one token fills
    act(s, ("exorcise_pay", (1,)))
    assert s.ghost_spaces[1] == -1 and s.tao_tokens[RED][BLACK] == 0 and s.mantra_space == -1


def test_G_10_15_the_mantra_and_the_circle_of_prayer_both_lower_one_ghost():
    s = lone_red()
    put(s, regular(s, GREEN, req=3), 7)
    s.mantra_space = 7
    p = s.position_of_kind[CIRCLE]
    if p < 0:
        s.position_of_kind[s.tile_kind_at[0]], s.tile_kind_at[0], s.position_of_kind[CIRCLE] = -1, CIRCLE, 0
        p = 0
    s.haunted[p] = 0
    s.circle_colour = GREEN
    s.reserve_tao[GREEN] -= 1
    roll(s, RED, [7], [GREEN, RED, BLUE])                   # 3 - 1 (Circle) - 1 (Mantra) = 1 green
    assert s.ghost_spaces[7] == -1
    s.haunted[p] = 1                                         # a haunted Circle lowers nothing
    put(s, regular(s, GREEN, req=3), 7)
    s.mantra_space = 7
    roll(s, RED, [7], [GREEN, RED, BLUE])
    assert s.ghost_spaces[7] >= 0


def test_G_10_13_kung_fu_lets_the_player_choose_which_ghosts_to_pay_for():
    s = lone_red()
    a, b = regular(s, RED, req=1, exit=False), regular(s, RED, req=2, exit=False)
    put(s, a, 0)
    put(s, b, 10)
    hold(s, RED, RED, 1)
    roll(s, RED, [0, 10], [RED, RED, BLUE], kungfu=True)
    opts = s.decision[2]
    assert opts[0] == ("exorcise_pay", (0, 10)) and ("exorcise_pay", (10,)) in opts and ("exorcise_pay", ()) not in opts
    act(s, ("exorcise_pay", (10,)))
    assert s.ghost_spaces[10] == -1 and s.ghost_spaces[0] >= 0 and s.tao_tokens[RED][RED] == 1


def test_G_12_1_the_barrier_roll_spends_the_crystals_it_uses():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1, exit=False), 0)
    s.barrier_crystals, s.reserve_crystals = [1, 1, 1, 1], 0
    exorcism._barrier_taken(s, ("barrier_take", (0,)), RED, (GREEN, GREEN, BLUE, BLUE))
    assert s.ghost_spaces[0] == -1 and sum(s.barrier_crystals) == 3 and s.reserve_crystals == 1


def test_G_12_2_the_barrier_roll_uses_no_tokens_and_lets_the_players_choose_the_ghosts():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1, exit=False), 0)
    put(s, regular(s, RED, req=2, exit=False), 1)
    hold(s, RED, RED, 3)
    s.barrier_crystals, s.reserve_crystals = [1, 0, 0, 0], 3
    exorcism.offer_barrier(s, RED, (RED, GREEN, GREEN, BLUE))       # one red die, one crystal: never both
    assert s.decision[2] == [("barrier_take", (0,)), ("barrier_take", (1,))]     # the free one first, no give-up
    act(s, ("barrier_take", (1,)))
    assert s.ghost_spaces[1] == -1 and s.ghost_spaces[0] >= 0 and sum(s.barrier_crystals) == 0
    assert s.tao_tokens[RED][RED] == 3


def test_G_12_3_after_the_barrier_su_ling_and_every_crystal_go_back():
    s = clear(game(players=4))
    s.suling_space, s.barrier_crystals, s.reserve_crystals = 4, [1, 0, 1, 0], 2
    yin.barrier_end(s)
    assert s.suling_space == -1 and s.barrier_crystals == [0, 0, 0, 0] and s.reserve_crystals == 4


def test_G_10_17_a_payment_is_worded_with_what_is_spent_whose_it_is_and_the_mantras_colour():
    s = clear(game(players=4))
    words = rules.describe_action
    assert words(s, ("pay_with", -1, ())) == "the dice pay for everything"
    assert words(s, ("pay_with", -1, ((RED, BLUE, 1),))) == "pay with 1 blue token"
    assert (words(s, ("pay_with", -1, ((RED, BLUE, 2), (YELLOW, CRYSTAL, 1))))
            == "pay with 2 blue tokens and the yellow Taoist's 1 Moon Crystal (the table agrees to lend)")
    assert (words(s, ("pay_with", GREEN, ((RED, BLACK, 1), (RED, RED, 1), (RED, CRYSTAL, 2))))
            == "pay with 1 black token, 1 red token and 2 Moon Crystals; the Mantra weakens green")


def test_G_12_2_when_every_set_the_barrier_could_take_costs_crystals_keeping_them_is_offered_last():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1, exit=False), 0)
    s.barrier_crystals, s.reserve_crystals = [1, 0, 0, 0], 3
    exorcism.offer_barrier(s, RED, (GREEN, GREEN, BLUE, BLUE))      # no red die: only the crystal beats it
    assert s.decision[2] == [("barrier_take", (0,)), ("barrier_take", ())]
    act(s, ("barrier_take", ()))
    assert s.ghost_spaces[0] >= 0 and s.barrier_crystals == [1, 0, 0, 0]


def test_G_10_15_the_mantra_may_weaken_a_colour_the_ghost_needs_only_once():
    s = clear(game(players=4))
    g = regular(s, RED, req=1, exit=False)
    put(s, g, 0)
    s.mantra_space = 0
    assert exorcism.mantra_colours(s, (0,)) == (RED,)


def test_G_10_15_the_mantra_on_a_ghost_not_targeted_weakens_nothing():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1, exit=False), 0)
    put(s, regular(s, BLUE, req=1), 11)
    s.mantra_space = 11
    assert exorcism.mantra_colours(s, (0,)) == (-1,)
    s.mantra_space = -1
    assert exorcism.mantra_colours(s, (0,)) == (-1,)


def test_G_10_19_among_choices_of_the_same_size_the_one_the_dice_pay_alone_comes_before_one_costing_tokens():
    s = lone_red()
    s.taoist_tile[RED] = 2                            # faces red space 3 and yellow space 1
    put(s, regular(s, RED, req=1, exit=False), 2)
    put(s, regular(s, YELLOW, req=1, exit=False), 3)
    for c in range(5):
        hold(s, RED, c, 1 if c == YELLOW else 0)
    roll(s, RED, [2, 3], [RED, GREEN, GREEN])         # the red die beats the red ghost; yellow needs the token
    assert s.decision[2] == [("exorcise_pay", (2, 3)), ("exorcise_pay", (2,)), ("exorcise_pay", (3,))]


def test_G_14_3_the_vengeful_claw_offers_the_colour_of_any_targeted_ghost_the_first_card_included():
    s = lone_red()
    put(s, 0, 0)                                      # card 0, a red ghost, on red space 1
    s.artifacts[RED] |= CLAW
    red = s.tao_tokens[RED][RED]
    roll(s, RED, [0], [GREEN, GREEN, GREEN])
    assert s.claw_used and s.tao_tokens[RED][RED] == red + 1


def test_G_10_19_a_payment_that_is_the_same_whichever_colour_the_mantra_weakens_is_not_asked_about():
    s = lone_red()
    put(s, card(s, "wf51"), 1)                              # 2 red + 2 black
    s.mantra_space = 1
    s.reserve_crystals -= 3 - s.moon_crystals[RED]
    s.moon_crystals[RED] = 3                                # three wild crystals, no token at all
    roll(s, RED, [1], [GREEN, GREEN, GREEN])                # either colour weakened leaves a gap of 3
    act(s, ("exorcise_pay", (1,)))
    assert s.decision is None                               # one way to pay: nothing to ask
    assert s.ghost_spaces[1] == -1 and s.moon_crystals[RED] == 0
