"""Principle 1: nothing in the rules/data layer (engine/rules, engine/data, engine/geometry.py, rulesets) imports pygame."""
import ast
import os

from tests import ROOT

PURE_DIRS = ("engine/rules", "engine/data", "rulesets")
PURE_FILES = ("engine/geometry.py",)


def imported_modules(path):
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            yield str(node.args[0].value)


def pure_files():
    for d in PURE_DIRS:
        for dirpath, _, names in os.walk(os.path.join(ROOT, d)):
            yield from (os.path.join(dirpath, n) for n in names if n.endswith(".py"))
    yield from (os.path.join(ROOT, f) for f in PURE_FILES)


def test_no_module_under_engine_rules_or_rulesets_imports_pygame():
    offenders = [f"{os.path.relpath(p, ROOT)} imports {m}" for p in pure_files() for m in imported_modules(p)
                 if m.split(".")[0] in ("pygame", "pymunk") or m.startswith(("engine.ui", "scenes"))]
    assert offenders == []


def test_the_import_scanner_sees_a_pygame_import():
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as fh:
        fh.write("def f():\n    from pygame import Rect\n    import importlib; importlib.import_module('pygame')\n")
    try:
        assert list(imported_modules(fh.name)) == ["pygame", "importlib", "pygame"]
    finally:
        os.unlink(fh.name)


def test_the_scan_covers_the_rules_core():
    assert any(p.endswith(os.path.join("engine", "rules", "session.py")) for p in pure_files())


def test_loading_every_ruleset_and_its_data_leaves_pygame_unimported():
    import subprocess
    import sys
    code = ("import sys, games; games.register_data_kinds(); "
            "from engine.data import validate_paths; validate_paths(games.shipped_data_paths()); "
            "[g.rules() for g in games.GAMES]; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
