"""Words a Mice state keeps as plain data (rules/said.py): a kept text comes back as the same words; plain data that
is not a kept text comes back untouched (the state holds no translated words, docs/architecture.md Languages)."""
from engine import i18n
from engine.i18n import T, Tn
from rulesets.mice_and_mystics.rules import said


def test_a_kept_text_is_worded_again_with_its_parameters_and_plural():
    text = T("{who} moves: {steps}", who="the rat", steps=Tn("{n} space", "{n} spaces", 3))
    assert i18n.english(said.worded(said.kept(text))) == "the rat moves: 3 spaces"


def test_plain_data_that_is_not_a_kept_text_comes_back_untouched():
    for plain in (["s1", "s2"], ["a", "b", "c", "d"], "Every mouse is captured", 3, None):
        assert said.worded(plain) == plain
