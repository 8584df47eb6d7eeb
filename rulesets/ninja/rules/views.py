"""What each seat may see (N-H): knowledge groups, per-seat views, and redealing another group's secrets."""
from __future__ import annotations

import random

from rulesets.ninja.rules.state import (
    ALERT_NAMES,
    CAT_ORDERS,
    FIGURES,
    LETTERS,
    MAX_INTRUDER_STEPS,
    clone,
    passage_owner,
    tables,
)


def knowledge_group(s, seat: int) -> str:
    """N-H.5: guard teammates share, intruder teammates share; in Contested Ground nobody shares."""
    if seat in s.guard_seats:
        return "guards"
    if s.config["variant"] == "contested_ground":
        return next(f for f in FIGURES if s.intruder_seat[f] == seat)
    return "intruders"


def figures_known_by(s, seat: int) -> list:
    """The intruders whose secrets `seat` may see."""
    group = knowledge_group(s, seat)
    if group == "guards":
        return []
    if group == "intruders":
        return list(FIGURES)
    return [group]


def _public_intruder(s, f: str) -> dict:
    me = s.intruders[f]
    in_passage = me["status"] == "active" and me["zone"].startswith("secret_passage")
    return {"status": me["status"], "seen": me["seen"], "zone": me["zone"] if me["seen"] or in_passage else "",
            "in_passage": in_passage, "wounds": len(me["wounds"]), "hand_size": len(me["hand"]),
            "passage_card": me["passage_card"], "mission_done": me["mission_done"],
            "mission": me["mission"] if me["mission_done"] else "", "replaced": me["replaced"],
            "searches": list(me["searches"])}     # N-13.5: declared by pointing at the public board


def _identity_hidden(s) -> bool:
    return s.config["variant"] == "lone_wolf" and s.config["lone_wolf_secret"] and not s.lone_wolf_shown


def public_step(s) -> str:
    """The step as others may see it: in the secret Lone Wolf whose start is chosen is not said."""
    if _identity_hidden(s) and s.step in ("ninja_start", "traitor_start"):
        return "intruder_start"
    return s.step


def _public_intruders(s) -> dict:
    if _identity_hidden(s):
        # N-23.1a: which intruder plays is not known yet; the guards see one unnamed intruder and two hands
        playing = next((f for f in FIGURES if s.intruders[f]["status"] != "absent"), "ninja")
        record = _public_intruder(s, playing)
        record["hand_size"] = sum(len(s.intruders[f]["hand"]) for f in FIGURES)
        return {"intruder": record}
    return {f: _public_intruder(s, f) for f in FIGURES}


def _public_decision(s):
    d = s.decision
    if d is None:
        return None
    kind = "intruder_move" if d["kind"] == "encounter" else d["kind"]
    out = {"kind": kind, "seat": d["seat"]}
    for key in ("unit", "steps_left", "listeners", "zone", "taken", "left"):
        if key in d and d["kind"] != "encounter":
            out[key] = d[key]
    return out


