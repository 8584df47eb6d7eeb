"""Random games through a test haunt that uses every keyword of the format (tests/fixtures/betrayal): every
invariant after every action, a side's win at the end, and nothing a seat may not know in its view (B-22, B-H)."""
import os
import random

import pytest

from rulesets.betrayal import rules as R
from rulesets.betrayal.haunts import load_haunt
from rulesets.betrayal.rules import haunt, haunt_data, repeats
from tests import ROOT
from tests.conformance.test_view_leaks import leaks

EVERY_KEYWORD = os.path.join(ROOT, "tests", "fixtures", "betrayal", "haunt_every_keyword.yaml")


@pytest.fixture
def every_haunt_is_the_test_haunt(monkeypatch):
    import rulesets.betrayal.data  # noqa: F401  (registers the tiles' kind the haunt checks rooms against)
    h = load_haunt(EVERY_KEYWORD)
    numbers = set(haunt_data.haunts())
    for module in (haunt_data, haunt, repeats):      # every module that looks a haunt up by its number
        monkeypatch.setattr(module, "haunts", lambda: {n: h for n in numbers})
    return h


def test_B_22_1_random_games_through_every_keyword_keep_every_invariant_and_end_in_a_sides_win(
        every_haunt_is_the_test_haunt):
    reached, kinds = 0, set()
    for seed in range(40):
        config = R.INFO.check_config({"players": 3 + seed % 4})
        s = R.setup(config, seed)
        pick = random.Random(seed)
        step = 0
        while R.outcome(s) is None:
            p = R.pending(s)
            s = R.apply(s, pick.choice(R.legal_actions(s, p.seat)))
            assert R.invariants(s) == [], (seed, step, R.invariants(s))
            if s.haunt is not None and step % 25 == 0:
                for seat in range(config["players"]):
                    assert leaks(R, s, seat, step) == [], (seed, step, seat)
            step += 1
        if s.haunt is not None:
            reached += 1
            assert R.outcome(s).result in ("heroes", "traitor")
            kinds |= {e.kind for e in R.log(s)}
    assert reached >= 20
    assert {"tokens_placed", "monsters_rolled", "monster_moved", "attack", "haunt_won"} <= kinds, kinds
