"""Files on disk that must survive crashes and a second Lantern: atomic writes, stale temp files, pid locks."""
from __future__ import annotations

import atexit
import os
import re
import time

# A temporary file written by write_atomic: '.<name>.<pid>.tmp' beside its target.
TEMP_NAME = re.compile(r"^\..+\.(\d+)\.tmp$")
# A temporary file older than this is left over from a crash even if its pid now names another process.
STALE_AFTER_SECONDS = 300
# A lock file still empty this long after it was made belongs to nobody (its writer died mid-write).
EMPTY_LOCK_GRACE_SECONDS = 5


class LockHeld(Exception):
    """The slot is locked by another live process (`pid`)."""

    def __init__(self, path: str, pid: int):
        self.path, self.pid = path, pid
        super().__init__(f"{path} is locked by process {pid}")


def pid_alive(pid) -> bool:
    """True when a process with this id exists (ours included). 0 and negatives would signal a whole
    process group, so they count as dead, like ids too large for the system."""
    if type(pid) is not int or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True       # it exists, it is just not ours
    except (OverflowError, ValueError, OSError):
        return False
    return True


def write_atomic(path: str, text: str) -> None:
    """Write to a temporary file beside `path`, then rename over it: readers never see half a file."""
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    tmp = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def clean_stale_temp_files(directories, now: float | None = None) -> list[str]:
    """Delete write_atomic's temporary files left by a killed process: those whose process is gone, or
    older than STALE_AFTER_SECONDS. Returns the paths removed; never raises (a start-up chore)."""
    now = time.time() if now is None else now
    removed = []
    for directory in directories:
        try:
            names = os.listdir(directory)
        except OSError:
            continue
        for name in names:
            match = TEMP_NAME.match(name)
            if match is None:
                continue
            path = os.path.join(directory, name)
            try:
                age = now - os.lstat(path).st_mtime
                if pid_alive(int(match.group(1))) and age < STALE_AFTER_SECONDS:
                    continue      # another Lantern is writing it right now
                os.unlink(path)
            except (OSError, ValueError):
                continue
            removed.append(path)
    return removed


# ----- locks ---------------------------------------------------------------------------------------------
# A lock is a file made with O_EXCL beside the slot, holding the owner's pid. A lock whose pid is dead is
# taken over; ours is ours again (the menu may reopen a game this process left). Locks are let go at exit.

_held: set[str] = set()


def lock_path(slot: str) -> str:
    return slot + ".lock"


def lock_holder(slot: str, now: float | None = None) -> int | None:
    """The live process (other than us) holding `slot`'s lock, or None when we may take it."""
    path = lock_path(slot)
    try:
        with open(path, "r", encoding="ascii", errors="replace") as fh:
            text = fh.read(32).strip()
        made = os.stat(path).st_mtime
    except OSError:
        return None
    if not text:
        # its writer may be between creating and writing it: held for a moment, then abandoned
        age = (time.time() if now is None else now) - made
        return -1 if age < EMPTY_LOCK_GRACE_SECONDS else None
    try:
        pid = int(text)
    except ValueError:
        return None
    if pid == os.getpid() or not pid_alive(pid):
        return None
    return pid


def acquire(slot: str) -> None:
    """Lock `slot` for this process; raises LockHeld if another live process has it, OSError if the
    lock cannot be written at all (the caller reports that; the game goes on)."""
    path = lock_path(slot)
    for _ in range(3):
        try:
            fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            holder = lock_holder(slot)
            if holder is not None:
                raise LockHeld(slot, holder) from None
            if _owned_by_us(path):
                _held.add(path)
                return
            try:
                os.unlink(path)   # a dead process's lock: take it over
            except FileNotFoundError:
                pass
            continue
        try:
            os.write(fd, str(os.getpid()).encode("ascii"))
        finally:
            os.close(fd)
        _held.add(path)
        return
    raise LockHeld(slot, -1)


def _owned_by_us(path: str) -> bool:
    try:
        with open(path, "r", encoding="ascii", errors="replace") as fh:
            return fh.read(32).strip() == str(os.getpid())
    except OSError:
        return False


def release(slot: str) -> None:
    """Drop our lock on `slot` (never another process's); never raises."""
    path = lock_path(slot)
    _held.discard(path)
    if _owned_by_us(path):
        try:
            os.unlink(path)
        except OSError:
            pass


@atexit.register
def _release_all() -> None:
    for path in list(_held):
        release(path[: -len(".lock")])
