"""Ghost Stories + White Moon: the PURE ruleset module (DESIGN.md principle 2) over the phase modules."""
from __future__ import annotations

from engine import i18n
from engine.i18n import N_, T, Tn, _
from engine.rules.api import ConfigChoice, GameInfo, IllegalAction, Outcome, Pending
from rulesets.ghost_stories.cards_data import DATA_FILES as _DATA_FILES

# The handler modules register their tasks and keyword handlers on import (rules/tasks.py holds the registries).
from rulesets.ghost_stories.rules import arrival, core, effects, exorcism, families, tiles, yang, yin  # noqa: F401
from rulesets.ghost_stories.rules.cards import card_tables  # noqa: F401  (module API: the card tables)
from rulesets.ghost_stories.rules.events import forced_by, log_events, reason_text, reason_words
from rulesets.ghost_stories.rules.explain import explain
from rulesets.ghost_stories.rules.scoring import invariants as _invariants
from rulesets.ghost_stories.rules.scoring import score, score_lines
from rulesets.ghost_stories.rules.setup import check_combination
from rulesets.ghost_stories.rules.setup import setup as _setup
from rulesets.ghost_stories.rules.state import State
from rulesets.ghost_stories.rules.state import state_hash as _state_hash
from rulesets.ghost_stories.rules.tasks import TASKS
from rulesets.ghost_stories.rules.words import DECISION_PROMPTS, STEP_PROMPTS, board_name, taoist_name
from rulesets.ghost_stories.rules.words import describe_action as _describe_action

INFO = GameInfo(
    id="ghost_stories", title=N_("Ghost Stories: White Moon"), players_min=1, players_max=4, default_players=1,
    choices=(
        ConfigChoice("variant", N_("Variant"), ("standard", "solo", "solo_four"), "standard",
                     (N_("Standard"), N_("Solo: one Taoist, three neutral boards"), N_("Solo: one person plays four Taoists"))),
        ConfigChoice("difficulty", N_("Difficulty"), ("initiation", "normal", "nightmare", "hell"), "normal",
                     (N_("Initiation"), N_("Normal"), N_("Nightmare"), N_("Hell"))),
    ),
    player_defaults=((1, {"variant": "solo"}),),
    hidden_information=False, data_files=tuple(_DATA_FILES), step_cap=20000, combinations=check_combination,
)
RULESET_ID = INFO.id


def setup(config: dict, seed: int) -> State:
    return _setup(config, seed)


def seat_name(s: State, seat: int) -> str:
    boards = [b for b in range(4) if s.seat_of_board[b] == seat]
    if s.variant == "solo_four" or not boards:
        return _("the Taoists")
    return taoist_name(boards[0])


def knowledge_group(s: State, seat: int):
    return 0   # G-H.1: open information, everyone sees the same


def redeal_secrets(s: State, seat: int, seed: int) -> State:
    """The deck order and the face-down villagers drawn anew (G-H.2), for fairness tests."""
    import random
    copy = s.clone()
    pick = random.Random(seed)
    pick.shuffle(copy.deck)
    for stack in copy.villagers:
        if len(stack) > 1:
            hidden = stack[:-1]
            pick.shuffle(hidden)
            stack[:-1] = hidden
    return copy


def _options(s: State) -> list:
    """The current decision's options; Yang-phase lists are cached until the next apply()."""
    if s.decision is not None:
        return s.decision[2]
    listed = s.cache
    if listed is not None:
        return listed
    listed = s.cache = yang.actions(s)
    return listed


def _seat(s: State) -> int:
    return s.decision[1] if s.decision is not None else s.seat_of_board[s.active_board]


def pending(s: State) -> Pending | None:
    if s.result is not None:
        return None
    if s.decision is not None:
        kind = s.decision[0]
        prompt = DECISION_PROMPTS.get(kind, _("choose"))
        why = forced_by(s)
        return Pending(s.decision[1], kind, _("{why}: {prompt}").format(why=why, prompt=prompt) if why else prompt,
                       tuple(s.decision[2]))
    return Pending(s.seat_of_board[s.active_board], "yang", STEP_PROMPTS[s.yang_step], tuple(_options(s)))


def seat_to_decide(s: State) -> int | None:
    """The seat that decides now (None once the game is over): pending().seat without building the Pending."""
    if s.result is not None:
        return None
    dec = s.decision
    return dec[1] if dec is not None else s.seat_of_board[s.active_board]


def decider_and_actions(s: State) -> tuple | None:
    """(the seat that decides now, its legal actions), None once the game is over: seat_to_decide and
    legal_actions in one call, the playout loop's one question per step. The list is shared with the cache."""
    if s.result is not None:
        return None
    dec = s.decision
    if dec is not None:
        return dec[1], dec[2]
    # Asked once per step right after apply(), the cache is always empty here: the options are listed afresh.
    options = s.cache = yang.actions(s)
    return s.seat_of_board[s.active_board], options


