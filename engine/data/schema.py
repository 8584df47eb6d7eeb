"""Declarative specs that check composed YAML nodes and build typed models from them.

A spec's `check(node, ctx, path)` returns the built value, or INVALID after reporting
what was wrong into `ctx`. Records build plain dataclass instances and remember where
each field came from, so cross-checks done later can still point at `file:line:col`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any as _AnyType
from typing import Callable

import yaml

from engine import geometry
from engine.data.problems import DataError, Mark, Problem
from engine.data.yamlsource import describe, scalar_value

INVALID = object()
REQUIRED = object()


class Ctx:
    """Collects problems found while checking one file."""

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
        """Report at the position a built model (or one of its fields) came from."""
        self.problems.append(Problem(mark_of(obj, field) or Mark(self.file, 1, 1), path, message))

    def raise_if_any(self) -> None:
        if self.problems:
            raise DataError(sorted(self.problems, key=lambda p: (p.mark.line, p.mark.col)))


def mark_of(obj, field: str | None = None) -> Mark | None:
    """Where a record (or one of its fields) was written in its file."""
    marks = getattr(obj, "_marks", None)
    if not marks:
        return None
    return marks.get(field) or marks.get(None)


def join(path: str, key) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


class Spec:
    expected = "a value"

    def check(self, node, ctx: Ctx, path: str):
        raise NotImplementedError

    def wrong(self, node, ctx: Ctx, path: str):
        ctx.error(node, path, f"expected {self.expected}, found {describe(node)}")
        return INVALID


class _Scalar(Spec):
    def value(self, node, ctx, path):
        if not isinstance(node, yaml.ScalarNode):
            return self.wrong(node, ctx, path)
        try:
            return scalar_value(node)
        except yaml.YAMLError:
            return self.wrong(node, ctx, path)


class Any(Spec):
    """Any YAML value, as plain Python data (for effect parameters and the like)."""
    expected = "any value"

    def check(self, node, ctx, path):
        return yaml.constructor.SafeConstructor().construct_object(node, deep=True)


class Str(_Scalar):
    expected = "a string"

    def __init__(self, nonempty: bool = True):
        self.nonempty = nonempty

    def check(self, node, ctx, path):
        v = self.value(node, ctx, path)
        if v is INVALID:
            return v
        if not isinstance(v, str) or (self.nonempty and not v.strip()):
            return self.wrong(node, ctx, path)
        return v


class Bool(_Scalar):
    expected = "true or false"

    def check(self, node, ctx, path):
        v = self.value(node, ctx, path)
        if v is INVALID or not isinstance(v, bool):
            return self.wrong(node, ctx, path) if v is not INVALID else v
        return v


class Int(_Scalar):
    def __init__(self, min: int | None = None, max: int | None = None):
        self.min, self.max = min, max
        lo = "" if min is None else f" >= {min}"
        hi = "" if max is None else f" <= {max}"
        self.expected = f"a whole number{lo}{' and' if lo and hi else ''}{hi}"

    def check(self, node, ctx, path):
        v = self.value(node, ctx, path)
        if v is INVALID:
            return v
        if isinstance(v, bool) or not isinstance(v, int):
            return self.wrong(node, ctx, path)
        if (self.min is not None and v < self.min) or (self.max is not None and v > self.max):
            return self.wrong(node, ctx, path)
        return v


class Float(_Scalar):
    def __init__(self, min: float | None = None, max: float | None = None):
        self.min, self.max = min, max
        lo = "" if min is None else f" >= {min}"
        hi = "" if max is None else f" <= {max}"
        self.expected = f"a number{lo}{' and' if lo and hi else ''}{hi}"

    def check(self, node, ctx, path):
        v = self.value(node, ctx, path)
        if v is INVALID:
            return v
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            return self.wrong(node, ctx, path)
        if (self.min is not None and v < self.min) or (self.max is not None and v > self.max):
            return self.wrong(node, ctx, path)
        return float(v)


class Enum(_Scalar):
    def __init__(self, *values: str):
        self.values = tuple(values)
        self.expected = "one of " + ", ".join(self.values)

    def check(self, node, ctx, path):
        v = self.value(node, ctx, path)
        if v is INVALID:
            return v
        if v not in self.values:
            return self.wrong(node, ctx, path)
        return v


class ListOf(Spec):
    def __init__(self, item: Spec, min_len: int = 0, max_len: int | None = None):
        self.item, self.min_len, self.max_len = item, min_len, max_len
        self.expected = f"a list of {item.expected}"

    def check(self, node, ctx, path):
        if not isinstance(node, yaml.SequenceNode):
            return self.wrong(node, ctx, path)
        out = []
        for i, child in enumerate(node.value):
            v = self.item.check(child, ctx, join(path, i))
            if v is not INVALID:
                out.append(v)
        n = len(node.value)
        if n < self.min_len:
            ctx.error(node, path, f"expected at least {self.min_len} items, found {n}")
        elif self.max_len is not None and n > self.max_len:
            ctx.error(node, path, f"expected at most {self.max_len} items, found {n}")
        return out


def _mapping_pairs(node, ctx, path):
    """Key/value node pairs of a mapping, reporting duplicate keys (YAML allows them silently)."""
    seen: dict = {}
    pairs = []
    for knode, vnode in node.value:
        try:
            key = scalar_value(knode) if isinstance(knode, yaml.ScalarNode) else None
        except yaml.YAMLError:
            key = None
        if not isinstance(key, (str, int)) or isinstance(key, bool):
            ctx.error(knode, path, f"expected a name as key, found {describe(knode)}")
            continue
        if key in seen:
            ctx.error(knode, join(path, key), f"duplicate key {key!r} (first at line {seen[key]})")
            continue
        seen[key] = knode.start_mark.line + 1
        pairs.append((key, knode, vnode))
    return pairs


class MapOf(Spec):
    """A mapping from names to values of one spec (e.g. id -> record)."""

    def __init__(self, value: Spec, min_len: int = 0):
        self.value_spec, self.min_len = value, min_len
        self.expected = f"a mapping of names to {value.expected}"

    def check(self, node, ctx, path):
        if not isinstance(node, yaml.MappingNode):
            return self.wrong(node, ctx, path)
        out = {}
        for key, knode, vnode in _mapping_pairs(node, ctx, path):
            v = self.value_spec.check(vnode, ctx, join(path, key))
            if v is not INVALID:
                if hasattr(v, "_marks"):
                    v._marks.setdefault("__key__", ctx.mark(knode))
                out[str(key)] = v
        if len(out) < self.min_len and len(node.value) < self.min_len:
            ctx.error(node, path, f"expected at least {self.min_len} entries, found {len(node.value)}")
        return out


class Point(Spec):
    expected = "a point [x, y]"

    def check(self, node, ctx, path):
        if not isinstance(node, yaml.SequenceNode) or len(node.value) != 2:
            return self.wrong(node, ctx, path)
        xs = [Float().check(c, ctx, join(path, i)) for i, c in enumerate(node.value)]
        if INVALID in xs:
            return INVALID
        return (xs[0], xs[1])


class Polygon(Spec):
    """A simple polygon: at least 3 points, edges not crossing each other."""
    expected = "a polygon (a list of at least 3 points)"

    def check(self, node, ctx, path):
        if not isinstance(node, yaml.SequenceNode):
            return self.wrong(node, ctx, path)
        pts = ListOf(Point()).check(node, ctx, path)
        if pts is INVALID or len(pts) != len(node.value):
            return INVALID
        if len(pts) < 3:
            ctx.error(node, path, f"a polygon needs at least 3 points, found {len(pts)}")
            return INVALID
        crossing = geometry.first_self_intersection(pts)
        if crossing is not None:
            i, j = crossing
            ctx.error(node, path, f"polygon is self-intersecting: edge {i} crosses edge {j}")
            return INVALID
        if abs(geometry.polygon_area(pts)) < 1e-9:
            ctx.error(node, path, "polygon has no area")
            return INVALID
        return tuple(pts)


@dataclass
class Field:
    spec: Spec
    default: _AnyType = REQUIRED


class Record(Spec):
    """A mapping with known keys, built into `model(**fields)`; unknown and missing keys reported."""

    def __init__(self, model: Callable, fields: dict[str, Field | Spec], name: str | None = None):
        self.model = model
        self.fields = {k: (f if isinstance(f, Field) else Field(f)) for k, f in fields.items()}
        self.expected = f"a mapping ({name or getattr(model, '__name__', 'record')})"

    def check(self, node, ctx, path):
        if not isinstance(node, yaml.MappingNode):
            return self.wrong(node, ctx, path)
        values: dict = {}
        marks: dict = {None: ctx.mark(node)}
        ok = True
        for key, knode, vnode in _mapping_pairs(node, ctx, path):
            field = self.fields.get(key)
            if field is None:
                known = ", ".join(self.fields)
                ctx.error(knode, join(path, key), f"unknown key {key!r} (expected one of: {known})")
                ok = False
                continue
            v = field.spec.check(vnode, ctx, join(path, key))
            marks[key] = ctx.mark(vnode)
            if v is INVALID:
                ok = False
            else:
                values[key] = v
        for key, field in self.fields.items():
            if key in values or key in marks:
                continue
            if field.default is REQUIRED:
                ctx.error(node, join(path, key), f"missing key {key!r}")
                ok = False
            else:
                d = field.default
                values[key] = d() if callable(d) else d
        if not ok:
            return INVALID
        obj = self.model(**values)
        try:
            object.__setattr__(obj, "_marks", marks)
        except AttributeError:
            pass
        return obj


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
