"""Read a YAML file into position-carrying nodes; every way the text can be wrong becomes a Problem.

No file can crash or hang the loader: files over MAX_BYTES or of more than MAX_VALUES values are
refused unread, nesting deeper than MAX_DEPTH is refused before the parser sees it (libyaml recurses
in C and the pure parser in Python), and scalars that cannot be read (a 5,000-digit integer) become
Unreadable values reported in words.
"""
from __future__ import annotations

import math
import os
import re

import yaml

from engine.data.problems import DataError, Mark, Problem

_constructor = yaml.constructor.SafeConstructor()

MAX_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 100
# PyYAML composes some 100k values a second on a busy machine; our largest file has a few thousand.
# A file with more punctuation than this (commas, colons, dashes, brackets, lines) is refused unread,
# so that no file takes more than a few seconds to refuse.
MAX_VALUES = 100_000
# the pure-Python parser words syntax errors better but is ~10x slower: only re-parse small files with it
REPARSE_BELOW = 256 * 1024

_BASE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_IMPLICIT = {k: tuple(v) for k, v in _BASE_LOADER.yaml_implicit_resolvers.items()}
_STR, _SEQ, _MAP = (_BASE_LOADER.DEFAULT_SCALAR_TAG, _BASE_LOADER.DEFAULT_SEQUENCE_TAG,
                    _BASE_LOADER.DEFAULT_MAPPING_TAG)


class _FastLoader(_BASE_LOADER):
    """libyaml (about ten times faster) with a lean tag resolver: the same tags as PyYAML's, without the
    path-resolver bookkeeping PyYAML does per scalar (which made a 5 MB file take many seconds)."""

    def resolve(self, kind, value, implicit):
        if kind is yaml.ScalarNode:
            if implicit[0]:
                tag = _PLAIN_TAGS.get(value)
                if tag is None:
                    tag = _plain_tag(value)
                return tag
            return _STR
        return _SEQ if kind is yaml.SequenceNode else _MAP


# a plain scalar's tag depends on its text alone, and data files repeat the same few texts (ids, numbers,
# true/false) thousands of times: remember each text's tag instead of matching the patterns again
_PLAIN_TAGS: dict = {}
_PLAIN_TAGS_MAX = 50_000
_PLAIN_TAG_TEXT_MAX = 100


def _plain_tag(value: str) -> str:
    tag = next((tag for tag, regexp in _IMPLICIT.get(value[:1], ()) if regexp.match(value)), _STR)
    if len(value) <= _PLAIN_TAG_TEXT_MAX:   # long texts are seldom repeated: do not hold on to them
        if len(_PLAIN_TAGS) >= _PLAIN_TAGS_MAX:
            _PLAIN_TAGS.clear()
        _PLAIN_TAGS[value] = tag
    return tag


_FAST_LOADER = _FastLoader

_FLOW = re.compile(r"[\[\]{}]")
# a block line's nesting: its indentation plus any compact "- - " sequence markers after it
_BLOCK = re.compile(r"^([ ]*)((?:[-?:][ ]+)*)", re.MULTILINE)
_LONG_PREFIX = re.compile(r"^[ \-?:]{%d,}" % (2 * MAX_DEPTH), re.MULTILINE)


class Unreadable:
    """A scalar no model field may hold: one Python cannot read (an integer of more than 4300 digits),
    or a number that is not finite (.inf, .nan). `found` says what it is, for "found ..." in messages."""

    def __init__(self, raw: str, found: str):
        self.raw, self.found = raw, found

    def __repr__(self) -> str:
        return f"Unreadable({self.found})"


