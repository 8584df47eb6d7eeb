"""Test helpers: the menu and the play, setup and preview screens of the games in positions a player meets, for the
label-fit tests and for PNGs to look at (run this module: it writes PNGs at the three window sizes)."""
from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine.i18n import N_  # noqa: E402
from engine.ui.app import App  # noqa: E402

SIZES = ((960, 600), (1280, 800), (1920, 1080))


def _ninja_session(side: str, steps: int, seed: int = 7):
    """A two-player Ninja game played by the bots for about `steps` actions, stopped with `side` (guards or
    intruders) at the screen and its hand-off confirmed."""
    from rulesets.ninja.bots import Bot
    from scenes.ninja import play
    session = play.new_session({"players": 2}, seed, autosave=False)
    bot = Bot(seed)
    done = 0
    while not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        guards = seat in session.state.guard_seats
        if done >= steps and guards == (side == "guards"):
            return session
        session.apply(bot.decide(session.view(seat), seat, session.legal_actions(seat)))
        done += 1
    raise AssertionError("the game ended before the position was reached")


def _ghost_session(players: int, steps: int, seed: int = 2):
    from rulesets.ghost_stories.bot import Bot
    from scenes.ghost_stories import play
    session = play.new_session({"players": players, "seed": seed}, autosave=False)
    bot = Bot(seed)
    for _ in range(steps):
        if session.is_over:
            break
        seat = session.pending.seat
        session.apply(bot.choose(session.ruleset.clone(session.state), seat))
    return session


def ghost_stories_solo():
    from scenes.ghost_stories import play
    return play.board_scene(_ghost_session(1, 12), animate=False, show_results=False)


def ghost_stories_four():
    from scenes.ghost_stories import play
    return play.board_scene(_ghost_session(4, 14), animate=False, show_results=False)


def ninja_guards():
    from scenes.ninja import play
    return play.board_scene(_ninja_session("guards", 60), animate=False, show_results=False)


def ninja_intruders():
    from scenes.ninja import play
    return play.board_scene(_ninja_session("intruders", 60), animate=False, show_results=False)


def ninja_setup():
    from scenes.ninja import play
    return play.make_play(players=2, seed=5, variant="lone_wolf")


def ghost_stories_setup():
    from scenes.ghost_stories import play
    return play.make_play(players=4, seed=5)


def _mice_session(players: int, steps: int, seed: int = 3):
    """A Mice and Mystics chapter played by the hint's player for about `steps` actions."""
    from rulesets.mice_and_mystics import bots
    from scenes.mice_and_mystics import play
    session = play.new_session({"players": players, "chapter": "down_the_drain"}, seed, autosave=False)
    for _ in range(steps):
        if session.is_over:
            break
        seat = session.pending.seat
        session.apply(bots.decide(session.view(seat), session.legal_actions(seat)))
    return session


def mice_solo():
    from scenes.mice_and_mystics import play
    return play.board_scene(_mice_session(1, 12), animate=False, show_results=False)


def mice_four():
    from scenes.mice_and_mystics import play
    return play.board_scene(_mice_session(4, 30), animate=False, show_results=False)


def mice_setup():
    from scenes.mice_and_mystics import play
    return play.make_play(players=4, seed=5)


def _betrayal_session(players: int, steps: int, seed: int):
    """A Betrayal game played at random for `steps` actions, its hand-off confirmed."""
    import random

    from scenes.betrayal import play
    session = play.new_session(play.rules.INFO.check_config(play.rules.INFO.default_config(players)), seed,
                               autosave=False)
    pick = random.Random(seed)
    for _ in range(steps):
        if session.handoff is not None:
            session.confirm_handoff()
        if session.is_over:
            break
        session.apply(pick.choice(session.legal_actions(session.pending.seat)), seat=session.pending.seat)
    if session.handoff is not None:
        session.confirm_handoff()
    return session


