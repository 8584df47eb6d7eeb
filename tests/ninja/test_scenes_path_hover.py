"""The intruders' own path, hovered on their map: the zone they were placed in says so ('started here'), not
'turn 0', and a zone passed on several turns names them in the plural (N-11.4, issue 17)."""
from engine import i18n
from tests.engine.play.label_screens import SCREENS, shown


def _hover_lines(language):
    i18n.set_language(language)
    try:
        _app, scene = shown(SCREENS["ninja_intruders"], (1280, 800))
        view = scene.view
        out = {}
        for figure, me in view["intruder_secrets"]["figures"].items():
            for turn, zone, _note in me.get("path", []):
                out.setdefault(zone, i18n.render(scene.board.describe(view, zone)))
        return view, out
    finally:
        i18n.set_language("en")


def test_the_zone_an_intruder_was_placed_in_says_he_started_there_N_11_4():
    view, lines = _hover_lines("en")
    starts = {zone for me in view["intruder_secrets"]["figures"].values()
              for turn, zone, _ in me.get("path", []) if turn == 0}
    assert starts and all("started here" in lines[zone] for zone in starts)
    assert not any("turn 0" in text for text in lines.values())


def test_in_chinese_no_hover_names_a_turn_0():
    _view, lines = _hover_lines("zh-Hant")
    assert lines and not any("第 0 回合" in text for text in lines.values())
    assert any("出發" in text for text in lines.values())
