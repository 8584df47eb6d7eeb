"""Files that survive crashes and a second Lantern: who is alive, atomic writes, pid locks."""
import os
import subprocess
import sys
import time

import pytest

from engine.rules import slots


def dead_pid():
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_this_process_and_init_are_alive_and_a_finished_one_is_not():
    assert slots.pid_alive(os.getpid()) is True
    assert slots.pid_alive(1) is True          # init exists, even where we may not signal it
    assert slots.pid_alive(dead_pid()) is False


@pytest.mark.parametrize("pid", [0, -1, True, "12", 2 ** 70, None])
def test_ids_that_would_signal_a_group_or_are_not_pids_count_as_dead(pid):
    assert slots.pid_alive(pid) is False


def test_a_lock_held_error_names_the_slot_and_the_process():
    err = slots.LockHeld("/x/a.json", 42)
    assert (err.path, err.pid, str(err)) == ("/x/a.json", 42, "/x/a.json is locked by process 42")


def test_an_atomic_write_that_fails_raises_and_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "slot.json"
    target.mkdir()
    with pytest.raises(OSError):
        slots.write_atomic(str(target), "{}")
    assert os.listdir(tmp_path) == ["slot.json"]


def test_a_lock_file_still_empty_is_held_for_a_moment_then_abandoned(tmp_path):
    slot = str(tmp_path / "a.json")
    open(slots.lock_path(slot), "w").close()
    made = os.stat(slots.lock_path(slot)).st_mtime
    assert slots.lock_holder(slot, now=made + 1) == -1
    assert slots.lock_holder(slot, now=made + slots.EMPTY_LOCK_GRACE_SECONDS + 1) is None


def test_a_lock_of_garbage_is_no_ones_and_is_taken_over(tmp_path):
    slot = str(tmp_path / "a.json")
    with open(slots.lock_path(slot), "w") as fh:
        fh.write("not a pid")
    assert slots.lock_holder(slot) is None
    slots.acquire(slot)
    assert open(slots.lock_path(slot)).read() == str(os.getpid())
    slots.release(slot)
    assert not os.path.exists(slots.lock_path(slot))


def test_a_lock_that_stays_held_while_we_retry_is_refused(tmp_path):
    slot = str(tmp_path / "a.json")
    open(slots.lock_path(slot), "w").close()   # just made by someone: held for a moment
    with pytest.raises(slots.LockHeld) as err:
        slots.acquire(slot)
    assert err.value.pid == -1


def test_release_never_removes_another_process_lock(tmp_path):
    slot = str(tmp_path / "a.json")
    with open(slots.lock_path(slot), "w") as fh:
        fh.write("1")
    slots.release(slot)
    assert open(slots.lock_path(slot)).read() == "1"


def test_a_fresh_temporary_file_of_this_process_is_left_alone(tmp_path):
    tmp = tmp_path / f".a.json.{os.getpid()}.tmp"
    tmp.write_text("{")
    assert slots.clean_stale_temp_files([str(tmp_path)], now=time.time()) == []
    assert slots.clean_stale_temp_files([str(tmp_path)], now=time.time() + slots.STALE_AFTER_SECONDS + 5) == [str(tmp)]
