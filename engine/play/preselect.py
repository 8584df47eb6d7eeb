"""Which answer Enter may take: a bot's pick, kept only when pressing Enter cannot waste a turn or a resource.

A board view sorts each answer into one of three kinds:
  FREE   does something and spends nothing (a walk, a search, a tile's action, a free listen);
  END    ends the step, phase or turn, or takes no action ("End this phase", "take no action this turn");
  SPEND  uses up a card, a token, a Qi, a Yin-Yang, a Buddha or a chance the player may want to keep.
The rule (issue 13, section 3): the pre-selected answer is never an END while a FREE answer exists, and never
a SPEND while a FREE or END answer exists; where every answer costs something, nothing is pre-selected and
the player chooses. Pure Python: the board view hands in its bot's pick and its sorting of answers.
"""
from __future__ import annotations

from typing import Callable, Sequence

FREE, END, SPEND = "free", "end", "spend"


def thrifty_choice(pick, legal: Sequence, kind_of: Callable, best_free: Callable | None = None):
    """The answer Enter takes: `pick` (the bot's choice, from the seat's view) when it is safe by the rule above,
    else `best_free(free answers)` when the pick would spend while free answers exist, else None.

    `kind_of(action) -> FREE | END | SPEND`; `best_free(free) -> action | None` ranks the free answers (default:
    none is pre-selected, the player picks among them)."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]           # the only answer: Enter takes it (a forced step wastes nothing by Enter)
    if pick not in legal:
        pick = None
    kinds = {a: kind_of(a) for a in legal}
    free = [a for a in legal if kinds[a] == FREE]
    if pick is not None and kinds[pick] == FREE:
        return pick
    if free:
        if pick is not None and kinds[pick] == END:
            return None           # the bot would stop, but a useful answer is left: the player decides
        choice = best_free(free) if best_free is not None else None
        return choice if choice in free else None
    if pick is not None and kinds[pick] == END:
        return pick               # nothing free is left and stopping keeps every card and token
    return None                   # every useful answer costs something: Enter takes nothing
