"""The guards' phases (N-6.5, N-9, N-10): card play with its limits, the free listen, patrol moves, attacks."""
from __future__ import annotations

from engine.i18n import T
from rulesets.ninja.rules import effects, guard_agreements
from rulesets.ninja.rules.events import tell
from rulesets.ninja.rules.guard_moves import begin_listen, walk_unit
from rulesets.ninja.rules.state import guard_by_number, guard_seat_for, patrol_members, tables, zone_name

CARD_PHASE_LIMIT = 2                # N-9.1


def _card_options(s, seat: int, cards: list, only_attacks: bool) -> list:
    out = []
    for card_id in sorted(set(cards)):
        card = tables().cards[card_id]
        if only_attacks and card.effect != "guard_attack":
            continue
        for args in effects.guard_targets(s, seat, card):
            out.append(("play", card_id) + tuple(args))
    return out


def grouping_options(s, seat: int, joins: bool) -> list:
    """N-4.11: sentries sharing a zone may become a patrol whenever the guards wish (facing along the track,
    N-8.6); N-4.9: a sentry where a patrol ends its turn may join it (offered once the patrols have marched)."""
    t = tables()
    by_zone: dict = {}
    for g in s.guards:
        if g["patrol"] is None and not g["drunk"] and not g["zone"].startswith("secret_passage") \
                and guard_seat_for(s, g["weapon"]) == seat:
            by_zone.setdefault(g["zone"], []).append(g)
    out = []
    for zone, group in sorted(by_zone.items()):
        if len(group) >= 2:
            out += [("group_sentries", zone, f) for f in (t.track.get(zone) or ("",))]
        if joins:
            patrols = sorted({g["patrol"] for g in s.guards if g["zone"] == zone and g["patrol"] is not None})
            out += [("join_patrol", g["number"], p) for g in group for p in patrols]
    return out


def do_group_sentries(s, action) -> None:
    zone, facing = action[1], action[2]
    seat = acting_guard_seat(s)
    number = s.next_patrol
    s.next_patrol += 1
    for g in s.guards:
        if g["zone"] == zone and g["patrol"] is None and not g["drunk"] and guard_seat_for(s, g["weapon"]) == seat:
            g["patrol"] = number
    s.patrol_facing[str(number)] = facing
    tell(s, "patrol_formed", T("The sentries at {zone} form patrol {n}.", zone=zone_name(zone), n=number), {"patrol": number},
         "N-4.11")


def do_join_patrol(s, action) -> None:
    guard = guard_by_number(s, action[1])
    guard["patrol"] = action[2]
    tell(s, "patrol_joined", T("Guard {n} joins patrol {patrol}.", n=action[1], patrol=action[2]), {"guard": action[1],
                                                                             "patrol": action[2]}, "N-4.9")


def play_drawn_options(s) -> list:
    """N-6.5: only the cards just drawn; N-6.6 one card per guard."""
    seat = s.guard_seats[s.guard_turn]
    return _card_options(s, seat, s.drawn[str(seat)], s.free_listen_taken) + grouping_options(s, seat, False) \
        + [("end_phase",)]


def play_cards_options(s) -> list:
    seat = s.guard_seats[s.guard_turn]
    out = []
    if s.cards_played["cards"] < CARD_PHASE_LIMIT \
            and guard_agreements.may_play_another_card(s, seat):     # N-9.1, N-9.2, N-G.12 (Kenjutsu counts)
        out = _card_options(s, seat, s.hands[str(seat)], s.free_listen_taken)   # N-9.4
    if not s.free_listen_taken and s.cards_played["alert"] == 0 and s.cards_played["cards"] == 0:
        out += [("free_listen",) + tuple(args) for args in effects.listen_targets(s, seat, "sentry")]
        out += [("free_listen",) + tuple(args) for args in effects.listen_targets(s, seat, "patrol")]
    return out + grouping_options(s, seat, False) + [("end_phase",)]


def attack_options(s, seat: int) -> list:
    """N-10.7 / N-16.4: Kenjutsu in the Patrol Phase."""
    return _card_options(s, seat, s.hands[str(seat)], True)


def patrol_attacks_options(s) -> list:
    seat = s.guard_seats[s.guard_turn]
    return attack_options(s, seat) + grouping_options(s, seat, True) + [("end_phase",)]


