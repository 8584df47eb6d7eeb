"""Rounds and the story board: initiative (M-4), the cheese wheel and Surges (M-12), the hourglass, capture and
rescue (M-16), minions defeated (M-8), and the chapter's end (M-19)."""
from __future__ import annotations

from engine.i18n import N_, T, Tn, lists
from engine.rules.api import LogEvent
from rulesets.mice_and_mystics import minion_moves, story
from rulesets.mice_and_mystics.rules import achievements, chapter_end, dice, said, track
from rulesets.mice_and_mystics.rules import state as st


def note(s, kind: str, text: str, cause: str = "", **data) -> None:
    s.log.append(LogEvent(kind, text, data, cause))


def seat_of(s, hero: str) -> int:
    """Mice are dealt round the table in chapter order: with fewer players some run several (M-3.1)."""
    return next(i for i, m in enumerate(s.mice) if m["hero"] == hero) % s.players


def lowest_mouse_seat(s) -> int:
    """The player whose mouse is lowest on the track runs the minions (M-13.2)."""
    return seat_of(s, st.mouse_order(s)[-1])


# ---- cheese, Surges and the hourglass ---------------------------------------------------------------

def advance_hourglass(s, why: str) -> None:
    if s.result is not None:
        return
    s.hourglass += 1
    note(s, "hourglass", T("The hourglass moves to page {hourglass} of {end_marker}", hourglass=s.hourglass,
                           end_marker=s.end_marker), why, page=s.hourglass)
    check_end(s)
    if s.result is None and s.hourglass >= s.end_marker:
        s.result, s.result_reason = "loss", N_("The hourglass reached the end of the chapter")
        note(s, "chapter_lost", T(s.result_reason), T("the hourglass reached the chapter-end marker"))


# ---- damage, capture and rescue ---------------------------------------------------------------------

def damage_mouse(s, m: dict, amount: int, why: str) -> None:
    if amount <= 0 or m["place"] is None:
        return
    m["damage"] += amount
    hero = story.hero(m["hero"])
    note(s, "mouse_damaged", T("{hero} takes {amount} damage ({damage} of {health})", hero=hero.name,
                               amount=amount, damage=m['damage'], health=hero.health), why,
         hero=m["hero"], damage=m["damage"])
    if m["damage"] >= hero.health:
        capture(s, m, T("its damage reached its health"))


def capture(s, m: dict, why: str) -> None:
    """M-16.1: off the board, cheese and every token lost, the initiative card stays, the hourglass moves."""
    name = st.hero_name(m["hero"])
    escapes = achievements.captured(s, m)
    place = m["place"] if escapes else None
    if not escapes:                 # equipped search cards are lost; starting gear and backpack are safe
        s.search_discard.extend(m.get("equipped", []))
        m["equipped"], m["gear_off"] = [], []
    m.update(place=place, damage=0, poison=0, cheese=0, conditions=[], captures=m["captures"] + 1)
    note(s, "mouse_captured", T("{name} is captured and rescued at once: the Escape Master", name=name) if escapes else
         T("{name} is captured", name=name),
         why, hero=m["hero"])
    if escapes:
        advance_hourglass(s, T("{name} was captured", name=name))
        return
    if s.turn is not None and s.turn.get("hero") == m["hero"]:
        s.turn["captured"] = True
    advance_hourglass(s, T("{name} was captured", name=name))
    check_end(s)


def rescue_places(s, hero: str) -> list:
    """Where a rescued mouse may go: the space of another mouse or one adjacent to it, not full (M-16.2)."""
    out = []
    for other in s.mice:
        if other["hero"] == hero or other["place"] is None:
            continue
        t, sid = other["place"]
        for cand in [sid] + list(st.face(s, t).space(sid).adjacent):
            if [t, cand] not in out and not st.is_full(s, [t, cand]):
                out.append([t, cand])
    return out


def remove_minion(s, mn: dict, why: str) -> None:
    """M-8.1: the figure leaves; its card leaves the track with its last figure (M-4.4, M-G.12)."""
    name = st.minion_name(s, mn["label"])       # named while it is still on the board ("rat warrior 1")
    s.minions.remove(mn)
    note(s, "minion_defeated", T("The {name} is defeated", name=name), why, minion=mn["label"])
    if mn["label"] in s.minion_queue:
        s.minion_queue.remove(mn["label"])
    while not any(o["kind"] == mn["kind"] for o in s.minions):
        k = next((i for i, c in enumerate(s.initiative) if c.get("minion") == mn["kind"]), None)
        if k is None:
            break                   # a boss's last card left before its figure
        s.initiative.pop(k)
        if k < s.current:
            s.current -= 1          # the gap closes: the cards below move up (M-4.4)
        note(s, "card_removed", T("The {minion} card leaves the initiative track", minion=story.minion(mn['kind']).name),
             T("its last figure is gone"))
    check_end(s)


