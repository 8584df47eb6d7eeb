"""Pieces told apart by colour also differ in shape or symbol for a colour-blind player: each board is
rendered at 1280×800 to learn the size its pieces are drawn at, then every pair of pieces a player must tell
apart is drawn alone at that size and compared through deuteranopia, protanopia and tritanopia simulations
(tests/engine/ui/colour_vision.py)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.ui import symbols  # noqa: E402
from tests.engine.ui.colour_vision import board_calls as _board_calls  # noqa: E402
from tests.engine.ui.colour_vision import pairs_apart as _pairs_apart  # noqa: E402

TAO = ("red", "yellow", "green", "blue", "black")


@pytest.fixture(scope="module")
def ghost_board():
    from scenes.ghost_stories import draw as gsdraw
    from scenes.ghost_stories import figures
    pawns = _board_calls("ghost_stories_four", figures, ("pawn",))["pawn"]
    cards = _board_calls("ghost_stories_four", gsdraw, ("_draw_ghost_card",))["_draw_ghost_card"]
    assert pawns and cards, "the board drew no Taoist or no ghost"
    return pawns[0][2], cards[0][1].size


def test_the_four_taoists_differ_by_shape_standing_or_laid_down(ghost_board):
    """G-3.5: each Taoist has his own colour (his board, his Tao token), told by its shape as well."""
    from scenes.ghost_stories import figures
    from scenes.ghost_stories.draw import BOARD_RGB, PARCHMENT
    u = ghost_board[0]
    size = (int(30 * u), int(30 * u))
    for laid in (False, True):
        pieces = {f"the {c} Taoist": (BOARD_RGB[c], lambda s, c=c: figures.pawn(s, (15 * u, 10 * u), u, c, False, laid))
                  for c in TAO[:4]}
        assert not _pairs_apart(pieces, size, PARCHMENT)


def test_ghosts_of_the_five_colours_differ_by_symbol(ghost_board):
    """G-7.3: a ghost's colour says which board it goes to and which Tao it takes (G-10.15)."""
    from scenes.ghost_stories import draw as gsdraw
    w, h = ghost_board[1]
    pieces = {f"a {c} ghost": (gsdraw.BOARD_RGB[c], lambda s, c=c: gsdraw._draw_ghost_card(
        s, pygame.Rect(0, 0, w, h), {"name": "Mould Bearer", "colour": c, "requirement": 1}, {})) for c in TAO}
    assert not _pairs_apart(pieces, (w, h), (30, 30, 36))


def test_tao_chips_of_the_five_colours_differ_by_shape():
    """G-10.15: the Circle of Prayer's token colour (chips on tiles and on the boards' headers)."""
    from scenes.ghost_stories.draw import BOARD_RGB
    pieces = {f"a {c} chip": (BOARD_RGB[c], lambda s, c=c: symbols.chip(s, c, BOARD_RGB[c], (12, 12), 9))
              for c in TAO}
    assert not _pairs_apart(pieces, (24, 24), (40, 40, 46))


def test_tao_tokens_in_the_table_panel_differ_by_shape():
    """G-3.5: the five Tao colours a Taoist holds and the reserve keeps."""
    from engine.ui.dice_tray import DEFAULT_FACES
    from scenes.ghost_stories import status
    from scenes.ghost_stories.status import TOKEN_RGB
    pieces = {f"a {c} token": (TOKEN_RGB[c], lambda s, c=c: status._tokens(s, 2, 2, [(c, 1)], 13, 1.0))
              for c in TAO if c in DEFAULT_FACES}
    assert not _pairs_apart(pieces, (40, 20), (30, 32, 42))


@pytest.fixture(scope="module")
def ninja_radius():
    from scenes.ninja import figures
    calls = _board_calls("ninja_guards", figures, ("guard_token",))["guard_token"]
    assert calls, "the board drew no guard"
    return calls[0][2]


def _guard(weapon, drunk, patrol=None):
    return {"number": 12, "weapon": weapon, "drunk": drunk, "patrol": patrol}


