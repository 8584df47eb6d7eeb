"""The bundled fonts at any size, cached (DejaVu for Latin text, Noto Sans CJK for Chinese); text rendering helpers.

Every text drawn here goes through the language's catalog first (`engine.i18n.render`): a label kept as its
English msgid or a lazy `T` is worded in the language of the frame that draws it."""
from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from engine import i18n

_ASSETS = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "fonts")
_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
# Noto Sans CJK, subset by tools/subset_cjk_font.py (one weight: bold is pygame's emboldening of it)
_CJK_FILES = {"zh-Hant": "NotoSansCJKtc-Lantern.otf", "zh-Hans": "NotoSansCJKsc-Lantern.otf"}
_CJK_FIRST = "\u2e80"      # the first CJK code point: text with any character from here on needs the CJK font
_cache: dict = {}
_text_cache: dict = {}
_record: list | None = None     # while a test records what is drawn (recording()); None costs one test per text


@dataclass
class Drawn:
    """One thing drawn while recording: a text (its words, size in px, the rect of its surface and of its ink,
    and the part the surface's clip let through) or a figure (kind "figure", text its name). `surface` is
    what it was drawn on; compose() carries it onto the surface a layer is blitted to."""
    kind: str
    text: str
    size: int
    rect: pygame.Rect
    ink: pygame.Rect
    shown: pygame.Rect
    surface: object


@contextmanager
def recording():
    """Collect every text blitted through this module (and every figure a board notes) while it is open:
    `with fonts.recording() as drawn: ...` gives a list of Drawn. Off, drawing pays one `is None` test."""
    global _record
    outer, _record = _record, []
    try:
        yield _record
    finally:
        _record = outer


def note_text(surface, text_surface, rect, text, size, kind="label") -> None:
    """Record a text blitted as a ready surface (only while recording)."""
    if _record is None:
        return
    rect = pygame.Rect(rect)
    ink = text_surface.get_bounding_rect().move(rect.topleft)
    _record.append(Drawn(kind, str(text), int(size), rect, ink, ink.clip(surface.get_clip()), surface))


def note_figure(surface, rect, what="figure") -> None:
    """Record a figure or mark drawn on a board (only while recording), so tests can see what it covers."""
    if _record is not None:
        rect = pygame.Rect(rect)
        _record.append(Drawn("figure", what, 0, rect, rect, rect.clip(surface.get_clip()), surface))


OVERLAY = "an overlay starts"


def note_overlay(surface) -> None:
    """Record that what follows is drawn over the screen on purpose (a legend, a help page: only while recording):
    a check of overlapping text measures it against itself, not against the board it covers."""
    note_figure(surface, pygame.Rect(0, 0, 1, 1), OVERLAY)


def forget(surface) -> None:
    """A cached layer is being drawn anew: what was recorded on it before is gone (only while recording)."""
    if _record is not None:
        _record[:] = [d for d in _record if d.surface is not surface]


def compose(dest, layer, pos, area=None) -> None:
    """Blit a cached layer; while recording, what was drawn on the layer is recorded again where it lands."""
    dest.blit(layer, pos, area)
    if _record is None:
        return
    area = pygame.Rect(area) if area is not None else layer.get_rect()
    dx, dy = pos[0] - area.x, pos[1] - area.y
    window = pygame.Rect(pos, area.size).clip(dest.get_clip())
    for d in [d for d in _record if d.surface is layer]:
        rect, ink = d.rect.move(dx, dy), d.ink.move(dx, dy)
        _record.append(Drawn(d.kind, d.text, d.size, rect, ink, d.shown.move(dx, dy).clip(window), dest))


def has_cjk(text: str) -> bool:
    return any(ch >= _CJK_FIRST for ch in text) if not text.isascii() else False


def font(size: int, bold: bool = False, text: str = "") -> "pygame.font.Font":
    """The font for `text` at `size`: Noto Sans CJK while a Chinese language is in force or when the text has
    CJK characters (a player's name), else DejaVu. Measure with the same text you draw."""
    size = max(6, int(size))
    lang = i18n.language()
    cjk = lang in _CJK_FILES or (bool(text) and has_cjk(text))
    key = (size, bold, lang if cjk else "")
    f = _cache.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        if cjk:
            f = pygame.font.Font(os.path.normpath(os.path.join(_ASSETS, _CJK_FILES.get(lang, _CJK_FILES["zh-Hant"]))), size)
            f.bold = bold
        else:
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
    """A cached text surface (worded in the current language); text drawn every frame costs a dict look-up."""
    text = i18n.render(text)
    key = (text, int(size), tuple(color), bold, i18n.generation)
    s = _text_cache.get(key)
    if s is None:
        if len(_text_cache) > 4000:
            _text_cache.clear()
        s = font(size, bold, text).render(printable(text), True, color)
        _text_cache[key] = s
    return s


