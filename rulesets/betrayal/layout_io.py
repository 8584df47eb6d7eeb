"""Houses to and from `betrayal_layout` YAML, and seeded automatic exploration for previews and tests."""
from __future__ import annotations

import json
import random

from rulesets.betrayal.data import Layout, load_layout, load_tiles
from rulesets.betrayal.house import House

GOOD_SIZE = 26  # discovered rooms in a `--seed` preview house: every floor well started, none crowded
# how much each floor grows when exploring automatically: the roof of Widow's Walk is a small floor
FLOOR_WEIGHT = {"basement": 1.0, "ground": 1.0, "upper": 1.0, "roof": 0.45}


def house_from_layout(layout: Layout) -> House:
    """Replay a saved layout's placements in order; the rest of the stack is shuffled from its seed."""
    house = House(layout.tileset or load_tiles(), seed=layout.seed, widows_walk=layout.widows_walk)
    for p in layout.placed:
        house.place_at(p.tile, p.floor, p.at, p.turn)
    return house


def load_house(path: str) -> House:
    return house_from_layout(load_layout(path))


def layout_text(house: House, note: str = "") -> str:
    """The house as a `betrayal_layout` file, placements in discovery order (the loader checks each)."""
    lines = [
        "kind: betrayal_layout",
        "# A Lantern Betrayal house saved from the preview (authored for Lantern, not from the rulebook).",
        "# Landings are fixed (B-3.5) and not listed; rooms are listed in the order they were discovered.",
    ]
    if house.seed is not None:
        lines.append(f"seed: {int(house.seed)}")
    lines.append(f"widows_walk: {'true' if house.widows_walk else 'false'}")
    if note:
        lines.append(f"note: {json.dumps(note)}")  # a JSON string is a valid YAML double-quoted scalar
    lines.append("placed:" if house.order else "placed: []")
    for p in house.discovered():
        lines.append(f"  - {{tile: {p.tile.id}, floor: {p.floor}, at: [{p.cell[0]}, {p.cell[1]}], turn: {p.turn}}}")
    return "\n".join(lines) + "\n"


def save_layout(house: House, path: str, note: str = "") -> str:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(layout_text(house, note))
    return path


def explore_step(house: House, chooser: random.Random, balance: bool = True):
    """Discover one room through a door picked by `chooser` (the player's choice, kept apart from the
    house's own RNG); returns the Placed room, or None when no door can be explored any more."""
    doors = house.explorable_doors()
    if not doors:
        return None
    if balance:
        # favour the floor with the fewest rooms so a preview shows every floor growing
        load = {f: len(house.rooms(f)) / FLOOR_WEIGHT[f] for f in house.floors}
        least = min(load[d.floor] for d in doors)
        doors = [d for d in doors if load[d.floor] == least]
    door = chooser.choice(doors)
    ex = house.begin_explore(door.floor, door.cell, door.side)
    return house.place(ex.rotations[0])


def auto_explore(house: House, rooms: int = GOOD_SIZE, seed: int | None = None, balance: bool = True) -> House:
    chooser = random.Random(f"chooser:{seed if seed is not None else house.seed}")
    for _ in range(rooms):
        if explore_step(house, chooser, balance) is None:
            break
    return house


def seeded_house(seed: int, rooms: int = GOOD_SIZE, widows_walk: bool = True) -> House:
    return auto_explore(House(load_tiles(), seed=seed, widows_walk=widows_walk), rooms, seed)
