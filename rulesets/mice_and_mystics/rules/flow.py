"""Rounds and the story board: initiative (M-4), the cheese wheel and Surges (M-12), the hourglass, capture and
rescue (M-16), minions defeated (M-8), and the chapter's end (M-19)."""
from __future__ import annotations

from engine.rules.api import LogEvent
from rulesets.mice_and_mystics import minion_moves, story
from rulesets.mice_and_mystics.rules import chapter_end, dice
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

def add_to_wheel(s, amount: int, why: str) -> None:
    """Cheese onto the minion cheese wheel one piece at a time; a full wheel is a Surge (M-12.1)."""
    for _ in range(amount):
        if s.result is not None:
            return
        s.cheese_wheel += 1
        note(s, "cheese_on_wheel", f"1 cheese goes on the minion cheese wheel ({s.cheese_wheel} of "
                                   f"{st.CHEESE_WHEEL_CAPACITY})", why, wheel=s.cheese_wheel)
        if s.cheese_wheel >= st.CHEESE_WHEEL_CAPACITY:
            surge(s)


def surge(s) -> None:
    """M-12.1: the hourglass moves a page; this chapter gives no Surge rule for the room and no encounter card
    lies face up (its encounters are room setups), so no minions enter (step 4); the wheel is emptied."""
    note(s, "surge", "Surge! The cheese wheel is full", "the wheel holds 6 cheese")
    s.cheese_wheel = 0
    advance_hourglass(s, "a Surge moves the hourglass")


def advance_hourglass(s, why: str) -> None:
    if s.result is not None:
        return
    s.hourglass += 1
    note(s, "hourglass", f"The hourglass moves to page {s.hourglass} of {s.end_marker}", why, page=s.hourglass)
    check_end(s)
    if s.result is None and s.hourglass >= s.end_marker:
        s.result, s.result_reason = "loss", "The hourglass reached the end of the chapter"
        note(s, "chapter_lost", s.result_reason, "the hourglass reached the chapter-end marker")


# ---- damage, capture and rescue ---------------------------------------------------------------------

def damage_mouse(s, m: dict, amount: int, why: str) -> None:
    if amount <= 0 or m["place"] is None:
        return
    m["damage"] += amount
    hero = story.hero(m["hero"])
    note(s, "mouse_damaged", f"{hero.name} takes {amount} damage ({m['damage']} of {hero.health})", why,
         hero=m["hero"], damage=m["damage"])
    if m["damage"] >= hero.health:
        capture(s, m, "its damage reached its health")


def capture(s, m: dict, why: str) -> None:
    """M-16.1: off the board, cheese and every token lost, the initiative card stays, the hourglass moves."""
    name = st.hero_name(m["hero"])
    m.update(place=None, damage=0, cheese=0, conditions=[], captures=m["captures"] + 1)
    note(s, "mouse_captured", f"{name} is captured", why, hero=m["hero"])
    if s.turn is not None and s.turn.get("hero") == m["hero"]:
        s.turn["captured"] = True
    advance_hourglass(s, f"{name} was captured")
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
    s.minions.remove(mn)
    note(s, "minion_defeated", f"The {st.minion_name(s, mn['label'])} is defeated", why, minion=mn["label"])
    if mn["label"] in s.minion_queue:
        s.minion_queue.remove(mn["label"])
    if not any(o["kind"] == mn["kind"] for o in s.minions):
        k = next(i for i, c in enumerate(s.initiative) if c.get("minion") == mn["kind"])
        s.initiative.pop(k)
        if k < s.current:
            s.current -= 1          # the gap closes: the cards below move up (M-4.4)
        note(s, "card_removed", f"The {story.minion(mn['kind']).name} card leaves the initiative track",
             "its last figure is gone")
    check_end(s)


# ---- initiative ---------------------------------------------------------------------------------------

def place_minion(s, kind: str, place) -> dict:
    mn = {"label": f"{kind} {s.next_minion_number}", "kind": kind, "place": list(place), "damage": 0}
    s.next_minion_number += 1
    s.minions.append(mn)
    return mn


def add_minion_cards(s, kinds: list) -> None:
    """M-4.2 (b): shuffle the incoming minion cards and put them after the last card on the track; a type
    already on the track gets no second card."""
    have = {c["minion"] for c in s.initiative if "minion" in c}
    new = []
    for k in kinds:
        if k not in have and k not in new:
            new.append(k)
    s.rng.shuffle(new)
    s.initiative.extend({"minion": k} for k in new)
    if new:
        note(s, "initiative", "New minion cards join the bottom of the initiative track: "
                              + ", ".join(story.minion(k).name for k in new), "minions entered", cards=new)


def minion_distance_to_mice(s, mn: dict) -> int:
    tile, sid = mn["place"]
    far = minion_moves.distances(st.face(s, tile), sid)
    ds = [far[m["place"][1]] for m in s.mice if m["place"] and m["place"][0] == tile and m["place"][1] in far]
    return min(ds) if ds else 10 ** 6


# ---- the turn cycle -------------------------------------------------------------------------------------

def next_card(s) -> None:
    s.minion_queue = []
    s.current += 1
    if s.current >= len(s.initiative):
        s.current = 0
        s.round += 1
        s.attacked = []
        note(s, "round", f"Round {s.round} begins")


def start_mouse_turn(s, hero: str) -> None:
    m = st.mouse(s, hero)
    name = st.hero_name(hero)
    if m["place"] is None:
        if s.minions:
            note(s, "turn_skipped", f"{name} is still captured", "minions are still on the board")
            end_card_of_mouse(s, hero)
            return
        options = rescue_places(s, hero)
        if not options:
            note(s, "turn_skipped", f"{name} is still captured", "no mouse is on the board to join")
            end_card_of_mouse(s, hero)
            return
        s.decision = {"kind": "rescue", "seat": seat_of(s, hero), "hero": hero, "options": options}
        return
    face = dice.roll(s, 1)[0]
    move = dice.movement(face) + story.hero(hero).move
    s.turn = {"hero": hero, "movement": move, "move": "unused", "action": False, "rescued": False,
              "captured": False}
    note(s, "turn_begins", f"{name}'s turn: the die shows {dice.icon(face)} with {dice.movement(face)}, "
                           f"so {name} may move {move}", "the movement die plus Move", hero=hero, die=face)


def end_card_of_mouse(s, hero: str) -> None:
    """A mouse card's turn is over: Hurry! (M-4.5), then the next card."""
    s.turn = None
    order = st.mouse_order(s)
    if order and order[-1] == hero and not s.minions:
        add_to_wheel(s, 1, "Hurry! The last mouse finished its turn with no minion on the board")
    next_card(s)


def check_end(s) -> None:
    if s.result is not None:
        return
    lost = chapter_end.defeated(s)
    if lost:
        s.result, s.result_reason = "loss", lost
        note(s, "chapter_lost", lost)
    elif chapter_end.won(s):
        s.result, s.result_reason = "win", "The chapter's victory conditions are met"
        note(s, "chapter_won", s.result_reason)
