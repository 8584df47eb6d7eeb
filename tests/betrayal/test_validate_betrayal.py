"""`lantern validate` refuses every malformed Betrayal file (haunt, chart, card, explorer, tile, layout) with
`file:line:col: keypath: what is wrong`, one line per mistake, exit code 1 and no traceback."""
import os

import pytest

import games
from engine.data import validate_paths
from tests import ROOT
from tests.test_validate_cli import run_validate

BAD = os.path.join("tests", "fixtures", "bad", "betrayal")

# (file, line, col, keypath, words the message holds) for the kinds of mistake the older cases do not show:
# a key misspelt, a value of the wrong type, a number in words, a duplicate, a value off its range, a keyword
# no handler knows, a required text left out
CASES = [
    ("tiles_unknown_key.yaml", 12, 5, "rooms[0].dors", "unknown key 'dors' (expected one of: id, name, doors"),
    ("tiles_doors_not_a_list.yaml", 12, 12, "rooms[0].doors", "expected a list of one of N, E, S, W, found string 'NS'"),
    ("tiles_window_in_a_door.yaml", 13, 14, "rooms[0].windows", "window on side 'S', where Cellar has a door"),
    ("cards_duplicate_id.yaml", 5, 10, "cards[1].id", "duplicate id 'drafty_hall' (first at line 4)"),
    ("cards_amount_not_a_number.yaml", 5, 53, "cards[0].effects[0].amount", "found string 'two'"),
    ("cards_unknown_deck.yaml", 4, 88, "cards[0].deck", "expected one of omen, item, event, found string 'curse'"),
    ("explorers_unknown_trait.yaml", 13, 7, "explorers[0].traits.luck", "unknown key 'luck'"),
    ("explorers_start_off_the_track.yaml", 10, 55, "explorers[0].traits.might.start",
     "expected a whole number >= 0 and <= 7, found number 9"),
    ("explorers_two_share_a_colour.yaml", 6, 72, "explorers[2].colour", "a third red explorer is one too many (B-3.2)"),
    ("haunt_missing_heroes_text.yaml", 1, 1, "heroes_text", "missing key 'heroes_text'"),
    ("haunt_rounds_not_a_number.yaml", 10, 41, "wins.heroes[0].rounds", "found string 'three'"),
    ("haunt_unknown_win_keyword.yaml", 10, 17, "wins.heroes[0].do", "found string 'sing_loudly'"),
]


def problems_of(name):
    games.register_data_kinds()
    cwd = os.getcwd()
    os.chdir(ROOT)  # messages name files relative to the working directory
    try:
        return [str(p) for p in validate_paths([os.path.join(BAD, name)])]
    finally:
        os.chdir(cwd)


@pytest.mark.parametrize("name,line,col,keypath,words", CASES, ids=[c[0] for c in CASES])
def test_a_malformed_betrayal_file_is_refused_at_the_line_and_column_of_its_mistake(name, line, col, keypath, words):
    found = [p for p in problems_of(name) if f": {keypath}: " in p]
    assert len(found) == 1, problems_of(name)
    assert found[0].startswith(f"{BAD}/{name}:{line}:{col}: {keypath}: ") and words in found[0], found[0]


def test_lantern_validate_refuses_every_bad_betrayal_file_with_exit_1_and_no_traceback():
    result = run_validate(BAD)
    assert result.returncode == 1 and "Traceback" not in result.stdout + result.stderr
    reported = {line.split(":")[0] for line in result.stdout.splitlines()}
    assert reported == {f"{BAD}/{name}" for name in os.listdir(os.path.join(ROOT, BAD))}


def test_every_line_lantern_validate_prints_for_a_bad_betrayal_file_names_file_line_and_column():
    for line in run_validate(BAD).stdout.splitlines():
        path, row, col, rest = line.split(":", 3)
        assert path.endswith(".yaml") and row.isdigit() and col.isdigit() and rest.strip(), line


def test_each_kind_of_betrayal_file_has_bad_fixtures():
    kinds = {name.split("_")[0] for name in os.listdir(os.path.join(ROOT, BAD))}
    assert {"tiles", "layout", "cards", "explorers", "haunt"} <= kinds
