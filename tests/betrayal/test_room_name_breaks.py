"""Room names too long for a small room break between syllables ("Wash-room"), not after any letter that fits."""
import pygame

from engine.ui import fonts
from scenes.betrayal.draw import _name_lines, hyphenated


def _narrower_than(word: str, size: int = 12) -> int:
    pygame.font.init()
    return fonts.font(size, True).size(word)[0] - 1


def test_a_long_room_name_breaks_between_syllables_in_a_small_room():
    assert hyphenated("Washroom", 12, _narrower_than("Washroom")) == ["Wash-", "room"]
    assert hyphenated("Portrait Hall", 12, _narrower_than("Portrait")) == ["Por-", "trait", "Hall"]
    assert hyphenated("Entrance Hall", 12, _narrower_than("Entrance")) == ["En-", "trance", "Hall"]
    assert hyphenated("Grand Staircase", 12, _narrower_than("Staircase")) == ["Grand", "Stair-", "case"]


def test_a_word_with_no_syllable_break_that_fits_still_breaks_leaving_three_letters():
    assert hyphenated("Drawing Room", 12, _narrower_than("Drawing")) == ["Draw-", "ing", "Room"]


def test_a_chinese_room_name_in_a_small_room_breaks_evenly_never_leaving_one_character_alone():
    """'楼上/入口', not '楼上入/口': the name shrinks to the 12 px floor first, then takes two even lines."""
    pygame.font.init()
    room = fonts.font(12, True, "楼上入").size("楼上入")[0] - 1
    size, lines, _lh, _top = _name_lines("楼上入口", pygame.Rect(0, 0, 48, 48), room, 12, (0.0, 1.0))
    assert lines == ["楼上", "入口"] and size == 12


def test_a_chinese_room_name_takes_a_smaller_line_before_it_breaks():
    pygame.font.init()
    room = fonts.font(12, True, "仆役厅").size("仆役厅")[0] + 1
    size, lines, _lh, _top = _name_lines("仆役厅", pygame.Rect(0, 0, 100, 100), room, 12, (0.0, 1.0))
    assert lines == ["仆役厅"]
