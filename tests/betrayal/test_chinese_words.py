"""Betrayal reads in Chinese from start to end: its log, prompts, buttons and result carry no English word, and a
state's hash does not depend on the language the game was played in (issue 17)."""
from __future__ import annotations

import re

import pytest

from engine import i18n
from rulesets.betrayal import bots
from rulesets.betrayal import rules as R
from scenes.betrayal import labels

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED = {"Tab", "Esc"}     # key names stay as they are



def _play(lang: str, players: int, seed: int, widows_walk: bool = True):
    """A whole seeded game played by the bots in `lang`: every text a player reads on the way, and the end state."""
    i18n.set_language(lang)
    config = R.INFO.check_config(R.INFO.default_config(players) | {"widows_walk": widows_walk})
    s = R.setup(config, seed)
    choose = bots.chooser(seed)
    seen = []
    for _step in range(4000):
        if R.outcome(s) is not None:
            break
        pending = R.pending(s)
        legal = list(pending.options)
        view = R.view(s, pending.seat)
        seen.append(pending.prompt)
        seen.append(R.turn_label(s))
        seen += [R.describe_action(s, a) for a in legal[:8]]
        seen += [labels.label(view, a, fallback=lambda a: R.describe_action(s, a)) for a in legal[:8]]
        s = R.apply(s, choose(R, R.clone(s), pending.seat, legal))
    seen += [e.text_for(seat) for e in R.log(s) for seat in (None, *range(players))]
    out = R.outcome(s)
    if out is not None:
        seen += [out.reason] + [label for label, _points in out.score_lines]
    return seen, s


def _english_left(seen) -> list:
    return sorted({w for text in seen for w in LATIN_WORD.findall(str(text)) if w not in ALLOWED})


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_betrayal_game_reads_in_chinese_log_prompts_buttons_and_result(lang):
    seen, s = _play(lang, 4, 11)
    assert s.haunt is not None and R.outcome(s) is not None    # the game went through a haunt to its end
    assert _english_left(seen) == []


def test_a_hidden_traitor_game_reads_in_chinese_too():
    seen, s = _play("zh-Hant", 3, 6)
    assert _english_left(seen) == []


def test_the_same_game_played_in_english_and_in_chinese_ends_in_the_same_state_hash():
    _seen, english = _play("en", 4, 11)
    _seen, chinese = _play("zh-Hans", 4, 11)
    assert R.state_hash(english) == R.state_hash(chinese)


def test_a_switch_of_language_words_the_same_log_again():
    _seen, s = _play("en", 3, 2)
    english = [e.text_for(None) for e in R.log(s)]
    i18n.set_language("zh-Hant")
    chinese = [e.text_for(None) for e in R.log(s)]
    assert len(chinese) == len(english) and _english_left(chinese) == [] and _english_left(english) != []
    i18n.set_language("en")
    assert [e.text_for(None) for e in R.log(s)] == english