def _where(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def check_nesting(text: str, file: str) -> None:
    """Refuse text nested deeper than MAX_DEPTH, by a cheap scan that never recurses."""
    depth = 0
    # the scans below walk every bracket and line in Python; a text with too few brackets or no line
    # prefix long enough for MAX_DEPTH (two characters a level) cannot nest that deep, so skip them
    flow = text.count("[") + text.count("{") > MAX_DEPTH
    for m in _FLOW.finditer(text) if flow else ():
        if m.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line, col = _where(text, m.start())
                raise DataError([Problem(Mark(file, line, col), "", f"nesting deeper than {MAX_DEPTH}")])
        elif depth:
            depth -= 1
    for m in _BLOCK.finditer(text) if _LONG_PREFIX.search(text) else ():
        if len(m.group(1)) // 2 + len(m.group(2).split()) > MAX_DEPTH:
            line, col = _where(text, m.start())
            raise DataError([Problem(Mark(file, line, col), "", f"nesting deeper than {MAX_DEPTH}")])


def _syntax_problem(exc: yaml.YAMLError, text: str, file: str) -> Problem:
    """One `file:line:col: YAML syntax: ...` line for any parser error (never a multi-line message)."""
    if isinstance(exc, yaml.reader.ReaderError):
        line, col = _where(text, exc.position)
        char = exc.character
        code = ord(char) if isinstance(char, str) else char   # libyaml gives the character, PyYAML its code
        what = f"character #x{code:04x} is not allowed" if isinstance(code, int) else exc.reason
        return Problem(Mark(file, line, col), "", f"YAML syntax: {what}")
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    what = getattr(exc, "problem", None) or getattr(exc, "context", None) or "invalid YAML"
    return Problem(Mark(file, line, col), "", f"YAML syntax: {' '.join(str(what).split())}")


def compose_text(text: str, file: str):
    """Return the root node of `text`, or raise DataError naming where the syntax breaks."""
    if len(text) > MAX_BYTES:
        raise DataError([Problem(Mark(file, 1, 1), "", f"file is larger than {MAX_BYTES // (1024 * 1024)} MB")])
    if sum(text.count(c) for c in ",:-[{\n") > MAX_VALUES:
        raise DataError([Problem(Mark(file, 1, 1), "", f"file has more than {MAX_VALUES:,} values; too many for a data file")])
    check_nesting(text, file)
    try:
        return yaml.compose(text, Loader=_FAST_LOADER)
    except RecursionError:
        raise DataError([Problem(Mark(file, 1, 1), "", f"nesting deeper than {MAX_DEPTH}")]) from None
    except yaml.YAMLError as exc:
        fast_error = exc
    if len(text) <= REPARSE_BELOW:
        try:
            yaml.compose(text, Loader=yaml.SafeLoader)
        except yaml.YAMLError as exc:
            raise DataError([_syntax_problem(exc, text, file)]) from None
        except RecursionError:
            raise DataError([Problem(Mark(file, 1, 1), "", f"nesting deeper than {MAX_DEPTH}")]) from None
    raise DataError([_syntax_problem(fast_error, text, file)]) from None


def compose_file(path: str, display: str | None = None):
    """Read and compose `path`; `display` is the name used in messages (defaults to the path)."""
    display = display or str(path)
    try:
        if os.path.getsize(path) > MAX_BYTES:
            raise DataError([Problem(Mark(display, 1, 1), "", f"file is larger than {MAX_BYTES // (1024 * 1024)} MB")])
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise DataError([Problem(Mark(display, 1, 1), "", f"cannot read file: {exc.strerror or exc}")]) from None
    except UnicodeDecodeError:
        raise DataError([Problem(Mark(display, 1, 1), "", "file is not UTF-8 text")]) from None
    return compose_text(text, display)


_BY_TAG = {
    "tag:yaml.org,2002:str": lambda node: node.value,
    "tag:yaml.org,2002:int": _constructor.construct_yaml_int,
    "tag:yaml.org,2002:float": _constructor.construct_yaml_float,
    "tag:yaml.org,2002:bool": _constructor.construct_yaml_bool,
    "tag:yaml.org,2002:null": _constructor.construct_yaml_null,
}


_STR_TAG, _INT_TAG, _FLOAT_TAG = "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"


def scalar_value(node):
    """The Python value of a scalar node, typed by YAML's core schema; Unreadable when it cannot be held."""
    # the two commonest cases first, without the constructor's bookkeeping: a string, a plain decimal
    # (no sign, no leading 0 that YAML 1.1 reads as octal, far below int()'s digit limit)
    tag, raw = node.tag, node.value
    if tag == _STR_TAG:
        return raw
    if tag == _INT_TAG and raw.isascii() and raw.isdigit() and (raw[0] != "0" or len(raw) == 1) and len(raw) < 100:
        return int(raw)
    if tag == _FLOAT_TAG and len(raw) < 100 and raw.isascii() and \
            (raw[1:] if raw[:1] == "-" else raw).replace(".", "", 1).isdigit():
        # a plain decimal such as 2.5 or -0.75 (a coordinate): the constructor's sign * float(digits), which
        # is float(raw) exactly, and finite at under 100 characters
        return float(raw)
    try:
        build = _BY_TAG.get(node.tag)
        value = build(node) if build is not None else _constructor.construct_object(node, deep=True)
        if isinstance(value, float) and not math.isfinite(value):
            return Unreadable(node.value, f"number {value}")
        return value
    except yaml.YAMLError:
        return Unreadable(node.value, repr(node.value))
    except (ValueError, OverflowError):
        # int() refuses more than 4300 digits (CVE-2020-10735); dates can overflow
        digits = sum(ch.isdigit() for ch in node.value)
        return Unreadable(node.value, f"a number too long to read ({digits} digits)")
    finally:
        # the constructor caches every node it built (and keeps a failed one as "recursive"): forget them
        _constructor.constructed_objects.clear()
        _constructor.recursive_objects.clear()


def describe(node) -> str:
    """A short description of what a node holds, for 'found ...' in messages."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return describe_value(scalar_value(node), node.value)


def describe_value(value, raw: str = "") -> str:
    if isinstance(value, Unreadable):
        return value.found
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"number {value}"
    if isinstance(value, str):
        return f"string {value!r}"
    return f"{type(value).__name__} {value!r}"
