"""Where each game's scenes live, imported lazily so the menu starts fast."""
from __future__ import annotations

import importlib


def preview_scene(game: str, seed=None, layout=None):
    """The tile-layout preview scene of a game: scenes/<game>_preview.py's make_preview()."""
    mod = importlib.import_module(f"scenes.{game}_preview")
    return mod.make_preview(seed=seed, layout=layout)


def play_scene(game: str, players=None, seed=None, variant=None):
    """The first scene of a playable game (its setup or board scene), or None if not playable."""
    try:
        mod = importlib.import_module(f"scenes.{game}_play")
    except ModuleNotFoundError as exc:
        if exc.name == f"scenes.{game}_play":
            return None
        raise
    return mod.make_play(players=players, seed=seed, variant=variant)
