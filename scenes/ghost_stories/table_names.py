"""The words on Ghost Stories' tiles and ghost cards: the size and lines of each name, 12 px or more whatever the zoom.

A name that has no room at 12 px is shortened to a word of it (English) or left off (the figure and its hover
panel say what it is), never drawn smaller (issue 17: text never below 12 px)."""
from __future__ import annotations

import functools

from engine import i18n
from engine.i18n import _
from engine.ui import fonts
from engine.ui.theme import MIN_TEXT

# Shorter on-tile forms of long English names, longest first; each is a word of the name (or the plain word for
# it), so the tile still reads as itself; the tooltip gives the full name. Chinese names (four characters) fit
# whole at 12 px on the smallest tile.
SHORT_TILE_NAMES = {
    "Night Watchman's Post": ("Night Watch", "Watch"),
    "Pavilion of the Heavenly Wind": ("Pavilion",),
    "Herbalist's Shop": ("Herb Shop", "Herbs"),
    "Sorcerer's Hut": ("Sorcerer", "Hut"),
    "Buddhist Temple": ("Temple",),
    "Cemetery": ("Graves",),
    "Circle of Prayer": ("Prayer",),
    "Kung Fu School": ("Kung Fu",),
    "Taoist Altar": ("Altar",),
}
NAME_MIN = MIN_TEXT


def wrap_words(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of `text` no wider than `width` where the words allow, broken at spaces and after hyphens."""
    f = fonts.font(size, bold)
    parts = text.replace("-", "- ").split(" ")
    lines: list[str] = []
    for part in parts:
        if not part:
            continue
        joiner = "" if lines and lines[-1].endswith("-") else " "
        trial = (lines[-1] + joiner + part) if lines else part
        if lines and f.size(trial)[0] <= width:
            lines[-1] = trial
        else:
            lines.append(part)
    return lines


def fitting(text: str, size: int, width: int, max_lines: int, bold: bool, hyphenate: bool = False):
    """The lines of `text` at `size` if they are at most `max_lines`, none wider than `width`; else None. With
    `hyphenate`, a word wider than the line may be broken with a hyphen ("Execu-tioner") as a last resort."""
    f = fonts.font(size, bold, text)
    for lines in (wrap_words(text, size, width, bold),
                  fonts.wrap(text, size, width, bold, hyphenate=True) if hyphenate else None):
        if lines and len(lines) <= max_lines and all(f.size(ln)[0] <= width for ln in lines):
            return tuple(lines)
    return None


@functools.lru_cache(maxsize=256)
def common_size(forms: tuple, top: int, width: int, max_lines: int, bold: bool) -> int:
    """The largest size from `top` down to 12 px at which every name fits in one of its forms (full, short): one
    size for every name of a kind, so the table reads even. 12 px when not all fit even there (some are then
    shortened or left off: lines_at)."""
    for size in range(max(top, NAME_MIN), NAME_MIN, -1):
        if all(any(fitting(f, size, width, max_lines, bold) for f in name if f) for name in forms):
            return size
    return NAME_MIN


def lines_at(forms, size: int, width: int, max_lines: int, bold: bool, hyphenate: bool = False) -> tuple:
    """The first of `forms` that fits at `size`, as lines; none (the name left off) when no form fits."""
    for f in forms:
        got = fitting(f, size, width, max_lines, bold, hyphenate) if f else None
        if got:
            return got
    return ()


def tile_forms(name: str) -> tuple:
    """A tile's name in the language in force, then its short English forms where English is drawn."""
    shown = _(name)
    return (shown,) + (SHORT_TILE_NAMES.get(name, ()) if shown == name else ())


def tile_name_lines(name: str, tile_w: int, all_names: tuple = ()):
    """(lines, size) of a tile's name on a tile `tile_w` px wide: one size for every tile of the village, the
    full name in two lines where it fits at that size, else its short form, else none (the tooltip names it)."""
    return _tile_name_lines(name, tile_w, all_names, i18n.generation)


@functools.lru_cache(maxsize=256)
def _tile_name_lines(name: str, tile_w: int, all_names: tuple, generation: int):
    """tile_name_lines, cached per language (`generation` grows with each switch: the lines are translated words)."""
    width = int(tile_w * 0.92)
    forms = tuple(tile_forms(n) for n in (all_names or (name,)))
    size = common_size(forms, int(tile_w * 0.15), width, 2, True)
    return lines_at(tile_forms(name), size, width, 2, True), size


def ghost_name_lines(name: str, inner_w: int, wu_feng: bool = False, inner_h: int = 0):
    """(lines, size) of a ghost's name on a card whose inside is `inner_w` px wide (and `inner_h` tall, when
    known): one size for every ghost (and one for every Wu-Feng, whose names are longer: up to four lines), on no
    more lines than 70 % of the card holds; a name with no room there is left off (the hover panel names it)."""
    return _ghost_name_lines(name, inner_w, wu_feng, inner_h, i18n.generation)


@functools.lru_cache(maxsize=512)
def _ghost_name_lines(name: str, inner_w: int, wu_feng: bool, inner_h: int, generation: int):
    """ghost_name_lines, cached per language (`generation` grows with each switch)."""
    from rulesets.ghost_stories.rules.cards import card_tables
    t = card_tables()
    group = tuple((_(n),) for n, wf in zip(t.card_name, t.is_wf) if wf == wu_feng) + ((name,),)
    width, most = inner_w - 4, 4 if wu_feng else 3
    if inner_h:     # the ghost figure keeps a third of the card
        most = max(1, min(most, int(inner_h * 0.7) // fonts.font(NAME_MIN, text=name).get_linesize()))
    size = common_size(group, int(inner_w * 0.15), width, most, False)
    # a word wider than the card is broken with a hyphen only where the name fits no other way
    return lines_at((name,), size, width, most, False, hyphenate=True), size
