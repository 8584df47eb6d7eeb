"""A minion's move and attack are told with their real reasons (M-13.4 to M-13.6): the route distance to the mouse it
heads for (minion steps, M-G.10), not the die's number; a tie broken by the initiative track; the not-yet-attacked
rule. Guard Room: s3-s2,s4,s7,s8; s7-s2,s3,s6,s8,s11,s12; s11-s6,s7,s10,s12,s15,s16; s15-s10,s11,s14."""
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import said
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def rats_turn(mice, minions, faces, order=None, attacked=()):
    s = arrange(chapter(), mice, minions=minions, order=order, movement=0, faces=faces)
    s.attacked = list(attacked)
    R.apply(s, ("end_turn",))
    return s


def cause(s, kind):
    return next(e.cause for e in R.log(s) if e.kind == kind)


def test_M_13_4_the_move_reason_gives_the_route_distance_and_the_die_apart():
    # s3 to Collin on s15 is 3 steps (s3 s7 s11 s15); the die's 1 moves it 1
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s3")], faces=(4,))
    assert cause(s, "minion_moves") == ("toward Prince Collin: the nearest mouse, 3 spaces away; the die lets it "
                                        "move 1 space")


def test_M_13_4_a_tie_between_equally_near_mice_is_told_as_broken_by_the_track():
    # s7 to Collin on s15 and to Wren on s16: 2 steps each
    s = rats_turn({"collin": [GUARD, "s15"], "wren": [GUARD, "s16"]}, [("rat", GUARD, "s7")], faces=(3,),
                  order=["collin", "rat", "wren", "tobias", "clove"])
    assert cause(s, "minion_moves") == ("toward Prince Collin: the nearest mouse, 2 spaces away (as near as Wren "
                                        "Ashwhisker; Prince Collin is higher on the initiative track); the die "
                                        "lets it move 3 spaces")


def test_M_13_5_a_ranged_minion_says_it_walks_because_it_sees_no_mouse():
    # the archer on s8 has no line of sight to s15; s8 s7 s11 s15 is 3 steps
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat_archer", GUARD, "s8")], faces=(4,))
    assert cause(s, "minion_moves") == ("toward Prince Collin: the nearest mouse, 3 spaces away; it sees no mouse, "
                                        "so it walks until it does; the die lets it move 1 space")


def test_M_13_6_the_attack_reason_names_the_not_yet_attacked_rule():
    # Collin and Wren both next to the rat on s11; Collin was attacked this round already
    s = rats_turn({"collin": [GUARD, "s15"], "wren": [GUARD, "s10"]}, [("rat", GUARD, "s11")], faces=(1, 1, 1),
                  attacked=["collin"])
    attack = next(e for e in R.log(s) if e.kind == "minion_attacks")
    assert attack.data["hero"] == "wren"
    assert attack.cause == "the nearest mouse it can reach not yet attacked this round"


def test_M_13_6_a_lone_mouse_in_reach_is_the_only_one_it_can_reach():
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s11")], faces=(1, 1, 1))
    assert cause(s, "minion_attacks") == "the only mouse it can reach"


def test_M_13_6_when_every_mouse_in_reach_was_attacked_the_reason_says_so_and_the_track_breaks_the_tie():
    s = rats_turn({"collin": [GUARD, "s15"], "wren": [GUARD, "s15"]}, [("rat", GUARD, "s15")], faces=(1, 1, 1),
                  order=["collin", "rat", "wren", "tobias", "clove"], attacked=["collin", "wren"])
    assert cause(s, "minion_attacks") == ("every mouse it can reach was attacked this round: the nearest of them "
                                          "(Wren Ashwhisker as near; Prince Collin is higher on the initiative "
                                          "track)")


def test_M_13_6_equally_near_unattacked_mice_are_told_as_a_tie_the_track_breaks():
    s = rats_turn({"collin": [GUARD, "s15"], "wren": [GUARD, "s15"]}, [("rat", GUARD, "s15")], faces=(1, 1, 1),
                  order=["collin", "rat", "wren", "tobias", "clove"])
    assert cause(s, "minion_attacks") == ("the nearest mouse it can reach (Wren Ashwhisker as near; Prince Collin "
                                          "is higher on the initiative track)")


def test_M_18_4_a_bait_eater_says_how_far_the_grape_is_not_only_the_die():
    # the roach on s3 goes for the grape on s6 (s3 s2 s6 or s3 s7 s6: 2 steps); the die's 1 moves it 1
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("roach", GUARD, "s3")], movement=0, faces=(1,))
    s.team_tokens.append({"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s6"]})
    s.search_deck.remove("Grapes")
    R.apply(s, ("end_turn",))
    why = str(said.worded(s.decision["why"])) if s.decision else cause(s, "minion_moves")
    assert why == "toward the grape bait, 2 spaces away; the die lets it move 1 space"


def test_M_13_6_a_nearer_mouse_in_reach_is_named_with_no_tie():
    s = rats_turn({"collin": [GUARD, "s10"], "wren": [GUARD, "s15"]}, [("rat", GUARD, "s15")], faces=(1, 1, 1),
                  order=["collin", "rat", "wren", "tobias", "clove"])
    attack = next(e for e in R.log(s) if e.kind == "minion_attacks")
    assert attack.data["hero"] == "wren" and attack.cause == "the nearest mouse it can reach"
