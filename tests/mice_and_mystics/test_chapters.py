"""The three authored chapters (M-G.1): each loads, differs, and plays its own rules; a chapter naming a missing
layout, space, card, hero or minion is refused by that name."""
import pytest

from engine.data import DataError, load_file
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import special, surges
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import arrange, chapter, rng_rolling

GOOD = """kind: mice_chapter
# Authored for a test.
id: probe
title: {{en: "Probe", zh-Hant: "探測", zh-Hans: "探测"}}
description: {{en: "A probe.", zh-Hant: "一個探測。", zh-Hans: "一个探测。"}}
intro_text: {{en: "A test.", zh-Hant: "一項測試。", zh-Hans: "一项测试。"}}
objective: {{en: "A test.", zh-Hant: "一項測試。", zh-Hans: "一项测试。"}}
epilogue: {{en: "Over.", zh-Hant: "結束。", zh-Hans: "结束。"}}
layout: {layout}
end_marker_page: 6
mice: [{hero}]
mice_start:
  - {{face: guard_room, space: {space}}}
encounter_deck: [{card}]
victory:
  - {{when: all_minions_defeated}}
minions_start:
  - {{minion: {minion}, face: guard_room, space: s7}}
"""


def load_probe(tmp_path, **changes):
    fields = dict(layout="down_the_drain", hero="collin", space="s15", card="damp_patrol", minion="rat")
    fields.update(changes)
    path = tmp_path / "probe.yaml"
    path.write_text(GOOD.format(**fields))
    return load_file(str(path), expect_kind="mice_chapter")


def test_M_G_1_three_chapters_ship_and_each_is_offered():
    assert R.CHAPTERS == ("down_the_drain", "cooks_larder", "cat_walk")
    chapters = [story.chapter(c) for c in R.CHAPTERS]
    assert len({c.layout for c in chapters}) == 3
    assert len({tuple(sorted(v.when for v in c.victory)) for c in chapters}) == 3
    assert all(c.intro_text and c.epilogue and c.objective for c in chapters)


@pytest.mark.parametrize("changes, words", [
    (dict(layout="attic"), "no layout named 'attic'"),
    (dict(space="s99"), "face guard_room has no space 's99'"),
    (dict(card="dragon_attack"), "no encounter card named 'dragon_attack'"),
    (dict(hero="gandalf"), "no hero named 'gandalf'"),
    (dict(minion="dragon"), "no minion named 'dragon'"),
])
def test_M_G_1_a_chapter_naming_something_missing_is_refused_by_name(tmp_path, changes, words):
    with pytest.raises(DataError) as err:
        load_probe(tmp_path, **changes)
    assert any(words in str(p) for p in err.value.problems)


def test_M_G_1_a_well_formed_probe_chapter_loads(tmp_path):
    assert load_probe(tmp_path).id == "probe"


def test_a_chapter_without_its_description_in_every_language_is_refused_where_it_lacks_it(tmp_path):
    path = tmp_path / "probe.yaml"
    path.write_text(GOOD.format(layout="down_the_drain", hero="collin", space="s15", card="damp_patrol",
                                minion="rat").replace(', zh-Hant: "一個探測。"', ""))
    with pytest.raises(DataError) as err:
        load_file(str(path), expect_kind="mice_chapter")
    assert any(":5:" in str(p) and "description.zh-Hant: missing key" in str(p) for p in err.value.problems)


def test_every_shipped_chapter_tells_itself_apart_in_every_language():
    from engine import i18n
    descriptions = {story.chapter(c).description for c in R.CHAPTERS}
    assert len(descriptions) == 3 and all(descriptions)
    try:
        for lang in ("zh-Hant", "zh-Hans"):
            i18n.set_language(lang)
            assert all(i18n._(d) != d for d in descriptions)
    finally:
        i18n.set_language("en")


KITCHEN, GREAT_HALL, PANTRY = 0, 1, 2


def test_M_G_1_the_larder_s_kitchen_has_its_mousetraps_set_from_the_start():
    s = chapter(name="cooks_larder")
    assert [KITCHEN, "s12"] in s.mousetraps


def test_M_G_1_a_search_on_the_marked_space_finds_the_hidden_key_instead_of_a_card():
    s = arrange(chapter(name="cooks_larder"), {"collin": [KITCHEN, "s11"]}, faces=(6,))
    deck = len(s.search_deck)
    R.apply(s, ("search",))
    assert s.found_items[0]["item"] == "brass key" and len(s.search_deck) == deck


def test_M_G_1_the_pantry_hatch_stays_locked_until_both_keys_are_found():
    s = arrange(chapter(name="cooks_larder"), {"collin": [PANTRY, "s14"]})
    s.visited_faces.append("pantry")
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("flip",))
    assert refusal.value.rule_id == "M-G.1"
    s.found_items = [{"item": "brass key", "hero": "collin", "face": "kitchen", "space": "s11"},
                     {"item": "iron key", "hero": "collin", "face": "great_hall", "space": "s16"}]
    R.apply(s, ("flip",))
    while s.decision and s.result is None:
        R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    assert s.result == "win"


