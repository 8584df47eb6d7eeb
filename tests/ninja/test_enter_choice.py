"""Enter never wastes a turn or a card in Ninja (issue 13, section 3): the pre-selected answer is the bots' pick
from the seat's view, never ending a phase while a free answer is left, never a card while a free answer exists,
and the two passage entrances are never pre-selected in one zone (N-3.15d)."""
import pytest

from engine.play import board_view as bv
from rulesets.ninja import rules
from rulesets.ninja.bots import Bot
from rulesets.ninja.rules import words
from scenes.ninja import choices
from scenes.ninja.board_view import NinjaBoardView

# this test's own sorting of answers, by their words (independent of choices' sorting by action name)
ENDING = ("End this phase", "Stop here", "Take no more cards")
ENDING_TAILS = (" stops", " is done searching")
SPENDING = ("Play ", " plays ", " is seen", " joins patrol ", " form a patrol")    # the last two leave sentry posts


def sort_by_words(view, action) -> str:
    text = words.describe_action(None, action)
    if text in ENDING or text.endswith(ENDING_TAILS):
        return "end"
    if action[0] == "search" and choices.answer_kind(view, action) == "end":
        return "end"     # a search where nothing can lie (no castle room, or searched already) achieves nothing
    return "spend" if any(w in text or text.startswith(w) for w in SPENDING) else "free"


def decisions(seed: int, players: int = 2):
    s = rules.setup({"players": players}, seed)
    bot = Bot(seed)
    for _ in range(4000):
        pending = rules.pending(s)
        if pending is None:
            return
        legal = list(rules.legal_actions(s, pending.seat))
        view = rules.view(s, pending.seat)
        yield s, pending, view, legal
        s = rules.apply(s, bot.decide(view, pending.seat, legal))


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3)])
def test_at_every_step_of_a_game_enter_never_ends_a_phase_while_a_free_answer_is_left_nor_plays_a_card_while_one_is_free(
        seed, players):
    board = NinjaBoardView()      # the hook the play shell asks (engine/play/board_view.py)
    checked = 0
    for _, pending, view, legal in decisions(seed, players):
        pick = bv.preferred_action(board, view, legal)
        if pick is None or len(legal) == 1:
            continue
        assert pick in legal
        kinds = {sort_by_words(view, a) for a in legal}
        kind = sort_by_words(view, pick)
        assert not (kind == "end" and "free" in kinds), (pending.kind, pick, legal)
        assert not (kind == "spend" and kinds & {"free", "end"}), (pending.kind, pick, legal)
        checked += 1
    assert checked > 50


def first(wanted, seeds=range(6)):
    for seed in seeds:
        for s, pending, view, legal in decisions(seed):
            if wanted(pending, legal):
                return s, pending, view, legal
    raise AssertionError("no such decision in these games")


def test_N_9_1_a_sentry_listen_card_is_never_pre_selected_in_the_card_phase():
    _, pending, view, legal = first(lambda p, legal: p.kind == "play_cards" and not any(
        a[0] == "free_listen" for a in legal) and any(a[0] == "play" and a[1] == "sentry_listen" for a in legal))
    pick = choices.preferred(view, legal, pending.seat)
    assert pick is None or pick == ("end_phase",)


def test_N_9_3_the_free_listen_is_pre_selected_rather_than_a_listen_card():
    _, pending, view, legal = first(lambda p, legal: p.kind == "play_cards" and any(
        a[0] == "free_listen" for a in legal) and any(a[0] == "play" for a in legal))
    assert choices.preferred(view, legal, pending.seat)[0] == "free_listen"


def test_N_20_1_it_was_a_cat_is_never_pre_selected_letting_them_listen_costs_no_card():
    _, pending, view, legal = first(lambda p, legal: ("it_was_a_cat",) in legal)
    assert choices.preferred(view, legal, pending.seat) == ("let_them_listen",)


def test_N_11_an_intruder_s_stop_is_never_pre_selected_while_he_can_still_walk():
    _, pending, view, legal = first(lambda p, legal: p.kind == "intruder_move" and any(
        a[0] == "move" for a in legal))
    pick = choices.preferred(view, legal, pending.seat)
    assert pick is None or pick[0] == "move"


def test_N_3_15d_the_second_passage_entrance_is_pre_selected_away_from_the_first():
    s, pending, view, legal = first(lambda p, legal: p.kind == "passage")
    one = choices.preferred(view, legal, pending.seat)
    s = rules.apply(s, one)
    pending = rules.pending(s)
    assert pending.kind == "passage"
    two = choices.preferred(rules.view(s, pending.seat), list(rules.legal_actions(s, pending.seat)), pending.seat)
    assert one[1] != two[1]


def test_when_the_panel_lists_only_some_answers_the_bots_still_decide_among_all_and_enter_takes_a_free_one():
    _, pending, view, legal = first(lambda p, legal: p.kind == "intruder_move" and sum(
        a[0] == "move" for a in legal) > 1)
    moves = [a for a in legal if a[0] == "move"]       # e.g. the answers on one spot: no "stop" among them
    pick = choices.preferred(view, moves, pending.seat, legal)
    assert pick is None or pick in moves
