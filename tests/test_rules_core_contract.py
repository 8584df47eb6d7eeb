"""Every playable ruleset (and the toy) keeps the module contract GameSession, saves and simulate rely on."""
import os
import random
import subprocess
import sys

import pytest

import rulesets
import toy_ruleset
from engine.rules.protocol import Outcome, Pending
from engine.rules.savefile import data_hash
from engine.rules.session import GameSession
from engine.rules.simulate import game_config

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REQUIRED = ("setup", "pending", "legal_actions", "apply", "view", "outcome", "commit_marker", "state_hash",
            "log")


def playable():
    rulesets.register_data_kinds()
    mods = [toy_ruleset]
    mods += [m for m in (rulesets.rules_module(g) for g in rulesets.GAMES) if m is not None]
    return mods


MODULES = playable()
IDS = [m.RULESET_ID for m in MODULES]


def finished_session(module, seed):
    s = GameSession(module, game_config(module), seed)
    pick = random.Random(seed)
    while not s.is_over and len(s) < 3000:
        p = s.pending
        assert isinstance(p, Pending)
        s.apply(pick.choice(s.legal_actions(p.seat)))
    return s


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_the_module_offers_every_required_name(module):
    missing = [n for n in REQUIRED if not callable(getattr(module, n, None))]
    assert missing == [] and isinstance(module.RULESET_ID, str) and module.PLAYABLE is True
    assert isinstance(module.DATA_FILES, (list, tuple)) and all(os.path.exists(p) for p in module.DATA_FILES)


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_a_seeded_random_game_ends_with_an_outcome(module):
    s = finished_session(module, 3)
    assert isinstance(s.outcome, Outcome) and s.pending is None


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_a_finished_game_saves_and_loads_to_the_same_hash(module, tmp_path):
    s = finished_session(module, 4)
    s.save(str(tmp_path / "g.json"))
    assert GameSession.load(str(tmp_path / "g.json"), module).state_hash() == s.state_hash()


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_commit_markers_never_go_down(module):
    s = GameSession(module, game_config(module), 5)
    pick = random.Random(5)
    last = module.commit_marker(s.state)
    while not s.is_over and len(s) < 3000:
        s.apply(pick.choice(s.legal_actions()))
        marker = module.commit_marker(s.state)
        assert marker >= last
        last = marker


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_the_data_hash_is_stable_and_names_real_content(module):
    assert data_hash(module) == data_hash(module) and len(data_hash(module)) == 32


@pytest.mark.parametrize("module", MODULES, ids=IDS)
def test_state_hash_is_the_same_in_processes_with_different_hash_seeds(module):
    code = ("import sys, random; sys.path[:0] = [{root!r}, {tests!r}]\n"
            "import importlib, rulesets; rulesets.register_data_kinds()\n"
            "from engine.rules.simulate import game_config, playout\n"
            "m = importlib.import_module({name!r})\n"
            "cfg = game_config(m); _, acts = playout(m, cfg, 6)\n"
            "s = m.setup(cfg, 6)\n"
            "for a in acts[:-1]: s = m.apply(s, a)\n"
            "print(m.state_hash(s))\n").format(root=ROOT, tests=os.path.join(ROOT, "tests"), name=module.__name__)
    hashes = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, cwd=ROOT)
        assert run.returncode == 0, run.stderr
        hashes.add(run.stdout.strip())
    assert len(hashes) == 1
