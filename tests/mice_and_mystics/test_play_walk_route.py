"""The play screen's walk to a far space (the board's route hook, M-6.1) uses the crossings the rules allow: a
levitation scroll over red lines and pipe gaps (M-6.6), the fishhook and line between its two spaces (M-18.2).
Every step of the route is then accepted by the rules."""
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st
from scenes.mice_and_mystics import play_words as pw
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter

LAB = 1     # the Cat Walk's Alchemy Lab: a red line parts s9 from s13


def _walk(s, target):
    route = pw.route_to(R.view(s, 0), target)
    for action in route:
        R.apply(s, action)
    return route


def test_M_6_6_a_levitating_mouse_walks_to_a_far_space_over_the_red_line():
    s = arrange(chapter(name="cat_walk"), {"mirela": [LAB, "s9"]}, turn_of="mirela", movement=2)
    s.turn["levitating"] = True
    far = "s17"         # 2 over the red line, 3 round it
    assert _walk(s, far) == [("step", "s13"), ("step", far)]
    assert st.mouse(s, "mirela")["place"] == [LAB, far]


def test_M_18_2_a_mouse_walks_to_a_far_space_over_the_fishhook_and_line():
    s = arrange(chapter(), {"collin": [GUARD, "s4"]}, movement=2)
    s.search_deck.remove("Fishhook and Line")
    s.team_storage.append("Fishhook and Line")
    s.tiles[GUARD]["face"] = "pipes"
    R.apply(s, ("place", "fishhook", "s5"))
    far = "s6"          # 2 along the line, 4 round the gap
    assert _walk(s, far) == [("step", "s5"), ("step", far)]
    assert st.mouse(s, "collin")["place"] == [GUARD, far]
