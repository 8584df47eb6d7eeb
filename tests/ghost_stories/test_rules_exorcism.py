"""Ghost Stories exorcism (G-10.14-10.21), Kung Fu payment, rewards, the win and the barrier roll."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import exorcism
from rulesets.ghost_stories.rules.state import BLACK, BLUE, CIRCLE, GREEN, RED, YELLOW
from tests.ghost_stories.support import ACTION, act, alone, card, clear, game, put, regular, run


def pay(s, b, spaces, dice, kungfu=False):
    exorcism.offer_payment(s, b, tuple(spaces), tuple(dice), kungfu)
    return run(s)


def test_G_10_14_targets_are_the_ghosts_facing_the_taoists_tile():
    s = clear(game(players=4), step=ACTION)
    s.pos[RED] = 0                      # corner: faces red space 1 and blue space 3
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
    act(s, ("exorcise_pay", (0,)))
    assert s.sp[0] == -1 and g in s.discard and s.tok[RED][RED] == 2


def test_G_10_16_dice_that_miss_fail_and_cost_nothing():
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=2), 7)
    tokens = [t[:] for t in s.tok]
    pay(s, RED, [7], [RED, BLUE, YELLOW])
    assert s.sp[7] >= 0 and s.tok == tokens and s.dec is None


def test_G_10_17_own_tokens_make_up_the_difference_and_are_spent():
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, RED, req=2, exit=False), 0)
    pay(s, RED, [0], [RED, BLUE, BLUE])
    act(s, ("exorcise_pay", (0,)))
    assert s.sp[0] == -1 and s.tok[RED][RED] == 0


def test_G_10_17_tokens_of_a_taoist_on_the_same_tile_can_be_borrowed():
    s = clear(game(players=4))
    put(s, regular(s, YELLOW, req=2), 3)
    s.pos[RED] = s.pos[YELLOW] = 2
    pay(s, RED, [3], [YELLOW, BLUE, BLUE])
    act(s, ("exorcise_pay", (3,)))
    assert s.sp[3] == -1 and s.tok[YELLOW][YELLOW] == 0


def test_G_10_18_moon_crystals_count_as_wild_tokens():
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, BLUE, req=1, entry=True, exit=False), 10)
    s.cry[RED], s.res_cry = 1, 3
    pay(s, RED, [10], [GREEN, RED, GREEN])
    act(s, ("exorcise_pay", (10,)))
    assert s.sp[10] == -1 and s.cry[RED] == 0 and s.res_cry == 4


def test_G_10_15_the_circle_of_prayer_lowers_that_colours_requirement():
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=2), 7)
    s.circle = GREEN
    s.res_tao[GREEN] -= 1
    p = s.tile_at[CIRCLE]
    if p < 0:
        s.tile_at[s.tile[0]], s.tile[0], s.tile_at[CIRCLE] = -1, CIRCLE, 0
        p = 0
    s.haunted[p] = 0
    s.tok[RED][RED] = 0
    s.res_tao[RED] += 1
    pay(s, RED, [7], [GREEN, RED, BLUE])
    assert ("exorcise_pay", (7,)) in s.dec[2]


def test_G_10_15_the_mantra_lowers_one_requirement_by_one():
    s = clear(game(players=4))
    put(s, regular(s, BLUE, req=2), 10)
    s.mantra = 10
    pay(s, RED, [10], [BLUE, RED, RED])
    act(s, ("exorcise_pay", (10,)))
    assert s.sp[10] == -1 and s.mantra == -1


def test_G_10_14_two_ghosts_need_the_dice_of_both():
    s = clear(game(players=4))
    alone(s, RED)
    put(s, regular(s, RED, req=1), 0)
    put(s, regular(s, BLUE, req=1), 11)
    s.tok[RED][RED] = 0
    s.res_tao[RED] += 1
    pay(s, RED, [0, 11], [RED, BLUE, GREEN])
    assert ("exorcise_pay", (0, 11)) in s.dec[2]
    s2 = alone(clear(game(players=4)), RED)
    put(s2, regular(s2, RED, req=1), 0)
    put(s2, regular(s2, BLUE, req=1), 11)
    s2.tok[RED][RED] = 0
    s2.res_tao[RED] += 1
    pay(s2, RED, [0, 11], [RED, GREEN, GREEN])
    assert ("exorcise_pay", (0, 11)) not in s2.dec[2] and ("exorcise_pay", (0,)) in s2.dec[2]


def test_G_10_16_captured_dice_are_not_rolled():
    s = clear(game(players=4))
    put(s, regular(s, RED), 0)
    put(s, regular(s, BLUE), 9)
    s.scap[9] = 2
    exorcism.start(s, RED, (0,))
    rolled = next(line for line in reversed(s.log) if line.startswith("Tao dice"))
    assert rolled.count(",") == 0       # 3 dice minus 2 captured = 1 die


def test_G_14_3_the_divine_sword_sets_one_die_to_white():
    from rulesets.ghost_stories.rules.state import SWORD
    s = clear(game(players=4))
    put(s, regular(s, RED), 0)
    s.arts[RED] |= SWORD
    exorcism.start(s, RED, (0,))
    rolled = next(line for line in reversed(s.log) if line.startswith("Tao dice"))
    assert rolled.startswith("Tao dice: white")


def test_G_7_4_the_untraceable_wu_feng_needs_a_buddha_before_exorcism():
    s = clear(game(players=4), step=ACTION)
    put(s, card(s, "wf57"), 1)
    s.pos[RED] = 1
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "exorcise"]
    s.sbud[1] = 1
    s.temple_bud -= 1 if s.temple_bud else 0
    s.version += 1                      # the state was edited by hand: drop the cached options
    assert ("exorcise", (1,)) in rules.legal_actions(s, 0)


def test_G_10_20_exorcising_the_last_wu_feng_wins():
    s = clear(game(players=4))
    wf = card(s, "wf51")                # 3 black + 2 red
    for c in s.deck:
        if s.T.is_wf[c]:
            s.deck.remove(c)
            s.removed.append(c)
    put(s, wf, 1)
    s.wf_left = 1
    s.tok[RED] = [2, 0, 0, 0, 3]
    s.res_tao[RED] -= 1
    s.res_tao[BLACK] -= 3
    pay(s, RED, [1], [GREEN, GREEN, YELLOW])
    act(s, ("exorcise_pay", (1,)))
    assert s.result == "win" and rules.outcome(s).result == "win" and s.wf_killed == 1


def test_G_10_13_kung_fu_uses_only_own_tokens_and_gives_no_reward():
    s = clear(game(players=4))
    a, b = regular(s, RED, req=1, yin=-1), regular(s, RED, req=1, yin=-1, skip=1)
    put(s, a, 0)
    put(s, b, 10)
    s.pos[YELLOW] = s.pos[RED]
    pay(s, RED, [0, 10], [RED, YELLOW, BLUE], kungfu=True)
    act(s, ("exorcise_pay", (0, 10)))
    assert s.sp[0] == s.sp[10] == -1 and s.tok[RED][RED] == 0 and s.tok[YELLOW][YELLOW] == 1
    assert s.tok[RED] == [0, 0, 0, 0, 0]  # no exit rewards


def test_G_14_3_the_vengeful_claw_pays_a_token_after_a_failed_exorcism():
    from rulesets.ghost_stories.rules.state import CLAW
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=3), 7)
    s.arts[RED] |= CLAW
    pay(s, RED, [7], [RED, RED, RED])
    assert s.tok[RED][GREEN] == 1 and s.claw_used


def test_G_12_1_the_barrier_roll_exorcises_regular_ghosts_of_that_board_with_crystals_wild():
    s = clear(game(players=4))
    put(s, regular(s, RED, req=1), 0)
    put(s, regular(s, RED, req=1, skip=1), 1)
    s.recept = [1, 1, 1, 1]
    s.res_cry = 0
    exorcism.barrier_roll(s, RED)
    run(s)
    assert s.sp[0] == s.sp[1] == -1      # four wild crystals always cover two 1-point ghosts


def test_G_10_21_saving_a_villager_on_the_portal_moves_it_to_the_shelter():
    s = clear(game(players=2, portal=4), step=ACTION)
    v = s.vill[0].pop()
    s.vill[4] = [v]
    act(s, ("save",))
    assert s.shelter == [v] and s.vill[4] == []


def test_G_14_1_a_family_saved_entirely_gives_its_reward():
    s = clear(game(players=2, portal=4), step=ACTION)
    long_family = s.T.family_id.index("long")
    v = s.T.villager_family.index(long_family)
    for st in s.vill:
        if v in st:
            st.remove(v)
    s.vill[4] = [v]
    act(s, ("save",))
    from rulesets.ghost_stories.rules.state import LIFE_POTION
    assert s.arts[RED] & LIFE_POTION and s.fam_rewarded[long_family]


def test_G_17_the_score_counts_victory_deck_qi_and_villagers():
    s = clear(game(players=2, difficulty="normal", portal=0))
    s.result = "win"
    s.shelter = [0, 1]
    for st in s.vill:
        for x in (0, 1):
            if x in st:
                st.remove(x)
    sc = rules.outcome(s).details
    assert sc["victory"] == 10 and sc["deck"] == len(s.deck) and sc["qi"] == 6
    assert sc["villagers"] == 2 and sc["portal"] == 2 and sc["total"] == 10 + len(s.deck) + 6 + 2 + 2


def test_G_17_4_nightmare_scores_defeated_wu_fengs():
    s = clear(game(players=4, difficulty="nightmare"))
    s.result, s.wf_killed = "loss", 2
    assert rules.outcome(s).details["wu_fengs"] == 6
