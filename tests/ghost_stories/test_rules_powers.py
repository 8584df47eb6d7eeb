"""Ghost Stories board powers at work (G-8.2, G-10.2, G-18.2, G-18.4): Twin Forms and a borrowed Deep Sleeves."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.state import ACTION, BLUE, HERBALIST, RED, YELLOW
from tests.ghost_stories.support import act, alone, clear, game, put, regular, run
from tests.ghost_stories.test_rules_yang import on_tile


def _names(s, seat):
    return {a[0] for a in rules.legal_actions(s, seat)}


def _twin_forms_beside_a_ghost():
    """The blue Taoist (Twin Forms, side A) alone on the Herbalist's Shop at tile 3, facing a ghost on space 10."""
    s = clear(game(players=4), active=BLUE)
    s.power_side[BLUE] = 0
    s.taoist_tile[BLUE] = 3
    alone(s, BLUE)
    on_tile(s, BLUE, HERBALIST)
    put(s, regular(s, BLUE, req=3), 10)
    s.tasks.append(("yang_start", BLUE))
    run(s)
    act(s, ("move", 3, 0))                  # stays: now the action step with two actions
    return s


def test_G_10_2_twin_forms_offers_both_kinds_of_action_before_the_first():
    s = _twin_forms_beside_a_ghost()
    assert s.yang_step == ACTION and s.actions_left == 2
    assert {"act", "exorcise"} <= _names(s, 3)


def test_G_10_2_after_a_tile_action_twin_forms_offers_the_same_action_again_and_no_exorcism():
    s = _twin_forms_beside_a_ghost()
    act(s, ("act",))
    assert s.yang_step == ACTION and s.actions_left == 1
    names = _names(s, 3)
    assert "act" in names and "exorcise" not in names


def test_G_8_2_a_borrowed_deep_sleeves_offers_a_colour_with_a_single_token_left_in_the_reserve():
    s = clear(game(players=1, variant="solo"), active=RED)
    assert not s.board_played[YELLOW]               # solo: the yellow board is neutral and lends Deep Sleeves
    for c in range(5):
        s.reserve_tao[c] = 1 if c == BLUE else 0
    blue_before = s.tao_tokens[RED][BLUE]
    act(s, ("power", YELLOW))
    assert s.decision[0] == "take_tao" and s.decision[2] == [("take_tao", BLUE)]
    act(s, ("take_tao", BLUE))
    assert s.tao_tokens[RED][BLUE] == blue_before + 1 and s.reserve_tao[BLUE] == 0
