"""Setup (N-3): seats, decks and missions at once; then each side's choices as decisions of its own seats.

Each side's secret setup ends with "Done — pass the laptop" (N-H.6): the last click is not the hand-off itself,
so the player can look the private map over and undo that click before the laptop changes hands."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction
from engine.rules.rng import Rng
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.state import (
    GUARD_STRENGTH,
    LETTERS,
    START_HAND,
    State,
    add_guard,
    figures_free,
    guard_seat_for,
    new_intruder,
    tables,
    zone_name,
)
from rulesets.ninja.rules.views import knowledge_group

GUARD_STEPS = ("sentries", "patrols", "guard_hand", "sleeping", "missions", "traps", "hidden_sentries")
MISSIONS_PER_CASTLE = 3                         # N-3.14b


def check_combination(config: dict) -> None:
    """Refuse a variant with a player count it is not played by, and a Lone Wolf option outside Lone Wolf (N-23)."""
    players, variant = config["players"], config["variant"]
    if variant == "lone_wolf" and players != 2:
        raise IllegalAction("N-23.1", T("Lone Wolf is a game for two players, not {n}", n=players))
    if variant == "contested_ground" and players < 3:
        raise IllegalAction("N-23.2", T("Contested Ground needs two intruder players: three or four players, "
                                        "not {n}", n=players))
    if config.get("lone_wolf_secret") and variant != "lone_wolf":
        raise IllegalAction("N-23.1a", T("keeping secret which intruder plays is a Lone Wolf option: choose "
                                         "Lone Wolf or leave it off"))


def setup(config: dict, seed: int) -> State:
    check_combination(config)
    players, variant = config["players"], config["variant"]
    seats = {2: ([0], 1, 1), 3: ([0], 1, 2), 4: ([0, 1], 2, 3)}[players]      # Part 1
    s = State(config=dict(config), guard_seats=list(seats[0]),
              intruder_seat={"ninja": seats[1], "traitor": seats[2]}, rng=Rng(seed))
    t = tables()
    # N-3.4: each intruder draws a mission goal; the other four are set aside face down
    letters = list(LETTERS)
    s.rng.shuffle(letters)
    s.intruders = {f: new_intruder(f, True) for f in ("ninja", "traitor")}
    s.intruders["ninja"]["mission"], s.intruders["traitor"]["mission"] = letters[0], letters[1]
    s.mission_pool = sorted(letters[2:])
    for f in ("ninja", "traitor"):
        s.intruders[f]["hand"] = list(t.deck_cards[f])
    # N-3.8 / N-3.9: the guard cards, split evenly between two guard players
    for i, seat in enumerate(s.guard_seats):
        cards = t.deck_cards["guard"]
        if len(s.guard_seats) == 2:
            cards = [c for k, c in enumerate(cards) if k % 2 == i]     # every type has an even count
        s.hands[str(seat)] = list(cards)
        s.decks[str(seat)], s.discards[str(seat)], s.drawn[str(seat)] = [], [], []
        s.set_aside_count[str(seat)] = 12 if len(s.guard_seats) == 1 else 6
    for zone in t.barracks:
        s.sleeping[zone] = 0
    s.passages = {owner: ["", ""] for owner in _passage_owners(s)}
    tell(s, "setup", T("The guards set up the fortress; the intruders draw their secret missions."),
         {"players": players, "variant": variant}, "N-3.4: each intruder draws a mission goal",
         intruders=T("The ninja's mission is {letter}; the traitor's is {other}.", letter=letters[0], other=letters[1]))
    return s


def _passage_owners(s: State) -> list:
    return ["ninja", "traitor"] if s.config["variant"] == "contested_ground" else ["intruders"]


def strength(s: State) -> tuple:
    sentries, patrols, sleeping = GUARD_STRENGTH[s.config["guard_strength"]]
    if s.config["variant"] == "lone_wolf":
        patrols = 2                             # N-23.1: only 2 patrols
    return sentries, patrols, sleeping


# ---- the guards' setup ----------------------------------------------------------------------------------
def _sentries_placed(s):
    return sum(1 for g in s.guards if g["patrol"] is None)


PATROL_WEAPONS_TWO_PLAYERS = (("sword", "sword"), ("spear", "spear"), ("sword", "spear"))


def _next_weapon(s) -> str:
    """With two guard players each places his own half of the sentries (N-3.12); with one, swords and
    spears alternate (the weapon does not matter then)."""
    if len(s.guard_seats) == 2:
        return "sword" if _sentries_placed(s) < strength(s)[0] // 2 else "spear"
    return "sword" if figures_free(s, "sword") >= figures_free(s, "spear") else "spear"


def patrol_weapons(s) -> tuple:
    """The two figures of the next patrol: three sword and three spear guards over the three patrols of a
    four-player game, so one patrol is mixed (N-3.12)."""
    if len(s.guard_seats) == 2:
        return PATROL_WEAPONS_TWO_PLAYERS[(s.next_patrol - 1) % 3]
    first = _next_weapon(s)
    return (first, "spear" if first == "sword" else "sword")


def guard_setup_seat(s: State) -> int:
    if s.step == "sentries":
        return guard_seat_for(s, _next_weapon(s))
    if s.step == "patrols":
        return guard_seat_for(s, patrol_weapons(s)[0])
    if s.step == "guard_hand":
        for seat in s.guard_seats:
            if s.set_aside_count[str(seat)] > 0:
                return seat
    return s.guard_seats[0]


def guard_setup_options(s: State) -> list:
    """The legal setup placements, sentries and patrols ordered so that taking the first one each time spreads
    the guards out (farthest from every guard already placed first); the set of options is unchanged."""
    out = _guard_setup_choices(s)
    if s.step in ("sentries", "patrols"):
        out.sort(key=lambda option: -_distance_to_nearest_guard(s, option[1]) if option[0] in ("sentry", "patrol")
                 else 0)
    return out


def _distance_to_nearest_guard(s: State, zone: str) -> int:
    """Zones between `zone` and the nearest guard figure (0 with none placed, which keeps the map's order)."""
    distances = tables().hearing(zone)
    return min((distances.get(g["zone"], 0) for g in s.guards), default=0)


def _guard_setup_choices(s: State) -> list:
    """The legal setup placements in the map's order (the random placement draws from this list, so a seed
    places the same guards whatever order the options are shown in)."""
    t = tables()
    out = []
    if s.step == "sentries":
        taken = {g["zone"] for g in s.guards}
        out = [("sentry", z) for z in t.watch_posts if z not in taken]          # N-3.10: one per watch post
    elif s.step == "patrols":
        out = [("patrol", z, f) for z in t.track_zones for f in t.track[z]]     # N-3.11, N-G.7
    elif s.step == "guard_hand":
        seat = str(guard_setup_seat(s))
        out = [("keep_suggested_hand",)]
        out += [("set_aside", c) for c in sorted(set(s.hands[seat]))]
    elif s.step == "sleeping":
        out = [("sleep", z) for z in t.barracks if s.sleeping[z] < 2]           # N-3.14a
    elif s.step in ("missions", "traps", "hidden_sentries"):
        what = _next_object(s)
        out = [("hide", what, z) for z in _object_zones_for(s, what)]
    if s.step in ("sentries", "patrols", "sleeping", "missions", "traps", "hidden_sentries"):
        out.append(("place_the_rest_at_random",))
    return out


def _next_object(s: State) -> str:
    if s.step == "missions":
        return next(letter for letter in LETTERS if letter not in s.objects.values())
    return "trap" if s.step == "traps" else "hidden_sentry"


def _object_zones_for(s: State, what: str) -> list:
    """N-3.14b: one object per zone, castle interiors without watch posts, 3 mission goals per castle."""
    t = tables()
    out = []
    for side, zones in t.object_zones.items():
        if what in LETTERS:
            placed = sum(1 for z, o in s.objects.items() if o in LETTERS and t.castle_of.get(z) == side)
            if placed >= MISSIONS_PER_CASTLE:
                continue
        out += [z for z in zones if z not in s.objects]
    return out


def do_sentry(s: State, action) -> None:
    add_guard(s, action[1], _next_weapon(s))
    tell(s, "sentry_placed", T("A sentry stands at {zone}.", zone=zone_name(action[1])), {"zone": action[1]}, "N-3.10")
    _advance_guard_setup(s)


def do_patrol(s: State, action) -> None:
    number = s.next_patrol
    weapons = patrol_weapons(s)
    s.next_patrol += 1
    for weapon in weapons:
        add_guard(s, action[1], weapon, number)
    s.patrol_facing[str(number)] = action[2]
    tell(s, "patrol_placed", T("A patrol of two stands at {zone}, facing {facing}.", zone=zone_name(action[1]),
                               facing=zone_name(action[2])), {"zone": action[1], "facing": action[2]}, "N-3.11")
    _advance_guard_setup(s)


def do_keep_suggested_hand(s: State, action) -> None:
    seat = str(guard_setup_seat(s))
    starter = list(tables().starter["guard"])
    if len(s.guard_seats) == 2:
        starter = [c for k, c in enumerate(starter) if k % 2 == int(seat) % 2]
    hand = list(s.hands[seat])
    keep = []
    for card in starter:
        if card in hand:
            hand.remove(card)
            keep.append(card)
    target = 24 if len(s.guard_seats) == 1 else 12                  # N-3.8 / N-3.9
    while len(keep) < target and hand:
        keep.append(hand.pop(0))
    _set_guard_hand(s, seat, keep, hand + s.decks[seat])


def do_set_aside(s: State, action) -> None:
    seat = str(guard_setup_seat(s))
    s.hands[seat].remove(action[1])
    s.decks[seat].append(action[1])
    s.set_aside_count[seat] -= 1
    if s.set_aside_count[seat] == 0:
        _set_guard_hand(s, seat, s.hands[seat], s.decks[seat])


def _set_guard_hand(s: State, seat: str, hand: list, rest: list) -> None:
    s.hands[seat] = sorted(hand)
    s.decks[seat] = list(rest)
    s.rng.shuffle(s.decks[seat])                # N-3.8: the others are shuffled into the draw deck
    s.set_aside_count[seat] = 0
    tell(s, "guard_hand_chosen", T("The guards choose a hand of {n} cards.", n=len(hand)), {"hand_size": len(hand)},
         "N-3.8", guards=T("The guards keep {n} cards and shuffle {rest} into the draw deck.", n=len(hand), rest=len(rest)))
    _advance_guard_setup(s)


def do_sleep(s: State, action) -> None:
    s.sleeping[action[1]] += 1
    if s.phase == "guard_setup":
        _advance_guard_setup(s)


def do_hide(s: State, action) -> None:
    s.objects[action[2]] = action[1]
    _advance_guard_setup(s)


def do_place_the_rest_at_random(s: State, action) -> None:
    """The one-click default: every placement still owed, drawn from the game's RNG (a commit point)."""
    while s.phase == "guard_setup" and s.step != "guard_hand":
        options = [o for o in _guard_setup_choices(s) if o[0] != "place_the_rest_at_random"]
        choice = options[s.rng.index(len(options))]
        PLACEMENTS[choice[0]](s, choice)


def _advance_guard_setup(s: State) -> None:
    sentries, patrols, sleeping = strength(s)
    while True:
        if s.step == "sentries" and _sentries_placed(s) >= sentries:
            s.step = "patrols"
        elif s.step == "patrols" and s.next_patrol - 1 >= patrols:
            s.step = "guard_hand"
        elif s.step == "guard_hand" and all(v == 0 for v in s.set_aside_count.values()):
            s.step = "sleeping"
        elif s.step == "sleeping" and sum(s.sleeping.values()) >= sleeping:
            s.step = "missions"
        elif s.step == "missions" and sum(1 for o in s.objects.values() if o in LETTERS) >= 6:
            s.step = "traps"
        elif s.step == "traps" and sum(1 for o in s.objects.values() if o == "trap") >= 2:
            s.step = "hidden_sentries"
        elif s.step == "hidden_sentries" and sum(1 for o in s.objects.values() if o == "hidden_sentry") >= 2:
            tell(s, "guard_map_marked", T("The guards mark sleeping guards, mission goals, traps and hidden "
                                          "sentries on their private map."), {}, "N-3.14")
            s.phase = "intruder_setup"
            s.step = "lone_wolf" if s.config["variant"] == "lone_wolf" else "ninja_hand"
            _advance_intruder_setup(s)
            return
        else:
            return


# ---- the intruders' setup -------------------------------------------------------------------------------
INTRUDER_STEPS = ("lone_wolf", "ninja_hand", "traitor_hand", "ninja_start", "traitor_start", "passage")


def hand_target(s: State, figure: str) -> int:
    return START_HAND[figure] + s.config["intruder_cards"]           # N-3.7 with N-24.1


def intruder_setup_figure(s: State) -> str:
    if s.step in ("ninja_hand", "ninja_start", "lone_wolf"):
        return "ninja"
    if s.step in ("traitor_hand", "traitor_start"):
        return "traitor"
    # N-3.16: with two intruder players each places one entrance (or, in Contested Ground, his own two)
    if s.config["variant"] == "contested_ground":
        return "ninja" if "" in s.passages["ninja"] else "traitor"
    return "ninja" if s.passages["intruders"][0] == "" else "traitor"


def intruder_setup_seat(s: State) -> int:
    return s.intruder_seat[intruder_setup_figure(s)]


def intruder_setup_options(s: State) -> list:
    t = tables()
    if s.step == "lone_wolf":
        return [("play_alone", "ninja"), ("play_alone", "traitor")]
    if s.step in ("ninja_hand", "traitor_hand"):
        figure = s.step.split("_")[0]
        out = [("keep_suggested_cards", figure)]
        return out + [("set_aside_card", figure, c) for c in sorted(set(s.intruders[figure]["hand"]))]
    if s.step == "ninja_start":
        return [("start", "ninja", z) for z in sorted(t.edges)]                      # N-3.15a
    if s.step == "traitor_start":
        guarded = {g["zone"] for g in s.guards}
        return [("start", "traitor", z) for z in t.traitor_starts if z not in guarded]  # N-3.15b
    if s.step == "passage":
        return [("entrance", z) for z in t.zone_ids if z not in t.moats]             # N-3.15d
    return []


def secret_lone_wolf(s: State) -> bool:
    """N-23.1a: hands for both intruders, and which one plays stays secret until the guards learn it."""
    return s.config["variant"] == "lone_wolf" and s.config["lone_wolf_secret"]


def do_play_alone(s: State, action) -> None:
    other = "traitor" if action[1] == "ninja" else "ninja"
    s.intruders[other]["status"] = "absent"
    if secret_lone_wolf(s):
        tell(s, "lone_wolf", T("The intruder player chooses in secret which intruder to play."), {}, "N-23.1a",
             intruders=T("You play the {figure} alone; the guards learn it when you first play a card.",
                         figure=action[1]))
    else:
        s.intruders[other]["hand"] = []
        s.lone_wolf_shown = True          # N-23.1: the choice is open
        tell(s, "lone_wolf", T("The intruder player plays the {figure} alone.", figure=action[1]), {"figure": action[1]}, "N-23.1")
    s.step = "ninja_hand"
    _advance_intruder_setup(s)


def do_keep_suggested_cards(s: State, action) -> None:
    figure = action[1]
    me = s.intruders[figure]
    pool = list(me["hand"])
    keep = []
    for card in tables().starter[figure]:
        if card in pool and len(keep) < hand_target(s, figure):
            pool.remove(card)
            keep.append(card)
    while len(keep) < hand_target(s, figure) and pool:
        keep.append(pool.pop(0))
    me["hand"], me["set_aside"] = sorted(keep), sorted(me["set_aside"] + pool)
    _hand_chosen(s, figure)


def do_set_aside_card(s: State, action) -> None:
    me = s.intruders[action[1]]
    me["hand"].remove(action[2])
    me["set_aside"].append(action[2])
    if len(me["hand"]) <= hand_target(s, action[1]):
        _hand_chosen(s, action[1])


def _hand_chosen(s: State, figure: str) -> None:
    me = s.intruders[figure]
    me["set_aside"].sort()
    tell(s, "intruder_hand_chosen", T("The intruders choose their cards in secret."), {}, "N-3.7",
         figure=figure, intruders=T("The {figure} keeps {n} cards.", figure=figure, n=len(me['hand'])))
    _advance_intruder_setup(s)                      # his hand is chosen: on to the next hand or the starts


def do_start(s: State, action) -> None:
    figure, zone = action[1], action[2]
    me = s.intruders[figure]
    # N-3.15 marks "0"; a replacement writes the current turn (N-17.3) below the old track on the same map
    me.update(zone=zone, status="active", path=me["path"] + [[s.turn if me["replaced"] else 0, zone, "start"]],
              start_turn=s.turn)
    who = "intruder" if secret_lone_wolf(s) and not s.lone_wolf_shown else figure
    tell(s, "intruder_start", T("The {figure} chooses a secret start.", figure=who), {} if who != figure else {"figure": figure},
         "N-3.15", figure=figure, intruders=T("The {figure} starts at {zone}.", figure=figure, zone=zone_name(zone)))
    if s.phase == "intruder_setup":
        s.step = "traitor_start" if figure == "ninja" else "passage"
        _advance_intruder_setup(s)


def do_entrance(s: State, action) -> None:
    figure = intruder_setup_figure(s)
    owner = "intruders" if s.config["variant"] != "contested_ground" else figure
    ends = s.passages[owner]
    ends[ends.index("")] = action[1]
    tell(s, "passage_marked", T("An entrance of a secret passage is marked in secret."), {}, "N-3.15d",
         figure=figure, intruders=T("A secret passage entrance is marked at {zone}.", zone=zone_name(action[1])))
    _advance_intruder_setup(s)


def _advance_intruder_setup(s: State) -> None:
    while True:
        if s.step in ("ninja_hand", "traitor_hand", "ninja_start", "traitor_start"):
            figure = s.step.split("_")[0]
            absent = s.intruders[figure]["status"] == "absent"
            if absent and (s.step.endswith("start") or not secret_lone_wolf(s)):
                s.step = {"ninja_hand": "traitor_hand", "traitor_hand": "ninja_start",
                          "ninja_start": "traitor_start", "traitor_start": "passage"}[s.step]
                continue
            if s.step.endswith("hand") and len(s.intruders[figure]["hand"]) <= hand_target(s, figure):
                s.step = "traitor_hand" if figure == "ninja" else "ninja_start"
                continue
            return
        if s.step == "passage" and all("" not in ends for ends in s.passages.values()):
            for owner in s.passages:
                s.passages[owner] = list(s.passages[owner])
            s.phase = "turn_start"          # flow.settle begins turn 1
        return


# ---- the end of a side's secret setup: "Done — pass the laptop" (N-H.6) --------------------------------------
SETUP_DONE = "setup_done"       # the decision: the side that just finished its secret setup confirms it is done


def setup_seat(s: State) -> int | None:
    """The seat of the waiting setup placement, None once the setup is over."""
    if s.phase == "guard_setup":
        return guard_setup_seat(s)
    if s.phase == "intruder_setup":
        return intruder_setup_seat(s)
    return None


def _ends_a_secret_setup(placement):
    """After a placement, when the next setup decision belongs to a seat that knows other secrets (or the
    setup is over), the seat that placed last is asked "Done — pass the laptop" before anything else: the
    hand-off comes after that step, and Undo still takes the last placement back until then."""
    def handle(s: State, action) -> None:
        seat = setup_seat(s)
        placement(s, action)
        if seat is None or s.decision is not None:
            return
        after = setup_seat(s)
        if after is not None and knowledge_group(s, after) == knowledge_group(s, seat):
            return
        s.decision = {"kind": SETUP_DONE, "seat": seat, "next_phase": s.phase}
        if s.phase not in ("guard_setup", "intruder_setup"):
            s.phase = "intruder_setup"     # still setting up until the intruders are done (turn 1 waits)
    return handle


def done_options(s: State) -> list:
    return [("pass_the_laptop",)]


def do_pass_the_laptop(s: State, action) -> None:
    seat, next_phase = s.decision["seat"], s.decision["next_phase"]
    s.decision = None
    s.phase = next_phase
    side = "guards" if seat in s.guard_seats else "intruders"
    tell(s, "setup_done", T("The guards are done setting up and pass the laptop.") if side == "guards"
         else T("The intruders are done setting up and pass the laptop."), {"side": side},
         "N-H.6: the screen is blanked before the other side looks")


PLACEMENTS = {
    "sentry": do_sentry, "patrol": do_patrol, "keep_suggested_hand": do_keep_suggested_hand,
    "set_aside": do_set_aside, "sleep": do_sleep, "hide": do_hide,
    "place_the_rest_at_random": do_place_the_rest_at_random, "play_alone": do_play_alone,
    "keep_suggested_cards": do_keep_suggested_cards, "set_aside_card": do_set_aside_card, "start": do_start,
    "entrance": do_entrance,
}
HANDLERS = {word: _ends_a_secret_setup(placement) for word, placement in PLACEMENTS.items()}
HANDLERS["pass_the_laptop"] = do_pass_the_laptop
OPTIONS = {SETUP_DONE: done_options}
