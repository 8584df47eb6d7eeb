"""A mouse's one action (M-7): scurry, battle (melee and ranged), search, recover, explore an exit or a flip."""
from __future__ import annotations

from engine.i18n import T, Tn, lists
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import explore as board_explore
from rulesets.mice_and_mystics import sight, story
from rulesets.mice_and_mystics.data import Placement
from rulesets.mice_and_mystics.rules import (
    achievements,
    cards,
    dice,
    effects,
    encounters,
    events,
    flow,
    gear,
    mouse_moves,
    special,
    team_items,
    traps,
)
from rulesets.mice_and_mystics.rules import state as st


def _may_act(s, stunned_ok: bool = False) -> None:
    t = s.turn
    if t["rescued"]:
        raise IllegalAction("M-16.3", T("a mouse rescued this turn may not act"))
    if t["action"]:
        raise IllegalAction("M-5.1", T("this mouse has already taken its action this turn"))
    if not stunned_ok and "stunned" in st.mouse(s, t["hero"])["conditions"]:
        raise IllegalAction("M-17.1", T("a stunned mouse may take no action but Recover"))


def _acted(s) -> None:
    """The action is taken; a move already begun is over (one move, one action, M-5.1)."""
    s.turn["action"] = True
    if s.turn["move"] == "moving":
        s.turn["move"] = "done"


def problem(check) -> IllegalAction | None:
    """The refusal a check raises, or None: how legal_actions asks without acting."""
    try:
        check()
    except IllegalAction as refusal:
        return refusal
    return None


def scurry_checks(s) -> None:
    _may_act(s)
    if s.turn["move"] == "unused":
        raise IllegalAction("M-7.1", T("a mouse scurries only after it has moved this turn"))


def scurry(s) -> None:
    scurry_checks(s)
    s.turn["action"] = True
    mouse_moves.scurry_start(s)


def _weapon_bonus(s, hero: str, kind: str) -> int | None:
    return gear.weapon_bonus(st.mouse(s, hero), kind)


def battle_problem(s, label: str, ranged: bool) -> IllegalAction | None:
    t = s.turn
    m = st.mouse(s, t["hero"])
    rule = "M-7.6" if ranged else "M-7.3"
    try:
        _may_act(s)
    except IllegalAction as refusal:
        return refusal
    if _weapon_bonus(s, t["hero"], "ranged" if ranged else "melee") is None:
        return IllegalAction(rule, T("{hero} has no ranged weapon equipped", hero=st.hero_name(t['hero'])) if ranged else
                             T("{hero} has no melee weapon equipped", hero=st.hero_name(t['hero'])))
    mn = st.minion_by_label(s, label)
    tile, here = m["place"]
    if mn is None or mn["place"][0] != tile:
        return IllegalAction(rule, T("that is not a minion in this mouse's room"))
    face = st.face(s, tile)
    near = lambda place: place[1] == here or place[1] in face.space(here).adjacent  # noqa: E731
    if not ranged:
        return None if near(mn["place"]) else IllegalAction("M-7.3", T("a melee attack reaches only a minion in "
                                                                      "the same or an adjacent space"))
    if not sight.has_sight(face, here, mn["place"][1]):
        return IllegalAction("M-7.7", T("there is no line of sight to that minion"))
    if not near(mn["place"]) and any(near(o["place"]) for o in st.minions_on_tile(s, tile)):
        return IllegalAction("M-7.6", T("a minion in this mouse's space or next to it must be targeted first"))
    return None


