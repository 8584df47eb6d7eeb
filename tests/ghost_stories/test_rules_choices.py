"""Ghost Stories: the choices the digest gives to players (G-13.2, G-14.4, Zhou, Third Eye, G-20) and the rules
no other test cites (scoring G-17, powers G-18, solo G-20, gaps G-G)."""
import sys

import msgspec
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import arrival, core, effects, families, tiles
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import (
    ACTION,
    BLACK,
    BLUE,
    CLAW,
    GREEN,
    LINE,
    PAVILION,
    PRE_MOVE,
    RED,
    SHIELD,
    TEA_HOUSE,
    TEMPLE,
    YELLOW,
)
from tests.ghost_stories.support import PLACE, act, card, clear, game, put, regular, run


def family(name):
    return card_tables().family_id.index(name)


# ---- choices given back to the players ------------------------------------------------------------------------

def test_G_13_2_the_players_choose_which_living_taoist_inherits_each_artifact():
    s = clear(game(players=4))
    s.artifacts[YELLOW] = SHIELD | CLAW
    core.qi_loss(s, YELLOW, 3)
    run(s)
    assert s.decision[0] == "artifact_heir"
    assert [a[1] for a in s.decision[2]] == [GREEN, BLUE, RED]          # clockwise from the active board
    act(s, ("artifact_heir", BLUE, s.decision[2][0][2]))
    act(s, ("artifact_heir", RED, s.decision[2][0][2]))
    assert s.artifacts[BLUE] | s.artifacts[RED] == SHIELD | CLAW and s.artifacts[BLUE] != s.artifacts[RED]


def test_G_14_4_the_players_choose_whose_token_a_removal_curse_takes():
    s = clear(game(players=4))
    s.tao_tokens[YELLOW][GREEN] += s.reserve_tao[GREEN] - 1
    s.tao_tokens[BLUE][GREEN] += 1
    s.reserve_tao[GREEN] = 0
    families.family_curse(s, family("long"), 0)
    assert s.decision[0] == "token_holder" and s.decision[2][0][1] == YELLOW        # the richest first
    act(s, ("token_holder", GREEN, GREEN))
    assert s.tao_tokens[GREEN][GREEN] == 0 and s.tao_out_of_game[GREEN] == 1


def test_G_14_3_zhou_missing_crystals_come_from_players_the_table_chooses():
    s = clear(game(players=4))
    s.reserve_crystals, s.barrier_crystals, s.moon_crystals = 0, [1, 1, 0, 0], [0, 1, 0, 1]
    families.fill_barrier(s)
    assert s.decision[0] == "crystal_giver" and {a[1] for a in s.decision[2]} == {YELLOW, BLUE}
    act(s, ("crystal_giver", BLUE))
    assert s.moon_crystals[BLUE] == 0 and s.moon_crystals[YELLOW] == 0 and s.barrier_crystals == [1, 1, 1, 1]


def test_G_18_3_third_eye_may_skip_the_curse_die_or_roll_it():
    s = clear(game(players=4, sides=["A", "A", "B", "A"]), active=GREEN)
    effects.roll_or_skip(s, GREEN, 4)
    assert s.decision[0] == "curse_skip" and s.decision[2][0] == ("curse_skip", 1)
    draws = s.rng.draws
    act(s, ("curse_skip", 1))
    assert s.rng.draws == draws
    effects.roll_or_skip(s, GREEN, 4)
    act(s, ("curse_skip", 0))
    assert s.rng.draws == draws + 1


def test_G_20_one_player_in_the_standard_variant_is_refused_in_words():
    with pytest.raises(IllegalAction) as err:
        rules.setup({"players": 1, "variant": "standard"}, 1)
    assert err.value.rule_id == "G-20" and "solo" in str(err.value) and "G-" not in err.value.args[-1].split(":")[-1]


def test_G_1_five_players_are_refused():
    with pytest.raises(IllegalAction) as err:
        rules.setup({"players": 5, "variant": "standard"}, 1)
    assert err.value.rule_id == "G-1"


