"""A double press is held back only on a step that passes the laptop, and never by trying the action (DESIGN 5)."""
from tests.engine.play.shell_support import click, shell


def test_a_double_click_on_a_roll_rolls_twice_quick_play_stays_quick():
    app, scene, session = shell()
    scene.confirm_handoff()
    before = len(session.actions)
    click(app, scene.board.die_rect.center)
    click(app, scene.board.die_rect.center)
    assert len(session.actions) >= before + 2 or session.handoff is not None


def test_whether_an_action_passes_the_laptop_is_told_by_its_name_never_by_trying_it():
    for seed in range(40):      # a game whose next roll, tried on a copy, would end the turn and hand off
        app, scene, session = shell(seed=seed)
        scene.confirm_handoff()
        roll = next(a for a in session.legal_actions() if a[0] == "roll")
        rules = session.ruleset
        after = rules.apply(rules.clone(session.state), roll)
        if rules.pending(after) is not None and rules.pending(after).seat != session.pending.seat:
            break
    else:
        raise AssertionError("no seed rolls a 1 first")
    assert not session.passes_the_laptop(roll)     # the screen learns nothing of a roll before it is rolled
