"""Behaviours a mutation sample showed untested: each a rule of the digest, checked on its own."""
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow, surges
from tests.mice_and_mystics.mice_rules_kit import GUARD, HOLE, arrange, chapter


def test_M_4_4_a_card_leaving_above_the_current_one_closes_the_gap_and_the_turn_stays():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s7")],
                order=["rat", "collin", "wren", "tobias", "clove"])
    flow.remove_minion(s, s.minions[0], "a test")
    assert s.initiative[s.current] == {"mouse": "collin"}


def test_M_G_10_a_minion_stopped_by_the_players_choice_still_attacks():
    # s7 toward Collin on s16 with 1: s11 and s12 are both next to him
    s = arrange(chapter(), {"collin": [GUARD, "s16"]}, minions=[("rat", GUARD, "s7")], movement=0, faces=(1,))
    R.apply(s, ("end_turn",))
    assert R.legal_actions(s, 0) == [("stop", "s11"), ("stop", "s12")]
    R.apply(s, ("stop", "s11"))
    assert any(e.kind == "minion_attacks" for e in R.log(s))


def test_M_19_1_the_win_tells_the_chapter_s_epilogue():
    s = arrange(chapter(), {"collin": [HOLE, "s12"]}, movement=2)
    s.visited_faces.append("mouse_hole")
    R.apply(s, ("step", "s16"))
    assert story.chapter("down_the_drain").epilogue in R.outcome(s).reason


def test_M_11_2_a_minion_finding_every_entry_space_full_does_not_enter():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]},
                minions=[("spider", GUARD, "s4"), ("spider", GUARD, "s5"), ("centipede", GUARD, "s12")])
    surges.enter(s, GUARD, ["rat"], "a test")
    assert [m["kind"] for m in s.minions] == ["spider", "spider", "centipede"]
    assert any(e.kind == "figures_short" and "full" in e.cause for e in R.log(s))


def test_M_3_8_the_search_deck_is_shuffled_by_the_seed():
    assert chapter(seed=1).search_deck != chapter(seed=2).search_deck


def test_M_8_1_a_defeated_minion_is_named_in_words_in_the_log():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat_archer", GUARD, "s7")])
    flow.remove_minion(s, s.minions[0], "a test")
    defeat = next(e for e in R.log(s) if e.kind == "minion_defeated")
    assert defeat.text == "The rat archer 3 is defeated"
