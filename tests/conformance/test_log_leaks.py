"""Hidden-information games: the log lines a step writes never depend on another seat's secrets (DESIGN
principle 4); the worlds compared and what the check cannot see are in log_leak_checks."""
import random

import pytest

from engine.rules.api import LogEvent
from rulesets.betrayal import rules as betrayal
from rulesets.betrayal.rules.state import name_of
from tests.conformance.log_leak_checks import log_leaks
from tests.conformance.redeal_checks import other_groups
from tests.conformance.rulesets import HIDDEN, HIDDEN_IDS, configs, secret_config

# The playouts sampled: seeds per config, and every how many steps (Betrayal's and Ninja's games are long; each
# checked step applies the action in several worlds for each seat). About 15 s in all.
SEEDS = {"betrayal": (0, 1, 2, 3), "ninja": (0, 1)}
EVERY = {"betrayal": 1, "ninja": 2}
# seat-steps with secrets actually compared per game (about 500 to 3000 today), and those among them where a
# world with a draw made anew was comparable, or the check tested next to nothing
AT_LEAST = 200
AT_LEAST_REDRAWN = 20


def sampled_steps(module, config, seed, every):
    """(step, state before, action, state after) of one random-move game, every `every`-th step."""
    state = module.setup(config, seed)
    pick = random.Random(seed)
    step = 0
    while module.outcome(state) is None:
        action = pick.choice(module.legal_actions(state, module.pending(state).seat))
        after = module.apply(module.clone(state), action)
        if step % every == 0:
            yield step, state, action, after
        state = after
        step += 1


def check_game(module, config, seed, every) -> tuple:
    """(seat-steps compared while some seat held a secret, those with a draw made anew, worlds that refused the
    action, leaks found)."""
    compared = redrawn = refused = 0
    found = []
    players = config["players"]
    for step, state, action, after in sampled_steps(module, config, seed, every):
        for seat in range(players):
            if not other_groups(module, state, seat, players) and not other_groups(module, after, seat, players):
                continue    # nobody knows anything this seat does not, before or after (a secret dealt at this
                            # step, like the hidden traitor's token at the reveal, counts): nothing to leak
            pairs, pairs_anew, refusals, leaks = log_leaks(module, state, action, seat,
                                                           seed * 100_000 + step * 10 + seat)
            compared += pairs + pairs_anew > 0
            redrawn += pairs_anew > 0
            refused += refusals
            found += [f"{config} seed {seed} step {step} {action}: {leak}" for leak in leaks]
    return compared, redrawn, refused, found


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_no_new_log_line_depends_on_a_secret_of_another_seat(module):
    game = module.INFO.id
    totals = [0, 0, 0]
    found = []
    for config in configs(module):
        checked = module.INFO.check_config(config)
        for seed in SEEDS.get(game, (0, 1)):
            *counts, leaks = check_game(module, checked, seed, EVERY.get(game, 1))
            totals = [t + c for t, c in zip(totals, counts)]
            found += leaks
    assert found == []
    compared, redrawn, refused = totals
    assert compared >= AT_LEAST and redrawn >= AT_LEAST_REDRAWN, \
        f"the check compared only {compared} seat-steps, {redrawn} with a draw anew ({refused} worlds refused)"


@pytest.mark.parametrize("module", HIDDEN, ids=HIDDEN_IDS)
def test_the_log_check_itself_catches_a_line_written_from_the_whole_state(module, monkeypatch):
    """The check must be able to fail: a step that logs a digest of the whole state, secrets included, to
    everyone is caught in the first game."""
    real_apply = module.apply

    def leaky_apply(state, action):
        after = real_apply(state, action)
        # the state's own log list where a ruleset keeps one (Betrayal words a fresh copy of it in log())
        kept = getattr(after, "log", None)
        (kept if isinstance(kept, list) else module.log(after)).append(
            LogEvent("leak", f"the state is {module.state_hash(after)}"))
        return after
    monkeypatch.setattr(module, "apply", leaky_apply)
    config = module.INFO.check_config(configs(module)[-1] if module.INFO.id != "toy" else secret_config(module))
    assert check_game(module, config, 0, 1)[-1]


def _before_hidden_reveal(players=3, first_seed=17):
    """A Betrayal state one random action before a hidden-traitor haunt is revealed, and that action: the first
    seed from `first_seed` whose random game reveals a hidden-traitor haunt (which haunt a seed reaches moves
    whenever the authored chart or rooms change, so the test looks for one rather than pinning a seed)."""
    for seed in range(first_seed, first_seed + 200):
        state = betrayal.setup(betrayal.INFO.check_config(betrayal.INFO.default_config(players)), seed)
        pick = random.Random(seed)
        while betrayal.pending(state) is not None:
            action = pick.choice(betrayal.legal_actions(state, betrayal.pending(state).seat))
            probe = betrayal.apply(betrayal.clone(state), action)
            if probe.haunt is not None:
                if probe.haunt["hidden"]:
                    return state, action
                break
            state = probe
    raise AssertionError("no seed reached a hidden-traitor haunt: is one still on the chart?")


def _reveal_leaks(players=3, seeds=range(4)) -> list:
    state, action = _before_hidden_reveal()
    return [leak for seat in range(players) for seed in seeds
            for leak in log_leaks(betrayal, state, action, seat, seed)[-1]]


def test_B_H_6_no_seat_reads_who_holds_the_traitors_token_in_the_log_of_a_hidden_reveal():
    assert _reveal_leaks() == []


def test_B_H_6_the_check_catches_a_hidden_reveal_whose_log_names_the_traitor(monkeypatch):
    """The leak fixed in da83c37, put back in the log as it was: the traitor's token is dealt from the game's RNG
    at the reveal itself, so only the worlds with that draw made anew can see it."""
    real_apply = betrayal.apply

    def leaky_apply(state, action):
        before = len(state.log)
        after = real_apply(state, action)
        for i, event in enumerate(after.log[before:], start=before):
            if event.kind == "haunt_revealed" and after.haunt["hidden"]:
                words = f"{event.text}. {name_of(after, after.haunt['traitor'])} is the traitor"
                after.log[i] = LogEvent(event.kind, words, event.data, event.cause)
        return after
    monkeypatch.setattr(betrayal, "apply", leaky_apply)
    assert any("is the traitor" in leak for leak in _reveal_leaks())
