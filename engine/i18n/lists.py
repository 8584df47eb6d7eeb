"""Lists in words ('a, b and c' / 'a、b和c'), lazy texts worded in the language in force when drawn; every game's."""
from __future__ import annotations

from engine.i18n import T


def listed(items) -> str:
    """'a, b, c' (Chinese 'a、b、c'), each item worded when drawn."""
    items = list(items)
    if not items:
        return ""
    text = items[0]
    for item in items[1:]:
        text = T("{list}, {item}", list=text, item=item)
    return text


def anded(items) -> str:
    """'a', 'a and b', 'a, b and c' (Chinese 'a、b和c')."""
    items = list(items)
    if len(items) <= 1:
        return items[0] if items else ""
    return T("{list} and {last}", list=listed(items[:-1]), last=items[-1])


def ored(items) -> str:
    """'a', 'a or b', 'a, b or c' (Chinese 'a、b或c')."""
    items = list(items)
    if len(items) <= 1:
        return items[0] if items else ""
    return T("{list} or {last}", list=listed(items[:-1]), last=items[-1])
