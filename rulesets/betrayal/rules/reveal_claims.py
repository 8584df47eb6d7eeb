"""B-19.2 at any time: whoever holds the laptop may ask the table; every living explorer then answers in turn on the
same two buttons, and only the hidden traitor's "Reveal myself" turns a token over (B-H.6, B-H.7)."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.rules import haunt
from rulesets.betrayal.rules.state import State, name_of

ASK = "ask_to_reveal"
ANSWERS = ("stay_hidden", "reveal_myself")    # "stay hidden" first: passing the laptop on is the common answer
KIND = "reveal_claim"
# B-4.5: a damage split is the tail of damage already dealt, which no reveal can change; the table asks right
# after it (and a second ask while the table is being asked is the same question twice)
NOT_DURING = ("split_damage", KIND, "choose_explorer")


def is_open(s: State) -> bool:
    """A hidden-traitor haunt whose traitor has not turned his token over yet (B-19.2)."""
    h = s.haunt
    return h is not None and h["hidden"] and not h["traitor_revealed"] and s.result is None


def options(s: State, kind: str) -> list:
    """The one extra button every decision shows alike while the hidden traitor is unrevealed."""
    return [(ASK,)] if kind not in NOT_DURING and is_open(s) else []


def check_ask(s: State, kind: str) -> None:
    if not is_open(s):
        raise IllegalAction("B-19.2", T("only while a hidden traitor has not revealed himself may the table be asked"))
    if kind == KIND:
        raise IllegalAction("B-19.2", T("the table is being asked already: answer first"))
    if kind in NOT_DURING:
        raise IllegalAction("B-4.5", T("split the damage first; then anyone may ask to reveal"))


def living_from(s: State, seat: int) -> list:
    """Every living explorer from `seat` round to his left (B-3.9); the dead have shown their tokens (B-19.3)."""
    order = [(seat + k) % s.players for k in range(s.players)]
    return [k for k in order if not s.explorers[k].get("dead")]


def do_ask(s: State, seat: int, kind: str) -> None:
    """The laptop goes round every living explorer, the asker first, each behind the session's hand-off; the
    decision that was waiting waits on, untouched, under the question."""
    check_ask(s, kind)
    ring = living_from(s, seat)
    s.decision = {"kind": KIND, "seat": ring[0], "waiting": ring[1:], "interrupted": s.decision}
    s.log.append(LogEvent("reveal_asked", T("{name} asks the table: does anyone reveal himself? Each explorer answers in turn",
                                            name=name_of(s, seat)), {"seat": seat}))


def do_answer(s: State, seat: int, reveal: bool) -> None:
    """B-19.2 / B-19.3: the traitor's "Reveal myself" turns his token over and the question ends; anyone else's
    does exactly what "Stay hidden" does (nothing logged, nothing kept), so no answer tells a hero's from the
    traitor's that stays hidden."""
    d = s.decision
    if reveal and haunt.is_hidden_traitor(s, seat):
        s.decision = d["interrupted"]
        haunt.turn_token_over(s, seat)
        return
    if d["waiting"]:
        s.decision = dict(d, seat=d["waiting"][0], waiting=d["waiting"][1:])
        return
    s.decision = d["interrupted"]
    s.log.append(LogEvent("reveal_unanswered", T("Every explorer has answered: no token is turned over"), {}))


def underlying(decision: dict | None) -> dict | None:
    """The decision the question interrupted (or the decision itself): what waits to be resolved."""
    if decision is not None and decision.get("kind") == KIND:
        return decision["interrupted"]
    return decision
