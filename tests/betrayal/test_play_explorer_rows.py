"""The side panel's list of the other explorers names each trait with its number in every language: a Chinese name
has no space to shorten at, so at 960x600 its row fell back to bare numbers ('伊內茲·考德 6 5 3 5') a newcomer cannot
read; it now shortens to the given name (伊內茲) and keeps the words (issue 17)."""
import re

import pytest

from engine import i18n
from engine.ui import fonts
from scenes.betrayal.side_panel import given_name, trait_numbers
from tests.engine.play.label_screens import SCREENS, shown

BARE = re.compile(r"\d+ \d+ \d+ \d+$")


@pytest.mark.parametrize("language", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_every_other_explorers_row_names_its_traits(language, size):
    i18n.set_language(language)
    app, scene = shown(SCREENS["betrayal_haunt"], size)
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    rows = [d.text for d in drawn if scene.board.panel.rect.contains(d.ink) and re.search(r"\d$", d.text)
            and not d.text.startswith(("第", "Round", "Rooms", "已"))]
    assert rows and not [row for row in rows if BARE.search(row)]


def test_a_chinese_name_shortens_to_its_given_name_and_an_english_one_to_its_first_word():
    assert given_name("伊內茲·考德") == "伊內茲" and given_name("伊內茲・考德") == "伊內茲"
    assert given_name("Inez Calder") == "Inez" and given_name("Ox") == "Ox"


def test_chinese_traits_shorten_to_one_character_each_where_those_differ():
    i18n.set_language("zh-Hant")
    explorer = {"traits": {t: {"value": v} for t, v in zip(("might", "speed", "knowledge", "sanity"), (6, 5, 3, 5))}}
    numbers, compact, short = trait_numbers(explorer)
    assert compact == "力6 速5 知3 神5" and short == "6 5 3 5" and numbers.startswith("力量 6")
