"""Card effects by keyword (N-G.2): one target finder and one handler per `effect:` of cards.yaml."""
from __future__ import annotations

from engine.i18n import T, Tn
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.fights import hidden_sentry_killed, kill_guard, wound
from rulesets.ninja.rules.guard_moves import begin_listen, begin_move, guard_enters, walk_unit
from rulesets.ninja.rules.movement import enter_zone
from rulesets.ninja.rules.state import (
    DRUNK_FIGURES,
    FIGURE_CAP,
    FIGURES,
    add_guard,
    figures_free,
    guard_by_number,
    guard_seat_for,
    in_play,
    passage_owner,
    passage_zone,
    patrol_members,
    raise_alert,
    tables,
    zone_name,
)

# keyword -> function; filled by the decorators below, looked up by the card's `effect:` name
GUARD_TARGETS: dict = {}
GUARD_EFFECTS: dict = {}
INTRUDER_TARGETS: dict = {}
INTRUDER_EFFECTS: dict = {}


def _register(table, keyword):
    def wrap(fn):
        assert keyword not in table, f"two handlers for the effect {keyword!r}"
        table[keyword] = fn
        return fn
    return wrap


def guard_targets_for(keyword):
    return _register(GUARD_TARGETS, keyword)


def guard_effect(keyword):
    return _register(GUARD_EFFECTS, keyword)


def intruder_targets_for(keyword):
    return _register(INTRUDER_TARGETS, keyword)


def intruder_effect(keyword):
    return _register(INTRUDER_EFFECTS, keyword)


def guard_targets(s, seat: int, card) -> list:
    return GUARD_TARGETS[card.effect](s, seat, card)


def resolve_guard_card(s, seat: int, card, args) -> None:
    GUARD_EFFECTS[card.effect](s, seat, card, args)


def intruder_targets(s, figure: str, card, context: str) -> list:
    return INTRUDER_TARGETS[card.effect](s, figure, card, context)


def resolve_intruder_card(s, figure: str, card, args) -> None:
    INTRUDER_EFFECTS[card.effect](s, figure, card, args)


# ---- who a guard card may name (N-6.6, N-8.2) -------------------------------------------------------------
def _mine(s, seat, g) -> bool:
    return not g["drunk"] and guard_seat_for(s, g["weapon"]) == seat


def _free(g) -> bool:
    return not g["carded"] and not g["drunk"]


def sentries(s) -> list:
    return [g for g in s.guards if g["patrol"] is None and not g["drunk"]]


def patrols(s) -> dict:
    out: dict = {}
    for g in s.guards:
        if g["patrol"] is not None:
            out.setdefault(g["patrol"], []).append(g)
    return out


def listen_targets(s, seat: int, kind: str) -> list:
    """N-7.1 / N-19.10: a sentry or a patrol outside the passage, not yet named by a card this turn."""
    if kind == "sentry":
        return [("sentry", g["number"]) for g in sentries(s) if _free(g) and _mine(s, seat, g)
                and not g["zone"].startswith("secret_passage")]
    return [("patrol", n) for n, members in sorted(patrols(s).items())
            if all(_free(g) for g in members) and any(_mine(s, seat, g) for g in members)
            and not members[0]["zone"].startswith("secret_passage")]


def unit_of(s, kind: str, number: int) -> list:
    return [guard_by_number(s, number)] if kind == "sentry" else patrol_members(s, number)


@guard_targets_for("listen")
def _listen_targets(s, seat, card):
    return listen_targets(s, seat, card.target)


@guard_effect("listen")
def _listen(s, seat, card, args):
    tell(s, "card_played", T("The guards play {card}.", card=card.name), {"card": card.id}, "N-7.1")
    begin_listen(s, seat, unit_of(s, args[0], args[1]))


@guard_targets_for("search")
def _search_targets(s, seat, card):
    """N-4.7 / N-8.4: Sentry Search names any one guard (a sentry or one taken from a patrol); Patrol Search a
    whole patrol; none of them may have moved or been named by a card this turn."""
    if card.target == "sentry":
        return [("sentry", g["number"]) for g in s.guards if _free(g) and not g["moved"] and _mine(s, seat, g)]
    return [("patrol", n) for n, members in sorted(patrols(s).items())
            if all(_free(g) and not g["moved"] for g in members) and any(_mine(s, seat, g) for g in members)]


@guard_effect("search")
def _search(s, seat, card, args):
    unit = unit_of(s, args[0], args[1])
    if args[0] == "sentry" and unit[0]["patrol"] is not None:
        _leave_patrol(s, unit[0])                         # N-4.7 / N-8.7
    for g in unit:
        g["carded"] = True
    tell(s, "card_played", T("The guards play {card} at {zone}.", card=card.name, zone=zone_name(unit[0]['zone'])),
         {"card": card.id, "guards": [g["number"] for g in unit]}, "N-8.1")
    begin_move(s, seat, unit, "search", by_search=True)


