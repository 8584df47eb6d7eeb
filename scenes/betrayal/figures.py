"""Betrayal's pieces on the map: explorers, monsters and room tokens, each told by a mark of its own (initials,
a shape), never by its colour alone (colour-blind players; tests/engine/ui/test_colour_blind_betrayal.py)."""
from __future__ import annotations

import functools
import re

import pygame

from engine.i18n import render
from engine.ui import fonts, pictograms, symbols, theme

SEAT_RGB = {"red": (212, 70, 62), "orange": (236, 140, 52), "yellow": (232, 204, 70), "green": (84, 176, 92),
            "blue": (80, 130, 222), "purple": (160, 96, 206)}
DEAD_RGB = (90, 90, 96)
MONSTER_RGB = (120, 24, 30)
EDGE = (12, 12, 16)
TOKEN_RGB = {"item_pile": (236, 196, 84), "vault_empty": (150, 150, 160), "below_collapsed_room": (240, 150, 90)}
PASSAGE_RGB = (170, 140, 220)
# each kind of marker its own shape (B-24.8: obstacles and locks are square tokens); a kind not listed is a diamond
TOKEN_SHAPES = {"item_pile": "star", "vault_empty": "token_slash", "below_collapsed_room": "triangle",
                "obstacle": "square", "lock": "square", "secret_passage": "diamond", "secret_stairs": "diamond"}


def initials(name: str, names=None) -> str:
    """The mark on an explorer's disc, in the language in force: 'MV' for Marta Voss (every explorer's initials
    differ: rulesets/betrayal/data/explorers.yaml); in Chinese the name's first character ('瑪'), or, when another
    explorer's name (`names`, default every explorer's) starts with the same one, the first character of each part
    of the name ('瑪沃' for 瑪塔·沃斯), so no two explorers wear one mark whatever the translation."""
    shown = render(name)
    if shown.isascii():
        return "".join(w[0] for w in shown.split()[:2])
    first = shown[:1]
    others = {render(other) for other in (names if names is not None else _explorer_names())} - {shown}
    if not any(other[:1] == first for other in others):
        return first
    parts = [p for p in re.split(r"[·・\s]+", shown) if p]
    return "".join(p[:1] for p in parts[:2]) if len(parts) > 1 else shown[:2]


def mark_size(mark: str, r: int) -> int:
    """Letters at 12 px; one Chinese character as large as the disc holds: its strokes are what tells it apart."""
    return 12 if mark.isascii() or len(mark) > 1 else max(12, int(1.25 * r))


def token_mark(name: str) -> str:
    """A used-room marker's mark: one letter in English ('M'), the explorer's own mark in Chinese."""
    mark = initials(name)
    return mark[:1] if mark.isascii() else mark


def monster_mark(data: dict) -> str:
    """'Z2': a monster's initial (in Chinese its name's first character) and its number."""
    return render(str(data.get("name", "?")))[:1] + str(data.get("number", ""))


@functools.lru_cache(maxsize=1)
def _explorer_names() -> tuple:
    from rulesets.betrayal.rules.state import explorer_data
    return tuple(e.name for e in explorer_data().values())


def explorer(surface, c, r: int, data: dict, current: bool = False) -> None:
    """An explorer: a disc of the seat's colour with the explorer's initials, ringed white on his turn."""
    colour = DEAD_RGB if data.get("dead") else SEAT_RGB.get(data.get("colour"), theme.ACCENT)
    pygame.draw.circle(surface, EDGE, c, r + 2)
    pygame.draw.circle(surface, colour, c, r)
    if current:
        pygame.draw.circle(surface, (255, 255, 255), c, r + 3, 2)
    fonts.note_figure(surface, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), "explorer")
    mark = initials(data.get("name", "?"))
    fonts.blit_text(surface, mark, c, mark_size(mark, r), symbols.ink_on(colour, dark=(16, 16, 20)),
                    bold=True, anchor="center")


def monster(surface, c, r: int, data: dict) -> None:
    """A monster: a dark red square (never a disc, an explorer's shape) with its initial and number."""
    pygame.draw.rect(surface, EDGE, pygame.Rect(c[0] - r - 2, c[1] - r - 2, 2 * r + 4, 2 * r + 4))
    pygame.draw.rect(surface, MONSTER_RGB, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r))
    if data.get("stunned"):
        pygame.draw.line(surface, (230, 230, 230), (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), 2)
    fonts.note_figure(surface, pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), "explorer")
    fonts.blit_text(surface, monster_mark(data), c, 12, (16, 16, 20),
                    bold=True, anchor="center")


def token(surface, c, r: int, data: dict, owners: dict) -> None:
    """A marker on a room, named in the room's tooltip: its kind's shape in its colour, rimmed dark; a used-room
    marker (B-24.7) is a small disc of its explorer's colour with his initial (no two explorers share one)."""
    kind = data.get("kind")
    k = r * 0.7
    if kind == "explorer":
        owner = owners.get(data.get("owner"), {})
        colour = SEAT_RGB.get(data.get("owner"), PASSAGE_RGB)
        pygame.draw.circle(surface, EDGE, c, int(k) + 2)
        pygame.draw.circle(surface, colour, c, int(k))
        fonts.note_figure(surface, pygame.Rect(c[0] - k, c[1] - k, 2 * k, 2 * k), "token")
        fonts.blit_text(surface, token_mark(owner.get("name", "?")), c, 12, symbols.ink_on(colour, dark=EDGE),
                        bold=True, anchor="center")
        return
    colour = TOKEN_RGB.get(kind, PASSAGE_RGB)
    shape = TOKEN_SHAPES.get(kind, "diamond")
    for dx in (-2, -1, 0, 1, 2):         # a dark rim two pixels wide: the shape drawn off each way first
        for dy in (-2, -1, 0, 1, 2):
            if abs(dx) + abs(dy) in (1, 2):
                pictograms.draw(surface, shape, (c[0] + dx, c[1] + dy), 2 * k, EDGE)
    pictograms.draw(surface, shape, c, 2 * k, colour)
    fonts.note_figure(surface, pygame.Rect(c[0] - k, c[1] - k, 2 * k, 2 * k), "token")
