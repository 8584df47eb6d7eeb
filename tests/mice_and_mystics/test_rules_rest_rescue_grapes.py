"""Rest never heals poison (M-17.5), a rescued mouse never lands on a full space (M-16.2), and a smashed grape hits
the mice standing where it lands as well as the minions (M-18.5)."""
from engine.rules.rng import Rng
from rulesets.mice_and_mystics.rules import events, flow, grapes
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def test_M_17_5_a_quiet_corner_heals_damage_but_never_poison():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s14"]})
    collin, wren = st.mouse(s, "collin"), st.mouse(s, "wren")
    collin["damage"], collin["poison"] = 2, 2          # all of it poison
    wren["damage"], wren["poison"] = 2, 0
    events.resolve(s, "A Quiet Corner", "collin")      # rest: up to 1 damage each, in the room
    assert (collin["damage"], wren["damage"]) == (2, 1)


def test_M_16_2_a_rescued_mouse_is_never_offered_a_full_space():
    s = arrange(chapter(), {"wren": [GUARD, "s10"], "collin": None}, turn_of="wren",
                minions=[("spider", GUARD, "s5")])     # a large figure fills its space (M-6.3)
    places = flow.rescue_places(s, "collin")
    assert [GUARD, "s10"] in places and [GUARD, "s6"] in places
    assert [GUARD, "s5"] not in places


def test_M_18_5_a_smashed_grape_hits_the_mice_standing_where_it_lands_too():
    hurt = []
    for seed in range(200):
        s = arrange(chapter(), {"collin": [GUARD, "s10"]})
        s.search_deck.remove("Grapes")
        s.rng = Rng(seed)
        grapes.land(s, {"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s10"]}, "a test")
        if "Grapes" in s.search_deck:                  # smashed: the card goes back
            hurt.append(st.mouse(s, "collin")["damage"])
    assert hurt and max(hurt) == 1 and min(hurt) == 0  # one hit each time, sometimes blocked
