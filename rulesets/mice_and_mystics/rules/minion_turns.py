"""Minion turns by the fixed rules (M-13): each figure moves toward the nearest mouse, then attacks (M-13.6).

A tie the digest leaves to the players (two equally good stops, M-G.10) becomes a decision for the player
whose mouse is lowest on the track (M-13.2); nothing is picked at random behind their backs.
"""
from __future__ import annotations

from engine.i18n import T, Tn, lists
from rulesets.mice_and_mystics import minion_moves, sight, story
from rulesets.mice_and_mystics.rules import dice, flow, grapes, said, surges
from rulesets.mice_and_mystics.rules import state as st
from rulesets.mice_and_mystics.rules.defence import defend


def play_card(s) -> bool:
    """Play the current minion card's figures; True when the card's turn is over, False while a decision
    (or the chapter's end) stops it."""
    kind = s.initiative[s.current]["minion"]
    if not s.minion_queue:
        s.minion_queue = sorted((m["label"] for m in s.minions if m["kind"] == kind), key=figure_number)
        if not s.minion_queue:
            return True
        flow.note(s, "minion_card", T("The {minion} card takes its turn", minion=story.minion(kind).name), minion_kind=kind)
    while s.minion_queue:
        if s.result is not None or s.decision is not None:
            return False
        nearest = nearest_figures(s)
        if not nearest:
            break
        if len(nearest) > 1:
            # M-13.2 gives no order among equally near figures: the players choose (M-G.10)
            s.decision = {"kind": "minion_order", "seat": flow.lowest_mouse_seat(s), "options": nearest}
            return False
        if not act(s, nearest[0]):
            return False           # a tie for the players to settle first
    return s.result is None


def card_over(s) -> None:
    """The minion card's turn is over: grape eaters eat (M-18.4), then the next card."""
    kind = s.initiative[s.current]["minion"] if s.current < len(s.initiative) else ""
    grapes.eaten(s, kind)
    flow.next_card(s)


def figure_number(label: str) -> int:
    return int(label.split()[-1])


def nearest_figures(s) -> list:
    """The figures of the card still to act that are nearest to a mouse (M-13.2), lowest number first; one
    figure when no tie is worth asking about (figures with no mouse in their room only stay)."""
    s.minion_queue = [label for label in s.minion_queue if st.minion_by_label(s, label) is not None]
    far = {label: flow.minion_distance_to_mice(s, st.minion_by_label(s, label)) for label in s.minion_queue}
    if not far:
        return []
    best = min(far.values())
    tied = sorted((label for label in s.minion_queue if far[label] == best), key=figure_number)
    return tied if best < flow.NO_MOUSE_NEAR else tied[:1]


def act(s, label: str) -> bool:
    """One figure's turn: move, then battle (M-13.1); False when its stop is a tie for the players."""
    s.minion_queue.remove(label)
    mn = st.minion_by_label(s, label)
    target = grapes.rat_lob_target(s, mn)
    if target:                       # M-18.6: it doesn't move; the lobbed grape is its attack
        grapes.rat_lobs(s, mn, target)
        return True
    if not move(s, mn):
        return False
    if not (grapes.bait_space(s, mn) and grapes.bait_space(s, mn) == mn["place"][1]):
        attack(s, mn)                # a bait eater on the grape eats instead (M-18.4)
    return True


def settle_order(s, label: str) -> None:
    """The players chose which of the equally near figures goes next (M-13.2, M-G.10)."""
    s.decision = None
    flow.note(s, "minion_order", T("The {minion} goes next", minion=st.minion_name(s, label)),
              T("the players chose among equally near figures"), minion=label)
    if act(s, label) and not s.minion_queue and s.result is None:
        card_over(s)           # that was the card's last figure (an empty queue would start the card anew)


def _mice_on_tile(s, tile: int) -> list:
    """[(hero, space)] of the mice in this room, highest on the track first."""
    out = []
    for hero in st.mouse_order(s):
        place = st.mouse(s, hero)["place"]
        if place is not None and place[0] == tile:
            out.append((hero, place[1]))
    return out


