"""Combat and its aftermath (N-13.10, N-16, N-17, N-18.3): wounds, deaths, replacements, hidden sentries."""
from __future__ import annotations

from engine.i18n import T
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.guard_moves import detect
from rulesets.ninja.rules.setup_phase import do_start, intruder_setup_options
from rulesets.ninja.rules.state import (
    FIGURE_CAP,
    HIGH,
    RESPAWN_HAND,
    WOUNDS_TO_DIE,
    add_guard,
    figures_free,
    tables,
    zone_name,
)

GUARD_BONUS_CARDS = 5               # N-17.7
GUARD_BONUS_SLEEPERS = 3


def wound(s, figure: str, seat: int) -> None:
    """N-16.5 / N-16.6: the Kenjutsu card lies in front of him; the third (ninja) or second (traitor) kills."""
    me = s.intruders[figure]
    me["wounds"].append("guard_kenjutsu")
    s.alert = HIGH
    s.reveals += 1
    tell(s, "intruder_wounded", T("The {figure} is wounded ({n} of {most}).", figure=figure, n=len(me['wounds']),
                                  most=WOUNDS_TO_DIE[figure]),
         {"figure": figure, "wounds": len(me["wounds"])}, "N-16.5")
    if len(me["wounds"]) >= WOUNDS_TO_DIE[figure]:
        _die(s, figure)


def _die(s, figure: str) -> None:
    me = s.intruders[figure]
    s.discards[str(s.guard_seats[0])] += me["wounds"]          # N-16.7
    me["wounds"] = []
    me["status"], me["seen"], me["shadowed"] = "dead", False, False
    me["zone"] = ""
    early = s.turn < s.config["respawn_before_turn"]            # N-17.1 / N-G.9
    if early and not me["replaced"]:
        me["respawn"] = True
        tell(s, "intruder_died", T("The {figure} dies... but it was only a clever decoy: he will be back.", figure=figure),
             {"figure": figure, "replaced": True}, "N-17.1")
        # N-17.7: never an empty choice, since his wound cards have just gone to the discard pile (N-16.7)
        s.decision = {"kind": "guard_bonus_cards", "seat": s.guard_seats[0], "taken": 0}
    else:
        tell(s, "intruder_died", T("The {figure} dies.", figure=figure), {"figure": figure, "replaced": False}, "N-17.2")


# ---- N-17.7: the guards' bonus -------------------------------------------------------------------------------
def bonus_card_options(s) -> list:
    key = str(s.guard_seats[0])
    cards = sorted(set(s.decks[key]) | set(s.discards[key]))       # none after the fifth: see do_take_card
    return [("take_card", c) for c in cards] + [("done_taking",)]


def do_take_card(s, action) -> None:
    key = str(s.guard_seats[0])
    pile = s.decks[key] if action[1] in s.decks[key] else s.discards[key]
    pile.remove(action[1])
    s.hands[key].append(action[1])
    s.hands[key].sort()
    s.decision["taken"] += 1
    if s.decision["taken"] >= GUARD_BONUS_CARDS:
        _bonus_sleepers(s)


def do_done_taking(s, action) -> None:
    _bonus_sleepers(s)


def _bonus_sleepers(s) -> None:
    tell(s, "guard_bonus", T("The guards take cards of their choice and gain three sleeping guards."), {}, "N-17.7")
    s.decision = {"kind": "guard_bonus_sleepers", "seat": s.guard_seats[0], "left": GUARD_BONUS_SLEEPERS}
    if not bonus_sleeper_options(s):
        s.decision = None


def bonus_sleeper_options(s) -> list:
    return [("sleep", z) for z in tables().barracks if s.sleeping[z] < 2]


def do_bonus_sleep(s, action) -> None:
    s.sleeping[action[1]] += 1
    s.decision["left"] -= 1
    if s.decision["left"] <= 0 or not bonus_sleeper_options(s):
        s.decision = None


