"""Why undo, redo or an action is refused by the session reads in the language in force (issue 17): the toolbar's
Undo and Redo tooltips and the message line quote these reasons, so they are lazy texts, never English literals."""
from __future__ import annotations

import re

import pytest

from engine import i18n
from engine.rules.api import IllegalAction
from engine.rules.session import GameSession

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")



@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_undo_and_redo_refusals_and_a_refused_action_read_in_chinese(lang):
    import rulesets._template.rules as template
    session = GameSession(template, template.INFO.check_config(template.INFO.default_config()), 3)
    reasons = [session.can_undo().reason, session.can_redo().reason, session.can_undo(0).reason]
    with pytest.raises(IllegalAction) as refused:
        session.apply(())
    reasons.append(refused.value.reason)
    i18n.set_language(lang)
    words = [i18n.render(r) for r in reasons]
    assert [w for w in words if LATIN_WORD.search(w)] == []
    assert i18n.render(reasons[0]) != "nothing to undo yet"


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_an_upgraded_saves_note_and_a_refused_save_read_in_chinese(lang, tmp_path):
    """The note after resuming an older Lantern's save (engine/play/upgrade_note.py) and why a save cannot be opened
    (the menu's message line, the Resume list's tooltip) are words of the language in force."""
    from engine.rules import saves
    empty = tmp_path / "empty.json"
    empty.write_text("")
    with pytest.raises(saves.SaveError) as refused:
        saves.load(str(empty))
    notes = [saves.Upgrade(12, 9, "rules", "").words(), saves.Upgrade(3, 0, "data", "").words(), refused.value.reason]
    i18n.set_language(lang)
    words = [i18n.render(n) for n in notes]
    assert [w for w in words if re.search(r"[A-Za-z]{3,}", w.replace("Lantern", ""))] == [], words
