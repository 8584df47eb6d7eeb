"""Saves as JSON (ruleset id, data and rules hashes, config, seed, actions, final hash); load = verified replay, or
as far as today's rules allow for a save an older Lantern made; autosave."""
from __future__ import annotations

import calendar
import hashlib
import json
import os
import re
import time
from dataclasses import dataclass, field

from engine import i18n
from engine.i18n import T, Tn
from engine.rules import slots
from engine.rules.api import ConfigError, IllegalAction, freeze
from engine.rules.save_hashes import data_hash, rules_hash
from engine.rules.session import GameSession, encode_action
from engine.userdata import data_dir

FORMAT = "lantern-save"
VERSION = 1
# No real save comes near this (20,000 actions are ~400 KB); a bigger file is refused before it is parsed.
MAX_SAVE_BYTES = 32 * 1024 * 1024
SEED_LIMIT = 2 ** 63


class SaveError(Exception):
    """A save that cannot be written or is refused on load; str() reads 'path: reason'."""

    def __init__(self, path: str, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


# ----- writing -------------------------------------------------------------------------------------------
# The checksum covers the exact text before it, and nothing but the checksum may follow it (see
# _checksum_ok), so it covers the whole document; building that text from the session's cached per-action
# JSON keeps each autosave cheap even late in a long game.

CHECKSUM_KEY = ', "checksum": "'
CHECKSUM_TAIL = re.compile(r'([0-9a-f]{32})"\}\s*')


def _digest(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:32]


def header(session) -> dict:
    outcome = session.outcome
    head = {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": session.game,
        "data_hash": data_hash(session.ruleset),
        "rules_hash": rules_hash(session.ruleset),
        "config": session.config,
        "seed": session.seed,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "outcome": None if outcome is None else outcome.result,
    }
    # How far the game is, in the ruleset's words ("round 3, Yin phase"), for the menu's Resume line;
    # optional: without it the menu counts actions.
    describe = getattr(session.ruleset, "describe_position", None)
    if callable(describe):
        position = describe(session.state)
        head["summary"] = i18n.english(position)      # a save reads the same whatever language wrote it
        if isinstance(position, i18n.T):               # and a list words it again in the language of the day
            head["summary_words"] = i18n.to_data(position)
    head["final_hash"] = session.state_hash()
    return head


def compose(head: dict, encoded_actions: list[str]) -> str:
    """The save text: header fields, one JSON action per line (readable, diffs well), then the checksum."""
    body = (json.dumps(head, ensure_ascii=True)[:-1] + ', "actions": [\n' + ",\n".join(encoded_actions)
            + "\n]")
    return f'{body}{CHECKSUM_KEY}{_digest(body)}"}}\n'


def write_document(doc: dict, path: str) -> None:
    """Write a save from a plain dict (its checksum recomputed): for tools and tests that forge saves."""
    head = {k: v for k, v in doc.items() if k not in ("actions", "checksum")}
    write_atomic(path, compose(head, [encode_action(a) for a in doc["actions"]]))


write_atomic = slots.write_atomic


def save(session, path: str) -> None:
    try:
        write_atomic(path, compose(header(session), session.encoded_actions()))
    except OSError as exc:
        raise SaveError(path, T("cannot write the save: {why}", why=exc.strerror or str(exc))) from None


# ----- reading -------------------------------------------------------------------------------------------

class _DuplicateKey(ValueError):
    pass


def _no_duplicate_keys(pairs):
    """json object hook: a key given twice is a forgery or damage (the last one would silently win)."""
    out = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


# Each field a save must carry, with its exact type (a bool is not an int, a float is not a seed).
FIELDS = (("ruleset", str), ("data_hash", str), ("config", dict), ("seed", int), ("final_hash", str),
          ("actions", list))
# rules_hash: saves from 2026-11-26 on; summary_words (the summary as engine.i18n data): from the session after
OPTIONAL_FIELDS = (("saved_at", str), ("summary", str), ("rules_hash", str), ("summary_words", dict))
KNOWN_KEYS = frozenset(["format", "version", "outcome", "checksum"] + [k for k, _ in FIELDS + OPTIONAL_FIELDS])


def _read_text(path: str) -> str:
    try:
        with open(path, "r", encoding="utf-8") as fh:
            text = fh.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError(path, T("no such save file")) from None
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SaveError(path, T("cannot read the save: {why}", why=str(exc))) from None
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(path, T("the file is too large to be a save (over {n} MB)", n=MAX_SAVE_BYTES // 2 ** 20))
    if not text.strip():
        raise SaveError(path, T("the save file is empty"))
    return text


def _parse(path: str, text: str):
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        # Every save ends with its closing brace; a file cut short (crash, full disk) does not.
        hint = "damaged" if text.rstrip().endswith("}") else "truncated"
        raise SaveError(path, f"the save file is {hint} (not valid JSON at line {exc.lineno}, "
                              f"column {exc.colno}: {exc.msg})") from None
    except _DuplicateKey as exc:
        raise SaveError(path, f"the save file is damaged (the field '{exc}' appears twice)") from None
    except (ValueError, RecursionError, MemoryError) as exc:
        # a number of thousands of digits, nesting thousands deep: no Lantern wrote this
        what = "nested too deeply" if isinstance(exc, RecursionError) else "holds a value out of range"
        raise SaveError(path, f"the save file is damaged (it {what})") from None


def _checksum_ok(text: str) -> bool:
    """The checksum matches the text before it, and only the checksum and the closing brace follow it."""
    cut = text.rfind(CHECKSUM_KEY)
    if cut < 0:
        return False
    tail = CHECKSUM_TAIL.fullmatch(text, cut + len(CHECKSUM_KEY))
    return tail is not None and tail.group(1) == _digest(text[:cut])


def read_document(path: str) -> dict:
    """Parse and check the envelope (format, version, checksum, field types) without replaying; raises
    SaveError, whatever the file holds."""
    text = _read_text(path)
    doc = _parse(path, text)
    if type(doc) is not dict or doc.get("format") != FORMAT:
        raise SaveError(path, T("not a Lantern save file"))
    version = doc.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveError(path, T("save format version {version} is not supported (this Lantern reads version "
                                "{supported})", version=repr(version), supported=VERSION))
    if not _checksum_ok(text):
        raise SaveError(path, T("the save file was edited or damaged (checksum mismatch)"))
    unknown = sorted(k for k in doc if k not in KNOWN_KEYS)
    if unknown:      # no Lantern writes them: an edited file ("reveal_all": true) is refused, never half-obeyed
        names = ", ".join(f"'{k[:40]}'" for k in unknown[:3]) + (" and more" if len(unknown) > 3 else "")
        raise SaveError(path, f"the save file was edited: it holds field{'s' if len(unknown) > 1 else ''} no "
                              f"Lantern writes ({names})")
    for key, kind in FIELDS:
        if type(doc.get(key)) is not kind:
            raise SaveError(path, f"field '{key}' is missing or not a {kind.__name__}")
    for key, kind in OPTIONAL_FIELDS:
        if key in doc and type(doc[key]) is not kind:
            raise SaveError(path, f"field '{key}' is not a {kind.__name__}")
    if doc.get("outcome") is not None and type(doc["outcome"]) is not str:
        raise SaveError(path, "field 'outcome' is not a str")
    if not 0 <= doc["seed"] < SEED_LIMIT:
        raise SaveError(path, f"field 'seed' is not a seed (a whole number from 0 to 2**63-1): {doc['seed']}")
    return doc


def _resolve(path: str, rid: str, ruleset, resolve):
    if ruleset is None:
        try:
            ruleset = resolve(rid) if resolve is not None else None
        except Exception as exc:  # a game whose rules fail to load cannot resume, but must not crash
            raise SaveError(path, f"the rules of '{rid}' cannot be loaded: {exc}") from None
        if ruleset is None:
            raise SaveError(path, T("the save is for '{game}', which this Lantern cannot play", game=rid))
    elif ruleset.INFO.id != rid:
        raise SaveError(path, T("the save is for '{game}', not '{other}'", game=rid, other=ruleset.INFO.id))
    return ruleset


def _set_up(path: str, ruleset, doc: dict, exact: bool) -> GameSession:
    """A session at the start of the saved game, its settings checked as a new game's would be. An older Lantern's
    settings first go through the ruleset's optional upgrade_config (one it accepted that today's rules refuse)."""
    config = doc["config"]
    upgrade_config = getattr(ruleset, "upgrade_config", None)
    if not exact and callable(upgrade_config):
        config = upgrade_config(config)
    try:
        ruleset.INFO.check_config(config)
    except ConfigError as exc:
        raise SaveError(path, f"the saved game settings are not valid: {exc}") from None
    try:
        return GameSession(ruleset, config, doc["seed"])
    except IllegalAction as exc:
        raise SaveError(path, f"the saved game settings are refused: {exc.reason}") from None
    except Exception as exc:  # a setup crash on odd settings is a bad save for the user, not a traceback
        raise SaveError(path, f"the game cannot be set up from the saved settings: "
                              f"{type(exc).__name__}: {exc}") from None


@dataclass(frozen=True)
class Upgrade:
    """A save that today's rules or data replay differently (it was made by an older Lantern): how far it went.

    `saved` actions are in the file, the first `replayed` of them still apply; `cause` is "rules" or "data";
    `detail` says which action stopped it and why, for the command line only: it may name a secret."""
    saved: int
    replayed: int
    cause: str
    detail: str

    def words(self) -> str:
        """What happened, in a player's words (a lazy text: worded in the language of the screen)."""
        if self.cause == "rules":
            if self.replayed == 0:
                return Tn("The rules changed since this game was saved; its {n} action no longer applies, so it "
                          "starts again from the beginning.", "The rules changed since this game was saved; none of "
                          "its {n} actions still apply, so it starts again from the beginning.", self.saved)
            return T("The rules changed since this game was saved; it continues from action {replayed} of {saved}.",
                     replayed=self.replayed, saved=self.saved)
        if self.replayed == 0:
            return Tn("The game's cards and boards changed since this game was saved; its {n} action no longer "
                      "applies, so it starts again from the beginning.", "The game's cards and boards changed since "
                      "this game was saved; none of its {n} actions still apply, so it starts again from the "
                      "beginning.", self.saved)
        return T("The game's cards and boards changed since this game was saved; it continues from action {replayed} "
                 "of {saved}.", replayed=self.replayed, saved=self.saved)


BRIDGE_LIMIT = 4   # forced steps taken in a row for one saved action: today's rules add a step, never a run of them


def _replay(path: str, session: GameSession, actions: list, exact: bool) -> tuple[str, int]:
    """Apply the saved actions; ('', all applied) or, only when not `exact`, (why the replay stopped, how many of
    the saved actions applied). An older save may lack a step today's rules added where there is nothing to
    choose (Ninja's "Done — pass the laptop" after a secret setup): such a step, the only legal action, is
    taken for the player before the saved action is tried again."""
    for i, action in enumerate(actions):
        action = freeze(action)
        try:
            _step_bridging(session, action, bridges=0 if exact else BRIDGE_LIMIT)
        except IllegalAction as exc:
            if exact:
                raise SaveError(path, f"action {i + 1} {action!r} is refused on replay: {exc}") from None
            return f"action {i + 1} {action!r} is refused by today's rules: {exc}", i
        except Exception as exc:  # a ruleset crash on replay is a bad save for the user, not a traceback
            if exact:
                raise SaveError(path, f"action {i + 1} {action!r} failed on replay: "
                                      f"{type(exc).__name__}: {exc}") from None
            return f"action {i + 1} {action!r} failed under today's rules: {type(exc).__name__}: {exc}", i
    return "", len(actions)


def _step_bridging(session: GameSession, action, bridges: int) -> None:
    """Apply `action`; if refused, take up to `bridges` forced steps (the pending seat's only legal action) and try
    again. A refusal that no forced step cures is raised as it was, with the forced steps taken back."""
    taken, start, barrier = 0, len(session), session._barrier
    while True:
        try:
            session._step(action)
            return
        except IllegalAction:
            forced = session.legal_actions() if taken < bridges and session.pending is not None else []
            if len(forced) != 1 or forced[0] == action:
                if taken:
                    session._truncate(start)
                    session._barrier = barrier
                raise
            session._step(forced[0])
            taken += 1


def load(path: str, ruleset=None, *, resolve=None, autosave=None, strict: bool = False):
    """Replay a save; returns a GameSession or raises SaveError. Never writes to `path`.

    A save made with today's rules and data must reproduce its final position exactly, or it is refused as edited
    or damaged. One an older Lantern made (other rules or data hash) is replayed as far as its actions stay legal:
    the session's `upgrade` (an Upgrade) then says how far, in words; `strict` refuses that too (golden replays).
    `ruleset` is the rules module the save must be for; without it, `resolve(ruleset_id)` (the registry's
    lookup, handed in by the caller) finds it. `autosave`: the session's autosave callable (True: a new
    autosave slot)."""
    doc = read_document(path)
    rid = doc["ruleset"]
    ruleset = _resolve(path, rid, ruleset, resolve)
    same_data = doc["data_hash"] == data_hash(ruleset)
    same_rules = doc.get("rules_hash") == rules_hash(ruleset)
    if strict and not same_data:
        raise SaveError(path, f"the save was made with other '{rid}' game data (data hash "
                              f"{doc['data_hash']} differs from this install's {data_hash(ruleset)})")
    exact = strict or (same_data and same_rules)
    session = _set_up(path, ruleset, doc, exact)
    stopped, replayed = _replay(path, session, doc["actions"], exact)
    final = session.state_hash()
    if not stopped and final != doc["final_hash"]:
        if exact:
            raise SaveError(path, f"replay does not reproduce the saved final position "
                                  f"(hash {final} != saved {doc['final_hash']})")
        stopped = "every action still applies, but the position reached differs from the saved one"
    if not stopped and session.config != doc["config"]:
        stopped = "today's rules took the saved settings only once changed"
    if stopped:
        session.upgrade = Upgrade(len(doc["actions"]), replayed, "data" if same_rules else "rules", stopped)
    # Whoever opened the save is nobody yet: in a game with secrets, the laptop goes to the seat to decide.
    session.viewer, session.handoff = None, None
    session._check_handoff()
    if autosave is True:
        autosave = Autosaver(session.game)
    session.autosave = autosave or None
    return session


# ----- autosave -------------------------------------------------------------------------------------------
# After every action the session writes the game to its own slot in the user's data directory
# (autosave/<game>-<started UTC>-<random>.json), so a new game never replaces an unfinished one; a lock file
# beside the slot keeps a second Lantern from writing the same game. The menu lists the slots.

def autosave_dir() -> str:
    return os.path.join(data_dir(), "autosave")


def finished_dir() -> str:
    """Finished games, kept for their replay until the player deletes them (engine/rules/finished.py lists them)."""
    return os.path.join(data_dir(), "finished")


def new_slot_name(game: str) -> str:
    return f"{game}-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}-{os.urandom(3).hex()}.json"


def clean_stale_temp_files() -> list[str]:
    """Remove temporary files a killed Lantern left beside autosaves and saves (the CLI calls this at
    start-up); never raises."""
    root = data_dir()
    return slots.clean_stale_temp_files([os.path.join(root, "autosave"), os.path.join(root, "saves")])


class Autosaver:
    """Callable the session invokes after each change: writes the save; once the game ends, the finished game
    moves to the finished folder (its replay stays one click away in the menu) and the slot is deleted.
    Never raises: a failure (full disk, read-only or missing folder) is kept in `last_error`, in words, for
    the play scene's message line, and the game goes on. Without `path`, a new slot in the autosave folder
    (resolved at each write, so tests can point LANTERN_DATA_DIR elsewhere)."""

    def __init__(self, game: str, path: str | None = None):
        self.game, self._path = game, path
        self._name = new_slot_name(game)
        self.writes = 0
        self.last_error: str | None = None
        self._locked = False

    @property
    def path(self) -> str:
        return self._path or os.path.join(autosave_dir(), self._name)

    def lock(self) -> None:
        """Claim the slot for this process; SaveError (in words) if another Lantern has it open."""
        path = self.path
        try:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            slots.acquire(path)
        except slots.LockHeld:
            raise SaveError(path, T("this game is open in another Lantern window")) from None
        except OSError as exc:
            raise SaveError(path, T("cannot write the autosave: {why}", why=exc.strerror or str(exc))) from None
        self._locked = True

    @property
    def finished_path(self) -> str:
        """Where this game is kept once it is over (the slot's own name, in the finished folder)."""
        return os.path.join(finished_dir(), os.path.basename(self.path))

    def __call__(self, session) -> None:
        try:
            if session.is_over:
                self.finish(session)
                return
            if not self._locked:
                self.lock()
            save(session, self.path)
            self.writes += 1
            self.last_error = None
        except SaveError as exc:
            self.last_error = f"The game could not be autosaved: {exc.reason}"
        except Exception as exc:  # whatever the disk does, the game goes on
            self.last_error = f"The game could not be autosaved: {exc}"

    def finish(self, session) -> None:
        """Keep the finished game in the finished folder, then delete its slot; if it cannot be kept, the slot
        keeps the final position (the menu lists it as finished), and last_error says why, in words."""
        try:
            os.makedirs(finished_dir(), exist_ok=True)
            save(session, self.finished_path)
        except (SaveError, OSError) as exc:
            self.last_error = f"The finished game could not be kept: {getattr(exc, 'reason', None) or exc}"
            if not self._locked:
                self.lock()
            save(session, self.path)
            return
        self.kept, self.last_error = True, None
        self.clear()

    kept = False    # the finished game has been written to the finished folder (a finished game is never undone)

    def clear(self) -> None:
        """Delete the finished game's slot and its lock; a failure is kept in last_error, never raised."""
        path = self.path
        try:
            os.unlink(path)
        except (FileNotFoundError, NotADirectoryError):
            pass   # nothing was ever written there
        except OSError as exc:
            self.last_error = f"The finished game's autosave could not be removed: {exc.strerror or exc}"
        except Exception as exc:
            self.last_error = f"The finished game's autosave could not be removed: {exc}"
        slots.release(path)
        self._locked = False


@dataclass(frozen=True)
class Resumable:
    """An autosaved game for the menu: unfinished and sound, or `damaged` (the reason, in words) with
    only its path and the game guessed from the file name. `in_use`: another Lantern has it open."""
    path: str
    game: str
    saved_at: str = ""
    actions: int = 0
    seed: int = 0
    config: dict = field(default_factory=dict, hash=False)
    summary: str = ""
    damaged: str = ""
    in_use: bool = False
    summary_words: dict = field(default_factory=dict, hash=False)   # the summary as engine.i18n data, when saved so


def _utc_of_file(path: str) -> str:
    try:
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(os.stat(path).st_mtime))
    except (OSError, OverflowError, ValueError):
        return ""


def _modified(path: str) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except (OSError, ValueError):
        return 0


def _game_of(name: str) -> str:
    """The game id a slot's file name starts with ('ghost_stories-2026…json', or an old 'toy.json')."""
    return name[: -len(".json")].split("-", 1)[0]


def _entry(path: str, name: str) -> Resumable | None:
    try:
        doc = read_document(path)
    except SaveError as exc:
        return Resumable(path, _game_of(name), _utc_of_file(path), damaged=exc.reason)
    if doc.get("outcome") is not None:
        return None   # a finished game whose slot could not be removed: nothing to resume
    return Resumable(path, doc["ruleset"], doc.get("saved_at", ""), len(doc["actions"]), doc["seed"],
                     doc["config"], doc.get("summary", ""), in_use=slots.lock_holder(path) is not None,
                     summary_words=doc.get("summary_words") or {})


def scan_game_files(directory: str, entry, damaged) -> list:
    """`entry(path, name)` for each game file of `directory` (None leaves it out); a file that makes it raise is
    listed as `damaged(path, name, why)` (None leaves it out): one odd file never keeps the menu from starting."""
    try:
        names = sorted(os.listdir(directory))
    except (OSError, ValueError):
        return []
    found = []
    for name in names:
        if not name.endswith(".json") or name.startswith("."):
            continue
        path = os.path.join(directory, name)
        try:
            listed = entry(path, name)
        except Exception as exc:
            listed = damaged(path, name, f"cannot be read: {exc}")
        if listed is not None:
            found.append(listed)
    return found


def list_resumable() -> list[Resumable]:
    """Every autosaved unfinished game, damaged ones included (the menu offers to delete them), newest
    first. Reads the envelopes only (no replay), so the menu stays fast; never raises."""
    found = scan_game_files(autosave_dir(), _entry, lambda path, name, why: Resumable(
        path, _game_of(name), _utc_of_file(path), damaged=why))
    # newest first; within one second (the header's precision) the file written last first
    found.sort(key=lambda r: (r.saved_at, _modified(r.path), r.path), reverse=True)
    return found


def delete_resumable(entry: Resumable) -> str:
    """Delete an autosave (and its lock) at the player's request; '' when done, else why not, in words."""
    return delete_game_file(entry.path, "The autosave")


def delete_game_file(path: str, what: str) -> str:
    """Delete a game's file (and its lock) at the player's request; '' when done, else why not, in words
    (`what` names the file: "The autosave", "The finished game")."""
    if slots.lock_holder(path) is not None:
        return "That game is open in another Lantern window."
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        return f"{what} could not be deleted: {exc.strerror or exc}"
    slots.release(path)
    return ""


def resume(slot: str, ruleset):
    """Load an autosave slot (a path, or a game id: that game's newest sound one), verified by replay,
    lock it for this process and keep autosaving into it; raises SaveError."""
    path = slot
    if not slot.endswith(".json"):
        newest = next((r for r in list_resumable() if r.game == slot and not r.damaged), None)
        if newest is None:
            raise SaveError(os.path.join(autosave_dir(), slot), T("no unfinished game to resume"))
        path = newest.path
    saver = Autosaver(ruleset.INFO.id, path)
    saver.lock()
    try:
        session = load(path, ruleset, autosave=saver)
    except SaveError:
        slots.release(path)
        raise
    if session.upgrade is not None:
        # the game as an older Lantern saved it stays as it is: what is played now goes to a new slot
        slots.release(path)
        session.autosave = Autosaver(ruleset.INFO.id)
    return session


def saved_at_epoch(saved_at: str) -> float | None:
    """A save header's UTC time as seconds since the epoch (None when it is not our format)."""
    try:
        return float(calendar.timegm(time.strptime(saved_at, "%Y-%m-%dT%H:%M:%SZ")))
    except (ValueError, TypeError, OverflowError):
        return None
