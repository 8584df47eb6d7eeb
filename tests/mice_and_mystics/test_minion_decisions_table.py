"""M-13 minion decisions against hand-computed positions: each row is a board, the die, and where the minion
must end (or which choice the players are asked) and whom it attacks, worked out by hand in the comment.

Guard Room (G) adjacency: s1: 2 5 6 | s2: 1 3 6 7 | s3: 2 4 7 8 | s4: 3 8 | s5: 1 6 9 10 | s6: 1 2 5 7 10 11 |
s7: 2 3 6 8 11 12 | s8: 3 4 7 12 13 | s9: 5 10 14 | s10: 5 6 9 11 14 15 | s11: 6 7 10 12 15 16 |
s12: 7 8 11 13 16 17 | s13: 8 12 17 | s14: 9 10 15 | s15: 10 11 14 | s16: 11 12 17 | s17: 12 13 16.
Drainpipe (D): as the Guard Room's shape but s8: 3 4 7 13 | s12: 7 11 13 16 | s13: 8 12 | s15: 10 11 14 16 |
s16: 11 12 15; a red line parts s8 and s12 (minions cross it, M-13.3), water on s6 s11 s16 (minions ignore it,
M-6.13), a yellow line s9 -> s5 (minions pay 1 either way, M-G.10).
Track: Collin, then the minion cards in the order listed, then Wren, Tobias, Clove (unless `order` says).
Mice not named stand in another room. The die's number is the movement (M-G.4: 1 sword 1, 2 sword 2, 3 bow 3).
"""
import pytest

from rulesets.mice_and_mystics import rules as R
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, SEWER, arrange, chapter

ELSEWHERE = [SEWER, "s1"]