def battle(s, label: str, ranged: bool) -> None:
    """M-7.3 to M-7.6: Battle plus the weapon's bonus in dice; the minion blocks with its Defense dice."""
    problem = battle_problem(s, label, ranged)
    if problem:
        raise problem
    _acted(s)
    t = s.turn
    m = st.mouse(s, t["hero"])
    mn = st.minion_by_label(s, label)
    hero = story.hero(t["hero"])
    faces = dice.roll(s, hero.battle + _weapon_bonus(s, t["hero"], "ranged" if ranged else "melee")
                      + effects.attack_bonus(s))
    pierced = effects.pierces(s)
    hits = dice.hits(faces, ranged)
    m["cheese"] += dice.cheese(faces)          # each cheese a mouse rolls is its own (M-7.2)
    achievements.rolled(s, t["hero"], dice.cheese(faces))
    name = st.minion_name(s, label)
    flow.note(s, "mouse_attacks", Tn("{hero} attacks the {name} from afar: {faces}, {n} hit",
                                     "{hero} attacks the {name} from afar: {faces}, {n} hits",
                 hits, hero=hero.name, name=name, faces=dice.words(faces)) if ranged else
              Tn("{hero} attacks the {name}: {faces}, {n} hit", "{hero} attacks the {name}: {faces}, {n} hits", hits,
                 hero=hero.name, name=name, faces=dice.words(faces)),
              hero=t["hero"], minion=label, faces=faces)
    if not hits:
        return
    cards.defend_minion(s, mn, hits, T("{hero}'s attack", hero=hero.name), t["hero"], defends=not pierced)


def search_checks(s) -> None:
    _may_act(s)
    m = st.mouse(s, s.turn["hero"])
    if m["place"][0] in m["searched_tiles"]:
        raise IllegalAction("M-7.8", T("this mouse has already found something on this tile"))
    if not s.search_deck and not special.hidden_item(s, m["place"]):
        raise IllegalAction("M-7.8", T("the search deck is empty"))


def search(s) -> None:
    """M-7.8: one die (more with a keen search, rules/effects.py); a star draws the top search card (kept or sold
    for 1 cheese); one find per tile."""
    search_checks(s)
    t = s.turn
    m = st.mouse(s, t["hero"])
    _acted(s)
    faces = dice.roll(s, 1 + effects.search_dice(s))
    name = st.hero_name(t["hero"])
    if not dice.stars(faces):
        flow.note(s, "search", T("{name} searches and finds nothing: {words}", name=name, words=dice.words(faces)), T("no star was rolled"),
                  hero=t["hero"], die=faces[0], faces=faces)
        return
    m["searched_tiles"].append(m["place"][0])
    item = special.hidden_item(s, m["place"])
    if item:
        special.find_item(s, t["hero"], item)           # the chapter's hidden item instead of a card
        return
    card = s.search_deck.pop(0)
    flow.note(s, "search", T("{name} searches and finds {card}", name=name, card=card), T("a star draws a search card"), hero=t["hero"],
              card=card)
    if card_kind(card) == "team_item":
        team_items.gain(s, card, t["hero"])              # M-18.7: straight to team storage
        return
    if card_kind(card) == "event":
        events.resolve(s, card, t["hero"])               # resolved at once (M-7.8)
        return
    s.decision = {"kind": "search_card", "seat": flow.seat_of(s, t["hero"]), "hero": t["hero"], "card": card,
                  "options": ["keep", "sell"]}


def card_kind(name: str) -> str:
    return next(c.kind for c in story.search_deck().cards if c.name == name)


def backpack_count(m: dict) -> int:
    """Cards counting against the backpack: tricks never do (M-10.2)."""
    return sum(card_kind(c) != "trick" for c in m["backpack"])


def settle_search_card(s, choice: str) -> None:
    d = s.decision
    m = st.mouse(s, d["hero"])
    s.decision = None
    name = st.hero_name(d["hero"])
    if choice == "sell":
        s.search_discard.append(d["card"])
        m["cheese"] += 1
        flow.note(s, "card_sold", T("{name} discards {card} for 1 cheese", name=name, card=d['card']), hero=d["hero"])
        return
    m["backpack"].append(d["card"])
    flow.note(s, "card_kept", T("{name} puts {card} in the backpack", name=name, card=d['card']), hero=d["hero"])
    if backpack_count(m) > st.BACKPACK_LIMIT:
        s.decision = {"kind": "backpack_full", "seat": d["seat"], "hero": d["hero"],
                      "options": sorted({c for c in m["backpack"] if card_kind(c) != "trick"})}


def settle_backpack(s, card: str) -> None:
    d = s.decision
    m = st.mouse(s, d["hero"])
    s.decision = None
    m["backpack"].remove(card)
    s.search_discard.append(card)
    flow.note(s, "card_dropped", T("{hero} discards {card}", hero=st.hero_name(d['hero']), card=card), T("a backpack holds 3 cards"),
              hero=d["hero"])


