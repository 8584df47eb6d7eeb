"""The play shell's keyboard (a mixin): Tab/Shift-Tab and the arrows move a focus ring over the board's legal spots,
the choice panel's answers and the toolbar; Enter does what a click there does (Shift+Enter lists every answer on
a spot, the keyboard's right-click); 1-9 press the numbered answers.

A board view tells where its spots are with the optional `keyboard_targets(view, targets) -> [(rect or point,
target)]` (engine/play/board_view.py). The focus is the seat's own: it is dropped whenever the legal answers change
and at every hand-off, so the next player never finds the last one's ring.
"""
from __future__ import annotations

import pygame

from engine.i18n import N_, _
from engine.play import board_view as bv
from engine.ui.keyfocus import ARROWS, ENTER_KEYS, NUMBER_KEYS, KeyFocus, Stop, button_stops, reading_order, spot_rect

SHIFT_ENTER = N_("Shift+Enter: every answer here")


class ShellKeys:
    """Mixed into PlayScene: the stops the keyboard reaches, in Tab order, and what the keys do there."""

    key_focus: KeyFocus
    _keys_for = None         # the legal answers the focus was set among (a change drops it)
    _tooltip_at = None       # where the focused stop's tooltip shows (None: by the mouse)
    _key_origin = None       # where the ring was before the answers changed: an arrow goes on from there

    def keys_reset(self) -> None:
        """Drop the keyboard focus and where it was (a new game, or the laptop changes hands)."""
        self.key_focus.clear()
        self._tooltip_at = self._key_origin = None

    def keys_follow(self) -> None:
        """After a refresh: a new set of legal answers starts without a focus; for the same seat an arrow goes on
        from where the ring last was (a mouse walked a step: the next step is beside it)."""
        now = (self.viewer, tuple(self.legal))
        if now == self._keys_for:
            return
        same_seat = self._keys_for is not None and self._keys_for[0] == now[0]
        self._keys_for = now
        stop = self.key_focus.current(self._last_stops) if same_seat else None
        if stop is not None and stop.key[0] != "board":
            stop = None      # only a spot on the board leads on: an answer of the panel means nothing for the next
        origin = stop.rect if stop is not None else (self._key_origin if same_seat else None)
        self.keys_reset()
        self._key_origin = origin

    _last_stops: list = []    # the stops of the last key pressed (where the ring was, once the answers change)

    def key_stops(self) -> list[Stop]:
        """The board's legal spots in reading order, then the board's own controls (a floor tab, a side panel's
        button), then the choice panel's answers, then the toolbar."""
        stops: list[Stop] = []
        hook = getattr(self.board, "keyboard_targets", None)
        if hook is not None and self.view is not None and self.shown_view() is self.view:
            board, controls = [], []
            for spot, target in hook(self.view, list(self.targets)) or ():
                rect = spot_rect(spot, self.rects.scale)
                if not self.rects.board.collidepoint(rect.center):
                    continue
                if target in self.targets:
                    board.append(Stop(("board", target), rect, lambda t=target, p=rect.center: self._enter_on(t, p)))
                else:     # a control of the board's own (a floor tab): Enter clicks it
                    controls.append(Stop(("board", target), rect, lambda p=rect.center: self._board_click(p)))
            stops += reading_order(board) + reading_order(controls)
        panel = self.choices.pages[self.choices.page] if self.choices.pages else []
        stops += [Stop(("choice", self.choices.buttons.index(b), str(b.text)), pygame.Rect(b.rect), b.on_click)
                  for b in panel if b.visible and b.enabled]
        stops += button_stops(self.choices.pager, "pager")
        stops += button_stops(self.toolbar, "tool")
        return stops

    def _enter_on(self, target, pos) -> None:
        """Enter on a legal spot: what a click on it does. A spot the board answers itself (a button of its side
        panel, which its hit test does not name) is clicked at its middle, so its own words come too."""
        if self.board.hit_test(pos) is None:
            self._board_click(pos)
        else:
            self.click_target(target)

    def _board_click(self, pos) -> None:
        """Enter on a control the board draws itself: what a click there does."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.handle_event(pygame.event.Event(kind, pos=pos, button=1))

    def _selected_key(self, stops):
        """The stop of the pre-selected answer: Tab goes on from there when nothing is focused yet."""
        if self.selected is None:
            return None
        target = self.board.target_of(self.selected)
        if target is not None:
            return ("board", target)
        actions = getattr(self, "_choice_actions", [])
        if self.selected in actions:
            i = actions.index(self.selected)
            return next((s.key for s in stops if s.key[0] == "choice" and s.key[1] == i), None)
        return None

    def keys_handle(self, event) -> bool:
        """Tab, the arrows, Enter on the focus and 1-9; True when the key was the keyboard focus's."""
        key, mod = event.key, event.mod
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if key in NUMBER_KEYS:
            return self._press_number(NUMBER_KEYS[key])
        if key != pygame.K_TAB and key not in ARROWS and key not in ENTER_KEYS:
            return False
        if key in ARROWS and mod & pygame.KMOD_SHIFT:
            return False      # Shift+arrows are the board's (Betrayal pans a zoomed floor)
        stops = self._last_stops = self.key_stops()
        if key in ENTER_KEYS:
            stop = self.key_focus.current(stops)
            if stop is None or stop.act is None:
                return False   # nothing focused: Enter takes the pre-selected answer (accept)
            self.banner.dismiss()
            if mod & pygame.KMOD_SHIFT and stop.key[0] == "board" and stop.key[1] in self.targets:
                self.focus = stop.key[1]   # the keyboard's right-click: every answer on the spot, in the panel
                self._fill_choices()
                return True
            stop.act()
            return True
        start = self._selected_key(stops)
        if key == pygame.K_TAB:
            stop = self.key_focus.cycle(stops, -1 if mod & pygame.KMOD_SHIFT else 1, start)
        else:
            # the arrows stay on the board and the answers (the toolbar is a Tab away, and has keys of its own); from
            # where the ring was before the answers changed, they look for the next spot on the board only
            reach = [s for s in stops if s.key[0] != "tool"]
            origin = self._key_origin if any(s.key[0] == "board" for s in reach) else None
            if origin is not None and self.key_focus.current(reach) is None and start is None:
                stop = self.key_focus.move([s for s in reach if s.key[0] == "board"], ARROWS[key], None, origin)
                if self.key_focus.key is None:
                    stop = self.key_focus.move(reach, ARROWS[key], start)
            else:
                stop = self.key_focus.move(reach, ARROWS[key], start)
        self._focus_moved(stop)
        return True

    def _press_number(self, index: int) -> bool:
        """1-9: the answer with that number on the choice panel's page now (what a click on it does)."""
        page = self.choices.pages[self.choices.page] if self.choices.pages else []
        shown = [b for b in page if b.visible]
        if index >= len(shown) or not shown[index].enabled or shown[index].on_click is None:
            return False
        self.banner.dismiss()
        shown[index].on_click()
        return True

    def _focus_moved(self, stop: Stop | None) -> None:
        """The ring moved: an answer of the panel becomes the pre-selected one (Betrayal's new room turns with it),
        and the stop's tooltip says what it is, as the mouse's hover would."""
        self._tooltip_at = None
        if stop is None:
            return
        kind = stop.key[0]
        actions = getattr(self, "_choice_actions", [])
        if kind == "choice" and stop.key[1] < len(actions):
            self.selected = actions[stop.key[1]]
            self._toggle_selected(actions)
        text = ""
        if kind == "board" and self.view is not None:
            target = stop.key[1]
            text = self.board.describe(self.view, target)
            if target in self.targets:
                acts = self.targets[target]
                more = "\n" + _(SHIFT_ENTER) if len(acts) > 1 and bv.click_action(self.board, self.view, target, acts) \
                    is not None else ""
                text = str(bv.click_help(self.board, self.view, target, acts)) + more + (f"\n\n{text}" if text else "")
        elif kind in ("choice", "tool", "pager"):
            button = next((b for b in self.choices.buttons + self.choices.pager + self.toolbar
                           if pygame.Rect(b.rect) == stop.rect), None)
            text = button.tooltip if button is not None and button.tooltip != button.text else ""
        self.tooltip.text = text
        self._tooltip_at = stop.rect.bottomright if text else None

    def keys_highlight(self, marks: dict) -> None:
        """The focused spot is lit as if the mouse were on it (Ninja's hearing, Mice's line of sight)."""
        key = self.key_focus.key
        if key is not None and key[0] == "board" and key[1] in self.targets and marks.get(key[1]) == bv.HIGHLIGHT_LEGAL:
            marks[key[1]] = bv.HIGHLIGHT_HOVER

    def keys_draw(self, surface) -> None:
        if self.view is not None and self.key_focus.key is not None:     # no ring, no cost to a mouse player
            self.key_focus.draw(surface, self.key_stops(), self.rects.scale)
