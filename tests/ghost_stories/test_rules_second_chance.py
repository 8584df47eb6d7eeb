"""Ghost Stories: the green Second Chance re-roll (G-10.6, G-10.16, G-18.3) at the Herbalist and in an exorcism."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core, exorcism
from rulesets.ghost_stories.rules.state import CEMETERY, GREEN, HERBALIST, RED, SWORD, WHITE, YELLOW
from rulesets.ghost_stories.rules.words import describe_action
from tests.ghost_stories.support import ACTION, act, alone, clear, game, put, regular, run
from tests.ghost_stories.test_rules_yang import on_tile


def _green_at_the_herbalist(seed):
    """The green Taoist with Second Chance (side A) standing on the Herbalist's Shop, ready to act."""
    s = clear(game(players=4, seed=seed), active=GREEN, step=ACTION)
    s.power_side[GREEN] = 0
    on_tile(s, GREEN, HERBALIST)
    s.reserve_crystals = 4
    return s


def _dice_logs(s):
    return [e for e in rules.log(s) if e.kind == "dice_rolled"]


def test_G_10_6_second_chance_at_the_herbalist_offers_each_choice_of_the_two_dice():
    s = _green_at_the_herbalist(seed=4)
    act(s, ("act",))
    assert s.decision[0] == "reroll" and s.decision[2] == [("reroll", m) for m in range(4)]


def test_G_10_6_the_herbalists_re_roll_is_logged_with_the_new_faces():
    s = _green_at_the_herbalist(seed=4)
    act(s, ("act",))
    first = _dice_logs(s)[-1].data["faces"]
    act(s, ("reroll", 0b10))                                   # the second die only
    after = _dice_logs(s)[-1]
    assert after.data["roll"] == "reroll" and after.text.startswith("Dice after the re-roll")
    assert len(after.data["faces"]) == 2 and after.data["faces"][0] == first[0]


def test_G_10_6_the_herbalist_gives_the_tokens_of_the_re_rolled_faces():
    s = _green_at_the_herbalist(seed=4)
    tokens, crystals = list(s.tao_tokens[GREEN]), s.moon_crystals[GREEN]
    act(s, ("act",))
    act(s, ("reroll", 0b11))                                   # both dice again
    faces = _dice_logs(s)[-1].data["faces"]
    gained = [s.tao_tokens[GREEN][c] - tokens[c] for c in range(5)] + [s.moon_crystals[GREEN] - crystals]
    names = ("red", "yellow", "green", "blue", "black", "white")
    assert gained == [faces.count(n) for n in names]


def test_G_10_6_the_herbalists_re_rolled_die_gets_a_new_face_and_the_kept_die_stays():
    changed = 0
    for seed in range(1, 9):
        s = _green_at_the_herbalist(seed)
        act(s, ("act",))
        first = _dice_logs(s)[-1].data["faces"]
        act(s, ("reroll", 0b01))                               # the first die only
        after = _dice_logs(s)[-1].data["faces"]
        assert after[1] == first[1]
        changed += after[0] != first[0]
    assert changed >= 4                                        # six faces: most re-rolls show another one


def test_G_10_6_keeping_the_herbalists_dice_rolls_nothing_more():
    s = _green_at_the_herbalist(seed=4)
    act(s, ("act",))
    rolled = _dice_logs(s)
    act(s, ("reroll", 0))
    assert _dice_logs(s) == rolled


def _green_with_the_sword(seed=3):
    """Second Chance and the Divine Sword (G-14.3 Hua) together, alone facing a red ghost on space 0."""
    s = clear(game(players=4, seed=seed))
    s.power_side[GREEN] = 0
    s.artifacts[GREEN] |= SWORD
    alone(s, GREEN)
    put(s, regular(s, RED, req=1, yin=-1), 0)
    return s


