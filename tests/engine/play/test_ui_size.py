"""The UI size setting (issue 17): 100–200 % from the menu, stored in the user's settings like the language, a
default from the display's size, read by every scene through theme.ui_scale (the window's scale times the setting,
no more than the window holds)."""
import json

import games
from engine.play import ui_size
from engine.play.menu import MenuScene
from engine.play.shell_layout import shell_rects
from engine.ui import theme
from engine.ui.app import App
from engine.userdata import load_settings, settings_path


def test_the_menu_button_steps_the_ui_size_from_100_to_200_percent_and_round_again():
    App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES)
    menu.on_resize((1280, 800))
    seen = []
    for _ in range(5):
        menu.switch_size()
        seen.append(theme.user_scale())
    assert seen == [1.25, 1.5, 1.75, 2.0, 1.0]
    assert str(menu.size_button.text) == "UI size 100%"


def test_the_chosen_ui_size_is_stored_and_read_at_the_next_start():
    ui_size.choose(1.5)
    assert load_settings()["ui_scale"] == 1.5
    theme.set_user_scale(1.0)
    assert ui_size.start_ui_size(display_height=1080) == 1.5


def test_without_a_stored_size_the_display_sets_it():
    assert ui_size.start_ui_size(display_height=1080) == 1.0
    assert ui_size.start_ui_size(display_height=2160) == 1.5
    assert ui_size.start_ui_size(display_height=2880) == 2.0
    assert ui_size.start_ui_size(display_height=0) == 1.0      # no display to ask


def test_a_damaged_stored_size_is_read_as_the_nearest_step_or_the_displays_default():
    with open(settings_path(), "w", encoding="utf-8") as f:
        json.dump({"ui_scale": "huge"}, f)
    assert ui_size.start_ui_size(display_height=1080) == 1.0
    with open(settings_path(), "w", encoding="utf-8") as f:
        json.dump({"ui_scale": 9}, f)
    assert ui_size.start_ui_size(display_height=1080) == 2.0


def test_a_bigger_ui_size_lays_the_menu_and_the_play_shell_out_bigger():
    App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES)
    menu.on_resize((1280, 800))
    small_button, small_panel = menu.language_button.rect.size, shell_rects((1280, 800), True).choices.w
    ui_size.choose(2.0)
    menu.on_resize((1280, 800))
    assert menu.language_button.rect.w > small_button[0] and menu.language_button.size > 15
    assert shell_rects((1280, 800), True).choices.w > small_panel


def test_the_ui_size_grows_a_layout_no_further_than_the_window_holds():
    # the screens are laid out for 1280x800 and measured to fit up to a quarter more than the window holds
    # (tests/engine/play/test_ui_scale_fit.py); a small window keeps at least its own scale
    theme.set_user_scale(2.0)
    assert theme.ui_scale((1280, 800)) == 1.25
    assert theme.ui_scale((960, 600)) == 0.75 * 1.25
    assert theme.ui_scale((2560, 1440)) == 1.8 * 1.25
    assert theme.ui_scale((3840, 2400)) == 3.0 * 1.25
    theme.set_user_scale(1.0)
    assert theme.ui_scale((960, 600)) == theme.window_scale((960, 600))


def test_a_ui_size_the_window_caps_says_what_fits_in_every_language():
    """A 960x600 window holds 118 % of the 200 % chosen: the menu says so rather than show 200 % and draw less."""
    from engine import i18n
    App(size=(960, 600), headless=True)
    menu = MenuScene(games.GAMES)
    ui_size.choose(2.0)
    menu.on_resize((960, 600))
    words = {}
    try:
        for lang in ("en", "zh-Hant", "zh-Hans"):
            i18n.set_language(lang)
            words[lang] = i18n.render(menu.size_button.text)
    finally:
        i18n.set_language("en")
    assert words["en"] == "UI size 200% (118% fits this window)"
    assert all("200%" in w and "118%" in w and "fits" not in w for w in (words["zh-Hant"], words["zh-Hans"])), words
    assert not menu.size_button.rect.colliderect(menu.language_button.rect)
    ui_size.choose(1.25)
    menu.on_resize((1280, 800))     # 125 % of a 1280x800 layout fits a 1280x800 window (theme.ROOM)
    assert str(menu.size_button.text) == "UI size 125%"
