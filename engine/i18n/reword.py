"""An older save's English summary line worded again as a lazy text, by matching it against the catalogs' messages."""
from __future__ import annotations

import functools
import glob
import os
import re

from engine.i18n import LOCALE_DIR, T

PLACEHOLDER = re.compile(r"\{(\w+)\}")
DEPTH = 3      # '3 omens' inside 'Turn 4, 3 omens drawn, before the haunt' is one level: a little room


def _po_strings(path: str) -> list[tuple[str, str | None]]:
    """(msgid, msgid_plural or None) of a .po file, continued lines joined (a reader of .po, not of .mo: the
    compiled catalog forgets a message's English plural)."""
    found, key, parts, current = [], None, {}, None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            head = line.split(" ", 1)[0]
            if head in ("msgid", "msgid_plural", "msgstr", "msgctxt") or head.startswith("msgstr["):
                if head == "msgid" and "msgid" in parts:
                    found.append((parts["msgid"], parts.get("msgid_plural")))
                    parts = {}
                if head == "msgctxt":
                    parts = {}
                current = head if head in ("msgid", "msgid_plural") else None
                key = line[len(head):].strip()
                if current:
                    parts[current] = _unquote(key)
            elif line.startswith('"') and current:
                parts[current] += _unquote(line)
    if "msgid" in parts:
        found.append((parts["msgid"], parts.get("msgid_plural")))
    return [(m, p) for m, p in found if m]


def _unquote(text: str) -> str:
    return text[1:-1].replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\") if len(text) >= 2 else ""


def _pattern(message: str) -> re.Pattern | None:
    names = PLACEHOLDER.findall(message)
    literal = PLACEHOLDER.sub("", message)
    if not names or len(set(names)) != len(names) or not re.search(r"[A-Za-z]{3,}", literal):
        return None     # a bare '{name}' would match anything; a repeated name cannot be a regex group twice
    pieces = PLACEHOLDER.split(message)
    regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(pieces))
    return re.compile(regex + r"\Z")


@functools.lru_cache(maxsize=1)
def _templates() -> list:
    """(pattern, msgid, plural, form) for every message with parameters, longest literal first (the most
    particular message wins over a general one)."""
    out = []
    for path in sorted(glob.glob(os.path.join(LOCALE_DIR, "zh_Hans", "LC_MESSAGES", "*.po"))):
        for msgid, plural in _po_strings(path):
            for form in (msgid, plural) if plural else (msgid,):
                pattern = _pattern(form)
                if pattern is not None:
                    out.append((len(PLACEHOLDER.sub("", form)), pattern, msgid, plural))
    out.sort(key=lambda t: -t[0])
    return [t[1:] for t in out]


def reword(english: str, depth: int = 0):
    """The lazy text whose English is `english` ('Turn 4, 3 omens drawn, before the haunt' -> its T, worded in
    any language), or None when no catalog message fits it."""
    if depth > DEPTH or not english:
        return None
    for pattern, msgid, plural in _templates():
        m = pattern.match(english)
        if m is None:
            continue
        params = {}
        for name, value in m.groupdict().items():
            if value.isdigit():
                params[name] = int(value)
            elif value[:1].isdigit():     # a count ('3 omens'); a name ('The Borrowed Face') stays as it is
                params[name] = reword(value, depth + 1) or value
            else:
                params[name] = value
        if plural is not None:
            count = params.pop("n", None)
            if not isinstance(count, int):
                continue
            return T(msgid, plural, count, **params)
        return T(msgid, **params)
    return None
