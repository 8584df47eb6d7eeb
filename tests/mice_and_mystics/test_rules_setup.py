"""Mice and Mystics setup and story data: heroes, the chapter file, initiative, the story board (M-3, M-G.1, M-G.2)."""
import os

import pytest

from engine.data import DataError, load_file
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from tests.mice_and_mystics.mice_rules_kit import GUARD, chapter, place


def test_M_G_2_prince_collin_has_the_authored_stats_and_starting_gear():
    collin = story.hero("collin")
    assert (collin.battle, collin.defense, collin.lore, collin.move, collin.health) == (2, 2, 1, 2, 6)
    assert [(g.name, g.kind, g.bonus) for g in collin.gear] == [("Sword", "melee", 1), ("Shield", "armour", 1)]
    assert len(story.heroes_book().heroes) == 6


def test_M_G_3_the_minions_played_so_far_have_the_authored_numbers():
    assert [(m.id, m.battle, m.defense, m.health, m.attack) for m in story.minions_book().minions] == [
        ("rat", 2, 1, 1, "melee"), ("rat_archer", 2, 1, 1, "ranged"), ("elite_rat", 3, 2, 2, "melee"),
        ("rat_mystic", 2, 1, 1, "ranged"), ("roach", 1, 1, 1, "melee"), ("greedy_roach", 1, 1, 1, "melee"),
        ("spider", 3, 2, 5, "melee"), ("centipede", 3, 2, 4, "melee"), ("captain_vast", 4, 3, 4, "melee"),
        ("brodie", 4, 3, 8, "melee")]


def test_M_3_6_the_mice_and_minions_start_on_the_chapter_spaces():
    s = chapter()
    assert [place(s, h) for h in ("collin", "wren", "tobias", "clove")] == [
        [GUARD, "s15"], [GUARD, "s14"], [GUARD, "s10"], [GUARD, "s10"]]
    assert sorted(m["place"][1] for m in s.minions) == ["s12", "s7"]


def test_M_3_7_and_M_4_2_the_track_shuffles_every_mouse_card_with_the_starting_minion_card():
    cards = [tuple(c.items())[0] for c in chapter(seed=0).initiative]
    assert sorted(cards) == sorted([("mouse", h) for h in ("collin", "wren", "tobias", "clove")] + [("minion", "rat")])
    orders = {tuple(tuple(c.items())[0] for c in chapter(seed=k).initiative) for k in range(8)}
    assert len(orders) > 1


def test_M_3_8_the_hourglass_starts_on_page_1_with_the_end_marker_where_the_chapter_says():
    s = chapter()
    assert (s.hourglass, s.end_marker, s.cheese_wheel) == (1, 6, 0)
    assert len(s.search_deck) == sum(c.count for c in story.search_deck().cards)


def test_the_same_seed_sets_up_the_same_chapter_and_another_seed_may_not():
    assert R.state_hash(chapter(seed=3)) == R.state_hash(chapter(seed=3))
    assert len({R.state_hash(chapter(seed=k)) for k in range(5)}) > 1


def test_M_3_2_one_player_runs_all_four_mice_and_two_players_two_each():
    assert R.seat_name(chapter(players=1), 0) == "Prince Collin, Wren Ashwhisker, Tobias Brass and Sister Clove"
    two = chapter(players=2)
    assert R.seat_name(two, 0) == "Prince Collin and Tobias Brass"
    assert R.seat_name(two, 1) == "Wren Ashwhisker and Sister Clove"


def _write(tmp_path, text):
    path = os.path.join(tmp_path, "chapter.yaml")
    with open(path, "w") as fh:
        fh.write(text)
    return path


def _chapter_text(**changes):
    with open(os.path.join(story.CHAPTERS_DIR, "down_the_drain.yaml")) as fh:
        text = fh.read()
    for old, new in changes.items():
        assert old in text
        text = text.replace(old, new)
    return text


@pytest.mark.parametrize("old, new, line, words", [
    ("mice: [collin, wren, tobias, clove]", "mice: [collin, wren, tobias, nibbles]", 10, "no hero named 'nibbles'"),
    ("  - {face: guard_room, space: s14}", "  - {face: guard_room, space: s99}", 13, "has no space 's99'"),
    ("  - {minion: rat, face: guard_room, space: s7}", "  - {minion: cat, face: guard_room, space: s7}", 17,
     "no minion named 'cat'"),
    ("layout: down_the_drain", "layout: up_the_spout", 8, "no layout named 'up_the_spout'"),
    ("end_marker_page: 6", "end_marker_page: 60", 9, ""),
])
def test_M_G_1_a_chapter_naming_what_does_not_exist_is_refused_at_its_line(tmp_path, old, new, line, words):
    path = _write(tmp_path, _chapter_text(**{old: new}))
    with pytest.raises(DataError) as err:
        load_file(path, expect_kind="mice_chapter")
    text = str(err.value)
    assert f"chapter.yaml:{line}:" in text and words in text


def test_M_G_1_the_shipped_chapter_loads_without_a_problem():
    for path in story.chapter_files():
        assert load_file(path, expect_kind="mice_chapter").id


def test_an_unknown_chapter_in_the_config_is_refused_in_words():
    from engine.rules.api import ConfigError
    with pytest.raises(ConfigError):
        R.INFO.check_config({"players": 1, "chapter": "nowhere"})


def test_M_6_8_a_chapter_crowding_a_space_is_refused(monkeypatch):
    ch = story.chapter("down_the_drain")
    crowded = [type(ch.mice_start[0])(face="guard_room", space="s10")] * 4
    monkeypatch.setattr(ch, "mice_start", crowded)
    monkeypatch.setattr(ch, "minions_start", list(ch.minions_start) + [
        type(ch.minions_start[0])(minion="rat", face="guard_room", space="s10")])
    with pytest.raises(IllegalAction) as err:
        chapter()
    assert err.value.rule_id == "M-6.8"
