"""The pymunk dice tray animates dice settling on faces rolled elsewhere (G-10.16 rolls come from the rules RNG)."""
import pygame
import pytest

from engine.ui.dice_tray import DEFAULT_FACES, DiceTray, tray_skip_event

pygame.init()


def _run_until_settled(tray, max_frames=600):
    frames = 0
    while not tray.settled and frames < max_frames:
        tray.update(1 / 60)
        frames += 1
    return frames


def test_G_10_16_dice_settle_on_the_given_faces():
    tray = DiceTray((0, 0, 360, 140), animate=True, seed=3)
    tray.roll(["red", "white", "black"])
    assert not tray.settled
    _run_until_settled(tray)
    assert tray.settled
    assert tray.shown_faces() == ["red", "white", "black"]


def test_settled_dice_are_drawn_with_their_face_colour():
    tray = DiceTray((0, 0, 360, 140), animate=True, seed=5)
    tray.roll(["blue", "yellow"])
    _run_until_settled(tray)
    surf = pygame.Surface((360, 140))
    tray.draw(surf)
    off = int(tray.die_size * 0.38)   # between the symbol at the centre and the die's edge
    for (x, y), face in zip(tray.die_centres(), ["blue", "yellow"]):
        assert tuple(surf.get_at((x, y + off)))[:3] == DEFAULT_FACES[face][0]


def test_dice_stay_inside_the_tray():
    tray = DiceTray((100, 50, 300, 120), animate=True, seed=9)
    tray.roll(["green"] * 4)
    _run_until_settled(tray)
    for x, y in tray.die_centres():
        assert tray.rect.collidepoint(x, y)


def test_without_animation_the_roll_is_at_rest_at_once():
    tray = DiceTray((0, 0, 300, 120), animate=False)
    tray.roll(["green", "red"])
    assert tray.settled and tray.shown_faces() == ["green", "red"]


def test_a_click_skips_the_animation():
    tray = DiceTray((0, 0, 300, 120), animate=True)
    tray.roll(["red", "red", "blue"])
    ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert tray_skip_event(ev)
    tray.skip()
    assert tray.settled and tray.shown_faces() == ["red", "red", "blue"]


@pytest.mark.parametrize("n", [1, 2, 4])
def test_the_tray_never_decides_a_value(n):
    faces = ["white", "black", "yellow", "green"][:n]
    for seed in range(3):
        tray = DiceTray((0, 0, 320, 130), animate=True, seed=seed)
        tray.roll(faces)
        _run_until_settled(tray)
        assert tray.shown_faces() == faces


def test_every_tao_die_face_carries_its_own_symbol_besides_its_colour():
    from engine.ui import pictograms
    glyphs = [glyph for _, glyph in DEFAULT_FACES.values()]
    assert all(g in pictograms.NAMES for g in glyphs)
    assert len(set(glyphs)) == len(glyphs)


def test_a_die_face_shows_its_symbol_in_a_contrasting_ink_at_its_centre():
    tray = DiceTray((0, 0, 360, 140), animate=False)
    tray.roll(["blue"])
    surface = pygame.Surface((360, 140))
    tray.draw(surface)
    body = tray.bodies[0]
    centre = (int(body.position.x), int(body.position.y))
    assert tuple(surface.get_at(centre))[:3] != DEFAULT_FACES["blue"][0]   # the square symbol, not bare colour


def test_a_black_die_has_a_light_rim_on_the_dark_felt():
    tray = DiceTray((0, 0, 360, 140), animate=False)
    tray.roll(["black"])
    surface = pygame.Surface((360, 140))
    tray.draw(surface)
    body, half = tray.bodies[0], tray.die_size / 2
    ring = [tuple(surface.get_at((int(body.position.x + dx), int(body.position.y))))[:3]
            for dx in range(int(half) - 2, int(half * 1.5))]
    assert any(min(c) >= 140 for c in ring)


def test_a_long_caption_shrinks_to_the_felt_and_no_letter_spills_past_it():
    from engine.ui import fonts
    tray = DiceTray((20, 20, 300, 125), animate=False)
    tray.roll([3, 5], "The rat archer 5 attacks Wren Ashwhisker from afar")
    screen = pygame.Surface((400, 200))
    with fonts.recording() as drawn:
        tray.draw(screen)
    caption = next(d for d in drawn if d.text.startswith("The rat archer"))
    assert tray.rect.contains(caption.shown)     # shrunk to the 12 px floor, the rest clipped at the felt