def move(s, mn: dict) -> bool:
    """Move one figure (M-13.4, M-13.5); False when the players must choose among equally good stops."""
    tile, here = mn["place"]
    face = st.face(s, tile)
    info = story.minion(mn["kind"])
    name = st.minion_name(s, mn["label"])
    mice = _mice_on_tile(s, tile)
    if mn.pop("knocked_down", False):
        flow.note(s, "stands_up", T("The {name} stands up, which takes its whole move", name=name), T("it was knocked down"))
        return True                  # M-17.3
    bait = grapes.bait_space(s, mn)
    if bait:
        return _to_bait(s, mn, bait)
    if not mice:
        flow.note(s, "minion_waits", T("The {name} stays", name=name), T("no mouse is in its room"))
        return True
    spaces = [sp for _, sp in mice]
    if info.attack == "melee" and here in spaces:
        flow.note(s, "minion_waits", T("The {name} stays", name=name), T("it starts in a mouse's space"))
        return True
    sees = lambda a, b: sight.has_sight(face, a, b)  # noqa: E731
    if info.attack == "ranged" and any(sees(here, sp) for sp in spaces):
        flow.note(s, "minion_waits", T("The {name} stays", name=name), T("it already sees a mouse"))
        return True
    roll = dice.roll(s, 1)[0]
    steps = dice.movement(roll)
    nearest = minion_moves.nearest_mice(face, here, mice)
    target = nearest[0]
    target_space = st.mouse(s, target)["place"][1]
    full = st.full_spaces(s, tile) - {here}
    if info.size == "large":        # a large figure fills a space alone (M-6.8): any figure there blocks it
        full |= {f["place"][1] for f in s.mice + s.minions if f["place"] and f["place"][0] == tile} - {here}
    if info.attack == "ranged":
        ends = minion_moves.ranged_route_ends(face, here, target_space, steps, spaces, sees, full)
    else:
        ends = minion_moves.route_ends(face, here, target_space, steps, full)
    why = move_reason(face, here, nearest, dict(mice), info.attack == "ranged", steps)
    if len(ends) > 1:
        s.decision = {"kind": "minion_stop", "seat": flow.lowest_mouse_seat(s), "minion": mn["label"],
                      "options": sorted(ends, key=lambda sp: (len(sp), sp)), "why": said.kept(why)}
        return False
    finish_move(s, mn, ends[0], why)
    return True


def spaces_words(n: int) -> str:
    return Tn("{n} space", "{n} spaces", n)


def move_reason(face, here: str, nearest: list, mouse_spaces: dict, ranged: bool, steps: int) -> str:
    """Why a minion moves as it does, in words (M-13.4, M-13.5): the mouse it heads for, how far away that
    mouse is by the shortest route (minion steps, M-G.10), a tie broken by the initiative track, and the die."""
    target = st.hero_name(nearest[0])
    away = minion_moves.distances(face, here)[mouse_spaces[nearest[0]]]
    why = T("toward {target}: the nearest mouse, {spaces} away", target=target, spaces=spaces_words(away))
    if len(nearest) > 1:
        others = lists.anded(st.hero_name(h) for h in nearest[1:])
        why = T("{reason} (as near as {others}; {target} is higher on the initiative track)", reason=why,
                others=others, target=target)
    if ranged:
        why = said.joined(why, T("it sees no mouse, so it walks until it does"))
    return T("{reason}; the die lets it move {spaces}", reason=why, spaces=spaces_words(steps))


def _to_bait(s, mn: dict, bait: str) -> bool:
    """M-18.4: a bait eater heads for the grape (stopping on entering a mouse's space) and stays on it."""
    tile, here = mn["place"]
    if here == bait:
        flow.note(s, "minion_waits", T("The {minion} eats the grape", minion=st.minion_name(s, mn['label'])), T("grape bait"))
        return True
    face = st.face(s, tile)
    steps = dice.movement(dice.roll(s, 1)[0])
    full = st.full_spaces(s, tile) - {here}
    mice = {st.mouse(s, h)["place"][1] for h, _ in _mice_on_tile(s, tile)}
    route = minion_moves.distances(face, bait)
    reach = minion_moves.distances(face, here, blocked=full)
    on_route = sorted((d, sp) for sp, d in reach.items() if 0 < d <= steps and route.get(sp, 10 ** 6) ==
                      route.get(here, 10 ** 6) - d)
    stop = next((sp for d, sp in on_route if sp in mice), None)
    ends = [stop] if stop else minion_moves.route_ends(face, here, bait, steps, full)
    why = T("toward the grape bait, {spaces} away; the die lets it move {spaces2}", spaces=spaces_words(route.get(here,
            0)), spaces2=spaces_words(steps))
    if len(ends) > 1:
        s.decision = {"kind": "minion_stop", "seat": flow.lowest_mouse_seat(s), "minion": mn["label"],
                      "options": sorted(ends, key=lambda sp: (len(sp), sp)), "why": said.kept(why)}
        return False
    finish_move(s, mn, ends[0], why)
    return True


