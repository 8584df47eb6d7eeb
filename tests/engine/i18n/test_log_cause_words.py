"""A log line's cause is joined to it in the table's words (issue 17): English 'line — cause', Chinese
'line（cause）' — a play-through read '…。 — 卡牌烟味', a Latin dash and spaces after a Chinese full stop."""
import pytest

from engine import i18n
from engine.i18n import T
from engine.rules.api import LogEvent


def _event():
    return LogEvent(kind="moved", text=T("The intruders move in secret."), cause=T("Smoke Bomb"))


def test_in_english_a_cause_follows_its_line_after_a_dash():
    assert i18n.render(_event().text_for(None)) == "The intruders move in secret. — Smoke Bomb"


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
def test_in_chinese_a_cause_stands_in_brackets_with_no_latin_dash(language):
    i18n.set_language(language)
    line = i18n.render(_event().text_for(None))
    assert " — " not in line and line.endswith("）") and "（" in line


def test_a_line_without_a_cause_is_its_text():
    assert i18n.render(LogEvent(kind="moved", text=T("Setting up")).text_for(None)) == "Setting up"
