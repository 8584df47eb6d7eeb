"""Ghost Stories: choices left to the player with two options, remote tile actions, who a log line names."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core, tiles
from rulesets.ghost_stories.rules.state import ACTION, BLUE, CEMETERY, GREEN, RED, SCROLL, TEA_HOUSE, YELLOW
from tests.ghost_stories.support import act, clear, game, put, regular, run
from tests.ghost_stories.test_rules_bounds import lay


def test_G_10_12_the_tea_house_with_two_colours_left_asks_which_token_to_take():
    """'A Tao token of your choice': only a single colour left is given without asking."""
    s = clear(game(players=2))
    for c in range(5):
        if c not in (GREEN, BLUE):
            s.tao_out_of_game[c] += s.reserve_tao[c]
            s.reserve_tao[c] = 0
    tiles.perform(s, RED, TEA_HOUSE)
    assert s.decision[0] == "tea" and s.decision[2] == [("tea", GREEN), ("tea", BLUE)]
    act(s, ("tea", BLUE))
    assert s.tao_tokens[RED][BLUE] == 1 and s.tao_tokens[RED][GREEN] == 0


def test_G_G_10_the_cemeterys_haunting_haunts_the_cemetery_even_when_its_action_is_taken_from_another_tile():
    """G-8.1: the Yin-Yang performs any tile's action from where the Taoist stands; G-10.4 / G-G.10: a Haunting
    on the Cemetery's curse die haunts the Cemetery itself (here at tile 0), not the tile he stands on."""
    hauntings = 0
    for seed in range(1, 40):
        s = clear(game(players=2, seed=seed), active=RED, step=ACTION)
        lay(s, CEMETERY, 0)
        s.taoist_tile[RED] = 8
        s.haunted = [0] * 9
        s.villagers = [[] for _ in range(9)]          # villagers on a haunted tile would die instead (G-5.6a)
        core.qi_loss(s, YELLOW, s.qi[YELLOW])
        s.graveyard.clear()
        act(s, ("yy_act", CEMETERY))
        run(s)
        faces = [e.data["faces"] for e in rules.log(s) if e.kind == "dice_rolled"]
        if faces and faces[-1] == ["Haunting"]:
            hauntings += 1
            assert s.haunted[0] and not s.haunted[8]
    assert hauntings


def test_G_14_3_each_taoist_who_joins_after_the_scroll_of_unity_is_logged_by_his_own_colour():
    s = clear(game(players=4))
    s.artifacts[RED] |= SCROLL
    for x in (YELLOW, GREEN, BLUE):
        s.taoist_tile[x] = 0
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    answers = {YELLOW: 0, GREEN: 1, BLUE: 0}
    while s.decision is not None and s.decision[0] == "scroll_join":
        x = s.decision[2][0][1]
        act(s, ("scroll_join", x, answers[x]))
    moved = [e for e in rules.log(s) if e.kind == "taoist_moved"]
    assert [e.data["board"] for e in moved] == ["green"] and s.taoist_tile[GREEN] == 4


def test_G_7_8_the_enfeeblement_mantra_goes_back_to_the_reserve_when_the_yellow_taoist_dies():
    """G-10.4: a dead Taoist's board power stops working until he is revived; like a disabled power (G-7.8), the
    Mantra his power placed leaves its ghost."""
    s = clear(game(players=4, seed=2, sides=["A", "B", "A", "A"]))
    put(s, regular(s, BLUE), 9)
    s.mantra_space = 9
    core.qi_loss(s, YELLOW, s.qi[YELLOW])
    run(s)
    assert not s.taoist_alive[YELLOW] and s.mantra_space == -1


def test_G_13_1_the_enfeeblement_mantra_stays_when_a_taoist_without_it_dies():
    s = clear(game(players=4, seed=2, sides=["A", "B", "A", "A"]))
    put(s, regular(s, BLUE), 9)
    s.mantra_space = 9
    core.qi_loss(s, GREEN, s.qi[GREEN])
    run(s)
    assert not s.taoist_alive[GREEN] and s.mantra_space == 9
