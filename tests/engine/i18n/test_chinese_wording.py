"""Chinese wording players tripped over (issue 17): a draw is 平局 in zh-Hans, Ghost Stories spends Tao tokens
(支付/花费, not 为…付费), Ninja's zones name their direction in brackets, the secret Lone Wolf option says what it
does (N-23.1a)."""
import glob
import re

import pytest
import yaml

from engine import i18n

LOCALE = "engine/i18n/locale"
CJK = "[\u3400-\u9fff]"


def catalog_words(folder: str, domain: str = "*") -> str:
    return "".join(open(p, encoding="utf-8").read() for p in glob.glob(f"{LOCALE}/{folder}/LC_MESSAGES/{domain}.po"))


def test_a_draw_and_a_tie_are_not_worded_pingshou_in_simplified_chinese():
    assert "平手" not in catalog_words("zh_Hans")


@pytest.mark.parametrize("folder", ["zh_Hant", "zh_Hans"])
def test_ghost_stories_spends_tao_tokens_rather_than_paying_a_fee(folder):
    assert not re.search("付费|付費", catalog_words(folder, "ghost_stories"))


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_a_ninja_zone_and_its_direction_read_as_one_name_with_the_direction_in_brackets(lang):
    zones = yaml.safe_load(open("rulesets/ninja/data/fortress.yaml", encoding="utf-8"))["zones"]
    names = [z["name"][lang] for z in zones if isinstance(z.get("name"), dict) and lang in z["name"]]
    assert "外护城河（北北东）" in names or "外護城河（北北東）" in names
    assert [n for n in names if re.search(f"{CJK} {CJK}", n)] == []


@pytest.mark.parametrize("lang, figures", [("zh-Hant", ("忍者", "叛徒")), ("zh-Hans", ("忍者", "叛徒"))])
def test_the_secret_lone_wolf_option_names_the_ninja_and_the_traitor(lang, figures):
    from rulesets.ninja.rules import INFO
    choice = next(c for c in INFO.choices if c.key == "lone_wolf_secret")
    try:
        i18n.set_language(lang)
        words = i18n.render(choice.label)
    finally:
        i18n.set_language("en")
    assert all(f in words for f in figures) and "谁在行动保密" not in words, words
