"""Playing Ghost Stories: its own setup scene (players, names, who the computer plays, difficulty, solo
variant), then the play shell around the Ghost Stories board view, the heuristic bot on the computer seats."""
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
    """chooser(session, seat) -> action for the play shell's computer seats: the heuristic bot.

    The bot reads a rules state. It is given the seat's view when it says it can read one (`reads_views`);
    today's bot cannot (it needs the hidden deck's cards to look ahead), so it gets a copy of the state, and
    never learns the deck order or face-down villagers from it: its look-ahead reshuffles both (G-H.2)."""
    from rulesets.ghost_stories.bot import Bot
    bot = Bot(seed)

    def choose(session, seat):
        if getattr(bot, "reads_views", False):
            return bot.choose(session.view(seat), seat)
        return bot.choose(session.ruleset.clone(session.state), seat)
    return choose


PLAY = GamePlay(game="ghost_stories", title=N_("Ghost Stories: White Moon"), rules=rules, board_view=board_view,
                setup_scene=setup_scene, start_args=config_and_seed, ai_chooser=ai_chooser)
GAME, TITLE = PLAY.game, PLAY.title
make_play, board_scene, render_final = PLAY.make_play, PLAY.board_scene, PLAY.render_final


def new_session(options: dict, autosave=True):
    """A GameSession for the setup scene's options (players, variant, difficulty, names, ai_seats, seed)."""
    return PLAY.new_session(*config_and_seed(options), autosave)
