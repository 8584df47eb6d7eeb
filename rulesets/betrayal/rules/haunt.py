"""The haunt (B-15 to B-19, B-22): the reveal from the chart, the traitor by the haunt's rule, the haunt's turns and
wins, and who may see what of it (B-H.2 to B-H.7)."""
from __future__ import annotations

import random

from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.haunts import numbers_for
from rulesets.betrayal.rules import haunt_keywords, insights, repeats, tokens, winning
from rulesets.betrayal.rules.haunt_data import haunt_of, haunts
from rulesets.betrayal.rules.state import State, card, house_of, name_of, room_name, trait_value
from rulesets.betrayal.vocab import said

UNFINISHED = "haunt_unfinished"


def _end(s: State, result: str, reason: str) -> None:
    s.phase = "over"
    s.result = [result, reason]


def _left_of(s: State, seat: int) -> list:
    """Every seat from `seat`'s left around the table, `seat` last (B-3.9: play passes to the left)."""
    return [(seat + k) % s.players for k in range(1, s.players + 1)]


def choose_traitor(s: State, rule: str, revealer: int):
    """B-15.2 / B-15.3: who meets the haunt's condition; ties go to the revealer, else nearest his left."""
    if rule == "haunt_revealer":
        return revealer
    if rule == "left_of_revealer":
        return (revealer + 1) % s.players
    if rule in ("no_traitor", "hidden_traitor"):
        return None
    name, _, trait = rule.partition(":")
    values = {seat: trait_value(s, seat, trait) for seat in range(s.players)}
    best = (max if name == "highest_trait" else min)(values.values())
    ties = [seat for seat in _left_of(s, revealer) if values[seat] == best]
    return revealer if revealer in ties else ties[0]


def reveal(s: State, revealer: int) -> None:
    """B-15.1: the omen that began the haunt and the room it was drawn in pick the haunt from the chart."""
    omen, room = s.turn["omen"]
    room, number = repeats.look_up(s, omen, room)     # B-15.4 when the table chose to avoid repeats
    if number is None:
        _end(s, UNFINISHED, said(N_("The haunt begins, but the chart has no haunt for the {card} in the {room} yet"), card=card(omen).name,
                                 room=room_name(room)))
        return
    h = haunts()[number]
    traitor = choose_traitor(s, h.traitor_rule, revealer)
    identities = None
    if h.hidden:
        # B-19.1: numbered tokens dealt face down; whoever holds 1 is the traitor
        identities = list(range(1, s.players + 1))
        s.rng.shuffle(identities)
        traitor = identities.index(1)
    first = revealer if traitor is None or h.hidden else traitor   # B-17.1 / B-19.1: play starts to the left
    s.phase = "haunt"
    s.haunt = {"number": number, "id": h.id, "omen": omen, "room": room, "revealer": revealer,
               "traitor": traitor, "hidden": h.hidden, "identities": identities, "traitor_revealed": not h.hidden,
               "order": _left_of(s, first), "round": 1, "rooms_before": sorted(s.discovered),
               "monster_kinds": [{"id": m.id, "name": m.name, "count": numbers_for(m, s.players)["count"], "start": m.start} for m in h.monsters],
               "monsters": [], "slot": 0}
    if h.hidden:    # B-H.6: the tokens are face down; the log names nobody (it is every seat's)
        who = T("Each explorer is dealt a face-down identity token")
    elif traitor is None:
        who = T("There is no traitor")
    else:
        who = T("{name} is the traitor", name=name_of(s, traitor))
    s.log.append(LogEvent(
        "haunt_revealed", T("The haunt begins: {title} (haunt {number}, the {card} in the {room}). {who}", title=h.title, number=number,
                            card=card(omen).name, room=room_name(room), who=who),
        {"haunt": number, "omen": omen, "room": room, "revealer": revealer,
         "traitor": None if h.hidden else traitor}, cause=T("{name} revealed the haunt", name=name_of(s, revealer))))
    if traitor is not None and not h.hidden:
        free_traitor(s, traitor)
    for step in h.right_now:   # B-16.3: both sides carry out the right-now steps
        haunt_keywords.RIGHT_NOW[step.do](s, haunt_keywords.step_data(step), said(N_("the haunt {title} begins"), title=h.title))


