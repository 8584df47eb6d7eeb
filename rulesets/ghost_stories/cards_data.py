"""Registers Ghost Stories rules YAML kinds (ghosts, villagers, setup) and compiles them to int tables."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import os
from typing import Annotated

from msgspec import Meta

from engine.data import Ctx, Int, ListOf, Name, OneOf, Record, Words, check_unique, englished, load_file, read, register_kind

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
CURSE_DIE_FACES = ("nothing", "haunting", "ghost", "discard_tao", "lose_qi")

Colour = OneOf(COLOURS)
Count = Int(ge=1, le=5)
DieCount = Int(ge=1, le=6)
# an effect's colour: a ghost colour or "any"; left out it is "" (none given)
EffectColour = OneOf(COLOURS + ("any",))
Artifact = OneOf(ARTIFACTS)


# One Struct per effect family: the keyword sets differ, the parameters are the same.
class GhostEffect(Record):
    label = "Effect"
    effect: OneOf(GHOST_EFFECTS)
    n: Count = 1
    colour: EffectColour = ""
    artifact: Artifact = ""


class YinEffect(GhostEffect):
    effect: OneOf(YIN_EFFECTS)


class Curse(GhostEffect):
    effect: OneOf(CURSES)


class Reward(GhostEffect):
    effect: OneOf(REWARDS)


Effect = GhostEffect


class Ghost(Record):
    id: Name
    name: Words
    colour: Colour
    requirement: DieCount
    entry: list[GhostEffect] = []
    yin: ListOf(YinEffect, max=1) = []
    exit: list[GhostEffect] = []
    needs_buddha: bool = False


class WuFeng(Record):
    """A Wu-Feng: its requirement names dice of several colours."""
    label = "Ghost"
    id: Name
    name: Words
    requirement: Annotated[dict[str, DieCount], Meta(min_length=1)]
    entry: list[GhostEffect] = []
    yin: ListOf(YinEffect, max=1) = []
    exit: list[GhostEffect] = []
    needs_buddha: bool = False
    colour: str = "black"


class GhostFile(Record):
    ghosts: ListOf(Ghost, min=1)
    wu_fengs: ListOf(WuFeng, min=1)
    kind: Name | None = None


class Family(Record):
    id: Name
    size: Int(ge=1, le=3)
    curse: Curse
    reward: Reward


class VillagerFile(Record):
    families: ListOf(Family, min=1)
    kind: Name | None = None


class Difficulty(Record):
    id: OneOf(DIFFICULTIES)
    taoist_qi: Int(ge=1)
    neutral_qi: Int(ge=0)
    wu_fengs_small: Int(ge=1)
    wu_fengs_large: Int(ge=1)
    yin_yang: bool
    lose_haunted: Int(ge=1, le=9)
    win_bonus: Int(ge=0)


class Reserve(Record):
    tao_per_colour: Int(ge=1)
    moon_crystals: Int(ge=0)
    qi: Int(ge=1)
    buddhas: Int(ge=0)


class PowerTokens(Record):
    per_player: Int(ge=0)
    solo: Int(ge=0)


class SetupFile(Record):
    difficulties: ListOf(Difficulty, min=4, max=4)
    white_moon_removed: Int(ge=0)
    removed_by_players: ListOf(Int(ge=0), min=4, max=4)
    wu_feng_spacing: Int(ge=1)
    reserve: Reserve
    power_tokens: PowerTokens
    wu_feng_score: ListOf(int, min=4, max=4)
    villagers_to_lose: Int(ge=1)
    tao_die: ListOf(OneOf(COLOURS + ("white",)), min=6, max=6)
    curse_die: ListOf(OneOf(CURSE_DIE_FACES), min=6, max=6)
    kind: Name | None = None


def _load_ghosts(root, ctx: Ctx, path):
    model = read(root, GhostFile, ctx)
    if model is None:
        return None
    check_unique(ctx, model.ghosts + model.wu_fengs, "id", "ghosts")
    for i, wf in enumerate(model.wu_fengs):
        bad = [c for c in wf.requirement if c not in COLOURS]
        if bad:
            ctx.error_at(wf, "requirement", f"wu_fengs[{i}].requirement", f"unknown colour {bad[0]!r}")
        wf.colour = "black"
    return englished(model)


def _load_villagers(root, ctx, path):
    model = read(root, VillagerFile, ctx)
    if model is None:
        return None
    check_unique(ctx, model.families, "id", "families")
    for i, fam in enumerate(model.families):
        if fam.reward.effect == "artifact" and not fam.reward.artifact:
            ctx.error_at(fam.reward, None, f"families[{i}].reward", "an artifact reward must name its artifact")
    if sum(f.size for f in model.families) != 24:
        ctx.error_at(model.families[0], None, "families", "family sizes must add up to 24 villagers (G-G.5)")
    return model


def _load_setup(root, ctx, path):
    model = read(root, SetupFile, ctx)
    if model is None:
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
        self.curse_die = tuple(CURSE_DIE_FACES.index(f)
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
