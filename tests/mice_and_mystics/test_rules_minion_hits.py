"""What minions' hits do besides damage (M-G.3, M-17): spiders web, centipedes poison, roaches steal cheese.
Prince Collin defends with 3 dice (Defense 2, shield +1); each sword-and-shield face (4) blocks a hit."""
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import hits, minion_turns
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter

NO_BLOCKS = (3, 3, 3)        # three bows: nothing blocked


def attacked_by(kind, faces, battle_dice=3):
    """Collin on s15 attacked by a `kind` next to him on s10, the dice showing `faces`."""
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[(kind, GUARD, "s10")], faces=faces)
    minion_turns.attack(s, s.minions[0])
    return s, st.mouse(s, "collin")


def test_M_G_3_spiders_and_centipedes_are_large_and_roaches_small():
    assert story.minion("spider").size == "large" and story.minion("centipede").size == "large"
    assert story.minion("roach").size == "small"


def test_M_17_2_a_spider_s_hit_webs_the_mouse():
    s, m = attacked_by("spider", (1, 1, 1) + NO_BLOCKS)
    assert m["damage"] == 3 and m["conditions"] == ["webbed"]


def test_M_17_2_a_spider_attack_fully_blocked_does_not_web():
    s, m = attacked_by("spider", (1, 1, 1, 4, 4, 4))
    assert m["damage"] == 0 and m["conditions"] == []


def test_M_17_5_a_centipede_s_hits_are_poison_damage():
    s, m = attacked_by("centipede", (1, 1, 1) + NO_BLOCKS)
    assert (m["damage"], m["poison"]) == (3, 3)


def test_M_17_5_a_rat_s_hits_are_no_poison():
    s, m = attacked_by("rat", (1, 1) + NO_BLOCKS)
    assert (m["damage"], m["poison"]) == (2, 0)


def test_M_16_1_a_capture_takes_the_poison_away_with_the_damage():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    m = st.mouse(s, "collin")
    m["damage"], m["poison"] = 5, 2
    hits.land(s, "centipede", m, 1, "a test bite")
    assert m["place"] is None and (m["damage"], m["poison"]) == (0, 0)


def test_M_G_3_a_roach_hit_steals_cheese_instead_of_damage():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    m = st.mouse(s, "collin")
    m["cheese"] = 1
    hits.land(s, "roach", m, 2, "a test bite")
    assert (m["cheese"], m["damage"]) == (0, 1)


def test_M_G_3_a_roach_hit_on_a_mouse_without_cheese_is_damage():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    m = st.mouse(s, "collin")
    hits.land(s, "roach", m, 1, "a test bite")
    assert (m["cheese"], m["damage"]) == (0, 1)


def test_M_17_5_more_poison_than_damage_breaks_an_invariant():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    st.mouse(s, "collin")["poison"] = 1
    assert any("poison" in b for b in R.invariants(s))


def test_M_6_8_a_large_spider_never_steps_into_a_mouse_s_space():
    for faces in [(1,), (2,), (3,)]:
        s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("spider", GUARD, "s7")], movement=0,
                    faces=faces)
        minion_turns.move(s, s.minions[0])
        assert s.minions[0]["place"][1] != "s15" and R.invariants(s) == []
