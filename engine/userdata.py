"""Where Lantern keeps the player's files: autosaves, saved games and saved layouts (never the working tree)."""
from __future__ import annotations

import os


def data_dir() -> str:
    """$LANTERN_DATA_DIR, else $XDG_DATA_HOME/lantern, else ~/.local/share/lantern."""
    override = os.environ.get("LANTERN_DATA_DIR")
    if override:
        return override
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "lantern")


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
