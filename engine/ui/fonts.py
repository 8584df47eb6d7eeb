"""The bundled DejaVu font at any size, cached; text rendering helpers."""
from __future__ import annotations

import os

import pygame

_ASSETS = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "fonts")
_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
_cache: dict = {}
_text_cache: dict = {}


def font(size: int, bold: bool = False) -> "pygame.font.Font":
    size = max(6, int(size))
    key = (size, bold)
    f = _cache.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(os.path.normpath(os.path.join(_ASSETS, _FILES[bold])), size)
        _cache[key] = f
    return f


def printable(text) -> str:
    """Text the font can draw: NUL and other control characters (a paste, an IME) and lone surrogates
    would make SDL_ttf raise, so they are dropped; tabs become spaces."""
    text = str(text)
    if text.isprintable():
        return text
    text = text.replace("\t", " ")
    out = "".join(ch for ch in text if ch.isprintable() or ch == " ")
    return out.encode("utf-8", "ignore").decode("utf-8")


def render(text: str, size: int, color, bold: bool = False):
    """A cached text surface; text drawn every frame costs a dict look-up, not a render."""
    key = (text, int(size), tuple(color), bold)
    s = _text_cache.get(key)
    if s is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        s = font(size, bold).render(printable(text), True, color)
        _text_cache[key] = s
    return s


def blit_text(surface, text, pos, size, color, bold=False, anchor="topleft", shadow=None):
    """Draw text anchored at pos ('center', 'midleft', ...); returns the rect drawn."""
    s = render(text, size, color, bold)
    r = s.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        sh = render(text, size, shadow, bold)
        surface.blit(sh, r.move(1, 1))
    surface.blit(s, r)
    return r


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines no wider than `width` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in str(text).split("\n"):
        words = printable(para).split(" ")
        line = ""
        for w in words:
            trial = f"{line} {w}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def clip_to_width(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut short with an ellipsis when it is wider than `width` pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
