"""Damaged and forged saves are refused with a SaveError in words, never a traceback, the file untouched."""
import json
import os

import pytest

from engine.rules import saves
from engine.rules.saves import SaveError
from rulesets._template import rules as toy_ruleset
from tests.engine.rules.helpers import new_session, play


def saved(tmp_path, steps=20, seed=11):
    s = play(new_session(seed=seed), steps)
    path = str(tmp_path / "game.json")
    saves.save(s, path)
    return s, path


def forged(tmp_path, **changes):
    """A save with fields changed and its checksum recomputed (what a determined editor makes)."""
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    doc.update(changes)
    saves.write_document(doc, path)
    return path


def refused(path, match):
    before = (open(path, "rb").read(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveError, match=match):
        saves.load(path, toy_ruleset)
    assert (open(path, "rb").read(), os.stat(path).st_mtime_ns) == before


@pytest.mark.parametrize("config, words", [
    ({"players": 99, "target": 30}, "played by 2 to 4 players, not 99"),
    ({"players": 2, "variant": 5}, "variant must be one of"),
    ({"players": 2, "difficulty": {}}, "checks must be one of"),
    ({"players": "two"}, "must be a whole number, not 'two'"),
    ({"players": None}, "must be a whole number, not None"),
    ({"players": True}, "must be a whole number, not True"),
])
def test_a_forged_config_is_refused_by_the_games_declared_settings(tmp_path, config, words):
    refused(forged(tmp_path, config=config), "the saved game settings are not valid: .*" + words)


def test_a_forged_config_the_games_own_setup_refuses_is_refused_in_words(tmp_path):
    refused(forged(tmp_path, config={"players": 2, "target": -5}),
            "the saved game settings are refused: the target is a whole number of points above 0$")


def test_a_config_that_is_not_a_mapping_is_refused_as_a_mistyped_field(tmp_path):
    refused(forged(tmp_path, config=None), "field 'config' is missing or not a dict")


@pytest.mark.parametrize("key", ["ruleset", "data_hash", "config", "seed", "final_hash", "actions"])
def test_a_save_missing_a_field_is_refused_naming_it(tmp_path, key):
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    del doc[key]
    if key == "actions":
        text = saves.compose({k: v for k, v in doc.items() if k != "checksum"}, [])
        text = text.replace(', "actions": [\n\n]', "")
        body = text[: text.rfind(saves.CHECKSUM_KEY)]
        open(path, "w").write(f'{body}{saves.CHECKSUM_KEY}{saves._digest(body)}"}}\n')
    else:
        saves.write_document(doc, path)
    refused(path, f"field '{key}' is missing")


@pytest.mark.parametrize("key, value", [
    ("seed", "11"), ("seed", 11.0), ("seed", True), ("seed", None), ("ruleset", 5), ("data_hash", None),
    ("config", [["players", 2]]), ("final_hash", 0), ("actions", {"0": ["roll"]}),
])
def test_a_save_with_a_mistyped_field_is_refused_naming_it(tmp_path, key, value):
    _, path = saved(tmp_path)
    doc = json.load(open(path))
    doc[key] = value
    head = {k: v for k, v in doc.items() if k not in ("actions", "checksum")}
    actions = doc["actions"] if type(doc["actions"]) is list else []
    text = saves.compose(head, [json.dumps(a) for a in actions])
    if key == "actions":
        text = text.replace('"actions": [\n\n]', '"actions": ' + json.dumps(value))
        body = text[: text.rfind(saves.CHECKSUM_KEY)]
        text = f'{body}{saves.CHECKSUM_KEY}{saves._digest(body)}"}}\n'
    open(path, "w").write(text)
    refused(path, f"field '{key}' is missing or not a")


@pytest.mark.parametrize("seed", [-1, 2 ** 63])
def test_a_seed_out_of_range_is_refused(tmp_path, seed):
    refused(forged(tmp_path, seed=seed), "field 'seed' is not a seed")


@pytest.mark.parametrize("key, value", [("saved_at", 5), ("summary", ["round 3"]), ("outcome", 1)])
def test_a_mistyped_optional_field_is_refused(tmp_path, key, value):
    refused(forged(tmp_path, **{key: value}), f"field '{key}' is not a str")


def test_version_true_is_not_version_1(tmp_path):
    refused(forged(tmp_path, version=True), "version True is not supported")


def test_version_1_as_a_float_is_not_version_1(tmp_path):
    refused(forged(tmp_path, version=1.0), "version 1.0 is not supported")


def test_a_new_key_appended_after_the_checksum_is_refused(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read().rstrip()
    open(path, "w").write(text[:-1] + ', "summary": "round 9"}\n')
    refused(path, "checksum mismatch")


def test_a_checked_key_given_again_after_the_checksum_is_refused(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read().rstrip()
    open(path, "w").write(text[:-1] + ', "seed": 12}\n')
    refused(path, "the field 'seed' appears twice")


def test_a_field_repeated_after_the_checksum_with_the_checksum_again_is_refused(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read().rstrip()
    checksum = json.loads(text)["checksum"]
    open(path, "w").write(text[:-1] + f', "seed": 12, "checksum": "{checksum}"}}\n')
    refused(path, "appears twice|checksum mismatch")


def test_a_field_given_twice_is_refused_as_damaged(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read()
    body = text[: text.rfind(saves.CHECKSUM_KEY)].replace('"seed": 11', '"seed": 11, "seed": 12', 1)
    open(path, "w").write(f'{body}{saves.CHECKSUM_KEY}{saves._digest(body)}"}}\n')
    refused(path, "the field 'seed' appears twice")


@pytest.mark.parametrize("text, words", [
    ('{"format": "lantern-save", "version": 1, "seed": ' + "9" * 5000 + "}", "damaged .*out of range"),
    ("[" * 100_000 + "]" * 100_000, "damaged .*nested too deeply"),
    ('{"a": ' * 100_000 + "1" + "}" * 100_000, "damaged .*nested too deeply"),
    ("\x00\x01", "damaged|truncated"),
    ("[]", "not a Lantern save"),
    ('"lantern-save"', "not a Lantern save"),
    ("\n\n", "empty"),
])
def test_a_hostile_save_file_is_refused_in_words(tmp_path, text, words):
    path = tmp_path / "hostile.json"
    path.write_text(text)
    refused(str(path), words)


def test_a_file_that_is_not_utf8_is_refused(tmp_path):
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"format": "lantern-save\xff"}')
    refused(str(path), "cannot read the save")


def test_a_file_too_large_to_be_a_save_is_refused_without_parsing_it(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 1000)
    path = tmp_path / "huge.json"
    path.write_text("[" + "1," * 2000 + "1]")
    refused(str(path), "too large to be a save")


def test_a_directory_given_as_a_save_is_refused(tmp_path):
    with pytest.raises(SaveError, match="cannot read the save"):
        saves.load(str(tmp_path), toy_ruleset)


def test_a_resolver_that_crashes_is_a_save_error(tmp_path):
    _, path = saved(tmp_path)

    def broken(game_id):
        raise TypeError("rules do not satisfy the rules API")
    with pytest.raises(SaveError, match="rules of 'toy' cannot be loaded"):
        saves.load(path, resolve=broken)


def test_an_action_that_is_not_a_list_is_refused_on_replay(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read().replace('"actions": [\n', '"actions": [\n{"roll": 1},\n', 1)
    body = text[: text.rfind(saves.CHECKSUM_KEY)]
    open(path, "w").write(f'{body}{saves.CHECKSUM_KEY}{saves._digest(body)}"}}\n')
    refused(path, "action 1 .* refused on replay")


def test_a_summary_from_the_ruleset_is_written_into_the_header_and_covered_by_the_checksum(tmp_path, monkeypatch):
    monkeypatch.setattr(toy_ruleset, "describe_position", lambda state: f"{state.actions} actions in, seat {state.seat}",
                        raising=False)
    s, path = saved(tmp_path, steps=5)
    doc = json.load(open(path))
    assert doc["summary"] == f"5 actions in, seat {s.state.seat}"
    text = open(path).read().replace(doc["summary"], "round 99")
    open(path, "w").write(text)
    refused(path, "checksum mismatch")


def test_without_describe_position_the_header_has_no_summary(tmp_path):
    _, path = saved(tmp_path)
    assert "summary" not in json.load(open(path))


def test_a_save_without_its_checksum_is_refused(tmp_path):
    _, path = saved(tmp_path)
    text = open(path).read()
    open(path, "w").write(text[: text.rfind(saves.CHECKSUM_KEY)] + "}\n")
    refused(path, "checksum mismatch")


def test_seed_0_and_the_largest_seed_are_valid_seeds(tmp_path):
    for seed in (0, 2 ** 63 - 1):
        s = play(new_session(seed=seed), 5)
        path = str(tmp_path / f"{seed}.json")
        saves.save(s, path)
        assert saves.load(path, toy_ruleset).state_hash() == s.state_hash()


def test_a_save_into_a_folder_that_cannot_exist_is_a_save_error_in_words(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(SaveError, match="cannot write the save: "):
        saves.save(new_session(), str(tmp_path / "file" / "game.json"))
    assert (tmp_path / "file").read_text() == "not a folder"


def test_the_data_hash_covers_every_yaml_file_under_a_data_folder_by_name_and_content(tmp_path, monkeypatch):
    import dataclasses
    folder = tmp_path / "data"
    (folder / "deep").mkdir(parents=True)
    (folder / "a.yaml").write_text("kind: toy\n")
    (folder / "deep" / "b.yml").write_text("kind: toy\n")
    (folder / "notes.txt").write_text("not data")
    monkeypatch.setattr(toy_ruleset, "INFO", dataclasses.replace(toy_ruleset.INFO, data_files=(str(folder),)))
    first = saves.data_hash(toy_ruleset)
    (folder / "notes.txt").write_text("still not data")
    assert saves.data_hash(toy_ruleset) == first
    (folder / "deep" / "b.yml").write_text("kind: toy\nx: 1\n")
    second = saves.data_hash(toy_ruleset)
    assert second != first
    (folder / "deep" / "b.yml").rename(folder / "deep" / "c.yml")
    assert saves.data_hash(toy_ruleset) not in (first, second)
    (folder / "deep" / "c.yml").unlink()
    without = saves.data_hash(toy_ruleset)
    monkeypatch.setattr(toy_ruleset, "INFO", dataclasses.replace(toy_ruleset.INFO,
                                                                 data_files=(str(folder), str(tmp_path / "gone.yaml"))))
    assert saves.data_hash(toy_ruleset) != without


def test_a_ruleset_crash_on_replay_is_a_save_error_naming_the_action(tmp_path, monkeypatch):
    _, path = saved(tmp_path, steps=6)
    real_apply = toy_ruleset.apply

    def apply(state, action):
        if state.actions == 4:
            raise KeyError("boom")
        return real_apply(state, action)
    monkeypatch.setattr(toy_ruleset, "apply", apply)
    refused(path, r"action 5 .* failed on replay: KeyError: 'boom'")


def test_a_loaded_game_with_secrets_hands_the_laptop_to_the_seat_to_decide_first(tmp_path):
    from engine.rules.session import GameSession
    s = GameSession(toy_ruleset, {"players": 3, "variant": "secret"}, 5)
    for _ in range(9):
        if s.handoff:
            s.confirm_handoff()
        s.apply(s.legal_actions()[0])
    if s.handoff:
        s.confirm_handoff()
    assert s.viewer is not None and len({toy_ruleset.knowledge_group(s.state, seat) for seat in range(3)}) == 3
    path = str(tmp_path / "secret.json")
    saves.save(s, path)
    back = saves.load(path, toy_ruleset)
    assert back.handoff is not None and back.handoff.seat == back.pending.seat and back.viewer is None
