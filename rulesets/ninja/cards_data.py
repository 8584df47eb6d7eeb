"""Ninja card data (N-G.2, N-G.3): the `ninja_cards` YAML kind, its model declared once, and a cached loader."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import os

from engine.data import Ctx, Int, Name, OneOf, Record, Words, check_unique, englished, load_file, read, register_kind

KIND = "ninja_cards"
CARDS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "cards.yaml")
DATA_FILES = (CARDS_FILE,)

DECKS = ("guard", "ninja", "traitor")
# Every effect keyword a card may name; rules/effects.py registers exactly one handler for each.
EFFECTS = ("listen", "search", "awaken", "guard_attack", "guard_passage", "intruder_attack", "shuriken",
           "shadow_walk", "rope", "intruder_passage", "it_was_a_cat", "potent_sake")
TARGETS = ("none", "sentry", "patrol", "barracks", "guard", "intruder")


class Card(Record):
    """One kind of card: how many the deck holds, how many the suggested starter hand holds, its effect."""
    label = "card"
    id: Name
    name: Words            # {en, zh-Hant, zh-Hans}; English once loaded (englished), drawn in the language in force
    deck: OneOf(DECKS)
    count: Int(ge=1, le=12)
    effect: OneOf(EFFECTS)
    text: Words
    starter: Int(ge=0, le=12) = 0
    target: OneOf(TARGETS) = "none"
    alert: Int(ge=0, le=3) = 0


class CardFile(Record):
    label = "card file"
    cards: list[Card]
    kind: str | None = None


def _load_cards(root, ctx: Ctx, path):
    model = read(root, CardFile, ctx)
    if model is None:
        return None
    check_unique(ctx, model.cards, "id", "cards")
    for i, card in enumerate(model.cards):
        if card.starter > card.count:
            ctx.error_at(card, "starter", f"cards[{i}].starter",
                         f"the starter hand cannot hold more than the {card.count} cards in the deck")
    return englished(model)


register_kind(KIND, _load_cards)

_cache: dict = {}


def load_cards(path: str | None = None) -> CardFile:
    """The shipped card list (or another ninja_cards file), loaded once per path; raises DataError."""
    path = os.path.abspath(path or CARDS_FILE)
    if path not in _cache:
        _cache[path] = load_file(path, expect_kind=KIND)
    return _cache[path]
