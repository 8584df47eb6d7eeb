"""Every registered ruleset (and the template) keeps the rules API: playouts, determinism, saves, undo, junk."""
import os
import random
import subprocess
import sys

import pytest

from engine.rules import playout, saves
from engine.rules.api import IllegalAction, LogEvent, Outcome, Pending, check_ruleset
from engine.rules.session import GameSession
from tests import ROOT
from tests.conformance.rulesets import IDS, RULESETS, configs

JUNK = (None, 5, "roll", [[]], (), (5, 1), (None, 8), (b"x",), ("",), ("no_such_action",), ((),), (1.5,),
        ("move", None), ("move", -1, -1, -1, -1), ("exorcise", ("x",)), ({},), ([1],))


def random_session(module, config, seed, steps=None):
    s = GameSession(module, config, seed)
    pick = random.Random(seed)
    while not s.is_over and (steps is None or len(s) < steps):
        if s.handoff is not None:
            s.confirm_handoff()
        s.apply(pick.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_the_ruleset_satisfies_the_rules_api_the_registry_checks(module):
    assert check_ruleset(module) == []


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_seeded_random_playouts_end_with_an_outcome_and_every_invariant_holds(module):
    for config in configs(module):
        checked = module.INFO.check_config(config)
        summary = playout.play_many(module, checked, games=8, seed=11)
        assert summary.failures == [], (config, [str(f) for f in summary.failures[:2]])
        assert sum(summary.outcomes.values()) == 8
        # a result is said in words on the results screen and in the Finished list, never shown as its id
        assert set(summary.outcomes) <= {"win", "loss", "draw"} | set(dict(module.INFO.results)), summary.outcomes


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_every_pending_decision_lists_its_options_and_every_log_entry_is_a_log_event(module):
    config = module.INFO.check_config(module.INFO.default_config())
    s = module.setup(config, 3)
    pick = random.Random(3)
    while module.outcome(s) is None:
        p = module.pending(s)
        assert isinstance(p, Pending) and p.options and list(p.options) == list(module.legal_actions(s, p.seat))
        s = module.apply(s, pick.choice(module.legal_actions(s, p.seat)))
    assert isinstance(module.outcome(s), Outcome) and module.pending(s) is None
    assert all(isinstance(e, LogEvent) and e.kind and e.text for e in module.log(s))


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_the_same_seed_and_actions_give_the_same_game_whatever_the_global_random_does(module):
    config = module.INFO.check_config(module.INFO.default_config())
    first = playout.play_one(module, config, 21)
    random.seed(12345)
    random.random()
    s = module.setup(config, 21)
    for action in first.actions:
        random.random()
        s = module.apply(s, action)
    assert module.state_hash(s) == module.state_hash(first.state)


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_a_game_saves_and_loads_to_the_same_hash_mid_game_and_at_the_end(module, tmp_path):
    config = module.INFO.check_config(module.INFO.default_config())
    for steps in (7, None):
        s = random_session(module, config, 4, steps)
        path = str(tmp_path / f"g{steps}.json")
        saves.save(s, path)
        assert saves.load(path, module).state_hash() == s.state_hash()


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_undo_never_crosses_a_commit_point_and_restores_the_exact_state(module):
    config = module.INFO.check_config(module.INFO.default_config())
    s = GameSession(module, config, 5)
    pick = random.Random(5)
    hashes = [s.state_hash()]
    while not s.is_over and len(s) < 400:
        if s.handoff is not None:
            s.confirm_handoff()
        before = module.commit_marker(s.state)
        s.apply(pick.choice(s.legal_actions()))
        hashes.append(s.state_hash())
        if s.is_over:
            break
        if module.commit_marker(s.state) != before or s.handoff is not None:
            assert not s.can_undo()
        elif s.can_undo():
            s.undo()
            assert s.state_hash() == hashes[-2]
            s.redo()
            assert s.state_hash() == hashes[-1]


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_commit_markers_never_go_down(module):
    config = module.INFO.check_config(module.INFO.default_config())
    s = module.setup(config, 6)
    pick = random.Random(6)
    last = module.commit_marker(s)
    while module.outcome(s) is None:
        s = module.apply(s, pick.choice(module.legal_actions(s, module.pending(s).seat)))
        assert module.commit_marker(s) >= last
        last = module.commit_marker(s)


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_junk_shaped_actions_are_refused_with_a_rule_id_and_leave_the_state_unchanged(module):
    config = module.INFO.check_config(module.INFO.default_config())
    s = random_session(module, config, 8, steps=0)
    pick = random.Random(8)
    for _ in range(60):
        if s.is_over:
            break
        for junk in JUNK:
            before = s.state_hash()
            with pytest.raises(IllegalAction) as refused:
                module.apply(s.state, junk)
            assert refused.value.rule_id and refused.value.reason
            assert module.state_hash(s.state) == before, junk
            with pytest.raises(IllegalAction):
                s.apply(junk)
            assert s.state_hash() == before
        if s.handoff is not None:
            s.confirm_handoff()
        s.apply(pick.choice(s.legal_actions()))


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_an_action_of_another_decision_is_refused_with_a_rule_id(module):
    config = module.INFO.check_config(module.INFO.default_config())
    s = module.setup(config, 9)
    pick = random.Random(9)
    seen = set()
    for _ in range(200):
        if module.outcome(s) is not None:
            break
        legal = module.legal_actions(s, module.pending(s).seat)
        for stale in list(seen - set(legal))[:20]:
            before = module.state_hash(s)
            with pytest.raises(IllegalAction):
                module.apply(s, stale)
            assert module.state_hash(s) == before
        seen.update(legal)
        s = module.apply(s, pick.choice(legal))


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_describe_action_gives_words_for_every_legal_action(module):
    config = module.INFO.check_config(module.INFO.default_config())
    s = module.setup(config, 10)
    pick = random.Random(10)
    for _ in range(150):
        if module.outcome(s) is not None:
            break
        legal = module.legal_actions(s, module.pending(s).seat)
        for action in legal:
            text = module.describe_action(s, action)
            assert isinstance(text, str) and text.strip() and "_" not in text, (action, text)
        s = module.apply(s, pick.choice(legal))


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_the_data_hash_is_stable(module):
    assert saves.data_hash(module) == saves.data_hash(module) and len(saves.data_hash(module)) == 32


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_state_hash_is_the_same_in_processes_with_different_hash_seeds(module):
    code = ("import sys\n"
            "from tests.conformance.rulesets import RULESETS\n"
            "from engine.rules import playout\n"
            f"m = [r for r in RULESETS if r.INFO.id == {module.INFO.id!r}][0]\n"
            "cfg = m.INFO.check_config(m.INFO.default_config())\n"
            "print(m.state_hash(playout.play_one(m, cfg, 6).state))\n")
    hashes = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=ROOT)
        assert run.returncode == 0, run.stderr
        hashes.add(run.stdout.strip())
    assert len(hashes) == 1
