"""Test helper: a player with no mouse. It plays a game from the menu through the real scenes (menu, setup, play
shell, hand-offs, secret panels, results) by posting key presses only, through the app's own loop (handoff_driver.Loop).

At each decision the game's bot names the answer it wants (from that seat's view); the player then finds the keys
that give it, as a person would, looking at where the ring is: Tab to the spot or answer, Enter, Shift+Enter for
every answer on a spot, a number key for a numbered answer, the pager's "more" for a later page. It reads the scenes
only to know where the ring is and what is on screen; every change is made by a key.
"""
from __future__ import annotations

import pygame

from engine.play import board_view as bv
from engine.play.double_press import DOUBLE_PRESS
from engine.play.handoff import HandoffScene
from engine.play.handoff_gate import PAUSE
from engine.play.play_scene import PlayScene
from engine.play.results import SETTLE, ResultsScene
from engine.play.secret_panel import SecretPanelScene
from engine.ui.keyfocus import screen_stops
from tests.engine.play.handoff_driver import Loop, key_down, key_up


class Stuck(AssertionError):
    """The keys did not get where they should: what the player saw, in words."""


class KeyboardPlayer:
    def __init__(self, games, size=(1280, 800)):
        from engine.play.menu import MenuScene
        self.loop = Loop(size)
        self.menu = MenuScene(games)
        self.loop.open(self.menu)
        self.presses = 0
        self.last_seat = None    # the seat the last answer was given for
        self.handoffs = 0        # hand-off screens and secret panels passed with the keyboard

    @property
    def top(self):
        return self.loop.app.stack.top

    def press(self, k, mod=0, after=0.05) -> None:
        self.loop.run_pass(key_down(k, mod), key_up(k, mod), after=after)
        self.presses += 1

    # ---- screens of buttons --------------------------------------------------------------------------
    def tab_to(self, scene, wanted, focus_key, stops_of, limit=300) -> None:
        """Tab until the scene's ring is on `wanted` (its key in stops_of())."""
        for _ in range(limit):
            if focus_key() == wanted:
                return
            if wanted not in [s.key for s in stops_of()]:
                raise Stuck(f"{wanted} is not among the stops of {type(scene).__name__}")
            self.press(pygame.K_TAB)
        raise Stuck(f"Tab never reached {wanted} on {type(scene).__name__}")

    def press_button(self, scene, buttons, button, fields=()) -> None:
        """On a screen of buttons: Tab to `button`, then Enter."""
        buttons = list(buttons)
        wanted = ("button", buttons.index(button))
        self.tab_to(scene, wanted, lambda: scene.keys.key, lambda: screen_stops(buttons, fields))
        self.press(pygame.K_RETURN)

    def open_game(self, game_id: str) -> None:
        """From the menu, Play on the game's row."""
        row = next(r for g, r in zip(self.menu.games, self.menu.rows) if g.id == game_id)
        self.press_button(self.menu, self.menu.buttons(), row.play)

    def type_text(self, text: str) -> None:
        """Typing: each character a key press with its text."""
        for ch in text:
            k = pygame.key.key_code(ch) if ch.isalnum() else pygame.K_SPACE
            self.loop.run_pass(key_down(k), pygame.event.Event(pygame.TEXTINPUT, text=ch), key_up(k), after=0.05)
            self.presses += 1

    def start(self, choose=(), seed: int | None = None) -> None:
        """On the setup screen: press each button of `choose` (player count, Person/Computer...), type the seed,
        then Start."""
        setup = self.top
        if seed is not None:
            fields = self._setup_fields(setup)
            wanted = ("field", fields.index(setup.seed_field))
            self.tab_to(setup, wanted, lambda: setup.keys.key,
                        lambda: screen_stops(self._setup_buttons(setup), self._setup_fields(setup)))
            for _ in range(len(setup.seed_field.text)):
                self.press(pygame.K_BACKSPACE)
            self.type_text(str(seed))
            assert setup.seed_field.text == str(seed), setup.seed_field.text
        for pick in choose:
            button = pick(setup)
            self.press_button(setup, self._setup_buttons(setup), button, self._setup_fields(setup))
        self.press_button(setup, self._setup_buttons(setup), setup.start_button, self._setup_fields(setup))

    @staticmethod
    def _setup_buttons(setup):
        if hasattr(setup, "_widgets"):
            return list(setup._widgets())
        return [b for b in setup.widgets() if b.visible]

    @staticmethod
    def _setup_fields(setup):
        return setup._fields() if hasattr(setup, "_fields") else setup.fields()

    # ---- the game ---------------------------------------------------------------------------------------
    def play(self, decide, limit=3000) -> PlayScene:
        """Play until the results show; `decide(session, seat) -> action` is the answer wanted."""
        shell = self.top
        assert isinstance(shell, PlayScene), type(shell).__name__
        for _ in range(limit):
            top = self.top
            if isinstance(top, ResultsScene):
                return shell
            if isinstance(top, (HandoffScene, SecretPanelScene)) or (top is shell and shell.handoff_screen):
                self.loop.idle(PAUSE + 0.2)     # the next player waits for "Press Enter", then presses
                self.handoffs += 1
                self.press(pygame.K_RETURN, after=0.1)
                self.loop.idle(DOUBLE_PRESS)     # and looks at the board before pressing again
                continue
            if top is not shell:
                self.press(pygame.K_RETURN)     # an older save's note, say: Enter goes on
                continue
            if shell.busy() or shell.computer_turn():
                self.press(pygame.K_SPACE)      # show the rest now / let the computer go on
                continue
            if shell.session.outcome is not None or not shell.legal:
                self.loop.idle(SETTLE + 0.1)
                continue
            self.answer(shell, decide(shell.session, shell.pending.seat))
        raise Stuck(f"no result after {limit} rounds")

    def answer(self, shell, action) -> None:
        """The keys that give `action` on the play screen; the game must move on."""
        before = len(shell.session.actions)
        seat = shell.pending.seat if shell.pending is not None else None
        if shell.session.passes_the_laptop(action) or seat != self.last_seat:
            # a look before passing the laptop, and the next person reading the question: a hasty second press
            # would neither pass the laptop nor answer for another seat (engine/play/double_press.py)
            self.loop.idle(DOUBLE_PRESS)
        self.last_seat = seat
        target = shell.board.target_of(action)
        if target is not None and target in shell.targets:
            acts = shell.targets[target]
            self.ring_to(shell, ("board", target))
            single = len(acts) == 1 and not bv.asks_first(shell.board, shell.view, action)
            if single or bv.click_action(shell.board, shell.view, target, acts) == action:
                self.press(pygame.K_RETURN)
            else:     # Enter lists the answers of the spot (Shift+Enter where a plain Enter would act)
                self.press(pygame.K_RETURN, pygame.KMOD_SHIFT if len(acts) > 1 else 0)
                self.choose(shell, action)
        else:
            if action not in shell.buttons and action not in shell.folded:
                action = self._shown_alike(shell, action)
            if action in shell.folded and action not in shell._choice_actions:
                fold = len(shell._choice_actions)       # the folded answers' button follows the answers
                self.choose_index(shell, fold)
            self.choose(shell, action)
        if len(shell.session.actions) == before and shell.session.handoff is None:
            raise Stuck(f"{action} was not taken; message: {shell.message.text!r}")

    @staticmethod
    def _shown_alike(shell, action):
        """An answer the panel shows once for several that do the same thing (Betrayal's placements)."""
        label = shell.board.label(shell.view, action)
        same = [a for a in shell.buttons if shell.board.label(shell.view, a) == label]
        if not same:
            raise Stuck(f"{action} is not offered on the screen")
        return same[0]

    def choose(self, shell, action) -> None:
        actions = shell._choice_actions
        if action not in actions:
            raise Stuck(f"{action} is not in the choice panel ({actions}); the panel lists a spot's answers: {shell.focus}; "
                        f"buttons {shell.buttons}, folded {shell.folded}")
        self.choose_index(shell, actions.index(action))

    def choose_index(self, shell, index: int) -> None:
        """The answer at `index` of the panel: its number key when its page shows and it is one of the first nine,
        else Tab to it (turning pages with the pager's 'more')."""
        panel = shell.choices
        for _ in range(20):
            page = panel.pages[panel.page]
            button = panel.buttons[index]
            if button in page:
                at = page.index(button)
                if at < 9:
                    self.press(pygame.K_1 + at)
                    return
                self.ring_to(shell, ("choice", index, str(button.text)))
                self.press(pygame.K_RETURN)
                return
            more = 1 if panel.page_of(index) > panel.page else 0
            self.ring_to(shell, ("pager", more))
            self.press(pygame.K_RETURN)
        raise Stuck(f"answer {index} never showed")

    def ring_to(self, shell, wanted, limit=400) -> None:
        self.tab_to(shell, wanted, lambda: shell.key_focus.key, shell.key_stops, limit)

    # ---- after the game --------------------------------------------------------------------------------
    def back_to_menu(self) -> None:
        results = self.top
        self.loop.idle(SETTLE + 0.1)
        self.press_button(results, results.buttons, results.buttons[-1])      # Menu
