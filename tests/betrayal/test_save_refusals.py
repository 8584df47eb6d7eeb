"""A damaged or forged save of a Betrayal game is refused in words (never a traceback) and the file is left
untouched; a forged action of the right shape but with nonsense in it is refused with its B-id by the rules."""
import json
import os
import random

import pytest

from engine.rules import saves
from engine.rules.api import IllegalAction
from engine.rules.saves import SaveError
from engine.rules.session import GameSession
from rulesets.betrayal import rules as R
from rulesets.ninja import rules as ninja_rules

CONFIG = {"players": 4, "widows_walk": True}


def played(steps=80, seed=3, config=CONFIG):
    """A session of random legal actions, hand-offs confirmed as the players would."""
    session = GameSession(R, R.INFO.check_config(config), seed)
    pick = random.Random(seed)
    while len(session.actions) < steps and not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        legal = session.legal_actions()
        session.apply(legal[pick.randrange(len(legal))])
    return session


@pytest.fixture(scope="module")
def session():
    return played()


@pytest.fixture
def saved(tmp_path, session):
    path = str(tmp_path / "betrayal.json")
    saves.save(session, path)
    return path


def forged(path, **changes):
    """The save with fields changed and its checksum recomputed: what a determined editor makes."""
    doc = json.load(open(path))
    doc.update(changes)
    saves.write_document(doc, path)
    return path


def refused(path, match, ruleset=R):
    before = (open(path, "rb").read(), os.stat(path).st_mtime_ns)
    with pytest.raises(SaveError, match=match):
        saves.load(path, ruleset)
    assert (open(path, "rb").read(), os.stat(path).st_mtime_ns) == before


def test_a_betrayal_save_loads_back_to_the_same_position(saved, session):
    assert saves.load(saved, R, strict=True).state_hash() == session.state_hash()


def test_a_save_cut_short_is_refused_as_damaged(saved):
    text = open(saved).read()
    open(saved, "w").write(text[: len(text) // 2])
    refused(saved, "damaged|truncated")


def test_a_flipped_character_in_an_action_is_refused_by_the_checksum(saved):
    text = open(saved).read()
    at = text.index('["explorer", "') + len('["explorer", "')
    open(saved, "w").write(text[:at] + "x" + text[at + 1:])
    refused(saved, "checksum mismatch")


def test_a_forged_seed_is_refused_because_the_replay_no_longer_reaches_the_saved_position(saved):
    refused(forged(saved, seed=json.load(open(saved))["seed"] + 1), "refused on replay|does not reproduce")


def test_a_forged_final_hash_is_refused(saved):
    refused(forged(saved, final_hash="0" * 24), "does not reproduce the saved final position")


@pytest.mark.parametrize("config, words", [
    ({"players": 7, "widows_walk": True}, "played by 2 to 6 players, not 7"),
    ({"players": 4, "widows_walk": "yes"}, "widow's walk must be one of"),
    ({"players": 4, "widows_walk": True, "today": "13-45"}, "today must be a month-day date"),
    ({"players": 4, "widows_walk": True, "today": 314}, "today must be a month-day date"),
])
def test_B_G_8_a_forged_config_is_refused_in_words(saved, config, words):
    refused(forged(saved, config=config), words)


def test_B_3_2_a_forged_action_choosing_an_explorer_already_taken_is_refused_with_its_reason(saved):
    doc = json.load(open(saved))
    doc["actions"][1] = doc["actions"][0]
    refused(forged(saved, actions=doc["actions"]), r"action 2 .* refused on replay: B-3\.2")


def test_B_5_1_a_forged_action_word_no_rule_knows_is_refused(saved):
    doc = json.load(open(saved))
    doc["actions"][-1] = ["peek_at_the_tome"]
    refused(forged(saved, actions=doc["actions"]), r"refused on replay: B-5\.1")


def test_the_haunt_files_and_the_chart_are_part_of_the_data_a_save_is_checked_against():
    from engine.rules.save_hashes import _data_files
    from rulesets.betrayal.haunts import CHART_FILE, HAUNT_FILES
    hashed = {path for _, path in _data_files(R.INFO.data_files)}
    assert set(HAUNT_FILES) | {CHART_FILE} <= hashed


def test_a_save_made_with_other_haunt_data_is_refused_by_a_strict_load(saved):
    refused_strict = forged(saved, data_hash="0" * 32)
    before = open(refused_strict, "rb").read()
    with pytest.raises(SaveError, match="other 'betrayal' game data"):
        saves.load(refused_strict, R, strict=True)
    assert open(refused_strict, "rb").read() == before


def test_a_field_no_lantern_writes_is_refused(saved):
    refused(forged(saved, traitor=2), "traitor")


def test_a_save_of_another_game_is_refused_as_not_betrayal(tmp_path):
    session = GameSession(ninja_rules, ninja_rules.INFO.check_config(ninja_rules.INFO.default_config(2)), 1)
    path = str(tmp_path / "ninja.json")
    saves.save(session, path)
    refused(path, "ninja")


# ---- forged actions of the right shape: refused by the rules, with a B-id, the state unchanged ----
NONSENSE = ("", "nowhere", -1, 99, ("N",), "N", True, None)


def forged_actions(s, legal):
    """Every action word at its arity filled with nonsense, and every legal action with one part replaced by it."""
    out = [(word,) + (value,) * (arity - 1) for word, arity in R.ARITY.items() for value in NONSENSE]
    for action in legal:
        for at in range(1, len(action)):
            out += [action[:at] + (value,) + action[at + 1:] for value in NONSENSE]
    return [a for a in out if a not in legal]


def states_to_forge_at():
    """A position for each kind of decision random games reach (explorer choice, turns, placements, damage…)."""
    seen, out = set(), []
    for seed in range(40):
        session = played(steps=600, seed=seed)
        s = R.setup(session.config, session.seed)
        for action in session.actions:
            kind = R.pending(s).kind
            if kind not in seen:
                seen.add(kind)
                out.append(R.clone(s))
            s = R.apply(s, action)
        if seen == set(R.ANSWERS):
            break
    return out


FORGE_AT = states_to_forge_at()


def test_the_forgeries_are_tried_at_every_kind_of_decision_but_a_rare_one_or_two():
    assert len({R.pending(s).kind for s in FORGE_AT}) >= len(R.ANSWERS) - 2


@pytest.mark.parametrize("state", FORGE_AT, ids=lambda s: R.pending(s).kind)
def test_a_forged_action_of_the_right_shape_is_refused_with_a_b_id_and_changes_nothing(state):
    legal = R.legal_actions(state, R.seat_to_decide(state))
    before = R.state_hash(state)
    for action in forged_actions(state, legal):
        copy = R.clone(state)
        with pytest.raises(IllegalAction) as refusal:
            R.apply(copy, action)
        assert refusal.value.rule_id.startswith("B-") and refusal.value.reason, action
        assert R.state_hash(copy) == before, f"{action} changed the game before it was refused"