def start_turn_rules(s: State, seat: int) -> None:
    for name in haunt_of(s).special_rules:
        haunt_keywords.SPECIAL_RULES[name](s, seat)


def slots(s: State) -> list:
    """B-17.1: each seat's turn in the haunt's order (the traitor last), then the monsters' turn if any."""
    out = [[seat, "explorer"] for seat in s.haunt["order"]]
    if s.haunt["monster_kinds"]:
        out.append([s.haunt["traitor"], "monsters"])
    return out


def winners(s: State) -> tuple:
    return winning.winners(s)


def free_traitor(s: State, traitor: int) -> None:
    """B-18.1: on becoming the traitor he is freed at once of the events that stay in play in front of him."""
    for entry in [e for e in s.in_play if e[0] == traitor]:
        s.in_play.remove(entry)
        s.event_discard.append(entry[1])
        s.log.append(LogEvent("event_ended", T("{card} no longer holds {name}", card=card(entry[1]).name, name=name_of(s, traitor)),
                              {"seat": traitor, "card": entry[1]}, cause=T("the traitor is freed of it")))


def check_reveal_self(s: State, seat: int) -> None:
    """B-H.7: in a hidden-traitor haunt every living explorer's turn offers the same "Reveal myself" button, so
    the panel tells nothing; only the traitor's turns his token over (B-19.2), anyone else's does nothing
    (B-19.3: nobody else may reveal a token)."""
    if s.haunt is None or not s.haunt["hidden"] or s.haunt["traitor_revealed"]:
        raise IllegalAction("B-19.2", T("only a hidden traitor not yet revealed may reveal himself"))
    if s.explorers[seat].get("dead"):
        raise IllegalAction("B-19.3", T("a dead explorer's token is already shown"))


def do_reveal_self(s: State, seat: int) -> None:
    check_reveal_self(s, seat)
    if not is_hidden_traitor(s, seat):
        return    # B-19.3: a hero's token stays face down; nothing happens and nothing is logged
    turn_token_over(s, seat)


def is_hidden_traitor(s: State, seat: int) -> bool:
    return s.haunt["traitor"] == seat


def turn_token_over(s: State, seat: int) -> None:
    """B-19.2: the hidden traitor flips his token: now everyone knows, and he is freed as any traitor (B-18.1)."""
    s.haunt["traitor_revealed"] = True
    s.log.append(LogEvent("traitor_revealed", T("{name} turns the token over: the traitor!", name=name_of(s, seat)),
                          {"seat": seat}))
    free_traitor(s, seat)


# ---- who sees what (B-H.2 to B-H.7) ------------------------------------------------------------------------
def knowledge_group(s: State, seat: int):
    """B-H.1: one group before the haunt; then the traitor alone (B-H.3), or each seat alone in a hidden-traitor
    haunt, where each sees only his own token (B-H.6)."""
    if s.haunt is None:
        return 0
    if s.haunt["hidden"]:
        return seat
    return 1 if seat == s.haunt["traitor"] else 0


