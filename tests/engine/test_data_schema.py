"""engine.data: specs report file:line:col, the key path, what was found and what was expected."""
from dataclasses import dataclass, field

import pytest

from engine.data import Bool, DataError, Enum, Field, Float, Int, ListOf, MapOf, Polygon, Record, Str
from engine.data.schema import Ctx, check_unique
from engine.data.yamlsource import compose_text


@dataclass
class Zone:
    id: str
    size: int
    kind: str = "room"
    open: bool = True
    shape: tuple = ()
    tags: list = field(default_factory=list)


ZONE = Record(Zone, {"id": Str(), "size": Int(min=1), "kind": Field(Enum("room", "moat"), "room"),
                     "open": Field(Bool(), True), "shape": Field(Polygon(), ()),
                     "tags": Field(ListOf(Str()), list)})


def check(text, spec=ListOf(ZONE)):
    ctx = Ctx("f.yaml")
    value = spec.check(compose_text(text, "f.yaml"), ctx, "zones")
    return value, [str(p) for p in ctx.problems]


def test_a_valid_record_builds_its_model_with_defaults():
    value, problems = check("- {id: a, size: 2}\n")
    assert problems == []
    assert value[0] == Zone("a", 2)


def test_an_unknown_key_is_reported_at_its_line_and_column_with_the_keys_expected():
    _, problems = check("- id: a\n  size: 2\n  colour: red\n")
    assert problems == ["f.yaml:3:3: zones[0].colour: unknown key 'colour' "
                        "(expected one of: id, size, kind, open, shape, tags)"]


def test_a_missing_key_is_reported_at_the_mapping_that_lacks_it():
    _, problems = check("- id: a\n")
    assert problems == ["f.yaml:1:3: zones[0].size: missing key 'size'"]


def test_a_wrong_type_says_what_was_found_and_what_was_expected():
    _, problems = check("- {id: a, size: big}\n")
    assert problems == ["f.yaml:1:17: zones[0].size: expected a whole number >= 1, found string 'big'"]


def test_a_bad_enum_value_lists_the_allowed_values():
    _, problems = check("- {id: a, size: 1, kind: lake}\n")
    assert problems == ["f.yaml:1:26: zones[0].kind: expected one of room, moat, found string 'lake'"]


def test_a_two_point_polygon_is_refused():
    _, problems = check("- {id: a, size: 1, shape: [[0, 0], [1, 1]]}\n")
    assert problems == ["f.yaml:1:27: zones[0].shape: a polygon needs at least 3 points, found 2"]


def test_a_self_intersecting_polygon_is_refused():
    _, problems = check("- {id: a, size: 1, shape: [[0, 0], [2, 2], [2, 0], [0, 2]]}\n")
    assert problems == ["f.yaml:1:27: zones[0].shape: polygon is self-intersecting: edge 0 crosses edge 2"]


def test_a_duplicate_mapping_key_is_reported_not_silently_overwritten():
    _, problems = check("a: 1\na: 2\n", MapOf(Int()))
    assert problems == ["f.yaml:2:1: zones.a: duplicate key 'a' (first at line 1)"]


def test_duplicate_ids_in_a_list_point_at_the_second_one():
    value, _ = check("- {id: a, size: 1}\n- {id: a, size: 2}\n")
    ctx = Ctx("f.yaml")
    check_unique(ctx, value, "id", "zones")
    assert [str(p) for p in ctx.problems] == ["f.yaml:2:8: zones[1].id: duplicate id 'a' (first at line 1)"]


def test_a_float_accepts_whole_numbers_but_not_booleans():
    assert check("3", Float())[0] == 3.0
    assert check("true", Float())[1] == ["f.yaml:1:1: zones: expected a number, found boolean true"]


def test_every_problem_in_a_file_is_reported_not_only_the_first():
    _, problems = check("- {id: a, size: 0}\n- {id: b, size: 1, kind: x}\n")
    assert len(problems) == 2


def test_a_yaml_syntax_error_becomes_a_data_error_with_a_position():
    with pytest.raises(DataError) as err:
        compose_text("a: [1, 2\n", "f.yaml")
    assert str(err.value.problems[0]).startswith("f.yaml:2:1: YAML syntax:")
