"""Playing Ninja: the generic setup (players 2-4, the variants and toggles of INFO.choices, Person/Computer per
seat, each seat's role named), then the play shell around the Ninja board view, with the bots of
rulesets/ninja/bots.py on the computer seats. Each bot decides from its own seat's view only.
"""
from __future__ import annotations

from engine.i18n import N_
from engine.play.entry import GamePlay
from rulesets.ninja import rules


def board_view():
    from scenes.ninja.board_view import NinjaBoardView
    return NinjaBoardView()


def ai_chooser(seed: int):
    """chooser(session, seat) -> action: the Ninja bot, given that seat's view and legal actions only."""
    from rulesets.ninja.bots import Bot
    bot = Bot(seed)

    def choose(session, seat):
        return bot.decide(session.view(seat), seat, session.legal_actions(seat))
    return choose


def seat_roles(config: dict) -> list[str]:
    """Who each seat plays for a setup's settings ("the guards", "the ninja"...), in seat order."""
    state = rules.setup(rules.INFO.check_config(config), 0)
    return [rules.seat_name(state, seat) for seat in range(config["players"])]


PLAY = GamePlay(game="ninja", title=N_("Ninja: Legend of the Scorpion Clan"), rules=rules, board_view=board_view,
                ai_chooser=ai_chooser, seat_roles=seat_roles)
GAME, TITLE = PLAY.game, PLAY.title
make_play, board_scene, new_session, render_final = PLAY.make_play, PLAY.board_scene, PLAY.new_session, PLAY.render_final
