"""Saves survive an upgrade: a save an older Lantern made replays as far as today's rules allow and says so in
words; a save of today's rules that goes elsewhere is still refused as edited; the file is never changed."""
import json
import os

import pytest

from engine.rules import saves
from engine.rules.saves import SaveError
from engine.rules.session import GameSession
from rulesets._template import rules as toy_ruleset
from tests.engine.rules.helpers import new_session, play

ILLEGAL = ["mark", 7]     # T-4: never a legal mark


def old_save(tmp_path, steps=30, illegal_at=None, final_hash=None, rules_hash=None):
    """A save as an older Lantern wrote it (no rules hash, or another one), its checksum sound; optionally an
    action today's rules refuse at index `illegal_at`."""
    s = play(new_session(seed=11), steps)
    path = str(tmp_path / "old.json")
    saves.save(s, path)
    doc = json.load(open(path))
    if rules_hash is None:
        del doc["rules_hash"]
    else:
        doc["rules_hash"] = rules_hash
    if illegal_at is not None:
        doc["actions"][illegal_at] = ILLEGAL
    if final_hash is not None:
        doc["final_hash"] = final_hash
    saves.write_document(doc, path)
    return s, path


def untouched(path):
    return open(path, "rb").read(), os.stat(path).st_mtime_ns


def test_an_older_save_replays_up_to_the_first_action_todays_rules_refuse_and_says_so_in_words(tmp_path):
    s, path = old_save(tmp_path, illegal_at=20)
    before = untouched(path)
    back = saves.load(path, toy_ruleset)
    assert back.upgrade.replayed == 20 and back.upgrade.saved == 30 and len(back) == 20
    assert back.upgrade.words() == ("The rules changed since this game was saved; it continues from action 20 of 30.")
    assert back.state_hash() == GameSession(toy_ruleset, s.config, s.seed, s.actions[:20]).state_hash()
    assert back.pending is not None and untouched(path) == before


def test_the_words_of_an_upgrade_name_no_action_and_no_rule():
    words = saves.Upgrade(30, 20, "rules", "action 21 ['mark', 7] is refused by today's rules: T-4: ...").words()
    assert "mark" not in words and "T-4" not in words and "action 20 of 30" in words


def test_an_older_save_whose_first_action_is_refused_starts_again_from_the_beginning_in_words(tmp_path):
    _, path = old_save(tmp_path, illegal_at=0)
    back = saves.load(path, toy_ruleset)
    assert len(back) == 0 and "none of its 30 actions still apply" in back.upgrade.words()


def test_an_older_save_whose_actions_all_apply_but_end_elsewhere_continues_from_its_last_action(tmp_path):
    s, path = old_save(tmp_path, final_hash="0" * 24, rules_hash="an older Lantern's rules")
    back = saves.load(path, toy_ruleset)
    assert back.actions == s.actions and back.upgrade.replayed == 30
    assert back.upgrade.words().endswith("it continues from action 30 of 30.")


def test_an_older_save_that_replays_exactly_opens_without_a_note(tmp_path):
    s, path = old_save(tmp_path)
    back = saves.load(path, toy_ruleset)
    assert back.upgrade is None and back.state_hash() == s.state_hash()


def test_a_save_of_todays_rules_with_a_refused_action_is_still_refused_as_edited(tmp_path):
    _, path = old_save(tmp_path, illegal_at=20, rules_hash=saves.rules_hash(toy_ruleset))
    before = untouched(path)
    with pytest.raises(SaveError, match="action 21 .* refused on replay"):
        saves.load(path, toy_ruleset)
    assert untouched(path) == before


def test_a_golden_replay_is_strict_even_for_an_older_save(tmp_path):
    _, path = old_save(tmp_path, illegal_at=20)
    with pytest.raises(SaveError, match="action 21 .* refused on replay"):
        saves.load(path, toy_ruleset, strict=True)


def test_a_save_records_the_rules_hash_of_the_lantern_that_wrote_it(tmp_path):
    _, path = old_save(tmp_path, rules_hash=saves.rules_hash(toy_ruleset))
    assert json.load(open(path))["rules_hash"] == saves.rules_hash(toy_ruleset)
    assert len(saves.rules_hash(toy_ruleset)) == 32


