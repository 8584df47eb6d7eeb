"""The `haunt` and `haunt_chart` YAML kinds: authored haunt scenarios and the omen x room chart (B-G.1)."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import glob
import os

from engine.data import Ctx, Int, ListOf, Name, OneOf, Record, Words, englished, load_file, read, register_kind
from rulesets.betrayal.cards import LANDINGS, load_cards
from rulesets.betrayal.explorers import TRAITS

HAUNT_KIND = "haunt"
CHART_KIND = "haunt_chart"
DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
HAUNTS_DIR = os.path.join(DATA, "haunts")
CHART_FILE = os.path.join(DATA, "haunt_chart.yaml")
TILES_FILE = os.path.join(DATA, "tiles.yaml")
HAUNT_FILES = tuple(sorted(glob.glob(os.path.join(HAUNTS_DIR, "*.yaml"))))
# the CLOSED traitor vocabulary (B-15.2, B-19.1); the two with a trait take it after a colon
TRAITOR_RULES = ("haunt_revealer", "left_of_revealer", "hidden_traitor", "no_traitor")
TRAITOR_RULES_WITH_TRAIT = ("highest_trait", "lowest_trait")
WHO = ("traitor", "heroes", "everyone", "revealer")
MONSTER_STARTS = ("traitor_room", "revealer_room") + LANDINGS
# every keyword and the parameters it takes; rules/haunt_keywords.py has exactly one handler for each
RIGHT_NOW = {"gain": ("who", "trait", "steps"), "lose": ("who", "trait", "steps"), "place_monsters": (),
             "place_tokens": ("count", "token", "where")}
# where a haunt's item tokens (B-10.7) are put: one each in the rooms discovered so far, or all in one room
TOKEN_PLACES = ("random_rooms", "traitor_room", "revealer_room") + LANDINGS
WINS = {"reach_room": ("room",), "survive_rounds": ("rounds",), "discover_rooms": ("count",),
        "heroes_dead": (), "traitor_dead": (), "monsters_dead": (), "traitor_side_dead": (),
        "task_rolls": ("trait", "at_least", "count", "room"),
        "collect_tokens": ("count",), "carry_tokens": ("count", "room"),
        "rooms_per_hero": ("count",)}      # handled in rules/haunt_specials.py (haunts authored with the bots)
TOKEN_WINS = ("collect_tokens", "carry_tokens")
# win conditions that name the traitor or his monsters: they need a haunt with a traitor (and monsters)
TRAITOR_WINS = ("traitor_dead", "traitor_side_dead")
MONSTER_WINS = ("monsters_dead", "traitor_side_dead")
# the last two are handled in rules/haunt_specials.py (haunts authored with the bots)
SPECIAL_RULES = ("darkness", "traitor_swiftness", "no_private_talk", "flooded_basement", "echoing_halls")
SIDES = ("heroes", "traitor", "house")
# in a hidden-traitor haunt, anything done to one side only would show everyone who the traitor is (B-H.6)
SIDED_WHO = ("traitor", "heroes")
SIDED_RULES = ("darkness", "traitor_swiftness")


class RightNow(Record):
    label = "right-now step"
    do: OneOf(tuple(RIGHT_NOW))
    who: OneOf(WHO) | None = None
    trait: OneOf(TRAITS) | None = None
    steps: Int(ge=1, le=3) | None = None
    count: Int(ge=1, le=8) | None = None
    token: Words | None = None
    where: OneOf(TOKEN_PLACES) | None = None


# player counts a haunt may give numbers of their own (B-G.5: 3-6 players, 2 as a test mode)
PLAYER_COUNTS = ("2", "3", "4", "5", "6")


class Numbers(Record):
    """A win condition's or monster's numbers for one player count (`by_players`), laid over its own."""
    label = "numbers for a player count"
    rounds: Int(ge=1, le=20) | None = None
    count: Int(ge=1, le=20) | None = None
    at_least: Int(ge=1, le=16) | None = None


NUMBERS = ("rounds", "count", "at_least")


class Monster(Record):
    label = "monster"
    id: Name
    name: Words
    count: Int(ge=1, le=8)
    might: Int(ge=0, le=8)
    speed: Int(ge=0, le=8)
    sanity: Int(ge=0, le=8)
    knowledge: Int(ge=0, le=8)
    start: OneOf(MONSTER_STARTS)
    attack_with: OneOf(TRAITS) = "might"    # B-20.4: a monster may attack with another trait
    killable: bool = False                  # B-12.6: beaten again while stunned, it is killed (B-20.3 otherwise)
    carries: bool = False                   # B-20.8: it may pick up the haunt's tokens (and drops them when stunned)
    by_players: dict[str, Numbers] = {}     # another count for some player counts, as published haunts scale


class WinCondition(Record):
    label = "win condition"
    do: OneOf(tuple(WINS))
    text: Words
    room: Name | None = None
    rounds: Int(ge=1, le=20) | None = None
    count: Int(ge=1, le=20) | None = None
    trait: OneOf(TRAITS) | None = None
    at_least: Int(ge=1, le=16) | None = None
    by_players: dict[str, Numbers] = {}     # other numbers for some player counts (rounds, count, at_least)


class Wins(Record):
    label = "win conditions"
    heroes: ListOf(WinCondition, min=1)
    traitor: ListOf(WinCondition) = []
    house: ListOf(WinCondition) = []


class Haunt(Record):
    label = "haunt"
    id: Name
    number: Int(ge=1, le=50)
    title: Words
    traitor_rule: Name
    heroes_text: Words
    traitor_text: Words | None = None
    right_now: ListOf(RightNow) = []
    monsters: ListOf(Monster) = []
    wins: Wins | None = None
    special_rules: ListOf(OneOf(SPECIAL_RULES)) = []
    kind: str | None = None

    @property
    def hidden(self) -> bool:
        return self.traitor_rule == "hidden_traitor"

    @property
    def has_traitor(self) -> bool:
        return self.traitor_rule != "no_traitor"


class ChartRow(Record):
    label = "haunt chart row"
    room: Name
    haunts: dict[str, int]


class ChartFile(Record):
    label = "haunt_chart file"
    rows: ListOf(ChartRow, min=1)
    kind: str | None = None


def _tiles():
    """The shipped room tiles, through the registry: data.py registers their kind and these (importing it here
    would be an import cycle), so whoever loads a haunt has the tiles' kind already."""
    if TILES_FILE not in _cache:
        _cache[TILES_FILE] = load_file(TILES_FILE, expect_kind="betrayal_tiles")
    return _cache[TILES_FILE]