def test_sword_spear_and_drunk_guards_differ_by_shape(ninja_radius):
    """N-3.12: sword and spear guards belong to different players; N-17.8: drunk guards."""
    from scenes.ninja import figures
    r = ninja_radius
    size, c = (4 * r + 8, 4 * r + 8), (2 * r + 4, 2 * r + 4)
    kinds = {"a sword guard": ("sword", False), "a spear guard": ("spear", False),
             "a drunk sword guard": ("sword", True), "a drunk spear guard": ("spear", True)}
    pieces = {name: (figures.DRUNK if drunk else figures.SWORD if weapon == "sword" else figures.SPEAR,
                     lambda s, w=weapon, d=drunk: figures.guard_token(s, c, r, _guard(w, d)))
              for name, (weapon, drunk) in kinds.items()}
    assert not _pairs_apart(pieces, size, (160, 140, 100))


def test_the_ninja_and_the_traitor_differ_by_letter(ninja_radius):
    """N-3.7: the ninja and the traitor play their own hands."""
    from scenes.ninja import figures
    r = ninja_radius
    size, c = (4 * r + 8, 4 * r + 8), (2 * r + 4, 2 * r + 4)
    pieces = {f"the {f}": (figures.INTRUDER_RGB[f], lambda s, f=f: figures.intruder_token(s, c, r, f))
              for f in ("ninja", "traitor")}
    assert not _pairs_apart(pieces, size, (160, 140, 100))


def test_the_ninjas_and_the_traitors_paths_on_the_intruders_map_differ_by_shape(ninja_radius):
    """N-3.7, N-9: one intruder seat may hold both figures; its private map draws each one's path (visits with
    turn numbers, walked legs), which must not be told apart by their colours alone."""
    import types

    from scenes.ninja import private_map
    r = ninja_radius
    cam = types.SimpleNamespace(to_screen=lambda p: p)
    shapes = types.SimpleNamespace(anchors={"gate": (2 * r, 2 * r), "yard": (9 * r, 5 * r)})
    path = [(1, "gate", "move"), (2, "yard", "move")]
    pieces = {f"the {f}'s path": (private_map.PATH_RGB[f], lambda s, f=f: private_map.draw_path(
        s, cam, shapes, path, private_map.PATH_RGB[f], r, shape=private_map.PATH_SHAPE[f])) for f in ("ninja", "traitor")}
    assert not _pairs_apart(pieces, (14 * r, 10 * r), (160, 140, 100))


def test_two_discs_differing_only_in_colour_are_not_told_apart():
    """The measure has teeth: red against green (and blue) discs of one shape fail it."""
    pieces = {name: (rgb, lambda s, rgb=rgb: pygame.draw.circle(s, rgb, (12, 12), 10))
              for name, rgb in (("red", (196, 72, 60)), ("green", (84, 160, 96)), ("blue", (74, 124, 204)))}
    assert len(_pairs_apart(pieces, (24, 24), (40, 40, 46))) == 9


def _outlines(draw_one, kinds, size, background, monkeypatch) -> list[str]:
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)   # the legal spots' pulse at one moment
    pieces = {f"the '{k}' outline": (background, lambda s, k=k: draw_one(s, k)) for k in kinds}
    return _pairs_apart(pieces, size, background)


def test_a_revealed_spot_a_hint_and_a_highlight_differ_by_line_on_the_ghost_stories_table(monkeypatch):
    """What the log names (dashed), the hint's answer (two rings) and a pointed-at spot (glow) are told apart
    without their colours."""
    import types

    from scenes.ghost_stories.board_view import GhostStoriesBoardView
    view = types.SimpleNamespace(s=1.0, spot_rect=lambda target: pygame.Rect(10, 10, 80, 80))
    failures = _outlines(lambda s, k: GhostStoriesBoardView._draw_highlights(view, s, {("tile", 0): k}),
                         ("legal", "hover", "event", "hint"), (100, 100), (58, 52, 44), monkeypatch)
    assert not failures


def test_a_revealed_zone_is_told_from_the_preferred_and_legal_ones_on_the_ninja_map(monkeypatch):
    """Hover and focus both mean 'pointed at' and may share a look; the others mean different things."""
    from scenes.ninja import figures
    poly = [(10, 10), (50, 8), (90, 20), (88, 60), (60, 90), (20, 85), (8, 50)]
    failures = _outlines(lambda s, k: figures.draw_highlights(s, None, None, {"zone": k}, {"zone": poly}),
                         ("legal", "preferred", "hover", "event", "hint"), (100, 100), (160, 140, 100), monkeypatch)
    assert not failures
