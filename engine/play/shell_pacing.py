"""The play shell's pacing, a mixin of PlayScene: computer seats playing their steps after a pause, log steps
revealed one at a time, Space/Enter to go on now, and undo that goes back to a person's decision."""
from __future__ import annotations

from engine.play.ai_seats import step_note
from engine.rules.api import IllegalAction


class ShellPacing:
    """For a scene with .ai (engine/play/ai_seats.AISeats or None), .pacer (engine/play/pacing.StepPacer),
    .tray, .session, .board, .view, .pending, .message, .handoff_screen, words(), _fill_log() and
    _announce_turn()."""

    def computer_turn(self) -> bool:
        """The computer plays the seat that must decide now."""
        return self.ai is not None and self.ai.due(self.session)

    def busy(self) -> bool:
        """Something is still being shown (dice rolling, log steps revealed one by one)."""
        return (self.tray is not None and not self.tray.settled) or self.pacer.busy

    def _computer_plays(self, dt: float) -> None:
        if self.ai is None or self.busy() or self.handoff_screen is not None:
            return
        seat = self.pending.seat if self.pending is not None else None
        action = self.ai.tick(self.session, dt)
        if action is None:
            return
        if self.private_computer(seat):
            self._computer_plays_unseen(action, seat)
            return
        # what the computer did, named over the board and marked on it until its next step (or a person's)
        note = (step_note(self.session.seat_name(seat), self.board.label(self.view, action)),
                self.board.target_of(action))
        try:
            self.session.apply(action, seat=seat)
        except IllegalAction as exc:   # a chooser bug is shown, never a crash; people may take over by undo
            self.message.refuse(exc, self.words(exc.reason))
            return
        self.ai.note = note

    def _computer_plays_unseen(self, action, seat) -> None:
        """A computer seat with secrets from the person at the screen: all its steps at once after one pause
        (how long it takes must not tell how far it went) and no note of what it did (the log says what may
        be said)."""
        from engine.play.shell_seats import STEP_CAP
        for _ in range(STEP_CAP):
            try:
                self.session.apply(action, seat=seat)
            except IllegalAction as exc:   # a chooser bug is shown, never a crash
                self.message.refuse(exc, self.words(exc.reason))
                return
            self.ai.note = ()
            if not self.computer_turn() or not self.private_computer(self.session.pending.seat):
                return
            seat = self.session.pending.seat
            action = self.ai.chooser(self.session, seat)

    def skip_waiting(self) -> bool:
        """Space/Enter while the shell shows something by itself: show the rest now. True if it did."""
        if self.pacer.busy:
            self.pacer.skip()
            self._throw_dice()     # the last dice of the steps skipped, so the tray shows them
            if self.tray is not None:
                self.tray.skip()
            self._dice_event = None
            self._fill_log()
            self._fill_choices()
            self._announce_turn()
            return True
        if self.computer_turn():
            self.ai.skip()
            return True
        return False

    def _undo_to_a_person(self):
        """One step back; with computer seats, on back to a decision of a person (else the computer would only
        play its step again), as far as undo may go."""
        if self.ai is not None:
            self.ai.note = ()
        self.session.undo()
        while self.computer_turn() and self.session.can_undo():
            self.session.undo()

    def _computer_note(self) -> tuple:
        """(text, target) of the computer's last step while a computer seat still plays, else ()."""
        return self.ai.note if self.ai is not None and self.ai.note and self.computer_turn() else ()
