"""The seeded RNG a game keeps in its state: cheap to copy, counts its draws for commit markers."""
from __future__ import annotations

import _random
import hashlib
import random
from math import floor


class Rng:
    """Wraps random.Random(seed). `draws` grows by one per call, so a ruleset's commit_marker can include it:
    any action that consumed randomness is then a commit point undo cannot cross."""

    __slots__ = ("seed", "draws", "_r")

    def __init__(self, seed: int):
        self.seed = seed
        self.draws = 0
        self._r = _seeded(seed)

    def copy(self) -> "Rng":
        new = Rng.__new__(Rng)
        new.seed, new.draws = self.seed, self.draws
        new._r = _unseeded()
        new._r.setstate(self._r.getstate())
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def randint(self, a: int, b: int) -> int:
        self.draws += 1
        return self._r.randint(a, b)

    def random(self) -> float:
        self.draws += 1
        return self._r.random()

    def choice(self, seq):
        self.draws += 1
        return self._r.choice(seq)

    def shuffle(self, items: list) -> None:
        self.draws += 1
        self._r.shuffle(items)

    def sample(self, population, k: int) -> list:
        self.draws += 1
        return self._r.sample(population, k)

    def roll(self, n: int, sides: int = 6) -> list[int]:
        """n dice of `sides` faces (1..sides), one draw for the whole throw."""
        self.draws += 1
        return [self._r.randint(1, sides) for _ in range(n)]

    def index(self, n: int) -> int:
        """One uniform index in 0..n-1 from a single float (cheaper than randint on a hot path)."""
        self.draws += 1
        return floor(self._r.random() * n)

    def roll_faces(self, faces, n: int) -> list:
        """n throws of a die whose faces are listed in `faces` (one float each), one draw for the throw."""
        self.draws += 1
        r = self._r.random
        k = len(faces)
        return [faces[floor(r() * k)] for _ in range(n)]

    def shuffle_tail(self, items: list, k: int = -1) -> None:
        """Fisher-Yates with one float per swap, one draw in all. With k >= 0 only the last k items are
        drawn at random (a uniform random k-subset, in random order); with k < 0 the whole list is shuffled."""
        self.draws += 1
        r = self._r.random
        n = len(items)
        stop = n - k - 1 if 0 <= k < n - 1 else 0       # the first position left in place
        for i in range(n - 1, stop, -1):
            j = floor(r() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def to_data(self) -> list:
        """The exact generator position as plain JSON-able data: [seed, draws, version, internal, gauss]."""
        version, internal, gauss = self._r.getstate()
        return [self.seed, self.draws, version, list(internal), gauss]

    @classmethod
    def from_data(cls, data) -> "Rng":
        seed, draws, version, internal, gauss = data
        new = cls.__new__(cls)
        new.seed, new.draws = seed, draws
        new._r = random.Random()
        new._r.setstate((version, tuple(internal), gauss))
        return new

    def fingerprint(self) -> str:
        """A short stable digest of the generator's exact position, for state_hash()."""
        version, internal, gauss = self._r.getstate()
        h = hashlib.blake2b(digest_size=8)
        h.update(repr((self.seed, self.draws, version, gauss)).encode())
        h.update(bytes(memoryview(_as_array(internal))))
        return h.hexdigest()

    def __repr__(self) -> str:
        return f"Rng(seed={self.seed}, draws={self.draws})"


# Indexes are drawn as floor(random() * n): for a float in [0, n) floor() gives the same index int() gives, and
# costs a quarter less per draw (a game's setup shuffles draw about seventy of them).


def _seeded(seed) -> random.Random:
    """random.Random(seed), the same generator: an int seed goes straight to the C generator's seed(), which is
    all random.Random's own __init__ and seed() do with an int after their type checks (a quarter of the cost)."""
    if type(seed) is not int:
        return random.Random(seed)
    generator = _unseeded()
    _CORE_SEED(generator, seed)
    return generator


def _unseeded() -> random.Random:
    """A random.Random to be seeded or given a state next: not seeded from the system's entropy first."""
    generator = random.Random.__new__(random.Random)
    generator.gauss_next = None     # as random.Random.seed() leaves it
    return generator


_CORE_SEED = _random.Random.seed      # the C generator random.Random is built on: its own seed()


def _as_array(internal: tuple):
    import array
    return array.array("Q", internal)
