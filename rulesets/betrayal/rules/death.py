"""Death after the haunt (B-17.3, B-21): belongings left in the room, companions waiting there, tokens shown."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.i18n.lists import anded
from engine.rules.api import LogEvent
from rulesets.betrayal.rules import tokens
from rulesets.betrayal.rules.items import is_item, take_from_pile
from rulesets.betrayal.rules.state import State, card, figure, house_of, keep, name_of, room_name
from rulesets.betrayal.vocab import said, trait_word


def settle(s: State) -> None:
    """Every explorer whose trait reached the skull since the last action is laid to rest, in seat order."""
    for seat, explorer in enumerate(s.explorers):
        if explorer and explorer.get("dead") and not explorer.get("buried"):
            _bury(s, seat)


def _bury(s: State, seat: int) -> None:
    """B-21.1: companions stay in the room for the next explorer to enter; B-21.2: every other item lies under
    an Item Pile marker for anyone to pick up. Bite and other cards that are neither stay with the body.
    B-19.3: a dead explorer's identity token is turned over at once."""
    explorer = s.explorers[seat]
    explorer["buried"] = True
    trait = explorer["dead"]
    here = figure(s, seat)
    words = T("{name} dies: {trait} reached the skull", name=name_of(s, seat), trait=trait_word(trait))
    token = None
    if s.haunt["hidden"]:
        token = s.haunt["identities"][seat]
        s.haunt.setdefault("shown_tokens", {})[str(seat)] = token
        words = T(N_("{death}. The token shows {n}: the traitor!") if token == 1 else N_("{death}. The token shows {n}"),
                  death=words, n=token)
        if token == 1:
            s.haunt["traitor_revealed"] = True
    s.log.append(LogEvent("explorer_died", words, {"seat": seat, "trait": trait, "room": here["room"],
                                                   "token": token}))
    tokens.drop_all(s, seat)     # B-21.2 / B-10.7: a haunt's tokens stay in the room like items
    explorer["bonuses"] = []     # a dead explorer's traits no longer matter (B-10.6 has nothing to give back)
    left = []
    for card_id in list(explorer["cards"]):
        c = card(card_id)
        if c.companion or is_item(card_id):
            explorer["cards"].remove(card_id)
            left.append(card_id)
            _lay_down(s, here, card_id, c.companion)
    if left:
        names = anded(card(c).name for c in left)
        s.log.append(LogEvent("belongings_left", T("{name}'s belongings stay in the {room}: {names}", name=name_of(s, seat),
                                                   room=room_name(here['room']), names=names),
                              {"seat": seat, "room": here["room"], "cards": left}, cause=T("the dead carry nothing")))
    if s.decision is not None and s.decision.get("seat") == seat and s.decision["kind"] == "split_damage":
        s.decision = None        # the dead do not split damage any more


def _lay_down(s: State, here: dict, card_id: str, companion: bool) -> None:
    pile = s.item_piles.setdefault(here["room"], [])
    entry = {"card": card_id, "side": here["side"]}
    if companion:
        entry["companion"] = True
    pile.append(entry)
    house = house_of(s)
    if not house.tokens_in(here["room"], "item_pile"):
        house.add_token(here["room"], "item_pile", side=here["side"])
        keep(s, house)


def meet_companions(s: State, seat: int) -> None:
    """B-21.1: the first explorer to enter the room of a dead explorer's companion takes it, with its power."""
    here = figure(s, seat)
    for entry in list(s.item_piles.get(here["room"], [])):
        if entry.get("companion") and entry["side"] == here["side"]:
            take_from_pile(s, seat, entry["card"], said(N_("the {card} waits here"), card=card(entry['card']).name))
