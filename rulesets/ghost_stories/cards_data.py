"""Registers Ghost Stories rules YAML kinds (ghosts, villagers, setup) and compiles them to int tables."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from engine.data.registry import load_file, register_kind
from engine.data.schema import Bool, Ctx, Enum, Field, Int, ListOf, MapOf, Record, Str, check_unique

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
GHOSTS_FILE = os.path.join(HERE, "ghosts.yaml")
VILLAGERS_FILE = os.path.join(HERE, "villagers.yaml")
SETUP_FILE = os.path.join(HERE, "setup.yaml")

COLOURS = ("red", "yellow", "green", "blue", "black")
# Ghost effect keywords; the index is the opcode effects.py dispatches on (one handler each).
GHOST_EFFECTS = ("haunter", "tormentor", "devourer", "bring_ghost", "disable_power", "capture_die", "lose_qi",
                 "discard_tao_tokens", "gain_qi", "gain_tao", "gain_yinyang", "roll_curse_die")
YIN_EFFECTS = ("haunter", "tormentor", "devourer")
CURSES = ("remove_tao", "wufeng_from_box", "kill_visible_villager", "haunt_villager_tile", "bring_ghost",
          "remove_bottom_ghost", "lose_qi", "lose_move")
REWARDS = ("artifact", "buddhas_to_haunting_icons", "share_tao", "share_qi", "mystic_barrier")
ARTIFACTS = ("life_potion", "moon_dust", "scroll_of_unity", "fireworks", "shield_of_time", "vengeful_claw",
             "armour_of_the_just", "divine_sword")
DIFFICULTIES = ("initiation", "normal", "nightmare", "hell")


@dataclass
class Effect:
    effect: str
    n: int = 1
    colour: str = ""
    artifact: str = ""


@dataclass
class Ghost:
    id: str
    name: str
    colour: str = "black"
    requirement: object = 1
    entry: list = field(default_factory=list)
    yin: list = field(default_factory=list)
    exit: list = field(default_factory=list)
    needs_buddha: bool = False


@dataclass
class GhostFile:
    ghosts: list
    wu_fengs: list


@dataclass
class Family:
    id: str
    size: int
    curse: Effect
    reward: Effect


@dataclass
class VillagerFile:
    families: list


@dataclass
class Difficulty:
    id: str
    taoist_qi: int
    neutral_qi: int
    wu_fengs_small: int
    wu_fengs_large: int
    yin_yang: bool
    lose_haunted: int
    win_bonus: int


@dataclass
class Reserve:
    tao_per_colour: int
    moon_crystals: int
    qi: int
    buddhas: int


@dataclass
class PowerTokens:
    per_player: int
    solo: int


@dataclass
class SetupFile:
    difficulties: list
    white_moon_removed: int
    removed_by_players: list
    wu_feng_spacing: int
    reserve: Reserve
    power_tokens: PowerTokens
    wu_feng_score: list
    villagers_to_lose: int
    tao_die: list
    curse_die: list


def _effect(names):
    return Record(Effect, {"effect": Enum(*names), "n": Field(Int(min=1, max=5), 1),
                           "colour": Field(Enum(*COLOURS, "any"), ""), "artifact": Field(Enum(*ARTIFACTS), "")})


_GHOST_FIELDS = {"id": Str(), "name": Str(), "entry": Field(ListOf(_effect(GHOST_EFFECTS)), list),
                 "yin": Field(ListOf(_effect(YIN_EFFECTS), max_len=1), list),
                 "exit": Field(ListOf(_effect(GHOST_EFFECTS)), list)}
GHOST = Record(Ghost, {**_GHOST_FIELDS, "colour": Enum(*COLOURS), "requirement": Int(min=1, max=6)})
WU_FENG = Record(Ghost, {**_GHOST_FIELDS, "requirement": MapOf(Int(min=1, max=6), min_len=1),
                         "needs_buddha": Field(Bool(), False)})
GHOST_FILE = Record(GhostFile, {"kind": Field(Str(), None), "ghosts": ListOf(GHOST, min_len=1),
                                "wu_fengs": ListOf(WU_FENG, min_len=1)})


def _strip_kind(model_cls):
    def build(**kw):
        kw.pop("kind", None)
        return model_cls(**kw)
    build.__name__ = model_cls.__name__
    return build


GHOST_FILE.model = _strip_kind(GhostFile)
VILLAGER_FILE = Record(_strip_kind(VillagerFile), {"kind": Field(Str(), None), "families": ListOf(
    Record(Family, {"id": Str(), "size": Int(min=1, max=3), "curse": _effect(CURSES),
                    "reward": _effect(REWARDS)}), min_len=1)})
SETUP_FILE_SPEC = Record(_strip_kind(SetupFile), {
    "kind": Field(Str(), None),
    "difficulties": ListOf(Record(Difficulty, {
        "id": Enum(*DIFFICULTIES), "taoist_qi": Int(min=1), "neutral_qi": Int(min=0), "wu_fengs_small": Int(min=1),
        "wu_fengs_large": Int(min=1), "yin_yang": Bool(), "lose_haunted": Int(min=1, max=9),
        "win_bonus": Int(min=0)}), min_len=4, max_len=4),
    "white_moon_removed": Int(min=0), "removed_by_players": ListOf(Int(min=0), min_len=4, max_len=4),
    "wu_feng_spacing": Int(min=1),
    "reserve": Record(Reserve, {"tao_per_colour": Int(min=1), "moon_crystals": Int(min=0), "qi": Int(min=1),
                                "buddhas": Int(min=0)}),
    "power_tokens": Record(PowerTokens, {"per_player": Int(min=0), "solo": Int(min=0)}),
    "wu_feng_score": ListOf(Int(), min_len=4, max_len=4), "villagers_to_lose": Int(min=1),
    "tao_die": ListOf(Enum(*COLOURS, "white"), min_len=6, max_len=6),
    "curse_die": ListOf(Enum("nothing", "haunting", "ghost", "discard_tao", "lose_qi"), min_len=6, max_len=6)})


def _load_ghosts(root, ctx: Ctx, path):
    model = GHOST_FILE.check(root, ctx, "")
    if not isinstance(model, GhostFile):
        return None
    check_unique(ctx, model.ghosts + model.wu_fengs, "id", "ghosts")
    for i, wf in enumerate(model.wu_fengs):
        bad = [c for c in wf.requirement if c not in COLOURS]
        if bad:
            ctx.error_at(wf, "requirement", f"wu_fengs[{i}].requirement", f"unknown colour {bad[0]!r}")
        wf.colour = "black"
    return model


def _load_villagers(root, ctx, path):
    model = VILLAGER_FILE.check(root, ctx, "")
    if not isinstance(model, VillagerFile):
        return None
    check_unique(ctx, model.families, "id", "families")
    for i, fam in enumerate(model.families):
        if fam.reward.effect == "artifact" and not fam.reward.artifact:
            ctx.error_at(fam.reward, None, f"families[{i}].reward", "an artifact reward must name its artifact")
    if sum(f.size for f in model.families) != 24:
        ctx.error_at(model.families[0], None, "families", "family sizes must add up to 24 villagers (G-G.5)")
    return model


def _load_setup(root, ctx, path):
    model = SETUP_FILE_SPEC.check(root, ctx, "")
    if not isinstance(model, SetupFile):
        return None
    if [d.id for d in model.difficulties] != list(DIFFICULTIES):
        ctx.error_at(model.difficulties[0], None, "difficulties", f"expected the order {', '.join(DIFFICULTIES)}")
    return model


register_kind("gs_ghosts", _load_ghosts)
register_kind("gs_villagers", _load_villagers)
register_kind("gs_setup", _load_setup)

# board.yaml is included: the rules take their geometry, tile kinds and powers from it.
DATA_FILES = [GHOSTS_FILE, VILLAGERS_FILE, SETUP_FILE, os.path.join(HERE, "board.yaml")]


class Tables:
    """Everything the hot path needs, as tuples indexed by small ints (card index, family index...)."""

    def __init__(self, ghosts: GhostFile, villagers: VillagerFile, setup: SetupFile):
        cards = ghosts.ghosts + ghosts.wu_fengs
        self.n_regular = len(ghosts.ghosts)
        self.card_id = tuple(c.id for c in cards)
        self.card_name = tuple(c.name for c in cards)
        self.colour = tuple(COLOURS.index(c.colour) for c in cards)
        self.is_wf = tuple(i >= self.n_regular for i in range(len(cards)))
        self.needs_buddha = tuple(c.needs_buddha for c in cards)
        reqs = []
        for c in cards:
            r = [0] * 5
            if isinstance(c.requirement, dict):
                for col, n in c.requirement.items():
                    r[COLOURS.index(col)] += n
            else:
                r[COLOURS.index(c.colour)] = c.requirement
            reqs.append(tuple(r))
        self.req = tuple(reqs)
        comp = lambda effs: tuple((GHOST_EFFECTS.index(e.effect), e.n, _col(e.colour)) for e in effs)
        self.entry = tuple(comp(c.entry) for c in cards)
        self.yin = tuple(comp(c.yin) for c in cards)
        self.exit = tuple(comp(c.exit) for c in cards)
        self.disables = tuple(any(e[0] == 4 for e in x) for x in self.entry)
        fams = villagers.families
        self.family_id = tuple(f.id for f in fams)
        self.family_size = tuple(f.size for f in fams)
        self.family_curse = tuple((CURSES.index(f.curse.effect), f.curse.n, _col(f.curse.colour)) for f in fams)
        self.family_reward = tuple((REWARDS.index(f.reward.effect), f.reward.n,
                                    ARTIFACTS.index(f.reward.artifact) if f.reward.artifact else -1) for f in fams)
        vf = []
        for i, f in enumerate(fams):
            vf += [i] * f.size
        self.villager_family = tuple(vf)
        self.setup = setup
        self.difficulties = setup.difficulties
        self.tao_die = tuple(5 if f == "white" else COLOURS.index(f) for f in setup.tao_die)
        self.curse_die = tuple(("nothing", "haunting", "ghost", "discard_tao", "lose_qi").index(f)
                               for f in setup.curse_die)


def _col(name):
    return COLOURS.index(name) if name in COLOURS else (-1 if name in ("", "any") else -2)


_TABLES = None


def tables() -> Tables:
    """Load (once per process) and compile the three rules files; DataError lists every problem."""
    global _TABLES
    if _TABLES is None:
        _TABLES = Tables(load_file(GHOSTS_FILE, "gs_ghosts"), load_file(VILLAGERS_FILE, "gs_villagers"),
                         load_file(SETUP_FILE, "gs_setup"))
    return _TABLES
