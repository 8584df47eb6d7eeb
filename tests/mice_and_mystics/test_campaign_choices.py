"""M-20.2 between chapters: each mouse may keep at most one search card it found, the players choose which (or
none), the most useful pre-selected; what they chose is what the next chapter starts with."""
import pytest

from engine.rules import campaigns
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import chapter


def _won_chapter(backpacks: dict, equipped: dict | None = None):
    s = chapter(players=2, seed=3)
    for m in s.mice:
        m["backpack"] = list(backpacks.get(m["hero"], []))
        m["equipped"] = list((equipped or {}).get(m["hero"], []))
    s.result = "win"
    return s


def test_each_mouse_that_found_a_card_is_asked_which_it_keeps_or_none_the_most_useful_lit_m20_2():
    s = _won_chapter({"collin": ["Feint", "Lucky Thread", "Pin Bow"], "wren": ["Scroll of Light"]})
    asked = {c.key: c for c in R.campaign_choices(s, None)}
    assert set(asked) == {"collin", "wren"}             # a mouse that found nothing is not asked
    assert [o[0] for o in asked["collin"].options] == ["Feint", "Lucky Thread", "Pin Bow", None]
    assert asked["collin"].preselected == "Pin Bow" and asked["wren"].preselected == "Scroll of Light"
    assert all(isinstance(c, campaigns.CarryChoice) for c in asked.values())


def test_cards_in_its_paws_count_as_found_and_team_items_are_never_offered_m20_2_m20_3():
    team_item = next(c.name for c in R.story.search_deck().cards if c.kind == "team_item")
    s = _won_chapter({"collin": [team_item]}, equipped={"collin": ["Needle Sword"]})
    (asked,) = R.campaign_choices(s, None)
    assert [o[0] for o in asked.options] == ["Needle Sword", None]


def test_the_card_the_players_chose_is_the_one_carried_m20_2():
    s = _won_chapter({"collin": ["Feint", "Pin Bow"]})
    carry = R.campaign_carry(s, None, {"collin": "Feint"})
    assert carry["heroes"]["collin"]["card"] == "Feint"
    game = R.setup(R.campaign_config(R.CHAPTERS[1], carry, 2), 8)
    assert st.mouse(game, "collin")["backpack"] == ["Feint"]


def test_a_mouse_may_keep_no_card_at_all_m20_2():
    carry = R.campaign_carry(_won_chapter({"collin": ["Pin Bow"]}), None, {"collin": None})
    assert carry["heroes"]["collin"]["card"] is None


def test_a_card_the_mouse_never_found_is_refused_m20_2():
    with pytest.raises(IllegalAction) as refused:
        R.campaign_carry(_won_chapter({"collin": ["Pin Bow"]}), None, {"collin": "Needle Sword"})
    assert refused.value.rule_id == "M-20.2" and "did not find Needle Sword" in refused.value.reason


def test_the_campaign_records_the_players_choice_through_its_carry_step(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    campaign = campaigns.new_campaign(R, players=2)
    s = _won_chapter({"collin": ["Feint", "Pin Bow"], "wren": ["Scroll of Light"]})
    after = campaigns.record(R, campaign, s, "win", "mice-x.json", {"collin": "Feint"})
    assert after.carry["heroes"]["collin"]["card"] == "Feint"
    assert after.carry["heroes"]["wren"]["card"] == "Scroll of Light"       # not answered: the pre-selected one
    before = open(after.path).read()
    with pytest.raises(campaigns.CampaignError):
        campaigns.record(R, after, s, "win", "mice-y.json", {"collin": "Thimble Hammer"})
    assert open(after.path).read() == before                                # a refused answer writes nothing
