"""Ghost Stories setup rules (G-3, G-20, G-G.6/7): boards, tokens, Qi, deck building, villagers."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import BLACK
from tests.ghost_stories.support import config as base_config
from tests.ghost_stories.support import game


def dealt(s):
    """Deck plus the cards the first Yin phase already drew (setup runs up to the first decision)."""
    drawn = [c for c in s.ghost_spaces if c >= 0] + s.discard_pile
    if s.decision is not None and s.decision[0] == "place_ghost":
        drawn.append(s.decision[3][1])
    return s.deck + drawn


def test_G_3_5_each_player_takes_one_token_of_his_colour():
    s = game(players=3)
    assert [sum(t) for t in s.tao_tokens] == [1, 1, 1, 0]
    assert s.tao_tokens[1][1] == 1 and s.reserve_tao[1] == 3


def test_G_20_2_solo_player_takes_one_token_of_each_colour_but_black():
    s = game(players=1, variant="solo")
    assert s.tao_tokens[0] == [1, 1, 1, 1, 0]
    assert s.reserve_tao[BLACK] == 4


def test_G_3_7_power_tokens_one_per_player_with_neutral_boards_three_in_solo():
    assert game(players=2).power_tokens == [1, 1, 0, 0]
    assert game(players=1, variant="solo").power_tokens == [3, 0, 0, 0]
    assert game(players=4).power_tokens == [0, 0, 0, 0]


def test_G_3_8_initiation_gives_four_qi_and_neutral_boards_three():
    s = game(players=2, difficulty="initiation")
    assert s.qi == [4, 4, 3, 3]


def test_G_3_8_hell_gives_no_yin_yang():
    assert game(difficulty="hell").yin_yang_unused == [0, 0, 0, 0]
    assert game(difficulty="normal").yin_yang_unused == [1, 1, 0, 0]


def test_G_3_9_deck_removes_ten_plus_fifteen_for_one_player():
    s = game(players=1, variant="solo", difficulty="nightmare")
    cards = dealt(s)
    assert len(s.removed_cards) == 25 and len([c for c in cards if not card_tables().is_wf[c]]) == 35
    assert len(cards) == 38  # 35 regular + 3 Wu-Fengs (1-2 player row)


def test_G_3_9_four_players_keep_fifty_regular_ghosts_and_four_wu_fengs_on_hell():
    s = game(players=4, difficulty="hell")
    assert len(s.removed_cards) == 10 and len(dealt(s)) == 54 and s.wu_fengs_left == 4 and len(s.wu_fengs_in_box) == 6


def test_G_3_9c_a_wu_feng_follows_every_ten_regular_cards_from_the_bottom():
    s = game(players=3, difficulty="nightmare", seed=5)
    # deck[0] is the bottom; the Wu-Fengs sit at indices 10, 21, 32, 43
    assert [i for i, c in enumerate(s.deck) if card_tables().is_wf[c]] == [10, 21, 32, 43]


def test_G_3_3_villagers_stand_three_to_a_tile_except_the_portal():
    s = game(portal=2)
    assert [len(v) for v in s.villagers] == [3, 3, 0, 3, 3, 3, 3, 3, 3]
    assert sorted(v for st in s.villagers for v in st) == list(range(24))


def test_G_3_6_taoists_start_on_the_centre_tile():
    s = game(players=3)
    assert s.taoist_tile == [4, 4, 4, -1]


def test_G_G_6_neutral_boards_use_side_A_and_have_no_taoist():
    s = game(players=2, sides=["B", "B", "B", "B"])
    assert s.power_side == [1, 1, 0, 0] and s.taoist_alive == [True, True, False, False]


def test_G_3_1_nine_of_the_ten_tiles_are_dealt():
    s = game(seed=9)
    assert len(set(s.tile_kind_at)) == 9 and sum(1 for k in s.position_of_kind if k >= 0) == 9


def test_G_20_solo_four_one_seat_plays_all_four_boards():
    s = game(players=4, variant="solo_four")
    assert s.seat_of_board == [0, 0, 0, 0] and s.seat_count == 1 and s.power_tokens == [0, 0, 0, 0]
    assert len(dealt(s)) == 51


def test_G_3_setup_refuses_an_unknown_difficulty():
    import pytest

    from engine.rules.api import IllegalAction
    with pytest.raises(IllegalAction) as err:
        game(difficulty="easy")
    assert err.value.rule_id == "G-3.8"


def _refusal(**config):
    cfg = base_config(2)
    cfg.update(config)
    try:
        rules.setup(cfg, 1)
    except IllegalAction as err:
        return err.rule_id, str(err)
    raise AssertionError(f"{config} was accepted")


def test_G_3_an_unknown_variant_is_refused_naming_the_variants():
    rule, why = _refusal(variant="coop")
    assert rule == "G-3" and "standard" in why and "solo" in why


def test_G_3_4_a_side_list_not_of_four_a_or_b_is_refused():
    assert _refusal(sides=["A", "B"])[0] == "G-3.4"
    assert _refusal(sides=["A", "B", "A", "C"])[0] == "G-3.4"


def test_G_3_2_a_portal_off_the_nine_tiles_is_refused():
    assert _refusal(portal=9)[0] == "G-3.2"
    assert _refusal(portal=-1)[0] == "G-3.2"
    assert game(players=2, portal=8).portal_tile == 8 and game(players=2, portal=0).portal_tile == 0


def test_G_3_8_hard_is_the_score_tables_name_for_nightmare():
    assert game(players=2, difficulty="hard").difficulty_level == game(players=2, difficulty="nightmare").difficulty_level
    assert _refusal(difficulty="impossible")[0] == "G-3.8"


def test_G_3_4_a_standard_game_set_up_with_no_player_count_seats_two_players_beside_two_neutral_boards():
    s = rules.setup({"variant": "standard"}, 1)
    assert s.board_played == [True, True, False, False]
    assert rules.setup({}, 1).board_played == [True, True, False, False]


@pytest.mark.parametrize("players", [0, 5])
def test_a_table_of_more_than_four_or_no_taoists_is_refused_at_setup(players):
    """Players: 1-4, one Taoist board each (the digest's overview)."""
    from engine.rules.api import ConfigError
    with pytest.raises(ConfigError):
        rules.INFO.check_config({**rules.INFO.default_config(4), "players": players})


@pytest.mark.parametrize("players, variant, rule", [
    (1, "standard", "G-20"),
    (2, "solo", "G-20.1"),
    (3, "solo", "G-20.1"),
    (4, "solo", "G-20.1"),
    (2, "solo_four", "G-20"),
    (3, "solo_four", "G-20"),
])
def test_G_20_a_variant_with_a_player_count_it_is_not_played_by_is_refused_by_the_config_check_and_by_setup(
        players, variant, rule):
    cfg = rules.INFO.check_config({"players": players, "variant": variant})
    refused = rules.INFO.refusal(cfg)
    assert refused is not None and refused.rule_id == rule and "G-" not in refused.reason
    with pytest.raises(IllegalAction) as at_setup:
        rules.setup(cfg, 1)
    assert at_setup.value.rule_id == rule


@pytest.mark.parametrize("players, variant", [(1, "solo"), (1, "solo_four"), (4, "solo_four"), (2, "standard"),
                                              (3, "standard"), (4, "standard")])
def test_G_20_the_config_check_accepts_each_variant_with_its_player_counts(players, variant):
    assert rules.INFO.refusal(rules.INFO.check_config({"players": players, "variant": variant})) is None
