"""The Intruders Phase (N-11, N-13, N-14, N-15.2-15.3): secret steps, encounters, cards, searches."""
from __future__ import annotations

from engine.i18n import T
from rulesets.ninja.rules import effects
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.fights import hidden_sentry_stands, next_trigger
from rulesets.ninja.rules.guard_moves import detect
from rulesets.ninja.rules.movement import enter_zone
from rulesets.ninja.rules.state import (
    CAT_ORDERS,
    LETTERS,
    MAX_SEARCHES,
    OFF_MAP,
    alert_guards_in,
    passage_owner,
    passage_zone,
    raise_alert,
    tables,
    zone_name,
)


def step_options(s, figure: str) -> list:
    """N-11.3 / N-11.8 / N-14.1 / N-19.9: one zone at a time, up to three; walls only over a rope already
    placed; off the map from an edge zone; out of the passage by either entrance."""
    me = s.intruders[figure]
    if not effects.can_step(s, figure):
        return []
    t = tables()
    zone = me["zone"]
    owner = passage_owner(s, figure)
    if zone.startswith("secret_passage"):
        return [("move", figure, z) for z in sorted(set(s.passages[owner]))]
    out = [("move", figure, z) for z in t.neighbours(zone)
           if not t.is_wall(zone, z) or effects.has_rope(s, owner, zone, z)]
    if zone in t.edges:
        out.append(("move", figure, OFF_MAP))
    if me["passage_card"] and zone in s.passages[owner]:
        out.append(("move", figure, passage_zone(owner)))       # N-19.9: the card is reused
    return out


def card_options(s, figure: str, context: str) -> list:
    out = []
    me = s.intruders[figure]
    for card_id in sorted(set(me["hand"])):
        card = tables().cards[card_id]
        out += [("card", figure, card_id) + tuple(args) for args in effects.intruder_targets(s, figure, card, context)]
        if context == "turn":
            out.append(("bluff", figure, card_id))                     # N-20.2
    return out


def intruder_move_options(s) -> list:
    f = s.acting
    orders = []
    if f == "traitor":                                    # set in his own private turn (DESIGN principle 5)
        orders = [("standing_order", o) for o in CAT_ORDERS if o != s.intruders[f]["cat_order"]]
    return step_options(s, f) + card_options(s, f, "turn") + orders + [("stop", f)]


def do_standing_order(s, action) -> None:
    s.intruders["traitor"]["cat_order"] = action[1]


def encounter_options(s) -> list:
    f = s.decision["figure"]
    return card_options(s, f, "encounter") + [("be_seen", f)]


def hidden_sentry_options(s) -> list:
    f = s.decision["figure"]
    return card_options(s, f, "hidden_sentry") + [("let_the_sentry_be", f)]


def intruder_search_options(s) -> list:
    f = s.acting
    me = s.intruders[f]
    out = []
    if me["status"] == "active" and len(me["searches"]) < MAX_SEARCHES:
        out = [("search", f, z) for z in me["touched"] if z not in me["searches"]]
    return out + [("done_searching", f)]


# ---- handlers --------------------------------------------------------------------------------------------
def do_move(s, action) -> None:
    figure, zone = action[1], action[2]
    here = s.intruders[figure]["zone"]
    note = "passage" if zone.startswith("secret_passage") else "move"
    if zone in tables().names and here in tables().names and tables().is_wall(here, zone):
        note = "rope"                                     # N-11.8 / N-11.9: a placed rope still ends the move
    enter_zone(s, figure, zone, note)


def do_card(s, action) -> None:
    figure, card_id = action[1], action[2]
    me = s.intruders[figure]
    me["hand"].remove(card_id)
    s.lone_wolf_shown = True                              # N-23.1a: a card shows who plays
    card = tables().cards[card_id]
    effects.resolve_intruder_card(s, figure, card, action[3:])
    d = s.decision
    if d is not None and d["kind"] == "encounter" and (me["shadow_walk"] or not alert_guards_in(s, me["zone"])):
        s.decision = None                                 # N-15.2: Shadow Walk, or every guard there dead or drunk


