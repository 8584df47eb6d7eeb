"""The Mice and Mystics screens are readable in Chinese too (issue 17): at every size of the label-fit checks, in
zh-Hant and zh-Hans, no label is cut by its box or the window, none ends cut short with "…", and none is drawn over
by another label or a figure."""
import pytest

from engine import i18n
from tests.engine.play import test_labels_fit as fit
from tests.engine.play.label_screens import SIZES

CASES = [(lang, name, size) for lang in ("zh-Hant", "zh-Hans") for name in ("mice_solo", "mice_four", "mice_setup")
         for size in SIZES]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("lang", "name", "size"), CASES, ids=[f"{lang}-{n}-{w}x{h}" for lang, n, (w, h) in CASES])
def test_a_mice_screen_in_chinese_has_no_label_cut_shortened_or_drawn_over(lang, name, size):
    i18n.set_language(lang)
    fit.test_no_label_is_cut_by_its_box_or_the_window(name, size)
    fit.test_no_label_is_cut_short_with_an_ellipsis(name, size)
    fit.test_no_label_is_drawn_over_by_another_label_or_a_figure(name, size)
