"""A small mutation tester: change one thing in a module, run its tests, count the mutants they kill.

    python tools/mutate.py engine/rules/saves.py engine/rules/rng.py [--sample 0.5] [--jobs 2] [--list]

Mutations (one per mutant): a comparison flipped (== and !=, < and >=, in and not in, is and is not),
`and` and `or` swapped, `not` dropped, + and - swapped, an int constant +1, True and False swapped, a
statement replaced by `pass`, a returned value replaced by None. Each mutant is written into a copy of the
project (never into the working tree) and the tests run there with a timeout (a hang counts as killed).
Docstrings, annotations and strings are left alone.
"""
from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = ["tests/engine/rules", "tests/conformance", "tests/test_cli_simulate_replay.py",
         "tests/engine/play/test_resume_lines.py"]
FLIP = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE,
        ast.LtE: ast.Gt, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
DROPPABLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Raise, ast.Delete)


class Mutator(ast.NodeTransformer):
    """Walks a module in a fixed order, numbering each possible mutation; applies only number `target`
    (-1: none, just count). `found` lists (line, words) for every mutation seen."""

    def __init__(self, target: int = -1):
        self.target = target
        self.found: list[tuple[int, str]] = []

    def _offer(self, node, words: str) -> bool:
        self.found.append((getattr(node, "lineno", 0), words))
        return len(self.found) - 1 == self.target

    # leave docstrings and annotations alone
    def visit_Expr(self, node):
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return node
        return self.generic_visit(node)

    def visit_arg(self, node):
        return node

    def visit_AnnAssign(self, node):
        node.target = self.visit(node.target)
        if node.value is not None:
            node.value = self.visit(node.value)
        return node

    def visit_FunctionDef(self, node):
        node.returns = None
        node.body = self._body(node.body)
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def _body(self, body):
        out = []
        for stmt in body:
            docstring = isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
            if isinstance(stmt, DROPPABLE) and not docstring and self._offer(stmt, f"drop `{ast.unparse(stmt)[:60]}`"):
                out.append(ast.copy_location(ast.Pass(), stmt))
                continue
            out.append(self.visit(stmt))
        return out

    def generic_visit(self, node):
        for name in ("body", "orelse", "finalbody"):
            value = getattr(node, name, None)
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt) and not isinstance(node, ast.Module):
                setattr(node, name, self._body(value))
        for name, value in ast.iter_fields(node):
            if name in ("body", "orelse", "finalbody") and not isinstance(node, ast.Module) \
                    and isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                continue
            if isinstance(value, list):
                setattr(node, name, [self.visit(v) if isinstance(v, ast.AST) else v for v in value])
            elif isinstance(value, ast.AST):
                setattr(node, name, self.visit(value))
        return node

    def visit_Compare(self, node):
        node = self.generic_visit(node)
        for i, op in enumerate(node.ops):
            flipped = FLIP.get(type(op))
            if flipped and self._offer(node, f"{type(op).__name__} -> {flipped.__name__}"):
                node.ops[i] = flipped()
        return node

    def visit_BoolOp(self, node):
        node = self.generic_visit(node)
        other = ast.Or if isinstance(node.op, ast.And) else ast.And
        if self._offer(node, f"{type(node.op).__name__.lower()} -> {other.__name__.lower()}"):
            node.op = other()
        return node

    def visit_UnaryOp(self, node):
        node = self.generic_visit(node)
        if isinstance(node.op, ast.Not) and self._offer(node, "drop `not`"):
            return node.operand
        return node

    def visit_BinOp(self, node):
        node = self.generic_visit(node)
        swap = {ast.Add: ast.Sub, ast.Sub: ast.Add}.get(type(node.op))
        if swap and not _is_string(node) and self._offer(node, f"{type(node.op).__name__} -> {swap.__name__}"):
            node.op = swap()
        return node

    def visit_AugAssign(self, node):
        node = self.generic_visit(node)
        swap = {ast.Add: ast.Sub, ast.Sub: ast.Add}.get(type(node.op))
        if swap and self._offer(node, f"{type(node.op).__name__}= -> {swap.__name__}="):
            node.op = swap()
        return node

    def visit_Constant(self, node):
        if node.value is True or node.value is False:
            if self._offer(node, f"{node.value} -> {not node.value}"):
                return ast.copy_location(ast.Constant(not node.value), node)
        elif type(node.value) is int and self._offer(node, f"{node.value} -> {node.value + 1}"):
            return ast.copy_location(ast.Constant(node.value + 1), node)
        return node

    def visit_Return(self, node):
        node = self.generic_visit(node)
        if node.value is not None and not (isinstance(node.value, ast.Constant) and node.value.value is None) \
                and self._offer(node, "return None"):
            node.value = None
        return node


