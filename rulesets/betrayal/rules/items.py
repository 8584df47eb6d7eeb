"""Items and item-like omens between explorers (B-10): trade, drop, pick up, each item once a turn (B-10.3)."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal import vocab
from rulesets.betrayal.rules.state import State, card, figure, house_of, keep, name_of, room_name
from rulesets.betrayal.rules.traits import change_trait
from rulesets.betrayal.vocab import said, spoken


def is_item(card_id: str) -> bool:
    """B-10.1 / B-10.5: items, and omens that count as items (Bite and the companions never do)."""
    c = card(card_id)
    return c.deck in ("item", "omen") and c.item_like


def free(s: State, card_id: str) -> bool:
    """B-10.3: an item may be traded, dropped or picked up once a turn, and not both."""
    return card_id not in s.turn["item_uses"]


def _mates(s: State, seat: int) -> list:
    """Other explorers in the same room and on the same side of any barrier (B-8.2)."""
    here = figure(s, seat)
    return [i for i, e in enumerate(s.explorers) if i != seat and e and not e.get("dead") and figure(s, i) == here]


TOKEN = "token "    # a haunt token in a trade is named "token N", as in the turn's item uses (B-10.7)


def token_number(thing) -> int | None:
    """The token a trade names ("token 2" -> 2), or None for a card."""
    if isinstance(thing, str) and thing.startswith(TOKEN) and thing[len(TOKEN):].isdigit():
        return int(thing[len(TOKEN):])
    return None


def thing_name(s: State, thing: str) -> str:
    """The words for a card or a haunt token in a trade."""
    number = token_number(thing)
    if number is not None:
        return token_words(s, number)
    return card(thing).name


def token_words(s: State, number: int):
    """'Candle 2': a haunt token by its name and the number on it (a lazy text)."""
    return vocab.token_words(s.haunt["tokens"][number]["name"], number + 1)


def _tokens_of(s: State, seat: int) -> list:
    """B-10.7: the haunt's tokens an explorer holds, tradeable like items."""
    tokens = s.haunt.get("tokens", []) if s.haunt else []
    return [f"{TOKEN}{i}" for i, t in enumerate(tokens) if t["holder"] == seat]


def _tradeable_of(s: State, seat: int) -> list:
    return [c for c in s.explorers[seat]["cards"] if is_item(c) and card(c).tradeable] + _tokens_of(s, seat)


def options(s: State, seat: int) -> list:
    held = [c for c in s.explorers[seat]["cards"] if is_item(c) and free(s, c)]
    out = [("drop", c) for c in held]
    here = figure(s, seat)
    out += [("pick_up", p["card"]) for p in s.item_piles.get(here["room"], [])
            if p["side"] == here["side"] and free(s, p["card"]) and not p.get("companion")]
    for c in _tradeable_of(s, seat):
        if not free(s, c) or c in s.turn["offered"]:
            continue
        for mate in _mates(s, seat):
            out += [("trade", c, mate, t) for t in [""] + _tradeable_of(s, mate)]
    return out


def _lose_bonuses(s: State, seat: int, card_id: str) -> None:
    """B-10.6: losing a card takes back only the steps it really gave."""
    keep_list = []
    for entry in s.explorers[seat]["bonuses"]:
        if entry[0] == card_id:
            if entry[2]:
                change_trait(s, seat, entry[1], -entry[2], said(N_("no longer holding {card}"), card=card(card_id).name))
        else:
            keep_list.append(entry)
    s.explorers[seat]["bonuses"] = keep_list


def _gain_bonuses(s: State, seat: int, card_id: str) -> None:
    for effect in card(card_id).effects:
        if effect.do == "bonus":
            moved = change_trait(s, seat, effect.trait, effect.steps, said(N_("holding {card}"), card=card(card_id).name))
            s.explorers[seat]["bonuses"].append([card_id, effect.trait, moved])


def _give(s: State, seat: int, to: int, card_id: str) -> None:
    s.explorers[seat]["cards"].remove(card_id)
    _lose_bonuses(s, seat, card_id)
    s.explorers[to]["cards"].append(card_id)
    _gain_bonuses(s, to, card_id)


def do_drop(s: State, seat: int, card_id) -> None:
    """B-10.2: dropped items lie under an Item Pile marker in the room."""
    if ("drop", card_id) not in options(s, seat):
        raise IllegalAction("B-10.3" if card_id in s.turn["item_uses"] else "B-10.5",
                            T("you can drop an item you hold, once a turn (Bite and companions never)"))
    here = figure(s, seat)
    s.explorers[seat]["cards"].remove(card_id)
    _lose_bonuses(s, seat, card_id)
    s.turn["item_uses"].append(card_id)
    pile = s.item_piles.setdefault(here["room"], [])
    pile.append({"card": card_id, "side": here["side"]})
    house = house_of(s)
    if not house.tokens_in(here["room"], "item_pile"):
        house.add_token(here["room"], "item_pile", side=here["side"])
        keep(s, house)
    s.log.append(LogEvent("item_dropped", T("{name} drops the {card} in the {room}", name=name_of(s, seat), card=card(card_id).name,
                                            room=room_name(here['room'])), {"seat": seat, "card": card_id}))


