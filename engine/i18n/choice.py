"""Which language Lantern speaks at start: `--lang` for one run, else the player's stored choice, else the system's."""
from __future__ import annotations

from engine import i18n
from engine.userdata import load_settings, save_setting

SETTING = "language"


def start_language(flag: str | None = None) -> str:
    """Set and return the language of this run: the --lang flag (not stored), the settings' language, or the
    system locale's when Lantern speaks it, else English. An unknown stored code falls back the same way."""
    chosen = i18n.normalise(flag) if flag else None
    if chosen is None:
        chosen = i18n.normalise(load_settings().get(SETTING)) if isinstance(load_settings().get(SETTING), str) else None
    return i18n.set_language(chosen or i18n.system_language())


def choose(code: str) -> str:
    """The menu's choice: switch now (no restart) and remember it for the next runs."""
    code = i18n.set_language(code)
    save_setting(SETTING, code)
    return code


def next_language() -> str:
    """The language after the current one in the menu's cycle."""
    codes = i18n.CODES
    return codes[(codes.index(i18n.language()) + 1) % len(codes)]
