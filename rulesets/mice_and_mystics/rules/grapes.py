"""Grapes (M-18.4 to M-18.6): bait for the grape-eating minion (M-G.9: roaches, ants as an alias), a lobbed
weapon from the fork, and a weapon a rat starting on a grape lobs back at the mice."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import cards, defence, flow, team_items
from rulesets.mice_and_mystics.rules import state as st

BAIT_TARGET = ("roach", "ant")       # M-G.9: configurable; the roach is the only bug-like small minion


def grape_at(s, tile: int) -> dict | None:
    return next(iter(team_items.tokens(s, "grapes", tile)), None)


def is_bait_eater(mn: dict) -> bool:
    return mn["kind"] in BAIT_TARGET


def bait_space(s, mn: dict) -> str:
    """M-18.4: the grape a bait eater heads for, in its room; '' when none lies there."""
    grape = grape_at(s, mn["place"][0])
    return grape["spaces"][0] if grape and is_bait_eater(mn) else ""


def eaten(s, kind: str) -> None:
    """M-18.4: at the end of the eaters' turn, a grape with eaters on it goes, and so do they."""
    if kind not in BAIT_TARGET:
        return
    for grape in list(team_items.tokens(s, "grapes")):
        place = [grape["tile"], grape["spaces"][0]]
        eaters = [m for m in st.minions_at(s, place) if is_bait_eater(m)]
        if eaters:
            s.team_tokens.remove(grape)
            for mn in eaters:
                flow.remove_minion(s, mn, T("it ate the grape bait"))
            team_items.return_card(s, grape["card"], T("the grape was eaten"))


# ---- lobbing ---------------------------------------------------------------------------------------------

def lob_checks(s, target: str) -> None:
    """M-18.5: an action by a mouse in the fork's space, a grape from storage, at any space of the room."""
    team_items._may_act(s)
    m = st.mouse(s, s.turn["hero"])
    tile, here = m["place"]
    if team_items.fork_space(s, tile) != here:
        raise IllegalAction("M-18.5", T("grapes are lobbed from the fork's space"))
    if not team_items.in_storage(s, "grapes"):
        raise IllegalAction("M-18.7", T("team storage holds no grapes"))
    if target not in st.face(s, tile).by_id:
        raise IllegalAction("M-18.5", T("a grape is lobbed at a space of this room"))


def lob(s, target: str) -> None:
    lob_checks(s, target)
    team_items._act(s)
    m = st.mouse(s, s.turn["hero"])
    card = team_items.in_storage(s, "grapes")
    s.team_storage.remove(card)
    land(s, {"card": card, "item": "grapes", "tile": m["place"][0], "spaces": [target]}, st.hero_name(m["hero"]),
         m["hero"])


def land(s, grape: dict, thrower: str, by_hero: str = "") -> None:
    """Flip the grape like a coin (M-18.5): smashed, one automatic hit on every figure there, each defending;
    whole, every figure there knocked down and the grape stays. Large figures are never affected."""
    place = [grape["tile"], grape["spaces"][0]]
    smashed = s.rng.randint(0, 1) == 1
    figures = [f for f in st.figures_at(s, place)
               if "hero" in f or (story.minion(f["kind"]).size == "small" and story.minion(f["kind"]).takes_space)]
    where = st.space_name(s, place[0], place[1])
    flow.note(s, "grape_lobbed", (T("{thrower} lobs a grape at {space}: it lands smashed", thrower=thrower, space=where)
               if smashed else
               T("{thrower} lobs a grape at {space}: it lands whole", thrower=thrower,
                 space=where)), T("a grape is flipped like a coin"),
              to=place[1], smashed=smashed)
    if smashed:
        team_items.return_card(s, grape["card"], T("a smashed grape"))
        for f in figures:
            if s.result is not None:
                return
            if "hero" in f:
                if f["place"] is not None:
                    defence.defend(s, f, 1, T("a smashed grape"), None)
            elif st.minion_by_label(s, f["label"]) is not None:
                cards.defend_minion(s, f, 1, T("a smashed grape"), by_hero)
        return
    s.team_tokens.append(grape)
    for f in figures:
        if "hero" in f:
            if "knocked_down" not in f["conditions"]:
                f["conditions"].append("knocked_down")
        else:
            f["knocked_down"] = True
    flow.note(s, "knocked_down", T("Every figure there is knocked down; the grape stays under them"), T("a whole grape"))


def rat_lob_target(s, mn: dict) -> str:
    """M-18.6: a rat starting its turn on a grape lobs it at the space with the most mice (ties: the space of
    the mouse highest on the track); not when a mouse shares the grape and the rat's space. '' when it won't."""
    if mn["kind"] != "rat":
        return ""
    grape = grape_at(s, mn["place"][0])
    if grape is None or grape["spaces"][0] != mn["place"][1] or st.mice_at(s, mn["place"]):
        return ""
    order = st.mouse_order(s)
    spaces = {}
    for h in order:
        place = st.mouse(s, h)["place"]
        if place is not None and place[0] == mn["place"][0]:
            spaces.setdefault(place[1], [0, order.index(h)])[0] += 1
    if not spaces:
        return ""
    return min(spaces, key=lambda sp: (-spaces[sp][0], spaces[sp][1]))


def rat_lobs(s, mn: dict, target: str) -> None:
    grape = grape_at(s, mn["place"][0])
    s.team_tokens.remove(grape)
    land(s, dict(grape, spaces=[target]), T("The {minion}", minion=st.minion_name(s, mn['label'])))
