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


def _end_of_turn_hint(monkeypatch):
    """G-8.1: ending the turn weighed against spending the Yin-Yang on the Tea House; the futures (stubbed here,
    they are the advisor's) find a villager at risk with the Yin-Yang spent."""
    from rulesets.ghost_stories import advisor_reasons
    from rulesets.ghost_stories.advisor import Advice
    from scenes.ghost_stories import hint_words
    from tests.ghost_stories.support import clear
    monkeypatch.setattr(advisor_reasons, "otherwise", lambda *a, **k: advisor_reasons.HARMS[-1][1])
    s = game(players=1)
    clear(s, active=0, step=rules.state.PLACE)
    return hint_words.hint_line(s, Advice(("end",), "x", alternative=("yy_act", 8)))


def test_advice_to_end_the_turn_names_what_it_was_weighed_against_not_a_bare_otherwise(monkeypatch):
    line = _end_of_turn_hint(monkeypatch)
    assert line.startswith("End the turn: with “Yin-Yang: use the Tea House") and "otherwise" not in line, line
    assert line.endswith("instead, a villager risks dying before your next turn."), line


def test_advice_to_end_the_turn_names_the_alternative_in_chinese(simplified_chinese, monkeypatch):
    line = _end_of_turn_hint(monkeypatch)
    assert line.startswith("结束回合：若改为「阴阳宝轮：使用供养茶馆") and "否则" not in line, line
    assert line.endswith("」，在你下回合前可能有一位村民死亡。"), line


@pytest.fixture
def traditional_chinese():
    i18n.set_language("zh-Hant")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("width", [90, 120, 160])
def test_the_portal_tile_s_badges_stand_below_its_portal_tab_never_on_it(language, width):
    """G-3.2 the Portal tab tops its tile; G-10.8 Buddhas and G-8.2 power tokens count on badges down the left edge
    (a zh-Hant window showed '寶1' over '撤離出口')."""
    import pygame

    from rulesets.ghost_stories.board import load_board
    from scenes.ghost_stories import draw as gsdraw
    board = load_board()
    i18n.set_language(language)
    try:
        surface = pygame.Surface((width + 40, width + 40))
        r = pygame.Rect(20, 20, width, width)
        with gsdraw.fonts.recording() as drawn:
            gsdraw._draw_tile(surface, None, board.tiles[0], r, {"buddhas": 2, "power_tokens": 3},
                              True, ())
    finally:
        i18n.set_language("en")
    tab = next(d.rect for d in drawn if d.kind == "figure" and d.text == "Portal")
    badges = [d for d in drawn if d.text[-1:].isdigit()]
    assert len(badges) == 2, [d.text for d in drawn]
    u = width / 100
    for badge in badges:   # the badge's box: its words and the padding around them
        assert not badge.rect.inflate(int(4 * u), int(u)).colliderect(tab), (badge.text, badge.rect, tab)


def test_a_taoist_board_s_hover_joins_its_name_and_power_with_a_chinese_colon(traditional_chinese):
    """G-2.1 each board's power, named on hover: a zh-Hant window read '黃衣道士: 乾坤袖', an English colon."""
    from scenes.ghost_stories import viewmodel as gs_view
    first = gs_view.describe_spot(rules.view(game(players=1), 0), ("board", 1)).split("\n")[0]
    assert "：" in first and ":" not in first, first


@pytest.mark.parametrize("language", ["en", "zh-Hant", "zh-Hans"])
def test_the_solo_taoists_card_at_1280x800_names_the_yin_yang_and_the_power_tokens_not_a_bare_plus_one(language):
    """G-20 solo: the player starts with the Yin-Yang and the power tokens; a zh-Hant window's card read
    '陰陽寶輪 +1' (the count hidden though both fitted: room was kept for a '+9' that was never drawn)."""
    from engine.ui import fonts
    from engine.ui.app import App
    from scenes.ghost_stories import play as gp
    i18n.set_language(language)
    try:
        sess = gp.new_session({"players": 1, "variant": "solo", "difficulty": "normal", "names": ["Player 1"],
                               "seed": 7}, autosave=False)
        app = App(size=(1280, 800), headless=True)
        app.push(gp.board_scene(sess, animate=False))
        with fonts.recording() as drawn:
            app.frame(3.0)
            app.frame(1 / 60)
        yin_yang = i18n.render("Yin-Yang")
        line = next(d.text for d in drawn if d.text.startswith(yin_yang))
    finally:
        i18n.set_language("en")
    assert "+" not in line and "·" in line, line


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
def test_a_family_artifact_is_never_called_a_tao_token(language):
    """G-13.2, G-14.1: the families' artifacts (Life Potion, Moon Dust…) are not Tao tokens (法寶 in the glossary);
    a zh-Hant button read '陰陽寶輪與法寶' for 'Yin-Yang and artifacts'."""
    i18n.set_language(language)
    try:
        words = [i18n._(m) for m in ("Yin-Yang and artifacts", "a dead Taoist's artifact goes to a living Taoist",
                                     "choose the Taoist who inherits the artifact", "who inherits the artifact")]
        tao_token = i18n._("a Tao token of any colour")[-2:]
    finally:
        i18n.set_language("en")
    assert tao_token in ("法寶", "法宝")
    assert [w for w in words if tao_token in w or "家族" not in w] == [], words


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
def test_a_ghost_space_named_in_a_sentence_ends_in_chinese_so_no_digit_runs_into_the_next_word(language):
    """G-G.3 the ghost spaces, numbered: a hint read '驅除藍色鬼位 1上的凍雨犬' (a digit against the Chinese after
    it); a space now reads '藍色第 1 鬼位', as the layout preview names them."""
    from rulesets.ghost_stories.rules import words as gs_words
    i18n.set_language(language)
    try:
        names = [gs_words.space_name(x) for x in range(12)]
        sentence = i18n._("{card} on {space}").format(card="鬼", space=names[0])
    finally:
        i18n.set_language("en")
    assert all(not name[-1].isdigit() for name in names), names
    assert "1 鬼位上的鬼" in sentence, sentence


def test_a_ghost_s_steps_and_held_dice_are_parted_from_the_chinese_before_them(simplified_chinese):
    """'朝村庄前进1 步' read in the arriving Haunter's prompt (G-13 haunter, G-13 the held die): a digit is parted from
    the Chinese on both sides."""
    from rulesets.ghost_stories.rules.words import EFFECT_WORDS
    assert EFFECT_WORDS["haunter"](1, None).endswith("前进 1 步"), EFFECT_WORDS["haunter"](1, None)
    assert "压制 1 颗" in EFFECT_WORDS["capture_die"](1, None), EFFECT_WORDS["capture_die"](1, None)