# ---- N-17.3-17.6: the replacement ------------------------------------------------------------------------------
def start_respawn(s, figure: str) -> None:
    me = s.intruders[figure]
    me["respawn"] = False
    me["replaced"] = True
    me["hand"] = []
    me["set_aside"] = []
    me["passage_card"] = False
    me.update(status="waiting", steps=0, move_over=False, touched=[], searches=[], moved_last=0)
    s.decision = {"kind": "respawn_cards", "seat": s.intruder_seat[figure], "figure": figure}


def respawn_card_options(s) -> list:
    figure = s.decision["figure"]
    me = s.intruders[figure]
    pool = list(tables().deck_cards[figure])
    for c in me["hand"]:
        pool.remove(c)
    return [("pick_card", figure, c) for c in sorted(set(pool))]


def do_pick_card(s, action) -> None:
    figure = action[1]
    me = s.intruders[figure]
    me["hand"].append(action[2])
    me["hand"].sort()
    if len(me["hand"]) >= RESPAWN_HAND[figure]:
        s.decision = {"kind": "respawn_start", "seat": s.intruder_seat[figure], "figure": figure}


def respawn_start_options(s) -> list:
    figure = s.decision["figure"]
    saved = s.step
    s.step = f"{figure}_start"
    out = intruder_setup_options(s)
    s.step = saved
    return out


def do_respawn_start(s, action) -> None:
    figure = action[1]
    me = s.intruders[figure]
    do_start(s, action)
    # N-17.6: his old goal goes back among the unused ones and a new one is drawn
    pool = sorted(s.mission_pool + [me["mission"]])
    s.rng.shuffle(pool)
    me["mission"] = pool.pop()
    s.mission_pool = sorted(pool)
    me["mission_done"] = False
    tell(s, "intruder_replaced", T("A new {figure} slips into the fortress.", figure=figure), {"figure": figure}, "N-17.3",
         figure=figure, intruders=T("The new {figure} starts at {zone} with mission {letter}.", figure=figure,
                                    zone=zone_name(action[2]), letter=me['mission']))
    s.decision = None


# ---- kills and hidden sentries -----------------------------------------------------------------------------
def kill_guard(s, figure: str, card, guard) -> None:
    """N-16.2: the guard leaves the board; a patrol left with one guard is a sentry."""
    s.guards.remove(guard)
    if guard["patrol"] is not None:
        rest = [g for g in s.guards if g["patrol"] == guard["patrol"]]
        if len(rest) < 2:
            for g in rest:
                g["patrol"] = None
            s.patrol_facing.pop(str(guard["patrol"]), None)
    tell(s, "guard_killed", T("The {figure} plays {card}: guard {n} at {zone} falls.", figure=figure, card=card.name,
                              n=guard['number'], zone=zone_name(guard['zone'])), {"card": card.id, "guard": guard["number"],
                                                                  "zone": guard["zone"], "figure": figure}, "N-16.2")
    me = s.intruders[figure]
    if me["seen"] and not [g for g in s.guards if g["zone"] == me["zone"] and not g["drunk"]]:
        me["seen"] = False                                       # N-15.3
        tell(s, "intruder_hidden", T("The {figure} vanishes from sight.", figure=figure), {"figure": figure}, "N-15.3")


def hidden_sentry_killed(s, figure: str, card) -> None:
    """N-13.10 / N-G.6: killed at once; the H is erased either way."""
    zone = s.triggers.pop(0)[1]
    tell(s, "hidden_sentry_killed", T("The {figure} plays {card} and kills the hidden sentry at {zone}.",
                                      figure=figure, card=card.name, zone=zone_name(zone)), {"zone": zone, "card": card.id}, "N-13.10")
    s.decision = None
    _after_trigger(s)


