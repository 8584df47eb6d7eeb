"""A newcomer choosing, learning or using an ability reads what it does on the button's tooltip (M-5.4, M-10.3),
not the button's own words again."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from engine.ui.app import App  # noqa: E402
from rulesets.mice_and_mystics import story  # noqa: E402
from scenes.mice_and_mystics import play  # noqa: E402


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def test_the_opening_ability_buttons_say_what_each_ability_does_m5_4():
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, 3, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    offered = [a for a in scene.legal if a[0] == "take_ability"]
    assert offered
    tips = {b.text: b.tooltip for b in scene.choices.buttons}
    for action in offered:
        ability = story.ability(action[1])
        tip = tips[scene.board.label(scene.view, action)]
        assert ability.text in tip and tip.startswith(ability.name)
