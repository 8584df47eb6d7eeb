"""Ninja in Chinese uses the words of the Traditional rulebook players learnt it from (Part 7 of the rules digest) and
sets a card's name apart as that rulebook does, 「這是一隻貓」: a zh-Hant window read '8 沉睡守衛' on the setup
screen and '把叛徒的這是一隻貓放到一旁' on a button (issue 17)."""
import os

import pytest

from engine import i18n
from rulesets.ninja import rules
from tests.ninja.support import config

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# the digest's glossary word (N-3.14a 睡著的守衛 "sleeping guard") for a word a translation slipped into
OFF_GLOSSARY = {"zh-Hant": {"沉睡守衛": "睡著的守衛"}, "zh-Hans": {"沉睡守卫": "睡着的守卫"}}
# words a reader of the rulebook's Chinese would not use, with the one players say (the F1 keys page)
OFF_WORDS = {"zh-Hant": {"上檔鍵": "Shift 鍵"}, "zh-Hans": {"上档键": "Shift 键"}}



def _catalog(lang):
    from babel.messages.pofile import read_po
    folder = lang.replace("-", "_")
    with open(os.path.join(ROOT, "engine", "i18n", "locale", folder, "LC_MESSAGES", "ninja.po"), "rb") as f:
        return [m for m in read_po(f, locale=folder) if m.id]


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_setup_screen_counts_sleeping_guards_with_the_glossary_word(lang):
    """N-3.14a: the guards' numbers choice names the sleeping guards as the rulebook does (睡著, not 沉睡; the
    button's short form drops the 的 so that it keeps one line in a 960x600 window)."""
    i18n.set_language(lang)
    guards = next(c for c in rules.INFO.choices if c.key == "guard_strength")
    labels = [i18n.render(label) for label in guards.labels]
    short_form = next(iter(OFF_GLOSSARY[lang].values())).replace("的", "")
    assert all(short_form in label for label in labels), labels


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_no_ninja_translation_uses_a_word_off_the_glossary_or_one_players_do_not_say(lang):
    words = {**OFF_GLOSSARY[lang], **OFF_WORDS[lang]}
    found = [(m.id, m.string) for m in _catalog(lang) for word in words if word in str(m.string)]
    assert found == []


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_card_named_in_a_sentence_stands_in_corner_brackets(lang):
    """A card list ('· {card}', '{card} ×{n}') shows bare names; a sentence quotes the card, N-8.1 'It Was a Cat'."""
    sentences = [m for m in _catalog(lang) if "{card}" in m.id and m.id not in ("· {card}", "{card} ×{n}")]
    assert sentences
    assert [(m.id, m.string) for m in sentences if "「{card}」" not in m.string] == []


def test_setting_the_traitors_card_aside_reads_with_the_card_quoted():
    i18n.set_language("zh-Hant")
    s = rules.setup(config(2), 5)
    words = i18n.render(rules.describe_action(s, ("set_aside_card", "traitor", "it_was_a_cat")))
    assert "「這是一隻貓」" in words, words


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_moat_zone_reads_in_a_chinese_sentence_without_a_space_and_its_map_label_keeps_the_compass_point(lang):
    """N-2.3 the moat zones: a hint read '忍者移動到外護城河 東', a Latin space inside a Chinese sentence."""
    from scenes.ninja import draw
    from scenes.ninja.board_view import NinjaBoardView
    i18n.set_language(lang)
    fortress = NinjaBoardView().map
    moats = [z for z in fortress.zones if z.type == "moat"]
    assert moats
    for z in moats:
        name = i18n._(z.name)
        assert " " not in name, name
        label = draw.label_text(z)
        assert 1 <= len(label) <= 3 and label in name, (name, label)
    i18n.set_language("en")
    assert draw.label_text(fortress.zone("outer_moat_nne")) == "NNE"


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_card_played_by_its_own_name_stands_in_corner_brackets_too(lang):
    """'守衛打出「喚醒」', '以「劍術」攻擊': N-12 Awaken, N-13.1 Kenjutsu, N-16 Rope, Shadow Walk, Secret Passage."""
    import re

    import yaml
    with open(os.path.join(ROOT, "rulesets", "ninja", "data", "cards.yaml"), encoding="utf-8") as f:
        cards = yaml.safe_load(f)["cards"]
    names = {card["name"][lang] for card in cards}
    bare = re.compile("(打出|以)(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + ")")
    texts = [t for m in _catalog(lang) for t in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert [t for t in texts if bare.search(t)] == []


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_listening_guard_s_number_never_runs_into_the_chinese_before_it(lang):
    """N-7.1 a listen, told to all: a zh-Hant log read '門廳的7 號守衛聽音' (now '7 號守衛在門廳聽音')."""
    import re

    from engine.i18n import T
    i18n.set_language(lang)
    line = i18n.render(T("{guards} at {zone} listens.", guards=T("Guard {n}", n=7), zone="Gatehouse"))
    assert not re.search("[\u4e00-\u9fff][0-9]", line), line
