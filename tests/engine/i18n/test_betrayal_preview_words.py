"""Betrayal's house preview reads in Chinese (issue 17): its status lines, refusals and the drawn tile's panel say
what happened in words of the language in force; the house's own notes (B-7.2/B-7.5 discards, B-7.7 reshuffle,
B-7.5 turns) are lazy texts, and a rule id is only ever the status line's tooltip, never its words."""
from __future__ import annotations

import re

import pytest

from engine import i18n

LATIN_WORD = re.compile(r"[A-Za-z_]{2,}")
RULE_ID = re.compile(r"\b[A-Z]-[0-9A-Z]+\.\d")
ALLOWED = {"Enter", "Esc"}     # key names stay as they are



def _english_left(text) -> list:
    return [w for w in LATIN_WORD.findall(i18n.render(text)) if w not in ALLOWED]


def _explore_a_house(scene, said: list, steps: int = 40) -> None:
    from engine.ui import fonts
    scene.place()                  # refused: nothing drawn yet (B-7.1)
    said.append((scene.status, scene.status_rule))
    for _ in range(steps):
        scene.explore_random()
        said.append((scene.status, scene.status_rule))
        ex = scene.house.pending
        if ex is not None:
            with fonts.recording() as drawn:
                scene.draw_pending_panel(scene.surface, ex)
            said.extend((d.text, "") for d in drawn)
            scene.rotate()
            said.append((scene.status, scene.status_rule))
            scene.place()
            said.append((scene.status, scene.status_rule))
    scene.rotate()                 # refused: no tile waits (B-7.3)
    said.append((scene.status, scene.status_rule))


@pytest.mark.parametrize("lang, seed", [("zh-Hant", 7), ("zh-Hans", 5)])
def test_the_betrayal_preview_says_discoveries_discards_and_refusals_in_chinese_with_rule_ids_in_tooltips(lang, seed):
    import pygame

    from scenes.betrayal.preview import make_preview
    i18n.set_language(lang)
    scene = make_preview(seed=seed)
    scene.on_resize((1280, 800))
    scene.surface = pygame.Surface((1280, 800))
    said: list = []
    _explore_a_house(scene, said)
    notes = [note.text for note in scene.house.log]
    assert {note.kind for note in scene.house.log} >= {"discovered", "discarded", "reshuffled"}
    words = [i18n.render(text) for text, _rule in said] + [i18n.render(n) for n in notes]
    assert sorted({w for line in words for w in _english_left(line)}) == [], words
    assert [line for line in words if RULE_ID.search(line)] == []
    assert {"B-7.1", "B-7.3", "B-7.7"} <= {rule for _text, rule in said}
