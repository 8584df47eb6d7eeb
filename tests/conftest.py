"""Headless pygame for every test; saved games and layouts go to a scratch directory, never the home."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "LANTERN_DATA_DIR" not in os.environ:
    os.environ["LANTERN_DATA_DIR"] = tempfile.mkdtemp(prefix="lantern-tests-")
if "LANTERN_CONFIG_DIR" not in os.environ:
    os.environ["LANTERN_CONFIG_DIR"] = tempfile.mkdtemp(prefix="lantern-tests-config-")
# Tests read English unless they switch: the machine's locale must not choose the language of `cli.main()`.
os.environ["LANGUAGE"] = "en"


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def english_again_after_each_test():
    """A test that switches language or UI size (the menu's buttons store them in the settings) leaves English
    at 100 % behind."""
    yield
    from engine import i18n
    from engine.userdata import settings_path
    if i18n.language() != "en":
        i18n.set_language("en")
    from engine.ui import theme
    theme.set_user_scale(1.0)      # and the UI size at 100 % (the menu's button sets it)
    try:
        os.remove(settings_path())
    except OSError:
        pass
