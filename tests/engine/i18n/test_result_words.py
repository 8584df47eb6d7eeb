"""A game's result reads in words (issue 17): the results screen's headline and the Finished games list say every
result a game records — 'haunt_unfinished', 'house', 'guards' — through the game's own `GameInfo.results`, in
each language, never as the result's id or in English while a Chinese language is in force."""
from __future__ import annotations

import re

import pytest

import games
from engine import i18n
from engine.play.results import headline
from engine.play.resume_lines import result_words
from engine.rules.api import Outcome

LATIN_WORD = re.compile(r"[A-Za-z_]{2,}")



def _results():
    for game in games.GAMES:
        rules = game.rules()
        if rules is not None:
            info = rules.INFO
            for result in ("win", "loss", "draw", *dict(info.results)):
                yield game.id, info, result


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_every_result_a_game_records_reads_in_chinese_in_the_finished_list_and_the_results_headline(lang):
    i18n.set_language(lang)
    said = {}
    for game_id, info, result in _results():
        said[(game_id, result, "list")] = i18n.render(result_words(result, info))
        said[(game_id, result, "headline")] = i18n.render(headline(Outcome(result, (), "x"), str, info))
    assert {k: v for k, v in said.items() if LATIN_WORD.search(v)} == {}


def test_a_betrayal_haunt_that_never_came_reads_as_words_not_its_id():
    info = games.rules_for("betrayal").INFO
    assert result_words("no_haunt", info) == "Ended: the haunt never came"
    assert headline(Outcome("house", (), "x"), str, info) == "The house won"
    i18n.set_language("zh-Hant")
    assert i18n.render(result_words("haunt_unfinished", info)).startswith("已結束：作祟列表")
