"""Drawing omen, item and event cards (B-9) and resolving their effects: ONE handler per YAML keyword."""
from __future__ import annotations

import msgspec

from engine.i18n import N_, T, Tn
from engine.rules.api import LogEvent
from rulesets.betrayal.rules import insights, passages
from rulesets.betrayal.rules.sides import is_known_traitor
from rulesets.betrayal.rules.state import State, card, figure, house_of, keep, name_of, room_name
from rulesets.betrayal.rules.traits import change_trait, roll_dice, split_options, trait_roll
from rulesets.betrayal.vocab import said, spoken, trait_word

DECK_WORDS = {"omen": N_("an omen"), "item": N_("an item"), "event": N_("an event")}
DECK_NAMES = {"omen": N_("omen"), "item": N_("item"), "event": N_("event")}


def effect_data(effect) -> dict:
    """A card effect as plain data (what the state queues): the keyword's own parameters only."""
    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if v is not None and v != []}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value
    return strip(msgspec.to_builtins(effect))


def draw_card(s: State, seat: int, deck: str, cause: str) -> str | None:
    """B-9: the top card of a deck, read aloud; its effects queue behind any already waiting. An empty
    deck gives nothing (the event discard pile is reshuffled first: Lantern's rule, the seed is silent)."""
    pile = s.decks[deck]
    if not pile and deck == "event" and s.event_discard:
        pile.extend(s.event_discard)
        s.event_discard.clear()
        s.rng.shuffle(pile)
        s.log.append(LogEvent("deck_reshuffled", T("The event discard pile is shuffled into a new event deck"),
                              {"deck": deck}, cause=T("the event deck ran out")))
    if not pile:
        s.log.append(LogEvent("deck_empty", T("{name} finds nothing: the {deck} deck is empty", name=name_of(s, seat), deck=DECK_NAMES[deck]),
                              {"seat": seat, "deck": deck}, cause=spoken(cause)))
        return None
    card_id = pile.pop()
    c = card(card_id)
    s.draws += 1
    s.turn["movement_over"] = True   # B-6.3: drawing a card ends the movement, not the turn
    if deck == "omen":
        s.omens_drawn += 1
        s.turn["drew_omen"] = True   # B-5.2 / B-9.4: a haunt roll at the end of this turn
        s.turn["omen"] = [card_id, figure(s, seat)["room"]]   # B-15.1: the chart's omen and room
    if deck != "event":
        s.explorers[seat]["cards"].append(card_id)   # B-9.3, B-9.4: kept face up
    s.log.append(LogEvent("card_drawn", T("{name} draws {deck}: {card}. {text}", name=name_of(s, seat), deck=DECK_WORDS[deck], card=c.name,
                                          text=c.text),
                          {"seat": seat, "deck": deck, "card": card_id}, cause=spoken(cause)))
    because = said(N_("the card {card}"), card=c.name)
    queued = [{"seat": seat, "card": card_id, "cause": because, "effect": effect_data(e)} for e in c.effects]
    if deck == "event":
        queued.append({"seat": seat, "card": card_id, "cause": because, "finish": True})
    if c.effects and is_known_traitor(s, seat) and (deck == "event" or not (c.item_like or c.companion)):
        # B-18.3: the traitor may decline an event or the Bite, after reading it and before any roll
        s.decision = {"kind": "decline_card", "seat": seat, "card": card_id, "queued": queued}
        return card_id
    s.effects[0:0] = queued          # a card drawn by an effect resolves before the rest (B-9.5)
    return card_id


def decline_options(s: State) -> list:
    return [("resolve_card",), ("decline_card",)]


def do_decline(s: State, seat: int, resolve_it: bool) -> None:
    d, s.decision = s.decision, None
    queued = d["queued"]
    if not resolve_it:
        queued = [q for q in queued if q.get("finish")]   # a declined event is still discarded (B-9.2)
        s.log.append(LogEvent("card_declined", T("{name} does not resolve the {card}", name=name_of(s, seat), card=card(d['card']).name),
                              {"seat": seat, "card": d["card"]}, cause=T("the traitor may decline it")))
    s.effects[0:0] = queued


def queue(s: State, seat: int, effect: dict, cause: str) -> None:
    """An effect that no card gives (a room's, B-7.4), resolved next."""
    s.effects.insert(0, {"seat": seat, "card": "", "cause": cause, "effect": effect})


def resolve(s: State) -> None:
    """Resolve queued effects until one needs a decision (a damage split) or none are left."""
    while s.decision is None and s.effects and s.result is None:
        item = s.effects.pop(0)
        if item.get("finish"):
            _finish_event(s, item)
            continue
        HANDLERS[item["effect"]["do"]](s, item["seat"], item["effect"], item)


