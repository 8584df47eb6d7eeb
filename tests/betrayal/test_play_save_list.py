"""The Load list names a Betrayal save by its game, how far it is and its players, never by a secret (B-H.6,
B-H.3): a save holds the traitor and the tomes, its line in the list holds none of them."""
import pytest

import games
from engine.play.saves_overlay import save_words
from engine.rules import saves
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.haunt_data import haunt_of
from tests.betrayal.play_support import session_before_reveal


@pytest.fixture(autouse=True)
def data_kinds():
    games.register_data_kinds()


def _saved_after_reveal(kind, tmp_path):
    session, action, seat = session_before_reveal(kind)
    session.apply(action, seat=seat)
    path = str(tmp_path / "betrayal-20260101-101010.json")
    saves.save(session, path)
    return session, path


def test_B_H_2_a_save_is_listed_with_the_game_its_haunt_round_and_the_players(tmp_path):
    session, path = _saved_after_reveal("hidden", tmp_path)
    first, second = save_words(path, "Betrayal at House on the Hill", R.INFO).split("\n")
    assert first.startswith("Betrayal at House on the Hill · ")
    assert f"{haunt_of(session.state).title}, haunt round 1" in first
    assert "3 players" in second and "saved " in second


@pytest.mark.parametrize("kind", ["hidden", "open"])
def test_B_H_6_the_line_of_a_save_names_no_traitor_and_quotes_no_haunt_text(kind, tmp_path):
    session, path = _saved_after_reveal(kind, tmp_path)
    s = session.state
    line = save_words(path, "Betrayal at House on the Hill", R.INFO)
    data = haunt_of(s)
    assert "traitor" not in line.lower()
    assert not any(e["name"] in line for e in s.explorers if e)
    for text in (data.traitor_text, data.heroes_text):
        assert not any(sentence.strip() and sentence.strip() in line for sentence in (text or "").split("."))


def test_B_H_6_the_position_words_read_the_same_whoever_the_hidden_traitor_is(tmp_path):
    session, _ = _saved_after_reveal("hidden", tmp_path)
    s = session.state
    for seat in range(s.players):
        for seed in range(6):
            assert R.describe_position(R.redeal_secrets(s, seat, seed)) == R.describe_position(s)
