"""Playing the template game: the generic setup from its GameInfo, then the play shell around its board view.

The pattern every game follows (engine/play/entry.py): one GamePlay naming the rules and the board view, and
the four names the registry, the menu and `lantern replay --png` call. The template is not on the menu;
tests and new games use it.
"""
from __future__ import annotations

from engine.play.entry import GamePlay
from rulesets._template import rules


def board_view():
    from scenes._template.board_view import TemplateBoardView
    return TemplateBoardView()


PLAY = GamePlay(game=rules.INFO.id, title="Pig with a secret", rules=rules, board_view=board_view)
GAME, TITLE = PLAY.game, PLAY.title
make_play, board_scene, new_session, render_final = PLAY.make_play, PLAY.board_scene, PLAY.new_session, PLAY.render_final
play_scene = board_scene   # the template's older name for its board scene, which the engine's tests use
