"""The one play scene every game uses: a game's board view inside the shared chrome (DESIGN principle 7).

Given a GameSession and a board view (engine/play/board_view.py), it shows a toolbar (Undo, Redo, Save,
Load, Rules F1, Menu), the board with the legal targets highlighted, a choice panel for the answers that
have no spot on the board (the preferred one pre-selected: Enter or one click accepts), the viewer's
log, a message line (refusals in words; the rule id in its tooltip), a dice tray when the game rolls
dice (log lines of a roll wait until the dice land), a turn banner, the hand-off screen and the results.
Computer seats (engine/play/ai_seats.py) play after a pause, and new log events the board asks to pace
(engine/play/pacing.py) are revealed one at a time; Space or Enter goes on at once (engine/play/shell_pacing.py).

Privacy: it draws only session.view(session.viewer), and while session.handoff is set it draws the
hand-off screen and nothing else — no board, no log, no tooltip — until the named player confirms.
Drawing never changes the scene or the game; every change comes from an event or update().
"""
from __future__ import annotations

from typing import Callable

import pygame

from engine import i18n
from engine.i18n import N_, T
from engine.play import board_view as bv
from engine.play import shell_draw
from engine.play.ai_seats import AISeats
from engine.play.double_press import DoublePress
from engine.play.handoff import HandoffScene, TurnBanner
from engine.play.message_line import MessageLine
from engine.play.pacing import StepPacer
from engine.play.panels import ChoicePanel, LogPanel
from engine.play.shell_choices import FOLD, ShellChoices
from engine.play.shell_files import ShellFiles, ShellOverlays
from engine.play.shell_input import ShellInput
from engine.play.shell_keys import ShellKeys
from engine.play.shell_layout import shell_rects, toolbar_button_rects
from engine.play.shell_pacing import ShellPacing
from engine.play.shell_seats import ShellSeats
from engine.play.shell_secrets import ShellSecrets
from engine.rules.api import IllegalAction
from engine.ui.dice_tray import DiceTray
from engine.ui.keyfocus import KeyFocus
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip

HINT = N_("Click a highlighted spot, or Tab/arrows.   Enter: accept   1–9: answers   H: hint   F1: rules   "
          "Ctrl+Z: undo   Esc: menu")
# the same without 'H: hint', for a board that gives no hints (ShellChoices.hint_offer): listed for the catalogs
HINT_WITHOUT_H = N_("Click a highlighted spot, or Tab/arrows.   Enter: accept   1–9: answers   F1: rules   "
                    "Ctrl+Z: undo   Esc: menu")