# (id, tile, mice {hero: space}, minions [(kind, space)], die faces, extra, expected)
# expected: {"at": {label: space}} and/or {"asks": (kind, options)} and/or {"attacks": hero}
ROWS = [
    # 1. s7 -> Collin s15: s7-s11-s15 is 2; a 1 reaches s11 (the only neighbour of s7 one step from s15);
    #    Collin on s15 is next to s11, so he is attacked.
    ("one_step_on_the_route", GUARD, {"collin": "s15"}, [("rat", "s7")], (1,), {},
     {"at": {"rat 3": "s11"}, "attacks": "collin"}),
    # 2. the same with a 2: s11 then Collin's space s15 (M-13.4 moves up to the number).
    ("two_steps_reach_the_mouse", GUARD, {"collin": "s15"}, [("rat", "s7")], (2,), {},
     {"at": {"rat 3": "s15"}, "attacks": "collin"}),
    # 3. s4 -> s15 is 4 steps by every route (s3|s8, s7|s12, s11, s15); a 3 ends on s11, one from Collin.
    ("three_of_four_steps", GUARD, {"collin": "s15"}, [("rat", "s4")], (3,), {},
     {"at": {"rat 3": "s11"}, "attacks": "collin"}),
    # 4. s4 with a 1: s3 and s8 are both 3 from s15: a tie the players settle (M-G.10).
    ("tie_for_the_players", GUARD, {"collin": "s15"}, [("rat", "s4")], (1,), {},
     {"asks": ("minion_stop", ["s3", "s8"])}),
    # 5. s1 -> Collin s17 (4 steps); a 2 reaches s7 (s7-s12-s17) or s11 (s11-s12|s16-s17), both 2 from s17.
    ("tie_two_steps_out", GUARD, {"collin": "s17"}, [("rat", "s1")], (2,), {},
     {"asks": ("minion_stop", ["s7", "s11"])}),
    # 6. s6 with Tobias on s1 and Clove on s10, both 1 away: Tobias is higher on the track, so s1; only
    #    Tobias is in or beside s1 (s10 is not next to s1), so he is attacked.
    ("equal_mice_higher_on_the_track", GUARD, {"collin": ELSEWHERE, "tobias": "s1", "clove": "s10"},
     [("rat", "s6")], (1,), {}, {"at": {"rat 3": "s1"}, "attacks": "tobias"}),
    # 7. a melee rat starting in Wren's space s10 does not move (no die is rolled); Wren (0 away) is nearer
    #    than Collin on s15 (1 away), so Wren is attacked.
    ("starts_in_a_mouse_space", GUARD, {"collin": "s15", "wren": "s10"}, [("rat", "s10")], (), {},
     {"at": {"rat 3": "s10"}, "attacks": "wren"}),
    # 8. s15 holds all four mice (full, M-6.8): a 3 from s7 cannot enter it; the spaces one from s15 are s10,
    #    s11, s14; s11 is reached in 1 step, fewest, so s11. All four are 1 away and unattacked: Collin,
    #    highest on the track.
    ("full_mouse_space", GUARD, {"collin": "s15", "wren": "s15", "tobias": "s15", "clove": "s15"},
     [("rat", "s7")], (3,), {}, {"at": {"rat 3": "s11"}, "attacks": "collin"}),
    # 9. Drainpipe: s4 -> Collin on s12: s8 is 1 from s12 across the red line, s3 is 2 (s3-s7-s12); a 1
    #    takes the rat to s8. A red line parts s8 from s12, so they are not adjacent (M-6.5): no attack.
    ("red_line_crossed", DRAIN, {"collin": "s12"}, [("rat", "s4")], (1,), {},
     {"at": {"rat 3": "s8"}, "attacks": None}),
    # 10. Drainpipe: s2 -> Collin on s10: through the water of s6 it is 2 (s2-s6-s10), round it 3
    #     (s2-s1-s5-s10); a 2 gets there.
    ("water_ignored", DRAIN, {"collin": "s10"}, [("rat", "s2")], (2,), {},
     {"at": {"rat 3": "s10"}, "attacks": "collin"}),
    # 11. Drainpipe: s5 -> Collin on s9 against the yellow arrow (a mouse would pay 3): 1 step for a minion.
    ("yellow_line_ignored", DRAIN, {"collin": "s9"}, [("rat", "s5")], (1,), {},
     {"at": {"rat 3": "s9"}, "attacks": "collin"}),
    # 12. Drainpipe: s12 -> Collin on s4: over the red line s12-s8-s4 is 2 (round it s12-s7-s3-s4 is 3).
    ("red_line_shortcut", DRAIN, {"collin": "s4"}, [("rat", "s12")], (2,), {},
     {"at": {"rat 3": "s4"}, "attacks": "collin"}),
    # 13. Drainpipe: s13 with Collin on s4 (s13-s8-s4, 2) and Wren on s16 (s13-s12-s16, 2): equally near, so
    #     Collin (higher); a 1 to s8 (1 from s4; s12 is 2 from s4 over the red line). Only Collin is beside s8.
    ("equal_distance_over_red_lines", DRAIN, {"collin": "s4", "wren": "s16"}, [("rat", "s13")], (1,), {},
     {"at": {"rat 3": "s8"}, "attacks": "collin"}),
    # 14. s7 with a 3 and Collin 1 away on s11: it enters his space and stops there.
    ("stops_on_entering", GUARD, {"collin": "s11"}, [("rat", "s7")], (3,), {},
     {"at": {"rat 3": "s11"}, "attacks": "collin"}),
    # 15. a spider (large) on s7, Collin on s15, a rat on s11: a large figure enters no occupied space, so
    #     s11 and s15 are shut; within 2 it reaches s10 (s7-s6-s10), 1 from s15: s10.
    ("large_minion_round_an_occupied_space", GUARD, {"collin": "s15"}, [("spider", "s7"), ("rat", "s11")],
     (2,), {}, {"at": {"spider 3": "s10"}, "attacks": "collin"}),
    # 16. two rats of one card equally near Collin (s6 and s12, each 1 from s11): the players pick which
    #     goes first (M-13.2 gives no order).
    ("equal_figures_for_the_players", GUARD, {"collin": "s11"}, [("rat", "s6"), ("rat", "s12")], (), {},
     {"asks": ("minion_order", ["rat 3", "rat 4"])}),
    # 17. rats on s1 (3 from Collin on s15) and s10 (1 from him): the nearer one acts first (M-13.2): the
    #     first minion to move is rat 4, into s15 with a 1.
    ("nearest_figure_first", GUARD, {"collin": "s15"}, [("rat", "s1"), ("rat", "s10")], (1,), {},
     {"first_mover": "rat 4"}),
    # 18. s11 between Collin (s15) and Wren (s10), both 1 away: a 1 takes it to Collin's s15 (higher); Collin
    #     was attacked this round already, Wren on s10 beside s15 was not: Wren is attacked (M-13.6).
    ("unattacked_mouse_first", GUARD, {"collin": "s15", "wren": "s10"}, [("rat", "s11")], (1,),
     {"attacked": ["collin"]}, {"at": {"rat 3": "s15"}, "attacks": "wren"}),
    # 19. the same with both already attacked: the nearest, Collin in its own space (0 away).
    ("all_attacked_nearest", GUARD, {"collin": "s15", "wren": "s10"}, [("rat", "s11")], (1,),
     {"attacked": ["collin", "wren"]}, {"at": {"rat 3": "s15"}, "attacks": "collin"}),
    # 20. a rat archer sharing s10 with Wren sees a mouse, so it stays (M-13.5); Wren (0 away) is attacked.
    ("ranged_sees_and_stays", GUARD, {"collin": "s15", "wren": "s10"}, [("rat_archer", "s10")], (), {},
     {"at": {"rat_archer 3": "s10"}, "attacks": "wren"}),
    # 21. no mouse in the room: the rat stays and attacks nobody.
    ("no_mouse_in_the_room", GUARD, {"collin": ELSEWHERE}, [("rat", "s7")], (), {},
     {"at": {"rat 3": "s7"}, "attacks": None}),
    # 22. s1 -> Collin s17 with a 1: s2 (s2-s7-s12-s17) and s6 (s6-s11|s7-s12-s17) are 3 away, s5 is 4:
    #     s2 or s6, the players' choice.
    ("one_step_tie", GUARD, {"collin": "s17"}, [("rat", "s1")], (1,), {},
     {"asks": ("minion_stop", ["s2", "s6"])}),
    # 23. s3 with a 3 toward Collin on s16: s3-s7|s8-s12-s16 is 3, so it reaches s16 itself.
    ("exact_reach", GUARD, {"collin": "s16"}, [("rat", "s3")], (3,), {},
     {"at": {"rat 3": "s16"}, "attacks": "collin"}),
]


