"""Autosave after each action to the data directory, resumable from the menu, cleared at the end."""
import json
import os

import pytest

from engine.rules import saves as autosave
from rulesets._template import rules as toy_ruleset
from tests.engine.rules.helpers import new_session, play


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


def test_data_dir_follows_xdg_when_not_overridden(tmp_path, monkeypatch):
    monkeypatch.delenv("LANTERN_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert autosave.autosave_path("toy") == os.path.join(str(tmp_path), "lantern", "autosave", "toy.json")


def test_an_autosave_is_written_after_each_action(data_dir):
    s = new_session(autosave=autosave.Autosaver("toy"))
    for n in range(1, 4):
        s.apply(("mark", n))
        doc = json.load(open(data_dir / "autosave" / "toy.json"))
        assert len(doc["actions"]) == n


def test_an_undo_is_autosaved_too(data_dir):
    s = new_session(autosave=autosave.Autosaver("toy"))
    s.apply(("mark", 1))
    s.apply(("mark", 2))
    s.undo()
    assert len(json.load(open(data_dir / "autosave" / "toy.json"))["actions"]) == 1


def test_an_unfinished_game_is_listed_as_resumable_and_resumes_identically(data_dir):
    s = play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 15)
    found = autosave.list_resumable()
    assert [(r.game, r.actions, r.seed) for r in found] == [("toy", 15, 9)]
    back = autosave.resume("toy", toy_ruleset)
    assert back.state_hash() == s.state_hash()


def test_a_resumable_entry_is_the_game_id_so_membership_tests_work(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 3)
    assert "toy" in set(autosave.list_resumable())


def test_a_resumed_game_keeps_autosaving(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 5)
    back = autosave.resume("toy", toy_ruleset)
    back.apply(back.legal_actions()[0])
    assert autosave.list_resumable()[0].actions == 6


def test_the_autosave_is_cleared_when_the_game_ends(data_dir):
    s = play(new_session(seed=2, autosave=autosave.Autosaver("toy")), 5000)
    assert s.is_over
    assert not (data_dir / "autosave" / "toy.json").exists()
    assert autosave.list_resumable() == []


def test_a_damaged_autosave_is_not_offered(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 5)
    path = data_dir / "autosave" / "toy.json"
    path.write_text(path.read_text()[:40])
    assert autosave.list_resumable() == []


def test_nothing_to_resume_without_a_data_directory(data_dir):
    assert autosave.list_resumable() == []
