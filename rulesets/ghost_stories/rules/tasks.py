"""The task loop and the handler registries: pending work is plain (task_name, *args) data, never a function.

Every handler registers itself by name with a decorator, so the state holds only names and the package
`__init__` imports the handler modules once. A task that needs a player's choice stores a decision
`(kind, seat, options, (task_name, *args))`; apply() calls that task with the chosen action as its first
argument.
"""
from __future__ import annotations

# task name -> handler(state, *args)
TASKS: dict = {}
# One registry per YAML keyword family, keyed by the keyword as written in the data files.
GHOST_EFFECTS: dict = {}      # ghosts.yaml entry/yin/exit symbols: handler(s, space, card, who, n, colour)
CURSE_DIE_FACES: dict = {}    # setup.yaml curse_die faces: handler(s, board, origin_tile)
FAMILY_CURSES: dict = {}      # villagers.yaml curse effects: handler(s, tile, n, colour)
FAMILY_REWARDS: dict = {}     # villagers.yaml reward effects: handler(s, n, artifact)
TILE_ACTIONS: dict = {}       # board.yaml village tile action keywords: handler(s, board)


def _registrar(table: dict, what: str):
    def register(name: str):
        def add(fn):
            if name in table:
                raise ValueError(f"two handlers for the {what} {name!r}")
            table[name] = fn
            return fn
        return add
    return register


task = _registrar(TASKS, "task")
effect = _registrar(GHOST_EFFECTS, "ghost symbol")
curse_face = _registrar(CURSE_DIE_FACES, "curse-die face")
family_curse_effect = _registrar(FAMILY_CURSES, "family curse")
family_reward_effect = _registrar(FAMILY_REWARDS, "family reward")
tile_action = _registrar(TILE_ACTIONS, "village tile action")


def run(s) -> None:
    """Resolve tasks, last pushed first, until none is left, a decision waits or the game is over."""
    if s.decision is not None or s.result is not None:
        return
    tasks = s.tasks
    pop = tasks.pop
    handlers = TASKS
    while tasks:
        work = pop()
        # The usual shapes called with their arguments as they are: slicing off the name and calling with *args
        # builds two tuples. (name, board) is the most frequent, then (name,) and (name, a, b).
        size = len(work)
        if size == 2:
            handlers[work[0]](s, work[1])
        elif size == 1:
            handlers[work[0]](s)
        elif size == 3:
            name, first, second = work
            handlers[name](s, first, second)
        else:
            handlers[work[0]](s, *work[1:])
        if s.decision is not None or s.result is not None:
            return


def push(s, name: str, *args) -> None:
    s.tasks.append((name,) + args)


def decide(s, kind: str, seat: int, options: list, name: str, *args) -> None:
    s.decision = (kind, seat, options, (name,) + args)
