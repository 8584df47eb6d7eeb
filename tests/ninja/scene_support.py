"""Helpers for the Ninja play-screen tests: a play shell around a fresh game, a board that remembers what it drew."""
from __future__ import annotations

import pygame

from engine.play.handoff import HandoffScene
from engine.ui.app import App
from rulesets.ninja.bots import Bot
from scenes.ninja import play
from scenes.ninja.board_view import NinjaBoardView
from tests.engine.play.handoff_driver import press


class RecordingBoard(NinjaBoardView):
    """The Ninja board view, remembering every view it was asked to draw."""

    def __init__(self):
        super().__init__()
        self.drawn = []

    def draw(self, surface, view, highlights):
        self.drawn.append(view)
        super().draw(surface, view, highlights)


def open_game(config=None, seed=7, size=(1280, 800), board=None, ai_delay=0.0):
    """(app, scene, session): the Ninja play shell of a fresh game (no autosave) on a headless app."""
    session = play.new_session(dict(config or {"players": 2}), seed, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False, ai_delay=ai_delay, board=board)
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene, session


def key(app, k):
    """A key press; on the hand-off screen after its pause, as a player does (handoff_driver.press)."""
    press(app, k)


def frame_bytes(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


_alone: dict = {}


def handoff_alone(name, size) -> bytes:
    """The hand-off screen for `name` drawn on its own (cached: the same name and size draw the same)."""
    if (name, size) not in _alone:
        app = App(size=size, headless=True)
        app.push(HandoffScene(name))
        app.frame(1 / 60)
        _alone[(name, size)] = frame_bytes(app.screen)
    return _alone[(name, size)]


def person_move(scene, bot: Bot):
    """What a person would click now: the bot's pick among the legal actions of the seat at the screen."""
    return bot.decide(scene.view, scene.viewer, list(scene.legal))
