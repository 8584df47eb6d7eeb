"""Betrayal's pieces told apart by colour also differ by a mark for a colour-blind player: the house is rendered at
1280×800 to learn the size its figures and rooms are drawn at, then every pair a player must tell apart is drawn
alone at that size and compared through deuteranopia, protanopia and tritanopia (tests/engine/ui/colour_vision.py)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import msgspec  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from tests.engine.ui.colour_vision import board_calls, pairs_apart  # noqa: E402

FLOOR = (136, 108, 82)        # the ground floor's inner fill, where figures stand


@pytest.fixture(scope="module")
def sizes():
    """(figure radius, room rect) the explored house is drawn with at 1280×800."""
    from scenes.betrayal import figures, house_view
    calls = board_calls("betrayal_explore", figures, ("explorer",))["explorer"]
    rooms = board_calls("betrayal_explore", house_view.bd, ("draw_tile",))["draw_tile"]
    assert calls and rooms, "the house drew no explorer or no room"
    return calls[0][2], pygame.Rect(rooms[0][1])


def _explorers() -> list[dict]:
    from rulesets.betrayal.rules.state import explorer_data
    return [{"name": e.name, "colour": e.colour} for e in explorer_data().values()]


def _board(r):
    side = 4 * r + 8
    return (side, side), (2 * r + 4, 2 * r + 4)


@pytest.fixture
def english_after():
    from engine import i18n
    yield i18n
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_every_explorer_differs_from_every_other_by_initials(sizes, lang, english_after):
    """B-3.2: twelve explorers, two per colour; each is drawn with initials no other explorer has, in Chinese the
    first character of the translated name (issue 17: no Latin letter on a Chinese board)."""
    from scenes.betrayal import figures
    english_after.set_language(lang)
    marks = [figures.initials(e["name"]) for e in _explorers()]
    assert len(set(marks)) == 12 and (lang == "en") == all(m.isascii() for m in marks)
    r = sizes[0]
    size, c = _board(r)
    pieces = {e["name"]: (figures.SEAT_RGB[e["colour"]], lambda s, e=e: figures.explorer(s, c, r, e))
              for e in _explorers()}
    assert len(pieces) == 12
    assert not pairs_apart(pieces, size, FLOOR)


def test_two_explorers_whose_chinese_names_start_alike_wear_different_marks(english_after):
    """A translation may give two explorers the same first character: each then wears the first character of
    each part of its name, so the marks still differ (the discs are told apart by mark, not colour)."""
    from scenes.betrayal import figures
    english_after.add_words("Ann Test", {"zh-Hant": "瑪麗·安"})
    english_after.add_words("Bea Test", {"zh-Hant": "瑪塔·貝"})
    english_after.set_language("zh-Hant")
    names = ("Ann Test", "Bea Test", "Marta Voss")
    marks = [figures.initials(n, names) for n in names]
    assert marks == ["瑪安", "瑪貝", "瑪沃"]
    assert figures.initials("Marta Voss") == "瑪"       # no shipped explorer shares its first character


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_monster_token_and_a_used_room_marker_carry_no_latin_letter_in_chinese(lang, english_after):
    import rulesets.betrayal.rules  # noqa: F401  (the haunts' monster names join the catalog when loaded)
    from rulesets.betrayal.haunts import load_haunts
    from scenes.betrayal import figures
    load_haunts()
    english_after.set_language(lang)
    assert figures.monster_mark({"name": "Drowned One", "number": 2}) == "溺2"
    assert not figures.token_mark("Marta Voss").isascii()


def test_a_dead_explorer_a_living_one_and_the_one_whose_turn_it_is_differ(sizes):
    """B-13: a dead explorer stays on the map; the ring says whose turn it is (B-5.1)."""
    from scenes.betrayal import figures
    r = sizes[0]
    size, c = _board(r)
    e = {**_explorers()[0]}
    pieces = {"a living explorer": (figures.SEAT_RGB[e["colour"]], lambda s: figures.explorer(s, c, r, e)),
              "the explorer whose turn it is": (figures.SEAT_RGB[e["colour"]],
                                                lambda s: figures.explorer(s, c, r, e, True)),
              "a dead explorer": (figures.DEAD_RGB, lambda s: figures.explorer(s, c, r, {**e, "dead": True}))}
    assert not pairs_apart(pieces, size, FLOOR)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_monster_differs_from_an_explorer_by_its_square(sizes, lang, english_after):
    """B-H: monsters fight the heroes; a monster named like an explorer is still told by its shape."""
    from scenes.betrayal import figures
    english_after.set_language(lang)
    r = sizes[0]
    size, c = _board(r)
    ada = {"name": "Ada Quill", "colour": "red"}
    pieces = {"an explorer": (figures.SEAT_RGB["red"], lambda s: figures.explorer(s, c, r, ada)),
              "a monster": (figures.MONSTER_RGB, lambda s: figures.monster(s, c, r, {"name": "A", "number": ""})),
              "a stunned monster": (figures.MONSTER_RGB, lambda s: figures.monster(
                  s, c, r, {"name": "A", "number": "", "stunned": True}))}
    assert not pairs_apart(pieces, size, FLOOR)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_room_markers_of_each_kind_differ_by_shape(sizes, lang, english_after):
    """B-24.8 (obstacles are square), B-13.3 (item piles), B-8.6 (the hole), B-20.6 (passages): each marker its
    own shape; two explorers' used-room markers (B-24.7) differ by the explorer's initial (in Chinese, his mark)."""
    from scenes.betrayal import figures
    english_after.set_language(lang)
    r = sizes[0]
    size, c = _board(r)
    owners = {e["colour"]: e for e in _explorers()[::2]}
    kinds = {"item pile": {"kind": "item_pile"}, "emptied vault": {"kind": "vault_empty"},
             "hole": {"kind": "below_collapsed_room"}, "obstacle": {"kind": "obstacle"},
             "secret passage": {"kind": "secret_passage"}, "red's used room": {"kind": "explorer", "owner": "red"},
             "blue's used room": {"kind": "explorer", "owner": "blue"},
             "green's used room": {"kind": "explorer", "owner": "green"}}
    fills = {**figures.TOKEN_RGB, **{f"{k}'s used room": figures.SEAT_RGB[k] for k in ("red", "blue", "green")}}
    pieces = {name: (fills.get(d["kind"], fills.get(name, figures.PASSAGE_RGB)),
                     lambda s, d=d: figures.token(s, c, r, d, owners)) for name, d in kinds.items()}
    assert not pairs_apart(pieces, size, FLOOR)


def _outlines(draw_one, kinds, size, background) -> list[str]:
    pieces = {f"the '{k}' outline": (background, lambda s, k=k: draw_one(s, k)) for k in kinds}
    return pairs_apart(pieces, size, background)


def test_lit_preselected_pointed_at_hinted_and_logged_rooms_differ_by_line(sizes):
    """A room the shell marks: reachable (lit), pre-selected, pointed at, the hint's answer, named by the log."""
    from scenes.betrayal import house_view
    rect = sizes[1]
    box = pygame.Rect(4, 4, rect.w, rect.h)
    failures = _outlines(lambda s, k: house_view._outline(s, box, k), ("legal", "preferred", "hover", "hint", "event"),
                         (rect.w + 8, rect.h + 8), FLOOR)
    assert not failures