def betrayal_explore():
    from scenes.betrayal import play
    return play.board_scene(_betrayal_session(4, 60, 3), animate=False, show_results=False)


def betrayal_haunt():
    """A three-player game 150 random actions in: the haunt has begun (seed 17 had not reached it)."""
    from scenes.betrayal import play
    session = _betrayal_session(3, 150, 5)
    assert session.state.haunt is not None and not session.is_over, "the position is no longer in the haunt"
    return play.board_scene(session, animate=False, show_results=False)


def betrayal_setup():
    from scenes.betrayal import play
    return play.make_play(players=4, seed=5)


def ghost_stories_preview():
    from scenes.ghost_stories.preview import make_preview
    return make_preview(seed=1)


def menu():
    import games
    from engine.play.menu import MenuScene
    return MenuScene(games.GAMES)


SCREENS = {
    "menu": menu,
    "ghost_stories_preview": ghost_stories_preview,
    "betrayal_explore": betrayal_explore,
    "betrayal_haunt": betrayal_haunt,
    "betrayal_setup": betrayal_setup,
    "ghost_stories_solo": ghost_stories_solo,
    "ghost_stories_four": ghost_stories_four,
    "ninja_guards": ninja_guards,
    "ninja_intruders": ninja_intruders,
    "ninja_setup": ninja_setup,
    "ghost_stories_setup": ghost_stories_setup,
    "mice_solo": mice_solo,
    "mice_four": mice_four,
    "mice_setup": mice_setup,
}


def _then(make, method: str):
    """A play screen that, once shown, calls its `method` (what a key or a button would open over it)."""
    def screen():
        scene = make()
        scene.after_push = getattr(scene, method)
        return scene
    return screen


def _with_help(make):
    """A play screen with its F1 rules help open over it (the page for the phase at hand)."""
    return _then(make, "open_help")


def results():
    """The results screen of a Ghost Stories win, worded by its own rules (reason and score lines: G-17)."""
    from engine.play.results import ResultsScene
    session = _ghost_session(4, 14)
    state = session.ruleset.clone(session.state)
    state.result, state.reason = "win", "every Wu-Feng is exorcised (G-10.20)"  # as exorcism.py writes it
    return ResultsScene(session.ruleset.outcome(state), title=N_("Ghost Stories: White Moon"), on_new_game=lambda: None,
                        on_replay=lambda: None, on_menu=lambda: None)


def _preview(module):
    def screen():
        import importlib
        return importlib.import_module(f"scenes.{module}.preview").make_preview(seed=1)
    return screen


def ninja_handoff():
    """A Ninja game stopped at a hand-off: the play shell shows 'Pass the laptop to' with the next side's name."""
    from rulesets.ninja.bots import Bot
    from scenes.ninja import play
    session = play.new_session({"players": 2, "names": ["Ann", ""]}, 7, autosave=False)
    bot = Bot(7)
    while session.handoff is None or len(session.actions) < 20:
        if session.handoff is not None:
            session.confirm_handoff()
        session.apply(bot.decide(session.view(session.pending.seat), session.pending.seat,
                                 session.legal_actions(session.pending.seat)))
    scene = play.board_scene(session, animate=False, show_results=False)

    def ready():     # past the gate's pause: "Press Enter or click the button", what the next player reads
        scene.update(0.0)
        scene.handoff_screen.gate.opened_at -= 60
    scene.after_push = ready
    return scene


def _betrayal_secret(which: str, opened: bool):
    """Betrayal's haunt box button `which` pressed during the haunt: its gate, or (`opened`) the text behind it."""
    def screen():
        from scenes.betrayal import secrets
        scene = betrayal_haunt()

        def after():
            secrets.open_panel(scene, which)
            if opened:
                scene.app.stack.top.show()
        scene.after_push = after
        return scene
    return screen


def betrayal_haunts():
    """Betrayal's haunt browser: every haunt's page."""
    from scenes.betrayal.haunt_browser import HauntBrowser
    return HauntBrowser()


