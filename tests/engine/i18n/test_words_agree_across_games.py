"""An authored English text reads the same in every game: engine.i18n keys the YAML translations by their English,
so two games giving "Library" two translations would let whichever game loaded last decide both (docs/architecture.md,
Languages)."""
import collections
import glob
import os

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _words(node, found, where):
    if isinstance(node, dict):
        if {"en", "zh-Hant", "zh-Hans"} <= set(node) and isinstance(node["en"], str):
            found[node["en"]].add(((node["zh-Hant"], node["zh-Hans"]), where))
        for value in node.values():
            _words(value, found, where)
    elif isinstance(node, list):
        for value in node:
            _words(value, found, where)


def test_the_same_english_text_has_the_same_translation_in_every_games_yaml():
    found = collections.defaultdict(set)
    for path in glob.glob(os.path.join(ROOT, "rulesets", "*", "data", "**", "*.yaml"), recursive=True):
        with open(path, encoding="utf-8") as f:
            for document in yaml.safe_load_all(f):
                _words(document, found, os.path.relpath(path, ROOT))
    clashes = {english: sorted(uses) for english, uses in found.items() if len({words for words, _ in uses}) > 1}
    assert clashes == {}


def test_the_check_sees_a_clash_between_two_games():
    found = collections.defaultdict(set)
    _words({"name": {"en": "Library", "zh-Hant": "圖書室", "zh-Hans": "图书室"}}, found, "betrayal")
    _words([{"en": "Library", "zh-Hant": "圖書館", "zh-Hans": "图书馆"}], found, "mice")
    assert len({words for words, _ in found["Library"]}) == 2
