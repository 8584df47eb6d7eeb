"""The game RNG counts every draw (commit markers and the state hash depend on it) and copies exactly."""
import copy

import pytest

from engine.rules.rng import Rng

DRAWS = [
    ("randint", lambda r: r.randint(1, 6)),
    ("random", lambda r: r.random()),
    ("choice", lambda r: r.choice("abc")),
    ("shuffle", lambda r: r.shuffle([1, 2, 3])),
    ("sample", lambda r: r.sample(range(10), 3)),
    ("roll", lambda r: r.roll(3)),
]


@pytest.mark.parametrize("name, draw", DRAWS, ids=[d[0] for d in DRAWS])
def test_every_kind_of_draw_counts_exactly_one(name, draw):
    rng = Rng(4)
    draw(rng)
    draw(rng)
    assert rng.draws == 2


@pytest.mark.parametrize("name, draw", DRAWS, ids=[d[0] for d in DRAWS])
def test_a_draw_changes_the_fingerprint(name, draw):
    rng = Rng(4)
    before = rng.fingerprint()
    draw(rng)
    assert rng.fingerprint() != before


def test_the_draw_count_alone_changes_the_fingerprint():
    a, b = Rng(4), Rng(4)
    b.draws = 1
    assert a.fingerprint() != b.fingerprint()


def test_the_same_seed_gives_the_same_draws_and_fingerprint():
    a, b = Rng(9), Rng(9)
    assert [a.randint(1, 100) for _ in range(20)] == [b.randint(1, 100) for _ in range(20)]
    assert a.fingerprint() == b.fingerprint() and repr(a) == "Rng(seed=9, draws=20)"


def test_rolls_are_dice_of_the_given_faces():
    faces = Rng(3).roll(200, sides=4)
    assert len(faces) == 200 and set(faces) == {1, 2, 3, 4}


@pytest.mark.parametrize("make_copy", [Rng.copy, copy.copy, copy.deepcopy])
def test_a_copy_continues_identically_and_independently(make_copy):
    rng = Rng(5)
    rng.random()
    twin = make_copy(rng)
    assert (twin.seed, twin.draws, twin.fingerprint()) == (5, 1, rng.fingerprint())
    assert [twin.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    twin.random()
    assert twin.draws == rng.draws + 1


def test_each_draw_gives_what_its_name_says():
    rng = Rng(6)
    x = rng.random()
    assert type(x) is float and 0 <= x < 1
    assert rng.choice("xyz") in "xyz" and 1 <= rng.randint(1, 3) <= 3
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))
    picked = rng.sample(range(30), 5)
    assert len(set(picked)) == 5 and all(0 <= p < 30 for p in picked)


@pytest.mark.parametrize("seed", [0, 7, -3, 2**70 + 1, "a text seed"])
def test_a_seeded_rng_draws_what_random_random_of_that_seed_draws(seed):
    import random
    rng, plain = Rng(seed), random.Random(seed)
    assert [rng.random() for _ in range(5)] == [plain.random() for _ in range(5)]
    assert rng.index(6) == int(plain.random() * 6)