def do_bluff(s, action) -> None:
    figure, card_id = action[1], action[2]
    s.intruders[figure]["hand"].remove(card_id)
    s.lone_wolf_shown = True
    if card_id == "it_was_a_cat":
        s.cats_played += 1
    tell(s, "card_played", T("The {figure} plays {card}, to no effect anyone can see.", figure=figure,
                             card=tables().cards[card_id].name),
         {"card": card_id, "figure": figure}, "N-20.2")


def do_be_seen(s, action) -> None:
    s.decision = None
    detect(s, action[1], "walking into guards", "N-15.2")


def do_stop(s, action) -> None:
    me = s.intruders[action[1]]
    if me["shadow_walk"] and alert_guards_in(s, me["zone"]) and not me["seen"]:
        me["shadowed"] = True                             # N-G.2 Shadow Walk: hidden among the guards
    me["shadow_walk"] = False
    me["move_over"] = True
    s.actor_finished = True


def do_search(s, action) -> None:
    figure, zone = action[1], action[2]
    s.intruders[figure]["searches"].append(zone)
    s.lone_wolf_shown = True
    tell(s, "search_declared", T("The {figure} searches {zone}.", figure=figure, zone=zone_name(zone)), {"figure": figure, "zone": zone},
         "N-13.5")


def do_done_searching(s, action) -> None:
    s.actor_finished = True


def resolve_searches(s) -> None:
    """N-13.6-13.10: the guard side's answers, given by the client itself (N-H.7)."""
    s.triggers = []
    for figure in ("ninja", "traitor"):
        me = s.intruders[figure]
        for zone in me["searches"]:
            s.reveals += 1
            found = s.objects.get(zone, "")
            if found in LETTERS:
                s.searched[zone] = found
                mine = found == me["mission"] and not me["mission_done"]
                tell(s, "search_result", T("{zone} holds mission goal {letter}. It is the {figure}'s mission: completed!",
                                           zone=zone_name(zone), letter=found, figure=figure) if mine
                     else T("{zone} holds mission goal {letter}.", zone=zone_name(zone), letter=found),
                     {"zone": zone, "found": found, "mission_done": mine}, "N-13.7")
                if mine:
                    me["mission_done"] = True
                    if s.config["mission_raises_alert"]:
                        raise_alert(s, 1)                  # N-24.2
            elif found == "trap":
                s.searched[zone] = "trap"
                raise_alert(s, 1)                          # N-13.9
                tell(s, "search_result", T("{zone} holds a trap! The alert rises.", zone=zone_name(zone)),
                     {"zone": zone, "found": "trap"}, "N-13.9")
            elif found == "hidden_sentry":
                del s.objects[zone]                        # N-13.10: it triggers only once
                s.searched[zone] = "hidden_sentry"
                tell(s, "search_result", T("{zone} hides a sentry!", zone=zone_name(zone)), {"zone": zone,
                                                                              "found": "hidden_sentry"}, "N-13.10")
                s.triggers.append([figure, zone])
            else:
                s.searched.setdefault(zone, "nothing")
                tell(s, "search_result", T("{zone} holds nothing.", zone=zone_name(zone)), {"zone": zone, "found": "nothing"},
                     "N-13.6")
        me["searches"] = []
    s.step = "intruder_resolve"             # flow.settle asks about each hidden sentry, then ends the phase
    next_trigger(s)


def do_let_the_sentry_be(s, action) -> None:
    hidden_sentry_stands(s)


HANDLERS = {"standing_order": do_standing_order, "move": do_move, "card": do_card, "bluff": do_bluff, "be_seen": do_be_seen, "stop": do_stop,
            "search": do_search, "done_searching": do_done_searching, "let_the_sentry_be": do_let_the_sentry_be}
OPTIONS = {"intruder_move": intruder_move_options, "intruder_search": intruder_search_options,
           "encounter": encounter_options, "hidden_sentry": hidden_sentry_options}
