"""Helpers for the Betrayal rules tests: a game past setup, rooms placed by hand, stacks dealt, dice scripted."""
from engine.rules.rng import Rng
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.state import figure, house_of, keep

PICKS = ("marta_voss", "ada_quill", "cyrus_oake", "nell_harrow", "inez_calder", "odile_marsh")


class ScriptedDice(Rng):
    """The game's RNG with the next dice faces fixed by the test (shuffles and the rest stay seeded)."""

    def __init__(self, rng: Rng, faces):
        self.seed, self.draws, self._r = rng.seed, rng.draws, rng._r
        self.script = [list(f) for f in faces]

    def roll_faces(self, faces, n):
        if self.script:
            self.draws += 1
            fixed = self.script.pop(0)
            assert len(fixed) == n, f"the rules threw {n} dice where the test scripted {len(fixed)}"
            return fixed
        return super().roll_faces(faces, n)


def new_game(players=3, widows_walk=True, seed=1, today="01-01", picks=PICKS):
    s = R.setup({"players": players, "widows_walk": widows_walk, "today": today}, seed)
    for seat in range(players):
        s = R.apply(s, ("explorer", picks[seat]))
    return s


def dice(s, *faces):
    """The next rolls of the game show these faces, in order (one list per roll)."""
    s.rng = ScriptedDice(s.rng, faces)
    s.__dict__.pop("_house", None)
    return s


def put(s, seat, room, side=""):
    house = house_of(s)
    house.put_figure(s.explorers[seat]["explorer"], room, side)
    keep(s, house)


def place(s, tile, floor, cell, turn=0):
    house = house_of(s)
    house.place_at(tile, floor, cell, turn)
    keep(s, house)


def stack_top(s, *ids):
    """These room tiles on top of the stack, the first drawn first."""
    house = house_of(s)
    for i in ids:
        (house.stack if i in house.stack else house.discard).remove(i)
    house.stack.extend(reversed(ids))
    keep(s, house)


def deck_top(s, deck, *ids):
    pile = s.decks[deck]
    for i in ids:
        pile.remove(i)
    pile.extend(reversed(ids))


def where(s, seat):
    return figure(s, seat)


def act(s, *action):
    return R.apply(s, tuple(action))


def seat_now(s):
    return R.pending(s).seat


def plain_house(s):
    """The house rebuilt from the state's plain data alone (what saves, hashes and views see), never the
    working copy the rules keep between actions."""
    from rulesets.betrayal.house import House
    from rulesets.betrayal.rules.state import tiles
    return House.from_plain(tiles(), s.house)
