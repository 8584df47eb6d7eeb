"""The encounter deck (M-11): the top card drawn when the mice first explore a side, its band of pages placed,
its heading played (ambush M-11.5, mousetrap M-11.4), then face up on the deck for the next Surge (M-H.4)."""
from __future__ import annotations

from engine.i18n import T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import flow, surges, team_items, traps


def band(card, page: int) -> list:
    """The card's minions for the hourglass's page (M-11.1; bands authored as pages 1-2, 3-5, 6 on, M-G.6)."""
    if page <= 2:
        return list(card.pages_1_2)
    return list(card.pages_3_5) if page <= 5 else list(card.pages_6_up)


def draw(s, tile: int) -> None:
    """M-11.1: draw the top card, place the minions of this page, determine initiative; the card then lies face
    up, the previous face-up card discarded. An empty deck has no encounter (authored)."""
    if not s.encounter_deck:
        flow.note(s, "encounter", T("The encounter deck is empty: nothing waits here"), T("no card is left to draw"))
        return
    card = story.encounter(s.encounter_deck.pop(0))
    if s.encounter_face_up is not None:
        s.encounter_discard.append(s.encounter_face_up)
    s.encounter_face_up = card.id
    kinds = band(card, s.hourglass)
    flow.note(s, "encounter", T("Encounter: {card}", card=card.name), T("the card's line for page {hourglass}", hourglass=s.hourglass),
              card=card.id, minions=kinds)
    if card.heading == "mousetrap":
        traps.arm_mousetraps(s, tile)                                    # M-11.4
    if team_items.disguise_offer(s, kinds):
        # M-18.1: the players may spend a disguise; using it is offered first
        s.decision = {"kind": "disguise", "seat": flow.lowest_mouse_seat(s), "tile": tile, "minions": kinds,
                      "ambush": card.heading == "ambush", "options": ["use", "decline"]}
        return
    surges.enter(s, tile, kinds, T("an encounter"), ambush=card.heading == "ambush")


def settle_disguise(s, answer: str) -> None:
    d = s.decision
    s.decision = None
    kinds = team_items.spend_disguise(s, d["minions"]) if answer == "use" else d["minions"]
    surges.enter(s, d["tile"], kinds, T("an encounter"), ambush=d["ambush"])
