"""Saves as JSON (ruleset id, data hash, config, seed, actions, final hash); load = verified replay."""
from __future__ import annotations

import hashlib
import json
import os
import time

from engine.rules.protocol import IllegalAction, freeze

FORMAT = "lantern-save"
VERSION = 1

# Modules registered by hand (tests, tools) take precedence over rulesets.rules_module(id).
_REGISTERED: dict[str, object] = {}


class SaveError(Exception):
    """A save that cannot be written or is refused on load; str() reads 'path: reason'."""

    def __init__(self, path: str, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


def register_ruleset(module) -> None:
    """Make `module` resolvable by its RULESET_ID when loading saves (used for non-shipped rulesets)."""
    _REGISTERED[module.RULESET_ID] = module


def resolve_ruleset(ruleset_id: str):
    """The rules module for a save's ruleset id, or None if unknown or not playable."""
    if ruleset_id in _REGISTERED:
        return _REGISTERED[ruleset_id]
    import rulesets
    if ruleset_id not in rulesets.GAMES:
        return None
    return rulesets.rules_module(ruleset_id)


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
    files = _data_files(getattr(ruleset, "DATA_FILES", ()) or ())
    stamp = []
    for name, path in files:
        try:
            st = os.stat(path)
        except OSError:
            stamp.append((name, None, None))
        else:
            stamp.append((name, st.st_mtime_ns, st.st_size))
    key = (getattr(ruleset, "RULESET_ID", ""), tuple(stamp))
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


def encode_action(action) -> str:
    return json.dumps(list(action), ensure_ascii=True)


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


def load(path: str, ruleset=None, **session_kwargs):
    """Replay a save and verify it; returns a GameSession or raises SaveError. Never writes to `path`."""
    from engine.rules.session import GameSession
    doc = read_document(path)
    rid = doc["ruleset"]
    if ruleset is None:
        ruleset = resolve_ruleset(rid)
        if ruleset is None:
            raise SaveError(path, f"the save is for '{rid}', which this Lantern cannot play")
    elif getattr(ruleset, "RULESET_ID", None) != rid:
        raise SaveError(path, f"the save is for '{rid}', not '{getattr(ruleset, 'RULESET_ID', '?')}'")
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
    for key, value in session_kwargs.items():
        if key == "autosave":
            if value is True:
                from engine.rules.autosave import Autosaver
                value = Autosaver(session.game)
            session.autosave = value or None
        else:
            raise TypeError(f"load() got an unexpected keyword {key!r}")
    return session