def view(s: State, seat: int) -> dict | None:
    if s.haunt is None:
        return None
    h = haunt_of(s)
    state = s.haunt
    traitor_known = state["traitor_revealed"]
    mine = "traitor" if seat == state["traitor"] else "heroes"
    sees_traitor_side = h.hidden or mine == "traitor"     # B-19.6: hidden-traitor text is everyone's
    sees_heroes_side = h.hidden or mine == "heroes"
    texts, goals = {}, {}
    if sees_traitor_side and h.has_traitor:
        texts["traitor"] = h.traitor_text
        goals["traitor"] = [c.text for c in h.wins.traitor]
    if sees_heroes_side:
        texts["heroes"] = h.heroes_text
        goals["heroes"] = [c.text for c in h.wins.heroes]
        if h.wins.house:
            goals["house"] = [c.text for c in h.wins.house]
    monsters = [dict(m) for m in state["monsters"]]
    out = {"number": state["number"], "title": h.title, "omen": state["omen"], "room": state["room"],
           "revealer": state["revealer"], "hidden": state["hidden"], "round": state["round"],
           "order": list(state["order"]), "traitor": state["traitor"] if traitor_known else None,
           "right_now": [haunt_keywords.describe_step(s, haunt_keywords.step_data(st)) for st in h.right_now],
           "tokens": [dict(t) for t in state.get("tokens", [])],
           "monsters": monsters, "texts": texts, "goals": goals,
           "shown_tokens": {int(k): v for k, v in state.get("shown_tokens", {}).items()},   # B-19.3: the dead's
           "tasks": dict(state.get("tasks", {})), "slot": state["slot"],
           "rooms_before": list(state["rooms_before"])}     # public (B-H.5): the goals count rooms found since
    if state["hidden"]:   # B-H.6: each seat sees only its own token (a hero learns only he is not the traitor)
        out["my_token"] = state["identities"][seat]
        out["side"] = mine
        out["side"] = mine if h.has_traitor else "heroes"
    learned = insights.shown(s, seat)
    if learned:     # B-17.5: what a hero read by a Knowledge roll, every hero's and only theirs (B-H.4)
        out["learned"] = learned
    if sees_traitor_side and h.has_traitor:   # B-H.3: monster stats and special rules are the traitor's
        out["monster_stats"] = [{"name": m.name, "might": m.might, "speed": m.speed, "sanity": m.sanity,
                                 "knowledge": m.knowledge, "attack_with": m.attack_with, "killable": m.killable,
                                 "carries": m.carries} for m in h.monsters]
    if h.hidden or not h.has_traitor or mine == "traitor":
        out["special_rules"] = list(h.special_rules)
    return out


def redeal(s: State, seat: int, rng: random.Random) -> None:
    """In a hidden-traitor haunt, the tokens `seat` has not seen are dealt anew (his own, and a revealed
    traitor's, stay): who the traitor is may change for him."""
    if s.haunt is None or not s.haunt["hidden"]:
        return
    identities = list(s.haunt["identities"])
    fixed = {seat} | ({s.haunt["traitor"]} if s.haunt["traitor_revealed"] else set())
    fixed |= {int(k) for k in s.haunt.get("shown_tokens", {})}     # B-19.3: a dead explorer's token is shown
    free = [i for i in range(s.players) if i not in fixed]
    tokens = [identities[i] for i in free]
    rng.shuffle(tokens)
    for i, token in zip(free, tokens):
        identities[i] = token
    s.haunt = dict(s.haunt, identities=identities, traitor=identities.index(1))


def invariants(s: State) -> list:
    if s.haunt is None:
        return []
    broken = []
    if s.haunt["hidden"]:
        if sorted(s.haunt["identities"]) != list(range(1, s.players + 1)):
            broken.append("the identity tokens are not one of each number")
        elif s.haunt["identities"].index(1) != s.haunt["traitor"]:
            broken.append("the traitor does not hold token 1")
    house = house_of(s)
    for m in s.haunt["monsters"]:
        placed = house.where(m["room"])
        if placed is None:
            broken.append(f"the {m['name']} stands in a room that is not placed")
        elif bool(m.get("side", "")) != (placed.tile.barrier is not None):
            broken.append(f"the {m['name']} has no proper side in the {placed.tile.name}")
    for seat, e in enumerate(s.explorers):
        if e and e.get("buried") and any(card(c).companion or card(c).item_like and card(c).deck != "event"
                                         for c in e["cards"]):
            broken.append(f"{e['name']} is dead but still holds an item or a companion (B-21)")
    broken += tokens.invariants(s)
    if s.turn.get("monster_turn") and s.turn["seat"] != s.haunt["traitor"]:
        broken.append("the monsters' turn is run by someone other than the traitor (B-18.4)")
    return broken
