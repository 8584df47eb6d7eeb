"""`lantern simulate mice_and_mystics --json`: each game's line names its chapter and result; with no chapter
chosen the chapters are played in turn (M-3.1, M-G.1)."""
import io
import json
import types

import cli
from rulesets.mice_and_mystics import rules as mice


def _simulate(argv):
    out = io.StringIO()
    parser = cli.build_parser()
    args = parser.parse_args(argv)
    code = cli.cmd_simulate(args, parser, out)
    return code, [json.loads(line) for line in out.getvalue().splitlines()]


def test_each_simulated_game_names_its_chapter_and_its_result():
    code, lines = _simulate(["simulate", "mice_and_mystics", "--games", "2", "--json"])
    games = [line for line in lines if not line.get("summary")]
    assert code == 0 and len(games) == 2
    for game in games:
        assert game["chapter"] in mice.CHAPTERS and game["result"] in ("win", "loss")


def test_with_no_chapter_chosen_the_games_play_the_chapters_in_turn():
    chapters = list(mice.CHAPTERS)
    count = 2 * len(chapters)
    code, lines = _simulate(["simulate", "mice_and_mystics", "--games", str(count), "--json"])
    played = [line["chapter"] for line in lines if not line.get("summary")]
    assert code == 0 and played == chapters * 2


def test_a_chosen_chapter_is_played_in_every_game():
    chapter = mice.CHAPTERS[-1]
    code, lines = _simulate(["simulate", "mice_and_mystics", "--games", "2", "--json", "--chapter", chapter])
    assert code == 0 and {line["chapter"] for line in lines if not line.get("summary")} == {chapter}


def test_the_chapters_in_turn_are_every_chapter_the_game_offers():
    args = types.SimpleNamespace(chapter=None)
    config = mice.INFO.check_config({"players": 2})
    assert [c["chapter"] for c in cli.chapter_configs(mice, config, args)] == list(mice.CHAPTERS)
    assert cli.chapter_configs(mice, config, types.SimpleNamespace(chapter=mice.CHAPTERS[0])) == []
