"""Data-layer benchmark: start-up (import + register every data kind) and load + validate of all shipped YAML.

Run: python bench/data_load.py [--repeat N]. Start-up is measured in fresh interpreters (best of N), so it
includes the YAML and model libraries' own import; load + validate runs in this process with cold caches.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

STARTUP = ("import time; t = time.perf_counter(); import games; games.register_data_kinds(); "
           "print((time.perf_counter() - t) * 1000)")


def startup_ms(repeat: int) -> list[float]:
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", STARTUP], cwd=ROOT, capture_output=True, text=True, check=True)
        runs.append(float(out.stdout.strip()))
    return runs


def validate_ms(repeat: int) -> list[float]:
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c",
                              "import time, games; from engine.data import validate_paths; games.register_data_kinds(); "
                              "t = time.perf_counter(); p = validate_paths(games.shipped_data_paths()); "
                              "print((time.perf_counter() - t) * 1000, len(p))"],
                             cwd=ROOT, capture_output=True, text=True, check=True)
        ms, n = out.stdout.split()
        if n != "0":
            print(f"warning: the shipped data has {n} problems")
        runs.append(float(ms))
    return runs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    s = startup_ms(args.repeat)
    print(f"start-up (import games + register every data kind): best {min(s):.1f} ms, median {statistics.median(s):.1f} ms")
    v = validate_ms(args.repeat)
    print(f"load + validate all shipped data (cold caches):      best {min(v):.1f} ms, median {statistics.median(v):.1f} ms")


if __name__ == "__main__":
    main()
