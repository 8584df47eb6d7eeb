"""The Mice and Mystics layout composer reads in Chinese (issue 17): every board-check reason it shows (M-3.5 arrows
and one tile per cell, M-7.11 exits that meet, M-7.12 flips) and every status line it says is worded in the
language in force, with face names, never face ids, arrow letters or rule ids (the rule id is the status tooltip)."""
from __future__ import annotations

import re

import pytest

from engine import i18n
from rulesets.mice_and_mystics import board
from rulesets.mice_and_mystics.data import Placement

LATIN_WORD = re.compile(r"[A-Za-z_]{2,}")
RULE_ID = re.compile(r"\b[A-Z]-\d")
ALLOWED = {"Enter", "Esc", "Del"}     # key names stay as they are



def _composer_lines(scene) -> list:
    """Drive the composer through every refusal the board checks can give, keeping each status line."""
    said = []
    scene.say = lambda text, bad=False, rule="": said.append((text, rule)) or setattr(scene, "status", text)
    kitchen = Placement("kitchen_drainpipe", "kitchen", (0, 0), 0)
    scene.placed = [kitchen]
    scene.changed()
    for tile, face, cell in (("kitchen_drainpipe", "drainpipe", (5, 5)),      # M-3.5 one tile each
                             ("greathall_sewer", "great_hall", (0, 0)),      # M-3.5 a cell taken
                             ("pantry_mousehole", "pantry", (1, 0)),         # M-7.11 exits do not meet
                             ("greathall_sewer", "great_hall", (0, 1))):     # M-7.11 colours differ
        scene.pick, scene.pick_turns = (tile, face), 0
        scene.place(cell)
    scene.pick, scene.pick_turns = ("kitchen_drainpipe", "kitchen"), 1   # M-3.5 arrows agree
    scene.placed = [Placement("greathall_sewer", "great_hall", (0, 0), 0)]
    scene.place((2, 0))
    scene.placed = list(board.random_layout(scene.lib, 3))
    scene.changed()
    scene.choose(*scene.faces[0])
    scene.rotate_pick()
    for k in range(len(scene.placed)):
        scene.selected = k
        scene.flip_selected()                                               # M-7.12 a flip may be refused
    scene.turn_board()
    at = scene.placed[0].at
    scene.on_board_click(((at[0] + 0.5) * scene.size_u, (at[1] + 0.5) * scene.size_u))   # M-7.7 sight
    scene.remove_selected()
    return said


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_mice_composer_says_every_board_check_reason_in_chinese_without_ids(lang):
    from scenes.mice_and_mystics.preview import MicePreview
    i18n.set_language(lang)
    said = _composer_lines(MicePreview())
    assert len(said) >= 10
    words = [i18n.render(text) for text, _rule in said]
    left = sorted({w for line in words for w in LATIN_WORD.findall(line) if w not in ALLOWED})
    assert left == [], words
    assert [line for line in words if RULE_ID.search(line)] == []
    assert {"M-3.5", "M-7.11", "M-7.7"} <= {rule for _text, rule in said}


def test_a_board_check_reason_made_in_english_reads_in_chinese_after_a_switch():
    i18n.set_language("en")
    kitchen = Placement("kitchen_drainpipe", "kitchen", (0, 0), 0)
    from rulesets.mice_and_mystics import data as mdata
    (_rule, reason, _field), = board.placement_problems(mdata.library(), [kitchen],
                                                        Placement("pantry_mousehole", "pantry", (1, 0), 0))
    assert reason == "the orange exit of Kitchen at 38-62 along the shared edge meets no exit of Pantry"
    i18n.set_language("zh-Hant")
    assert i18n.render(reason) == "廚房在相接邊38-62處的橙色出口區域沒有接上儲藏室的出口"
