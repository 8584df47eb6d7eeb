"""The card tables the rules read: cards_data's compiled tables, with every effect named by its YAML keyword."""
from __future__ import annotations

from rulesets.ghost_stories.cards_data import ARTIFACTS, CURSES, GHOST_EFFECTS, REWARDS
from rulesets.ghost_stories.cards_data import tables as compiled_tables

# The curse die's faces as keywords (setup.yaml lists them; cards_data compiles them to these indexes).
CURSE_FACES = ("nothing", "haunting", "ghost", "discard_tao", "lose_qi")


class CardTables:
    """Everything Tables holds (tuples indexed by card, family or villager number), except that ghost symbols,
    family curses, family rewards and curse-die faces are keyword strings, looked up in the handler
    registries of rules/tasks.py. Built once per process from cards_data.tables(); never part of a state.
    Its tables are plain instance attributes and the class has no __getattr__, so a read such as TABLES.colour
    is the interpreter's fast attribute read (the rules read these tables at almost every step)."""

    def __init__(self, compiled=None):
        if compiled is not None:
            self._fill(compiled)

    def _fill(self, compiled) -> None:
        for name, value in vars(compiled).items():
            setattr(self, name, value)
        named = lambda effects: tuple((GHOST_EFFECTS[op], n, colour) for op, n, colour in effects)
        self.entry = tuple(named(e) for e in compiled.entry)
        self.yin = tuple(named(e) for e in compiled.yin)
        self.exit = tuple(named(e) for e in compiled.exit)
        self.family_curse = tuple((CURSES[op], n, colour) for op, n, colour in compiled.family_curse)
        self.family_reward = tuple((REWARDS[op], n, art) for op, n, art in compiled.family_reward)
        self.curse_die = tuple(CURSE_FACES[face] for face in compiled.curse_die)
        self.artifact_names = ARTIFACTS
        # Per card, read through a ghost space's card; an empty space holds -1 and so reads the last entry.
        # Su-Ling may stand on a space with no ghost or a regular one, never a Wu-Feng's (G-11.1):
        self.suling_may_stand_with = tuple(not wu_feng for wu_feng in compiled.is_wf) + (True,)


class CardTablesNotLoaded(CardTables):
    """TABLES before its first read. The first read loads the data files (so a bad YAML file is reported by the
    loader, not at import), fills the tables and turns the object into a plain CardTables: every later read
    finds a plain attribute, with no __getattr__ on the class to slow it down."""

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        load(self)
        return getattr(self, name)


def load(tables: CardTables) -> None:
    """Fill a not yet loaded TABLES from the data files, once."""
    if type(tables) is CardTablesNotLoaded:
        tables._fill(compiled_tables())
        tables.__class__ = CardTables
        # The class switch leaves the tables in a dict that shares its keys with the old class (a split dict), and
        # CPython 3.11's specialised attribute read misses on such a dict at every read and falls back to the slow
        # lookup. An ordinary dict holding the same tables is read on the fast path.
        tables.__dict__ = dict(vars(tables))


# The rules read the tables as TABLES.colour[card], TABLES.yin[card], ...: filled on the first read.
TABLES: CardTables = CardTablesNotLoaded()


def card_tables() -> CardTables:
    """The keyword tables, loaded on first use (so a bad YAML file is reported by the loader, not at import)."""
    load(TABLES)
    return TABLES
