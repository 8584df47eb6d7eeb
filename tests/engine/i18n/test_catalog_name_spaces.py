"""A Chinese catalog leaves the space around a name to the spacing rule (engine/i18n/spacing.py, issue 17): a space
written into the translation stays beside a Chinese name too ('我是 玩家 1（守衛）', '電腦代 巴索·索恩')."""
import pathlib
import re

import pytest

from engine import i18n
from engine.i18n import T
from engine.i18n.spacing import NAME_KEYS

LOCALE = pathlib.Path(i18n.__file__).parent / "locale"
CJK = "\u3400-\u9fff\uf900-\ufaff"
NAMES = "|".join(sorted(NAME_KEYS))
HARD_SPACE = re.compile(rf"[{CJK}] \{{(?:{NAMES})\}}|\{{(?:{NAMES})\}} [{CJK}]")


def _translations():
    for po in sorted(LOCALE.glob("zh_*/LC_MESSAGES/*.po")):
        for number, line in enumerate(po.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("msgstr") and HARD_SPACE.search(line):
                yield f"{po.relative_to(LOCALE)}:{number}: {line}"


def test_no_chinese_translation_writes_a_space_between_chinese_and_a_name():
    assert list(_translations()) == []


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
def test_the_hand_off_button_reads_tight_around_a_chinese_name_and_spaced_around_a_latin_one(language):
    i18n.set_language(language)
    try:
        chinese = i18n.render(T("I am {name} — show my view", name="玩家 1（守衛）"))
        latin = i18n.render(T("I am {name} — show my view", name="Ann"))
    finally:
        i18n.set_language("en")
    assert chinese.startswith("我是玩家 1（守衛）——"), chinese
    assert latin.startswith("我是 Ann——"), latin


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
def test_a_campaigns_played_time_reads_like_its_saved_time(language):
    """'遊玩於 今天 15:34' had a space between two Chinese words; the saved line reads '今天 15:34 存檔'."""
    i18n.set_language(language)
    try:
        played = i18n.render(T("played {when}", when=T("today {clock}", clock="15:34")))
    finally:
        i18n.set_language("en")
    assert played in ("今天 15:34 遊玩", "今天 15:34 游玩"), played
