"""Typed data models, declared once as msgspec Structs, and the conversion of a YAML file into them.

A model is a `Record` subclass with typed fields and defaults; constraints are msgspec `Meta`
(`Int(ge=1)`, `Name`) and enums are `Literal`. `read(root, Model, ctx)` builds plain data from the
composed nodes, converts it with `msgspec.convert` in one call, and on refusal walks the model's type
to report every problem in words at its `file:line:col` (wording.py). Each converted Struct remembers
where it and its fields were written, so cross-checks after loading still report positions.
"""
# No `from __future__ import annotations`: msgspec and wording.declares_checks read Record's annotations with
# every model's, and string annotations are compiled one by one then; evaluated here they are free.

import re
from typing import Annotated, Any, ClassVar, Literal

import msgspec

from engine import i18n
from engine.data import wording
from engine.data.context import Ctx
from engine.data.plain import Source
from engine.data.problems import Mark

__all__ = ["Record", "Words", "englished", "Name", "Text", "Point", "Polygon", "OneOf", "Int", "Float", "ListOf", "TupleOf",
           "AnyValue", "ClassVar", "read", "convert", "Source", "field"]

field = msgspec.field
AnyValue = Any


class Record(msgspec.Struct, forbid_unknown_fields=True, dict=True):
    """Base of every data model: unknown keys are refused; `label` names it in messages."""
    label: ClassVar[str] = ""


class Words(Record, frozen=True):
    """An authored text in every language Lantern speaks: `{en: Tea House, zh-Hant: 供養茶館, zh-Hans: 供养茶馆}`.
    A missing language is a validation error at its file:line:col, never a blank on screen. str() is the text in
    the language in force when it is read (drawing reads it anew each frame); `.en` is the English the rules and
    the catalogs use."""
    en: Annotated[str, msgspec.Meta(pattern=r"\S")]
    zh_Hant: Annotated[str, msgspec.Meta(pattern=r"\S")] = msgspec.field(name="zh-Hant")
    zh_Hans: Annotated[str, msgspec.Meta(pattern=r"\S")] = msgspec.field(name="zh-Hans")

    def __str__(self) -> str:
        lang = i18n.language()
        return self.zh_Hant if lang == "zh-Hant" else self.zh_Hans if lang == "zh-Hans" else self.en

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def english(self) -> str:
        """The English, with the translations handed to engine.i18n: code keeps the English (state, hashes,
        bots), and every drawing of it reads the language in force."""
        i18n.add_words(self.en, {"zh-Hant": self.zh_Hant, "zh-Hans": self.zh_Hans})
        return self.en


def englished(obj):
    """`obj` with every Words inside it (in Records, lists, tuples and dicts, frozen ones too) replaced in place
    by its English, its translations handed to engine.i18n. A loader calls it last, after its own checks."""
    if isinstance(obj, Words):
        return obj.english()
    if isinstance(obj, msgspec.Struct):
        for name in msgspec.structs.fields(obj):
            value = getattr(obj, name.name)
            new = englished(value)
            if new is not value:
                msgspec.structs.force_setattr(obj, name.name, new)
        return obj
    if isinstance(obj, list):
        obj[:] = [englished(v) for v in obj]
        return obj
    if isinstance(obj, tuple):
        new = tuple(englished(v) for v in obj)
        return obj if all(a is b for a, b in zip(new, obj)) else new
    if isinstance(obj, dict):
        for key, value in obj.items():
            obj[key] = englished(value)
    return obj


# a name or id: a string with something in it
Name = Annotated[str, msgspec.Meta(pattern=r"\S")]
# free text, possibly empty
Text = str
Point = Annotated[tuple[float, float], msgspec.Meta(extra={"expected": "a point [x, y]"})]
# a simple polygon: at least 3 points, edges not crossing, some area (checked by the `polygon` check)
Polygon = Annotated[tuple[Point, ...], msgspec.Meta(extra={"expected": "a polygon (a list of at least 3 points)",
                                                           "check": "polygon"})]


def OneOf(values):
    """One of a tuple of names (a Literal; the names are listed in this order when a value is refused)."""
    values = tuple(values)
    return Annotated[Literal[values], msgspec.Meta(extra={"expected": "one of " + ", ".join(map(str, values))})]


def Int(ge: int | None = None, le: int | None = None):
    """A whole number with optional bounds."""
    return Annotated[int, msgspec.Meta(ge=ge, le=le)] if ge is not None or le is not None else int


