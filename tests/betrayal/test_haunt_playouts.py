"""Seeded bot playouts of every shipped haunt (B-G.1): each is played to a side's win by the explorer bots, with the
game's invariants checked at every step, whichever omen and room began it."""
import argparse
import json
import sys

import pytest

from cli import run_simulate
from engine.rules import playout
from rulesets.betrayal import bots
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import haunt_data, repeats

NUMBERS = sorted(haunt_data.haunts())
SIDES = ("heroes", "traitor", "house")


def _forced(number):
    """The chart look-up (B-15.1) answering `number` whatever omen and room began the haunt."""
    return lambda state, omen, room: (room, number)


@pytest.mark.parametrize("number", NUMBERS, ids=[haunt_data.haunts()[n].id for n in NUMBERS])
def test_B_22_1_the_bots_play_each_haunt_to_a_sides_win_with_every_invariant_kept(number, monkeypatch):
    monkeypatch.setattr(repeats, "look_up", _forced(number))
    finished, seed = 0, 0
    while finished < 3:
        players = 3 + seed % 4
        config = R.INFO.default_config(players) | {"widows_walk": seed % 2 == 0}
        result = playout.play_one(R, config, 500 + seed, bots.chooser(seed))
        seed += 1
        assert seed < 30, "too few bot games reach the haunt"
        if result.state.haunt is None:
            continue
        assert result.state.haunt["number"] == number
        assert result.outcome.result in SIDES, result.outcome.reason
        assert R.game_stats(result.state)["haunt"] == haunt_data.haunts()[number].id
        finished += 1


def test_lantern_simulate_names_each_games_haunt_and_result(capsys):
    """`lantern simulate betrayal --json` (issue 14): every game's line says which haunt was played and how it ended."""
    args = argparse.Namespace(games=4, seed=3, json=True, step_cap=None, bot="heuristic")
    run_simulate(R, R.INFO.default_config(4), args, sys.stdout, bots.chooser)
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    games = [line for line in lines if not line.get("summary")]
    assert len(games) == 4 and all("haunt" in g and "result" in g for g in games)
    assert any(g["haunt"] in {h.id for h in haunt_data.haunts().values()} for g in games)
