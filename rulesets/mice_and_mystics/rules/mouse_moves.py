"""A mouse's move (M-6): steps over the room's space graph paid from the die plus Move, water and currents,
full spaces, stopping at minions, and the one move per turn (M-5.1)."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import movement, story
from rulesets.mice_and_mystics.rules import dice, effects, flow, team_items, traps
from rulesets.mice_and_mystics.rules import state as st


def _can_move(s, t: dict) -> None:
    if t["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not move"))
    if t["move"] == "done":
        raise IllegalAction("M-5.1", T("this mouse has already made its move this turn"))
    if "webbed" in st.mouse(s, t["hero"])["conditions"]:
        raise IllegalAction("M-17.2", T("a webbed mouse may not move"))
    if "knocked_down" in st.mouse(s, t["hero"])["conditions"]:
        raise IllegalAction("M-17.3", T("a knocked-down mouse must spend a whole move to stand up"))


def step_problem(s, target: str) -> IllegalAction | None:
    """Why the mouse whose turn it is may not step to `target` now, or None."""
    t = s.turn
    m = st.mouse(s, t["hero"])
    tile, here = m["place"]
    face = st.face(s, tile)
    try:
        _can_move(s, t)
        if target not in face.by_id:
            raise IllegalAction("M-6.2", T("{space} is not a space of this room", space=st.space_name(s, tile, target)))
        # the fishhook and line makes its two spaces adjacent for every mouse (M-18.2), over lines and gaps
        cost = 1 if team_items.linked(s, tile, here, target) else movement.step_cost(
            face, here, target, crosses_red=effects.levitating(s))
    except IllegalAction as refusal:
        return refusal
    if face.space(here).water and not face.space(target).water:
        return IllegalAction("M-6.10", T("from water a mouse climbs out with all its movement and a roll, "
                                       "it cannot step to land"))
    if t["move"] in ("unused", "scurry"):       # the first step of a move (a scurry is a move again)
        minions, mice = st.minions_at(s, m["place"]), st.mice_at(s, m["place"])
        if minions and len(mice) < len(minions):
            return IllegalAction("M-6.9", T("this mouse may leave a space with minions only while the mice there "
                                          "are at least as many as the minions"))
    if cost > t["movement"]:
        return IllegalAction("M-6.1", T("that step costs {cost} and only {movement} movement is left", cost=cost, movement=t['movement']))
    if st.is_full(s, [tile, target]):
        return IllegalAction("M-6.8", T("{space} is full", space=st.space_name(s, tile, target)))
    return None


def crossing_aids(s, tile: int) -> tuple:
    """(crosses_red, links) of the mouse whose turn it is in room `tile`: a levitation scroll crosses red lines
    and pipe gaps (M-6.6), the fishhook and line joins its two spaces (M-18.2). What `step_problem` allows, for
    a walk planned over several steps (movement.reach, movement.crossings)."""
    return effects.levitating(s), tuple(tuple(t["spaces"]) for t in team_items.tokens(s, "fishhook", tile))


def step(s, target: str) -> None:
    problem = step_problem(s, target)
    if problem:
        raise problem
    t = s.turn
    m = st.mouse(s, t["hero"])
    tile, here = m["place"]
    face = st.face(s, tile)
    t["movement"] -= 1 if team_items.linked(s, tile, here, target) else movement.step_cost(
        face, here, target, crosses_red=effects.levitating(s))
    t["move"] = "moving"
    m["place"] = [tile, target]
    why = ""
    if face.space(target).water:
        t["movement"], why = 0, T("entering water ends the move")
    elif st.minions_at(s, m["place"]):
        t["movement"], why = 0, T("a mouse entering a minion's space must stop")
    flow.note(s, "mouse_steps", T("{hero} moves to {space}", hero=st.hero_name(t['hero']),
                                  space=st.space_name(s, tile, target)), why, hero=t["hero"], to=target)
    if traps.enter(s, m):
        t["movement"], t["move"], t["ended"] = 0, "done", True      # M-6.14: the turn ends at once


def steps(s) -> list:
    t = s.turn
    m = st.mouse(s, t["hero"])
    face = st.face(s, m["place"][0])
    near = movement.crossings(face, m["place"][1], effects.levitating(s))       # levitation crosses red lines
    near += [n for n in team_items.link_targets(s, m["place"][0], m["place"][1]) if n not in near]
    return [("step", n) for n in near if step_problem(s, n) is None]


def climb_problem(s, target: str) -> IllegalAction | None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    tile, here = m["place"]
    face = st.face(s, tile)
    try:
        _can_move(s, t)
    except IllegalAction as refusal:
        return refusal
    if not face.space(here).water:
        return IllegalAction("M-6.10", T("only a mouse in water climbs out"))
    if t["move"] not in ("unused", "scurry"):
        return IllegalAction("M-6.10", T("climbing out of water takes the mouse's whole move"))
    if target not in movement.climb_targets(face, here, st.full_spaces(s, tile)):
        return IllegalAction("M-6.10", T("{space} is not dry land next to this water that the mouse may climb into",
                                         space=st.space_name(s, tile, target)))
    return None


def climb(s, target: str) -> None:
    """M-6.10: all the movement is spent; mice already there + 1 dice; a star climbs out."""
    problem = climb_problem(s, target)
    if problem:
        raise problem
    t = s.turn
    m = st.mouse(s, t["hero"])
    there = [m["place"][0], target]
    n = movement.climb_dice(len(st.mice_at(s, there)))
    faces = dice.roll(s, n)
    t["movement"], t["move"] = 0, "done"
    name = st.hero_name(t["hero"])
    if dice.stars(faces):
        m["place"] = there
        flow.note(s, "mouse_climbs", T("{name} climbs out of the water to {space}: {words}", name=name,
                                       space=st.space_name(s, there[0], target), words=dice.words(faces)),
                  T("a star climbs out"), hero=t["hero"], faces=faces)
    else:
        flow.note(s, "mouse_climbs", T("{name} fails to climb out of the water: {words}", name=name, words=dice.words(faces)),
                  T("no star was rolled"), hero=t["hero"], faces=faces)


def climbs(s) -> list:
    m = st.mouse(s, s.turn["hero"])
    face = st.face(s, m["place"][0])
    if not face.space(m["place"][1]).water:
        return []
    return [("climb", n) for n in face.space(m["place"][1]).adjacent if climb_problem(s, n) is None]


def scurry_start(s) -> None:
    """M-7.1: roll the die again and move again (the movement number plus Move)."""
    t = s.turn
    face = dice.roll(s, 1)[0]
    t["movement"] = dice.movement(face) + story.hero(t["hero"]).move
    t["move"] = "scurry"       # a new move begins: its first step is judged like a turn's first (M-6.9)
    flow.note(s, "mouse_scurries", T("{hero} scurries: the die shows {movement}, so it may move {movement2} more", hero=st.hero_name(t['hero']),
                                     movement=dice.movement(face), movement2=t['movement']), hero=t["hero"], die=face)


def carry_by_current(s, m: dict) -> None:
    """At the end of a mouse's turn in a current it is carried 1 space downstream; off the tile it is
    captured (M-6.11). A full space downstream holds the mouse where it is (authored: capacity stands)."""
    tile, here = m["place"]
    where = movement.carried_to(st.face(s, tile), here)
    if where is None:
        return
    name = st.hero_name(m["hero"])
    if where[0] == "off":
        flow.capture(s, m, T("the current carried it off the tile"))
        return
    if st.is_full(s, [tile, where[1]]):
        flow.note(s, "current", T("The current cannot carry {name} on", name=name), T("{space} is full", space=st.space_name(s, tile, where[1])))
        return
    m["place"] = [tile, where[1]]
    flow.note(s, "current", T("The current carries {name} to {space}", name=name,
                              space=st.space_name(s, tile, where[1])), T("a mouse ends its turn in a current"),
              hero=m["hero"], to=where[1])
