"""Campaigns (engine/rules/campaigns.py): chapters played in order with what the rules carry, one file each,
listed for the menu; a damaged campaign is refused in words, left untouched, and the others are still listed."""
import os
import types

import pytest

from engine.rules import campaigns, saves
from engine.rules.session import GameSession
from rulesets._template import rules as toy


def _toy_campaign_rules():
    """The template game with two 'chapters' (its variants) and a carry that counts the chapters won."""
    module = types.SimpleNamespace(**{k: v for k, v in vars(toy).items() if not k.startswith("__")},
                                   __name__=toy.__name__, __file__=toy.__file__)
    module.campaign_chapters = lambda: ("short", "open")
    module.campaign_config = lambda chapter, carry, players: {"players": players, "variant": chapter,
                                                              "carried": carry}
    module.campaign_carry = lambda final, carry: {"won": carry.get("won", 0) + 1, "last_scores": list(final.scores)}
    return module


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    return tmp_path


def _finish(session):
    while not session.is_over:
        legal = session.legal_actions()
        session.apply(("hold",) if ("hold",) in legal and session.state.turn_total >= 6 else ("roll",))


def test_a_new_campaign_is_written_and_listed_at_its_first_chapter(data_dir):
    rules = _toy_campaign_rules()
    made = campaigns.new_campaign(rules, players=2)
    listed = campaigns.list_campaigns()
    assert [e.campaign for e in listed] == [made]
    assert made.next_chapter == "short" and made.chapters == ("short", "open") and not made.finished


def test_a_campaign_reads_back_exactly_as_it_was_written(data_dir):
    made = campaigns.new_campaign(_toy_campaign_rules(), players=3)
    written = campaigns.write(campaigns.record(_toy_campaign_rules(), made, types.SimpleNamespace(scores=[1, 2]),
                                               "win", "toy-x.json"))
    assert campaigns.read(written.path) == written
    assert written.carry == {"won": 1, "last_scores": [1, 2]} and written.chapter == 1


def test_a_damaged_campaign_is_refused_in_words_left_untouched_and_the_others_still_listed(data_dir):
    rules = _toy_campaign_rules()
    sound = campaigns.new_campaign(rules, players=2)
    damaged = campaigns.new_campaign(rules, players=2)
    with open(damaged.path, "r+", encoding="utf-8") as fh:
        text = fh.read().replace('"chapter": 0', '"chapter": 1')
        fh.seek(0)
        fh.write(text)
        fh.truncate()
    before = open(damaged.path, "rb").read()
    with pytest.raises(campaigns.CampaignError) as refused:
        campaigns.read(damaged.path)
    assert "edited or damaged" in refused.value.reason
    listed = {e.path: e for e in campaigns.list_campaigns()}
    assert listed[sound.path].campaign == sound
    assert listed[damaged.path].campaign is None and "damaged" in listed[damaged.path].damaged
    assert listed[damaged.path].game == "toy"
    assert open(damaged.path, "rb").read() == before


@pytest.mark.parametrize("text, words", [
    ("", "not valid JSON"), ("{\"format\": \"lantern-save\"}", "not a Lantern campaign"),
    ("[1, 2", "not valid JSON"), ("\x00\x01", "not valid JSON"),
])
def test_a_file_that_is_no_campaign_is_listed_as_damaged_with_why(data_dir, text, words):
    os.makedirs(campaigns.campaigns_dir())
    path = os.path.join(campaigns.campaigns_dir(), "toy-broken.json")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    (entry,) = campaigns.list_campaigns()
    assert words in entry.damaged and entry.campaign is None


def test_a_won_chapter_found_in_the_finished_folder_moves_the_campaign_on_with_the_carry(data_dir):
    rules = _toy_campaign_rules()
    campaign = campaigns.new_campaign(rules, players=2)
    saver = saves.Autosaver("toy")
    session = GameSession(rules, campaigns.chapter_config(rules, campaign), 5, autosave=saver)
    campaign = campaigns.started(campaign, saver.path)
    session.apply(("roll",))                                      # the first action writes the autosave
    assert campaigns.settle(rules, campaign) == campaign          # still unfinished: nothing to record
    assert campaigns.unfinished_game(campaign) == saver.path
    _finish(session)
    settled = campaigns.settle(rules, campaigns.read(campaign.path))
    assert settled.chapter == 1 and settled.next_chapter == "open" and settled.current_game == ""
    assert settled.carry == {"won": 1, "last_scores": list(session.state.scores)}
    assert settled.played == ({"chapter": "short", "result": "win", "game": os.path.basename(saver.path)},)
    assert campaigns.read(campaign.path) == settled
    assert campaigns.chapter_config(rules, settled)["carried"] == settled.carry


def test_a_lost_chapter_is_played_again_with_what_was_carried_before_it(data_dir):
    rules = _toy_campaign_rules()
    campaign = campaigns.record(rules, campaigns.new_campaign(rules, players=2), types.SimpleNamespace(scores=[]),
                                "win", "a.json")
    lost = campaigns.record(rules, campaign, types.SimpleNamespace(scores=[9, 9]), "loss", "b.json")
    assert lost.chapter == campaign.chapter and lost.carry == campaign.carry
    assert [p["result"] for p in lost.played] == ["win", "loss"]


def test_a_chapter_game_deleted_by_the_player_starts_again(data_dir):
    rules = _toy_campaign_rules()
    campaign = campaigns.started(campaigns.new_campaign(rules, players=2),
                                 os.path.join(saves.autosave_dir(), "toy-gone.json"))
    settled = campaigns.settle(rules, campaign)
    assert settled.current_game == "" and settled.chapter == 0 and settled.played == ()


def test_a_campaign_with_every_chapter_won_offers_no_further_chapter_in_words(data_dir):
    rules = _toy_campaign_rules()
    campaign = campaigns.new_campaign(rules, players=2)
    for _ in campaign.chapters:
        campaign = campaigns.record(rules, campaign, types.SimpleNamespace(scores=[]), "win", "x.json")
    assert campaign.finished
    with pytest.raises(campaigns.CampaignError, match="already won"):
        campaigns.chapter_config(rules, campaign)


def test_deleting_a_campaign_leaves_the_other_campaigns(data_dir):
    rules = _toy_campaign_rules()
    keep, drop = campaigns.new_campaign(rules, players=2), campaigns.new_campaign(rules, players=4)
    (dropped,) = [e for e in campaigns.list_campaigns() if e.path == drop.path]
    assert campaigns.delete(dropped) == ""
    assert [e.campaign for e in campaigns.list_campaigns()] == [keep]


def test_only_rules_with_all_three_campaign_functions_offer_campaigns():
    assert campaigns.offers_campaigns(_toy_campaign_rules()) and not campaigns.offers_campaigns(toy)
