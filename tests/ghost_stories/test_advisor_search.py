"""The advisor's search (issue 16): a shortlist from the bot's own look-ahead, rollouts that never borrow a power,
a budget of simulated steps that does not depend on the machine, and the hint's "otherwise" in a player's words."""
import pathlib
import re

from rulesets.ghost_stories import advisor, advisor_reasons, rules
from rulesets.ghost_stories.bot import Bot
from scenes.ghost_stories import play as gp
from scenes.ghost_stories.actions import label
from scenes.ghost_stories.viewmodel import DECISIONS, phase_text
from tests.ghost_stories.test_advisor import positions, yang_positions


def test_the_bots_ranking_puts_first_the_action_the_bot_plays():
    for s in yang_positions()[:12]:
        seat = rules.pending(s).seat
        legal = rules.legal_actions(s, seat)
        choice, scored = Bot(7).rank(s.clone(), seat, legal)
        assert choice == Bot(7).choose(s.clone(), seat)
        assert all(a in legal for _, a in scored)
        assert [v for v, _ in scored] == sorted((v for v, _ in scored), reverse=True)


def test_G_8_2_a_bot_told_not_to_borrow_never_spends_a_power_token_before_moving():
    moves_with_power = [s for p in (1, 2) for s in positions(p, seed=11, steps=120)
                        if s.decision is None and s.yang_step == 0
                        and any(a[0] == "power" for a in rules.legal_actions(s, rules.pending(s).seat))]
    assert moves_with_power
    for s in moves_with_power[:5]:
        assert Bot(3, samples=1, borrow=False).choose(s.clone(), rules.pending(s).seat)[0] != "power"


def test_the_advice_under_a_step_budget_is_the_same_whatever_the_clock_says():
    s = yang_positions()[2]
    seat = rules.pending(s).seat
    view = rules.view(s, seat)
    ticks = iter(range(0, 10 ** 9, 1000))           # a machine so busy that every look at the clock is late
    slow = advisor.advise(view, seat, seed=4, budget=400, clock=lambda: next(ticks))
    quick = advisor.advise(view, seat, seed=4, budget=400)
    assert (slow.action, slow.futures) == (quick.action, quick.futures)
    assert quick.futures >= advisor.MIN_FUTURES


def test_G_H_2_a_computer_taoist_decides_the_same_with_decoy_secrets():
    class Table:               # what the chooser may use of a session: the seat's view and the actions so far
        def __init__(self, state):
            self.state, self.actions = state, []

        def view(self, seat):
            return rules.view(self.state, seat)
    advisor_budget = advisor.WORK_BUDGET
    advisor.WORK_BUDGET = 300
    try:
        for s in yang_positions(players=2)[:3]:
            seat = rules.pending(s).seat
            decoy = rules.redeal_secrets(s, seat, 5)
            assert gp.ai_chooser(9)(Table(s), seat) == gp.ai_chooser(9)(Table(decoy), seat)
    finally:
        advisor.WORK_BUDGET = advisor_budget


def test_harms_count_a_lost_qi_a_death_a_haunted_tile_and_a_killed_villager():
    before = positions(1)[6]
    seat = rules.pending(before).seat
    board = before.seat_of_board.index(seat)
    after = before.clone()
    after.qi[board] -= 1
    after.haunted[0] = True if not before.haunted[0] else before.haunted[0]
    after.graveyard.append(0)
    got = advisor_reasons.harms(before, after, seat)
    assert got["qi"] == 1.0 and got["villagers"] == 1.0 and got["lost"] == 0.0
    assert got["haunted"] == float(not before.haunted[0])
    after.taoist_alive[board] = False
    assert advisor_reasons.harms(before, after, seat)["died"] == 1.0


def test_the_same_action_twice_has_no_otherwise():
    s = yang_positions()[0]
    seat = rules.pending(s).seat
    action = rules.legal_actions(s, seat)[0]
    assert advisor_reasons.otherwise(rules.view(s, seat), seat, action, action) is None


def test_an_otherwise_is_said_in_a_player_s_words_and_reads_the_view_only():
    said = set()
    for s in yang_positions()[:10]:
        seat = rules.pending(s).seat
        view = rules.view(s, seat)
        legal = rules.legal_actions(s, seat)
        for other in legal[1:4]:
            words = advisor_reasons.otherwise(view, seat, legal[0], other, seed=2)
            decoy = rules.view(rules.redeal_secrets(s, seat, 3), seat)
            assert advisor_reasons.otherwise(decoy, seat, legal[0], other, seed=2) == words
            if words:
                said.add(words)
    phrases = {h[1] for h in advisor_reasons.HARMS} | {h[2] for h in advisor_reasons.HARMS}
    assert said and said <= phrases
    assert not [p for p in phrases if "simulat" in p or "future" in p or "_" in p]


def test_G_11_2_the_su_ling_crystal_answers_are_buttons_in_words_not_code_names():
    s = positions(1)[3]
    for action in (("suling_crystal", 0, 1), ("suling_crystal", 0, 0)):
        text = label(s, action)
        assert "_" not in text and "suling" not in text.lower() and text[0].isupper()
    assert "receptacle" in label(s, ("suling_crystal", 0, 1))


def test_every_side_decision_the_rules_ask_for_has_header_words_not_a_code_name():
    source = "".join(p.read_text() for p in pathlib.Path(rules.__file__).parent.glob("*.py"))
    kinds = set(re.findall(r'decide\(s, "([a-z_]+)"', source))
    assert kinds and kinds <= set(DECISIONS)
    s = positions(1)[3]
    assert "_" not in phase_text(s, "pav_ghost") and "pav" not in phase_text(s, "pav_ghost")


def test_G_8_2_the_hint_for_borrowing_a_power_says_what_the_power_lets_you_do():
    from scenes.ghost_stories import hint_words
    s = positions(1)[0]
    reasons = {hint_words.reason(s, ("power", b)) for b in range(4)}
    assert "that power helps most this turn" not in reasons and len(reasons) == 4
    assert not [r for r in reasons if "_" in r]
