"""The import-cycle contracts cover every game's packages without naming them, so a new game is checked too."""
import os
import re
import tomllib

from tests import ROOT


def acyclic_patterns() -> list[str]:
    config = tomllib.load(open(os.path.join(ROOT, "pyproject.toml"), "rb"))["tool"]["importlinter"]
    return [a for c in config["contracts"] if c["type"] == "acyclic_siblings" for a in c["ancestors"]]


def matches(pattern: str, module: str) -> bool:
    """import-linter's module expressions: '*' stands for one module name, '**' for any number."""
    regex = re.escape(pattern).replace(r"\*\*", ".+").replace(r"\*", "[^.]+")
    return re.fullmatch(regex, module) is not None


def game_packages(top: str) -> list[str]:
    folder = os.path.join(ROOT, top)
    return [f"{top}.{name}" for name in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, name, "__init__.py"))]


def test_every_ruleset_and_scene_package_falls_under_an_import_cycle_contract():
    packages = game_packages("rulesets") + game_packages("scenes")
    assert "rulesets._template" in packages and "scenes.ninja" in packages
    uncovered = [p for p in packages if not any(matches(a, p) for a in acyclic_patterns())]
    assert uncovered == []


def test_the_cycle_contracts_name_no_game_so_a_new_game_cannot_be_forgotten():
    named = [a for a in acyclic_patterns() if a.startswith(("rulesets.", "scenes.")) and "*" not in a]
    assert named == []


def test_a_wildcard_stands_for_exactly_one_module_name():
    assert matches("rulesets.*", "rulesets.fifth_game")
    assert not matches("rulesets.*", "rulesets")
    assert not matches("rulesets.*", "scenes.fifth_game")
