"""Each figure on the Mice table carries its own mark, so colour is never the only difference between two figures
(issue 17): Prince Collin, Sister Clove and Captain Vast do not all read "C"."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.ui import fonts  # noqa: E402
from rulesets.mice_and_mystics import story  # noqa: E402
from scenes.mice_and_mystics import play, play_draw  # noqa: E402


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def _marks(view) -> dict:
    """{figure: the text drawn on its token} for every figure of `view`, each drawn alone."""
    out = {}
    for key in [("mouse", m["hero"]) for m in view["mice"]] + [("minion", m["label"]) for m in view["minions"]]:
        with fonts.recording() as drawn:
            play_draw.draw_figures(pygame.Surface((200, 200)), view, {key: ((100, 100), 24)}, {})
        out[key] = next(d.text for d in drawn if d.kind == "figure" and d.text)
    return out


def test_every_mouse_a_boss_and_brodie_carry_marks_no_two_alike():
    session = play.new_session({"players": 1, "chapter": "cooks_larder"}, 3, autosave=False)
    view = session.view(0)
    heroes = [h.id for h in story.heroes_book().heroes]        # all six (M-G.2)
    mice = [dict(view["mice"][0], hero=h) for h in heroes]
    minions = [{"label": f"{kind} 1", "kind": kind, "place": [0, "s1"]} for kind in ("captain_vast", "brodie")]
    marks = _marks(dict(view, mice=mice, minions=minions))
    assert {"clove", "collin"} <= {key[1] for key in marks}
    assert len({text.lower() for text in marks.values()}) == len(marks), marks
