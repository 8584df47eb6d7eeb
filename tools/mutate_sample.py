"""A small mutation-testing sampler: apply N random one-site mutations to a package and count the test runs they fail.

Usage: python tools/mutate_sample.py [--n 100] [--seed 7] [--target rulesets/ghost_stories/rules or one .py]
                                     [--tests tests/ghost_stories] [--timeout 180] [--workdir /tmp/mutants] [--jobs 1]

Mutation kinds: a comparison flipped (== and !=, < and >=, > and <=, in and not in, is and is not), `and` and `or`
swapped, + and - swapped, an integer constant plus one, `not` dropped, a statement deleted (an expression
statement, assignment or augmented assignment becomes `pass`). Sites are sampled uniformly over every file of the
target. Each mutant is written into a scratch copy of the repository (the working tree is never touched) and
the tests run there with -x (with --jobs, one scratch copy per worker); a failing run, a crash or a timeout
kills the mutant. Survivors are printed with their file, line and change so a person can judge whether they are
equivalent.
"""
from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLIP = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE, ast.LtE: ast.Gt,
        ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


def _docstring(node) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def sites(tree) -> list:
    """Every mutation site as (index in walk order, kind, line): the order is stable for a given source."""
    out = []
    for i, node in enumerate(ast.walk(tree)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Compare) and type(node.ops[0]) in FLIP:
            out.append((i, "compare", line))
        elif isinstance(node, ast.BoolOp):
            out.append((i, "boolop", line))
        elif isinstance(node, ast.BinOp) and type(node.op) in (ast.Add, ast.Sub):
            out.append((i, "arith", line))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            out.append((i, "constant", line))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            out.append((i, "not", line))
        elif isinstance(node, (ast.Expr, ast.Assign, ast.AugAssign)) and not _docstring(node):
            out.append((i, "delete", line))
    return out


class _Mutate(ast.NodeTransformer):
    def __init__(self, target: int, kind: str):
        self.target, self.kind, self.index, self.done = target, kind, {}, ""

    def visit(self, node):
        idx = self.index.get(id(node))
        if idx == self.target:
            return self._mutate(node)
        return self.generic_visit(node)

    def _mutate(self, node):
        k = self.kind
        if k == "compare":
            old = type(node.ops[0])
            node.ops[0] = FLIP[old]()
            self.done = f"{old.__name__} -> {FLIP[old].__name__}"
        elif k == "boolop":
            old = type(node.op)
            node.op = ast.Or() if old is ast.And else ast.And()
            self.done = f"{old.__name__} -> {type(node.op).__name__}"
        elif k == "arith":
            old = type(node.op)
            node.op = ast.Sub() if old is ast.Add else ast.Add()
            self.done = f"{old.__name__} -> {type(node.op).__name__}"
        elif k == "constant":
            self.done = f"{node.value} -> {node.value + 1}"
            node = ast.copy_location(ast.Constant(node.value + 1), node)
        elif k == "not":
            self.done = "not dropped"
            node = node.operand
        elif k == "delete":
            self.done = "statement deleted: " + ast.unparse(node)[:60]
            node = ast.copy_location(ast.Pass(), node)
        return node


def mutant_source(source: str, index: int, kind: str) -> tuple:
    tree = ast.parse(source)
    m = _Mutate(index, kind)
    for i, node in enumerate(ast.walk(tree)):
        m.index[id(node)] = i
    tree = m.visit(tree)
    ast.fix_missing_locations(tree)
    return ast.unparse(tree), m.done


def scratch_copy(workdir: str, name: str = "repo") -> str:
    dst = os.path.join(workdir, name)
    if os.path.exists(dst):
        shutil.rmtree(dst)
    shutil.copytree(ROOT, dst, ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info",
                                                               ".pytest_cache", ".ruff_cache"))
    return dst


def run_tests(repo: str, tests: list, timeout: float) -> str:
    env = dict(os.environ, PYTHONPATH=repo, SDL_VIDEODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests]
    try:
        r = subprocess.run(cmd, cwd=repo, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "survived" if r.returncode == 0 else "killed"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--target", default="rulesets/ghost_stories/rules")
    ap.add_argument("--tests", nargs="+", default=["tests/ghost_stories"])
    ap.add_argument("--timeout", type=float, default=180)
    ap.add_argument("--workdir", default="/tmp/mutants")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", default="", help="re-run only these sample positions (e.g. the survivors: 4,5,9)")
    args = ap.parse_args()
    if os.path.isfile(os.path.join(ROOT, args.target)):     # one module (a file of a package the change touched)
        files = [args.target]
    else:
        files = sorted(os.path.join(args.target, f) for f in os.listdir(os.path.join(ROOT, args.target))
                       if f.endswith(".py"))
    every = []
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8") as fh:
            every += [(path, i, kind, line) for i, kind, line in sites(ast.parse(fh.read()))]
    picked = random.Random(args.seed).sample(every, min(args.n, len(every)))
    if args.only:       # the same seed and sources give the same sample: re-check some mutants after new tests
        keep = {int(x) for x in args.only.split(",")}
        picked = [site for n, site in enumerate(picked, 1) if n in keep]
    os.makedirs(args.workdir, exist_ok=True)
    repos = [scratch_copy(args.workdir, f"repo{j}") for j in range(args.jobs)]
    free = list(repos)
    lock = threading.Lock()
    print(f"{len(every)} sites in {len(files)} files; {len(picked)} sampled (seed {args.seed})", flush=True)
    killed, survivors, done, t0 = 0, [], 0, time.time()

    def one(site):
        path, index, kind, line = site
        with lock:
            repo = free.pop()
        try:
            target = os.path.join(repo, path)
            with open(target, encoding="utf-8") as fh:
                original = fh.read()
            source, change = mutant_source(original, index, kind)
            with open(target, "w", encoding="utf-8") as fh:
                fh.write(source)
            try:
                verdict = run_tests(repo, args.tests, args.timeout)
            finally:
                with open(target, "w", encoding="utf-8") as fh:
                    fh.write(original)
        finally:
            with lock:
                free.append(repo)
        return site, change, verdict

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for (path, index, kind, line), change, verdict in pool.map(one, picked):
            done += 1
            if verdict == "survived":
                survivors.append(f"{path}:{line} {kind}: {change}")
            else:
                killed += 1
            print(f"[{done}/{len(picked)}] {verdict:8} {path}:{line} {kind}: {change}", flush=True)
    print(f"\nkilled {killed}/{len(picked)} ({100.0 * killed / max(1, len(picked)):.1f}%) in {time.time() - t0:.0f}s")
    if survivors:
        print("survivors:\n  " + "\n  ".join(survivors))


if __name__ == "__main__":
    main()
