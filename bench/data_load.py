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

# wall and CPU milliseconds: on a shared machine the CPU time is the steadier of the two
STARTUP = ("import time; t, c = time.perf_counter(), time.process_time(); import games; games.register_data_kinds(); "
           "print((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000)")


def startup_ms(repeat: int) -> list[float]:
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", STARTUP], cwd=ROOT, capture_output=True, text=True, check=True)
        runs.append(tuple(map(float, out.stdout.split())))
    return runs


def validate_ms(repeat: int) -> list[float]:
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c",
                              "import time, games; from engine.data import validate_paths; games.register_data_kinds(); "
                              "t, c = time.perf_counter(), time.process_time(); p = validate_paths(games.shipped_data_paths()); "
                              "print((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000, len(p))"],
                             cwd=ROOT, capture_output=True, text=True, check=True)
        wall, cpu, n = out.stdout.split()
        if n != "0":
            print(f"warning: the shipped data has {n} problems")
        runs.append((float(wall), float(cpu)))
    return runs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    report("start-up (import games + register every data kind)", startup_ms(args.repeat))
    report("load + validate all shipped data (cold caches)     ", validate_ms(args.repeat))


def report(what: str, runs: list) -> None:
    wall, cpu = [r[0] for r in runs], [r[1] for r in runs]
    print(f"{what}: wall best {min(wall):.1f} ms, median {statistics.median(wall):.1f} ms; "
          f"CPU best {min(cpu):.1f} ms, median {statistics.median(cpu):.1f} ms")


if __name__ == "__main__":
    main()
