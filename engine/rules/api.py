"""The one rules API every game offers (DESIGN.md principle 2): what a ruleset declares and returns.

A ruleset is a module (`rulesets/<id>/rules/__init__.py`) that satisfies `Ruleset` below. The registry
(`games.py`) checks each one against it with `check_ruleset`; `GameSession`, the playout loop, saves, the
play shell and the conformance tests use nothing else.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence, runtime_checkable

from engine.i18n import T

# An action is a small immutable value: a tuple whose first item names it, the rest plain ints, strs and
# tuples of those, so it serialises to JSON as a list and comes back with `freeze`.
Action = tuple

# Rule id the core itself cites (GameSession, saves) when it refuses something no game rule covers.
CORE_RULE = "core"


class IllegalAction(Exception):
    """Raised by apply() for a refused action, before anything changed.

    `reason` is for the player, in words ("You have already moved this turn"); `rule_id` is the rule
    that refused it ("G-9.1"), shown in a tooltip or help link. str() reads 'G-9.1: reason'."""

    def __init__(self, rule_id: str, reason: str):
        self.rule_id, self.reason = rule_id, reason
        super().__init__(f"{rule_id}: {reason}")


class ConfigError(ValueError):
    """A game configuration the game cannot be set up with; str() says what is wrong, in words."""


@dataclass(frozen=True)
class ConfigChoice:
    """One setting of a new game, as data the setup scene and `simulate` read.

    `values` are the JSON values stored in the config; `labels` the words shown for them. A choice
    with `players` set applies only to those player counts (e.g. the solo variants)."""
    key: str
    label: str
    values: tuple
    default: Any
    labels: tuple = ()
    help: str = ""
    # value -> a line of words telling that value apart (a Mice chapter's description), asked when drawn; None: none
    notes: Callable | None = None

    def label_of(self, value) -> str:
        if value in self.values and self.labels:
            return self.labels[self.values.index(value)]
        return str(value)

    def note_of(self, value) -> str:
        return self.notes(value) if self.notes is not None and value in self.values else ""


@dataclass(frozen=True)
class GameInfo:
    """What a game declares about itself: players, its setup choices and whether seats hold secrets."""
    id: str
    title: str
    players_min: int
    players_max: int
    choices: tuple = ()                 # ConfigChoice, in the order the setup scene shows them
    hidden_information: bool = False    # seats see different things: the session hands the laptop over
    data_files: tuple = ()              # files/dirs of YAML hashed into saves (other data = other game)
    step_cap: int = 20000               # a playout longer than this is a bug
    default_players: int = 2
    player_defaults: tuple = ()         # ((players, {key: value}), ...): defaults that differ by player count
    # combinations(config) raises IllegalAction(rule id, words) for settings the rules refuse together (Lone
    # Wolf with three players); setup(), `lantern simulate` and the setup screen all ask it before a game
    combinations: Callable | None = None
    # ((result, words), ...): how a result this game records beyond win/loss/draw reads on the results screen and
    # in the Finished games list ("guards" -> N_("The guards won")): a result id is never shown as it is
    results: tuple = ()

    def choice(self, key: str) -> ConfigChoice | None:
        return next((c for c in self.choices if c.key == key), None)

    @property
    def players_words(self) -> str:
        """'2 players', '1 to 4 players' or '1 player': the table sizes in words, for messages."""
        lo, hi = self.players_min, self.players_max
        if lo == hi:
            return f"{lo} player" if lo == 1 else f"{lo} players"
        return f"{lo} to {hi} players"

    def default_config(self, players: int | None = None) -> dict:
        n = players if players is not None else self.default_players
        config: dict = {"players": n}
        for c in self.choices:
            config[c.key] = c.default
        for count, overrides in self.player_defaults:
            if count == n:
                config.update(overrides)
        return config

    def check_config(self, config) -> dict:
        """The config with defaults filled in, or ConfigError naming what is wrong. Only the shape is
        checked here (types, known values, player count); the ruleset's setup checks combinations."""
        if not isinstance(config, Mapping):
            raise ConfigError(f"a game config is a mapping of settings, not {type(config).__name__}")
        out = dict(config)
        players = out.get("players", self.default_players)
        if type(players) is not int:
            raise ConfigError(f"the number of players must be a whole number, not {players!r}")
        if not self.players_min <= players <= self.players_max:
            raise ConfigError(f"{self.title} is played by {self.players_words}, not {players}")
        out["players"] = players
        defaults = self.default_config(players)
        for c in self.choices:
            value = out.get(c.key)
            if value is None:
                value = defaults[c.key]
            if value not in c.values or type(value) is not type(c.default):
                words = ", ".join(str(v) for v in c.values)
                raise ConfigError(f"{c.label.lower()} must be one of {words}, not {value!r}")
            out[c.key] = value
        return out


    def refusal(self, config) -> IllegalAction | None:
        """Why the rules refuse these settings together (with the rule id), or None; `config` as check_config
        returns it."""
        if self.combinations is None:
            return None
        try:
            self.combinations(config)
        except IllegalAction as exc:
            return exc
        return None


