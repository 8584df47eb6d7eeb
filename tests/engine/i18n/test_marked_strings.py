"""Extraction check: a string shown to players and not marked for translation fails here.

"Shown to players" is concrete: an English literal or f-string (a word of three letters or more) passed
- as the label of a Button, a ConfirmScene's question or the first argument of a message bar's say(),
- as the text of fonts.blit_text / fonts.wrap / fit, or as a refusal's reason (IllegalAction's second argument),
- as a tooltip=, yes=, no=, note=, title= or button= keyword,
- or assigned to a scene's .message, .title or .tooltip
in the files of SCOPE. Marked means wrapped in _, N_, T, Tn, ngettext or pgettext (or built by them).
SCOPE grows game by game: a game's scenes and rules join it the session they are translated.
"""
from __future__ import annotations

import ast
import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SCOPE = (
    "engine/play/*.py",        # the play shell and the menu
    "engine/ui/widgets.py",
    "scenes/ghost_stories/*.py",                # Ghost Stories' scenes, its layout preview too
    "rulesets/ghost_stories/rules/*.py",        # its refusals, log lines and prompts
    "scenes/ninja/*.py",                        # Ninja's scenes, F1 help and preview
    "rulesets/ninja/rules/*.py",                # its refusals, log lines, prompts and outcome words
    "scenes/betrayal/*.py",                     # Betrayal's scenes, its haunt browser and layout preview
    "rulesets/betrayal/rules/*.py",             # its refusals, log lines and prompts
    "rulesets/betrayal/house.py",               # the house's refusals
    "scenes/mice_and_mystics/*.py",             # Mice and Mystics' scenes, its layout composer too
    "rulesets/mice_and_mystics/rules/*.py",     # its refusals, log lines, prompts and minion reasons
    "rulesets/mice_and_mystics/bot*.py",        # its hints' reasons
    "rulesets/mice_and_mystics/movement.py",
    "rulesets/mice_and_mystics/explore.py",
    "rulesets/mice_and_mystics/sight.py",
    "rulesets/mice_and_mystics/board.py",       # the composer's board-check reasons
    "engine/rules/session.py",                  # why undo or redo is refused (the toolbar's tooltips)
)
MARKERS = {"_", "N_", "T", "Tn", "ngettext", "pgettext"}
LABEL_CALLS = {"Button", "ConfirmScene", "say"}
TEXT_CALLS = {"blit_text": 1, "wrap": 0, "fit": 0, "clip_to_width": 0, "IllegalAction": 1, "Permission": 1}
KEYWORDS = {"tooltip", "yes", "no", "note", "title", "button"}
ATTRIBUTES = {"message", "title", "tooltip"}
WORD = re.compile(r"[A-Za-z]{3,}")


def _name(func) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _unmarked(node) -> list:
    """The English literals in `node` that reach the screen unmarked (inside a marker call is fine)."""
    if isinstance(node, ast.Call) and _name(node.func) in MARKERS:
        return []
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node] if WORD.search(node.value) else []
    if isinstance(node, ast.JoinedStr):
        literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return [node] if WORD.search(literal) else []
    if isinstance(node, ast.IfExp):
        return _unmarked(node.body) + _unmarked(node.orelse)
    if isinstance(node, ast.BinOp):
        return _unmarked(node.left) + _unmarked(node.right)
    return []


def unmarked_in(path: str) -> list:
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    found = []
    for node in ast.walk(tree):
        shown = []
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if name in LABEL_CALLS and node.args:
                shown.append(node.args[0])
            if name in TEXT_CALLS and len(node.args) > TEXT_CALLS[name]:
                shown.append(node.args[TEXT_CALLS[name]])
            shown += [k.value for k in node.keywords if k.arg in KEYWORDS]
        elif isinstance(node, ast.Assign):
            if any(isinstance(t, ast.Attribute) and t.attr in ATTRIBUTES for t in node.targets):
                shown.append(node.value)
        for literal in (x for value in shown for x in _unmarked(value)):
            found.append(f"{os.path.relpath(path, ROOT)}:{literal.lineno}: {ast.unparse(literal)[:70]}")
    return found


def test_every_string_shown_to_players_in_the_translated_scope_is_marked_for_translation():
    files = sorted({p for pattern in SCOPE for p in glob.glob(os.path.join(ROOT, pattern))})
    assert files, "the scope names no file"
    problems = [line for path in files for line in unmarked_in(path)]
    assert problems == [], "\n".join(problems)


def test_the_check_finds_an_unmarked_label_and_accepts_a_marked_one(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('b = Button("Undo", undo)\nc = Button(N_("Redo"), redo)\nself.message = f"Saved {path}"\n')
    assert sorted(line.split(": ", 1)[1] for line in unmarked_in(str(bad))) == ["'Undo'", "f'Saved {path}'"]
