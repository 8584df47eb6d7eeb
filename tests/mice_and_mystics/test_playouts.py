"""Seeded Mice and Mystics playouts over every chapter and 1-4 players, with and without a campaign's carry:
each ends in a win or a loss with the invariants held at every step (figures on spaces, capacity, cheese
wheel and hourglass bounds, search and encounter cards conserved: rules/checks.py); determinism; saves."""
import math
import random

import pytest

from engine.rules import playout, saves
from engine.rules.session import GameSession
from rulesets.mice_and_mystics import rules as R
from tests.mice_and_mystics.mice_choosers import eager_chooser

PLAYOUTS = 300
PLAYERS = (1, 2, 3, 4)
SEEDS = math.ceil(PLAYOUTS / (len(R.CHAPTERS) * len(PLAYERS)))     # per chapter and table size


def _config(chapter, players, carry=None):
    return R.INFO.check_config(R.campaign_config(chapter, carry, players))


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("chapter", R.CHAPTERS)
def test_seeded_random_chapters_end_with_every_invariant_held_m3_to_m19(chapter, players):
    endings = set()
    for seed in range(SEEDS):
        chooser = eager_chooser(seed) if seed % 3 == 0 else playout.random_chooser(seed * 7 + players)
        # invariants checked at every step (a broken one raises); views are built by the conformance playouts
        result = playout.play_one(R, _config(chapter, players), seed, chooser, build_views=False)
        assert result.outcome.result in ("win", "loss") and result.outcome.reason
        assert result.state.chapter == chapter and R.invariants(result.state) == []
        endings.add(result.outcome.result)
    assert "loss" in endings


def test_the_playouts_number_at_least_three_hundred():
    assert SEEDS * len(R.CHAPTERS) * len(PLAYERS) >= PLAYOUTS


def _random_carry(seed):
    pick = random.Random(seed)
    cards = sorted(c.name for c in R.story.search_deck().cards if c.kind != "team_item")
    heroes = [h.id for h in R.story.heroes_book().heroes]
    kept = pick.sample(cards, len(heroes))                         # a card each, as found: never the same one
    return {"heroes": {h: {"card": card if pick.random() < 0.7 else None, "abilities": []}
                       for h, card in zip(heroes, kept)}, "story_achievements": [], "chapters_won": []}


@pytest.mark.parametrize("chapter", R.CHAPTERS)
def test_chapters_begun_with_a_campaigns_carry_keep_every_card_counted_m20_2(chapter):
    for seed in range(6):
        result = playout.play_one(R, _config(chapter, 1 + seed % 4, _random_carry(seed)), seed)
        assert result.outcome.result in ("win", "loss")


def test_the_same_seed_and_actions_reach_the_same_state_whatever_the_global_random_does():
    for chapter in R.CHAPTERS:
        config = _config(chapter, 3)
        first = playout.play_one(R, config, 17, eager_chooser(17))
        s = R.setup(config, 17)
        for n, action in enumerate(first.actions):
            random.seed(n)
            random.random()
            s = R.apply(s, action)
        assert R.state_hash(s) == R.state_hash(first.state)
        again = playout.play_one(R, config, 17, eager_chooser(17))
        assert again.actions == first.actions and R.state_hash(again.state) == R.state_hash(first.state)


@pytest.mark.parametrize("chapter", R.CHAPTERS)
def test_a_chapter_saved_mid_game_and_at_its_end_loads_to_the_same_position(chapter, tmp_path):
    config = _config(chapter, 2)
    actions = playout.play_one(R, config, 5, eager_chooser(5)).actions
    for cut in (len(actions) // 2, len(actions)):
        session = GameSession(R, config, 5, actions[:cut])
        path = str(tmp_path / f"{cut}.json")
        saves.save(session, path)
        loaded = saves.load(path, R, strict=True)
        assert loaded.state_hash() == session.state_hash() and len(loaded) == cut
        assert loaded.is_over == (cut == len(actions))