def _play(tile, mice, minions, faces, extra):
    places = {h: (sp if isinstance(sp, list) else [tile, sp]) for h, sp in mice.items()}
    for h in ("collin", "wren", "tobias", "clove"):
        places.setdefault(h, ELSEWHERE)
    s = arrange(chapter(), places, minions=[(k, tile, sp) for k, sp in minions], movement=0,
                faces=faces or None)
    s.attacked = list(extra.get("attacked", []))
    R.apply(s, ("end_turn",))
    return s


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_M_13_minion_decisions_match_the_hand_computed_table(row):
    _, tile, mice, minions, faces, extra, expected = row
    s = _play(tile, mice, minions, faces, extra)
    if "asks" in expected:
        kind, options = expected["asks"]
        assert s.decision["kind"] == kind and s.decision["options"] == options
        return
    if "first_mover" in expected:
        movers = [e.data.get("minion") for e in R.log(s) if e.kind == "minion_moves"]
        assert movers[0] == expected["first_mover"]
        return
    for label, space in expected.get("at", {}).items():
        assert next(m for m in s.minions if m["label"] == label)["place"] == [tile, space]
    attacks = [e.data["hero"] for e in R.log(s) if e.kind == "minion_attacks"]
    assert (attacks[0] if attacks else None) == expected["attacks"]


def test_M_13_the_table_has_at_least_20_hand_computed_positions():
    assert len(ROWS) >= 20