def hidden_sentry_stands(s) -> None:
    """N-13.10 / N-G.6: a guard figure is placed, the alert goes to High, and the searcher is seen only if he
    is still in that zone. N-18.3: with 20 figures on the map the guards may first take one away."""
    figure, zone = s.triggers[0]
    s.alert = HIGH
    if len(s.guards) >= FIGURE_CAP:
        s.decision = {"kind": "full_fortress", "seat": s.guard_seats[0], "zone": zone, "figure": figure}
        return
    _stand(s, True)


def full_fortress_options(s) -> list:
    return [("make_room", g["number"]) for g in s.guards] + [("no_figure",)]


def do_make_room(s, action) -> None:
    guard = next(g for g in s.guards if g["number"] == action[1])
    s.guards.remove(guard)
    if guard["patrol"] is not None:
        rest = [g for g in s.guards if g["patrol"] == guard["patrol"]]
        if len(rest) < 2:
            for g in rest:
                g["patrol"] = None
            s.patrol_facing.pop(str(guard["patrol"]), None)
    tell(s, "guard_removed", T("The guards take guard {n} from {zone} to stand up the hidden sentry.",
                               n=guard['number'], zone=zone_name(guard['zone'])), {"guard": guard["number"]}, "N-18.3")
    _stand(s, True)


def do_no_figure(s, action) -> None:
    _stand(s, False)


def _stand(s, placed: bool) -> None:
    """N-13.11: with two guard players and both weapons still free, the guards choose the figure first."""
    figure, zone = s.triggers[0]
    free = [w for w in ("sword", "spear") if figures_free(s, w) > 0]
    if placed and len(s.guard_seats) == 2 and len(free) == 2:
        s.decision = {"kind": "hidden_sentry_figure", "seat": s.guard_seats[0], "zone": zone, "figure": figure}
        return
    weapon = "sword" if figures_free(s, "sword") >= figures_free(s, "spear") else "spear"
    _place(s, weapon if placed else None)


def hidden_sentry_figure_options(s) -> list:
    """The weapon with more figures left first (the one the guards would usually pick)."""
    ordered = sorted(("sword", "spear"), key=lambda w: -figures_free(s, w))
    return [("stand_figure", w) for w in ordered]


def do_stand_figure(s, action) -> None:
    _place(s, action[1])


def _place(s, weapon) -> None:
    """The hidden sentry stands up as a `weapon` figure, or raises the alarm with no figure (weapon None)."""
    figure, zone = s.triggers.pop(0)
    s.decision = None
    if weapon is not None:
        g = add_guard(s, zone, weapon)
        g["moved"] = True
        tell(s, "hidden_sentry_stands", T("A hidden sentry stands up at {zone}; the alert is High.", zone=zone_name(zone)),
             {"zone": zone, "weapon": weapon}, "N-13.10")
    else:
        tell(s, "hidden_sentry_stands", T("A hidden sentry raises the alarm at {zone} (no figure is placed); the "
                                          "alert is High.", zone=zone_name(zone)), {"zone": zone}, "N-18.3")
    me = s.intruders[figure]
    if me["status"] == "active" and me["zone"] == zone:
        detect(s, figure, "by the hidden sentry", "N-13.10")
    _after_trigger(s)


def next_trigger(s) -> None:
    if s.triggers:
        figure, zone = s.triggers[0]
        s.decision = {"kind": "hidden_sentry", "seat": s.intruder_seat[figure], "figure": figure, "zone": zone}


def _after_trigger(s) -> None:
    next_trigger(s)                 # none left: flow.settle ends the phase


HANDLERS = {"make_room": do_make_room, "stand_figure": do_stand_figure, "no_figure": do_no_figure,
            "take_card": do_take_card, "done_taking": do_done_taking, "pick_card": do_pick_card}
OPTIONS = {"full_fortress": full_fortress_options, "hidden_sentry_figure": hidden_sentry_figure_options,
           "guard_bonus_cards": bonus_card_options, "guard_bonus_sleepers": bonus_sleeper_options,
           "respawn_cards": respawn_card_options, "respawn_start": respawn_start_options}
