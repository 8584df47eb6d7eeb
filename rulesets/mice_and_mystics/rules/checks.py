"""Invariants of a chapter in play, in words: figures on real spaces, capacity, cheese, hourglass, cards."""
from __future__ import annotations

from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st


def invariants(s) -> list:
    broken = []
    for m in s.mice:
        if m["place"] is not None and not _on_space(s, m["place"]):
            broken.append(f"{m['hero']} stands on no space: {m['place']}")
        if not 0 <= m["poison"] <= m["damage"]:
            broken.append(f"{m['hero']} has more poison than damage")
        if m["cheese"] < 0 or m["damage"] < 0:
            broken.append(f"{m['hero']} has negative cheese or damage")
        if m["damage"] >= story.hero(m["hero"]).health:
            broken.append(f"{m['hero']} has taken its health in damage but was not captured")
    for mn in s.minions:
        if not _on_space(s, mn["place"]):
            broken.append(f"{mn['label']} stands on no space: {mn['place']}")
        if mn["damage"] >= story.minion(mn["kind"]).health and not story.minion(mn["kind"]).boss:
            broken.append(f"{mn['label']} has taken its health in damage but is still on the board")
    places = {tuple(f["place"]) for f in s.mice + s.minions if f["place"] is not None}
    for place in places:
        if _on_space(s, list(place)) and not st.is_special(s, list(place)):
            figures = len(st.mice_at(s, list(place))) + len(st.minions_at(s, list(place)))
            large = any(story.minion(mn["kind"]).size == "large" for mn in st.minions_at(s, list(place)))
            if figures > st.SPACE_CAPACITY or (large and figures > 1):
                broken.append(f"space {place} holds {figures} figures, more than it may")
    for place in s.mousetraps:
        if not _on_space(s, place) or not st.face(s, place[0]).space(place[1]).trap:
            broken.append(f"a mousetrap is armed on {place}, which is no mousetrap space")
    if not 0 <= s.cheese_wheel < st.CHEESE_WHEEL_CAPACITY:
        broken.append(f"the cheese wheel holds {s.cheese_wheel}")
    if not 1 <= s.hourglass <= s.end_marker:
        broken.append(f"the hourglass is on page {s.hourglass}, off the chapter track")
    if s.hourglass >= s.end_marker and s.result != "loss":
        broken.append("the hourglass reached the end marker but the chapter was not lost")
    total = sum(c.count for c in story.search_deck().cards)
    held = sum(len(m["backpack"]) + len(m.get("equipped", [])) for m in s.mice)
    pending_card = 1 if s.decision and s.decision["kind"] == "search_card" else 0
    team = len(s.team_storage) + len(s.team_tokens)
    if len(s.search_deck) + len(s.search_discard) + held + pending_card + team != total:
        broken.append("search cards were lost or made")
    for m in s.mice:
        if sum(story.search_deck() and _kind(c) != "trick" for c in m["backpack"]) > st.BACKPACK_LIMIT and not (
                s.decision and s.decision["kind"] == "backpack_full"):
            broken.append(f"{m['hero']}'s backpack holds more than 3 cards")
    entering = s.decision["kinds"] if s.decision and s.decision["kind"] == "minion_entry" else []
    deck = len(story.chapter(s.chapter).encounter_deck)
    if len(s.encounter_deck) + len(s.encounter_discard) + (s.encounter_face_up is not None) != deck:
        broken.append("encounter cards were lost or made")
    entering = {story.minion(k).variant_of or k for k in entering}
    kinds = {mn["kind"] for mn in s.minions}                    # entering figures' cards join once all are in
    cards = [c["minion"] for c in s.initiative if "minion" in c]
    if any(cards.count(k) > max(1, len(story.minion(k).cards)) for k in set(cards)) or \
            not set(cards) <= kinds or not kinds - set(cards) <= entering:
        broken.append(f"minion cards {cards} do not match the minions on the board {sorted(kinds)}")
    if sorted(c["mouse"] for c in s.initiative if "mouse" in c) != sorted(m["hero"] for m in s.mice):
        broken.append("a mouse card left the initiative track")
    return broken


def _on_space(s, place) -> bool:
    return 0 <= place[0] < len(s.tiles) and place[1] in st.face(s, place[0]).by_id


def _kind(card: str) -> str:
    return next(c.kind for c in story.search_deck().cards if c.name == card)
