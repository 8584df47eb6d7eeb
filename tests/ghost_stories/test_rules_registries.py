"""Every effect keyword of the Ghost Stories data has exactly one registered handler, and the state is plain data."""
import json
import re

import yaml

from rulesets.ghost_stories import cards_data, rules
from rulesets.ghost_stories import data as board_data
from rulesets.ghost_stories.board import load_board
from rulesets.ghost_stories.rules import tasks
from rulesets.ghost_stories.rules.cards import CURSE_FACES
from rulesets.ghost_stories.rules.state import state_from_data, state_hash, state_to_data

DATA = cards_data.HERE


def _load(name):
    with open(f"{DATA}/{name}", encoding="utf-8") as f:
        return yaml.safe_load(f)


def _effects_in(items, *keys):
    return {e["effect"] for item in items for key in keys for e in (item.get(key) or [])}


def test_G_G_1_every_ghost_symbol_the_data_allows_or_uses_has_one_handler():
    ghosts = _load("ghosts.yaml")
    used = _effects_in(ghosts["ghosts"] + ghosts["wu_fengs"], "entry", "yin", "exit")
    assert used <= set(cards_data.GHOST_EFFECTS)
    assert set(tasks.GHOST_EFFECTS) == set(cards_data.GHOST_EFFECTS)


def test_G_14_3_every_family_curse_and_reward_keyword_has_one_handler():
    families = _load("villagers.yaml")["families"]
    assert {f["curse"]["effect"] for f in families} <= set(tasks.FAMILY_CURSES)
    assert {f["reward"]["effect"] for f in families} <= set(tasks.FAMILY_REWARDS)
    assert set(tasks.FAMILY_CURSES) == set(cards_data.CURSES)
    assert set(tasks.FAMILY_REWARDS) == set(cards_data.REWARDS)


def test_G_5_7_every_curse_die_face_has_one_handler():
    assert set(_load("setup.yaml")["curse_die"]) <= set(tasks.CURSE_DIE_FACES)
    assert set(tasks.CURSE_DIE_FACES) == set(CURSE_FACES)


def test_G_10_3_every_village_tile_action_keyword_has_one_handler():
    used = {t.action.keyword for t in load_board().tiles}
    assert used <= set(tasks.TILE_ACTIONS)
    assert set(tasks.TILE_ACTIONS) == set(board_data.TILE_ACTIONS)


def test_a_second_handler_for_the_same_keyword_is_refused():
    try:
        tasks.effect("haunter")(lambda *a: None)
    except ValueError as exc:
        assert "haunter" in str(exc)
    else:
        raise AssertionError("a second haunter handler was accepted")


def _played(seed=5, steps=12, until_decision=False):
    """A 2-player game after `steps` actions (the first option each time), or at its first side decision."""
    s = rules.setup(rules.INFO.default_config(2), seed)
    for _ in range(steps):
        if until_decision and s.decision is not None:
            break
        rules.apply(s, rules.pending(s).options[0])
    return s


def test_the_state_round_trips_through_json_to_an_equal_state_with_the_same_hash():
    s = _played()
    text = json.dumps(state_to_data(s))
    back = state_from_data(json.loads(text))
    assert back == s and state_hash(back) == state_hash(s)
    assert rules.legal_actions(back, rules.pending(back).seat) == rules.legal_actions(s, rules.pending(s).seat)


def test_the_state_holds_no_functions_only_plain_data():
    text = json.dumps(state_to_data(_played()))
    assert not re.search(r"<function|<bound method", text)


def test_pending_work_and_decisions_name_registered_tasks():
    s = _played(seed=8, steps=200, until_decision=True)
    names = [t[0] for t in s.tasks] + ([s.decision[3][0]] if s.decision is not None else [])
    assert names and all(name in tasks.TASKS for name in names)
