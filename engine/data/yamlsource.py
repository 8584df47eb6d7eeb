"""Read a YAML file into position-carrying nodes; syntax errors become Problems."""
from __future__ import annotations

import yaml

from engine.data.problems import DataError, Mark, Problem

_constructor = yaml.constructor.SafeConstructor()


# libyaml composes about ten times faster; the pure-Python parser words syntax errors better
_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def compose_text(text: str, file: str):
    """Return the root node of `text`, or raise DataError naming where the syntax breaks."""
    try:
        return yaml.compose(text, Loader=_FAST_LOADER)
    except yaml.YAMLError:
        pass  # parse again below, slowly, for the clearer message
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        what = exc.problem or exc.context or "invalid YAML"
        raise DataError([Problem(Mark(file, line, col), "", f"YAML syntax: {what}")]) from None
    except yaml.YAMLError as exc:
        raise DataError([Problem(Mark(file, 1, 1), "", f"YAML syntax: {exc}")]) from None


def compose_file(path: str, display: str | None = None):
    """Read and compose `path`; `display` is the name used in messages (defaults to the path)."""
    display = display or str(path)
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise DataError([Problem(Mark(display, 1, 1), "", f"cannot read file: {exc.strerror}")]) from None
    except UnicodeDecodeError:
        raise DataError([Problem(Mark(display, 1, 1), "", "file is not UTF-8 text")]) from None
    return compose_text(text, display)


def scalar_value(node):
    """The Python value of a scalar node, typed by YAML's core schema."""
    return _constructor.construct_object(node, deep=True)


def describe(node) -> str:
    """A short description of what a node holds, for 'found ...' in messages."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    try:
        value = scalar_value(node)
    except yaml.YAMLError:
        return repr(node.value)
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"number {value}"
    if isinstance(value, str):
        return f"string {value!r}"
    return f"{type(value).__name__} {value!r}"
