"""The initiative track's minion cards (M-4): one per type, several for a boss or Brodie (M-4.3, M-14.2)."""
from __future__ import annotations

from engine.i18n import N_, T
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import state as st


def incoming(s, kind: str) -> list:
    """The cards a minion type brings onto the track: one, or a boss's `cards_in_play` drawn at random (M-4.3)."""
    info = story.minion(kind)
    if not info.cards:
        return [{"minion": kind}]
    chosen = list(info.cards)
    if info.cards_in_play and info.cards_in_play < len(chosen):
        chosen = s.rng.sample(chosen, info.cards_in_play)
    return [{"minion": kind, "card": c.id, "damage": 0} for c in chosen]


def card_info(card: dict):
    return next(c for c in story.minion(card["minion"]).cards if c.id == card["card"])


def card_words(card: dict) -> str:
    if "mouse" in card:
        return st.hero_name(card["mouse"])
    if "card" in card:
        return card_info(card).name
    return T("the {minions}", minions=plural(story.minion(card['minion']).name))


# every kind's name for all its figures, for the catalog (plural() makes the same English)
PLURAL_WORDS = (N_("rat warriors"), N_("rat archers"), N_("elite rat warriors"), N_("rat mystics"), N_("roaches"),
                N_("greedy roaches"), N_("spiders"), N_("centipedes"), N_("greedy"))


def plural(name: str) -> str:
    """'rat warriors', 'roaches': a minion kind's name for all its figures."""
    return name + ("es" if name.endswith(("ch", "sh", "s", "x")) else "s")


def cards_of(s, kind: str) -> list:
    return [c for c in s.initiative if c.get("minion") == kind]