@dataclass(frozen=True)
class Pending:
    """Who must decide what now. `kind` names the decision; `prompt` asks it in words; `options` are
    the legal actions (the same list legal_actions gives that seat)."""
    seat: int
    kind: str
    prompt: str
    options: tuple = ()


@dataclass(frozen=True)
class Outcome:
    """The end of a game: `result` is 'win'/'loss' (co-op) or the winning side; `winners` are seats.
    `reason` says why in words; `score_lines` break the score down as (label, points) rows."""
    result: str
    winners: tuple = ()
    reason: str = ""
    score: Any = None
    details: dict = field(default_factory=dict)
    score_lines: tuple = ()

    def __init__(self, result: str, winners: tuple = (), reason: str = "", score: Any = None,
                 details: dict | None = None, score_lines: tuple = ()):
        # Written out, the fields above still give the repr, equality and frozenness: the __init__ a frozen
        # dataclass generates sets each field through object.__setattr__ (six calls), and a playout loop ends
        # every game with an Outcome. One update of the instance's dict sets them all (no details: a new dict).
        self.__dict__.update(result=result, winners=winners, reason=reason, score=score,
                             details={} if details is None else details, score_lines=score_lines)


@dataclass(frozen=True)
class LogEvent:
    """One entry of the game log.

    kind:      what happened, as a name the UI can switch on ("dice_rolled", "villager_died")
    data:      structured facts about it, public (the dice faces, the tile) — the UI reads these,
               never the prose
    text:      what everyone is told, in words
    cause:     why it happened, in words ("pushed into the full Sorcerer's Hut"); empty for a choice
    texts_by_seat: ((seat, text), ...) what a seat that may see more (or less) is told instead
    data_by_seat:  ((seat, data), ...) the structured facts for such a seat
    """
    kind: str
    text: str
    data: Mapping = field(default_factory=dict)
    cause: str = ""
    texts_by_seat: tuple = ()
    data_by_seat: tuple = ()

    def text_for(self, seat: int | None) -> str:
        """The line `seat` is shown (None: the public line), with its cause."""
        text = self.text
        for s, t in self.texts_by_seat:
            if s == seat:
                text = t
                break
        # the joint is worded too: a Chinese line reads '…停下（緣由）', not '…停下。 — 緣由'
        return T("{text} — {cause}", text=text, cause=self.cause) if self.cause else text

    def data_for(self, seat: int | None) -> Mapping:
        for s, d in self.data_by_seat:
            if s == seat:
                return d
        return self.data


def LogEntry(text: str, redactions=()) -> LogEvent:
    """A plain note (transitional: rulesets are moving to LogEvent with kinds and causes)."""
    return LogEvent("note", text, texts_by_seat=tuple(redactions))


@dataclass(frozen=True)
class HandOff:
    """The laptop must pass to `seat` before anything more is shown (hidden-information games)."""
    seat: int
    name: str
    note: str = ""


