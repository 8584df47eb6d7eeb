"""A space is named in words a player finds on the board (issue 17): its room and where in the room it lies as
the tile lies on the table, never the data's space number, which the tiles do not draw."""
import re

import pytest

from engine import i18n
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import space_words

NUMBERED = re.compile(r"space \d|號格|号格|\bs\d+\b")


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_every_space_of_every_room_has_its_own_name_in_its_room_however_the_tile_is_turned(lang):
    i18n.set_language(lang)
    for tile in mdata.library().values():
        for face in tile.faces:
            for turns in range(4):
                names = [i18n.render(space_words.words(face, tile.size, turns, s.id)) for s in face.spaces]
                assert len(set(names)) == len(names), (face.id, turns)
                assert all(i18n.render(face.name) in n and not NUMBERED.search(n) for n in names)


def test_a_corner_space_is_named_by_the_corner_it_lies_in_once_its_tile_is_turned():
    tile = mdata.library()["guard_pipes"]
    face = tile.face("guard_room")
    corner = next(s.id for s in face.spaces
                  if str(space_words.words(face, tile.size, 0, s.id)) == "the top-left corner of the Guard Room")
    assert str(space_words.words(face, tile.size, 1, corner)) == "the top-right corner of the Guard Room"


def test_a_special_area_is_named_by_its_own_name_and_its_room():
    tile = mdata.library()["kitchen_drainpipe"]
    face = tile.face("kitchen")
    area = next(s for s in face.spaces if s.special)
    assert str(space_words.words(face, tile.size, 0, area.id)) == f"the {area.special} in the Kitchen"


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_M_6_a_played_chapters_log_names_no_space_by_number(lang):
    from rulesets.mice_and_mystics import bots, rules
    i18n.set_language(lang)
    state = rules.setup({"chapter": "down_the_drain", "players": 1}, 11)
    for _ in range(300):
        if rules.outcome(state) is not None:
            break
        pending = rules.pending(state)
        state = rules.apply(state, bots.decide(rules.view(state, pending.seat), list(pending.options)))
    lines = [i18n.render(e.text_for(None)) for e in rules.log(state)]
    moves = [line for line in lines if "moves to" in line or "移動到" in line]
    assert moves and not [line for line in lines if NUMBERED.search(line)]
