"""YAML loading into typed models, with every problem reported as file:line:col."""
from engine.data.problems import DataError, Mark, Problem
from engine.data.registry import load_file, register_kind, validate_paths
from engine.data.schema import (
    REQUIRED,
    Any,
    Bool,
    Ctx,
    Enum,
    Field,
    Float,
    Int,
    ListOf,
    MapOf,
    Point,
    Polygon,
    Record,
    Str,
    check_unique,
    mark_of,
)

__all__ = [
    "DataError", "Mark", "Problem", "REQUIRED", "Any", "Bool", "Ctx", "Enum", "Field", "Float",
    "Int", "ListOf", "MapOf", "Point", "Polygon", "Record", "Str", "check_unique", "mark_of",
    "load_file", "register_kind", "validate_paths",
]
