"""What the Mice screens say in the language of the table: the setup's name column (M-3.1) and the dice (issue 17)."""
from engine import i18n
from scenes.mice_and_mystics.play import seat_roles


def test_one_player_runs_all_four_mice_and_chinese_reads_four_mice_not_four_people():
    i18n.set_language("zh-Hans")
    assert [i18n.render(r) for r in seat_roles({"players": 1, "chapter": "down_the_drain"})] == ["全部 4 只侠鼠"]


def test_one_player_runs_all_four_mice_in_english():
    assert seat_roles({"players": 1, "chapter": "down_the_drain"}) == ["All 4 mice"]


def test_M_7_3_a_sword_rolled_reads_as_the_glossarys_sword_not_ninjas_sword_guard():
    """The action die's sword face is 剑 (glossary 劍), not 持剑 ('sword-carrying', Ninja's guards)."""
    from rulesets.mice_and_mystics.rules import dice
    i18n.set_language("zh-Hans")
    assert i18n.render(dice.words([1, 4])) == "剑、剑盾"
