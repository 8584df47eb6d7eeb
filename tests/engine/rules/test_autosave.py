"""Autosave after each action into the game's own slot, resumable from the menu, cleared at the end."""
import json
import os
import subprocess
import sys

import pytest

from engine.rules import saves as autosave
from engine.rules import slots
from rulesets._template import rules as toy_ruleset
from tests.engine.rules.helpers import new_session, play


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    return tmp_path / "lantern"


@pytest.fixture
def other_lantern():
    """A live process that is not this one (stands for a second Lantern window)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield proc.pid
    proc.kill()
    proc.wait()


def slot_files(data_dir):
    return sorted(n for n in os.listdir(data_dir / "autosave") if n.endswith(".json"))


def test_autosaves_go_to_the_data_dir_which_follows_xdg_when_not_overridden(tmp_path, monkeypatch):
    monkeypatch.delenv("LANTERN_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert autosave.autosave_dir() == os.path.join(str(tmp_path), "lantern", "autosave")


def test_a_new_game_autosaves_into_its_own_slot_named_after_the_game_and_its_start(data_dir):
    saver = autosave.Autosaver("toy")
    new_session(autosave=saver).apply(("mark", 1))
    (name,) = slot_files(data_dir)
    game, started, tag = name[:-5].split("-")
    assert game == "toy" and started.endswith("Z") and len(started) == 16 and len(tag) == 6
    assert saver.path == str(data_dir / "autosave" / name)


def test_an_autosave_is_written_after_each_action(data_dir):
    saver = autosave.Autosaver("toy")
    s = new_session(autosave=saver)
    for n in range(1, 4):
        s.apply(("mark", n))
        assert len(json.load(open(saver.path))["actions"]) == n
    assert saver.writes == 3 and saver.last_error is None


def test_an_undo_is_autosaved_too(data_dir):
    saver = autosave.Autosaver("toy")
    s = new_session(autosave=saver)
    s.apply(("mark", 1))
    s.apply(("mark", 2))
    s.undo()
    assert len(json.load(open(saver.path))["actions"]) == 1


def test_starting_a_second_game_keeps_the_first_games_autosave(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 4)
    play(new_session(seed=10, autosave=autosave.Autosaver("toy")), 6)
    assert len(slot_files(data_dir)) == 2
    assert sorted((r.seed, r.actions) for r in autosave.list_resumable()) == [(9, 4), (10, 6)]


def test_an_unfinished_game_is_listed_as_resumable_and_resumes_identically(data_dir):
    s = play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 15)
    found = autosave.list_resumable()
    assert [(r.game, r.actions, r.seed, r.config, r.damaged) for r in found] == [
        ("toy", 15, 9, {"players": 2, "target": 30}, "")]
    back = autosave.resume(found[0].path, toy_ruleset)
    assert back.state_hash() == s.state_hash()


def test_resuming_by_game_id_picks_that_games_newest_slot(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 3)
    newest = play(new_session(seed=10, autosave=autosave.Autosaver("toy")), 5)
    for r in autosave.list_resumable():  # the same second: tell them apart by their saved time
        doc = json.load(open(r.path))
        doc["saved_at"] = "2030-01-01T00:00:00Z" if r.seed == 10 else "2020-01-01T00:00:00Z"
        autosave.write_document(doc, r.path)
    assert autosave.resume("toy", toy_ruleset).state_hash() == newest.state_hash()


def test_resuming_a_game_with_no_slot_is_refused_in_words(data_dir):
    with pytest.raises(autosave.SaveError, match="no unfinished game to resume"):
        autosave.resume("toy", toy_ruleset)


def test_a_resumed_game_keeps_autosaving_into_the_same_slot(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 5)
    (entry,) = autosave.list_resumable()
    back = autosave.resume(entry.path, toy_ruleset)
    back.apply(back.legal_actions()[0])
    assert [(r.path, r.actions) for r in autosave.list_resumable()] == [(entry.path, 6)]


def test_the_resumable_list_is_newest_first(data_dir):
    for seed, when in ((1, "2026-01-02T10:00:00Z"), (2, "2026-03-01T09:00:00Z"), (3, "2026-02-01T08:00:00Z")):
        s = play(new_session(seed=seed), 2)
        doc = json.loads(autosave.compose(autosave.header(s), s.encoded_actions()))
        doc["saved_at"] = when
        autosave.write_document(doc, str(data_dir / "autosave" / f"toy-{seed}.json"))
    assert [r.seed for r in autosave.list_resumable()] == [2, 3, 1]


def test_the_autosave_is_cleared_when_the_game_ends(data_dir):
    saver = autosave.Autosaver("toy")
    s = play(new_session(seed=2, autosave=saver), 5000)
    assert s.is_over
    assert not os.path.exists(saver.path) and not os.path.exists(slots.lock_path(saver.path))
    assert autosave.list_resumable() == []


def test_a_damaged_autosave_is_listed_as_damaged_with_its_reason(data_dir):
    saver = autosave.Autosaver("toy")
    play(new_session(seed=9, autosave=saver), 5)
    with open(saver.path, "r+") as fh:
        text = fh.read()
        fh.seek(0)
        fh.truncate()
        fh.write(text[:40])
    (entry,) = autosave.list_resumable()
    assert entry.game == "toy" and entry.path == saver.path and "truncated" in entry.damaged


@pytest.mark.parametrize("content", ["1" * 5000, "[" * 100_000, "\ufeff{", "\x00\xff", "null", '{"format": "lantern-save"}'])
def test_listing_never_raises_whatever_an_autosave_file_holds(data_dir, content):
    (data_dir / "autosave").mkdir(parents=True)
    (data_dir / "autosave" / "ghost_stories-x.json").write_text(content, encoding="utf-8", errors="surrogateescape")
    (entry,) = autosave.list_resumable()
    assert entry.game == "ghost_stories" and entry.damaged


def test_a_directory_named_like_an_autosave_is_listed_as_damaged_not_fatal(data_dir):
    (data_dir / "autosave" / "toy-dir.json").mkdir(parents=True)
    (entry,) = autosave.list_resumable()
    assert "cannot read" in entry.damaged


def test_a_damaged_autosave_can_be_deleted(data_dir):
    (data_dir / "autosave").mkdir(parents=True)
    (data_dir / "autosave" / "toy-x.json").write_text("{")
    (entry,) = autosave.list_resumable()
    assert autosave.delete_resumable(entry) == ""
    assert autosave.list_resumable() == []


def test_nothing_to_resume_without_a_data_directory(data_dir):
    assert autosave.list_resumable() == []


def test_a_data_dir_that_is_a_file_lists_nothing_and_the_game_plays_to_its_end(data_dir):
    data_dir.write_text("not a folder")
    saver = autosave.Autosaver("toy")
    s = play(new_session(seed=2, autosave=saver), 5000)
    assert s.is_over and autosave.list_resumable() == []
    assert s.autosave_error.startswith("The game could not be autosaved: ")


def test_an_unwritable_autosave_is_reported_in_words_and_the_game_goes_on(data_dir):
    data_dir.write_text("not a folder")
    saver = autosave.Autosaver("toy")
    s = new_session(autosave=saver)
    s.apply(("mark", 1))
    assert len(s) == 1 and saver.writes == 0
    assert saver.last_error.startswith("The game could not be autosaved: ")
    assert s.autosave_error == saver.last_error


def test_an_autosave_path_that_is_a_directory_does_not_stop_the_game_at_game_over(data_dir, tmp_path):
    slot = tmp_path / "slot.json"
    slot.mkdir()
    saver = autosave.Autosaver("toy", str(slot))
    s = play(new_session(seed=2, autosave=saver), 5000)
    assert s.is_over and slot.is_dir()
    assert saver.last_error == "The finished game's autosave could not be removed: Is a directory"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_autosave_folder_does_not_stop_the_game_at_game_over(data_dir):
    saver = autosave.Autosaver("toy")
    s = new_session(seed=2, autosave=saver)
    s.apply(s.legal_actions()[0])
    os.chmod(data_dir / "autosave", 0o500)
    try:
        play(s, 5000)
    finally:
        os.chmod(data_dir / "autosave", 0o700)
    assert s.is_over and saver.last_error


def test_an_autosaver_that_raises_never_escapes_apply(data_dir):
    def broken(session):
        raise OSError("disk on fire")
    s = new_session(autosave=broken)
    s.apply(("mark", 1))
    assert len(s) == 1 and "disk on fire" in s.autosave_error


def test_a_second_lantern_cannot_resume_a_game_another_lantern_has_open(data_dir, other_lantern):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 3)
    (entry,) = autosave.list_resumable()
    slots.release(entry.path)
    with open(slots.lock_path(entry.path), "w") as fh:
        fh.write(str(other_lantern))
    assert autosave.list_resumable()[0].in_use
    with pytest.raises(autosave.SaveError, match="open in another Lantern window"):
        autosave.resume(entry.path, toy_ruleset)
    assert autosave.delete_resumable(entry) == "That game is open in another Lantern window."


def test_a_lock_left_by_a_dead_lantern_is_taken_over(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 3)
    (entry,) = autosave.list_resumable()
    slots.release(entry.path)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    with open(slots.lock_path(entry.path), "w") as fh:
        fh.write(str(dead.pid))
    back = autosave.resume(entry.path, toy_ruleset)
    assert len(back) == 3
    assert open(slots.lock_path(entry.path)).read() == str(os.getpid())


def test_the_same_lantern_may_reopen_a_game_it_left(data_dir):
    play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 3)
    (entry,) = autosave.list_resumable()
    autosave.resume(entry.path, toy_ruleset)
    assert len(autosave.resume(entry.path, toy_ruleset)) == 3


def test_stale_temporary_files_of_dead_processes_are_cleaned_at_start(data_dir, other_lantern):
    folder = data_dir / "autosave"
    folder.mkdir(parents=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (folder / f".toy-a.json.{dead.pid}.tmp").write_text("{")
    (folder / f".toy-b.json.{other_lantern}.tmp").write_text("{")   # being written right now
    (folder / "toy-c.json").write_text("{")                         # not a temporary file
    removed = autosave.clean_stale_temp_files()
    assert [os.path.basename(p) for p in removed] == [f".toy-a.json.{dead.pid}.tmp"]
    assert sorted(os.listdir(folder)) == sorted([f".toy-b.json.{other_lantern}.tmp", "toy-c.json"])


def test_a_temporary_file_older_than_a_few_minutes_is_stale_even_if_its_pid_lives(data_dir, other_lantern):
    folder = data_dir / "saves"
    folder.mkdir(parents=True)
    old = folder / f".g.json.{other_lantern}.tmp"
    old.write_text("{")
    os.utime(old, (0, 0))
    assert autosave.clean_stale_temp_files() == [str(old)]


def test_cleaning_temporary_files_without_a_data_directory_does_nothing(data_dir):
    assert autosave.clean_stale_temp_files() == []


def test_a_new_games_first_autosave_locks_its_slot_for_this_process(data_dir):
    saver = autosave.Autosaver("toy")
    new_session(autosave=saver).apply(("mark", 1))
    assert open(slots.lock_path(saver.path)).read() == str(os.getpid())


def test_an_autosave_into_a_slot_another_lantern_holds_is_not_written_and_says_why(data_dir, other_lantern):
    saver = autosave.Autosaver("toy")
    os.makedirs(os.path.dirname(saver.path))
    with open(slots.lock_path(saver.path), "w") as fh:
        fh.write(str(other_lantern))
    new_session(autosave=saver).apply(("mark", 1))
    assert not os.path.exists(saver.path) and saver.writes == 0
    assert saver.last_error == "The game could not be autosaved: this game is open in another Lantern window"


def test_locking_a_slot_whose_folder_cannot_be_made_is_a_save_error_in_words(data_dir):
    data_dir.write_text("not a folder")
    with pytest.raises(autosave.SaveError, match="cannot write the autosave: Not a directory$"):
        autosave.Autosaver("toy").lock()


def test_an_autosave_that_crashes_in_the_ruleset_is_reported_and_the_game_goes_on(data_dir, monkeypatch):
    def describe_position(state):
        raise RuntimeError("no words for this")
    monkeypatch.setattr(toy_ruleset, "describe_position", describe_position, raising=False)
    saver = autosave.Autosaver("toy")
    s = new_session(autosave=saver)
    s.apply(("mark", 1))
    assert len(s) == 1 and saver.last_error == "The game could not be autosaved: no words for this"


def test_resuming_a_refused_slot_raises_and_leaves_no_lock_behind(data_dir):
    saver = autosave.Autosaver("toy")
    play(new_session(seed=9, autosave=saver), 3)
    slots.release(saver.path)
    doc = json.load(open(saver.path))
    doc["final_hash"] = "0" * 24
    autosave.write_document(doc, saver.path)
    with pytest.raises(autosave.SaveError, match="does not reproduce"):
        autosave.resume(saver.path, toy_ruleset)
    assert not os.path.exists(slots.lock_path(saver.path))


def test_resuming_by_game_id_skips_a_damaged_newer_slot(data_dir):
    older = play(new_session(seed=9, autosave=autosave.Autosaver("toy")), 3)
    (data_dir / "autosave" / "toy-99999999T999999Z-ffffff.json").write_text("{")
    assert autosave.list_resumable()[0].damaged
    assert autosave.resume("toy", toy_ruleset).state_hash() == older.state_hash()


def test_a_damaged_entry_carries_only_its_path_game_and_file_time(data_dir):
    (data_dir / "autosave").mkdir(parents=True)
    path = data_dir / "autosave" / "toy-x.json"
    path.write_text("{")
    os.utime(path, (86400 * 365, 86400 * 365))
    (entry,) = autosave.list_resumable()
    assert (entry.game, entry.actions, entry.seed, entry.config, entry.summary) == ("toy", 0, 0, {}, "")
    assert entry.saved_at == "1971-01-01T00:00:00Z" and not entry.in_use


def test_a_dangling_link_among_autosaves_is_listed_as_damaged_with_no_time_and_sorts_last(data_dir):
    folder = data_dir / "autosave"
    folder.mkdir(parents=True)
    os.symlink(folder / "gone", folder / "toy-link.json")
    (folder / "toy-bad.json").write_text("{")
    entries = autosave.list_resumable()
    assert [os.path.basename(e.path) for e in entries] == ["toy-bad.json", "toy-link.json"]
    assert entries[1].saved_at == "" and "no such save file" in entries[1].damaged
