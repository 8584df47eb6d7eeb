"""Finished games kept for their replay: listed newest first for the menu, deleted only at the player's request.

The autosaver (engine/rules/saves.py) moves a game to the finished folder when it ends. An autosave slot that
holds a finished game (its move failed: a full disk) is listed too, so no finished game is ever out of reach.
Listing reads the envelopes only (no replay) and never raises.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.rules.saves import SaveError, autosave_dir, delete_game_file, finished_dir, read_document, scan_game_files


@dataclass(frozen=True)
class FinishedGame:
    """A finished game for the menu: its result as the save records it ('win', 'loss', 'guards'...), the
    public summary of the final position, or `damaged` (why it cannot be replayed, in words)."""
    path: str
    game: str
    saved_at: str = ""
    actions: int = 0
    seed: int = 0
    config: dict = field(default_factory=dict, hash=False)
    result: str = ""
    summary: str = ""
    damaged: str = ""
    summary_words: dict = field(default_factory=dict, hash=False)   # the summary as engine.i18n data, when saved so


def _game_of(name: str) -> str:
    return name[: -len(".json")].split("-", 1)[0]


def _entry(path: str, name: str, only_finished: bool) -> FinishedGame | None:
    try:
        doc = read_document(path)
    except SaveError as exc:
        return None if only_finished else FinishedGame(path, _game_of(name), damaged=exc.reason)
    if doc.get("outcome") is None:
        return None
    return FinishedGame(path, doc["ruleset"], doc.get("saved_at", ""), len(doc["actions"]), doc["seed"],
                        doc["config"], doc["outcome"], doc.get("summary", ""), summary_words=doc.get("summary_words") or {})


def _scan(directory: str, only_finished: bool) -> list[FinishedGame]:
    return scan_game_files(directory, lambda path, name: _entry(path, name, only_finished),
                           lambda path, name, why: None if only_finished else FinishedGame(path, _game_of(name),
                                                                                           damaged=why))


def list_finished() -> list[FinishedGame]:
    """Every finished game kept (damaged files of the finished folder included, so they can be deleted), and
    finished games left in autosave slots, newest first."""
    found = _scan(finished_dir(), only_finished=False) + _scan(autosave_dir(), only_finished=True)
    found.sort(key=lambda f: (f.saved_at, f.path), reverse=True)
    return found


def delete_finished(entry: FinishedGame) -> str:
    """Delete a finished game at the player's request; '' when done, else why not, in words."""
    return delete_game_file(entry.path, "The finished game")
