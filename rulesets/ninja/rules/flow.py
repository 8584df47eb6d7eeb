"""Turn flow (N-5, N-6, N-9, N-10, N-21): who decides what now, and the automatic steps between decisions."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.i18n.lists import listed
from rulesets.ninja.rules import fights, guard_agreements, guard_phase, intruder_phase, setup_phase
from rulesets.ninja.rules.events import intruder_seats, tell
from rulesets.ninja.rules.state import (
    FIGURES,
    LAST_TURN,
    in_play,
    raise_alert,
    zone_name,
)

DRAWS_BY_ALERT = (0, 1, 2, 3)       # N-6.3: None 0, Low 1, Medium 2, High 3


def decider(s) -> tuple:
    """(seat, kind) of the decision waiting now; kind names the option list and the prompt."""
    if s.decision is not None:
        return s.decision["seat"], s.decision["kind"]
    if s.phase == "guard_setup":
        return setup_phase.guard_setup_seat(s), s.step
    if s.phase == "intruder_setup":
        return setup_phase.intruder_setup_seat(s), s.step
    if s.phase in ("alert", "guard_cards"):
        return s.guard_seats[s.guard_turn], s.step
    if s.phase == "patrols":
        kind = "move_patrol" if guard_phase.next_patrol_to_move(s) is not None else "patrol_attacks"
        return guard_phase.acting_guard_seat(s), kind
    if s.phase == "intruders":
        return s.intruder_seat[s.acting], s.step
    return None, None


# ---- the start of a turn: the Alert Phase (N-6) -------------------------------------------------------------
def begin_turn(s, first: bool = False) -> None:
    if not first:
        s.turn += 1                                   # N-6.1 (turn 1 starts on the track already)
    s.phase, s.step, s.guard_turn = "alert", "play_drawn", 0
    for g in s.guards:
        g["moved"] = g["carded"] = g["attacked"] = False
    s.cards_played = {"alert": 0, "cards": 0}
    s.card_limit_agreement = "shared"
    s.free_listen_taken = False
    for seat in s.guard_seats:                        # N-6.2 with N-G.5: the discard pile is shuffled in
        key = str(seat)
        if s.discards[key]:
            s.decks[key] += s.discards[key]
            s.discards[key] = []
            s.rng.shuffle(s.decks[key])
    owed = DRAWS_BY_ALERT[s.alert]
    if len(s.guard_seats) == 2 and owed > 0:
        guard_agreements.ask_draw_split(s, owed)      # N-6.8: the two guard players agree who draws what
        return
    guard_agreements.draw_alert_cards(s, {s.guard_seats[0]: owed})


def _end_alert_phase(s) -> None:
    for seat in s.guard_seats:                        # N-6.7: unplayed drawn cards join the hand
        key = str(seat)
        s.hands[key] = sorted(s.hands[key] + s.drawn[key])
        s.drawn[key] = []
    s.phase, s.step, s.guard_turn = "guard_cards", "play_cards", 0
    if len(s.guard_seats) == 2:
        guard_agreements.ask_card_limit(s)            # N-9.2: shared as they play, or one card each


# ---- the Patrol Phase (N-10) ------------------------------------------------------------------------------
def _end_guard_phases(s) -> None:
    """The guards' turn ends: a guard standing on an unfound passage entrance (or rope end) reveals it."""
    stand = {g["zone"] for g in s.guards}
    if not s.config["passage_never_noticed"]:         # N-24.6
        for owner, ends in s.passages.items():
            for zone in sorted(set(ends)):
                if zone in stand and [owner, zone] not in s.found_entrances:
                    s.found_entrances.append([owner, zone])      # N-19.5
                    s.reveals += 1
                    tell(s, "passage_found", T("A guard at {zone} finds an entrance of a secret passage.",
                                               zone=zone_name(zone)), {"zone": zone, "owner": owner}, "N-19.5")
                    if s.config["passage_find_raises_alert"]:
                        raise_alert(s, 1)                        # N-24.3
    if s.config["ropes_noticed"]:                     # N-24.5
        for rope in s.ropes:
            if len(rope) == 3 and (rope[1] in stand or rope[2] in stand):
                rope.append("found")
                s.reveals += 1
                tell(s, "rope_found", T("A guard finds a rope between {zone} and {other}.", zone=zone_name(rope[1]),
                                        other=zone_name(rope[2])), {"zones": rope[1:3]}, "N-24.5")
    begin_intruder_phase(s)


