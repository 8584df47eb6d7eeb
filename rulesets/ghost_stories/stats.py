"""Per-game numbers for `simulate` and the benches: rounds, board turns, ghosts drawn, villagers lost."""
from __future__ import annotations


def game_stats(s) -> dict:
    """Plain numbers read from a (usually finished) game state; a round is the four boards' turns."""
    return {
        "rounds": max(1, (s.board_turns - 1) // 4 + 1),
        "board_turns": s.board_turns,
        "ghosts_drawn": sum(1 for entry in s.log_entries if entry[0] == "ghost_arrived"),
        "villagers_lost": len(s.graveyard),
    }
