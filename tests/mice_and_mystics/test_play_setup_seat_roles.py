"""The setup's name column says which mice each seat runs, in the language of the table (M-3.1, issue 17)."""
from engine import i18n
from scenes.mice_and_mystics.play import seat_roles


def test_one_player_runs_all_four_mice_and_chinese_reads_four_mice_not_four_people():
    i18n.set_language("zh-Hans")
    assert [i18n.render(r) for r in seat_roles({"players": 1, "chapter": "down_the_drain"})] == ["全部 4 只侠鼠"]


def test_one_player_runs_all_four_mice_in_english():
    assert seat_roles({"players": 1, "chapter": "down_the_drain"}) == ["All 4 mice"]