def legal_actions(s: State, seat: int) -> list:
    """The actions `seat` may take now. The list is shared with the state's cache: read it, never change it."""
    dec = s.decision
    if dec is not None:
        return dec[2] if seat == dec[1] and s.result is None else []
    if s.result is not None or seat != s.seat_of_board[s.active_board]:
        return []
    options = s.cache    # _options() inlined: the random player calls this every step
    if options is None:
        options = s.cache = yang.actions(s)
    return options


def apply(s: State, action) -> State:
    """Mutates and returns s. Refuses (before any change) with the rule that forbids the action."""
    if s.result is not None:
        raise IllegalAction("G-16", _("the game is over"))
    dec = s.decision
    if dec is not None:
        if action not in dec[2]:
            raise _refusal(s, action)
        s.decision = None               # tasks.resume(), inlined: this runs for every side decision
        cont = dec[3]
        if len(cont) == 2:              # a (task, one argument) continuation: no argument tuple to slice
            TASKS[cont[0]](s, action, cont[1])
        else:
            TASKS[cont[0]](s, action, *cont[1:])
    else:
        listed = s.cache     # _options() inlined for the cache hit (legal_actions() usually filled it)
        if action not in (listed if listed is not None else _options(s)):
            raise _refusal(s, action)
        yang.apply(s, action)
    if s.tasks:          # most Yang steps queue no work: skip the call to the task loop
        core.run(s)
    s.cache = None       # the options listed before this action are stale now
    return s


def _refusal(s: State, action) -> IllegalAction:
    """Why an action that is not among the legal ones is refused: not an action of this game at all (every legal
    action is a non-empty tuple, so this is asked only once the action was not found), else the rule it breaks."""
    if type(action) is not tuple or not action:
        return IllegalAction("G-4.3", _("that is not an action of this game"))
    return explain(s, action)


def view(s: State, seat: int) -> State:
    """G-H.2: the deck order, the removed cards, the box and face-down villagers are hidden from everyone."""
    v = s.clone(with_rng=False)
    v.deck = [-1] * len(s.deck)
    v.removed_cards = [-1] * len(s.removed_cards)
    v.wu_fengs_in_box = [-1] * len(s.wu_fengs_in_box)
    v.villagers = [[-1] * (len(st) - 1) + st[-1:] for st in s.villagers]
    v.tasks = []
    return v


def outcome(s: State) -> Outcome | None:
    if s.result is None:
        return None
    sc = score(s)
    seats = tuple(range(s.seat_count)) if s.result == "win" else ()
    ending = _ENDINGS.get((s.reason, i18n.generation))
    if ending is None:
        ending = _ending(s.reason)
    reason, rule = ending
    return Outcome(s.result, seats, reason, sc["total"], dict(sc, rule=rule), score_lines(sc))


# (how the game ended as the state says it, the language's generation) -> (those words in that language, the rule
# id): a handful of endings in all, and every game's outcome words one (the playout loop ends thousands).
_ENDINGS: dict = {}


def _ending(reason: str) -> tuple:
    words, rule = reason_words(reason)
    ending = (reason_text(words), rule)
    if len(_ENDINGS) < 256:
        _ENDINGS[(reason, i18n.generation)] = ending
    return ending


def commit_marker(s: State) -> int:
    return s.rng.draws + s.reveals


def state_hash(s: State) -> str:
    return _state_hash(s)


def log(s: State) -> list:
    """The whole log as LogEvents (kind, structured data, public text, cause in words), oldest first."""
    return log_events(s)


def describe_action(s: State, action) -> str:
    return _describe_action(s, action)


def turn_label(s: State) -> str:
    """'Round 3 · the red board': a round is the four boards' turns, counted from 1."""
    if s.active_board < 0:
        return _("Setting up")
    rnd = (s.board_turns - 1) // 4 + 1
    return _("Round {round} · {board}").format(round=rnd, board=board_name(s.active_board))


def describe_position(s: State) -> str:
    """One line for the Resume entry of the menu: 'Round 3, 2 Wu-Fengs left, 4 villagers lost', a lazy text (the
    save keeps its English and its words; the lists word it in the language of the day). The result is not in
    it: a finished game's line says it first."""
    return T("Round {round}, {wu_fengs}, {villagers}", round=max(1, (s.board_turns - 1) // 4 + 1),
             wu_fengs=Tn("{n} Wu-Feng left", "{n} Wu-Fengs left", s.wu_fengs_left),
             villagers=Tn("{n} villager lost", "{n} villagers lost", len(s.graveyard)))


def clone(s: State) -> State:
    return s.clone()


def invariants(s: State) -> list:
    return _invariants(s)


def game_stats(s: State) -> dict:
    """Rounds, board turns, ghosts drawn and villagers lost, for `simulate` (rulesets/ghost_stories/stats.py)."""
    from rulesets.ghost_stories.stats import game_stats as stats
    return stats(s)
