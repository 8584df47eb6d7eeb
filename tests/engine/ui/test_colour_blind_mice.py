"""Mice and Mystics' pieces told apart by colour also differ by a mark for a colour-blind player: the table is
rendered at 1280×800 to learn the size its figures and tiles are drawn at, then every pair a player must tell apart
is drawn alone at that size and compared through deuteranopia, protanopia and tritanopia
(tests/engine/ui/colour_vision.py)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tests.engine.ui.colour_vision import board_calls, pairs_apart  # noqa: E402

STONE = (112, 124, 138)       # a blue tile's floor, where figures stand


@pytest.fixture(scope="module")
def sizes():
    """(figure radius, tile scale) the table is drawn with at 1280×800."""
    from scenes.mice_and_mystics import draw as mice_draw
    from scenes.mice_and_mystics import play_draw
    calls = board_calls("mice_four", play_draw, ("draw_figures",))["draw_figures"]
    exits = board_calls("mice_four", mice_draw, ("_exit",))["_exit"]
    assert calls and exits, "the table drew no figure or no exit"
    radii = [r for _, r in calls[0][2].values()]
    return min(radii), exits[0][5]


def _view(minions=(), mice=()):
    return {"turn": None, "minions": [{"label": label, "kind": kind} for label, kind in minions],
            "mice": [{"hero": h} for h in mice]}


def _figure_pieces(r, figures: dict) -> tuple:
    """{name: (fill, draw)} of figures drawn alone: figures maps a name to (key, view, fill)."""
    from scenes.mice_and_mystics import play_draw
    size = (4 * r + 8, 4 * r + 8)
    c = (2 * r + 4, 2 * r + 4)
    return size, {name: (fill, lambda s, key=key, view=view: play_draw.draw_figures(s, view, {key: (c, r)}, {}))
                  for name, (key, view, fill) in figures.items()}


def test_every_kind_of_minion_differs_from_every_other_by_its_body_or_badge(sizes):
    """M-11: each kind fights its own way (a rat archer shoots, M-11.3; a rat mystic corrupts); a minion carries
    only its number, so the kind is told by its body and badge as well as its colour."""
    from scenes.mice_and_mystics.play_words import KIND_RGB, minion_rgb
    r = sizes[0]
    kinds = [k for k in KIND_RGB if k not in ("captain_vast", "brodie")]
    size, pieces = _figure_pieces(r, {f"a {k}": (("minion", f"{k} 2"), _view([(f"{k} 2", k)]), minion_rgb(k))
                                      for k in kinds})
    assert not pairs_apart(pieces, size, STONE)


# Prince Collin and Sister Clove both show "C" today; the heroes' marks are another branch's work (mframes)
@pytest.mark.xfail(reason="Collin and Clove share the letter C until the heroes' own marks land", strict=False)
def test_every_hero_differs_from_every_other_by_the_letter_on_it(sizes):
    """M-3: each mouse is its own player's; the letter on the figure names it (Collin and Clove differ)."""
    from scenes.mice_and_mystics.play_words import HERO_RGB, hero_rgb
    r = sizes[0]
    size, pieces = _figure_pieces(r, {h: (("mouse", h), _view(mice=[h]), hero_rgb(h)) for h in HERO_RGB})
    assert not pairs_apart(pieces, size, STONE)


def test_an_orange_exit_and_a_blue_exit_differ_by_their_beads(sizes):
    """M-7.11: an exit leads only to an exit of its own colour; its beads' shape tells the colour."""
    from scenes.mice_and_mystics import draw as mice_draw
    scale = sizes[1]
    length = 8 * scale
    pieces = {f"an {colour} exit": (mice_draw.CHEESE, lambda s, colour=colour: mice_draw._exit(
        s, (10, 10), (10 + length, 10), "N", colour, scale)) for colour in ("orange", "blue")}
    assert not pairs_apart(pieces, (int(length) + 20, int(6 * scale) + 20), (40, 40, 40))


HEX = [(20, 10), (60, 8), (84, 40), (62, 78), (22, 80), (6, 44)]


def test_lit_preselected_pointed_at_hinted_and_logged_spaces_differ_by_line(sizes):
    """A space the shell marks: reachable (lit), pre-selected, pointed at, the hint's answer, named by the log."""
    from scenes.mice_and_mystics import play_draw
    width = max(2, int(0.9 * sizes[1]))
    pieces = {f"the '{k}' space": (STONE, lambda s, k=k: play_draw.mark_space(s, HEX, k, width))
              for k in ("legal", "preferred", "hover", "hint", "event")}
    assert not pairs_apart(pieces, (92, 90), STONE)


def test_lit_preselected_pointed_at_hinted_and_logged_exits_differ_by_line(sizes):
    from scenes.mice_and_mystics import play_draw
    width = max(2, int(0.9 * sizes[1]))
    length = 8 * sizes[1]
    pieces = {f"the '{k}' exit": (STONE, lambda s, k=k: play_draw.mark_exit(s, (10, 30), (10 + length, 30), k, width))
              for k in ("legal", "preferred", "hover", "hint", "event")}
    assert not pairs_apart(pieces, (int(length) + 20, 60), STONE)


def test_a_reachable_space_a_space_in_sight_and_a_plain_one_differ(sizes):
    """M-6.1 (where a mouse may walk) and M-7.7 (what a space sees) are shown together: told apart by the sight's
    outline, not by their one lit colour."""
    from scenes.mice_and_mystics import draw as mice_draw
    from scenes.mice_and_mystics import play_draw

    class Face:
        spaces = {"a": HEX, "b": [(x + 100, y) for x, y in HEX]}
        centres = {"a": (45, 44), "b": (145, 44)}
        rect = (0, 0, 190, 90)

    def reach(s):
        layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        play_draw.paint_reach(layer, Face, ("a",), lambda p: p, play_draw.REACH_RGB)
        s.blit(layer, (0, 0))

    def sight(s):
        layer = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        mice_draw.draw_sight(layer, Face, "b", {"a", "b"}, lambda p: p, sizes[1], clear=True)
        layer.fill((0, 0, 0, 0), pygame.Rect(95, 0, 100, 100))      # the origin's own space left out
        s.blit(layer, (0, 0))
    pieces = {"a reachable space": (STONE, reach), "a space in sight": (STONE, sight)}
    assert not pairs_apart(pieces, (96, 90), STONE)


@pytest.mark.parametrize("game", ["ghost_stories", "mice_and_mystics"])
def test_dice_faces_of_different_meaning_differ_by_their_symbols(game):
    """G-10.2 (the Tao dice: a face per colour) and M-G.4 (the action die): no face is told by its colour alone;
    faces that mean the same (the action die's two swords) may look alike."""
    from engine.ui.dice_tray import DEFAULT_FACES, DiceTray
    if game == "ghost_stories":
        faces = DEFAULT_FACES
    else:
        from scenes.mice_and_mystics.board_view import DIE_FACES as faces
    tray = DiceTray(faces=faces)
    by_glyph = {}
    for value, (fill, glyph) in faces.items():
        by_glyph.setdefault((fill, glyph), value)
    pieces = {f"the {v} face": (faces[v][0], lambda s, v=v: tray._draw_die(s, (30, 30), 0.0, 44, v))
              for v in by_glyph.values()}
    assert len(pieces) >= 5
    assert not pairs_apart(pieces, (60, 60), (34, 78, 52))