def view(s, seat: int) -> dict:
    t = tables()
    guard_keys = [str(k) for k in s.guard_seats]
    out = {
        "turn": s.turn, "phase": s.phase, "step": public_step(s), "alert": s.alert, "alert_name": ALERT_NAMES[s.alert],
        "guards": [dict(number=g["number"], weapon=g["weapon"], zone=g["zone"], patrol=g["patrol"],
                        drunk=g["drunk"], moved=g["moved"], carded=g["carded"]) for g in s.guards],
        "patrol_facing": dict(s.patrol_facing),
        "intruders": _public_intruders(s),
        "hand_sizes": {k: len(s.hands[k]) for k in guard_keys},
        "deck_sizes": {k: len(s.decks[k]) for k in guard_keys},
        "drawn_sizes": {k: len(s.drawn[k]) for k in guard_keys},
        "discards": {k: sorted(s.discards[k]) for k in guard_keys},
        "cards_played": dict(s.cards_played), "free_listen_taken": s.free_listen_taken,
        "card_limit_agreement": s.card_limit_agreement,
        "searched": dict(s.searched), "found_entrances": [list(e) for e in s.found_entrances],
        "found_ropes": [r[:3] for r in s.ropes if len(r) > 3],
        "guard_passage_cards": s.guard_passage_cards, "cats_played": s.cats_played,
        "decision": _public_decision(s), "acting": "intruder" if _identity_hidden(s) and s.acting else s.acting,
        "result": s.result,
        "guard_seats": list(s.guard_seats), "mission_letters": list(LETTERS),
        "set_aside_left": dict(s.set_aside_count) if s.phase == "guard_setup" else {},
    }
    if knowledge_group(s, seat) == "guards":
        out["guard_secrets"] = {
            "hands": {k: list(s.hands[k]) for k in guard_keys},
            "drawn": {k: list(s.drawn[k]) for k in guard_keys},
            "sleeping": {z: n for z, n in s.sleeping.items() if n},
            "objects": dict(s.objects)}
    known = figures_known_by(s, seat)
    if known:
        mine = {}
        for f in known:
            me = s.intruders[f]
            mine[f] = {k: (list(v) if isinstance(v, list) else v) for k, v in me.items()}
            mine[f]["path"] = [list(p) for p in me["path"]]
        owners = {passage_owner(s, f) for f in known}
        out["intruder_secrets"] = {
            "figures": mine,
            "ropes": [r[:3] for r in s.ropes if r[0] in owners],
            "passages": {o: list(e) for o, e in s.passages.items() if o in owners},
            "decision": dict(s.decision) if s.decision and s.decision["kind"] == "encounter" else None}
        if _identity_hidden(s):
            out["intruders"] = {f: _public_intruder(s, f) for f in FIGURES}
            out["acting"] = s.acting
    _ = t
    return out


# ---- redealing what a seat may not know (fairness tests, the leak check) ---------------------------------------
def redeal_secrets(s, seat: int, seed: int):
    """A copy in which everything `seat` may not know is drawn anew, consistent with what it does know.

    For a guard seat: in the secret Lone Wolf (N-23.1a), while unshown, which intruder plays; each hidden
    intruder (not seen, not visibly in the passage) stands in a random zone
    without guards, with a random last move (0-3) and a fresh private path; missions not yet shown, hands
    (same sizes, from that intruder's deck), unfound passage entrances and unfound ropes are redrawn.
    For an intruder seat: the guards' hands, drawn cards and
    deck (same sizes), the sleeping guards (same total, at most 2 per barracks) and the unsearched castle
    objects (shuffled among the unsearched object zones of their castle) are redrawn; in Contested Ground
    the other intruder's secrets as for a guard seat."""
    new = clone(s)
    pick = random.Random(seed)
    known = set(figures_known_by(s, seat))
    hidden_figures = [f for f in FIGURES if f not in known]
    if hidden_figures:
        if _identity_hidden(s) and pick.random() < 0.5:
            _swap_lone_wolf(new)
        _redeal_intruders(new, hidden_figures, pick)
    if knowledge_group(s, seat) != "guards":
        _redeal_guards(new, pick)
    return new


def _swap_lone_wolf(s) -> None:
    """N-23.1a: the other intruder plays instead, from the same place (the guards cannot tell them apart)."""
    ninja, traitor = s.intruders["ninja"], s.intruders["traitor"]
    for key in ("status", "zone", "path", "moved_last", "steps", "move_over", "touched", "searches", "seen",
                "shadow_walk", "shadowed", "mission_done", "wounds", "replaced", "respawn", "start_turn"):
        ninja[key], traitor[key] = traitor[key], ninja[key]
    if s.acting:
        s.acting = "traitor" if s.acting == "ninja" else "ninja"
    if s.decision is not None and s.decision.get("figure"):
        s.decision["figure"] = "traitor" if s.decision["figure"] == "ninja" else "ninja"


