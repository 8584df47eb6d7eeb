"""The menu's haunt browser: every authored haunt's setup and heroes' text, read outside any game.

It reads the haunt files, never a game: no traitor's tome is ever shown here (B-H.3), not even of a haunt that
is being played in an autosaved game, so the browser tells a traitor's side nothing. Pages are F1-style.
"""
from __future__ import annotations

from engine.i18n import N_, T
from engine.i18n.lists import anded
from engine.play.board_view import HelpPage
from engine.play.rules_help import RulesHelpScene
from rulesets.betrayal.rules.haunt import haunts
from rulesets.betrayal.vocab import trait_word
from scenes.betrayal.secrets import any_of

TRAITOR_WORDS = {"haunt_revealer": N_("The explorer who revealed the haunt turns traitor."),
                 "left_of_revealer": N_("The explorer to the left of the one who revealed the haunt turns traitor."),
                 "hidden_traitor": N_("A hidden traitor: identity tokens are dealt face down, and token 1 is the "
                                      "traitor, who may stay secret."),
                 "no_traitor": N_("No traitor: every explorer stands together against the house.")}
WHO_WORDS = {"traitor": N_("The traitor"), "heroes": N_("Every hero"), "everyone": N_("Every explorer"),
             "revealer": N_("The explorer who revealed the haunt")}


def traitor_words(rule: str) -> str:
    if rule in TRAITOR_WORDS:
        return T(TRAITOR_WORDS[rule])
    name, _sep, trait = rule.partition(":")
    most = N_("The explorer with the highest {trait} turns traitor (ties: the revealer, then the nearest to the "
              "revealer's left).") if name == "highest_trait" else \
        N_("The explorer with the lowest {trait} turns traitor (ties: the revealer, then the nearest to the "
           "revealer's left).")
    return T(most, trait=trait_word(trait))


def right_now_words(step) -> str:
    if step.do == "place_monsters":
        return T("The monsters appear.")
    verb = N_("{who} gains {n} {trait}.") if step.do == "gain" else N_("{who} loses {n} {trait}.")
    return T(verb, who=WHO_WORDS.get(step.who, N_("Someone")), n=step.steps, trait=trait_word(step.trait))


TABLE_WORDS = {"3": N_("three"), "4": N_("four"), "5": N_("five"), "6": N_("six")}


def _count_words(monster) -> str:
    """"3", or "3; 1 at a table of three, 4 at six" when the count depends on the players (by_players)."""
    other = [(TABLE_WORDS.get(players, players), extra.count) for players, extra in sorted(monster.by_players.items())
             if extra.count is not None and extra.count != monster.count]
    if not other:
        return str(monster.count)
    said = [T("{n} at a table of {table}", n=count, table=table) if i == 0 else T("{n} at {table}", n=count, table=table)
            for i, (table, count) in enumerate(other)]
    return T("{n}; {others}", n=monster.count, others=", ".join(str(x) for x in said))


def page_of(h) -> HelpPage:
    """One haunt as the heroes may read it: who turns traitor, what happens right away, the heroes' text and
    goals, the monsters by name. Never the traitor's text, goals or the monsters' numbers. Worded in the language
    of the moment (the browser is made anew each time it opens)."""
    parts = [traitor_words(h.traitor_rule)]
    if h.right_now:
        parts.append(T("Right away: {steps}", steps=" ".join(str(right_now_words(step)) for step in h.right_now)))
    if h.monsters:
        parts.append(T("Monsters: {monsters}.", monsters=anded(T("{monster} ({n})", monster=m.name, n=_count_words(m))
                                                                   for m in h.monsters)))
    parts.append(T("The heroes: {text}", text=h.heroes_text))
    if h.wins is not None:
        parts.append(T("The heroes win when: {goals}.", goals=any_of(c.text for c in h.wins.heroes)))
        if h.wins.house:
            parts.append(T("The house wins when: {goals}.", goals=any_of(c.text for c in h.wins.house)))
    return HelpPage(str(T("{number}. {title}", number=h.number, title=h.title)), "\n".join(str(p) for p in parts),
                    ("B-15.1", "B-H.4"))


class HauntBrowser(RulesHelpScene):
    """The haunts, one page each, in chart number order."""

    heading = "{game}"
    keys_hint = N_("Esc: close    ↑↓: other haunts")

    def __init__(self):
        pages = [page_of(h) for h in sorted(haunts().values(), key=lambda h: h.number)]
        super().__init__(pages, 0, N_("Betrayal — the haunts"))
