"""Pig with a secret: the smallest complete ruleset, the one to copy when adding a game.

Rules (ids cited by every refusal):
  T-1  the pending seat acts; nothing else is an action of this game
  T-2  roll a die: a 1 loses the turn total and passes the turn, any other face adds to it
  T-3  hold banks the turn total and passes the turn (only with a total above 0)
  T-4  up to 3 marks (free notes) per turn, each 1, 2 or 3
  T-5  the first seat to reach the target wins
  T-6  in the "secret" variant every seat holds a hidden bonus card (1-3), seen only by itself; the first
       time it holds, it shows the card to everyone and adds it to its score (hidden information until
       then: the session hands the laptop over between seats)
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field, fields

from engine.rules.api import ConfigChoice, GameInfo, IllegalAction, LogEvent, Outcome, Pending, is_plain_action
from engine.rules.rng import Rng

INFO = GameInfo(
    id="toy", title="Pig (template game)", players_min=2, players_max=4, default_players=2,
    choices=(
        ConfigChoice("variant", "Variant", ("open", "secret", "short"), "open",
                     ("Open cards", "Secret bonus cards", "Short game"),
                     "Secret: each player holds a hidden bonus card"),
        ConfigChoice("difficulty", "Checks", ("normal", "broken"), "normal", ("Normal", "Broken on purpose"),
                     "Broken: an invariant fails after 5 actions (tests of the playout loop)"),
    ),
    hidden_information=True, step_cap=5000,
)
TARGET = {"open": 30, "secret": 30, "short": 12}


@dataclass
class State:
    """The whole game, plain data.

    players       how many seats play
    target        the score that wins (T-5)
    secret_cards  each seat's hidden bonus card (T-6); all 0 outside the secret variant
    revealed      per seat: its card has been shown (its first hold)
    scores        banked points per seat
    turn          turns played so far, from 1
    seat          the seat whose turn it is
    turn_total    points rolled this turn, not yet banked
    marks         marks made this turn (T-4)
    winner        the seat that won, or None
    actions       actions applied (the broken-invariant check counts them)
    break_after   the "broken" setting: an invariant fails after this many actions
    rng           the seeded RNG of all randomness
    log           the log events, oldest first
    """
    players: int
    target: int
    secret_cards: list
    revealed: list
    scores: list
    turn: int = 1
    seat: int = 0
    turn_total: int = 0
    marks: int = 0
    winner: int | None = None
    actions: int = 0
    break_after: int | None = None
    rng: Rng = field(default_factory=lambda: Rng(0))
    log: list = field(default_factory=list)


def setup(config: dict, seed: int) -> State:
    config = INFO.check_config(config)
    variant = config["variant"]
    rng = Rng(seed)
    players = config["players"]
    cards = [rng.randint(1, 3) for _ in range(players)] if variant == "secret" else [0] * players
    target = config.get("target", TARGET[variant])      # tests may ask for a longer game
    if type(target) is not int or target < 1:
        raise IllegalAction("T-5", "the target is a whole number of points above 0")
    s = State(players=players, target=target, secret_cards=cards, revealed=[False] * players,
              scores=[0] * players, rng=rng,
              break_after=5 if config["difficulty"] == "broken" else None)
    if variant == "secret":
        for seat in range(players):
            s.log.append(LogEvent("card_dealt", f"seat {seat} is dealt a secret card", {"seat": seat},
                                  cause="every seat holds a bonus card",
                                  texts_by_seat=((seat, f"you are dealt secret card {cards[seat]}"),)))
    return s


def clone(s: State) -> State:
    return State(s.players, s.target, list(s.secret_cards), list(s.revealed), list(s.scores), s.turn, s.seat,
                 s.turn_total,
                 s.marks, s.winner, s.actions, s.break_after, s.rng.copy(), list(s.log))


def pending(s: State) -> Pending | None:
    if s.winner is not None:
        return None
    return Pending(s.seat, "roll_or_hold", f"Turn total {s.turn_total}: roll or hold?",
                   tuple(legal_actions(s, s.seat)))


def legal_actions(s: State, seat: int) -> list:
    if s.winner is not None or seat != s.seat:
        return []
    acts = [("roll",)]
    if s.turn_total > 0:
        acts.append(("hold",))
    if s.marks < 3:
        acts.extend(("mark", k) for k in (1, 2, 3))
    return acts


def _pass_turn(s: State) -> None:
    s.turn_total, s.marks = 0, 0
    s.seat = (s.seat + 1) % s.players
    s.turn += 1


def apply(s: State, action) -> State:
    if s.winner is not None:
        raise IllegalAction("T-5", "the game is over")
    if not is_plain_action(action):
        raise IllegalAction("T-1", "that is not an action of this game")
    name = action[0]
    if name == "roll" and len(action) == 1:
        face = s.rng.randint(1, 6)
        if face == 1:
            s.log.append(LogEvent("die_rolled", f"seat {s.seat} rolls a 1 and loses {s.turn_total}",
                                  {"faces": (1,), "seat": s.seat}, cause="a 1 ends the turn"))
            _pass_turn(s)
        else:
            s.turn_total += face
            s.log.append(LogEvent("die_rolled", f"seat {s.seat} rolls {face}", {"faces": (face,), "seat": s.seat}))
    elif name == "hold" and len(action) == 1:
        if s.turn_total <= 0:
            raise IllegalAction("T-3", "you can hold only after rolling something")
        s.scores[s.seat] += s.turn_total
        s.log.append(LogEvent("held", f"seat {s.seat} holds and now has {s.scores[s.seat]}",
                              {"seat": s.seat, "score": s.scores[s.seat]}))
        card = s.secret_cards[s.seat]
        if card and not s.revealed[s.seat]:
            s.revealed[s.seat] = True
            s.scores[s.seat] += card
            s.log.append(LogEvent("card_revealed", f"seat {s.seat} shows secret card {card}",
                                  {"seat": s.seat, "card": card}, cause="the first hold shows the card"))
        if s.scores[s.seat] >= s.target:
            s.winner = s.seat
        else:
            _pass_turn(s)
    elif name == "mark" and len(action) == 2:
        if action[1] not in (1, 2, 3):
            raise IllegalAction("T-4", "a mark is 1, 2 or 3")
        if s.marks >= 3:
            raise IllegalAction("T-4", "at most 3 marks per turn")
        s.marks += 1
    else:
        raise IllegalAction("T-1", "that is not an action of this game")
    s.actions += 1
    return s


def view(s: State, seat: int) -> dict:
    """Everything public, plus the seat's own secret card (T-6)."""
    return {"scores": tuple(s.scores), "seat": s.seat, "turn": s.turn, "turn_total": s.turn_total,
            "marks": s.marks, "my_card": s.secret_cards[seat] if 0 <= seat < s.players else 0,
            "shown_cards": tuple(c if r else None for c, r in zip(s.secret_cards, s.revealed)),
            "target": s.target, "winner": s.winner}


