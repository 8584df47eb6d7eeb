"""The fast YAML loader (libyaml with a lean tag resolver) reads every value as PyYAML's own
loaders do and keeps every position; without libyaml the pure-Python loader reads the same."""
import glob
import os

import pytest
import yaml

from engine.data import yamlsource
from engine.data.context import Ctx
from engine.data.plain import Source
from tests import ROOT

TRICKY = """\
plain: 12
quoted: "12"
single: '12'
octal: 012
hex: 0x1F
negative: -3
float: 1.5
nothing: ~
empty:
empty_quoted: ""
yes_word: yes
bool: true
date: 2001-12-14
tagged: !!str 5
bare_tag: ! 4
literal: |
  two
  lines
folded: >
  one
  line
list: [1, "1", x, 1.0]
map: {a: 1, "b": two}
"""


def values_and_positions(text: str, loader) -> list:
    """Each scalar's value (as PyYAML constructs it) with its line and column."""
    root = yaml.compose(text, Loader=loader)
    out = []

    def walk(node):
        if isinstance(node, yaml.ScalarNode):
            out.append((node.start_mark.line, node.start_mark.column, repr(yamlsource.scalar_value(node))))
        elif isinstance(node, yaml.SequenceNode):
            for child in node.value:
                walk(child)
        else:
            for key, value in node.value:
                walk(key)
                walk(value)
    walk(root)
    return out


@pytest.mark.skipif(not yaml.__with_libyaml__, reason="libyaml is not installed here")
def test_the_lean_resolver_gives_the_values_of_libyamls_own():
    reference = yaml.load(TRICKY, Loader=yaml.CSafeLoader)
    assert Source(yamlsource.compose_text(TRICKY, "t.yaml"), Ctx("t.yaml")).data == reference


def test_the_pure_python_loader_reads_every_value_where_the_fast_one_does():
    files = sorted(glob.glob(os.path.join(ROOT, "rulesets", "*", "data", "**", "*.yaml"), recursive=True))
    assert files
    for path in files + [None]:
        text = TRICKY if path is None else open(path, encoding="utf-8").read()
        fast = values_and_positions(text, yamlsource._FAST_LOADER)
        pure = values_and_positions(text, yaml.SafeLoader)
        assert fast == pure, path


@pytest.mark.skipif(not yaml.__with_libyaml__, reason="libyaml is not installed here")
def test_a_text_read_again_gets_the_tag_remembered_from_its_first_reading():
    reference = yaml.load(TRICKY, Loader=yaml.CSafeLoader)
    yamlsource._PLAIN_TAGS.clear()
    first = Source(yamlsource.compose_text(TRICKY, "t.yaml"), Ctx("t.yaml")).data
    assert yamlsource._PLAIN_TAGS["012"] == "tag:yaml.org,2002:int"
    second = Source(yamlsource.compose_text(TRICKY, "t.yaml"), Ctx("t.yaml")).data
    assert first == second == reference


def test_a_long_plain_text_is_not_remembered():
    long_text = "x" * (yamlsource._PLAIN_TAG_TEXT_MAX + 1)
    yamlsource.compose_text(f"a: {long_text}\n", "t.yaml")
    assert long_text not in yamlsource._PLAIN_TAGS


@pytest.mark.parametrize("raw", ["1.5", "-0.75", "-0.0", "0.1", "3.", ".5", "-.5", "007.5", "1_0.5", "1e3", "1.5.2", "-"])
def test_a_plain_decimal_reads_as_the_yaml_constructor_reads_it(raw):
    node = yaml.ScalarNode("tag:yaml.org,2002:float", raw)
    try:
        expected = repr(yaml.constructor.SafeConstructor().construct_yaml_float(node))
    except ValueError:
        expected = "Unreadable"
    assert repr(yamlsource.scalar_value(node)).startswith(expected)
