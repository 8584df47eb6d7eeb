"""Ghost Stories rules data (ghosts, villagers, setup YAML): shipped files load, bad files are refused
with file:line:col problems."""
import pytest

from engine.data.problems import DataError
from engine.data.registry import load_file
from rulesets.ghost_stories import cards_data


def test_shipped_rules_yaml_files_load_and_compile():
    t = cards_data.tables()
    assert t.n_regular == 60 and len(t.card_id) == 70 and len(t.villager_family) == 24


def test_G_G_1_each_colour_has_twelve_ghosts_with_the_authored_requirements():
    t = cards_data.tables()
    for colour in range(5):
        reqs = sorted(t.req[c][colour] for c in range(t.n_regular) if t.colour[c] == colour)
        assert reqs == [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3]   # the rebalanced authored deck (ghosts.yaml)


def test_G_G_5_families_hold_twenty_four_villagers():
    t = cards_data.tables()
    assert sum(t.family_size) == 24 and len(t.family_id) == 12


def _bad(tmp_path, name, text, kind):
    p = tmp_path / name
    p.write_text(text)
    with pytest.raises(DataError) as err:
        load_file(str(p), kind)
    return [str(pr) for pr in err.value.problems]


def test_an_unknown_ghost_effect_is_reported_with_its_line(tmp_path):
    probs = _bad(tmp_path, "g.yaml", "kind: gs_ghosts\nghosts:\n  - {id: a, name: {en: A, zh-Hant: A, zh-Hans: A}, colour: red, requirement: 1,\n"
                                     "     entry: [{effect: explode}]}\nwu_fengs:\n  - {id: w, name: {en: W, zh-Hant: W, zh-Hans: W}, "
                                     "requirement: {black: 3}}\n", "gs_ghosts")
    assert any(":4:" in p and "ghosts[0].entry[0].effect" in p and "explode" in p for p in probs)


def test_a_duplicate_ghost_id_is_reported(tmp_path):
    probs = _bad(tmp_path, "g.yaml", "kind: gs_ghosts\nghosts:\n  - {id: a, name: {en: A, zh-Hant: A, zh-Hans: A}, colour: red, requirement: 1}\n"
                                     "  - {id: a, name: {en: B, zh-Hant: B, zh-Hans: B}, colour: red, requirement: 2}\nwu_fengs:\n"
                                     "  - {id: w, name: {en: W, zh-Hant: W, zh-Hans: W}, requirement: {black: 3}}\n", "gs_ghosts")
    assert any(":4:" in p and "duplicate id 'a'" in p for p in probs)


def test_a_wu_feng_requirement_in_an_unknown_colour_is_reported(tmp_path):
    probs = _bad(tmp_path, "g.yaml", "kind: gs_ghosts\nghosts:\n  - {id: a, name: {en: A, zh-Hant: A, zh-Hans: A}, colour: red, requirement: 1}\n"
                                     "wu_fengs:\n  - {id: w, name: {en: W, zh-Hant: W, zh-Hans: W}, requirement: {purple: 3}}\n", "gs_ghosts")
    assert any(":5:" in p and "unknown colour 'purple'" in p for p in probs)


def test_families_that_do_not_make_twenty_four_villagers_are_refused(tmp_path):
    probs = _bad(tmp_path, "v.yaml", "kind: gs_villagers\nfamilies:\n  - {id: long, size: 1, curse: {effect: "
                                     "lose_qi}, reward: {effect: share_qi, n: 3}}\n", "gs_villagers")
    assert any("24 villagers" in p for p in probs)


def test_a_setup_file_missing_a_key_is_refused(tmp_path):
    text = open(cards_data.SETUP_FILE).read().replace("wu_feng_spacing: 10\n", "")
    probs = _bad(tmp_path, "s.yaml", text, "gs_setup")
    assert any("missing key 'wu_feng_spacing'" in p for p in probs)


def test_a_ghost_name_missing_a_language_is_reported_at_its_place_not_left_blank_on_screen(tmp_path):
    probs = _bad(tmp_path, "g.yaml", "kind: gs_ghosts\nghosts:\n  - {id: a, name: {en: A, zh-Hant: 甲}, colour: red, requirement: 1}\n"
                                     "wu_fengs:\n  - {id: w, name: {en: W, zh-Hant: 王, zh-Hans: 王}, requirement: {black: 3}}\n", "gs_ghosts")
    assert any(":3:" in p and "zh-Hans" in p for p in probs)
