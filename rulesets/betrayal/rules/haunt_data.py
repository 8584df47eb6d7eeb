"""The shipped haunts and chart, loaded once, and the data of the haunt being played (its monsters' stats)."""
from __future__ import annotations

from functools import lru_cache

from rulesets.betrayal.haunts import load_chart, load_haunts
from rulesets.betrayal.rules.state import State


@lru_cache(maxsize=1)
def haunts() -> dict:
    return load_haunts()


@lru_cache(maxsize=1)
def chart() -> dict:
    return load_chart()


def haunt_of(s: State):
    return haunts()[s.haunt["number"]]


def monster_data(s: State, index: int):
    """The haunt's stats for the kind of monster at `index` (B-20)."""
    kind = s.haunt["monsters"][index]["monster"]
    return next(m for m in haunt_of(s).monsters if m.id == kind)
