"""The menu's Campaigns list: campaigns said in words with Continue and Delete, a new campaign of each game with
chapters; Continue plays the next chapter with what was carried; a damaged campaign is listed with why, can
only be deleted, and its file is left as it was."""
import os

import pygame
import pytest

import games
from engine.play.campaigns_overlay import CampaignsScene, campaign_line
from engine.play.confirm import ConfirmScene
from engine.play.menu import MenuScene
from engine.play.play_scene import PlayScene
from engine.rules import campaigns
from engine.ui.app import App
from scenes._template import play as template_play
from tests.engine.rules.test_campaigns import _finish, _toy_campaign_rules


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


RULES = _toy_campaign_rules()
TOY = games.Game("toy", "Pig", load_rules=lambda: RULES, load_play=lambda: template_play)


def click(button):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)


def open_campaigns(size=(1280, 800)):
    app = App(size=size, headless=True)
    menu = MenuScene(games.GAMES + (TOY,))
    app.push(menu)
    app.frame(1 / 60)
    app.frame(1 / 60, [click(menu.campaigns_button)])
    app.frame(1 / 60)
    return app, menu, app.stack.top


def test_the_menu_opens_the_campaigns_list_with_a_new_campaign_for_each_game_with_chapters():
    _, _, scene = open_campaigns()
    assert isinstance(scene, CampaignsScene)
    assert [start.text for _, _, start in scene.new_buttons] == ["New Mice and Mystics campaign", "New Pig campaign"]
    assert scene.rows == []


def test_the_players_button_counts_round_the_games_table_sizes():
    app, _, scene = open_campaigns()
    (_, count, _), = [row for row in scene.new_buttons if row[0] == "toy"]
    seen = []
    for _ in range(4):
        seen.append(count.text)
        app.frame(1 / 60, [click(count)])
    assert seen == ["2 players", "3 players", "4 players", "2 players"]


def test_a_new_campaign_plays_its_first_chapter_and_records_the_chapters_game():
    app, _, scene = open_campaigns()
    (_, _, start), = [row for row in scene.new_buttons if row[0] == "toy"]
    app.frame(1 / 60, [click(start)])
    assert isinstance(app.stack.top, PlayScene)
    session = app.stack.top.session
    assert session.config["variant"] == "short" and session.config["carried"] == {}
    (entry,) = campaigns.list_campaigns()
    assert entry.campaign.current_game == os.path.basename(session.autosave.path)


def test_a_campaign_whose_chapter_is_under_way_says_so():
    app, _, scene = open_campaigns()
    (_, _, start), = [row for row in scene.new_buttons if row[0] == "toy"]
    app.frame(1 / 60, [click(start)])
    app.stack.top.session.apply(("roll",))
    app.pop()
    _, _, again = open_campaigns()
    assert "Chapter 1 of 2: Short game, in play" in again.rows[0].line.details


def test_continue_after_a_won_chapter_plays_the_next_one_with_the_carry():
    app, _, scene = open_campaigns()
    (_, _, start), = [row for row in scene.new_buttons if row[0] == "toy"]
    app.frame(1 / 60, [click(start)])
    _finish(app.stack.top.session)
    app.pop()
    app2, _, scene2 = open_campaigns()
    (row,) = scene2.rows
    assert "Chapter 1 of 2: Short game, won: Continue plays the next chapter" in row.line.details
    app2.frame(1 / 60, [click(row.replay)])
    session = app2.stack.top.session
    assert session.config["variant"] == "open" and session.config["carried"]["won"] == 1
    (entry,) = campaigns.list_campaigns()
    assert entry.campaign.chapter == 1 and [p["result"] for p in entry.campaign.played] == ["win"]


def test_a_damaged_campaign_is_listed_with_why_only_deleted_and_its_file_left_as_it_was():
    sound = campaigns.new_campaign(RULES, players=2)
    damaged = campaigns.new_campaign(RULES, players=3)
    with open(damaged.path, "a", encoding="utf-8") as fh:
        fh.write("junk")
    before = open(damaged.path, "rb").read()
    app, _, scene = open_campaigns()
    rows = {row.entry.path: row for row in scene.rows}
    bad, good = rows[damaged.path], rows[sound.path]
    assert not bad.replay.enabled and bad.delete.enabled and "Cannot be continued: the campaign file is damaged" in bad.line.details
    assert good.replay.enabled and "Chapter 1 of 2: Short game" in good.line.details
    app.frame(1 / 60, [click(bad.replay)])
    assert app.stack.top is scene and open(damaged.path, "rb").read() == before
    app.frame(1 / 60, [click(bad.delete)])
    assert isinstance(app.stack.top, ConfirmScene) and "damaged campaign" in app.stack.top.question