def Float(ge: float | None = None, le: float | None = None):
    """A number (whole numbers accepted) with optional bounds."""
    return Annotated[float, msgspec.Meta(ge=ge, le=le)] if ge is not None or le is not None else float


def ListOf(item, min: int | None = None, max: int | None = None):
    """A list of `item` with optional length bounds."""
    if min is None and max is None:
        return list[item]
    return Annotated[list[item], msgspec.Meta(min_length=min, max_length=max)]


def TupleOf(item, min: int | None = None, max: int | None = None):
    """A list of `item` loaded as a tuple (for frozen, hashable models), with optional length bounds."""
    if min is None and max is None:
        return tuple[item, ...]
    return Annotated[tuple[item, ...], msgspec.Meta(min_length=min, max_length=max)]


def read(root, model, ctx: Ctx):
    """Convert a whole file's root node to `model`; None (problems in ctx) when it does not fit."""
    return convert(Source(root, ctx), model)


def convert(src: Source, model, path: tuple = ()):
    """Convert the plain data at `path` of `src` to `model` (a Struct or any msgspec type).

    Returns the converted value, or None after reporting every problem into `src.ctx`.
    """
    if src.fatal:
        return None
    value = src.data
    for key in path:
        value = value[key]
    before = len(src.ctx.problems)
    try:
        obj = msgspec.convert(value, type=model)
    except msgspec.ValidationError as exc:
        wording.collect(value, wording.type_info(model), path, src)
        if len(src.ctx.problems) == before:
            _library_problem(str(exc), path, src)
        return None
    # the full type description is costly to build: only for models whose accepted data must still be checked
    if wording.declares_checks(model):
        wording.run_checks(value, wording.type_info(model), path, src)
        if len(src.ctx.problems) != before:
            return None
    attach_marks(obj, path, src)
    return obj


_AT = re.compile(r" - at `\$(.*)`$")
_STEP = re.compile(r"\.([^.\[]+)|\[(\d+|\.\.\.)\]")


def _library_problem(message: str, path: tuple, src: Source) -> None:
    """Report msgspec's own message at the node its `- at $.a[2].b` path names (a fallback: the
    type walk words every problem it knows)."""
    m = _AT.search(message)
    where = path
    if m:
        message = message[:m.start()]
        for name, index in _STEP.findall(m.group(1)):
            if index == "...":
                break
            where += (int(index),) if index else (name,)
    src.error(where, message[:1].lower() + message[1:])


# the values attach_marks looks inside: a Struct, or a container that may hold one
_HOLDERS = (msgspec.Struct, list, tuple, dict)


def attach_marks(obj, path: tuple, src: Source) -> None:
    """Give each Struct in `obj` a `_marks` mapping: YAML key -> Mark of its value, None -> Mark of the mapping."""
    if isinstance(obj, msgspec.Struct):
        node = src.node(path)
        if node is None:
            where = {None: None}
        else:
            start = node.start_mark
            where = {None: (start.line, start.column)}
        nodes = src.nodes
        for name, key in zip(obj.__struct_fields__, obj.__struct_encode_fields__):
            child = path + (key,)
            node = nodes.get(child)
            if node is not None:
                start = node.start_mark
                where[key] = (start.line, start.column)
                value = getattr(obj, name)
                if isinstance(value, _HOLDERS):
                    attach_marks(value, child, src)
        obj.__dict__["_marks"] = Marks(src.ctx.file, where)
    elif isinstance(obj, (list, tuple)):
        if obj and isinstance(obj[0], _HOLDERS):
            for i, item in enumerate(obj):
                attach_marks(item, path + (i,), src)
    elif isinstance(obj, dict):
        for key, item in obj.items():
            if isinstance(item, _HOLDERS):
                attach_marks(item, path + (key,), src)


class Marks:
    """Where a model's fields were written: a Mark made only when asked for (most are never needed, and a
    loaded file has thousands), from the 0-based line and column kept per YAML key (None: the mapping)."""
    __slots__ = ("file", "where")

    def __init__(self, file: str, where: dict):
        self.file, self.where = file, where

    def get(self, key, default=None):
        at = self.where.get(key)
        return Mark(self.file, at[0] + 1, at[1] + 1) if at is not None else default

    def __getitem__(self, key):
        mark = self.get(key)
        if mark is None:
            raise KeyError(key)
        return mark

    def __contains__(self, key) -> bool:
        return self.where.get(key) is not None

    def __bool__(self) -> bool:
        return True
