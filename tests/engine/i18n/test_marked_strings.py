"""Extraction check: a string shown to players and not marked for translation fails here.

"Shown to players" is concrete: an English literal or f-string (a word of three letters or more) passed
- as the label of a Button, a ConfirmScene's question or the first argument of a message bar's say(),
- as the text of fonts.blit_text / fonts.wrap / fit, or as a refusal's reason (IllegalAction's second argument),
- as a tooltip=, yes=, no=, note=, title= or button= keyword,
- or assigned to a scene's .message, .title or .tooltip, or to a name kept for showing (GO_TEXT, new_game_words,
  a scene's heading or keys_hint)
in the files of SCOPE; fonts.render's text and a game's title in games.py count as blit_text's. Words behind `or`/`and`
count as well; a "{placeholder}" alone holds none. Marked means wrapped in _, N_, T, Tn, ngettext or pgettext (or built by them).
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
    "engine/rules/saves.py",                    # why a save cannot be loaded or resumed (the menu's lists)
    "engine/rules/finished.py",                 # why a finished game cannot be replayed
    "engine/rules/campaigns.py",                # why a campaign cannot be continued
    "engine/rules/slots.py",
    "engine/ui/*.py",                           # every widget, the dice tray and the keys' focus
    "engine/i18n/lists.py",                     # 'a, b and c' in each language
    "engine/number_words.py",
    "rulesets/ghost_stories/*.py",              # its advisor's and bot's reasons, help pages, card names
    "rulesets/ninja/*.py",                      # its hints' reasons and card names
    "rulesets/betrayal/*.py",                   # its hints' reasons, cards, haunt and title words
    "rulesets/mice_and_mystics/*.py",           # its composer, chapter words and the rest of its rules
    "games.py",                                 # the games' titles on the menu
)
MARKERS = {"_", "N_", "T", "Tn", "ngettext", "pgettext"}
LABEL_CALLS = {"Button", "ConfirmScene", "say"}
TEXT_CALLS = {"blit_text": 1, "wrap": 0, "fit": 0, "clip_to_width": 0, "IllegalAction": 1, "Permission": 1, "render": 0,
              "Game": 1}     # fonts.render's text; a game's title in games.py's registry (the menu's rows)
KEYWORDS = {"tooltip", "yes", "no", "note", "title", "button"}
ATTRIBUTES = {"message", "title", "tooltip", "text"}     # `.text = "Pause"` on a button too
# a name that holds words shown later (GO_TEXT, heading, keys_hint, empty_words): its literal is shown too
SHOWN_NAME = re.compile(r"(_TEXT|_WORDS|_text|_words|^heading|^keys_hint)$")
WORD = re.compile(r"[A-Za-z]{3,}")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _name(func) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _unmarked(node) -> list:
    """The English literals in `node` that reach the screen unmarked (inside a marker call is fine)."""
    if isinstance(node, ast.Call) and _name(node.func) in MARKERS:
        return []
    if isinstance(node, ast.Constant) and isinstance(node.value, str):   # "{game}" alone holds no words
        return [node] if WORD.search(PLACEHOLDER.sub("", node.value)) else []
    if isinstance(node, ast.JoinedStr):
        literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return [node] if WORD.search(literal) else []
    if isinstance(node, ast.IfExp):
        return _unmarked(node.body) + _unmarked(node.orelse)
    if isinstance(node, ast.BinOp):
        return _unmarked(node.left) + _unmarked(node.right)
    if isinstance(node, ast.BoolOp):      # `reason or "Not now"`, `N_("Undo") and label`
        return [x for value in node.values for x in _unmarked(value)]
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
            if any(SHOWN_NAME.search(t.id if isinstance(t, ast.Name) else t.attr if isinstance(t, ast.Attribute) else "")
                   for t in node.targets):
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
    bad.write_text('b = Button("Undo", undo)\nc = Button(N_("Redo"), redo)\nself.message = f"Saved {path}"\n'
                   'self.buttons[1].text = "Pause"\n')
    assert sorted(line.split(": ", 1)[1] for line in unmarked_in(str(bad))) == ["'Pause'", "'Undo'", "f'Saved {path}'"]


def test_the_check_finds_words_behind_or_and_in_fonts_render_in_a_title_and_in_a_name_kept_for_showing(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('a = Button(N_("Undo") and "Take back", undo)\nb = fonts.render("Portal", 12, ink)\n'
                   'c = Game("pig", "Pig Dice", rules)\nGO_TEXT = "Press Enter"\nscene.new_game_words = "Keep going"\n'
                   'heading = "{game}"\nkeys_hint = N_("Esc: close")\n')
    assert sorted(line.split(": ", 1)[1] for line in unmarked_in(str(bad))) == [
        "'Keep going'", "'Pig Dice'", "'Portal'", "'Press Enter'", "'Take back'"]
