"""Chinese spacing around a name filled into a template: '玩家 1 决定', '接受 Ann 的法宝', never '2025年 12月'."""
from __future__ import annotations

import re

# The parameters that hold a name (a seat's or a player's, typed or numbered like 'Computer 2', a figure's): the
# key says what a value is. Counts, dates, ordinals and other numbers ({n}, {year}, {round}, {cost}) are never
# spaced here: each catalog places their spaces itself ('第 3 轮', '3张牌', '2025年12月').
NAME_KEYS = frozenset({"name", "name2", "names", "a_name", "d_name", "who", "player"})
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _cjk(char: str) -> bool:
    """A Chinese character (the unified ideographs and their extensions; punctuation such as '：' or '（' is not)."""
    return "\u3400" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff" or "\U00020000" <= char <= "\U0003134f"


def _latin_or_digit(char: str) -> bool:
    """A digit or a Latin letter (accented ones too: 'Zoë'), which Chinese typesetting parts from Chinese by a space."""
    return char.isdigit() or (char.isalpha() and char < "\u0250")


def spaced(template: str, values: dict) -> str:
    """`template` with a space between a name placeholder and the Chinese beside it where the name's end that meets
    the Chinese is a digit or a Latin letter: '{name}决定' with '玩家 1' reads '玩家 1 决定', '接受{name}的' with
    'Ann' '接受 Ann 的'; a Chinese name ('巴索·索恩决定') and every other parameter stay as the catalog has them."""
    if NAME_KEYS.isdisjoint(values):
        return template

    def around(match: re.Match) -> str:
        value = values.get(match.group(1)) if match.group(1) in NAME_KEYS else None
        if not isinstance(value, str) or not value:
            return match.group(0)
        before = template[match.start() - 1] if match.start() > 0 else ""
        after = template[match.end()] if match.end() < len(template) else ""
        lead = " " if before and _cjk(before) and _latin_or_digit(value[0]) else ""
        tail = " " if after and _cjk(after) and _latin_or_digit(value[-1]) else ""
        return lead + match.group(0) + tail
    return PLACEHOLDER.sub(around, template)
