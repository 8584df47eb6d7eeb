"""The two digests a save records: of the game's data files (data_hash) and of its rules' source (rules_hash),
each cached while the files' sizes and modification times are unchanged."""
from __future__ import annotations

import hashlib
import json
import os
import sys

import yaml

from engine import i18n

ENGINE_RULES = os.path.dirname(os.path.abspath(__file__))

_digest_cache: dict[tuple, str] = {}


def _file_bytes(path: str) -> bytes:
    with open(path, "rb") as fh:
        return fh.read()


def _files_digest(named_files: list[tuple[str, str]], content=_file_bytes) -> str:
    """A digest of (name, path) files: each name and its file's `content` (its bytes unless told; '<missing>'
    for one that cannot be read). Cached by the files' stat, so an unchanged install hashes once."""
    stamp = []
    for name, path in named_files:
        try:
            st = os.stat(path)
            stamp.append((name, path, st.st_mtime_ns, st.st_size))
        except OSError:
            stamp.append((name, path, None, None))
    key = (content.__name__, tuple(stamp))
    if key not in _digest_cache:
        h = hashlib.sha256()
        for name, path in named_files:
            h.update(name.encode() + b"\0")
            try:
                h.update(content(path))
            except OSError:
                h.update(b"<missing>")
            h.update(b"\0")
        _digest_cache[key] = h.hexdigest()[:32]
    return _digest_cache[key]


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


def _untranslated(value):
    """`value` with each authored text in every language (`{en: Tea House, zh-Hant: …, zh-Hans: …}`, engine.data's
    Words) replaced by its English: the rules, state and bots use the English, never the translations."""
    if isinstance(value, dict):
        if "en" in value and set(value) <= set(i18n.CODES):
            return _untranslated(value["en"])
        return {key: _untranslated(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_untranslated(item) for item in value]
    return value


_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _data_content(path: str) -> bytes:
    """What of a data file the data hash covers: a YAML file's values without their translations (so a better
    Chinese word never makes a save or replay refuse to open), its layout and comments neither; any other file,
    or a YAML file that cannot be read as such, its bytes."""
    raw = _file_bytes(path)
    if not path.endswith((".yaml", ".yml")):
        return raw
    try:
        documents = list(yaml.load_all(raw, Loader=_YAML_LOADER))
        return json.dumps(_untranslated(documents), ensure_ascii=False, default=repr).encode("utf-8")
    except (yaml.YAMLError, TypeError, ValueError, RecursionError):
        return b"<unparsed>\0" + raw


def data_hash(ruleset) -> str:
    """A digest of the ruleset's DATA_FILES (names and contents): what the rules read, not the translations of its
    authored texts (each language's words of a `{en: …, zh-Hant: …, zh-Hans: …}` text), its comments or layout."""
    return _files_digest([(name.replace(os.sep, "/"), path) for name, path in _data_files(ruleset.INFO.data_files)],
                         _data_content)


def _rules_sources(ruleset) -> list[str]:
    """The Python files a replay depends on: the game's package (the folder above rules/) and the seeded RNG."""
    module = sys.modules.get(getattr(ruleset, "__name__", ""), ruleset)
    path = getattr(module, "__file__", None)
    if not path:
        return []
    root = os.path.dirname(os.path.abspath(path))
    if os.path.basename(root) == "rules":
        root = os.path.dirname(root)
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        found += [os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(".py")]
    return found + [os.path.join(ENGINE_RULES, "rng.py")]


def rules_hash(ruleset) -> str:
    """A digest of the rules' source: a save records it, so a replay that goes elsewhere can tell a newer Lantern
    (replay as far as the rules allow) from an edited or damaged file (refused)."""
    return _files_digest([(os.path.basename(path), path) for path in _rules_sources(ruleset)])
