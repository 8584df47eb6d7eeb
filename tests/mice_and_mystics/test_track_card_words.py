"""The initiative track's cards keep apart in their short words too (issue 17): a card too narrow for 'Elite rat
warriors' says 'Elites', never the 'Warriors' of the plain rat warriors' card beside it (M-4)."""
import pytest

from engine import i18n
from rulesets.mice_and_mystics import story
from scenes.mice_and_mystics import play_words as pw


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_M_4_every_minion_kinds_short_card_words_differ_from_every_other_kinds(lang):
    i18n.set_language(lang)
    try:
        shorts = [i18n.render(pw.card_words({"minion": m.id}, short=True)) for m in story.minions_book().minions]
    finally:
        i18n.set_language("en")
    assert len(set(shorts)) == len(shorts), shorts
