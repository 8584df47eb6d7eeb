"""The data hash a save records covers what the rules read from a game's data, not the translations of its authored
texts: a better Chinese word never makes a player's save or a golden replay refuse to open."""
import dataclasses
import os
import re
import shutil

import pytest

from engine.rules import saves
from rulesets._template import rules as toy_ruleset
from tests.conformance.rulesets import RULESETS

WITH_DATA = [m for m in RULESETS if m.INFO.data_files]
TOY = """\
zones:
  - id: tea_house
    name: {en: "Tea House", zh-Hant: "供養茶館", zh-Hans: "供养茶馆"}
    cost: 2
  - id: moat
    name:
      en: Outer Moat NE
      zh-Hant: 外護城河 東北
      zh-Hans: 外护城河 东北
    cost: 1
"""


@pytest.fixture
def toy(tmp_path, monkeypatch):
    """A toy ruleset whose data is one YAML file, and a way to edit that file."""
    path = tmp_path / "data.yaml"
    path.write_text(TOY, encoding="utf-8")
    monkeypatch.setattr(toy_ruleset, "INFO", dataclasses.replace(toy_ruleset.INFO, data_files=(str(path),)))

    def edited(old, new):
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new), encoding="utf-8")
        return saves.data_hash(toy_ruleset)
    return edited


def test_changing_a_zh_hant_or_zh_hans_word_keeps_the_data_hash(toy):
    first = saves.data_hash(toy_ruleset)
    assert toy("外護城河 東北", "外護城河（東北）") == first       # a block-style text
    assert toy("供养茶馆", "供养的茶馆") == first                  # a flow-style one
    assert toy("  - id: moat", "# the moat\n  - id: moat") == first   # a comment is no data either


def test_changing_a_rule_relevant_value_changes_the_data_hash(toy):
    first = saves.data_hash(toy_ruleset)
    second = toy("cost: 2", "cost: 3")
    assert second != first
    assert toy("id: moat", "id: outer_moat") not in (first, second)


def test_changing_the_english_of_a_text_changes_the_data_hash(toy):
    # the rules, the state and the bots keep the English (engine.data.Words.english): it is game data
    first = saves.data_hash(toy_ruleset)
    assert toy('en: "Tea House"', 'en: "Teahouse"') != first


def _copy_data(module, into):
    """The module's data files copied under `into`, named as the hash names them (a folder by its own name)."""
    copies = []
    for i, path in enumerate(module.INFO.data_files):
        target = into / str(i) / os.path.basename(path)
        if os.path.isdir(path):
            shutil.copytree(path, target)
        else:
            target.parent.mkdir(parents=True)
            shutil.copyfile(path, target)
        copies.append(str(target))
    return tuple(copies)


TRANSLATION = re.compile(r'(zh-Han[st]: *"?)([^"\n,}]+)')
NUMBER = re.compile(r"(\w: )(\d+)\b")


@pytest.mark.parametrize("module", WITH_DATA, ids=[m.INFO.id for m in WITH_DATA])
def test_every_games_data_hash_ignores_its_translations_and_not_its_numbers(module, tmp_path, monkeypatch):
    real = saves.data_hash(module)
    copies = _copy_data(module, tmp_path)
    monkeypatch.setattr(module, "INFO", dataclasses.replace(module.INFO, data_files=copies))
    assert saves.data_hash(module) == real
    yaml_files = [os.path.join(folder, name) for copy in copies
                  for folder, _dirs, names in (os.walk(copy) if os.path.isdir(copy) else [(os.path.dirname(copy), [],
                                                                                          [os.path.basename(copy)])])
                  for name in names if name.endswith((".yaml", ".yml"))]
    translated = 0
    for path in yaml_files:    # every Chinese word of every data file changed
        text = open(path, encoding="utf-8").read()
        changed, count = TRANSLATION.subn(lambda m: m.group(1) + "改" + m.group(2), text)
        translated += count
        open(path, "w", encoding="utf-8").write(changed)
    assert translated > 0
    assert saves.data_hash(module) == real
    path, lines, i = next((p, lines, i) for p in yaml_files
                          for lines in [open(p, encoding="utf-8").read().split("\n")]
                          for i, line in enumerate(lines) if NUMBER.search(line.split("#")[0]))
    lines[i] = NUMBER.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + 1}", lines[i].split("#")[0], count=1)
    open(path, "w", encoding="utf-8").write("\n".join(lines))   # one number of the rules' one higher
    assert saves.data_hash(module) != real


def test_a_golden_replay_still_opens_strictly_after_a_zone_name_is_translated_anew(tmp_path, monkeypatch):
    from rulesets.ninja import rules as ninja
    from tests import ROOT
    copies = _copy_data(ninja, tmp_path)
    fortress = next(p for p in copies if p.endswith("fortress.yaml"))
    text = open(fortress, encoding="utf-8").read()
    assert "外護城河（東北）" in text
    open(fortress, "w", encoding="utf-8").write(text.replace("外護城河（東北）", "外護城河東北段"))
    monkeypatch.setattr(ninja, "INFO", dataclasses.replace(ninja.INFO, data_files=copies))
    golden = os.path.join(ROOT, "tests", "ninja", "golden", "ninja_two_players_random.json")
    assert saves.load(golden, ninja, strict=True).is_over


def test_a_mapping_that_holds_an_en_key_among_other_keys_is_data_not_a_text(toy):
    # {en: …, cost: 2} is not a translated text: its other values count
    first = toy("    cost: 2", "    cost: {en: x, amount: 2}")
    assert toy("amount: 2", "amount: 3") != first


def test_a_yaml_file_that_does_not_parse_is_hashed_by_its_bytes(toy):
    first = toy("zones:", "zones: [unclosed")
    assert toy("cost: 2", "cost: 3") != first


def test_a_missing_file_and_an_empty_one_hash_apart(tmp_path):
    from engine.rules.save_hashes import _files_digest
    empty = tmp_path / "empty.py"
    empty.write_bytes(b"")
    assert _files_digest([("a.py", str(tmp_path / "gone.py"))]) != _files_digest([("a.py", str(empty))])


NAMES = [f"{chr(ord('a') + (7 * i) % 26)}{i}" for i in range(24)]     # made in an order the walk need not keep


def test_a_data_folders_files_are_hashed_in_name_order_whatever_order_the_disk_lists_them(tmp_path):
    from engine.rules.save_hashes import _data_files
    for name in NAMES:
        (tmp_path / "data" / name).mkdir(parents=True)
        (tmp_path / "data" / name / "x.yaml").write_text("a: 1\n")
    found = [name for name, _path in _data_files([str(tmp_path / "data")])]
    assert found == sorted(found) and len(found) == len(NAMES)


def test_the_rules_hash_reads_the_whole_game_package_in_name_order_not_only_its_rules_folder(tmp_path, monkeypatch):
    import types

    from engine.rules.save_hashes import _rules_sources
    game = tmp_path / "game"
    for name in NAMES:
        (game / name).mkdir(parents=True)
        (game / name / "part.py").write_text("")
    (game / "rules").mkdir()
    (game / "rules" / "__init__.py").write_text("")
    module = types.ModuleType("toy_game_rules")
    module.__file__ = str(game / "rules" / "__init__.py")
    found = _rules_sources(module)[:-1]            # the last one is the seeded RNG's source
    assert str(game / NAMES[0] / "part.py") in found and str(game / "rules" / "__init__.py") in found
    assert found == sorted(found, key=lambda p: os.path.relpath(p, game).split(os.sep))