def test_G_10_16_the_divine_swords_white_die_is_never_offered_for_a_re_roll():
    s = _green_with_the_sword()
    exorcism.start(s, GREEN, (0,))
    dice = s.decision[3][3]
    assert dice[0] == WHITE and len(dice) == 3
    masks = [a[1] for a in s.decision[2]]
    assert all(not m & 1 for m in masks)                       # die 1 is the Sword's white face, fixed
    assert sorted(masks) == [0b000, 0b010, 0b100, 0b110]       # every choice of the two rolled dice, once


def test_G_10_16_rolling_again_keeps_the_divine_swords_white_die():
    s = _green_with_the_sword()
    exorcism.start(s, GREEN, (0,))
    act(s, ("reroll", 0b110))
    assert _dice_logs(s)[-1].data["faces"][0] == "white"


def test_G_10_16_the_re_roll_words_name_every_chosen_die_up_to_the_fourth():
    s = clear(game(players=4))
    assert describe_action(s, ("reroll", 0b1000)) == "roll die 4 again"
    assert describe_action(s, ("reroll", 0b1011)) == "roll dice 1, 2, 4 again"
    assert describe_action(s, ("reroll", 0)) == "keep the dice"


def test_G_8_2_a_borrowed_second_chance_also_re_rolls_the_herbalists_dice():
    s = clear(game(players=1, variant="solo", seed=4), active=RED, step=ACTION)
    assert not s.board_played[GREEN]                           # the green board is neutral in solo
    act(s, ("power", GREEN))
    on_tile(s, RED, HERBALIST)
    act(s, ("act",))
    assert s.decision[0] == "reroll" and s.decision[1] == 0    # seat 0 plays the red Taoist


def _green_at_the_cemetery(seed):
    """Second Chance on the Cemetery with the yellow Taoist dead: using it rolls the curse die (G-10.4)."""
    s = clear(game(players=4, seed=seed), active=GREEN, step=ACTION)
    s.power_side[GREEN] = 0
    on_tile(s, GREEN, CEMETERY)
    core.qi_loss(s, YELLOW, 3)
    run(s)
    act(s, ("act",))
    return s


def test_G_10_4_second_chance_may_roll_the_cemeterys_curse_die_once_more_unless_it_shows_no_effect():
    asked = 0
    for seed in range(1, 13):
        s = _green_at_the_cemetery(seed)
        face = _dice_logs(s)[-1].data["faces"][0]
        if face == "no effect":
            assert s.decision is None or s.decision[0] != "curse_reroll"
        else:
            asked += 1
            assert s.decision[0] == "curse_reroll" and s.decision[2] == [("curse_reroll", 0), ("curse_reroll", 1)]
    assert asked


def test_G_10_4_the_cemeterys_second_curse_roll_is_logged_and_keeping_the_first_rolls_nothing_more():
    for seed in range(1, 13):
        s = _green_at_the_cemetery(seed)
        if s.decision is None or s.decision[0] != "curse_reroll":
            continue
        kept = s.clone()
        rolled = len(_dice_logs(s))
        act(s, ("curse_reroll", 1))
        assert len(_dice_logs(s)) == rolled + 1 and _dice_logs(s)[-1].data["die"] == "curse"
        act(kept, ("curse_reroll", 0))
        assert len(_dice_logs(kept)) == rolled
        return
    raise AssertionError("no seed rolled a curse face worth rolling again")


def test_G_10_4_a_haunting_kept_instead_of_re_rolled_haunts_the_cemetery_itself():
    s = _green_at_the_cemetery(8)                              # seed 8 rolls a Haunting first
    assert s.decision[0] == "curse_reroll" and s.decision[3][2] == "haunting"
    cemetery = s.position_of_kind[CEMETERY]
    assert not s.haunted[cemetery]
    act(s, ("curse_reroll", 0))
    run(s)
    assert s.haunted[cemetery]


def test_G_10_4_a_lost_qi_kept_instead_of_re_rolled_costs_the_green_taoist_one_qi():
    s = _green_at_the_cemetery(3)                              # seed 3 rolls a Qi loss first
    assert s.decision[0] == "curse_reroll" and s.decision[3][2] == "lose_qi"
    before = s.qi[GREEN]
    act(s, ("curse_reroll", 0))
    assert s.qi[GREEN] == before - 1
