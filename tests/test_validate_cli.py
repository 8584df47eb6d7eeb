"""`main.py validate`: exit 0 when valid, 1 with one `file:line:col: message` line per problem, no traceback."""
import os
import subprocess
import sys

import pytest

import games
from engine.data import validate_paths
from engine.data.registry import known_kinds
from tests import ROOT

BAD = os.path.join("tests", "fixtures", "bad", "generic")


def run_validate(*paths):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", "validate", *paths], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def problems_of(name):
    games.register_data_kinds()
    cwd = os.getcwd()
    os.chdir(ROOT)  # messages name files relative to the working directory
    try:
        return [str(p) for p in validate_paths([os.path.join(BAD, name)])]
    finally:
        os.chdir(cwd)


def test_every_shipped_ruleset_validates_with_exit_code_0():
    result = run_validate()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_file_exits_1_with_file_line_col_lines_and_no_traceback():
    result = run_validate(os.path.join(BAD, "syntax_unclosed_list.yaml"))
    assert result.returncode == 1
    assert "Traceback" not in result.stdout + result.stderr
    assert result.stdout.splitlines()[0].startswith(f"{BAD}/syntax_unclosed_list.yaml:3:1: ")


def test_a_missing_path_exits_1_naming_it():
    result = run_validate("no/such/file.yaml")
    assert result.returncode == 1
    assert result.stdout.strip() == "no/such/file.yaml:1:1: no such file or directory"


def test_a_directory_is_searched_and_every_bad_file_reported():
    result = run_validate(BAD)
    assert result.returncode == 1
    reported = {line.split(":")[0] for line in result.stdout.splitlines()}
    assert len(reported) == len(os.listdir(os.path.join(ROOT, BAD)))


@pytest.mark.parametrize("name, expected", [
    ("syntax_unclosed_list.yaml",
     "syntax_unclosed_list.yaml:3:1: YAML syntax: expected ',' or ']', but got '<stream end>'"),
    ("syntax_tab_indent.yaml",
     "syntax_tab_indent.yaml:2:1: YAML syntax: found character '\\t' that cannot start any token"),
    ("missing_kind.yaml", "missing_kind.yaml:1:1: kind: missing key 'kind'"),
    ("empty.yaml", "empty.yaml:1:1: file is empty"),
    ("top_is_list.yaml", "top_is_list.yaml:1:1: expected a mapping with a 'kind' key at the top, found a list"),
    ("duplicate_kind_key.yaml", "duplicate_kind_key.yaml:2:1: kind: duplicate key 'kind' (first at line 1)"),
])
def test_generic_malformed_files_report_exact_position_and_message(name, expected):
    assert problems_of(name) == [f"{BAD}/{expected}"]


def test_an_unknown_kind_lists_the_kinds_that_exist():
    games.register_data_kinds()
    expected = f"{BAD}/unknown_kind.yaml:1:7: kind: expected one of {', '.join(known_kinds())}, found string 'chess_board'"
    assert problems_of("unknown_kind.yaml") == [expected]
