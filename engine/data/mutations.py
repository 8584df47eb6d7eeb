"""Damaged copies of a YAML text for robustness tests and the fuzz benchmark: truncated, bytes flipped,
a key deleted, a value's type changed, a key duplicated. Seeded, so a failure can be replayed."""
from __future__ import annotations

import random
import re

_KEY_LINE = re.compile(rb"^(\s*-?\s*)([A-Za-z_][\w]*):(.*)$", re.MULTILINE)
_NEW_VALUES = [b" [1, 2]", b" {a: 1}", b" 'text'", b" -3", b" 99999999999999999999", b" true", b" null", b" 1.5",
               b" ''", b" [[0, 0], [1, 1]]", b" " + b"7" * 5000, b" *nowhere", b" &a [*a]"]


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[:rng.randrange(len(data))]


def flip_bytes(rng: random.Random, data: bytes) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        out[rng.randrange(len(out))] = rng.choice(b"[]{}:,-'\"#&*!|> \n\t\x00") if rng.random() < 0.7 else rng.randrange(256)
    return bytes(out)


def _key_lines(data: bytes) -> list:
    return list(_KEY_LINE.finditer(data))


def delete_key(rng: random.Random, data: bytes) -> bytes:
    lines = _key_lines(data)
    if not lines:
        return truncate(rng, data)
    m = rng.choice(lines)
    return data[:m.start()] + data[m.end() + 1:]


def change_type(rng: random.Random, data: bytes) -> bytes:
    lines = [m for m in _key_lines(data) if m.group(3).strip()]
    if not lines:
        return flip_bytes(rng, data)
    m = rng.choice(lines)
    return data[:m.start(3)] + rng.choice(_NEW_VALUES) + data[m.end(3):]


def duplicate_key(rng: random.Random, data: bytes) -> bytes:
    lines = _key_lines(data)
    if not lines:
        return data + data
    m = rng.choice(lines)
    return data[:m.end()] + b"\n" + m.group(0) + data[m.end():]


MUTATIONS = (truncate, flip_bytes, delete_key, change_type, duplicate_key)


def mutate(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    """One damaged copy of `data` and the name of the damage done."""
    how = rng.choice(MUTATIONS)
    return how.__name__, how(rng, data)