def recover_checks(s) -> None:
    _may_act(s, stunned_ok=True)
    if not {"stunned", "webbed"} & set(st.mouse(s, s.turn["hero"])["conditions"]):
        raise IllegalAction("M-7.9", T("this mouse has no condition to recover from"))


def recover(s) -> None:
    """M-7.9: a stun goes at once; a web goes on a star."""
    recover_checks(s)
    m = st.mouse(s, s.turn["hero"])
    _acted(s)
    name = st.hero_name(m["hero"])
    if "stunned" in m["conditions"]:
        m["conditions"].remove("stunned")
        flow.note(s, "recover", T("{name} shakes off the stun", name=name), hero=m["hero"])
    elif dice.icon(dice.roll(s, 1)[0]) == "star":
        m["conditions"].remove("webbed")
        flow.note(s, "recover", T("{name} breaks free of the web", name=name), hero=m["hero"])
    else:
        flow.note(s, "recover", T("{name} is still caught in the web", name=name), T("no star was rolled"), hero=m["hero"])


def _placements(s) -> list:
    return [Placement(t["tile"], t["face"], tuple(t["at"]), t["turns"]) for t in s.tiles]


def _store(s, placed: list) -> None:
    s.tiles = [{"tile": p.tile, "face": p.face, "at": list(p.at), "turns": p.turns} for p in placed]


def _explore_checks(s) -> None:
    _may_act(s)
    tile = st.mouse(s, s.turn["hero"])["place"][0]
    if special.explore_blockers(s, tile):
        raise IllegalAction("M-7.10", T("no mouse may explore while a minion is in its room"))


def explore_checks(s, exit_number: int):
    """The board after exploring, the room explored into and its landing spaces; refuses first."""
    _explore_checks(s)
    m = st.mouse(s, s.turn["hero"])
    tile, here = m["place"]
    face = st.face(s, tile)
    if not 0 <= exit_number < len(face.exits) or here not in face.exits[exit_number].spaces:
        raise IllegalAction("M-7.11", T("the mouse must stand beside that exit to explore it"))
    return board_explore.explore_exit(mdata_lib(), _placements(s), tile, exit_number)


def explore_exit(s, exit_number: int) -> None:
    """M-7.11, M-7.14: through an exit beside the mouse, into the next room, every mouse of the room along."""
    placed, there, landing = explore_checks(s, exit_number)
    tile = st.mouse(s, s.turn["hero"])["place"][0]
    _acted(s)
    _store(s, placed)
    _land_mice(s, tile, there, landing, "explore")


def flip_checks(s) -> None:
    _explore_checks(s)
    m = st.mouse(s, s.turn["hero"])
    tile, here = m["place"]
    kind = st.face(s, tile).space(here).flip
    if kind == "none":
        raise IllegalAction("M-7.12", T("the mouse must stand on a flip space"))
    special.flip_lock(s, tile)
    if kind == "fishhook" and not team_items.team_holds(s, "fishhook"):
        raise IllegalAction("M-7.13", T("this flip space needs the fishhook and line, which the team does not hold"))
    if kind == "tinkerer_scout" and not {"tinkerer", "scout"} & set(story.hero(m["hero"]).classes):
        raise IllegalAction("M-7.13", T("only a tinkerer or a scout may explore this flip space"))


def flip(s) -> None:
    """M-7.12, M-7.13: the room is turned over, the mice land on the new side's flip space."""
    flip_checks(s)
    tile = st.mouse(s, s.turn["hero"])["place"][0]
    placed = board_explore.flip_tile(mdata_lib(), _placements(s), tile)
    _acted(s)
    _store(s, placed)
    traps.disarm_tile(s, tile)
    for mn in list(st.minions_on_tile(s, tile)):      # only one `explore_past` lets stay (Brodie): left behind
        flow.remove_minion(s, mn, T("the room turned over and left it on the other side"))
    _land_mice(s, tile, tile, board_explore.flip_landing(mdata_lib(), placed[tile]), "flip")


def mdata_lib():
    from rulesets.mice_and_mystics import data as mdata
    return mdata.library()


