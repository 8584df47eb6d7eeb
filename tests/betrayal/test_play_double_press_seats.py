"""A double press answers for one seat only (DESIGN 5, engine/play/double_press.py): at Betrayal's table the explorers
are chosen one player after another (B-2.1), and the second '1' of a double press chose the next player's explorer
before that player had read the question (seen in a real window)."""
import pygame

from engine.play.double_press import DOUBLE_PRESS
from rulesets.betrayal import rules as R
from scenes.betrayal import play
from tests.engine.play.handoff_driver import Loop, key_down, key_up


def choosing_explorers():
    session = play.new_session(R.INFO.check_config(R.INFO.default_config(3)), 7, autosave=False)
    scene = play.board_scene(session, animate=False)
    loop = Loop().open(scene)
    assert session.pending.seat == 0 and session.pending.kind != "turn"
    return loop, scene, session


def press_one(loop, after):
    loop.run_pass(key_down(pygame.K_1), after=after)
    loop.run_pass(key_up(pygame.K_1), after=0.03)


def test_B_2_1_the_second_half_of_a_double_press_does_not_choose_the_next_players_explorer():
    loop, scene, session = choosing_explorers()
    press_one(loop, after=0.05)
    press_one(loop, after=0.05)
    assert len(session.actions) == 1 and session.pending.seat == 1
    assert scene.message.text      # the held-back press is told, not silently dropped


def test_B_2_1_the_next_player_pressing_after_a_moment_chooses():
    loop, scene, session = choosing_explorers()
    press_one(loop, after=0.05)
    press_one(loop, after=DOUBLE_PRESS + 0.1)
    assert len(session.actions) == 2 and session.pending.seat == 2