def traitor_rule_problem(rule: str) -> str | None:
    """None when the rule is in the closed vocabulary, else what is wrong in words."""
    if rule in TRAITOR_RULES:
        return None
    name, _, trait = rule.partition(":")
    if name in TRAITOR_RULES_WITH_TRAIT:
        return None if trait in TRAITS else f"{name} takes a trait after a colon: one of {', '.join(TRAITS)}"
    return (f"unknown traitor rule {rule!r}: expected one of {', '.join(TRAITOR_RULES)}, "
            f"or {' / '.join(t + ':<trait>' for t in TRAITOR_RULES_WITH_TRAIT)}")


def _check_parameters(ctx: Ctx, item, path: str, table: dict, optional: tuple) -> None:
    """A keyword's own parameters must be there and no other keyword's (like the card effects)."""
    wanted = table[item.do]
    for name in optional:
        given = getattr(item, name) is not None
        if name in wanted and not given:
            ctx.error_at(item, "do", f"{path}.{name}", f"{item.do} needs '{name}'")
        elif given and name not in wanted:
            ctx.error_at(item, name, f"{path}.{name}", f"'{name}' is not a parameter of {item.do}")


def _check_by_players(ctx: Ctx, item, path: str, allowed: tuple) -> None:
    """`by_players` names player counts and only the numbers the keyword (or monster) has."""
    for players, numbers in item.by_players.items():
        if players not in PLAYER_COUNTS:
            ctx.error_at(item, "by_players", f"{path}.by_players.{players}",
                         f"{players!r} is not a player count: one of {', '.join(PLAYER_COUNTS)}")
        for name in NUMBERS:
            if getattr(numbers, name) is not None and name not in allowed:
                ctx.error_at(numbers, name, f"{path}.by_players.{players}.{name}",
                             f"'{name}' is not a number of {getattr(item, 'do', None) or 'a monster'}"
                             + (f" (it has {', '.join(allowed)})" if allowed else " (it has none)"))


