"""What each seat may see (N-H): knowledge groups, per-seat views, and redealing another group's secrets."""
from __future__ import annotations

import random

from rulesets.ninja.rules.state import ALERT_NAMES, FIGURES, LETTERS, clone, passage_owner, tables


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
            "mission": me["mission"] if me["mission_done"] else "", "replaced": me["replaced"]}


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
        visible = me["seen"] or me["zone"].startswith("secret_passage") or me["status"] != "active"
        if not visible:
            me["zone"] = pick.choice(open_zones)
            me["moved_last"] = pick.randint(0, 3)
            me["path"] = [[s.turn, me["zone"], "start"]]
            me["shadowed"] = False
    if all(not s.intruders[f]["mission_done"] for f in FIGURES):
        s.mission_pool = sorted(x for x in LETTERS if x not in {s.intruders[f]["mission"] for f in FIGURES})
    owners = {passage_owner(s, f) for f in figures}
    s.ropes = [r for r in s.ropes if r[0] not in owners or len(r) > 3]
    non_moat = [z for z in t.zone_ids if z not in t.moats]
    for owner in owners:
        found = [z for o, z in s.found_entrances if o == owner]
        ends = s.passages[owner]
        for i, zone in enumerate(ends):
            if zone and zone not in found:
                ends[i] = pick.choice(non_moat)


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
