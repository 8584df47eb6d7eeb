"""Test helpers: colour-blindness simulation (Machado, Oliveira and Fernandes 2009, severity 1.0, on linear
RGB) and a measure of whether two drawn pieces still look different to a dichromat."""
from __future__ import annotations

import itertools

import pygame
import pytest

# Machado et al. 2009, table for severity 1.0: linear RGB in, linear RGB out
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
# A symbol is seen by its lightness against the piece under it, which every dichromacy keeps. 15 L* units
# is about six times the just-noticeable difference (ΔE76 2.3): what a glyph a few pixels thin needs to be
# read at a glance (small fields lose colour contrast long before lightness contrast).
INK_CONTRAST = 15.0
# two pieces are told apart when their ink masks differ on at least this many pixels, however big the piece:
# about a 5×5 px patch, what a shape difference needs to be seen at a glance at 1280×800 (two filled 11 px
# shapes, a disc and a diamond, differ on ~15 px and are easily confused; a ring and a diamond on ~44)
MIN_PIXELS = 25


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lightness(rgb, deficiency: str | None = None) -> float:
    """CIE L* of an sRGB colour as a dichromat with `deficiency` sees it (None: normal vision)."""
    lin = [_linear(v) for v in rgb[:3]]
    if deficiency is not None:
        m = MACHADO[deficiency]
        lin = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    return 116 * y ** (1 / 3) - 16 if y > 216 / 24389 else y * 24389 / 27


def ink_mask(surface: pygame.Surface, background: pygame.Surface, fill, deficiency: str) -> dict:
    """Each pixel of the piece (where it differs from `background`): +1 lighter than its fill by
    INK_CONTRAST, -1 darker, 0 the fill's own lightness; pixels off the piece are left out."""
    cache: dict = {}
    base = lightness(fill, deficiency)
    out = {}
    w, h = surface.get_size()
    for y in range(h):
        for x in range(w):
            px = tuple(surface.get_at((x, y)))[:3]
            if px == tuple(background.get_at((x, y)))[:3]:
                continue
            if px not in cache:
                d = lightness(px, deficiency) - base
                cache[px] = 1 if d >= INK_CONTRAST else -1 if d <= -INK_CONTRAST else 0
            out[(x, y)] = cache[px]
    return out


def difference(a, b, background, fill_a, fill_b, deficiency: str) -> tuple[int, int]:
    """(pixels whose ink class differs, pixels on either piece) between two drawn pieces."""
    ma, mb = ink_mask(a, background, fill_a, deficiency), ink_mask(b, background, fill_b, deficiency)
    area = set(ma) | set(mb)
    return sum(1 for p in area if ma.get(p, "off") != mb.get(p, "off")), len(area)


def told_apart(a, b, background, fill_a, fill_b, deficiency: str) -> bool:
    """Whether two pieces' shapes and symbols (not their hues) still differ for a dichromat."""
    changed, _ = difference(a, b, background, fill_a, fill_b, deficiency)
    return changed >= MIN_PIXELS


DEFICIENCIES = tuple(MACHADO)


def board_calls(screen: str, module, names: tuple[str, ...], size=(1280, 800)) -> dict:
    """Render label_screens' `screen` at `size` and record the arguments each named drawing function of `module`
    is called with: the sizes the board draws its pieces at."""
    from tests.engine.play import label_screens
    calls: dict = {name: [] for name in names}
    mp = pytest.MonkeyPatch()
    try:
        for name in names:
            original = getattr(module, name)

            def spy(*args, _original=original, _name=name, **kwargs):
                calls[_name].append(args)
                return _original(*args, **kwargs)
            mp.setattr(module, name, spy)
        app, _ = label_screens.shown(label_screens.SCREENS[screen], size)
        app.frame(1 / 60)
    finally:
        mp.undo()
    return calls


def drawn(size, background, draw) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(background)
    draw(surface)
    return surface


def pairs_apart(pieces: dict, size, background) -> list[str]:
    """Every pair of pieces ({name: (fill, draw)}) that a dichromat cannot tell apart, in words."""
    bg = drawn(size, background, lambda s: None)
    shown = {name: (fill, drawn(size, background, draw)) for name, (fill, draw) in pieces.items()}
    failures = []
    for (na, (fa, a)), (nb, (fb, b)) in itertools.combinations(shown.items(), 2):
        for deficiency in DEFICIENCIES:
            if not told_apart(a, b, bg, fa, fb, deficiency):
                failures.append(f"{na} and {nb} look alike with {deficiency}")
    return failures