# ---- the Intruders Phase (N-11, N-13) ------------------------------------------------------------------------
def begin_intruder_phase(s) -> None:
    s.phase = "intruders"
    for f in FIGURES:
        me = s.intruders[f]
        me.update(steps=0, move_over=False, touched=[], searches=[], shadow_walk=False)
    s.step = "intruder_move"
    s.acting = ""
    _next_actor(s)


def _next_actor(s) -> None:
    """N-G.11: the ninja moves fully, then the traitor; then each declares his searches (N-13.3)."""
    order = list(FIGURES)
    start = order.index(s.acting) + 1 if s.acting else 0
    for f in order[start:]:
        if in_play(s, f) or s.intruders[f]["respawn"]:
            s.acting = f
            return
    if s.step == "intruder_move":
        s.step, s.acting = "intruder_search", ""
        _next_actor(s)
        return
    s.acting = ""
    intruder_phase.resolve_searches(s)


def end_intruder_phase(s) -> None:
    _tell_moves(s)
    for f in FIGURES:
        me = s.intruders[f]
        if me["status"] == "active":
            me["moved_last"] = me["steps"]            # N-7.2: heard by how far he moved
    if s.turn >= LAST_TURN:                           # N-21.1: turn 20 ends
        finish(s, "the night is over: turn 20 has ended")
        return
    begin_turn(s)


def _tell_moves(s) -> None:
    """One entry for the whole phase, so the number of entries says nothing of how far anyone moved
    (N-H.1); each intruder seat reads the paths it may know."""
    from engine.rules.api import LogEvent
    by_seat = []
    for seat in intruder_seats(s):
        lines = []
        for f in FIGURES:
            me = s.intruders[f]
            if me["status"] in ("absent", "dead", "waiting") or seat not in intruder_seats(s, f):
                continue
            if me["status"] == "exited" and not any(turn == s.turn for turn, _, _ in me["path"]):
                continue
            walked = [zone_name(z) for turn, z, note in me["path"] if turn == s.turn and note != "start"]
            lines.append(T("the {figure} moved {n}: {zones}", figure=f, n=me["steps"], zones=listed(walked)) if walked
                         else T("the {figure} stood still", figure=f))
        moved = lines[0] if len(lines) == 1 else T("{first}; {then}", first=lines[0], then=lines[1]) if lines \
            else T("nobody")
        by_seat.append((seat, T("The intruders moved: {moves}.", moves=moved)))
    s.log.append(LogEvent("intruders_moved", T("The intruders move in secret."), {"turn": s.turn, "rule": "N-4.4"},
                          "", tuple(by_seat)))


