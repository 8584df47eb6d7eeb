"""Campaign mode (M-20): what the mice carry from a won chapter into the next, and the campaign file that keeps it."""
import os

import pytest

from engine.rules import campaigns, playout, saves
from engine.rules.api import IllegalAction
from engine.rules.session import GameSession
from rulesets.mice_and_mystics import bots
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import chapter


def _won_chapter(backpacks: dict, cheese: int = 4):
    s = chapter(players=2, seed=3)
    for m in s.mice:
        m["backpack"] = list(backpacks.get(m["hero"], []))
        m["cheese"] = cheese
    s.result = "win"
    return s


def test_each_mouse_keeps_one_found_card_the_most_useful_pre_selected_m20_2():
    s = _won_chapter({"collin": ["Feint", "Lucky Thread", "Pin Bow"], "wren": ["Scroll of Light"]})
    heroes = R.campaign_carry(s, None)["heroes"]
    assert heroes["collin"]["card"] == "Pin Bow" and heroes["wren"]["card"] == "Scroll of Light"
    assert heroes["tobias"]["card"] is None


def test_cheese_and_personal_things_are_not_carried_m20_3():
    carry = R.campaign_carry(_won_chapter({}, cheese=5), None)
    assert set(carry) == {"heroes", "story_achievements", "chapters_won"}
    assert all(set(kept) == {"card", "abilities"} for kept in carry["heroes"].values())


def test_a_won_chapter_is_added_to_the_chapters_won_once():
    s = _won_chapter({})
    carry = R.campaign_carry(s, R.campaign_carry(s, None))
    assert carry["chapters_won"] == [s.chapter]


def test_a_mouse_not_in_the_chapter_keeps_what_it_carried_before_m20_1():
    before = {"heroes": {"hask": {"card": "Needle Sword", "abilities": []}}, "story_achievements": ["key"],
              "chapters_won": []}
    carry = R.campaign_carry(_won_chapter({}), before)
    assert carry["heroes"]["hask"] == {"card": "Needle Sword", "abilities": []}
    assert carry["story_achievements"] == ["key"]


def test_a_chapter_starts_with_the_kept_card_in_the_backpack_and_out_of_the_search_deck_m20_2():
    carry = R.campaign_carry(_won_chapter({"collin": ["Pin Bow"]}), None)
    plain = R.setup(R.campaign_config(R.CHAPTERS[0], None, 2), 8)
    s = R.setup(R.campaign_config(R.CHAPTERS[0], carry, 2), 8)
    assert st.mouse(s, "collin")["backpack"] == ["Pin Bow"]
    assert len(s.search_deck) == len(plain.search_deck) - 1
    assert st.mouse(s, "collin")["cheese"] == 0 and R.invariants(s) == []


def test_the_kept_card_is_no_starting_gear_m20_2():
    carry = R.campaign_carry(_won_chapter({"collin": ["Pin Bow"]}), None)
    s = R.setup(R.campaign_config(R.CHAPTERS[0], carry, 2), 8)
    assert "Pin Bow" not in [g.name for g in R.story.hero("collin").gear]
    assert st.mouse(s, "collin")["backpack"] == ["Pin Bow"]


@pytest.mark.parametrize("extra, words", [
    ({"carried_cards": {"mirela": ["Pin Bow"]}}, "not a mouse of this chapter"),
    ({"carried_cards": {"collin": ["Pin Bow", "Walnut Helmet"]}}, "at most one search card"),
    ({"carried_cards": {"collin": ["Golden Spoon"]}}, "Golden Spoon"),
    ({"abilities": {"collin": ["no_such_ability"]}}, "no_such_ability"),
])
def test_a_chapter_config_carrying_what_no_campaign_could_is_refused_by_name_m20(extra, words):
    with pytest.raises(IllegalAction) as refused:
        R.setup({"players": 1, "chapter": R.CHAPTERS[0], **extra}, 1)
    assert words in refused.value.reason


def test_a_chapter_config_carries_only_what_its_own_mice_kept():
    carry = {"heroes": {"mirela": {"card": "Pin Bow", "abilities": []},
                        "collin": {"card": None, "abilities": []}}, "story_achievements": [], "chapters_won": []}
    assert R.campaign_config(R.CHAPTERS[0], carry, 3) == {"players": 3, "chapter": R.CHAPTERS[0]}


def test_the_campaign_offers_every_chapter_in_story_order():
    assert campaigns.offers_campaigns(R) and R.campaign_chapters() == R.CHAPTERS


def _carry_with_card():
    return R.campaign_carry(_won_chapter({"wren": ["Walnut Helmet"]}), None)


def test_a_campaign_chapter_save_replays_to_the_same_position(tmp_path):
    session = GameSession(R, R.campaign_config(R.CHAPTERS[0], _carry_with_card(), 3), 21)
    for _ in range(40):
        if session.is_over:
            break
        session.apply(session.legal_actions()[-1 if len(session) % 3 else 0])
    path = str(tmp_path / "chapter.json")
    saves.save(session, path)
    loaded = saves.load(path, R, strict=True)
    assert loaded.state_hash() == session.state_hash() and loaded.config == session.config