def _mice_key_open():
    """Mice and Mystics with the mouse on the key tab: what the marks on the tiles mean, open over the table."""
    scene = mice_four()

    def hover_key():
        scene.app.frame(1 / 60)      # the key tab is placed when the table is first drawn
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.board.key_rect.center, rel=(0, 0),
                                              buttons=(0, 0, 0)))
    scene.after_push = hover_key
    return scene


def _with_replay(make):
    """A play screen with the game so far replayed over it (the results' Replay, an older save's Watch)."""
    return _then(make, "replay")


def upgrade_note():
    """What an older Lantern's save says when today's rules replay it only part of the way."""
    from engine.play.upgrade_note import UpgradeNoteScene
    from engine.rules.saves import Upgrade
    return UpgradeNoteScene(Upgrade(saved=212, replayed=57, cause="rules", detail="").words(), on_watch=lambda: None)


def carry_choices():
    """Between two Mice and Mystics chapters: what each mouse keeps of the search cards it found (M-20.2)."""
    from engine.i18n import T
    from engine.play.carry_choices import CarryChoicesScene
    from rulesets.mice_and_mystics import rules, story
    session = _mice_session(4, 30)
    state = session.ruleset.clone(session.state)
    kinds = {}
    for card in story.search_deck().cards:
        kinds.setdefault(card.kind, card.name)
    for mouse, kind in zip(state.mice, ("weapon", "armour", "accessory", "scroll")):
        mouse["backpack"] = [kinds[kind], kinds["weapon"]] if kind != "weapon" else [kinds[kind]]
    choices = rules.campaign_choices(state, {})
    assert len(choices) == len(state.mice), "a mouse has nothing to keep: the screen would be a short one"
    return CarryChoicesScene(choices, lambda chosen: None, heading=T("{chapter} is won", chapter="Down the Drain"),
                             note=rules.campaign_carry_note)


def _a_campaign() -> None:
    """A two-player Mice and Mystics campaign in the data folder: a row of the Campaigns list."""
    import games
    from engine.rules import campaigns
    campaigns.new_campaign(next(g for g in games.GAMES if g.id == "mice_and_mystics").rules(), players=2)


def _saved_games() -> None:
    """Two saved games in the data folder: a Ninja game under way and a Mice chapter (the Load list's rows)."""
    from engine.rules import saves
    from engine.userdata import data_dir
    folder = os.path.join(data_dir(), "saves")
    os.makedirs(folder, exist_ok=True)
    saves.save(_ninja_session("intruders", 40), os.path.join(folder, "ninja-20261126-101500.json"))
    saves.save(_mice_session(2, 12), os.path.join(folder, "mice_and_mystics-20261126-111500.json"))


def _ninja_to_the_end(seed: int = 3):
    """A two-player Ninja game the bots played to its end (a seat named in Chinese, as a player may type it)."""
    from rulesets.ninja.bots import Bot
    from scenes.ninja import play
    session = play.new_session({"players": 2, "names": ["阿安", ""]}, seed, autosave=False)
    bot = Bot(seed)
    while not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        session.apply(bot.decide(session.view(seat), seat, session.legal_actions(seat)), seat=seat)
    return session


def ninja_results():
    """The results of a whole Ninja game as the shell shows them: the winner, why, what was secret (each path)."""
    from scenes.ninja import play
    return play.board_scene(_ninja_to_the_end(), animate=False, show_results=True)


def _a_finished_game() -> None:
    """A Ninja game played to its end, kept in the finished folder (a Finished games row)."""
    from engine.rules import saves
    session = _ninja_to_the_end()
    os.makedirs(saves.finished_dir(), exist_ok=True)
    saves.save(session, os.path.join(saves.finished_dir(), "ninja-20261126-121500.json"))


