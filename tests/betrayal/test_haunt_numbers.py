"""A haunt's numbers for a player count (`by_players`, B-G.1 authored): a goal or a monster count may scale
with the table, as published haunts do; a count the game is not played with, or a number the keyword lacks, is
refused at its file:line:col."""
import pytest

from rulesets.betrayal.haunts import load_haunts, numbers_for
from rulesets.betrayal.rules import winning
from tests.betrayal.haunt_support import revealed
from tests.betrayal.test_validate_betrayal import BAD, problems_of


def _scaled():
    """(haunt, side, index) of a shipped win condition with numbers of its own for some player count."""
    for h in load_haunts().values():
        for side in ("heroes", "traitor", "house"):
            for i, c in enumerate(getattr(h.wins, side)):
                if c.by_players:
                    return h, side, i
    raise AssertionError("no shipped haunt scales a goal with the player count")


def test_B_G_1_a_goal_takes_its_player_counts_own_number_and_its_own_elsewhere():
    h, side, i = _scaled()
    c = getattr(h.wins, side)[i]
    players, numbers = next(iter(c.by_players.items()))
    name = next(n for n in ("rounds", "count", "at_least") if getattr(numbers, n) is not None)
    assert numbers_for(c, int(players))[name] == getattr(numbers, name)
    others = [p for p in range(3, 7) if str(p) not in c.by_players]
    assert all(numbers_for(c, p)[name] == getattr(c, name) for p in others)


def test_B_22_1_the_rules_judge_a_goal_by_the_number_for_the_tables_player_count():
    h, side, i = _scaled()
    c = getattr(h.wins, side)[i]
    for players in range(3, 7):
        s = revealed(h.number, players=players)
        judged = next(d for sd, d in winning.conditions(s) if d["key"] == f"{side}.{i}")
        expected = numbers_for(c, players)
        assert {k: judged[k] for k in expected} == expected


# (file, line, col, keypath, message) of the by_players mistakes (tests/betrayal/test_data.py counts them)
CASES = [
    ("haunt_by_players_not_a_player_count.yaml", 10, 56, "wins.heroes[0].by_players.7",
     "'7' is not a player count: one of 2, 3, 4, 5, 6"),
    ("haunt_by_players_number_the_keyword_lacks.yaml", 11, 37, "wins.heroes[0].by_players.3.count",
     "'count' is not a number of survive_rounds (it has rounds)"),
]


@pytest.mark.parametrize("name,line,col,keypath,message", CASES, ids=[c[0] for c in CASES])
def test_a_haunt_giving_numbers_for_a_player_count_the_game_lacks_or_a_number_its_goal_lacks_is_refused_at_its_line_and_column(
        name, line, col, keypath, message):
    assert problems_of(name) == [f"{BAD}/{name}:{line}:{col}: {keypath}: {message}"]
