"""Enter never wastes a turn or a resource in Ghost Stories (issue 13, section 3): the pre-selected answer is the
heuristic bot's pick from the seat's view, never 'take no action' while a useful action is left, never a
Yin-Yang, an artifact, a power token or a Qi while a free answer exists."""
import pytest

from engine.play import board_view as bv
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.advisor import determinise
from rulesets.ghost_stories.bot import Bot
from rulesets.ghost_stories.rules import words
from scenes.ghost_stories import enter_choice
from scenes.ghost_stories.board_view import GhostStoriesBoardView

# this test's own sorting of answers, by their words (independent of enter_choice's sorting by action name)
ENDING = ("take no action this turn", "end the turn", "give up and keep the tokens")
SPENDING = ("Yin-Yang", "Fireworks", "Life Potion", "Moon Dust", "Scroll of Unity", "power token:",
            "place a Buddha", "set a Moon Crystal", "loses the Qi", "dies", "the Haunting strikes", "gives up a",
            "gives a Moon Crystal", "the Vengeful Claw takes", "pay with", "use the Sorcerer's Hut")


def sort_by_words(view, action) -> str:
    text = words.describe_action(view, action)
    if text in ENDING:
        return "end"
    return "spend" if any(w in text for w in SPENDING) else "free"


def decisions(seed: int, players: int = 1):
    """(view, legal) at every decision of one seeded game, played by the heuristic bot from the view."""
    s = rules.setup(rules.INFO.default_config(players), seed)
    bot = Bot(seed, samples=1)     # a quick player: the game only has to reach every kind of decision
    for _ in range(3000):
        pending = rules.pending(s)
        if pending is None:
            return
        legal = list(rules.legal_actions(s, pending.seat))
        view = rules.view(s, pending.seat)
        yield view, legal
        action = legal[0] if len(legal) == 1 else bot.choose(determinise(view, len(legal)), pending.seat)
        s = rules.apply(s, action)


def first_decision(seed_range, wanted, players=1):
    for seed in seed_range:
        for view, legal in decisions(seed, players):
            if wanted(view, legal):
                return view, legal
    raise AssertionError("no such decision in these games")


@pytest.mark.parametrize("seed,players", [(3, 1), (4, 2)])
def test_at_every_step_of_a_game_enter_never_ends_the_turn_while_a_free_answer_is_left_nor_spends_while_one_is_free(
        seed, players):
    board = GhostStoriesBoardView()      # the hook the play shell asks (engine/play/board_view.py)
    checked = 0
    for view, legal in decisions(seed, players):
        pick = bv.preferred_action(board, view, legal)
        if pick is None or len(legal) == 1:
            continue
        assert pick in legal
        kinds = {sort_by_words(view, a) for a in legal}
        kind = sort_by_words(view, pick)
        assert not (kind == "end" and "free" in kinds), (words.describe_action(view, pick), legal)
        assert not (kind == "spend" and kinds & {"free", "end"}), (words.describe_action(view, pick), legal)
        checked += 1
    assert checked > 20


def test_G_8_1_take_no_action_is_never_pre_selected_while_the_tile_or_an_exorcism_is_there():
    view, legal = first_decision(range(5), lambda v, legal: ("skip",) in legal and any(
        a[0] in ("act", "exorcise") for a in legal))
    assert enter_choice.preferred(view, legal) not in (("skip",), None)


def test_G_8_1_the_yin_yang_is_never_pre_selected_while_a_free_answer_is_there():
    view, legal = first_decision(range(5), lambda v, legal: any(a[0] == "yy_act" for a in legal) and any(
        a[0] == "move" for a in legal))
    pick = enter_choice.preferred(view, legal)
    assert pick is not None and pick[0] == "move"


def test_G_10_7_the_sorcerer_s_hut_costs_a_qi_so_it_counts_as_spending():
    view, legal = first_decision(range(5), lambda v, legal: ("skip",) in legal)
    view = view.clone()
    view.tile_kind_at[view.taoist_tile[view.active_board]] = rules.state.SORCERER
    assert enter_choice.answer_kind(view, ("act",)) == "spend"


def test_a_forced_loss_pre_selects_nothing_the_player_chooses_who_pays():
    view, legal = first_decision(range(8), lambda v, legal: len(legal) > 1 and legal[0][0] == "qi_target", players=3)
    assert enter_choice.preferred(view, legal) is None
