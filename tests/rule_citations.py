"""Finds the rule ids (G-10.3, N-13.11, ...) that test functions cite in their names or docstrings."""
import ast
import os
import re


def citation_pattern(letter: str) -> re.Pattern:
    """`G-10.3` or `test_G_10_3`: the letter, a section (digits or a capital letter) and a number, nothing after."""
    return re.compile(rf"{letter}[-_]([0-9A-Z]+)[._]([0-9]+)(?![0-9])")


def cited_ids(folder: str, letter: str) -> set:
    """Rule ids with this letter in the names and docstrings of every test function in the files under folder."""
    pattern = citation_pattern(letter)
    found = set()
    for here, _, files in os.walk(folder):
        for name in files:
            if not (name.startswith("test_") and name.endswith(".py")):
                continue
            with open(os.path.join(here, name), encoding="utf-8") as fh:
                tree = ast.parse(fh.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                    text = node.name + " " + (ast.get_docstring(node) or "")
                    found |= {f"{letter}-{a}.{b}" for a, b in pattern.findall(text)}
    return found
