"""Words a Simplified Chinese player read in a whole solo game in a real window (issue 17): lists of dice are
joined the way the language joins them, not with an English comma (G-10.16, G-18.3 the re-roll)."""
import pytest

from engine import i18n
from rulesets.ghost_stories import rules
from scenes.ghost_stories import actions
from tests.ghost_stories.support import game


@pytest.fixture
def simplified_chinese():
    i18n.set_language("zh-Hans")
    yield
    i18n.set_language("en")


def test_the_dice_to_roll_again_are_listed_with_the_chinese_enumeration_comma(simplified_chinese):
    words = rules.describe_action(game(players=1), ("reroll", 0b101))
    assert words == "重掷第 1、3 颗骰子", words


def test_the_re_roll_button_lists_the_dice_and_their_faces_with_the_chinese_enumeration_comma(simplified_chinese):
    words = actions.label(None, ("reroll", 0b111), ("red", "blue", "black"))
    assert words == "重掷第 1（红）、2（蓝）、3（黑） 颗骰子", words


def test_a_tile_s_buddha_and_power_token_badges_carry_a_chinese_word_not_an_english_initial(simplified_chinese,
                                                                                            monkeypatch):
    """G-10.8 the Buddhas on the Buddhist Temple, G-8.2 the power tokens spent onto the centre tile: a badge counts them."""
    import pygame

    from scenes.ghost_stories import draw as gsdraw
    drawn = []
    real = gsdraw.fonts.blit_text
    monkeypatch.setattr(gsdraw.fonts, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or real(
        surface, text, *a, **k))
    surface = pygame.Surface((120, 120))
    gsdraw._draw_tile_contents(surface, pygame.Rect(0, 0, 90, 90), {"buddhas": 2, "power_tokens": 3})
    assert drawn == ["佛2", "宝3"], drawn
