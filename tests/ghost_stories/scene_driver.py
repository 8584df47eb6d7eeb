"""Test helper: play Ghost Stories in the play shell by synthesised mouse clicks only."""
import random

import pygame

from scenes.ghost_stories import actions as gs_actions


def click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def right_click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)])


def visible_button(app, scene, text, unfold=True):
    """Page through the decision panel until a button reads `text`; its rect, or None. Folded options
    (the Yin-Yang group) are opened when the text is not among the buttons shown first."""
    for _ in range(40):
        for b in scene.choices.buttons:
            if b.visible and b.text == text:
                return b.rect
        nxt = [b for b in scene.choices.pager if b.text.startswith("more") and b.enabled]
        if not nxt:
            break
        click(app, nxt[0].rect.center)
    fold = [b for b in scene.choices.buttons if b.text.startswith(gs_actions.EXTRAS_BUTTON)]
    if unfold and fold:
        while not fold[0].visible:
            click(app, [b for b in scene.choices.pager if b.text.startswith("more")][0].rect.center)
        click(app, fold[0].rect.center)
        return visible_button(app, scene, text, unfold=False)
    return None


def choose(rng, scene, legal):
    """A playful but purposeful policy: exorcise and act when possible, else anything legal."""
    for name in ("exorcise_pay", "exorcise", "act", "save"):
        hits = [a for a in legal if a[0] == name and (name != "exorcise_pay" or a[1])]
        if hits and rng.random() < 0.85:
            return rng.choice(hits)
    return rng.choice(legal)


def play_one_action(app, scene, rng):
    """Perform one legal action through clicks; returns the action chosen."""
    legal = list(scene.legal)
    action = choose(rng, scene, legal)
    target = gs_actions.target_of(action)
    if target is not None and action == gs_actions.escort_of(scene.targets.get(target, [])):
        right_click(app, scene.board.target_point(target))   # escorting a villager is the right-click
    elif target is not None:
        click(app, scene.board.target_point(target))
        if scene.focus == target:  # several actions aimed there: the panel lists them
            rect = visible_button(app, scene, scene.board.label(scene.view, action))
            assert rect is not None, f"no button for {action}"
            click(app, rect.center)
    else:
        rect = visible_button(app, scene, scene.board.label(scene.view, action))
        assert rect is not None, f"no button for {action}"
        click(app, rect.center)
    return action


def play_to_the_end(app, scene, seed, max_actions=4000):
    rng = random.Random(seed)
    n = 0
    while not scene.session.is_over and n < max_actions:
        before = len(scene.session.actions)
        action = play_one_action(app, scene, rng)
        assert len(scene.session.actions) == before + 1, f"click did not apply {action}: {scene.message.text}"
        n += 1
    return n
