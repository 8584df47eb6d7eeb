"""The haunt box counts the seat's own side's goals from its view alone (B-22, B-H.3, B-H.4, B-H.6)."""
import pytest

import games
from rulesets.betrayal import rules as R
from scenes.betrayal.progress import progress_lines
from tests.betrayal.haunt_support import revealed

HIDDEN, NO_TRAITOR, OPEN = 2, 3, 6     # the Borrowed Face, the Hungry Walls, the Clockwork Suitor


@pytest.fixture(autouse=True)
def data_kinds():
    games.register_data_kinds()


def test_B_H_3_the_traitor_counts_his_own_goals_rounds_and_living_heroes():
    s = revealed(OPEN, players=4)
    traitor = s.haunt["traitor"]
    assert progress_lines(R.view(s, traitor)) == ["Heroes still alive: 3 of 3", "Rounds survived: 0 of 8"]


def test_B_H_4_a_hero_counts_the_heroes_rolls_and_never_the_traitors_rounds():
    s = revealed(OPEN, players=4)
    hero = next(i for i in range(4) if i != s.haunt["traitor"])
    assert progress_lines(R.view(s, hero)) == ["Rolls made: 0 of 3"]


def test_B_22_a_round_survived_is_counted_when_the_next_begins():
    s = revealed(OPEN, players=4)
    s.haunt["round"] = 3
    assert "Rounds survived: 2 of 8" in progress_lines(R.view(s, s.haunt["traitor"]))


def test_B_22_everyone_against_the_house_races_its_rooms_and_the_houses_clock():
    s = revealed(NO_TRAITOR, players=4)
    assert progress_lines(R.view(s, 1)) == ["Rooms discovered: 0 of 12", "Rounds played: 0 of 4 (then the house wins)"]


def test_B_H_6_a_hidden_traitor_and_a_hero_read_the_same_counts_of_both_sides():
    s = revealed(HIDDEN, players=4)
    traitor = s.haunt["traitor"]
    hero = next(i for i in range(4) if i != traitor)
    assert progress_lines(R.view(s, traitor)) == progress_lines(R.view(s, hero)) == ["Traitor: rounds survived 0 of 2"]


def test_B_H_6_once_the_hidden_traitor_is_revealed_the_heroes_rooms_are_counted_too():
    s = revealed(HIDDEN, players=4)
    s.haunt["traitor_revealed"] = True
    assert progress_lines(R.view(s, 0))[:1] == ["Heroes: rooms discovered 0 of 6"]


def test_B_H_6_a_heros_counts_read_the_same_whoever_the_hidden_traitor_is():
    s = revealed(HIDDEN, players=4)
    for seat in range(4):
        mine = progress_lines(R.view(s, seat))
        for seed in range(8):
            assert progress_lines(R.view(R.redeal_secrets(s, seat, seed), seat)) == mine


def test_B_22_a_goal_counts_its_number_for_this_many_players_not_the_haunts_default():
    """The Weeping Choir needs five rolls at a table of six (its by_players numbers), three by default."""
    s = revealed(4, players=6)
    lines = progress_lines(R.view(s, 0))
    assert any("rolls made 0 of 5" in line.lower() for line in lines), lines


def test_B_15_1_the_haunt_browser_says_a_monster_count_that_depends_on_the_players():
    from rulesets.betrayal.haunts import load_haunts
    from scenes.betrayal.haunt_browser import page_of
    vine = load_haunts()[7]
    assert "(3; 1 at a table of three, 4 at six)" in page_of(vine).text


def test_B_H_6_in_chinese_a_hidden_traitors_goal_keeps_its_own_colon_after_the_sides_name():
    """'叛徒——已撑过轮数：0 / 2', not the English lower-casing that ate the colon ('叛徒：已撑过轮数0 / 2')."""
    from engine import i18n
    s = revealed(HIDDEN, players=4)
    i18n.set_language("zh-Hans")
    assert [str(line) for line in progress_lines(R.view(s, 0))] == ["叛徒——已撑过轮数：0 / 2"]
