"""The action die (M-G.4): six faces, each an icon and a movement number; what counts as a hit or a block."""
from __future__ import annotations

from engine.i18n import N_, T, lists

# face number: (icon, movement number in the corner)
FACES = {1: ("sword", 1), 2: ("sword", 2), 3: ("bow", 3), 4: ("sword and shield", 1), 5: ("cheese", 2),
         6: ("star", 3)}


def icon(face: int) -> str:
    return FACES[face][0]


def movement(face: int) -> int:
    return FACES[face][1]


def roll(s, n: int) -> list:
    """n action dice from the chapter's seeded generator (one draw for the throw)."""
    return s.rng.roll(max(0, n)) if n > 0 else []


def hits(faces: list, ranged: bool) -> int:
    """Melee hits are swords and sword-and-shields (M-7.3); ranged hits are bows (M-7.6, M-G.8)."""
    wanted = ("bow",) if ranged else ("sword", "sword and shield")
    return sum(icon(f) in wanted for f in faces)


def blocks(faces: list) -> int:
    """A defender's blocks: each sword-and-shield cancels one hit (M-7.2, M-7.4)."""
    return sum(icon(f) == "sword and shield" for f in faces)


def cheese(faces: list) -> int:
    return sum(icon(f) == "cheese" for f in faces)


def stars(faces: list) -> int:
    return sum(icon(f) == "star" for f in faces)


ICON_WORDS = (N_("sword"), N_("bow"), N_("sword and shield"), N_("cheese"), N_("star"))   # the icons, for the catalog


def words(faces: list):
    """The faces rolled in words ("sword, bow, cheese"), worded when drawn."""
    return lists.listed(icon(f) for f in faces) or T("no dice")
