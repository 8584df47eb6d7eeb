"""Test helpers: drive the play shell around the template game with synthesised input only."""
import pygame

from engine.ui.app import App
from scenes._template import play as template_play
from scenes._template.board_view import TemplateBoardView
from tests.engine.play.handoff_driver import press, wait_out_settling

SECRET = {"players": 2, "variant": "secret"}


class RecordingBoard(TemplateBoardView):
    """The template's board view, remembering every view it was asked to draw (and for whom)."""

    def __init__(self):
        super().__init__()
        self.drawn = []

    def draw(self, surface, view, highlights):
        self.drawn.append(view)
        super().draw(surface, view, highlights)


def shell(config=None, seed=3, size=(1280, 800), animate=False, board=None, **kw):
    """(app, scene, session) with the play shell of a fresh template game on the stack."""
    from engine.play.play_scene import PlayScene
    session = template_play.new_session(dict(config or SECRET), seed, autosave=False)
    scene = PlayScene(session, board or TemplateBoardView(), title=template_play.TITLE, animate=animate, **kw)
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene, session


def key(app, k, mod=0):
    """A key press; on the hand-off screen after its pause, as a player does (handoff_driver.press)."""
    press(app, k, mod)


def click(app, pos):
    wait_out_settling(app)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def settle(app, limit=600):
    """Run frames until nothing animates (dice landed, banner gone)."""
    for _ in range(limit):
        if not app.animating():
            return
        app.frame(1 / 30)


def frame_bytes(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")
