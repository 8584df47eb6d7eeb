"""Every problem of plain data against a model's type, worded as our messages ("expected a whole
number >= 1, found string 'x'", "missing key 'x'", "unknown key 'x' (expected one of: ...)").

msgspec stops at its first problem and words it its own way; this walk runs only once msgspec has
refused, follows the same types (from `msgspec.inspect`) so constraints are never declared twice, and
reports every problem at the node it came from.
"""
from __future__ import annotations

import math
import re
import typing

import msgspec
from msgspec import inspect as mi

from engine.data.checks import CHECKS
from engine.data.plain import text_path
from engine.data.yamlsource import Unreadable, describe, describe_value

_INFO: dict = {}


def type_info(model):
    info = _INFO.get(model)
    if info is None:
        info = _INFO[model] = mi.type_info(model)
    return info


# model or type -> whether a check is declared anywhere inside it (see declares_checks)
_DECLARES_CHECKS: dict = {}


def declares_checks(t) -> bool:
    """True when a `Meta(extra={"check": ...})` may stand anywhere inside type `t`.

    Answered from the type hints alone: `msgspec.inspect.type_info` costs several times as much and, on
    data msgspec accepts, is needed only to run the checks, which most models do not declare. When unsure
    (a name not evaluated, a model still being walked) it answers True: run_checks then decides exactly.
    """
    if isinstance(t, (str, typing.ForwardRef)):
        return True
    if isinstance(t, type) and issubclass(t, msgspec.Struct):
        known = _DECLARES_CHECKS.get(t)
        if known is None:
            _DECLARES_CHECKS[t] = True   # a model met again inside itself
            known = _DECLARES_CHECKS[t] = any(declares_checks(hint) for hint in _annotations(t))
        return known
    origin, arguments = typing.get_origin(t), typing.get_args(t)
    if origin is typing.Annotated:
        if any(isinstance(meta, msgspec.Meta) and meta.extra and "check" in meta.extra for meta in arguments[1:]):
            return True
        arguments = arguments[:1]
    elif origin is typing.Literal:
        return False   # its arguments are values, not types
    elif origin is not None and declares_checks(origin):
        return True    # a generic model's own fields
    return any(declares_checks(a) for a in arguments)


def _annotations(model) -> list:
    """The annotations of a model and its bases: as written when the modules evaluated them at import (the
    shipped models), else through typing.get_type_hints, which evaluates the strings (slower)."""
    written = [hint for base in model.__mro__ for hint in vars(base).get("__annotations__", {}).values()]
    if any(isinstance(hint, str) for hint in written):
        return list(typing.get_type_hints(model, include_extras=True).values())
    return written


def _unwrap(t):
    extra: dict = {}
    while isinstance(t, mi.Metadata):
        extra = {**(t.extra or {}), **extra}
        t = t.type
    return t, extra


def _bounds(t) -> str:
    lo = "" if t.ge is None else f" >= {t.ge}"
    hi = "" if t.le is None else f" <= {t.le}"
    return f"{lo}{' and' if lo and hi else ''}{hi}"


def expected(t) -> str:
    """What a type wants, in words."""
    t, extra = _unwrap(t)
    if "expected" in extra:
        return extra["expected"]
    if isinstance(t, mi.StrType):
        return "a string"
    if isinstance(t, mi.BoolType):
        return "true or false"
    if isinstance(t, mi.IntType):
        return "a whole number" + _bounds(t)
    if isinstance(t, mi.FloatType):
        return "a number" + _bounds(t)
    if isinstance(t, mi.LiteralType):
        return "one of " + ", ".join(str(v) for v in t.values)
    if isinstance(t, (mi.ListType, mi.VarTupleType)):
        return f"a list of {expected(t.item_type)}"
    if isinstance(t, mi.TupleType):
        return f"a list of {len(t.item_types)} values"
    if isinstance(t, mi.DictType):
        return f"a mapping of names to {expected(t.value_type)}"
    if isinstance(t, mi.StructType):
        return f"a mapping ({getattr(t.cls, 'label', '') or t.cls.__name__})"
    if isinstance(t, mi.UnionType):
        return " or ".join(expected(x) for x in t.types if not isinstance(x, mi.NoneType))
    if isinstance(t, mi.NoneType):
        return "nothing (null)"
    return "any value"


def _leaf_ok(value, t) -> bool:
    if isinstance(value, Unreadable):
        return isinstance(t, mi.AnyType)
    if isinstance(t, mi.StrType):
        return (isinstance(value, str) and (t.pattern is None or re.search(t.pattern, value) is not None)
                and (t.min_length is None or len(value) >= t.min_length))
    if isinstance(t, mi.BoolType):
        return isinstance(value, bool)
    if isinstance(t, (mi.IntType, mi.FloatType)):
        kinds = int if isinstance(t, mi.IntType) else (int, float)
        if isinstance(value, bool) or not isinstance(value, kinds) or not math.isfinite(value):
            return False
        return (t.ge is None or value >= t.ge) and (t.le is None or value <= t.le)
    if isinstance(t, mi.LiteralType):
        return isinstance(value, (str, int)) and not isinstance(value, bool) and value in t.values
    if isinstance(t, mi.NoneType):
        return value is None
    return True


def _wrong(value, t, path, src) -> None:
    node = src.nodes.get(path)
    found = describe(node) if node is not None else describe_value(value)
    src.error(path, f"expected {expected(t)}, found {found}")


