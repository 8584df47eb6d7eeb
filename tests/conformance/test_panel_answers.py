"""Every choice panel of every playable game reads differently for each answer it shows (issue 13 §2).

Seeded random playouts; at every decision the legal actions are grouped exactly as the play shell groups them
(engine/play/board_view.group_by_target, the board's `folded` hook): the panel's own buttons, the answers folded
behind one button, and the answers listed when a spot with several actions is clicked. Each group's labels
(the board's `label`, the words on the buttons) must be distinct: two buttons with the same words make the
player guess which is which (G-8.3: "Escort a villager to the Pavilion" three times over).
"""
import random

import pytest

from engine.play import board_view as bv
from tests.conformance.rulesets import NOT_YET_PLAYABLE, RULESETS


def _boards():
    """(ruleset, board view factory) for each game with a play screen."""
    from scenes._template.board_view import TemplateBoardView
    from scenes.betrayal.board_view import BetrayalBoardView
    from scenes.ghost_stories.board_view import GhostStoriesBoardView
    from scenes.mice_and_mystics.board_view import MiceBoardView
    from scenes.ninja.board_view import NinjaBoardView
    factories = {"toy": TemplateBoardView, "ghost_stories": GhostStoriesBoardView, "ninja": NinjaBoardView,
                 "betrayal": BetrayalBoardView, "mice_and_mystics": MiceBoardView}
    # a game added to the registry without its board here fails (KeyError) instead of going unchecked;
    # rulesets with no play screen yet (NOT_YET_PLAYABLE) have no panels to read
    return [(m, factories[m.INFO.id]) for m in RULESETS if m not in NOT_YET_PLAYABLE]


BOARDS = _boards()


def panels(board, view, legal) -> list:
    """The answers each panel the shell can show lists together: the buttons, the folded ones, each spot's."""
    targets, buttons = bv.group_by_target(board, legal)
    groups = []
    fold = getattr(board, "folded", None)
    folded = fold(view, list(buttons)) if fold is not None and buttons else None
    if folded:
        inside = [a for a in folded[1] if a in buttons]
        groups.append(("folded", inside))
        buttons = [a for a in buttons if a not in inside]
    groups.append(("buttons", buttons))
    groups += [(f"spot {t}", acts) for t, acts in targets.items() if len(acts) > 1]
    return groups


def duplicates(board, view, legal) -> list:
    out = []
    for where, acts in panels(board, view, legal):
        labels = [board.label(view, a) for a in acts]
        seen = {}
        for action, text in zip(acts, labels):
            if text in seen:
                out.append((where, text, seen[text], action))
            seen.setdefault(text, action)
    return out


def _configs(module):
    info = module.INFO
    base = [module.INFO.check_config(info.default_config(p)) for p in range(info.players_min, info.players_max + 1)]
    if info.id == "ghost_stories":    # the red board with Swift Stride: the two-tile escorts of issue 13 §2
        base.append(module.INFO.check_config(dict(info.default_config(4), sides=["A", "A", "A", "A"])))
    return base


@pytest.mark.parametrize("module,make_board", BOARDS, ids=[m.INFO.id for m, _ in BOARDS])
def test_no_choice_panel_ever_shows_two_answers_with_the_same_words(module, make_board):
    board = make_board()
    found = []
    for config in _configs(module):
        for seed in (1, 2, 3):
            s = module.setup(config, seed)
            pick = random.Random(seed)
            while module.outcome(s) is None and len(found) < 40:
                seat = module.pending(s).seat
                legal = module.legal_actions(s, seat)
                found += duplicates(board, module.view(s, seat), legal)
                s = module.apply(s, pick.choice(legal))
    assert found == [], found[:5]
