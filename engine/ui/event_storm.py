"""Seeded event storms: random clicks, keys, wheel, motion, pasted text and resizes (down to 1x1) fed to a
scene with a draw every few events. Tests (tests/engine/play/test_event_storms.py) and bench/event_storms.py
use it to show no scene crashes whatever the input."""
from __future__ import annotations

import random

import pygame

from engine.ui.app import App

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


def storm(make_scene, events: int = 1000, seed: int = 1, draw_every: int = 20) -> int:
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
    return events