def _is_string(node) -> bool:
    return any(isinstance(n, (ast.JoinedStr, ast.Constant)) and isinstance(getattr(n, "value", None), str)
               for n in (node.left, node.right)) or isinstance(node.left, ast.JoinedStr)


def mutants(source: str) -> list[tuple[int, str]]:
    m = Mutator()
    m.visit(ast.parse(source))
    return m.found


def mutated(source: str, index: int) -> str:
    tree = Mutator(index).visit(ast.parse(source))
    return ast.unparse(ast.fix_missing_locations(tree))


def project_copy() -> str:
    """The project without .git and virtual environments, in a temporary folder."""
    dest = tempfile.mkdtemp(prefix="lantern-mutants-")
    ignore = shutil.ignore_patterns(".git", ".venv", ".ci-venv", "__pycache__", "*.egg-info", "mutants")
    for name in os.listdir(ROOT):
        src = os.path.join(ROOT, name)
        if name in (".git", ".venv", ".ci-venv", "lantern.egg-info"):
            continue
        if os.path.isdir(src):
            shutil.copytree(src, os.path.join(dest, name), ignore=ignore)
        else:
            shutil.copy2(src, dest)
    return dest


def run_tests(copy: str, timeout: float) -> str:
    """'survived', 'killed' or 'timeout' for the code now in `copy`."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *TESTS]
    try:
        done = subprocess.run(cmd, cwd=copy, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "survived" if done.returncode == 0 else "killed"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Mutation testing of engine modules against their tests.")
    p.add_argument("files", nargs="+", help="modules to mutate, relative to the project root")
    p.add_argument("--sample", type=float, default=1.0, help="fraction of the mutants to run (default all)")
    p.add_argument("--seed", type=int, default=1, help="seed of the sample")
    p.add_argument("--jobs", type=int, default=1, help="mutants tested at once (each in its own copy)")
    p.add_argument("--timeout", type=float, default=90, help="seconds before a mutant's tests count as hung")
    p.add_argument("--list", action="store_true", help="only list the mutants")
    p.add_argument("--only", nargs="*", default=None,
                   help="run just these mutants, given as FILE#INDEX (e.g. the survivors of an earlier run)")
    args = p.parse_args(argv)

    work = []
    for rel in args.files:
        source = open(os.path.join(ROOT, rel), encoding="utf-8").read()
        found = mutants(source)
        print(f"{rel}: {len(found)} mutants")
        if args.list:
            for i, (line, words) in enumerate(found):
                print(f"  #{i} line {line}: {words}")
        work += [(rel, source, i, line, words) for i, (line, words) in enumerate(found)]
    if args.list:
        return 0
    if args.only is not None:
        wanted = set(args.only)
        work = [w for w in work if f"{w[0]}#{w[2]}" in wanted]
    elif args.sample < 1.0:
        work = sorted(random.Random(args.seed).sample(work, round(len(work) * args.sample)), key=lambda w: w[:3:2])

    copies = [project_copy() for _ in range(args.jobs)]
    free = list(copies)
    for copy in copies:  # the unmutated (but unparsed) code must pass, or every mutant looks killed
        for rel in args.files:
            source = open(os.path.join(ROOT, rel), encoding="utf-8").read()
            with open(os.path.join(copy, rel), "w", encoding="utf-8") as fh:
                fh.write(ast.unparse(ast.parse(source)))
    baseline = run_tests(copies[0], args.timeout * 3)
    if baseline != "survived":
        print(f"the tests fail without any mutant ({baseline}): fix that first")
        return 2
    for copy in copies:
        for rel in args.files:
            shutil.copy2(os.path.join(ROOT, rel), os.path.join(copy, rel))

    import threading
    lock = threading.Lock()
    results = []

    def one(item):
        rel, source, index, line, words = item
        with lock:
            copy = free.pop()
        target = os.path.join(copy, rel)
        try:
            with open(target, "w", encoding="utf-8") as fh:
                fh.write(mutated(source, index))
            verdict = run_tests(copy, args.timeout)
        finally:
            shutil.copy2(os.path.join(ROOT, rel), target)
            with lock:
                free.append(copy)
        with lock:
            results.append((rel, index, line, words, verdict))
            if verdict == "survived":
                print(f"SURVIVED {rel}:{line} #{index} {words}", flush=True)
        return verdict

    started = time.time()
    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(one, work))
    for copy in copies:
        shutil.rmtree(copy, ignore_errors=True)

    print(f"\n{len(results)} mutants in {time.time() - started:.0f} s")
    for rel in args.files:
        mine = [r for r in results if r[0] == rel]
        killed = sum(1 for r in mine if r[4] != "survived")
        if mine:
            print(f"  {rel}: {killed}/{len(mine)} killed ({100 * killed / len(mine):.0f} %)")
    killed = sum(1 for r in results if r[4] != "survived")
    print(f"  all: {killed}/{len(results)} killed ({100 * killed / max(1, len(results)):.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
