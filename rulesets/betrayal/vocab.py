"""Betrayal's small words as message ids (traits, door sides, colours, kinds of damage) and lists in words."""
from __future__ import annotations

from engine.i18n import N_, T

SIDE_WORDS = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}
TRAIT_WORDS = {"might": N_("Might"), "speed": N_("Speed"), "knowledge": N_("Knowledge"), "sanity": N_("Sanity")}
COLOUR_WORDS = {"red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"), "green": N_("green"),
                "blue": N_("blue"), "purple": N_("purple"), "white": N_("white")}
DAMAGE_WORDS = {"physical": N_("physical"), "mental": N_("mental"), "general": N_("general")}


def trait_word(trait: str) -> str:
    """'might' -> the msgid 'Might' (drawn in the language of the moment)."""
    return TRAIT_WORDS.get(trait, trait)


def said(message: str, **params) -> list:
    """A text the state keeps (a cause waiting in a decision, the result's reason) as plain data: its message id
    and parameters, so hashes and saves never hold words of one language; spoken() words it when it is shown."""
    return [message, {k: _plain(v) for k, v in params.items()}]


def _plain(value):
    """A T parameter kept as a said() list (never as the words of the language it was made in)."""
    if isinstance(value, T):
        assert value.plural is None, "a kept text with a plural: say it with said() and a count"
        return [value.message, {k: _plain(v) for k, v in value.params}]
    return value


def spoken(text):
    """A said() list as a lazy text (its parameters spoken in turn); a msgid or a T as it is."""
    if isinstance(text, (list, tuple)) and len(text) == 2 and isinstance(text[0], str) and isinstance(text[1], dict):
        return T(text[0], **{k: spoken(v) for k, v in text[1].items()})
    return text


def monster_words(m: dict) -> T:
    """'Drowned One 2': a monster by its name and the number on its token."""
    return T("{monster} {number}", monster=m["name"], number=m["number"])


def token_words(name: str, number: int) -> T:
    """'Candle 2': a haunt token by its name and its number (counted from 1)."""
    return T("{token} {number}", token=name, number=number)