def test_an_open_door_lit_preselected_pointed_at_and_hinted_differ_by_its_rings(sizes):
    from scenes.betrayal import house_view
    rect = sizes[1]

    class Geo:
        def rect(self, cell):
            return pygame.Rect(10, 40, rect.w, rect.h)

        door_marker = house_view.FloorGeometry.door_marker
    failures = _outlines(lambda s, k: house_view.draw_door_marker(s, Geo(), (0, 0), "N", k),
                         ("legal", "preferred", "hover", "hint"), (rect.w + 20, rect.h + 50), (30, 30, 36))
    assert not failures


def test_a_barrier_stands_out_from_the_floor_of_its_room(sizes):
    """B-8.1: a barrier splits a room in two; it is seen by its lightness, not its orange alone."""
    from rulesets.betrayal.rules.state import tiles
    from scenes.betrayal import draw as bd
    rect = pygame.Rect(0, 0, sizes[1].w, sizes[1].h)
    tile = next(t for t in tiles().tiles.values() if t.barrier is not None)
    floor = next(f for f in ("ground", "upper", "basement") if f in tile.floors)
    plain = msgspec.structs.replace(tile, barrier=None)
    pieces = {"a room with a barrier": (bd.FLOOR_FILL[floor], lambda s: bd.draw_tile(s, rect, tile, 0, floor,
                                                                                     detail=False)),
              "the room without": (bd.FLOOR_FILL[floor], lambda s: bd.draw_tile(s, rect, plain, 0, floor,
                                                                                detail=False))}
    assert not pairs_apart(pieces, rect.size, (0, 0, 0))


def test_betrayal_dice_faces_differ_by_their_numbers():
    """B-11.1: faces 0, 1 and 2 are all one colour; the digit tells them."""
    from engine.ui.dice_tray import DiceTray
    from scenes.betrayal.board_view import DIE_FACES
    tray = DiceTray(faces=DIE_FACES)
    pieces = {f"a {v}": (DIE_FACES[v][0], lambda s, v=v: tray._draw_die(s, (30, 30), 0.0, 44, v)) for v in DIE_FACES}
    assert not pairs_apart(pieces, (60, 60), (34, 78, 52))
