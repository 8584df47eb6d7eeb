"""Counts in words for player-facing text: 'four board games', '1 player', '12 cards'."""
from __future__ import annotations

SMALL = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


def count_words(n: int, noun: str, plural: str | None = None) -> str:
    """'four board games', 'one board game', '13 board games': numbers up to twelve spelled out."""
    number = SMALL[n] if 0 <= n < len(SMALL) else str(n)
    return f"{number} {noun if n == 1 else (plural or noun + 's')}"
