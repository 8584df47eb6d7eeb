"""No data file can crash or hang a loader: every refusal is one `file:line:col: message` line (issue 8)."""
import glob
import os
import random
import re
import subprocess
import sys

import pytest

import games
from engine.data import DataError, load_file, validate_paths
from engine.data.mutations import mutate
from engine.data.yamlsource import MAX_DEPTH, MAX_VALUES
from tests import ROOT

POSITION = re.compile(r"^[^\n]+:\d+:\d+: [^\n]+$")


@pytest.fixture(autouse=True)
def kinds_registered():
    games.register_data_kinds()


def refusal_lines(path):
    with pytest.raises(DataError) as err:
        load_file(str(path))
    return [str(p) for p in err.value.problems]


def test_an_integer_of_more_than_4300_digits_is_a_positioned_problem_not_a_value_error(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("kind: gs_help\npages:\n  - id: " + "9" * 5000 + "\n    title: {en: t, zh-Hant: t, zh-Hans: t}\n"
                    "    text: {en: t, zh-Hant: t, zh-Hans: t}\n")
    assert refusal_lines(path) == [f"{path}:3:9: pages[0].id: expected a string, found a number too long to read "
                                   f"(5000 digits)"]


def test_a_huge_integer_as_the_kind_is_refused_in_words(tmp_path):
    path = tmp_path / "big_kind.yaml"
    path.write_text("kind: " + "1" * 5000 + "\n")
    (line,) = refusal_lines(path)
    assert line.startswith(f"{path}:1:7: kind: expected one of ") and line.endswith("a number too long to read (5000 digits)")


def test_flow_nesting_30000_deep_is_refused_before_the_parser_sees_it(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("kind: ninja_map\nname: " + "[" * 30000 + "]" * 30000 + "\n")
    assert refusal_lines(path) == [f"{path}:2:{7 + MAX_DEPTH}: nesting deeper than {MAX_DEPTH}"]


def test_block_nesting_deeper_than_the_limit_is_refused(tmp_path):
    path = tmp_path / "deep_block.yaml"
    path.write_text("kind: ninja_map\nname:\n" + "- " * (MAX_DEPTH + 5) + "x\n")
    (line,) = refusal_lines(path)
    assert line == f"{path}:3:1: nesting deeper than {MAX_DEPTH}"


def test_nesting_within_the_limit_is_still_read(tmp_path):
    path = tmp_path / "nested.yaml"
    path.write_text("kind: gs_help\npages:\n  - {id: a, title: {en: t, zh-Hant: t, zh-Hans: t}, "
                    "text: {en: t, zh-Hant: t, zh-Hans: t}, match: " + "[" * 10 + "]" * 10 + "}\n")
    (line,) = refusal_lines(path)
    assert line == f"{path}:3:100: pages[0].match[0]: expected a string, found a list"


def test_the_deep_file_through_main_py_validate_exits_1_without_crashing(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("kind: ninja_map\nname: " + "[" * 30000 + "]" * 30000 + "\n")
    result = subprocess.run([sys.executable, "main.py", "validate", str(path)], cwd=ROOT, capture_output=True,
                            text=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy"), timeout=120)
    assert (result.returncode, result.stderr) == (1, "")
    assert result.stdout.splitlines() == [f"{path}:2:{7 + MAX_DEPTH}: nesting deeper than {MAX_DEPTH}"]


def test_a_file_over_5_mb_is_refused_unread(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_text("kind: ninja_map\n" + "# padding\n" * 600_000)
    assert refusal_lines(path) == [f"{path}:1:1: file is larger than 5 MB"]


def test_a_file_of_more_values_than_any_data_file_is_refused_unparsed(tmp_path):
    path = tmp_path / "many.yaml"
    path.write_text("kind: ninja_map\nzones:\n" + "  - {id: a, name: b, type: moat}\n" * 20000)
    assert refusal_lines(path) == [f"{path}:1:1: file has more than {MAX_VALUES:,} values; too many for a data file"]


def test_a_syntax_error_in_a_large_file_is_worded_by_the_fast_parser_alone(tmp_path):
    path = tmp_path / "large.yaml"
    path.write_text("kind: ninja_map\nname: \"" + "abc " * 100_000 + "\n")
    assert refusal_lines(path) == [f"{path}:3:1: YAML syntax: found unexpected end of stream"]


def test_a_nul_byte_is_one_positioned_line(tmp_path):
    path = tmp_path / "nul.yaml"
    path.write_bytes(b"kind: gs_help\npages: a\x00b\n")
    assert refusal_lines(path) == [f"{path}:2:9: YAML syntax: character #x0000 is not allowed"]


def test_a_number_that_is_not_finite_is_refused_where_a_number_is_expected(tmp_path):
    path = tmp_path / "inf.yaml"
    path.write_text("kind: ninja_map\nname: {en: m, zh-Hant: m, zh-Hans: m}\nboard: {width: .inf, height: 10}\nzones: []\n")
    assert refusal_lines(path)[0] == f"{path}:3:16: board.width: expected a number >= 1, found number inf"


def test_an_alias_that_contains_itself_is_refused(tmp_path):
    path = tmp_path / "loop.yaml"
    path.write_text("kind: gs_help\npages: &a [*a]\n")
    assert refusal_lines(path) == [f"{path}:2:8: pages[0]: an alias refers to the list or mapping that contains it"]


def _shipped_files():
    return sorted(glob.glob(os.path.join(ROOT, "rulesets", "*", "data", "**", "*.yaml"), recursive=True))


def check_damaged_copies(tmp_path, count, seed):
    """Load `count` damaged copies of the shipped files: each loads, or is refused in positioned lines."""
    rng = random.Random(seed)
    files = _shipped_files()
    for n in range(count):
        source = rng.choice(files)
        how, data = mutate(rng, open(source, "rb").read())
        path = tmp_path / f"m{n:04d}_{os.path.basename(source)}"
        path.write_bytes(data)
        try:
            problems = validate_paths([str(path)])
        except Exception as exc:  # the point of the test: nothing but DataError may escape a loader
            raise AssertionError(f"{how} of {source} (seed {seed}, #{n}) raised {exc!r}") from exc
        bad = [str(p) for p in problems if not POSITION.match(str(p))]
        assert bad == [], f"{how} of {source} (seed {seed}, #{n})"


def test_every_damaged_copy_of_a_shipped_file_loads_or_is_refused_in_positioned_lines(tmp_path):
    check_damaged_copies(tmp_path, 200, seed=8)
