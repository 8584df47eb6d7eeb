"""Malformed Mice and Mystics chapter, hero, minion, search card and encounter files are refused by `lantern
validate` with file:line:col, the key path and what is wrong (never a traceback); a chapter naming a tile, space,
hero, minion or card that does not exist is refused by that name (M-G.1)."""
import os

import pytest

import cli
import rulesets.mice_and_mystics.data  # noqa: F401  (registers the Mice kinds)
from engine.data import DataError, load_file
from engine.data.registry import display_name
from tests import FIXTURES

BAD = os.path.join(FIXTURES, "bad", "mice_and_mystics_story")

# "…" in a message stands for the part that grows with the rules (the keywords a file may use)
CASES = {
    'chapter_end_marker_off_the_track.yaml': [
        '9:18: end_marker_page: expected a whole number >= 2 and <= 10, found number 12'],
    'chapter_hero_twice.yaml': [
        '10:7: mice: a hero can be in the chapter only once'],
    'chapter_missing_card.yaml': [
        "16:17: encounter_deck[1]: no encounter card named 'golden_cheese'"],
    'chapter_missing_space.yaml': [
        "12:31: mice_start[0].space: face guard_room has no space 's99'"],
    'chapter_missing_tile.yaml': [
        "13:12: mice_start[1].face: no face 'attic' on this chapter's board"],
    'chapter_missing_victory.yaml': [
        "1:1: victory: missing key 'victory'"],
    'chapter_unknown_condition.yaml': [
        "18:12: victory[0].when: expected one of all_minions_defeated, …, found string 'mice_are_happy'"],
    'chapter_unknown_hero.yaml': [
        "10:7: mice[1]: no hero named 'nobody' (heroes: clove, collin, hask, mirela, tobias, wren)"],
    'chapter_unknown_layout.yaml': [
        "8:9: layout: no layout named 'the_moon' in data/layouts"],
    'chapter_unknown_minion.yaml': [
        "15:14: minions_start[0].minion: no minion named 'weasel'"],
    'encounters_unknown_heading.yaml': [
        "4:46: cards[0].heading: expected one of none, …, found string 'party'"],
    'encounters_unknown_minion.yaml': [
        "4:66: cards[0].pages_3_5[1]: no minion named 'weasel'"],
    'heroes_duplicate_id.yaml': [
        "5:10: heroes[1].id: duplicate id 'collin' (first at line 4)"],
    'heroes_gear_of_no_kind.yaml': [
        "13:65: heroes[0].gear[0].kind: expected one of melee, …, found string 'laser'"],
    'heroes_no_health.yaml': [
        '4:149: heroes[0].health: expected a whole number >= 1 and <= 12, found number 0'],
    'heroes_unknown_class.yaml': [
        "4:99: heroes[0].classes[1]: expected one of leader, …, found string 'pirate'"],
    'minions_battle_in_words.yaml': [
        "4:84: minions[0].battle: expected a whole number >= 0 and <= 8, found string 'two'"],
    'minions_duplicate_id.yaml': [
        "5:10: minions[1].id: duplicate id 'rat' (first at line 4)"],
    'minions_unknown_size.yaml': [
        "4:105: minions[0].size: expected one of small, …, found string 'huge'"],
    'search_cards_duplicate_name.yaml': [
        "5:12: cards[1].name: duplicate id 'Needle Sword' (first at line 4)"],
    'search_cards_none_of_them.yaml': [
        '4:85: cards[0].count: expected a whole number >= 1 and <= 20, found number 0'],
    'search_cards_scroll_without_effect.yaml': [
        '4:74: cards[0].effect: a scroll needs an effect (one of heal, …)'],
    'search_cards_effect_on_a_weapon.yaml': [
        '4:137: cards[0].effect: only scrolls and tricks have an effect, not a weapon'],
    'search_cards_unknown_effect.yaml': [
        "3:90: cards[0].effect: expected one of , heal, …, found string 'teleport'"],
    'abilities_unknown_effect.yaml': [
        "3:104: abilities[0].effect: expected one of heal, …, found string 'teleport'"],
    'search_cards_unknown_kind.yaml': [
        "5:69: cards[1].kind: expected one of weapon, …, found string 'vegetable'"],
}
KINDS = ("chapter", "heroes", "minions", "search_cards", "encounters")


def test_every_story_bad_fixture_has_a_case_and_every_kind_of_file_has_fixtures():
    assert sorted(os.listdir(BAD)) == sorted(CASES)
    assert all(sum(name.startswith(kind) for name in CASES) >= 2 for kind in KINDS)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_malformed_story_file_reports_file_line_column_and_what_is_wrong(name):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as err:
        load_file(path)
    got = [str(p) for p in err.value.problems]
    assert len(got) == len(CASES[name])
    for problem, line in zip(got, CASES[name]):
        head, _, tail = f"{display_name(path)}:{line}".partition("…")   # "…": a list the rules may grow
        assert problem.startswith(head) and problem.endswith(tail), problem


@pytest.mark.parametrize("name, words", [
    ("chapter_missing_tile.yaml", "'attic'"), ("chapter_missing_space.yaml", "'s99'"),
    ("chapter_missing_card.yaml", "'golden_cheese'"), ("chapter_unknown_hero.yaml", "'nobody'"),
    ("chapter_unknown_minion.yaml", "'weasel'"), ("chapter_unknown_layout.yaml", "'the_moon'"),
])
def test_a_chapter_naming_something_that_does_not_exist_is_refused_by_that_name(name, words):
    with pytest.raises(DataError) as err:
        load_file(os.path.join(BAD, name))
    assert words in str(err.value.problems[0])


def test_lantern_validate_refuses_each_broken_story_file_with_exit_1_and_no_traceback(capsys):
    assert cli.main(["validate", BAD]) == 1
    out = capsys.readouterr()
    lines = out.out.splitlines() + out.err.splitlines()
    assert "Traceback" not in out.out + out.err
    for name in CASES:
        assert any(line.startswith(display_name(os.path.join(BAD, name)) + ":") for line in lines), name
