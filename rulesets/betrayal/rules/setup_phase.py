"""Setting up (B-3): explorers chosen one per character card, decks and stack shuffled, birthday order (B-G.8)."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction, LogEvent
from engine.rules.rng import Rng
from rulesets.betrayal.explorers import TRAITS, birthday_day
from rulesets.betrayal.house import House
from rulesets.betrayal.rules.state import State, cards, explorer_data, house_of, keep, tiles
from rulesets.betrayal.rules.turns import start_turn
from rulesets.betrayal.vocab import COLOUR_WORDS

DAYS_IN_YEAR = 366   # birthdays are counted on a leap year, so 02-29 is a date like any other


def setup(config: dict, seed: int) -> State:
    """B-3.1-B-3.8: everything but the explorers, who are chosen seat by seat (B-3.2)."""
    if birthday_day(config["today"]) is None:
        raise IllegalAction("B-G.8", T("today must be a month-day date like 03-14, not {today}", today=config['today']))
    rng = Rng(seed)
    widows_walk = config["widows_walk"]
    s = State(config=dict(config), rng=rng)
    s.explorers = [None] * config["players"]
    house = House(tiles(), seed=None, widows_walk=widows_walk, rng=rng)
    # B-3.6 / B-3.10: every other room tile (with WW's) in one face-down stack, shuffled with the game's RNG
    house.stack = [t.id for t in tiles().rooms if widows_walk or t.set != "widows_walk"]
    rng.shuffle(house.stack)
    s.house = house.to_plain()
    # B-3.4 / B-3.10: the three decks, shuffled separately
    for deck in ("omen", "item", "event"):
        pile = sorted(c.id for c in cards().values() if c.deck == deck and (widows_walk or c.set == "base"))
        rng.shuffle(pile)
        s.decks[deck] = pile
    s.turn = {"seat": 0, "number": 0, "movement": 0, "movement_over": False, "drew_omen": False, "rolls": [],
              "item_uses": [], "offered": []}
    return s


def explorer_options(s: State, seat: int) -> list:
    """B-3.2: one explorer per character card: a colour already taken offers neither of its sides."""
    taken = {e["colour"] for e in s.explorers if e}
    return [("explorer", e.id) for e in explorer_data().values() if e.colour not in taken]


def choosing_seat(s: State) -> int:
    return next(i for i, e in enumerate(s.explorers) if e is None)


def do_choose(s: State, seat: int, explorer_id) -> None:
    if ("explorer", explorer_id) not in explorer_options(s, seat):
        raise IllegalAction("B-3.2", T("each player takes one side of a character card nobody else has taken"))
    e = explorer_data()[explorer_id]
    # B-3.3: the clips start on the green values
    s.explorers[seat] = {"explorer": e.id, "name": e.name, "colour": e.colour,
                         "traits": {t: e.start(t) for t in TRAITS}, "cards": [], "bonuses": []}
    house = house_of(s)
    house.put_figure(e.id, "entrance_hall")   # B-3.7
    keep(s, house)
    names = s.config.get("names") or []
    player = names[seat].strip() if seat < len(names) and isinstance(names[seat], str) else ""
    # the name typed at the setup: "Ann plays Marta Voss", not "Player 1" when the table knows her as Ann
    s.log.append(LogEvent("explorer_chosen", T("{player} plays {name} ({colour})", player=player or T("Player {n}", n=seat + 1), name=e.name,
                                                 colour=COLOUR_WORDS.get(e.colour, e.colour)),
                          {"seat": seat, "explorer": e.id, "colour": e.colour}))
    if all(s.explorers):
        _first_player(s)


def days_after(today: str, birthday: str) -> int:
    """B-G.8: how many days from `today` until the birthday comes round (0 = today)."""
    return (birthday_day(birthday) - birthday_day(today)) % DAYS_IN_YEAR


def _first_player(s: State) -> None:
    """B-3.9 / B-G.8: the explorer whose birthday comes next on or after today starts; ties at random."""
    waits = [days_after(s.config["today"], explorer_data()[e["explorer"]].birthday) for e in s.explorers]
    soonest = [seat for seat, w in enumerate(waits) if w == min(waits)]
    first = soonest[0] if len(soonest) == 1 else soonest[s.rng.index(len(soonest))]
    s.first_seat = first
    s.phase = "turns"
    name = s.explorers[first]["name"]
    birthday = explorer_data()[s.explorers[first]["explorer"]].birthday
    s.log.append(LogEvent("first_player", T("{name} goes first", name=name), {"seat": first},
                          cause=T("the birthday coming soonest ({birthday}), chosen at random among a tie", birthday=birthday)
                          if len(soonest) > 1 else T("the birthday coming soonest ({birthday})", birthday=birthday)))
    start_turn(s, first, 1)
