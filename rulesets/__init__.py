"""The four games: ids, titles, where their data lives, and lazy access to their modules."""
from __future__ import annotations

import importlib
import os

GAMES = {
    "ninja": "Ninja: Legend of the Scorpion Clan",
    "ghost_stories": "Ghost Stories: White Moon",
    "betrayal": "Betrayal at House on the Hill",
    "mice_and_mystics": "Mice and Mystics",
}

ROOT = os.path.dirname(os.path.abspath(__file__))


def data_dir(game: str) -> str:
    return os.path.join(ROOT, game)


def register_data_kinds() -> None:
    """Import every game's data module so its YAML kinds are known to engine.data."""
    for game in GAMES:
        importlib.import_module(f"rulesets.{game}.data")


def shipped_data_paths() -> list[str]:
    return [data_dir(g) for g in GAMES]


def rules_module(game: str):
    """The game's pure rules module, or None while the game is not yet playable."""
    try:
        mod = importlib.import_module(f"rulesets.{game}.rules")
    except ModuleNotFoundError as exc:
        if exc.name in (f"rulesets.{game}", f"rulesets.{game}.rules"):
            return None
        raise
    return mod if getattr(mod, "PLAYABLE", False) else None
