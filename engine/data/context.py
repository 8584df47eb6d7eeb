"""Collects the problems found while checking one file, and finds where a loaded model was written."""
from __future__ import annotations

from engine.data.problems import DataError, Mark, Problem


class Ctx:
    """Problems found while checking one file, reported at a yaml node, a Mark or a loaded model's field."""

    def __init__(self, file: str):
        self.file = file
        self.problems: list[Problem] = []

    def mark(self, node) -> Mark:
        return Mark.of_node(self.file, node)

    def error(self, where, path: str, message: str) -> None:
        """Report at a yaml node or a Mark."""
        mark = where if isinstance(where, Mark) else self.mark(where)
        self.problems.append(Problem(mark, path, message))

    def error_at(self, obj, field: str | None, path: str, message: str) -> None:
        """Report at the position a loaded model (or one of its fields, by its YAML key) came from."""
        self.problems.append(Problem(mark_of(obj, field) or Mark(self.file, 1, 1), path, message))

    def raise_if_any(self) -> None:
        if self.problems:
            raise DataError(sorted(self.problems, key=lambda p: (p.mark.line, p.mark.col)))


def mark_of(obj, field: str | None = None) -> Mark | None:
    """Where a model (or one of its fields, named by its YAML key) was written in its file."""
    marks = getattr(obj, "_marks", None)
    if not marks:
        return None
    return marks.get(field) or marks.get(None)


def join(path: str, key) -> str:
    """The key path of a child: `tiles[2]` for an index, `tiles.action` for a key."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def check_unique(ctx: Ctx, items, attr: str, path: str) -> None:
    """Report each item whose `attr` repeats an earlier one's (duplicate ids in a list)."""
    first: dict = {}
    for i, item in enumerate(items):
        key = getattr(item, attr)
        if key in first:
            m = mark_of(first[key], attr)
            ctx.error_at(item, attr, f"{path}[{i}].{attr}",
                         f"duplicate id {key!r} (first at line {m.line if m else '?'})")
        else:
            first[key] = item