def test_G_14_3_wu_buddhas_leave_the_game_once_used_when_the_temple_is_not_in_play():
    s = clear(game(players=2))
    p = s.position_of_kind[TEMPLE]
    if p >= 0:                                  # take the Temple out of the village
        other = next(k for k in range(10) if s.position_of_kind[k] < 0)
        s.tile_kind_at[p], s.position_of_kind[other], s.position_of_kind[TEMPLE] = other, p, -1
        s.reserve_buddhas, s.temple_buddhas = s.reserve_buddhas + s.temple_buddhas, 0
    s.family_rewarded[family("wu")] = 1
    s.reserve_buddhas -= 1
    s.buddha_on_space[0] = 1
    arrival.place_on(s, regular(s, RED), 0)       # a regular ghost on the Buddha: destroyed, the Buddha used
    assert s.buddha_on_space[0] == 0 and s.reserve_buddhas == 1 and s.buddhas_out_of_game == 1
    assert not rules.invariants(s) or all("Buddha" not in x for x in rules.invariants(s))


def test_G_14_3_xiang_reward_with_a_sole_heir_gives_him_every_token():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    before = s.tao_tokens[RED][:]
    s.reserve_tao[GREEN] = 0
    s.tasks.append(("family_reward", family("xiang")))
    run(s)
    assert s.decision is None
    assert [s.tao_tokens[RED][c] - before[c] for c in range(5)] == [1, 1, 0, 1, 1]   # no green left to share


def test_G_14_3_li_reward_with_a_sole_heir_gives_him_all_three_qi():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    qi = s.qi[RED]
    s.tasks.append(("family_reward", family("li")))
    run(s)
    assert s.decision is None and s.qi[RED] == qi + 3


def test_G_10_12_the_tea_house_with_one_colour_left_gives_that_colour_without_asking():
    s = clear(game(players=2))
    for c in range(5):
        if c != BLUE:
            s.tao_out_of_game[c] += s.reserve_tao[c]
            s.reserve_tao[c] = 0
    qi = s.qi[RED]
    tiles.perform(s, RED, TEA_HOUSE)
    assert s.tao_tokens[RED][BLUE] == 1 and s.qi[RED] == qi + 1 and s.tasks[-1] == ("bring_ghost",)


# ---- G-5, G-G.3: haunters, hauntings and their limits --------------------------------------------------------

def test_G_5_3_a_two_step_haunter_pushes_a_villager_and_haunts_in_one_yin_phase():
    s = clear(game(players=2))
    wf = card(s, "wf53")                           # green, its haunter moves 2
    put(s, wf, 6)
    for p in range(9):
        s.villagers[p] = []
    s.tasks.append(("ghost_effect", "haunter", 6, wf, GREEN, 2, -1))
    run(s)
    assert s.haunter_steps[6] == 0 and sum(s.haunted) == 1 and s.haunted[LINE[6][0]]


def test_G_5_6_a_sheng_curse_reaching_the_haunted_tile_limit_loses_the_game():
    s = clear(game(players=2))
    s.haunted[0] = s.haunted[1] = 1
    families.family_curse(s, family("sheng"), 5)
    assert s.haunted[5] == 1 and s.result == "loss"