def outcome(s: State) -> Outcome | None:
    if s.winner is None:
        return None
    return Outcome("win", (s.winner,), f"seat {s.winner} reached {s.target}", score=list(s.scores),
                   score_lines=tuple((f"seat {i}", v) for i, v in enumerate(s.scores)))


def log(s: State) -> list:
    return s.log


def commit_marker(s: State) -> int:
    return s.rng.draws + sum(s.revealed)


def state_hash(s: State) -> str:
    body = json.dumps([s.players, s.target, s.secret_cards, s.revealed, s.scores, s.turn, s.seat, s.turn_total, s.marks,
                       s.winner, s.actions, len(s.log)])
    return hashlib.sha256((body + s.rng.fingerprint()).encode()).hexdigest()[:24]


def invariants(s: State) -> list:
    broken = []
    if any(v < 0 for v in s.scores):
        broken.append("a score went negative")
    if s.marks > 3:
        broken.append("more than 3 marks in a turn")
    if s.break_after is not None and s.actions > s.break_after:
        broken.append(f"injected: broken after {s.break_after} actions")
    return broken


def describe_action(s: State, action) -> str:
    words = {"roll": "Roll the die", "hold": "Hold and bank the points"}
    if action and action[0] == "mark" and len(action) == 2:
        return f"Make a mark of {action[1]}"
    return words.get(action[0] if action else "", "Unknown action")


def seat_name(s: State, seat: int) -> str:
    return f"Player {seat + 1}"


def knowledge_group(s: State, seat: int):
    """While a card is hidden each seat knows only its own; otherwise everyone knows the same."""
    return seat if any(c and not r for c, r in zip(s.secret_cards, s.revealed)) else 0


def redeal_secrets(s: State, seat: int, seed: int) -> State:
    """A copy where every card `seat` may not see (another seat's, not yet shown) is dealt anew."""
    copy = clone(s)
    pick = random.Random(seed)
    for other in range(s.players):
        if other != seat and s.secret_cards[other] and not s.revealed[other]:
            copy.secret_cards[other] = pick.randint(1, 3)
    copy.log = [_redealt(e, copy) for e in s.log]
    return copy


def _redealt(event: LogEvent, s: State) -> LogEvent:
    """Log events as they would read had the cards been dealt as in `s` (public texts are card-free)."""
    if event.kind == "card_dealt":
        seat = event.data["seat"]
        return LogEvent(event.kind, event.text, event.data, event.cause,
                        ((seat, f"you are dealt secret card {s.secret_cards[seat]}"),))
    return event


STATE_FIELDS = tuple(f.name for f in fields(State))
