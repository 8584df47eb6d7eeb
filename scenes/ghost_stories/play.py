"""Playing Ghost Stories: its own setup scene (players, names, who the computer plays, difficulty, solo
variant), then the play shell around the Ghost Stories board view, the advisor on the computer seats."""
from __future__ import annotations

from engine.i18n import N_
from engine.play.entry import GamePlay
from rulesets.ghost_stories import rules


def board_view():
    from scenes.ghost_stories.board_view import GhostStoriesBoardView
    return GhostStoriesBoardView()


def setup_scene(players=None, seed=None, variant=None):
    from scenes.ghost_stories.setup import GhostStoriesSetupScene
    return GhostStoriesSetupScene(None, players=players, seed=seed, variant=variant)


def config_and_seed(options: dict) -> tuple[dict, object]:
    """The setup scene's options (players, variant, difficulty, names, ai_seats, seed) -> (config, seed)."""
    config = rules.INFO.default_config(options.get("players") or 1)
    if options.get("variant"):
        config["variant"] = options["variant"]
    config["difficulty"] = options.get("difficulty") or "normal"
    if options.get("names"):
        config["names"] = list(options["names"])
    if options.get("ai_seats"):
        # the seats the computer plays: the rules ignore this key, the play shell reads it
        config["ai_seats"] = sorted(int(s) for s in options["ai_seats"])
    return config, options.get("seed")


def ai_chooser(seed: int):
    """chooser(session, seat) -> action for the play shell's computer seats: the advisor (the hint's search),
    from that seat's view only (G-H.2), with its fixed budget of simulated steps, so a decision takes the same
    futures on any machine (about 0.2 s of one core)."""
    from rulesets.ghost_stories.advisor import advise

    def choose(session, seat):
        view = session.view(seat)
        return advise(view, seat, seed=seed * 7919 + view.board_turns * 31 + len(session.actions)).action
    return choose


PLAY = GamePlay(game="ghost_stories", title=N_("Ghost Stories: White Moon"), rules=rules, board_view=board_view,
                setup_scene=setup_scene, start_args=config_and_seed, ai_chooser=ai_chooser)
GAME, TITLE = PLAY.game, PLAY.title
make_play, board_scene, render_final = PLAY.make_play, PLAY.board_scene, PLAY.render_final


def new_session(options: dict, autosave=True):
    """A GameSession for the setup scene's options (players, variant, difficulty, names, ai_seats, seed)."""
    return PLAY.new_session(*config_and_seed(options), autosave)