def test_a_mice_campaign_file_carries_the_kept_card_into_the_next_chapter(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    made = campaigns.new_campaign(R, players=2)
    hero = R.story.chapter(R.CHAPTERS[1]).mice[0]           # a mouse of the next chapter found a helmet
    finished = _won_chapter({})
    finished.mice[0]["hero"] = hero
    finished.mice[0]["backpack"] = ["Walnut Helmet"]
    won = campaigns.record(R, made, finished, "win", "x.json")
    again = campaigns.read(won.path)
    assert again == won and again.carry["heroes"][hero]["card"] == "Walnut Helmet"
    s = R.setup(campaigns.chapter_config(R, again), 2)
    assert s.chapter == R.CHAPTERS[1] and "Walnut Helmet" in st.mouse(s, hero)["backpack"]
    assert os.path.dirname(made.path) == campaigns.campaigns_dir()


def _won_game(chapter, carry, players, saver):
    """The first seed from 100 on where the hint's player (rulesets/mice_and_mystics/bots.py) wins `chapter`
    begun with `carry`, played in a session that autosaves into `saver` (so the won game lands in the finished
    folder, as in the app); None when it wins none of 20."""
    config = R.INFO.check_config(R.campaign_config(chapter, carry, players))
    for seed in range(100, 120):
        result = playout.play_one(R, config, seed, bots.heuristic_chooser(seed))
        if result.outcome.result == "win":
            session = GameSession(R, config, seed, autosave=saver)
            for action in result.actions:
                session.apply(action)
            return session
    return None


def test_a_campaign_carries_the_mice_across_every_chapter_to_its_end_m20(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    c = campaigns.new_campaign(R, players=2)
    played_for_real = 0
    while not c.finished:
        saver = saves.Autosaver(R.INFO.id)
        c = campaigns.started(c, saver.path)
        start = R.setup(campaigns.chapter_config(R, c), 1)     # the chapter begins with what the last one kept
        for m in start.mice:
            card = c.carry.get("heroes", {}).get(m["hero"], {}).get("card")
            assert card is None or card in m["backpack"]
        session = _won_game(c.next_chapter, c.carry, c.players, saver)
        if session is not None:
            played_for_real += 1
            c = campaigns.settle(R, campaigns.read(c.path))
        else:                                                   # won by arrangement: the chapter's mice, a card each
            start.result = "win"
            weapons = [c.name for c in R.story.search_deck().cards if c.kind == "weapon"]
            for m, card in zip(start.mice, weapons):
                m["backpack"].append(card)
            c = campaigns.record(R, c, start, "win", "arranged.json")
    assert [p["chapter"] for p in c.played] == list(R.CHAPTERS) and played_for_real >= 2
    assert c.carry["chapters_won"] == list(R.CHAPTERS)


def test_a_new_campaigns_first_chapter_starts_with_nothing_carried():
    fresh = campaigns.Campaign("x.json", R.INFO.id, 2, R.CHAPTERS)
    assert campaigns.chapter_config(R, fresh) == {"players": 2, "chapter": R.CHAPTERS[0]}
    s = R.setup(campaigns.chapter_config(R, fresh), 4)
    assert all(m["backpack"] == [] for m in s.mice)


def test_a_card_found_and_equipped_counts_as_found_m20_2():
    s = _won_chapter({})
    st.mouse(s, "collin")["equipped"] = ["Walnut Helmet"]
    assert R.campaign_carry(s, None)["heroes"]["collin"]["card"] == "Walnut Helmet"


def test_team_items_are_never_kept_by_a_mouse_m20_3():
    team = next(c.name for c in R.story.search_deck().cards if c.kind == "team_item")
    s = _won_chapter({"collin": [team]})
    assert R.campaign_carry(s, None)["heroes"]["collin"]["card"] is None


def test_story_achievements_are_carried_once_each_m20_1():
    s = _won_chapter({})
    s.story_achievements = ["found the key", "freed the cook"]
    carry = R.campaign_carry(s, {"heroes": {}, "story_achievements": ["found the key"], "chapters_won": []})
    assert carry["story_achievements"] == ["found the key", "freed the cook"]


def test_abilities_a_mouse_holds_at_the_end_are_carried_and_it_starts_the_next_chapter_with_them_m20_1():
    s = _won_chapter({})
    gained = [a for a in R.story.allowed_abilities("collin") if a not in st.mouse(s, "collin")["abilities"]][0]
    st.mouse(s, "collin")["abilities"].append(gained)
    carry = R.campaign_carry(s, None)
    assert gained in carry["heroes"]["collin"]["abilities"]
    nxt = R.setup(R.campaign_config(R.CHAPTERS[0], carry, 2), 4)
    assert st.mouse(nxt, "collin")["abilities"] == carry["heroes"]["collin"]["abilities"]


def test_a_mouse_that_carries_an_ability_is_not_asked_to_choose_again_m20_1_m3_3():
    s = _won_chapter({})
    for m in s.mice:
        m["abilities"].append(next(a for a in R.story.allowed_abilities(m["hero"]) if a not in m["abilities"]))
    nxt = R.setup(R.campaign_config(R.CHAPTERS[0], R.campaign_carry(s, None), 2), 4)
    assert nxt.decision is None or nxt.decision["kind"] != "choose_ability"