def finish_move(s, mn: dict, end: str, why: str) -> None:
    name = st.minion_name(s, mn["label"])
    if end == mn["place"][1]:
        flow.note(s, "minion_moves", T("The {name} cannot get closer and stays", name=name), why, minion=mn["label"])
    else:
        flow.note(s, "minion_moves", T("The {name} moves to {space}", name=name,
                                         space=st.space_name(s, mn["place"][0], end)), why, minion=mn["label"], to=end,
                  from_space=mn["place"][1])
    mn["place"] = [mn["place"][0], end]


def settle_stop(s, space: str) -> None:
    """The players chose where a minion stops among equals (M-G.10); its turn goes on with its attack."""
    d = s.decision
    mn = st.minion_by_label(s, d["minion"])
    s.decision = None
    finish_move(s, mn, space, said.joined(said.worded(d["why"]), T("the players chose among equally near spaces")))
    if not (grapes.bait_space(s, mn) and grapes.bait_space(s, mn) == mn["place"][1]):
        attack(s, mn)
    if not s.minion_queue and s.result is None:
        card_over(s)           # that was the card's last figure (an empty queue would start the card anew)


def targets(s, mn: dict) -> list:
    """Mice the figure may attack: melee in its space or next to it, ranged in its room with sight (M-G.8)."""
    tile, here = mn["place"]
    face = st.face(s, tile)
    ranged = story.minion(mn["kind"]).attack == "ranged"
    out = []
    for hero, sp in _mice_on_tile(s, tile):
        if ranged and sight.has_sight(face, here, sp):
            out.append(hero)
        elif not ranged and (sp == here or sp in face.space(here).adjacent):
            out.append(hero)
    return out


def choose_target(s, mn: dict) -> str | None:
    """M-13.6: the nearest mouse not yet attacked this round; among equals (all unattacked, or all attacked)
    the highest on the track."""
    return target_and_reason(s, mn)[0]


def target_and_reason(s, mn: dict) -> tuple:
    """(the mouse the figure attacks or None, why in words) by M-13.6."""
    valid = targets(s, mn)
    if not valid:
        return None, ""
    fresh = [h for h in valid if h not in s.attacked]
    pool = fresh or valid
    tile, here = mn["place"]
    far = minion_moves.distances(st.face(s, tile), here)
    order = st.mouse_order(s)
    gap = {h: far.get(st.mouse(s, h)["place"][1], 10 ** 6) for h in pool}
    hero = min(pool, key=lambda h: (gap[h], order.index(h)))
    if len(valid) == 1:
        why = T("the only mouse it can reach")
    elif not fresh:
        why = T("every mouse it can reach was attacked this round: the nearest of them")
    elif len(fresh) < len(valid):
        why = T("the nearest mouse it can reach not yet attacked this round")
    else:
        why = T("the nearest mouse it can reach")
    ties = [h for h in pool if h != hero and gap[h] == gap[hero]]
    if len(pool) > 1 and ties:
        why = T("{reason} ({others} as near; {hero} is higher on the initiative track)", reason=why,
                others=lists.anded(st.hero_name(h) for h in ties), hero=st.hero_name(hero))
    return hero, why


def attack(s, mn: dict) -> None:
    """A minion attacks like a mouse (M-13.6, M-G.8): its Battle dice against the mouse's Defense dice."""
    if s.result is not None or st.minion_by_label(s, mn["label"]) is None:
        return
    hero, why = target_and_reason(s, mn)
    if hero is None:
        return
    info = story.minion(mn["kind"])
    m = st.mouse(s, hero)
    s.attacked.append(hero)
    faces = dice.roll(s, info.battle)
    hits = dice.hits(faces, info.attack == "ranged")
    name, mouse_name = st.minion_name(s, mn["label"]), st.hero_name(hero)
    flow.note(s, "minion_attacks", Tn("The {name} attacks {mouse}: {faces}, {n} hit", "The {name} attacks {mouse}: {faces}, {n} hits", hits,
                 name=name, mouse=mouse_name, faces=dice.words(faces)), why,
              minion=mn["label"], hero=hero, faces=faces)
    if info.cheese_to_wheel:
        surges.add_to_wheel(s, dice.cheese(faces), T("a minion rolled cheese"))
    if hits and s.result is None:
        defend(s, m, hits, T("the {name}'s attack", name=name), mn["kind"], mn)
