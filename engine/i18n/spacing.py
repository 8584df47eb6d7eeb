"""Chinese spacing of a filled template: a name ending in a digit or a Latin letter gets a space before Chinese."""
from __future__ import annotations

import re

CJK = "\u3400-\u9fff\uf900-\ufaff"
LATIN_OR_DIGIT = re.compile(r"[A-Za-z0-9]")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def spaced(template: str, values: dict) -> str:
    """`template` with a space added where a text value meets a Chinese character with a digit or a Latin letter
    ('{name}决定' with 'Player 1' → '玩家 1 决定', '在{space}上' → '在红色鬼位 1 上'), the spacing the catalogs use
    ('第 3 轮'). A name is a player's or a game's word, Chinese or not, so no catalog can place the space itself."""
    def around(match: re.Match) -> str:
        value = values.get(match.group(1))
        if not isinstance(value, str) or not value:
            return match.group(0)
        before = template[match.start() - 1] if match.start() > 0 else ""
        after = template[match.end()] if match.end() < len(template) else ""
        lead = " " if before and _cjk(before) and LATIN_OR_DIGIT.match(value[0]) else ""
        tail = " " if after and _cjk(after) and LATIN_OR_DIGIT.match(value[-1]) else ""
        return lead + match.group(0) + tail
    return PLACEHOLDER.sub(around, template)


def _cjk(char: str) -> bool:
    return bool(re.match(f"[{CJK}]", char))
