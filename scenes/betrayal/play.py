"""Playing Betrayal at House on the Hill: the generic setup (3 to 6 players, 2 as an unofficial test mode, Widow's
Walk on or off, Person/Computer per seat), then the play shell around the Betrayal board view. Explorers are
chosen in the game itself (B-3.2). Computer seats use the Betrayal bots once they exist (rulesets/betrayal/bots.py,
`CHOOSERS`); until then a computer seat picks among its legal answers at random, from its own seat only.
"""
from __future__ import annotations

import random

from engine.i18n import N_
from engine.play.entry import GamePlay
from rulesets.betrayal import rules

PLAYER_NOTES = {2: N_("Two players: an unofficial test mode (the game is meant for 3 to 6)")}


def board_view():
    from scenes.betrayal.board_view import BetrayalBoardView
    return BetrayalBoardView()


def bots() -> dict:
    """name -> chooser factory of the Betrayal bots, or {} while there are none."""
    try:
        from rulesets.betrayal.bots import CHOOSERS
    except ImportError:
        return {}
    return dict(CHOOSERS)


def ai_chooser(seed: int):
    """chooser(session, seat) -> action for the shell's computer seats: the first Betrayal bot, else a random
    legal answer (never a trade offer, which would only ask a person for nothing)."""
    found = bots()
    if found:
        make = next(iter(found.values()))
        chooser = make(seed)

        def choose_by_bot(session, seat):
            # the playout-loop chooser contract (engine/rules/playout.py): it reads only ruleset.view(state, seat)
            return chooser(session.ruleset, session.state, seat, session.legal_actions(seat))
        return choose_by_bot
    pick = random.Random(seed)

    def choose(session, seat):
        legal = [a for a in session.legal_actions(seat) if a[0] != "trade"] or session.legal_actions(seat)
        if legal[0][0] == "place":
            return legal[0]          # the placement that fits best (B-G.9)
        moving = [a for a in legal if a[0] in ("explore", "move")]
        if moving and pick.random() < 0.8:
            return pick.choice(moving)
        return pick.choice(legal)
    return choose


def setup_scene(players=None, seed=None, variant=None):
    from engine.play.setup_scene import SetupScene
    return SetupScene(rules.INFO, players=players, seed=seed, variant=variant, computer_seats=True,
                      player_notes=PLAYER_NOTES)


PLAY = GamePlay(game="betrayal", title=N_("Betrayal at House on the Hill"), rules=rules, board_view=board_view,
                setup_scene=setup_scene, ai_chooser=ai_chooser)
GAME, TITLE = PLAY.game, PLAY.title
make_play, board_scene, new_session, render_final = PLAY.make_play, PLAY.board_scene, PLAY.new_session, PLAY.render_final
