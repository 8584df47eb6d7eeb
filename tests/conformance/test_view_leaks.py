"""Hidden-information games: a seat's view and log never depend on another seat's secrets (DESIGN principle 4)."""
import random

import pytest

from engine.rules.session import GameSession
from tests.conformance.rulesets import HIDDEN, HIDDEN_IDS, configs, secret_config


def leaks(module, state, seat, seed):
    """What differs for `seat` between the state and a copy with everything it may not know drawn anew."""
    other = module.redeal_secrets(state, seat, seed)
    found = []
    if module.view(state, seat) != module.view(other, seat):
        found.append("view")
    mine = [e.text_for(seat) for e in module.log(state)]
    theirs = [e.text_for(seat) for e in module.log(other)]
    if mine != theirs:
        found.append("log text")
    if [e.data_for(seat) for e in module.log(state)] != [e.data_for(seat) for e in module.log(other)]:
        found.append("log data")
    describe = getattr(module, "describe_position", None)    # the save lists' words (saves hold secrets)
    if describe is not None and describe(state) != describe(other):
        found.append("save list words")
    p, q = module.pending(state), module.pending(other)
    if (p is None) != (q is None) or (p is not None and (p.seat, p.kind, p.prompt) != (q.seat, q.kind, q.prompt)):
        found.append("prompt")
    if p is not None and p.seat == seat:
        legal = module.legal_actions(state, seat)
        if legal != module.legal_actions(other, seat):
            found.append("legal actions")
        if [module.describe_action(state, a) for a in legal] != [module.describe_action(other, a) for a in legal]:
            found.append("action labels")
    return found


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_no_view_log_or_prompt_depends_on_another_seats_secrets_at_any_step(module):
    for config in configs(module):
        checked = module.INFO.check_config(config)
        for seed in range(6):
            state = module.setup(checked, seed)
            pick = random.Random(seed)
            step = 0
            while module.outcome(state) is None:
                for seat in range(checked["players"]):
                    assert leaks(module, state, seat, seed * 1000 + step) == [], (config, seed, step, seat)
                p = module.pending(state)
                state = module.apply(state, pick.choice(module.legal_actions(state, p.seat)))
                step += 1


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_the_leak_check_itself_catches_a_view_that_shows_a_secret(module, monkeypatch):
    """The check must be able to fail: a view that leaks everything is caught at once."""
    config = secret_config(module)
    state = module.setup(config, 1)
    real_view = module.view
    monkeypatch.setattr(module, "view", lambda s, seat: (real_view(s, seat), module.state_hash(s)))
    assert any(leaks(module, state, seat, 7) for seat in range(config["players"]))


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_the_session_hands_off_before_every_decision_of_a_seat_with_other_secrets(module):
    config = secret_config(module)
    s = GameSession(module, config, 3)
    pick = random.Random(3)
    # nobody has the laptop yet: the first seat is named, unless nobody holds a secret yet (Betrayal's haunt)
    secrets_at_start = len({module.knowledge_group(s.state, seat) for seat in range(config["players"])}) > 1
    assert (s.handoff is not None) == secrets_at_start
    while not s.is_over:
        if s.handoff is not None:
            assert not s.can_undo()
            s.confirm_handoff()
        viewer = s.viewer
        assert s.pending.seat == viewer or module.knowledge_group(s.state, viewer) == \
            module.knowledge_group(s.state, s.pending.seat)
        s.apply(pick.choice(s.legal_actions()), seat=viewer)
