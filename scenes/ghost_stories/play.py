"""Entry points for playing Ghost Stories: make_play() (setup or resume) and render_final() for replays."""
from __future__ import annotations

from engine.play.entry import computer_seats, new_game_from, render_scene_png, resume_or_setup, session_for
from rulesets.ghost_stories import rules as ghost_stories_rules

GAME = "ghost_stories"


def rules():
    return ghost_stories_rules


def new_session(options: dict, autosave=True):
    """A GameSession for the setup scene's options (players, variant, difficulty, names, seed)."""
    mod = rules()
    config = mod.INFO.default_config(options.get("players") or 1)
    if options.get("variant"):
        config["variant"] = options["variant"]
    config["difficulty"] = options.get("difficulty") or "normal"
    if options.get("names"):
        config["names"] = list(options["names"])
    if options.get("ai_seats"):
        # the seats the computer plays: the rules ignore this key, the play shell reads it
        config["ai_seats"] = sorted(int(s) for s in options["ai_seats"])
    return session_for(GAME, mod, config, options.get("seed"), autosave)


TITLE = "Ghost Stories: White Moon"


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


def ai_seats_of(session, delay: float | None = None):
    """The play shell's computer seats from the config's "ai_seats" (None when people play every seat)."""
    return computer_seats(session, ai_chooser, delay)


def board_scene(session, animate: bool = True, show_results: bool = True, ai_delay: float | None = None):
    """The play shell around the Ghost Stories board view, with the computer seats of the config."""
    from engine.play.play_scene import PlayScene
    from scenes.ghost_stories.board_view import GhostStoriesBoardView
    scene = PlayScene(session, GhostStoriesBoardView(), title=TITLE, animate=animate, show_results=show_results,
                      save_prefix=GAME, ai_seats_for=lambda sess: ai_seats_of(sess, ai_delay))
    scene.on_new_game = lambda: new_game_from(scene, make_play)
    return scene


def make_play(players=None, seed=None, variant=None):
    """The first scene of a Ghost Stories game: the setup scene (prefilled from the CLI), or, for
    variant='resume' (the menu's Resume), the board scene of the autosaved game."""
    from scenes.ghost_stories.setup import GhostStoriesSetupScene
    if variant == "resume":
        return resume_or_setup(GAME, rules(), board_scene, lambda: GhostStoriesSetupScene(None), _starter)
    scene = GhostStoriesSetupScene(None, players=players, seed=seed, variant=variant)
    scene.on_start = _starter(scene)
    return scene


def _starter(setup_scene):
    def start(options):
        session = new_session(options)
        setup_scene.app.replace(board_scene(session))
    return start


def _as_session(session_or_state):
    """render_final takes a GameSession, or a bare rules state (wrapped read-only for drawing)."""
    if hasattr(session_or_state, "view") and hasattr(session_or_state, "ruleset"):
        return session_or_state
    return _FrozenSession(session_or_state)


class _FrozenSession:
    """Just enough of the GameSession surface to draw a finished (or any) state without playing on."""

    def __init__(self, state):
        self.ruleset = rules()
        self.game = GAME
        self.state = state
        self.config, self.seed, self.actions = {}, None, ()
        self.autosave = None
        self.viewer, self.handoff = None, None

    pending = property(lambda self: self.ruleset.pending(self.state))
    outcome = property(lambda self: self.ruleset.outcome(self.state))
    is_over = property(lambda self: self.outcome is not None)
    log = property(lambda self: self.ruleset.log(self.state))

    def view(self, seat):
        return self.ruleset.view(self.state, seat)

    def legal_actions(self, seat=None):
        return []

    def log_for(self, seat):
        return [e.text_for(seat) for e in self.log]

    def can_undo(self, steps=1):
        from engine.rules.session import Permission
        return Permission(False, "a replayed position cannot be changed")

    can_redo = can_undo

    def subscribe(self, fn):
        pass

    def seat_name(self, seat):
        return self.ruleset.seat_name(self.state, seat)

    def describe(self, action):
        fn = getattr(self.ruleset, "describe_action", None)
        return fn(self.state, action) if fn else " ".join(str(v) for v in action)


def render_final(session_or_state, size, path) -> None:
    """Draw a game position (a session's current state, or a state) to a PNG, for `main.py replay --png`."""
    render_scene_png(lambda: board_scene(_as_session(session_or_state), animate=False, show_results=False),
                     size, path)