def _redeal_intruders(s, figures: list, pick) -> None:
    t = tables()
    owners = {passage_owner(s, f) for f in figures}
    _redeal_ropes(s, owners, pick)      # before the walks: a hidden walk may cross a wall by one of them
    guarded = {g["zone"] for g in s.guards}
    open_zones = [z for z in t.zone_ids if z not in guarded]
    shown = {s.intruders[f]["mission"] for f in FIGURES if s.intruders[f]["mission_done"]}
    letters = [x for x in LETTERS if x not in shown]
    pick.shuffle(letters)
    for f in figures:
        me = s.intruders[f]
        if not me["mission_done"]:
            me["mission"] = letters.pop()
        deck = list(t.deck_cards[f])
        pick.shuffle(deck)
        me["hand"] = sorted(deck[:len(me["hand"])])
        me["set_aside"] = sorted(deck[len(me["hand"]):])
        if f == "traitor" and me["status"] == "active":
            me["cat_order"] = _redeal_cat_order(s, pick)
        visible = me["seen"] or me["zone"].startswith("secret_passage") or me["status"] != "active"
        if not visible:
            me["moved_last"] = pick.randint(0, 3)
            me["shadowed"] = False
            _redeal_turn(s, f, pick, open_zones)
    if all(not s.intruders[f]["mission_done"] for f in FIGURES):
        s.mission_pool = sorted(x for x in LETTERS if x not in {s.intruders[f]["mission"] for f in FIGURES})
    non_moat = [z for z in t.zone_ids if z not in t.moats]
    for owner in owners:
        found = [z for o, z in s.found_entrances if o == owner]
        ends = s.passages[owner]
        for i, zone in enumerate(ends):
            if zone and zone not in found:
                ends[i] = pick.choice(non_moat)


def _redeal_ropes(s, owners: set, pick) -> None:
    """The ropes nobody found are redrawn, not dropped: a placed rope is permanent (N-11.8, N-17.8), so a state the
    game could be in holds as many as were thrown (each Rope played is told, N-11.7), each over a wall its owner
    has not roped yet, and, where guards notice ropes (N-24.5), with no end where a guard stands."""
    t = tables()
    kept = [r for r in s.ropes if r[0] not in owners or len(r) > 3]
    redrawn = [r[0] for r in s.ropes if r[0] in owners and len(r) <= 3]
    watched = {g["zone"] for g in s.guards} if s.config.get("ropes_noticed") else set()
    walls = sorted({tuple(sorted((a, b))) for a in t.zone_ids for b in t.neighbours(a)
                    if t.is_wall(a, b) and a not in watched and b not in watched})
    s.ropes = kept
    for owner in redrawn:
        free = [w for w in walls if not any(r[0] == owner and {r[1], r[2]} == set(w) for r in s.ropes)]
        if free:
            a, b = pick.choice(free)
            s.ropes.append([owner, a, b] if pick.random() < 0.5 else [owner, b, a])


def _redeal_cat_order(s, pick) -> str:
    """The traitor's standing order is his secret (DESIGN principle 5), drawn among the orders; only while the
    It Was a Cat prompt waits is it known to be "ask" (N-H.8: that prompt comes only under "ask")."""
    if s.decision is not None and s.decision["kind"] == "it_was_a_cat":
        return s.intruders["traitor"]["cat_order"]
    return pick.choice(CAT_ORDERS)


def _turn_so_far(s, f: str) -> tuple:
    """What the phase flow tells everyone of a hidden intruder's latest move (N-G.11, N-13.3, N-13.5):
    (turn of that move or 0 when he has not moved yet, whether his move is over, how many steps are fixed
    (None: any 0-3), the zones he declared searching then, which every seat was told)."""
    if s.phase in ("guard_setup", "intruder_setup"):
        return 0, False, 0, []
    if s.phase == "intruders":
        if s.step == "intruder_move":
            if s.acting == f:
                return s.turn, None, None, []        # moving now: how far, and whether he may go on, is secret
            if s.acting in FIGURES and FIGURES.index(f) > FIGURES.index(s.acting):
                return 0, False, 0, []               # the ninja moves fully before the traitor (N-G.11)
        return s.turn, True, None, _declared_searches(s, f, ends_to_skip=0)
    last = s.turn if s.phase == "over" else s.turn - 1
    if not any(e.kind == "intruders_moved" for e in reversed(s.log)):
        return 0, False, 0, []
    return last, True, None, _declared_searches(s, f, ends_to_skip=1)


def _declared_searches(s, f: str, ends_to_skip: int) -> list:
    """The zones `f` declared searching (public, N-13.5) in the Intruders Phase after `ends_to_skip` phase ends
    counted back from the log's end (0: the phase under way)."""
    found = []
    for event in reversed(s.log):
        if event.kind == "intruders_moved":
            if ends_to_skip == 0:
                break
            ends_to_skip -= 1
        elif ends_to_skip == 0 and event.kind == "search_declared" and event.data.get("figure") == f:
            found.insert(0, event.data["zone"])
    return found


