"""The play shell's input (a mixin of PlayScene): what a key press or a click does, and sending one action for the
seat at the screen (a refusal shown in words; the second half of a double press never passes the laptop,
engine/play/double_press.py). While the hand-off screen is up, every input goes to it and nothing to the board.
"""
from __future__ import annotations

import pygame

from engine.i18n import N_
from engine.play import board_view as bv
from engine.rules.api import IllegalAction
from engine.ui.dice_tray import tray_skip_event


class ShellInput:
    # ---- acting ---------------------------------------------------------------------------------------
    def act(self, action) -> bool:
        """Send one action for the seat at the screen; a refusal is shown in words, never raised."""
        seat = self.pending.seat if self.pending is not None else None
        if self.double_press.repeats() and self.session.passes_the_laptop(action):
            self.double_press.acted()   # mashing keeps being held back: a press after a quiet moment passes
            self.message.say(N_("Pressed twice: look it over, then press again to pass the laptop."))
            return False
        if self.double_press.for_another_seat(seat):
            self.double_press.acted()
            self.message.say(N_("Pressed twice: another player decides now and presses again to answer."))
            return False
        self.double_press.acted(seat)
        # the spot's list closes before the game moves, so the panel refilled by the change lists the new answers
        focus, self.focus = self.focus, None
        try:
            self.session.apply(action, seat=self.viewer)
        except IllegalAction as exc:
            self.focus = focus
            self.message.refuse(exc, self.words(exc.reason))
            return False
        error = self.session.autosave_error
        if error:   # the game goes on; the player learns that the autosave failed, and why
            self.message.say(error, bad=True)
        else:
            self.message.clear()
        if self.ai is not None:
            self.ai.note = ()     # a person has acted: the computer's last step is old news
        return True

    def accept(self) -> None:
        """Enter: take the pre-selected answer; where none is (every answer costs something), say so."""
        if self.selected is not None:
            self.act(self.selected)
        elif self.legal:
            self.message.say(N_("Nothing is chosen for you here: click the answer you want."))

    def click_target(self, target) -> None:
        if self.computer_turn():
            self.message.say(N_("The computer plays this seat now: press Space to let it go on."))
            return
        acts = self.targets.get(target)
        first = bv.click_action(self.board, self.view, target, acts) if acts and len(acts) > 1 else None
        if first is not None:
            self.act(first)        # the board's plain click among several (e.g. walk; escort is a right-click)
        elif acts and len(acts) == 1 and not bv.asks_first(self.board, self.view, acts[0]):
            self.act(acts[0])
        elif acts:
            self.focus = target
            self._fill_choices()
        elif self.pending is not None and bv.route(self.board, self.view, target, self.legal):
            for action in bv.route(self.board, self.view, target, self.legal):
                if action not in self.legal or not self.act(action):
                    break          # the walk stops where the game changed under it (a trap sprang, a turn ended)
        elif self.pending is not None:
            guess_of = getattr(self.board, "guess", None)
            guess = guess_of(self.view, target, list(self.legal)) if guess_of is not None else None
            if guess is not None:
                self.act(guess)  # the rules refuse it and say why
            else:
                self.message.say(N_("Nothing to do there now."), bad=True, lasts="hover")

    def unfocus(self) -> None:
        self.focus = None
        self._fill_choices()

    def handle_event(self, event) -> bool:
        self.double_press.saw(event)
        try:
            return self._handle_event(event)
        finally:
            self.double_press.handled()

    def _handle_event(self, event) -> bool:
        if self.handoff_screen is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.leave()   # the game is autosaved; resuming shows the hand-off again
                return True
            screen = self.handoff_screen
            screen.handle_event(event)
            if screen.confirmed:
                self.double_press.took_the_laptop()
            return True        # nothing of the board may be poked while the laptop changes hands
        if self.double_press.hasty(event):
            return True        # the second half of the double press that took the laptop: not for this board
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
                and not (self.tray is not None and not self.tray.settled) and self.skip_waiting()):
            return True
        if event.type == pygame.KEYDOWN and (self.keys_handle(event) or self._key(event)):
            return True
        if self.tray is not None and not self.tray.settled and tray_skip_event(event):
            self.tray.skip()
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                self.skip_waiting()      # one Space shows everything: the dice and the steps still paced
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse, self._tooltip_at = event.pos, None
            self.refresh_hover()
        for b in self.toolbar:
            if b.handle_event(event):
                return True
        if self.choices.handle_event(event) or self.log_panel.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.rects.board.collidepoint(event.pos):
            target = self.board.hit_test(event.pos)
            alt = bv.alt_click_action(self.board, self.view, target, self.targets.get(target))
            if alt is None:       # the gesture means nothing legal there: the rules say why (a full tile)
                alt = bv.alt_guess(self.board, self.view, target, self.legal)
            if alt is not None:   # the second gesture on a spot (a right-click there pans nothing)
                self.banner.dismiss()
                self.act(alt)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rects.board.collidepoint(event.pos):
            self.banner.dismiss()
            target = self.board.hit_test(event.pos)
            if target is not None:
                self.click_target(target)
                return True
        board_input = getattr(self.board, "handle_event", None)
        return bool(board_input and board_input(event))

    def _key(self, event) -> bool:
        key, ctrl = event.key, event.mod & pygame.KMOD_CTRL
        if key == pygame.K_ESCAPE:
            if self.focus is not None:       # the innermost thing first: a selection on the board
                self.unfocus()
            else:
                self.leave()
        elif key == pygame.K_F1:
            self.open_help()
        elif key == pygame.K_z and ctrl:
            self.undo()
        elif key == pygame.K_y and ctrl:
            self.redo()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.accept()
        elif key == pygame.K_h and not ctrl:
            self.show_hint()
        else:
            return False
        return True
