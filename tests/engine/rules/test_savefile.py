"""Save/load as verified JSON replay; refused saves leave the file untouched (DESIGN principle 3)."""
import dataclasses
import json
import os

import pytest

from engine.rules import saves as savefile
from engine.rules.saves import SaveError
from rulesets._template import rules as toy_ruleset
from tests.engine.rules.helpers import new_session, play


def saved(tmp_path, steps=80, seed=11):
    s = play(new_session(seed=seed), steps)
    path = str(tmp_path / "game.json")
    savefile.save(s, path)
    return s, path


def assert_refused_untouched(path, match):
    before = (open(path, "rb").read(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveError, match=match):
        savefile.load(path, toy_ruleset)
    assert (open(path, "rb").read(), os.stat(path).st_mtime_ns) == before


def test_save_then_load_gives_the_same_state_and_actions(tmp_path):
    s, path = saved(tmp_path)
    back = savefile.load(path, toy_ruleset)
    assert back.state_hash() == s.state_hash() and back.actions == s.actions
    assert back.config == s.config and back.seed == s.seed


def test_the_save_holds_version_ruleset_data_hash_seed_and_actions_as_lists(tmp_path):
    s, path = saved(tmp_path)
    doc = json.load(open(path))
    assert (doc["format"], doc["version"], doc["ruleset"]) == ("lantern-save", 1, "toy")
    assert doc["seed"] == 11 and doc["final_hash"] == s.state_hash()
    assert doc["actions"][0] == list(s.actions[0])


def test_a_loaded_game_continues_identically(tmp_path):
    s, path = saved(tmp_path, steps=20)
    back = savefile.load(path, toy_ruleset)
    play(s, 30, chooser_seed=3)
    play(back, 30, chooser_seed=3)
    assert back.state_hash() == s.state_hash()


def test_a_hand_edited_action_is_refused(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read().replace('["mark", 1]', '["mark", 2]', 1)
    open(path, "w").write(text)
    assert_refused_untouched(path, "edited or damaged")


def test_a_truncated_save_is_refused(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read()
    open(path, "w").write(text[: len(text) // 2])
    assert_refused_untouched(path, "truncated")


def test_a_save_from_another_format_version_is_refused(tmp_path):
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    doc["version"] = 99
    open(path, "w").write(json.dumps(doc))
    assert_refused_untouched(path, "version 99 is not supported")


def test_a_save_made_with_other_game_data_that_still_replays_to_its_position_opens_as_it_was(tmp_path, monkeypatch):
    data = tmp_path / "toy.yaml"
    data.write_text("kind: toy\ntarget: 30\n")
    monkeypatch.setattr(toy_ruleset, "INFO", dataclasses.replace(toy_ruleset.INFO, data_files=(str(data),)))
    s, path = saved(tmp_path)
    data.write_text("kind: toy\ntarget: 31  # edited data\n")
    before = open(path, "rb").read()
    back = savefile.load(path, toy_ruleset)
    assert back.state_hash() == s.state_hash() and back.upgrade is None and open(path, "rb").read() == before


def test_a_golden_replay_made_with_other_game_data_is_refused_when_strict(tmp_path, monkeypatch):
    data = tmp_path / "toy.yaml"
    data.write_text("kind: toy\ntarget: 30\n")
    monkeypatch.setattr(toy_ruleset, "INFO", dataclasses.replace(toy_ruleset.INFO, data_files=(str(data),)))
    _, path = saved(tmp_path)
    data.write_text("kind: toy\ntarget: 31  # edited data\n")
    with pytest.raises(SaveError, match="other 'toy' game data"):
        savefile.load(path, toy_ruleset, strict=True)


def test_a_wrong_final_hash_is_refused_even_with_a_matching_checksum(tmp_path):
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    doc["final_hash"] = "0" * 24
    savefile.write_document(doc, path)
    assert_refused_untouched(path, "does not reproduce the saved final position")


def test_an_illegal_action_in_a_consistent_save_is_refused_with_its_rule(tmp_path):
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    doc["actions"].insert(0, ["mark", 7])
    savefile.write_document(doc, path)
    assert_refused_untouched(path, "action 1 .* T-4")


def test_a_save_for_another_ruleset_is_refused(tmp_path):
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    doc["ruleset"] = "chess"
    savefile.write_document(doc, path)
    assert_refused_untouched(path, "'chess'")


def test_a_file_that_is_not_a_save_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"hello": 1}')
    assert_refused_untouched(str(path), "not a Lantern save")


def test_a_missing_save_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no such save file"):
        savefile.load(str(tmp_path / "none.json"), toy_ruleset)


def test_saving_leaves_no_temporary_file_behind(tmp_path):
    saved(tmp_path)
    assert sorted(os.listdir(tmp_path)) == ["game.json"]


def test_the_ruleset_is_found_by_its_id_through_the_resolver_handed_in(tmp_path):
    s, path = saved(tmp_path)
    found = savefile.load(path, resolve={"toy": toy_ruleset}.get)
    assert found.state_hash() == s.state_hash()


def test_without_a_ruleset_or_resolver_a_save_is_refused_as_unplayable(tmp_path):
    _, path = saved(tmp_path)
    with pytest.raises(SaveError, match="cannot play"):
        savefile.load(path)


def test_the_golden_toy_save_still_replays_to_its_stored_final_hash():
    path = os.path.join(os.path.dirname(__file__), "golden_toy_game.json")
    doc = json.load(open(path))
    back = savefile.load(path, toy_ruleset, strict=True)
    assert back.state_hash() == doc["final_hash"] and back.is_over