def _finish_event(s: State, item: dict) -> None:
    """B-9.2: an event is discarded once resolved, unless it stays in play (B-23.4)."""
    if [item["seat"], item["card"]] not in s.in_play:
        s.event_discard.append(item["card"])


# ---- one handler per keyword (cards.PARAMETERS) ---------------------------------------
def do_gain(s: State, seat: int, effect: dict, item: dict) -> None:
    change_trait(s, seat, effect["trait"], effect["steps"], item["cause"])


def do_lose(s: State, seat: int, effect: dict, item: dict) -> None:
    change_trait(s, seat, effect["trait"], -effect["steps"], item["cause"])


def do_bonus(s: State, seat: int, effect: dict, item: dict) -> None:
    """B-10.6: the steps really gained are recorded, so losing the card later takes back only those."""
    moved = change_trait(s, seat, effect["trait"], effect["steps"], said(N_("holding {card}"), card=card(item['card']).name))
    s.explorers[seat]["bonuses"].append([item["card"], effect["trait"], moved])


def do_damage(s: State, seat: int, effect: dict, item: dict) -> None:
    ask_split(s, seat, effect["kind"], effect["amount"], item["cause"])


def do_damage_dice(s: State, seat: int, effect: dict, item: dict) -> None:
    faces = roll_dice(s, effect["dice"])
    amount = sum(faces)
    s.log.append(LogEvent("dice_rolled", Tn("{name} rolls {n} die for damage: {faces} = {amount}",
                                            "{name} rolls {n} dice for damage: {faces} = {amount}",
                                          effect['dice'], name=name_of(s, seat), faces=_faces(faces), amount=amount),
                          {"seat": seat, "faces": faces, "total": amount, "purpose": "damage"},
                          cause=spoken(item["cause"])))
    if amount:
        ask_split(s, seat, effect["kind"], amount, item["cause"])


def do_draw(s: State, seat: int, effect: dict, item: dict) -> None:
    draw_card(s, seat, effect["deck"], item["cause"])


def do_move_to(s: State, seat: int, effect: dict, item: dict) -> None:
    house = house_of(s)
    house.put_figure(s.explorers[seat]["explorer"], effect["room"])
    keep(s, house)
    s.log.append(LogEvent("figure_moved", T("{name} is now in the {room}", name=name_of(s, seat), room=room_name(effect['room'])),
                          {"seat": seat, "room": effect["room"]}, cause=spoken(item["cause"])))


def do_stay_in_play(s: State, seat: int, effect: dict, item: dict) -> None:
    s.in_play.append([seat, item["card"]])
    s.log.append(LogEvent("card_stays", T("{card} stays in play in front of {name}", card=card(item['card']).name, name=name_of(s, seat)),
                          {"seat": seat, "card": item["card"]}, cause=T("the card says so")))


def do_roll(s: State, seat: int, effect: dict, item: dict) -> None:
    """B-11.3: a trait roll; the outcome with the highest threshold the total reaches applies (B-11.4)."""
    trait = effect["trait"]
    faces, total = trait_roll(s, seat, trait)
    outcome = max((o for o in effect["outcomes"] if total >= o["at_least"]), key=lambda o: o["at_least"])
    s.log.append(LogEvent("trait_rolled", T("{name} rolls {trait}: {faces} = {total}. {text}", name=name_of(s, seat), trait=trait_word(trait),
                                            faces=_faces(faces), total=total, text=outcome['text']),
                          {"seat": seat, "trait": trait, "faces": faces, "total": total,
                           "at_least": outcome["at_least"]}, cause=spoken(item["cause"])))
    s.effects[0:0] = [dict(item, effect=step) for step in outcome.get("then", [])]


HANDLERS = {"gain": do_gain, "lose": do_lose, "bonus": do_bonus, "damage": do_damage,
            "damage_dice": do_damage_dice, "draw": do_draw, "move_to": do_move_to,
            "stay_in_play": do_stay_in_play, "roll": do_roll, "decipher": insights.do_decipher,
            "secret_passage": passages.do_secret_passage}


def ask_split(s: State, seat: int, kind: str, amount: int, cause: str) -> None:
    """B-4.5: the player splits the damage; the decision waits in the state."""
    if s.explorers[seat].get("dead"):
        return      # B-17.3: the dead take no more damage
    s.decision = {"kind": "split_damage", "seat": seat, "damage": kind, "amount": amount, "cause": cause,
                  "options": [list(o) for o in split_options(s, seat, kind, amount)]}


def _faces(faces) -> str:
    return " + ".join(str(f) for f in faces) if faces else T("no dice")
