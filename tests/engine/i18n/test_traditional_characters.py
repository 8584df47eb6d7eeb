"""Traditional Chinese reads with the right character where one Simplified character stands for two Traditional ones
(并 = 並 'and' / 併 'merge', 只 = 只 'only' / 隻 'a measure word', 钟 = 鐘 'bell' / 鍾 'a surname'): a machine
conversion picks the wrong one, and a zh-Hant window showed '併為村莊計分' and '最多隻能' (issue 17)."""
import glob
import os

import pytest
import yaml
from babel.messages.pofile import read_po

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

# (wrong, right, why): each a word a Traditional reader would stop at
WRONG_WORDS = (
    ("併為", "並為", "並 is 'and'; 併 is 'merge'"),
    ("併且", "並且", "並 is 'and'; 併 is 'merge'"),
    ("最多隻", "最多只", "只 is 'only'; 隻 counts animals and ghosts"),
    ("隻要", "只要", "只 is 'only'; 隻 counts animals and ghosts"),
    ("不隻", "不只", "只 is 'only'; 隻 counts animals and ghosts"),
    ("淵鍾", "淵鐘", "鐘 is a bell; 鍾 a surname or a cup"),
    ("鍾院", "鐘院", "鐘 is a bell; 鍾 a surname or a cup"),
)


def _texts(text):
    return [t for t in (text if isinstance(text, tuple) else (text,)) if t]


def _catalog_texts():
    for path in sorted(glob.glob(os.path.join(ROOT, "engine", "i18n", "locale", "zh_Hant", "LC_MESSAGES", "*.po"))):
        with open(path, "rb") as f:
            for message in read_po(f, locale="zh_Hant"):
                if message.id:
                    for text in _texts(message.string):
                        yield os.path.basename(path), text


def _yaml_texts(node):
    if isinstance(node, dict):
        if isinstance(node.get("zh-Hant"), str):
            yield node["zh-Hant"]
        for value in node.values():
            yield from _yaml_texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from _yaml_texts(value)


def _data_texts():
    for path in sorted(glob.glob(os.path.join(ROOT, "rulesets", "*", "data", "**", "*.yaml"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            for document in yaml.safe_load_all(f):
                for text in _yaml_texts(document):
                    yield os.path.relpath(path, ROOT), text


def _misread(texts):
    return [(where, text, f"{wrong} -> {right}: {why}") for where, text in texts
            for wrong, right, why in WRONG_WORDS if wrong in text]


def test_no_traditional_catalog_uses_a_wrong_character_of_a_simplified_pair():
    assert _misread(_catalog_texts()) == []


def test_no_games_traditional_yaml_text_uses_a_wrong_character_of_a_simplified_pair():
    assert _misread(_data_texts()) == []


@pytest.mark.parametrize("text", ["村民獲救，併為村莊計分", "一塊村莊板最多隻能有 3 位", "深淵鍾"])
def test_the_check_sees_each_wrong_character_a_window_showed(text):
    assert _misread([("sample", text)])


def test_the_check_leaves_the_measure_word_for_ghosts_and_monsters_alone():
    assert _misread([("sample", "一隻鬼只能在一個鬼位"), ("sample", "還有一隻能到達英雄身邊")]) == []


def test_traditional_texts_quote_with_corner_brackets_not_curly_quotes():
    """Taiwan's rulebooks quote 「即將出沒」; a Ghost Stories help line read '空“即將出沒”位'."""
    curly = [(where, text) for where, text in [*_catalog_texts(), *_data_texts()] if "“" in text or "”" in text]
    assert curly == []
