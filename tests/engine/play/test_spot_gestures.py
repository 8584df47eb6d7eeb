"""What the gestures on a board spot do, as the player learns it (issue 13 §2): a right-click whose gesture has no
legal action there is sent as the board's guess, so the rules refuse it with their reason in words (a right-click on
a full tile did nothing at all), and a spot with several answers lists each on a line of its own."""
import pygame

from scenes._template.board_view import BANK, TemplateBoardView
from tests.engine.play.shell_support import shell


class GuessingBoard(TemplateBoardView):
    """The template's board, whose right-click on the bank means "hold"."""

    def alt_guess(self, view, target, legal):
        return ("hold",) if target == BANK else None


def right_click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)])


def test_a_right_click_meaning_an_illegal_action_is_refused_in_words_and_changes_nothing():
    app, scene, session = shell({"players": 2}, board=GuessingBoard())
    assert ("hold",) not in session.legal_actions()
    before = session.state_hash()
    right_click(app, scene.board.bank_rect.center)
    assert session.state_hash() == before
    assert scene.message.bad and scene.message.text


def test_a_right_click_where_the_board_guesses_nothing_does_nothing():
    app, scene, session = shell({"players": 2}, board=GuessingBoard())
    right_click(app, scene.board.die_rect.center)
    assert len(session.actions) == 0 and not scene.message.text


class ManyAnswersBoard(TemplateBoardView):
    """The template's board, where every mark is clicked on the bank too (three answers on one spot)."""

    def target_of(self, action):
        return BANK if action and action[0] == "mark" else super().target_of(action)


def test_the_tooltip_of_a_spot_with_several_answers_lists_each_on_its_own_line():
    from engine.play import board_view as bv
    board = ManyAnswersBoard()
    view = {"turn_total": 0}
    marks = [("mark", 1), ("mark", 2), ("mark", 3)]
    assert bv.click_help(board, view, BANK, marks) == "Click: choose one of 3 answers\n· Mark 1\n· Mark 2\n· Mark 3"
