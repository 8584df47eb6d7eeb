"""Where Lantern keeps the player's files: autosaves, saved games and saved layouts (never the working tree)."""
from __future__ import annotations

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
