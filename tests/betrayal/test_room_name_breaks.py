"""Room names too long for a small room break between syllables ("Wash-room"), not after any letter that fits."""
import pygame

from engine.ui import fonts
from scenes.betrayal.draw import hyphenated


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
