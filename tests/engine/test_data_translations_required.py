"""Authored texts carry every language, checked on load (issue 17): in every shipped data file that holds
translations, a copy with its first zh-Hant field taken out fails validation with a `file:line:col:` problem
naming the missing field, never a blank on screen nor a traceback. One case per file: cards, rooms, haunts,
chapters, tiles, boards, powers, zones, heroes, help pages of all four games."""
from __future__ import annotations

import os
import re
import shutil

import pytest

import games
from engine.data import validate_paths
from engine.data.registry import _expand

ROOT = os.path.dirname(os.path.abspath(games.__file__))
FIELD = re.compile(r"(^|[{,\s])zh-Hant:")
FLOW_FIELD = re.compile(r"""zh-Hant:\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^,}\n]*)\s*,?\s*""")


def _translated_files() -> list[str]:
    games.register_data_kinds()
    return [p for p in _expand(games.shipped_data_paths()) if "zh-Hant:" in open(p, encoding="utf-8").read()]


def without_first_translation(text: str) -> tuple[str, int]:
    """(`text` with its first zh-Hant field removed, the 1-based line it was on)."""
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if FIELD.search(line))
    line = lines[at]
    if line.strip().startswith("zh-Hant:"):       # block style: the key line and its more-indented lines
        indent = len(line) - len(line.lstrip())
        end = at + 1
        while end < len(lines) and lines[end].strip() and len(lines[end]) - len(lines[end].lstrip()) > indent:
            end += 1
        lines[at:end] = []
    else:                                          # flow style: {en: ..., zh-Hant: ..., zh-Hans: ...}
        lines[at] = FLOW_FIELD.sub("", line, count=1)
    return "\n".join(lines), at + 1


def test_every_game_ships_translated_data_files():
    files = _translated_files()
    assert {os.path.relpath(p, ROOT).split(os.sep)[1] for p in files} == {g.id for g in games.GAMES if g.load_data}


@pytest.mark.parametrize("path", _translated_files(), ids=lambda p: os.path.relpath(p, ROOT).replace(os.sep, "/"))
def test_a_missing_chinese_field_is_a_file_line_col_problem(path, tmp_path):
    data = path[:path.rindex(os.sep + "data" + os.sep)] + os.sep + "data"
    copy = tmp_path / "data"
    shutil.copytree(data, copy)       # the file among its siblings, as the game loads it
    target = copy / os.path.relpath(path, data)
    text, line = without_first_translation(target.read_text(encoding="utf-8"))
    target.write_text(text, encoding="utf-8")
    problems = [str(p) for p in validate_paths([str(target)])]
    assert any(re.match(rf"{re.escape(str(target))}:{line}:\d+: .*zh-Hant.*missing", p) for p in problems), problems


def test_the_file_as_shipped_has_no_such_problem():
    """The check above measures the removal, not a file that was already broken."""
    assert validate_paths(_translated_files()) == []
