"""The `betrayal_cards` YAML kind: omen, item and event cards (B-G.3) whose effects are keywords, validated on load."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import os

from engine.data import Ctx, Int, ListOf, Name, OneOf, Record, Words, check_unique, englished, load_file, read, register_kind
from rulesets.betrayal.explorers import TRAITS

KIND = "betrayal_cards"
CARDS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "cards.yaml")
DECKS = ("omen", "item", "event")
SETS = ("base", "widows_walk")
DAMAGE_KINDS = ("physical", "mental")     # B-4.5
LANDINGS = ("basement_landing", "entrance_hall", "foyer", "upper_landing", "roof_landing")
# every effect keyword and the parameters it takes; rules/effects.py has exactly one handler for each
PARAMETERS = {
    "gain": ("trait", "steps"),            # B-4.2: up the track
    "lose": ("trait", "steps"),            # B-4.2, B-4.4: down the track, stopping at the lowest before the haunt
    "bonus": ("trait", "steps"),           # B-10.6: a gain while the card is held, the steps really gained recorded
    "damage": ("kind", "amount"),          # B-4.5: the player splits it
    "damage_dice": ("kind", "dice"),       # roll that many dice: the result is the damage, split by the player
    "draw": ("deck",),                     # draw one more card (never an omen: omens come from rooms)
    "move_to": ("room",),                  # the explorer is put in a landing
    "stay_in_play": (),                    # B-9.2, B-23.4: the event stays in front of the explorer
    "roll": ("trait", "outcomes"),         # B-11.3: a trait roll; the best outcome the result reaches applies
    "decipher": (),                        # B-17.5: after the haunt a hero reads the traitor's plan for every hero
    "secret_passage": (),                  # B-8.3, B-20.6: Secret Passage tokens here and on a landing, linked
}
STEP_KEYWORDS = tuple(k for k in PARAMETERS if k not in ("roll", "bonus", "stay_in_play"))
OPTIONAL = ("trait", "steps", "kind", "amount", "dice", "deck", "room")


class Step(Record):
    """One effect that happens as it is read (the outcome of a roll holds only these)."""
    label = "effect"
    do: OneOf(STEP_KEYWORDS)
    trait: OneOf(TRAITS) | None = None
    steps: Int(ge=1, le=4) | None = None
    kind: OneOf(DAMAGE_KINDS) | None = None
    amount: Int(ge=1, le=6) | None = None
    dice: Int(ge=1, le=4) | None = None
    deck: OneOf(("item", "event")) | None = None
    room: OneOf(LANDINGS) | None = None


class RollOutcome(Record):
    label = "roll outcome"
    at_least: Int(ge=0, le=16)
    text: Words
    then: ListOf(Step) = []


class Effect(Record):
    label = "effect"
    do: OneOf(tuple(PARAMETERS))
    trait: OneOf(TRAITS) | None = None
    steps: Int(ge=1, le=4) | None = None
    kind: OneOf(DAMAGE_KINDS) | None = None
    amount: Int(ge=1, le=6) | None = None
    dice: Int(ge=1, le=4) | None = None
    deck: OneOf(("item", "event")) | None = None
    room: OneOf(LANDINGS) | None = None
    outcomes: ListOf(RollOutcome) = []


class Card(Record):
    label = "card"
    id: Name
    name: Words
    deck: OneOf(DECKS)
    text: Words
    set: OneOf(SETS) = "base"
    effects: ListOf(Effect) = []
    weapon: bool = False        # B-10.8
    attack_dice: Int(ge=0, le=3) = 0   # B-10.8: extra dice a weapon adds to its holder's attack roll (authored)
    distance: bool = False      # B-13.1: the weapon attacks an opponent in line of sight (the Revolver)
    companion: bool = False     # B-10.9
    tradeable: bool = True      # B-10.4
    item_like: bool = True      # B-10.1 / B-10.5: an omen used like an item (Bite, Dog, Girl, Madman are not)


class CardsFile(Record):
    label = "betrayal_cards file"
    cards: ListOf(Card, min=1)
    kind: str | None = None


def _check_params(ctx: Ctx, effect, path: str) -> None:
    """Each keyword takes exactly its own parameters (PARAMETERS)."""
    wants = PARAMETERS[effect.do]
    for name in OPTIONAL:
        given = getattr(effect, name) is not None
        if given and name not in wants:
            ctx.error_at(effect, name, f"{path}.{name}", f"{effect.do!r} takes no {name} "
                         f"({_takes(effect.do)})")
        elif not given and name in wants:
            ctx.error_at(effect, None, path, f"{effect.do!r} needs {name} ({_takes(effect.do)})")
    if effect.do == "roll":
        floors = [o.at_least for o in effect.outcomes]
        if 0 not in floors:
            ctx.error_at(effect, "outcomes", f"{path}.outcomes",
                         "a roll needs an outcome with at_least: 0, so every result says what happens")
        if len(set(floors)) != len(floors):
            ctx.error_at(effect, "outcomes", f"{path}.outcomes", "two outcomes start at the same result")
        for j, outcome in enumerate(effect.outcomes):
            for k, step in enumerate(outcome.then):
                _check_params(ctx, step, f"{path}.outcomes[{j}].then[{k}]")
    elif getattr(effect, "outcomes", None):
        ctx.error_at(effect, "outcomes", f"{path}.outcomes", f"{effect.do!r} takes no outcomes (only roll does)")


def _takes(keyword: str) -> str:
    wants = PARAMETERS[keyword]
    return f"{keyword} takes " + (", ".join(wants) if wants else "nothing")


def _check(ctx: Ctx, model: CardsFile) -> None:
    check_unique(ctx, model.cards, "id", "cards")
    for i, card in enumerate(model.cards):
        for j, effect in enumerate(card.effects):
            path = f"cards[{i}].effects[{j}]"
            _check_params(ctx, effect, path)
            if effect.do == "bonus" and card.deck == "event":
                ctx.error_at(effect, "do", f"{path}.do", "only a card the explorer keeps gives a bonus (B-10.6)")
            if effect.do == "stay_in_play" and card.deck != "event":
                ctx.error_at(effect, "do", f"{path}.do", "omens and items are kept anyway; only events stay in play")
        if (card.attack_dice or card.distance) and not card.weapon:
            ctx.error_at(card, "attack_dice" if card.attack_dice else "distance", f"cards[{i}]",
                         "only a weapon adds to an attack (B-10.8)")
        if card.deck != "omen" and not card.item_like:
            ctx.error_at(card, "item_like", f"cards[{i}].item_like", "only an omen can be something other than an item")


def _load(root, ctx: Ctx, path):
    model = read(root, CardsFile, ctx)
    if model is None:
        return None
    _check(ctx, model)
    return englished(model)


register_kind(KIND, _load)
_cache: dict = {}


def load_cards(path: str | None = None) -> CardsFile:
    """The shipped cards (or another betrayal_cards file), loaded once per path; raises DataError."""
    path = os.path.abspath(path or CARDS_FILE)
    if path not in _cache:
        _cache[path] = load_file(path, expect_kind=KIND)
    return _cache[path]
