"""Brodie the cat (M-14): a paw token filling no space, two cards a round, Pounce and Prowl.

Ties the digest leaves to the players (two spaces equally full with equally high figures; several shortest
routes for a prowl) become a decision for the player whose mouse is lowest on the track (M-13.2).
"""
from __future__ import annotations

from engine.i18n import T, Tn, lists
from rulesets.mice_and_mystics import minion_moves, story
from rulesets.mice_and_mystics.rules import cards, defence, dice, flow
from rulesets.mice_and_mystics.rules import state as st

FAR = 10 ** 6


def play(s, card: dict) -> bool:
    """Brodie's card's turn; True when it is over, False while the players choose. The track moves on before
    his attacks, so a question they raise (a boss's card to damage) is answered after his turn."""
    cat = next((m for m in s.minions if m["kind"] == card["minion"]), None)
    if cat is None:
        return True
    behaviour = cards.card_info(card).behaviour
    return POUNCE_OR_PROWL[behaviour](s, cat)


def _initiative_rank(s, figure: dict) -> int:
    """Where a figure's card lies on the track, 0 the top (a boss's highest card counts)."""
    for i, c in enumerate(s.initiative):
        if c.get("mouse") == figure.get("hero") or (figure.get("kind") and c.get("minion") == figure["kind"]):
            return i
    return FAR


def pounce_spaces(s, cat: dict) -> list:
    """M-14.3: the spaces of Brodie's room with the most figures, then the highest figure on the track."""
    tile = cat["place"][0]
    best = []
    for sp in st.face(s, tile).spaces:
        here = [f for f in st.figures_at(s, [tile, sp.id]) if f is not cat]
        if here:
            best.append((-len(here), min(_initiative_rank(s, f) for f in here), sp.id))
    if not best:
        return []
    top = min(b[:2] for b in best)
    return sorted(b[2] for b in best if b[:2] == top)


def _pounce(s, cat: dict) -> bool:
    options = pounce_spaces(s, cat)
    if not options:
        flow.note(s, "brodie", T("Brodie stays"), T("no figure is in his room"))
        return True
    if len(options) > 1:
        s.decision = {"kind": "pounce_space", "seat": flow.lowest_mouse_seat(s), "minion": cat["label"],
                      "options": options}
        return False
    finish_pounce(s, cat, options[0])
    return False              # the track already moved on


def finish_pounce(s, cat: dict, space: str) -> None:
    cat["place"] = [cat["place"][0], space]
    flow.next_card(s)
    face = dice.roll(s, 1)[0]
    hits = dice.hits([face], False)
    flow.note(s, "brodie_pounces", Tn("Brodie pounces on {space}: {faces}, {n} hit", "Brodie pounces on {space}: {faces}, {n} hits", hits,
                 space=st.space_name(s, cat["place"][0], space), faces=dice.words([face])), T("the fullest space of his room"),
              to=space, faces=[face])
    if hits:
        for f in [f for f in st.figures_at(s, [cat["place"][0], space]) if f is not cat]:
            _hit(s, cat, f, hits, T("Brodie's pounce"))


def settle_pounce(s, space: str) -> None:
    d = s.decision
    s.decision = None
    finish_pounce(s, st.minion_by_label(s, d["minion"]), space)


def _hit(s, cat: dict, figure: dict, hits: int, why: str) -> None:
    if s.result is not None:
        return
    if "hero" in figure:
        if figure["place"] is not None:
            defence.defend(s, figure, hits, why, cat["kind"], cat)
    elif st.minion_by_label(s, figure["label"]) is not None:
        cards.defend_minion(s, figure, hits, why)


def prowl_routes(face, start: str, budget: int, mouse_spaces: list) -> list:
    """M-14.4: every way Brodie may prowl: toward the nearest mouse not in his space (ties: the mouse highest
    on the track, `mouse_spaces` in track order), on to the next mouse not yet reached while movement lasts.
    Routes are tuples of spaces from the start; routes passing the same spaces to the same end are one."""
    out = {}

    def walk(path, left, reached):
        here = path[-1]
        far = minion_moves.distances(face, here)
        others = [sp for sp in mouse_spaces if sp != here and sp not in reached and sp in far]
        if left == 0 or not others:
            out.setdefault((frozenset(path), here), tuple(path))
            return
        target = min(others, key=lambda sp: (far[sp], mouse_spaces.index(sp)))
        to_target = minion_moves.distances(face, target)
        for n in minion_moves.neighbours(face, here):
            if to_target.get(n, FAR) == to_target[here] - 1:
                walk(path + [n], left - 1, reached | ({n} if n == target else set()))

    walk([start], budget, {start})
    return sorted(out.values(), key=lambda r: (len(r), r))


def _prowl(s, cat: dict) -> bool:
    tile, here = cat["place"]
    mice = [st.mouse(s, h)["place"][1] for h in st.mouse_order(s)
            if st.mouse(s, h)["place"] is not None and st.mouse(s, h)["place"][0] == tile]
    if not mice:
        flow.note(s, "brodie", T("Brodie stays"), T("no mouse is in his room"))
        return True
    faces = dice.roll(s, 2)
    budget = sum(dice.movement(f) for f in faces)
    routes = prowl_routes(st.face(s, tile), here, budget, list(dict.fromkeys(mice)))
    if len(routes) > 1:
        s.decision = {"kind": "prowl_route", "seat": flow.lowest_mouse_seat(s), "minion": cat["label"],
                      "options": [" ".join(r) for r in routes], "budget": budget}
        return False
    finish_prowl(s, cat, routes[0], budget)
    return False              # the track already moved on


def finish_prowl(s, cat: dict, route, budget: int) -> None:
    tile = cat["place"][0]
    cat["place"] = [tile, route[-1]]
    flow.next_card(s)
    flow.note(s, "brodie_prowls", T("Brodie prowls {budget}: {route}", budget=budget, route=lists.listed(st.space_name(s, tile, sp) for sp in route)),
              T("toward the nearest mouse"), route=list(route))
    info = story.minion(cat["kind"])
    for sp in dict.fromkeys(route):
        for f in [f for f in st.figures_at(s, [tile, sp]) if f is not cat]:
            if s.result is not None:
                return
            faces = dice.roll(s, info.battle)
            hits = dice.hits(faces, False)
            who = st.hero_name(f["hero"]) if "hero" in f else T("the {minion}", minion=st.minion_name(s, f['label']))
            flow.note(s, "brodie_attacks", Tn("Brodie attacks {who}: {faces}, {n} hit", "Brodie attacks {who}: {faces}, {n} hits", hits, who=who,
                         faces=dice.words(faces)), faces=faces)
            if hits:
                _hit(s, cat, f, hits, T("Brodie's prowl"))


def settle_prowl(s, route: str) -> None:
    d = s.decision
    s.decision = None
    finish_prowl(s, st.minion_by_label(s, d["minion"]), tuple(route.split()), d["budget"])


POUNCE_OR_PROWL = {"pounce": _pounce, "prowl": _prowl}
