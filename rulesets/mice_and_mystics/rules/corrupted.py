"""A corrupted mouse's turn (M-17.4): it moves and attacks the other mice as a melee minion would (M-13.4,
M-13.6), with its bare Battle value, then the token goes. Equal stops are the players' choice (M-G.10)."""
from __future__ import annotations

from engine.i18n import T, Tn
from rulesets.mice_and_mystics import minion_moves, story
from rulesets.mice_and_mystics.rules import defence, dice, flow
from rulesets.mice_and_mystics.rules import state as st


def _others(s, hero: str, tile: int) -> list:
    """[(hero, space)] of the other mice in the room, highest on the track first."""
    return [(h, st.mouse(s, h)["place"][1]) for h in st.mouse_order(s)
            if h != hero and st.mouse(s, h)["place"] is not None and st.mouse(s, h)["place"][0] == tile]


def play(s, hero: str) -> bool:
    """The corrupted turn; True when it is over (the card may move on), False while the players choose."""
    m = st.mouse(s, hero)
    tile, here = m["place"]
    face = st.face(s, tile)
    others = _others(s, hero, tile)
    name = st.hero_name(hero)
    if not others:
        flow.note(s, "corrupted_turn", T("{name} is corrupted and stays", name=name), T("no other mouse is in its room"))
        return finish(s, hero)
    if here in [sp for _, sp in others]:
        # a melee minion in a mouse's space does not move (M-13.4) but still battles after its move (M-13.6)
        flow.note(s, "corrupted_turn", T("{name} is corrupted and stays", name=name), T("it starts in another mouse's space"))
        return move_and_attack(s, hero, here)
    steps = dice.movement(dice.roll(s, 1)[0])
    target = minion_moves.nearest_mice(face, here, others)[0]
    full = st.full_spaces(s, tile) - {here}
    ends = minion_moves.route_ends(face, here, st.mouse(s, target)["place"][1], steps, full)
    if len(ends) > 1:
        s.decision = {"kind": "corrupted_stop", "seat": flow.lowest_mouse_seat(s), "hero": hero,
                      "options": ends}
        return False
    return move_and_attack(s, hero, ends[0])


def move_and_attack(s, hero: str, end: str) -> bool:
    m = st.mouse(s, hero)
    name = st.hero_name(hero)
    if end != m["place"][1]:
        m["place"] = [m["place"][0], end]
        flow.note(s, "corrupted_moves", T("{name}, corrupted, moves to {space}", name=name, space=st.space_name(s, m["place"][0], end)),
                  T("a corrupted mouse moves like a melee minion"), hero=hero, to=end)
    tile, here = m["place"]
    face = st.face(s, tile)
    near = [(h, sp) for h, sp in _others(s, hero, tile) if sp == here or sp in face.space(here).adjacent]
    if near:
        far = minion_moves.distances(face, here)
        order = st.mouse_order(s)
        victim = min(near, key=lambda hs: (far.get(hs[1], 10 ** 6), order.index(hs[0])))[0]
        faces = dice.roll(s, story.hero(hero).battle)         # its Battle only: no gear, no ability
        hits = dice.hits(faces, False)
        m["cheese"] += dice.cheese(faces)
        flow.note(s, "corrupted_attacks", Tn("{name}, corrupted, attacks {hero}: {faces}, {n} hit",
                                             "{name}, corrupted, attacks {hero}: {faces}, {n} hits",
                     hits, name=name, hero=st.hero_name(victim), faces=dice.words(faces)),
                  hero=hero, target=victim, faces=faces)
        if hits:
            defence.defend(s, st.mouse(s, victim), hits, T("{name}'s corrupted attack", name=name), None)
    return finish(s, hero)


def finish(s, hero: str) -> bool:
    m = st.mouse(s, hero)
    if "corrupted" in m["conditions"]:
        m["conditions"].remove("corrupted")
    flow.note(s, "corruption_fades", T("{hero} is itself again", hero=st.hero_name(hero)), T("the token goes after that turn"))
    return True
