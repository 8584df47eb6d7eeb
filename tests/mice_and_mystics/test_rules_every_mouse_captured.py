"""When every mouse is captured the chapter is lost (M-16, M-19.2): in the chapter's own words where it names that
defeat, else 'Every mouse is captured' — never an initiative track left turning with nobody to play it."""
import msgspec

from engine import i18n
from rulesets.mice_and_mystics import rules, story
from rulesets.mice_and_mystics.rules import cycle, said


def _all_captured(chapter):
    s = rules.setup({"players": 1, "chapter": chapter}, 3)
    for mouse in s.mice:
        mouse["place"] = None
    s.turn = s.decision = None
    return s


def test_M_19_2_every_mouse_captured_loses_in_the_chapters_own_defeat_words():
    s = _all_captured("down_the_drain")       # its defeat: 4 mice captured at once
    cycle.run(s)
    assert s.result == "loss"
    assert i18n.english(said.worded(s.result_reason)) == "4 mice are captured at once"


def test_M_16_every_mouse_captured_loses_even_where_the_chapter_names_no_such_defeat(monkeypatch):
    chapter = story.chapter("down_the_drain")
    monkeypatch.setattr(story, "chapter", lambda _id: msgspec.structs.replace(chapter, defeat=[]))
    s = _all_captured("down_the_drain")
    cycle.run(s)
    assert (s.result, s.result_reason) == ("loss", "Every mouse is captured")