def patrol_move_options(s, number: int) -> list:
    """N-10.2 / N-10.5: exactly two zones forward along the track, choosing a branch at a fork, never
    reversing; a path over a wall is no path (N-10.6)."""
    from rulesets.ninja import map_graph
    t = tables()
    members = patrol_members(s, number)
    zone = members[0]["zone"]
    facing = s.patrol_facing.get(str(number), "")
    out = []
    for path in map_graph.patrol_paths(t.map, zone, facing, 2):
        hops = (zone,) + tuple(path)
        if any(t.is_wall(a, b) for a, b in zip(hops, hops[1:])):
            continue
        nexts = map_graph.track_next(t.map, hops[-2], hops[-1]) or ("",)
        out += [("patrol_move", number, tuple(path), nxt) for nxt in nexts]
    return out


def patrol_numbers(s) -> list:
    return sorted({g["patrol"] for g in s.guards if g["patrol"] is not None})


def next_patrol_to_move(s):
    """N-10.1-10.4: the first patrol on the track whose figures have not moved this turn."""
    for number in patrol_numbers(s):
        members = patrol_members(s, number)
        if s.patrol_facing.get(str(number)) and not any(g["moved"] for g in members) \
                and members[0]["zone"] in tables().track and number not in s.patrols_done:
            return number
    return None


def patrol_controller(s, number: int) -> int:
    return guard_seat_for(s, patrol_members(s, number)[0]["weapon"])


def acting_guard_seat(s) -> int:
    """The guard seat deciding in the guards' phases: by turn in the Alert and Card Phases, the patrol's
    controller while patrols march."""
    if s.phase == "patrols":
        patrol = next_patrol_to_move(s)
        if patrol is not None:
            return patrol_controller(s, patrol)
    return s.guard_seats[s.guard_turn]


def move_patrol_options(s) -> list:
    number = next_patrol_to_move(s)
    seat = guard_seat_for(s, patrol_members(s, number)[0]["weapon"])
    return patrol_move_options(s, number) + attack_options(s, seat)


# ---- handlers -----------------------------------------------------------------------------------------------
def do_play(s, action) -> None:
    seat = s.decision["seat"] if s.decision else _seat_now(s)
    card = tables().cards[action[1]]
    key = str(seat)
    pile = s.drawn[key] if s.phase == "alert" else s.hands[key]
    pile.remove(card.id)
    if s.phase == "alert":
        s.cards_played["alert"] += 1
    elif s.phase == "guard_cards":
        s.cards_played["cards"] += 1
        s.cards_played[key] = s.cards_played.get(key, 0) + 1     # N-9.2: "at most one card each"
    if card.effect != "guard_attack":
        s.discards[key].append(card.id)               # N-20.3 (a Kenjutsu lies as a wound marker instead)
    effects.resolve_guard_card(s, seat, card, action[2:])


def _seat_now(s) -> int:
    return acting_guard_seat(s)


def do_free_listen(s, action) -> None:
    """N-9.3: one sentry or patrol listens without a card; N-9.4 then only Kenjutsu may follow."""
    s.free_listen_taken = True
    seat = _seat_now(s)
    listeners = effects.unit_of(s, action[1], action[2])
    tell(s, "free_listen", T("The guards take the free listen."), {"listeners": [g["number"] for g in listeners]},
         "N-9.3")
    begin_listen(s, seat, listeners)


def do_end_phase(s, action) -> None:
    s.guard_turn += 1


def do_patrol_move(s, action) -> None:
    number, path, facing = action[1], action[2], action[3]
    members = patrol_members(s, number)
    start = members[0]["zone"]
    reached = walk_unit(s, members, list(path))
    s.patrols_done.append(number)
    if reached == len(path):
        s.patrol_facing[str(number)] = facing
    else:                                             # stopped early: it still faces along its route
        s.patrol_facing[str(number)] = path[reached]
    tell(s, "patrol_moved", T("Patrol {n} marches from {zone} to {to}.", n=number, zone=zone_name(start),
                              to=zone_name(members[0]['zone'])), {"patrol": number, "zone": members[0]["zone"]},
         "N-10.2")


HANDLERS = {"group_sentries": do_group_sentries, "join_patrol": do_join_patrol,
            "play": do_play, "free_listen": do_free_listen, "end_phase": do_end_phase,
            "patrol_move": do_patrol_move}
OPTIONS = {"play_drawn": play_drawn_options, "play_cards": play_cards_options,
           "move_patrol": move_patrol_options, "patrol_attacks": patrol_attacks_options}