# ---- initiative ---------------------------------------------------------------------------------------

def place_minion(s, kind: str, place) -> dict:
    """A figure onto a space. A variant (greedy roaches) enters as a figure of its base kind, and turns every
    figure of that kind already in play into the variant (M-11.6)."""
    variant = ""
    base = story.minion(kind).variant_of
    if base:
        variant, kind = kind, base
        for other in s.minions:
            if other["kind"] == kind and other.get("variant") != variant:
                other["variant"] = variant
                note(s, "variant", T("The {figure} turns {variant}", figure=minion_label_words(other),
                       variant=story.minion(variant).name.split()[0]),
                     T("{minions} entered", minions=track.plural(story.minion(variant).name)), minion=other["label"])
    mn = {"label": f"{kind} {s.next_minion_number}", "kind": kind, "place": list(place), "damage": 0}
    if variant:
        mn["variant"] = variant
    s.next_minion_number += 1
    s.minions.append(mn)
    return mn


def minion_label_words(mn: dict) -> str:
    return T("{minion} {number}", minion=story.minion(mn['kind']).name, number=mn['label'].split()[-1])


def add_minion_cards(s, kinds: list, ambush: bool = False) -> None:
    """M-4.2 (b): shuffle the incoming minion cards and put them after the last card on the track; a type
    already on the track gets no second card. A boss brings 2 of its cards (M-4.3); on a track that already
    held minion cards the first of them ambushes. An ambush moves each new card up by a die (M-11.5)."""
    have = {c["minion"] for c in s.initiative if "minion" in c}
    base = [story.minion(k).variant_of or k for k in kinds]
    new = []
    for k in dict.fromkeys(base):
        if k not in have:
            new.extend(track.incoming(s, k))
    s.rng.shuffle(new)
    s.initiative.extend(new)
    if new:
        note(s, "initiative", T("New minion cards join the bottom of the initiative track: {cards}",
                                cards=lists.listed(track.card_words(c) for c in new)), T("minions entered"),
             cards=[c["minion"] for c in new])
    ambushers = list(new) if ambush else []
    if have:
        for k in dict.fromkeys(c["minion"] for c in new):
            first = next(c for c in new if c["minion"] == k)
            if "card" in first and first not in ambushers:
                ambushers.append(first)           # M-4.3: the first boss card ambushes
    for card in ambushers:
        ambush_card(s, card)


def ambush_card(s, card: dict) -> None:
    """M-11.5: roll one die and move the card up the track by its number, pushing the cards it passes down."""
    current = s.initiative[s.current] if s.current < len(s.initiative) else None
    at = next(i for i, c in enumerate(s.initiative) if c is card)
    face = dice.roll(s, 1)[0]
    to = max(0, at - dice.movement(face))
    s.initiative.pop(at)
    s.initiative.insert(to, card)
    if current is not None:
        s.current = next(i for i, c in enumerate(s.initiative) if c is current)   # the same card keeps its turn
    note(s, "ambush", Tn("Ambush! {card} moves up {n} place", "Ambush! {card} moves up {n} places", at - to, card=track.card_words(card)),
         T("the die shows {movement}", movement=dice.movement(face)), card=card["minion"], die=face)


NO_MOUSE_NEAR = 10 ** 6        # the distance of a figure with no mouse in its room


def minion_distance_to_mice(s, mn: dict) -> int:
    tile, sid = mn["place"]
    far = minion_moves.distances(st.face(s, tile), sid)
    ds = [far[m["place"][1]] for m in s.mice if m["place"] and m["place"][0] == tile and m["place"][1] in far]
    return min(ds) if ds else NO_MOUSE_NEAR


# ---- the turn cycle -------------------------------------------------------------------------------------

def next_card(s) -> None:
    s.minion_queue = []
    s.current += 1
    if s.current >= len(s.initiative):
        s.current = 0
        s.round += 1
        s.attacked = []
        note(s, "round", T("Round {round} begins", round=s.round))


def check_end(s) -> None:
    if s.result is not None:
        return
    for a in chapter_end.story_achievements(s):              # M-21.1
        s.story_achievements.append(a.id)
        note(s, "story_achievement", T("Story achievement: {name}. {text}", name=a.name, text=a.text), T("the chapter's story"),
             achievement=a.id)
    lost = chapter_end.defeated(s)
    if lost:
        s.result, s.result_reason = "loss", said.kept(lost)
        note(s, "chapter_lost", lost)
    elif chapter_end.won(s):
        s.result, s.result_reason = "win", N_("The chapter's victory conditions are met")
        note(s, "chapter_won", T(s.result_reason))