def numbers_for(item, players: int) -> dict:
    """The numbers (rounds, count, at_least) a win condition or monster has at this player count: its own, with
    the player count's `by_players` entry laid over them. The one place `by_players` is read."""
    out = {name: getattr(item, name) for name in NUMBERS if getattr(item, name, None) is not None}
    extra = item.by_players.get(str(players))
    if extra is not None:
        out.update({name: getattr(extra, name) for name in NUMBERS if getattr(extra, name) is not None})
    return out


def _check_haunt(ctx: Ctx, h: Haunt) -> None:
    problem = traitor_rule_problem(h.traitor_rule)
    if problem:
        ctx.error_at(h, "traitor_rule", "traitor_rule", problem)
    if h.wins is None:
        ctx.error_at(h, None, "wins", "missing key 'wins': how each side wins (B-22.1)")
        return
    if h.has_traitor:
        if not h.traitor_text:
            ctx.error_at(h, "traitor_rule", "traitor_text", "a haunt with a traitor needs 'traitor_text'")
        if not h.wins.traitor or h.wins.house:
            ctx.error_at(h.wins, None, "wins", "a haunt with a traitor lists 'traitor' wins and no 'house' wins")
    else:
        if h.traitor_text is not None:
            ctx.error_at(h, "traitor_text", "traitor_text", "a haunt without a traitor has no traitor's text")
        if not h.wins.house or h.wins.traitor:
            ctx.error_at(h.wins, None, "wins", "a haunt without a traitor lists 'house' wins and no 'traitor' wins")
        for i, m in enumerate(h.monsters):
            ctx.error_at(m, None, f"monsters[{i}]", "a haunt without a traitor has nobody to run its monsters")
    for i, step in enumerate(h.right_now):
        _check_parameters(ctx, step, f"right_now[{i}]", RIGHT_NOW, ("who", "trait", "steps", "count", "token", "where"))
        if step.where == "traitor_room" and not h.has_traitor:
            ctx.error_at(step, "where", f"right_now[{i}].where", "this haunt has no traitor")
        if step.where == "traitor_room" and h.hidden:
            ctx.error_at(step, "where", f"right_now[{i}].where", "'traitor_room' would show who the hidden traitor "
                                                                "is: use random_rooms, revealer_room or a landing")
        if step.do == "place_monsters" and not h.monsters:
            ctx.error_at(step, "do", f"right_now[{i}].do", "place_monsters in a haunt without monsters")
        if step.who == "traitor" and not h.has_traitor:
            ctx.error_at(step, "who", f"right_now[{i}].who", "this haunt has no traitor")
        if h.hidden and step.who in SIDED_WHO:
            ctx.error_at(step, "who", f"right_now[{i}].who", f"'{step.who}' would show who the hidden traitor is: "
                                                            "use everyone or revealer")
    for i, rule in enumerate(h.special_rules):
        if h.hidden and rule in SIDED_RULES:
            ctx.error_at(h, "special_rules", f"special_rules[{i}]",
                         f"{rule} treats the sides differently and would show who the hidden traitor is")
    for i, m in enumerate(h.monsters):
        _check_by_players(ctx, m, f"monsters[{i}]", ("count",))
    if h.hidden and h.monsters:
        ctx.error_at(h, "monsters", "monsters", "a hidden traitor's monsters would show who runs them")
    rooms = _tiles().tiles
    for side in SIDES:
        for i, win in enumerate(getattr(h.wins, side)):
            path = f"wins.{side}[{i}]"
            _check_parameters(ctx, win, path, WINS, ("room", "rounds", "count", "trait", "at_least"))
            _check_by_players(ctx, win, path, tuple(n for n in NUMBERS if n in WINS[win.do]))
            if win.room is not None and win.room not in rooms:
                ctx.error_at(win, "room", f"{path}.room", f"no room tile {win.room!r}")
            if win.do in TRAITOR_WINS and not h.has_traitor:
                ctx.error_at(win, "do", f"{path}.do", f"{win.do} in a haunt without a traitor")
            unkillable = not all(m.killable for m in h.monsters)
            if win.do in MONSTER_WINS and (unkillable or (win.do == "monsters_dead" and not h.monsters)):
                ctx.error_at(win, "do", f"{path}.do", f"{win.do} needs monsters, each with 'killable: true' "
                                                      "(monsters are only stunned otherwise, B-20.3)")
            placed = sum(step.count for step in h.right_now if step.do == "place_tokens")
            counts = [win.count] + [n.count for n in win.by_players.values() if n.count is not None]
            if win.do in TOKEN_WINS and win.count is not None and max(counts) > placed:
                ctx.error_at(win, "count", f"{path}.count", f"{win.do} needs {max(counts)} tokens but the right-now "
                                                            f"steps place {placed} (place_tokens)")
            if win.do == "task_rolls" and side != "heroes" and h.hidden:
                ctx.error_at(win, "do", f"{path}.do", "a task for the hidden traitor would show who he is")