def _menu_with(opener: str, fill=None):
    """The menu with one of its lists or questions open over it (Campaigns, Finished games, Load, Quit?); `fill`
    writes what the list shows into a data folder of its own (the list reads it once, when it opens)."""
    def screen():
        scene = menu()

        def after():
            kept = os.environ.get("LANTERN_DATA_DIR")
            os.environ["LANTERN_DATA_DIR"] = tempfile.mkdtemp(prefix="lantern-screen-")
            try:
                if fill is not None:
                    fill()
                getattr(scene, opener)()
            finally:
                if kept is None:
                    del os.environ["LANTERN_DATA_DIR"]
                else:
                    os.environ["LANTERN_DATA_DIR"] = kept
        scene.after_push = after
        return scene
    return screen


# the other screens a player meets: each game's preview, its F1 rules help over the board, the results screen,
# the hand-off and secret gates, the haunt browser and the menu's lists and question
# (measured by test_ui_scale_fit.py in every language, size and scale)
MORE_SCREENS = {
    "ninja_preview": _preview("ninja"),
    "betrayal_preview": _preview("betrayal"),
    "mice_preview": _preview("mice_and_mystics"),
    "ghost_stories_help": _with_help(ghost_stories_four),
    "ninja_help": _with_help(ninja_guards),
    "betrayal_help": _with_help(betrayal_haunt),
    "mice_help": _with_help(mice_four),
    "results": results,
    "ninja_handoff": ninja_handoff,
    "betrayal_haunt_gate": _betrayal_secret("haunt", False),
    "betrayal_haunt_text": _betrayal_secret("haunt", True),
    "betrayal_haunts": betrayal_haunts,
    "menu_campaigns": _menu_with("open_campaigns", _a_campaign),
    "menu_finished": _menu_with("open_finished", _a_finished_game),
    "menu_load": _menu_with("open_load", _saved_games),
    "menu_quit": _menu_with("ask_quit"),
    "ninja_replay": _with_replay(ninja_intruders),
    "mice_replay": _with_replay(mice_four),
    "upgrade_note": upgrade_note,
    "carry_choices": carry_choices,
    "ninja_results": ninja_results,
    "mice_key_open": _mice_key_open,
}


def _catalog_words() -> set:
    """Every message and translation of the catalogs: words whole as written, though some end in "…" ("Load a
    saved game…" opens a list)."""
    from engine import i18n
    words = set()
    for code in ("zh-Hant", "zh-Hans"):
        catalog = i18n._load(code)
        while catalog is not None:
            for msgid, msgstr in getattr(catalog, "_catalog", {}).items():
                words.update(m for m in (msgid if isinstance(msgid, tuple) else (msgid,), msgstr) for m in
                             (m if isinstance(m, tuple) else (m,)) if isinstance(m, str))
            catalog = getattr(catalog, "_fallback", None)
    return words


_WHOLE: set = set()


def cut_short(text: str) -> bool:
    """Whether a label's words end cut short with "…" (not a message that ends with one)."""
    if not text.rstrip().endswith("…"):
        return False
    if not _WHOLE:
        _WHOLE.update(_catalog_words())
    return text.strip() not in _WHOLE


def shown(make_scene, size):
    """(app, scene) with the scene pushed and every animation (the turn banner) run out, drawn once more
    by the caller."""
    app = App(size=size, headless=True)
    scene = make_scene()
    app.push(scene)
    after = getattr(scene, "after_push", None)    # a screen opened over the scene (its rules help)
    if after is not None:
        after()
    for _ in range(600):
        app.frame(1 / 30)
        if not app.animating():
            break
    return app, scene


def main(out_dir: str) -> None:
    os.makedirs(out_dir, exist_ok=True)
    for name, make in SCREENS.items():
        for size in SIZES:
            app, _ = shown(make, size)
            app.frame(1 / 60)
            pygame.image.save(app.screen, os.path.join(out_dir, f"{name}-{size[0]}x{size[1]}.png"))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/label_screens")
