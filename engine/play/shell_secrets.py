"""The play shell's secret panels: texts a board opens only through a hand-off gate (engine/play/secret_panel.py).

A board may offer `secrets_after(events) -> [Secret]`: the gated texts new log events open (Betrayal's haunt
reveal: the traitor's tome, then the heroes' text). The shell pushes them over itself, in order, and a board
button may open one again with `open_secrets`. While one is up nothing of the board shows (it is opaque).
"""
from __future__ import annotations

from engine.play.secret_panel import SecretPanelScene


class ShellSecrets:
    """Mixed into PlayScene: .board, .session, .app, .handoff_screen come from it."""

    _secrets_seen = 0
    _secrets_waiting: list

    def watch_secrets(self) -> None:
        """A new or loaded session: old events open nothing."""
        self._secrets_seen = len(self.session.log)
        self._secrets_waiting = []

    def gate_new_secrets(self) -> None:
        """New log events may open secret panels (the board's secrets_after hook)."""
        events = self.session.log
        if self._secrets_seen > len(events):    # an undo: what follows is new again only when redone
            self._secrets_seen = len(events)
        new = events[self._secrets_seen:]
        self._secrets_seen = len(events)
        hook = getattr(self.board, "secrets_after", None)
        if hook is None or not new:
            return
        found = hook(new)
        if found and self.dice_among(new):
            # the roll that opened them (Betrayal's haunt roll) lands in the tray first, for the table to see
            self._secrets_waiting = list(getattr(self, "_secrets_waiting", [])) + list(found)
        elif found:
            self.open_secrets(found)

    def dice_among(self, events) -> bool:
        """Do any of `events` roll dice the tray will show (and animate)?"""
        tray, dice_in = getattr(self, "tray", None), getattr(self.board, "dice_in", None)
        return (tray is not None and tray.animate and dice_in is not None
                and any(dice_in(event) for event in events))

    def dice_rolling(self) -> bool:
        tray = getattr(self, "tray", None)
        return tray is not None and not tray.settled

    def open_secrets(self, secrets, cancellable: bool = False) -> None:
        """Show `secrets` behind their gates; `cancellable`: a panel opened again by a button, whose gate Esc
        closes unread (the person at the screen pressed it, or pressed it by mistake)."""
        self._secrets_waiting = list(getattr(self, "_secrets_waiting", [])) + list(secrets)
        self._secrets_cancellable = cancellable
        self.show_waiting_secrets()

    def show_waiting_secrets(self) -> None:
        waiting = getattr(self, "_secrets_waiting", [])
        if not waiting or self.app is None or self.dice_rolling():
            return
        self._secrets_waiting = []
        panel = SecretPanelScene(waiting, on_done=self.secrets_closed, clock=self.now,
                                 cancellable=getattr(self, "_secrets_cancellable", False))
        self._secrets_cancellable = False
        self.app.push(panel)
        panel.on_resize(self.size)

    def secrets_closed(self) -> None:
        if self.handoff_screen is not None:
            self.handoff_screen.gate.restart()   # input on the last secret's page never confirms the hand-off
