"""Fuzz the data loaders: many seeded damaged copies of every shipped YAML file (truncated, bytes flipped,
a key deleted, a type changed, a key duplicated); each must load or be refused in `file:line:col:` lines.

Run: python bench/data_fuzz.py [--count N] [--seed S]. Prints how many loaded, how many were refused,
the slowest file, and every escape (an exception other than DataError, or a line without a position).
"""
from __future__ import annotations

import argparse
import glob
import os
import random
import re
import tempfile
import time

import games
from engine.data import validate_paths
from engine.data.mutations import mutate

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POSITION = re.compile(r"^[^\n]+:\d+:\d+: [^\n]+$")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    games.register_data_kinds()
    files = sorted(glob.glob(os.path.join(ROOT, "rulesets", "*", "data", "**", "*.yaml"), recursive=True))
    rng = random.Random(args.seed)
    loaded = refused = 0
    escapes: list[str] = []
    slowest = (0.0, "")
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.count):
            source = rng.choice(files)
            how, data = mutate(rng, open(source, "rb").read())
            path = os.path.join(tmp, f"m{n:05d}_{os.path.basename(source)}")
            with open(path, "wb") as fh:
                fh.write(data)
            t = time.perf_counter()
            try:
                problems = validate_paths([path])
            except Exception as exc:  # what the fuzzing looks for
                escapes.append(f"#{n} {how} of {os.path.relpath(source, ROOT)}: {exc!r}")
                continue
            took = time.perf_counter() - t
            slowest = max(slowest, (took, f"#{n} {how} of {os.path.relpath(source, ROOT)}"))
            bad = [str(p) for p in problems if not POSITION.match(str(p))]
            if bad:
                escapes.append(f"#{n} {how} of {os.path.relpath(source, ROOT)}: unpositioned {bad[0]!r}")
            if problems:
                refused += 1
            else:
                loaded += 1
    total = time.perf_counter() - start
    print(f"{args.count} damaged files in {total:.1f} s: {loaded} loaded, {refused} refused, {len(escapes)} escapes")
    print(f"slowest: {slowest[0] * 1000:.0f} ms ({slowest[1]})")
    for line in escapes:
        print("ESCAPE", line)


if __name__ == "__main__":
    main()
