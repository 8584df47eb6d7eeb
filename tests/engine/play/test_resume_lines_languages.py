"""A save's summary ('Round 1, 1 Wu-Feng left, 0 villagers lost') is kept in English AND as words, so the menu's
Resume line reads in the language of the day (issue 17: resume lines are words a player reads), while the save file
reads the same whatever language wrote it (docs/architecture.md, Languages)."""
import json
import os

import pytest

from engine import i18n
from engine.play.resume_lines import progress_words
from engine.rules import saves
from tests.engine.play.test_menu import ghost_game, make_menu


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    yield tmp_path / "lantern"
    i18n.set_language("en")


def _autosave_doc(data_dir):
    (path,) = [os.path.join(root, f) for root, _, files in os.walk(data_dir) for f in files if f.endswith(".json")]
    return path, json.load(open(path))


def test_a_game_saved_in_chinese_keeps_an_english_summary_and_its_words(data_dir):
    i18n.set_language("zh-Hans")
    ghost_game(actions=3)
    _, doc = _autosave_doc(data_dir)
    assert doc["summary"] == "Round 1, 1 Wu-Feng left, 0 villagers lost"
    assert doc["summary_words"]["message"] == "Round {round}, {wu_fengs}, {villagers}"


def test_the_resume_line_words_the_summary_in_the_language_in_force(data_dir):
    ghost_game(actions=3)
    i18n.set_language("zh-Hant")
    _, menu = make_menu()
    (row,) = menu.resume_rows
    assert "第 1 輪，剩 1 個鬼王，失去 0 位村民" in i18n.render(row.line.details)
    i18n.set_language("en")
    _, menu = make_menu()
    (row,) = menu.resume_rows
    assert "Round 1, 1 Wu-Feng left, 0 villagers lost" in row.line.details


@pytest.mark.parametrize("damage", [{"message": "{missing}", "plural": None, "count": None, "params": {}},
                                    {"message": 5}, {"message": "x", "plural": None, "count": "2", "params": {}},
                                    {"message": "{a}", "plural": None, "count": None,
                                     "params": {"a": {"message": "{b}", "plural": None, "count": None,
                                                      "params": {"b": [1]}}}}])
def test_summary_words_that_are_not_words_fall_back_to_the_english_summary(damage):
    entry = saves.Resumable("x.json", "ghost_stories", summary="Round 2", summary_words=damage)
    assert progress_words(entry) == "Round 2"


def test_an_older_save_without_summary_words_shows_its_english_summary():
    entry = saves.Resumable("x.json", "ghost_stories", summary="Round 2, 1 Wu-Feng left, 0 villagers lost")
    assert progress_words(entry) == "Round 2, 1 Wu-Feng left, 0 villagers lost"


def test_a_mice_chapter_says_which_round_and_page_in_either_language():
    """M-3.8 the hourglass pages; the Resume line says them instead of counting actions (the chapter is the
    line's setting, named once)."""
    from rulesets.mice_and_mystics import rules
    s = rules.setup({"players": 1, "chapter": rules.CHAPTERS[0]}, 3)
    summary = rules.describe_position(s)
    assert i18n.english(summary).startswith("round 1, page 1 of ")
    i18n.set_language("zh-Hant")
    assert "第 1 輪，第 1/" in i18n.render(summary) and "round" not in i18n.render(summary)


def test_a_betrayal_haunts_title_reads_in_chinese_on_the_menus_lists_before_any_haunt_is_loaded(data_dir):
    """A fresh Lantern has loaded no haunt: the menu adds the haunts' titles when it words a Betrayal line, so
    'The Borrowed Face, haunt round 2' reads '借来的脸，作祟第 2 轮' (issue 17)."""
    from engine.i18n import T
    for words in i18n._words.values():     # as in a fresh process: another test may have loaded the haunts
        words.pop("The Borrowed Face", None)
    _, menu = make_menu()
    menu._info("betrayal")      # what the menu asks first for a Resume or Finished line of a Betrayal game
    summary = T("{haunt}, haunt round {round}", haunt="The Borrowed Face", round=2)
    entry = saves.Resumable("x.json", "betrayal", summary=str(summary), summary_words=i18n.to_data(summary))
    i18n.set_language("zh-Hans")
    assert "借来的脸" in i18n.render(progress_words(entry))


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_an_older_betrayal_save_keeping_only_english_reads_its_turn_and_omens_in_chinese_on_the_resume_line(lang):
    """Issue 17: a save made before summaries were kept as words ('Turn 4, 3 omens drawn, before the haunt') is
    worded again by the catalog message that fits its English, not shown in English in Chinese play."""
    from engine.play.resume_lines import resume_line
    from engine.rules.saves import Resumable
    from rulesets.betrayal import rules as betrayal
    config = betrayal.INFO.check_config(betrayal.INFO.default_config(3))
    entry = Resumable("b.json", "betrayal", "", 40, 4, config, "Turn 4, 3 omens drawn, before the haunt")
    i18n.set_language(lang)
    details = i18n.render(resume_line(entry, "Betrayal", betrayal.INFO).details)
    assert "第 4 回合" in details and "omen" not in details and "Turn" not in details, details


def test_an_older_mice_save_names_its_chapter_once_and_its_round_in_chinese():
    from engine.play.resume_lines import resume_line
    from engine.rules.saves import Resumable
    from rulesets.mice_and_mystics import rules
    entry = Resumable("m.json", "mice_and_mystics", "", 40, 4, {"players": 1, "chapter": "down_the_drain"},
                      "Down the Drain, round 13, page 2 of 6")
    i18n.set_language("zh-Hans")
    details = i18n.render(resume_line(entry, "Mice and Mystics", rules.INFO).details)
    assert details.count("顺流而下") == 1 and "第 13 轮" in details and "round" not in details, details
