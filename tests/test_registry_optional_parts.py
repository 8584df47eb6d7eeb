"""A game needs only an id and a title in the registry: no data/ folder and no board preview are fine, and
every count of games and players is said in words from what is registered, never written in."""
import argparse
import types

import pytest

import cli
import games
from engine.number_words import count_words
from engine.rules.api import GameInfo


@pytest.fixture
def fifth_game(monkeypatch):
    """The registry with a fifth game that has rules of its own but no YAML and no preview (like the template)."""
    from rulesets._template import rules as template_rules
    fifth = games.Game("fifth_game", "A Fifth Game", load_rules=lambda: template_rules)
    monkeypatch.setattr(games, "GAMES", games.GAMES + (fifth,))
    monkeypatch.setattr(games, "BY_ID", {**games.BY_ID, fifth.id: fifth})
    monkeypatch.setattr(games, "IDS", tuple(games.BY_ID) + (fifth.id,))
    return fifth


def test_a_game_entry_needs_only_an_id_and_a_title():
    game = games.Game("fifth_game", "A Fifth Game")
    assert not game.has_data and not game.has_preview and not game.playable
    assert games.Game("ninja", "Ninja").has_data


def test_a_game_without_a_data_folder_is_left_out_of_the_shipped_data_and_registers_no_kinds(fifth_game):
    assert fifth_game.data_dir not in games.shipped_data_paths()
    assert games.get("ninja").data_dir in games.shipped_data_paths()
    games.register_data_kinds()   # no load_data for the fifth game: nothing to call, nothing raised


def test_validate_passes_when_a_registered_game_has_no_data_folder(fifth_game, capsys):
    assert cli.main(["validate"]) == 0
    out = capsys.readouterr().out
    assert "fifth_game" not in out and out.startswith("ok: ")


def test_validate_says_paths_in_plural_words_not_path_s(capsys):
    assert cli.main(["validate"]) == 0
    assert "(s)" not in capsys.readouterr().out


def test_a_game_without_a_preview_is_refused_by_lantern_preview_in_one_usage_line(fifth_game, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["preview", "fifth_game"])
    assert stop.value.code == 2
    assert "invalid choice: 'fifth_game'" in capsys.readouterr().err
    assert games.preview_scene("fifth_game") is None


def test_the_command_line_counts_the_registered_games_in_words(fifth_game):
    assert cli.build_parser().description == "Lantern: five board games around one laptop."


def test_counts_up_to_twelve_are_spelled_out_and_one_is_singular():
    assert count_words(4, "board game") == "four board games"
    assert count_words(1, "board game") == "one board game"
    assert count_words(13, "card") == "13 cards"


@pytest.mark.parametrize("low, high, words", [(2, 2, "2 players"), (1, 1, "1 player"), (1, 4, "1 to 4 players")])
def test_a_games_table_sizes_are_said_without_2_to_2(low, high, words):
    assert GameInfo(id="g", title="G", players_min=low, players_max=high).players_words == words


def test_a_config_with_the_wrong_player_count_for_a_two_player_game_says_played_by_2_players():
    from engine.rules.api import ConfigError
    info = GameInfo(id="duel", title="Duel", players_min=2, players_max=2)
    with pytest.raises(ConfigError, match=r"^Duel is played by 2 players, not 3$"):
        info.check_config({"players": 3})


def test_the_usage_line_for_a_two_player_game_reads_played_by_2_players(capsys):
    info = GameInfo(id="duel", title="Duel", players_min=2, players_max=2)
    with pytest.raises(SystemExit):
        cli.play_arguments(types.SimpleNamespace(INFO=info), argparse.Namespace(players=3, variant=None),
                           cli.Parser(prog="lantern play"))
    assert "--players: Duel is played by 2 players, not 3" in capsys.readouterr().err
