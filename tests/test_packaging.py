"""A newcomer's set-up holds: one set of pins, one install, layers and lint checked with the tests."""
import os
import re
import shutil
import subprocess
import sys
import tomllib

from tests import ROOT


def pins_of_requirements():
    lines = open(os.path.join(ROOT, "requirements.txt"), encoding="utf-8").read().splitlines()
    return sorted(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def pins_of_pyproject():
    project = tomllib.load(open(os.path.join(ROOT, "pyproject.toml"), "rb"))["project"]
    return sorted(project["dependencies"] + project["optional-dependencies"]["test"])


def test_requirements_txt_and_pyproject_declare_the_same_pinned_versions():
    assert pins_of_requirements() == pins_of_pyproject()
    assert all(re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9A-Za-z.]*", pin) for pin in pins_of_requirements())


def test_the_project_installs_a_lantern_command():
    project = tomllib.load(open(os.path.join(ROOT, "pyproject.toml"), "rb"))["project"]
    assert project["scripts"]["lantern"] == "cli:main"


def python_files():
    for top in ("engine", "rulesets", "scenes", "tests", "bench", "tools", "cli.py", "games.py", "main.py"):
        path = os.path.join(ROOT, top)
        if path.endswith(".py"):
            yield path
            continue
        for dirpath, dirnames, names in os.walk(path):
            dirnames[:] = [d for d in dirnames if not d.startswith(".")]
            yield from (os.path.join(dirpath, n) for n in names if n.endswith(".py"))


def test_no_file_changes_sys_path():
    offenders = [os.path.relpath(p, ROOT) for p in python_files()
                 if re.search(r"sys\.path\.(insert|append)|sys\.path\[[^]]*\] *=", open(p, encoding="utf-8").read())]
    assert offenders == []


def test_the_readme_test_command_is_what_ci_runs():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    ci = open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8").read()
    blocks = re.findall(r"```\n(.*?)\n```", readme, flags=re.S)
    test_command = next(b for b in blocks if "pytest" in b)
    assert test_command in ci


def tool(name):
    here = os.path.join(os.path.dirname(sys.executable), name)
    return here if os.path.exists(here) else shutil.which(name)


def test_the_import_layers_hold():
    run = subprocess.run([tool("lint-imports")], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]


def test_ruff_finds_nothing():
    run = subprocess.run([tool("ruff"), "check", "--quiet", "."], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-3000:]
