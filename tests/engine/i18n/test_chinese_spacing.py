"""Chinese spacing around names (issue 17): a name ending in a digit or a Latin letter is parted from the Chinese
beside it ('玩家 1 决定', '接受 Ann 的'), where the template is filled (engine/i18n/spacing.py); counts, dates and
ordinals stay as each catalog writes them ('3格', '2025年12月31日')."""
import time

import pytest

from engine import i18n
from engine.i18n import T, Tn
from engine.i18n.spacing import spaced

DECIDES = {"zh-Hans": "决定", "zh-Hant": "決定"}
PLAYER = {"zh-Hans": "玩家", "zh-Hant": "玩家"}
COMPUTER = {"zh-Hans": "电脑", "zh-Hant": "電腦"}


@pytest.fixture(params=["zh-Hans", "zh-Hant"])
def chinese(request):
    i18n.set_language(request.param)
    return request.param


def test_a_numbered_default_name_is_parted_from_the_chinese_after_it(chinese):
    assert i18n.render(T("{name} decides", name="Player 1")) == f"{PLAYER[chinese]} 1 {DECIDES[chinese]}"
    assert i18n.render(T("{name} decides", name="Computer 2")) == f"{COMPUTER[chinese]} 2 {DECIDES[chinese]}"


def test_a_typed_latin_name_is_parted_from_the_chinese_on_both_sides(chinese):
    assert i18n.render(T("{name} decides", name="Ann")) == f"Ann {DECIDES[chinese]}"
    accept = i18n.render(T("Accept {thing} from {name}", thing="", name="Zoë"))
    assert accept.startswith("接受 Zoë 的"), accept


def test_a_chinese_name_and_a_name_in_brackets_stay_tight(chinese):
    assert i18n.render(T("{name} decides", name="巴索·索恩")) == f"巴索·索恩{DECIDES[chinese]}"
    assert i18n.render(T("{name} decides", name="Ann（玩家 1）")) == f"Ann（玩家 1）{DECIDES[chinese]}"


def test_a_count_stays_tight_beside_the_chinese(chinese):
    assert i18n.render(Tn("{n} space", "{n} spaces", 3)) == "3格"
    assert spaced("{n}张牌", {"n": "3"}) == "{n}张牌"
    assert spaced("{name}抽了{n}张牌", {"name": "Ann", "n": 3}).format(name="Ann", n=3) == "Ann 抽了3张牌"


def test_a_date_stays_tight(chinese):
    from engine.play.resume_lines import when_words
    then = time.mktime((2025, 12, 31, 8, 0, 0, 0, 0, -1))
    now = time.mktime((2026, 11, 22, 21, 30, 0, 0, 0, -1))
    assert i18n.render(when_words(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(then)), now)) == "2025年12月31日 08:00"


def test_winners_with_latin_names_are_parted_from_the_chinese(chinese):
    from engine.play.results import headline
    from engine.rules.api import Outcome
    words = i18n.render(headline(Outcome("win", (0, 1, 2), "the heroes win"), lambda seat: "ABC"[seat]))
    assert words == ("A、B 和 C 获胜" if chinese == "zh-Hans" else "A、B 和 C 獲勝")


def test_an_english_template_is_not_respaced():
    assert i18n.render(T("{name} decides", name="Player 1")) == "Player 1 decides"
    assert i18n.render(T("{name} decides", name="Ann")) == "Ann decides"

