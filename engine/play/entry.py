"""What every game's play entry module shares: the results screen's New game opens that game's setup again."""
from __future__ import annotations

from typing import Callable


def new_game_from(scene, make_play: Callable) -> None:
    """Results -> New game: the game's setup again, prefilled with the same table size and variant."""
    config = scene.session.config
    if scene.app is not None:
        scene.app.replace(make_play(players=config.get("players"), variant=config.get("variant")))
