"""Saves as JSON (ruleset id, data hash, config, seed, actions, final hash); load = verified replay; autosave."""
from __future__ import annotations

import hashlib
import json
import os
import time

from engine.rules.api import IllegalAction, freeze
from engine.rules.session import GameSession, encode_action
from engine.userdata import data_dir

FORMAT = "lantern-save"
VERSION = 1



class SaveError(Exception):
    """A save that cannot be written or is refused on load; str() reads 'path: reason'."""

    def __init__(self, path: str, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


# ----- data hash -------------------------------------------------------------------------------------------

_hash_cache: dict[tuple, str] = {}


def _data_files(paths) -> list[tuple[str, str]]:
    """(name used in the hash, real path) for each file; directories contribute their *.yaml files."""
    found = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames.sort()
                for f in sorted(filenames):
                    if f.endswith((".yaml", ".yml")):
                        full = os.path.join(dirpath, f)
                        found.append((os.path.relpath(full, os.path.dirname(p)), full))
        else:
            found.append((os.path.basename(p), p))
    return found


def data_hash(ruleset) -> str:
    """A digest of the ruleset's DATA_FILES contents (names and bytes), cached while files are unchanged."""
    files = _data_files(ruleset.INFO.data_files)
    stamp = []
    for name, path in files:
        try:
            st = os.stat(path)
        except OSError:
            stamp.append((name, None, None))
        else:
            stamp.append((name, st.st_mtime_ns, st.st_size))
    key = (ruleset.INFO.id, tuple(stamp))
    if key in _hash_cache:
        return _hash_cache[key]
    h = hashlib.sha256()
    for name, path in files:
        h.update(name.replace(os.sep, "/").encode() + b"\0")
        try:
            with open(path, "rb") as fh:
                h.update(fh.read())
        except OSError:
            h.update(b"<missing>")
        h.update(b"\0")
    digest = h.hexdigest()[:32]
    _hash_cache[key] = digest
    return digest


# ----- writing -------------------------------------------------------------------------------------------
# The checksum covers the exact text before it, so any edit (or a cut) is caught; building that text from
# the session's cached per-action JSON keeps each autosave cheap even late in a long game.

CHECKSUM_KEY = ', "checksum": "'


def _digest(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:32]


def header(session) -> dict:
    outcome = session.outcome
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": session.game,
        "data_hash": data_hash(session.ruleset),
        "config": session.config,
        "seed": session.seed,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "outcome": None if outcome is None else outcome.result,
        "final_hash": session.state_hash(),
    }


def compose(head: dict, encoded_actions: list[str]) -> str:
    """The save text: header fields, one JSON action per line (readable, diffs well), then the checksum."""
    body = (json.dumps(head, ensure_ascii=True)[:-1] + ', "actions": [\n' + ",\n".join(encoded_actions)
            + "\n]")
    return f'{body}{CHECKSUM_KEY}{_digest(body)}"}}\n'


def write_document(doc: dict, path: str) -> None:
    """Write a save from a plain dict (its checksum recomputed): for tools and tests that forge saves."""
    head = {k: v for k, v in doc.items() if k not in ("actions", "checksum")}
    write_atomic(path, compose(head, [encode_action(a) for a in doc["actions"]]))


def write_atomic(path: str, text: str) -> None:
    """Write to a temporary file beside `path`, then rename over it: readers never see half a file."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    tmp = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save(session, path: str) -> None:
    try:
        write_atomic(path, compose(header(session), session.encoded_actions()))
    except OSError as exc:
        raise SaveError(path, f"cannot write the save: {exc.strerror or exc}") from None


# ----- reading -------------------------------------------------------------------------------------------

def read_document(path: str) -> dict:
    """Parse and check the envelope (format, version, checksum) without replaying; raises SaveError."""
    try:
        with open(path, "r", encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise SaveError(path, "no such save file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(path, f"cannot read the save: {exc}") from None
    if not text.strip():
        raise SaveError(path, "the save file is empty")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        # Every save ends with its closing brace; a file cut short (crash, full disk) does not.
        hint = "damaged" if text.rstrip().endswith("}") else "truncated"
        raise SaveError(path, f"the save file is {hint} (not valid JSON at line {exc.lineno}, "
                              f"column {exc.colno}: {exc.msg})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(path, "not a Lantern save file")
    version = doc.get("version")
    if version != VERSION:
        raise SaveError(path, f"save format version {version!r} is not supported "
                              f"(this Lantern reads version {VERSION})")
    cut = text.rfind(CHECKSUM_KEY)
    if cut < 0 or doc.get("checksum") != _digest(text[:cut]):
        raise SaveError(path, "the save file was edited or damaged (checksum mismatch)")
    for key, kind in (("ruleset", str), ("data_hash", str), ("config", dict), ("seed", int),
                      ("final_hash", str), ("actions", list)):
        if not isinstance(doc.get(key), kind) or isinstance(doc.get(key), bool):
            raise SaveError(path, f"field '{key}' is missing or not a {kind.__name__}")
    return doc


def load(path: str, ruleset=None, *, resolve=None, autosave=None):
    """Replay a save and verify it; returns a GameSession or raises SaveError. Never writes to `path`.

    `ruleset` is the rules module the save must be for; without it, `resolve(ruleset_id)` (the registry's
    lookup, handed in by the caller) finds it. `autosave`: True for the game's standard autosave file."""
    doc = read_document(path)
    rid = doc["ruleset"]
    if ruleset is None:
        ruleset = resolve(rid) if resolve is not None else None
        if ruleset is None:
            raise SaveError(path, f"the save is for '{rid}', which this Lantern cannot play")
    elif ruleset.INFO.id != rid:
        raise SaveError(path, f"the save is for '{rid}', not '{ruleset.INFO.id}'")
    if doc["data_hash"] != data_hash(ruleset):
        raise SaveError(path, f"the save was made with other '{rid}' game data (data hash "
                              f"{doc['data_hash']} differs from this install's {data_hash(ruleset)})")
    session = GameSession(ruleset, doc["config"], doc["seed"])
    for i, action in enumerate(doc["actions"]):
        try:
            session._step(freeze(action))
        except IllegalAction as exc:
            raise SaveError(path, f"action {i + 1} {action!r} is refused on replay: {exc}") from None
        except Exception as exc:  # a ruleset crash on replay is a bad save for the user, not a traceback
            raise SaveError(path, f"action {i + 1} {action!r} failed on replay: "
                                  f"{type(exc).__name__}: {exc}") from None
    final = session.state_hash()
    if final != doc["final_hash"]:
        raise SaveError(path, f"replay does not reproduce the saved final position "
                              f"(hash {final} != saved {doc['final_hash']})")
    if autosave is True:
        autosave = Autosaver(session.game)
    session.autosave = autosave or None
    return session


# ----- autosave -------------------------------------------------------------------------------------------
# After every action the session writes the game to the user's data directory; the menu lists unfinished ones.

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


def resume(game: str, ruleset):
    """Load the autosave of `game` (verified replay) and keep autosaving it; raises SaveError."""
    return load(autosave_path(game), ruleset, autosave=Autosaver(game))