def _leave_patrol(s, guard) -> None:
    number = guard["patrol"]
    guard["patrol"] = None
    rest = patrol_members(s, number)
    if len(rest) < 2:
        for g in rest:
            g["patrol"] = None
        s.patrol_facing.pop(str(number), None)


@guard_targets_for("awaken")
def _awaken_targets(s, seat, card):
    """N-G.2 Awaken / N-18.2: a barracks with sleeping guards, while figures may still join the map."""
    room = FIGURE_CAP - len(s.guards)
    t = tables()
    out = []
    for zone in t.barracks:
        count = min(s.sleeping.get(zone, 0), room)
        if count <= 0:
            continue
        facings = t.track.get(zone, ()) if count == 2 else ()
        out += [(zone, f) for f in facings] if facings else [(zone, "")]
    return out


@guard_effect("awaken")
def _awaken(s, seat, card, args):
    zone, facing = args
    count = min(s.sleeping[zone], FIGURE_CAP - len(s.guards))
    s.sleeping[zone] -= count
    patrol = None
    if count == 2:
        patrol = s.next_patrol
        s.next_patrol += 1
        s.patrol_facing[str(patrol)] = facing
    mine = "sword" if seat == s.guard_seats[0] else "spear"
    for _ in range(count):
        weapon = mine if figures_free(s, mine) > 0 else ("spear" if mine == "sword" else "sword")
        g = add_guard(s, zone, weapon, patrol)
        g["moved"] = g["carded"] = True                  # they do not move this turn (N-G.2)
    s.reveals += 1
    tell(s, "guards_woke", Tn("The guards play Awaken: {n} sleeping guard wakes at {zone}.",
                             "The guards play Awaken: {n} sleeping guards wake at {zone}.", count, zone=zone_name(zone)),
         {"card": card.id, "zone": zone, "count": count}, "N-H.4")
    guard_enters(s, zone)


@guard_targets_for("guard_attack")
def _attack_targets(s, seat, card):
    """N-16.4: a guard who has not attacked this turn, in the zone of a seen intruder."""
    out = []
    for g in s.guards:
        if g["drunk"] or g["attacked"] or not _mine(s, seat, g):
            continue
        for f in FIGURES:
            me = s.intruders[f]
            if in_play(s, f) and me["seen"] and me["zone"] == g["zone"]:
                out.append((g["number"], f))
    return out


@guard_effect("guard_attack")
def _attack(s, seat, card, args):
    guard_by_number(s, args[0])["attacked"] = True
    tell(s, "card_played", T("Guard {n} strikes the {figure} with Kenjutsu.", n=args[0], figure=args[1]),
         {"card": card.id, "guard": args[0], "figure": args[1]}, "N-16.5")
    wound(s, args[1], seat)


@guard_targets_for("guard_passage")
def _guard_passage_targets(s, seat, card):
    """N-19.12: the first guard into a found passage needs a Secret Passage card."""
    if s.guard_passage_cards >= 2:
        return []
    out = []
    for owner, zone in s.found_entrances:
        for g in s.guards:
            if g["zone"] == zone and _free(g) and not g["moved"] and _mine(s, seat, g):
                out.append((g["number"], owner))
    return sorted(set(out))


@guard_effect("guard_passage")
def _guard_passage(s, seat, card, args):
    g = guard_by_number(s, args[0])
    if g["patrol"] is not None:
        _leave_patrol(s, g)
    g["carded"] = True
    s.guard_passage_cards += 1
    s.discards[str(seat)].remove(card.id)           # N-19.7: the card stays face up in play
    tell(s, "card_played", T("Guard {n} enters the secret passage.", n=g['number']), {"card": card.id}, "N-19.12")
    walk_unit(s, [g], [passage_zone(args[1])])


# ---- intruder cards (N-11.7, N-16.2, N-G.2) ----------------------------------------------------------------
def _guards_near(s, zone: str, reach: bool) -> list:
    t = tables()
    zones = {zone}
    if reach:
        zones |= {z for z in t.neighbours(zone) if not t.is_wall(zone, z)}
    return [g for g in s.guards if g["zone"] in zones]


@intruder_targets_for("intruder_attack")
def _kill_targets(s, figure, card, context):
    if context == "hidden_sentry":
        return [("hidden_sentry",)]
    return [(g["number"],) for g in _guards_near(s, s.intruders[figure]["zone"], False)]


