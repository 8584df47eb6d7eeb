"""The heuristic bot (tests/gs_bot.py) plays legal moves and can win: seeded, so these cannot flake."""
from rulesets.ghost_stories import bot, rules
from rulesets.ghost_stories.bot import Bot, evaluate, play

WIN_SEEDS = (106, 117, 119, 126, 136)   # 4-player Initiation games the bot has been seen to win


def test_G_16_1_the_bot_wins_one_of_a_fixed_set_of_initiation_games():
    results = [play(4, "initiation", seed).result for seed in WIN_SEEDS]
    assert "win" in results


def test_G_16_the_bot_only_picks_legal_actions_until_the_game_ends():
    s = rules.setup(rules.INFO.default_config(1), 5)
    bot = Bot(5)
    while s.result is None:
        seat = s.decision[1] if s.decision is not None else s.seat_of_board[s.active_board]
        a = bot.choose(s, seat)
        assert a in rules.legal_actions(s, seat)
        rules.apply(s, a)
    assert s.result in ("win", "loss")


def _solo_with_full_neutral_board(neutral_qi: int, taoist_qi: int):
    s = rules.setup(rules.INFO.default_config(1), 7)
    taoist = next(b for b in range(4) if s.board_played[b])
    neutral = next(b for b in range(4) if not s.board_played[b])
    for x in range(neutral * 3, neutral * 3 + 3):
        s.ghost_spaces[x] = s.deck.pop()
    s.qi[neutral], s.qi[taoist] = neutral_qi, taoist_qi
    return s


def test_G_6_2_the_bot_fears_a_full_drained_neutral_board_that_will_take_the_last_taoists_last_qi():
    drained = evaluate(_solo_with_full_neutral_board(neutral_qi=0, taoist_qi=1))
    with_qi = evaluate(_solo_with_full_neutral_board(neutral_qi=1, taoist_qi=1))
    assert with_qi - drained >= bot.DEATH_RISK > 0


def test_G_6_2_the_bot_counts_a_full_neutral_board_with_qi_as_no_loss_for_the_taoist():
    s = _solo_with_full_neutral_board(neutral_qi=1, taoist_qi=1)
    taoist = next(b for b in range(4) if s.board_played[b])
    assert bot._pending_qi_losses(s, taoist) < 1
