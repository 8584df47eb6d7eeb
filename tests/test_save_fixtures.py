"""Saves made by earlier releases (tests/fixtures/saves/<game>_<date>.json, made by tools/make_save_fixtures.py from
seeded games) still open after every later change: fully, or as far as today's rules allow with the words that
say so, and the file is never changed."""
import glob
import json
import os
import re

import pytest

import games
from engine.rules import saves
from rulesets._template import rules as template_rules
from tests import ROOT

FIXTURES = sorted(glob.glob(os.path.join(ROOT, "tests", "fixtures", "saves", "*.json")))
UPGRADE_WORDS = re.compile(r"The (rules|game's cards and boards) changed since this game was saved; "
                           r"(it continues from action \d+ of \d+\.|none of its \d+ actions still apply, so it "
                           r"starts again from the beginning\.)$")


def resolve(game_id):
    return template_rules if game_id == "toy" else games.rules_for(game_id)


def test_there_is_a_saved_game_of_ghost_stories_ninja_and_the_template_from_a_release():
    games_saved = {os.path.basename(p).rsplit("_", 1)[0] for p in FIXTURES}
    assert {"ghost_stories", "ninja", "template"} <= games_saved


@pytest.mark.parametrize("path", FIXTURES, ids=os.path.basename)
def test_a_save_of_an_earlier_release_still_opens_and_says_in_words_how_far_it_replayed(path):
    before = open(path, "rb").read()
    saved = json.loads(before)
    session = saves.load(path, resolve=resolve)
    if session.upgrade is None:
        assert session.state_hash() == saved["final_hash"] and len(session) == len(saved["actions"])
    else:
        assert UPGRADE_WORDS.match(session.upgrade.words()), session.upgrade.words()
        # steps today's rules added with nothing to choose are taken for the player: the session may be longer
        assert session.upgrade.saved == len(saved["actions"]) and session.upgrade.replayed <= len(session)
    assert session.ruleset.invariants(session.state) == []
    assert session.is_over or session.legal_actions(), "the game can go on from where it opened"
    assert open(path, "rb").read() == before


def test_a_release_save_opens_as_far_as_a_later_rule_change_allows_and_says_so(monkeypatch):
    # a later rules fix refuses one of its actions (as N-15.2's fix could have): the game continues before it
    from engine.rules.api import IllegalAction, freeze
    path = next(p for p in FIXTURES if os.path.basename(p).startswith("ninja_"))
    before = open(path, "rb").read()
    actions = [freeze(a) for a in json.loads(before)["actions"]]
    replayed = len(saves.load(path, resolve=resolve))     # today's rules may already stop it before the end
    stop = next(i for i in range(min(100, replayed // 2), replayed) if actions[i] not in actions[:i])
    ninja = games.rules_for("ninja")
    real_apply = ninja.apply

    def apply(state, action):
        if action == actions[stop]:
            raise IllegalAction("N-11.3", "refused by a later fix")
        return real_apply(state, action)
    monkeypatch.setattr(ninja, "apply", apply)
    session = saves.load(path, resolve=resolve)
    assert session.upgrade.words() == (f"The rules changed since this game was saved; it continues from action "
                                       f"{stop} of {len(actions)}.")
    bridged = session.actions.count(("pass_the_laptop",))       # taken for the player: see the next test
    assert len(session) == stop + bridged and open(path, "rb").read() == before


def test_the_ninja_release_save_made_before_the_done_step_replays_every_action_with_done_taken_for_the_player():
    # N-H.6: today a secret setup ends with "Done — pass the laptop"; the release save has no such step, and the
    # only legal action there is taken for the player instead of stopping the game at its setup
    path = next(p for p in FIXTURES if os.path.basename(p).startswith("ninja_"))
    saved = json.loads(open(path, "rb").read())
    session = saves.load(path, resolve=resolve)
    done = session.actions.count(("pass_the_laptop",))
    assert ["pass_the_laptop"] not in saved["actions"] and done == 2       # one Done for each side's setup
    assert session.upgrade is None or session.upgrade.replayed == len(saved["actions"])
    assert len(session) == len(saved["actions"]) + done
