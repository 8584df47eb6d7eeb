"""A right-click whose gesture has no legal action on the spot is sent as the board's guess, so the rules refuse
it with their reason in words (issue 13 §2: a right-click on a full tile did nothing at all)."""
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
