"""redeal_secrets draws a state the game could be in (its own invariants hold) and draws anew what a seat may
not know, never copying another seat's secrets or past secret moves; each check is shown to catch a broken
redeal fed to it on purpose."""
import copy
import random

import pytest

from tests.conformance.redeal_checks import (
    broken_invariants,
    copied_secrets,
    redeal_changes_anything,
    twin_worlds,
)
from tests.conformance.rulesets import HIDDEN, HIDDEN_IDS, IDS, RULESETS, configs, secret_config

REDEALS = range(8)   # redeals per world in the copy check: an honest redeal passes with odds of 1 - (1/4)**8

# Secret moves a game's redeal may still copy, by game id: none left (Ninja's hidden intruder's touched and
# searched zones, move_over and the traitor's cat order are drawn anew since). Anything copied fails at once.
KNOWN_COPIED: dict = {}


def walk(module, config, seed, every=1):
    """The states of one random-move game, every `every`-th step."""
    state = module.setup(config, seed)
    pick = random.Random(seed)
    step = 0
    while module.outcome(state) is None:
        if step % every == 0:
            yield step, state
        pending = module.pending(state)
        state = module.apply(state, pick.choice(module.legal_actions(state, pending.seat)))
        step += 1


def copied_fields(module, config, seed, every=2) -> set:
    """The names of the knower's view fields that a redeal copied, over one game."""
    found = set()
    players = config["players"]
    for _, state in walk(module, config, seed, every):
        for observer, knower, first, second in twin_worlds(module, state, players):
            for key in copied_secrets(module, first, second, observer, knower, REDEALS):
                found.add(next(k for k in reversed(key) if isinstance(k, str) and k != "len"))
    return found


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_a_redealt_state_keeps_the_games_own_invariants_at_every_step(module):
    for config in configs(module):
        checked = module.INFO.check_config(config)
        for step, state in walk(module, checked, 1, every=3):
            for seat in range(checked["players"]):
                assert broken_invariants(module, state, seat, step) == [], (config, step, seat)


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_a_redeal_draws_anew_something_another_seat_knows(module):
    config = secret_config(module)
    assert any(redeal_changes_anything(module, state, seat, config["players"], (step, step + 1))
               for step, state in walk(module, config, 2, every=2) for seat in range(config["players"]))


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_no_redeal_copies_another_seats_secret_moves_beyond_the_known_ones(module):
    known = KNOWN_COPIED.get(module.INFO.id, set())
    for config in configs(module):
        checked = module.INFO.check_config(config)
        assert copied_fields(module, checked, 0) <= known, config


def test_N_H_1_a_ninja_redeal_copies_nothing_of_a_hidden_intruders_turn():
    """N-H.1, N-13.2, N-13.3, N-11.3: touched, searches, move_over and the cat order are drawn anew."""
    module = next(m for m in HIDDEN if m.INFO.id == "ninja")
    assert copied_fields(module, module.INFO.check_config({"players": 2}), 0) == set()


# ---- the checks catch broken redeals fed to them on purpose --------------------------------------------------

@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_the_check_catches_a_redeal_that_gives_the_state_back_unchanged(module, monkeypatch):
    monkeypatch.setattr(module, "redeal_secrets", lambda s, seat, seed: module.clone(s))
    config = secret_config(module)
    assert not any(redeal_changes_anything(module, state, seat, config["players"], (step, step + 1))
                   for step, state in walk(module, config, 2, every=2) for seat in range(config["players"]))


def ninja():
    return next(m for m in HIDDEN if m.INFO.id == "ninja")


def test_the_check_catches_a_redeal_that_keeps_the_intruders_private_paths(monkeypatch):
    module = ninja()
    honest = module.redeal_secrets

    def keeps_paths(s, seat, seed):
        new = honest(s, seat, seed)
        for figure, intruder in s.intruders.items():
            new.intruders[figure]["path"] = copy.deepcopy(intruder["path"])
        return new
    monkeypatch.setattr(module, "redeal_secrets", keeps_paths)
    assert "path" in copied_fields(module, module.INFO.check_config({"players": 2}), 0)


def test_the_check_catches_a_redeal_that_loses_a_guard_card(monkeypatch):
    module = ninja()
    honest = module.redeal_secrets

    def loses_a_card(s, seat, seed):
        new = honest(s, seat, seed)
        hand = next(h for h in new.hands.values() if h)
        hand.pop()
        return new
    monkeypatch.setattr(module, "redeal_secrets", loses_a_card)
    config = module.INFO.check_config({"players": 2})
    state = module.setup(config, 1)
    assert any("guard cards add up" in problem for problem in broken_invariants(module, state, 1, 5))


def test_the_check_catches_a_template_redeal_that_deals_an_impossible_score(monkeypatch):
    module = next(m for m in RULESETS if m.INFO.id == "toy")
    honest = module.redeal_secrets

    def negative_score(s, seat, seed):
        new = honest(s, seat, seed)
        new.scores[0] = -1
        return new
    monkeypatch.setattr(module, "redeal_secrets", negative_score)
    state = module.setup(module.INFO.check_config({"players": 2, "variant": "secret"}), 1)
    assert broken_invariants(module, state, 1, 5) == ["a score went negative"]
