"""Wrapping text into a column: a word wider than the column is broken with a hyphen only when asked."""
import pygame
import pytest

from engine.ui import fonts


@pytest.fixture(autouse=True, scope="module")
def pygame_fonts():
    pygame.font.init()


def test_a_word_wider_than_the_column_is_broken_with_hyphens_into_lines_that_fit_keeping_every_letter():
    lines = fonts.wrap("B  Enfeeblement Mantra", 12, 79, bold=True, hyphenate=True)
    assert all(fonts.font(12, True).size(line)[0] <= 79 for line in lines)
    assert "".join(line.rstrip("-") for line in lines).replace(" ", "") == "BEnfeeblementMantra"


def test_a_hyphenated_word_breaks_before_a_syllables_consonant_where_one_fits():
    assert "Enfeeble-" in fonts.wrap("Enfeeblement", 12, 79, bold=True, hyphenate=True)


def test_without_hyphenation_a_long_word_keeps_its_own_line_whole():
    assert fonts.wrap("B Enfeeblement Mantra", 12, 79, bold=True) == ["B", "Enfeeblement", "Mantra"]


def test_a_separator_after_a_space_keeps_the_space_in_text_that_is_not_plain_ascii():
    """'drunk guard · grey' stayed 'drunk guard· grey' once the line held a ✓ (the path for Chinese text)."""
    assert fonts.wrap("drunk guard · grey: searched (✓ empty)", 12, 2000) == ["drunk guard · grey: searched (✓ empty)"]


def test_chinese_closing_punctuation_still_stays_on_its_character():
    lines = fonts.wrap("警衛室。" * 6, 12, 40)
    assert not any(line.startswith("。") for line in lines)


@pytest.mark.parametrize(("text", "size"), [
    # '檢查一遍（' ended the Ninja guard's 'look it over' line at 1280x800, its '「復原」' starting the next
    ("你的秘密設置完成了。檢查一遍（「復原」可收回你最後的選擇，隨機放置的除外），然後交出電腦。", 16),
    ("伊內茲・考德擲神志嘗試通過地下墓穴：1（不夠，需要6）", 14),      # '1（' then '不夠' in Betrayal's log
])
def test_chinese_opening_punctuation_never_ends_a_line_it_goes_down_with_what_it_opens(text, size):
    for width in range(60, 400, 3):
        lines = fonts.wrap(text, size, width)
        assert not any(line.endswith(("（", "「")) for line in lines), (width, lines)
        assert "".join(lines) == text


def test_a_count_after_a_times_sign_stays_on_the_line_of_what_it_counts():
    """'・ 巡邏隊的聽音 ×6' left '×6' alone on the next line of the Ninja guards' card list."""
    for text in ("・ 巡邏隊的聽音 ×6", "· Patrol Listen ×6"):
        for width in range(40, 260, 4):
            lines = fonts.wrap(text, 12, width)
            assert not any(line.startswith("×") for line in lines), (width, lines)