def collect(value, t, path: tuple, src) -> None:
    """Report every way `value` (plain data at `path`) does not fit type `t`."""
    before = len(src.ctx.problems)
    outer = t
    t, extra = _unwrap(t)
    if isinstance(t, mi.UnionType):
        if value is None and any(isinstance(x, mi.NoneType) for x in t.types):
            return
        t = next(x for x in t.types if not isinstance(x, mi.NoneType))
        collect(value, t, path, src)
        return
    if isinstance(t, mi.StructType):
        _struct(value, t, path, src)
    elif isinstance(t, (mi.ListType, mi.VarTupleType)):
        if not isinstance(value, list):
            _wrong(value, outer, path, src)
            return
        n = len(value)
        if "count_message" in extra and not (t.min_length or 0) <= n <= (t.max_length or n):
            src.error(path, extra["count_message"].format(n=n))
            return
        for i, item in enumerate(value):
            collect(item, t.item_type, path + (i,), src)
        lo = getattr(t, "min_length", None)
        hi = getattr(t, "max_length", None)
        if lo is not None and n < lo:
            src.error(path, f"expected at least {lo} items, found {n}")
        elif hi is not None and n > hi:
            src.error(path, f"expected at most {hi} items, found {n}")
    elif isinstance(t, mi.TupleType):
        if not isinstance(value, list) or len(value) != len(t.item_types):
            _wrong(value, outer, path, src)
            return
        for i, (item, it) in enumerate(zip(value, t.item_types)):
            if extra.get("items_inside") and not _leaf_ok(item, _unwrap(it)[0]):
                node = src.nodes.get(path + (i,))
                found = describe(node) if node is not None else describe_value(item)
                src.ctx.error(node, text_path(path), f"expected {expected(outer)}, found {found} inside it")
                return
            collect(item, it, path + (i,), src)
    elif isinstance(t, mi.DictType):
        if not isinstance(value, dict):
            _wrong(value, outer, path, src)
            return
        for key, item in value.items():
            collect(item, t.value_type, path + (key,), src)
        if t.min_length is not None and len(value) < t.min_length:
            src.error(path, f"expected at least {t.min_length} entries, found {len(value)}")
    elif not _leaf_ok(value, t):
        _wrong(value, outer, path, src)
    if len(src.ctx.problems) == before and "check" in extra:
        _check(value, extra["check"], path, src)


def _struct(value, t, path, src) -> None:
    if not isinstance(value, dict):
        _wrong(value, t, path, src)
        return
    keys = [f.encode_name for f in t.fields]
    for key in value:
        if key not in keys:
            src.error(path + (key,), f"unknown key {key!r} (expected one of: {', '.join(keys)})", at_key=True)
    for f, declared in zip(t.fields, _declared_types(t.cls)):
        if f.encode_name in value:
            child = value[f.encode_name]
            try:
                # most fields of a refused file are fine: let msgspec say so at C speed, walk only the rest
                msgspec.convert(child, type=declared)
            except msgspec.ValidationError:
                collect(child, f.type, path + (f.encode_name,), src)
            else:
                run_checks(child, f.type, path + (f.encode_name,), src)
        elif f.required:
            src.ctx.error(src.node(path), text_path(path + (f.encode_name,)), f"missing key {f.encode_name!r}")


_DECLARED: dict = {}


def _declared_types(cls) -> list:
    types = _DECLARED.get(cls)
    if types is None:
        types = _DECLARED[cls] = [f.type for f in msgspec.structs.fields(cls)]
    return types


def _check(value, name: str, path: tuple, src) -> None:
    CHECKS[name](value, lambda message: src.error(path, message))


_HAS_CHECKS: dict = {}


def _has_checks(t) -> bool:
    """True when a check is declared anywhere inside type `t` (so valid data must still be walked)."""
    key = id(t)
    if key not in _HAS_CHECKS:
        _HAS_CHECKS[key] = False   # a recursive type is walked once
        inner, extra = _unwrap(t)
        _HAS_CHECKS[key] = "check" in extra or any(_has_checks(c) for c in _children(inner))
    return _HAS_CHECKS[key]


def _children(t):
    if isinstance(t, mi.StructType):
        return [f.type for f in t.fields]
    if isinstance(t, (mi.ListType, mi.VarTupleType)):
        return [t.item_type]
    if isinstance(t, mi.TupleType):
        return list(t.item_types)
    if isinstance(t, mi.DictType):
        return [t.value_type]
    if isinstance(t, mi.UnionType):
        return list(t.types)
    return []


def run_checks(value, t, path: tuple, src) -> None:
    """Run the named checks inside `t` on data msgspec has accepted."""
    if not _has_checks(t):
        return
    t, extra = _unwrap(t)
    if "check" in extra:
        _check(value, extra["check"], path, src)
    if isinstance(t, mi.UnionType):
        if value is not None:
            run_checks(value, next(x for x in t.types if not isinstance(x, mi.NoneType)), path, src)
    elif isinstance(t, mi.StructType):
        for f in t.fields:
            if f.encode_name in value and _has_checks(f.type):
                run_checks(value[f.encode_name], f.type, path + (f.encode_name,), src)
    elif isinstance(t, (mi.ListType, mi.VarTupleType)):
        if _has_checks(t.item_type):   # asked once for the list, not once per item (lists of points are long)
            for i, item in enumerate(value):
                run_checks(item, t.item_type, path + (i,), src)
    elif isinstance(t, mi.TupleType):
        for i, (item, it) in enumerate(zip(value, t.item_types)):
            run_checks(item, it, path + (i,), src)
    elif isinstance(t, mi.DictType):
        for key, item in value.items():
            run_checks(item, t.value_type, path + (key,), src)
