"""Ghost Stories ruleset module API: refusals cite G-ids, views hide the deck, purity, log and markers."""

import random
import subprocess
import sys

import pytest

from engine.rules.api import IllegalAction, LogEvent, Pending
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.state import TILE_NAMES
from tests import ROOT
from tests.ghost_stories.support import ACTION, PLACE, act, clear, game


def test_module_declares_the_ruleset_contract():
    assert rules.INFO.id == "ghost_stories" and not rules.INFO.hidden_information
    assert all(p.endswith(".yaml") for p in rules.INFO.data_files)
    assert rules.INFO.default_config(1)["variant"] == "solo"


def test_an_illegal_move_is_refused_with_its_rule_and_changes_nothing():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[0] = 0
    before = rules.state_hash(s)
    with pytest.raises(IllegalAction) as err:
        act(s, ("move", 8, 0))
    assert str(err.value).startswith("G-9.1:") and rules.state_hash(s) == before


def test_placing_items_before_acting_is_refused_citing_G_11():
    s = clear(game(players=2), step=ACTION)
    with pytest.raises(IllegalAction) as err:
        act(s, ("end",))
    assert err.value.rule_id == "G-11"


def test_an_action_after_the_end_is_refused_citing_G_16():
    s = clear(game(players=2))
    s.result = "loss"
    with pytest.raises(IllegalAction) as err:
        act(s, ("move", 4, 0))
    assert err.value.rule_id == "G-16"


def test_legal_actions_are_empty_for_a_seat_not_deciding():
    s = clear(game(players=2))
    assert rules.legal_actions(s, 1) == [] and rules.legal_actions(s, 0)


def test_pending_names_the_seat_and_offers_the_legal_actions():
    s = clear(game(players=2), active=1)
    p = rules.pending(s)
    assert isinstance(p, Pending) and p.seat == 1 and list(p.options) == rules.legal_actions(s, 1)


def test_G_H_2_the_view_hides_the_deck_the_box_and_face_down_villagers():
    s = game(players=2)
    v = rules.view(s, 0)
    assert set(v.deck) == {-1} and set(v.removed_cards) == {-1} and (not v.wu_fengs_in_box or set(v.wu_fengs_in_box) == {-1})
    assert all(st[:-1] == [-1] * (len(st) - 1) for st in v.villagers) and v.rng is None
    assert [st[-1:] for st in v.villagers] == [st[-1:] for st in s.villagers]
    assert s.deck[0] != -1                # the real state is untouched


def test_the_log_is_public_log_entries():
    s = game(players=2)
    log = rules.log(s)
    assert log and all(isinstance(e, LogEvent) for e in log)


def test_the_commit_marker_grows_when_dice_are_rolled():
    from rulesets.ghost_stories.rules import exorcism
    s = clear(game(players=2))
    m = rules.commit_marker(s)
    exorcism.start(s, 0, ())
    assert rules.commit_marker(s) > m


def test_describe_action_reads_like_a_button_naming_the_tile():
    s = game(players=2)
    tile = TILE_NAMES[s.tile_kind_at[2]]
    start = TILE_NAMES[s.tile_kind_at[s.taoist_tile[s.active_board]]]
    assert rules.describe_action(s, ("move", 2, 1)) == f"escort a villager from the {start} to the {tile}"


def test_rules_modules_never_import_pygame():
    code = ("import sys; import rulesets.ghost_stories.rules as r; r.setup(r.INFO.default_config(2), 1); "
            "assert 'pygame' not in sys.modules, 'pygame imported'")
    root = ROOT
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root)
    assert done.returncode == 0, done.stderr


def test_the_end_step_passes_the_turn_to_the_next_board():
    s = clear(game(players=4), step=PLACE)
    s.deck.append(s.deck[0])
    s.deck.pop(0)
    act(s, ("end",))
    while s.decision is not None:
        act(s, s.decision[2][0])
    assert s.active_board == 1 and s.yang_step == 0


def test_the_turn_label_counts_rounds_of_four_board_turns_and_names_the_board():
    s = game(players=2)
    s.board_turns, s.active_board = 9, 0
    assert rules.turn_label(s) == "Round 3 · the red board"
    s.board_turns, s.active_board = 8, 3
    assert rules.turn_label(s) == "Round 2 · the blue board"


def test_describe_position_sums_up_round_wu_fengs_and_lost_villagers():
    s = game(players=2)
    s.board_turns, s.wu_fengs_left = 9, 2
    s.graveyard[:] = [0, 1, 2, 3]
    assert rules.describe_position(s) == "Round 3, 2 Wu-Fengs left, 4 villagers lost"


def test_every_prompt_and_action_description_is_in_words_without_internal_names():
    for players, variant in ((1, None), (2, None), (4, "solo_four")):
        s = game(players=players, variant=variant, seed=3)
        pick = random.Random(players)
        while rules.outcome(s) is None:
            p = rules.pending(s)
            assert "_" not in p.prompt, p.prompt
            for a in p.options:
                words = rules.describe_action(s, a)
                assert "_" not in words and "unknown" not in words, (a, words)
            rules.apply(s, pick.choice(p.options))