def do_pick_up(s: State, seat: int, card_id) -> None:
    """B-10.2: items are picked up from the pile; the marker goes when it is empty."""
    if ("pick_up", card_id) not in options(s, seat):
        rule = "B-10.3" if card_id in s.turn["item_uses"] else "B-10.2"
        raise IllegalAction(rule, T("there is no such item in a pile on your side of this room, or it was already moved this turn"))
    take_from_pile(s, seat, card_id, "")


def take_from_pile(s: State, seat: int, card_id: str, cause: str) -> None:
    """The card leaves the pile in the explorer's room (the marker goes with the last one) into his hands."""
    here = figure(s, seat)
    pile = s.item_piles[here["room"]]
    pile.remove(next(p for p in pile if p["card"] == card_id))
    if not pile:
        del s.item_piles[here["room"]]
        house = house_of(s)
        house.remove_token(here["room"], "item_pile")
        keep(s, house)
    s.explorers[seat]["cards"].append(card_id)
    s.turn["item_uses"].append(card_id)
    _gain_bonuses(s, seat, card_id)
    s.log.append(LogEvent("item_picked_up", T("{name} picks up the {card}", name=name_of(s, seat), card=card(card_id).name),
                          {"seat": seat, "card": card_id}, cause=spoken(cause)))


def stealable(s: State, seat: int) -> list:
    """B-13.2 / B-10.4: the items that may be taken from an explorer (tradeable ones)."""
    return [c for c in s.explorers[seat]["cards"] if is_item(c) and card(c).tradeable]


def steal(s: State, thief: int, victim: int, card_id: str) -> None:
    """B-13.2: the winner takes one tradeable item instead of dealing damage (B-10.3: that is the item's move
    this turn)."""
    _give(s, victim, thief, card_id)
    s.turn["item_uses"].append(card_id)
    s.log.append(LogEvent("item_stolen", T("{name} takes the {card} from {name2}", name=name_of(s, thief), card=card(card_id).name,
                                           name2=name_of(s, victim)), {"seat": thief, "from": victim, "card": card_id}))


def _hand_over(s: State, seat: int, to: int, thing: str) -> None:
    number = token_number(thing)
    if number is None:
        _give(s, seat, to, thing)
    else:
        s.haunt["tokens"][number]["holder"] = to
    s.turn["item_uses"].append(thing)


def do_offer(s: State, seat: int, action) -> None:
    """B-10.2 / B-10.7: a trade (an item or a haunt token) needs both explorers to agree: the other player
    answers."""
    if action not in options(s, seat):
        if token_number(action[1]) is not None:
            rule = "B-10.7"
        elif action[1] in s.explorers[seat]["cards"] and not card(action[1]).tradeable:
            rule = "B-10.4"
        else:
            rule = "B-10.2"
        raise IllegalAction(rule, T("trade an item or token you hold with an explorer beside you, once a turn"))
    _, give, mate, take = action
    s.turn["offered"].append(give)
    s.decision = {"kind": "answer_trade", "seat": mate, "from": seat, "give": give, "take": take}
    if take:
        text = T("{name} offers {name2} the {thing} for the {other}", name=name_of(s, seat), name2=name_of(s, mate),
                 thing=thing_name(s, give), other=thing_name(s, take))
    else:
        text = T("{name} offers {name2} the {thing} as a gift", name=name_of(s, seat), name2=name_of(s, mate),
                 thing=thing_name(s, give))
    s.log.append(LogEvent("trade_offered", text,
                          {"seat": seat, "to": mate, "give": give, "take": take}))


def answer_options(s: State) -> list:
    return [("refuse",), ("accept",)]    # refusing first: a stray key never gives anything away


def do_answer(s: State, seat: int, accept: bool) -> None:
    d, s.decision = s.decision, None
    if not accept:
        s.log.append(LogEvent("trade_refused", T("{name} refuses the trade", name=name_of(s, seat)), {"seat": seat}))
        return
    _hand_over(s, d["from"], seat, d["give"])
    if d["take"]:
        _hand_over(s, seat, d["from"], d["take"])
    s.log.append(LogEvent("traded", T("{name} accepts the trade", name=name_of(s, seat)), {"seat": seat}))