# ---- settling: the automatic steps until someone must decide -----------------------------------------------
def settle(s) -> None:
    for _ in range(200):
        if s.result is not None or s.decision is not None:
            return
        if s.phase in ("alert", "guard_cards", "patrols", "intruders") and game_should_end(s):
            finish(s, "no intruder is left in play")
            return
        if s.phase == "alert":
            if s.guard_turn >= len(s.guard_seats):
                _end_alert_phase(s)
            elif not s.drawn[str(s.guard_seats[s.guard_turn])]:
                s.guard_turn += 1
            else:
                return
        elif s.phase == "guard_cards":
            if s.guard_turn >= len(s.guard_seats):
                s.phase, s.guard_turn, s.patrols_done = "patrols", 0, []
            else:
                return
        elif s.phase == "patrols":
            patrol = guard_phase.next_patrol_to_move(s)
            if patrol is not None:
                if guard_phase.patrol_move_options(s, patrol):
                    return
                s.patrols_done.append(patrol)
            elif s.guard_turn >= len(s.guard_seats):
                _end_guard_phases(s)
            elif not guard_phase.attack_options(s, s.guard_seats[s.guard_turn]) and \
                    not guard_phase.grouping_options(s, s.guard_seats[s.guard_turn], True):
                s.guard_turn += 1
            else:
                return
        elif s.phase == "turn_start":
            begin_turn(s, first=True)
        elif s.phase == "intruders":
            if s.actor_finished:
                s.actor_finished = False
                _next_actor(s)
                continue
            if s.step == "intruder_resolve":
                end_intruder_phase(s)
                continue
            if s.acting and s.intruders[s.acting]["respawn"]:
                fights.start_respawn(s, s.acting)
                continue
            return
        else:
            return


def game_should_end(s) -> bool:
    """N-21.1: no intruder remains in play (dead without replacement, exited, or not in this game)."""
    return not any(me["status"] in ("active", "waiting") or me["respawn"] for me in s.intruders.values())


def finish(s, reason: str) -> None:
    s.phase, s.step, s.decision = "over", "", None
    s.result = outcome_words(s) + [reason]
    tell(s, "game_over", T("The game is over: {why}. {reason}", why=end_words(reason, capital=False), reason=result_words(s.result[1])),
         {"result": s.result[0]}, "N-21")


# The state keeps how a game ended in English (s.result is hashed: it never holds translated words); these are the
# words a player reads for it, in the language in force.
_END_WHY = {"the night is over: turn 20 has ended": (N_("The night is over: turn 20 has ended"),
                                                     N_("the night is over: turn 20 has ended")),
            "no intruder is left in play": (N_("No intruder is left in play"), N_("no intruder is left in play"))}
_RESULTS = (N_("The {figure} completed his mission and escaped: the intruder wins."),
            N_("The lone intruder did not escape with his mission completed: the guards win."),
            N_("Both intruders completed their missions and escaped: they share the win."),
            N_("Only the {figure} completed his mission and escaped: he wins alone."),
            N_("No intruder escaped with his mission completed: the guards win."),
            N_("Both intruders completed their missions and escaped: the intruders win."),
            N_("Only the {figure} completed his mission and escaped: a draw."))


def end_words(why: str, capital: bool = True):
    """Why the game ended ('the night is over: …', as the state keeps it) as a T, capitalised to begin a sentence."""
    if why in _END_WHY:
        return T(_END_WHY[why][0 if capital else 1])
    return why[:1].upper() + why[1:] if capital else why


def result_words(reason: str):
    """Who won and why (the state's English sentence) as a T worded in the language in force."""
    for message in _RESULTS:
        for figure in FIGURES:
            if message.format(figure=figure) == reason:
                return T(message, figure=figure)
    return reason


def outcome_words(s) -> list:
    """N-21.2-21.4, N-23.1b, N-G.10: who escaped with his own mission completed."""
    won = [f for f in FIGURES if s.intruders[f]["status"] == "exited" and s.intruders[f]["mission_done"]]
    variant = s.config["variant"]
    if variant == "lone_wolf":
        if won:
            return ["intruders", _RESULTS[0].format(figure=won[0])]
        return ["guards", _RESULTS[1]]
    if variant == "contested_ground":
        if len(won) == 2:
            return ["intruders", _RESULTS[2]]
        if won:
            return [won[0], _RESULTS[3].format(figure=won[0])]
        return ["guards", _RESULTS[4]]
    if len(won) == 2:
        return ["intruders", _RESULTS[5]]
    if won:
        return ["draw", _RESULTS[6].format(figure=won[0])]
    return ["guards", _RESULTS[4]]
