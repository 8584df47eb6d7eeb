"""The rule ids a ruleset cites (N-15.2, G-H.2, T-5): each game's share one prefix, no two games share one."""
import ast
import os
import re
from collections import Counter

from tests import ROOT

# a rule id: a prefix of capitals, a dash, a section (digits or one capital), then .numbers ("G-10.4b")
RULE_ID = re.compile(r"([A-Z]{1,3})-(?:[0-9]+|[A-Z])(?:\.[0-9]+[a-z]?)*")


def ruleset_folders() -> dict[str, str]:
    """Every package under rulesets/ (registered or not, the template too): id -> folder."""
    top = os.path.join(ROOT, "rulesets")
    return {name: os.path.join(top, name) for name in sorted(os.listdir(top))
            if os.path.isfile(os.path.join(top, name, "__init__.py"))}


def prefixes_in(folder: str) -> Counter:
    """How often each prefix starts a rule id written as a whole string in the folder's Python files."""
    found: Counter = Counter()
    for here, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".py"):
                continue
            with open(os.path.join(here, name), encoding="utf-8") as fh:
                tree = ast.parse(fh.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    match = RULE_ID.fullmatch(node.value)
                    if match:
                        found[match.group(1)] += 1
    return found


def prefix_problems(by_game: dict[str, Counter]) -> list[str]:
    """A game citing rule ids of more than one prefix, or two games citing the same prefix, in words."""
    problems = []
    owner: dict[str, str] = {}
    for game, prefixes in sorted(by_game.items()):
        if len(prefixes) > 1:
            problems.append(f"{game} cites rule ids of several prefixes: {', '.join(sorted(prefixes))}")
        for prefix in sorted(prefixes):
            if prefix in owner:
                problems.append(f"{owner[prefix]} and {game} both cite rule ids starting {prefix}-")
            owner.setdefault(prefix, game)
    return problems