def test_M_G_1_in_the_cat_walk_mirela_begins_captive():
    s = chapter(name="cat_walk")
    assert st.mouse(s, "mirela")["place"] is None and st.mouse(s, "mirela")["captures"] == 0


def test_M_G_1_the_cat_walk_s_first_surge_wakes_brodie_in_the_mice_s_room():
    s = arrange(chapter(name="cat_walk"), {"wren": [0, "s1"], "mirela": None}, turn_of="wren")
    s.rng = rng_rolling(1, 1, 1, 1, 1, 1)
    surges.surge(s)
    while s.decision and s.decision["kind"] == "minion_entry":
        R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    assert "brodie" in [m["kind"] for m in s.minions]


def test_M_7_10_in_the_cat_walk_brodie_stops_the_mice_exploring_like_any_minion():
    s = arrange(chapter(name="cat_walk"), {"wren": [0, "s17"]}, minions=[("brodie", 0, "s3")], turn_of="wren")
    assert [m["kind"] for m in special.explore_blockers(s, 0)] == ["brodie"]
    assert not any(a[0] == "explore" for a in R.legal_actions(s, 0))


def test_M_7_10_an_explore_past_rule_lets_the_mice_explore_with_that_minion_in_the_room(monkeypatch):
    s = arrange(chapter(name="cat_walk"), {"wren": [0, "s17"]}, minions=[("brodie", 0, "s3")], turn_of="wren")
    past = story.SpecialRule(rule="explore_past", minion="brodie", text="Brodie lets the mice go.")
    cat_walk = story.chapter("cat_walk")
    monkeypatch.setattr(cat_walk, "special_rules", [*cat_walk.special_rules, past])
    assert special.explore_blockers(s, 0) == []
    assert any(a[0] == "explore" for a in R.legal_actions(s, 0))


def test_M_21_1_a_story_achievement_is_earned_when_its_condition_first_holds():
    s = chapter(name="cat_walk")
    assert s.story_achievements == []
    arrange(s, {"wren": [0, "s1"], "mirela": [0, "s2"]}, turn_of="wren")
    R.flow.check_end(s)
    assert s.story_achievements == ["none_left_behind"]
    assert [e.kind for e in R.log(s)].count("story_achievement") == 1
    R.flow.check_end(s)
    assert [e.kind for e in R.log(s)].count("story_achievement") == 1


def test_M_11_3_elite_rats_captain_vast_and_rat_mystics_stand_on_rat_figures():
    from rulesets.mice_and_mystics.rules import entries
    s = arrange(chapter(), {"collin": [0, "s15"]}, minions=[("elite_rat", 0, "s4"), ("rat_mystic", 0, "s5")])
    assert entries.figures_left(s, "rat") == 8 - 2
    assert entries.figures_left(s, "captain_vast") == 8 - 2


def test_M_4_3_a_boss_already_on_the_board_gets_no_second_figure():
    from rulesets.mice_and_mystics.rules import entries
    s = arrange(chapter(), {"collin": [0, "s15"]}, minions=[("captain_vast", 0, "s4")])
    assert entries.figures_left(s, "captain_vast") == 0


def test_M_3_4_the_chapter_s_team_setup_starts_in_team_storage():
    s = chapter(name="cooks_larder")
    assert sorted(s.team_storage) == ["Fork", "Grapes"]
    assert R.invariants(s) == []


def test_M_G_1_a_team_setup_naming_no_team_item_is_refused_by_name(tmp_path):
    path = tmp_path / "probe.yaml"
    path.write_text(GOOD.format(layout="down_the_drain", hero="collin", space="s15", card="damp_patrol",
                                minion="rat") + "team_setup: [Magic Carpet]\n")
    with pytest.raises(DataError) as err:
        load_file(str(path), expect_kind="mice_chapter")
    assert any("no team item card named 'Magic Carpet'" in str(p) for p in err.value.problems)


def test_M_20_2_a_campaign_carries_one_search_card_per_mouse_into_its_backpack():
    s = R.setup({"players": 1, "carried_cards": {"collin": ["Pin Bow"]},
                 "abilities": {"collin": ["rally"], "wren": ["nimble"], "tobias": ["patch_up"],
                               "clove": ["purify"]}}, 0)
    assert st.mouse(s, "collin")["backpack"] == ["Pin Bow"] and R.invariants(s) == []
    with pytest.raises(IllegalAction) as refusal:
        R.setup({"players": 1, "carried_cards": {"collin": ["Pin Bow", "Sling"]}}, 0)
    assert refusal.value.rule_id == "M-20.2"
