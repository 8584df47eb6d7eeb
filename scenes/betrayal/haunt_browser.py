"""The menu's haunt browser: every authored haunt's setup and heroes' text, read outside any game.

It reads the haunt files, never a game: no traitor's tome is ever shown here (B-H.3), not even of a haunt that
is being played in an autosaved game, so the browser tells a traitor's side nothing. Pages are F1-style.
"""
from __future__ import annotations

from engine.play.board_view import HelpPage
from engine.play.rules_help import RulesHelpScene
from rulesets.betrayal.rules.haunt import haunts
from scenes.betrayal.secrets import any_of

TRAITOR_WORDS = {"haunt_revealer": "The explorer who revealed the haunt turns traitor.",
                 "left_of_revealer": "The explorer to the left of the one who revealed the haunt turns traitor.",
                 "hidden_traitor": "A hidden traitor: identity tokens are dealt face down, and token 1 is the "
                                   "traitor, who may stay secret.",
                 "no_traitor": "No traitor: every explorer stands together against the house."}
TRAIT_WORDS = {"might": "Might", "speed": "Speed", "knowledge": "Knowledge", "sanity": "Sanity"}
WHO_WORDS = {"traitor": "The traitor", "heroes": "Every hero", "everyone": "Every explorer",
             "revealer": "The explorer who revealed the haunt"}


def traitor_words(rule: str) -> str:
    if rule in TRAITOR_WORDS:
        return TRAITOR_WORDS[rule]
    name, _, trait = rule.partition(":")
    most = "highest" if name == "highest_trait" else "lowest"
    return f"The explorer with the {most} {TRAIT_WORDS.get(trait, trait)} turns traitor (ties: the revealer, " \
           f"then the nearest to the revealer's left)."


def right_now_words(step) -> str:
    if step.do == "place_monsters":
        return "The monsters appear."
    verb = "gains" if step.do == "gain" else "loses"
    return f"{WHO_WORDS.get(step.who, 'Someone')} {verb} {step.steps} {TRAIT_WORDS.get(step.trait, step.trait)}."


TABLE_WORDS = {"3": "three", "4": "four", "5": "five", "6": "six"}


def _count_words(monster) -> str:
    """"3", or "3; 1 at a table of three, 4 at six" when the count depends on the players (by_players)."""
    other = [(TABLE_WORDS.get(players, players), extra.count) for players, extra in sorted(monster.by_players.items())
             if extra.count is not None and extra.count != monster.count]
    if not other:
        return str(monster.count)
    said = [f"{count} at a table of {table}" if i == 0 else f"{count} at {table}" for i, (table, count) in enumerate(other)]
    return f"{monster.count}; " + ", ".join(said)


def page_of(h) -> HelpPage:
    """One haunt as the heroes may read it: who turns traitor, what happens right away, the heroes' text and
    goals, the monsters by name. Never the traitor's text, goals or the monsters' numbers."""
    parts = [traitor_words(h.traitor_rule)]
    if h.right_now:
        parts.append("Right away: " + " ".join(right_now_words(step) for step in h.right_now))
    if h.monsters:
        parts.append("Monsters: " + ", ".join(f"{m.name} ({_count_words(m)})" for m in h.monsters) + ".")
    parts.append("The heroes: " + h.heroes_text)
    if h.wins is not None:
        parts.append("The heroes win when: " + any_of(c.text for c in h.wins.heroes) + ".")
        if h.wins.house:
            parts.append("The house wins when: " + any_of(c.text for c in h.wins.house) + ".")
    return HelpPage(f"{h.number}. {h.title}", "\n".join(parts), ("B-15.1", "B-H.4"))


class HauntBrowser(RulesHelpScene):
    """The haunts, one page each, in chart number order."""

    heading = "{game}"
    keys_hint = "Esc: close    ↑↓: other haunts"

    def __init__(self):
        pages = [page_of(h) for h in sorted(haunts().values(), key=lambda h: h.number)]
        super().__init__(pages, 0, "Betrayal — the haunts")