@intruder_targets_for("shuriken")
def _shuriken_targets(s, figure, card, context):
    if figure != "ninja":
        return []
    if context == "hidden_sentry":
        return [("hidden_sentry",)]
    return [(g["number"],) for g in _guards_near(s, s.intruders[figure]["zone"], True)]


def _kill(s, figure, card, args):
    raise_alert(s, card.alert)                        # N-16.2
    if args[0] == "hidden_sentry":
        hidden_sentry_killed(s, figure, card)
        return
    kill_guard(s, figure, card, guard_by_number(s, args[0]))


INTRUDER_EFFECTS["intruder_attack"] = _kill
INTRUDER_EFFECTS["shuriken"] = _kill


@intruder_targets_for("shadow_walk")
def _shadow_targets(s, figure, card, context):
    """N-G.2: for the rest of this move, played in his turn while he may still move, or (N-15.2) at the moment
    he walks into guards, to pass them unseen. Only the ninja's deck holds it."""
    me = s.intruders[figure]
    if me["shadow_walk"]:
        return []
    if context == "encounter":
        return [()]
    return [()] if context == "turn" and not me["move_over"] else []


@intruder_effect("shadow_walk")
def _shadow(s, figure, card, args):
    s.intruders[figure]["shadow_walk"] = True
    tell(s, "card_played", T("The {figure} plays Shadow Walk.", figure=figure), {"card": card.id, "figure": figure}, "N-G.2")


def can_step(s, figure) -> bool:
    me = s.intruders[figure]
    return me["steps"] < 3 and not me["move_over"]


@intruder_targets_for("rope")
def _rope_targets(s, figure, card, context):
    """N-11.7: a Rope crosses a wall not yet roped for this intruder."""
    if context != "turn" or not can_step(s, figure):
        return []
    t = tables()
    zone = s.intruders[figure]["zone"]
    owner = passage_owner(s, figure)
    return [(z,) for z in t.neighbours(zone) if t.is_wall(zone, z) and not has_rope(s, owner, zone, z)]


def has_rope(s, owner: str, a: str, b: str) -> bool:
    return any(r[0] == owner and {r[1], r[2]} == {a, b} for r in s.ropes)


@intruder_effect("rope")
def _rope(s, figure, card, args):
    zone = s.intruders[figure]["zone"]
    s.ropes.append([passage_owner(s, figure), zone, args[0]])
    tell(s, "card_played", T("The {figure} plays Rope.", figure=figure), {"card": card.id, "figure": figure}, "N-11.7",
         figure=figure, intruders=T("The {figure} throws a rope over the wall from {zone} to {to}.", figure=figure,
                                    zone=zone_name(zone), to=zone_name(args[0])))
    enter_zone(s, figure, args[0], "rope")


@intruder_targets_for("intruder_passage")
def _passage_targets(s, figure, card, context):
    me = s.intruders[figure]
    owner = passage_owner(s, figure)
    if context != "turn" or not can_step(s, figure) or me["passage_card"]:
        return []
    return [()] if me["zone"] in s.passages[owner] else []


@intruder_effect("intruder_passage")
def _passage(s, figure, card, args):
    s.intruders[figure]["passage_card"] = True        # N-19.7: the card stays face up
    tell(s, "card_played", T("The {figure} plays Secret Passage and steps into the passage.", figure=figure),
         {"card": card.id, "figure": figure}, "N-19.7")
    enter_zone(s, figure, passage_zone(passage_owner(s, figure)), "passage")


@intruder_targets_for("it_was_a_cat")
def _cat_targets(s, figure, card, context):
    return []                                         # only as the answer to a Listen (N-20.1)


@intruder_effect("it_was_a_cat")
def _cat(s, figure, card, args):
    raise AssertionError("It Was a Cat is answered through the listen prompt")


@intruder_targets_for("potent_sake")
def _sake_targets(s, figure, card, context):
    """N-G.2 Potent Sake: a lone sentry in the traitor's zone or next to it, while a drunk figure is left."""
    if figure != "traitor" or context == "hidden_sentry":
        return []
    if DRUNK_FIGURES - sum(1 for g in s.guards if g["drunk"]) <= 0:
        return []
    zone = s.intruders[figure]["zone"]
    t = tables()
    near = {zone} | set(t.neighbours(zone))
    return [(g["number"],) for g in s.guards if g["zone"] in near and g["patrol"] is None and not g["drunk"]]


@intruder_effect("potent_sake")
def _sake(s, figure, card, args):
    g = guard_by_number(s, args[0])
    g["drunk"], g["weapon"], g["carded"] = True, "drunk", True
    tell(s, "card_played", T("The traitor plays Potent Sake: guard {n} at {zone} is drunk.", n=g['number'],
                             zone=zone_name(g['zone'])), {"card": card.id, "guard": g["number"], "zone": g["zone"]}, "N-G.2")
