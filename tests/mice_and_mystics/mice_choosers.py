"""Seeded test players for Mice and Mystics playouts (tests only: no rule lives here)."""
import random


def eager_chooser(seed):
    """A test player that fights, explores and flips whenever it may, else mostly steps (it wins some chapters,
    which random legal play almost never does); seeded, so its games replay."""
    pick = random.Random(seed)

    def choose(ruleset, state, seat, legal):
        for kind in ("melee", "ranged", "explore", "flip"):
            found = [a for a in legal if a[0] == kind]
            if found:
                return pick.choice(found)
        steps = [a for a in legal if a[0] in ("step", "climb")]
        if steps and pick.random() < 0.9:
            return pick.choice(steps)
        return pick.choice(legal)
    return choose
