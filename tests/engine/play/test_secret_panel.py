"""The shell's secret panel (engine/play/secret_panel.py): a secret is read only after its own hand-off gate."""
import pygame

from engine.play.handoff_gate import PAUSE
from engine.play.secret_panel import Secret, SecretPanelScene
from tests.engine.play.handoff_driver import Loop


def _key(k, down=True):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def _panel(reads):
    def read(name):
        def inner():
            reads.append(name)
            return [f"the {name} text"]
        return inner
    return SecretPanelScene([Secret("Ann", "First", "Bo: look away.", read("first")),
                             Secret("Bo", "Second", "Ann: look away.", read("second"))])


def test_a_secret_is_not_even_read_before_its_gate_is_confirmed_after_the_pause():
    reads = []
    loop = Loop().open(_panel(reads))
    loop.run_pass(_key(pygame.K_RETURN), _key(pygame.K_RETURN, False), after=0.2)
    assert reads == [] and not loop.app.stack.top.open
    loop.run_pass(_key(pygame.K_RETURN), after=PAUSE + 0.1)
    loop.run_pass(_key(pygame.K_RETURN, False))
    assert reads == ["first"] and loop.app.stack.top.open


def test_hiding_one_secret_shows_the_next_ones_gate_and_input_begun_before_never_opens_it():
    reads = []
    loop = Loop().open(_panel(reads))
    panel = loop.app.stack.top
    loop.run_pass(_key(pygame.K_RETURN), after=PAUSE + 0.1)
    loop.run_pass(_key(pygame.K_RETURN, False))
    loop.run_pass(_key(pygame.K_RETURN), after=0.1)            # hides the first text
    assert not panel.open and panel.secret.title == "Second"
    loop.run_pass(_key(pygame.K_RETURN, False), after=0.05)    # the same press let go: it never confirms
    loop.run_pass(_key(pygame.K_RETURN), _key(pygame.K_RETURN, False), after=0.3)
    assert reads == ["first"] and not panel.open


def test_the_last_secret_hidden_pops_the_panel_and_says_so():
    done = []
    panel = SecretPanelScene([Secret("Ann", "Only", "Look away.", lambda: ["x"])], on_done=lambda: done.append(1))
    loop = Loop().open(panel)
    panel.show()
    panel.hide()
    loop.run_pass()
    assert done == [1] and loop.app.stack.top is not panel


def test_a_panel_opened_again_by_a_button_closes_unread_on_escape():
    reads, done = [], []
    panel = SecretPanelScene([Secret("Ann", "Only", "Look away.", lambda: reads.append(1) or ["x"])],
                             on_done=lambda: done.append(1), cancellable=True)
    loop = Loop().open(panel)
    loop.run_pass(_key(pygame.K_ESCAPE), after=0.1)
    assert reads == [] and done == [1] and loop.app.stack.top is not panel


def test_the_gate_of_a_reveal_is_not_closed_by_escape():
    reads = []
    loop = Loop().open(_panel(reads))
    panel = loop.app.stack.top
    loop.run_pass(_key(pygame.K_ESCAPE), after=PAUSE + 0.1)
    assert loop.app.stack.top is panel and not panel.open and reads == []


def test_a_gate_opened_again_by_a_button_says_how_to_close_it_in_the_language_of_the_table():
    """Issue 17: 'Esc: not now' was added in English to the translated hint under the gate's button."""
    from engine import i18n
    from engine.ui import fonts
    i18n.set_language("zh-Hans")
    panel = SecretPanelScene([Secret("Ann", "Only", "Look away.", lambda: ["x"])], cancellable=True)
    loop = Loop().open(panel)
    surface = pygame.Surface((1280, 800))
    with fonts.recording() as drawn:
        panel.draw(surface)
    hints = [str(d.text) for d in drawn if "Esc" in str(d.text)]
    assert hints and all("not now" not in hint and "稍后" in hint for hint in hints), hints
    assert loop.app.stack.top is panel