def _redeal_turn(s, f: str, pick, open_zones: list) -> None:
    """A hidden intruder's zone, path and latest move drawn anew: a walk of 0-3 legal steps (N-11.3; walls
    crossed only by a rope the guards found, ending the move, N-11.9; a moat only at its end, N-11.6), ending
    where no guard stands, touching every zone he declared a search in (N-13.2, N-13.5), and in the phase under
    way passing no guard (he would have been seen, N-15.2); `touched` is derived from it (N-13.2), `move_over`
    from the flow or from the walk (N-11.3, N-11.6), the declared `searches` kept (public, N-13.5). Should no
    such walk turn up, the real one stays."""
    me = s.intruders[f]
    turn, over, steps, declared = _turn_so_far(s, f)
    avoid = {g["zone"] for g in s.guards} if s.phase == "intruders" else set()
    walk = _draw_walk(s, pick, steps, open_zones, declared, avoid - set(declared))
    if walk is None:
        return
    me["zone"] = walk[-1]
    if turn == 0:
        me["path"] = [[s.turn, walk[0], "start"]]
        me.update(steps=0, touched=[], move_over=False, searches=[])
        return
    steps = len(walk) - 1
    me["path"] = [[turn, walk[0], "start"]] + [[turn, z, "move"] for z in walk[1:]]
    me["steps"] = steps
    me["touched"] = list(dict.fromkeys(walk)) if steps else []
    t = tables()
    ended = steps >= MAX_INTRUDER_STEPS or (steps > 0 and (walk[-1] in t.moats or t.is_wall(walk[-2], walk[-1])))
    me["move_over"] = ended if over is None else over
    if s.phase == "intruders" and s.step == "intruder_search":
        me["searches"] = list(declared)
    elif s.phase != "intruders" or s.step != "intruder_move":
        me["searches"] = []
    if s.phase != "intruders":
        me["moved_last"] = steps                     # N-7.2: the last phase's move is what a Listen hears


def _draw_walk(s, pick, steps, open_zones: list, declared: list, avoid: set, tries: int = 300):
    """Zones [start, ..., end] of a legal hidden walk of `steps` steps (None: 0-3, at least 1 when he declared
    a search) touching every `declared` zone, entering no `avoid` zone."""
    t = tables()
    roped = {frozenset(r[1:3]) for r in s.ropes}     # the found ropes and the unfound ones as redrawn
    must = set(declared)

    def passable(a, b):
        return not t.is_wall(a, b) or frozenset((a, b)) in roped

    for _ in range(tries):
        length = steps if steps is not None else pick.randint(1 if must else 0, MAX_INTRUDER_STEPS)
        at = pick.randint(0, length) if must else length
        walk = [pick.choice(sorted(must)) if must else pick.choice(open_zones)]
        for _ in range(at):                          # backwards from the anchor to the start
            walk.insert(0, pick.choice([z for z in t.neighbours(walk[0]) if passable(z, walk[0])]))
        for _ in range(length - at):                 # forwards from the anchor to the end
            walk.append(pick.choice([z for z in t.neighbours(walk[-1]) if passable(walk[-1], z)]))
        if walk[-1] not in open_zones or not must <= set(walk) or any(z in avoid for z in walk):
            continue
        inner = walk[1:-1]
        if any(z in t.moats for z in inner) or any(t.is_wall(a, b) for a, b in zip(walk, inner)):
            continue                                 # a moat or a rope ends the move at once
        return walk
    return None


def _redeal_guards(s, pick) -> None:
    t = tables()
    for seat in s.guard_seats:
        key = str(seat)
        pool = s.hands[key] + s.decks[key] + s.drawn[key]
        pick.shuffle(pool)
        n_hand, n_drawn = len(s.hands[key]), len(s.drawn[key])
        s.hands[key] = sorted(pool[:n_hand])
        s.drawn[key] = pool[n_hand:n_hand + n_drawn]
        s.decks[key] = pool[n_hand + n_drawn:]
    total = sum(s.sleeping.values())
    s.sleeping = {z: 0 for z in t.barracks}
    for _ in range(total):
        room = [z for z in t.barracks if s.sleeping[z] < 2]
        if room:
            s.sleeping[pick.choice(room)] += 1
    for side, zones in t.object_zones.items():
        unknown = [z for z in zones if z not in s.searched]
        contents = [s.objects.pop(z) for z in unknown if z in s.objects]
        places = list(unknown)
        pick.shuffle(places)
        for zone, what in zip(places, contents):
            s.objects[zone] = what