def blit_text(surface, text, pos, size, color, bold=False, anchor="topleft", shadow=None, kind="label"):
    """Draw text anchored at pos ('center', 'midleft', ...); returns the rect drawn. kind "figure" marks
    text that is part of a figure or badge (a guard's number), not a label of its own."""
    s = render(text, size, color, bold)
    r = s.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        sh = render(text, size, shadow, bold)
        surface.blit(sh, r.move(1, 1))
    surface.blit(s, r)
    if _record is not None:
        note_text(surface, s, r, text, size, kind)
    return r


_wrap_cache: dict = {}


def wrap(text: str, size: int, width: int, bold: bool = False, hyphenate: bool = False) -> list[str]:
    """Split text into lines no wider than `width` pixels (remembered: panels wrap the same words each redraw).
    With `hyphenate`, a single word wider than `width` is broken with a hyphen instead of running past the edge.
    Chinese text may break between any two characters, never before closing punctuation (，。、：；！？」）) nor after
    an opening bracket (（「)."""
    text = i18n.render(text)
    key = (text, int(size), int(width), bold, hyphenate, i18n.generation)
    got = _wrap_cache.get(key)
    if got is None:
        if len(_wrap_cache) > 4000:
            _wrap_cache.clear()
        got = _wrap_cache[key] = tuple(_wrap(text, size, width, bold, hyphenate))
    return list(got)


VOWELS = frozenset("aeiouyAEIOUY")


def _hyphenated(word: str, f, width: int) -> list[str]:
    """`word` in pieces no wider than `width`, each but the last ending in a hyphen (2 letters a piece at least),
    broken before a consonant that starts a syllable where one fits ("Enfeeble-ment", not "Enfeeblem-ent")."""
    pieces = []
    while len(word) > 3 and f.size(word)[0] > width:
        fits = [cut for cut in range(2, len(word) - 1) if f.size(word[:cut] + "-")[0] <= width] or [2]
        syllable = [cut for cut in fits if word[cut - 1] in VOWELS and word[cut] not in VOWELS
                    and word[cut + 1] in VOWELS]
        cut = max(syllable or fits)
        pieces.append(word[:cut] + "-")
        word = word[cut:]
    return pieces + [word]


_NO_BREAK_BEFORE = set("，。、：；！？」』）》〉,.;:!?)]…·")
_NO_BREAK_AFTER = set("（「『《〈【")     # an opening bracket never ends a line: it goes down with what it opens


def _units(para: str) -> list:
    """(piece, space before it) pieces a line may break between: Latin words, and single CJK characters
    (closing punctuation stays on the piece before it)."""
    units: list = []
    word, space = "", False
    for ch in para:
        if ch == " ":
            if word:
                units.append((word, space))
                word = ""
            space = True
        elif ch in _NO_BREAK_BEFORE and (word or units) and not (space and not word):   # " · " keeps its space
            if word:
                word += ch
            else:
                last, sp = units[-1]
                units[-1] = (last + ch, sp)
        elif ch >= _CJK_FIRST:
            if word:
                units.append((word, space))
                word, space = "", False
            units.append((ch, space))
            space = False
        else:
            word += ch
    if word:
        units.append((word, space))
    joined: list = []
    for piece, sp in units:     # '×6' stays with what it counts too: never a line of its own
        if joined and (joined[-1][0][-1:] in _NO_BREAK_AFTER or piece.startswith("×")):
            last, last_sp = joined.pop()
            piece, sp = last + (" " if sp else "") + piece, last_sp
        joined.append((piece, sp))
    return joined


def _wrap(text: str, size: int, width: int, bold: bool = False, hyphenate: bool = False) -> list[str]:
    f = font(size, bold, text)
    lines: list[str] = []
    for para in str(text).split("\n"):
        para = printable(para)
        pieces = [(w, True) for w in para.split(" ")] if para.isascii() else _units(para)
        line = ""
        for w, space in pieces:
            trial = (f"{line} {w}" if space else line + w) if line else w
            if f.size(trial)[0] <= width or not line and not hyphenate:
                line = trial
                continue
            if line:
                lines.append(line)
            if not hyphenate:
                line = w
                continue
            *broken, line = _hyphenated(w, f, width)    # a word wider than the column: broken, not run past it
            lines += broken
        lines.append(line)
    return lines


def clip_to_width(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut short with an ellipsis when it is wider than `width` pixels."""
    text = i18n.render(text)
    f = font(size, bold, text)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