def test_a_resumed_older_autosave_is_never_written_again_the_game_goes_on_in_a_new_slot(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    os.makedirs(saves.autosave_dir())
    _, made = old_save(tmp_path, illegal_at=20)
    slot = os.path.join(saves.autosave_dir(), "toy-20261101T000000Z-abcdef.json")
    os.replace(made, slot)
    before = untouched(slot)
    back = saves.resume(slot, toy_ruleset)
    assert back.upgrade is not None and back.autosave.path != slot
    back.apply(back.legal_actions()[0])
    assert untouched(slot) == before and os.path.exists(back.autosave.path)
    assert len([n for n in os.listdir(saves.autosave_dir()) if n.endswith(".json")]) == 2


@pytest.mark.parametrize("extra", [{"reveal_all": True}, {"checksum2": "x", "note": 1}])
def test_a_save_with_a_field_no_lantern_writes_is_refused_in_words_even_with_its_checksum_recomputed(tmp_path,
                                                                                                      extra):
    s = play(new_session(seed=11), 10)
    path = str(tmp_path / "forged.json")
    saves.save(s, path)
    doc = json.load(open(path))
    doc.update(extra)
    saves.write_document(doc, path)
    before = untouched(path)
    with pytest.raises(SaveError, match="edited: it holds fields? no Lantern writes .*'" + sorted(extra)[0] + "'"):
        saves.load(path, toy_ruleset)
    with pytest.raises(SaveError, match="no Lantern writes"):
        saves.read_document(path)
    assert untouched(path) == before


def test_lantern_replay_refuses_a_save_with_a_field_no_lantern_writes_and_leaves_it_untouched(tmp_path, capsys):
    import cli
    s = play(new_session(seed=11), 10)
    path = str(tmp_path / "forged.json")
    saves.save(s, path)
    doc = json.load(open(path))
    doc["reveal_all"] = True
    saves.write_document(doc, path)
    before = untouched(path)
    code = cli.main(["replay", path])
    err = capsys.readouterr().err
    assert code == 1 and "refused:" in err and "'reveal_all'" in err and untouched(path) == before


def test_an_autosave_with_a_field_no_lantern_writes_is_listed_as_damaged_and_not_resumed(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))
    os.makedirs(saves.autosave_dir())
    s = play(new_session(seed=11), 10)
    slot = os.path.join(saves.autosave_dir(), "toy-20261101T000000Z-abcdef.json")
    saves.save(s, slot)
    doc = json.load(open(slot))
    doc["reveal_all"] = True
    saves.write_document(doc, slot)
    before = untouched(slot)
    [entry] = saves.list_resumable()
    assert "no Lantern writes" in entry.damaged
    with pytest.raises(SaveError, match="no Lantern writes"):
        saves.resume(slot, toy_ruleset)
    assert untouched(slot) == before


def test_lantern_replay_of_an_older_save_says_how_far_it_replayed(tmp_path):
    import argparse
    import io

    import cli
    _, path = old_save(tmp_path, illegal_at=20)
    out, err = io.StringIO(), io.StringIO()
    code = cli.cmd_replay(argparse.Namespace(save=path, png=None), None, toy_ruleset, out, err)
    out = out.getvalue()
    assert code == 0 and "it continues from action 20 of 30" in out and "action 21" in out


def test_an_older_ninja_save_with_the_secret_lone_wolf_option_outside_lone_wolf_still_opens(tmp_path):
    # N-23.1a: the option was once offered with every variant and did nothing outside Lone Wolf; today's rules
    # refuse it there, so upgrade_config turns it off for a save an older Lantern made
    from rulesets.ninja import rules as ninja
    s = GameSession(ninja, ninja.INFO.check_config({"players": 2}), 4)
    while len(s) < 40:
        if s.handoff is not None:
            s.confirm_handoff()
        s.apply(s.legal_actions()[0])
    path = str(tmp_path / "ninja.json")
    saves.save(s, path)
    doc = json.load(open(path))
    del doc["rules_hash"]
    doc["config"]["lone_wolf_secret"] = True
    saves.write_document(doc, path)
    before = untouched(path)
    back = saves.load(path, ninja)
    assert back.config["lone_wolf_secret"] is False and back.actions == s.actions
    assert back.upgrade.words().endswith("it continues from action 40 of 40.") and untouched(path) == before


def test_a_save_of_todays_rules_with_settings_they_refuse_is_refused_in_words(tmp_path):
    from rulesets.ninja import rules as ninja
    s = GameSession(ninja, ninja.INFO.check_config({"players": 2}), 4)
    path = str(tmp_path / "ninja.json")
    saves.save(s, path)
    doc = json.load(open(path))
    doc["config"]["lone_wolf_secret"] = True
    saves.write_document(doc, path)
    with pytest.raises(SaveError, match="settings are refused: keeping secret which intruder plays"):
        saves.load(path, ninja)


def test_a_forced_step_tried_for_an_older_save_is_taken_back_when_the_saved_action_is_still_refused(tmp_path,
                                                                                                     monkeypatch):
    # every position offers one action only: the replay tries it before the refused saved action, then puts
    # the game back where the save stopped being legal (no step the player never took is left behind)
    s, path = old_save(tmp_path, illegal_at=20)
    real = toy_ruleset.legal_actions
    monkeypatch.setattr(toy_ruleset, "legal_actions", lambda state, seat: real(state, seat)[:1])
    back = saves.load(path, toy_ruleset)
    assert back.upgrade.replayed == 20 and len(back) == 20
    assert back.state_hash() == GameSession(toy_ruleset, s.config, s.seed, s.actions[:20]).state_hash()
