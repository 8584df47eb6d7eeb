"""The encounter deck (M-11.1, M-11.4, M-11.5) and its Surge line (M-12.1 step 3). From the Drainpipe's exit 0
(s1) the mice explore into the Sewer Run, a room with no chapter setup; its entry spaces are s1 and s15."""

import pytest

from engine.data import DataError, load_file
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import encounters, flow, surges
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, SEWER, arrange, chapter, rng_rolling

ELSEWHERE = [GUARD, "s15"]


def into_sewer(deck=("damp_patrol", "drain_roaches", "sewer_ambush", "lookouts"), face_up=None, page=1):
    s = arrange(chapter(), {"collin": [DRAIN, "s1"], "wren": ELSEWHERE, "tobias": ELSEWHERE, "clove": ELSEWHERE},
                order=["collin", "wren", "tobias", "clove"])
    s.visited_faces.append("drainpipe")
    s.encounter_deck, s.encounter_face_up, s.hourglass = list(deck), face_up, page
    R.apply(s, ("explore", 0))
    R.apply(s, ("land", "s2"))
    return s


def test_M_11_1_a_first_visit_with_no_chapter_setup_draws_the_top_encounter_card():
    s = into_sewer()
    assert s.encounter_face_up == "damp_patrol" and len(s.encounter_deck) == 3
    assert R.pending(s).kind == "minion_entry"
    R.apply(s, ("enter", "s15"))
    assert [(m["kind"], m["place"]) for m in s.minions] == [("rat", [SEWER, "s15"])]
    assert {"minion": "rat"} in s.initiative and R.invariants(s) == []


def test_M_11_1_the_line_for_the_hourglass_page_is_used():
    card = story.encounter("damp_patrol")
    assert [len(encounters.band(card, p)) for p in (1, 2, 3, 5, 6, 9)] == [1, 1, 2, 2, 3, 3]


def test_M_11_1_the_new_card_lies_face_up_and_the_previous_is_discarded():
    s = into_sewer(deck=("damp_patrol", "drain_roaches", "sewer_ambush"), face_up="lookouts")
    assert s.encounter_face_up == "damp_patrol" and s.encounter_discard == ["lookouts"]


def test_M_11_1_a_room_with_a_chapter_setup_draws_no_card():
    s = arrange(chapter(), {"collin": [GUARD, "s13"]}, order=["collin", "wren", "tobias", "clove"])
    R.apply(s, ("explore", 3))
    while R.pending(s).kind == "landing":
        R.apply(s, R.legal_actions(s, 0)[0])
    assert len(s.encounter_deck) == 4 and s.encounter_face_up is None


def test_M_11_1_the_chapter_deck_is_shuffled_at_setup_and_conserved():
    s = chapter(seed=3)
    assert sorted(s.encounter_deck) == sorted(story.chapter("down_the_drain").encounter_deck)
    assert R.invariants(s) == []


def test_M_11_4_a_mousetrap_card_arms_the_room_s_X_spaces():
    s = into_sewer(deck=("set_traps",))
    assert s.mousetraps == [[SEWER, "s14"]]


def test_M_11_5_an_ambush_card_moves_up_the_track_by_the_die_number():
    s = arrange(chapter(), {"collin": ELSEWHERE}, order=["collin", "wren", "tobias", "clove"])
    s.initiative.append({"minion": "rat"})
    s.current = 3                       # Sister Clove's turn: her card is passed and must keep its turn
    s.rng = rng_rolling(3)              # a bow: 3
    flow.ambush_card(s, s.initiative[-1])
    assert [c.get("mouse", c.get("minion")) for c in s.initiative] == ["collin", "rat", "wren", "tobias", "clove"]
    assert s.current == 4


def test_M_11_5_an_ambush_stops_at_the_top_of_the_track():
    s = arrange(chapter(), {"collin": ELSEWHERE}, order=["collin", "wren", "tobias", "clove"])
    s.initiative.append({"minion": "rat"})
    s.rng = rng_rolling(6)              # a star: 3
    s.initiative = s.initiative[2:]     # tobias, clove, rat
    s.current = 0
    flow.ambush_card(s, s.initiative[-1])
    assert s.initiative[0] == {"minion": "rat"} and s.current == 1


def test_M_12_1_step_3_a_surge_follows_the_face_up_card_then_discards_it():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"], "tobias": [GUARD, "s14"],
                            "clove": [GUARD, "s14"]})
    s.encounter_deck, s.encounter_face_up = ["damp_patrol", "drain_roaches", "lookouts"], "sewer_ambush"
    s.cheese_wheel = 5
    surges.add_to_wheel(s, 1, "a test fills the wheel")
    while R.pending(s).kind == "minion_entry":
        R.apply(s, R.legal_actions(s, 0)[0])
    assert [m["kind"] for m in s.minions] == ["rat"]
    assert s.encounter_face_up is None and s.encounter_discard == ["sewer_ambush"]
    assert not any(e.kind == "ambush" for e in R.log(s))        # M-11.5: Surge minions never ambush


def test_M_H_4_the_face_up_card_is_public_and_the_deck_shows_only_its_size():
    s = into_sewer()
    v = R.view(s, 0)
    assert v["encounter_face_up"] == "damp_patrol" and v["encounter_deck"] == 3


def test_M_G_1_a_chapter_naming_a_missing_encounter_card_is_refused_by_name(tmp_path):
    with open(story.chapter("down_the_drain").path, encoding="utf-8") as fh:
        text = fh.read().replace("encounter_deck: [damp_patrol,", "encounter_deck: [no_such_card,")
    bad = tmp_path / "bad_chapter.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_file(str(bad))
    assert "no encounter card named 'no_such_card'" in str(err.value.problems[0])
