"""The play shell's keyboard selection, the advisor's hint (H) and the tooltip under the mouse (a mixin)."""
from __future__ import annotations

from engine.play import board_view as bv


class ShellChoices:
    """Mixed into PlayScene: which answer is pre-selected, what H suggests, what the mouse hovers."""

    def show_hint(self) -> None:
        """H: the board's optional `advise(view, seat) -> (action, why)`, given only this seat's view, pre-selects
        its answer (Enter accepts), highlights its spot on the board and the message line says why."""
        advise = getattr(self.board, "advise", None)
        if advise is None:
            return self.message.say("This game has no hints.")
        if self.view is None or not self.legal:
            return self.message.say("No hint now: this is not your decision.")
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

    def _cycle_selection(self, step: int) -> None:
        acts = self._focused_actions()
        if not acts:
            return
        i = acts.index(self.selected) if self.selected in acts else -step
        self.selected = acts[(i + step) % len(acts)]
        self._toggle_selected(acts if self.focus is not None else self.buttons)

    def _toggle_selected(self, shown) -> None:
        for b, a in zip(self.choices.buttons, shown):
            b.toggled = a == self.selected

    def _hover_tooltip(self) -> None:
        """The tooltip for the mouse position, computed on motion (drawing only shows it)."""
        if self.view is None or self._paused:
            self.tooltip.text = ""
            return
        self.hover = self.board.hit_test(self.mouse) if self.rects.board.collidepoint(self.mouse) else None
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
