"""Surges (M-12.1, M-12.2): the hourglass moves, the room's Surge rule brings minions in (M-11.2), the wheel
empties. Where equally good entry spaces tie, the players choose (M-G.10), the first answer pre-selected."""
from __future__ import annotations

from engine.i18n import T, Tn
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import entries, flow, said
from rulesets.mice_and_mystics.rules import state as st


def add_to_wheel(s, amount: int, why: str) -> None:
    """Cheese onto the minion cheese wheel one piece at a time; a full wheel is a Surge (M-12.1)."""
    for _ in range(amount):
        if s.result is not None:
            return
        s.cheese_wheel += 1
        flow.note(s, "cheese_on_wheel", T("1 cheese goes on the minion cheese wheel ({wheel} of {capacity})", wheel=s.cheese_wheel,
                                            capacity=st.CHEESE_WHEEL_CAPACITY), why, wheel=s.cheese_wheel)
        if s.cheese_wheel >= st.CHEESE_WHEEL_CAPACITY:
            surge(s)


def surge(s) -> None:
    """M-12.1 steps 1 to 5; no encounter card lies face up yet (step 3 waits for the encounter deck)."""
    flow.note(s, "surge", T("Surge! The cheese wheel is full"), T("the wheel holds 6 cheese"))
    s.cheese_wheel = 0         # step 5, done first: a question about entry spaces may wait while play goes on
    flow.advance_hourglass(s, T("a Surge moves the hourglass"))           # step 1
    if s.result is not None:
        return
    tile = surge_room(s)
    rule = next((r for r in story.chapter(s.chapter).room_rules
                 if tile is not None and r.face == s.tiles[tile]["face"] and r.surge), None)
    if rule is None and tile is not None and surge_card(s, tile):     # step 3
        return
    if rule is None:                                                   # step 4
        flow.note(s, "surge_quiet", T("No minions enter"), T("neither the room nor an encounter card gives a Surge"))
        return
    enter(s, tile, list(rule.surge), T("the room's Surge rule"))         # step 2


def surge_room(s) -> int | None:
    """The room the Surge happens in (authored reading): the tile holding the most mice; equal tiles go by the
    mouse highest on the track."""
    order = st.mouse_order(s)
    tiles = [st.mouse(s, h)["place"][0] for h in order if st.mouse(s, h)["place"] is not None]
    return max(tiles, key=lambda t: (tiles.count(t), -tiles.index(t))) if tiles else None


def enter(s, tile: int, kinds: list, why: str, ambush: bool = False) -> None:
    """Bring figures in one by one (M-11.2); more than the pool holds are ignored (M-12.2)."""
    wanted, coming = entries.entry_order(kinds), []
    for kind in wanted:
        if entries.figures_left(s, kind) - sum(entries.figure(k) == entries.figure(kind) for k in coming) > 0:
            coming.append(kind)
    if len(coming) < len(wanted):
        short = len(wanted) - len(coming)
        flow.note(s, "figures_short", Tn("{n} minion cannot enter: no figures are left", "{n} minions cannot enter: no figures are left", short),
                  T("a Surge places as many as there are figures"))
    _place_next(s, {"tile": tile, "waiting": coming, "entered": [], "kinds": [], "why": said.kept(why),
                    "ambush": ambush})


def _place_next(s, pending: dict) -> None:
    while pending["waiting"]:
        kind = pending["waiting"][0]
        options = entries.options(s, pending["tile"], kind, pending["entered"])
        if len(options) > 1:
            s.decision = dict(pending, kind="minion_entry", seat=flow.lowest_mouse_seat(s), minion=kind,
                              options=options)
            return
        pending["waiting"].pop(0)
        if options:
            _put(s, pending, kind, options[0])
        else:
            flow.note(s, "figures_short", T("A {minion} cannot enter", minion=story.minion(kind).name), T("every entry space is full"))
    if pending["kinds"]:
        flow.add_minion_cards(s, pending["kinds"], pending["ambush"])


def _put(s, pending: dict, kind: str, space: str) -> None:
    flow.place_minion(s, kind, [pending["tile"], space])
    pending["entered"].append(space)
    pending["kinds"].append(kind)
    flow.note(s, "minion_enters", T("A {minion} enters on {space}", minion=story.minion(kind).name, space=st.space_name(s, pending["tile"], space)),
              said.worded(pending["why"]), minion=kind, to=space)


def settle_entry(s, space: str) -> None:
    """The players chose an entry space among equals (M-11.2, M-G.10)."""
    d = s.decision
    s.decision = None
    pending = {k: d[k] for k in ("tile", "waiting", "entered", "kinds", "why", "ambush")}
    _put(s, pending, pending["waiting"].pop(0), space)
    _place_next(s, pending)


def surge_card(s, tile: int) -> bool:
    """M-12.1 step 3: the face-up card's Surge line, then the card is discarded; False when none lies face up."""
    if s.encounter_face_up is None:
        return False
    card = story.encounter(s.encounter_face_up)
    s.encounter_discard.append(card.id)
    s.encounter_face_up = None
    flow.note(s, "surge_card", T("The Surge of the face-up encounter card: {card}", card=card.name),
              T("no room rule gives a Surge"), card=card.id)
    enter(s, tile, list(card.surge), T("the encounter card's Surge"))    # never ambushers (M-11.5)
    return True