def test_G_17_the_outcome_breaks_the_score_down_into_labelled_lines_that_add_up():
    s = clear(game(players=2))
    s.result, s.reason = "loss", "all Taoists are dead (G-13.3)"
    out = rules.outcome(s)
    assert out.score_lines and all(isinstance(label, str) and "_" not in label for label, _ in out.score_lines)
    assert sum(points for _, points in out.score_lines) == out.score


def test_G_H_2_redealing_the_secrets_shuffles_the_face_down_villagers_but_keeps_the_face_up_one():
    s = game(players=2)
    before = [list(st) for st in s.villagers]
    decoys = [rules.redeal_secrets(s, 0, seed) for seed in range(10)]
    for d in decoys:
        assert [st[-1:] for st in d.villagers] == [st[-1:] for st in before]
        assert [sorted(st) for st in d.villagers] == [sorted(st) for st in before]
    assert any(d.villagers != before for d in decoys)
    assert any(d.deck != s.deck for d in decoys) and all(sorted(d.deck) == sorted(s.deck) for d in decoys)
    assert s.villagers == before            # the real state is untouched


def test_each_seat_is_named_by_the_colour_of_its_taoist():
    s = game(players=3)
    assert [rules.seat_name(s, seat) for seat in range(3)] == ["the red Taoist", "the yellow Taoist",
                                                                "the green Taoist"]
    assert rules.seat_name(game(players=1, variant="solo"), 0) == "the red Taoist"


def test_the_one_player_of_four_taoists_and_a_seat_without_a_board_are_named_the_taoists():
    assert rules.seat_name(game(players=1, variant="solo_four"), 0) == "the Taoists"
    assert rules.seat_name(game(players=2), 3) == "the Taoists"


def test_describe_position_counts_in_the_singular_and_leaves_the_result_to_the_finished_line():
    s = game(players=2)
    s.board_turns, s.wu_fengs_left = 1, 1
    s.graveyard[:] = [0]
    assert rules.describe_position(s) == "Round 1, 1 Wu-Feng left, 1 villager lost"
    s.result = "win"
    assert rules.describe_position(s) == "Round 1, 1 Wu-Feng left, 1 villager lost"


def test_describe_position_is_worded_in_the_language_in_force_when_drawn():
    from engine import i18n
    s = game(players=2)
    s.board_turns, s.wu_fengs_left = 9, 2
    s.graveyard[:] = [0, 1, 2]
    summary = rules.describe_position(s)
    i18n.set_language("zh-Hans")      # English again after the test (conftest)
    chinese = i18n.render(summary)
    i18n.set_language("en")
    assert "3" in chinese and not any("a" <= c.lower() <= "z" for c in chinese.replace("Wu-Feng", "")), chinese
    assert i18n.english(summary) == "Round 3, 2 Wu-Fengs left, 3 villagers lost"


def test_the_turn_label_before_the_first_turn_says_setting_up():
    s = game(players=2)
    s.active_board = -1
    assert rules.turn_label(s) == "Setting up"


def test_G_H_2_the_view_hides_the_villagers_under_each_top_one_but_keeps_every_stacks_height():
    s = game(players=4)
    seen = rules.view(s, 0)
    assert [len(v) for v in seen.villagers] == [len(v) for v in s.villagers]
    for real, shown in zip(s.villagers, seen.villagers):
        assert shown[-1:] == real[-1:] and all(x == -1 for x in shown[:-1])


def test_two_game_states_that_differ_are_not_equal_and_a_clone_is():
    s = rules.setup(rules.INFO.default_config(2), 1)
    assert s == s.clone()
    assert s != rules.setup(rules.INFO.default_config(2), 2)


def test_a_step_that_rolls_the_curse_die_and_then_turns_a_ghost_card_face_up_is_a_commit_point():
    from rulesets.ghost_stories.rules import core
    from rulesets.ghost_stories.rules.state import CEMETERY, RED, YELLOW
    from tests.ghost_stories.support import ACTION, act, clear, game, run
    from tests.ghost_stories.test_rules_yang import on_tile
    s = clear(game(players=4, seed=13), active=RED, step=ACTION)
    on_tile(s, RED, CEMETERY)
    core.qi_loss(s, YELLOW, s.qi[YELLOW])                   # someone for the Cemetery to bring back
    run(s)
    before = rules.commit_marker(s)
    act(s, ("act",))                                        # seed 13: the curse die brings a ghost
    assert [e.kind for e in rules.log(s)][-2:] == ["dice_rolled", "ghost_arrived"]
    assert rules.commit_marker(s) != before


def test_the_outcome_of_one_finished_game_reads_in_the_language_in_force_each_time_it_is_asked():
    """G-16/G-13.3: the end's words are kept per language, so asking again after a switch never gives the words of
    the language asked first."""
    from engine import i18n
    s = game(players=2)
    s.result, s.reason = "loss", "all Taoists are dead (G-13.3)"
    english = rules.outcome(s)
    i18n.set_language("zh-Hans")      # English again after the test (conftest)
    chinese = rules.outcome(s)
    i18n.set_language("en")
    assert english.reason == "all Taoists are dead" and english.details["rule"] == "G-13.3"
    assert chinese.reason != english.reason and chinese.details["rule"] == "G-13.3"
    assert rules.outcome(s) == english
