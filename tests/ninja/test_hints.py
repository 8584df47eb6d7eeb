"""Ninja's hint (H) (issue 13, section 3): the bots' choice and why in words, its spot lit on the board, decided
from the seat's view only: a game whose hidden parts are redealt gives the same hint."""
import pygame

from engine.play import board_view as bv
from rulesets.ninja import rules
from tests.ninja.scene_support import key, open_game
from tests.ninja.test_scenes_choices import drive_to


def test_h_gives_a_hint_in_words_pre_selects_it_and_lights_its_zone():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "intruder_move")
    key(app, pygame.K_h)
    text = scene.message.text
    assert text != "This game has no hints." and ": " in text and text.endswith(".")
    assert "_" not in text and "N-" not in text
    assert scene.selected in scene.legal
    target = scene.board.target_of(scene.selected)
    assert target is not None and scene.highlights()[target] == bv.HIGHLIGHT_HINT


def test_the_status_line_offers_h_only_to_a_board_that_gives_hints():
    _, scene, _ = open_game(seed=7)
    assert "H: hint" in scene.message.hint


def test_decoy_the_intruders_hint_is_the_same_when_the_guards_secrets_are_redealt():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "intruder_move")
    seat = scene.viewer
    key(app, pygame.K_h)
    first = (scene.message.text, scene.selected)
    view = session.view(seat)
    for seed in (1, 2, 3):
        session.state = rules.redeal_secrets(session.state, seat, seed)
        assert session.view(seat) == view
        scene.refresh(fresh=False)
        key(app, pygame.K_h)
        assert (scene.message.text, scene.selected) == first


def test_decoy_the_guards_hint_is_the_same_when_the_intruders_secrets_are_redealt():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    seat = scene.viewer
    key(app, pygame.K_h)
    first = (scene.message.text, scene.selected)
    for seed in (1, 2):
        session.state = rules.redeal_secrets(session.state, seat, seed)
        scene.refresh(fresh=False)
        key(app, pygame.K_h)
        assert (scene.message.text, scene.selected) == first
