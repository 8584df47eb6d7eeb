"""engine.data models: a Struct declared once converts YAML and reports file:line:col, key path, found and expected."""
import pytest

from engine.data import (
    ClassVar,
    Ctx,
    DataError,
    Float,
    Int,
    ListOf,
    Name,
    OneOf,
    Polygon,
    Record,
    Source,
    check_unique,
    convert,
    field,
    read,
    wording,
)
from engine.data.yamlsource import compose_text


class Zone(Record):
    label: ClassVar[str] = "zone"
    id: Name
    size: Int(ge=1)
    kind: OneOf(("room", "moat")) = "room"
    open: bool = True
    shape: Polygon = ()
    tags: list[Name] = []


class Door(Record):
    source: Name = field(name="from")
    width: Float(ge=0.5) = 1.0


class Floor(Record):
    # written as a string, as under `from __future__ import annotations`: its check must still be found
    zones: "list[Zone]" = []


def check(text, model=ListOf(Zone)):
    ctx = Ctx("f.yaml")
    value = read(compose_text(text, "f.yaml"), model, ctx)
    return value, [str(p) for p in ctx.problems]


def test_a_valid_record_builds_its_model_with_defaults():
    value, problems = check("- {id: a, size: 2}\n")
    assert problems == []
    assert value[0] == Zone("a", 2)


def test_a_loaded_record_remembers_where_it_and_each_field_were_written():
    value, _ = check("- id: a\n  size: 2\n")
    assert (value[0]._marks[None].line, value[0]._marks[None].col) == (1, 3)
    assert (value[0]._marks["size"].line, value[0]._marks["size"].col) == (2, 9)


def test_an_unknown_key_is_reported_at_its_line_and_column_with_the_keys_expected():
    _, problems = check("- id: a\n  size: 2\n  colour: red\n")
    assert problems == ["f.yaml:3:3: [0].colour: unknown key 'colour' "
                        "(expected one of: id, size, kind, open, shape, tags)"]


def test_a_missing_key_is_reported_at_the_mapping_that_lacks_it():
    _, problems = check("- id: a\n")
    assert problems == ["f.yaml:1:3: [0].size: missing key 'size'"]


def test_a_wrong_type_says_what_was_found_and_what_was_expected():
    _, problems = check("- {id: a, size: big}\n")
    assert problems == ["f.yaml:1:17: [0].size: expected a whole number >= 1, found string 'big'"]


def test_a_number_below_its_bound_is_refused_with_the_bound_in_words():
    _, problems = check("- {id: a, size: 0}\n")
    assert problems == ["f.yaml:1:17: [0].size: expected a whole number >= 1, found number 0"]


def test_a_bad_enum_value_lists_the_allowed_values_in_their_declared_order():
    _, problems = check("- {id: a, size: 1, kind: lake}\n")
    assert problems == ["f.yaml:1:26: [0].kind: expected one of room, moat, found string 'lake'"]


def test_an_empty_name_is_refused():
    _, problems = check("- {id: '  ', size: 1}\n")
    assert problems == ["f.yaml:1:8: [0].id: expected a string, found string '  '"]


def test_a_two_point_polygon_is_refused():
    _, problems = check("- {id: a, size: 1, shape: [[0, 0], [1, 1]]}\n")
    assert problems == ["f.yaml:1:27: [0].shape: a polygon needs at least 3 points, found 2"]


def test_a_self_intersecting_polygon_is_refused():
    _, problems = check("- {id: a, size: 1, shape: [[0, 0], [2, 2], [2, 0], [0, 2]]}\n")
    assert problems == ["f.yaml:1:27: [0].shape: polygon is self-intersecting: edge 0 crosses edge 2"]


def test_a_polygon_inside_a_model_annotated_by_strings_is_still_checked():
    _, problems = check("zones:\n  - {id: a, size: 1, shape: [[0, 0], [2, 2], [2, 0], [0, 2]]}\n", Floor)
    assert problems == ["f.yaml:2:29: zones[0].shape: polygon is self-intersecting: edge 0 crosses edge 2"]


def test_only_models_holding_a_checked_type_are_walked_for_checks_after_loading():
    assert wording.declares_checks(Floor) and wording.declares_checks(ListOf(Zone))
    assert not wording.declares_checks(Door)


def test_a_duplicate_mapping_key_is_reported_not_silently_overwritten():
    _, problems = check("a: 1\na: 2\n", dict[str, int])
    assert problems == ["f.yaml:2:1: a: duplicate key 'a' (first at line 1)"]


def test_duplicate_ids_in_a_list_point_at_the_second_one():
    value, _ = check("- {id: a, size: 1}\n- {id: a, size: 2}\n")
    ctx = Ctx("f.yaml")
    check_unique(ctx, value, "id", "zones")
    assert [str(p) for p in ctx.problems] == ["f.yaml:2:8: zones[1].id: duplicate id 'a' (first at line 1)"]


def test_a_float_accepts_whole_numbers_but_not_booleans():
    assert check("3", float)[0] == 3.0
    assert check("true", float)[1] == ["f.yaml:1:1: expected a number, found boolean true"]


def test_a_list_shorter_than_its_minimum_says_how_many_it_found():
    assert check("[1, 2]", ListOf(int, min=3))[1] == ["f.yaml:1:1: expected at least 3 items, found 2"]


def test_a_key_renamed_from_a_python_keyword_is_read_and_reported_by_its_yaml_name():
    value, problems = check("{from: hall}", Door)
    assert problems == [] and value.source == "hall"
    assert check("{from: hall, width: 0.1}", Door)[1] == ["f.yaml:1:21: width: expected a number >= 0.5, found number 0.1"]


def test_every_problem_in_a_file_is_reported_not_only_the_first():
    _, problems = check("- {id: a, size: 0}\n- {id: b, size: 1, kind: x}\n")
    assert len(problems) == 2


def test_a_part_of_a_file_converts_on_its_own_at_its_own_positions():
    ctx = Ctx("f.yaml")
    src = Source(compose_text("top:\n  zone: {id: a, size: x}\n", "f.yaml"), ctx)
    assert convert(src, Zone, ("top", "zone")) is None
    assert [str(p) for p in ctx.problems] == ["f.yaml:2:23: top.zone.size: expected a whole number >= 1, found string 'x'"]


def test_a_yaml_syntax_error_becomes_a_data_error_with_a_position():
    with pytest.raises(DataError) as err:
        compose_text("a: [1, 2\n", "f.yaml")
    assert str(err.value.problems[0]).startswith("f.yaml:2:1: YAML syntax:")