def _load_haunt(root, ctx: Ctx, path):
    model = read(root, Haunt, ctx)
    if model is None:
        return None
    _check_haunt(ctx, model)
    return englished(model)


def _check_chart(ctx: Ctx, chart: ChartFile) -> None:
    """Every omen room has one row, every omen one haunt in it, and each haunt named is shipped."""
    tiles = _tiles()
    omen_rooms = {t.id for t in tiles.rooms if {"omen", "any"} & set(t.symbols)}
    omens = {c.id for c in load_cards().cards if c.deck == "omen"}
    numbers = {h.number for h in load_haunts().values()}
    seen = set()
    for i, row in enumerate(chart.rows):
        path = f"rows[{i}]"
        if row.room not in omen_rooms:
            ctx.error_at(row, "room", f"{path}.room", f"{row.room!r} is not a room with an omen symbol")
        elif row.room in seen:
            ctx.error_at(row, "room", f"{path}.room", f"the {row.room} has a row already")
        seen.add(row.room)
        for omen, number in row.haunts.items():
            if omen not in omens:
                ctx.error_at(row, "haunts", f"{path}.haunts.{omen}", f"{omen!r} is not an omen card")
            elif number not in numbers:
                ctx.error_at(row, "haunts", f"{path}.haunts.{omen}", f"no shipped haunt has the number {number}")
        missing = sorted(omens - set(row.haunts))
        if missing:
            ctx.error_at(row, "haunts", f"{path}.haunts", f"no haunt for the omen(s) {', '.join(missing)}")
    for room in sorted(omen_rooms - seen):
        ctx.error_at(chart, "rows", "rows", f"no row for the {room}, a room with an omen symbol")


def _load_chart(root, ctx: Ctx, path):
    model = read(root, ChartFile, ctx)
    if model is None:
        return None
    _check_chart(ctx, model)
    return model


register_kind(HAUNT_KIND, _load_haunt)
register_kind(CHART_KIND, _load_chart)
_cache: dict = {}


def load_haunt(path: str) -> Haunt:
    path = os.path.abspath(path)
    if path not in _cache:
        _cache[path] = load_file(path, expect_kind=HAUNT_KIND)
    return _cache[path]


def load_haunts() -> dict:
    """The shipped haunts by number; raises DataError."""
    return {h.number: h for h in (load_haunt(p) for p in HAUNT_FILES)}


def load_chart(path: str | None = None) -> dict:
    """The shipped chart as {room: {omen: haunt number}}; raises DataError."""
    path = os.path.abspath(path or CHART_FILE)
    if path not in _cache:
        _cache[path] = load_file(path, expect_kind=CHART_KIND)
    return {row.room: dict(row.haunts) for row in _cache[path].rows}
