"""Pieces told apart by colour also differ in shape or symbol for a colour-blind player: each board is
rendered at 1280×800 to learn the size its pieces are drawn at, then every pair of pieces a player must tell
apart is drawn alone at that size and compared through deuteranopia, protanopia and tritanopia simulations
(tests/engine/ui/colour_vision.py). Rules behind each pair: G-4 (the five Tao colours, the Taoists' boards
and ghosts), N-3 (sword and spear guards, drunk guards, the ninja and the traitor)."""
from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.ui import symbols  # noqa: E402
from tests.engine.play import label_screens  # noqa: E402
from tests.engine.ui.colour_vision import MACHADO, told_apart  # noqa: E402

DEFICIENCIES = tuple(MACHADO)
TAO = ("red", "yellow", "green", "blue", "black")


def _board_calls(screen: str, module, names: tuple[str, ...]) -> dict:
    """Render `screen` at 1280×800 and record the arguments each named drawing function of `module` is
    called with: the sizes the board draws its pieces at."""
    calls: dict = {name: [] for name in names}
    mp = pytest.MonkeyPatch()
    try:
        for name in names:
            original = getattr(module, name)

            def spy(*args, _original=original, _name=name, **kwargs):
                calls[_name].append(args)
                return _original(*args, **kwargs)
            mp.setattr(module, name, spy)
        app, _ = label_screens.shown(label_screens.SCREENS[screen], (1280, 800))
        app.frame(1 / 60)
    finally:
        mp.undo()
    return calls


def _drawn(size, background, draw) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(background)
    draw(surface)
    return surface


def _pairs_apart(pieces: dict, size, background) -> list[str]:
    """Every pair of pieces ({name: (fill, draw)}) that a dichromat cannot tell apart, in words."""
    bg = _drawn(size, background, lambda s: None)
    drawn = {name: (fill, _drawn(size, background, draw)) for name, (fill, draw) in pieces.items()}
    failures = []
    for (na, (fa, a)), (nb, (fb, b)) in itertools.combinations(drawn.items(), 2):
        for deficiency in DEFICIENCIES:
            if not told_apart(a, b, bg, fa, fb, deficiency):
                failures.append(f"{na} and {nb} look alike with {deficiency}")
    return failures


@pytest.fixture(scope="module")
def ghost_board():
    from scenes.ghost_stories import draw as gsdraw
    from scenes.ghost_stories import figures
    pawns = _board_calls("ghost_stories_four", figures, ("pawn",))["pawn"]
    cards = _board_calls("ghost_stories_four", gsdraw, ("_draw_ghost_card",))["_draw_ghost_card"]
    assert pawns and cards, "the board drew no Taoist or no ghost"
    return pawns[0][2], cards[0][1].size


def test_the_four_taoists_differ_by_shape_standing_or_laid_down_g_4(ghost_board):
    from scenes.ghost_stories import figures
    from scenes.ghost_stories.draw import BOARD_RGB, PARCHMENT
    u = ghost_board[0]
    size = (int(30 * u), int(30 * u))
    for laid in (False, True):
        pieces = {f"the {c} Taoist": (BOARD_RGB[c], lambda s, c=c: figures.pawn(s, (15 * u, 10 * u), u, c, False, laid))
                  for c in TAO[:4]}
        assert not _pairs_apart(pieces, size, PARCHMENT)


def test_ghosts_of_the_five_colours_differ_by_symbol_g_4(ghost_board):
    from scenes.ghost_stories import draw as gsdraw
    w, h = ghost_board[1]
    pieces = {f"a {c} ghost": (gsdraw.BOARD_RGB[c], lambda s, c=c: gsdraw._draw_ghost_card(
        s, pygame.Rect(0, 0, w, h), {"name": "Mould Bearer", "colour": c, "requirement": 1}, {})) for c in TAO}
    assert not _pairs_apart(pieces, (w, h), (30, 30, 36))


def test_tao_chips_of_the_five_colours_differ_by_shape_g_4():
    from scenes.ghost_stories.draw import BOARD_RGB
    pieces = {f"a {c} chip": (BOARD_RGB[c], lambda s, c=c: symbols.chip(s, c, BOARD_RGB[c], (12, 12), 9))
              for c in TAO}
    assert not _pairs_apart(pieces, (24, 24), (40, 40, 46))


def test_tao_tokens_in_the_table_panel_differ_by_shape_g_4():
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


def test_sword_spear_and_drunk_guards_differ_by_shape_n_3(ninja_radius):
    from scenes.ninja import figures
    r = ninja_radius
    size, c = (4 * r + 8, 4 * r + 8), (2 * r + 4, 2 * r + 4)
    kinds = {"a sword guard": ("sword", False), "a spear guard": ("spear", False),
             "a drunk sword guard": ("sword", True), "a drunk spear guard": ("spear", True)}
    pieces = {name: (figures.DRUNK if drunk else figures.SWORD if weapon == "sword" else figures.SPEAR,
                     lambda s, w=weapon, d=drunk: figures.guard_token(s, c, r, _guard(w, d)))
              for name, (weapon, drunk) in kinds.items()}
    assert not _pairs_apart(pieces, size, (160, 140, 100))


def test_the_ninja_and_the_traitor_differ_by_letter_n_3(ninja_radius):
    from scenes.ninja import figures
    r = ninja_radius
    size, c = (4 * r + 8, 4 * r + 8), (2 * r + 4, 2 * r + 4)
    pieces = {f"the {f}": (figures.INTRUDER_RGB[f], lambda s, f=f: figures.intruder_token(s, c, r, f))
              for f in ("ninja", "traitor")}
    assert not _pairs_apart(pieces, size, (160, 140, 100))


def test_two_discs_differing_only_in_colour_are_not_told_apart():
    """The measure has teeth: red against green (and blue) discs of one shape fail it."""
    pieces = {name: (rgb, lambda s, rgb=rgb: pygame.draw.circle(s, rgb, (12, 12), 10))
              for name, rgb in (("red", (196, 72, 60)), ("green", (84, 160, 96)), ("blue", (74, 124, 204)))}
    assert len(_pairs_apart(pieces, (24, 24), (40, 40, 46))) == 9
