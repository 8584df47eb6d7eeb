"""The heuristic bot (tests/gs_bot.py) plays legal moves and can win: seeded, so these cannot flake."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.bot import Bot, play

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
