"""A barrier room's name stays readable: the pieces standing on its near side (B-8.2) are never drawn on it."""
import pygame
import pytest

from engine import i18n
from rulesets.betrayal.rules.state import tiles
from scenes.betrayal import draw as bd
from scenes.betrayal import house_view as hv


def _name_boxes(rect, tile, band):
    t = bd.wall_width(rect)
    size, lines, lh, y0 = bd._name_lines(i18n._(tile.name), rect, rect.w - 2 * t - 4, 12, band)
    return [pygame.Rect(rect.left + t, int(y0 + i * lh), rect.w - 2 * t, lh) for i in range(len(lines))]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("sides", [("near",), ("far",), ("near", "far")])
def test_B_8_2_a_figure_on_either_side_of_the_catacombs_barrier_leaves_the_rooms_name_clear(language, sides):
    tile = tiles().tiles["catacombs"]
    rect = pygame.Rect(100, 100, 96, 96)
    pieces = [("explorer", i, {"name": "Ada", "room": "catacombs", "side": side}) for i, side in enumerate(sides)]
    pieces.append(("token", None, {"kind": "room_used", "side": sides[0]}))
    with _language(language):
        band = hv.room_name_band(rect, tile, 0, pieces)
        boxes = _name_boxes(rect, tile, band)
    r = hv.room_radius(rect, tile, 0, pieces)
    for _, (x, y) in hv.placed_pieces(rect, tile, 0, pieces):
        figure = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        assert figure.collidelist(boxes) == -1, (figure, boxes)


class _language:
    def __init__(self, code):
        self.code = code

    def __enter__(self):
        self.before = i18n.language()
        i18n.set_language(self.code)

    def __exit__(self, *exc):
        i18n.set_language(self.before)
