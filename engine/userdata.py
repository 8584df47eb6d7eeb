"""Where Lantern keeps the player's files: autosaves, saved games, saved layouts and settings (never the working tree)."""
from __future__ import annotations

import json
import os

import platformdirs


def data_dir() -> str:
    """$LANTERN_DATA_DIR, else the platform's user data directory for lantern (platformdirs: on Linux
    $XDG_DATA_HOME/lantern or ~/.local/share/lantern; on Windows %LOCALAPPDATA%\\lantern; on macOS
    ~/Library/Application Support/lantern)."""
    override = os.environ.get("LANTERN_DATA_DIR")
    if override:
        return override
    # appauthor=False: no "<author>" folder level on Windows
    return platformdirs.user_data_dir("lantern", appauthor=False)


def layouts_dir() -> str:
    """Layouts saved from the previews (open them again with `main.py preview GAME --layout FILE`)."""
    return os.path.join(data_dir(), "layouts")


def next_free_path(directory: str, stem: str, ext: str = ".yaml") -> str:
    """directory/stem_001.ext, or the first number not taken yet; creates the directory."""
    os.makedirs(directory, exist_ok=True)
    n = 1
    while os.path.exists(path := os.path.join(directory, f"{stem}_{n:03d}{ext}")):
        n += 1
    return path


def config_dir() -> str:
    """$LANTERN_CONFIG_DIR, else the platform's user config directory for lantern (platformdirs: on Linux
    $XDG_CONFIG_HOME/lantern or ~/.config/lantern; on Windows %LOCALAPPDATA%\\lantern; on macOS
    ~/Library/Application Support/lantern)."""
    override = os.environ.get("LANTERN_CONFIG_DIR")
    if override:
        return override
    return platformdirs.user_config_dir("lantern", appauthor=False)


def settings_path() -> str:
    return os.path.join(config_dir(), "settings.json")


def load_settings() -> dict:
    """The player's settings ({"language": "zh-Hant"}); {} when there are none or the file is damaged
    (a damaged file must never stop the menu from starting)."""
    try:
        with open(settings_path(), encoding="utf-8") as f:
            found = json.load(f)
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def save_setting(key: str, value) -> bool:
    """Store one setting beside the others (written whole to a temporary file, then renamed); False if the
    folder cannot be written (the setting then lasts for this run only)."""
    settings = load_settings()
    settings[key] = value
    path = settings_path()
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        scratch = path + ".tmp"
        with open(scratch, "w", encoding="utf-8") as f:
            json.dump(settings, f, ensure_ascii=False, indent=1)
        os.replace(scratch, path)
    except OSError:
        return False
    return True
