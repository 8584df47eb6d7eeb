"""The `betrayal_explorers` YAML kind: the twelve authored explorers (B-G.4) with trait tracks and birthdays."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import os

from engine.data import Ctx, Int, ListOf, Name, OneOf, Record, Words, check_unique, englished, load_file, read, register_kind

KIND = "betrayal_explorers"
EXPLORERS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "explorers.yaml")
COLOURS = ("red", "orange", "yellow", "green", "blue", "purple")     # B-G.4: six character cards
TRAITS = ("might", "speed", "knowledge", "sanity")                    # B-4.1, in the card's edge order
TRACK_LENGTH = 8                                                      # B-G.4: 8 values above the skull
DAYS_IN_MONTH = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class Track(Record):
    label = "trait track"
    track: ListOf(Int(ge=1, le=8), min=TRACK_LENGTH, max=TRACK_LENGTH)
    start: Int(ge=0, le=TRACK_LENGTH - 1)


class Traits(Record):
    label = "traits"
    might: Track
    speed: Track
    knowledge: Track
    sanity: Track


class Explorer(Record):
    label = "explorer"
    id: Name
    name: Words
    colour: OneOf(COLOURS)
    birthday: Name
    age: Int(ge=1, le=120)
    traits: Traits

    def track(self, trait: str) -> list:
        return getattr(self.traits, trait).track

    def start(self, trait: str) -> int:
        return getattr(self.traits, trait).start


class ExplorersFile(Record):
    label = "betrayal_explorers file"
    explorers: ListOf(Explorer, min=1)
    kind: str | None = None


def birthday_day(text: str) -> int | None:
    """'03-14' -> the day of a leap year it falls on (1..366), None when it is no date."""
    parts = text.split("-")
    if len(parts) != 2 or not all(p.isdigit() and len(p) == 2 for p in parts):
        return None
    month, day = int(parts[0]), int(parts[1])
    if not (1 <= month <= 12 and 1 <= day <= DAYS_IN_MONTH[month - 1]):
        return None
    return sum(DAYS_IN_MONTH[:month - 1]) + day


def _check(ctx: Ctx, model: ExplorersFile) -> None:
    check_unique(ctx, model.explorers, "id", "explorers")
    per_colour: dict = {}
    for i, e in enumerate(model.explorers):
        path = f"explorers[{i}]"
        if birthday_day(e.birthday) is None:
            ctx.error_at(e, "birthday", f"{path}.birthday", f"{e.birthday!r} is not a month-day date like 03-14")
        for trait in TRAITS:
            values = e.track(trait)
            if any(b < a for a, b in zip(values, values[1:])):
                ctx.error_at(getattr(e.traits, trait), "track", f"{path}.traits.{trait}.track",
                             "a trait track lists its values from the lowest up; this one goes down (B-4.2)")
        per_colour.setdefault(e.colour, []).append(e)
    for colour, group in per_colour.items():
        if len(group) > 2:
            ctx.error_at(group[2], "colour", f"explorers[{model.explorers.index(group[2])}].colour",
                         f"a character card has two sides: a third {colour} explorer is one too many (B-3.2)")


def _load(root, ctx: Ctx, path):
    model = read(root, ExplorersFile, ctx)
    if model is None:
        return None
    _check(ctx, model)
    return englished(model)


register_kind(KIND, _load)
_cache: dict = {}


def load_explorers(path: str | None = None) -> ExplorersFile:
    """The shipped explorers (or another betrayal_explorers file), loaded once per path; raises DataError."""
    path = os.path.abspath(path or EXPLORERS_FILE)
    if path not in _cache:
        _cache[path] = load_file(path, expect_kind=KIND)
    return _cache[path]
