"""The advisor decides from a seat's view only (G-H.2): determinised worlds, decoy secrets, advice in words."""
import functools
import re

from rulesets.ghost_stories import advisor, rules
from rulesets.ghost_stories.bot import Bot
from tests.ghost_stories.support import config


@functools.lru_cache(maxsize=None)
def positions(players: int, variant: str | None = None, seed: int = 5, steps: int = 80) -> tuple:
    """Snapshots of a seeded bot game, one per decision, up to `steps` decisions."""
    s = rules.setup(config(players, variant), seed)
    bot = Bot(seed)
    seen = []
    while s.result is None and len(seen) < steps:
        seen.append(s.clone())
        rules.apply(s, bot.choose(s, rules.pending(s).seat))
    return tuple(seen)


def yang_positions(players=1, variant=None):
    return [s for s in positions(players, variant)
            if s.decision is None and len(rules.legal_actions(s, rules.pending(s).seat)) > 2]


def test_G_H_2_each_determinised_state_has_exactly_the_view_it_was_drawn_from():
    for players, variant in ((1, None), (3, None), (4, "solo_four")):
        for s in positions(players, variant)[::7]:
            seat = rules.pending(s).seat
            view = rules.view(s, seat)
            for seed in (1, 2):
                assert rules.view(advisor.determinise(view, seed), seat) == view


def test_G_H_2_a_determinised_state_holds_every_ghost_card_and_villager_exactly_once():
    for s in positions(1)[::5] + positions(3)[::9]:
        world = advisor.determinise(rules.view(s, rules.pending(s).seat), 4)
        assert rules.invariants(world) == []


def test_G_3_9c_determinised_wu_fengs_sit_where_setup_put_them_in_the_deck():
    is_wf = rules.card_tables().is_wf
    for s in positions(1)[::6] + positions(3)[::6]:
        world = advisor.determinise(rules.view(s, rules.pending(s).seat), 8)
        assert [is_wf[c] for c in world.deck] == [is_wf[c] for c in s.deck]


def test_G_H_2_determinising_draws_the_hidden_cards_and_villagers_anew_for_each_seed():
    s = positions(1)[10]
    view = rules.view(s, 0)
    worlds = [advisor.determinise(view, seed) for seed in range(4)]
    assert len({tuple(w.deck) for w in worlds}) > 1
    assert len({tuple(tuple(stack) for stack in w.villagers) for w in worlds}) > 1


def test_G_H_2_the_advice_is_the_same_when_the_deck_and_face_down_villagers_are_decoys():
    checked = 0
    for s in yang_positions()[:4]:
        seat = rules.pending(s).seat
        decoy = rules.redeal_secrets(s, seat, 99)
        assert decoy.deck != s.deck                   # the secrets really differ, so the test can fail
        legal = rules.legal_actions(s, seat)
        real = advisor.chooser(3, seconds=None, iterations=2)(rules, s, seat, legal)
        fake = advisor.chooser(3, seconds=None, iterations=2)(rules, decoy, seat, rules.legal_actions(decoy, seat))
        assert real == fake
        checked += 1
    assert checked == 4


def test_G_H_2_the_heuristic_seat_decides_the_same_with_decoy_secrets():
    for s in yang_positions()[:3]:
        seat = rules.pending(s).seat
        decoy = rules.redeal_secrets(s, seat, 7)
        real = advisor.heuristic_chooser(2)(rules, s, seat, rules.legal_actions(s, seat))
        fake = advisor.heuristic_chooser(2)(rules, decoy, seat, rules.legal_actions(decoy, seat))
        assert real == fake


def test_the_advice_is_a_legal_action_with_one_line_of_why_in_words():
    s = yang_positions()[0]
    seat = rules.pending(s).seat
    advice = advisor.advise(rules.view(s, seat), seat, seed=1, seconds=None, iterations=2)
    assert advice.action in rules.legal_actions(s, seat)
    assert "simulated futures" in advice.why and "\n" not in advice.why
    assert not re.search(r"G-\d", advice.why) and advice.why[0].isupper() and advice.futures == 2


def test_a_decision_of_a_kind_the_advisor_does_not_know_still_gets_a_legal_answer():
    s = next(p for p in positions(1) if p.decision is not None and len(p.decision[2]) > 1).clone()
    kind, seat, options, resume = s.decision
    s.decision = ("a_kind_added_later", seat, options, resume)
    advice = advisor.advise(rules.view(s, seat), seat, seed=1)
    assert advice.action in options and advice.why


def test_the_only_legal_action_is_advised_without_a_search():
    s = next(p for seed in range(5, 40) for p in positions(1, seed=seed)
             if len(rules.legal_actions(p, rules.pending(p).seat)) == 1)
    seat = rules.pending(s).seat
    advice = advisor.advise(rules.view(s, seat), seat)
    assert advice.action == rules.legal_actions(s, seat)[0] and "only choice" in advice.why


def test_game_stats_count_rounds_board_turns_ghosts_drawn_and_villagers_lost():
    s = positions(1)[-1]
    stats = rules.game_stats(s)
    arrived = sum(1 for entry in s.log_entries if entry[0] == "ghost_arrived")
    assert stats == {"rounds": (s.board_turns - 1) // 4 + 1, "board_turns": s.board_turns,
                     "ghosts_drawn": arrived, "villagers_lost": len(s.graveyard)}
    assert arrived > 0