@runtime_checkable
class Ruleset(Protocol):
    """The contract of a ruleset module. Every function is pure over plain-data state, deterministic
    from the seed; apply() may mutate the state it is given and returns it.

      INFO                             GameInfo
      setup(config, seed) -> State     config already shape-checked by INFO.check_config; refuses a bad
                                       combination with IllegalAction
      pending(state) -> Pending|None   None once the game is over
      legal_actions(state, seat)       every action seat may take now; empty when it is not its turn
      apply(state, action) -> State    refuses with IllegalAction (rule id of the check that failed)
                                       before changing anything — any value at all, junk included
      view(state, seat)                what seat may know, as plain data that compares with ==
      outcome(state) -> Outcome|None
      log(state) -> [LogEvent]         the whole game log, oldest first
      commit_marker(state) -> int      grows when randomness was used or a secret revealed (undo stops)
      state_hash(state) -> str         stable across processes and independent of code names
      clone(state) -> State            an independent copy (undo snapshots, bots' look-ahead)
      invariants(state) -> [str]       broken conservation rules, in words (empty when all hold)
      describe_action(state, action)   short words for an action (buttons, tooltips); public facts only
      seat_name(state, seat) -> str    who sits there, in words ("the red Taoist", "the ninja")
      knowledge_group(state, seat)     seats in one group see the same secrets (hand-offs between
                                       groups only); any hashable
      redeal_secrets(state, seat, seed) -> State   a copy where everything `seat` may not know is drawn
                                       anew (view-leak tests and bot fairness)

    Optional (the shell and the menu use them when a ruleset offers them):
      turn_label(state) -> str         where the game stands, for the toolbar ("Round 3 · the red board")
      describe_position(state) -> str  how far the game is, in a few public words ("Round 3, 2 Wu-Fengs
                                       left, 4 villagers lost"): written into saves and shown on the
                                       menu's Resume line, so never a secret
      seat_to_decide(state) -> int|None  pending(state).seat without building the Pending: the playout
                                       loop (engine/rules/playout.py) asks it on every step
      decider_and_actions(state) -> (seat, actions) | None   who decides and among what, in one call:
                                       the playout loop's lean path (no invariant checks, no views)
                                       uses it instead of seat_to_decide + legal_actions; the same
                                       seat and the same list, in the same order
      upgrade_config(config) -> dict   settings an older Lantern accepted, as today's rules take them (a
                                       save of that Lantern then loads: engine/rules/saves.py)
    """

    INFO: GameInfo

    def setup(self, config: dict, seed: int) -> Any: ...
    def pending(self, state) -> Pending | None: ...
    def legal_actions(self, state, seat: int) -> list: ...
    def apply(self, state, action) -> Any: ...
    def view(self, state, seat: int) -> Any: ...
    def outcome(self, state) -> Outcome | None: ...
    def log(self, state) -> Sequence[LogEvent]: ...
    def commit_marker(self, state) -> int: ...
    def state_hash(self, state) -> str: ...
    def clone(self, state) -> Any: ...
    def invariants(self, state) -> list: ...
    def describe_action(self, state, action) -> str: ...
    def seat_name(self, state, seat: int) -> str: ...
    def knowledge_group(self, state, seat: int) -> Any: ...
    def redeal_secrets(self, state, seat: int, seed: int) -> Any: ...


REQUIRED = ("setup", "pending", "legal_actions", "apply", "view", "outcome", "log", "commit_marker",
            "state_hash", "clone", "invariants", "describe_action", "seat_name", "knowledge_group",
            "redeal_secrets")


def check_ruleset(module) -> list[str]:
    """What keeps `module` from satisfying Ruleset, in words (empty when it does)."""
    problems = []
    info = getattr(module, "INFO", None)
    if not isinstance(info, GameInfo):
        problems.append("INFO is missing or not a GameInfo")
    elif not 1 <= info.players_min <= info.players_max:
        problems.append(f"INFO players {info.players_min}..{info.players_max} is not a range")
    for name in REQUIRED:
        if not callable(getattr(module, name, None)):
            problems.append(f"{name}() is missing")
    return problems


def freeze(value):
    """JSON-decoded data back into an action: lists become tuples, recursively (dicts are left alone)."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


def is_plain_action(value, depth: int = 0) -> bool:
    """True for a non-empty tuple of str/int/tuples-of-those (what every game's actions are made of)."""
    if depth == 0 and (type(value) is not tuple or not value or type(value[0]) is not str):
        return False
    if type(value) is tuple:
        return depth < 8 and all(is_plain_action(v, depth + 1) for v in value)
    return type(value) in (str, int)
