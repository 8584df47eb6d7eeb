"""Mice and Mystics reads in Chinese from start to end (issue 17): a chapter played in zh-Hant or zh-Hans leaves
no English word in its log, prompts, buttons, hover words, hints or result, and its state never holds a
translated word (the same seed reaches the same hash in every language)."""
from __future__ import annotations

import re

import pytest

from engine import i18n

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
ALLOWED = {"Enter", "Esc", "Ctrl", "Lantern"}     # key names and the program's name stay as they are



def _english_left(text: str) -> list:
    return [w for w in LATIN_WORD.findall(text) if w not in ALLOWED]


def _play(chapter: str, players: int, seed: int, steps: int, seen: list | None, hashes: list | None = None):
    from rulesets.mice_and_mystics import bots, rules
    from scenes.mice_and_mystics import play_words as pw
    state = rules.setup({"chapter": chapter, "players": players}, seed)
    for _step in range(steps):
        if rules.outcome(state) is not None:
            break
        pending = rules.pending(state)
        if seen is not None:
            view = rules.view(state, pending.seat)
            seen.append(pending.prompt)
            seen += [pw.label(view, a) for a in pending.options[:8]]
            seen += [rules.describe_action(state, a) for a in pending.options[:8]]
            seen.append(rules.turn_label(state))
            seen.append(bots.advise(view, list(pending.options))[1])
            for m in state.mice:
                if m["place"] is not None:
                    seen.append(pw.describe_space(view, *m["place"]))
                    seen.append(pw.describe_panel(view, ("card", m["hero"])))
            for mn in state.minions[:3]:
                seen.append(pw.describe_minion(view, mn["label"]))
            seen += [pw.describe_panel(view, ("track", 0)), pw.describe_panel(view, ("wheel",)),
                     pw.describe_panel(view, ("hourglass",))]
        state = rules.apply(state, bots.decide(rules.view(state, pending.seat), list(pending.options)))
        if hashes is not None:
            hashes.append(rules.state_hash(state))
    return state


@pytest.mark.parametrize("lang, chapter", [("zh-Hant", "down_the_drain"), ("zh-Hans", "cat_walk"),
                                           ("zh-Hant", "cooks_larder")])
def test_a_mice_and_mystics_chapter_reads_in_chinese_log_prompts_buttons_hovers_and_result(lang, chapter):
    from rulesets.mice_and_mystics import rules
    from scenes.mice_and_mystics import play_words as pw
    i18n.set_language(lang)
    seen: list = []
    state = _play(chapter, 2, 7, 600, seen)
    seen += [e.text_for(None) for e in rules.log(state)]
    view = rules.view(state, 0)
    seen += [c.title for c in pw.hero_cards(view, {})] + [str(c.subtitle) for c in pw.hero_cards(view, {})]
    seen += pw.achievement_lines(view)
    out = rules.outcome(state)
    if out is not None:
        seen += [out.reason] + [label for label, _points in out.score_lines]
    left = sorted({w for text in seen for w in _english_left(i18n.render(text))})
    assert left == []


@pytest.mark.parametrize("chapter", ["down_the_drain", "cooks_larder", "cat_walk"])
def test_a_mice_and_mystics_state_holds_no_translated_word_the_same_seed_hashes_the_same_in_every_language(chapter):
    hashes = []                     # every step's hash: a question's words kept in the state would show
    for lang in ("en", "zh-Hant", "zh-Hans"):
        i18n.set_language(lang)
        hashes.append([])
        _play(chapter, 2, 5, 400, None, hashes[-1])
    assert hashes[0] == hashes[1] == hashes[2]


def test_a_log_line_made_in_english_reads_in_chinese_after_a_switch_of_language():
    from rulesets.mice_and_mystics import rules
    i18n.set_language("en")
    state = _play("down_the_drain", 1, 3, 60, None)
    english = [e.text_for(None) for e in rules.log(state)]
    i18n.set_language("zh-Hant")
    chinese = [e.text_for(None) for e in rules.log(state)]
    assert english != chinese
    assert [w for text in chinese for w in _english_left(text)] == []
