"""Damage to a minion: on the figure, or for a boss on the card the players choose (M-8.1, M-8.2)."""
from __future__ import annotations

from engine.i18n import T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import achievements, dice, flow, said, surges
from rulesets.mice_and_mystics.rules import state as st
from rulesets.mice_and_mystics.rules.track import card_info, card_words, cards_of


def remove_card(s, card: dict, why: str) -> None:
    """A card leaves the track and the gap closes (M-4.4); the card whose turn it is keeps it."""
    k = next(i for i, c in enumerate(s.initiative) if c is card)
    s.initiative.pop(k)
    if k < s.current:
        s.current -= 1
    flow.note(s, "card_removed", T("{card} leaves the initiative track", card=card_words(card)), why)


def damage_minion(s, mn: dict, amount: int, why: str, by_hero: str = "") -> None:
    """M-8.1: damage on the figure, defeated at its health; M-8.2: a boss's damage goes on one of its cards,
    the players choosing which when it has several (the card nearest its end offered first)."""
    if amount <= 0 or st.minion_by_label(s, mn["label"]) is None or s.result is not None:
        return
    info = story.minion(mn["kind"])
    if not info.boss:
        mn["damage"] += amount
        if mn["damage"] >= info.health:
            defeat(s, mn, why, by_hero)
        return
    cards = cards_of(s, mn["kind"])
    if len(cards) == 1:
        damage_card(s, mn, cards[0]["card"], amount, why, by_hero)
        return
    order = sorted(cards, key=lambda c: (-(c["damage"] + amount >= info.health), -c["damage"]))
    seat = flow.seat_of(s, s.turn["hero"]) if s.turn else flow.lowest_mouse_seat(s)
    s.decision = {"kind": "boss_damage", "seat": seat, "minion": mn["label"], "amount": amount, "why": said.kept(why),
                  "by_hero": by_hero, "options": [c["card"] for c in order]}


def damage_card(s, mn: dict, card_id: str, amount: int, why: str, by_hero: str = "") -> None:
    info = story.minion(mn["kind"])
    card = next(c for c in cards_of(s, mn["kind"]) if c["card"] == card_id)
    card["damage"] += amount
    flow.note(s, "boss_damaged", T("{card} takes {amount} damage ({damage} of {health})", card=card_info(card).name,
                                   amount=amount, damage=card['damage'], health=info.health), why, minion=mn["label"], card=card_id)
    if card["damage"] >= info.health:
        if len(cards_of(s, mn["kind"])) == 1:
            defeat(s, mn, why, by_hero)
        else:
            remove_card(s, card, T("its damage reached its health"))


def settle_boss_damage(s, card_id: str) -> None:
    d = s.decision
    s.decision = None
    mn = st.minion_by_label(s, d["minion"])
    if mn is not None:
        damage_card(s, mn, card_id, d["amount"], said.joined(said.worded(d["why"]), T("the players chose the card")),
                    d["by_hero"])


def defeat(s, mn: dict, why: str, by_hero: str = "") -> None:
    if by_hero:
        achievements.minion_defeated(s, by_hero, mn)
    flow.remove_minion(s, mn, why)


def defend_minion(s, mn: dict, hits: int, why: str, by_hero: str = "", defends: bool = True) -> None:
    """M-7.4, M-7.5: the minion rolls its Defense dice (one fewer for a large one against the Cat Trainer,
    M-21.2 e; none against a pierce, rules/effects.py); each sword and shield cancels a hit; its cheese goes on
    the wheel (not Brodie's, M-14.1)."""
    info = story.minion(mn["kind"])
    block_faces = dice.roll(s, info.defense - achievements.defence_dice_lost(s, by_hero, mn["kind"])) if defends \
        else []
    damage = hits - min(hits, dice.blocks(block_faces))
    name = st.minion_name(s, mn["label"])
    flow.note(s, "minion_defends", T("The {name} defends: {faces}, {damage} damage", name=name, faces=dice.words(block_faces), damage=damage),
              minion=mn["label"], faces=block_faces)
    if info.cheese_to_wheel:
        surges.add_to_wheel(s, dice.cheese(block_faces), T("a minion rolled cheese"))
    if st.minion_by_label(s, mn["label"]) is None or s.result is not None:
        return
    damage_minion(s, mn, damage, why, by_hero)
