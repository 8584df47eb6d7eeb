"""Checks of a ruleset's redeal_secrets beyond the view-leak check: a redealt state is a state the game could
reach (its own invariants hold), and it draws anew what a seat may not know instead of copying it.

The leak check compares only the redealing seat's own view, so a redeal that returns the state unchanged, or
keeps another seat's past secret moves (the intruders' private paths), passes it; bots and fairness tests that
determinise from such a redeal would read the real secrets. These checks catch both.
"""
import dataclasses

MISSING = object()


def leaves(value, path=()) -> dict:
    """A view as {path: plain value}: dicts by key, lists and tuples by index (with their length)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            out.update(leaves(item, path + (key,)))
        return out
    if isinstance(value, (list, tuple)):
        out = {path + ("len",): len(value)}
        for i, item in enumerate(value):
            out.update(leaves(item, path + (i,)))
        return out
    return {path: value}


def other_groups(module, state, seat: int, players: int) -> list[int]:
    """The seats whose knowledge group differs from `seat`'s: they know what `seat` may not."""
    mine = module.knowledge_group(state, seat)
    return [o for o in range(players) if module.knowledge_group(state, o) != mine]


def broken_invariants(module, state, seat: int, seed: int) -> list[str]:
    """The game's own invariants that a redeal for `seat` breaks."""
    return list(module.invariants(module.redeal_secrets(state, seat, seed)))


def redeal_changes_anything(module, state, seat: int, players: int, seeds) -> bool:
    """True when some redeal for `seat` changes what some seat of another knowledge group sees."""
    others = other_groups(module, state, seat, players)
    views = {o: module.view(state, o) for o in others}
    for seed in seeds:
        redealt = module.redeal_secrets(state, seat, seed)
        if any(module.view(redealt, o) != views[o] for o in others):
            return True
    return False


def twin_worlds(module, state, players: int, tries: int = 6):
    """(observer, knower, first, second): two next states, after two different actions of the seat to decide
    (the knower), that a seat of another knowledge group (the observer) cannot tell apart, though the
    knower's own view differs: a secret move, like an unseen intruder walking one way or the other."""
    pending = module.pending(state)
    if pending is None:
        return []
    knower = pending.seat
    # apply may change the state it is given: each action is applied to a copy
    nexts = [module.apply(module.clone(state), action) for action in module.legal_actions(state, knower)[:tries]]
    found = []
    for observer in other_groups(module, state, knower, players):
        for i in range(len(nexts)):
            for j in range(i + 1, len(nexts)):
                a, b = nexts[i], nexts[j]
                if module.view(a, observer) == module.view(b, observer) and \
                        module.view(a, knower) != module.view(b, knower):
                    found.append((observer, knower, a, b))
                    break
            else:
                continue
            break
    return found


def copied_secrets(module, first, second, observer: int, knower: int, seeds) -> list:
    """What the knower sees that differs between two worlds the observer cannot tell apart, yet every
    redeal for the observer gives back as it was in its input: the redeal copies the secret instead of
    drawing it anew (an honest redeal would do so K times for both worlds with a chance below (1/4)**K)."""
    here, there = leaves(module.view(first, knower)), leaves(module.view(second, knower))
    unknown = {k for k in here.keys() | there.keys() if here.get(k, MISSING) != there.get(k, MISSING)}
    if not unknown:
        return []
    from_here = [leaves(module.view(module.redeal_secrets(first, observer, s), knower)) for s in seeds]
    from_there = [leaves(module.view(module.redeal_secrets(second, observer, s), knower)) for s in seeds]
    return sorted((key for key in unknown
                   if all(v.get(key, MISSING) == here.get(key, MISSING) for v in from_here)
                   and all(v.get(key, MISSING) == there.get(key, MISSING) for v in from_there)), key=repr)