def test_a_campaign_line_says_every_chapter_won_when_the_last_is_won():
    c = campaigns.new_campaign(RULES, players=1)
    for _ in c.chapters:
        c = campaigns.record(RULES, c, type("S", (), {"scores": []})(), "win", "x.json")
    line = campaign_line(campaigns.CampaignEntry(c.path, "toy", c), "Pig", RULES.INFO)
    assert line.details.startswith("Every chapter won") and "1 player" in line.details


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_menus_bottom_buttons_fit_side_by_side(size):
    app = App(size=size, headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    rects = [menu.load_button.rect, menu.finished_button.rect, menu.campaigns_button.rect]
    assert all(0 <= r.x and r.right <= size[0] for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_campaign_whose_chapter_was_lost_says_continue_plays_it_again():
    c = campaigns.new_campaign(RULES, players=2)
    line = campaign_line(campaigns.CampaignEntry(c.path, "toy", c), "Pig", RULES.INFO, "loss")
    assert line.details.startswith("Chapter 1 of 2: Short game, lost: Continue plays it again")


def test_a_new_mice_and_mystics_campaign_opens_its_play_screen_at_the_first_chapter():
    app, _, scene = open_campaigns()
    (_, _, start), = [row for row in scene.new_buttons if row[0] == "mice_and_mystics"]
    app.frame(1 / 60, [click(start)])
    assert isinstance(app.stack.top, PlayScene)
    session = app.stack.top.session
    assert session.config == {"players": 1, "chapter": "down_the_drain"}
    (entry,) = campaigns.list_campaigns()
    assert entry.campaign.game == "mice_and_mystics" and entry.campaign.chapters[0] == "down_the_drain"


def test_a_campaign_line_reads_in_chinese():
    """Issue 17: the Campaigns list's own words (campaign, chapter, standing, players) are translated; only the
    toy game's own names (Pig, Short game) stay as they are."""
    from engine import i18n
    i18n.set_language("zh-Hans")
    c = campaigns.new_campaign(RULES, players=2)
    line = campaign_line(campaigns.CampaignEntry(c.path, "toy", c), "Pig", RULES.INFO, "loss")
    words = (i18n.render(line.title) + i18n.render(line.details)).replace("Pig", "").replace("Short game", "")
    assert "第 1 章" in words and "2 位玩家" in words and not any("a" <= ch.lower() <= "z" for ch in words)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_campaigns_list_tells_each_mice_chapter_apart_by_its_description_inside_the_panel(lang, size):
    """Issue 17: each chapter of a new campaign is listed by number, title and its authored description, in the
    language in force, every line whole inside the panel and clear of the buttons and the campaigns' rows."""
    from engine import i18n
    from engine.ui import fonts
    from rulesets.mice_and_mystics import rules as mice_rules
    from rulesets.mice_and_mystics import story
    i18n.set_language(lang)
    try:
        campaigns.new_campaign(RULES, players=2)
        app, _, scene = open_campaigns(size)
        surface = pygame.Surface(size)
        with fonts.recording() as drawn:
            scene.draw(surface)
        texts = [d for d in drawn if d.kind != "figure"]
        notes = [i18n.render(story.chapter(c).description) for c in mice_rules.CHAPTERS]
        shown = "".join(d.text for d in texts)
        assert all(note.replace(" ", "") in shown.replace(" ", "") for note in notes)
        choice = mice_rules.INFO.choice("chapter")
        heads = [i18n.render(i18n.T("Chapter {n}: {chapter}", n=n, chapter=choice.label_of(c)))
                 for n, c in enumerate(mice_rules.CHAPTERS, start=1)]
        ours = [d for d in texts if d.text in heads or any(d.text.replace(" ", "") in n.replace(" ", "") for n in notes)]
        assert {d.text for d in ours} >= set(heads)
        boxes = [b.rect for b in scene.buttons()] + [scene._row_rect(r) for r in scene.visible_rows()]
        for d in ours:
            assert scene.panel.contains(d.ink) and d.shown == d.ink and d.size >= 12, d.text
            assert d.ink.collidelist(boxes) == -1, d.text
    finally:
        i18n.set_language("en")


def test_a_chapters_results_offer_to_go_on_with_the_campaign_in_the_language_of_the_table():
    """Issue 17: the results screen's first button after a chapter ('Go on with the campaign') is a catalog
    message, read in Chinese at a Chinese table."""
    from engine import i18n
    app, _, scene = open_campaigns()
    (_, _, start), = [row for row in scene.new_buttons if row[0] == "toy"]
    app.frame(1 / 60, [click(start)])
    shell = app.stack.top
    assert i18n.render(shell.new_game_words) == "Go on with the campaign"
    i18n.set_language("zh-Hant")
    assert i18n.render(shell.new_game_words) == "繼續戰役"


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_campaign_line_and_the_players_count_read_in_chinese(lang):
    """Issue 17: the Campaigns list is words of the language in force, not English built by concatenation."""
    import re

    from engine import i18n
    c = campaigns.new_campaign(RULES, players=2)
    try:
        i18n.set_language(lang)
        line = campaign_line(campaigns.CampaignEntry(c.path, "toy", c), "Pig", RULES.INFO, "win")
        _, _, scene = open_campaigns()
        words = [i18n.render(line.title), line.details] + [i18n.render(count.text) for _, count, _ in scene.new_buttons]
    finally:
        i18n.set_language("en")
    # 'Pig' and its chapter 'Short game' are the toy game's own English names
    # (a game's title is Chinese in Chinese, so '{game}战役' has no space; the toy's is not: strip it first)
    left = [w.replace("Pig", "").replace("Short game", "") for w in words]
    assert [w for w in left if re.search(r"[A-Za-z]{3,}", w)] == [], words
