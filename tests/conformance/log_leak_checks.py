"""The log-leak check: the log lines a step writes tell a seat nothing it may not know.

The view-leak check compares a state with copies redealt for a seat, but a redealt copy keeps the old log, so
a line written from a secret ("Marta Voss is the traitor") passes it. This check replays the step instead: the
same action is applied to the real state and to worlds the seat cannot tell apart from it, and the NEW log
lines are compared.

Worlds, for seat X before the step (X's view of each is X's view of the real state):
  - the real state;
  - redeal_secrets(S, X, seed): every secret X may not know drawn anew. Every redeal today clones the game's
    RNG along, so a secret drawn AT this step (the hidden traitor's token, dealt at the reveal) comes out the
    same as in the real state: this world alone cannot see such a leak;
  - hence the real state with ONE of the step's random draws made anew (the k-th call on the state's Rng gives
    a fresh result, every other call the same as in the real game): the future randomness is unknown to every
    seat. Reseeding the whole RNG would not do: the public dice rolled before the secret draw (the haunt roll
    before the tokens are dealt) would differ too, and the worlds would never be comparable.

What must hold, for two worlds after the step:
  - the real state and its redeal: when X's view after the step is the same, the new lines' public text, X's
    own text and the structured data X is given are the same;
  - with a world of a redrawn draw: when X's view AND the structured data X is given of the new lines (public
    dice faces, the card drawn) are the same, the public text and X's text are the same. A public die drawn
    anew may be told in the log; the data tells it, so the texts are held only to the data.

What it cannot see: a leak at a step where X also learns something legitimately (X's view after the step
differs between the worlds: a card X drew from a redealt deck, its own token); structured data that itself
carries a secret drawn from the RNG at that step; a step whose action the redeal makes illegal (it depends on
a secret X cannot see: counted, not checked); randomness a ruleset keeps other than in an Rng field of its
state; and any step the sample skips.
"""
from __future__ import annotations

import dataclasses
import random

from engine.rules.api import IllegalAction
from engine.rules.rng import Rng

REDRAWN_DRAWS = 4     # the first draws of a step each made anew (a step rarely draws more)
REDRAWS_EACH = 2      # fresh results per redrawn draw


class _OneDrawAnew:
    """Stands for an Rng's generator: the `target`-th call of the Rng (by its draw count) is answered by a fresh
    generator, after the real one made the same call (so every later draw is what the real game draws)."""

    def __init__(self, owner: Rng, real: random.Random, fresh: random.Random, target: int):
        self.owner, self.real, self.fresh, self.target = owner, real, fresh, target

    def __getattr__(self, name):
        real = getattr(self.real, name)
        if self.owner.draws != self.target or name in ("getstate", "setstate", "seed") or not callable(real):
            return real     # a copy of the Rng taken mid-step goes on with the real generator
        fresh = getattr(self.fresh, name)

        def both(*args):
            if name == "shuffle":
                real(list(args[0]), *args[1:])
                return fresh(*args)
            real(*args)
            return fresh(*args)
        return both


def rng_fields(state) -> list:
    """The names of the state's fields that hold an Rng (dataclass states)."""
    if not dataclasses.is_dataclass(state):
        return []
    return [f.name for f in dataclasses.fields(state) if isinstance(getattr(state, f.name), Rng)]


def one_draw_anew(state, name: str, k: int, seed: int):
    """The state (changed in place) whose Rng `name` answers its k-th next call afresh."""
    rng = getattr(state, name).copy()
    rng._r = _OneDrawAnew(rng, rng._r, random.Random(seed), rng.draws + k + 1)
    setattr(state, name, rng)
    return state


def _after(module, world, action, seat: int):
    """(X's view after the step, [(public text, X's text)], [X's data]) of the new lines; None if refused."""
    before = len(module.log(world))
    try:
        after = module.apply(world, action)
    except IllegalAction:
        return None
    new = list(module.log(after))[before:]
    return (module.view(after, seat), [(e.text_for(None), e.text_for(seat)) for e in new],
            [e.data_for(seat) for e in new])


def _draws(module, state, action) -> dict:
    """How many times the step calls each Rng of the state."""
    names = rng_fields(state)
    before = {n: getattr(state, n).draws for n in names}
    try:
        after = module.apply(module.clone(state), action)
    except IllegalAction:
        return {}
    return {n: getattr(after, n).draws - before[n] for n in names}


def worlds(module, state, action, seat: int, seed: int) -> list:
    """(name, whether a draw was made anew, state) of every world compared for `seat` at this step."""
    out = [("real", False, module.clone(state)), ("redealt", False, module.redeal_secrets(state, seat, seed))]
    for name, count in _draws(module, state, action).items():
        for k in range(min(count, REDRAWN_DRAWS)):
            for r in range(REDRAWS_EACH):
                out.append((f"draw {k} of {name} anew ({r})", True,
                            one_draw_anew(module.clone(state), name, k, seed * 31 + k * 7 + r)))
    return out


def log_leaks(module, state, action, seat: int, seed: int):
    """(world pairs compared without and with a draw made anew, how many worlds refused the action, [what
    differs]) for `seat` at the step `action` takes from `state` (left unchanged)."""
    results, refused = [], 0
    for name, anew, world in worlds(module, state, action, seat, seed):
        out = _after(module, world, action, seat)
        if out is None:
            refused += 1
        else:
            results.append((name, anew, out))
    compared, found = [0, 0], []
    for i in range(len(results)):
        for j in range(i + 1, len(results)):
            (name_a, anew_a, (view_a, texts_a, data_a)), (name_b, anew_b, (view_b, texts_b, data_b)) = \
                results[i], results[j]
            if view_a != view_b:
                continue
            if data_a != data_b:
                if not (anew_a or anew_b):
                    found.append(f"seat {seat}'s log data differs ({name_a} / {name_b}): {data_a} / {data_b}")
                continue
            compared[anew_a or anew_b] += 1
            if texts_a != texts_b:
                found.append(f"seat {seat} reads ({name_a} / {name_b}): {texts_a} / {texts_b}")
    return compared[0], compared[1], refused, found
