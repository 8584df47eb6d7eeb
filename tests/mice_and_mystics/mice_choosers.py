"""Seeded test players for Mice and Mystics playouts (tests only: no rule lives here)."""
import random


def eager_chooser(seed):
    """A test player that fights whenever it may, explores, flips and searches half the times it may, else
    mostly steps: it wins some chapters, which random legal play almost never does, and it does not flee from
    room to room for ever (a player who always explores away from Brodie never lets the Cat Walk end).
    Seeded, so its games replay."""
    pick = random.Random(seed)

    def choose(ruleset, state, seat, legal):
        for kind in ("melee", "ranged"):
            found = [a for a in legal if a[0] == kind]
            if found:
                return pick.choice(found)
        for kind in ("explore", "flip", "search"):
            found = [a for a in legal if a[0] == kind]
            if found and pick.random() < 0.5:
                return pick.choice(found)
        steps = [a for a in legal if a[0] in ("step", "climb")]
        if steps and pick.random() < 0.9:
            return pick.choice(steps)
        return pick.choice(legal)
    return choose
