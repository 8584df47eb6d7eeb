"""Ghost Stories: what is handed out among the living Taoists (G-13.2 artifacts of the dead, G-14.3 Xiang and Li)."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import BLACK, GREEN, RED, SHIELD, YELLOW
from tests.ghost_stories.support import act, clear, game, put, regular, run


def _family(name):
    return card_tables().family_id.index(name)


def test_G_13_2_a_single_living_heir_receives_the_artifact_without_a_question_and_the_log_says_so():
    s = clear(game(players=2))
    s.artifacts[YELLOW] = SHIELD
    core.qi_loss(s, YELLOW, 3)
    run(s)
    assert s.decision is None and s.artifacts[RED] & SHIELD and not s.artifacts[YELLOW]
    received = [e for e in rules.log(s) if e.kind == "artifact_received"]
    assert [e.text for e in received] == ["The red Taoist receives the Shield of Time"]


def test_G_13_2_with_two_living_heirs_the_players_choose_who_inherits():
    s = clear(game(players=3))
    s.artifacts[YELLOW] = SHIELD
    core.qi_loss(s, YELLOW, 3)
    run(s)
    assert s.decision[0] == "artifact_heir"
    assert [a[1] for a in s.decision[2]] == [GREEN, RED]                # clockwise from the dead Taoist
    act(s, ("artifact_heir", RED, s.decision[2][0][2]))
    assert s.artifacts[RED] & SHIELD and not s.artifacts[GREEN] & SHIELD


def test_G_14_3_xiang_shares_only_the_colours_the_reserve_still_has():
    s = clear(game(players=4))
    s.reserve_tao[GREEN] = 0
    before = [sum(t) for t in s.tao_tokens]
    s.tasks.append(("family_reward", _family("xiang")))
    run(s)
    asked = []
    while s.decision is not None:
        assert s.decision[0] == "share"
        asked.append(s.decision[2][0][2])
        act(s, s.decision[2][0])
    assert sorted(asked) == [RED, YELLOW, 3, BLACK]                     # every colour but the missing green
    assert sum(sum(t) for t in s.tao_tokens) - sum(before) == 4


def test_G_14_3_li_shares_no_qi_when_the_reserve_has_none():
    s = clear(game(players=4))
    s.reserve_qi = 0
    qi = list(s.qi)
    s.tasks.append(("family_reward", _family("li")))
    run(s)
    assert s.decision is None and s.qi == qi


def test_G_14_3_li_shares_three_qi_one_at_a_time_among_the_living():
    s = clear(game(players=4))
    qi = list(s.qi)
    s.tasks.append(("family_reward", _family("li")))
    run(s)
    for _ in range(3):
        assert s.decision[0] == "share" and [a[1] for a in s.decision[2]] == [0, 1, 2, 3]
        act(s, ("share", GREEN, -1))
    assert s.decision is None and s.qi[GREEN] == qi[GREEN] + 3 and sum(s.qi) == sum(qi) + 3


def test_G_14_3_wu_with_a_single_free_ghost_space_the_buddha_goes_there_without_a_question():
    s = clear(game(players=4))
    for x in range(1, 12):
        put(s, regular(s, x // 3, skip=x % 3), x)
    buddhas = s.temple_buddhas + s.reserve_buddhas
    assert buddhas == 2
    s.tasks.append(("family_reward", _family("wu")))
    run(s)
    assert s.decision is None and s.buddha_on_space[0] == 1
    assert s.temple_buddhas + s.reserve_buddhas == 1 and s.buddhas_in_transit == 0 and rules.invariants(s) == []


def test_G_14_3_xiang_with_no_red_token_left_asks_nothing_about_red():
    s = clear(game(players=4))
    s.reserve_tao[RED] = 0
    s.tasks.append(("family_reward", _family("xiang")))
    run(s)
    asked = []
    while s.decision is not None:
        asked.append(s.decision[2][0][2])
        act(s, s.decision[2][0])
    assert RED not in asked and len(asked) == 4
