"""N-H.6: each side's secret setup ends with "Done — pass the laptop", a step of its own, so the last placement can
be looked over and undone before the other side takes the laptop (issue 13 §1)."""
from engine.rules.session import GameSession
from rulesets.ninja import rules
from tests.ninja.support import DEFAULTS, config

DONE = ("pass_the_laptop",)


def _session(players=2, **choices):
    session = GameSession(rules, config(players, **choices), 3)
    session.confirm_handoff()
    return session


def _place_until_done(session):
    """Placements (the defaults, else the first option) until the side is asked whether it is done."""
    while session.pending.kind != "setup_done":
        legal = session.legal_actions()
        session.apply(next((a for a in legal if a[0] in DEFAULTS), legal[0]))
    return session


def test_N_H_6_the_guards_last_placement_asks_them_done_before_any_hand_off():
    session = _place_until_done(_session())
    assert session.pending.seat == 0 and session.legal_actions() == [DONE]
    assert session.handoff is None and "pass the laptop" in session.pending.prompt


def test_N_H_6_done_passes_the_laptop_to_the_intruders():
    session = _place_until_done(_session())
    session.apply(DONE)
    assert session.handoff is not None and session.handoff.seat == 1
    assert session.state.phase == "intruder_setup"


def test_N_H_6_undo_before_done_takes_the_last_placement_back():
    session = _session()
    while session.pending.kind != "setup_done":
        legal = session.legal_actions()
        by_hand = session.state.step in ("sleeping", "missions", "traps", "hidden_sentries")
        # placed by hand after the hand is chosen: no dice, so undo may take the last one back
        session.apply(legal[0] if by_hand else next((a for a in legal if a[0] in DEFAULTS), legal[0]))
    before = session.state_hash()
    session.undo()
    assert session.pending.kind == "hidden_sentries" and session.handoff is None
    session.redo()
    assert session.state_hash() == before and session.legal_actions() == [DONE]


def test_N_H_6_the_intruders_are_asked_done_after_their_last_entrance_and_turn_one_waits():
    session = _place_until_done(_session())
    session.apply(DONE)
    session.confirm_handoff()
    _place_until_done(session)
    assert session.pending.seat == 1 and session.state.phase == "intruder_setup"
    assert rules.turn_label(session.state) == "Setting up"
    session.apply(DONE)
    assert session.state.turn == 1 and session.state.phase in ("alert", "guard_cards")
    assert session.handoff is not None and session.handoff.seat == 0


def test_N_H_6_in_contested_ground_each_intruder_ends_each_secret_part_with_done():
    session = _place_until_done(_session(4, variant="contested_ground"))
    dones = []
    for _ in range(400):
        if session.handoff is not None:
            session.confirm_handoff()
        if session.state.phase not in ("guard_setup", "intruder_setup"):
            break
        if session.pending.kind == "setup_done":
            dones.append(session.pending.seat)
            session.apply(DONE)
            continue
        legal = session.legal_actions()
        session.apply(next((a for a in legal if a[0] in DEFAULTS), legal[0]))
    assert dones[0] == 0 and set(dones[1:]) == {2, 3}
    assert all(a != b for a, b in zip(dones[1:], dones[2:]))    # done comes before every change of intruder


def test_N_H_6_done_is_refused_when_no_side_has_finished_its_setup():
    session = _session()
    try:
        session.apply(DONE)
    except Exception as exc:   # IllegalAction with the rule and the reason in words
        assert exc.rule_id == "N-5.2" and exc.reason
    else:
        raise AssertionError("done was accepted in the middle of the guards' setup")
