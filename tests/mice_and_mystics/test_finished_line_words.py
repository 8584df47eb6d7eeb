"""The Finished games and Resume lines of a Mice and Mystics game: the chapter named once, rounds spaced alike."""
import pytest

from engine import i18n
from engine.play.resume_lines import finished_line
from engine.rules.finished import FinishedGame
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from scenes.mice_and_mystics import play


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_a_finished_chapters_line_names_the_chapter_once_and_spaces_its_round_like_every_game(lang):
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, 3, autosave=False)
    summary = session.ruleset.describe_position(session.state)
    entry = FinishedGame("x.json", "mice_and_mystics", config=session.config, result="win",
                         summary=i18n.english(summary), summary_words=i18n.to_data(summary))
    try:
        i18n.set_language(lang)
        details = i18n.render(finished_line(entry, "Mice and Mystics", R.INFO).details)
        chapter = i18n.render(story.chapter("down_the_drain").title)
        assert details.count(chapter) == 1, details
        if lang != "en":
            assert f"第 {session.state.round} " in details, details     # '第 1 轮' as Ghost Stories and Betrayal say it
    finally:
        i18n.set_language("en")
