"""Every command checks its arguments: a bad value is one line and exit 2, a missing file one line and exit 1,
never a traceback; every option of every command says what it is for in --help."""
import os
import subprocess
import sys

import pytest

import cli

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(capsys, *argv):
    """cli.main in this process: (exit code, stdout lines, stderr lines)."""
    try:
        code = cli.main(list(argv))
    except SystemExit as stop:
        code = stop.code
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_every_option_of_every_command_has_a_help_text():
    parser = cli.build_parser()
    assert parser.commands, "no commands found"
    for name, command in parser.commands.items():
        assert command.description, name
        for action in command._actions:
            assert action.help and action.help.strip(), (name, action.dest)


@pytest.mark.parametrize("argv, words", [
    (["play", "ghost_stories", "--players", "9"], "--players: Ghost Stories: White Moon is played by 1 to 4 players, not 9"),
    (["play", "ghost_stories", "--players", "0"], "expected a number of at least 1, got 0"),
    (["play", "ghost_stories", "--variant", "solo_five"], "--variant: one of standard, solo, solo_four, not 'solo_five'"),
    (["play", "ghost_stories", "--seed", "-4"], "a seed is a whole number from 0 to 2**63-1"),
    (["play", "chess"], "invalid choice: 'chess'"),
    (["preview", "ninja", "--size", "99999x99999"], "a size from 200x150 to 8192x8192, got '99999x99999'"),
    (["preview", "ninja", "--size", "big"], "expected WIDTHxHEIGHT"),
    (["simulate", "ghost_stories", "--difficulty", "easy"], "difficulty must be one of"),
    (["replay"], "the following arguments are required: save"),
])
def test_a_bad_value_is_one_line_naming_the_command_and_exit_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == [] and len(err) == 1, err
    assert err[0].startswith(f"lantern {argv[0]}: error: ") and words in err[0]


def test_preview_png_into_a_missing_folder_is_one_line_and_exit_2(capsys, tmp_path):
    code, out, err = run(capsys, "preview", "ninja", "--png", str(tmp_path / "nowhere" / "x.png"))
    assert code == 2 and len(err) == 1 and "does not exist" in err[0]
    assert not (tmp_path / "nowhere").exists()


def test_preview_with_a_missing_layout_file_is_one_line_and_exit_1(capsys, tmp_path):
    missing = str(tmp_path / "gone.yaml")
    code, out, err = run(capsys, "preview", "ninja", "--layout", missing, "--png", str(tmp_path / "x.png"))
    assert (code, err) == (1, [f"{missing}: no such layout file"])


def test_replay_of_a_missing_save_is_one_line_and_exit_1(capsys, tmp_path):
    missing = str(tmp_path / "gone.json")
    code, out, err = run(capsys, "replay", missing)
    assert (code, err) == (1, [f"refused: {missing}: no such save file"])


def test_playing_a_game_that_is_not_playable_yet_is_one_line_and_exit_2(capsys, monkeypatch):
    # every registered game plays today: a registry entry without its rules stands in for the next new game
    import dataclasses

    import games
    monkeypatch.setitem(games.BY_ID, "mice_and_mystics",
                        dataclasses.replace(games.get("mice_and_mystics"), load_rules=None, load_play=None))
    code, out, err = run(capsys, "play", "mice_and_mystics")
    assert (code, err) == (2, ["Mice and Mystics is not yet playable"])


def test_a_huge_size_from_the_real_command_line_prints_no_traceback():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    done = subprocess.run([sys.executable, "main.py", "preview", "ninja", "--size", "99999x99999", "--png", "/tmp/x.png"],
                          cwd=ROOT, capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1


def test_start_up_removes_temporary_files_a_killed_lantern_left(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    (tmp_path / "autosave").mkdir()
    left = tmp_path / "autosave" / f".ghost_stories-x.json.{dead.pid}.tmp"
    left.write_text("{")
    cli.start_up()
    assert not left.exists()


def test_play_from_the_command_line_puts_the_menu_under_the_game_so_leaving_lands_on_it():
    import cli
    import games
    from engine.play.menu import MenuScene
    from engine.ui.app import App
    games.register_data_kinds()
    app = App(size=(1280, 800), headless=True)
    args = cli.build_parser().parse_args(["play", "ninja", "--players", "2", "--seed", "3"])
    cli.push_menu_then_game(app, games.get("ninja"), args)
    app.frame(1 / 60)
    assert isinstance(app.stack.scenes[0], MenuScene) and app.stack.top is not app.stack.scenes[0]
    app.pop()
    app.frame(1 / 60)
    assert isinstance(app.stack.top, MenuScene)


@pytest.mark.parametrize("argv, words", [
    (["simulate", "ghost_stories", "--players", "1", "--variant", "standard"], "a game for one player is a solo game"),
    (["simulate", "ghost_stories", "--players", "2", "--variant", "solo"], "is for one player, not 2"),
    (["simulate", "ghost_stories", "--players", "3", "--variant", "solo_four"], "a game for one player, not 3"),
    (["simulate", "ninja", "--players", "2", "--variant", "contested_ground"], "Contested Ground needs two intruder"),
    (["simulate", "ninja", "--players", "3", "--variant", "lone_wolf"], "Lone Wolf is a game for two players, not 3"),
])
def test_simulate_refuses_settings_the_rules_refuse_together_before_any_game_in_one_line_and_exit_2(capsys, argv,
                                                                                                  words):
    # G-20, N-23.1, N-23.2: the rules' own config check, asked once before the first game
    code, out, err = run(capsys, *argv, "--games", "3")
    assert code == 2 and out == [] and len(err) == 1, (out, err)
    assert err[0].startswith("lantern simulate: error: ") and words in err[0] and "Traceback" not in err[0]
