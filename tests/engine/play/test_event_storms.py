"""Seeded monkey tests: 1,000 random events per scene (clicks, keys, wheel, motion, pasted text, resizes down
to 120x90) and a draw every few events, with no exception. More events per scene: bench/event_storms.py."""
import random

import pygame
import pytest

import games
from engine.play.handoff import HandoffScene
from engine.play.menu import MenuScene
from engine.play.results import ResultsScene
from engine.rules.api import Outcome
from engine.ui.app import App
from scenes._template import play as template_play

TINY_SIZES = ((120, 90), (200, 150), (960, 600), (1280, 800), (640, 360), (1, 1), (2400, 500))
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_F1, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_z, pygame.K_y, pygame.K_r, pygame.K_p, pygame.K_g, pygame.K_BACKSPACE,
        pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_1, pygame.K_KP_ENTER)


def random_event(rng: random.Random, size):
    w, h = size
    pos = (rng.randint(-5, w + 5), rng.randint(-5, h + 5))
    kind = rng.random()
    if kind < 0.3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), rng.randint(-9, 9)),
                                  buttons=(rng.random() < 0.2, 0, rng.random() < 0.1))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 2, 3)))
    if kind < 0.65:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 3)))
    if kind < 0.75:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 2)), flipped=False,
                                  precise_x=0.0, precise_y=1.0)
    if kind < 0.9:
        mod = rng.choice((0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT))
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)
    if kind < 0.95:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "\x00", "Zoë\x00", "7", "\t\n")))
    size = rng.choice(TINY_SIZES)
    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def storm(make_scene, events=1000, seed=1, draw_every=20):
    """Feed `events` random events to a scene (fresh ones when it closes itself), drawing now and then."""
    rng = random.Random(seed)
    app = App(size=(1280, 800), headless=True)
    app.push(make_scene())
    app.frame(1 / 60)
    for i in range(events):
        if not app.stack.scenes:
            app.push(make_scene())
        event = random_event(rng, app.size)
        if event.type == pygame.VIDEORESIZE:
            app.screen = pygame.Surface(event.size)
        app.dispatch(event)
        if i % draw_every == 0 and app.stack.scenes:
            app.frame(1 / 30)
    app.frame(1 / 30)


@pytest.mark.parametrize("game", games.IDS)
def test_a_preview_survives_a_thousand_random_events(game):
    games.register_data_kinds()
    storm(lambda: games.preview_scene(game, seed=3))


def test_the_template_play_shell_survives_a_thousand_random_events():
    def make():
        session = template_play.new_session({"players": 2, "variant": "secret"}, 3, autosave=False)
        return template_play.play_scene(session)
    storm(make, seed=2)


def test_the_menu_survives_a_thousand_random_events():
    storm(lambda: MenuScene(games.GAMES), seed=3)


def test_the_hand_off_screen_survives_a_thousand_random_events():
    storm(lambda: HandoffScene("Player 2 (Ana)"), seed=4)


def test_the_results_screen_survives_a_thousand_random_events():
    outcome = Outcome("win", (1,), "player 2 reached 30", score_lines=(("Player 1", 12), ("Player 2", 31)))
    storm(lambda: ResultsScene(outcome, lambda seat: f"Player {seat + 1}"), seed=5)