def _land_mice(s, old_tile: int, new_tile: int, landing: list, how: str) -> None:
    """Every mouse of the old room goes to the landing spaces (4 a space), the rest next to them (M-7.14); the
    players then choose, mouse by mouse, where each comes in; a side not visited before has its encounter."""
    movers = [st.mouse(s, h) for h in st.mouse_order(s)
              if st.mouse(s, h)["place"] is not None and st.mouse(s, h)["place"][0] == old_tile]
    for m in movers:
        m["place"] = None
    team_items.left_behind(s, old_tile)          # tokens the mice leave in the room are lost (M-18.2, M-18.3)
    face = st.face(s, new_tile)
    spots = _spots(face, landing)
    for m in movers:
        m["place"] = [new_tile, next((sp for sp in spots if not st.is_full(s, [new_tile, sp])), landing[0])]
    text = T("The mice explore into the {face}", face=face.name) if how == "explore" else \
        T("The mice turn the room over to the {face}", face=face.name)
    flow.note(s, "explored", text, face=s.tiles[new_tile]["face"])
    _ask_landing(s, {"tile": new_tile, "landing": list(landing), "waiting": [m["hero"] for m in movers],
                     "room": face.name})


def _spots(face, landing: list) -> list:
    return list(dict.fromkeys(list(landing) + [n for sp in landing for n in face.space(sp).adjacent]))


def landing_options(s, tile: int, landing: list, hero: str) -> list:
    """Where a mouse that came in on its space may come in instead: its space first (the pre-selected answer),
    then the other landing spaces with room; spaces beside them only while every landing space is full."""
    here = st.mouse(s, hero)["place"][1]
    open_spaces = [sp for sp in _spots(st.face(s, tile), landing) if sp != here and not st.is_full(s, [tile, sp])]
    on_landing = [sp for sp in open_spaces if sp in landing]
    return [here] + (on_landing if here in landing or on_landing else open_spaces)


def _ask_landing(s, landing: dict) -> None:
    """Ask about the next mouse with a choice of spaces (M-7.14); when none is left, the encounter."""
    while landing["waiting"]:
        hero = landing["waiting"].pop(0)
        options = landing_options(s, landing["tile"], landing["landing"], hero)
        if len(options) > 1:
            s.decision = dict(landing, kind="landing", seat=flow.seat_of(s, hero), hero=hero, options=options)
            return
    _encounter(s, landing["tile"])


def settle_landing(s, space: str) -> None:
    d = s.decision
    s.decision = None
    m = st.mouse(s, d["hero"])
    if m["place"][1] != space:
        m["place"] = [d["tile"], space]
        flow.note(s, "mouse_lands", T("{hero} comes in on {space}", hero=st.hero_name(d['hero']), space=st.space_name(s, d["tile"], space)),
                  T("the players chose where the mouse comes in"), hero=d["hero"], to=space)
    _ask_landing(s, {k: d[k] for k in ("tile", "landing", "waiting", "room")})


def _encounter(s, tile: int) -> None:
    """A side not visited before has its encounter (M-11.1, M-G.11): the chapter's first-explore setup where it
    gives one (the chapter "says otherwise"), else the top card of the encounter deck."""
    face_id = s.tiles[tile]["face"]
    face = st.face(s, tile)
    if face_id not in s.visited_faces:
        s.visited_faces.append(face_id)
        achievements.encounter_begins(s)
        rule = next((r for r in story.chapter(s.chapter).room_rules
                     if r.face == face_id and r.first_explore_setup), None)
        if rule is None and story.chapter(s.chapter).encounter_deck:
            encounters.draw(s, tile)
        kinds = []
        for spot in (rule.first_explore_setup if rule else []):
            flow.place_minion(s, spot.minion, [tile, spot.space])
            kinds.append(spot.minion)
        special.first_explored(s, tile)
        if kinds:
            flow.note(s, "encounter", T("Minions wait in the {face}: {minions}", face=face.name,
                                             minions=lists.listed(story.minion(k).name for k in kinds)),
                      T("the first exploration of this room"))
            flow.add_minion_cards(s, kinds)
    flow.check_end(s)
