"""Dispatch data files to their loader by the top-level `kind:` key; validate many files at once."""
from __future__ import annotations

import os
from typing import Callable

import yaml

from engine.data.context import Ctx
from engine.data.problems import DataError, Mark, Problem
from engine.data.yamlsource import compose_file, describe, scalar_value

# kind -> loader(root_node, ctx, path) -> model; loaders report into ctx and return None when invalid
_LOADERS: dict[str, Callable] = {}


def register_kind(kind: str, loader: Callable) -> None:
    _LOADERS[kind] = loader


def known_kinds() -> list[str]:
    return sorted(_LOADERS)


def _kind_of(root, ctx: Ctx):
    if not isinstance(root, yaml.MappingNode):
        ctx.error(root, "", f"expected a mapping with a 'kind' key at the top, found {describe(root)}")
        return None
    for knode, vnode in root.value:
        if isinstance(knode, yaml.ScalarNode) and knode.value == "kind":
            try:
                kind = scalar_value(vnode) if isinstance(vnode, yaml.ScalarNode) else None
            except yaml.YAMLError:
                kind = None
            if kind not in _LOADERS:
                ctx.error(vnode, "kind", f"expected one of {', '.join(known_kinds())}, found {describe(vnode)}")
                return None
            return kind
    ctx.error(root, "kind", "missing key 'kind'")
    return None


def display_name(path: str) -> str:
    """Paths in messages are relative to the working directory when that is shorter."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return rel if not rel.startswith("..") else str(path)


# While validate_paths runs: path -> (kind, model, problems) of every file it loaded. A loader that loads
# other files (a layout reads every room tile) gets those already checked instead of checking them again;
# the models are shared only within the run, whose own copies are thrown away.
_RUN: dict | None = None


def load_file(path: str, expect_kind: str | None = None):
    """Load and check one data file; return its model or raise DataError with every problem."""
    key = os.path.abspath(path)
    if _RUN is not None and key in _RUN:
        kind, model, problems = _RUN[key]
        if problems:
            raise DataError(list(problems))
        if expect_kind is None or kind == expect_kind:
            return model
    try:
        kind, model = _load(path, expect_kind)
    except DataError as err:
        if _RUN is not None and expect_kind is None:
            _RUN[key] = (None, None, tuple(err.problems))
        raise
    if _RUN is not None:
        _RUN[key] = (kind, model, ())
    return model


def _load(path: str, expect_kind: str | None):
    name = display_name(path)
    root = compose_file(path, name)
    ctx = Ctx(name)
    if root is None:
        raise DataError([Problem(Mark(name, 1, 1), "", "file is empty")])
    kind = _kind_of(root, ctx)
    if kind is not None and expect_kind is not None and kind != expect_kind:
        ctx.error(root, "kind", f"expected kind {expect_kind}, found {kind}")
    ctx.raise_if_any()
    model = _LOADERS[kind](root, ctx, path)
    ctx.raise_if_any()
    return kind, model


def validate_paths(paths) -> list[Problem]:
    """Every problem in every file (directories are searched for *.yaml); empty when all valid."""
    global _RUN
    outer, _RUN = _RUN, ({} if _RUN is None else _RUN)
    problems: list[Problem] = []
    try:
        for path in _expand(paths):
            try:
                load_file(path)
            except DataError as err:
                problems.extend(err.problems)
    finally:
        _RUN = outer
    return problems


def _expand(paths):
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, files in os.walk(p):
                dirnames.sort()
                for f in sorted(files):
                    if f.endswith((".yaml", ".yml")):
                        yield os.path.join(dirpath, f)
        else:
            yield p
