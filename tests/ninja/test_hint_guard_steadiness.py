"""The hint never walks a guard out of the mission room it alone keeps only to walk it back next turn: with no
intruder seen and nothing heard (N-13.5), a guard holding a room the guards hid a goal in stays (N-8.3)."""
import pytest

from rulesets.ninja import rules as R
from rulesets.ninja.bots import Bot, _suspects
from scenes.ninja.hints import advise


def calm(view) -> bool:
    return not any(i["seen"] for i in view["intruders"].values()) and not _suspects(view, ())


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_hint_does_not_undo_a_guards_last_move_while_nothing_has_changed_N_8_3(seed):
    s = R.setup(R.INFO.check_config({"players": 2}), seed)
    intruders, last = Bot(seed), {}
    while R.outcome(s) is None and s.turn <= 6:
        seat = R.pending(s).seat
        view, legal = R.view(s, seat), R.legal_actions(s, seat)
        if "guard_secrets" in view:
            action, _ = advise(view, seat, legal)
        else:
            action = intruders.decide(view, seat, legal)
        decision = view.get("decision") or {}
        if decision.get("kind") == "guard_move" and action[0] == "step":
            unit = tuple(decision["unit"])
            here = next(g["zone"] for g in view["guards"] if g["number"] == unit[0])
            before = last.get(unit)
            if before is not None and before[0] < view["turn"] and before[3] and calm(view):
                assert (here, action[1]) != (before[2], before[1]), (view["turn"], unit, here, action[1])
            last[unit] = (view["turn"], here, action[1], calm(view))
        s = R.apply(s, action)
