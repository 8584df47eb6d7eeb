"""THE registry of Lantern's games: id -> title, rules, scenes and data. Everything else asks here.

It sits above everything: it names rulesets and scenes, and `cli` hands it to the engine (menu, saves,
simulate, replay), which never imports it. Modules are imported only when a game is opened, so the menu
starts fast; each import is written out plainly, never built from a string.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

from engine.i18n import N_
from engine.rules.api import check_ruleset

ROOT = os.path.dirname(os.path.abspath(__file__))


@dataclass(frozen=True)
class Game:
    """One game: how to reach its rules (None while not playable), its scenes and its data.

    Only id and title are required: a game with no YAML has no load_data (and needs no data/ folder),
    a game with no board preview has no load_preview (the menu shows no Preview button for it)."""
    id: str
    title: str
    load_data: Callable[[], object] | None = None      # imports the data models, registering their YAML kinds
    load_preview: Callable[[], object] | None = None   # the scenes module with make_preview(seed=, layout=)
    load_rules: Callable[[], object] | None = None
    load_play: Callable[[], object] | None = None   # the scenes module with make_play(...)/render_final(...)
    load_bots: Callable[[], dict] | None = None      # AI seats: name -> chooser(seed), for `simulate --bot`
    extra: tuple | None = None    # (label, tooltip, make_scene): a menu button of the game's own (a haunt browser)
    load_words: Callable[[], None] | None = None   # adds the YAML names a save's summary may name, for the menu's lists

    @property
    def data_dir(self) -> str:
        return os.path.join(ROOT, "rulesets", self.id, "data")

    @property
    def has_data(self) -> bool:
        """True when the game ships a data/ folder of YAML (validated by `lantern validate`)."""
        return os.path.isdir(self.data_dir)

    @property
    def has_preview(self) -> bool:
        return self.load_preview is not None

    @property
    def playable(self) -> bool:
        """On the menu: rules and a play screen. Rules alone (a game whose play screen is still being built)
        are enough for `lantern simulate` and the rules tests."""
        return self.load_rules is not None and self.load_play is not None

    def rules(self):
        """The rules module (checked against engine.rules.api.Ruleset), or None while not playable."""
        if self.load_rules is None:
            return None
        module = self.load_rules()
        problems = check_ruleset(module)
        if problems:
            raise TypeError(f"{self.id} rules do not satisfy the rules API: {'; '.join(problems)}")
        return module


# ---- the lazy imports, one function each -------------------------------------------------------------

def _ninja_data():
    from rulesets.ninja import data
    return data


def _ninja_preview():
    from scenes.ninja import preview
    return preview


def _ninja_rules():
    from rulesets.ninja import rules
    return rules


def _ninja_play():
    from scenes.ninja import play
    return play


def _ghost_stories_data():
    from rulesets.ghost_stories import data
    return data


def _ghost_stories_preview():
    from scenes.ghost_stories import preview
    return preview


def _ghost_stories_rules():
    from rulesets.ghost_stories import rules
    return rules


def _ghost_stories_play():
    from scenes.ghost_stories import play
    return play


def _ghost_stories_bots():
    from rulesets.ghost_stories.advisor import CHOOSERS
    return CHOOSERS


def _betrayal_data():
    from rulesets.betrayal import data
    return data


def _betrayal_preview():
    from scenes.betrayal import preview
    return preview


def _betrayal_rules():
    from rulesets.betrayal import rules
    return rules


def _betrayal_play():
    from scenes.betrayal import play
    return play


def _betrayal_bots():
    from scenes.betrayal.play import bots
    return bots()


def _betrayal_words():
    from rulesets.betrayal.title_words import add_title_words
    add_title_words()


def _betrayal_haunts():
    from scenes.betrayal.haunt_browser import HauntBrowser
    return HauntBrowser()


def _mice_data():
    from rulesets.mice_and_mystics import data
    return data


def _mice_preview():
    from scenes.mice_and_mystics import preview
    return preview


def _mice_rules():
    from rulesets.mice_and_mystics import rules
    return rules


def _mice_play():
    from scenes.mice_and_mystics import play
    return play


def _mice_bots():
    from rulesets.mice_and_mystics.bots import CHOOSERS
    return CHOOSERS


GAMES: tuple[Game, ...] = (
    Game("ninja", N_("Ninja: Legend of the Scorpion Clan"), _ninja_data, _ninja_preview, _ninja_rules, _ninja_play),
    Game("ghost_stories", N_("Ghost Stories: White Moon"), _ghost_stories_data, _ghost_stories_preview,
         _ghost_stories_rules, _ghost_stories_play, _ghost_stories_bots),
    Game("betrayal", N_("Betrayal at House on the Hill"), _betrayal_data, _betrayal_preview, _betrayal_rules,
         _betrayal_play, _betrayal_bots,
         extra=(N_("Haunts"), N_("Read any haunt's setup and the heroes' text (never a traitor's tome)"), _betrayal_haunts),
         load_words=_betrayal_words),
    Game("mice_and_mystics", N_("Mice and Mystics"), _mice_data, _mice_preview, _mice_rules, _mice_play, _mice_bots),
)
BY_ID = {g.id: g for g in GAMES}
IDS = tuple(BY_ID)


def get(game_id: str) -> Game:
    return BY_ID[game_id]


def register_data_kinds() -> None:
    """Import every game's data models so each YAML `kind:` has its loader."""
    for g in GAMES:
        if g.load_data is not None:
            g.load_data()


def shipped_data_paths() -> list[str]:
    """The data/ folder of every game that has one (a game without YAML has none)."""
    return [g.data_dir for g in GAMES if g.has_data]


def rules_for(game_id: str):
    """The rules module of a registered, playable game, or None (what saves and replay resolve with)."""
    game = BY_ID.get(game_id)
    return game.rules() if game is not None else None


def preview_scene(game_id: str, seed=None, layout=None):
    """The board preview scene of a game (the menu's Preview and `lantern preview`); None if it has none."""
    game = get(game_id)
    if game.load_preview is None:
        return None
    return game.load_preview().make_preview(seed=seed, layout=layout)
