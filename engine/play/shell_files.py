"""The play shell's files and overlays, mixins of PlayScene: Save and Load (a session is saved as seed + actions
and loaded by replaying them; failures are said in words, never raised), rules help, results and replay."""
from __future__ import annotations

import os
import time

from engine.i18n import N_, T
from engine.rules import saves


class ShellFiles:
    """Save / Load for a scene with .session, .message, .app, ._save_dir, ._save_prefix, .load_session and
    set_session()."""

    def save_dir(self) -> str:
        if self._save_dir:
            return self._save_dir
        from engine.userdata import data_dir
        return os.path.join(data_dir(), "saves")

    def save_prefix(self) -> str:
        return self._save_prefix or self.session.game

    def save(self):
        path = os.path.join(self.save_dir(), time.strftime(f"{self.save_prefix()}-%Y%m%d-%H%M%S.json"))
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            saves.save(self.session, path)
        except Exception as exc:  # a full disk or a read-only home is reported, not fatal
            self.message.say(T("Could not save: {error}", error=str(exc)), bad=True)
            return
        self.message.say(T("Saved to {path}", path=path))

    def tell_upgrade(self):
        """A game an older Lantern saved: say how far today's rules follow it; continue, or watch it so far."""
        from engine.play.upgrade_note import UpgradeNoteScene
        note, self._upgrade_note = self._upgrade_note, None
        self.app.push(UpgradeNoteScene(note.words(), on_watch=self.replay))

    def load(self):
        from engine.play.saves_overlay import LoadScene, save_words
        info = getattr(self.session.ruleset, "INFO", None)
        if self.app is not None:
            self.app.push(LoadScene(self.save_dir(), self.load_path, prefix=self.save_prefix(),
                                    label_of=lambda path: save_words(path, self.title, info)))

    def load_path(self, path: str):
        try:
            if self.load_session is not None:
                session = self.load_session(path)
            else:
                session = saves.load(path, self.session.ruleset, autosave=self.session.autosave)
        except Exception as exc:  # a damaged or foreign save is reported in words
            self.message.say(T("Could not load: {error}", error=str(exc)), bad=True)
            return
        self.set_session(session)
        self.message.say(T("Loaded {file}", file=os.path.basename(path)))


class ShellOverlays:
    """Rules help (F1), the results screen and the replay, pushed over a scene with .session, .board, .view,
    .pending, .app, .title, .message and .viewer."""

    def help_pages(self) -> list:
        if self._help_pages is not None:
            return list(self._help_pages)
        pages = getattr(self.board, "help_pages", None)
        return list(pages()) if pages is not None else []

    def open_help(self):
        from engine.play.rules_help import RulesHelpScene
        pages = self.help_pages()
        if not pages:
            self.message.say(N_("This game has no rules help yet."))
            return
        index_of = getattr(self.board, "help_index", None)
        index = index_of(self.view, self.pending) if index_of is not None and self.view is not None else 0
        if self.app is not None:
            self.app.push(RulesHelpScene(pages, index, self.title or "Rules"))

    def show_results_screen(self):
        from engine.play.results import ResultsScene
        outcome = self.session.outcome
        if outcome is None or self.app is None:
            return
        self._results_shown = True
        kept = N_("Kept under Finished games in the menu, for its replay.") if getattr(
            self.session.autosave, "kept", False) else ""
        note = getattr(self.board, "results_note", None)   # the game is over: a secret may be said now
        revealed = note(self.session.ruleset, self.session.state) if note is not None else ""
        notes_of = getattr(self.board, "results_notes", None)   # lines under the score (achievements earned)
        notes = notes_of(self.view) if notes_of is not None and self.view is not None else ()
        self.app.push(ResultsScene(outcome, self.seat_words, self.on_new_game, self.replay, self.leave,
                                   title=self.title, kept=kept, revealed=revealed, notes=notes,
                                   new_game_words=getattr(self, "new_game_words", "New game"),
                                   info=getattr(self.session.ruleset, "INFO", None)))

    def replay(self):
        from engine.play.replay import ReplayScene
        sess = self.session
        if self.app is not None:
            self._relayout = True
            self.app.push(ReplayScene(sess.ruleset, sess.config, sess.seed, sess.actions, self.viewer, self.board,
                                      title=self.title, on_exit=self._board_back))

    def _board_back(self) -> None:
        """The replay borrowed the board view: lay it out in the shell again at once, even when the results
        screen (not this scene) is the one uncovered."""
        if self._relayout:
            self._relayout = False
            self.on_resize(self.size)