def test_G_G_3_when_a_ghosts_whole_row_is_haunted_the_nearest_unhaunted_tile_is_haunted():
    s = clear(game(players=4, difficulty="initiation"))
    for p in LINE[0]:
        s.haunted[p] = 1
    s.haunted[4] = 0
    for p in range(9):
        s.villagers[p] = []
    core.haunt_from_space(s, 0)
    run(s)
    first = LINE[0][0]
    nearest = {q for q in range(9) if not s.haunted[q] and max(abs(q // 3 - first // 3), abs(q % 3 - first % 3)) == 1}
    assert s.decision[0] == "haunt_tile" and {a[1] for a in s.decision[2]} == nearest   # equally near: players choose
    act(s, s.decision[2][0])
    assert sum(s.haunted) == 4 and s.result == "loss"           # the 4th haunted tile on Initiation


# ---- G-17 scoring -----------------------------------------------------------------------------------------------

def test_G_17_1_victory_scores_ten_and_twenty_on_hell():
    s = clear(game(players=2))
    s.result = "win"
    assert rules.outcome(s).details["victory"] == 10
    h = clear(game(players=2, difficulty="hell"))
    h.result = "win"
    assert rules.outcome(h).details["victory"] == 20


def test_G_17_2_cards_left_in_the_deck_count_for_a_win_and_against_a_loss():
    s = clear(game(players=2))
    s.result = "loss"
    assert rules.outcome(s).details["deck"] == -len(s.deck)
    s.result = "win"
    assert rules.outcome(s).details["deck"] == len(s.deck)


def test_G_17_3_qi_left_dead_taoists_and_haunted_tiles_are_scored():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    s.result = "loss"
    s.haunted[0] = 1
    d = rules.outcome(s).details
    assert d["qi"] == s.qi[RED] and d["dead_taoists"] == -3 and d["haunted"] == -4


# ---- G-18 powers ------------------------------------------------------------------------------------------------

def test_G_18_1_swift_stride_reaches_a_tile_two_steps_away():
    s = clear(game(players=2))
    s.taoist_tile[RED] = 0
    s.cache = None
    act(s, ("move", 8, 0))
    assert s.taoist_tile[RED] == 8


def test_G_18_2_deep_sleeves_takes_a_token_before_moving():
    s = clear(game(players=2), active=YELLOW)
    act(s, ("yellow_token", BLACK))
    assert s.tao_tokens[YELLOW][BLACK] == 1 and not [a for a in rules.legal_actions(s, 1) if a[0] == "yellow_token"]


def test_G_18_4_twin_forms_gives_two_actions():
    s = clear(game(players=4), active=BLUE)
    s.tasks.append(("yang_start", BLUE))
    run(s)
    assert s.actions_left == 2


def test_G_18_5_a_disabled_power_is_unusable_and_moves_with_its_ghost():
    s = clear(game(players=2), active=YELLOW)
    put(s, regular(s, YELLOW), 3)
    s.ghost_disables_power[3] = 1
    s.cache = None
    assert not [a for a in rules.legal_actions(s, 1) if a[0] == "yellow_token"]
    s.decision = None
    tiles._pav_to(s, ("pav_to", 3, 0), RED)
    s.decision = None
    s.cache = None
    assert s.ghost_disables_power[0] == 1 and [a for a in rules.legal_actions(s, 1) if a[0] == "yellow_token"]


def test_G_15_2_a_neutral_board_at_zero_qi_lends_no_power():
    s = clear(game(players=2))
    assert ("power", GREEN) in rules.legal_actions(s, 0)
    s.qi[GREEN] = 0
    s.cache = None
    assert ("power", GREEN) not in rules.legal_actions(s, 0)


# ---- G-20 solo --------------------------------------------------------------------------------------------------

def test_G_20_1_solo_is_one_taoist_with_three_neutral_boards():
    s = game(players=1, variant="solo")
    assert s.board_played == [True, False, False, False] and s.seat_count == 1


def test_G_20_3_solo_gives_three_power_tokens():
    assert game(players=1, variant="solo").power_tokens[RED] == 3


def test_G_20_4_the_solo_deck_keeps_35_regular_ghosts_and_the_one_or_two_player_wu_fengs():
    for difficulty, wfs in (("normal", 1), ("nightmare", 3)):
        s = game(players=1, variant="solo", difficulty=difficulty)
        cards = s.deck + [c for c in s.ghost_spaces if c >= 0] + s.discard_pile
        if s.decision is not None and s.decision[0] == "place_ghost":
            cards.append(s.decision[3][1])
        assert sum(1 for c in cards if card_tables().is_wf[c]) == wfs
        assert sum(1 for c in cards if not card_tables().is_wf[c]) == 35


def test_G_20_5_solo_neutral_boards_start_with_three_qi():
    assert game(players=1, variant="solo").qi[1:] == [3, 3, 3]


# ---- G-G gaps and turn structure ----------------------------------------------------------------------------

def test_G_G_2_every_wu_feng_is_black_and_needs_black_and_one_other_colour():
    T = card_tables()
    wfs = [c for c in range(len(T.card_id)) if T.is_wf[c]]
    assert len(wfs) == 10 and all(T.colour[c] == BLACK for c in wfs)
    assert all(T.req[c][BLACK] > 0 and sum(1 for x in T.req[c][:4] if x) == 1 for c in wfs)
    assert [T.card_id[c] for c in wfs if T.needs_buddha[c]] == ["wf57"]


def test_G_G_8_the_yin_yang_is_used_once_until_a_ghost_gives_it_back():
    s = clear(game(players=2), step=ACTION)
    yy = [a for a in rules.legal_actions(s, 0) if a[0] == "yy_act"]
    act(s, yy[0])
    run(s)
    assert s.yin_yang_unused[RED] == 0
    effects.GHOST_EFFECTS["gain_yinyang"](s, 0, 0, RED, 1, -1)
    assert s.yin_yang_unused[RED] == 1


def test_G_G_11_qi_lost_on_a_dead_taoists_board_goes_to_a_living_taoist():
    s = clear(game(players=2))
    core.qi_loss(s, YELLOW, 3)
    qi = s.qi[RED]
    core.qi_loss(s, YELLOW, 1)
    assert s.qi[RED] == qi - 1


def test_G_G_12_wu_fengs_that_do_not_fit_at_ten_card_intervals_go_on_top(monkeypatch):
    T = card_tables()
    short = msgspec.structs.replace(T.setup, white_moon_removed=40)  # 60 - 40 - 15 = 5 regular cards left
    proxy = type("Tables", (), {k: getattr(T, k) for k in dir(T) if not k.startswith("_")})()
    proxy.setup = short
    monkeypatch.setattr(sys.modules["rulesets.ghost_stories.rules.setup"], "TABLES", proxy)
    s = game(players=1, variant="solo", difficulty="nightmare")
    monkeypatch.undo()
    wf_at = [i for i, c in enumerate(s.deck) if T.is_wf[c]]
    assert len(s.deck) + (1 if s.decision else 0) >= 5 and wf_at == list(range(len(s.deck) - len(wf_at), len(s.deck)))


def test_G_3_4_each_player_takes_a_different_board_and_chooses_its_side():
    s = game(players=2, sides=["B", "A", "B", "B"])
    assert s.power_side == [1, 0, 0, 0]                         # neutral boards use side A (G-G.6)
    with pytest.raises(IllegalAction) as err:
        rules.setup({"players": 2, "variant": "standard", "boards": [1, 1]}, 1)
    assert err.value.rule_id == "G-3.4"


def test_G_4_3_a_turn_is_a_yin_phase_then_a_yang_phase():
    s = clear(game(players=4), step=PLACE)
    act(s, ("end",))
    while s.decision is not None:
        act(s, s.decision[2][0])
    kinds = [e.kind for e in rules.log(s)]
    start = len(kinds) - 1 - kinds[::-1].index("turn_started")
    assert s.active_board == YELLOW and s.phase == "yang" and s.yang_step == PRE_MOVE
    assert "ghost_arrived" in kinds[start:] or "board_overrun" in kinds[start:]


def test_G_7_9_the_tea_house_brings_a_ghost_by_the_placement_steps():
    s = clear(game(players=2))
    top = s.deck[-1]
    tiles.perform(s, RED, TEA_HOUSE)
    run(s)
    while s.decision is not None and s.decision[0] != "place_ghost":
        act(s, s.decision[2][0])
    placed = top in s.ghost_spaces or (s.decision is not None and s.decision[3][1] == top) or top in s.discard_pile
    assert placed and top not in s.deck


def test_G_11_5_a_moon_crystal_gained_this_turn_is_not_placeable_even_beside_an_earlier_one():
    s = clear(game(players=2), step=PLACE)
    s.taoist_tile[RED] = 0
    s.moon_crystals[RED], s.crystals_gained_this_turn[RED] = 1, 1
    s.reserve_crystals -= 1
    s.cache = None
    assert not [a for a in rules.legal_actions(s, 0) if a[0] == "crystal"]
    s.moon_crystals[RED] = 2
    s.reserve_crystals -= 1
    s.cache = None
    assert [a for a in rules.legal_actions(s, 0) if a[0] == "crystal"]


def test_every_action_kind_has_words_without_underscores():
    from rulesets.ghost_stories.rules.words import LABELS
    s = clear(game(players=4))
    samples = {
        "move": (4, 0), "act": (), "exorcise": ((0,),), "save": (), "skip": (), "end": (), "yellow_token": (1,),
        "take_tao": (2,), "tea": (3,), "circle": (4,), "kungfu": (0,), "mantra": (0,), "red_push": (1, 3),
        "pav_taoist": (1, 3), "suling": (0,), "buddha": (0,), "crystal": (0,), "yy_unhaunt": (0,), "yy_act": (0,),
        "fireworks": (0,), "power": (2,), "potion": (1,), "potion_villager": (0,), "moon_dust": (), "scroll": (),
        "scroll_join": (1, 1), "qi_target": (1,), "haunt_tile": (0,), "kill_villager": (0,), "watchman": (1,),
        "unhaunt": (0,), "place_ghost": (0,), "sorcerer": (0,), "pav_ghost": (0,), "pav_to": (0, 1),
        "curse_reroll": (1,), "reroll": (3,), "cem_revive": (1,), "cem_villager": (0,), "exorcise_pay": ((0,),),
        "barrier_save": (0,), "barrier_roll": (0,), "buddha_space": (0,), "share": (0, 1),
        "pay_with": (-1, ((0, 0, 1), (1, 5, 1))), "claw_colour": (0,), "barrier_take": ((0,),),
        "artifact_heir": (1, 5), "token_holder": (1, 2), "crystal_giver": (2,), "suling_crystal": (0, 1),
        "curse_skip": (1,), "power_tokens": (2,),
    }
    assert set(samples) == set(LABELS)
    for name, args in samples.items():
        words = rules.describe_action(s, (name,) + args)
        assert words and "_" not in words and words != "an unknown action", name
    assert rules.describe_action(s, ("exorcise_pay", ())) == "give up and keep the tokens"
    assert "yellow Taoist" in rules.describe_action(s, ("pay_with", -1, ((1, 0, 1),)))


def test_G_G_7_the_reserve_holds_twenty_tokens_four_crystals_thirty_qi_two_buddhas_and_red_begins():
    s = game(players=3)
    assert [s.reserve_tao[c] + sum(t[c] for t in s.tao_tokens) for c in range(5)] == [4] * 5
    assert s.reserve_crystals == 4 and s.reserve_qi + sum(s.qi) == 30
    assert s.temple_buddhas + s.reserve_buddhas == 2 and s.board_turns == 1 and s.active_board == RED


def test_G_8_3_guiding_hand_may_carry_a_villager_along():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[YELLOW] = 0
    s.villagers[0], s.villagers[1] = [5], []
    s.haunted[1] = 0
    s.cache = None
    legal = rules.legal_actions(s, 0)
    assert ("red_push", YELLOW, 1, 1) in legal and legal.index(("red_push", YELLOW, 1)) < legal.index(("red_push", YELLOW, 1, 1))
    act(s, ("red_push", YELLOW, 1, 1))
    assert s.taoist_tile[YELLOW] == 1 and s.villagers[1] == [5] and s.villagers[0] == []


def test_G_8_3_no_escort_is_offered_onto_a_haunted_tile_or_a_full_one():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[YELLOW] = 0
    s.villagers[0], s.villagers[1], s.villagers[3] = [5], [6, 7, 8], []
    s.haunted[3] = 1
    s.cache = None
    escorts = {a[2] for a in rules.legal_actions(s, 0) if a[0] == "red_push" and len(a) > 3}
    assert 1 not in escorts and 3 not in escorts and 4 in escorts


def test_G_14_3_the_scroll_of_unity_jump_may_escort_a_villager():
    from rulesets.ghost_stories.rules.state import SCROLL
    s = clear(game(players=2))
    s.artifacts[RED] |= SCROLL
    s.taoist_tile[YELLOW] = 0
    s.villagers[0], s.villagers[4] = [5], []
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    assert s.decision[2] == [("scroll_join", YELLOW, 1), ("scroll_join", YELLOW, 2), ("scroll_join", YELLOW, 0)]
    act(s, ("scroll_join", YELLOW, 2))
    assert s.taoist_tile[YELLOW] == 4 and s.villagers[4] == [5]


def test_G_10_11_the_pavilions_wind_may_carry_a_villager_with_the_taoist():
    s = clear(game(players=2))
    put(s, regular(s, RED), 0)
    s.taoist_tile[YELLOW] = 0
    s.villagers[0], s.villagers[1] = [5], []
    s.haunted[1] = 0
    tiles.perform(s, RED, PAVILION)
    act(s, ("pav_ghost", 0))
    act(s, ("pav_to", 0, 5))
    assert ("pav_taoist", YELLOW, 1, 1) in s.decision[2]
    act(s, ("pav_taoist", YELLOW, 1, 1))
    assert s.taoist_tile[YELLOW] == 1 and s.villagers[1] == [5]


def test_G_15_1_the_tables_choices_go_to_the_active_players_seat():
    s = clear(game(players=4), active=BLUE)
    for x in (RED, GREEN):
        s.qi[x] = 1
    core.qi_loss(s, YELLOW, 3)
    core.qi_loss(s, YELLOW, 1)             # a dead Taoist's loss: the players choose who pays it
    assert s.decision[0] == "qi_target" and s.decision[1] == 3


def test_G_15_2_a_power_disabled_by_any_of_the_three_ghosts_is_not_lent():
    for x in (6, 7, 8):
        s = clear(game(players=2))
        put(s, regular(s, GREEN), x)
        s.ghost_disables_power[x] = 1
        s.cache = None
        assert ("power", GREEN) not in rules.legal_actions(s, 0), x


def test_G_4_3_every_action_kind_is_refused_with_its_own_rule_in_words():
    from rulesets.ghost_stories.rules.explain import RULES
    from rulesets.ghost_stories.rules.words import LABELS
    assert set(LABELS) <= set(RULES)
    s = clear(game(players=4), step=PLACE)
    for name, (rule, why) in RULES.items():
        assert rule.startswith("G-") and why and "_" not in why, name
    with pytest.raises(IllegalAction) as err:
        act(s, ("sorcerer", 0))
    assert err.value.rule_id == "G-10.7" and "Wu-Feng" in str(err.value)


def test_G_14_3_the_xiang_curse_kills_the_only_visible_villager_without_a_question():
    from rulesets.ghost_stories.rules.tasks import FAMILY_CURSES
    s = clear(game(players=2))
    for p in range(1, 9):                       # every villager but those of tile 0 already saved
        s.shelter += s.villagers[p]
        s.villagers[p] = []
    top = s.villagers[0][-1]
    FAMILY_CURSES["kill_visible_villager"](s, -1, 1, -1)
    run(s)
    assert s.decision is None or s.decision[0] != "kill_villager"
    assert top in s.graveyard and top not in s.villagers[0]


def test_G_G_1_a_tao_token_gift_of_any_colour_gives_the_last_colour_left_without_a_question():
    from rulesets.ghost_stories.rules.tasks import GHOST_EFFECTS
    s = clear(game(players=2))
    for c in (RED, GREEN, BLUE, BLACK):         # only yellow tokens are left in the reserve
        s.tao_out_of_game[c] += s.reserve_tao[c]
        s.reserve_tao[c] = 0
    before = s.tao_tokens[RED][YELLOW]
    GHOST_EFFECTS["gain_tao"](s, 0, regular(s, RED), RED, 1, -1)
    assert s.decision is None and s.tao_tokens[RED][YELLOW] == before + 1 and rules.invariants(s) == []


def test_G_14_3_the_li_curse_removes_the_bottom_ghost_card_and_logs_it_without_naming_it():
    from rulesets.ghost_stories.rules.tasks import FAMILY_CURSES
    s = clear(game(players=2))
    bottom, cards = s.deck[0], len(s.deck)
    FAMILY_CURSES["remove_bottom_ghost"](s, -1, 1, -1)
    assert s.removed_cards[-1] == bottom and len(s.deck) == cards - 1
    logged = rules.log(s)[-1]
    assert logged.kind == "bottom_card_removed" and logged.data == {}
    assert card_tables().card_name[bottom] not in logged.text    # the deck stays secret (G-H.2)


def test_G_17_3_the_qi_of_neutral_boards_is_not_scored():
    s = clear(game(players=1, variant="solo"))
    s.result = "loss"
    assert s.qi[GREEN] == 3 and rules.outcome(s).details["qi"] == s.qi[RED]
