"""YAML loading into typed models (msgspec Structs), with every problem reported as file:line:col."""
from engine.data.context import Ctx, check_unique, mark_of
from engine.data.models import (
    AnyValue,
    ClassVar,
    Float,
    Int,
    ListOf,
    Name,
    OneOf,
    Point,
    Polygon,
    Record,
    Text,
    TupleOf,
    Words,
    convert,
    englished,
    field,
    read,
)
from engine.data.plain import Source
from engine.data.problems import DataError, Mark, Problem
from engine.data.registry import load_file, register_kind, validate_paths

__all__ = [
    "DataError", "Mark", "Problem", "Ctx", "check_unique", "mark_of", "Record", "Words", "englished", "Name", "Text", "Point",
    "Polygon", "OneOf", "Int", "Float", "ListOf", "TupleOf", "AnyValue", "ClassVar", "field", "read", "convert", "Source",
    "load_file", "register_kind", "validate_paths",
]