class PlayScene(ShellInput, ShellSecrets, ShellSeats, ShellPacing, ShellFiles, ShellOverlays, ShellChoices, ShellKeys,
                Scene):
    """The shell around one game. Everything game-specific comes in: the session, the board view, the
    title, help pages, and callbacks for New game / Menu (the engine never imports a game)."""
    paints_every_pixel = True       # its background (around an opaque board) or the hand-off screen, each frame
    new_game_words = N_("New game")   # the results screen's first button (a campaign's chapter: go on with it)

    def __init__(self, session, board, *, title: str = "", help_pages=None, animate: bool = True,
                 on_new_game: Callable | None = None, on_menu: Callable | None = None,
                 load_session: Callable[[str], object] | None = None, save_dir: str | None = None,
                 save_prefix: str | None = None, show_results: bool = True, ai_seats: AISeats | None = None,
                 ai_seats_for: Callable | None = None):
        super().__init__()
        problems = bv.check_board_view(board)
        if problems:
            raise TypeError(f"not a board view: {'; '.join(problems)}")
        self.board, self.title = board, title
        self._help_pages = help_pages
        self.on_new_game, self.on_menu = on_new_game, on_menu
        self.load_session, self.show_results = load_session, show_results
        self._save_dir, self._save_prefix = save_dir, save_prefix
        self.size = (1280, 800)
        self._words_generation = i18n.generation     # the language the log and the answers were worded in
        self.rects = shell_rects(self.size, False)
        self.choices = ChoicePanel()
        self.log_panel = LogPanel()
        self.message = MessageLine(self.hint_offer(HINT))
        self.banner = TurnBanner()
        self.tooltip = Tooltip()
        self.tray = DiceTray(animate=animate) if callable(getattr(board, "dice_in", None)) else None
        self.ai = ai_seats        # the seats the computer plays (None: people play every seat)
        self._ai_for = ai_seats_for   # session -> AISeats | None: a loaded game brings its own computer seats
        self.pacer = StepPacer()  # new log events the board asks to reveal one at a time
        self._animate = animate
        self._quiet = False   # True while undo/redo runs: no dice are thrown for replayed events
        self._relayout = False  # True while the replay borrows the board view
        self._paused = False    # True while an overlay (help, load, results) is on top
        self.toolbar = [Button(N_("Undo"), self.undo, size=15), Button(N_("Redo"), self.redo, size=15),
                        Button(N_("Save"), self.save, size=15), Button(N_("Load"), self.load, size=15),
                        Button(N_("Rules (F1)"), self.open_help, size=15), Button(N_("Menu (Esc)"), self.leave, size=15)]
        self.key_focus = KeyFocus()   # the keyboard's ring (engine/play/shell_keys.py)
        self.double_press = DoublePress(self.now)   # a double press never passes the laptop unlooked
        self.session = session
        bind = getattr(board, "bind", None)
        if bind is not None:
            bind(self)
        self.set_session(session)

    # ---- the session -------------------------------------------------------------------------------
    _handoff_after_dice = False

    def set_session(self, session) -> None:
        """Show `session` (a new game or a loaded one) from a clean slate: no dice replayed, no banner."""
        self.session = session
        self._last_person = None   # the last seat a person looked at (engine/play/shell_seats.py)
        self.focus = None       # a board target whose several actions the choice panel lists
        self.hover = None       # the board target under the mouse
        self.mouse = (-1, -1)
        self.selected = None    # the pre-selected action of the choice panel (Enter accepts it)
        self.keys_reset()
        self.handoff_screen: HandoffScene | None = None
        self._turn_key = object()
        self._results_shown = session.outcome is not None and not self.show_results
        self._upgrade_note = getattr(session, "upgrade", None)   # an older Lantern's save: said once the hand-off is done
        self._log_seen = len(session.log)
        self._dice_event: int | None = None   # index of the log event whose dice are still rolling
        self._log_held: int | None = None     # where the log panel's lines were cut when last filled
        self._dice_seen = len(session.log)     # log events up to here have had their dice thrown
        self._handoff_after_dice = False       # a hand-off waits for the dice rolling now (refresh, update)
        self._view_before_dice = None          # the view drawn while dice roll (shown_view)
        self._view_seat = None                 # whose view self.view is
        if self.tray is not None:
            self.tray.clear()
        self.pacer.clear()
        if self._ai_for is not None:
            self.ai = self._ai_for(session)
        if self.ai is not None:
            self.ai.reset()
            self.ai.note = ()
        self.watch_secrets()
        session.subscribe(self._on_session_change)
        self.refresh(fresh=False)

    def _on_session_change(self, session) -> None:
        if session is self.session:
            self.refresh(fresh=not self._quiet)

    @property
    def viewer(self):
        """The seat at the screen: the session's viewer (the pending seat in open games), never a computer
        seat of a hidden-information game; None while only the computer has played (engine/play/shell_seats.py)."""
        return self.screen_seat()

    def refresh(self, fresh: bool = True) -> None:
        """Re-read the session after a change. `fresh`: new log events may throw dice (not after an undo,
        a redo or a load, which would replay old rolls)."""
        sess = self.session
        self.pending = sess.pending
        self.message.fade("game")     # a refusal or "nothing to do there" no longer holds once the game moves
        if fresh:
            self.gate_new_secrets()   # before any hand-off: the secrets a reveal opens come first
        handoff = sess.handoff
        if handoff is not None and self.auto_handoff():
            return     # confirmed without a person taking the laptop: the session's notice has refreshed us
        if handoff is not None and self.handoff_screen is None and (
                self._handoff_after_dice or (fresh and self.dice_among(sess.log[self._dice_seen:]))):
            # the seat at the screen sees the roll it made land first (the session refuses every action until the
            # hand-off is confirmed); the hand-off screen comes once the dice are still (update)
            self._handoff_after_dice = True
            handoff = None
        if handoff is not None:
            if self.handoff_screen is None or self.handoff_screen.seat_name != handoff.name:
                self.handoff_screen = HandoffScene(handoff.name, self.confirm_handoff, note=handoff.note,
                                                   clock=self.now)
                self.handoff_screen.on_resize(self.size)
            self.focus = self.hover = self.selected = None
            self.keys_reset()        # the next player never finds the last one's ring
            self.view, self.legal, self.targets, self.buttons = None, [], {}, []
            self.tooltip.text = ""
            self.message.clear()     # a refusal may quote the last seat's own situation
            self._log_seen = len(sess.log)
            self._update_toolbar()
            return
        self.handoff_screen = None
        viewer = self.viewer
        before = (self._view_seat, getattr(self, "view", None))
        self.view = sess.view(viewer) if viewer is not None else None
        self._view_seat = viewer
        p = self.pending
        mine = p is not None and viewer is not None and p.seat == viewer and not self.computer_turn()
        self.legal = list(sess.legal_actions(p.seat)) if mine else []
        self.targets, self.buttons = bv.group_by_target(self.board, self.legal)
        distinct = getattr(self.board, "distinct", None)   # answers that do the same thing: one button
        if distinct is not None:
            self.buttons = distinct(self.view, self.buttons)
        self.folded_label, self.folded = "", []
        fold = getattr(self.board, "folded", None)
        folded = fold(self.view, list(self.buttons)) if fold is not None and self.buttons else None
        if folded:
            self.folded_label, self.folded = folded[0], [a for a in folded[1] if a in self.buttons]
            self.buttons = [a for a in self.buttons if a not in self.folded]
        if self.focus is not None and self.focus not in self.targets and not (self.focus == FOLD and self.folded):
            self.focus = None
        events = sess.log
        steps_of = getattr(self.board, "steps", None)
        if not fresh:
            self.pacer.clear()
            self._dice_event, self._dice_seen = None, len(events)
            if self.tray is not None:
                self.tray.clear()
        elif steps_of is not None and self._animate and len(events) > self._log_seen:
            self.pacer.add(steps_of(self.view, events[self._log_seen:], self._log_seen))
        self._log_seen = len(events)
        if fresh:
            self._throw_dice()   # the dice of lines a paced step still holds back wait for that step
        self._hold_view(before if fresh and self._dice_event is not None else None)
        self._fill_log()
        self._fill_choices()
        self.keys_follow()
        self._announce_turn()
        self._update_toolbar()
        self.refresh_hover()    # what the mouse is on may mean something else now

    def _throw_dice(self) -> None:
        """Throw the last dice rolled among the log events shown since the last throw (up to the first line a
        paced step holds back)."""
        events = self.session.log
        held = self.pacer.held_from()
        end = len(events) if held is None else held
        if self.tray is None or end <= self._dice_seen:
            return
        last = None
        for i in range(self._dice_seen, end):
            found = self.board.dice_in(events[i])
            if found:
                last = (i, found)
        self._dice_seen = end
        if last is None:
            return
        index, (faces, caption, *labels) = last
        faces_of = getattr(self.board, "dice_faces", None)
        if faces_of is not None:
            self.tray.faces = dict(faces_of(caption))
        self.tray.roll(list(faces), caption, labels=labels[0] if labels else None)
        self._dice_event = index if not self.tray.settled else None

    def _hold_view(self, before) -> None:
        """While dice roll the board keeps showing the table as it was before them (a trait track moved by the
        roll moves when the dice land): the same seat's view only, and the first one held while they roll."""
        rolling = self.tray is not None and not self.tray.settled
        if before is None or before[0] != self.viewer or before[1] is None or self.view is None:
            self._view_before_dice = None
        elif not (rolling and self._view_before_dice is not None):
            self._view_before_dice = before[1]

    def shown_view(self):
        """The view the board draws now: the one before the rolling dice, else the seat's view."""
        rolling = self.tray is not None and not self.tray.settled
        return self._view_before_dice if rolling and self._view_before_dice is not None else self.view

    def _held_from(self) -> int | None:
        """The first log event not shown yet: its dice are rolling, or the board holds it back."""
        held = self._dice_event if self.tray is not None and not self.tray.settled else None
        paced = self.pacer.held_from()
        if paced is not None:
            held = paced if held is None else min(held, paced)
        holds = getattr(self.board, "holds_log", None)
        if holds is not None:
            for i, event in enumerate(self.session.log):
                if holds(event):
                    held = i if held is None else min(held, i)
                    break
        return held

    def words(self, text: str) -> str:
        """Rules text in the table's words (the board's `words` hook), for log lines and refusals."""
        hook = getattr(self.board, "words", None)
        return hook(self.view, text) if hook is not None and self.view is not None else text

    def _fill_log(self) -> None:
        lines = [self.words(line) for line in self.session.log_for(self.viewer)]
        held = self._log_held = self._held_from()
        self.log_panel.set_lines(lines if held is None else lines[:held])

    def turn_key(self):
        """What names the turn: the board's banner, else ruleset.turn_label(state), else the pending seat."""
        banner = getattr(self.board, "turn_banner", None)
        if banner is not None and self.view is not None:
            return banner(self.view)
        label = getattr(self.session.ruleset, "turn_label", None)
        if label is not None:
            return label(self.session.state)
        pending = self.session.pending
        return pending.seat if pending is not None else None

    def _announce_turn(self) -> None:
        if self.session.outcome is not None or self.pending is None or self.pacer.busy or self._handoff_after_dice:
            return    # (while log steps are revealed or a roll before a hand-off lands, the turn is announced after)
        key = self.turn_key()
        if key == self._turn_key or key is None:
            return
        first = type(self._turn_key) is object    # the opening banner stays a little longer
        self._turn_key = key
        if isinstance(key, tuple):
            text, sub, colour = key
            self.banner.show(text, sub, colour, duration=2.4 if first else None)
        else:
            text = key if isinstance(key, str) else T("{name}'s turn", name=self.session.seat_name(self.pending.seat))
            self.banner.show(text, duration=2.4 if first else None)

    def _update_toolbar(self) -> None:
        for button, perm in zip(self.toolbar[:2], (self.session.can_undo(), self.session.can_redo())):
            button.enabled = bool(perm)
            button.tooltip = "" if perm else perm.reason

    def confirm_handoff(self) -> None:
        """The named player has the laptop: show their board (their own turn needs no banner)."""
        seat = self.session.handoff.seat if self.session.handoff is not None else None
        self.session.confirm_handoff()
        self.refresh(fresh=False)
        if seat is not None:
            self.banner.dismiss()   # the hand-off screen has just named the player

    def undo(self):
        self._session_call(self._undo_to_a_person, N_("Undone."))

    def redo(self):
        self._session_call(self.session.redo, N_("Redone."))

    def _session_call(self, fn, done: str) -> None:
        self._quiet = True
        try:
            fn()
        except IllegalAction as exc:
            self.message.refuse(exc)
            return
        finally:
            self._quiet = False
        self.refresh(fresh=False)
        self.message.say(done)

    def leave(self):
        """Back to the menu; the session has autosaved after every action."""
        if self.on_menu is not None:
            self.on_menu()
        elif self.app is not None and self in self.app.stack.scenes:
            while self.app.stack.top is not self:
                self.app.pop()
            self.app.pop()

    # ---- the frame ----------------------------------------------------------------------------------
    def pause(self):
        self._paused = True       # an overlay is on top: no tooltip of ours may show through it
        self.tooltip.text = ""
        self.hover = None

    def reword(self) -> None:
        """After a switch of language (the menu's, while this game is open): the log, the prompt and the answers,
        worded when they were filled, are filled again at once, not at the next action (engine.i18n.generation)."""
        if self._words_generation == i18n.generation:
            return
        self._words_generation = i18n.generation
        if self.session.handoff is None and self.handoff_screen is None:
            self._fill_log()
            self._fill_choices()
            self.keys_follow()

    def resume(self):
        self._paused = False
        self.reword()
        if self._relayout:          # the replay laid the board view out in its own rect
            self._relayout = False
            self.on_resize(self.size)

    def on_resize(self, size):
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        r = self.rects = shell_rects(self.size, self.tray is not None)
        rects, font_size, self.toolbar_end = toolbar_button_rects(r.toolbar, [b.text for b in self.toolbar],
                                                                  r.scale)
        for b, rect in zip(self.toolbar, rects):
            b.rect, b.size = rect, font_size
        self.choices.layout(r.choices, r.scale)
        self.log_panel.layout(r.log, r.scale)
        self.message.layout(r.message, r.scale)
        if self.tray is not None:
            self.tray.set_rect(r.tray)
        self.board.layout(r.board)
        if self.handoff_screen is not None:
            self.handoff_screen.on_resize(self.size)

    def enter(self):
        if self.handoff_screen is not None:
            self.handoff_screen.gate.restart()   # the game opens (or resumes) on the hand-off screen: it appears now

    def redraw_at(self) -> float | None:
        return self.handoff_screen.redraw_at() if self.handoff_screen is not None else None

    def animating(self) -> bool:
        if self.handoff_screen is not None:
            return False
        board_moves = getattr(self.board, "animating", None)
        return (self.banner.active or self.busy() or self.computer_turn()
                or bool(board_moves and board_moves()))

    def update(self, dt: float) -> None:
        self.show_waiting_secrets()
        self.reword()
        if self.handoff_screen is not None:
            self.handoff_screen.update(dt)
            return
        if self._upgrade_note is not None and self.app is not None:
            self.tell_upgrade()      # after the hand-off: watching the game so far shows the seat now at the screen
            return
        self.banner.update(dt)
        held_before = len(self.log_panel.lines)
        if self.tray is not None:
            self.tray.update(dt)
        board_update = getattr(self.board, "update", None)
        if board_update is not None:
            board_update(dt)
        if self._dice_event is not None and self.tray is not None and self.tray.settled:
            self._dice_event = self._view_before_dice = None
        if (self.tray is None or self.tray.settled) and self.pacer.update(dt):
            self._throw_dice()     # the step just shown may have rolled dice: they roll now
            self.refresh_hover()
            self._announce_turn()
            if not self.pacer.busy and self.session.outcome is not None:
                self._fill_choices()
        if self._held_from() != self._log_held:   # the dice landed: their lines may show now
            self._fill_log()
            if self.session.outcome is not None:
                self._fill_choices()     # ... and then the end may be told
        if len(self.log_panel.lines) != held_before:
            self.tooltip.text = ""
        if (self.session.outcome is not None and self.show_results and not self._results_shown
                and self._held_from() is None):
            self.show_results_screen()
        if self._handoff_after_dice and not self.dice_rolling():
            self._handoff_after_dice = False
            self.show_waiting_secrets()      # the secrets the roll opened come before the hand-off, as ever
            if self.session.handoff is not None:
                self.refresh(fresh=False)
        self._computer_plays(dt)

    def highlights(self) -> dict:
        marks = {target: bv.HIGHLIGHT_LEGAL for target in self.targets}
        if self.hover is not None:
            marks[self.hover] = bv.HIGHLIGHT_HOVER if self.hover in self.targets else bv.HIGHLIGHT_LOOK
        preferred = self.board.target_of(self.selected) if self.selected is not None else None
        if preferred is not None and preferred in marks and marks[preferred] == bv.HIGHLIGHT_LEGAL:
            marks[preferred] = bv.HIGHLIGHT_PREFERRED
        self.keys_highlight(marks)
        if self.hint_target() in self.targets:
            marks[self.hint_target()] = bv.HIGHLIGHT_HINT
        if self.focus in self.targets:
            marks[self.focus] = bv.HIGHLIGHT_FOCUS
        step = self.pacer.current
        for target in (step.targets if step is not None else self._computer_note()[1:]):
            if target is not None:
                marks.setdefault(target, bv.HIGHLIGHT_EVENT)
        return marks

    def draw(self, surface):
        if self.session.handoff is not None and not self._handoff_after_dice:
            # the hand-off screen alone: not one pixel of the board, the log or a tooltip (while the roll that
            # came before it lands, the seat that rolled still sees the table as it was before the roll)
            screen = self.handoff_screen or HandoffScene(self.session.handoff.name)
            if self.handoff_screen is None:
                screen.on_resize(surface.get_size())
            screen.draw(surface)
            return
        r = self.rects
        shell_draw.fill_around(surface, r.board if self.view is not None and getattr(self.board, "opaque", False) else None)
        clip = surface.get_clip()
        surface.set_clip(r.board.clip(clip))
        if self.view is None:    # only the computer has played yet: its board is not ours to see
            shell_draw.draw_thinking(surface, r.board, self.thinking_text(self.pending.seat if self.pending else None),
                                     r.scale)
        else:
            shown = self.shown_view()     # while dice roll: the table before them, and nothing to click on it
            self.board.draw(surface, shown, self.highlights() if shown is self.view else {})
        area_of = getattr(self.board, "banner_area", None)   # the board's own play area (not its side panel)
        area = pygame.Rect(area_of()) if area_of is not None else r.board
        if self.session.outcome is None:
            self.banner.draw(surface, pygame.Rect(area.x, area.y + int(area.h * 0.04), area.w,
                                                  max(1, int(area.h * 0.2))))
        step = self.pacer.current
        caption = step.summary if step is not None else (self._computer_note() or ("",))[0]
        if caption:
            strip = getattr(self.board, "caption_area", None)     # a strip the board keeps free for it
            shell_draw.draw_step_caption(surface, pygame.Rect(strip()) if strip is not None else area, caption,
                                         r.scale, fit=strip is not None)
        surface.set_clip(r.choices.clip(clip))
        self.choices.draw(surface)
        surface.set_clip(clip)
        if self.tray is not None:
            shell_draw.draw_tray(self.tray, surface, self.rects.scale)
        surface.set_clip(r.log.clip(clip))
        self.log_panel.draw(surface)
        surface.set_clip(clip)
        shell_draw.draw_toolbar(self, surface)
        self.message.draw(surface)
        self.keys_draw(surface)
        self.tooltip.draw(surface, self._tooltip_at or self.mouse)
