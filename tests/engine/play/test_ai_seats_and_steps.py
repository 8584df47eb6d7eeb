"""Computer seats in the play shell (paced, skippable, never moved by a person's click) and log steps
revealed one at a time (the template game, Pig, in its open variant)."""
import pygame
import pytest

from engine.play.ai_seats import AISeats
from engine.play.pacing import Step, StepPacer
from tests.engine.play.shell_support import click, key, shell

OPEN = {"players": 2, "variant": "open"}


def rolling(session, seat):
    return ("roll",)


def computer_first(delay=1.0, chooser=rolling):
    """The template game with seat 0 (the first to play) played by the computer."""
    return shell(OPEN, ai_seats=AISeats([0], chooser, delay=delay))


def test_a_computer_seat_waits_about_a_second_before_it_plays():
    app, scene, session = computer_first()
    app.frame(0.5)
    assert session.actions == ()
    app.frame(0.6)
    assert session.actions == (("roll",),)


def test_space_makes_the_computer_play_at_once():
    app, scene, session = computer_first(delay=30)
    key(app, pygame.K_SPACE)
    app.frame(1 / 60)
    assert len(session.actions) == 1


def test_enter_also_makes_the_computer_play_at_once_and_accepts_nothing_for_it():
    app, scene, session = computer_first(delay=30)
    key(app, pygame.K_RETURN)
    app.frame(1 / 60)
    assert session.actions == (("roll",),)   # the computer's own answer, not the pre-selected button


def test_a_person_cannot_click_an_answer_for_a_computer_seat():
    app, scene, session = computer_first(delay=30)
    assert scene.legal == [] and scene.choices.buttons == []
    click(app, scene.board.die_rect.center)
    assert session.actions == ()
    assert "computer" in scene.message.text


def test_the_choice_panel_says_the_computer_plays_the_seat_and_how_to_hurry_it():
    app, scene, session = computer_first(delay=30)
    assert "computer" in scene.choices.prompt.lower() and "Space" in scene.choices.prompt


def test_a_person_plays_their_own_seat_as_usual_between_computer_turns():
    app, scene, session = shell(OPEN, ai_seats=AISeats([1], rolling, delay=30))
    assert scene.legal                              # seat 0 is a person
    assert not scene.computer_turn()


def test_the_computer_waits_while_the_dice_roll():
    app, scene, session = shell(OPEN, animate=True, ai_seats=AISeats([0], rolling, delay=0.1))
    app.frame(0.2)
    assert session.actions == (("roll",),) and not scene.tray.settled
    for _ in range(10):
        app.frame(0.05)
    assert len(session.actions) == 1   # no second step before the first roll has landed
    scene.tray.skip()
    app.frame(0.2)
    assert len(session.actions) == 2


def test_the_step_pacer_holds_every_line_from_the_next_step_until_its_turn_comes():
    pacer = StepPacer()
    pacer.add([Step(5, 0.5, "first"), Step(7, 0.5, "second")])
    assert pacer.current.index == 5 and pacer.held_from() == 7
    assert not pacer.update(0.3)
    assert pacer.update(0.3)
    assert pacer.current.summary == "second" and pacer.held_from() is None
    pacer.update(0.6)
    assert not pacer.busy


def test_skipping_the_pacer_shows_everything_at_once():
    pacer = StepPacer()
    pacer.add([Step(1), Step(2), Step(3)])
    pacer.skip()
    assert not pacer.busy and pacer.held_from() is None


def test_undo_goes_back_past_the_computers_steps_to_a_decision_of_a_person():
    app, scene, session = shell(OPEN, ai_seats=AISeats([1], lambda s, seat: ("mark", 1), delay=30))
    scene.act(("roll",))
    assert session.pending.seat == 0, "this seed's first roll is not a 1"
    scene.act(("hold",))                    # the computer's turn (seat 1) begins
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)                # it makes two marks
    assert session.actions == (("roll",), ("hold",), ("mark", 1), ("mark", 1)) and scene.computer_turn()
    scene.undo()
    assert session.actions == (("roll",),) and session.pending.seat == 0 and not scene.computer_turn()


def test_the_computers_last_step_is_named_over_the_board_and_marked_on_it_until_a_person_acts():
    app, scene, session = computer_first(delay=30)
    key(app, pygame.K_SPACE)
    assert scene.computer_turn(), "this seed's first roll is not a 1: the computer plays on"
    text, target = scene._computer_note()
    assert text == "Computer for Player 1: " + scene.board.label(scene.view, ("roll",))
    assert scene.highlights()[target] == "event"


def test_a_computer_seat_named_computer_is_not_named_twice_in_the_waiting_text_or_the_step_note():
    from engine.play.ai_seats import AISeats, step_note
    assert step_note("Computer 3 (Basil Thorne)", "End the turn") == "Computer 3 (Basil Thorne): End the turn"
    assert step_note("Player 1", "Roll") == "Computer for Player 1: Roll"
    assert AISeats.waiting_text(None, "Computer 3 (Basil Thorne)").startswith("Computer 3 (Basil Thorne) plays now")


@pytest.mark.parametrize("lang, words", [("zh-Hans", "电脑 2（巴索·索恩）：结束回合"), ("zh-Hant", "電腦 2（巴索·索恩）：結束回合")])
def test_a_computer_seats_step_note_in_chinese_says_computer_once_and_not_your_turn(lang, words):
    """A default name reads in the screen's language ('电脑 2'), so the note must not add 'the computer for' again,
    and the action the computer took is worded for any seat, not 'your turn' (B-5: ending the turn)."""
    from engine import i18n
    from engine.play.ai_seats import step_note
    from scenes.betrayal.labels import label
    try:
        i18n.set_language(lang)
        name = i18n.T("{name} ({role})", name=i18n.render(i18n.T("Computer 2")), role="巴索·索恩")
        assert i18n.render(step_note(name, i18n.render(label(None, ("end_turn",))))) == words
    finally:
        i18n.set_language("en")
