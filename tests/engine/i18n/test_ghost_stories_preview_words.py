"""Ghost Stories' layout preview says what a space, tile, Haunter step, receptacle or board is in words of the
language in force, with the rule ids (G-G.3, G-5.3, G-11.2, G-17.5, a tile's rule) in the status tooltip only."""
from __future__ import annotations

import re

import pytest

import games
from engine import i18n

RULE_ID = re.compile(r"\b[A-Z]-[0-9A-Z]+\.\d")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")



@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_every_kind_of_spot_is_described_without_rule_ids_and_the_ids_are_its_tooltip(lang):
    from scenes.ghost_stories.preview import make_preview
    games.register_data_kinds()
    i18n.set_language(lang)
    scene = make_preview(seed=1)
    b = scene.board
    sid = b.space_ids[0]
    hits = [("space", sid), ("tile", b.cells[0]), ("step", (sid, b.haunter_track[0].id)),
            ("receptacle", b.receptacles[0].id if hasattr(b.receptacles[0], "id") else b.receptacles[0]),
            ("board", b.board_ids[0])]
    said = []
    for hit in hits:
        scene.selected = hit
        scene.update(0)
        said.append((i18n.render(scene.status), scene.status_rule))
    scene.selected = ("tile", b.cells[1])
    scene.portal_here()
    scene.selected = None
    scene.update(0)
    said.append((i18n.render(scene.status), scene.status_rule))
    assert [text for text, _rule in said if RULE_ID.search(text)] == []
    assert [rule for _text, rule in said[:4] + said[-1:]] and all(rule for _text, rule in said[:4] + said[-1:])
    if lang != "en":
        assert [text for text, _rule in said if LATIN_WORD.search(text)] == []
