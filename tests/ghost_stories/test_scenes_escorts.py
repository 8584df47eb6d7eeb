"""Escorting with Swift Stride (G-8.3, G-9.1) as the table shows it: each way reads differently, the right-click does
what its tooltip says, and a right-click on a tile no villager may reach says why."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.powers import has_power
from scenes.ghost_stories import actions as gs_actions
from scenes.ghost_stories.board_view import GhostStoriesBoardView
from tests.ghost_stories.support import clear, game


def swift_red():
    """The red Taoist (Swift Stride) on the Cemetery (tile 0) with a villager; one on the tile he passes
    (tile 1) on his way to tile 2; tile 3 holds three villagers."""
    s = clear(game(players=2, sides=["A", "A", "A", "A"]))
    pool = [v for stack in s.villagers for v in stack]
    s.villagers = [[] for _ in range(9)]
    s.villagers[0], s.villagers[1], s.villagers[3] = [pool[0]], [pool[1]], pool[2:5]
    s.taoist_tile[0] = 0
    s.haunted = [0] * 9
    assert has_power(s, 0, "move_two")
    return s


def test_G_8_3_every_way_to_a_tile_two_steps_away_reads_differently():
    s = swift_red()
    board = GhostStoriesBoardView()
    to_two = [a for a in rules.legal_actions(s, 0) if gs_actions.target_of(a) == ("tile", 2)]
    assert {a[2] for a in to_two} == {0, 1, 2, 3}
    labels = [board.label(s, a) for a in to_two]
    assert len(set(labels)) == len(labels), labels
    assert all(" villager" in text for a, text in zip(to_two, labels) if a[2])


def test_G_8_3_a_right_click_walks_there_with_the_villager_of_the_taoists_own_tile():
    s = swift_red()
    board = GhostStoriesBoardView()
    to_two = [a for a in rules.legal_actions(s, 0) if gs_actions.target_of(a) == ("tile", 2)]
    assert board.alt_click_action(s, ("tile", 2), to_two) == ("move", 2, 1)


def test_G_8_3_a_right_click_with_no_villager_of_its_own_picks_one_up_on_the_way():
    s = swift_red()
    s.villagers[1].append(s.villagers[0].pop())
    board = GhostStoriesBoardView()
    to_two = [a for a in rules.legal_actions(s, 0) if gs_actions.target_of(a) == ("tile", 2)]
    assert board.alt_click_action(s, ("tile", 2), to_two) == ("move", 2, 2, 1)


def test_G_8_3_a_right_click_on_a_full_tile_is_refused_with_the_reason_in_words():
    s = swift_red()
    board = GhostStoriesBoardView()
    legal = rules.legal_actions(s, 0)
    meant = board.alt_guess(s, ("tile", 3), legal)
    assert meant == ("move", 3, 1) and meant not in legal
    with pytest.raises(IllegalAction) as refused:
        rules.apply(s, meant)
    assert refused.value.rule_id == "G-8.3" and "already holds 3 villagers" in refused.value.reason


def test_a_right_click_is_left_to_panning_where_no_escort_is_possible_at_all():
    s = swift_red()
    s.villagers = [[] for _ in range(9)]
    board = GhostStoriesBoardView()
    assert board.alt_guess(s, ("tile", 3), rules.legal_actions(s, 0)) is None
