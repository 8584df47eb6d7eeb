"""Helpers for the Mice and Mystics rules tests: a chapter set up, then figures and turns put where a test needs."""
from engine.rules.rng import Rng
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st

HEROES = ("collin", "wren", "tobias", "clove")
GUARD, DRAIN, SEWER, HOLE = 0, 1, 2, 3      # tile indexes of the Down the Drain board


def chapter(players=1, seed=0, name="down_the_drain"):
    """A chapter set up with each mouse given the first ability its class allows (M-3.3 asked no questions)."""
    from rulesets.mice_and_mystics.rules import abilities
    given = {h: abilities.choices_at_setup(h)[:1] for h in ("collin", "wren", "tobias", "clove", "mirela", "hask")}
    return R.setup({"players": players, "chapter": name, "abilities": given}, seed)


def rng_rolling(*faces):
    """An Rng whose next throws of one die each show `faces` in turn (found by trying seeds)."""
    for seed in range(100000):
        probe = Rng(seed)
        if all(probe.roll(1)[0] == f for f in faces):
            return Rng(seed)
    raise AssertionError("no seed rolls that")


def arrange(s, mice=None, minions=(), order=None, turn_of="collin", movement=3, faces=None):
    """Put the mice ({hero: [tile, space] or None}) and minions ([(kind, tile, space)]) in place, set the
    track to `order` (mouse heroes and minion kinds) and begin `turn_of`'s turn with `movement`."""
    s.minions = []
    s.minion_queue, s.decision, s.attacked = [], None, []
    mice = mice or {}
    for m in s.mice:
        m["place"] = list(mice[m["hero"]]) if mice.get(m["hero"]) is not None else (
            None if m["hero"] in mice else [DRAIN, "s1"])
    for kind, tile, space in minions:
        R.flow.place_minion(s, kind, [tile, space])
    kinds = list(dict.fromkeys(k for k, _, _ in minions))
    heroes = [m["hero"] for m in s.mice]
    order = order or ([turn_of] + kinds + [h for h in heroes if h != turn_of])
    s.initiative = [{"mouse": c} if c in heroes else {"minion": c} for c in order]
    for k in kinds:
        if R.story.minion(k).cards:      # a boss or Brodie: its cards, not one plain card
            at = next(i for i, c in enumerate(s.initiative) if c.get("minion") == k)
            s.initiative[at:at + 1] = [{"minion": k, "card": c.id, "damage": 0}
                                       for c in R.story.minion(k).cards[:2]]
    s.current = order.index(turn_of) if turn_of else 0
    s.turn = {"hero": turn_of, "movement": movement, "move": "unused", "action": False, "rescued": False,
              "captured": False} if turn_of else None
    if faces:
        s.rng = rng_rolling(*faces)
    return s


def place(s, hero):
    return st.mouse(s, hero)["place"]


def minion_places(s):
    return {m["label"]: m["place"][1] for m in s.minions}
