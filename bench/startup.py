"""Start-up to the menu (issue 17: at most 0.5 s): a fresh process imports Lantern, builds the MenuScene and draws
its first frame, in each language (zh-Hant and zh-Hans load the CJK font), as `lantern --lang L` does.

Run: nice -n 10 python bench/startup.py [--runs 10] [--langs en zh-Hant zh-Hans] [--empty] [--no-bytecode]
Each run is a new interpreter (cold imports, catalogs and fonts). CPU is the child's own `time.process_time()` at
the end of the first frame (interpreter start included), steady on a shared machine; wall is timed around the
whole child process from outside. `--empty` uses empty data and config folders (no saves on the Resume list);
without it the menu reads the user's own saves, as a real start does. SDL_VIDEODRIVER defaults to dummy. Modules
run from cached bytecode (written by one untimed run first), as an installed Lantern's do; `--no-bytecode`
compiles them from source every run instead.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# cli.main as `lantern --lang L` runs it, with the app's loop cut to the first frame
CHILD = """
import sys, time
import cli
from engine.ui import app as app_module
app_module.App.run = lambda self: self.frame(1 / 60)
cli.main(["--lang", sys.argv[1]])
print(time.process_time() * 1000)
"""


def one_run(lang: str, env: dict) -> tuple[float, float]:
    """(wall ms around the child, CPU ms the child used) for one start-up to the menu's first frame."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", CHILD, lang], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True)
    wall = (time.perf_counter() - start) * 1000
    return wall, float(out.stdout.split()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--langs", nargs="+", default=["en", "zh-Hant", "zh-Hans"])
    ap.add_argument("--empty", action="store_true", help="empty data and config folders: no saves to list")
    ap.add_argument("--no-bytecode", action="store_true", help="compile every module from source each run (what a "
                    "shell with PYTHONDONTWRITEBYTECODE=1 does)")
    args = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if args.no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:   # an installed Lantern runs from compiled bytecode: one untimed run writes it, as a first start would
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        one_run("en", env)
    if args.empty:
        env["LANTERN_DATA_DIR"], env["LANTERN_CONFIG_DIR"] = tempfile.mkdtemp(), tempfile.mkdtemp()
    for lang in args.langs:
        runs = [one_run(lang, env) for _ in range(args.runs)]
        wall, cpu = [r[0] for r in runs], [r[1] for r in runs]
        print(f"{lang:8s} {args.runs} runs: CPU median {statistics.median(cpu):.0f} ms, max {max(cpu):.0f} ms; "
              f"wall median {statistics.median(wall):.0f} ms, max {max(wall):.0f} ms", flush=True)


if __name__ == "__main__":
    main()
