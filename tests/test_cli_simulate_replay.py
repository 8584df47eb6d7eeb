"""simulate and replay from the command line: seeded playouts with invariant checks, exit codes, refusals."""
import argparse
import io
import os
import re
import subprocess
import sys
import types

import cli
from engine.rules import playout, saves
from rulesets._template import rules as template
from tests import ROOT
from tests.engine.rules.helpers import new_session, play


def sim_args(**kw):
    base = dict(game="toy", games=5, seed=1, players=None, variant=None, difficulty=None, json=False)
    base.update(kw)
    return argparse.Namespace(**base)


def run_simulate(module, config=None, **kw):
    out = io.StringIO()
    config = module.INFO.check_config(config or module.INFO.default_config())
    code = cli.run_simulate(module, config, sim_args(**kw), out)
    return code, out.getvalue()


def test_simulate_exits_0_and_prints_one_summary_line_for_clean_games():
    code, text = run_simulate(template)
    summary = [line for line in text.splitlines() if line.startswith("games=")]
    assert code == 0 and len(summary) == 1 and "games=5 " in summary[0] and "failures=0" in summary[0]
    assert "win=5" in summary[0]


def test_simulate_exits_non_zero_when_an_invariant_breaks():
    code, text = run_simulate(template, {"difficulty": "broken"})
    assert code == 1 and "invariant broken: injected" in text


def test_simulate_exits_non_zero_when_a_game_exceeds_the_step_cap():
    code, text = run_simulate(template, games=2, step_cap=3)
    assert code == 1 and "step cap of 3" in text


def test_simulate_exits_non_zero_when_the_ruleset_raises():
    crashing = types.SimpleNamespace(**{k: getattr(template, k) for k in dir(template) if not k.startswith("_")})

    def apply(state, action):
        if state.actions == 4:
            raise KeyError("boom")
        return template.apply(state, action)
    crashing.apply = apply
    code, text = run_simulate(crashing, games=1)
    assert code == 1 and "KeyError" in text


def test_simulate_json_prints_one_object_per_game_and_a_summary():
    import json
    code, text = run_simulate(template, games=3, json=True)
    rows = [json.loads(line) for line in text.splitlines()]
    assert code == 0 and len(rows) == 4 and rows[-1]["summary"] and rows[0]["result"] == "win"


def test_playouts_are_seeded_game_by_game():
    cfg = template.INFO.check_config({})
    first = playout.play_one(template, cfg, 42).actions
    again = playout.play_one(template, cfg, 42).actions
    other = playout.play_one(template, cfg, 43).actions
    assert first == again and first != other


def run_main(*argv):
    return subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, capture_output=True, text=True)


def test_simulate_from_the_command_line_sets_the_exit_code():
    ok = run_main("simulate", "ghost_stories", "--games", "3")
    assert ok.returncode == 0, ok.stderr
    assert "failures=0" in ok.stdout


def test_simulate_refuses_a_bad_argument_with_one_usage_line_and_exit_2():
    for bad in (["--players", "0"], ["--players", "9"], ["--difficulty", "easy"], ["--variant", "x"],
                ["--games", "-1"], ["--seed", "abc"]):
        run = run_main("simulate", "ghost_stories", *bad)
        assert run.returncode == 2, (bad, run.stdout, run.stderr)
        assert "Traceback" not in run.stderr and run.stderr.strip().splitlines()[-1].startswith("lantern"), bad


def replay(path, png=None):
    out, err = io.StringIO(), io.StringIO()
    code = cli.cmd_replay(argparse.Namespace(save=path, png=png), None, template, out, err)
    return code, out.getvalue(), err.getvalue()


def test_replay_verifies_a_save_and_prints_outcome_and_hash(tmp_path):
    s = play(new_session(seed=2), 5000)
    path = str(tmp_path / "end.json")
    saves.save(s, path)
    code, out, _ = replay(path)
    assert code == 0 and "outcome: win" in out and f"final hash: {s.state_hash()}" in out


def test_replay_exits_1_with_the_reason_for_a_refused_save(tmp_path):
    s = play(new_session(), 10)
    path = tmp_path / "bad.json"
    saves.save(s, str(path))
    path.write_text(path.read_text()[:-30])
    code, _, err = replay(str(path))
    assert code == 1 and "refused:" in err and "truncated" in err


def test_replay_png_exits_2_when_the_game_has_no_final_renderer(tmp_path):
    s = play(new_session(), 10)
    path = str(tmp_path / "g.json")
    saves.save(s, path)
    png = str(tmp_path / "out.png")
    code, _, err = replay(path, png)
    assert code == 2 and "render_final" in err and not os.path.exists(png)


def test_simulate_json_gives_each_ghost_stories_game_its_numbers_and_a_summary_with_means():
    import json

    from rulesets.ghost_stories import rules as ghost_stories
    code, text = run_simulate(ghost_stories, {"players": 1, "variant": "solo"}, games=3, json=True)
    rows = [json.loads(line) for line in text.splitlines()]
    assert code == 0 and len(rows) == 4
    for row in rows[:3]:
        assert {"result", "reason", "score", "rounds", "board_turns", "ghosts_drawn", "villagers_lost", "actions",
                "seed", "config"} <= set(row)
    summary = rows[-1]
    assert summary["summary"] and summary["bot"] == "random" and sum(e["games"] for e in summary["endings"]) == 3
    assert summary["mean_rounds"] == round(sum(r["rounds"] for r in rows[:3]) / 3, 2)


def test_simulate_prints_a_histogram_of_endings_with_their_reasons():
    from rulesets.ghost_stories import rules as ghost_stories
    code, text = run_simulate(ghost_stories, {"players": 1, "variant": "solo"}, games=4)
    endings = [line for line in text.splitlines() if re.match(r"\s+\d+ \(\s*[\d.]+%\) (win|loss)", line)]
    assert code == 0 and endings and sum(int(line.split()[0]) for line in endings) == 4
    assert "mean score" in text and "mean ghosts drawn" in text


def test_simulate_hands_the_chosen_bot_to_the_playout_loop_as_a_chooser():
    asked = []

    def chooser_for(seed):
        def choose(ruleset, state, seat, legal):
            asked.append(seed)
            return legal[0]
        return choose
    out = io.StringIO()
    cli.run_simulate(template, template.INFO.check_config({}), sim_args(games=2, seed=7, step_cap=50), out,
                     chooser_for)
    assert set(asked) == {7, 8}


def test_simulate_with_no_players_is_a_usage_error():
    done = run_main("simulate", "ghost_stories", "--players", "0")
    assert done.returncode == 2 and "--players" in done.stderr and not done.stdout


def test_simulate_with_the_heuristic_bot_plays_ghost_stories_from_the_command_line():
    done = run_main("simulate", "ghost_stories", "--games", "1", "--bot", "heuristic")
    assert done.returncode == 0, done.stderr
    assert "players: heuristic" in done.stdout and "mean rounds" in done.stdout
