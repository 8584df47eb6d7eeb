"""Autosave after every action to the user's data directory, atomically; list and resume unfinished games."""
from __future__ import annotations

import os

from engine.userdata import data_dir  # noqa: F401  (re-exported for callers)
from engine.rules.savefile import SaveError, load, read_document, save


def autosave_dir() -> str:
    return os.path.join(data_dir(), "autosave")


def autosave_path(game: str) -> str:
    return os.path.join(autosave_dir(), f"{game}.json")


class Autosaver:
    """Callable the session invokes after each change: writes the save, or deletes it once the game ends.
    The path is resolved at each write so tests can point LANTERN_DATA_DIR elsewhere."""

    def __init__(self, game: str, path: str | None = None):
        self.game, self._path = game, path
        self.writes = 0
        self.last_error: str | None = None

    @property
    def path(self) -> str:
        return self._path or autosave_path(self.game)

    def __call__(self, session) -> None:
        if session.is_over:
            self.clear()
            return
        try:
            save(session, self.path)
            self.writes += 1
            self.last_error = None
        except SaveError as exc:
            # A full disk must not stop the game; the play scene may show last_error.
            self.last_error = str(exc)

    def clear(self) -> None:
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass


class Resumable(str):
    """An unfinished autosaved game, for the menu's Resume entry. It is the game id itself (a str, so
    `game in list_resumable()` works) carrying the path, action count, save time and seed."""

    def __new__(cls, game: str, path: str, actions: int, saved_at: str, seed: int):
        self = super().__new__(cls, game)
        self.path, self.actions, self.saved_at, self.seed = path, actions, saved_at, seed
        return self

    @property
    def game(self) -> str:
        return str(self)


def list_resumable() -> list[Resumable]:
    """Autosaves whose envelope is sound (not replayed, so the menu stays fast), newest first."""
    found = []
    directory = autosave_dir()
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return []
    for name in names:
        if not name.endswith(".json") or name.startswith("."):
            continue
        path = os.path.join(directory, name)
        try:
            doc = read_document(path)
        except SaveError:
            continue
        if doc.get("outcome") is not None:
            continue
        found.append(Resumable(doc["ruleset"], path, len(doc["actions"]), str(doc.get("saved_at", "")),
                               doc["seed"]))
    found.sort(key=lambda r: r.saved_at, reverse=True)
    return found


def resume(game: str, ruleset=None):
    """Load the autosave of `game` (verified replay) and keep autosaving it; raises SaveError."""
    return load(autosave_path(game), ruleset, autosave=Autosaver(game))
