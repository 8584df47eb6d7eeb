"""A Ninja hint reads '<what to do>：<why>。' in Chinese with one colon: a reason that has a colon of its own in
English ('the ninja was seen: search there…') is joined with a comma in zh-Hant and zh-Hans, so the line is not
cut in three by colons (issue 17; the hint of issue 16)."""
import inspect
import re

import pytest

from engine import i18n
from scenes.ninja import hints

REASONS = sorted(set(re.findall(r'T\("([^"]+)"', inspect.getsource(hints.reason))))


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
def test_no_hint_reason_carries_a_colon_of_its_own_in_chinese(language):
    assert any(": " in reason for reason in REASONS), "the English reasons with a colon are the point of this test"
    try:
        i18n.set_language(language)
        with_colon = [(reason, i18n._(reason)) for reason in REASONS if "：" in i18n._(reason)]
    finally:
        i18n.set_language("en")
    assert with_colon == []
