"""simulate: seeded random playouts with invariant checks, exit codes; replay CLI exit codes."""
import argparse
import io
import os
import subprocess
import sys

import toy_ruleset
from engine.rules import replay_cli, simulate
from rules_core_helpers import new_session, play

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sim_args(**kw):
    base = dict(game="toy", games=5, seed=1, players=None, variant=None, difficulty=None)
    base.update(kw)
    return argparse.Namespace(**base)


def test_simulate_exits_0_and_prints_one_summary_line_for_clean_games():
    out = io.StringIO()
    assert simulate.run_cli(sim_args(), toy_ruleset, out) == 0
    summary = [line for line in out.getvalue().splitlines() if line.startswith("games=")]
    assert len(summary) == 1 and "games=5 " in summary[0] and "failures=0" in summary[0]
    assert "win=5" in summary[0]


def test_simulate_exits_non_zero_when_an_invariant_breaks():
    out = io.StringIO()
    assert simulate.run_cli(sim_args(difficulty="broken"), toy_ruleset, out) == 1
    assert "invariant broken: injected" in out.getvalue()


def test_simulate_exits_non_zero_when_a_game_exceeds_the_step_cap():
    out = io.StringIO()
    assert simulate.run_cli(sim_args(games=2, step_cap=3), toy_ruleset, out) == 1
    assert "step cap of 3" in out.getvalue()


def test_simulate_exits_non_zero_when_the_ruleset_raises():
    import types
    crashing = types.SimpleNamespace(**{k: getattr(toy_ruleset, k) for k in dir(toy_ruleset)
                                        if not k.startswith("_")})

    def apply(state, action):
        if state.actions == 4:
            raise KeyError("boom")
        return toy_ruleset.apply(state, action)
    crashing.apply = apply
    out = io.StringIO()
    assert simulate.run_cli(sim_args(games=1), crashing, out) == 1
    assert "KeyError" in out.getvalue()


def test_simulate_playouts_are_seeded_game_by_game():
    cfg = simulate.game_config(toy_ruleset, 2)
    first = simulate.playout(toy_ruleset, cfg, 42)[1]
    again = simulate.playout(toy_ruleset, cfg, 42)[1]
    other = simulate.playout(toy_ruleset, cfg, 43)[1]
    assert first == again and first != other


def test_simulate_as_a_module_command_sets_the_exit_code():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.path.join(ROOT, "tests")]))
    ok = subprocess.run([sys.executable, "-m", "engine.rules.simulate", "toy_ruleset", "--games", "3"],
                        cwd=ROOT, env=env, capture_output=True, text=True)
    bad = subprocess.run([sys.executable, "-m", "engine.rules.simulate", "toy_ruleset", "--games", "3",
                          "--difficulty", "broken"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert (ok.returncode, bad.returncode) == (0, 1), ok.stderr + bad.stderr


def test_replay_verifies_a_save_and_prints_outcome_and_hash(tmp_path):
    s = play(new_session(seed=2), 5000)
    path = str(tmp_path / "end.json")
    s.save(path)
    out = io.StringIO()
    assert replay_cli.run_cli(argparse.Namespace(save=path, png=None), toy_ruleset, out) == 0
    assert "outcome: win" in out.getvalue() and f"final hash: {s.state_hash()}" in out.getvalue()


def test_replay_exits_1_with_the_reason_for_a_refused_save(tmp_path):
    s = play(new_session(), 10)
    path = tmp_path / "bad.json"
    s.save(str(path))
    path.write_text(path.read_text()[:-30])
    err = io.StringIO()
    assert replay_cli.run_cli(argparse.Namespace(save=str(path), png=None), toy_ruleset, io.StringIO(), err) == 1
    assert "refused:" in err.getvalue() and "truncated" in err.getvalue()


def test_replay_png_exits_2_when_the_game_has_no_final_renderer(tmp_path):
    s = play(new_session(), 10)
    path = str(tmp_path / "g.json")
    s.save(path)
    err = io.StringIO()
    args = argparse.Namespace(save=path, png=str(tmp_path / "out.png"))
    assert replay_cli.run_cli(args, toy_ruleset, io.StringIO(), err) == 2
    assert "render_final" in err.getvalue() and not os.path.exists(args.png)
