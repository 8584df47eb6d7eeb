"""The play shell's choice panel (the answers, the pre-selected one, the folded ones), keyboard selection, the
advisor's hint (H) and the tooltip under the mouse (a mixin)."""
from __future__ import annotations

from engine.i18n import N_, T, _
from engine.play import board_view as bv

BACK = N_("Back")
FOLD = ("shell", "folded")   # the focus that lists the folded answers (a target no board uses)


class ShellChoices:
    """Mixed into PlayScene: the answers offered and which is pre-selected, what H suggests, what the mouse hovers."""

    def _fill_choices(self) -> None:
        sess, p = self.session, self.pending
        self._choice_actions = []
        if sess.outcome is not None and (self.pacer.busy or self._held_from() is not None):
            # the end is told once the last steps are shown and the last dice have landed
            self.selected = None
            self.choices.set_choices("", "", [])
            return
        if sess.outcome is not None:
            self.selected = None
            self.choices.set_choices(N_("Game over"), "", [(N_("See the results"), self.show_results_screen, "")])
            return
        if p is None or self._handoff_after_dice:     # (a roll lands before a hand-off: nothing to answer yet)
            self.selected = None
            self.choices.set_choices("", "", [])
            return
        who = self.who_decides(p.seat)
        if self.computer_turn():
            self.selected = None
            self.choices.set_choices(who, self.ai.waiting_text(sess.seat_name(p.seat)), [])
            return
        prompt_of = getattr(self.board, "prompt", None)
        if self.focus == FOLD:
            acts = self.folded
            prompt = "Optional, any time now:"
        elif self.focus is not None:
            acts = self.targets.get(self.focus, [])
            prompt = _("Several things can be done there:") if len(acts) > 1 else _("This cannot be taken back:")
        else:
            acts = self.buttons
            prompt = prompt_of(self.view, p) if prompt_of is not None else p.prompt
            if self.targets:
                if prompt and prompt[-1] not in ".?!:。？！：":
                    prompt += "。" if prompt[-1] >= "\u2e80" else "."
                prompt += (" " if prompt and prompt[-1] not in "。？！：" else "") + (_("Click a highlighted spot on the board, or:") if acts
                                                     else _("Click a highlighted spot on the board."))
        # the pre-selected answer: the board's preferred one (a button, or a spot on the board)
        pref = bv.preferred_action(self.board, self.view, self._focused_actions())
        self.selected = pref
        explain = getattr(self.board, "explain", None)      # the board's fuller words for a button's tooltip
        opts = [(self.board.label(self.view, a), (lambda a=a: self.act(a)),
                 (explain(self.view, a) if explain is not None else "") or sess.describe(a)) for a in acts]
        self._choice_actions = list(acts)      # button i answers acts[i] (the keyboard's ring pre-selects it)
        if self.focus is not None:
            opts.append((BACK, self.unfocus, N_("choose something else")))
        elif self.folded:
            opts.append((T("{label} ({n}) ▶", label=self.folded_label, n=len(self.folded)), self.open_folded,
                         N_("the optional answers folded here")))
        self.choices.set_choices(who, prompt, opts)
        if pref in acts:
            i = acts.index(pref)
            self.choices.buttons[i].toggled = True
            self.choices.show(i)

    def _focused_actions(self) -> list:
        if self.focus == FOLD:
            return self.folded
        if self.focus is not None:
            return self.targets.get(self.focus, [])
        return self.legal

    def open_folded(self) -> None:
        self.focus = FOLD
        self._fill_choices()

    def show_hint(self) -> None:
        """H: the board's optional `advise(view, seat) -> (action, why)`, given only this seat's view, pre-selects
        its answer (Enter accepts), highlights its spot on the board and the message line says why."""
        advise = getattr(self.board, "advise", None)
        if advise is None:
            return self.message.say(N_("This game has no hints."))
        if self.view is None or not self.legal:
            return self.message.say(N_("No hint now: this is not your decision."))
        action, why = advise(self.view, self.pending.seat)
        if action in self.legal:
            self.focus = None
            if action in getattr(self, "folded", ()):
                self.open_folded()      # a folded answer (a Yin-Yang...) is shown, not only selected
                shown = self.folded
            else:
                self._fill_choices()
                shown = self.buttons
            self.selected = action
            self._toggle_selected(shown)
            self._hint = (self.view, self.board.target_of(action))
        self.message.say(why)

    _hint = (None, None)    # (the view the hint was given for, its spot): it fades once the view changes

    def hint_target(self):
        """The spot of the hint given for the view on screen now, or None."""
        view, target = self._hint
        return target if view is self.view and view is not None else None

    def hint_offer(self, text: str) -> str:
        """The status line's key list without 'H: hint' when the board gives no hints."""
        return text if callable(getattr(self.board, "advise", None)) else text.replace("   H: hint", "")

    def _toggle_selected(self, shown) -> None:
        for b, a in zip(self.choices.buttons, shown):
            b.toggled = a == self.selected

    def refresh_hover(self) -> None:
        """The tooltip for the mouse position, computed on motion (drawing only shows it); a board calls it when
        what lies under a mouse that stayed put changes (another floor, a zoom)."""
        if self.view is None or self._paused:
            self.tooltip.text = ""
            return
        before = self.hover
        self.hover = self.board.hit_test(self.mouse) if self.rects.board.collidepoint(self.mouse) else None
        if self.hover != before and self.rects.board.collidepoint(self.mouse):
            self.message.fade("hover")    # "nothing to do there" was about the spot the mouse has left
        text = next((b.tooltip for b in self.toolbar if b.rect.collidepoint(self.mouse) and b.tooltip), "")
        text = text or self.message.hovered_tooltip(self.mouse)
        if not text:
            for b in self.choices.buttons:
                if b.visible and b.rect.collidepoint(self.mouse) and b.tooltip and b.tooltip != b.text:
                    # a tooltip that only repeats the label would hide the button below it
                    text = b.tooltip
        if not text and self.hover is not None and self.view is not None:
            text = self.board.describe(self.view, self.hover)
            if self.hover in self.targets:
                text = bv.click_help(self.board, self.view, self.hover, self.targets[self.hover]) + \
                    (f"\n\n{text}" if text else "")
        self.tooltip.text = text
