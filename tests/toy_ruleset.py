"""A tiny pure dice game (push-your-luck) exercising the whole ruleset contract, for rules-core tests."""
from __future__ import annotations

import hashlib
import json

from engine.rules.protocol import IllegalAction, LogEntry, Outcome, Pending
from engine.rules.rng import Rng

RULESET_ID = "toy"
PLAYABLE = True
DATA_FILES: list = []  # tests point this at a temporary file to check the data hash
STEP_CAP = 5000

# Rules (ids cited by IllegalAction): T-1 the pending seat acts; T-2 roll a die: 1 loses the turn total and
# passes the turn, else adds to it; T-3 hold banks the total and passes (only with a total); T-4 up to 3
# marks (free notes) per turn; T-5 first to `target` wins; T-6 seat 0 holds a secret bonus card (1-3) added
# when it holds, seen only by seat 0.


class State:
    __slots__ = ("players", "target", "scores", "turn", "seat", "turn_total", "marks", "secret", "rng",
                 "handoffs", "log", "winner", "actions", "break_after")

    def copy(self) -> "State":
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        new.scores = list(self.scores)
        new.log = list(self.log)
        new.rng = self.rng.copy()
        return new


def config_for(players=None, variant=None, difficulty=None) -> dict:
    cfg = {"players": players or 2, "target": 30 if variant != "short" else 12}
    if difficulty == "broken":
        cfg["break_invariant_after"] = 5  # simulate tests inject a broken invariant this way
    return cfg


def setup(config: dict, seed: int) -> State:
    s = State()
    s.players = int(config.get("players", 2))
    s.target = int(config.get("target", 30))
    s.break_after = config.get("break_invariant_after")
    s.scores = [0] * s.players
    s.turn, s.seat, s.turn_total, s.marks = 1, 0, 0, 0
    s.rng = Rng(seed)
    s.secret = s.rng.randint(1, 3)
    s.handoffs, s.winner, s.actions = 0, None, 0
    s.log = [LogEntry("seat 0 drew a secret card", ((0, f"you drew secret card {s.secret}"),))]
    return s


def clone(state: State) -> State:
    return state.copy()


def pending(state: State):
    if state.winner is not None:
        return None
    return Pending(state.seat, "yes_no", f"turn total {state.turn_total}: roll or hold?",
                   tuple(legal_actions(state, state.seat)))


def legal_actions(state: State, seat: int) -> list:
    if state.winner is not None or seat != state.seat:
        return []
    acts = [("roll",)]
    if state.turn_total > 0:
        acts.append(("hold",))
    if state.marks < 3:
        acts.extend(("mark", k) for k in (1, 2, 3))
    return acts


def _pass_turn(state: State) -> None:
    state.turn_total, state.marks = 0, 0
    state.seat = (state.seat + 1) % state.players
    state.turn += 1
    state.handoffs += 1


def apply(state: State, action) -> State:
    if state.winner is not None:
        raise IllegalAction("T-5", "the game is over")
    name = action[0] if action else None
    if name == "roll":
        face = state.rng.randint(1, 6)
        if face == 1:
            state.log.append(LogEntry(f"seat {state.seat} rolled 1 and lost {state.turn_total}"))
            _pass_turn(state)
        else:
            state.turn_total += face
            state.log.append(LogEntry(f"seat {state.seat} rolled {face}"))
    elif name == "hold":
        if state.turn_total <= 0:
            raise IllegalAction("T-3", "hold needs a turn total above 0")
        gained = state.turn_total + (state.secret if state.seat == 0 else 0)
        state.scores[state.seat] += gained
        state.log.append(LogEntry(f"seat {state.seat} held at {state.scores[state.seat]}",
                                  tuple((s, "seat 0 held (score hidden)") for s in range(1, state.players))
                                  if state.seat == 0 else ()))
        if state.scores[state.seat] >= state.target:
            state.winner = state.seat
        else:
            _pass_turn(state)
    elif name == "mark":
        if len(action) != 2 or action[1] not in (1, 2, 3):
            raise IllegalAction("T-4", "a mark is 1, 2 or 3")
        if state.marks >= 3:
            raise IllegalAction("T-4", "at most 3 marks per turn")
        state.marks += 1
    else:
        raise IllegalAction("T-1", f"unknown action {action!r}")
    state.actions += 1
    return state


def view(state: State, seat: int) -> dict:
    return {"scores": [s if (i != 0 or seat == 0) else None for i, s in enumerate(state.scores)],
            "seat": state.seat, "turn_total": state.turn_total, "marks": state.marks,
            "secret": state.secret if seat == 0 else None, "winner": state.winner}


def outcome(state: State):
    if state.winner is None:
        return None
    return Outcome("win", (state.winner,), f"seat {state.winner} reached {state.target}",
                   score=list(state.scores))


def commit_marker(state: State) -> int:
    return state.rng.draws + state.handoffs


def state_hash(state: State) -> str:
    body = json.dumps([state.scores, state.turn, state.seat, state.turn_total, state.marks, state.secret,
                       state.handoffs, state.winner, state.rng.draws, len(state.log)])
    return hashlib.sha256((body + state.rng.fingerprint()).encode()).hexdigest()[:24]


def log(state: State) -> list:
    return state.log


def invariants(state: State) -> list:
    broken = []
    if any(s < 0 for s in state.scores):
        broken.append("a score went negative")
    if state.marks > 3:
        broken.append("more than 3 marks in a turn")
    if state.break_after is not None and state.actions > state.break_after:
        broken.append(f"injected: broken after {state.break_after} actions")
    return broken
